// Plumb oracle: a ray against a triangle, by Cramer's rule in exact rationals.
//
// Method: the ray's point o + t d is the triangle's point a + u e1 + v e2
// (e1 = b - a, e2 = c - a) where
//
//   t d - u e1 - v e2 = a - o,
//
// three linear equations in t, u, v with the matrix M = [d, -e1, -e2] (as
// columns), det M = d . (e1 x e2) = d . n. When det M != 0 there is exactly
// one solution, found by Cramer's rule (each unknown is the determinant with
// its column replaced by a - o, over det M), and the ray meets the closed
// triangle iff t >= 0, u >= 0, v >= 0 and u + v <= 1. When det M == 0 the ray
// is parallel to the triangle's plane, lies in it, has a zero direction, or
// the triangle is degenerate (n == 0): Plumb's convention is no hit
// (docs/semantics-3d.md). A one-sided (back-face culling) reading hits only
// when the ray runs against the normal: det M < 0.
// Why obviously correct: the definition of the closed triangle (barycentric
// coordinates in [0, 1], summing to at most 1) solved exactly, with no
// rounding anywhere. It shares nothing with the kernel's signed volumes of
// the edges seen from the ray's origin (kernels/ray_triangle.h).
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// The exact parameters of a ray's hit on a triangle.
struct ExactTriangleHit {
  Rational t;  // along the ray, in units of its direction
  Rational u;  // barycentric weight of b
  Rational v;  // barycentric weight of c
};

/// det M = d . ((b - a) x (c - a)), exactly: 0 when the ray is parallel to
/// the plane (or the triangle degenerate), negative when the ray runs against
/// the normal (it meets the front face). Finite input only; throws
/// std::domain_error otherwise.
Rational ray_triangle_facing(Ray3 ray, Triangle3 tri);

/// Where the ray meets the closed triangle (a miss proved by the filtered
/// first stage's certified signs, filtered_ray_triangle3.h, is answered
/// there; everything else on the dyadic integer stage, dyadic3d.h;
/// rational::ray_triangle_hit in rationals throughout is their reference): t >= 0 and the barycentric u, v;
/// nullopt when it misses, when det M == 0 (parallel, in the plane, a zero
/// direction, a degenerate triangle), or, with front_only, when det M > 0
/// (a back face). Finite input only; throws std::domain_error otherwise.
std::optional<ExactTriangleHit> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only = false);

}  // namespace plumb::oracle
