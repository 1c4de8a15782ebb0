// The segment-triangle properties: segment_triangle_crossing against the
// oracle (the decision, judged with the margin of its six signed volumes; t,
// u and v in ULPs with their condition scale) and the documented answer for
// non-finite input.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/segment_triangle.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

std::string crossing_text(const std::optional<TriangleHit>& h) {
  if (!h) return "none";
  return fmt::format("t = {}, u = {}, v = {}", fmt_case::hex_and_decimal(h->t), fmt_case::hex_and_decimal(h->u),
                     fmt_case::hex_and_decimal(h->v));
}

std::string crossing_text(const std::optional<oracle::ExactSegmentTriangle>& h) {
  if (!h) return "none";
  return fmt::format("t = {}, u = {}, v = {}", measure::text(h->t), measure::text(h->u), measure::text(h->v));
}

}  // namespace

void segment_triangle_oracle(const Subject& s, const SegmentTriangleCase& c, Judge& j) {
  if (!s.segment_triangle_crossing) return;
  const auto fast = s.segment_triangle_crossing(c.s, c.tri);
  const auto exact = oracle::segment_triangle_crossing(c.s, c.tri);
  const std::string f = crossing_text(fast), e = crossing_text(exact);
  j.decision("segment_triangle_crossing", "whether it crosses", fast ? "crosses" : "none",
             exact ? "crosses" : "none", f, e, [&] { return margin::segment_triangle(c.s, c.tri); });
  if (!fast || !exact) return;
  const double got[3] = {fast->t, fast->u, fast->v};
  const oracle::Rational* want[3] = {&exact->t, &exact->u, &exact->v};
  const char* quantity[3] = {"t (ULPs)", "u (ULPs)", "v (ULPs)"};
  for (int i = 0; i < 3; ++i)
    j.construction("segment_triangle_crossing", quantity[i], measure::ulps(got[i], *want[i]), contract::kParameterUlps,
                   f, e, [&] {
                     return condition::value(got[i], *want[i], condition::segment_triangle(c.s, c.tri, i, *want[i]));
                   });
}

void non_finite_segment_triangle(const Subject& s, const SegmentTriangleCase& c, Judge& j) {
  if (!s.segment_triangle_crossing) return;
  if (finite3(c.s.a) && finite3(c.s.b) && finite3(c.tri.a) && finite3(c.tri.b) && finite3(c.tri.c)) return;
  non_finite_answer(j, [&] { return s.segment_triangle_crossing(c.s, c.tri); },
                    [&](const std::optional<TriangleHit>& got) {
                      j.invariant("segment_triangle_crossing", "non-finite input answers none", !got,
                                  crossing_text(got), "none");
                    });
}

}  // namespace plumb::check
