// Plumb oracle, filtered path in 3D: a point against a segment (the
// questions of closest_point3d.h), and the measures a check takes of a
// computed answer, certified or withheld.
//
// Method: as the exact oracle (closest_point3d.h): with d = b - a and the
// foot t* = N / D, N = (p - a).d, D = d.d, the answer is the end a when
// N < 0 (or d = 0), the end b when N > D, i.e. (p - b).d > 0, else the
// foot. Both signs are taken from plain doubles with a derived bound
// (filtered_measure3.h, sign_of_dot3); an uncertified sign (a zero, or a
// value within its bound) answers nullopt. At an end the answer is exact
// (t = 0 or 1, the end's coordinates) and its squared distance |p - end|^2
// is formed in the first stage's arithmetic (filtered_fast.h); at the foot
// t = N / D and a + t d by quotient(), and the squared distance by
// Lagrange's identity |w x d|^2 / D (w = p - a), the same value as the
// exact oracle's (|w|^2 D - N^2) / D with less cancellation.
// Why obviously correct: the exact oracle's definition, branch for branch;
// every branch on a certified sign and every value with a certified bound.
#pragma once

#include <array>
#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// The exact closest point as values of the first stage: t, the point
/// times 2^-k and the squared distance times 2^-2k (each within its bound).
struct Closest3 {
  Approx t;
  std::array<Approx, 3> point;
  Approx squared_distance;
  int k = 0;
};

/// As oracle::closest_point3(s, p), on the inputs scaled exactly by 2^-k
/// (filtered::scale_exactly: brought near 1 when they are not, and only
/// when no bit drops), when every branch is certified and every scaled
/// coordinate is within 2^200 (so that nothing in the first stage
/// overflows); nullopt otherwise (also for non-finite input). A branch sign
/// not certified by the plain doubles is taken from the first stage's
/// value, which certifies an exact 0 (p at an end's perpendicular plane:
/// t = 0 or 1 exactly). Never throws.
std::optional<Closest3> closest_point3(const Segment3& s, Vec3 p);

/// Only the branch: 0 or 1 when the answer is proved to be that end of s
/// (t exactly 0 or 1, as closest_point3 above would answer), nullopt for
/// the foot or when not certified; no value is formed. Never throws.
std::optional<double> proved_end(const Segment3& s, Vec3 p);

/// The same on inputs already within range (every coordinate within 2^200),
/// without scaling (k = 0): for a caller that has scaled a larger shape
/// (filtered_point_triangle3.h). nullopt when a branch is not certified.
std::optional<Closest3> closest_point3_in_range(const Segment3& s, Vec3 p);

/// The measures the closest_point3 property takes of a computed answer, as
/// certified upper bounds (filtered_measure3.h: the exact measure's double
/// or within 2^-39 above it): t in ULPs of the exact t, and
/// the point's worse coordinate in units of u (|a_i| + (|t| + m) |b_i -
/// a_i| + m), m = 2^-1022 (properties/checks3d.cpp, point3_error).
struct Closest3Measures {
  double t_ulps;
  double point;
};
/// nullopt when an answer or a measure is not certified or a computed value
/// is not finite. Never throws.
std::optional<Closest3Measures> closest_point3_measures(const Segment3& s, Vec3 p, const ClosestPoint3& computed);

/// An upper bound of oracle::ulp_error(computed,
/// squared_distance_point_segment3(p, s)) as ulp_error below. Never throws.
std::optional<double> squared_distance_point_segment3_error(Vec3 p, const Segment3& s, double computed);

}  // namespace plumb::oracle::filtered3
