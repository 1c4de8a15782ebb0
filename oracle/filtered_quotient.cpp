// Plumb oracle, filtered path: quotients, rounding and error measures (see
// filtered_quotient.h).
#include "oracle/filtered_quotient.h"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>

#include "oracle/filtered_fast.h"

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
// double_up and double_down (filtered_enclosure.h) for x >= 0, without the
// library's nextafter: the neighbour of a non-negative double is one bit
// pattern away.
double double_up_nonneg(Real x) {
  const double d = static_cast<double>(x);
  return static_cast<Real>(d) < x ? enclosure_impl::next_up(d) : d;
}
double double_down_nonneg(Real x) {
  const double d = static_cast<double>(x);  // > x >= 0 below means d > 0 (or +inf: the step gives DBL_MAX)
  return static_cast<Real>(d) > x ? std::bit_cast<double>(std::bit_cast<std::uint64_t>(d) - 1) : d;
}

std::optional<ErrorBounds> to_doubles(Real low, Real high) {
  if (!(high >= 0)) return std::nullopt;
  const ErrorBounds b{double_down_nonneg(std::max(low, Real(0))), double_up_nonneg(high)};
  if (!(b.high <= b.low * (1 + 0x1p-40) + 0x1p-40)) return std::nullopt;
  return b;
}


// --- The first stage (filtered_fast.h) for the measures: a quotient whose
// enclosures have exponent 0 and a relative bound below 2^-60 is measured
// in plain doubles and the extended format, without the certified-sign
// searches below; anything else falls through to them. ---

// 2^n as a double, exactly, for n in [-1022, 1023] (built from its bits).
double pow2d(int n) { return std::bit_cast<double>(static_cast<std::uint64_t>(n + 1023) << 52); }

// 2^n in the extended format, exactly (two double factors in [-2044, 2046],
// else the library).
Real pow2(long n) {
  if (n < -2044 || n > 2046) return std::ldexp(Real(1), int(std::clamp(n, -20000L, 20000L)));
  const int a = int(n / 2);
  return Real(pow2d(a)) * Real(pow2d(int(n - a)));
}

// A quotient read by the first stage: den (and, for a binade, num)
// certified non-zero with a bound small against the value
// (err <= 2^-60 |hi|).
struct View {
  fast::Approx num, den;
  int exp;
};

bool relatively_tight(const fast::Approx& a) {
  return a.hi != 0 && fast::finite(a) && fast::certified_err(a) <= std::fabs(a.hi) * 0x1p-60;
}

// for_log2: both relatively tight (view_floor_log2 needs it); otherwise
// only den (a distance needs |den| bounded away from 0) and num finite.
std::optional<View> view(const Quotient& q, bool for_log2 = true) {
  if (!fast::on() || q.exp < -1000 || q.exp > 1000) return std::nullopt;
  const std::optional<fast::Approx> n = fast::from_enclosure(q.num), d = fast::from_enclosure(q.den);
  if (!n || !d || !relatively_tight(*d) || !fast::finite(*n)) return std::nullopt;
  if (for_log2 && !relatively_tight(*n)) return std::nullopt;
  return View{*n, *d, q.exp};
}

// floor(log2 |q|), when the binade of hi(num) / hi(den) is certified: each
// of num, den is hi (1 + a) with |a| <= |lo| / |hi| + 2^-60 <= u + 2^-60
// (|lo| <= ulp(hi) / 2 <= u |hi|), so |num / den - hn / hd| <= 2^-51.9
// |hn / hd|, and the quotient of the words is rounded once (u): |q 2^-exp -
// g| <= 2^-51.3 |g| for g = RN(hn / hd) (normal: |hn|, |hd| in [2^-300,
// 2^300]). With g = 2^e (1 + m 2^-52), 8 <= m <= 2^52 - 16 keeps all of that
// interval inside [2^e, 2^(e+1)): (1 + 2^-49)(1 - 2^-51.3) > 1 and
// (2 - 2^-48)(1 + 2^-51.3) < 2.
// An exact quotient of one-word values (t = 1 at a segment's end, say) whose
// words divide exactly (g hd == hn, checked by TwoProduct: exact here, the
// words being in [2^-300, 2^300]) is g itself, whatever m.
std::optional<long> view_floor_log2(const View& v) {
  const double g = v.num.hi / v.den.hi;
  const std::uint64_t bits = std::bit_cast<std::uint64_t>(std::fabs(g));
  const std::uint64_t m = bits & ((std::uint64_t(1) << 52) - 1);
  const long e = long(bits >> 52) - 1023 + v.exp;
  if (m >= 8 && m <= (std::uint64_t(1) << 52) - 16) return e;
  const bool one_word = v.num.lo == 0 && v.num.err == 0 && v.den.lo == 0 && v.den.err == 0;
  if (!one_word) return std::nullopt;
  const enclosure_impl::Pair back = enclosure_impl::two_prod(g, v.den.hi);
  if (back.s == v.num.hi && back.e == 0) return e;
  return std::nullopt;
}

// An exact zero numerator over a certified non-zero denominator (t = 0 at a
// segment's start): q = 0.
bool exact_zero_over_nonzero(const Quotient& q) {
  if (!(q.num.valid && q.num.hi == 0 && q.num.lo == 0 && q.num.rad == 0)) return false;
  const std::optional<fast::Approx> d = fast::from_enclosure(q.den);
  return d && fast::certified_sign(*d).has_value();
}

// Bounds of |a| for an Approx, in doubles. High: (|hi| + |lo|) + err (1 +
// 2^-40), two roundings: the exact bound is at most the result times
// (1 + u)^2. Low: |hi| - (|lo| + certified err) when the subtrahend s is at
// most |hi| / 16, else 0: with s within (1 + u) of its exact value and one
// rounding of the difference c, the exact bound is at least c / (1 + u) -
// u s >= c (1 - 2^-52) (s <= c / 15 there). Below 2^-900 (where the
// relative bounds could fail to underflow) the low bound is 0.
double abs_high(const fast::Approx& a) { return (std::fabs(a.hi) + std::fabs(a.lo)) + fast::certified_err(a); }
double abs_low(const fast::Approx& a) {
  const double m = std::fabs(a.hi), s = std::fabs(a.lo) + fast::certified_err(a);
  if (!(s <= m * 0x1p-4) || m < 0x1p-900) return 0;
  return m - s;
}

// c 2^-exp when that is exact and in the stage's range (0, or normal with
// magnitude <= 2^300).
std::optional<double> scaled_computed(double c, int exp) {
  const double s = exp == 0 ? c : c * pow2d(-exp);
  if (s == 0) return c == 0 ? std::optional<double>(0.0) : std::nullopt;
  if (!(std::fabs(s) >= 0x1p-1022 && std::fabs(s) <= 0x1p300)) return std::nullopt;
  return s;
}

// x / y for bounds x (of a numerator) and y > 0 (of a denominator) that are
// each within a factor (1 + 2^-51) of a valid bound (abs_high, abs_low):
// with the division's rounding the ratio is within (1 + 2^-51)^2 (1 + u) <
// 1 + 2^-49.4 of a valid bound, and the factor 1 -+ 2^-47 (rounded) covers
// it. An upper bound is at least 2^-899 (which is also sound where the
// quotient underflowed: it is then below 2^-1021); a lower bound below
// 2^-900 is taken as 0.
Real ratio_high(double x, double y) { return Real(std::max((x / y) * (1 + 0x1p-47), 0x1p-899)); }
Real ratio_low(double x, double y) {
  const double r = (x / y) * (1 - 0x1p-47);
  return r >= 0x1p-900 ? Real(r) : Real(0);
}

// |computed - q| 2^-exp bounded: |c' den - num| / |den| with c' = computed 2^-exp.
std::optional<Distance> view_distance(double computed, const View& v) {
  const std::optional<double> c = scaled_computed(computed, v.exp);
  if (!c) return std::nullopt;
  const fast::Approx x = fast::sub(fast::mul(fast::exact(*c), v.den), v.num);
  if (!fast::finite(x)) return std::nullopt;
  const double den_low = abs_low(v.den);
  if (!(den_low > 0)) return std::nullopt;
  return Distance{ratio_low(abs_low(x), abs_high(v.den)), ratio_high(abs_high(x), den_low)};
}

std::optional<ErrorBounds> fast_ulp_error(double computed, const Quotient& q) {
  if (fast::on() && exact_zero_over_nonzero(q)) {  // |computed - 0| / 2^-1074, exact in the extended format
    const Real e = std::fabs(Real(computed)) * pow2(1074);
    return to_doubles(e, e);
  }
  const std::optional<View> v = view(q);
  if (!v) return std::nullopt;
  const std::optional<long> e = view_floor_log2(*v);
  if (!e) return std::nullopt;
  const long k = std::max(*e, -1022L) - 52;
  const std::optional<Distance> d = view_distance(computed, *v);
  if (!d) return std::nullopt;
  const Real scale = pow2(v->exp - k);  // exact
  return to_doubles(d->low * scale, d->high * scale);
}

std::optional<ErrorBounds> fast_scaled_error(double computed, const Quotient& q, const ScaleBounds& scale) {
  if (fast::on() && exact_zero_over_nonzero(q)) {  // |computed - 0|, exact
    const Real d = std::fabs(Real(computed)) * pow2(53);
    return to_doubles(down(d / scale.high), up(d / scale.low));
  }
  const std::optional<View> v = view(q, false);
  if (!v) return std::nullopt;
  const std::optional<Distance> d = view_distance(computed, *v);
  if (!d) return std::nullopt;
  const Real unit = pow2(v->exp + 53);  // exact
  return to_doubles(down(d->low * unit / scale.high), up(d->high * unit / scale.low));
}

std::optional<ErrorBounds> fast_ulp_error_sqrt(double computed, const Quotient& q) {
  const std::optional<View> v = view(q);
  if (!v || v->exp % 2 != 0) return std::nullopt;
  const std::optional<long> e = view_floor_log2(*v);
  if (!e) return std::nullopt;
  const long k = std::max(floor_half(*e), -1022L) - 52;
  // |c - sqrt(q)| = 2^h |c'^2 den - num| / (|den| (c' + sqrt(num / den)))
  // with exp = 2h and c' = c 2^-h, as in ulp_error_sqrt below.
  const int h = v->exp / 2;
  const std::optional<double> c = scaled_computed(computed, h);
  if (!c || *c < 0) return std::nullopt;
  const fast::Approx cc = fast::mul(fast::exact(*c), fast::exact(*c));
  const fast::Approx x = fast::sub(fast::mul(cc, v->den), v->num);
  if (!fast::finite(x)) return std::nullopt;
  // In the extended format (outward by up and down, one rounding each): the
  // bounds of sqrt(num / den) and of |den| (c' + sqrt(num / den)).
  const double den_low = abs_low(v->den), num_low = abs_low(v->num);
  if (!(den_low > 0) || !(num_low > 0)) return std::nullopt;
  const Real den_high = Real(abs_high(v->den)) * (1 + 0x1p-50L), num_high = Real(abs_high(v->num)) * (1 + 0x1p-50L);
  const Real den_low_r = Real(den_low) * (1 - 0x1p-50L), num_low_r = Real(num_low) * (1 - 0x1p-50L);
  const Real root_low = down(std::sqrt(down(num_low_r / den_high)));
  const Real root_high = up(std::sqrt(up(num_high / den_low_r)));
  const Real low_den = down(den_low_r * down(Real(*c) + root_low));
  const Real high_den = up(den_high * up(Real(*c) + root_high));
  if (!(low_den > 0)) return std::nullopt;
  const Real scale = pow2(h - k);  // exact
  const Real x_high = Real(abs_high(x)) * (1 + 0x1p-50L), x_low = Real(abs_low(x)) * (1 - 0x1p-50L);
  // The 2^-200 as in ulp_error_sqrt below (the rational measure's own rounding).
  const Real high = up(up(x_high / low_den) * scale + 0x1p-200L);
  return to_doubles(down(x_low / high_den) * scale, high);
}

std::optional<int> fast_compare(const Quotient& a, const Quotient& b) {
  if (!fast::on() || a.exp != b.exp) return std::nullopt;
  const std::optional<fast::Approx> an = fast::from_enclosure(a.num), ad = fast::from_enclosure(a.den),
                                    bn = fast::from_enclosure(b.num), bd = fast::from_enclosure(b.den);
  if (!an || !ad || !bn || !bd) return std::nullopt;
  const std::optional<int> da = fast::certified_sign(*ad), db = fast::certified_sign(*bd);
  if (!da || !db) return std::nullopt;
  const std::optional<int> s = fast::certified_sign(fast::sub(fast::mul(*an, *bd), fast::mul(*bn, *ad)));
  if (!s) return std::nullopt;
  return *s * *da * *db;
}

}  // namespace

Quotient whole(const Enclosure& value) { return Quotient{value, enclose(1.0)}; }

std::optional<int> sign(const Quotient& q) {
  const std::optional<int> sn = sign(q.num), sd = sign(q.den);
  if (!sn || !sd || *sd == 0) return std::nullopt;
  return *sn * *sd;
}

std::optional<int> compare(const Quotient& a, const Quotient& b) {
  if (const std::optional<int> f = fast_compare(a, b)) return f;
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
  if (const std::optional<ErrorBounds> f = fast_ulp_error(computed, q)) return f;
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
  if (const std::optional<ErrorBounds> f = fast_ulp_error_sqrt(computed, q)) return f;
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
  if (const std::optional<ErrorBounds> f = fast_scaled_error(computed, q, scale)) return f;
  const std::optional<Distance> d = distance_to(computed, q);
  if (!d) return std::nullopt;
  return to_doubles(down(std::ldexp(d->low, 53) / scale.high), up(std::ldexp(d->high, 53) / scale.low));
}

ScaleBounds abs_bounds(const Enclosure& e) { return ScaleBounds{lower_abs(e), upper_abs(e)}; }

ScaleBounds abs_bounds(const Quotient& q) {
  if (fast::on() && exact_zero_over_nonzero(q)) return ScaleBounds{0, 0};
  if (const std::optional<View> v = view(q, false)) {  // the first stage: bounds in doubles, one outward factor
    const Real scale = pow2(v->exp);                     // exact
    return ScaleBounds{ratio_low(abs_low(v->num), abs_high(v->den)) * scale,
                       ratio_high(abs_high(v->num), abs_low(v->den)) * scale};
  }
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
