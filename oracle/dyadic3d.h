// Plumb oracle: 3D closest points, squared distances and round shapes on the
// dyadic integer stage (dyadic.h).
//
// Method: the definitions of closest_point3d.h and round_shapes3d.h with
// every coordinate (and radius) an integer on the question's common scale
// 2^e0. Point to segment: the foot of the perpendicular N / D with
// N = (p - a).d, D = d.d when 0 <= N <= D (the convex quadratic's minimum),
// else the end on the foot's side. Segment to segment (the least value only):
// f(s, t) = |r + s d1 - t d2|^2 (r = a1 - a2) is convex on [0, 1]^2; when
// its Hessian is nonsingular (den = (d1.d1)(d2.d2) - (d1.d2)^2 > 0) and the
// critical point (s, t) = ((d1.d2)(d2.r) - (d2.d2)(d1.r), (d1.d1)(d2.r) -
// (d1.d2)(d1.r)) / den lies in the square, the minimum is there; otherwise
// it is on the square's boundary, the least of the four endpoint-to-segment
// distances. Round shapes: D <= (r1 + r2)^2 cross-multiplied, the radii on
// the same scale. Rationals are built only for answer values.
// Why obviously correct: a convex function's minimum on the square is at its
// interior critical point when that is inside, else on the boundary, whose
// four edges are point-to-segment problems; scaling by a power of two keeps
// every comparison; oracle/tests/dyadic_test.cpp checks the answers equal
// the rational oracle's (oracle/rational3d.h) on a fixed seed.
#pragma once

#include <array>
#include <optional>

#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/fraction.h"
#include "oracle/point_triangle3.h"
#include "oracle/ray_triangle.h"

namespace plumb::oracle::dyadic {

/// As oracle::closest_point3, squared_distance_point_segment3 and
/// segment_segment_squared_distance3 (closest_point3d.h): the same exact
/// values (for a point, an end of the segment the filtered first stage
/// proves is the answer, filtered_closest3.h, is formed without the foot's
/// integers). Throws std::domain_error on a non-finite coordinate.
ExactClosest3 closest_point3(Segment3 s, Vec3 p);
Rational squared_distance_point_segment3(Vec3 p, Segment3 s);
Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2);

/// segment_segment_squared_distance3 as a fraction (fraction.h): the same
/// value, no gcd. Throws std::domain_error on a non-finite coordinate.
Fraction segment_segment_squared_distance3_fraction(Segment3 s1, Segment3 s2);

/// As oracle::segment_segment_closest3 (closest_point3d.h): the same s, t,
/// points and squared distance. When the Hessian (d1.d1)(d2.d2) - (d1.d2)^2
/// is positive the minimiser is unique and taken from the integer candidates;
/// otherwise (parallel or zero-length segments, where the tie rule picks
/// among many minimisers) the rational oracle answers.
/// Throws std::domain_error on a non-finite coordinate.
ExactSegmentPair3 segment_segment_closest3(Segment3 s1, Segment3 s2);

/// As oracle::line_line_closest3 (line_line3d.h): the same s, t, points and
/// squared distance, the normal equations solved by Cramer's rule on the
/// integers (the documented choices where the determinant is 0), one
/// rational per answer value; *unique (when not null) is whether the pair is
/// unique (the determinant (d1.d1)(d2.d2) - (d1.d2)^2 = |d1 x d2|^2 is not 0,
/// oracle::line_pair_unique). Throws std::domain_error on a non-finite
/// coordinate.
ExactSegmentPair3 line_line_closest3(Segment3 l1, Segment3 l2, bool* unique = nullptr);

/// As oracle::ray_segment_distance3 (ray_segment3d.h) on a ray of double
/// origin and direction: the same s, t, points and squared distance. When the
/// determinant a e - b^2 is not 0 the minimiser is unique and taken from the
/// integer candidates (compared by cross-multiplication); otherwise (a zero
/// direction, a zero-length segment or parallel, where the tie rule picks
/// among many minimisers) the rational oracle answers. *unique as above
/// (oracle::ray_segment_pair_unique). Throws std::domain_error on a
/// non-finite coordinate.
ExactSegmentPair3 ray_segment_distance3(const Ray3& ray, Segment3 s, bool* unique = nullptr);

/// A closest pair as unreduced fractions (fraction.h): the values an
/// ExactSegmentPair3 holds, before each is made a canonical rational.
struct FractionPair3 {
  Fraction s, t;
  std::array<Fraction, 3> first, second;
  Fraction squared_distance;
};

/// The same pair as canonical rationals (one gcd per value).
ExactSegmentPair3 to_exact(const FractionPair3& p);

/// As line_line_closest3, ray_segment_distance3 and segment_segment_closest3
/// above, as fractions: the same values. Where those functions hand a
/// degenerate pair to the rational oracle (the ray and segment parallel, a
/// zero direction or a zero-length segment; segments whose Hessian is 0),
/// these answer nullopt. line_line_closest3_fractions always answers.
/// Throws std::domain_error on a non-finite coordinate.
FractionPair3 line_line_closest3_fractions(Segment3 l1, Segment3 l2, bool* unique = nullptr);
std::optional<FractionPair3> ray_segment_distance3_fractions(const Ray3& ray, Segment3 s, bool* unique = nullptr);
std::optional<FractionPair3> segment_segment_closest3_fractions(Segment3 s1, Segment3 s2);

/// As oracle::closest_point_triangle3 (point_triangle3.h): the same point,
/// squared distance, u, v and feature. For a triangle with area (det G > 0)
/// the minimiser is unique and taken from the integer candidates (the three
/// edges and the stationary point, compared by cross-multiplication);
/// otherwise rational::closest_point_triangle3 (rational3d.h) answers (its
/// u, v are one choice among several). Throws std::domain_error on a non-finite coordinate.
ExactTriangleClosest closest_point_triangle3(Vec3 p, Triangle3 t);

/// closest_point_triangle3's point and squared distance as fractions: the
/// same values, no gcd, for every triangle. Without area (det G = 0) the
/// triangle is the union of its edges, a segment or a point: convex, so its
/// point nearest p is unique, the least edge answer (the rational oracle's
/// too, whatever u and v it names). Throws std::domain_error on a
/// non-finite coordinate.
struct FractionTriangleClosest3 {
  std::array<Fraction, 3> point;
  Fraction squared_distance;
};
FractionTriangleClosest3 closest_point_triangle3_fractions(Vec3 p, Triangle3 t);

/// As oracle::rational::ray_triangle_hit (ray_triangle.h): the same t, u, v
/// or none, by Cramer's rule on the integers (the determinants' signs decide
/// the hit; t, u and v become rationals only for a hit). Throws
/// std::domain_error on a non-finite coordinate.
std::optional<ExactTriangleHit> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only = false);

/// As oracle::sphere_segment_intersect, capsule_sphere_intersect and
/// capsule_capsule_intersect (round_shapes3d.h), with the same radius rules.
/// Throws std::domain_error on a non-finite coordinate.
bool sphere_segment_intersect(Sphere sphere, Segment3 s);
bool capsule_sphere_intersect(Capsule c, Sphere sphere);
bool capsule_capsule_intersect(Capsule c1, Capsule c2);

}  // namespace plumb::oracle::dyadic
