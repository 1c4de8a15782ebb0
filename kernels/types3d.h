// Plumb: value types of the 3D kernels and of the 2D circle contact.
//
// A 3D segment is P(t) = a + t (b - a), 0 <= t <= 1, as in 2D. A ray is an
// origin and a direction vector (t >= 0 in units of that vector, which need
// not have length 1), as engines and the seeds write it.
#pragma once

#include "kernels/types.h"

namespace plumb {

/// A point or a displacement in space, in the caller's units.
struct Vec3 {
  double x = 0.0;
  double y = 0.0;
  double z = 0.0;
  friend bool operator==(const Vec3&, const Vec3&) = default;
};

/// P(t) = a + t (b - a), 0 <= t <= 1; a == b is a zero-length segment.
struct Segment3 {
  Vec3 a;
  Vec3 b;
  friend bool operator==(const Segment3&, const Segment3&) = default;
};

/// P(t) = origin + t direction, t >= 0. A zero direction is the point origin
/// for the sphere and box tests; ray_plane_hit gives no answer for it (normal .
/// direction is 0: it reports a t only for rays that cross the plane).
struct Ray3 {
  Vec3 origin;
  Vec3 direction;
};

/// The closed ball of points within radius of centre.
struct Sphere {
  Vec3 centre;
  double radius = 0.0;
};

/// Every point within radius of the segment a-b (a cylinder with round ends).
struct Capsule {
  Vec3 a;
  Vec3 b;
  double radius = 0.0;
};

/// The plane { p : normal . p == offset }. normal need not have length 1;
/// a zero normal describes no plane.
struct Plane {
  Vec3 normal;
  double offset = 0.0;
};

/// The closed axis-aligned box min <= p <= max (per axis). min == max on an
/// axis is a flat box; min > max on any axis is empty.
struct Box {
  Vec3 min;
  Vec3 max;
};

/// The closed triangle with corners a, b and c: the points
/// (1 - u - v) a + u b + v c with u, v >= 0 and u + v <= 1. Its front face is
/// the side (b - a) x (c - a) points to: seen from there, a, b, c turn
/// counter-clockwise. Corners on one line (or repeated) make a degenerate,
/// zero-area triangle.
struct Triangle3 {
  Vec3 a;
  Vec3 b;
  Vec3 c;
  friend bool operator==(const Triangle3&, const Triangle3&) = default;
};

/// Where a ray meets a triangle: the ray's parameter t and the point's
/// barycentric coordinates u (weight of b) and v (weight of c), so that the
/// point is origin + t direction = (1 - u - v) a + u b + v c.
struct TriangleHit {
  double t = 0.0;
  double u = 0.0;
  double v = 0.0;
  friend bool operator==(const TriangleHit&, const TriangleHit&) = default;
};

/// Where a line origin + t direction (t any real) meets a sphere: the two
/// parameters t0 <= t1 of its surface points (equal when the line touches
/// it). The parameters are along the direction as given, not distances.
struct LineSphereRoots {
  double t0 = 0.0;
  double t1 = 0.0;
  friend bool operator==(const LineSphereRoots&, const LineSphereRoots&) = default;
};

/// The part of a closed triangle that holds its point nearest a query point:
/// a corner, the relative interior of an edge, or the interior of the face.
/// `none` only for non-finite input (no such point).
enum class TriangleFeature { vertex_a, vertex_b, vertex_c, edge_ab, edge_bc, edge_ca, face, none };

/// The point of a triangle nearest a query point, and the feature holding it.
struct TriangleClosest {
  Vec3 point;
  TriangleFeature feature = TriangleFeature::none;
};

/// The closest point of a 3D segment, with its parameter.
struct ClosestPoint3 {
  double t = 0.0;
  Vec3 point;
};

/// Closest points of two 3D segments: s along the first, t along the second.
struct SegmentPair3 {
  double s = 0.0;
  double t = 0.0;
  Vec3 first;
  Vec3 second;
  double squared_distance = 0.0;
};

/// Where a segment crosses a plane.
struct PlaneCrossing {
  double t = 0.0;
  Vec3 point;
};

/// A disc touching or overlapping a 2D segment: the segment's closest point
/// to the centre, how deep the disc overlaps (radius - distance), and the
/// vector that moves the disc out of contact (length depth, pointing from the
/// closest point towards the centre).
struct CircleContact {
  Vec2 closest;
  double depth = 0.0;
  Vec2 push;
};

}  // namespace plumb
