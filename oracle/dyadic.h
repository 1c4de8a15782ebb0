// Plumb oracle: the exact stage on dyadic integers (no denominators, no gcd).
//
// Method: a finite double is m 2^e with an integer m of at most 53 bits. For
// the doubles of one question, take e0 = the least weight of a lowest set
// bit among them; then each double v is the integer V = v 2^-e0 times 2^e0,
// exactly. A polynomial in the inputs whose terms all have degree k (a cross
// product, a dot product, a squared length) is 2^(k e0) times the same
// polynomial in the integers V, so its sign, and any comparison of two such
// polynomials of equal degree, is decided on GMP integers alone: no
// denominators, no canonicalising gcd. A quotient (a parameter t = N / D, a
// coordinate, a squared distance) becomes a rational only when it is an
// answer, once, from its integer numerator and denominator.
// Why obviously correct: scaling by a power of two is exact and keeps signs
// and order; integer arithmetic is exact; so every sign is the sign of the
// exact polynomial in the inputs.
#pragma once

#include <boost/multiprecision/gmp.hpp>
#include <initializer_list>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle::dyadic {

/// An exact integer (GMP's mpz_t underneath).
using Integer = boost::multiprecision::mpz_int;

/// An integer point or displacement: coordinates scaled by 2^-e0.
struct IVec2 {
  Integer x;
  Integer y;
  friend bool operator==(const IVec2&, const IVec2&) = default;
};

/// The common scale of a set of finite doubles.
/// Takes: doubles (zeros ignored). Returns: the least exponent e0 such that
/// every value is an integer multiple of 2^e0 (0 when all are zero). Throws
/// std::domain_error on NaN or +-inf, as oracle::exact does.
long common_exponent(std::initializer_list<double> values);

/// v 2^-e0, exactly. Precondition: finite v and e0 <= v's lowest set bit's
/// weight (common_exponent over a set containing v gives such an e0).
Integer scaled(double v, long e0);

/// {p.x 2^-e0, p.y 2^-e0}, exactly (same precondition as scaled).
IVec2 scaled(Vec2 p, long e0);

/// (num / den) 2^k as a canonical rational. Takes: den != 0 and any k.
Rational to_rational(const Integer& num, const Integer& den, long k);

/// num 2^k as a rational.
Rational to_rational(const Integer& num, long k);

/// -1, 0 or 1: the sign of v.
inline int sign(const Integer& v) { return v.sign(); }

inline IVec2 operator-(const IVec2& p, const IVec2& q) { return IVec2{p.x - q.x, p.y - q.y}; }

/// p x q = p.x q.y - p.y q.x and p . q, exactly.
inline Integer cross(const IVec2& p, const IVec2& q) { return Integer(p.x * q.y - p.y * q.x); }
inline Integer dot(const IVec2& p, const IVec2& q) { return Integer(p.x * q.x + p.y * q.y); }

/// Whether n / d lies in [0, 1] (d != 0), decided on the integers.
inline bool in_unit_interval(const Integer& n, const Integer& d) {
  const int s = sign(d);
  return sign(n) * s >= 0 && sign(Integer(d - n)) * s >= 0;
}

}  // namespace plumb::oracle::dyadic
