// BASELINE BEING REPLACED (the benchmarks and the rounding reference): a line against a sphere by the textbook quadratic.
// See properties/naive/README.md.
#pragma once

#include <cmath>
#include <optional>
#include <utility>

#include "kernels/types3d.h"
#include "properties/naive/vec3.h"

namespace plumb::naive {

/// m = o - centre; a = d.d, b = m.d, c = m.m - r^2; the line meets the
/// sphere iff b^2 - ac >= 0, at t = (-b -+ sqrt(b^2 - ac)) / a.
/// Bug: b^2 - ac is a difference of rounded products (a tangent line, or a
/// small sphere far along, is misjudged), and -b + sqrt(...) cancels: the
/// root nearer the origin loses its digits (the textbook quadratic formula).
inline std::optional<LineSphereRoots> line_sphere(const Ray3& line, const Sphere& sphere) {
  const Vec3 m = minus(line.origin, sphere.centre);
  const double a = dot(line.direction, line.direction), b = dot(m, line.direction);
  const double c = dot(m, m) - sphere.radius * sphere.radius;
  const double discriminant = b * b - a * c;
  if (!(discriminant >= 0.0) || a == 0.0) return std::nullopt;
  const double root = std::sqrt(discriminant);
  return LineSphereRoots{(-b - root) / a, (-b + root) / a};
}

}  // namespace plumb::naive
