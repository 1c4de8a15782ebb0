// BASELINE BEING REPLACED (the benchmarks and the rounding reference): does a disc touch a segment?
// See properties/naive/README.md.
#pragma once

#include "properties/naive/closest_point.h"
#include "kernels/types.h"

namespace plumb::naive {

/// |c - closest point|^2 <= r^2.
/// Bug: both sides are rounded, so a grazing disc is judged by its rounding.
inline bool circle_segment_intersect(const Circle& circle, const Segment& s) {
  return squared_distance_point_segment(circle.centre, s) <= circle.radius * circle.radius;
}

}  // namespace plumb::naive
