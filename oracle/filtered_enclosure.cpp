// Plumb oracle, filtered path: enclosures (see filtered_enclosure.h).
#include "oracle/filtered_enclosure.h"

#include <atomic>
#include <bit>
#include <cstdint>

namespace plumb::oracle::filtered {
namespace {

std::atomic<bool> product_fault{false};

constexpr double kInfinity = std::numeric_limits<double>::infinity();

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

Enclosure finish(double hi, double lo, double dropped, double propagated, bool valid) {
  Enclosure r;
  r.hi = hi;
  r.lo = lo;
  r.rad = add_up(dropped, propagated);
  r.valid = valid && std::isfinite(r.hi) && std::isfinite(r.lo) && std::isfinite(r.rad);
  return r;
}

double midpoint_abs_up(const Enclosure& a) { return add_up(std::fabs(a.hi), std::fabs(a.lo)); }

}  // namespace

namespace testing {
void set_product_bound_fault(bool on) { product_fault.store(on, std::memory_order_relaxed); }
bool product_bound_fault() { return product_fault.load(std::memory_order_relaxed); }
}  // namespace testing

Enclosure enclose(double v) {
  Enclosure r;
  r.hi = v;
  r.valid = std::isfinite(v);
  if (!r.valid) r.hi = 0;
  return r;
}

Enclosure exact_difference(double a, double b) {
  Enclosure r;
  const Pair d = two_sum(a, -b);  // normalised: |e| <= ulp(s) / 2
  r.hi = d.s;
  r.lo = d.e;
  r.valid = std::isfinite(a) && std::isfinite(b) && std::isfinite(r.hi) && std::isfinite(r.lo);
  if (!r.valid) r.hi = r.lo = 0;
  return r;
}

Enclosure operator+(const Enclosure& a, const Enclosure& b) {
  const double propagated = add_up(a.rad, b.rad);
  const bool valid = a.valid && b.valid;
  if (a.lo == 0 && b.lo == 0) {  // two words hold the sum of two words exactly
    const Pair x = two_sum(a.hi, b.hi);
    return finish(x.s, x.e, 0, propagated, valid);
  }
  // ah + bh + al + bl, kept exact by TwoSum at every step; at most two
  // words (k and h below) are dropped, and each is known exactly.
  const Pair s0 = two_sum(a.hi, b.hi), t0 = two_sum(a.lo, b.lo);  // = s0.s + s0.e + t0.s + t0.e
  const Pair u = two_sum(s0.e, t0.s);                             // = s0.s + u.s + u.e + t0.e
  const Pair w = two_sum(u.e, t0.e);                              // = s0.s + u.s + w.s + w.e
  const Pair v = two_sum(s0.s, u.s);                              // = v.s + v.e + w.s + w.e
  const Pair l = two_sum(v.e, w.s);                               // = v.s + l.s + l.e + w.e
  const Pair n = two_sum(v.s, l.s);                               // renormalised: = n.s + n.e + l.e + w.e
  return finish(n.s, n.e, add_up(std::fabs(l.e), std::fabs(w.e)), propagated, valid);
}

Enclosure operator-(const Enclosure& a) {
  Enclosure r = a;
  r.hi = -a.hi;
  r.lo = -a.lo;
  return r;
}

Enclosure operator-(const Enclosure& a, const Enclosure& b) { return a + (-b); }

Enclosure operator*(const Enclosure& a, const Enclosure& b) {
  // |xy - ma mb| <= |ma| rb + |mb| ra + ra rb for |x - ma| <= ra, |y - mb| <= rb.
  const double propagated =
      add_up(add_up(mul_up(midpoint_abs_up(a), b.rad), mul_up(midpoint_abs_up(b), a.rad)), mul_up(a.rad, b.rad));
  const bool valid = a.valid && b.valid;
  Pair p = two_prod(a.hi, b.hi);
  double dropped = 0;
  // Underflow: below 2^-967 the error word may be inexact (or the product
  // rounded to 0). The exact error |ah bh - p| is at most half an ULP of p,
  // <= 2^-1020 there: the word is dropped and 2^-1019 bounds it. A zero
  // factor keeps the exact zero (p = e = 0, nothing dropped).
  if (std::fabs(p.s) < 0x1p-967 && a.hi != 0 && b.hi != 0) {
    p.e = 0;
    dropped = 0x1p-1019;
  }
  if (a.lo == 0 && b.lo == 0) return finish(p.s, p.e, dropped, propagated, valid);
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
  const double magnitude = add_up(add_up(std::fabs(p.e), std::fabs(r1)), add_up(std::fabs(r2), std::fabs(r3)));
  const double bound = add_up(mul_up(magnitude, 0x1p-50), 0x1p-1072);
  const Pair n = two_sum(p.s, small);
  // The seeded fault of the agreement test: the bound dropped (too small).
  return finish(n.s, n.e, add_up(dropped, testing::product_bound_fault() ? 0.0 : bound), propagated, valid);
}

std::optional<int> sign(const Enclosure& a) {
  if (!a.valid) return std::nullopt;
  // The midpoint is normalised (|lo| <= ulp(hi) / 2, lo == 0 when hi == 0),
  // so it has the sign of hi; with a radius, every value of the enclosure
  // has it when |hi| > |lo| + rad (then |hi + lo| - rad > 0).
  const int s = a.hi > 0 ? 1 : (a.hi < 0 ? -1 : 0);
  if (a.rad == 0) return s;
  if (std::fabs(a.hi) > add_up(std::fabs(a.lo), a.rad)) return s;
  return std::nullopt;
}

Real upper_abs(const Enclosure& a) {
  if (!a.valid) return std::numeric_limits<Real>::infinity();
  return Real(add_up(midpoint_abs_up(a), a.rad));
}

Real lower_abs(const Enclosure& a) {
  if (!a.valid) return 0;
  const Real hi = std::fabs(Real(a.hi)), lo = std::fabs(Real(a.lo));
  if (a.rad == 0 && a.lo == 0) return hi;
  const Real mid = down(hi - lo);  // <= |hi + lo|
  if (a.rad == 0) return mid > 0 ? mid : 0;
  const Real low = down(mid - Real(a.rad));
  return low > 0 ? low : 0;
}

double double_up(Real x) {
  double d = static_cast<double>(x);
  if (static_cast<Real>(d) < x) d = std::nextafter(d, std::numeric_limits<double>::infinity());
  return d;
}

double double_down(Real x) {
  double d = static_cast<double>(x);
  if (static_cast<Real>(d) > x) d = std::nextafter(d, -std::numeric_limits<double>::infinity());
  return d;
}

}  // namespace plumb::oracle::filtered
