// Plumb oracle, filtered path: quotients, rounding and error measures (see
// filtered_quotient.h).
#include "oracle/filtered_quotient.h"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>

namespace plumb::oracle::filtered {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// 2^1024 - 2^970, where round-to-nearest-even starts giving +inf (exact in
// the extended format).
constexpr Real kOverflowThreshold = 0x1p1024L - 0x1p970L;

Enclosure times_sign(const Enclosure& e, int s) { return s < 0 ? -e : e; }

// sign(|q| - m) for an exactly representable m >= 0, when certified
// (|q| - m = 2^exp (|num| / |den| - m 2^-exp)); m is exact as two doubles
// with an exponent (enclose_extended).
std::optional<int> compare_abs(const Quotient& q, Real m) {
  const std::optional<int> sn = sign(q.num), sd = sign(q.den);
  if (!sn || !sd || *sd == 0) return std::nullopt;
  const Enclosure abs_num = times_sign(q.num, *sn), abs_den = times_sign(q.den, *sd);
  return sign(abs_num - enclose_extended(q.exp == 0 ? m : std::ldexp(m, -q.exp)) * abs_den);
}

bool is_even(double c) { return (std::bit_cast<std::uint64_t>(c) & 1u) == 0; }

// The double nearest (ties to even) to |q|, checked against the midpoints to
// its neighbours from the guess c (the method of exact.cpp, with certified
// signs in place of rational comparisons).
std::optional<double> nearest_abs(const Quotient& q, double c) {
  if (!(c >= 0)) c = 0;
  for (int step = 0; step < 8; ++step) {
    if (std::isinf(c)) {
      const std::optional<int> r = compare_abs(q, kOverflowThreshold);
      if (!r) return std::nullopt;
      if (*r >= 0) return c;
      c = DBL_MAX;
      continue;
    }
    const bool even = is_even(c);
    const Real upper_mid =
        c == DBL_MAX ? kOverflowThreshold : (Real(c) + Real(std::nextafter(c, kInf))) / 2;  // exact: 54 bits
    const std::optional<int> above = compare_abs(q, upper_mid);
    if (!above) return std::nullopt;
    if (*above > 0 || (*above == 0 && !even)) {
      c = std::nextafter(c, kInf);
      continue;
    }
    if (c > 0) {
      const Real lower_mid = (Real(c) + Real(std::nextafter(c, 0.0))) / 2;
      const std::optional<int> below = compare_abs(q, lower_mid);
      if (!below) return std::nullopt;
      if (*below < 0 || (*below == 0 && !even)) {
        c = std::nextafter(c, 0.0);
        continue;
      }
    }
    return c;
  }
  return std::nullopt;
}

long floor_half(long n) { return n >= 0 ? n / 2 : -((-n + 1) / 2); }

// |computed den - num| / |den| enclosed: the distance from computed to q.
struct Distance {
  Real low;
  Real high;
};
// The same quotient written with exponent e: num times 2^(q.exp - e).
Quotient with_exponent(const Quotient& q, int e) {
  Quotient r = q;
  r.num = times_pow2(q.num, q.exp - e);
  r.exp = e;
  return r;
}

// |computed - q| = 2^exp |computed 2^-exp den - num| / |den|, when computed
// 2^-exp is a double (checked: scaled back it is computed). A computed value
// far below 2^exp (as the neighbours of a zero answer) is first brought near
// 1, the quotient's exponent lowered to match, so that its product with den
// does not underflow.
std::optional<Distance> distance_to(double computed, const Quotient& given) {
  Quotient q = given;
  if (computed != 0 && std::fabs(std::ldexp(computed, -q.exp)) < 0x1p-900) q = with_exponent(q, std::ilogb(computed));
  const double c = q.exp == 0 ? computed : std::ldexp(computed, -q.exp);
  if (q.exp != 0 && std::ldexp(c, q.exp) != computed) return std::nullopt;
  const Enclosure x = enclose(c) * q.den - q.num;
  const Real den_low = lower_abs(q.den);
  if (!x.valid || den_low == 0) return std::nullopt;
  Distance d{down(lower_abs(x) / upper_abs(q.den)), up(upper_abs(x) / den_low)};
  if (q.exp != 0) d = Distance{std::ldexp(d.low, q.exp), std::ldexp(d.high, q.exp)};  // exact in the extended format
  return d;
}

// The bounds as doubles, withheld unless tight: high <= low (1 + 2^-40) + 2^-40,
// so that a measure the filtered path reports is within that of the rational one.
std::optional<ErrorBounds> to_doubles(Real low, Real high) {
  const ErrorBounds b{double_down(std::max(low, Real(0))), double_up(high)};
  if (!(b.high <= b.low * (1 + 0x1p-40) + 0x1p-40)) return std::nullopt;
  return b;
}

}  // namespace

Quotient whole(const Enclosure& value) { return Quotient{value, enclose(1.0)}; }

std::optional<int> sign(const Quotient& q) {
  const std::optional<int> sn = sign(q.num), sd = sign(q.den);
  if (!sn || !sd || *sd == 0) return std::nullopt;
  return *sn * *sd;
}

std::optional<int> compare(const Quotient& a, const Quotient& b) {
  const std::optional<int> da = sign(a.den), db = sign(b.den);
  if (!da || !db || *da == 0 || *db == 0) return std::nullopt;
  // a - b = 2^b.exp (a.num 2^(a.exp - b.exp) b.den - b.num a.den) / (a.den b.den).
  const Enclosure an = times_pow2(a.num, a.exp - b.exp);
  const std::optional<int> s = sign(an * b.den - b.num * a.den);
  if (!s) return std::nullopt;
  return *s * *da * *db;
}

std::optional<bool> in_unit_interval(const Quotient& q) {
  const std::optional<int> s = sign(q);
  if (!s) return std::nullopt;
  if (*s < 0) return false;
  const std::optional<int> c = compare(q, whole(enclose(1.0)));
  if (!c) return std::nullopt;
  return *c <= 0;
}

std::optional<long> floor_log2_abs(const Quotient& q) {
  if (q.num.hi == 0 || q.den.hi == 0) return std::nullopt;
  long e = std::ilogb(std::fabs(Real(q.num.hi) / Real(q.den.hi))) + long(q.exp) + q.num.exp - q.den.exp;
  for (int step = 0; step < 3; ++step) {
    if (e < -15000 || e > 15000) return std::nullopt;
    const std::optional<int> low = compare_abs(q, std::ldexp(Real(1), int(e)));
    if (!low) return std::nullopt;
    if (*low < 0) {
      --e;
      continue;
    }
    const std::optional<int> high = compare_abs(q, std::ldexp(Real(1), int(e + 1)));
    if (!high) return std::nullopt;
    if (*high >= 0) {
      ++e;
      continue;
    }
    return e;
  }
  return std::nullopt;
}

std::optional<double> rounded(const Quotient& q) {
  const std::optional<int> s = sign(q);
  if (!s) return std::nullopt;
  if (*s == 0) return 0.0;
  const double guess =
      static_cast<double>(std::ldexp(std::fabs(Real(q.num.hi) / Real(q.den.hi)), q.exp + q.num.exp - q.den.exp));
  const std::optional<double> c = nearest_abs(q, guess);
  if (!c) return std::nullopt;
  return *s < 0 ? -*c : *c;
}

std::optional<ErrorBounds> ulp_error(double computed, const Quotient& q) {
  if (!std::isfinite(computed)) return std::nullopt;
  const std::optional<int> s = sign(q);
  if (!s) return std::nullopt;
  long k = -1074;
  if (*s != 0) {
    const std::optional<long> e = floor_log2_abs(q);
    if (!e) return std::nullopt;
    k = std::max(*e, -1022L) - 52;
  }
  const std::optional<Distance> d = distance_to(computed, q);
  if (!d) return std::nullopt;
  return to_doubles(std::ldexp(d->low, int(-k)), std::ldexp(d->high, int(-k)));
}

std::optional<ErrorBounds> ulp_error_sqrt(double computed, const Quotient& q) {
  if (!std::isfinite(computed) || computed < 0) return std::nullopt;
  const std::optional<int> s = sign(q);
  if (!s || *s < 0) return std::nullopt;
  if (*s == 0) {
    const Real e = std::ldexp(std::fabs(Real(computed)), 1074);  // |computed| / 2^-1074, exact
    return to_doubles(e, e);
  }
  const std::optional<long> e = floor_log2_abs(q);
  if (!e) return std::nullopt;
  const long k = std::max(floor_half(*e), -1022L) - 52;
  // |c - sqrt(q)| = |c^2 den - num| / (|den| (c + sqrt(q))); with exp = 2h,
  // 2^exp |c'^2 den - num| / (|den| (c + sqrt(q))) for c' = c 2^-h. An odd
  // exponent, or a computed value far below 2^h, is first lowered (as in
  // distance_to).
  int h = q.exp >= 0 ? q.exp / 2 : -((1 - q.exp) / 2);  // floor(exp / 2)
  if (computed != 0 && std::fabs(std::ldexp(computed, -h)) < 0x1p-400) h = std::min(h, std::ilogb(computed));
  const Quotient w = with_exponent(q, 2 * h);
  const double scaled = h == 0 ? computed : std::ldexp(computed, -h);
  if (h != 0 && std::ldexp(scaled, h) != computed) return std::nullopt;
  const Enclosure c = enclose(scaled);
  const Enclosure x = c * c * w.den - w.num;
  const ScaleBounds root_of_q{down(std::sqrt(abs_bounds(q).low)), up(std::sqrt(abs_bounds(q).high))};
  const Real den_low = down(lower_abs(q.den) * down(Real(computed) + root_of_q.low));
  const Real den_high = up(upper_abs(q.den) * up(Real(computed) + root_of_q.high));
  if (!x.valid || !(den_low > 0)) return std::nullopt;
  // The rational measure encloses the root itself (320-bit MPFR) and may
  // over-report by about 2^-266 ULP: 2^-200 more keeps `high` above it.
  const Real high = up(std::ldexp(up(upper_abs(x) / den_low), int(w.exp - k)) + 0x1p-200L);
  return to_doubles(std::ldexp(down(lower_abs(x) / den_high), int(w.exp - k)), high);
}

std::optional<ErrorBounds> scaled_error(double computed, const Quotient& q, const ScaleBounds& scale) {
  if (!std::isfinite(computed) || !(scale.low > 0)) return std::nullopt;
  const std::optional<Distance> d = distance_to(computed, q);
  if (!d) return std::nullopt;
  return to_doubles(down(std::ldexp(d->low, 53) / scale.high), up(std::ldexp(d->high, 53) / scale.low));
}

ScaleBounds abs_bounds(const Enclosure& e) { return ScaleBounds{lower_abs(e), upper_abs(e)}; }

ScaleBounds abs_bounds(const Quotient& q) {
  const Real den_low = lower_abs(q.den);
  const Real high = den_low > 0 ? up(upper_abs(q.num) / den_low) : std::numeric_limits<Real>::infinity();
  const Real low = std::max(Real(0), down(lower_abs(q.num) / upper_abs(q.den)));
  if (q.exp == 0) return ScaleBounds{low, high};
  return ScaleBounds{std::ldexp(low, q.exp), std::ldexp(high, q.exp)};  // exact in the extended format
}

Quotient square_of(double v) {
  const Enclosure m = enclose(v);  // exact, with an exponent
  return Quotient{m * m, enclose(1.0)};
}

int scale_exactly(std::span<double* const> values) {
  double largest = 0;
  for (const double* v : values) {
    if (!std::isfinite(*v)) return 0;
    largest = std::max(largest, std::fabs(*v));
  }
  if (largest == 0 || (largest >= 0x1p-100 && largest <= 0x1p100)) return 0;
  const int k = std::ilogb(largest);
  for (const double* v : values)
    if (std::ldexp(std::ldexp(*v, -k), k) != *v) return 0;  // a bit would drop
  for (double* v : values) *v = std::ldexp(*v, -k);
  return k;
}

ScaleBounds operator+(const ScaleBounds& a, const ScaleBounds& b) {
  return ScaleBounds{std::max(Real(0), down(a.low + b.low)), up(a.high + b.high)};
}

ScaleBounds operator*(const ScaleBounds& a, const ScaleBounds& b) {
  return ScaleBounds{std::max(Real(0), down(a.low * b.low)), up(a.high * b.high)};
}

}  // namespace plumb::oracle::filtered
