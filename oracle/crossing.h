// Plumb oracle: where segments and lines cross, and whether they meet.
//
// Method: solve the parametric equations exactly, never take orientation
// signs. a1 + t d1 = a2 + u d2 is the 2x2 linear system t d1 - u d2 = a2 - a1,
// solved by Cramer's rule in rationals; the solution is then substituted back
// and checked. When the determinant is 0 (parallel or zero-length), a point
// is on a line iff the parameter forced by the equation (see parameter.h)
// satisfies it exactly, and two collinear segments meet iff their exact
// parameter intervals along one of them overlap.
// Why obviously correct: each answer is the definition (a common point of
// the two closed sets) with every quantity computed exactly; Cramer's rule
// gives the unique solution of a non-singular system, and the substitution
// check would catch any slip.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// An exact crossing: t along the first shape, u along the second, and the
/// common point P1(t) == P2(u).
struct ExactCrossing {
  Rational t;
  Rational u;
  RVec2 point;
};

/// d1 × d2 = (b1 - a1) × (b2 - a2), exactly (the determinant that decides
/// parallel; Cramer's determinant for t d1 - u d2 = a2 - a1 is its negation).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
Rational direction_cross(Segment s1, Segment s2);

/// Whether d1 × d2 == 0 exactly; a zero-length segment is parallel to
/// everything. Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate.
bool parallel(Segment s1, Segment s2);

/// Whether all four endpoints lie on one common line (at most two distinct
/// endpoints, or every endpoint on the line through two distinct ones).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
bool collinear(Segment s1, Segment s2);

/// Whether the segments are collinear and the two closed segments share at
/// least one point. Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate.
bool collinear_overlap(Segment s1, Segment s2);

/// The single common point of the two lines through s1 and s2 (Cramer's rule
/// on a1 + t d1 = a2 + u d2). Returns: {t, u, point}, or nullopt when
/// d1 × d2 == 0 (parallel, collinear, or a zero-length segment).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2);

/// line_crossing when it exists and 0 <= t <= 1 and 0 <= u <= 1; else
/// nullopt (parallel segments included, even overlapping ones).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2);

/// Whether the two closed segments share at least one point (touching,
/// T-junctions and collinear overlap count; zero-length segments are
/// points). Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate.
bool segments_intersect(Segment s1, Segment s2);

/// Whether the infinite line through line.a and line.b shares a point with
/// the closed segment s. A zero-length `line` is the single point line.a.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
bool line_segment_intersect(Segment line, Segment s);

/// Whether the closed disc c meets the closed segment s:
/// squared_distance_point_segment(c.centre, s) <= radius^2 exactly.
/// Radius NaN or negative (including -inf): false; +inf: true.
/// Precondition: finite centre and segment; throws std::domain_error on a
/// non-finite coordinate of either (whatever the radius).
bool circle_segment_intersect(Circle c, Segment s);

/// parallel() on exact segments. Never throws.
bool parallel(const RSegment& s1, const RSegment& s2);

/// collinear() on exact segments. Never throws.
bool collinear(const RSegment& s1, const RSegment& s2);

/// line_crossing() on exact segments. Throws std::logic_error only if the
/// substitution check fails (an oracle bug).
std::optional<ExactCrossing> line_crossing(const RSegment& s1, const RSegment& s2);

/// segments_intersect() on exact segments. Never throws.
bool segments_intersect(const RSegment& s1, const RSegment& s2);

}  // namespace plumb::oracle
