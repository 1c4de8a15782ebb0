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


double midpoint_abs_up(const Enclosure& a) { return add_up(std::fabs(a.hi), std::fabs(a.lo)); }

// The words of r times 2^-d (d > 0), exponent d larger: each word is scaled
// exactly unless its bits fall below 2^-1074, where it is rounded to nearest
// (off by at most 2^-1075) and 2^-1074 goes into the radius; the radius is
// rounded upward.
Enclosure shifted_down(Enclosure r, int d) {
  double slack = 0;
  for (double* w : {&r.hi, &r.lo}) {
    const double scaled = std::ldexp(*w, -d);
    if (std::ldexp(scaled, d) != *w) slack = add_up(slack, 0x1p-1074);
    *w = scaled;
  }
  if (r.rad != 0) {
    const double rad = std::ldexp(r.rad, -d);
    r.rad = std::ldexp(rad, d) == r.rad ? rad : next_up(rad);
  }
  r.rad = add_up(r.rad, slack);
  r.exp += d;
  return r;
}

// Keeps hi in [2^-300, 2^300] (or 0): beyond, the words move by 2^-k into
// the exponent, k = floor(log2 |hi|). Scaling up is exact; scaling down is
// exact for hi (it lands near 1) and for lo unless lo's bits fall below
// 2^-1074 (shifted_down). Non-finite words stay (the result is invalid).
constexpr double kWindowHigh = 0x1p300, kWindowLow = 0x1p-300;
inline Enclosure normalised(const Enclosure& r) {
  const double m = std::fabs(r.hi);
  if (m == 0 || (m >= kWindowLow && m <= kWindowHigh) || !(m < kInfinity)) return r;
  const int k = std::ilogb(r.hi);
  if (k > 0) return shifted_down(r, k);
  Enclosure u = r;  // scaling up by 2^-k: exact for every word
  u.hi = std::ldexp(r.hi, -k);
  u.lo = std::ldexp(r.lo, -k);
  u.rad = std::ldexp(r.rad, -k);
  u.exp += k;
  u.valid = r.valid && std::isfinite(u.rad);
  return u;
}

bool exact_zero(const Enclosure& a) { return a.hi == 0 && a.lo == 0 && a.rad == 0; }

Enclosure finish(double hi, double lo, double dropped, double propagated, int exp, bool valid) {
  Enclosure r;
  r.hi = hi;
  r.lo = lo;
  r.rad = add_up(dropped, propagated);
  r.exp = exp;
  r.valid = valid && std::isfinite(r.hi) && std::isfinite(r.lo) && std::isfinite(r.rad);
  return normalised(r);
}

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
  return normalised(r);
}

Enclosure exact_difference(double a, double b) {
  Enclosure r;
  // Past 2^1000 the difference may overflow: the halves are subtracted
  // instead (exact when both halve exactly, which only a subnormal would not).
  int exp = 0;
  if ((std::fabs(a) > 0x1p1000 || std::fabs(b) > 0x1p1000) && (a * 0.5) * 2 == a && (b * 0.5) * 2 == b) {
    a *= 0.5;
    b *= 0.5;
    exp = 1;
  }
  const Pair d = two_sum(a, -b);  // normalised: |e| <= ulp(s) / 2
  r.hi = d.s;
  r.lo = d.e;
  r.exp = exp;
  r.valid = std::isfinite(a) && std::isfinite(b) && std::isfinite(r.hi) && std::isfinite(r.lo);
  if (!r.valid) r.hi = r.lo = 0;
  return normalised(r);
}

Enclosure enclose_extended(Real m) {
  if (!std::isfinite(m)) return enclose(std::numeric_limits<double>::quiet_NaN());
  if (m == 0) return enclose(0.0);
  const int e = std::ilogb(m);
  const Real unit = std::ldexp(m, -e);  // in [1, 2): exact
  Enclosure r;
  r.hi = static_cast<double>(unit);
  r.lo = static_cast<double>(unit - Real(r.hi));  // exact: the 11 bits below hi's 53
  r.exp = e;
  return r;
}

Enclosure operator+(const Enclosure& x, const Enclosure& y) {
  if (x.exp != y.exp) {
    // An exact zero adds nothing; otherwise align on the larger exponent.
    if (exact_zero(x) && x.valid) return y;
    if (exact_zero(y) && y.valid) return x;
    if (x.exp < y.exp) return shifted_down(x, y.exp - x.exp) + y;
    return x + shifted_down(y, x.exp - y.exp);
  }
  const Enclosure& a = x;
  const Enclosure& b = y;
  const double propagated = add_up(a.rad, b.rad);
  const bool valid = a.valid && b.valid;
  if (a.lo == 0 && b.lo == 0) {  // two words hold the sum of two words exactly
    const Pair s = two_sum(a.hi, b.hi);
    return finish(s.s, s.e, 0, propagated, a.exp, valid);
  }
  // ah + bh + al + bl, kept exact by TwoSum at every step; at most two
  // words (k and h below) are dropped, and each is known exactly.
  const Pair s0 = two_sum(a.hi, b.hi), t0 = two_sum(a.lo, b.lo);  // = s0.s + s0.e + t0.s + t0.e
  const Pair u = two_sum(s0.e, t0.s);                             // = s0.s + u.s + u.e + t0.e
  const Pair w = two_sum(u.e, t0.e);                              // = s0.s + u.s + w.s + w.e
  const Pair v = two_sum(s0.s, u.s);                              // = v.s + v.e + w.s + w.e
  const Pair l = two_sum(v.e, w.s);                               // = v.s + l.s + l.e + w.e
  const Pair n = two_sum(v.s, l.s);                               // renormalised: = n.s + n.e + l.e + w.e
  return finish(n.s, n.e, add_up(std::fabs(l.e), std::fabs(w.e)), propagated, a.exp, valid);
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
  const int exp = a.exp + b.exp;
  Pair p = two_prod(a.hi, b.hi);
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
  if (a.lo == 0 && b.lo == 0) return finish(p.s, p.e, dropped, propagated, exp, valid);
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
  return finish(n.s, n.e, add_up(dropped, testing::product_bound_fault() ? 0.0 : bound), propagated, exp, valid);
}

Enclosure sum_of_products(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d,
                          bool subtract) {
  const bool fused = a.valid && b.valid && c.valid && d.valid && a.rad == 0 && b.rad == 0 && c.rad == 0 &&
                     d.rad == 0 && a.exp + b.exp == c.exp + d.exp && (a.lo != 0 || b.lo != 0 || c.lo != 0 || d.lo != 0);
  if (!fused) return subtract ? a * b - c * d : a * b + c * d;
  // Exact operands of two words each, in the same units: the eight word
  // products, each exact by TwoProduct (or its error word dropped into the
  // radius where it underflows, as in operator*), are summed into a
  // two-word accumulator (s, e): TwoSum(s, w) = s' + t, TwoSum(e, t) =
  // e' + f, then (s', e') renormalised by TwoSum; every step is exact, so the
  // sum is s + e plus the dropped words f, whose magnitudes go into the
  // radius. Keeping (s, e) normalised keeps each f below about 2^-104 of
  // |s|: the cancellation of nearly equal products (a near-zero cross
  // product of exact differences) is exact, where rounding each product to
  // two words first would leave 2^-102 of the products' size.
  double dropped = 0;
  const auto product = [&dropped](double x, double y) {
    Pair p = two_prod(x, y);
    if (std::fabs(p.s) < 0x1p-967 && x != 0 && y != 0) {  // underflow: see operator*
      p.e = 0;
      dropped = add_up(dropped, std::fabs(p.s) < 0x1p-1022 ? 0x1p-1074 : 0x1p-1019);
    }
    return p;
  };
  const double sg = subtract ? -1.0 : 1.0;
  const Pair hh1 = product(a.hi, b.hi), hh2 = product(sg * c.hi, d.hi);
  const Pair hl1 = product(a.hi, b.lo), lh1 = product(a.lo, b.hi), ll1 = product(a.lo, b.lo);
  const Pair hl2 = product(sg * c.hi, d.lo), lh2 = product(sg * c.lo, d.hi), ll2 = product(sg * c.lo, d.lo);
  // Largest first: the leading products (where the cancellation happens),
  // then their error words and the cross products, then the smallest.
  const double words[] = {hh2.s, hh1.e, hh2.e, hl1.s, lh1.s, hl2.s, lh2.s, hl1.e, lh1.e,
                          hl2.e, lh2.e, ll1.s, ll2.s, ll1.e, ll2.e};
  double acc_s = hh1.s, acc_e = 0, lost = 0;
  for (const double w : words) {
    const Pair x = two_sum(acc_s, w);
    const Pair y = two_sum(acc_e, x.e);
    const Pair z = two_sum(x.s, y.s);
    acc_s = z.s;
    acc_e = z.e;
    lost = add_up(lost, std::fabs(y.e));
  }
  return finish(acc_s, acc_e, add_up(dropped, lost), 0, a.exp + b.exp, true);
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
  const Real u = Real(add_up(midpoint_abs_up(a), a.rad));
  return a.exp == 0 ? u : std::ldexp(u, a.exp);  // exact in the extended format
}

namespace {
Real lower_abs_unscaled(const Enclosure& a) {
  if (!a.valid) return 0;
  const Real hi = std::fabs(Real(a.hi)), lo = std::fabs(Real(a.lo));
  if (a.rad == 0 && a.lo == 0) return hi;
  const Real mid = down(hi - lo);  // <= |hi + lo|
  if (a.rad == 0) return mid > 0 ? mid : 0;
  const Real low = down(mid - Real(a.rad));
  return low > 0 ? low : 0;
}
}  // namespace

Real lower_abs(const Enclosure& a) {
  const Real l = lower_abs_unscaled(a);
  return a.exp == 0 ? l : std::ldexp(l, a.exp);  // exact in the extended format
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
