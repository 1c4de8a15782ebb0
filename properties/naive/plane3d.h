// BASELINE BEING REPLACED (the benchmarks and the rounding reference): segments and rays against a plane.
// See properties/naive/README.md.
#pragma once

#include <optional>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

inline double side(const Plane& plane, Vec3 p) { return dot(plane.normal, p) - plane.offset; }

/// Rounded sides of both ends; t = sa / (sa - sb).
/// Bug: an end near the plane gets a side of the wrong sign (or 0), and
/// sa - sb subtracts two rounded values.
inline std::optional<PlaneCrossing> segment_plane_crossing(const Segment3& s, const Plane& plane) {
  const double sa = side(plane, s.a), sb = side(plane, s.b);
  if (sa * sb > 0.0) return std::nullopt;
  const double t = sa == sb ? 0.0 : sa / (sa - sb);
  return PlaneCrossing{t, along(s.a, minus(s.b, s.a), t)};
}

/// t = -side(o) / (n . d); n . d == 0 is parallel.
/// Bug: a nearly parallel ray or an origin near the plane is judged by rounding.
inline std::optional<double> ray_plane_hit(const Ray3& ray, const Plane& plane) {
  const double facing = dot(plane.normal, ray.direction);
  if (facing == 0.0) return std::nullopt;
  const double t = -side(plane, ray.origin) / facing;
  return t >= 0.0 ? std::optional<double>(t) : std::nullopt;
}

}  // namespace plumb::naive
