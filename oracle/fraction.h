// Plumb oracle: exact answers kept as unreduced fractions on dyadic integers.
//
// Method: the dyadic stage (dyadic.h) ends with integer numerators and
// denominators on a power-of-two scale. Making each a canonical Rational
// costs a gcd of operands of hundreds of bits (most of a 3D pair check).
// A Fraction keeps (num / den) 2^k as it is; the error measures take it
// directly (fraction_error.h), and a Rational is made only for a text or a
// rarely taken path. Sums and products align the powers of two by shifts:
// no gcd anywhere.
// Why obviously correct: every operation is exact integer arithmetic on a
// value whose meaning (num / den) 2^k never changes; to_rational gives the
// same canonical Rational the dyadic stage made before.
#pragma once

#include "oracle/dyadic.h"

namespace plumb::oracle::dyadic {

/// The exact value (num / den) 2^k, not reduced. Invariant: den > 0.
struct Fraction {
  Integer num{0};
  Integer den{1};
  long k = 0;
};

/// The finite double v as a fraction (den 1), exactly. Precondition: finite v.
Fraction fraction(double v);

/// num 2^k and (num / den) 2^k as fractions. Precondition: den > 0.
inline Fraction fraction(Integer num, long k) { return Fraction{std::move(num), Integer(1), k}; }
inline Fraction fraction(Integer num, Integer den, long k) { return Fraction{std::move(num), std::move(den), k}; }

/// Exact sum, difference, product and magnitude (powers of two aligned by
/// shifting the numerator of the finer one).
Fraction operator+(const Fraction& p, const Fraction& q);
Fraction operator-(const Fraction& p, const Fraction& q);
Fraction operator*(const Fraction& p, const Fraction& q);
Fraction abs(Fraction q);

/// -1, 0 or 1.
inline int sign(const Fraction& q) { return q.num.sign(); }

/// The same value as a canonical rational (one gcd).
Rational to_rational(const Fraction& q);

/// double(to_rational(q)), without the gcd: boost::multiprecision's
/// conversion of a rational to double, applied to num 2^k and den as they
/// are. That conversion rounds the quotient to 53 bits (to nearest, ties to
/// even: the integer quotient and remainder of num 2^s / den decide, for
/// any representation of the value), then scales by a power of two (which
/// rounds again below the normal range and overflows to +-inf past DBL_MAX):
/// it reads the value only, not its representation, so the reduced rational
/// and these integers give the same double (oracle/tests/fraction_test.cpp).
double to_double(const Fraction& q);

}  // namespace plumb::oracle::dyadic
