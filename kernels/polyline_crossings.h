// Plumb kernels: every point where a segment meets a polyline.
//
// A polyline of n vertices has the n - 1 closed edges v[i] -> v[i + 1].
// Where the segment s meets an edge, the common points are one point (a
// crossing, a touch, a T-junction) or, when s runs along the edge, a
// stretch of the line; a stretch is reported by its two ends. Both are the
// first and the last common point along s: first_contact(s, edge) and
// first_contact of s reversed, and the second is needed only when the two
// are collinear (the first then starts a stretch). The answer is the set of
// those points over every edge, each point once: a T-junction at a vertex
// two edges share is found by both and reported once, never dropped.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "kernels/detail/line_side.h"
#include "kernels/first_contact.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

inline void add_point(std::vector<Vec2>& points, Vec2 p) {
  for (const Vec2& q : points)
    if (q == p) return;
  points.push_back(p);
}

// The common points of the closed segments s and edge: none, one, or the
// two ends of a common stretch.
inline void edge_points(const Segment& s, const Segment& edge, std::vector<Vec2>& points) {
  const std::optional<Crossing> first = first_contact(s, Kind::segment, edge, Kind::segment);
  if (!first) return;
  add_point(points, first->point);
  if (cross_sign(s.a, s.b, edge.a, edge.b) != 0) return;  // not parallel: a single point
  const std::optional<Crossing> last = first_contact({s.b, s.a}, Kind::segment, edge, Kind::segment);
  if (last) add_point(points, last->point);
}

}  // namespace detail

/// Every point where the closed segment s meets the polyline.
/// Takes: the polyline's vertices in order (edge i from vertex i to i + 1;
/// repeated vertices make zero-length edges, which are points) and a segment
/// (zero length: a point), finite coordinates of any magnitude.
/// Returns: the distinct points, in the order the edges are walked (each
/// edge's first point along s first): crossings, touches, T-junctions, and
/// for each stretch s shares with an edge its two ends. A point two edges
/// share (a vertex on s) appears once. Fewer than two vertices: none.
/// Contract: which points there are is exact (every exact common point of s
/// and an edge is reported, and nothing else); each point within
/// contract::kPointScale of its exact value, built on s, and exactly a vertex
/// or an end of s whenever it is one. Equal points are merged as doubles.
/// Non-finite input (s or any vertex): none.
inline std::vector<Vec2> polyline_segment_crossings(std::span<const Vec2> polyline, const Segment& s) {
  std::vector<Vec2> points;
  if (!detail::finite(s)) return points;
  for (const Vec2& v : polyline)
    if (!detail::finite(v)) return points;
  if (polyline.size() < 2) return points;
  // Edges with both ends settled on one side of s's line are skipped
  // (detail/line_side.h): they share no point with s.
  const detail::QuickLine line = detail::quick_line(s);
  int side = detail::settled_side(line, polyline[0]);
  for (std::size_t i = 0; i + 1 < polyline.size(); ++i) {
    const int next = detail::settled_side(line, polyline[i + 1]);
    if (!detail::same_side(side, next)) detail::edge_points(s, {polyline[i], polyline[i + 1]}, points);
    side = next;
  }
  return points;
}

}  // namespace plumb
