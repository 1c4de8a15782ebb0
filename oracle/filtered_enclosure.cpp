// Plumb oracle, filtered path: enclosures (see filtered_enclosure.h).
#include "oracle/filtered_enclosure.h"

#include <atomic>

namespace plumb::oracle::filtered {
namespace {

std::atomic<bool> product_fault{false};

// a + b = s + e exactly (Knuth's TwoSum: any order of magnitudes, no branch).
struct Pair {
  Real s;
  Real e;
};
inline Pair two_sum(Real a, Real b) {
  const Real s = a + b;
  const Real bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

// Veltkamp's split: a = h + l, each with at most half the significand's bits.
constexpr Real kSplitter = Real(1ULL << ((std::numeric_limits<Real>::digits + 1) / 2 > 63
                                             ? 63
                                             : (std::numeric_limits<Real>::digits + 1) / 2)) +
                           1;
static_assert(std::numeric_limits<Real>::digits == 64 || std::numeric_limits<Real>::digits == 113);

inline Pair split(Real a) {
  const Real c = kSplitter * a;
  const Real h = c - (c - a);
  return {h, a - h};
}

// a b = p + e exactly (Dekker's TwoProduct), when nothing underflows.
inline Pair two_prod(Real a, Real b) {
  const Real p = a * b;
  const Pair x = split(a), y = split(b);
  return {p, ((x.s * y.s - p) + x.s * y.e + x.e * y.s) + x.e * y.e};
}

// Sums of non-negative radii, rounded upward; an exact zero stays zero so
// that exact results keep radius 0.
inline Real add_up(Real x, Real y) { return x == 0 ? y : (y == 0 ? x : up(x + y)); }
inline Real mul_up(Real x, Real y) { return (x == 0 || y == 0) ? Real(0) : up(x * y); }

bool in_proven_range(Real x) {
  const Real m = std::fabs(x);
  return x == 0 || (m >= 0x1p-8000L && m <= 0x1p8000L);
}

Enclosure finish(Real hi, Real lo, Real dropped, Real propagated, bool valid) {
  Enclosure r;
  r.hi = hi;
  r.lo = lo;
  r.rad = add_up(dropped, propagated);
  r.valid = valid && in_proven_range(r.hi) && in_proven_range(r.lo) && std::isfinite(r.rad);
  return r;
}

Real midpoint_abs_up(const Enclosure& a) { return add_up(std::fabs(a.hi), std::fabs(a.lo)); }

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
  const Pair d = two_sum(Real(a), -Real(b));  // normalised: |e| <= ulp(s) / 2
  r.hi = d.s;
  r.lo = d.e;
  r.valid = std::isfinite(a) && std::isfinite(b) && in_proven_range(r.hi) && in_proven_range(r.lo);
  if (!r.valid) r.hi = r.lo = 0;
  return r;
}

Enclosure operator+(const Enclosure& a, const Enclosure& b) {
  const Real propagated = add_up(a.rad, b.rad);
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
  const Real propagated =
      add_up(add_up(mul_up(midpoint_abs_up(a), b.rad), mul_up(midpoint_abs_up(b), a.rad)), mul_up(a.rad, b.rad));
  const bool valid = a.valid && b.valid && in_proven_range(a.hi) && in_proven_range(b.hi);
  const Pair p = two_prod(a.hi, b.hi);  // exact
  if (a.lo == 0 && b.lo == 0) return finish(p.s, p.e, 0, propagated, valid);
  // (ah + al)(bh + bl) = p + ah bl + al bh + al bl. The three small products
  // and their sum with p.e are rounded to nearest: five roundings, each of at
  // most 2^-64 of a partial sum, all below S = |p.e| + |ah bl| + |al bh| +
  // |al bl|; so the small part is off by at most 5 2^-64 S (1 + 2^-60) <
  // 2^-61 S. Then p.s + small is split exactly by TwoSum.
  const Real r1 = a.hi * b.lo, r2 = a.lo * b.hi, r3 = a.lo * b.lo;
  const Real small = (p.e + r1) + (r2 + r3);
  const Real bound = up(0x1p-61L * up(up(std::fabs(p.e) + std::fabs(r1)) + up(std::fabs(r2) + std::fabs(r3))));
  const Pair n = two_sum(p.s, small);
  // The seeded fault of the agreement test: the bound dropped (too small).
  return finish(n.s, n.e, testing::product_bound_fault() ? Real(0) : bound, propagated, valid);
}

std::optional<int> sign(const Enclosure& a) {
  if (!a.valid) return std::nullopt;
  // The midpoint is normalised (|lo| <= ulp(hi) / 2, lo == 0 when hi == 0),
  // so it has the sign of hi.
  const int s = a.hi > 0 ? 1 : (a.hi < 0 ? -1 : 0);
  if (a.rad == 0) return s;
  if (lower_abs(a) > 0) return s;
  return std::nullopt;
}

Real upper_abs(const Enclosure& a) {
  if (!a.valid) return std::numeric_limits<Real>::infinity();
  return add_up(midpoint_abs_up(a), a.rad);
}

Real lower_abs(const Enclosure& a) {
  if (!a.valid) return 0;
  const Real mid = down(std::fabs(a.hi) - std::fabs(a.lo));  // <= |hi + lo|
  if (a.rad == 0) return a.lo == 0 ? std::fabs(a.hi) : (mid > 0 ? mid : 0);
  const Real low = down(mid - a.rad);
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
