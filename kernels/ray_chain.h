// Plumb kernels: the first edge of a chain (an open polyline) a ray meets.
//
// A chain of n vertices has the n - 1 edges v[i] -> v[i + 1]; consecutive
// edges share a vertex. Each edge is a closed segment, so a ray through a
// shared vertex meets both edges there, exactly (ray_segment_hit's signs
// are exact): the vertex is never skipped, which a per-edge test with
// strict signs (or a half-open parameter range on both edges) would do.
// The first hit is the least t over the edges, ties to the lower index, as
// first_blocker takes the first wall.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "kernels/detail/line_side.h"
#include "kernels/first_contact.h"
#include "kernels/types.h"

namespace plumb {

/// The first edge of the chain the ray from ray.a through ray.b meets.
/// Takes: a ray (t >= 0 in units of ray.b - ray.a; zero direction: the point
/// ray.a) and the chain's vertices in order (edge i joins vertex i to vertex
/// i + 1; repeated vertices make zero-length edges, which are points), finite
/// coordinates of any magnitude. A closed loop repeats its first vertex last.
/// Returns: the edge's index (in Blocker::wall) and the contact (t along the
/// ray, u along the edge, the point), or nullopt. The least t wins; equal
/// rounded t go to the lower index (a ray through a shared vertex names the
/// edge that ends there). A ray along an edge hits it where it first touches
/// it. Fewer than two vertices: nullopt (no edge).
/// Contract: hit-or-miss is exact. The edge named truly meets the ray, and
/// its t is within contract::kParameterUlps ULPs of the exact least t; u and
/// the point as ray_segment_hit. Non-finite input (the ray or any vertex):
/// nullopt.
inline std::optional<Blocker> ray_chain_hit(const Segment& ray, std::span<const Vec2> chain) {
  if (!detail::finite(ray)) return std::nullopt;
  for (const Vec2& v : chain)
    if (!detail::finite(v)) return std::nullopt;
  std::optional<Blocker> best;
  if (chain.size() < 2) return best;
  // Edges with both ends settled on one side of the ray's line are skipped
  // (detail/line_side.h): the ray cannot meet them.
  const detail::QuickLine line = detail::quick_line(ray);
  int side = detail::settled_side(line, chain[0]);
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const int next = detail::settled_side(line, chain[i + 1]);
    if (!detail::same_side(side, next)) {
      const std::optional<Crossing> c = first_contact(ray, Kind::ray, {chain[i], chain[i + 1]}, Kind::segment);
      if (c && (!best || c->t < best->contact.t)) best = Blocker{i, *c};
    }
    side = next;
  }
  return best;
}

}  // namespace plumb
