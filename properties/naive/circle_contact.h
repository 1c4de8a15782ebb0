// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the disc-segment contact of a physics step.
// See properties/naive/README.md.
#pragma once

#include <cmath>
#include <optional>

#include "properties/naive/closest_point.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// Closest point, then depth r - |c - q| and push (c - q) / |c - q| * depth.
/// Bug: divides by |c - q|, so a centre exactly on the segment (the deepest
/// contact) gets a NaN push; touching is decided on a rounded length.
inline std::optional<CircleContact> circle_segment_contact(const Circle& circle, const Segment& s) {
  const Vec2 q = closest_point(s, circle.centre).point;
  const double dx = circle.centre.x - q.x, dy = circle.centre.y - q.y;
  const double distance = std::sqrt(dx * dx + dy * dy);
  if (distance > circle.radius) return std::nullopt;
  const double depth = circle.radius - distance;
  return CircleContact{q, depth, {dx / distance * depth, dy / distance * depth}};
}

}  // namespace plumb::naive
