// Plumb oracle: closest points and squared distances.
//
// Method: exact minimisation over candidates, never clamping. For d != 0,
// f(t) = |a + t d - p|^2 is a quadratic in t with leading coefficient d·d > 0,
// whose derivative vanishes only at the foot of the perpendicular
// t* = (p - a)·d / (d·d). The candidates are t* if it is in the range of the
// kind, plus the finite ends of the range (0 for a ray; 0 and 1 for a
// segment); the answer is the candidate with the smallest exact f.
// Why obviously correct: a differentiable function that tends to +inf (or is
// on a closed bounded interval) attains its minimum either at an interior
// stationary point or at an end of the interval, and every such point is a
// candidate; f is strictly convex, so the minimiser is unique.
//
// Segment-to-segment: if the closed segments meet, the distance is 0. If not,
// the minimum of |P1(t) - P2(u)|^2 over the square [0,1]^2 is on the square's
// boundary (an interior minimum would make P1(t) - P2(u) perpendicular to
// both directions, i.e. zero unless they are parallel, and for parallel
// segments the minimum is also attained on the boundary), so it is the
// minimum over the four "endpoint to the other segment" distances.
#pragma once

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// An exact closest point: parameter t, the point P(t), and its squared
/// distance to the query point.
struct ExactClosest {
  Rational t;
  RVec2 point;
  Rational squared_distance;
};

/// The point of s read as `kind` nearest to p, exactly. Zero-length s gives
/// {t = 0, point = a} for every kind. Takes: a segment, a point, a Kind.
/// Returns: t, the point and the squared distance to p. Precondition: finite
/// input; throws std::domain_error on a non-finite coordinate.
ExactClosest closest_point(Segment s, Vec2 p, Kind kind);

/// The same on exact values. Never throws.
ExactClosest closest_point(const RSegment& s, const RVec2& p, Kind kind);

/// min over t in [0,1] of |P(t) - p|^2, exactly. Takes: a point and a
/// segment (zero-length allowed). Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
Rational squared_distance_point_segment(Vec2 p, Segment s);

/// The same on exact values. Never throws.
Rational squared_distance_point_segment(const RVec2& p, const RSegment& s);

/// The squared distance from p to the infinite line through s.a and s.b;
/// zero-length s: the squared distance to a. Precondition: finite input;
/// throws std::domain_error on a non-finite coordinate.
Rational squared_distance_point_line(Vec2 p, Segment s);

/// The squared minimum distance between the two closed segments, exactly;
/// 0 when they meet. Zero-length segments are points. Precondition: finite
/// input; throws std::domain_error on a non-finite coordinate.
Rational squared_distance_segment_segment(Segment s1, Segment s2);

}  // namespace plumb::oracle
