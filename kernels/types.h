// Plumb: the value types shared by every 2D kernel, oracle and property.
//
// Lines, rays and segments are one equation, P(t) = a + t (b - a), read over
// three ranges of the parameter t (see range.h). A Segment therefore stores the
// two points that fix the equation; the Kind says which shape it is read as.
#pragma once

#include <cstddef>

namespace plumb {

/// A point or a displacement in the plane, in the caller's units.
struct Vec2 {
  double x = 0.0;
  double y = 0.0;
  friend bool operator==(const Vec2&, const Vec2&) = default;
};

/// Two points fixing P(t) = a + t (b - a). t = 0 at a, t = 1 at b.
/// a == b is allowed everywhere and called a zero-length segment.
struct Segment {
  Vec2 a;
  Vec2 b;
  friend bool operator==(const Segment&, const Segment&) = default;
};

/// Which range of t a Segment is read over: line (all t), ray (t >= 0),
/// segment (0 <= t <= 1).
enum class Kind { line, ray, segment };

/// Where two parametric shapes meet: t along the first, u along the second,
/// and the point P(t) itself.
struct Crossing {
  double t = 0.0;
  double u = 0.0;
  Vec2 point;
};

/// The closest point of a shape to a query point, with its parameter t.
struct ClosestPoint {
  double t = 0.0;
  Vec2 point;
};

/// A closed disc: every point at distance <= radius from centre.
struct Circle {
  Vec2 centre;
  double radius = 0.0;
};

/// Where a point lies against a closed 2D region (a triangle, a polygon):
/// in its interior, on its boundary, or outside it.
enum class Location { outside, boundary, inside };

/// The wall a sight segment meets first: its index in the caller's list,
/// and the contact (t along the sight, u along the wall, the point).
struct Blocker {
  std::size_t wall = 0;
  Crossing contact;
};

}  // namespace plumb
