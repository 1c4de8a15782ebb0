// Plumb kernels, detail: exact signs and accurate values of small polynomials.
//
// The 3D kernels decide things like "is the discriminant b^2 - ac negative"
// or "is the squared distance at most (r1 + r2)^2": signs of polynomials of
// degree 2 to 6 in the input coordinates. Each is written once, generically
// over a number type N, and evaluated twice at most:
//
//   1. with Bounded: a double carrying a running forward error bound (the
//      first-order analysis of each +, -, x made rigorous: each result's error
//      is the propagated error of its operands plus half an ULP of the result,
//      plus 2^-1074 for a result that may have underflowed). If the value is
//      further from 0 than its bound, its sign is the exact sign;
//   2. otherwise, or after an overflow, with ExactNumber: exact.
//
// For a value (a construction), the Bounded result is used when its bound is
// within 8u of it, else the exact value is rounded: either way the relative
// error is at most kFormValueRelative (9u), as for the 2D forms.
//
// The bounds are computed in double too; the final comparison inflates them
// by 2^-40, which covers the rounding of a few thousand bound operations (the
// polynomials here have a few dozen). Nothing allocates.
#pragma once

#include <cmath>
#include <type_traits>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/scaled.h"
#include "kernels/orientation.h"

namespace plumb::detail {

/// A double with a bound on its distance from the exact value of the same
/// expression: |value - exact| <= error.
struct Bounded {
  double value = 0.0;
  double error = 0.0;

  static Bounded of(double x) { return {x, 0.0}; }

  friend Bounded operator+(Bounded a, Bounded b) {
    const double v = a.value + b.value;
    return {v, a.error + b.error + kUnit * std::fabs(v) + kTiny};
  }
  friend Bounded operator-(Bounded a, Bounded b) {
    const double v = a.value - b.value;
    return {v, a.error + b.error + kUnit * std::fabs(v) + kTiny};
  }
  friend Bounded operator*(Bounded a, Bounded b) {
    const double v = a.value * b.value;
    return {v, std::fabs(a.value) * b.error + std::fabs(b.value) * a.error + a.error * b.error +
                   kUnit * std::fabs(v) + kTiny};
  }

  // The least subnormal: more than a result rounded into the subnormal range
  // can be off by (half of it), beyond the relative u.
  static constexpr double kTiny = 0x1p-1074;
};

/// The number type's own conversion from a double.
template <class N>
N num(double x) {
  if constexpr (std::is_same_v<N, ExactNumber>) return ExactNumber::from_double(x);
  else return N::of(x);
}

/// Exact sign of the polynomial `f`, a generic callable with
/// `template <class N> N operator()() const` (a lambda `[&]<class N>() { ... }`).
/// Finite inputs only.
template <class F>
int polynomial_sign(const F& f) {
  const Bounded b = f.template operator()<Bounded>();
  const double bound = b.error * (1.0 + 0x1p-40);
  if (std::isfinite(b.value) && std::isfinite(bound)) {
    if (b.value > bound) return 1;
    if (-b.value > bound) return -1;
    if (b.value == 0.0 && b.error == 0.0) return 0;  // every step exact (all zeros)
  }
  PLUMB_NOTE_EXACT_FALLBACK();
  return f.template operator()<ExactNumber>().sign();
}

/// The polynomial's value with relative error <= kFormValueRelative, as a
/// Scaled (never overflows); exactly 0 when the polynomial is 0.
template <class F>
Scaled polynomial_value(const F& f) {
  const Bounded b = f.template operator()<Bounded>();
  const double bound = b.error * (1.0 + 0x1p-40);
  if (std::isfinite(b.value) && std::isfinite(bound) && bound <= kAcceptRelative * std::fabs(b.value))
    return to_scaled(b.value);
  PLUMB_NOTE_EXACT_FALLBACK();
  return f.template operator()<ExactNumber>().to_scaled();
}

/// sqrt of a non-negative Scaled: relative error (e_x / 2 + u/2) plus that of x.
inline Scaled sqrt_scaled(Scaled x) {
  if (x.mantissa <= 0.0) return {};
  double m = x.mantissa;
  int e = x.exponent;
  if (e % 2 != 0) {  // make the exponent even: m in [2, 4)
    m *= 2.0;
    e -= 1;
  }
  return to_scaled_with_exponent(std::sqrt(m), e / 2);
}

/// a + b for Scaled values of the same sign (no cancellation): relative error u
/// beyond the operands'.
inline Scaled add_same_sign(Scaled a, Scaled b) {
  if (a.mantissa == 0.0) return b;
  if (b.mantissa == 0.0) return a;
  const int e = a.exponent > b.exponent ? a.exponent : b.exponent;
  return to_scaled_with_exponent(scale_by_pow2(a.mantissa, a.exponent - e) + scale_by_pow2(b.mantissa, b.exponent - e), e);
}

}  // namespace plumb::detail
