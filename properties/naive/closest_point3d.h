// BASELINE BEING REPLACED (the benchmarks and the rounding reference): project, clamp, measure, in 3D.
// See properties/naive/README.md.
#pragma once

#include <algorithm>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// t = (p - a).(b - a) / |b - a|^2 clamped to [0, 1]; a zero length is the point a.
/// Bug: the end-or-interior choice reads the rounded t.
inline ClosestPoint3 closest_point3(const Segment3& s, Vec3 p) {
  const Vec3 d = minus(s.b, s.a);
  const double length_squared = dot(d, d);
  if (length_squared == 0.0) return {0.0, s.a};
  const double t = std::clamp(dot(minus(p, s.a), d) / length_squared, 0.0, 1.0);
  return {t, along(s.a, d, t)};
}

/// |p - q|^2 with q the rounded closest point.
/// Bug: no correct digits left when p is nearly on the segment.
inline double squared_distance_point_segment3(Vec3 p, const Segment3& s) {
  const Vec3 w = minus(p, closest_point3(s, p).point);
  return dot(w, w);
}

}  // namespace plumb::naive
