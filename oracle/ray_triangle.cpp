// Plumb oracle: a ray against a triangle by Cramer's rule (see ray_triangle.h).
#include "oracle/ray_triangle.h"

#include "oracle/dyadic3d.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_ray_triangle3.h"
#include "oracle/rational3d.h"

namespace plumb::oracle {
Rational ray_triangle_facing(Ray3 ray, Triangle3 tri) {
  const RVec3 a = exact(tri.a);
  return det3(exact(ray.direction), exact(tri.b) - a, exact(tri.c) - a);
}

std::optional<ExactTriangleHit> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only) {
  // A miss the filtered first stage proves needs no integers (non-finite
  // input is never settled there: the dyadic stage throws).
  if (const auto f = filtered3::ray_triangle_hit(ray, tri, front_only, false); f && !*f) return std::nullopt;
  return dyadic::ray_triangle_hit(ray, tri, front_only);
}

std::optional<ExactTriangleHit> rational::ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only) {
  const RVec3 a = exact(tri.a), d = exact(ray.direction);
  const RVec3 m1 = negated(exact(tri.b) - a), m2 = negated(exact(tri.c) - a);
  const RVec3 rhs = a - exact(ray.origin);
  const Rational det = det3(d, m1, m2);
  if (det == 0 || (front_only && det > 0)) return std::nullopt;
  ExactTriangleHit h{det3(rhs, m1, m2) / det, det3(d, rhs, m2) / det, det3(d, m1, rhs) / det};
  if (h.t < 0 || h.u < 0 || h.v < 0 || h.u + h.v > 1) return std::nullopt;
  return h;
}

}  // namespace plumb::oracle
