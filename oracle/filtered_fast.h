// Plumb oracle, filtered path: the first stage, in front of the enclosure
// arithmetic of filtered_enclosure.h.
//
// Method: a value is a double-double midpoint hi + lo (|lo| <= ulp(hi) / 2,
// the pair from a final TwoSum) with an absolute error bound err, computed
// by a dynamic forward error analysis in plain round-to-nearest: no exponent
// field, no renormalisation, no upward rounding per operation. Sums and
// products are formed as in filtered_enclosure.h (TwoSum; TwoProduct by
// Dekker's split, or one FMA where the build has it: FMA is never assumed),
// but the error terms are summed in round-to-nearest and inflated ONCE, by
// the factor (1 + 2^-40), where a bound is used (certified_err: by
// certified_sign, tight, to_enclosure). The branch decisions come before any
// of that, from one plain-double evaluation with its own derived bound
// (sign_of_dot, sign_of_cross, and the bounds of squared distances below).
//
// Why that inflation is enough (unit roundoff u = 2^-53, gamma_n = n u /
// (1 - n u)): an err is a sum of products of non-negative terms, each formed
// by one round-to-nearest operation: off by at most u of its result, or, for
// a product landing in the subnormal range, by at most 2^-1075 absolutely
// (a sum there is exact). Every product that can lose so adds 2^-1000 to the
// err it enters (mul), so each such loss is below 2^-75 of that err. So a
// chain of n operations underestimates the exact bound by at most the factor
// (1 - gamma_n), n <= 2^11 here (an oracle question forms a few hundred), and
// gamma_2048 < 2^-41 < the inflation 2^-40 (itself rounded: (1 + 2^-40)(1 - u)
// > 1 + 2^-41 > 1 / (1 - gamma_2048)).
//
// Overflow: a word or err that overflows is +-inf or NaN (Dekker's split of
// a word past 2^996 gives NaN; TwoSum of infinities gives NaN), and every
// certificate checks finite() first, so an overflow never certifies; the
// callers also keep the inputs in range (from_enclosure's 2^300, the pair's
// and the closest point's 2^200) so that it does not happen on ordinary
// input. Underflow: bounded by the 2^-1000 term; values
// near it are not certified (their bound is not small against them), and
// the caller falls through to the enclosures, which carry an exponent.
//
// Independence: this is the oracle's own code; nothing comes from
// kernels/detail (the kernels' filters, expansions and big numbers).
#pragma once

#include <atomic>
#include <cmath>
#include <limits>
#include <optional>

#include "kernels/types.h"
#include "oracle/filtered_enclosure.h"

namespace plumb::oracle::filtered::fast {

/// A value known as |exact - (hi + lo)| <= err (before the final inflation;
/// see certified_err). Normalised: |lo| <= ulp(hi) / 2, lo == 0 when hi == 0.
struct Approx {
  double hi = 0;
  double lo = 0;
  double err = 0;
};

namespace testing {
/// The seeded fault of the first stage, for its agreement test only: while
/// on, mul() leaves its rounding bound and add() its dropped words out (only
/// the operands' errors and the 2^-1000 terms are carried), and the plain
/// double signs and bounds take no rounding error at all: bounds made too
/// small. Off by default.
void set_rounding_bound_fault(bool on);
inline std::atomic<bool> rounding_bound_fault{false};
/// Turns the first stage off (every question then takes the enclosures
/// alone), so that the agreement test covers both. On by default.
void set_enabled(bool on);
inline std::atomic<bool> enabled{true};
}  // namespace testing

/// Whether the first stage is used (testing::set_enabled).
inline bool on() { return testing::enabled.load(std::memory_order_relaxed); }

inline constexpr double kUnderflowBound = 0x1p-1000;  // added by every inexact product
inline constexpr double kInflation = 1 + 0x1p-40;     // applied once where a bound is used

/// Whether the words and the bound are finite (no overflow, no NaN).
inline bool finite(const Approx& a) {
  return std::fabs(a.hi) + std::fabs(a.lo) + a.err < std::numeric_limits<double>::infinity();
}

/// The bound as used: err (1 + 2^-40), rounded (>= the exact bound, see above).
inline double certified_err(const Approx& a) { return a.err * kInflation; }

/// The exact value of a double, and of a - b (one TwoSum, exact for finite
/// doubles; an overflow shows as a non-finite word).
inline Approx exact(double v) { return Approx{v, 0, 0}; }
inline Approx exact_difference(double a, double b) {
  const enclosure_impl::Pair d = enclosure_impl::two_sum(a, -b);
  return Approx{d.s, d.e, 0};
}

/// a b. The midpoints' product (ah + al)(bh + bl) = p + e + ah bl + al bh +
/// al bl with (p, e) = TwoProduct(ah, bh), exact when |p| >= 2^-967 (else e
/// is dropped: |ah bh - p| <= 2^-1020, inside the 2^-1000 term). For
/// one-word operands that is all: the product is exact (err 0) when the
/// operands are. Otherwise the three small products r1..r3 and the sums
/// s1 = e + r1, s2 = r2 + r3, small = s1 + s2 are rounded: each off by at
/// most u of its result (plus 2^-1075 for a product in the subnormal range);
/// with T = |e| + |r1| + |r2| + |r3|, |s1| + |s2| <= T (1 + u) and |small| <=
/// T (1 + u)^2, so the small part is off by at most u T (3 + 3u + u^2) +
/// 3 2^-1075 <= 2^-51 T (1 - u)^2 + 2^-1073: 2^-51 times T as computed, plus
/// the 2^-1000 term. Then p + small is split exactly by TwoSum. The
/// operands' errors propagate as |xy - ma mb| <= |ma| eb + |mb| ea + ea eb
/// (with the 2^-1000 term for those products' underflow).
inline Approx mul(const Approx& a, const Approx& b) {
  enclosure_impl::Pair p = enclosure_impl::two_prod(a.hi, b.hi);
  double err = 0;
  if (std::fabs(p.s) < 0x1p-967 && a.hi != 0 && b.hi != 0) {  // underflow: see above
    p.e = 0;
    err = kUnderflowBound;
  }
  if (a.err != 0 || b.err != 0) {
    const double ma = std::fabs(a.hi) + std::fabs(a.lo), mb = std::fabs(b.hi) + std::fabs(b.lo);
    err += ((ma * b.err + mb * a.err) + a.err * b.err) + kUnderflowBound;
  }
  if (a.lo == 0 && b.lo == 0) return Approx{p.s, p.e, err};
  const double r1 = a.hi * b.lo, r2 = a.lo * b.hi, r3 = a.lo * b.lo;
  const double small = (p.e + r1) + (r2 + r3);
  const double t = (std::fabs(p.e) + std::fabs(r1)) + (std::fabs(r2) + std::fabs(r3));
  const enclosure_impl::Pair n = enclosure_impl::two_sum(p.s, small);
  const double rounding = testing::rounding_bound_fault.load(std::memory_order_relaxed) ? 0.0 : t * 0x1p-51;
  return Approx{n.s, n.e, (err + rounding) + kUnderflowBound};
}

/// a + b, exactly but for two dropped words: (s, e) = TwoSum(ah, bh),
/// (t, te) = TwoSum(al, bl), (f, fe) = TwoSum(e, t) and (hi, lo) =
/// TwoSum(s, f), each exact, so ah + bh + al + bl = hi + lo + fe + te: the
/// error is |te| + |fe| plus the operands' errors (0 when nothing is
/// dropped and the operands are exact). A sum never loses to underflow (a
/// sum in the subnormal range is exact), so it adds no 2^-1000 term.
inline Approx add(const Approx& a, const Approx& b) {
  const enclosure_impl::Pair s = enclosure_impl::two_sum(a.hi, b.hi);
  const enclosure_impl::Pair t = enclosure_impl::two_sum(a.lo, b.lo);
  const enclosure_impl::Pair f = enclosure_impl::two_sum(s.e, t.s);
  const enclosure_impl::Pair n = enclosure_impl::two_sum(s.s, f.s);
  const double dropped =
      testing::rounding_bound_fault.load(std::memory_order_relaxed) ? 0.0 : std::fabs(t.e) + std::fabs(f.e);
  return Approx{n.s, n.e, (a.err + b.err) + dropped};
}

inline Approx neg(const Approx& a) { return Approx{-a.hi, -a.lo, a.err}; }
inline Approx sub(const Approx& a, const Approx& b) { return add(a, neg(b)); }

/// p x q and p . q of two vectors given by their coordinates.
inline Approx cross(const Approx& px, const Approx& py, const Approx& qx, const Approx& qy) {
  return sub(mul(px, qy), mul(py, qx));
}
inline Approx dot(const Approx& px, const Approx& py, const Approx& qx, const Approx& qy) {
  return add(mul(px, qx), mul(py, qy));
}

/// The sign of the exact value when the bound settles it (0 only for an
/// exact zero: hi, lo and err all 0); nullopt otherwise. The midpoint has
/// the sign of hi (|lo| <= ulp(hi) / 2), and every value within err of it
/// does when |hi| > |lo| + err; the right side is computed as (|lo| + err)
/// (1 + 2^-40), which is >= |lo| + certified_err rounded.
inline std::optional<int> certified_sign(const Approx& a) {
  if (!finite(a)) return std::nullopt;
  if (a.hi == 0 && a.lo == 0 && a.err == 0) return 0;
  if (!(std::fabs(a.hi) > (std::fabs(a.lo) + a.err) * kInflation)) return std::nullopt;
  return a.hi > 0 ? 1 : -1;
}

/// Whether the bound is small against the value: certified_err <= 2^-96 |hi|
/// (the enclosures' own test for a rounded result worth keeping, see
/// sum_of_products). Such a value has a certified sign and is as tight as
/// the enclosures make it.
inline bool tight(const Approx& a) { return finite(a) && certified_err(a) <= std::fabs(a.hi) * 0x1p-96; }

/// The enclosure of the same value (exponent 0, radius certified_err),
/// renormalised into the enclosures' range. Precondition: finite(a).
inline Enclosure to_enclosure(const Approx& a) {
  Enclosure r;
  r.hi = a.hi;
  r.lo = a.lo;
  r.rad = certified_err(a);
  return enclosure_impl::normalised(r);
}

/// The enclosure read as a value of this stage, when it has exponent 0, is
/// valid and |hi| <= limit; nullopt otherwise. The default 2^300 is the
/// enclosures' own range (normalised): a product of two such values is below
/// 2^601 and Dekker's split of either stays below 2^996, so nothing overflows.
inline std::optional<Approx> from_enclosure(const Enclosure& e, double limit = 0x1p300) {
  if (!e.valid || e.exp != 0 || !(std::fabs(e.hi) <= limit)) return std::nullopt;
  return Approx{e.hi, e.lo, e.rad};
}

// --- Plain doubles: the branch decisions, before any two-word value ---

/// sign((p - q) . (r - s)) and sign((p - q) x (r - s)) from one
/// round-to-nearest evaluation: the four differences (each within u of the
/// exact one, exact in the subnormal range), the two products (each within
/// gamma_3 of the exact product, plus 2^-1075 where it underflows) and their
/// sum S (within u). With P1, P2 the computed products and M = |P1| + |P2|:
/// |S - exact| <= u M + gamma_3 (M + 2^-1074) / (1 - gamma_3) + 2^-1074 <=
/// 4.01 u M + 2^-1073, and M as computed is within u of M. The bound used,
/// 2^-49 M + 2^-1070 rounded, is more than twice that. Certified when
/// |S| > bound (so never 0: exact zeros are left to the enclosures); an
/// overflow makes M or S non-finite and the comparison false. Never throw.
inline std::optional<int> certified_sign_of(double p1, double p2, double bound_base) {
  const double bound = testing::rounding_bound_fault.load(std::memory_order_relaxed) ? 0.0
                                                                                     : bound_base * 0x1p-49 + 0x1p-1070;
  const double s = p1 + p2;
  if (!(std::fabs(s) > bound)) return std::nullopt;
  return s > 0 ? 1 : -1;
}
inline std::optional<int> sign_of_dot(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
  const double ax = p.x - q.x, ay = p.y - q.y, bx = r.x - s.x, by = r.y - s.y;
  const double p1 = ax * bx, p2 = ay * by;
  return certified_sign_of(p1, p2, std::fabs(p1) + std::fabs(p2));
}
inline std::optional<int> sign_of_cross(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
  const double ax = p.x - q.x, ay = p.y - q.y, bx = r.x - s.x, by = r.y - s.y;
  const double p1 = ax * by, p2 = -(ay * bx);
  return certified_sign_of(p1, p2, std::fabs(p1) + std::fabs(p2));
}

/// Bounds 0 <= low <= x <= high of a non-negative exact value.
struct Bounds {
  double low;
  double high;
};

/// |p - q|^2 and (p - q) x (r - s) squared over |r - s|^2 (a squared
/// distance to a line), bounded from one round-to-nearest evaluation;
/// nullopt where a bound would not hold (an overflow, or a magnitude below
/// 2^-900, where underflow could spoil the relative bounds).
/// |p - q|^2: two squares of rounded differences and their sum, all terms
/// non-negative: within gamma_4 < 2^-50.9 of the exact value, so v (1 -+
/// 2^-49) bound it (each rounded: (1 - 2^-49)(1 + u) < 1 - 2^-50.9).
/// The quotient: the cross product C within e = 2^-49 M + 2^-1070 (as
/// sign_of_cross), so |C| in [max(0, c - e), c + e] for the computed |C| = c;
/// those squared and divided by the bounds of |r - s|^2 (two roundings),
/// then the factors (1 -+ 2^-47), rounded: (1 + u)^3 < 1 + 2^-47.
std::optional<Bounds> squared_length_bounds(Vec2 p, Vec2 q);
std::optional<Bounds> squared_line_distance_bounds(Vec2 p, Vec2 q, Vec2 r, Vec2 s);

/// a b, a b + c d and a + b of enclosures: through this stage when every
/// operand has exponent 0 and |hi| <= 2^300 and (for the sums, which may
/// cancel) the result is tight(); otherwise the enclosures' own operators.
/// Never throw.
Enclosure product(const Enclosure& a, const Enclosure& b);
Enclosure sum_of_products(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d,
                          bool subtract);
/// a b + c d for the numerator of a constructed coordinate (a den + n d),
/// which is only ever measured against a scale of at least its terms'
/// magnitude divided by den (measure::point_error), never signed: kept
/// whenever finite, its bound being about 2^-100 of |a b| + |c d| however
/// much the sum cancels. Otherwise as sum_of_products.
Enclosure coordinate_numerator(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d);
Enclosure sum(const Enclosure& a, const Enclosure& b);

}  // namespace plumb::oracle::filtered::fast
