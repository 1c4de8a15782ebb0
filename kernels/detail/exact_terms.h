// Plumb kernels, detail: the correctly rounded value, or the exact sign, of
// a sum given as exact terms.
//
// Where a value is a sum of products of doubles (or of exact differences of
// doubles, two_diff), Dekker's two_product turns it into a few dozen doubles
// whose sum is the value exactly. Where the filters leave a value or a sign
// open, one or two passes of error-free summation (distil) and a bound on
// the rest settle it: the correctly rounded value (nearest_sum) -- the sign
// of the nearest double is the value's own when it is certified (the bound
// below is at least 2^-1068, so the certified double is far from 0) -- and it
// is the very double sum_value's accurate stages return (product_sum.h), at a
// fraction of their cost (no ProductSum in memory, no expansion for values
// near u times their terms, which nearly degenerate input makes common).
// Users: the plane kernels (plane3d.h, every value and sign past the
// filters) and ray_sphere_entry (the origin's power c = |o - centre|^2 -
// r^2 near the sphere).
#pragma once

#include <cmath>

#include "kernels/detail/expansion.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form_value.h"

namespace plumb::detail {

// The products are exact unless an operand is beyond 2^996 (the split
// overflows: NaN, and nothing certifies) or a partial product underflows:
// then each of the six roundings of Dekker's product is at most 2^-1075, and
// up to ten products err by less than 2^-1068 in all (kUnderflowMargin).
inline constexpr double kUnderflowMargin = 0x1p-1068;

template <int N>
struct Terms {
  double t[N];
};

// x + y = a b exactly (two_product) is certain when the product is at least
// 2^-960 (every partial product of Dekker's algorithm is then normal) or an
// operand is 0 (0 + 0 exactly).
inline bool exact_product(double a, double b) {
  return (std::fabs(a * b) >= 0x1p-960) | (a == 0.0) | (b == 0.0);
}

// Each value's terms come from a source with two members: terms(), the
// doubles whose exact sum is the value (at most ten products' worth, N <=
// 32), and exact(), whether no product underflowed, asked only where
// nearest_sum must know it (a tie it resolves itself), not on every call.
// The terms' builders and their summation (distil, certified_rest) are
// forced inline into the function that sums them (nearest_sum, open_side),
// so that the terms stay in registers: returned through memory and passed
// by value, they are stored as doubles and reloaded as pairs, a stalled
// store forwarding per pair.

// One pass of error-free summation (VecSum, Ogita, Rump and Oishi 2005): the
// last term becomes the rounded sum, the others its rounding errors, and the
// exact sum is unchanged (two_sum is exact barring overflow, which leaves an
// infinity or NaN that fails the certification).
// (The running sum is kept out of the array: a loop through memory costs a
// store-to-load forwarding per term.)
template <int N>
[[gnu::always_inline]] inline void distil(Terms<N>& r) {
  double sum = r.t[0];
  // Unrolled: as a loop the terms live in memory, a store and a load per
  // term and pass.
#pragma GCC unroll 32
  for (int i = 1; i < N; ++i) {
    double next = 0.0;
    expansion::two_sum(r.t[i], sum, next, r.t[i - 1]);
    sum = next;
  }
  r.t[N - 1] = sum;
}

// After a pass: F = hi + sum of the rest exactly, the rest summed in double
// into lo (in two interleaved halves, for latency: at most N - 2 roundings on
// any term's path, |error| <= gamma_(N-2) sum |rest|, and m = fl(sum |rest|)
// is within (1 + u)^(N-2) of sum |rest|, so N u m covers it for N <= 32, its
// own rounding included), then certified_nearest (form_value.h). NaN when
// that does not certify.
// lo, the rest's sum, and N u m, m the sum of the rest's magnitudes (the
// bound less kUnderflowMargin, kept apart: a subnormal multiplied, as a
// bound of exact zeros would be, costs a microcode assist on common x86
// cores, and exactly degenerate calls would pay it every time).
template <int N>
struct Rest {
  double lo, spread;
};

template <int N>
[[gnu::always_inline]] inline Rest<N> rest_sum(const Terms<N>& r) {
  // Four scalar accumulators, not arrays indexed by i % 2: gcc 12 keeps such
  // arrays on the stack, a store-to-load forwarding per term.
  double lo0 = 0.0, lo1 = 0.0, m0 = 0.0, m1 = 0.0;
#pragma GCC unroll 32
  for (int i = 0; i + 1 < N - 1; i += 2) {
    lo0 += r.t[i];
    m0 += std::fabs(r.t[i]);
    lo1 += r.t[i + 1];
    m1 += std::fabs(r.t[i + 1]);
  }
  if constexpr ((N - 1) % 2 == 1) {
    lo0 += r.t[N - 2];
    m0 += std::fabs(r.t[N - 2]);
  }
  return {lo0 + lo1, N * kUnit * (m0 + m1)};
}

template <int N>
[[gnu::always_inline]] inline double certified_rest(const Terms<N>& r) {
  const Rest<N> rest = rest_sum(r);
  return certified_nearest(r.t[N - 1], rest.lo, rest.spread + kUnderflowMargin);
}

// After a pass: the sign of the terms' exact sum F where hi + lo shows it,
// else 0. |F - (hi + lo)| <= spread + kUnderflowMargin (certified_rest), and
// v = fl(hi + lo) is within u |v| of hi + lo, so |v| (1 - u) above that
// gives F's sign, which fl(fl(spread (1 + 2^-50)) + 2 kUnderflowMargin) <
// |v| ensures (two roundings leave more than (1 + 2^-51) of the factor, and
// 1 / (1 - u) is less). After
// one pass that shows every F above about N^2 u^2 times the terms: a side a
// few ULPs off the plane, which stage A leaves open, is about u times them.
// NaN or infinite terms (overflow) fail the test.
template <int N>
[[gnu::always_inline]] inline int certain_sign(const Terms<N>& r) {
  const Rest<N> rest = rest_sum(r);
  const double v = r.t[N - 1] + rest.lo;
  const bool certain = std::fabs(v) > rest.spread * (1.0 + 0x1p-50) + 2.0 * kUnderflowMargin;
  return certain ? (v > 0.0 ? 1 : -1) : 0;
}

// nearest_sum (below) after its first pass of distil on the terms r.
template <int N, class Source>
[[gnu::always_inline]] inline double nearest_after_pass(Terms<N> r, const Source& source) {
  distil(r);
  const double w = certified_rest(r);
  if (!std::isnan(w) || !source.exact()) return w;
  // Uncertified, typically a tie (nearly degenerate input makes exact
  // midpoints common: a value near u times its terms has about 54 bits). With
  // exact products and at most one term left beside hi, the value is hi + that
  // term exactly, and one IEEE addition rounds it correctly, ties to even
  // (as round_nearest does).
  int others = 0;
  double rest = 0.0;
  for (int i = 0; i < N - 1; ++i) {
    others += r.t[i] != 0.0;
    rest += r.t[i];
  }
  return others <= 1 ? r.t[N - 1] + rest : w;
}

/// The double nearest the exact sum of the terms, or NaN when two passes do
/// not certify it (a value within about u^3 of its terms, a midpoint left as
/// more than two terms, or non-finite or out-of-range input): one pass
/// settles values well above u times their terms, the second those near it
/// (`small`: a value stage A left open, near u times its terms, where the
/// first pass alone would not certify, so it is not tried). `source`: see
/// above (plane3d.h's SideTerms, FacingTerms, CrossingTerms; ray_sphere.h's
/// SphereCTerms).
/// A value exactly 0 may come back as 0 (or NaN); 0 (of either sign) comes
/// back only for a value exactly 0, which the kernels decide from directly
/// (see exactly_zero, plane3d.h).
/// Out of line: in line, its unrolled passes would enlarge ray_plane_hit and
/// slow its ordinary calls, which rarely reach it.
template <class Source>
[[gnu::noinline]] inline double nearest_sum(const Source& source, bool small) {
  PLUMB_NOTE_EXPANSION_STAGE();  // past a double-precision filter (bench counters)
  auto r = source.terms();
  distil(r);
  if (!small) {
    const double v = certified_rest(r);
    if (!std::isnan(v)) return v;
  }
  return nearest_after_pass(r, source);
}


}  // namespace plumb::detail
