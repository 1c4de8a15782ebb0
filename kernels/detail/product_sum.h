// Plumb kernels, detail: a sum of K products of coordinate differences,
//
//   F = sum_k (x1_k - x0_k)(y1_k - y0_k),   K <= 8,
//
// the degree-2 polynomial behind every 3D dot product of differences, a
// plane's side n . p - offset and a sphere's m . m - r^2. It is the 2D form
// (form.h) with K products instead of two, and is evaluated in the same
// stages, with the bounds rederived for K terms:
//
//   sign:   A, the double evaluation against a bound; C, the rounding errors
//           of differences and products computed exactly and added as a
//           first-order correction; C2, the first-order terms exactly
//           (refined_sum); D, exactly (an expansion for coordinates 0 or
//           within 2^+-480, else, unless a running bound with the exponent
//           carried apart settles it (wide_bounded.h), ExactNumber);
//   value:  1, the double evaluation when its bound and its last rounding
//           are within 8u of it (stage1_accepts, form.h); 2, the value as a
//           double-double certified against a bound of order u^2 P to be the
//           correctly rounded one; C2, the same to third order (refined_sum);
//           3, exactly, correctly rounded.
// A term with a plain value v (no difference) is written (v - 0); a
// subtracted term has its first difference reversed, which is exact.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/expansion.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/scaled.h"
#include "kernels/detail/wide_bounded.h"
#include "kernels/types3d.h"

namespace plumb::detail {

template <int K>
struct ProductSum {
  static_assert(K >= 1 && K <= 8);
  double x1[K], x0[K], y1[K], y0[K];
};

/// The double evaluation: value = fl(sum fl(A_k B_k)) left to right, with
/// A_k = fl(x1_k - x0_k), and P = fl(sum |fl(A_k B_k)|), the permanent.
struct QuickSum {
  double value;
  double permanent;
};

template <int K>
QuickSum quick_sum(const ProductSum<K>& f) {
  double v = 0.0, m = 0.0;
  for (int k = 0; k < K; ++k) {
    const double p = (f.x1[k] - f.x0[k]) * (f.y1[k] - f.y0[k]);
    v += p;
    m += std::fabs(p);
  }
  return {v, m};
}

// --- Stage A ------------------------------------------------------------------
//
// As for the 2D form (form_sign.h): each product errs from the exact product
// of exact differences by at most c (|p_k| + 2^-1075) + 2^-1075, c = 3u + 8u^2
// + O(u^3). The sum of K products rounds K - 1 times, at most u (1 + u)^K P
// each (every partial sum is below P), the last at most u |v|. So
// |v - F| <= u |v| + ((K - 2) u + c + O(u^2)) P + 2K 2^-1075, and the sign of v
// is F's when (1 - u)|v| exceeds the rest: |v| > ((K + 1) u + O(u^2)) P +
// 2K 2^-1074 suffices (K <= 8 keeps every O(u^2) below 64u^2 of P). The test is
// |v| > fl(kSumFilter fl(P + N)), N = 2^-1000: P^ >= P / (1 + u)^(K - 1), two
// more roundings down, so the right side is at least kSumFilter (P + N) /
// (1 + u)^(K + 1), and kSumFilter = (K + 1 + 64u) u covers both terms (K N
// ~ 2^-1050 >> 2K 2^-1074; the bound is computed as floored_bound, form.h,
// which keeps these lower bounds). An overflow anywhere makes P or the
// bound infinite or NaN (P is at least every partial sum of v), and the
// test fails.
template <int K>
inline constexpr double kSumFilter = (K + 1.0 + 64.0 * kUnit) * kUnit;
inline constexpr double kSumFloor = 0x1p-1000;
template <int K>
inline constexpr double kSumBoundFloor = kSumFilter<K> * kSumFloor;  // floored_bound's k_n

template <int K>
bool sum_sign_settled(const QuickSum& q) {
  return std::fabs(q.value) > floored_bound(kSumFilter<K>, q.permanent, kSumBoundFloor<K>);
}

// --- Stage C ------------------------------------------------------------------
//
// With A_k + Al_k (two_diff) and A_k B_k = p_k + pe_k (two_product), exactly
//   F = sum_k (p_k + pe_k + T1_k + T2_k),  T1_k = A_k Bl_k + Al_k B_k,
//   T2_k = Al_k Bl_k,  |T1_k| <= 2u (1 + u) |p_k|,  |T2_k| <= u^2 (1 + u)|p_k|.
// The p_k are summed with two_sum, s + sum e_j = sum p_k exactly (|e_j| <= u
// (1 + u)^K P); the 4K - 1 small terms e_j, pe_k and the 2K products of T1
// (each rounded: u 2u (1 + u) P in all) are summed in double into r,
// erring by at most gamma_(4K-1) (K + 2) u P (1 + O(u)); the T2 are left out
// (u^2 (1 + u) P). det = fl(s + r) errs by u |det| more. So
// |F - det| <= u |det| + ((4K - 1)(K + 2) + 3) u^2 P (1 + O(u)), 93 u^2 P for
// K = 4, 187 u^2 P for K = 6 and 313 u^2 P for K = 8, and |det| > 128u^2
// fl(P) (K <= 4), 256u^2 fl(P) (K <= 6), 512u^2 fl(P) (K <= 8) settles the sign
// (each power of two covers the next constant with (1 + u)^K to spare). As for the 2D form, the stage requires P >= 2^-800, where the
// margin, more than u^2 P >= 2^-906, covers the products that may underflow
// (6K of at most 2^-1075 each), and any overflow makes the test fail.
template <int K>
inline constexpr double kSumAdaptiveBound = K <= 4 ? 0x1p-99 : K <= 6 ? 0x1p-98 : 0x1p-97;  // 128, 256, 512 u^2

// The differences and products of stage C, shared by the value's stage 2.
template <int K>
struct SumParts {
  double A[K], Al[K], B[K], Bl[K], p[K], pe[K];
  double s, r, permanent;
  bool exact_differences;
};

// Unrolled, and without zeroing the parts first (every one is assigned): as
// loops, gcc 12 at -O2 keeps the loops and clears the struct with `rep stos`,
// which costs more than the stage's arithmetic.
template <int K>
[[gnu::always_inline]] inline SumParts<K> sum_parts(const ProductSum<K>& f) {
  SumParts<K> w;
  w.permanent = 0.0;
  double tails = 0.0;
#pragma GCC unroll 8
  for (int k = 0; k < K; ++k) {
    expansion::two_diff(f.x1[k], f.x0[k], w.A[k], w.Al[k]);
    expansion::two_diff(f.y1[k], f.y0[k], w.B[k], w.Bl[k]);
    expansion::two_product(w.A[k], w.B[k], w.p[k], w.pe[k]);
    tails += std::fabs(w.Al[k]) + std::fabs(w.Bl[k]);
    w.permanent += std::fabs(w.p[k]);
  }
  w.exact_differences = tails == 0.0;
  double s = w.p[0], r = 0.0;
#pragma GCC unroll 8
  for (int k = 1; k < K; ++k) {
    double sum = 0.0, err = 0.0;
    expansion::two_sum(s, w.p[k], sum, err);
    s = sum;
    r += err;
  }
#pragma GCC unroll 8
  for (int k = 0; k < K; ++k) r += w.pe[k] + (w.A[k] * w.Bl[k] + w.Al[k] * w.B[k]);
  w.s = s;
  w.r = r;
  return w;
}

// --- Stage C2: the first-order terms exactly ----------------------------------
//
// Where stage C (and the value's stage 2) leave F open, F is within a few
// hundred u^2 P of 0 (P the products' magnitude) and its first-order terms
// decide it. Before the expansion (far costlier, and its rounding to nearest
// besides), the same parts give F with an error of order u^3 P: exactly,
//   F = sum_k (p_k + pe_k + A_k Bl_k + Al_k B_k + Al_k Bl_k)
// with A_k Bl_k = x_k + y_k and Al_k B_k = x'_k + y'_k (Dekker's product,
// exact) and Al_k Bl_k = q_k + d_k, q_k its rounded value, |d_k| <= u |q_k|
// <= u^3 (1 + u)^2 |p_k| (|Al_k| <= u |A_k|, |Bl_k| <= u |B_k|, |A_k B_k| <=
// (1 + u) |p_k|).
// Order matters: the large p_k are summed first with two_sum into hi, their
// errors e_1 .. e_(K-1) kept exactly as terms, so that hi is then within
// (K - 1) u P of F; then the n = 7K - 1 small terms (the e, pe, x, y, x',
// y', q, each at most about u P) are added into hi with two_sum, whose
// errors f_j are exact and at most u of a partial sum, itself at most |F| +
// 4K u P: so the f_j are of order u |F| + u^2 P, not u P. lo is their sum in
// double and m the sum of their magnitudes. Then F = hi + sum_j f_j + sum_k
// d_k, and lo errs from sum_j f_j by at most gamma_(n-1) sum_j |f_j|
// (recursive summation, Higham 2002, section 4.2), sum_j |f_j| <= m / (1 -
// gamma_(n-1)), and for n < 56 gamma_(n-1) / (1 - gamma_(n-1)) < 7K u:
//   |F - (hi + lo)| <= 7K u m + u^3 (1 + u)^3 P  <=  7K u m + 2u^3 fl(P),
// computed as fl(fl(7K u m) + fl(2u^3 fl(P))) inflated by 2^-50 for its own
// roundings. That is of order K^3 u^3 P + K^2 u^2 |F|, so it shows the
// correctly rounded value of every F above about 2^15 u^2 P and the sign of
// every F above about 2^14 u^3 P: nearly degenerate input (a point a few
// ULPs off the plane through a segment's end, an origin a few ULPs off a
// sphere) needs no expansion. The margin (2u^3 - u^3 (1 +
// u)^(K + 3)) fl(P) >= u^3 2^-800 = 2^-959 covers the products that may
// underflow (3K Dekker products of at most 7 eta = 7 2^-1075 each, K
// roundings of q_k: below 2^-1066 for K <= 8) while fl(P) >= 2^-800, which
// the callers require. An overflow anywhere leaves hi, lo or the bound
// infinite or NaN, and neither test below then settles.
// F exactly 0 (exactly degenerate input: no bound can show it) is recognised
// when the differences were exact (no tails: x, y, x', y', q are 0), every
// Dekker product was exact (each p_k has a zero factor or is at least
// 2^-900, so that no partial product underflows), and the second chain met
// no rounding error (m = 0) and ended at hi = 0: then F is the exact sum of
// the terms, which is hi.
struct RefinedSum {
  double hi, lo, bound;
  bool zero;
};

// The terms are added as they are formed (expansion::add_term, the steps of
// add_into), in the order above (the e, then for each k: pe, x, y, x', y',
// q), not gathered in an array for add_into first: through an array of
// 7K - 1 doubles gcc 12 stores and reloads each term.
template <int K>
RefinedSum refined_sum(const SumParts<K>& w) {
  using expansion::add_term;
  double e[K > 1 ? K - 1 : 1];
  double hi = w.p[0];
#pragma GCC unroll 8
  for (int k = 1; k < K; ++k) {
    double sum = 0.0;
    expansion::two_sum(hi, w.p[k], sum, e[k - 1]);
    hi = sum;
  }
  double lo = 0.0, m = 0.0;
#pragma GCC unroll 8
  for (int k = 0; k < K - 1; ++k) add_term(e[k], hi, lo, m);
#pragma GCC unroll 8
  for (int k = 0; k < K; ++k) {
    double x = 0.0, y = 0.0;
    add_term(w.pe[k], hi, lo, m);
    expansion::two_product(w.A[k], w.Bl[k], x, y);
    add_term(x, hi, lo, m);
    add_term(y, hi, lo, m);
    expansion::two_product(w.Al[k], w.B[k], x, y);
    add_term(x, hi, lo, m);
    add_term(y, hi, lo, m);
    add_term(w.Al[k] * w.Bl[k], hi, lo, m);
  }
  constexpr double kTerms = 7.0 * K;
  const double bound = (kTerms * kUnit * m + 0x1p-158 * w.permanent) * (1.0 + 0x1p-50);
  bool products_exact = true;
#pragma GCC unroll 8
  for (int k = 0; k < K; ++k)
    products_exact &= (w.A[k] == 0.0) | (w.B[k] == 0.0) | (std::fabs(w.p[k]) >= 0x1p-900);
  const bool zero = w.exact_differences & products_exact & (hi == 0.0) & (m == 0.0);
  return {hi, lo, bound, zero};
}

/// F exactly as a zero-eliminated nonoverlapping expansion in h (room for
/// 8K), largest component last; returns its length. Precondition: every
/// coordinate 0 or of magnitude in [2^-480, 2^480] (in_expansion_range).
template <int K>
int sum_expansion(const ProductSum<K>& f, double* h) {
  double acc[48], next[48];
  int n = 1;
  acc[0] = 0.0;
  for (int k = 0; k < K; ++k) {
    double A[2], B[2], P[8];
    const int na = difference_expansion(f.x1[k], f.x0[k], A), nb = difference_expansion(f.y1[k], f.y0[k], B);
    const int np = product_expansion(na, A, nb, B, P);
    n = expansion::sum_zeroelim(n, acc, np, P, next);
    for (int i = 0; i < n; ++i) acc[i] = next[i];
  }
  for (int i = 0; i < n; ++i) h[i] = acc[i];
  return n;
}

template <int K>
bool in_expansion_range(const ProductSum<K>& f) {
  int all = 1;
  for (int k = 0; k < K; ++k)
    all &= int(in_expansion_range(f.x1[k])) & int(in_expansion_range(f.x0[k])) & int(in_expansion_range(f.y1[k])) &
           int(in_expansion_range(f.y0[k]));
  return all != 0;
}

template <int K>
bool finite(const ProductSum<K>& f) {
  bool all = true;
  for (int k = 0; k < K; ++k)
    all = all && std::isfinite(f.x1[k]) && std::isfinite(f.x0[k]) && std::isfinite(f.y1[k]) && std::isfinite(f.y0[k]);
  return all;
}

// F with a running bound whose exponent is carried apart (wide_bounded.h):
// settles the sign of coordinates outside the expansions' range unless F is
// near 0. Finite coordinates only.
template <int K>
int wide_sum_sign(const ProductSum<K>& f) {
  WideBounded total;
  for (int k = 0; k < K; ++k)
    total = total + (WideBounded::of(f.x1[k]) - WideBounded::of(f.x0[k])) *
                        (WideBounded::of(f.y1[k]) - WideBounded::of(f.y0[k]));
  return settled_sign(total);
}

template <int K>
BigNumber<2> exact_sum(const ProductSum<K>& f) {
  BigNumber<2> total;
  for (int k = 0; k < K; ++k)
    total = total + (big_of(f.x1[k]) - big_of(f.x0[k])) * (big_of(f.y1[k]) - big_of(f.y0[k]));
  return total;
}

// Stages C and D; 0 for non-finite input.
template <int K>
[[gnu::noinline]] int sum_sign_unsettled(const ProductSum<K>& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const SumParts<K> w = sum_parts(f);
  const bool in_range = w.permanent >= 0x1p-800;
  const double det = w.s + w.r;
  const bool settled = std::fabs(det) > kSumAdaptiveBound<K> * w.permanent;
  if (settled & in_range) return det > 0.0 ? 1 : -1;
  if (in_range) {
    // Stage C2: |hi + lo| > bound settles the sign; fl(hi + lo) is within u
    // of hi + lo, which the factor 1 + 2^-50 covers.
    const RefinedSum r = refined_sum(w);
    if (r.zero) return 0;
    const double v = r.hi + r.lo;
    if (std::fabs(v) > r.bound * (1.0 + 0x1p-50)) return v > 0.0 ? 1 : -1;
  }
  if (in_expansion_range(f)) {
    double h[8 * K];
    const int n = sum_expansion(f, h);
    return expansion::sign(n, h);
  }
  if (!finite(f)) return 0;
  const int wide = wide_sum_sign(f);
  if (wide != 2) return wide;
  PLUMB_NOTE_EXACT_FALLBACK();
  return exact_sum(f).sign();
}

/// The exact sign of F; 0 when an input is not finite.
template <int K>
int sum_sign(const ProductSum<K>& f) {
  const QuickSum q = quick_sum(f);
  if (sum_sign_settled<K>(q)) return q.value > 0.0 ? 1 : -1;
  return sum_sign_unsettled(f);
}

// --- Values -------------------------------------------------------------------
//
// Stage 1: the double evaluation is accepted when fl(kSumValueBound P) <= 7u
// |v| (stage1_accepts, form.h: 8u less the last rounding's u): by the
// analysis of stage A without the underflow terms, |v - F| <= u |v| + ((K +
// 1) u + O(u^2)) P for normal products. The plain evaluation is used
// while P lies in [2^-960, 2^960] (a product below the normal range is then
// negligible: its error 2^-1075 is below u^2 P, covered by the 64u^2 in the
// constant); outside it each difference is scaled to [1, 2) first and the
// products brought to the largest one's exponent, which rounds identically
// wherever both evaluations are valid. So the accepted value has relative
// error at most 8u / (1 - 8u), and scales exactly with the input.
template <int K>
inline constexpr double kSumValueBound = (K + 1.0 + 64.0 * kUnit) * kUnit;

// The rescaled evaluation: value 2^exponent, permanent 2^exponent.
struct ScaledSum {
  double value, permanent;
  int exponent;
};

template <int K>
[[gnu::noinline]] ScaledSum rescaled_sum(const ProductSum<K>& f) {
  double P[K];
  int e[K];
  int top = 0;
  bool any = false;
  for (int k = 0; k < K; ++k) {
    const Scaled A = scaled_difference(f.x1[k], f.x0[k]), B = scaled_difference(f.y1[k], f.y0[k]);
    P[k] = A.mantissa * B.mantissa;
    e[k] = A.exponent + B.exponent;
    if (P[k] != 0.0 && (!any || e[k] > top)) top = e[k];
    any = any || P[k] != 0.0;
  }
  double v = 0.0, m = 0.0;
  for (int k = 0; k < K; ++k) {
    const double p = P[k] == 0.0 ? 0.0 : scale_by_pow2(P[k], e[k] - top);
    v += p;
    m += std::fabs(p);
  }
  return {v, m, top};
}

// Stage 2: as form_value_adaptive (form_value.h), for s + r of stage C with
// E = kSumAdaptiveBound P (stage_c_nearest below), then stage C2 and the
// expansion. Stage 3: exactly. This is everything after stage_c_nearest, on
// the parts it was given.
template <int K>
[[gnu::noinline]] Scaled sum_value_beyond_stage_c(const ProductSum<K>& f, const SumParts<K>& w) {
  if (w.permanent >= 0x1p-800) {
    const RefinedSum r = refined_sum(w);  // stage C2, before the expansion
    if (r.zero) return {};
    const double v2 = certified_nearest(r.hi, r.lo, r.bound);
    if (!std::isnan(v2)) return to_scaled(v2);
  }
  if (in_expansion_range(f)) {
    double h[8 * K];
    const int n = sum_expansion(f, h);
    if (n == 1 && h[0] == 0.0) return {};
    double g[8 * K];
    const bool tiny = std::fabs(h[n - 1]) < 0x1p-899;
    for (int i = 0; i < n; ++i) g[i] = tiny ? h[i] * 0x1p+600 : h[i];
    Scaled v = to_scaled(expansion::round_nearest(n, g));
    if (tiny) v.exponent -= 600;
    return v;
  }
  PLUMB_NOTE_EXACT_FALLBACK();
  return exact_sum(f).to_scaled();
}

// Stage 2's first step on stage C's parts: the correctly rounded F when
// certified_nearest certifies s + r within kSumAdaptiveBound P, else NaN
// (also for P below 2^-800, where the bound's margin for underflow fails).
template <int K>
inline double stage_c_nearest(const SumParts<K>& w) {
  if (!(w.permanent >= 0x1p-800)) return std::nan("");
  return certified_nearest(w.s, w.r, kSumAdaptiveBound<K> * w.permanent);
}

// Stages 2 and 3: stage C in line, the rest out of line. Inlined where a
// settled path needs it (quick_sum_value), called out of line by sum_value.
template <int K>
[[gnu::always_inline]] inline Scaled sum_value_accurate_inline(const ProductSum<K>& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const SumParts<K> w = sum_parts(f);
  const double v = stage_c_nearest(w);
  if (!std::isnan(v)) return to_scaled(v);
  return sum_value_beyond_stage_c(f, w);
}

template <int K>
[[gnu::noinline]] Scaled sum_value_accurate(const ProductSum<K>& f) {
  return sum_value_accurate_inline(f);
}

/// F with relative error at most kFormValueRelative (9u), as a Scaled (never
/// overflows or underflows); exactly 0 when F is. Finite input.
/// With `budget` (a multiple of u, at most 20u) the double evaluation is
/// accepted when its bound is within budget of it instead of 8u: relative
/// error at most budget / (1 - budget), for a kernel whose contract leaves
/// that much to this value (each caller derives it).
template <int K>
Scaled sum_value(const ProductSum<K>& f, double budget = kAcceptRelative) {
  const QuickSum q = quick_sum(f);
  ScaledSum r{q.value, q.permanent, 0};
  if (!(q.permanent >= 0x1p-960 && q.permanent <= 0x1p+960)) r = rescaled_sum(f);
  if (stage1_accepts(kSumValueBound<K> * r.permanent, r.value, budget)) {
    Scaled v = to_scaled(r.value);
    if (v.mantissa != 0.0) v.exponent += r.exponent;
    return v;
  }
  return sum_value_accurate(f);
}

/// P within [2^-900, 2^900]: the plain range, where sum_value evaluates in
/// double without rescaling and a settled path may take its doubles.
inline bool plain_permanent(const QuickSum& q) { return (q.permanent >= 0x1p-900) & (q.permanent <= 0x1p+900); }

/// Stage 1's verdict on a quick evaluation: sum_value returns exactly q.value
/// (and its sign is exact). As value_settled (quick.h): P within [2^-900,
/// 2^900] is in the plain range, and acceptance implies |v| >= (K + 1) P / 20
/// (budget at most 20u), far above stage A's bound.
template <int K>
bool sum_value_settled(const QuickSum& q, double budget = kAcceptRelative) {
  const bool accepted = stage1_accepts(kSumValueBound<K> * q.permanent, q.value, budget);
  return accepted & plain_permanent(q);
}

/// sum_value(f, budget) as a double where stage 1 did not accept q, the
/// form's quick evaluation: the accurate stages' value (correctly rounded),
/// `ok` false when that is not a normal double or q is outside the plain
/// range. quick_sum_value below uses it, and so does a caller that tests
/// sum_value_settled itself beside its other conditions (closest_point3).
template <int K, class Form>
double sum_value_double(const QuickSum& q, const Form& form, bool& ok) {
  ok &= plain_permanent(q);
  const double d = to_double(sum_value_accurate_inline(form()));
  ok &= (std::fabs(d) >= 0x1p-1022) & (std::fabs(d) <= 0x1.fffffffffffffp+1023);
  return d;
}

/// The value sum_value(f, budget) returns, as a double, for a form whose
/// quick evaluation is q: q's value when stage 1 accepts it, else the
/// accurate stages' (the correctly rounded value); `ok` becomes false when
/// that is not a normal double, or q is outside the plain range (where
/// sum_value would rescale).
/// `form` is a callable returning the ProductSum<K>, built only when needed.
/// Stage C runs in line here (sum_value_accurate_inline), since on ordinary
/// input it settles nearly every call stage 1 leaves.
template <int K, class Form>
double quick_sum_value(const QuickSum& q, const Form& form, double budget, bool& ok) {
  if (sum_value_settled<K>(q, budget)) return q.value;
  return sum_value_double<K>(q, form, ok);
}

// --- Constructors -------------------------------------------------------------

/// quick_sum(dot3_sum(p0, p1, q0, q1)) computed directly from the points (the
/// same operations in the same order, without the form in memory).
inline QuickSum quick_dot3(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) {
  const double x = (p1.x - p0.x) * (q1.x - q0.x), y = (p1.y - p0.y) * (q1.y - q0.y);
  const double z = (p1.z - p0.z) * (q1.z - q0.z);
  return {(x + y) + z, (std::fabs(x) + std::fabs(y)) + std::fabs(z)};
}



/// (p1 - p0) . (q1 - q0) in 3D.
inline ProductSum<3> dot3_sum(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) {
  return {{p1.x, p1.y, p1.z}, {p0.x, p0.y, p0.z}, {q1.x, q1.y, q1.z}, {q0.x, q0.y, q0.z}};
}

/// u . (q1 - q0) for a plain vector u.
inline ProductSum<3> dot3_sum(Vec3 u, Vec3 q0, Vec3 q1) {
  return {{u.x, u.y, u.z}, {0.0, 0.0, 0.0}, {q1.x, q1.y, q1.z}, {q0.x, q0.y, q0.z}};
}

}  // namespace plumb::detail
