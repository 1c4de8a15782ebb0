// Plumb oracle, filtered path in 3D: the closest pair of two segments (the
// question of closest_point3d.h) where it is unique, and the measures the
// segment-pair check takes of a computed pair, certified or withheld.
//
// Method: as the dyadic stage (dyadic3d.h): f(s, t) = |r + s d1 - t d2|^2
// (r = a1 - a2) is strictly convex when den = (d1.d1)(d2.d2) - (d1.d2)^2 =
// |d1 x d2|^2 > 0 (certified from the cross product n = d1 x d2, a sum of
// squares); its critical point (sn, tn) / den, sn = B E - C D, tn = A E - B
// D, is the minimiser when both lie in [0, 1] (four certified signs), at
// squared distance (r . n)^2 / n . n (Lagrange's identity: the same value as
// the dyadic stage's |w|^2 / den^2); otherwise the minimiser is the least
// of the four end-to-segment answers (filtered_closest3.h) by certified
// comparisons, two candidates with the same exact (s, t) (a corner pair
// found from both sides) being the same answer. Parallel or zero-length
// segments (den = 0: several minimisers, the rational oracle's tie rule)
// and anything not certified answer nullopt.
// Why obviously correct: the dyadic stage's candidates and rule, every
// branch on a certified sign or comparison.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// The unique closest pair's s, t and squared distance, for inputs whose
/// largest magnitude is in [2^-100, 2^100] (or 0: no scaling is needed for
/// degree-8 polynomials); nullopt otherwise. Never throws.
struct SegmentPair3 {
  Approx s, t, squared_distance;
};
std::optional<SegmentPair3> segment_segment_closest3(const Segment3& s1, const Segment3& s2);

/// The same on the inputs scaled exactly by 2^-k (filtered::scale_exactly)
/// when their largest magnitude is outside [2^-100, 2^100]: s and t are
/// the inputs' own (scale-free), the squared distance is the scaled
/// inputs' (the inputs' times 2^-2k); k = 0 for inputs that need no
/// scaling. nullopt as above, and when a bit would drop in the scaling.
/// Never throws.
struct ScaledSegmentPair3 {
  SegmentPair3 pair;
  int k = 0;
};
std::optional<ScaledSegmentPair3> segment_segment_closest3_scaled(const Segment3& s1, const Segment3& s2);

/// Two parallel segments of non-zero length (d1 x d2 = 0, certified as an
/// exact zero in the first stage, which it is for exactly parallel grid
/// segments): several closest pairs and one least squared distance, the
/// least of the four end-to-segment answers (filtered_closest3.h: the
/// distance is constant along the common direction, so a minimiser lies on
/// the square's boundary), enclosed with ties (filtered_least3.h); on the
/// inputs scaled exactly by 2^-k as segment_segment_closest3_scaled (the
/// squared distance times 2^-2k). nullopt when not certified (also for
/// non-parallel or zero-length segments). Never throws.
struct ScaledParallelPair3 {
  Approx squared_distance;
  int k = 0;
};
std::optional<ScaledParallelPair3> parallel_squared_distance3(const Segment3& s1, const Segment3& s2);

/// An upper bound of the point measure the checks take of a point computed
/// at a given parameter (properties/checks3d.cpp, point3_error(computed, s,
/// param, s.a + param (s.b - s.a))): the worse coordinate in units of u
/// (|a_i| + (|param| + m) |b_i - a_i| + m), m = 2^-1022. nullopt when not
/// certified, for a non-finite value or a coordinate beyond 2^200 after
/// the exact scaling below. Inputs whose largest magnitude (computed
/// included) is outside [2^-100, 2^100] are first scaled exactly by one
/// 2^-k (filtered::scale_exactly; nullopt when a bit would drop) and m
/// taken as 2^-1022 2^-k rounded (exact or below it: a scale no larger
/// than the exact one scaled, so a measure no smaller).
std::optional<double> point_at_error(const Segment3& s, double param, Vec3 computed);

/// Whether |P1(s) - P2(t)|^2 <= (sqrt(D) + k 2^-52 (|d1| + |d2|))^2 is
/// certified to hold, D the exact least squared distance known as `least`:
/// an upper bound of the left side against a lower bound of the right (the
/// checks' reach uses sqrt_above of D, |d1|^2, |d2|^2, each at least the
/// root). false when not certified. Never throws.
bool attains(const Segment3& s1, const Segment3& s2, double s, double t, const Approx& least, double k);

/// The same where `least` is the squared distance of the inputs scaled by
/// 2^-scaled_by (segment_segment_closest3_scaled): the statement is
/// homogeneous (both sides times 2^-2 scaled_by), so it is asked of the
/// scaled inputs. false when a coordinate does not scale exactly.
bool attains_scaled(const Segment3& s1, const Segment3& s2, double s, double t, const Approx& least, int scaled_by,
                    double k);

}  // namespace plumb::oracle::filtered3
