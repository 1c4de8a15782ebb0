// Plumb kernels, detail: exact signs and accurate values of small polynomials.
//
// The 3D kernels decide things like "is the discriminant b^2 - ac negative"
// or "is the squared distance at most (r1 + r2)^2": signs of polynomials of
// degree 2 to 6 in the input coordinates. (Those of degree 2 are sums of
// products of differences and have their own staged evaluation,
// product_sum.h.) Each is written once, generically over a number type N
// (`[&]<class N>() { ... num<N>(x) ... }`), and evaluated at most three
// times:
//
//   1. with Bounded: a double carrying a running forward error bound (the
//      first-order analysis of each +, -, x made rigorous: each result's error
//      is the propagated error of its operands plus half an ULP of the result,
//      plus 2^-1074 for a result that may have underflowed). If the value is
//      further from 0 than its bound, its sign is the exact sign;
//   2. with BoundedDD: a double-double (hi + lo, about 106 bits) carrying the
//      same kind of bound, of order u^2 times the magnitudes: it settles
//      nearly degenerate input, whose value is a few ULPs from 0 in double;
//   2b. where stage 2 failed for range (it overflowed, or its bound is made
//      of underflowed terms) rather than for a value near 0: with
//      WideBounded (wide_bounded.h), Bounded's bound on a double whose
//      exponent is carried apart, which settles such input unless it is
//      near a degeneracy too (after overflow at once; after underflow only
//      where Dyadic128 below did not fit: an exact evaluation in range
//      also has a bound of underflowed terms);
//   3. exactly: first with Dyadic128 (dyadic128.h: one 128-bit integer times
//      a power of two, enough for the few significant bits of exactly
//      degenerate grid input, checked at every step), and where a step does
//      not fit, with BigNumber (exact_number.h): exact for every finite
//      input, every intermediate as large as its degree needs and no larger.
//
// For a value (a construction), the Bounded result is used when its bound is
// within 8u of it (relative error at most 8u / (1 - 8u)); otherwise the
// BoundedDD result when its bound shows it is the correctly rounded value;
// otherwise the exact value correctly rounded. Stated as kFormValueRelative
// (9u), as for the 2D forms.
//
// The bounds are computed in double too; the final comparisons inflate them
// by 2^-39, which covers the rounding of a few thousand bound operations (the
// polynomials here have a few dozen) and, for BoundedDD, the low part. Nothing
// allocates.
#pragma once

#include <cmath>
#include <type_traits>

#include "kernels/detail/dyadic128.h"
#include "kernels/detail/exact_number.h"
#include "kernels/detail/expansion.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/scaled.h"
#include "kernels/detail/wide_bounded.h"

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

/// A double-double hi + lo with a bound on its distance from the exact value
/// of the same expression: |hi + lo - exact| <= error.
///
/// Sum: (s, e0) = two_sum(a.hi, b.hi) is exact; t = fl(a.lo + b.lo) errs by at
/// most u|t| and e = fl(e0 + t) by u|e| (sums below 2^-1022 are exact); (hi,
/// lo) = two_sum(s, e) is exact. So the new error is a.error + b.error +
/// u (|t| + |e|).
/// Product: (p, pe) = two_product(a.hi, b.hi) is exact unless |p| < 2^-968
/// (Dekker's partial products may underflow: at most 4 2^-1075); t1 =
/// fl(a.hi b.lo) and t2 = fl(a.lo b.hi) err by u|t_i| (+ 2^-1075 each if they
/// underflow); t = fl(fl(t1 + t2) + pe) by u (|t1 + t2| + |t|); a.lo b.lo is
/// left out; (hi, lo) = two_sum(p, t) is exact. With the operands' own
/// errors, |a| <= |a.hi| + |a.lo| and likewise b:
///   error = |a| b.error + |b| a.error + a.error b.error
///         + u (|t1| + |t2| + |t1 + t2| + |t|) + |a.lo| |b.lo| + 2^-1071.
/// An overflow makes hi or error infinite or NaN; callers test for it.
struct BoundedDD {
  double hi = 0.0, lo = 0.0;
  double error = 0.0;

  static BoundedDD of(double x) { return {x, 0.0, 0.0}; }

  friend BoundedDD operator+(BoundedDD a, BoundedDD b) {
    double s = 0.0, e0 = 0.0;
    expansion::two_sum(a.hi, b.hi, s, e0);
    const double t = a.lo + b.lo;
    const double e = e0 + t;
    BoundedDD r;
    expansion::two_sum(s, e, r.hi, r.lo);
    r.error = a.error + b.error + kUnit * (std::fabs(t) + std::fabs(e));
    return r;
  }
  friend BoundedDD operator-(BoundedDD a, BoundedDD b) { return a + BoundedDD{-b.hi, -b.lo, b.error}; }
  friend BoundedDD operator*(BoundedDD a, BoundedDD b) {
    double p = 0.0, pe = 0.0;
    expansion::two_product(a.hi, b.hi, p, pe);
    const double t1 = a.hi * b.lo, t2 = a.lo * b.hi;
    const double t12 = t1 + t2;
    const double t = t12 + pe;
    BoundedDD r;
    expansion::two_sum(p, t, r.hi, r.lo);
    const double ma = std::fabs(a.hi) + std::fabs(a.lo), mb = std::fabs(b.hi) + std::fabs(b.lo);
    r.error = ma * b.error + mb * a.error + a.error * b.error +
              kUnit * ((std::fabs(t1) + std::fabs(t2)) + (std::fabs(t12) + std::fabs(t))) +
              std::fabs(a.lo) * std::fabs(b.lo) + kTiny;
    return r;
  }

  static constexpr double kTiny = 0x1p-1071;
};

/// The number type's own conversion from a double: num<Bounded>,
/// num<BoundedDD>, num<WideBounded>, num<Dyadic128>, and num<BigNumber<1>> (the exact stage;
/// every BigNumber<D> names the same family).
template <class N>
auto num(double x) {
  if constexpr (std::is_same_v<N, Bounded> || std::is_same_v<N, BoundedDD> || std::is_same_v<N, WideBounded> ||
                std::is_same_v<N, Dyadic128>)
    return N::of(x);
  else return big_of(x);
}

// A bound's comparison margin (see the file comment).
inline constexpr double kBoundMargin = 1.0 + 0x1p-39;

// Stage 3 with BigNumber, each in a frame of its own: only the big numbers
// are on the stack while they are evaluated (kernels/tests/stack_test.cpp).
template <class F>
[[gnu::noinline]] int polynomial_sign_big(const F& f) {
  return f.template operator()<BigNumber<1>>().sign();
}

template <class F>
[[gnu::noinline]] Scaled polynomial_value_big(const F& f) {
  return f.template operator()<BigNumber<1>>().to_scaled();
}

// Stage 3: Dyadic128 where every step fits, BigNumber where one does not.
template <class F>
[[gnu::noinline]] int polynomial_sign_exact(const F& f) {
  PLUMB_NOTE_EXACT_FALLBACK();
  const Dyadic128 v = f.template operator()<Dyadic128>();
  return v.lost() ? polynomial_sign_big(f) : v.sign();
}

template <class F>
[[gnu::noinline]] Scaled polynomial_value_exact(const F& f) {
  PLUMB_NOTE_EXACT_FALLBACK();
  const Dyadic128 v = f.template operator()<Dyadic128>();
  return v.lost() ? polynomial_value_big(f) : v.to_scaled();
}

/// The exact sign of the value b bounds, when its bound settles it; else 2.
inline int settled_sign(const Bounded& b) {
  const double bound = b.error * kBoundMargin;
  if (std::isfinite(b.value) && std::isfinite(bound)) {
    if (b.value > bound) return 1;
    if (-b.value > bound) return -1;
    if (b.value == 0.0 && b.error == 0.0) return 0;  // every step exact (all zeros)
  }
  return 2;
}

inline int settled_sign(const BoundedDD& d) {
  const double bound = d.error * kBoundMargin;
  if (std::isfinite(d.hi) && std::isfinite(bound) && std::fabs(d.hi) > bound) return d.hi > 0.0 ? 1 : -1;
  return 2;
}

/// Whether a double-double evaluation that settled nothing was defeated by
/// overflow rather than by a value near 0.
inline bool overflowed(const BoundedDD& d) { return !(std::fabs(d.hi) <= 0x1p1000 && d.error <= 0x1p1000); }

/// Whether its bound is made of underflowed terms (or of nothing: an exact
/// evaluation): a value near 0 of input in range has a bound of order u^2
/// times its terms' magnitudes, far above 2^-900.
inline bool underflowed(const BoundedDD& d) { return d.error < 0x1p-900; }

// Stage 2b for input that overflowed (wide_bounded.h), then stage 3.
template <class F>
[[gnu::noinline]] int polynomial_sign_wide(const F& f) {
  const int settled = settled_sign(f.template operator()<WideBounded>());
  return settled != 2 ? settled : polynomial_sign_exact(f);
}

// For input whose bound underflowed: Dyadic128 first (an exact evaluation
// in range has such a bound too, and grid input of any binade fits), then
// stage 2b, then BigNumber.
template <class F>
[[gnu::noinline]] int polynomial_sign_underflowed(const F& f) {
  PLUMB_NOTE_EXACT_FALLBACK();
  const Dyadic128 v = f.template operator()<Dyadic128>();
  if (!v.lost()) return v.sign();
  const int settled = settled_sign(f.template operator()<WideBounded>());
  return settled != 2 ? settled : polynomial_sign_big(f);
}

/// The sign of `f` after its double-double evaluation `d` settled nothing:
/// the wide stage where d's range was the trouble, then exactly.
template <class F>
int polynomial_sign_after(const BoundedDD& d, const F& f) {
  if (overflowed(d)) return polynomial_sign_wide(f);
  return underflowed(d) ? polynomial_sign_underflowed(f) : polynomial_sign_exact(f);
}

// Stages 2 and 3 of polynomial_sign.
template <class F>
[[gnu::noinline]] int polynomial_sign_unsettled(const F& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const BoundedDD d = f.template operator()<BoundedDD>();
  const int settled = settled_sign(d);
  return settled != 2 ? settled : polynomial_sign_after(d, f);
}

// Stages 2 and 3 of polynomial_value: the correctly rounded value.
template <class F>
[[gnu::noinline]] Scaled polynomial_value_accurate(const F& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const BoundedDD d = f.template operator()<BoundedDD>();
  // certified_nearest (form_value.h) needs a normal result.
  if (std::isfinite(d.hi) && std::fabs(d.hi) >= 0x1p-1000) {
    const double v = certified_nearest(d.hi, d.lo, d.error * kBoundMargin);
    if (!std::isnan(v)) return to_scaled(v);
  }
  return polynomial_value_exact(f);
}

/// Exact sign of the polynomial `f`, a generic callable with
/// `template <class N> auto operator()() const` (a lambda `[&]<class N>() {
/// ... }`). Finite inputs only.
template <class F>
int polynomial_sign(const F& f) {
  const int filtered = settled_sign(f.template operator()<Bounded>());
  return filtered != 2 ? filtered : polynomial_sign_unsettled(f);
}

/// The polynomial's value with relative error <= kFormValueRelative, as a
/// Scaled (never overflows); exactly 0 when the polynomial is 0.
template <class F>
Scaled polynomial_value(const F& f) {
  const Bounded b = f.template operator()<Bounded>();
  const double bound = b.error * kBoundMargin;
  if (std::isfinite(b.value) && std::isfinite(bound) && bound <= kAcceptRelative * std::fabs(b.value))
    return to_scaled(b.value);
  return polynomial_value_accurate(f);
}

/// sqrt of a non-negative Scaled: relative error at most e_x / 2 + u (half of
/// x's, plus the root's own rounding: half an ULP, at most u of the root).
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
