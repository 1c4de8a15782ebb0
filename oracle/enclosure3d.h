// Plumb oracle: irrational results (square roots, roots of quadratics) known
// exactly through comparisons, and measured against computed doubles.
//
// Method: an algebraic value x > 0 that the oracle cannot write as a
// rational is described two ways: (1) an exact comparator, sign(x - m) for
// any rational m, decided with exact rational arithmetic (e.g. from the sign
// of a polynomial at m), and (2) an enclosure low <= x <= high with rational
// ends, obtained from MPFR with directed rounding (or exactly, when the square
// root is rational). Correct rounding: a candidate double (the rounding of
// the enclosure's midpoint) is checked by the comparator against the
// midpoints to its two neighbouring doubles and stepped until it passes.
// Error in ULPs: the binade of x (hence its ULP) is decided exactly by the
// comparator at powers of two, and |c - x| <= max(|c - low|, |c - high|),
// divided by the exact ULP and rounded upward once.
// Why obviously correct: the rounding passes the definition of
// round-to-nearest-even, decided exactly; the error bound is the largest
// distance from c to the interval that contains x (|c - x| is convex in x),
// and every inexact step rounds towards a larger error, so it can over-report
// by a hair (the enclosure's width) but never under-report.
#pragma once

#include <functional>

#include "oracle/exact.h"

namespace plumb::oracle {

/// sign(x - m) for one fixed real x: -1, 0 or +1, for any rational m.
using ExactComparator = std::function<int(const Rational&)>;

/// A real x > 0 known exactly through `compare`, and enclosed as
/// 0 < low <= x <= high.
struct Enclosure {
  Rational low;
  Rational high;
  ExactComparator compare;
};

/// An enclosure of sqrt(v): low == high == sqrt(v) when that is rational
/// (numerator and denominator perfect squares), else the 320-bit MPFR values
/// rounded down and up. Takes: v >= 0. Returns: {low, high} with
/// low <= sqrt(v) <= high, low > 0 when v > 0. Throws std::domain_error
/// when v < 0.
struct SqrtEnclosure {
  Rational low;
  Rational high;
};
SqrtEnclosure enclose_sqrt(const Rational& v);

/// floor(log2 q), exactly. Takes: q > 0. Throws std::domain_error when
/// q <= 0.
long floor_log2_exact(const Rational& q);

/// The double nearest x (ties to even), +inf when x >= 2^1024 - 2^970, and
/// possibly 0.0 or a subnormal for tiny x. Takes: an enclosure of x > 0.
/// Returns: the correctly rounded double. Throws std::logic_error if the
/// candidate does not converge: the enclosure must be tight enough that the
/// rounding of its midpoint is within 400 doubles of the answer (the
/// oracle's are within a relative 2^-300), and consistent with compare.
double round_enclosed(const Enclosure& x);

/// |computed - x| / ulp(x), where ulp(x) = 2^(max(floor(log2 x), -1022) - 52)
/// is decided exactly; 0 when computed == x exactly; +inf when computed is
/// NaN or +-inf. Never under-reports; over-reports by at most
/// (high - low) / ulp(x) plus one upward rounding. Takes: a double and an
/// enclosure of x > 0. Never throws.
double ulp_error_enclosed(double computed, const Enclosure& x);

/// An upper bound on |computed - x|: 0 when computed == x exactly, else
/// max(|computed - low|, |computed - high|). Takes: an exact value and an
/// enclosure. Never throws.
Rational error_bound_enclosed(const Rational& computed, const Enclosure& x);

/// max(|c - low|, |c - high|): the largest |c - x| over x in [low, high]
/// (|c - x| is convex in x, so it is largest at an end). Takes: c and the
/// interval's ends, low <= high. Never throws.
Rational farthest_distance(const Rational& c, const Rational& low, const Rational& high);

}  // namespace plumb::oracle
