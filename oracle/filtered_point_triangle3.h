// Plumb oracle, filtered path in 3D: the point of a triangle nearest a
// point (the question of point_triangle3.h), and
// the measures a check takes of a computed answer, certified or withheld.
//
// Method: as the exact oracle (point_triangle3.h, dyadic3d.h): f(u, v) =
// |a + u e1 + v e2 - p|^2 is strictly convex when det G = |e1 x e2|^2 > 0;
// its stationary point (u, v) = (un, vn) / det G (un = g22 r1 - g12 r2, vn
// = g11 r2 - g12 r1, r = (e1 . w, e2 . w), w = p - a) is the minimiser when
// it lies in the closed triangle (un >= 0, vn >= 0, det G - un - vn >= 0);
// otherwise the minimiser is the least of the three edges' closest points.
// det G > 0 is certified from the cross product n = e1 x e2 (a sum of
// squares: certified positive when a component is certified non-zero); the
// three signs from the first stage's values (filtered_fast.h; an exact 0
// is certified there). Inside: the projection onto the plane, x = p - (n .
// w / n . n) n, at squared distance (n . w)^2 / n . n (the same values as
// a + u e1 + v e2 and f(u, v), with less cancellation). Outside: each edge
// by filtered_closest3.h, and the least by certified comparisons; two
// candidates at the same corner (ends of two edges) are the same point.
// A triangle without area (n = 0 exactly) is the union of its edges, so its
// closest point (unique; only u and v are not) is the least edge answer too.
// Anything not certified answers nullopt.
// Why obviously correct: the exact oracle's candidates and rule, every
// branch on a certified sign or comparison.
#pragma once

#include <array>
#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// The exact closest point times 2^-k and its squared distance times 2^-2k.
struct TriangleClosest3 {
  std::array<Approx, 3> point;
  Approx squared_distance;
  int k = 0;
};

/// As oracle::closest_point_triangle3(p, t)'s point and squared distance
/// (not its u, v and feature), on the inputs scaled exactly by 2^-k
/// (filtered::scale_exactly) when every scaled coordinate is within 2^200;
/// nullopt when not certified or for non-finite input. Never throws.
std::optional<TriangleClosest3> closest_point_triangle3(Vec3 p, Triangle3 t);

/// Upper bounds (filtered_measure3.h) of the measures the point-triangle
/// property takes: the point's worse coordinate in units of u (|a_i| + |b_i|
/// + |c_i| + m), m = 2^-1022, and the squared distance in ULPs; each
/// nullopt when not certified or the computed value is not finite.
struct TriangleMeasures3 {
  std::optional<double> point;
  std::optional<double> squared_distance;
};
TriangleMeasures3 point_triangle3_measures(Vec3 p, const Triangle3& t, const TriangleClosest3& exact,
                                           const Vec3* computed_point, const double* computed_squared_distance);

}  // namespace plumb::oracle::filtered3
