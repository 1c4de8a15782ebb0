// Plumb oracle, filtered path in 3D: scaled closest-pair inputs and their
// measures (see filtered_pair_measure3.h).
#include "oracle/filtered_pair_measure3.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool fault() { return fast::testing::rounding_bound_fault.load(std::memory_order_relaxed); }
double bound(const Approx& a) { return fault() ? 0.0 : fast::certified_err(a); }

// Bounds of |a| (the lower one 0 at least), each rounded outward.
double above(const Approx& a) { return (std::fabs(a.hi) + (std::fabs(a.lo) + bound(a))) * (1 + 0x1p-50); }
double below(const Approx& a) {
  const double l = (std::fabs(a.hi) - (std::fabs(a.lo) + bound(a)) * (1 + 0x1p-50)) * (1 - 0x1p-50);
  return l > 0 ? l : 0.0;
}

// |a| as a value: a or -a on a certified sign, else 0 within a's reach.
Approx magnitude(const Approx& a) {
  const std::optional<int> s = fast::certified_sign(a);
  if (s) return *s < 0 ? fast::neg(a) : a;
  return Approx{0, 0, above(a)};
}

// The returned measure when [lo, hi] is narrow enough (see the header).
std::optional<double> within_promise(double lo, double hi) {
  if (!(hi <= lo * (1 + 0x1p-40) + 0x1p-39)) return std::nullopt;  // also NaN, inf
  return std::nextafter(hi, std::numeric_limits<double>::infinity());
}

}  // namespace

std::optional<int> scale_exponent(std::initializer_list<Vec3> points) {
  double largest = 0;
  for (const Vec3 p : points)
    for (const double v : {p.x, p.y, p.z}) {
      if (!std::isfinite(v)) return std::nullopt;
      largest = std::max(largest, std::fabs(v));
    }
  // Magnitudes in [2^-100, 2^100] need no scaling (polynomials of degree 8
  // in them stay in range): k = 0 spares the scaling of every value.
  if (largest == 0 || (largest >= 0x1p-100 && largest <= 0x1p100)) return 0;
  return std::ilogb(largest);
}

Approx scaled(double x, int k) {
  if (k == 0) return fast::exact(x);
  const double y = std::ldexp(x, -k);
  // Exact unless a bit dropped below the normal range (or it overflowed:
  // a non-finite word, never certified).
  const bool exact = y == 0 ? x == 0 : std::ldexp(y, k) == x;
  return Approx{y, 0, exact ? 0.0 : 0x1p-1074};
}

ApproxVec3 scaled(Vec3 p, int k) { return ApproxVec3{scaled(p.x, k), scaled(p.y, k), scaled(p.z, k)}; }

ApproxVec3 minus(const ApproxVec3& q, const ApproxVec3& p) {
  return ApproxVec3{fast::sub(q.x, p.x), fast::sub(q.y, p.y), fast::sub(q.z, p.z)};
}

std::optional<double> ulp_error_scaled(double computed, const Approx& x, int k) {
  if (!std::isfinite(computed) || !fast::finite(x)) return std::nullopt;
  // An exact answer (a parameter of 0 or 1 at an end): 0 when computed is it.
  if (x.err == 0 && x.lo == 0 && std::ldexp(computed, -k) == x.hi && std::ldexp(x.hi, k) == computed) return 0.0;
  const double x_lo = below(x), x_hi = above(x);
  if (!(x_lo > 0) || !std::isfinite(x_hi)) return std::nullopt;
  // ulp(X) = 2^(max(e, -1022) - 52), e the binade of X, in [e_lo, e_hi].
  const int e_lo = std::max(std::ilogb(x_lo) + k, -1022), e_hi = std::max(std::ilogb(x_hi) + k, -1022);
  const Approx d = fast::sub(scaled(computed, k), x);
  if (!fast::finite(d)) return std::nullopt;
  // |c - X| / ulp = |d| 2^(k - e + 52): bounds scaled by exact powers of
  // two (a result in the subnormal range is rounded; nextafter covers the
  // upper one, the lower one only decides the promise).
  return within_promise(std::ldexp(below(d), k - e_hi + 52), std::ldexp(above(d), k - e_lo + 52));
}

std::optional<double> squared_distance_error_scaled(double computed, const Approx& x, int k, double contract) {
  if (computed != std::numeric_limits<double>::infinity()) return ulp_error_scaled(computed, x, k);
  if (!fast::finite(x)) return std::nullopt;
  // DBL_MAX / (1 + contract 2^-53), rounded, then a double up: above it.
  const double limit = std::nextafter(std::numeric_limits<double>::max() / (1 + contract * 0x1p-53),
                                      std::numeric_limits<double>::infinity());
  if (std::ldexp(below(x), k) >= limit) return 0.0;  // X >= below(x) 2^k (rounded down or exact)
  return std::nullopt;
}

std::optional<double> point_error_scaled(const ApproxVec3& a, const ApproxVec3& d, const Approx& x, Vec3 computed,
                                         int k) {
  const std::optional<int> sign = fast::certified_sign(x);
  if (!sign) return std::nullopt;
  const Approx* as[3] = {&a.x, &a.y, &a.z};
  const Approx* ds[3] = {&d.x, &d.y, &d.z};
  const double got[3] = {computed.x, computed.y, computed.z};
  // m = 2^-1022 inside |x| + m (scale-free) and m 2^-k for the last term.
  const Approx m = fast::exact(0x1p-1022), xm = fast::add(*sign < 0 ? fast::neg(x) : x, m), mk = scaled(0x1p-1022, k);
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    if (!std::isfinite(got[i])) return std::nullopt;
    const Approx &ai = *as[i], &di = *ds[i];
    const bool at_a = *sign == 0 || (di.hi == 0 && di.lo == 0 && di.err == 0);
    const Approx want = at_a ? ai : fast::add(ai, fast::mul(x, di));
    const Approx scale = fast::add(fast::add(magnitude(ai), fast::mul(xm, magnitude(di))), mk);
    const Approx diff = fast::sub(scaled(got[i], k), want);
    // |c - X| / (u scale) between the bounds' quotients: the numerators
    // times 2^53 exactly (or to inf), each division's rounding covered by
    // the factor, and 2^-1074 for a quotient in the subnormal range.
    const double scale_lo = below(scale), scale_hi = above(scale);
    if (!(scale_lo > 0) || !fast::finite(diff) || !fast::finite(scale)) return std::nullopt;
    const double hi = above(diff) * 0x1p53 / scale_lo * (1 + 0x1p-50) + 0x1p-1074,
                 lo = std::max(below(diff) * 0x1p53 / scale_hi * (1 - 0x1p-50) - 0x1p-1074, 0.0);
    const std::optional<double> error = within_promise(lo, hi);
    if (!error) return std::nullopt;
    worst = std::max(worst, *error);
  }
  return worst;
}

}  // namespace plumb::oracle::filtered3
