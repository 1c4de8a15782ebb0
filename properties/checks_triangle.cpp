// The triangle properties: ray_triangle_hit against the oracle (the decision
// under the declared facing, t, u and v), a fan of triangles watertight at its
// shared edges and corner, and the documented non-finite answer.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/ray_triangle.h"
#include "properties/checks.h"
#include "properties/min_hit.h"
#include "properties/checks3d.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

bool front_only(const Judge& j) {
  return j.conventions("ray_triangle_hit").triangle_faces == TriangleFaces::front_only;
}

std::string hit_text(const std::optional<TriangleHit>& h) {
  if (!h) return "none";
  return fmt::format("t = {}, u = {}, v = {}", fmt_case::hex_and_decimal(h->t), fmt_case::hex_and_decimal(h->u),
                     fmt_case::hex_and_decimal(h->v));
}

std::string hit_text(const std::optional<oracle::ExactTriangleHit>& h) {
  if (!h) return "none";
  return fmt::format("t = {}, u = {}, v = {}", measure::text(h->t), measure::text(h->u), measure::text(h->v));
}

}  // namespace

void triangle_oracle(const Subject& s, const TriangleCase& c, Judge& j) {
  if (!s.ray_triangle_hit) return;
  const auto fast = s.ray_triangle_hit(c.ray, c.tri);
  if (!ray_judged(j, "ray_triangle_hit", c.ray)) return j.returned();
  const bool front = front_only(j);
  const auto exact = oracle::ray_triangle_hit(c.ray, c.tri, front);
  if (exact && before_min_hit(j, "ray_triangle_hit", exact->t)) return j.returned();
  const std::string f = hit_text(fast), e = hit_text(exact);
  j.decision("ray_triangle_hit", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", f, e,
             [&] { return margin::ray_triangle(c.ray, c.tri, front); });
  if (!fast || !exact) return;
  const double got[3] = {fast->t, fast->u, fast->v};
  const oracle::Rational* want[3] = {&exact->t, &exact->u, &exact->v};
  const char* quantity[3] = {"t (ULPs)", "u (ULPs)", "v (ULPs)"};
  for (int i = 0; i < 3; ++i) {
    // A computed +inf is right when the exact t rounds to +inf too.
    const bool both_overflow = std::isinf(got[i]) && oracle::round_to_double(*want[i]) == got[i];
    j.construction("ray_triangle_hit", quantity[i], both_overflow ? 0.0 : measure::ulps(got[i], *want[i]),
                   contract::kParameterUlps, f, e,
                   [&] {
                     return condition::value(got[i], *want[i], condition::triangle_hit(c.ray, c.tri, i, *want[i]));
                   });
  }
}

void fan_watertight(const Subject& s, const FanCase& c, Judge& j) {
  if (!s.ray_triangle_hit) return;
  bool any = false;
  std::string fast;
  for (int k = 0; k < FanCase::kFanSize; ++k) {
    const auto h = s.ray_triangle_hit(c.ray, c.triangle(k));
    any |= h.has_value();
    fast += fmt::format("{}triangle {}: {}", k ? "; " : "", k, h ? "hit" : "none");
  }
  if (!ray_judged(j, "ray_triangle_hit", c.ray)) return j.returned();
  std::string exact;
  int exact_hits = 0, the_hit = -1;
  for (int k = 0; k < FanCase::kFanSize; ++k) {
    const auto hit = oracle::ray_triangle_hit(c.ray, c.triangle(k), front_only(j));
    if (hit && before_min_hit(j, "ray_triangle_hit", hit->t)) return j.returned();
    const bool h = hit.has_value();
    if (h) ++exact_hits, the_hit = k;
    exact += fmt::format("{}triangle {}: {}", k ? "; " : "", k, h ? "hit" : "none");
  }
  if (exact_hits == 0) return j.returned();
  if (exact_hits == 1) {
    // The ray meets one triangle only, so it crosses no shared edge or corner
    // exactly: a miss is that triangle's own decision, judged with its margin
    // (rounding-level within the allowance, as the triangle property does).
    const Triangle3 tri = c.triangle(the_hit);
    const bool front = front_only(j);
    return j.decision("ray_triangle_hit", "whether it hits", any ? "hit" : "none", "hit", fast, exact,
                      [&] { return margin::ray_triangle(c.ray, tri, front); });
  }
  // Through a shared edge or corner: each triangle alone may miss within its
  // rounding, the surface may not leak -- watertightness has no allowance.
  j.invariant("ray_triangle_hit", "a ray through a shared edge or corner of a fan it meets hits some triangle", any,
              fast, exact);
}

void non_finite_triangle(const Subject& s, const TriangleCase& c, Judge& j) {
  if (!s.ray_triangle_hit) return;
  if (finite3(c.ray.origin) && finite3(c.ray.direction) && finite3(c.tri.a) && finite3(c.tri.b) && finite3(c.tri.c))
    return;
  non_finite_answer(j, [&] { return s.ray_triangle_hit(c.ray, c.tri); },
                    [&](const std::optional<TriangleHit>& got) {
                      j.invariant("ray_triangle_hit", "non-finite input answers none", !got, hit_text(got), "none");
                    });
}

}  // namespace plumb::check
