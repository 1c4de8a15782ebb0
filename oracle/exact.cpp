// Plumb oracle: exact values of doubles, and the way back to double.
// See exact.h for the method: MPFR proposes, exact rational comparisons with
// the midpoints to the neighbouring doubles decide.
#include "oracle/exact.h"

#include <mpfr.h>

#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "oracle/mpfr_value.h"

namespace plumb::oracle {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

using detail::Binary64ExponentRange;
using detail::Mpfr;

// 2^1024 - 2^970: halfway between DBL_MAX and the next binade's first value.
// Round-to-nearest-even sends this and everything above it to +inf.
const Rational& overflow_threshold() {
  static const Rational threshold = pow2(1024) - pow2(970);
  return threshold;
}

bool is_even(double c) { return (std::bit_cast<std::uint64_t>(c) & 1u) == 0; }

// The double nearest (ties to even) to a non-negative exact value v that is
// known only through compare(m) = sign(v - m) for non-negative rationals m.
// `candidate` is a guess; it is checked against the midpoints to its
// neighbours and moved one double at a time until it passes the check.
template <class Compare>
double nearest_nonnegative(double candidate, Compare compare) {
  double c = (candidate >= 0.0) ? candidate : 0.0;  // also catches NaN
  if (c == 0.0) c = 0.0;                              // -0.0 -> +0.0
  for (int step = 0; step <= 201; ++step) {
    if (std::isinf(c)) {
      if (compare(overflow_threshold()) >= 0) return c;
      c = DBL_MAX;
      continue;
    }
    const Rational here = exact(c);
    const bool even = is_even(c);
    const Rational upper_mid =
        (c == DBL_MAX) ? overflow_threshold() : Rational((here + exact(std::nextafter(c, kInf))) / 2);
    const int above = compare(upper_mid);
    if (above > 0 || (above == 0 && !even)) {
      c = std::nextafter(c, kInf);
      continue;
    }
    if (c > 0.0) {
      const Rational lower_mid = (here + exact(std::nextafter(c, 0.0))) / 2;
      const int below = compare(lower_mid);
      if (below < 0 || (below == 0 && !even)) {
        c = std::nextafter(c, 0.0);
        continue;
      }
    }
    return c;
  }
  throw std::logic_error("plumb::oracle: rounding candidate did not converge");
}

// MPFR's binary64 rounding of q != 0 (a candidate, checked by the caller).
double mpfr_binary64_candidate(const Rational& q) {
  const Binary64ExponentRange range;
  Mpfr x(53);
  int inexact = mpfr_set_q(x.value, q.backend().data(), MPFR_RNDN);
  inexact = mpfr_subnormalize(x.value, inexact, MPFR_RNDN);
  static_cast<void>(inexact);
  return mpfr_get_d(x.value, MPFR_RNDN);
}

// MPFR's sqrt of q > 0 at 160 bits, then to double (a candidate only).
double mpfr_sqrt_candidate(const Rational& q) {
  Mpfr x(160);
  mpfr_set_q(x.value, q.backend().data(), MPFR_RNDN);
  mpfr_sqrt(x.value, x.value, MPFR_RNDN);
  return mpfr_get_d(x.value, MPFR_RNDN);
}

}  // namespace

Rational pow2(long k) {
  Rational r = 1;
  if (k >= 0) {
    mpq_mul_2exp(r.backend().data(), r.backend().data(), static_cast<mp_bitcnt_t>(k));
  } else {
    mpq_div_2exp(r.backend().data(), r.backend().data(), static_cast<mp_bitcnt_t>(-k));
  }
  return r;
}

Rational exact(double v) {
  if (!std::isfinite(v)) {
    throw std::domain_error("plumb::oracle: non-finite coordinate (the oracle is defined on finite input only)");
  }
  if (v == 0.0) return Rational(0);  // both +0.0 and -0.0
  // GMP converts a finite double exactly (mpq_set_d: "there is no rounding")
  // into canonical form: a double is m 2^e, so the denominator is a power of
  // two. One call, where a product with pow2 cost a gcd.
  Rational r;
  mpq_set_d(r.backend().data(), v);
  return r;
}

RVec2 exact(Vec2 p) { return RVec2{exact(p.x), exact(p.y)}; }

RSegment exact(Segment s) { return RSegment{exact(s.a), exact(s.b)}; }

double round_to_double_from(double candidate, const Rational& q) {
  if (q == 0) return 0.0;
  const bool negative = q < 0;
  const Rational magnitude = negative ? Rational(-q) : q;
  const double start = negative ? -candidate : candidate;
  const double c = nearest_nonnegative(start, [&](const Rational& m) { return magnitude.compare(m); });
  return negative ? -c : c;
}

double round_to_double(const Rational& q) {
  if (q == 0) return 0.0;
  return round_to_double_from(mpfr_binary64_candidate(q), q);
}

double sqrt_rounded_from(double candidate, const Rational& q) {
  if (q < 0) throw std::domain_error("plumb::oracle::sqrt_rounded: negative argument");
  if (q == 0) return 0.0;
  // sqrt(q) vs m (m >= 0) has the sign of q vs m^2.
  return nearest_nonnegative(candidate, [&](const Rational& m) { return q.compare(Rational(m * m)); });
}

double sqrt_rounded(const Rational& q) {
  if (q < 0) throw std::domain_error("plumb::oracle::sqrt_rounded: negative argument");
  if (q == 0) return 0.0;
  return sqrt_rounded_from(mpfr_sqrt_candidate(q), q);
}

double round_up_to_double(const Rational& q) {
  const double d = round_to_double(q);
  if (d == kInf) return d;
  if (d == -kInf) return -DBL_MAX;  // q is finite, so -DBL_MAX >= q
  if (exact(d) < q) return std::nextafter(d, kInf);
  return d;
}

}  // namespace plumb::oracle
