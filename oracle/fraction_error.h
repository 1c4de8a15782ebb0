// Plumb oracle: the error measures of error.h on unreduced fractions.
//
// Method: as error.h -- the difference and the quotient formed exactly as one
// integer numerator and denominator, one upward rounding to 53 bits, then
// upward to the double grid -- with the exact value given as a Fraction
// (fraction.h), so no canonical Rational (and no gcd) is ever formed.
// Why obviously correct: the value rounded is the same exact number the
// Rational versions round, by the same two upward roundings, so each
// measure returns exactly what its Rational version returns
// (oracle/tests/fraction_test.cpp compares them).
#pragma once

#include <gmp.h>

#include "oracle/fraction.h"

namespace plumb::oracle {

/// n 2^k / d rounded upward to a double (the least double >= the value;
/// +inf past DBL_MAX). Takes: n >= 0, d > 0, any k. Never throws.
double round_up_quotient(mpz_srcptr n, long k, mpz_srcptr d);

/// floor(log2 |x|) for x != 0, exactly.
long floor_log2(const dyadic::Fraction& x);

/// The exponent k with ulp_of(x) = 2^k for the binade of |x| (-1074 for 0),
/// exactly.
long ulp_exponent(const dyadic::Fraction& x);

/// As ulp_error(computed, to_rational(exact)) (error.h): the same double.
double ulp_error(double computed, const dyadic::Fraction& exact);

/// As ulp_error_sqrt(computed, to_rational(square)) (error.h): the same
/// double (the square rounded to the same 320-bit enclosure, from its
/// numerator and denominator). Throws std::domain_error when square < 0.
/// Defined in error.cpp, beside the Rational version whose steps it shares.
double ulp_error_sqrt(double computed, const dyadic::Fraction& square);

/// As scaled_error(computed, to_rational(exact), to_rational(scale))
/// (error.h): the same double. Throws std::domain_error when scale < 0.
double scaled_error(double computed, const dyadic::Fraction& exact, const dyadic::Fraction& scale);

}  // namespace plumb::oracle
