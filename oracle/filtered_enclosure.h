// Plumb oracle, filtered path: certified enclosures of exact values.
//
// Method: a value is carried as a two-word midpoint hi + lo in x87 extended
// precision (long double: 64-bit significand, 15-bit exponent) and a radius,
// with |exact - (hi + lo)| <= radius. A sum is formed EXACTLY as a short
// chain of error-free transformations (Knuth's TwoSum) and compressed to two
// words, each dropped word known exactly; a product of one-word values is
// exact (Dekker's TwoProduct with Veltkamp's split), and a product with a
// two-word operand adds its three small cross products in round-to-nearest
// under a bound derived beside the code (2^-61 of their magnitudes). The
// radius grows by the dropped words or that bound, plus the propagated radii
// of the operands, all summed with upward rounding.
// Why the extended format: inputs are doubles (at least 2^-1074 when not
// zero), and every polynomial the filter evaluates has degree at most 8, so
// all quantities stay far inside the format's range (2^+-16382): no error-free
// transformation underflows or overflows. That is checked anyway (a result
// outside [2^-8000, 2^8000] marks the enclosure invalid, and the caller falls
// back to rationals).
// Why obviously correct: when nothing is dropped or rounded the midpoint IS
// the exact value and the radius stays 0 (so exact zeros, as on every grid
// case, are certified as zeros); otherwise the radius is a sum of exact
// dropped magnitudes, of the products' rounding bound and of the operands'
// propagated errors, each rounded upward.
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
              "the filtered oracle needs an extended format with a 15-bit exponent (x87 long double or binary128)");

/// An enclosure of an exact real x: |x - (hi + lo)| <= rad.
/// valid == false: a result left the range where the error-free
/// transformations are proven; such an enclosure decides nothing.
struct Enclosure {
  Real hi = 0;
  Real lo = 0;
  Real rad = 0;
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
