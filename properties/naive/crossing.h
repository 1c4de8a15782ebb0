// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the textbook segment tests.
// See properties/naive/README.md.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "properties/naive/orientation.h"
#include "kernels/types.h"

namespace plumb::naive {

inline double cross(Vec2 u, Vec2 v) { return u.x * v.y - u.y * v.x; }
inline Vec2 minus(Vec2 p, Vec2 q) { return {p.x - q.x, p.y - q.y}; }

/// The closed segment test: the ends of each segment not strictly on one side
/// of the other's line; all four collinear: the bounding intervals overlap.
/// Bug: each side is a rounded orientation, so touching, T-junction and
/// nearly collinear pairs are misjudged both ways.
inline bool segments_intersect(const Segment& s1, const Segment& s2) {
  const int o1 = orientation(s1.a, s1.b, s2.a), o2 = orientation(s1.a, s1.b, s2.b);
  const int o3 = orientation(s2.a, s2.b, s1.a), o4 = orientation(s2.a, s2.b, s1.b);
  if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
    return std::min(s1.a.x, s1.b.x) <= std::max(s2.a.x, s2.b.x) && std::min(s2.a.x, s2.b.x) <= std::max(s1.a.x, s1.b.x) &&
           std::min(s1.a.y, s1.b.y) <= std::max(s2.a.y, s2.b.y) && std::min(s2.a.y, s2.b.y) <= std::max(s1.a.y, s1.b.y);
  }
  return o1 * o2 <= 0 && o3 * o4 <= 0;
}

/// t = (e x s) / (r x s), u = (e x r) / (r x s), |r x s| < 1e-12 read as parallel.
/// Bug: the range tests read the rounded t and u (touches at an end are
/// missed or invented) and the absolute epsilon calls short segments parallel.
inline std::optional<Crossing> line_crossing(const Segment& s1, const Segment& s2) {
  const Vec2 r = minus(s1.b, s1.a), s = minus(s2.b, s2.a);
  const double den = cross(r, s);
  if (std::fabs(den) < 1e-12) return std::nullopt;
  const Vec2 e = minus(s2.a, s1.a);
  const double t = cross(e, s) / den, u = cross(e, r) / den;
  return Crossing{t, u, {s1.a.x + t * r.x, s1.a.y + t * r.y}};
}

/// line_crossing with 0 <= t <= 1 and 0 <= u <= 1. Bug: as line_crossing.
inline std::optional<Crossing> segment_crossing(const Segment& s1, const Segment& s2) {
  const std::optional<Crossing> c = line_crossing(s1, s2);
  if (!c || c->t < 0.0 || c->t > 1.0 || c->u < 0.0 || c->u > 1.0) return std::nullopt;
  return c;
}

}  // namespace plumb::naive
