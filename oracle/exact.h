// Plumb oracle: exact values of doubles, and the way back to double.
//
// Method: a finite double is m * 2^e with an integer m of at most 53 bits
// (std::frexp gives m and e exactly), so it is the rational m * 2^e with no
// rounding at all. Going back, MPFR rounds the rational to binary64 (53 bits,
// binary64's exponent range, subnormalised) to give a candidate, and the
// candidate is then CHECKED with exact rational comparisons against the two
// midpoints to its neighbouring doubles, stepping to a neighbour if the check
// fails. Why obviously correct: a double c is the round-to-nearest-even of a
// value v exactly when v lies between the midpoints to c's neighbours (a tie
// going to the even one); that is checked exactly, so whatever MPFR does, the
// answer returned has passed the definition of correct rounding.
#pragma once

#include <boost/multiprecision/gmp.hpp>

#include "kernels/types.h"

namespace plumb::oracle {

/// An exact rational number (GMP's mpq_t underneath). Always canonical.
using Rational = boost::multiprecision::mpq_rational;

/// An exact point or displacement in the plane.
struct RVec2 {
  Rational x;
  Rational y;
  friend bool operator==(const RVec2&, const RVec2&) = default;
};

/// An exact segment a-b, P(t) = a + t (b - a); a == b is allowed.
struct RSegment {
  RVec2 a;
  RVec2 b;
};

/// The exact value of a double.
/// Takes: any double. Returns: its exact binary value as a rational
/// (-0.0 gives 0). Precondition: finite input; throws std::domain_error on
/// NaN or +-inf.
Rational exact(double v);

/// The exact value of both coordinates of p.
/// Takes: a point. Returns: {exact(p.x), exact(p.y)}. Precondition: finite
/// input; throws std::domain_error on a non-finite coordinate.
RVec2 exact(Vec2 p);

/// The exact value of both ends of s.
/// Takes: a segment. Returns: {exact(s.a), exact(s.b)}. Precondition: finite
/// input; throws std::domain_error on a non-finite coordinate.
RSegment exact(Segment s);

/// The double nearest to q, ties to even (IEEE 754 roundTiesToEven),
/// including subnormal results and overflow to +-inf when
/// |q| >= 2^1024 - 2^970 (the binary64 overflow threshold). q == 0 gives
/// +0.0; a negative q that rounds to zero gives -0.0, as IEEE arithmetic does.
/// Takes: any rational (always finite). Returns: the correctly rounded double.
double round_to_double(const Rational& q);

/// The double nearest to sqrt(q), ties to even, including subnormal results
/// and overflow to +inf. Takes: q >= 0. Returns: the correctly rounded square
/// root. Throws std::domain_error when q < 0.
double sqrt_rounded(const Rational& q);

/// round_to_double(q), but with the exact midpoint check started from
/// `candidate` instead of from MPFR's answer: the check alone decides, so
/// this exists to test the check. Takes: any double as the starting guess
/// (NaN or a wrong sign start from 0) and any rational q. Returns the same
/// as round_to_double(q) when the guess is within 200 doubles of the answer;
/// throws std::logic_error when it is further away.
double round_to_double_from(double candidate, const Rational& q);

/// sqrt_rounded(q) with the exact check started from `candidate` (see
/// round_to_double_from). Throws std::domain_error when q < 0, and
/// std::logic_error when the guess is more than 200 doubles away.
double sqrt_rounded_from(double candidate, const Rational& q);

/// The smallest double >= q (rounding upward; +inf when q exceeds DBL_MAX).
/// Takes: any rational. Used by the error measures so that they never
/// under-report.
double round_up_to_double(const Rational& q);

/// 2^k exactly. Takes: any exponent k. Returns: the rational 2^k.
Rational pow2(long k);

}  // namespace plumb::oracle
