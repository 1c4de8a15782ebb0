// BASELINE BEING REPLACED (the benchmarks and the rounding reference): every point where a segment meets a polyline.
// See properties/naive/README.md.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "properties/naive/crossing.h"
#include "kernels/types.h"

namespace plumb::naive {

/// segment_crossing against each edge, the points collected as they come.
/// Bug: as segment_crossing (touches at a vertex missed or invented by the
/// rounded parameters, a T-junction reported twice or not at all), and a
/// segment along an edge is never reported.
inline std::vector<Vec2> polyline_segment_crossings(std::span<const Vec2> polyline, const Segment& s) {
  std::vector<Vec2> points;
  for (std::size_t i = 0; i + 1 < polyline.size(); ++i)
    if (const auto c = segment_crossing(s, {polyline[i], polyline[i + 1]})) points.push_back(c->point);
  return points;
}

}  // namespace plumb::naive
