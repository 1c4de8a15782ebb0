// The segment-triangle properties: segment_triangle_crossing against the
// oracle under the declared in-plane convention (the decision, judged with the margin of its six signed volumes; t,
// u and v in ULPs with their condition scale) and the documented answer for
// non-finite input.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/segment_triangle.h"
#include "oracle/triangle_in_plane.h"
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
  auto exact = oracle::segment_triangle_crossing(c.s, c.tri);
  // A segment lying in the plane: no crossing (Plumb's), or its first
  // contact (TriangleInPlane::first_contact), judged in the plane.
  bool in_plane = false;
  if (!exact && j.conventions("segment_triangle_crossing").triangle_in_plane == TriangleInPlane::first_contact) {
    exact = oracle::segment_triangle_first_contact(c.s, c.tri);
    in_plane = exact.has_value();
  }
  const Text f([&] { return crossing_text(fast); }), e([&] { return crossing_text(exact); });
  j.decision("segment_triangle_crossing", "whether it crosses", fast ? "crosses" : "none",
             exact ? "crosses" : "none", f, e, [&] { return margin::segment_triangle(c.s, c.tri); });
  if (!fast || !exact) return;
  const double got[3] = {fast->t, fast->u, fast->v};
  const oracle::Rational* want[3] = {&exact->t, &exact->u, &exact->v};
  const char* quantity[3] = {"t (ULPs)", "u (ULPs)", "v (ULPs)"};
  for (int i = 0; i < 3; ++i)
    j.construction("segment_triangle_crossing", quantity[i], measure::ulps(got[i], *want[i]), contract::kParameterUlps,
                   f, e, [&] {
                     const Vec3 d{c.s.b.x - c.s.a.x, c.s.b.y - c.s.a.y, c.s.b.z - c.s.a.z};
                     const double ci = in_plane ? condition::triangle_in_plane(c.s.a, d, c.tri, i, exact->t,
                                                                               exact->u, exact->v)
                                                : condition::segment_triangle(c.s, c.tri, i, *want[i]);
                     return condition::value(got[i], *want[i], ci);
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
