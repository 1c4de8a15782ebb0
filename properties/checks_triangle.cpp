// The triangle properties: ray_triangle_hit against the oracle (the decision
// under the declared facing and in-plane convention, t, u and v), a fan of triangles watertight at its
// shared edges and corner, and the documented non-finite answer.
#include <algorithm>
#include <cmath>
#include <vector>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/filtered_ray_triangle3.h"
#include "oracle/ray_triangle.h"
#include "oracle/triangle_in_plane.h"
#include "properties/checks.h"
#include "properties/min_hit.h"
#include "properties/checks3d.h"
#include "properties/settled3.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "judge/filtered_measure.h"
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

// The filtered oracle (oracle/filtered_ray_triangle3.h) settles an answer
// it proves and the subject's agrees with: a miss (unless the in-plane
// convention asks for a first contact, which the exact path computes for
// every miss), or a hit whose t, u and v are certified within the strict
// contract and below the kernel's worst so far (filtered_measure3.h's upper
// bounds, properties/settled3.h; texts, margins and conditioning are then
// never read) and no least hit distance is declared.
// Anything else takes the exact path below.
bool settled_by_filter(const TriangleCase& c, Judge& j, const std::optional<TriangleHit>& fast, bool front) {
  const bool in_plane_contact =
      j.conventions("ray_triangle_hit").triangle_in_plane == TriangleInPlane::first_contact;
  const bool min_hit = before_min_hit(j, "ray_triangle_hit", 0.0);  // a least t > 0 is declared
  if (!measure::filtered::enabled() || (fast && min_hit) || (!fast && in_plane_contact)) return false;
  const auto settled = oracle::filtered3::ray_triangle_hit(c.ray, c.tri, front, fast.has_value());
  if (!settled || settled->has_value() != fast.has_value()) return false;
  const Text f([&] { return hit_text(fast); });
  if (!fast) {
    j.decision("ray_triangle_hit", "whether it hits", "none", "none", f, "none",
               [&] { return margin::ray_triangle(c.ray, c.tri, front); });
    return true;
  }
  const oracle::filtered3::TriangleHit3& h = **settled;
  const auto t = oracle::filtered3::ulp_error(fast->t, h.t), u = oracle::filtered3::ulp_error(fast->u, h.u),
             v = oracle::filtered3::ulp_error(fast->v, h.v);
  const double k = contract::kParameterUlps;
  const char* m = "ray_triangle_hit";
  if (!t || !u || !v || !below_worst(j, m, *t, k) || !below_worst(j, m, *u, k) || !below_worst(j, m, *v, k))
    return false;
  j.decision("ray_triangle_hit", "whether it hits", "hit", "hit", {}, {}, {});
  j.construction("ray_triangle_hit", "t (ULPs)", *t, k, {}, {});
  j.construction("ray_triangle_hit", "u (ULPs)", *u, k, {}, {});
  j.construction("ray_triangle_hit", "v (ULPs)", *v, k, {}, {});
  return true;
}

}  // namespace

void triangle_oracle(const Subject& s, const TriangleCase& c, Judge& j) {
  if (!s.ray_triangle_hit) return;
  const auto fast = s.ray_triangle_hit(c.ray, c.tri);
  if (!ray_judged(j, "ray_triangle_hit", c.ray)) return j.returned();
  const bool front = front_only(j);
  if (settled_by_filter(c, j, fast, front)) return;
  auto exact = oracle::ray_triangle_hit(c.ray, c.tri, front);
  // A ray lying in the plane: no hit (Plumb's), or its first contact
  // (TriangleInPlane::first_contact), judged in the plane.
  bool in_plane = false;
  if (!exact && j.conventions("ray_triangle_hit").triangle_in_plane == TriangleInPlane::first_contact) {
    exact = oracle::ray_triangle_first_contact(c.ray, c.tri);
    in_plane = exact.has_value();
  }
  if (exact && before_min_hit(j, "ray_triangle_hit", exact->t)) return j.returned();
  const Text f([&] { return hit_text(fast); }), e([&] { return hit_text(exact); });
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
                     const double ci = in_plane ? condition::triangle_in_plane(c.ray.origin, c.ray.direction, c.tri,
                                                                               i, exact->t, exact->u, exact->v)
                                                : condition::triangle_hit(c.ray, c.tri, i, *want[i]);
                     return condition::value(got[i], *want[i], ci);
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
  int exact_hits = 0, facing = 0;
  bool crosses = true;  // every triangle met is met the same way round, beyond the origin
  std::vector<int> hit;
  for (int k = 0; k < FanCase::kFanSize; ++k) {
    const auto h = oracle::ray_triangle_hit(c.ray, c.triangle(k), front_only(j));
    if (h && before_min_hit(j, "ray_triangle_hit", h->t)) return j.returned();
    if (h) {
      ++exact_hits, hit.push_back(k);
      const int side = oracle::ray_triangle_facing(c.ray, c.triangle(k)) < 0 ? -1 : 1;
      crosses = crosses && h->t > 0 && (facing == 0 || side == facing);
      facing = side;
    }
    exact += fmt::format("{}triangle {}: {}", k ? "; " : "", k, h ? "hit" : "none");
  }
  if (exact_hits == 0) return j.returned();
  if (exact_hits == 1 || !crosses) {
    // The ray meets one triangle only, or it touches the fan without crossing
    // it (a fold it grazes, met from both sides; or the origin on the
    // surface, t = 0): no leak is possible, and a miss is the triangles' own
    // decisions, judged with their margins (rounding-level within the
    // allowance, as the triangle property does). Rounding explains a miss of
    // all only if it explains a miss of each: the widest margin decides.
    const bool front = front_only(j);
    return j.decision("ray_triangle_hit", "whether it hits", any ? "hit" : "none", "hit", fast, exact, [&] {
      double m = 0.0;
      for (int k : hit) m = std::max(m, margin::ray_triangle(c.ray, c.triangle(k), front));
      return m;
    });
  }
  // Through a shared edge or corner, crossing the surface: each triangle
  // alone may miss within its rounding, the surface may not leak --
  // watertightness has no allowance.
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
