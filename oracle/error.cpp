// Plumb oracle: error measures (see error.h for the method).
#include "oracle/error.h"

#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "oracle/fraction_error.h"
#include "oracle/mpfr_value.h"

namespace plumb::oracle {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// floor(log2 q) for q > 0, exactly. With num in [2^a, 2^(a+1)) and
// den in [2^b, 2^(b+1)), q lies in (2^(e-1), 2^(e+1)) for e = a - b, so the
// floor is e or e - 1, and one exact comparison with 2^e decides.
long floor_log2(const Rational& q) {
  const auto bits = [](mpz_srcptr z) { return static_cast<long>(mpz_sizeinbase(z, 2)); };
  const long e = bits(mpq_numref(q.backend().data())) - bits(mpq_denref(q.backend().data()));
  return q >= pow2(e) ? e : e - 1;
}

// floor(n / 2) for any integer n (C++ '/' truncates towards zero).
long floor_half(long n) { return n >= 0 ? n / 2 : -((-n + 1) / 2); }

// The exponent k with ulp = 2^k for the binade of |x|, from floor(log2 |x|).
long ulp_exponent_from_log2(long floor_log2_of_magnitude) {
  return std::max(floor_log2_of_magnitude, -1022L) - 52;
}

long ulp_exponent(const Rational& x) {
  if (x == 0) return -1074;
  return ulp_exponent_from_log2(floor_log2(abs(x)));
}

// |c - x| 2^k / scale rounded upward to a double, for a finite double c,
// a rational x and scale > 0 (scale null: 1), on integers: with c = cn / cd,
// x = xn / xd, scale = sn / sd, the value is |cn xd - xn cd| sd 2^k /
// (cd xd sn). The numerator and denominator are exact MPFR numbers and one
// division rounds upward; mpfr_get_d rounding upward again to the double
// grid (a subset of the 53-bit one) gives the least double >= the value, as
// round_up_to_double of the rational would, without a canonicalising gcd.
double round_up_difference(double c, const Rational& x, long k, const Rational* scale) {
  mpq_t cq;
  mpq_init(cq);
  mpq_set_d(cq, c);  // exact
  mpz_t n, d;
  mpz_init(n);
  mpz_init(d);
  mpq_srcptr xq = x.backend().data();
  mpz_mul(n, mpq_numref(cq), mpq_denref(xq));
  mpz_submul(n, mpq_numref(xq), mpq_denref(cq));
  mpz_abs(n, n);
  mpz_mul(d, mpq_denref(cq), mpq_denref(xq));
  if (scale) {
    mpq_srcptr sq = scale->backend().data();
    mpz_mul(n, n, mpq_denref(sq));
    mpz_mul(d, d, mpq_numref(sq));
  }
  const double out = round_up_quotient(n, k, d);
  mpz_clear(n);
  mpz_clear(d);
  mpq_clear(cq);
  return out;
}

Rational to_rational(const mpfr_t v) {
  Rational r;
  mpfr_get_q(r.backend().data(), v);
  return r;
}

}  // namespace

double ulp_of(const Rational& x) {
  // Exponents past 1023 give +inf either way; the clamp only keeps the cast safe.
  return std::ldexp(1.0, static_cast<int>(std::min(ulp_exponent(x), 2048L)));
}

double ulp_error(double computed, const Rational& exact_value) {
  if (!std::isfinite(computed)) return kInf;
  return round_up_difference(computed, exact_value, -ulp_exponent(exact_value), nullptr);
}

namespace {

// ulp_error_sqrt's last steps, for square > 0 and a finite computed value
// c that is not its exact root: low and high hold the square rounded down
// and up to their 320 bits; floor_log2_square is floor(log2 square).
double sqrt_enclosure_error(const Rational& c, long floor_log2_square, detail::Mpfr& low, detail::Mpfr& high) {
  // floor(log2 sqrt(q)) = floor(floor(log2 q) / 2).
  const long k = ulp_exponent_from_log2(floor_half(floor_log2_square));
  // sqrt(square) lies in [low, high].
  mpfr_sqrt(low.value, low.value, MPFR_RNDD);
  mpfr_sqrt(high.value, high.value, MPFR_RNDU);
  // |c - s| is convex in s, so on [low, high] it is largest at an end.
  const Rational worst = std::max(Rational(abs(c - to_rational(low.value))),
                                  Rational(abs(c - to_rational(high.value))));
  return round_up_to_double(worst / pow2(k));
}

// (num / den) 2^k rounded in the direction rnd to rop's precision: one
// correctly rounded division of exact MPFR numbers, so the same value as
// mpfr_set_q of the canonical rational (the same real, the same rounding).
void set_rounded(mpfr_t rop, const dyadic::Fraction& x, mpfr_rnd_t rnd) {
  mpz_srcptr n = x.num.backend().data();
  detail::Mpfr num(std::max<mpfr_prec_t>(static_cast<mpfr_prec_t>(mpz_sizeinbase(n, 2)), MPFR_PREC_MIN));
  mpfr_set_z(num.value, n, MPFR_RNDN);                 // exact: precision = bits of num
  mpfr_mul_2si(num.value, num.value, x.k, MPFR_RNDN);  // exact
  mpfr_div_z(rop, num.value, x.den.backend().data(), rnd);
}

}  // namespace

double ulp_error_sqrt(double computed, const Rational& square) {
  if (square < 0) throw std::domain_error("plumb::oracle::ulp_error_sqrt: negative square");
  if (!std::isfinite(computed)) return kInf;
  const Rational c = exact(computed);
  if (square == 0) return round_up_to_double(abs(c) / pow2(-1074));
  if (c >= 0 && c * c == square) return 0.0;
  detail::Mpfr low(320);
  detail::Mpfr high(320);
  mpfr_set_q(low.value, square.backend().data(), MPFR_RNDD);
  mpfr_set_q(high.value, square.backend().data(), MPFR_RNDU);
  return sqrt_enclosure_error(c, floor_log2(square), low, high);
}

// The same steps on the fraction: each exact test and each rounding has the
// same result as on the canonical rational of the same value.
double ulp_error_sqrt(double computed, const dyadic::Fraction& square) {
  if (dyadic::sign(square) < 0) throw std::domain_error("plumb::oracle::ulp_error_sqrt: negative square");
  if (!std::isfinite(computed)) return kInf;
  if (dyadic::sign(square) == 0) return ulp_error_sqrt(computed, Rational(0));
  const dyadic::Fraction fc = dyadic::fraction(computed);
  if (computed >= 0 && dyadic::sign(fc * fc - square) == 0) return 0.0;
  detail::Mpfr low(320);
  detail::Mpfr high(320);
  set_rounded(low.value, square, MPFR_RNDD);
  set_rounded(high.value, square, MPFR_RNDU);
  return sqrt_enclosure_error(exact(computed), floor_log2(square), low, high);
}

double scaled_error(double computed, const Rational& exact_value, const Rational& scale) {
  if (scale < 0) throw std::domain_error("plumb::oracle::scaled_error: negative scale");
  if (!std::isfinite(computed)) return kInf;
  if (scale == 0) return exact(computed) == exact_value ? 0.0 : kInf;
  return round_up_difference(computed, exact_value, 53, &scale);
}

}  // namespace plumb::oracle
