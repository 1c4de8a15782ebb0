// Plumb oracle, filtered path: certified enclosures of exact values.
//
// Method: a value is carried as a two-word midpoint hi + lo in doubles
// (binary64) and a radius, with |exact - (hi + lo)| <= radius. A sum is formed
// EXACTLY as a short chain of error-free transformations (Knuth's TwoSum) and
// compressed to two words, each dropped word known exactly; a product of
// one-word values is exact (TwoProduct: one FMA where the build has it,
// Dekker's product with Veltkamp's split otherwise) unless it underflows, and
// a product with a two-word operand adds its three small cross products in
// round-to-nearest under a bound derived beside the code (2^-50 of their
// magnitudes plus 2^-1072 for underflow). The radius grows by the dropped
// words or that bound, plus the propagated radii of the operands, all summed
// with upward rounding (the next double up: exact bit arithmetic).
// Range: TwoSum is exact for all finite doubles, subnormals included; a
// TwoProduct whose rounded product is below 2^-967 in magnitude may have an
// inexact error word, so the error word is dropped there and 2^-1019 (at
// least half an ULP of such a product) goes into the radius; overflow gives
// an infinity or a NaN somewhere in a result, and a result with a
// non-finite word or radius is invalid (the caller then falls back to the
// exact stage). So inputs far from 1 (a polynomial of degree 8 overflows for
// inputs past about 2^127) are not refused: they fall back.
// Why obviously correct: when nothing is dropped or rounded the midpoint IS
// the exact value and the radius stays 0 (so exact zeros, as on every grid
// case, are certified as zeros); otherwise the radius is a sum of exact
// dropped magnitudes, of the products' rounding and underflow bounds and of
// the operands' propagated errors, each rounded upward.
// Scalar bounds derived from enclosures (upper_abs, lower_abs and the error
// measures of filtered_quotient.h) are formed in x87 extended precision
// (Real below): few operations per check, and its exponent range keeps
// ULP scalings of tiny distances exact.
//
// Independence: this is the oracle's own code and method (enclosures, never
// a floating-point filter with an a priori bound, never an exact expansion
// arithmetic); nothing here comes from kernels/detail.
#pragma once

#include <cmath>
#include <limits>
#include <optional>

namespace plumb::oracle::filtered {

using Real = long double;

static_assert(std::numeric_limits<Real>::digits >= 64 && std::numeric_limits<Real>::max_exponent >= 16384,
              "the filtered oracle's scalar bounds need an extended format with a 15-bit exponent (x87 long double or binary128)");
static_assert(std::numeric_limits<double>::is_iec559 && std::numeric_limits<double>::digits == 53 &&
                  std::numeric_limits<double>::has_denorm == std::denorm_present,
              "the enclosures' error-free transformations are derived for IEEE binary64 with subnormals");

/// An enclosure of an exact real x: |x - (hi + lo)| <= rad.
/// valid == false: a result overflowed (a word or the radius is not
/// finite), or an input was not finite; such an enclosure decides nothing.
struct Enclosure {
  double hi = 0;
  double lo = 0;
  double rad = 0;
  bool valid = true;
};

/// The exact value of a double (finite or not: a non-finite value gives an
/// invalid enclosure). Never throws.
Enclosure enclose(double v);

/// a - b for two doubles, exactly (radius 0; one TwoSum). Non-finite input
/// gives an invalid enclosure. Never throws.
Enclosure exact_difference(double a, double b);

/// Sums, differences, negation and products of enclosures: the exact result
/// lies within the result's enclosure whenever it lies within the operands'.
/// Never throw.
Enclosure operator+(const Enclosure& a, const Enclosure& b);
Enclosure operator-(const Enclosure& a, const Enclosure& b);
Enclosure operator-(const Enclosure& a);
Enclosure operator*(const Enclosure& a, const Enclosure& b);

/// The sign of the enclosed value (-1, 0, +1) when the enclosure settles it
/// (0 only for an exact zero: midpoint and radius both 0); nullopt when the
/// enclosure contains values of different signs, or is invalid.
std::optional<int> sign(const Enclosure& a);

/// A number >= |x| for every x in the enclosure (+inf when invalid).
Real upper_abs(const Enclosure& a);

/// A number in [0, |x|] for every x in the enclosure (0 when invalid or
/// when the enclosure contains 0).
Real lower_abs(const Enclosure& a);

/// Directed rounding of an extended value to double: the least double >= x
/// and the greatest double <= x. Never throw.
double double_up(Real x);
double double_down(Real x);

/// x moved outward past the rounding error of the operation that just
/// produced it with round-to-nearest: a result x is within ulp(x) / 2 <=
/// 2^-64 |x| of the exact value (plus half the least subnormal below the
/// normal range), and x + (2^-62 |x| + 2^-16000) rounds to at least
/// x + ulp(x). Cheaper than nextafterl (a library call), and
/// looser by a few ULPs of the extended format only. Infinities stay. Never throw.
inline Real up(Real x) {
  if (!(std::fabs(x) <= std::numeric_limits<Real>::max())) return x;
  return x + (std::fabs(x) * 0x1p-62L + 0x1p-16000L);
}
inline Real down(Real x) {
  if (!(std::fabs(x) <= std::numeric_limits<Real>::max())) return x;
  return x - (std::fabs(x) * 0x1p-62L + 0x1p-16000L);
}

namespace testing {
/// The seeded fault of the filtered path, for its agreement test only: while
/// on, products with a two-word operand leave their rounding bound out of the
/// radius (a bound made too small). Off by default.
void set_product_bound_fault(bool on);
bool product_bound_fault();
}  // namespace testing

}  // namespace plumb::oracle::filtered
