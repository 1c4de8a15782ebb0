// Plumb kernels, detail: the form every 2D decision reduces to, and its
// evaluations shared by the sign path (form_sign.h) and the value path
// (form_value.h).
//
//   F = (a1 - a0)(b1 - b0) + sigma (c1 - c0)(d1 - d0),   sigma = +1 or -1.
//
// Here: the form itself, its double evaluation with Shewchuk's forward error
// bound (filter(), also used by the value path), the exact evaluations as a
// floating-point expansion (for coordinates 0 or within 2^+-480) and as an
// ExactNumber (every finite input), and the range guard between the two.
//
// Requires -ffp-contract=off (set on the plumb_kernels target): a contracted
// fused multiply-add would round the products differently from the bounds'
// derivations, and would break the error-free transformations.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/expansion.h"
#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb::detail {

inline constexpr double kUnit = 0x1p-53;  // u: half an ULP of 1
// (3u + 16u^2) from Shewchuk, plus u^2 for a product that underflows.
inline constexpr double kFilterBound = (3.0 + 17.0 * kUnit) * kUnit;
// The plain double evaluation is used while the permanent lies in this range,
// where no product can overflow and a product below the normal range is
// negligible; outside it each difference is first scaled to [1, 2).
inline constexpr double kMinPlainPermanent = 0x1p-960;
inline constexpr double kMaxPlainPermanent = 0x1p+960;
// A filtered value is accepted when its bound, with the last rounding, is
// within this fraction of it (stage1_accepts below); then its relative error
// is at most 8u / (1 - 8u).
inline constexpr double kAcceptRelative = 8.0 * kUnit;

// A filter's bound k (x + n), n = 2^-1000 its floor for roundings below the
// normal range (stage A's filters: form_sign.h, product_sum.h, quick.h,
// closest_point3d.h, ray_box.h), computed as fl(fl(k x) + k_n), k_n =
// fl(k n) a constant folded at compile time (the caller's constexpr), and
// not as fl(k fl(x + n)): k n is about 2^-1050, below the normal range,
// and a product that rounds there costs a microcode assist on common x86
// cores; with x = 0 (all products 0: repeated or axis-aligned coordinates)
// every call would pay it, while k x is then 0 and an addition of a subnormal constant costs
// nothing. Each derivation lower-bounds its computed bound by k x /
// (1 + u)^j + k n / (1 + u)^2, j the roundings of x and the bound; this
// form gives at least k x / (1 + u)^j + (k n - 2^-1074) / (1 + u) (k x and
// k_n each round down by at most u of themselves or 2^-1075, the sum by u
// of itself; the same j: one rounding of x + n is traded for that of k_n),
// and every derivation's underflow terms, at most 2^-1069, are far below
// k n - 2^-1074 >= 2^-1052.
inline double floored_bound(double k, double x, double k_n) { return k * x + k_n; }

/// Stage 1's acceptance of a double evaluation v: |v - F| <= budget |v|, so
/// that v's relative error is at most budget / (1 - budget) (budget a small
/// multiple of u, at most 20u).
/// Why budget - u: `bound` is a sign filter's a priori bound (kFilterBound P
/// here, kSumValueBound<K> P in product_sum.h), which covers the rounding of
/// the differences, the products and every addition but the last. The last
/// rounding cannot change a sign, so the sign tests leave it out, but it
/// moves the value by up to u |v| more; charging it here keeps the total
/// within budget |v|. budget - u is exact, and folds to a constant wherever
/// the budget is one.
inline bool stage1_accepts(double bound, double value, double budget) {
  return bound <= (budget - kUnit) * std::fabs(value);
}

/// Relative error bound of values returned by form_value() (form_value.h):
/// 8u/(1-8u) on the filtered path, u on the correctly rounded ones. Stated as 9u.
inline constexpr double kFormValueRelative = 9.0 * kUnit;

struct Form {
  double a1, a0, b1, b0, c1, c0, d1, d0;
  double sigma;  // +1 or -1
};

/// The double evaluation of a form: F ~ value * 2^exponent with
/// |value * 2^exponent - F| <= bound * 2^exponent.
struct Filtered {
  double value;
  double bound;
  int exponent;
};

// The same evaluation with every difference scaled to [1, 2) first, so that no
// product overflows or underflows whatever the inputs' magnitude. For inputs
// whose products are all normal it rounds exactly as the plain evaluation,
// scaled: results do not depend on which of the two ran.
[[gnu::noinline]] inline Filtered filter_rescaled(const Form& f) {
  const Scaled A = scaled_difference(f.a1, f.a0), B = scaled_difference(f.b1, f.b0);
  const Scaled C = scaled_difference(f.c1, f.c0), D = scaled_difference(f.d1, f.d0);
  const double P = A.mantissa * B.mantissa, Q = C.mantissa * D.mantissa;
  const int eP = A.exponent + B.exponent, eQ = C.exponent + D.exponent;
  if (P == 0.0 && Q == 0.0) return {0.0, 0.0, 0};  // both products exactly zero
  const int e = P == 0.0 ? eQ : Q == 0.0 ? eP : (eP > eQ ? eP : eQ);
  const double p = scale_by_pow2(P, eP - e), q = scale_by_pow2(Q, eQ - e);
  const double value = p + f.sigma * q;
  return {value, kFilterBound * (std::fabs(p) + std::fabs(q)), e};
}

inline Filtered filter(const Form& f) {
  const double A = f.a1 - f.a0, B = f.b1 - f.b0;
  const double C = f.c1 - f.c0, D = f.d1 - f.d0;
  const double p = A * B, q = C * D;
  const double value = p + f.sigma * q;
  const double permanent = std::fabs(p) + std::fabs(q);
  // Written so that NaN (inf - inf) also fails the range test.
  if (permanent >= kMinPlainPermanent && permanent <= kMaxPlainPermanent)
    return {value, kFilterBound * permanent, 0};
  return filter_rescaled(f);
}

inline BigNumber<2> exact_form(const Form& f) {
  const BigNumber<1> A = big_of(f.a1) - big_of(f.a0), B = big_of(f.b1) - big_of(f.b0);
  const BigNumber<1> C = big_of(f.c1) - big_of(f.c0), D = big_of(f.d1) - big_of(f.d0);
  return f.sigma > 0 ? A * B + C * D : A * B - C * D;
}

// The expansion stage: F exactly as a floating-point expansion
// (kernels/detail/expansion.h; Shewchuk 1997, Dekker 1971).
//
// Each difference a1 - a0 is exactly Ah + Al (two_diff: the rounded
// difference and its rounding error; Al = 0 when the difference is exact).
// Each product is then (Ah + Al)(Bh + Bl) = (Ah + Al) Bh + (Ah + Al) Bl: two
// scalings of a two-term expansion by a double, each exact as at most four
// terms (Dekker's product per term, Shewchuk's Scale-Expansion), summed into
// at most eight; F = AB + sigma CD is their exact sum, at most sixteen terms
// (Shewchuk's Fast-Expansion-Sum; negating CD is exact). With zero tails, the
// common case on small-integer input, this shrinks to two two-term products
// and one four-term sum. Zero components are dropped as they appear, and the
// result is nonoverlapping with the largest component last, so F's sign is
// that component's sign -- exactly, with no bound to test.
//
// Range guard: every coordinate is 0 or has magnitude in [2^-480, 2^480].
// Why that suffices: such a coordinate is an integer multiple of 2^-532 (its
// lowest bit is at most 52 places below its leading one), so every difference
// part and every half of a split is a multiple of 2^-532 of magnitude at most
// 2^481, and every value the stage computes -- in the exact arithmetic the
// error-free transformations model -- is a multiple of 2^-1064 of magnitude
// below 2^968 (rounding to 53 bits keeps a multiple of a power of two g one:
// a result below 2^53 g is exact, a larger one has a spacing of at least g) (products of two parts at most 2^962, at most sixteen of them
// summed, the splitter's (2^27 + 1) a at most 2^509). Binary64 rounds such a
// value exactly as unbounded-exponent arithmetic does: it cannot overflow,
// and where it lies below 2^-1022 it is a multiple of the least subnormal
// 2^-1074 and so a subnormal with no rounding at all. The transformations'
// proofs, stated for unbounded exponents, therefore hold unchanged. Outside
// the guard (a coordinate beyond 2^480 or nonzero below 2^-480) the stage is
// skipped and ExactNumber decides. The guard depends on the coordinates'
// magnitudes only, so it is never a tolerance: both sides give the exact sign.
inline constexpr double kExpansionMin = 0x1p-480;
inline constexpr double kExpansionMax = 0x1p+480;

// v is 0 or min <= |v| <= max (min, max positive normal doubles). Tested on
// the bit patterns, which order nonnegative doubles (and then inf, then NaN)
// as their values: the range is one unsigned comparison, and -0.0 and +0.0
// pass as 0. No branch.
inline bool zero_or_within(double v, double min, double max) {
  constexpr std::uint64_t kMagnitude = ~(std::uint64_t{1} << 63);
  const std::uint64_t lo = std::bit_cast<std::uint64_t>(min), hi = std::bit_cast<std::uint64_t>(max);
  const std::uint64_t a = std::bit_cast<std::uint64_t>(v) & kMagnitude;
  return (a == 0) | (a - lo <= hi - lo);
}

inline bool in_expansion_range(double v) { return zero_or_within(v, kExpansionMin, kExpansionMax); }

// `&` on ints, not `&&`: all eight are cheap, and a branch per coordinate costs more.
inline bool in_expansion_range(const Form& f) {
  const int all = int(in_expansion_range(f.a1)) & int(in_expansion_range(f.a0)) & int(in_expansion_range(f.b1)) &
                  int(in_expansion_range(f.b0)) & int(in_expansion_range(f.c1)) & int(in_expansion_range(f.c0)) &
                  int(in_expansion_range(f.d1)) & int(in_expansion_range(f.d0));
  return all != 0;
}

// x1 - x0 exactly, as a one- or two-term expansion in e; returns its length.
inline int difference_expansion(double x1, double x0, double* e) {
  double hi = 0.0, lo = 0.0;
  expansion::two_diff(x1, x0, hi, lo);
  if (lo == 0.0) {
    e[0] = hi;
    return 1;
  }
  e[0] = lo;
  e[1] = hi;
  return 2;
}

// a b exactly, a and b one- or two-term expansions; h has room for 8.
inline int product_expansion(int na, const double* a, int nb, const double* b, double* h) {
  if (nb == 1) return expansion::scale_zeroelim(na, a, b[0], h);
  double high[4], low[4];
  const int nh = expansion::scale_zeroelim(na, a, b[1], high);
  const int nl = expansion::scale_zeroelim(na, a, b[0], low);
  return expansion::sum_zeroelim(nh, high, nl, low, h);
}

/// F exactly as a zero-eliminated nonoverlapping expansion in h (room for 16),
/// largest component last; returns its length (>= 1; {0} for F = 0).
/// Precondition: in_expansion_range(f).
inline int form_expansion(const Form& f, double* h) {
  double A[2], B[2], C[2], D[2];
  const int na = difference_expansion(f.a1, f.a0, A), nb = difference_expansion(f.b1, f.b0, B);
  const int nc = difference_expansion(f.c1, f.c0, C), nd = difference_expansion(f.d1, f.d0, D);
  double P[8], Q[8];
  const int np = product_expansion(na, A, nb, B, P);
  const int nq = product_expansion(nc, C, nd, D, Q);
  if (f.sigma < 0)
    for (int i = 0; i < nq; ++i) Q[i] = -Q[i];
  return expansion::sum_zeroelim(np, P, nq, Q, h);
}

/// The exact sign of F by the expansion stage. Precondition: in_expansion_range(f).
/// With all four differences exact (zero tails) F is two exact products summed
/// into four terms without a branch; otherwise the general expansion.
inline int form_sign_expansion(const Form& f) {
  double A = 0.0, Al = 0.0, B = 0.0, Bl = 0.0, C = 0.0, Cl = 0.0, D = 0.0, Dl = 0.0;
  expansion::two_diff(f.a1, f.a0, A, Al);
  expansion::two_diff(f.b1, f.b0, B, Bl);
  expansion::two_diff(f.c1, f.c0, C, Cl);
  expansion::two_diff(f.d1, f.d0, D, Dl);
  if ((Al == 0.0) & (Bl == 0.0) & (Cl == 0.0) & (Dl == 0.0)) {
    double p1 = 0.0, p0 = 0.0, q1 = 0.0, q0 = 0.0, x[4];
    expansion::two_product(A, B, p1, p0);
    expansion::two_product(C, D, q1, q0);
    expansion::two_two_sum(p1, p0, f.sigma * q1, f.sigma * q0, x);
    return expansion::sign4(x);
  }
  double h[16];
  const int n = form_expansion(f, h);
  return expansion::sign(n, h);
}

inline bool finite(const Form& f) {
  return std::isfinite(f.a1) && std::isfinite(f.a0) && std::isfinite(f.b1) && std::isfinite(f.b0) &&
         std::isfinite(f.c1) && std::isfinite(f.c0) && std::isfinite(f.d1) && std::isfinite(f.d0);
}

inline Form cross_form(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return {p1.x, p0.x, p3.y, p2.y, p1.y, p0.y, p3.x, p2.x, -1.0};
}
inline Form dot_form(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return {p1.x, p0.x, p3.x, p2.x, p1.y, p0.y, p3.y, p2.y, +1.0};
}

inline bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
inline bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }

}  // namespace plumb::detail
