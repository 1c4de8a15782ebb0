// Plumb oracle: closest points of 3D segments, exactly.
//
// Method (point to segment): for d = b - a != 0, f(t) = |a + t d - p|^2 is a
// quadratic with leading coefficient d·d > 0 whose derivative vanishes only
// at the foot t0 = (p - a)·d / (d·d). The candidates are t0 when it lies in
// [0, 1], and the ends 0 and 1; the answer is the candidate with the least
// exact f. Why obviously correct: a differentiable function on a closed
// interval attains its minimum at an interior stationary point or at an
// end, and all of these are candidates; f is strictly convex, so the
// minimiser is unique.
//
// Method (segment to segment): f(s, t) = |P1(s) - P2(t)|^2 is a convex
// quadratic on the closed square [0,1]^2. Its least value is found exactly
// over candidates: the interior critical point (when the Hessian is
// nonsingular and the point is inside), the minimiser of the 1D quadratic
// along each of the four edges (when inside the edge), and the four corners.
// Why obviously correct: the minimum of a continuous function on the
// compact square is attained; if at an interior point the gradient vanishes
// there, and either the Hessian is nonsingular (the candidate) or the set of
// minimisers is an affine line or the whole plane, which also meets the
// boundary; on an edge, the restriction is a 1D quadratic whose minimum is at
// its stationary point or an end. Every such point is a candidate.
// The tie rule (smallest s, then smallest t, among ALL minimisers) is then
// applied by describing the set of minimisers exactly: a single point when
// the Hessian is nonsingular (strict convexity); when s1 has zero length f
// does not depend on s, so s = 0 and t is the (unique) minimiser along s2
// (t = 0 when s2 also has zero length); when only s2 has zero length, t = 0
// and s is unique; for parallel segments with length, d2 = k d1 exactly, f
// depends only on u = s - k t, strictly convexly, so the minimisers are the
// points of the square on the line s - k t = u* (u* the exact clamped
// minimiser of that 1D quadratic over the range of u), and the smallest s on
// that line inside the square is at one of its crossings with the square's
// edges. The chosen pair is finally checked to attain the candidate minimum
// exactly (std::logic_error otherwise), so the two methods vouch for each
// other.
#pragma once

#include "kernels/types3d.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {

/// An exact closest point of a 3D segment: its parameter t, the point P(t),
/// and the squared distance to the query point.
struct ExactClosest3 {
  Rational t;
  RVec3 point;
  Rational squared_distance;
};

/// The point of the closed segment s nearest p, exactly. Zero-length s gives
/// {t = 0, point = a}. Takes: a segment and a point. Returns: t in [0, 1],
/// P(t) and |P(t) - p|^2. Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
ExactClosest3 closest_point3(Segment3 s, Vec3 p);

/// The same on exact values. Never throws.
ExactClosest3 closest_point3(const RSegment3& s, const RVec3& p);

/// min over t in [0, 1] of |P(t) - p|^2, exactly. Takes: a point and a
/// segment (zero-length allowed). Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
Rational squared_distance_point_segment3(Vec3 p, Segment3 s);

/// The same on exact values. Never throws.
Rational squared_distance_point_segment3(const RVec3& p, const RSegment3& s);

/// Exact closest points of two 3D segments: s along the first, t along the
/// second, the points P1(s), P2(t) and the least squared distance.
struct ExactSegmentPair3 {
  Rational s;
  Rational t;
  RVec3 first;
  RVec3 second;
  Rational squared_distance;
};

/// The pair (s, t) in [0,1]^2 minimising |P1(s) - P2(t)|^2, exactly; among
/// all minimising pairs the one with the smallest s, and for it the smallest
/// t (so zero-length s1 gives s = 0, zero-length s2 gives t = 0).
/// Takes: two segments. Returns: s, t, P1(s), P2(t) and the squared
/// distance. Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate.
ExactSegmentPair3 segment_segment_closest3(Segment3 s1, Segment3 s2);

/// The same on exact values. Never throws (std::logic_error only if the
/// internal cross-check between the candidate minimum and the chosen pair
/// failed, which would be a bug).
ExactSegmentPair3 segment_segment_closest3(const RSegment3& s1, const RSegment3& s2);

/// min over (s, t) in [0,1]^2 of |P1(s) - P2(t)|^2, exactly: 0 when the
/// closed segments meet. Takes: two segments. Precondition: finite input;
/// throws std::domain_error on a non-finite coordinate.
Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2);

/// The same on exact values. Never throws.
Rational segment_segment_squared_distance3(const RSegment3& s1, const RSegment3& s2);

}  // namespace plumb::oracle
