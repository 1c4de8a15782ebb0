// Plumb kernels, detail: the side of a fixed line each vertex of a chain
// lies on, settled in double, so that the chain kernels skip the edges that
// cannot meet the line.
//
// Why: a segment or ray against a polyline of n vertices tests n - 1 edges,
// and on ordinary input most of them are far from it. An edge whose two ends
// lie strictly on one side of the line through s shares no point with that
// line, so none with s read as a segment, a ray or a line. The side of a
// vertex v is the sign of (b - a) x (v - a) for s = a b, and each vertex is
// shared by two edges: one form per vertex (the form first_contact
// evaluates as the numerator of 1 - u, quick_crossing), instead of the five
// of a full crossing test per edge. Only settled signs skip an edge (stage A
// of form_sign.h, sign_settled): an unsettled side, a zero-length s (every
// form 0) or a vertex on the line leaves the edge to the full test, so no
// decision changes. Finite input (the callers check it first).
#pragma once

#include "kernels/detail/quick.h"
#include "kernels/types.h"

namespace plumb::detail {

/// The line through s = a b, with its direction b - a formed once.
struct QuickLine {
  Vec2 a;
  double rx, ry;
};

inline QuickLine quick_line(const Segment& s) { return {s.a, s.b.x - s.a.x, s.b.y - s.a.y}; }

/// The sign of (b - a) x (v - a) when stage A settles it (+1 left of the
/// line, -1 right), else 0.
inline int settled_side(const QuickLine& l, Vec2 v) {
  const QuickForm q = quick_form(l.rx, v.y - l.a.y, l.ry, v.x - l.a.x, -1.0);
  return sign_settled(q) ? (q.value > 0.0 ? 1 : -1) : 0;
}

/// Both ends of an edge settled on one side: the edge misses the line.
inline bool same_side(int side0, int side1) { return side0 * side1 > 0; }

}  // namespace plumb::detail
