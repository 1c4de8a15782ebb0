// Plumb oracle: rounding and measuring algebraic values through exact
// comparators and enclosures (see enclosure3d.h).
#include "oracle/enclosure3d.h"

#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
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
constexpr mpfr_prec_t kBits = 320;

Rational from_mpfr(const mpfr_t v) {
  Rational r;
  mpfr_get_q(r.backend().data(), v);
  return r;
}

// The exact square root of a non-negative integer, when it is one.
bool integer_sqrt(mpz_srcptr z, mpz_ptr root) {
  if (mpz_perfect_square_p(z) == 0) return false;
  mpz_sqrt(root, z);
  return true;
}

bool odd_mantissa(double c) { return (std::bit_cast<std::uint64_t>(c) & 1u) != 0; }

}  // namespace

long floor_log2_exact(const Rational& q) {
  if (q <= 0) throw std::domain_error("plumb::oracle::floor_log2_exact: argument <= 0");
  const auto bits = [](mpz_srcptr z) { return static_cast<long>(mpz_sizeinbase(z, 2)); };
  // num in [2^(a-1), 2^a), den in [2^(b-1), 2^b): q in (2^(a-b-1), 2^(a-b+1)).
  const long e = bits(mpq_numref(q.backend().data())) - bits(mpq_denref(q.backend().data()));
  return q >= pow2(e) ? e : e - 1;
}

SqrtEnclosure enclose_sqrt(const Rational& v) {
  if (v < 0) throw std::domain_error("plumb::oracle::enclose_sqrt: negative argument");
  if (v == 0) return SqrtEnclosure{Rational(0), Rational(0)};
  {
    Rational root;
    if (integer_sqrt(mpq_numref(v.backend().data()), mpq_numref(root.backend().data())) &&
        integer_sqrt(mpq_denref(v.backend().data()), mpq_denref(root.backend().data()))) {
      mpq_canonicalize(root.backend().data());
      return SqrtEnclosure{root, root};
    }
  }
  detail::Mpfr low(kBits);
  detail::Mpfr high(kBits);
  mpfr_set_q(low.value, v.backend().data(), MPFR_RNDD);
  mpfr_sqrt(low.value, low.value, MPFR_RNDD);
  mpfr_set_q(high.value, v.backend().data(), MPFR_RNDU);
  mpfr_sqrt(high.value, high.value, MPFR_RNDU);
  return SqrtEnclosure{from_mpfr(low.value), from_mpfr(high.value)};
}

double round_enclosed(const Enclosure& x) {
  static const Rational threshold = pow2(1024) - pow2(970);  // halfway from DBL_MAX to 2^1024
  double c = round_to_double((x.low + x.high) / 2);
  if (!(c >= 0.0)) c = 0.0;
  for (int step = 0; step < 400; ++step) {
    if (std::isinf(c)) {
      if (x.compare(threshold) >= 0) return kInf;  // the tie at the threshold goes to +inf too
      c = DBL_MAX;
      continue;
    }
    const Rational here = exact(c);
    const Rational up_mid = (c == DBL_MAX) ? threshold : Rational((here + exact(std::nextafter(c, kInf))) / 2);
    const int above = x.compare(up_mid);
    if (above > 0 || (above == 0 && odd_mantissa(c))) {
      c = std::nextafter(c, kInf);
      continue;
    }
    if (c > 0.0) {
      const Rational down_mid = (here + exact(std::nextafter(c, 0.0))) / 2;
      const int below = x.compare(down_mid);
      if (below < 0 || (below == 0 && odd_mantissa(c))) {
        c = std::nextafter(c, 0.0);
        continue;
      }
    }
    return c;
  }
  throw std::logic_error("plumb::oracle::round_enclosed: candidate did not converge");
}

Rational farthest_distance(const Rational& c, const Rational& low, const Rational& high) {
  return std::max(Rational(abs(c - low)), Rational(abs(c - high)));
}

Rational error_bound_enclosed(const Rational& computed, const Enclosure& x) {
  if (x.compare(computed) == 0) return Rational(0);
  return farthest_distance(computed, x.low, x.high);
}

double ulp_error_enclosed(double computed, const Enclosure& x) {
  if (!std::isfinite(computed)) return kInf;
  // The binade of x: 2^k <= x < 2^(k+1), decided by the comparator.
  const long k_low = floor_log2_exact(x.low);
  long k = floor_log2_exact(x.high);
  while (k > k_low && x.compare(pow2(k)) < 0) --k;
  const long ulp_exponent = std::max(k, -1022L) - 52;
  return round_up_to_double(error_bound_enclosed(exact(computed), x) / pow2(ulp_exponent));
}

}  // namespace plumb::oracle
