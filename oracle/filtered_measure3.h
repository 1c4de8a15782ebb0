// Plumb oracle, filtered path in 3D: the error measures of error.h on values
// known by the first stage (filtered_fast.h), as certified upper bounds.
//
// Method: an exact answer is an Approx (a double-double midpoint and a
// forward error bound). The measure |computed - x| / unit is formed as an
// Approx too (one exact difference, a quotient by quotient() below, a
// power of two) and rounded upward from the top of its bound. The exact
// measures (error.cpp) return RU(m), the least double >= the exact measure
// m; these return a double >= RU(m) and within 2^-39 of it (relative) or
// 2^-38 (absolute: a measure is in units of an ULP or of u x scale): m is known to about 2^-100 of the exact answer x, and
// |computed - x| is about ulp(x), so m is known to about 2^-47 of itself --
// too little to pick RU(m) among neighbouring doubles, plenty to decide
// the contracts (a few ULPs or units). A check that passes on such a bound
// passes on the exact measure; one that might not asks the exact oracle.
// When the exact answer is a double known exactly (bound 0) the measure is
// exact. Everything not certified answers nullopt.
// Why obviously correct: every value the bound allows is at most the
// returned double.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered3 {

using filtered::fast::Approx;

/// sign((p - q) . (r - s)) in 3D from one round-to-nearest evaluation: the
/// six differences (each within u of the exact one, exact when subnormal),
/// the three products (each within gamma_3 of the exact product of the
/// exact differences, plus 2^-1075 where it underflows) and the two sums
/// (within gamma_2 of M = |P1| + |P2| + |P3|): |S - exact| <= gamma_2 M +
/// gamma_3 (M + 3 2^-1075) / (1 - gamma_3) + 3 2^-1075 <= 5.01 u M +
/// 2^-1072, and M as computed is within gamma_2 of M. The bound used,
/// 2^-49 M + 2^-1070 (16 u M), is more than three times that. Certified
/// when |S| > bound (never 0); an overflow makes the comparison false.
/// Under fast::testing::rounding_bound_fault the bound is 0. Never throws.
std::optional<int> sign_of_dot3(Vec3 p, Vec3 q, Vec3 r, Vec3 s);

/// (p - q) . (r - s) and (p - q) x (r - s) on the exact differences
/// (fast::exact_difference), in the first stage's arithmetic.
Approx dot3(Vec3 p, Vec3 q, Vec3 r, Vec3 s);
struct ApproxVec3 {
  Approx x, y, z;
};
ApproxVec3 cross3(Vec3 p, Vec3 q, Vec3 r, Vec3 s);

/// n / d for d certified positive (d.hi - |d.lo| - err > 0): q1 = n.hi /
/// d.hi, the remainder r = n - q1 d in the first stage's arithmetic, q2 =
/// r.hi / d.hi; then n / d = q1 + r / d exactly, and |r / d - q2| <=
/// (u |q2| |d.hi| + 2^-1074 |d.hi| + |r.lo| + err(r) + |q2| (|d.lo| +
/// err(d))) / (d.hi - |d.lo| - err(d)) (q2's rounding, r's and d's second
/// words and bounds), computed with the factors (1 + 2^-45) and (1 - 2^-50)
/// that cover the rounding of that bound's own few operations. nullopt when
/// d is not certified positive or a value is not finite. Never throws.
std::optional<Approx> quotient(const Approx& n, const Approx& d);

/// An upper bound of oracle::ulp_error(computed, x), within 2^-39 of it
/// (relative) or 2^-38 (see above); nullopt when not certified or computed is not
/// finite. Never throws.
/// With k != 0, x and computed are the exact answer and the computed one
/// times 2^-k (inputs scaled exactly): the measure is the same when the
/// exact answer's binade, floor(log2 |x|) + k, is a normal one; nullopt
/// otherwise.
std::optional<double> ulp_error(double computed, const Approx& x, int k = 0);

/// ulp_error(computed, x) where it certifies; else, when computed lies
/// within x's bound (|computed - x| has no certified sign: an answer that
/// is the exact value, a double, computed exactly), the upper bound
/// (|computed - x| + bound) / 2^(q - 53), q = floor(log2 |computed|) >=
/// -1021, rounded up (at least 2^-1000): x is within a tiny part of
/// computed, so |x| > 2^(q - 1) and ulp(x) >= 2^(q - 53). Such a bound is
/// tiny (within 2^-38 of the exact measure when x's bound is below 2^-91
/// |x|). nullopt otherwise. Never throws.
std::optional<double> ulp_error_near(double computed, const Approx& x);

/// The same for oracle::scaled_error(computed, x, scale), a scale certified
/// positive. Never throws.
std::optional<double> scaled_error(double computed, const Approx& x, const Approx& scale);

/// A double >= every value within m's bound, for m certified positive with
/// hi in [2^-900, 2^900] and E = certified_err <= 2^-40 max(hi, 1): hi when lo + E <= 0
/// (the value lies in [hi + lo - E, hi + lo + E]), else
/// the double after hi + (lo + E) (1 + 2^-50) rounded; exact (hi) when m
/// is (bound 0, one word). nullopt otherwise.
std::optional<double> round_up(const Approx& m);

}  // namespace plumb::oracle::filtered3
