// Plumb oracle: error measures on unreduced fractions (see fraction_error.h).
#include "oracle/fraction_error.h"

#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "oracle/mpfr_value.h"

namespace plumb::oracle {

using dyadic::Fraction;
using dyadic::Integer;

double round_up_quotient(mpz_srcptr n, long k, mpz_srcptr d) {
  if (mpz_sgn(n) == 0) return 0.0;
  detail::Mpfr num(std::max<mpfr_prec_t>(static_cast<mpfr_prec_t>(mpz_sizeinbase(n, 2)), MPFR_PREC_MIN));
  detail::Mpfr quotient(53);
  mpfr_set_z(num.value, n, MPFR_RNDN);               // exact: precision = bits of n
  mpfr_mul_2si(num.value, num.value, k, MPFR_RNDN);  // exact
  mpfr_div_z(quotient.value, num.value, d, MPFR_RNDU);
  return mpfr_get_d(quotient.value, MPFR_RNDU);
}

long floor_log2(const Fraction& x) {
  // |num| in [2^a, 2^(a+1)), den in [2^b, 2^(b+1)): |num| / den lies in
  // (2^(e-1), 2^(e+1)) for e = a - b; one comparison with 2^e decides.
  const Integer n = x.num.sign() < 0 ? Integer(-x.num) : x.num;
  const long e = static_cast<long>(mpz_sizeinbase(n.backend().data(), 2)) -
                 static_cast<long>(mpz_sizeinbase(x.den.backend().data(), 2));
  bool at_least = false;  // |num| >= den 2^e
  if (e >= 0) at_least = n >= Integer(x.den << static_cast<unsigned long>(e));
  else at_least = Integer(n << static_cast<unsigned long>(-e)) >= x.den;
  return (at_least ? e : e - 1) + x.k;
}

long ulp_exponent(const Fraction& x) {
  if (x.num.is_zero()) return -1074;
  return std::max(floor_log2(x), -1022L) - 52;
}

namespace {

// |c - x| 2^k / scale rounded upward (scale null: 1), for a finite double c.
double round_up_difference(double c, const Fraction& x, long k, const Fraction* scale) {
  const Fraction diff = dyadic::abs(dyadic::fraction(c) - x);
  // diff 2^k / (sn / sd 2^sk) = (diff.num sd) 2^(diff.k + k - sk) / (diff.den sn)
  if (!scale) return round_up_quotient(diff.num.backend().data(), diff.k + k, diff.den.backend().data());
  const Integer n = diff.num * scale->den, d = diff.den * scale->num;
  return round_up_quotient(n.backend().data(), diff.k + k - scale->k, d.backend().data());
}

}  // namespace

double ulp_error(double computed, const Fraction& exact) {
  if (!std::isfinite(computed)) return std::numeric_limits<double>::infinity();
  return round_up_difference(computed, exact, -ulp_exponent(exact), nullptr);
}

double scaled_error(double computed, const Fraction& exact, const Fraction& scale) {
  if (dyadic::sign(scale) < 0) throw std::domain_error("plumb::oracle::scaled_error: negative scale");
  if (!std::isfinite(computed)) return std::numeric_limits<double>::infinity();
  if (dyadic::sign(scale) == 0) return dyadic::sign(dyadic::fraction(computed) - exact) == 0 ? 0.0 : std::numeric_limits<double>::infinity();
  return round_up_difference(computed, exact, 53, &scale);
}

}  // namespace plumb::oracle
