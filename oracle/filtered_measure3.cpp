// Plumb oracle, filtered path in 3D: certified measures (see filtered_measure3.h).
#include "oracle/filtered_measure3.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool fault() { return fast::testing::rounding_bound_fault.load(std::memory_order_relaxed); }

Approx abs(const Approx& a) { return a.hi < 0 ? fast::neg(a) : a; }

// m 2^k, exactly while every word stays normal or zero; the bound rounded
// up to at least 2^-1021 when it would fall below the normal range.
Approx times_pow2(const Approx& m, int k) {
  double err = std::ldexp(m.err, k);
  if (m.err != 0 && err < 0x1p-1021) err = 0x1p-1021;
  return Approx{std::ldexp(m.hi, k), std::ldexp(m.lo, k), err};
}

// Whether every word of m times 2^k is normal or zero (no bit lost).
bool scales_exactly(const Approx& m, int k) {
  for (const double w : {m.hi, m.lo}) {
    if (w == 0) continue;
    const int e = std::ilogb(w) + k;
    if (e < -1020 || e > 1000) return false;
  }
  return true;
}

// floor(log2 |x|) for x certified non-zero with |x.hi| >= 2^-900, when the
// bound keeps every value in hi's binade [2^e, 2^(e+1)); nullopt otherwise.
// below = hi - 2^e and above = 2^(e+1) - hi are exact (Sterbenz; multiples
// of ulp(hi) no larger than 2^e); the value lies in [hi + lo - E, hi + lo +
// E], so it is in the binade when lo - E >= -below and lo + E < above; the
// sums |lo| + E are rounded, and the factor (1 + 2^-50) covers that.
std::optional<int> binade(const Approx& x) {
  const Approx a = abs(x);
  if (!(a.hi >= 0x1p-900) || !fast::finite(a)) return std::nullopt;
  const int e = std::ilogb(a.hi);
  if (a.err == 0 && a.lo == 0) return e;
  const double E = fault() ? 0.0 : fast::certified_err(a);
  const double below = a.hi - std::ldexp(1.0, e), above = std::ldexp(1.0, e + 1) - a.hi;
  const double reach = (std::fabs(a.lo) + E) * (1 + 0x1p-50);
  const bool low_ok = below == 0 ? a.lo >= E : below > reach;
  if (!low_ok || !(above > reach)) return std::nullopt;
  return e;
}

// |c - x| as an Approx with a certified sign; nullopt when the sign is not
// certified; {0, 0, 0} for an exact zero.
std::optional<Approx> distance(double c, const Approx& x) {
  const Approx d = fast::sub(fast::exact(c), x);
  const std::optional<int> s = fast::certified_sign(d);
  if (!s) return std::nullopt;
  return abs(d);
}

}  // namespace

std::optional<int> sign_of_dot3(Vec3 p, Vec3 q, Vec3 r, Vec3 s) {
  const double ax = p.x - q.x, ay = p.y - q.y, az = p.z - q.z, bx = r.x - s.x, by = r.y - s.y, bz = r.z - s.z;
  const double p1 = ax * bx, p2 = ay * by, p3 = az * bz;
  const double sum = (p1 + p2) + p3;
  const double bound = fault() ? 0.0 : ((std::fabs(p1) + std::fabs(p2)) + std::fabs(p3)) * 0x1p-49 + 0x1p-1070;
  if (!(std::fabs(sum) > bound)) return std::nullopt;
  return sum > 0 ? 1 : -1;
}

Approx dot3(Vec3 p, Vec3 q, Vec3 r, Vec3 s) {
  const Approx ax = fast::exact_difference(p.x, q.x), ay = fast::exact_difference(p.y, q.y),
               az = fast::exact_difference(p.z, q.z), bx = fast::exact_difference(r.x, s.x),
               by = fast::exact_difference(r.y, s.y), bz = fast::exact_difference(r.z, s.z);
  return fast::add(fast::add(fast::mul(ax, bx), fast::mul(ay, by)), fast::mul(az, bz));
}

ApproxVec3 cross3(Vec3 p, Vec3 q, Vec3 r, Vec3 s) {
  const Approx ax = fast::exact_difference(p.x, q.x), ay = fast::exact_difference(p.y, q.y),
               az = fast::exact_difference(p.z, q.z), bx = fast::exact_difference(r.x, s.x),
               by = fast::exact_difference(r.y, s.y), bz = fast::exact_difference(r.z, s.z);
  return ApproxVec3{fast::sub(fast::mul(ay, bz), fast::mul(az, by)), fast::sub(fast::mul(az, bx), fast::mul(ax, bz)),
                    fast::sub(fast::mul(ax, by), fast::mul(ay, bx))};
}

std::optional<Approx> quotient(const Approx& n, const Approx& d) {
  if (!fast::finite(n) || !fast::finite(d) || !(d.hi > 0)) return std::nullopt;
  const double de = fault() ? 0.0 : fast::certified_err(d);
  const double dmin = (d.hi - (std::fabs(d.lo) + de) * (1 + 0x1p-50)) * (1 - 0x1p-50);
  if (!(dmin > 0)) return std::nullopt;
  if (n.hi == 0 && n.lo == 0 && n.err == 0) return Approx{};
  const double q1 = n.hi / d.hi;
  const Approx r = fast::sub(n, fast::mul(fast::exact(q1), d));
  const double q2 = r.hi / d.hi;
  if (!fast::finite(r) || !std::isfinite(q1) || !std::isfinite(q2)) return std::nullopt;
  const double re = fault() ? 0.0 : fast::certified_err(r);
  const double u = fault() ? 0.0 : 0x1p-53, tiny = fault() ? 0.0 : 0x1p-1074;
  const double aq2 = std::fabs(q2);
  const double top = (((u * aq2) * d.hi + tiny * d.hi) + (std::fabs(r.lo) + re)) + aq2 * (std::fabs(d.lo) + de);
  const double bound = fault() ? 0.0 : (top / dmin) * (1 + 0x1p-45);
  const filtered::enclosure_impl::Pair q = filtered::enclosure_impl::two_sum(q1, q2);
  const Approx out{q.s, q.e, bound};
  if (!fast::finite(out)) return std::nullopt;
  return out;
}

std::optional<double> round_up(const Approx& m) {
  if (!fast::finite(m) || !(m.hi >= 0x1p-900 && m.hi <= 0x1p900)) return std::nullopt;
  if (m.err == 0 && m.lo == 0) return m.hi;
  const double E = fault() ? 0.0 : fast::certified_err(m);
  // Too loose to be worth using: more than 2^-40 of the value and more
  // than 2^-40 of a unit (a measure is in ULPs or units of u x scale).
  if (!(E <= std::max(m.hi, 1.0) * 0x1p-40)) return std::nullopt;
  // The value lies in [hi + lo - E, hi + lo + E].
  if (-m.lo >= E) return m.hi;  // at most hi
  // hi + (lo + E): the sum rounded to nearest, then one double up, is above
  // it (the factor covers the rounding of lo + E).
  const double top = m.hi + (m.lo + E) * (1 + 0x1p-50);
  return std::nextafter(top, std::numeric_limits<double>::infinity());
}

std::optional<double> ulp_error(double computed, const Approx& x, int scaled_by) {
  if (!std::isfinite(computed) || !fast::finite(x)) return std::nullopt;
  if (x.err == 0 && x.lo == 0 && x.hi == computed) return 0.0;  // the exact answer itself
  const std::optional<int> e = binade(x);
  if (!e || *e + scaled_by < -1022 || *e + scaled_by > 1023) return std::nullopt;
  const std::optional<Approx> d = distance(computed, x);
  if (!d) return std::nullopt;
  if (d->hi == 0) return 0.0;
  const int k = 52 - std::max(*e, -1022);  // divided by ulp = 2^(e - 52)
  if (!scales_exactly(*d, k)) return std::nullopt;
  return round_up(times_pow2(*d, k));
}

std::optional<double> ulp_error_near(double computed, const Approx& x) {
  if (const std::optional<double> m = ulp_error(computed, x)) return m;
  if (!std::isfinite(computed) || computed == 0 || !fast::finite(x)) return std::nullopt;
  const int q = std::ilogb(computed);
  if (q < -1021) return std::nullopt;
  const Approx d = fast::sub(fast::exact(computed), x);
  if (!fast::finite(d) || fast::certified_sign(d)) return std::nullopt;  // only computed within x's bound
  // x within 2^-60 of computed (so |x| > 2^(q - 1)): its bound is that small.
  const double E = fault() ? 0.0 : fast::certified_err(d);
  const double reach = ((std::fabs(d.hi) + std::fabs(d.lo)) + E) * (1 + 0x1p-50);
  if (!(reach <= std::fabs(computed) * 0x1p-60)) return std::nullopt;
  // Rounded to nearest by ldexp only below the normal range: 2^-1000 covers it.
  const double m = std::max(std::ldexp(reach, 53 - q), 0x1p-1000);
  return std::nextafter(m, std::numeric_limits<double>::infinity());
}

std::optional<double> scaled_error(double computed, const Approx& x, const Approx& scale) {
  if (!std::isfinite(computed) || !fast::finite(x)) return std::nullopt;
  const std::optional<Approx> d = distance(computed, x);
  if (!d) return std::nullopt;
  if (d->hi == 0) return 0.0;
  const std::optional<Approx> q = quotient(*d, scale);
  if (!q || !scales_exactly(*q, 53)) return std::nullopt;
  return round_up(times_pow2(*q, 53));
}

}  // namespace plumb::oracle::filtered3
