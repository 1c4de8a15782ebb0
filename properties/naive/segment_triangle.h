// BASELINE BEING REPLACED (the benchmarks): segment against triangle by
// Möller and Trumbore's method with the ray's direction b - a and t <= 1.
// See properties/naive/README.md.
#pragma once

#include <optional>

#include "properties/naive/ray_triangle.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// Möller-Trumbore on the ray from a along b - a, kept when t <= 1.
/// Bug: as ray_triangle_hit's (every sign in double, the direction rounded),
/// and t <= 1 compared after the division, so a segment ending on the
/// triangle can miss it.
inline std::optional<TriangleHit> segment_triangle_crossing(const Segment3& s, const Triangle3& tri) {
  // Qualified: ADL on Ray3 finds plumb::ray_triangle_hit as well.
  const auto h = naive::ray_triangle_hit(Ray3{s.a, minus(s.b, s.a)}, tri);
  if (!h || h->t > 1.0) return std::nullopt;
  return h;
}

}  // namespace plumb::naive
