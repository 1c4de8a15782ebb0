// Plumb oracle: the point of a 3D triangle nearest a query point, exactly.
//
// Method: minimise f(u, v) = |a + u e1 + v e2 - p|^2 (e1 = b - a, e2 = c - a)
// over the closed triangle u >= 0, v >= 0, u + v <= 1 by exact candidates:
// the stationary point of f (the normal equations G (u, v) = (e1 . w, e2 . w),
// w = p - a, G the Gram matrix of e1 and e2, solved by Cramer's rule when
// det G != 0) when it lies in the triangle, and the exact closest point of
// each of the three edges (closest_point3d.h: the stationary point of a 1D
// quadratic or an end). The answer is the candidate with the least exact f.
// Why obviously correct: f is a continuous convex quadratic on a compact
// set, so its minimum is attained, either at an interior point (where the
// gradient vanishes: the stationary point, unique when det G != 0) or on the
// boundary (the three edges, each minimised exactly); the point of a closed
// convex set nearest p is unique, so the least candidate is it. It shares
// nothing with the kernel's Voronoi region test (kernels/point_triangle3.h):
// no dot product signs, no region order.
// The feature: read off the minimiser's barycentric coordinates (u, v), which
// are unique when det G != 0 (a triangle with area): both 0 the corner a, u
// = 1 the corner b, v = 1 the corner c, v = 0 the edge ab, u = 0 the edge ca,
// u + v = 1 the edge bc, otherwise the face. A degenerate triangle (det G ==
// 0: corners on one line or repeated) has its closest point and squared
// distance exactly, and the feature `none`: which edge names it is the
// kernel's documented convention, not geometry.
#pragma once

#include "kernels/types3d.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {

/// The exact closest point of a triangle: the point, the squared distance,
/// the barycentric weights u (of b) and v (of c) of the point, and the
/// feature holding it (`none` for a degenerate triangle; u and v are then one
/// choice among several).
struct ExactTriangleClosest {
  RVec3 point;
  Rational squared_distance;
  Rational u;
  Rational v;
  TriangleFeature feature = TriangleFeature::none;
};

/// The point of the closed triangle t nearest p, exactly (computed on the
/// dyadic integer stage, dyadic3d.h, which hands a triangle without area to
/// rational::closest_point_triangle3, rational3d.h: the method above in
/// rationals throughout, and the reference of both). Takes: a point and a
/// triangle (degenerate allowed). Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
ExactTriangleClosest closest_point_triangle3(Vec3 p, Triangle3 t);

/// min over the closed triangle of |x - p|^2, exactly. Precondition: finite
/// input; throws std::domain_error otherwise.
Rational squared_distance_point_triangle3(Vec3 p, Triangle3 t);

/// The feature of the closed triangle holding the point of barycentric
/// weights (u, v) of a triangle with area (see above). Never throws.
TriangleFeature triangle_feature(const Rational& u, const Rational& v);

/// The name of a feature ("vertex a", "edge bc", "face", "none").
const char* feature_name(TriangleFeature f);

}  // namespace plumb::oracle
