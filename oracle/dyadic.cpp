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

Rational to_rational(const Integer& num, const Integer& den, long k) {
  Rational q(num, den);
  mpq_ptr r = q.backend().data();
  if (k > 0) mpq_mul_2exp(r, r, static_cast<mp_bitcnt_t>(k));
  if (k < 0) mpq_div_2exp(r, r, static_cast<mp_bitcnt_t>(-k));
  return q;
}

Rational to_rational(const Integer& num, long k) { return to_rational(num, Integer(1), k); }

}  // namespace plumb::oracle::dyadic
