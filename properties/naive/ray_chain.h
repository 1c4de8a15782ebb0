// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the first edge of a chain a ray meets.
// See properties/naive/README.md.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "properties/naive/crossing.h"
#include "kernels/types.h"

namespace plumb::naive {

/// Each edge by line_crossing with t >= 0 and 0 <= u <= 1, the least rounded
/// t kept. Bug: as line_crossing (touches at a shared vertex are missed or
/// invented by the rounded u), and a ray along an edge never hits it.
inline std::optional<Blocker> ray_chain_hit(const Segment& ray, std::span<const Vec2> chain) {
  std::optional<Blocker> best;
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const std::optional<Crossing> c = line_crossing(ray, {chain[i], chain[i + 1]});
    if (!c || c->t < 0.0 || c->u < 0.0 || c->u > 1.0) continue;
    if (!best || c->t < best->contact.t) best = Blocker{i, *c};
  }
  return best;
}

}  // namespace plumb::naive
