// BASELINE BEING REPLACED (the benchmarks and the rounding reference): project, clamp, measure.
// See properties/naive/README.md.
#pragma once

#include <algorithm>

#include "kernels/types.h"

namespace plumb::naive {

/// t = (p - a).(b - a) / |b - a|^2 clamped to [0, 1]; |b - a|^2 < 1e-12 is a point.
/// Bug: the end-or-interior choice reads the rounded t, and the absolute
/// epsilon turns every segment shorter than 1e-6 into its first end.
inline ClosestPoint closest_point(const Segment& s, Vec2 p) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const double length_squared = dx * dx + dy * dy;
  if (length_squared < 1e-12) return {0.0, s.a};
  const double t = std::clamp(((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / length_squared, 0.0, 1.0);
  return {t, {s.a.x + t * dx, s.a.y + t * dy}};
}

/// |p - q|^2 with q the closest point above.
/// Bug: q is rounded before the subtraction, so a point nearly on the
/// segment gets a squared distance with no correct digits.
inline double squared_distance_point_segment(Vec2 p, const Segment& s) {
  const Vec2 q = closest_point(s, p).point;
  const double dx = p.x - q.x, dy = p.y - q.y;
  return dx * dx + dy * dy;
}

}  // namespace plumb::naive
