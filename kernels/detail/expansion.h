// Plumb kernels, detail: floating-point expansions, exact sums and products of
// doubles kept as unevaluated sums of doubles.
//
// Why: between the double filter and the big-number fallback (ExactNumber) of
// a form's sign there is room for a cheaper exact method. A product or sum of
// two doubles is exactly a pair of doubles (the rounded result plus its
// rounding error), and sums of such pairs stay exact as longer lists. This is
// Shewchuk's arithmetic (J. R. Shewchuk 1997, "Adaptive Precision
// Floating-Point Arithmetic and Fast Robust Geometric Predicates", Discrete &
// Computational Geometry 18: sections 2.3-2.7), on Dekker's exact product
// (T. J. Dekker 1971, "A floating-point technique for extending the available
// precision", Numerische Mathematik 18).
//
// An expansion here is an array e[0..n) whose exact sum is the value, ordered
// by increasing magnitude and nonoverlapping: the highest set bit of each
// component lies below the lowest set bit of the next. Then every component
// is smaller than the lowest bit of the one above it, so the components below
// the largest add up to less than its lowest bit: the value's sign is the sign
// of the largest nonzero component. The zero-eliminating routines below drop
// zero components (the value 0 is the one-component expansion {0}).
//
// The error-free transformations, each exact in binary arithmetic with
// round-to-nearest-even and an exponent range that is never left:
//   two_sum(a, b)      x = fl(a + b), y = a + b - x        (Knuth; 6 flops)
//   fast_two_sum(a, b) the same in 3 flops, given |a| >= |b| (Dekker)
//   two_diff(a, b)     x = fl(a - b), y = a - b - x
//   split(a)           a = hi + lo, each of at most 26 significant bits:
//                      c = (2^27 + 1) a, hi = c - (c - a), lo = a - hi (Dekker)
//   two_product(a, b)  x = fl(a b), y = a b - x: the four partial products of
//                      the halves have at most 52 bits each, so they and the
//                      running differences x - hi_a hi_b - ... are exact (Dekker)
// With round-to-nearest-even the pair (y, x) is nonadjacent (Shewchuk's
// Theorems 6 and 18), the form his expansion sums and scalings require.
//
// std::fma only where the compiler targets FMA (__FMA__; two_product below):
// without it std::fma is a libm call. The kernels are compiled with
// -ffp-contract=off (CMakeLists.txt), which these routines rely on too -- a
// contraction the compiler chose itself, such as a fused a * b - x in
// Dekker's algorithm, would change what y is.
//
// Range: the routines are exact only while nothing overflows and no result is
// rounded in the subnormal range. The caller guarantees it (see
// in_expansion_range() and its use in kernels/orientation.h); nothing here
// checks it.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

namespace plumb::detail::expansion {

inline void two_sum(double a, double b, double& x, double& y) {
  x = a + b;
  const double b_virtual = x - a;
  const double a_virtual = x - b_virtual;
  y = (a - a_virtual) + (b - b_virtual);
}

inline void fast_two_sum(double a, double b, double& x, double& y) {
  x = a + b;
  y = b - (x - a);
}

inline void two_diff(double a, double b, double& x, double& y) {
  x = a - b;
  const double b_virtual = a - x;
  const double a_virtual = x + b_virtual;
  y = (a - a_virtual) + (b_virtual - b);
}

inline constexpr double kSplitter = 134217729.0;  // 2^27 + 1

inline void split(double a, double& hi, double& lo) {
  const double c = kSplitter * a;
  const double big = c - a;
  hi = c - big;
  lo = a - hi;
}

/// a b = x + y with x = fl(a b), given b already split into b_hi + b_lo.
/// Where the compiler targets FMA (__FMA__: -mfma, -march=x86-64-v3 or
/// native), y = fma(a, b, -x): one rounding of a b - x, which is exact
/// whenever Dekker's y is (so the two give the same bits there), and within
/// 2^-1075 of it when it falls below the normal range, where Dekker's
/// partial products err by up to four times that: every bound that holds
/// for one holds for the other. The split of b is then dead code. (Dekker's
/// split also overflows for |a| or |b| above 2^996, making y NaN, which
/// callers already treat as "not certified"; fma does not.)
inline void two_product_presplit(double a, double b, double b_hi, double b_lo, double& x, double& y) {
  x = a * b;
#if defined(__FMA__)
  (void)b_hi;
  (void)b_lo;
  y = std::fma(a, b, -x);
#else
  double a_hi = 0.0, a_lo = 0.0;
  split(a, a_hi, a_lo);
  const double err1 = x - a_hi * b_hi;
  const double err2 = err1 - a_lo * b_hi;
  const double err3 = err2 - a_hi * b_lo;
  y = a_lo * b_lo - err3;
#endif
}

inline void two_product(double a, double b, double& x, double& y) {
  double b_hi = 0.0, b_lo = 0.0;
  split(b, b_hi, b_lo);
  two_product_presplit(a, b, b_hi, b_lo, x, y);
}

/// hi + sum of terms = the returned hi + the sum of the returned errors,
/// exactly: each term added into hi with two_sum, its error kept. lo is the
/// errors' sum in double and magnitude the sum of their magnitudes, from
/// which a caller bounds lo's own rounding (recursive summation: at most
/// gamma_(n-1) times the errors' magnitudes for n terms).
struct Distilled {
  double hi, lo, magnitude;
};

/// One step of add_into: t added into hi, its error into lo and the error's
/// magnitude into m. For a caller that forms its terms one at a time
/// (refined_sum, product_sum.h), so that they need not be stored first.
[[gnu::always_inline]] inline void add_term(double t, double& hi, double& lo, double& m) {
  double sum = 0.0, err = 0.0;
  two_sum(hi, t, sum, err);
  hi = sum;
  lo += err;
  m += std::fabs(err);
}

template <class Terms>
Distilled add_into(double hi, const Terms& terms) {
  double lo = 0.0, m = 0.0;
  for (const double t : terms) add_term(t, hi, lo, m);
  return {hi, lo, m};
}

/// (a1 + a0) + (b1 + b0) = x[3] + x[2] + x[1] + x[0] exactly (Shewchuk's
/// Two-Two-Sum, an unrolled Expansion-Sum: no branches). a and b: two-term
/// nonoverlapping expansions, larger term first. x is nonoverlapping and
/// ordered by increasing magnitude except that any x[i] may be zero
/// (Shewchuk's Theorem 12).
inline void two_two_sum(double a1, double a0, double b1, double b0, double* x) {
  double i = 0.0, j = 0.0, z = 0.0;
  two_sum(a0, b0, i, x[0]);
  two_sum(a1, i, j, z);
  two_sum(z, b1, i, x[1]);
  two_sum(j, i, x[3], x[2]);
}

/// Sign of a nonoverlapping expansion of four terms ordered by increasing
/// magnitude except for zeros: that of its largest nonzero term.
inline int sign4(const double* x) {
  const int s0 = (x[0] > 0.0) - (x[0] < 0.0), s1 = (x[1] > 0.0) - (x[1] < 0.0);
  const int s2 = (x[2] > 0.0) - (x[2] < 0.0), s3 = (x[3] > 0.0) - (x[3] < 0.0);
  return s3 != 0 ? s3 : s2 != 0 ? s2 : s1 != 0 ? s1 : s0;
}

/// h = b e (Shewchuk's Scale-Expansion with zero elimination). e: nonadjacent,
/// n >= 1 components; h has room for 2n. Returns h's length (>= 1); h is
/// nonadjacent (Shewchuk's Theorem 19).
inline int scale_zeroelim(int n, const double* e, double b, double* h) {
  // Zero components are dropped without a branch: each is stored, and the
  // length advances only past a nonzero one (h has room for every store).
  double b_hi = 0.0, b_lo = 0.0;
  split(b, b_hi, b_lo);
  double q = 0.0, hh = 0.0;
  two_product_presplit(e[0], b, b_hi, b_lo, q, hh);
  int k = 0;
  h[k] = hh;
  k += hh != 0.0;
  for (int i = 1; i < n; ++i) {
    double p1 = 0.0, p0 = 0.0, sum = 0.0;
    two_product_presplit(e[i], b, b_hi, b_lo, p1, p0);
    two_sum(q, p0, sum, hh);
    h[k] = hh;
    k += hh != 0.0;
    fast_two_sum(p1, sum, q, hh);
    h[k] = hh;
    k += hh != 0.0;
  }
  h[k] = q;
  k += (q != 0.0) | (k == 0);
  return k;
}

/// h = e + f (Shewchuk's Fast-Expansion-Sum with zero elimination, with
/// two_sum for every step, which is exact whatever the operands' order). e, f:
/// strongly nonoverlapping (nonadjacent suffices), m, n >= 1 components; h has
/// room for m + n. Returns h's length (>= 1); h is strongly nonoverlapping
/// (Shewchuk's Theorem 13, which needs round-to-nearest-even).
inline int sum_zeroelim(int m, const double* e, int n, const double* f, double* h) {
  // Merge by magnitude, the next component being the smaller of e[i] and
  // f[j]; selected and stored without branches (the order is data, and a
  // mispredicted branch costs more than the arithmetic). Reads stay in bounds.
  int i = 0, j = 0, k = 0;
  auto next = [&]() {
    const double ei = e[i < m ? i : m - 1], fj = f[j < n ? j : n - 1];
    const bool take_e = (j >= n) | ((i < m) & (std::fabs(ei) <= std::fabs(fj)));
    i += take_e;
    j += !take_e;
    return take_e ? ei : fj;
  };
  double q = next();
  for (int t = 1; t < m + n; ++t) {
    double x = 0.0, hh = 0.0;
    two_sum(q, next(), x, hh);
    q = x;
    h[k] = hh;
    k += hh != 0.0;
  }
  h[k] = q;
  k += (q != 0.0) | (k == 0);
  return k;
}

/// Sign of a zero-eliminated nonoverlapping expansion: that of its largest
/// (last) component.
inline int sign(int n, const double* e) {
  const double top = e[n - 1];
  return (top > 0.0) - (top < 0.0);
}

/// h = e + b (Shewchuk's Grow-Expansion with zero elimination): e
/// nonoverlapping, n >= 1 components; h has room for n + 1. Returns h's length
/// (>= 1); h is nonoverlapping (Shewchuk's Theorem 10).
inline int grow_zeroelim(int n, const double* e, double b, double* h) {
  double q = b;
  int k = 0;
  for (int i = 0; i < n; ++i) {
    double x = 0.0, hh = 0.0;
    two_sum(q, e[i], x, hh);
    q = x;
    h[k] = hh;
    k += hh != 0.0;
  }
  h[k] = q;
  k += (q != 0.0) | (k == 0);
  return k;
}

/// The sign of e + b, exactly (e nonoverlapping, n <= 49 components).
inline int sign_of_sum(int n, const double* e, double b) {
  double h[50];
  const int k = grow_zeroelim(n, e, b, h);
  return sign(k, h);
}

// The doubles next to a positive normal c, towards +inf and towards 0, from
// its bit pattern (c below DBL_MAX).
inline double next_up(double c) { return std::bit_cast<double>(std::bit_cast<std::uint64_t>(c) + 1); }
inline double next_down(double c) { return std::bit_cast<double>(std::bit_cast<std::uint64_t>(c) - 1); }

/// The value of a nonoverlapping expansion e (n <= 48 components, value V != 0,
/// |V| in [2^-900, 2^968]) rounded to the nearest double, ties to even.
///
/// Method: a candidate c from a double-double sum of the components; then c is
/// the answer exactly when V lies within half the gap to each of c's
/// neighbours, which is checked exactly as the signs of two expansions,
/// V - c - gap_up/2 and V - c + gap_down/2 (a tie, sign 0, goes to the even
/// neighbour); otherwise c moves one double towards V and is checked again.
/// Every comparison is exact, so the result is correct whatever the
/// candidate's accuracy; the candidate only makes it fast (it is within one
/// double of V unless the components cancel far beyond the usual).
inline double round_nearest(int n, const double* e) {
  double hi = 0.0, lo = 0.0;
  for (int i = 0; i < n; ++i) {
    double sum = 0.0, err = 0.0;
    two_sum(hi, e[i], sum, err);
    hi = sum;
    lo += err;
  }
  const bool negative = hi + lo < 0.0;
  // Work with |V|: mirror every component when V < 0.
  double v[48];
  for (int i = 0; i < n; ++i) v[i] = negative ? -e[i] : e[i];
  double c = std::fabs(hi + lo);
  if (!(c >= 0x1p-1000)) c = std::fabs(v[n - 1]);  // the sum cancelled away: start from the top
  for (;;) {
    const double up = next_up(c), down = next_down(c);
    double d[49];
    const int k = grow_zeroelim(n, v, -c, d);  // V - c, exactly
    const int above = sign_of_sum(k, d, -(up - c) / 2);    // V vs the midpoint above c
    const int below = sign_of_sum(k, d, (c - down) / 2);   // V vs the midpoint below c
    if (above > 0) {
      c = up;
    } else if (below < 0) {
      c = down;
    } else {
      // A tie goes to the neighbour whose last significand bit is 0.
      const bool odd = (std::bit_cast<std::uint64_t>(c) & 1) != 0;
      if (above == 0 && odd) c = up;
      if (below == 0 && odd) c = down;
      return negative ? -c : c;
    }
  }
}

}  // namespace plumb::detail::expansion
