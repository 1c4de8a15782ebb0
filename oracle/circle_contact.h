// Plumb oracle: a disc against a 2D segment (contact, depth and push).
//
// Method: the closest point q of the closed segment to the centre and the
// squared distance D = |centre - q|^2 are exact (oracle/closest_point.h:
// minimisation over candidates, on the dyadic stage of dyadic_crossing.h). Contact iff D <= r^2 (exact; r a finite
// double >= 0). The push direction is exact and unnormalised: centre - q;
// when q == centre (D == 0), the segment's left normal (-(b-a).y, (b-a).x);
// when the segment also has zero length, (1, 0). The depth r - sqrt(D) and
// the push (direction / |direction|) * depth are irrational in general, so
// they are measured through enclosures (enclosure3d.h): the depth is written
// without cancellation as (r^2 - D) / (r + sqrt(D)), with sqrt(D) enclosed
// exactly or by 320-bit MPFR rounded down and up, and compared exactly with
// any rational m by sign((r - m) - sqrt(D)) = (r - m < 0 ? -1 :
// sign((r - m)^2 - D)); the push is direction * g with
// g = depth / |direction|, enclosed the same way.
// Why obviously correct: the closest point and the contact test are exact;
// every enclosure is rigorous (directed rounding, positive denominators), and
// each error measure takes the farthest end of the enclosure, rounding
// upward, so it never under-reports.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// An exact circle-segment contact. depth = r - sqrt(squared_distance) and
/// push = push_direction / |push_direction| * depth are irrational in
/// general; see the measuring functions below.
struct ExactCircleContact {
  Rational t;                 ///< parameter of the closest point along s (0 for zero length)
  RVec2 closest;              ///< the point q of s nearest the centre
  Rational squared_distance;  ///< |centre - q|^2
  RVec2 push_direction;       ///< centre - q; left normal of s if q == centre; (1, 0) if also a == b
};

/// The contact of the closed disc with the closed segment s, exactly.
/// Takes: a circle (radius: finite, NaN or -inf) and a segment (zero-length
/// allowed). Returns: nullopt when the radius is NaN or negative or the
/// distance from the centre to s exceeds the radius (D > r^2); else q, D and
/// the exact push direction. Precondition: finite coordinates and a radius
/// that is not +inf; throws std::domain_error on a non-finite coordinate or
/// a +inf radius (the specification leaves an infinite depth undefined).
std::optional<ExactCircleContact> circle_segment_contact(Circle circle, Segment s);

/// The scale S = radius + max(|centre.x|, |centre.y|, |a.x|, |a.y|, |b.x|,
/// |b.y|), the input magnitude used by the scaled error measures below.
/// Takes: a circle with a finite radius >= 0 and a segment. Precondition:
/// finite input; throws std::domain_error on a non-finite value.
Rational circle_contact_scale(Circle circle, Segment s);

/// The correctly rounded double (ties to even) of the exact depth
/// r - sqrt(D). Takes: a circle and segment in contact. Throws
/// std::invalid_argument when circle_segment_contact is nullopt, and
/// std::domain_error on non-finite input.
double circle_contact_depth_rounded(Circle circle, Segment s);

/// |computed_depth - (r - sqrt(D))| in ULPs of the exact depth
/// (ulp(0) = 2^-1074), never under-reported (exactly 0 when equal; else
/// over-reported by at most about 2^-250 ULP plus one upward rounding);
/// +inf for a NaN or infinite computed value. Takes: a computed depth, the
/// circle and the segment. Throws std::invalid_argument when there is no
/// contact, std::domain_error on non-finite input.
double circle_contact_depth_ulp_error(double computed_depth, Circle circle, Segment s);

/// |computed_depth - (r - sqrt(D))| / (u S), u = 2^-53 and S as in
/// circle_contact_scale: the depth error in units of the rounding error of
/// the input magnitude. Never under-reported. S == 0 (all zero input):
/// 0 when computed_depth == 0, else +inf. +inf for a NaN or infinite
/// computed value. Throws as circle_contact_depth_ulp_error.
double circle_contact_depth_error(double computed_depth, Circle circle, Segment s);

/// |computed_push - push|_2 / (u S), u = 2^-53 and S as in
/// circle_contact_scale: the Euclidean length of the push vector's error in
/// units of the rounding error of the input magnitude, where the exact push
/// is push_direction / |push_direction| * depth (the zero vector when the
/// depth is 0). Never under-reported (exactly 0 when the push is rational
/// and computed exactly). S == 0: 0 when the computed push is (0, 0), else
/// +inf. +inf when a component is NaN or infinite. Throws as
/// circle_contact_depth_ulp_error.
double circle_contact_push_error(Vec2 computed_push, Circle circle, Segment s);

/// circle_contact_depth_error with the caller's scale S > 0 in place of
/// circle_contact_scale: |computed_depth - depth| / (u S), never under-reported.
/// (The kernel's contract is stated relative to the radius.)
double circle_contact_depth_error_in(double computed_depth, Circle circle, Segment s, const Rational& scale);

/// circle_contact_push_error with the caller's scale S > 0: the Euclidean
/// length of the push's error over u S, never under-reported.
double circle_contact_push_error_in(Vec2 computed_push, Circle circle, Segment s, const Rational& scale);

/// The same two measures on a contact the caller already has (`contact` =
/// *circle_segment_contact(circle, s), `radius` = circle.radius), so that a
/// check computing the contact once measures both without recomputing it.
/// Same answers; throws std::domain_error on a +inf radius.
double circle_contact_depth_error_in(double computed_depth, const ExactCircleContact& contact, double radius,
                                     const Rational& scale);
double circle_contact_push_error_in(Vec2 computed_push, const ExactCircleContact& contact, double radius,
                                    const Rational& scale);

}  // namespace plumb::oracle
