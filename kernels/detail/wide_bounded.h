// Plumb kernels, detail: a filter stage that cannot overflow or underflow, for
// polynomials of coordinates far outside the range a double product survives.
//
// Why: Bounded and BoundedDD (polynomial.h) are doubles. A degree-4
// polynomial of coordinates near 1e100 overflows, one of coordinates near
// 1e-100 underflows to a bound of subnormals, and a sum of coordinates of
// very different magnitudes (bit patterns drawn at random: 1e300 and 1e-300)
// does both. Such input is seldom near a degeneracy, yet neither double stage
// can say so, and the exact stage pays for the whole span of exponents: a
// difference of 1e300 and 1e-300 is a 2000-bit number, and BigNumber's
// products of such numbers are the exact stage's main cost. WideBounded is
// Bounded's running error bound on a double whose exponent is carried apart,
// as Scaled is (scaled.h), so that it settles such input as Bounded settles
// ordinary input.
//
// Representation: value v 2^e with bound b 2^e on its distance from the exact
// value, kept with max(|v|, b) in [1, 2) (or v = b = 0 for an exact 0), so
// that no operation on two operands overflows and a product's or sum's
// rounding error is relative to a value near 1. The error analysis is
// Bounded's, in the frame 2^e, with one absolute term kFloor = 2^-1000 where
// Bounded has 2^-1074: it covers every rounding of an operation into the
// subnormals (each at most 2^-1075), and beside values near 1 it settles
// nothing less.
//   product: e = ea + eb, v = fl(va vb), |va vb - v| <= u |v| + kFloor, and
//            the propagated |va| bb + |vb| ba + ba bb;
//   sum:     the operand of the smaller exponent is brought to the larger by
//            a power of two 2^-d (exact unless the result is subnormal:
//            kFloor added); for d > 1000 it is dropped, value and bound
//            (together below 4 2^-d <= 2^-999) replaced by a bound of
//            4 kFloor; then v = fl(va + vb'), error u |v| + kFloor;
//   the frame: v and b are brought to max(|v|, b) in [1, 2) by a power of
//            two, exact when scaling up (b >= kFloor keeps the power at most
//            2^1000), and kFloor added when scaling down (by at most 2^-4).
// Every bound computation rounds to nearest, each a relative error of u at
// most: the comparison margin (polynomial.h's kBoundMargin, 1 + 2^-39) covers
// a few thousand of them. NaN or infinity never arise from finite input
// (every operand is below 2, every result below 16); a non-finite input makes
// the value NaN and the sign unsettled.
//
// Exact steps: a value also says whether every step so far was exact (an
// input; a product of significands of at most 53 significant bits between
// them; a sum whose shifted operand lost nothing and whose two_sum error is
// 0). Such a value is the exact one, so its sign is settled even when it is
// 0: exactly degenerate grid input far outside double's range (coordinates
// of few significant bits scaled to 2^+-1000) is decided here without the
// exact stage, which it would otherwise reach after this stage anyway.
//
// Where it runs: after the double-double stage when that stage failed for
// range, not for a value near 0 (polynomial.h, polynomial_sign_after), and before the
// exact sum of products of coordinates outside the expansions' range
// (product_sum.h). Not on input in range: there the double-double stage
// failed because the value is near 0, where this bound settles nothing, and
// Dyadic128 (the exact stage's first attempt) decides grid input as cheaply.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/expansion.h"
#include "kernels/detail/form.h"
#include "kernels/detail/scaled.h"

namespace plumb::detail {

struct WideBounded {
  double value = 0.0;  // times 2^exponent
  double error = 0.0;  // times 2^exponent: |value 2^exponent - exact| <= error 2^exponent
  int exponent = 0;
  bool exact = true;  // every step so far without rounding: value 2^exponent is the exact value

  /// A double, exactly (error 0). Finite input keeps the invariant; a
  /// non-finite one gives a NaN value, which no sign is ever settled from.
  static WideBounded of(double x) {
    if (x == 0.0) return {};
    if (!std::isfinite(x)) return not_a_number();
    if (std::fabs(x) < 0x1p-1000) {  // a subnormal (or nearly): 2^1000 x is exact and normal
      WideBounded r = of(x * 0x1p1000);
      r.exponent -= 1000;
      return r;
    }
    // The significand with the exponent of 1, read from the bits (2^-k itself
    // is not a double for k = 1023).
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const double m = std::bit_cast<double>((bits & 0x800fffffffffffffull) | 0x3ff0000000000000ull);
    return {m, 0.0, binary_exponent(x)};
  }

  friend WideBounded operator-(WideBounded a) {
    a.value = -a.value;
    return a;
  }

  friend WideBounded operator*(WideBounded a, WideBounded b) {
    const double v = a.value * b.value;
    // Two exact significands of wa and wb significant bits have a product of
    // at most wa + wb bits: exact when that is at most 53 (both values are
    // in [1, 2), or 0, when exact).
    if (a.exact && b.exact && significant_bits(a.value) + significant_bits(b.value) <= 53)
      return exactly(v, a.exponent + b.exponent);
    const double bound = std::fabs(a.value) * b.error + std::fabs(b.value) * a.error + a.error * b.error +
                         kUnit * std::fabs(v) + kFloor;
    return normalized(v, bound, a.exponent + b.exponent);
  }

  friend WideBounded operator+(WideBounded a, WideBounded b) {
    if (a.value == 0.0 && a.error == 0.0) return b;
    if (b.value == 0.0 && b.error == 0.0) return a;
    if (a.exponent < b.exponent) std::swap(a, b);  // b is brought to a's frame
    const int d = a.exponent - b.exponent;
    double bv = 0.0, be = 4.0 * kFloor;  // d > 1000: |b.value| + b.error < 4 2^-d <= 2^-999
    bool shifted_exactly = false;
    if (d <= 1000) {
      const double s = pow2(-d);
      bv = b.value * s;
      be = b.error * s + kFloor;  // both may have rounded into the subnormals
      shifted_exactly = bv * pow2(d) == b.value;
    }
    double v = 0.0, rounding = 0.0;
    expansion::two_sum(a.value, bv, v, rounding);  // v = fl(a.value + bv), exactly rounding away
    if (a.exact && b.exact && shifted_exactly && rounding == 0.0) return exactly(v, a.exponent);
    return normalized(v, a.error + be + kUnit * std::fabs(v) + kFloor, a.exponent);
  }
  friend WideBounded operator-(WideBounded a, WideBounded b) { return a + (-b); }

  // An absolute term in the frame (where the value is near 1) that covers
  // every rounding into the subnormals of one operation, each at most
  // 2^-1075, with a wide margin: it settles nothing less.
  static constexpr double kFloor = 0x1p-1000;

 private:
  // floor(log2 |x|) for finite x != 0, subnormals included.
  static int binary_exponent(double x) {
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const int biased = static_cast<int>((bits >> 52) & 0x7ff);
    if (biased != 0) return biased - 1023;
    return -1011 - std::countl_zero(bits & ((std::uint64_t{1} << 52) - 1));  // 63 - clz - 1074
  }
  // The frame with max(|v|, error) in [1, 2). error >= kFloor here and both
  // are below 16 (operands below 2), so the power 2^-k is in [2^-4, 2^1000];
  // scaling down may round v and the error into the subnormals.
  static WideBounded normalized(double v, double error, int exponent) {
    if (!(std::fabs(v) < 16.0)) return not_a_number();  // a NaN input
    const double t = std::fabs(v) > error ? std::fabs(v) : error;
    const int k = binary_exponent(t);
    const double s = pow2(-k);
    return {v * s, error * s + (k > 0 ? kFloor : 0.0), exponent + k, false};
  }
  // An exact result v 2^exponent, |v| < 16, in the frame |v| in [1, 2). An
  // exact v of the operations above is 0 or normal (a product of values in
  // [1, 2) is in [1, 4); a sum of a value in [1, 2) and one below 2 cancels
  // only when their exponents differ by at most 1, leaving a multiple of
  // 2^-53), so the power of two is exact.
  static WideBounded exactly(double v, int exponent) {
    if (!(std::fabs(v) < 16.0)) return not_a_number();
    if (v == 0.0) return {};
    const int k = binary_exponent(v);
    return {v * pow2(-k), 0.0, exponent + k, true};
  }
  static WideBounded not_a_number() { return {std::nan(""), 0.0, 0, false}; }
  // Bits from the leading to the last nonzero one of a normal double's
  // significand (1 to 53).
  static int significant_bits(double x) {
    const std::uint64_t significand = (std::bit_cast<std::uint64_t>(x) & ((std::uint64_t{1} << 52) - 1)) | (std::uint64_t{1} << 52);
    return 53 - std::countr_zero(significand);
  }
};

/// The exact sign of the value w bounds, when its bound settles it; else 2.
inline int settled_sign(const WideBounded& w) {
  if (w.exact) return w.value > 0.0 ? 1 : (w.value < 0.0 ? -1 : 0);
  const double bound = w.error * (1.0 + 0x1p-39);  // polynomial.h's kBoundMargin
  if (w.value > bound) return 1;
  if (-w.value > bound) return -1;
  return 2;  // also for a NaN value
}

}  // namespace plumb::detail
