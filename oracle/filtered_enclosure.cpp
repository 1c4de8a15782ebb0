// Plumb oracle, filtered path: enclosures (see filtered_enclosure.h).
#include "oracle/filtered_enclosure.h"

#include <atomic>
#include <bit>
#include <cstdint>

namespace plumb::oracle::filtered {

using namespace enclosure_impl;

namespace {

std::atomic<bool> product_fault{false};

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

}  // namespace

namespace enclosure_impl {

// The slow path of normalised (filtered_enclosure.h): the words move by
// 2^-k into the exponent, k = floor(log2 |hi|). Scaling up is exact;
// scaling down is exact for hi (it lands near 1) and for lo unless lo's bits
// fall below 2^-1074 (shifted_down).
Enclosure renormalised(const Enclosure& r) {
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

Enclosure aligned_sum(const Enclosure& x, const Enclosure& y) {
  // An exact zero adds nothing; otherwise align on the larger exponent.
  if (exact_zero(x) && x.valid) return y;
  if (exact_zero(y) && y.valid) return x;
  if (x.exp < y.exp) return shifted_down(x, y.exp - x.exp) + y;
  return x + shifted_down(y, x.exp - y.exp);
}

}  // namespace enclosure_impl

namespace testing {
void set_product_bound_fault(bool on) { product_fault.store(on, std::memory_order_relaxed); }
bool product_bound_fault() { return product_fault.load(std::memory_order_relaxed); }
}  // namespace testing

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

Enclosure sum_of_products(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d,
                          bool subtract) {
  const bool fused = a.valid && b.valid && c.valid && d.valid && a.rad == 0 && b.rad == 0 && c.rad == 0 &&
                     d.rad == 0 && a.exp + b.exp == c.exp + d.exp && (a.lo != 0 || b.lo != 0 || c.lo != 0 || d.lo != 0);
  const Enclosure rounded = subtract ? a * b - c * d : a * b + c * d;
  // The operators leave about 2^-102 of the products' size; unless that is
  // below 2^-96 of the result (no cancellation worth the name), the exact
  // sum below is formed instead.
  if (!fused || (rounded.valid && rounded.rad <= std::fabs(rounded.hi) * 0x1p-96)) return rounded;
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
  const Pair zero{0, 0};
  // A product with a zero word is zero: not formed (one-word operands are common).
  const auto maybe = [&](double x, double y) { return (x == 0 || y == 0) ? zero : product(x, y); };
  const Pair hh1 = product(a.hi, b.hi), hh2 = product(sg * c.hi, d.hi);
  const Pair hl1 = maybe(a.hi, b.lo), lh1 = maybe(a.lo, b.hi), ll1 = maybe(a.lo, b.lo);
  const Pair hl2 = maybe(sg * c.hi, d.lo), lh2 = maybe(sg * c.lo, d.hi), ll2 = maybe(sg * c.lo, d.lo);
  // Largest first: the leading products (where the cancellation happens),
  // then their error words and the cross products, then the smallest.
  const double words[] = {hh2.s, hh1.e, hh2.e, hl1.s, lh1.s, hl2.s, lh2.s, hl1.e, lh1.e,
                          hl2.e, lh2.e, ll1.s, ll2.s, ll1.e, ll2.e};
  double acc_s = hh1.s, acc_e = 0, lost = 0;
  for (const double w : words) {
    if (w == 0) continue;  // adds nothing
    const Pair x = two_sum(acc_s, w);
    const Pair y = two_sum(acc_e, x.e);
    const Pair z = two_sum(x.s, y.s);
    acc_s = z.s;
    acc_e = z.e;
    lost = add_up(lost, std::fabs(y.e));
  }
  return finish(acc_s, acc_e, add_up(dropped, lost), 0, a.exp + b.exp, true);
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
