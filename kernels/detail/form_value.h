// Plumb kernels, detail: the value of a form (form.h), for constructions.
//
//   1. filter() (form.h): the double evaluation with Shewchuk's bound,
//      accepted when the bound and the last rounding are within 8u of the
//      value (stage1_accepts) -- relative error at most 8u / (1 - 8u). On
//      ordinary input this is every call but those whose two products, of
//      opposite signs, are within a factor of 2.5 of each other.
//   2. The adaptive value: the rounding errors of the differences and of the
//      products computed exactly (as in the sign's stage C, form_sign.h), the
//      value carried as a double-double hi + lo with an error bound E of order
//      u^2 (|p| + |q|). When hi + lo -+ E lie strictly within half a gap of hi
//      on each side, hi is the exact value correctly rounded.
//   3. Exactly: the form as a floating-point expansion (coordinates 0 or
//      within 2^+-480) or as an ExactNumber (every finite input), correctly
//      rounded.
// Stages 2 and 3 give the correctly rounded value (relative error at most u),
// whichever ran; stage 1 gives the plain double evaluation. Which stage runs
// depends on the filter's relative bound only, which is the same at every
// power-of-two scale and under every exact symmetry (swapping x and y,
// negating a coordinate), so the value transforms exactly with the input.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"
#include "kernels/detail/scaled.h"

namespace plumb::detail {

// --- Stage 2 ------------------------------------------------------------------
//
// With the notation of stage C (form_sign.h): F = p + q + pe + qe + T1 + T2
// exactly, P = |p| + |q|. (s, e0) = two_sum(p, q) is exact: p + q = s + e0,
// |e0| <= u |s| <= u (1 + u) P. The rest Y = e0 + pe + qe + T1 + T2 is
// computed as r = fl(fl(e0 + fl(pe + qe)) + t), t the double evaluation of T1:
//   |fl(pe + qe) - (pe + qe)| <= u (1 + u) u P,
//   |fl(e0 + g) - (e0 + g)|  <= u 2u (1 + u)^2 P,
//   |t - T1| <= 2u gamma_3 (1 + u) P  (6u^2 P to first order),
//   |r - (h + t)| <= u |r| <= 4u^2 P (1 + O(u)),  |T2| <= u^2 (1 + u) P,
// so |Y - r| <= (1 + 2 + 6 + 4 + 1) u^2 P (1 + O(u)) = 14u^2 P (1 + O(u)).
// (hi, lo) = two_sum(s, r) is exact, so F = hi + lo + (Y - r) with
// |Y - r| <= E = 16u^2 fl(|p| + |q|) (16u^2 / (1 + u) covers 14u^2 (1 + O(u)),
// and the margin, more than u^2 P >= 2^-906 for P >= 2^-800, covers the
// products that may underflow, at most twelve errors of 2^-1075: see stage C).
//
// hi = fl(hi + lo) is the double nearest hi + lo. It is also the double nearest
// F when |lo| + E is below half the smaller of the two gaps around hi: then F
// is strictly inside hi's rounding interval. Tested as fl(|lo| + E) <= g (1 -
// 2^-52), g that half gap (a power of two), which implies |lo| + E < g. When
// the test passes g >= E >= 2^-906, so hi is normal. Any overflow makes lo or
// E NaN or infinite, and the test fails.
inline constexpr double kValueBound = 0x1p-102;  // 16 u^2

// Stage 2b, when stage 2 could not certify: the first-order terms T1 summed
// exactly instead of in double. Each of A Bl, Al B, C Dl, Cl D is x + y
// exactly (two_product), and T2 is t2 = fl(Al Bl + sigma Cl Dl) with
// |t2 - T2| <= gamma_2 u^2 (1 + u) P < 3u^3 P. The thirteen doubles
// s, e0, pe, qe, x1, y1, ..., x4, y4, t2 (their sum is F within 3u^3 P) are
// added into hi with two_sum, each rounding error collected in lo: by the
// bound for recursive summation, |lo - sum of errors| <= gamma_12 sum |error|,
// and the errors' magnitudes are summed alongside (m, computed in double:
// gamma_12 (1 + u)^12 m covers the true sum). So F = hi + lo within
// E = 3u^3 P + 13u m (13u / (1 + u)^12 covers gamma_12 with room), and the
// margin u^3 P >= 2^-959 covers the products that may underflow (each of the
// eight Dekker products and the two of t2, at most 2^-1073 in all). The same
// certification as stage 2 follows. It succeeds while |F| is well above
// 2^10 u^2 P: on nearly degenerate input too.
inline constexpr double kValueBound2b = 0x1.8p-158;  // 3u^3 (2^-159 = u^3)

// hi + lo (an unevaluated sum) rounded to the double nearest F, when |F -
// (hi + lo)| <= bound and that suffices to know it; else NaN.
inline double certified_nearest(double hi, double lo, double bound) {
  double h = 0.0, l = 0.0;
  expansion::two_sum(hi, lo, h, l);
  // Half the gap from |h| to the double below it (the smaller of its gaps).
  const double magnitude = std::fabs(h);
  const double half_gap = (magnitude - std::bit_cast<double>(std::bit_cast<std::uint64_t>(magnitude) - 1)) * 0.5;
  const bool certified = std::fabs(l) + bound <= half_gap * (1.0 - 0x1p-52);
  return certified ? h : std::nan("");
}

// The correctly rounded value by stage 2 or 2b, or {NaN, 0} when neither can
// certify it.
inline Scaled form_value_adaptive(const Form& f) {
  double A = 0.0, Al = 0.0, B = 0.0, Bl = 0.0, C = 0.0, Cl = 0.0, D = 0.0, Dl = 0.0;
  expansion::two_diff(f.a1, f.a0, A, Al);
  expansion::two_diff(f.b1, f.b0, B, Bl);
  expansion::two_diff(f.c1, f.c0, C, Cl);
  expansion::two_diff(f.d1, f.d0, D, Dl);
  double p = 0.0, pe = 0.0, q = 0.0, qe = 0.0;
  expansion::two_product(A, B, p, pe);
  expansion::two_product(C, D, q, qe);
  q *= f.sigma;
  qe *= f.sigma;
  const double permanent = std::fabs(p) + std::fabs(q);
  if (!(permanent >= 0x1p-800)) return {std::nan(""), 0};
  double s = 0.0, e0 = 0.0;
  expansion::two_sum(p, q, s, e0);
  const double t = (A * Bl + Al * B) + f.sigma * (C * Dl + Cl * D);
  const double r = (e0 + (pe + qe)) + t;
  const double v = certified_nearest(s, r, kValueBound * permanent);
  if (!std::isnan(v)) return to_scaled(v);
  // Stage 2b.
  double terms[13] = {s, e0, pe, qe, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, Al * Bl + f.sigma * (Cl * Dl)};
  expansion::two_product(A, Bl, terms[4], terms[5]);
  expansion::two_product(Al, B, terms[6], terms[7]);
  expansion::two_product(f.sigma * C, Dl, terms[8], terms[9]);
  expansion::two_product(f.sigma * Cl, D, terms[10], terms[11]);
  const auto [hi, lo, m] = expansion::add_into(0.0, terms);
  const double v2 = certified_nearest(hi, lo, kValueBound2b * permanent + 13.0 * kUnit * m);
  if (!std::isnan(v2)) return to_scaled(v2);
  return {std::nan(""), 0};
}

// --- Stage 3 ------------------------------------------------------------------

// F exactly, correctly rounded: an expansion inside its range, else ExactNumber.
[[gnu::noinline]] inline Scaled form_value_exact(const Form& f) {
  if (in_expansion_range(f)) {
    double h[16];
    int n = form_expansion(f, h);
    if (n == 1 && h[0] == 0.0) return {};
    // round_nearest needs |F| >= 2^-900: scale a smaller F up first (exact).
    const bool tiny = std::fabs(h[n - 1]) < 0x1p-899;
    if (tiny)
      for (int i = 0; i < n; ++i) h[i] *= 0x1p+600;
    Scaled v = to_scaled(expansion::round_nearest(n, h));
    if (tiny) v.exponent -= 600;
    return v;
  }
  PLUMB_NOTE_EXACT_FALLBACK();
  return exact_form(f).to_scaled();
}

// Stages 2 and 3.
[[gnu::noinline]] inline Scaled form_value_accurate(const Form& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const Scaled v = form_value_adaptive(f);
  if (!std::isnan(v.mantissa)) return v;
  return form_value_exact(f);
}

/// F with relative error at most kFormValueRelative, as a Scaled so that it
/// never overflows or underflows; exactly 0 when F == 0. Finite input.
/// With `budget` (a multiple of u, at most 20u) the double evaluation is
/// accepted when its bound is within budget of it instead of 8u: relative
/// error at most budget / (1 - budget), for a kernel whose contract leaves
/// that much to this value (each caller derives it), as sum_value's.
inline Scaled form_value(const Form& f, double budget = kAcceptRelative) {
  const Filtered r = filter(f);
  if (stage1_accepts(r.bound, r.value, budget)) {
    Scaled v = to_scaled(r.value);
    if (v.mantissa != 0.0) v.exponent += r.exponent;
    return v;
  }
  return form_value_accurate(f);
}

}  // namespace plumb::detail
