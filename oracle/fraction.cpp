// Plumb oracle: unreduced dyadic fractions (see fraction.h).
#include "oracle/fraction.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace plumb::oracle::dyadic {
namespace {

// num 2^(from - to) for from >= to: the numerator on the finer scale 2^to.
Integer lifted(const Integer& num, long from, long to) {
  Integer r = num;
  if (from > to) r <<= static_cast<unsigned long>(from - to);
  return r;
}

}  // namespace

Fraction fraction(double v) {
  if (!std::isfinite(v)) throw std::domain_error("plumb::oracle::dyadic::fraction: non-finite value");
  if (v == 0.0) return Fraction{};
  int e = 0;
  const double f = std::frexp(v, &e);  // v = f 2^e, |f| in [1/2, 1): f 2^53 is an integer
  return Fraction{Integer(static_cast<long long>(std::ldexp(f, 53))), Integer(1), static_cast<long>(e) - 53};
}

Fraction operator+(const Fraction& p, const Fraction& q) {
  const long k = std::min(p.k, q.k);
  if (p.den == q.den) return Fraction{Integer(lifted(p.num, p.k, k) + lifted(q.num, q.k, k)), p.den, k};
  return Fraction{Integer(lifted(p.num, p.k, k) * q.den + lifted(q.num, q.k, k) * p.den), Integer(p.den * q.den), k};
}

Fraction operator-(const Fraction& p, const Fraction& q) {
  Fraction m = q;
  m.num = -m.num;
  return p + m;
}

Fraction operator*(const Fraction& p, const Fraction& q) {
  return Fraction{Integer(p.num * q.num), Integer(p.den * q.den), p.k + q.k};
}

Fraction abs(Fraction q) {
  if (q.num.sign() < 0) q.num = -q.num;
  return q;
}

Rational to_rational(const Fraction& q) { return to_rational(q.num, q.den, q.k); }

double to_double(const Fraction& q) {
  // The value num 2^k / den as an unreduced mpq (den > 0): boost's
  // conversion reads only its numerator and denominator (no GMP function
  // that needs a canonical mpq touches it).
  Rational r;
  const mpz_ptr num = mpq_numref(r.backend().data()), den = mpq_denref(r.backend().data());
  mpz_mul_2exp(num, q.num.backend().data(), static_cast<mp_bitcnt_t>(std::max(q.k, 0L)));
  mpz_mul_2exp(den, q.den.backend().data(), static_cast<mp_bitcnt_t>(std::max(-q.k, 0L)));
  return static_cast<double>(r);
}

}  // namespace plumb::oracle::dyadic
