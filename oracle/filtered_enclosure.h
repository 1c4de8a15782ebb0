// Plumb oracle, filtered path: certified enclosures of exact values.
//
// Method: a value is carried as a two-word midpoint hi + lo in doubles
// (binary64) and a radius, all three in units of a power of two 2^exp:
// |exact - (hi + lo) 2^exp| <= rad 2^exp. The exponent gives the doubles the
// range of the inputs' polynomials (a product of eight doubles spans
// 2^+-8600): every result whose hi leaves [2^-300, 2^300] is brought back
// by a power of two into the exponent, so the words of a product stay in
// [2^-600, 2^600] and nothing overflows or underflows there. A sum is formed
// EXACTLY as a short chain of error-free transformations (Knuth's TwoSum)
// and compressed to two words, each dropped word known exactly; a product of
// one-word values is exact (TwoProduct: one FMA where the build has it,
// Dekker's product with Veltkamp's split otherwise), and a product with a
// two-word operand adds its three small cross products in round-to-nearest
// under a bound derived beside the code (2^-50 of their magnitudes plus
// 2^-1072 for underflow). Operands of a sum with different exponents are
// aligned on the larger one, their words scaled down exactly or, where a
// word's bits fall below 2^-1074, rounded with 2^-1074 into the radius. The
// radius grows by the dropped words or those bounds, plus the propagated
// radii of the operands, all summed with upward rounding (the next double
// up: exact bit arithmetic). A result with a non-finite word or radius is
// invalid (an input near DBL_MAX whose difference overflows): the caller
// then falls back to the exact stage.
// Why obviously correct: when nothing is dropped or rounded the midpoint IS
// the exact value and the radius stays 0 (so exact zeros, as on every grid
// case, are certified as zeros); otherwise the radius is a sum of exact
// dropped magnitudes, of the products' rounding and underflow bounds and of
// the operands' propagated errors, each rounded upward.
// Scalar bounds derived from enclosures (upper_abs, lower_abs and the error
// measures of filtered_quotient.h) are formed in x87 extended precision
// (Real below): few operations per check, and its exponent range keeps
// ULP scalings of tiny distances exact.
//
// Independence: this is the oracle's own code and method (enclosures with
// their radius carried along, never a floating-point filter with an a priori
// bound; the one exact sum, sum_of_products, keeps two words and carries
// what it drops in the radius, not an expansion); nothing here comes from
// kernels/detail.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

namespace plumb::oracle::filtered {

using Real = long double;

static_assert(std::numeric_limits<Real>::digits >= 64 && std::numeric_limits<Real>::max_exponent >= 16384,
              "the filtered oracle's scalar bounds need an extended format with a 15-bit exponent (x87 long double or binary128)");
static_assert(std::numeric_limits<double>::is_iec559 && std::numeric_limits<double>::digits == 53 &&
                  std::numeric_limits<double>::has_denorm == std::denorm_present,
              "the enclosures' error-free transformations are derived for IEEE binary64 with subnormals");

/// An enclosure of an exact real x: |x - (hi + lo) 2^exp| <= rad 2^exp.
/// valid == false: a result overflowed (a word or the radius is not
/// finite), or an input was not finite; such an enclosure decides nothing.
struct Enclosure {
  double hi = 0;
  double lo = 0;
  double rad = 0;
  int exp = 0;
  bool valid = true;
};

/// The exact value of a double (finite or not: a non-finite value gives an
/// invalid enclosure). Never throws.
inline Enclosure enclose(double v);

/// a - b for two doubles, exactly (radius 0; one TwoSum). Non-finite input
/// gives an invalid enclosure. Never throws.
Enclosure exact_difference(double a, double b);

/// The exact value of an extended-format number (64 significant bits fit in
/// two doubles with an exponent); an invalid enclosure for a non-finite
/// one. Never throws.
Enclosure enclose_extended(Real m);

/// a times 2^k, exactly (only the exponent changes). Never throws.
inline Enclosure times_pow2(Enclosure a, int k) {
  a.exp += k;
  return a;
}

/// Sums, differences, negation and products of enclosures: the exact result
/// lies within the result's enclosure whenever it lies within the operands'.
/// Never throw.
inline Enclosure operator+(const Enclosure& a, const Enclosure& b);
inline Enclosure operator-(const Enclosure& a, const Enclosure& b);
inline Enclosure operator-(const Enclosure& a);
inline Enclosure operator*(const Enclosure& a, const Enclosure& b);

/// a b + c d (subtract: a b - c d), as the operators give it, but formed as
/// one exact sum of the eight word products when all four are exact (radius
/// 0), share units, and the operators' result cancels (its radius above
/// 2^-96 of it): the cancellation of nearly equal products is then exact
/// (see the .cpp). Never throws.
Enclosure sum_of_products(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d,
                          bool subtract);

/// The sign of the enclosed value (-1, 0, +1) when the enclosure settles it
/// (0 only for an exact zero: midpoint and radius both 0); nullopt when the
/// enclosure contains values of different signs, or is invalid.
inline std::optional<int> sign(const Enclosure& a);

/// A number >= |x| for every x in the enclosure (+inf when invalid).
Real upper_abs(const Enclosure& a);

/// A number in [0, |x|] for every x in the enclosure (0 when invalid or
/// when the enclosure contains 0).
Real lower_abs(const Enclosure& a);

/// Directed rounding of an extended value to double: the least double >= x
/// and the greatest double <= x. Never throw.
double double_up(Real x);
double double_down(Real x);

/// x moved outward past the rounding error of the operation that just
/// produced it with round-to-nearest: a result x is within ulp(x) / 2 <=
/// 2^-64 |x| of the exact value (plus half the least subnormal below the
/// normal range), and x + (2^-62 |x| + 2^-16000) rounds to at least
/// x + ulp(x). Cheaper than nextafterl (a library call), and
/// looser by a few ULPs of the extended format only. Infinities stay. Never throw.
inline Real up(Real x) {
  if (!(std::fabs(x) <= std::numeric_limits<Real>::max())) return x;
  return x + (std::fabs(x) * 0x1p-62L + 0x1p-16000L);
}
inline Real down(Real x) {
  if (!(std::fabs(x) <= std::numeric_limits<Real>::max())) return x;
  return x - (std::fabs(x) * 0x1p-62L + 0x1p-16000L);
}

namespace testing {
/// The seeded fault of the filtered path, for its agreement test only: while
/// on, products with a two-word operand leave their rounding bound out of the
/// radius (a bound made too small). Off by default.
void set_product_bound_fault(bool on);
bool product_bound_fault();
}  // namespace testing

// --- The arithmetic, inline: it is the filter's inner loop. Rare paths
// (renormalisation, sums of different exponents) are in the .cpp. ---
namespace enclosure_impl {

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

// a + b = s + e exactly (Knuth's TwoSum: any order of magnitudes, no branch;
// exact for all finite doubles, subnormal results included, since a sum
// that lands in the subnormal range is exact). An overflow shows as a
// non-finite s or e.
struct Pair {
  double s;
  double e;
};
inline Pair two_sum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

// a b = p + e exactly when |p| >= 2^-967 (see product below for the
// underflow case): the error of a rounded product is then a multiple of
// ulp(a) ulp(b) >= 2^-1073 below ulp(p) / 2, so it is a double.
// With an FMA: e = fma(a, b, -p), one rounding of an exact value that is
// representable. Without: Dekker's TwoProduct with Veltkamp's split
// (2^27 + 1); each half has at most 26 significant bits, so the four partial
// products are exact and their sum with -p cancels exactly. A split of
// |a| > 2^996 overflows and shows as a NaN in e.
inline Pair two_prod(double a, double b) {
  const double p = a * b;
#if defined(__FMA__) || defined(__FP_FAST_FMA)
  return {p, std::fma(a, b, -p)};
#else
  constexpr double kSplitter = 134217729.0;  // 2^27 + 1
  const double ca = kSplitter * a, cb = kSplitter * b;
  const double ah = ca - (ca - a), al = a - ah;
  const double bh = cb - (cb - b), bl = b - bh;
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
#endif
}

// The least double above x >= 0 (+0 gives the least subnormal); +inf and NaN
// stay. A result of one round-to-nearest operation on non-negative operands
// is within half an ULP of the exact value (an absolute 2^-1075 in the
// subnormal range, at most one ULP there), so its successor is >= the exact
// value: upward rounding without a change of rounding mode.
inline double next_up(double x) {
  if (!(x < kInfinity)) return x;
  if (x == 0) return std::numeric_limits<double>::denorm_min();
  return std::bit_cast<double>(std::bit_cast<std::uint64_t>(x) + 1);
}

// Sums and products of non-negative radii, rounded upward; an exact zero
// stays zero so that exact results keep radius 0.
inline double add_up(double x, double y) { return x == 0 ? y : (y == 0 ? x : next_up(x + y)); }
inline double mul_up(double x, double y) { return (x == 0 || y == 0) ? 0.0 : next_up(x * y); }

inline double midpoint_abs_up(const Enclosure& a) { return add_up(std::fabs(a.hi), std::fabs(a.lo)); }

// Keeps hi in [2^-300, 2^300] (or 0): beyond, renormalised (the .cpp)
// moves the words by a power of two into the exponent.
Enclosure renormalised(const Enclosure& r);
inline Enclosure normalised(const Enclosure& r) {
  const double m = std::fabs(r.hi);
  if (m == 0 || (m >= 0x1p-300 && m <= 0x1p300) || !(m < kInfinity)) return r;
  return renormalised(r);
}

inline bool exact_zero(const Enclosure& a) { return a.hi == 0 && a.lo == 0 && a.rad == 0; }

inline Enclosure finish(double hi, double lo, double dropped, double propagated, int exp, bool valid) {
  Enclosure r;
  r.hi = hi;
  r.lo = lo;
  r.rad = add_up(dropped, propagated);
  r.exp = exp;
  r.valid = valid && std::isfinite(r.hi) && std::isfinite(r.lo) && std::isfinite(r.rad);
  return normalised(r);
}

/// x + y for x.exp != y.exp (the .cpp): aligned on the larger exponent.
Enclosure aligned_sum(const Enclosure& x, const Enclosure& y);

}  // namespace enclosure_impl

inline Enclosure enclose(double v) {
  Enclosure r;
  r.hi = v;
  r.valid = std::isfinite(v);
  if (!r.valid) r.hi = 0;
  return enclosure_impl::normalised(r);
}

inline Enclosure operator+(const Enclosure& x, const Enclosure& y) {
  if (x.exp != y.exp) return enclosure_impl::aligned_sum(x, y);
  const Enclosure& a = x;
  const Enclosure& b = y;
  const double propagated = enclosure_impl::add_up(a.rad, b.rad);
  const bool valid = a.valid && b.valid;
  if (a.lo == 0 && b.lo == 0) {  // two words hold the sum of two words exactly
    const enclosure_impl::Pair s = enclosure_impl::two_sum(a.hi, b.hi);
    return enclosure_impl::finish(s.s, s.e, 0, propagated, a.exp, valid);
  }
  // ah + bh + al + bl, kept exact by TwoSum at every step; at most two
  // words (k and h below) are dropped, and each is known exactly.
  const enclosure_impl::Pair s0 = enclosure_impl::two_sum(a.hi, b.hi), t0 = enclosure_impl::two_sum(a.lo, b.lo);  // = s0.s + s0.e + t0.s + t0.e
  const enclosure_impl::Pair u = enclosure_impl::two_sum(s0.e, t0.s);                             // = s0.s + u.s + u.e + t0.e
  const enclosure_impl::Pair w = enclosure_impl::two_sum(u.e, t0.e);                              // = s0.s + u.s + w.s + w.e
  const enclosure_impl::Pair v = enclosure_impl::two_sum(s0.s, u.s);                              // = v.s + v.e + w.s + w.e
  const enclosure_impl::Pair l = enclosure_impl::two_sum(v.e, w.s);                               // = v.s + l.s + l.e + w.e
  const enclosure_impl::Pair n = enclosure_impl::two_sum(v.s, l.s);                               // renormalised: = n.s + n.e + l.e + w.e
  return enclosure_impl::finish(n.s, n.e, enclosure_impl::add_up(std::fabs(l.e), std::fabs(w.e)), propagated, a.exp, valid);
}

inline Enclosure operator-(const Enclosure& a) {
  Enclosure r = a;
  r.hi = -a.hi;
  r.lo = -a.lo;
  return r;
}

inline Enclosure operator-(const Enclosure& a, const Enclosure& b) { return a + (-b); }

inline Enclosure operator*(const Enclosure& a, const Enclosure& b) {
  // |xy - ma mb| <= |ma| rb + |mb| ra + ra rb for |x - ma| <= ra, |y - mb| <= rb.
  const double propagated =
      enclosure_impl::add_up(enclosure_impl::add_up(enclosure_impl::mul_up(enclosure_impl::midpoint_abs_up(a), b.rad), enclosure_impl::mul_up(enclosure_impl::midpoint_abs_up(b), a.rad)), enclosure_impl::mul_up(a.rad, b.rad));
  const bool valid = a.valid && b.valid;
  const int exp = a.exp + b.exp;
  enclosure_impl::Pair p = enclosure_impl::two_prod(a.hi, b.hi);
  double dropped = 0;
  // Underflow (not reached while both operands are normalised: their hi
  // words are at least 2^-300): below 2^-967 the error word may be inexact
  // (or the product rounded to 0). The exact error |ah bh - p| is at most
  // half an ULP of p: at most 2^-1020, and 2^-1075 for a subnormal p. The
  // word is dropped and 2^-1019 or 2^-1074 bounds it. A zero factor keeps
  // the exact zero (p = e = 0, nothing dropped).
  if (std::fabs(p.s) < 0x1p-967 && a.hi != 0 && b.hi != 0) {
    p.e = 0;
    dropped = std::fabs(p.s) < 0x1p-1022 ? 0x1p-1074 : 0x1p-1019;
  }
  if (a.lo == 0 && b.lo == 0) return enclosure_impl::finish(p.s, p.e, dropped, propagated, exp, valid);
  // (ah + al)(bh + bl) = p + ah bl + al bh + al bl. The three small products
  // and their sums with p.e are rounded to nearest: five roundings, each off
  // by at most 2^-53 of its (computed) result, plus 2^-1075 where it
  // underflows. The results are r1, r2, r3 (sum <= S = |p.e| + |ah bl| +
  // |al bh| + |al bl| as computed), the two partial sums (<= S (1 + 2^-52)
  // together) and `small` (<= S (1 + 2^-52)^2): together < 3.001 S, so the
  // small part is off by at most 2^-53 3.001 S + 5 2^-1075 < 2^-51 S +
  // 2^-1072; the bound below takes 2^-50 S + 2^-1072. Then p.s + small is
  // split exactly by TwoSum.
  const double r1 = a.hi * b.lo, r2 = a.lo * b.hi, r3 = a.lo * b.lo;
  const double small = (p.e + r1) + (r2 + r3);
  const double magnitude = enclosure_impl::add_up(enclosure_impl::add_up(std::fabs(p.e), std::fabs(r1)), enclosure_impl::add_up(std::fabs(r2), std::fabs(r3)));
  const double bound = enclosure_impl::add_up(enclosure_impl::mul_up(magnitude, 0x1p-50), 0x1p-1072);
  const enclosure_impl::Pair n = enclosure_impl::two_sum(p.s, small);
  // The seeded fault of the agreement test: the bound dropped (too small).
  return enclosure_impl::finish(n.s, n.e, enclosure_impl::add_up(dropped, testing::product_bound_fault() ? 0.0 : bound), propagated, exp, valid);
}

inline std::optional<int> sign(const Enclosure& a) {
  if (!a.valid) return std::nullopt;
  // The midpoint is normalised (|lo| <= ulp(hi) / 2, lo == 0 when hi == 0),
  // so it has the sign of hi; with a radius, every value of the enclosure
  // has it when |hi| > |lo| + rad (then |hi + lo| - rad > 0).
  const int s = a.hi > 0 ? 1 : (a.hi < 0 ? -1 : 0);
  if (a.rad == 0) return s;
  if (std::fabs(a.hi) > enclosure_impl::add_up(std::fabs(a.lo), a.rad)) return s;
  return std::nullopt;
}


}  // namespace plumb::oracle::filtered
