// Plumb oracle: how far a computed double is from the exact answer.
//
// Method: every difference and every quotient is formed exactly (the ULP is
// an exact power of two found from the exact binary exponent; a difference
// and its quotient as one integer numerator and denominator, without a
// canonicalising gcd), and the final conversion to double rounds UPWARD
// (one correctly rounded upward division to 53 bits, then upward to the
// double grid, which together give the least double above the value). For square roots,
// sqrt(square) is enclosed between two 320-bit MPFR values rounded down and
// up, and the larger distance to the ends of that enclosure is reported.
// Why obviously correct: the only inexact steps round towards larger
// errors, so a measure can over-report by a hair but never under-report.
#pragma once

#include "oracle/exact.h"

namespace plumb::oracle {

/// The ULP of the binary64 binade containing |x|:
/// 2^(max(floor(log2 |x|), -1022) - 52), and 2^-1074 for x == 0.
/// Takes: any rational. Returns: that power of two as a double (+inf if it
/// is beyond the double range, i.e. |x| >= 2^1076). Never throws.
double ulp_of(const Rational& x);

/// |computed - exact| / ulp_of(exact), formed exactly (with the exact power
/// of two, even where ulp_of would overflow) and rounded upward once.
/// Takes: a computed double and the exact answer. Returns: the error in ULPs
/// of the exact answer; +inf when computed is NaN or +-inf (even when the
/// exact answer is itself beyond DBL_MAX). Never under-reports; over-reports
/// by at most one upward rounding (relative 2^-52). Never throws.
double ulp_error(double computed, const Rational& exact);

/// |computed - sqrt(square)| / ulp_of(sqrt(square)), never under-reported
/// (over-reported by at most about 2^-266 ULP plus one upward rounding).
/// Takes: a computed double and the exact square, square >= 0. Returns: the
/// error in ULPs of sqrt(square); 0 when computed is exactly sqrt(square);
/// +inf when computed is NaN or +-inf. Throws std::domain_error when
/// square < 0.
double ulp_error_sqrt(double computed, const Rational& square);

/// |computed - exact| / (2^-53 scale), rounded upward: the error measured
/// in units of the rounding error of a quantity of size `scale`.
/// Takes: scale >= 0. Returns: that ratio; for scale == 0, 0 when computed
/// equals exact and +inf otherwise; +inf when computed is NaN or +-inf.
/// Throws std::domain_error when scale < 0.
double scaled_error(double computed, const Rational& exact, const Rational& scale);

}  // namespace plumb::oracle
