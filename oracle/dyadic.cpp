// Plumb oracle: the exact stage on dyadic integers (see dyadic.h).
#include "oracle/dyadic.h"

#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace plumb::oracle::dyadic {
namespace {

// v = m 2^e with |m| < 2^53 an integer (std::frexp is exact).
struct Parts {
  long long m;
  long e;
};

Parts parts(double v) {
  int e = 0;
  const double f = std::frexp(v, &e);
  return Parts{static_cast<long long>(std::ldexp(f, 53)), static_cast<long>(e) - 53};
}

}  // namespace

long common_exponent(std::initializer_list<double> values) {
  long e0 = LONG_MAX;
  for (const double v : values) {
    if (!std::isfinite(v)) {
      throw std::domain_error("plumb::oracle: non-finite coordinate (the oracle is defined on finite input only)");
    }
    if (v == 0.0) continue;
    const Parts p = parts(v);
    const long low = p.e + std::countr_zero(static_cast<std::uint64_t>(p.m < 0 ? -p.m : p.m));
    if (low < e0) e0 = low;
  }
  return e0 == LONG_MAX ? 0 : e0;
}

Integer scaled(double v, long e0) {
  if (v == 0.0) return Integer(0);
  const Parts p = parts(v);
  Integer r(p.m);
  const long shift = p.e - e0;
  if (shift > 0) {
    r <<= static_cast<unsigned long>(shift);
  } else if (shift < 0) {
    r >>= static_cast<unsigned long>(-shift);  // exact: the shifted-out bits are zero
  }
  return r;
}

IVec2 scaled(Vec2 p, long e0) { return IVec2{scaled(p.x, e0), scaled(p.y, e0)}; }

namespace {

// Whether |den| is a power of two 2^j (j returned): its lowest set bit is its highest.
bool power_of_two(mpz_srcptr den, mp_bitcnt_t& j) {
  if (mpz_sgn(den) == 0) return false;
  j = mpz_scan1(den, 0);
  return mpz_sizeinbase(den, 2) == j + 1;
}

}  // namespace

Rational to_rational(const Integer& num, const Integer& den, long k) {
  // A dyadic value (num / +-2^j) 2^k = m 2^e is canonical once the trailing
  // zero bits of m are removed: numerator m (odd) times 2^e for e >= 0, or
  // over the denominator 2^-e; no gcd is needed (the common case of an end
  // point or a squared distance between input points, den = 1).
  mp_bitcnt_t j = 0;
  if (power_of_two(den.backend().data(), j)) {
    Rational q;
    mpq_ptr r = q.backend().data();
    mpz_srcptr n = num.backend().data();
    if (mpz_sgn(n) == 0) return q;  // 0 / 1
    const mp_bitcnt_t zeros = mpz_scan1(n, 0);
    mpz_ptr rn = mpq_numref(r);
    mpz_tdiv_q_2exp(rn, n, zeros);  // exact: the shifted-out bits are zero
    if (mpz_sgn(den.backend().data()) < 0) mpz_neg(rn, rn);
    const long e = k + static_cast<long>(zeros) - static_cast<long>(j);
    if (e >= 0) {
      mpz_mul_2exp(rn, rn, static_cast<mp_bitcnt_t>(e));  // the denominator stays 1
    } else {
      mpz_set_ui(mpq_denref(r), 1);
      mpz_mul_2exp(mpq_denref(r), mpq_denref(r), static_cast<mp_bitcnt_t>(-e));
    }
    return q;
  }
  Rational q(num, den);
  mpq_ptr r = q.backend().data();
  if (k > 0) mpq_mul_2exp(r, r, static_cast<mp_bitcnt_t>(k));
  if (k < 0) mpq_div_2exp(r, r, static_cast<mp_bitcnt_t>(-k));
  return q;
}

Rational to_rational(const Integer& num, long k) { return to_rational(num, Integer(1), k); }

}  // namespace plumb::oracle::dyadic
