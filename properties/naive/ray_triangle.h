// BASELINE BEING REPLACED (the benchmarks and the rounding reference): ray
// against triangle by Möller and Trumbore's method. See properties/naive/README.md.
#pragma once

#include <optional>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

inline Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }

/// Möller and Trumbore ("Fast, minimum storage ray/triangle intersection",
/// 1997), two-sided: e1 = b - a, e2 = c - a, p = d x e2, det = e1 . p;
/// u = (o - a) . p / det, v = d . ((o - a) x e1) / det, t = e2 . q / det.
/// Bug: det == 0 is tested exactly and every sign in double, so a ray through
/// a shared edge can miss both triangles, and the 1 - u - v test is rounded.
inline std::optional<TriangleHit> ray_triangle_hit(const Ray3& ray, const Triangle3& tri) {
  const Vec3 e1 = minus(tri.b, tri.a), e2 = minus(tri.c, tri.a);
  const Vec3 p = cross(ray.direction, e2);
  const double det = dot(e1, p);
  if (det == 0.0) return std::nullopt;
  const double inv = 1.0 / det;
  const Vec3 s = minus(ray.origin, tri.a);
  const double u = dot(s, p) * inv;
  if (u < 0.0 || u > 1.0) return std::nullopt;
  const Vec3 q = cross(s, e1);
  const double v = dot(ray.direction, q) * inv;
  if (v < 0.0 || u + v > 1.0) return std::nullopt;
  const double t = dot(e2, q) * inv;
  if (t < 0.0) return std::nullopt;
  return TriangleHit{t, u, v};
}

}  // namespace plumb::naive
