// Plumb oracle: the 2D questions of crossing.h and closest_point.h on the
// dyadic integer stage (dyadic.h).
//
// Method: the same definitions and the same branches as the rational oracle
// -- Cramer's rule t = (r x d2) / (d1 x d2), u = (r x d1) / (d1 x d2) for
// a1 + t d1 = a2 + u d2 (r = a2 - a1), with the substitution check; a point
// x on the line a + t d (d != 0) iff (x - a) x d == 0 (the substitution check
// of parameter.h holds exactly then), with parameter (x - a).d / d.d;
// minimisation over the foot of the perpendicular and the range's ends for
// closest points -- but with every coordinate an integer on the question's
// common scale 2^e0, so that "0 <= N / D <= 1" and "which candidate is
// nearer" are compared as cross-multiplied integers. A constructed answer
// (t, u, a coordinate, a squared distance) ends as an integer numerator and
// denominator on a power-of-two scale: the *_fraction(s) functions keep it
// so, unreduced (fraction.h), for the error measures that take fractions
// directly (fraction_error.h, judge/measure.h), so a passing check forms no
// canonical rational and no gcd; the functions returning Rational,
// ExactCrossing and ExactClosest make each value canonical from those
// fractions.
// Why obviously correct: each step is the rational oracle's step on values
// scaled by a power of two (which keeps every sign and every quotient), and
// oracle/tests/dyadic_test.cpp checks both give the same answers, value for
// value, on a fixed seed over uniform, random-exponent, raw-bit-pattern and
// degenerate inputs.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/fraction.h"

namespace plumb::oracle::dyadic {

/// As oracle::parallel, collinear, collinear_overlap, segments_intersect,
/// line_segment_intersect (crossing.h), with the same answers.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
bool parallel(Segment s1, Segment s2);
bool collinear(Segment s1, Segment s2);
bool collinear_overlap(Segment s1, Segment s2);
bool segments_intersect(Segment s1, Segment s2);
bool line_segment_intersect(Segment line, Segment s);

/// As oracle::line_crossing and segment_crossing: the same exact t, u and
/// point. Throws std::domain_error on a non-finite coordinate, and
/// std::logic_error if the substitution check fails (an oracle bug).
std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2);
std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2);

/// An exact crossing as unreduced fractions: t, u and the point's
/// coordinates, the values an ExactCrossing holds before each is made
/// canonical (all four over the same denominator |d1 x d2|).
struct FractionCrossing {
  Fraction t, u;
  Fraction x, y;
};

/// The same crossing as canonical rationals (one gcd per value at most).
ExactCrossing to_exact(const FractionCrossing& c);

/// As line_crossing and segment_crossing above, as fractions: the same
/// values, the same nullopt cases, the same substitution check and throws.
std::optional<FractionCrossing> line_crossing_fractions(Segment s1, Segment s2);
std::optional<FractionCrossing> segment_crossing_fractions(Segment s1, Segment s2);

/// As oracle::ray_segment_hit (first_contact.h) for a ray and a wall that
/// are not parallel (d1 x d2 != 0, so neither has zero length), as
/// fractions: the inner optional is the hit (Cramer's crossing of the two
/// lines, kept when t >= 0 and 0 <= u <= 1: first_contact's one common
/// point then) or nullopt when they do not meet. The outer optional is empty
/// when the two are parallel or either has zero length: ask
/// oracle::ray_segment_hit then (a collinear overlap needs its interval).
/// Throws as line_crossing_fractions.
std::optional<std::optional<FractionCrossing>> ray_segment_hit_unless_parallel(Segment ray, Segment wall);

/// As oracle::circle_segment_intersect (same non-finite rules).
bool circle_segment_intersect(Circle c, Segment s);

/// As oracle::closest_point, squared_distance_point_segment,
/// squared_distance_point_line and squared_distance_segment_segment
/// (closest_point.h): the same exact values, the same t on ties.
/// Throws std::domain_error on a non-finite coordinate.
ExactClosest closest_point(Segment s, Vec2 p, Kind kind);
Rational squared_distance_point_segment(Vec2 p, Segment s);
Rational squared_distance_point_line(Vec2 p, Segment s);
Rational squared_distance_segment_segment(Segment s1, Segment s2);

/// As squared_distance_segment_segment, as an unreduced fraction (over the
/// squared length of a segment, or over 1): the same value, for the square
/// root measure that takes fractions (fraction_error.h), so a check forms no
/// canonical rational. Throws std::domain_error on a non-finite coordinate.
Fraction squared_distance_segment_segment_fraction(Segment s1, Segment s2);

/// An exact closest point as unreduced fractions: t, the point's
/// coordinates and the squared distance (each over d.d, or over 1 at an end
/// of the range or for a zero-length s).
struct FractionClosest {
  Fraction t;
  Fraction x, y;
  Fraction squared_distance;
};

/// The same closest point as canonical rationals.
ExactClosest to_exact(const FractionClosest& c);

/// As closest_point above, as fractions: the same values. Throws
/// std::domain_error on a non-finite coordinate.
FractionClosest closest_point_fractions(Segment s, Vec2 p, Kind kind);

/// The sign of the orientation (b - a) x (c - a): 1 left turn, -1 right
/// turn, 0 collinear. Throws std::domain_error on a non-finite coordinate.
int orientation(Vec2 a, Vec2 b, Vec2 c);

}  // namespace plumb::oracle::dyadic
