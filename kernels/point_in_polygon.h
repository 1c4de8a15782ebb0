// Plumb kernels: where a point lies against a polygon given by its vertices.
//
// The crossing number (the even-odd rule; Shimrat 1962, Franklin's PNPOLY):
// count the edges a horizontal ray from p to +x crosses; p is inside iff the
// count is odd. A ray through a vertex is the classic trap -- counted for
// both edges that share the vertex, a crossing is counted twice, and a
// vertex where the boundary only touches the ray must count twice or not at
// all. The half-open rule settles both: an edge counts only when exactly
// one of its ends lies strictly above p (a.y > p.y differs from b.y > p.y),
// so a vertex at p's height belongs to the edges that leave it upwards, and
// a horizontal edge never counts.
//
// Which side of p an edge crosses the ray is an orientation, not a division:
// the edge a -> b crosses p's horizontal line to the right of p iff p lies
// to the left of a -> b when the edge goes up, to the right when it goes
// down; orientation(a, b, p) is exact (orientation.h), so the count is.
//
// Boundary: p lies on the edge ab iff orientation(a, b, p) == 0 and p is
// between a and b. An edge the half-open rule counts spans p's height, so
// orientation 0 alone puts p on it; an edge wholly at or below p's height
// can hold p only at its upper end's height (a horizontal edge, or a vertex
// at p's height), tested then with the closed segment test.
//
// Cost: the orientation of a counted edge is its plain double evaluation
// with stage A of the filter (detail/quick.h), the exact stages only when
// that does not settle the sign; finiteness is gathered in the same loop
// (a NaN or infinite coordinate fails every comparison, so it can only have
// skipped edges or put p on one: the answer is then outside, as documented).
// A separate pass for finiteness and orientation() per counted edge would
// cost far more than the naive formula.
#pragma once

#include <cstddef>
#include <span>

#include "kernels/crossing.h"
#include "kernels/detail/quick.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {

/// Where p lies against the polygon whose vertices are listed in order (the
/// last joined back to the first; either winding).
/// Takes: a point and n vertices, finite coordinates of any magnitude. The
/// polygon is meant to be simple; repeated and collinear vertices are
/// allowed. A polygon that crosses itself is read by the even-odd rule.
/// Returns: Location::boundary when p lies on an edge (a vertex included),
/// else Location::inside when the crossing number is odd, else
/// Location::outside. n == 0: outside; n == 1: the point (boundary iff p is
/// it); n == 2: the segment, both ways (no interior). Exact for all finite
/// doubles. Non-finite input (p or any vertex): outside.
/// Cost: one exact orientation per edge that spans p's height; the rest are
/// comparisons.
namespace detail {

inline bool finite_vertices(std::span<const Vec2> polygon) {
  for (const Vec2& v : polygon)
    if (!finite(v)) return false;
  return true;
}

// Boundary, unless some coordinate is not finite (then outside).
inline Location on_boundary(std::span<const Vec2> polygon) {
  return finite_vertices(polygon) ? Location::boundary : Location::outside;
}

}  // namespace detail

inline Location point_in_polygon(Vec2 p, std::span<const Vec2> polygon) {
  const std::size_t n = polygon.size();
  if (n == 0 || !detail::finite(p)) return Location::outside;
  bool inside = false;
  double finite_sum = 0.0;  // 0 while every coordinate seen is finite; NaN after an infinity or a NaN
  Vec2 a = polygon[n - 1];
  // Each vertex is compared with p's height once, and the two rare cases
  // (the edge spans p's height, or its end b is at it) share one jump: on
  // ordinary input neither happens on most edges. An edge not spanning p's
  // height whose start a alone is at it holds p only at a, which the edge
  // ending at a finds (as b, or as an edge that spans p's height, whose
  // orientation is then 0): so only b's height is tested.
  bool a_above = a.y > p.y;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 b = polygon[i];
    finite_sum += (b.x - b.x) + (b.y - b.y);
    const bool b_above = b.y > p.y;
    if ((int(a_above != b_above) | int(b.y == p.y)) != 0) {
      if (a_above != b_above) {
        const detail::QuickForm q = detail::quick_form(b.x - a.x, p.y - a.y, b.y - a.y, p.x - a.x, -1.0);
        const int o = detail::quick_sign(q, detail::cross_form(a, b, a, p));
        if (o == 0) return detail::on_boundary(polygon);
        if ((o > 0) == b_above) inside = !inside;
      } else if (segments_intersect({a, b}, {p, p})) {
        return detail::on_boundary(polygon);
      }
    }
    a = b;
    a_above = b_above;
  }
  if (finite_sum != 0.0) return Location::outside;
  return inside ? Location::inside : Location::outside;
}

}  // namespace plumb
