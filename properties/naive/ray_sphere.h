// BASELINE BEING REPLACED (the benchmarks and the rounding reference): ray against sphere by the quadratic.
// See properties/naive/README.md.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// m = o - centre; a = d.d, b = m.d, c = m.m - r^2; hit iff b^2 - ac >= 0;
/// entry max((-b - sqrt(b^2 - ac)) / a, 0).
/// Bug: b^2 - ac is a difference of rounded products, so tangent rays and
/// small far spheres are misjudged, and -b - sqrt(...) cancels.
inline std::optional<double> ray_sphere_entry(const Ray3& ray, const Sphere& sphere) {
  const Vec3 m = minus(ray.origin, sphere.centre);
  const double a = dot(ray.direction, ray.direction), b = dot(m, ray.direction);
  const double c = dot(m, m) - sphere.radius * sphere.radius;
  if (c > 0.0 && b > 0.0) return std::nullopt;
  const double discriminant = b * b - a * c;
  if (discriminant < 0.0) return std::nullopt;
  return std::max((-b - std::sqrt(discriminant)) / a, 0.0);
}

}  // namespace plumb::naive
