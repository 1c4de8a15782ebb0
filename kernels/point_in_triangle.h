// Plumb kernels: where a point lies against a triangle in the plane.
//
// With o_ab = orientation(a, b, p), o_bc = orientation(b, c, p) and
// o_ca = orientation(c, a, p), p lies inside the counter-clockwise triangle
// abc iff all three are positive, and inside a clockwise one iff all three are
// negative: each says which side of one edge's line p is on, and the
// interior is the intersection of the three open half-planes on the side of
// the third vertex. A zero with the other two of one sign (or zero) puts p on
// the edge whose orientation is zero (on its line, and between its ends since
// the other two half-planes hold it there). Mixed strict signs: outside.
// The signs are exact (orientation.h), so every decision is.
//
// A zero-area triangle (collinear or repeated vertices) has no interior: a
// point on the segment it spans is on its boundary, every other point outside.
//
// The settled path (detail/quick.h): the three orientations in plain double
// with stage A of their filters, one test for all three; only when one is
// not settled (p on or near an edge's line, or non-finite input) do the exact
// signs run. Not three calls of orientation(), nor this path with each
// orientation's own differences (twelve subtractions instead of six): the
// six shared differences and one test for all three signs keep it near the
// naive formula's cost.
#pragma once

#include "kernels/crossing.h"
#include "kernels/detail/quick.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {

/// Where p lies against the closed triangle abc.
/// Takes: a point and three vertices in either winding, finite coordinates of
/// any magnitude. Returns: Location::inside (the open interior),
/// Location::boundary (on an edge, a vertex included), or Location::outside.
/// A zero-area triangle has no interior: boundary when p lies on the segment
/// the three vertices span (a single point when all three are equal),
/// outside otherwise. Exact for all finite doubles. Non-finite input (p or a
/// vertex): outside.
inline Location point_in_triangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  using detail::QuickForm;
  // orientation(a, b, p) is the sign of (a - p) x (b - p) (a cyclic turn of
  // the triangle pab), so the three share p's three differences.
  const double ax = a.x - p.x, ay = a.y - p.y, bx = b.x - p.x, by = b.y - p.y, cx = c.x - p.x, cy = c.y - p.y;
  const QuickForm q_ab = detail::quick_form(ax, by, ay, bx, -1.0);
  const QuickForm q_bc = detail::quick_form(bx, cy, by, cx, -1.0);
  const QuickForm q_ca = detail::quick_form(cx, ay, cy, ax, -1.0);
  const bool settled = (int(detail::sign_settled(q_ab)) & int(detail::sign_settled(q_bc)) &
                        int(detail::sign_settled(q_ca))) != 0;
  if (detail::opaque(settled)) {  // three exact nonzero signs
    const bool ab = q_ab.value > 0, bc = q_bc.value > 0, ca = q_ca.value > 0;
    return ((ab == bc) & (bc == ca)) ? Location::inside : Location::outside;
  }
  const int o_ab = orientation(a, b, p), o_bc = orientation(b, c, p), o_ca = orientation(c, a, p);
  // Three nonzero signs also say every coordinate is finite (orientation is 0
  // for non-finite input): the common case, decided in one test.
  if ((o_ab != 0) & (o_bc != 0) & (o_ca != 0))
    return ((o_ab == o_bc) & (o_bc == o_ca)) ? Location::inside : Location::outside;
  if (!detail::finite(p) || !detail::finite(a) || !detail::finite(b) || !detail::finite(c)) return Location::outside;
  if (orientation(a, b, c) == 0) {  // no interior: the segments between the vertices are all there is
    const bool on = segments_intersect({a, b}, {p, p}) || segments_intersect({b, c}, {p, p}) ||
                    segments_intersect({c, a}, {p, p});
    return on ? Location::boundary : Location::outside;
  }
  // A proper triangle and one or two zero signs: on an edge iff the nonzero
  // signs agree (two zeros: p is the vertex the two edges share).
  const bool some_positive = (o_ab > 0) | (o_bc > 0) | (o_ca > 0);
  const bool some_negative = (o_ab < 0) | (o_bc < 0) | (o_ca < 0);
  return some_positive && some_negative ? Location::outside : Location::boundary;
}

}  // namespace plumb
