// BASELINE BEING REPLACED (the benchmarks and the rounding reference): ray against capsule by the
// cylinder's quadratic and the end balls'. See properties/naive/README.md.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "properties/naive/ray_sphere.h"
#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// u = b - a, m = o - a; the infinite cylinder's a t^2 + 2 b t + c with
/// a = |u|^2 d.d - (u.d)^2, b = |u|^2 m.d - (u.m)(u.d), c = |u|^2 m.m -
/// (u.m)^2 - r^2 |u|^2; its smaller root kept when the foot u.m + t u.d lies
/// in [0, |u|^2], else the nearer of the end balls' entries (the graphics
/// textbook's capsule: the cylinder first, then the caps). Inside: 0 when c <= 0 and the
/// foot of the origin is in the slab, or the origin is in an end ball.
/// Bug: every coefficient is a difference of rounded products (tangent rays,
/// rays along the axis and thin far capsules are misjudged) and the root
/// -b - sqrt(b^2 - ac) cancels.
inline std::optional<double> ray_capsule_entry(const Ray3& ray, const Capsule& capsule) {
  const Vec3 u = minus(capsule.b, capsule.a), m = minus(ray.origin, capsule.a), d = ray.direction;
  const double uu = dot(u, u), ud = dot(u, d), um = dot(u, m), r = capsule.radius;
  const double a = uu * dot(d, d) - ud * ud, b = uu * dot(m, d) - um * ud;
  const double c = uu * dot(m, m) - um * um - r * r * uu;
  if (c <= 0.0 && um >= 0.0 && um <= uu) return 0.0;
  const double discriminant = b * b - a * c;
  if (discriminant >= 0.0 && a > 0.0) {
    const double t = (-b - std::sqrt(discriminant)) / a, foot = um + t * ud;
    if (t >= 0.0 && foot >= 0.0 && foot <= uu) return t;
  }
  // Qualified: ADL on Ray3 would find plumb::ray_sphere_entry too.
  const auto ta = naive::ray_sphere_entry(ray, Sphere{capsule.a, r}), tb = naive::ray_sphere_entry(ray, Sphere{capsule.b, r});
  if (!ta) return tb;
  if (!tb) return ta;
  return std::min(*ta, *tb);
}

}  // namespace plumb::naive
