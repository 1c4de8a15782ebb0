// Plumb oracle, filtered path: certified enclosures of exact values.
//
// Method: a value is carried as a two-word midpoint hi + lo in x87 extended
// precision (long double: 64-bit significand, 15-bit exponent) and a radius,
// with |exact - (hi + lo)| <= radius. Every operation first forms its result
// EXACTLY as a short expansion of error-free transformations (Knuth's
// TwoSum, Dekker's TwoProduct with Veltkamp's split), then compresses it to
// two words with TwoSum again; every word the compression drops is known
// exactly, and the radius grows by their magnitudes (summed and rounded
// upward) plus the propagated radii of the operands. Nothing rests on a
// published error bound: the only inexact steps are the compression's own
// dropped words, each known exactly, and the upward-rounded radius sums.
// Why the extended format: inputs are doubles (at least 2^-1074 when not
// zero), and every polynomial the filter evaluates has degree at most 8, so
// all quantities stay far inside the format's range (2^+-16382): no error-free
// transformation underflows or overflows. That is checked anyway (a result
// outside [2^-8000, 2^8000] marks the enclosure invalid, and the caller falls
// back to rationals).
// Why obviously correct: when no word is dropped the midpoint IS the exact
// value and the radius stays 0 (so exact zeros are certified as zeros);
// otherwise the radius is a sum of exact dropped magnitudes and of rigorous
// bounds on the operands' propagated errors, each rounded upward.
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

/// x nudged one extended ULP up or down (a directed-rounding helper for a
/// value just computed with round-to-nearest). Never throw.
inline Real up(Real x) { return std::nextafter(x, std::numeric_limits<Real>::infinity()); }
inline Real down(Real x) { return std::nextafter(x, -std::numeric_limits<Real>::infinity()); }

namespace testing {
/// The seeded fault of the filtered path, for its agreement test only: while
/// on, products drop the words they discard without adding them to the
/// radius (a bound made too small). Off by default.
void set_product_bound_fault(bool on);
bool product_bound_fault();
}  // namespace testing

}  // namespace plumb::oracle::filtered
