// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the first wall along a sight segment.
// See properties/naive/README.md.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "properties/naive/crossing.h"
#include "kernels/types.h"

namespace plumb::naive {

/// Collinear within 1e-12 and overlapping along the first segment's parameter.
/// Bug: absolute epsilons, so "collinear" depends on the units.
inline bool collinear_overlap(const Segment& s1, const Segment& s2) {
  const Vec2 d = minus(s1.b, s1.a);
  if (std::fabs(cross(d, minus(s2.b, s2.a))) >= 1e-12 || std::fabs(cross(d, minus(s2.a, s1.a))) >= 1e-12) return false;
  const double length_squared = d.x * d.x + d.y * d.y;
  if (length_squared < 1e-12) return false;
  auto at = [&](Vec2 p) { return (p.x - s1.a.x) * d.x + (p.y - s1.a.y) * d.y; };
  const double lo = std::min(at(s2.a), at(s2.b)), hi = std::max(at(s2.a), at(s2.b));
  return hi >= 0.0 && lo <= length_squared;
}

/// The wall with the least rounded t; a sight along a wall is blocked at t = 0.
/// Bug: inherits segment_crossing's misjudged touches, and reports collinear
/// walls at the sight's start wherever they lie.
inline std::optional<Blocker> first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  const Segment sight{from, to};
  std::optional<Blocker> best;
  for (std::size_t i = 0; i < walls.size(); ++i) {
    std::optional<Crossing> c = segment_crossing(sight, walls[i]);
    if (!c && collinear_overlap(sight, walls[i])) c = Crossing{0.0, 0.0, from};
    if (c && (!best || c->t < best->contact.t)) best = Blocker{i, *c};
  }
  return best;
}

}  // namespace plumb::naive
