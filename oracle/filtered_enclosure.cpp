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

// An expansion being compressed into two words: value = hi + lo + (words
// dropped, |each| summed into `dropped`).
struct Accumulator {
  Real hi = 0;
  Real lo = 0;
  Real dropped = 0;

  void add(Real x) {
    if (x == 0) return;
    const Pair a = two_sum(hi, x);     // hi + x = a.s + a.e
    const Pair b = two_sum(lo, a.e);   // lo + a.e = b.s + b.e
    const Pair c = two_sum(a.s, b.s);  // a.s + b.s = c.s + c.e
    const Pair d = two_sum(c.e, b.e);  // c.e + b.e = d.s + d.e
    dropped = add_up(dropped, std::fabs(d.e));
    const Pair n = two_sum(c.s, d.s);  // renormalised, exactly
    hi = n.s;
    lo = n.e;
  }
};

bool in_proven_range(Real x) {
  const Real m = std::fabs(x);
  return x == 0 || (m >= 0x1p-8000L && m <= 0x1p8000L);
}

Enclosure finish(const Accumulator& acc, Real propagated, bool valid) {
  Enclosure r;
  r.hi = acc.hi;
  r.lo = acc.lo;
  r.rad = add_up(acc.dropped, propagated);
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
  Accumulator acc;
  acc.add(a.hi);
  acc.add(b.hi);
  acc.add(a.lo);
  acc.add(b.lo);
  return finish(acc, add_up(a.rad, b.rad), a.valid && b.valid);
}

Enclosure operator-(const Enclosure& a) {
  Enclosure r = a;
  r.hi = -a.hi;
  r.lo = -a.lo;
  return r;
}

Enclosure operator-(const Enclosure& a, const Enclosure& b) { return a + (-b); }

Enclosure operator*(const Enclosure& a, const Enclosure& b) {
  // (ah + al)(bh + bl): four exact products, eight words, largest first.
  Accumulator acc;
  const Pair p0 = two_prod(a.hi, b.hi);
  acc.hi = p0.s;
  acc.lo = p0.e;
  if (a.lo != 0 || b.lo != 0) {
    const Pair p1 = two_prod(a.hi, b.lo), p2 = two_prod(a.lo, b.hi), p3 = two_prod(a.lo, b.lo);
    acc.add(p1.s);
    acc.add(p2.s);
    acc.add(p1.e);
    acc.add(p2.e);
    acc.add(p3.s);
    acc.add(p3.e);
  }
  if (testing::product_bound_fault()) acc.dropped = 0;  // the seeded fault: a bound too small
  // |xy - ma mb| <= |ma| rb + |mb| ra + ra rb for |x - ma| <= ra, |y - mb| <= rb.
  const Real propagated =
      add_up(add_up(mul_up(midpoint_abs_up(a), b.rad), mul_up(midpoint_abs_up(b), a.rad)), mul_up(a.rad, b.rad));
  const bool operands_in_range = in_proven_range(a.hi) && in_proven_range(b.hi);
  return finish(acc, propagated, a.valid && b.valid && operands_in_range);
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
