// Plumb kernels, detail: the exact sign of a form (form.h), in three stages.
//
//   A. the filter: the form in double with a forward error bound, one branch
//      for every finite input (an underflowing or overflowing evaluation
//      simply fails it);
//   C. the adaptive stage: the rounding errors of the differences and of the
//      products, computed exactly (Dekker, Knuth), added to the stage-A value
//      as a first-order correction, with a bound of order u^2 (for any input
//      whose evaluation neither overflows nor falls below 2^-800);
//   D. exactly: the form as a floating-point expansion in that range
//      (form.h), and as an ExactNumber outside it.
// This is the structure of Shewchuk's adaptive orient2d (stages A to D, his
// 1997 paper, section 6), with his stage B folded into C: on nearly
// degenerate input the value lies far below B's bound of 2u and stage B
// almost never settles anything. Nothing allocates.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"

namespace plumb::detail {

// --- Stage A ------------------------------------------------------------------
//
// With A = fl(a1 - a0), ..., p = fl(A B), q = sigma fl(C D), the computed value
// v = fl(p + q) has the sign of F whenever
//
//   |v| > fl(K fl(|fl(p - q)| + N)),    K = (3 + 32u) u,   N = 2^-1000.      (*)
//
// (computed as fl(fl(K |fl(p - q)|) + fl(K N)), floored_bound in form.h,
// which bounds it below as the derivation here does.)
//
// The shape is Ozaki, Buenger, Ogita, Oishi and Rump's semi-static filter
// ("Simple floating-point filters for the two-dimensional orientation
// problem", BIT 56, 2016: |v| > theta (|p - q| + u_N), the one GEOS uses):
// |p - q| stands for Shewchuk's permanent |p| + |q| (they are equal whenever
// p and q have opposite signs, the only case with cancellation), and the
// constant N absorbs underflow, so that no range test is needed. The constants
// here are our own, derived in the standard model (|fl(x) - x| <= u|fl(x)| for
// a normal result; sums and differences below 2^-1022 are exact; a product
// there errs by at most 2^-1075):
//
// p and q of opposite signs, both nonzero. Each difference errs by a factor
// (1 + e), |e| <= u, so with P, Q the exact products, |AB - P| <= (2u + u^2)|P|,
// |P| <= |AB| / (1 - u)^2, and |p - AB| <= u |AB| + 2^-1075, |AB| <= (|p| +
// 2^-1075) / (1 - u). Hence |p - P| <= c (|p| + 2^-1075) + 2^-1075 with
// c = (u + (2u + u^2)/(1 - u)^2) / (1 - u) = 3u + 8u^2 + O(u^3); likewise q.
// With |v - (p + q)| <= u |v|, the sign of v is that of F = P + sigma Q when
// (1 - u)|v| > c (|p| + |q|) + (1 + c) 2^-1074, i.e. when
// |v| > (3u + 11u^2 + O(u^3)) (|p| + |q|) + 2^-1074 (1 + 4u). The computed
// right side of (*) is at least K (|p| + |q|) / (1 + u)^3 + K N / (1 + u)^2
// (|fl(p - q)| = fl(|p| + |q|) here, three roundings down of at most a factor
// 1/(1 + u), all normal since N is): K / (1 + u)^3 = 3u + 23u^2 + O(u^3)
// covers the first term and K N ~ 2^-1051 the second.
//
// p and q not of opposite signs. Both zero: v = 0 and (*) fails. Both
// nonzero: P and sigma Q are nonzero with the signs of p and q (rounding keeps
// a product's sign), so F has the sign of v with no cancellation. One zero,
// say q: then |C D| <= 2^-1075 and |Q| <= 2^-1075 / (1 - u)^2, while (*)
// gives |p| > K N / (1 + u)^2 ~ 2^-1051, so |P| > |Q| and F has p's sign.
//
// Overflow: if a difference, a product, p - q or the bound overflows, or an
// input is not finite, then p - q or a product is +-inf or NaN, the right
// side of (*) is inf or NaN, and (*) fails. If only v overflows, p and q have
// one sign and v's is F's, as above.
inline constexpr double kSignFilter = (3.0 + 32.0 * kUnit) * kUnit;
inline constexpr double kSignFloor = 0x1p-1000;
inline constexpr double kSignBoundFloor = kSignFilter * kSignFloor;  // floored_bound's k_n

// --- Stage C ------------------------------------------------------------------
//
// Write the differences as A + Al (two_diff, exact; |Al| <= u |A|), the
// products as A B = p + pe and sigma C D = q + qe (two_product; |pe| <= u
// |p|), and P = |p| + |q|. Then exactly
//
//   F = p + q + pe + qe + T1 + T2,
//   T1 = A Bl + Al B + sigma (C Dl + Cl D),   |T1| <= 2u (1 + u) P,
//   T2 = Al Bl + sigma Cl Dl,                 |T2| <= u^2 (1 + u) P.
//
// Computed: s = fl(p + q), h = fl(pe + qe), t = T1 in double (three roundings
// on each path: |t - T1| <= 2u gamma_3 (1 + u) P, gamma_3 = 3u/(1 - 3u)),
// r = fl(h + t), det = fl(s + r). Summing the five roundings,
//
//   |F - det| <= |T1 - t| + |T2| + u|s| + u|h| + u|r| + u|det|
//             <= (6 + 1 + 1 + 3) u^2 P + u |s| + u |det| + O(u^3) P,
//
// and |s| <= (1 + u)|det| + 3u P (1 + O(u)), so |F - det| <= 14u^2 P + 2u |det|
// + O(u^3) P. The sign of det is F's when |det| > 15u^2 P; the test below,
// |det| > 16u^2 fl(|p| + |q|), implies it (16u^2 / (1 + u)^2 > 15u^2 + O(u^3),
// and 16u^2 = 2^-102 scales exactly) with a margin of at least u^2 P / 2.
//
// Range. That was the standard model without underflow or overflow. The
// test also requires P >= 2^-800. Sums and differences are then exact or
// within u of the result; a product may underflow, erring by at most 2^-1075
// beyond the model: the two products of Dekker's p and q (four partial
// products each) and the four of t, twelve in all, 2^-1071 -- far inside the
// margin u^2 P / 2 >= 2^-907. The bound 2^-102 P^ is then normal and exact.
// An overflow anywhere (a difference, Dekker's splitter (2^27 + 1) x, a
// product, a partial product of Dekker's, the permanent) makes det or the
// bound +-inf or NaN, and the test fails.
inline constexpr double kAdaptiveBound = 0x1p-102;  // 16 u^2
inline constexpr double kAdaptiveMinPermanent = 0x1p-800;

// Stage D inside the expansion range (form.h); 2 (not a sign) outside it.
[[gnu::noinline]] inline int form_sign_exact_expansion(const Form& f) {
  if (!in_expansion_range(f)) return 2;
  double h[16];
  const int n = form_expansion(f, h);
  return expansion::sign(n, h);
}

// Stages C and D; 2 (not a sign) when neither applies.
inline int form_sign_adaptive(double a1, double a0, double b1, double b0, double c1, double c0, double d1, double d0,
                              double sigma) {
  double A = 0.0, Al = 0.0, B = 0.0, Bl = 0.0, C = 0.0, Cl = 0.0, D = 0.0, Dl = 0.0;
  expansion::two_diff(a1, a0, A, Al);
  expansion::two_diff(b1, b0, B, Bl);
  expansion::two_diff(c1, c0, C, Cl);
  expansion::two_diff(d1, d0, D, Dl);
  double p = 0.0, pe = 0.0, q = 0.0, qe = 0.0;
  expansion::two_product(A, B, p, pe);
  expansion::two_product(C, D, q, qe);
  q *= sigma;
  qe *= sigma;
  const double permanent = std::fabs(p) + std::fabs(q);
  const bool in_range = permanent >= kAdaptiveMinPermanent;
  // Stage C first, without a branch on the tails: with exact differences its
  // tail terms are 0 and the same bound holds, so it settles those calls too
  // whenever it can. On nearly degenerate input the differences are exact in
  // some calls and not in others, and a branch on that mispredicts often.
  const double t = (A * Bl + Al * B) + sigma * (C * Dl + Cl * D);
  const double det = (p + q) + ((pe + qe) + t);
  const bool settled = std::fabs(det) > kAdaptiveBound * permanent;
  if (settled & in_range) return det > 0.0 ? 1 : -1;
  if ((std::fabs(Al) + std::fabs(Bl)) + (std::fabs(Cl) + std::fabs(Dl)) == 0.0) {
    // Exact differences (the common case on integer input): F = p + pe + q +
    // qe exactly, four terms summed exactly (Shewchuk's Two-Two-Sum). Dekker's
    // products are exact unless one of p, q is below 2^-968 or something
    // overflowed; with P >= 2^-800 a product below 2^-968 is far below the
    // other, whose sign is then F's whatever the small one's error.
    const bool exact_errors = std::isfinite(pe + qe);
    if (in_range & exact_errors) {
      double x[4];
      expansion::two_two_sum(p, pe, q, qe, x);
      return expansion::sign4(x);
    }
    // A zero factor in each product (repeated points): F = 0.
    if (((A == 0.0) | (B == 0.0)) & ((C == 0.0) | (D == 0.0))) return 0;
  }
  return form_sign_exact_expansion({a1, a0, b1, b0, c1, c0, d1, d0, sigma});
}

// form_sign when stage A did not settle it: stages C and D where their
// ranges hold; otherwise non-finite input (0), the rescaled filter and
// ExactNumber. Out of line, and taking the form as scalars (passed in
// registers) so that the settled path never stores the form to memory.
[[gnu::noinline]] inline int form_sign_unsettled(double a1, double a0, double b1, double b0, double c1, double c0,
                                                 double d1, double d0, bool plus) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const int sign = form_sign_adaptive(a1, a0, b1, b0, c1, c0, d1, d0, plus ? 1.0 : -1.0);
  if (sign != 2) return sign;
  const Form f{a1, a0, b1, b0, c1, c0, d1, d0, plus ? 1.0 : -1.0};
  if (!finite(f)) return 0;
  const Filtered r = filter(f);
  if (r.value > r.bound) return 1;
  if (-r.value > r.bound) return -1;
  if (r.bound == 0.0) return 0;  // both products exactly zero
  PLUMB_NOTE_EXACT_FALLBACK();
  return exact_form(f).sign();
}

/// The sign of a v that is neither 0 nor NaN, as +1 or -1: its sign bit
/// shifted arithmetically across the word (0 or -1), or 1. Stage A's accept
/// branch below has such a v (|v| exceeds a positive bound). Three
/// instructions where v > 0.0 ? 1 : -1 takes five (gcc 12, x86-64), which
/// matters where the kernel is inlined into a caller's loop.
inline int nonzero_sign(double v) { return static_cast<int>(std::bit_cast<std::int64_t>(v) >> 63) | 1; }

/// Exact sign of F for finite inputs; 0 when any input is not finite.
/// Stage A inline: five flops beyond the naive evaluation and one branch.
inline int form_sign(const Form& f) {
  const double A = f.a1 - f.a0, B = f.b1 - f.b0;
  const double C = f.c1 - f.c0, D = f.d1 - f.d0;
  const double p = A * B, q = f.sigma * (C * D);
  const double v = p + q;
  if (std::fabs(v) > floored_bound(kSignFilter, std::fabs(p - q), kSignBoundFloor)) return nonzero_sign(v);
  return form_sign_unsettled(f.a1, f.a0, f.b1, f.b0, f.c1, f.c0, f.d1, f.d0, f.sigma > 0);
}

}  // namespace plumb::detail
