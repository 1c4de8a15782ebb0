// Plumb oracle: a ray or segment lying in a triangle's plane, met at its
// first point of contact (the convention TriangleInPlane::first_contact of
// subject/declarations.h; Plumb's own answer for such input is no hit).
//
// Method: the ray (segment) P(t) = o + t d lies in the plane of the
// non-degenerate triangle a, b, c when n = (b - a) x (c - a) != 0,
// n . d == 0 and n . (o - a) == 0, all exact. Its points and the triangle's
// are then coplanar, and dropping the coordinate k of the largest |n_k|
// maps that plane one to one onto the other two coordinates' plane (the
// projection is affine and n_k != 0), so it keeps which points are in the
// closed triangle and the barycentric weights of each point: the question
// becomes a 2D one with no rounding. In 2D: if o is in the closed triangle
// (its weights u = (o - A) x (C - A) / area, v = (B - A) x (o - A) / area,
// area = (B - A) x (C - A), all >= 0 with u + v <= 1) the first contact is
// t = 0. Otherwise the points of the ray in the (convex) triangle form an
// interval whose start lies on the boundary: the least t >= 0 (<= 1 for a
// segment) at which the ray meets one of the three closed edges. An edge
// parallel to d is skipped: when the ray runs along it from outside, the
// first contact is a corner of that edge, which the other edge through that
// corner (not parallel to d, the triangle being non-degenerate) also meets.
// Why obviously correct: the definition of the first contact (the least t
// in the closed triangle), in exact rationals, through a projection that is
// exact for coplanar points. It shares nothing with the kernels' signed
// volumes, nor with the Cramer's rule of oracle/ray_triangle.h (whose
// determinant is 0 here).
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/ray_triangle.h"
#include "oracle/segment_triangle.h"

namespace plumb::oracle {

/// Whether the ray lies in the triangle's plane: a non-zero direction, a
/// non-degenerate triangle, and both the origin and the direction in the
/// plane, exactly. Finite input only; throws std::domain_error otherwise.
bool ray_in_triangle_plane(Ray3 ray, Triangle3 tri);

/// Whether the segment lies in the triangle's plane: non-zero length, a
/// non-degenerate triangle, and both ends in the plane, exactly. Finite
/// input only; throws std::domain_error otherwise.
bool segment_in_triangle_plane(Segment3 s, Triangle3 tri);

/// For a ray lying in the triangle's plane (ray_in_triangle_plane): the
/// least t >= 0 at which it is in the closed triangle, and that point's
/// barycentric u (weight of b) and v (weight of c); nullopt when it misses
/// the triangle, or does not lie in its plane. Finite input only; throws
/// std::domain_error otherwise.
std::optional<ExactTriangleHit> ray_triangle_first_contact(Ray3 ray, Triangle3 tri);

/// For a segment lying in the triangle's plane (segment_in_triangle_plane):
/// the least t in [0, 1] (along a + t (b - a)) at which it is in the closed
/// triangle, with u and v as above; nullopt when it misses the triangle, or
/// does not lie in its plane. Finite input only; throws std::domain_error
/// otherwise.
std::optional<ExactSegmentTriangle> segment_triangle_first_contact(Segment3 s, Triangle3 tri);

}  // namespace plumb::oracle
