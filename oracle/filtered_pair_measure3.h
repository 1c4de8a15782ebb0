// Plumb oracle, filtered path in 3D: the inputs of a closest-pair question
// scaled by a power of two, and the measures the line and ray checks take
// (properties/checks_line_ray3d.cpp) of a computed pair against exact values
// known on that scale, as certified upper bounds.
//
// Method: the inputs are brought near 1 by 2^-k, k the exponent of their
// largest magnitude, so that nothing in the first stage (filtered_fast.h)
// overflows whatever their binades; a coordinate that falls below the
// normal range is rounded (within 2^-1075 of the scaled value: bound
// 2^-1074), every other one is exact. Parameters are scale-free; points
// are on the scale 2^-k and squared distances 2^-2k. A measure |c - X| /
// unit is bounded from both sides: |c - X| from the first stage's value of
// c 2^-k - x (c scaled like the inputs) and its bound; the unit (ulp(X), or
// u times a scale formed from the scaled shape) from a lower and an upper
// bound of X or of the scale. The upper measure is returned (rounded up)
// only when it is within 2^-40 of the lower (relative) or 2^-39
// (absolute): so within 2^-39 / 2^-38 of the exact measure, the promise of
// filtered_measure3.h, even where c lies inside X's bound (the kernel's
// answer is often the exact one) or X's binade is not certain.
// Why obviously correct: every quantity the exact measure divides or
// subtracts lies between the bounds used, each rounded outward.
#pragma once

#include <initializer_list>
#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// The k that brings the largest magnitude among the coordinates to [1, 2)
/// (ilogb); 0 when it is already in [2^-100, 2^100] or every one is 0;
/// nullopt for a non-finite coordinate. Never throws.
std::optional<int> scale_exponent(std::initializer_list<Vec3> points);

/// x 2^-k as a value of the first stage (see above). Never throws.
Approx scaled(double x, int k);
ApproxVec3 scaled(Vec3 p, int k);
/// q - p on the first stage's values.
ApproxVec3 minus(const ApproxVec3& q, const ApproxVec3& p);

/// A closest pair found on inputs scaled by 2^-k: s and t (scale-free) and
/// the squared distance times 2^-2k, each within its bound.
struct ScaledPair3 {
  Approx s, t, squared_distance;
  int k = 0;
};

/// An upper bound of oracle::ulp_error(computed, X), X = x 2^k, within the
/// promise above (0 when x is exact, its bound 0, and computed is X);
/// nullopt when not certified (also when x may be 0) or computed is not
/// finite. Never throws.
std::optional<double> ulp_error_scaled(double computed, const Approx& x, int k);

/// An upper bound of measure::squared_distance_error(computed, X, contract)
/// for X = x 2^k: as ulp_error_scaled, and for computed = +inf 0 when X is
/// certified to be at least DBL_MAX / (1 + contract 2^-53) (the rounding
/// of an exact value that large may overflow). Never throws.
std::optional<double> squared_distance_error_scaled(double computed, const Approx& x, int k, double contract);

/// An upper bound of the point measure of the checks: max_i of |c_i - X_i|
/// in units of u (|A_i| + (|x| + m) |D_i| + m), m = 2^-1022, for the shape
/// A + x D given on the scale 2^-k (a = A 2^-k, d = D 2^-k), X = A + x D at
/// the exact parameter x; within the promise above, nullopt otherwise
/// (also when a sign the scale needs is not certified or computed is not
/// finite). Never throws.
std::optional<double> point_error_scaled(const ApproxVec3& a, const ApproxVec3& d, const Approx& x, Vec3 computed,
                                         int k);

}  // namespace plumb::oracle::filtered3
