// Plumb oracle: every point where a segment meets a polyline.
//
// Method: per edge, the exact set of common parameters along s is a closed
// interval (first_contact.h's method); its two ends, the first contact of
// s and of s reversed, are the points reported (one when they coincide).
// The union over the edges, exact duplicates merged.
// Why obviously correct: the common set of two closed segments is convex,
// so it is empty, a point, or a stretch whose ends are the least and the
// greatest t; both are computed without rounding.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// One exact point of the answer: where, its parameter t along s, and an
/// edge it lies on (the first in walking order).
struct ExactPolylinePoint {
  RVec2 point;
  Rational t;
  std::size_t edge;
};

/// The distinct exact points where s meets the polyline's edges (see the
/// file comment). Fewer than two vertices: none. Precondition: finite
/// input; throws std::domain_error otherwise.
/// Edges wholly on one side of s's line by certified signs are skipped
/// (filtered_line_side.h), and an edge not parallel to s is asked on the
/// filtered and dyadic stages (edge_contact.h); rational::polyline_segment_crossings asks every edge.
std::vector<ExactPolylinePoint> polyline_segment_crossings(std::span<const Vec2> polyline, Segment s);

namespace rational {
/// polyline_segment_crossings asking every edge: the reference. Same contract.
std::vector<ExactPolylinePoint> polyline_segment_crossings(std::span<const Vec2> polyline, Segment s);
}  // namespace rational

}  // namespace plumb::oracle
