// Plumb kernels, detail: the settled path of a kernel in plain double.
//
// Why: on ordinary input every form a kernel needs is settled by its filter,
// every intermediate is a normal double, and the general path (Scaled values
// with separate exponents, out-of-line stages) only costs time. A kernel
// therefore first evaluates everything once in plain double, straight-line
// and branch-free, together with a flag saying whether the general path would
// have returned exactly the same bits; only when the flag is false does it
// run the general path. The helpers here compute the values and the
// conditions, and say why each condition suffices:
//
//   quick_form     a form's double evaluation (p + q) and the magnitude
//                  |p - q| that both of its tests use;
//   sign_settled   stage A of form_sign (form_sign.h): the sign is exact;
//   value_settled  form_value (form_value.h) would return this very double;
//   normal         a result neither overflowed nor lost bits to underflow, so
//                  that the general path's separately-scaled arithmetic
//                  rounds it identically.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "kernels/detail/form.h"
#include "kernels/detail/form_sign.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/product_sum.h"

namespace plumb::detail {

/// (A B) + sigma (C D) in double, with |A B - sigma C D|.
struct QuickForm {
  double value;
  double magnitude;
};

/// The permanent fl(|p| + |q|) of a quick form: its magnitude fl(|p - sigma q|)
/// when the two terms' signs differ, |value| when they agree, so the larger.
inline double quick_permanent(const QuickForm& f) {
  const double v = std::fabs(f.value);
  return v > f.magnitude ? v : f.magnitude;
}

inline QuickForm quick_form(double A, double B, double C, double D, double sigma) {
  const double p = A * B, q = sigma * (C * D);
  return {p + q, std::fabs(p - q)};
}

/// The sign of value is the form's exact sign (stage A, form_sign.h).
inline bool sign_settled(const QuickForm& f) {
  return std::fabs(f.value) > floored_bound(kSignFilter, f.magnitude, kSignBoundFloor);
}

// The budget of a projection's numerator, t_n = n / d from the end nearer the
// foot (closest_point, closest_point3), where d = |f - n|^2 is a sum of K
// squares. Stage 1 always accepts d (its bound, (K + 1)u + 64u^2 of d, is
// below 7u of it), and d is then within (K + 2)u(1 + 64u) of exact: the
// bound plus the last addition's rounding (stage1_accepts, form.h). So
// accepting n within budget B leaves t_n within B/(1 - B) + (K + 2)u(1 + 65u)
// + u, and B is chosen per dimension to keep that below 19.1u, inside
// contract::kParameterUlps (20):
//   2D (K = 2, d within 4u): B = 14u, 14u + 4u + u + O(u^2) < 19.1u;
//   3D (K = 3, d within 5u): B = 13u, 13u + 5u + u + O(u^2) < 19.1u.
// The point built from t_n, u |x| + (e_t + 2u)(1 + u)^2 |t_n d|, stays below
// 22u (|n_x| + |t_n d_x|): inside contract::kPointScale (24). The larger
// budgets (8u would do for the value alone) are what let most calls whose
// foot lies near an end keep the plain evaluation instead of the correctly
// rounded one.
inline constexpr double kProjectionNumeratorBudget = 14.0 * kUnit;
inline constexpr double kProjectionNumeratorBudget3 = 13.0 * kUnit;

// The range of values the settled path accepts (see value_settled and
// quick_length).
inline constexpr double kQuickMinValue = 0x1p-900;
inline constexpr double kQuickMaxValue = 0x1p+900;

/// form_value() returns exactly this value, and its sign is exact.
/// Why: form_value accepts the plain evaluation fl(p + sigma q) when
/// kFilterBound fl(|p| + |q|) <= 7u |value| (stage1_accepts: 8u less the
/// last rounding's u) and the permanent fl(|p| + |q|)
/// lies in [2^-960, 2^960]. When p and sigma q have opposite signs (or one is
/// 0), fl(|p - sigma q|) is that permanent, rounded identically; when they
/// have the same sign the permanent is |value| and form_value always accepts.
/// So the test below gives form_value's verdict; with it the permanent is at
/// most 7u/kFilterBound < 2.34 times |value|, and |value| in [2^-950, 2^950]
/// puts it in the plain range. Then |value| >= 0.42 permanent, far above
/// stage A's bound: the sign is settled too.
/// With a `budget` B (at least 8u, at most 20u) in place of 8u, as
/// form_value(f, budget): the permanent is then at most (B - u)/kFilterBound
/// < 6.4 times |value|, still in the plain range, and |value| >= 0.15
/// permanent, still far above stage A. (The same-sign case needs B - u >=
/// kFilterBound, so that a value equal to its permanent is accepted: every
/// budget is at least 8u.)
inline bool value_settled(const QuickForm& f, double budget = kAcceptRelative) {
  const double v = std::fabs(f.value);
  return stage1_accepts(kFilterBound * f.magnitude, v, budget) & (v >= kQuickMinValue) & (v <= kQuickMaxValue);
}

/// form_sign(f), for a form whose quick evaluation is q: the settled sign, or
/// the later stages (out of line) when stage A did not settle it.
inline int quick_sign(const QuickForm& q, const Form& f) {
  if (sign_settled(q)) return q.value > 0.0 ? 1 : -1;
  return form_sign_unsettled(f.a1, f.a0, f.b1, f.b0, f.c1, f.c0, f.d1, f.d0, f.sigma > 0);
}

/// 2^-1022 <= |x| <= DBL_MAX: x is finite and was not rounded into (or
/// below) the subnormal range. One unsigned comparison on the bit pattern.
inline bool normal(double x) {
  constexpr std::uint64_t kMagnitude = ~(std::uint64_t{1} << 63);
  constexpr std::uint64_t kMinNormal = std::uint64_t{1} << 52;
  constexpr std::uint64_t kInf = std::uint64_t{0x7ff} << 52;
  return ((std::bit_cast<std::uint64_t>(x) & kMagnitude) - kMinNormal) < kInf - kMinNormal;
}

/// s.b when b, else s.a, for a segment in 2D or 3D: one select of the
/// address (masks on its bits, as select below, so not a jump) instead of
/// one per coordinate.
template <class Segment>
const auto& end_of(const Segment& s, bool b) {
  const auto a_address = reinterpret_cast<std::uintptr_t>(&s.a), b_address = reinterpret_cast<std::uintptr_t>(&s.b);
  const std::uintptr_t m = std::uintptr_t{0} - std::uintptr_t{b};
  return *reinterpret_cast<decltype(&s.a)>((b_address & m) | (a_address & ~m));
}

/// c ? x : y without a branch: the bits of x or of y, chosen by a mask.
/// Why: the settled paths choose between values on data (which end is
/// nearer, whether the point is past an end) that uniform input makes a coin
/// toss, and gcc 12 compiles a ternary on doubles into a conditional jump,
/// unpredictable there and costlier than the arithmetic it chooses between.
/// Masks on the bit patterns are
/// not turned back into a jump. The chosen value is bit for bit the one the
/// ternary gives (signed zeros and NaNs included).
inline double select(bool c, double x, double y) {
  const std::uint64_t m = std::uint64_t{0} - std::uint64_t{c};
  return std::bit_cast<double>((std::bit_cast<std::uint64_t>(x) & m) | (std::bit_cast<std::uint64_t>(y) & ~m));
}

/// The larger of x and y without a jump: x > y ? x : y, and y when either
/// is NaN (one maxsd on x86-64). Why: where gcc 12 can thread a constant
/// operand into the arithmetic after it (std::max(0.0, v), then squared), it
/// compiles the max into a conditional jump, and where the larger is a coin
/// toss on ordinary input (a point before, past or beside a segment's ends)
/// that jump is unpredictable. (Not select() above: its round trip through
/// the integer registers costs more than the jump.) Elsewhere than x86-64 with SSE2, the ternary.
inline double max_no_jump(double x, double y) {
#if defined(__SSE2__)
  return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(x), _mm_set_sd(y)));
#else
  return x > y ? x : y;
#endif
}

/// b itself, as a value the optimizer cannot see into, so that a branch on it
/// is one test of one register. Why: gcc 12 splits `if (x & y)` or
/// `if (x | y)` on bools back into a jump per operand, and where an operand
/// is a coin toss on ordinary input (the interior of a segment or an end)
/// that jump is unpredictable. An empty asm statement with b as an input and output register
/// hides how b was formed; it emits no instruction.
inline bool opaque(bool b) {
#if defined(__GNUC__)
  asm("" : "+r"(b));
#endif
  return b;
}

/// form_value(f, budget) as a double, for a form whose quick evaluation was
/// not settled (so its accurate stages run); `ok` becomes false when the
/// value is not a normal double. quick_value below uses it, and so does a
/// caller that tests value_settled itself beside its other conditions (in
/// one opaque() test, so that a coin toss among them is not a jump).
inline double form_value_double(const Form& f, bool& ok, double budget) {
  const double v = to_double(form_value(f, budget));
  ok &= normal(v);
  return v;
}

/// The value form_value(f) returns, as a double: the quick evaluation q of f
/// when it is settled, else form_value itself (its accurate stages, which
/// ordinary input seldom reaches). `ok` becomes false when that value is not a
/// normal double, which the general path would carry with a separate exponent.
inline double quick_value(const QuickForm& q, const Form& f, bool& ok, double budget = kAcceptRelative) {
  if (value_settled(q, budget)) return q.value;
  return form_value_double(f, ok, budget);
}

/// a + t (b - a) for a t that is the double value of a Scaled t (a normal
/// double), as lerp_coordinate (scaled.h) computes it; `ok` becomes false when
/// that may differ. a == b with a nonzero gives a + (+-0) = a itself, as
/// lerp_coordinate returns a; a == b == 0 is left to the general path (`ok`
/// false), since a + t (b - a) can lose a zero's sign there (a = -0, b = +0
/// gives +0) -- a test, not a select, because gcc 12 compiles a select here
/// into a branch, which costs more than the test. Otherwise it
/// equals lerp_coordinate's result when b - a is
/// finite, t (b - a) is normal and the sum is finite: then the Scaled product
/// t.m d.m 2^(t.e + d.e) rounds as fl(t (b - a)) (both once, to nearest, in
/// the normal range), and add_scaled adds it to a with the same one rounding.
inline double quick_lerp(double a, double b, double t, bool& ok) {
  const double d = b - a;
  const double td = t * d;
  const double x = a + td;
  // normal(td) as |td| >= 2^-1022: an infinite td makes x infinite or NaN,
  // which the second test rejects, and a NaN fails both.
  ok &= ((std::fabs(td) >= 0x1p-1022) & (std::fabs(x) <= 0x1.fffffffffffffp+1023)) | ((d == 0.0) & (a != 0.0));
  return x;
}

/// quick_lerp coordinate by coordinate, with the same verdict in `ok`, the
/// common case in one test: every |t (b_i - a_i)| at least 2^-1022 and every
/// sum finite (then each coordinate's test passes by its first half). Only
/// when that fails is each coordinate's whole test made. Why: the second
/// half (b_i == a_i and a_i != 0, comparisons with their unordered cases)
/// is most of quick_lerp's work, and on ordinary input it never decides.
inline Vec3 quick_lerp(Vec3 a, Vec3 b, double t, bool& ok) {
  const Vec3 d{b.x - a.x, b.y - a.y, b.z - a.z};
  const Vec3 td{t * d.x, t * d.y, t * d.z};
  const Vec3 x{a.x + td.x, a.y + td.y, a.z + td.z};
  constexpr double kMax = 0x1.fffffffffffffp+1023;
  const bool products = (std::fabs(td.x) >= 0x1p-1022) & (std::fabs(td.y) >= 0x1p-1022) & (std::fabs(td.z) >= 0x1p-1022);
  const bool sums = (std::fabs(x.x) <= kMax) & (std::fabs(x.y) <= kMax) & (std::fabs(x.z) <= kMax);
  if (!opaque(products & sums)) {
    bool each = true;
    (void)quick_lerp(a.x, b.x, t, each);
    (void)quick_lerp(a.y, b.y, t, each);
    (void)quick_lerp(a.z, b.z, t, each);
    ok &= each;
  }
  return x;
}

/// The same in 2D.
inline Vec2 quick_lerp(Vec2 a, Vec2 b, double t, bool& ok) {
  const Vec2 d{b.x - a.x, b.y - a.y};
  const Vec2 td{t * d.x, t * d.y};
  const Vec2 x{a.x + td.x, a.y + td.y};
  constexpr double kMax = 0x1.fffffffffffffp+1023;
  const bool products = (std::fabs(td.x) >= 0x1p-1022) & (std::fabs(td.y) >= 0x1p-1022);
  const bool sums = (std::fabs(x.x) <= kMax) & (std::fabs(x.y) <= kMax);
  if (!opaque(products & sums)) {
    bool each = true;
    (void)quick_lerp(a.x, b.x, t, each);
    (void)quick_lerp(a.y, b.y, t, each);
    ok &= each;
  }
  return x;
}

/// quick_lerp's test for |t| <= 1 and |b - a| <= 2^900, given d = b - a and
/// td = t d: then |td| is far below half an ULP of DBL_MAX (2^970), so the
/// sum cannot overflow and only the product's range needs testing.
inline bool lerp_near_ok(double a, double d, double td) {
  return (std::fabs(td) >= 0x1p-1022) | ((d == 0.0) & (a != 0.0));
}

/// a + t (b - a) coordinate by coordinate, as quick_lerp computes it, for
/// |t| <= 1 and every |b_i - a_i| <= 2^900, with lerp_near_ok's verdict on
/// every coordinate; the common case in one test: every |t (b_i - a_i)| at
/// least 2^-1022. Only when one is not (a coordinate with b_i == a_i, as an
/// axis-aligned segment has, or a product below the normal range) is each
/// coordinate's whole test made. Why: the test's second half (d == 0 and
/// a != 0, each a comparison with its unordered case) is most of the test's
/// work, and on ordinary input it never decides.
inline Vec3 quick_lerp_near(Vec3 a, Vec3 b, double t, bool& ok) {
  const Vec3 d{b.x - a.x, b.y - a.y, b.z - a.z};
  const Vec3 td{t * d.x, t * d.y, t * d.z};
  const bool all = (std::fabs(td.x) >= 0x1p-1022) & (std::fabs(td.y) >= 0x1p-1022) & (std::fabs(td.z) >= 0x1p-1022);
  if (!opaque(all)) {
    const bool x_ok = lerp_near_ok(a.x, d.x, td.x), y_ok = lerp_near_ok(a.y, d.y, td.y);
    const bool z_ok = lerp_near_ok(a.z, d.z, td.z);
    ok &= x_ok & y_ok & z_ok;
  }
  return {a.x + td.x, a.y + td.y, a.z + td.z};
}

/// The same in 2D.
inline Vec2 quick_lerp_near(Vec2 a, Vec2 b, double t, bool& ok) {
  const Vec2 d{b.x - a.x, b.y - a.y};
  const Vec2 td{t * d.x, t * d.y};
  const bool all = (std::fabs(td.x) >= 0x1p-1022) & (std::fabs(td.y) >= 0x1p-1022);
  if (!opaque(all)) {
    const bool x_ok = lerp_near_ok(a.x, d.x, td.x), y_ok = lerp_near_ok(a.y, d.y, td.y);
    ok &= x_ok & y_ok;
  }
  return {a.x + td.x, a.y + td.y};
}

/// sqrt(x^2 + y^2) for x^2 + y^2 = sum (computed as fl(fl(x x) + fl(y y)))
/// in [2^-900, 2^900], where it equals length_of_difference (scaled.h), which
/// scales both to the larger's binade first: when the smaller square is at
/// least 2^-106 of the larger, both squares are normal at either scale
/// (at least 2^-1007), so the two evaluations round identically, scaled; when
/// it is smaller, it is below a 2^-52 of an ULP of the larger and neither
/// sum is changed by it. The square root commutes with the even power of two.
/// `ok` becomes false outside the range.
inline double quick_length(double sum, bool& ok) {
  ok &= (sum >= kQuickMinValue) & (sum <= kQuickMaxValue);
  return std::sqrt(sum);
}

/// A point p against a segment s in plain double: the forms every
/// point-segment kernel starts from, and the part of s nearest p when the
/// filters settle it (before_a: the end a, past_b: the end b, interior: the
/// interior; none of them when unsettled).
struct QuickPointSegment {
  double dx, dy;         // b - a
  double wx, wy;         // p - a
  double vx, vy;         // p - b
  QuickForm at_a, at_b;  // (p - a).d, (p - b).d: the projection's numerator and the sign past b
  double length;         // d.d
  bool before_a, past_b, interior;
  bool near_a, near_b;  // the foot of the perpendicular is nearer a (t < 1/2), nearer b (t > 1/2)
};

inline QuickPointSegment quick_point_segment(const Segment& s, Vec2 p) {
  QuickPointSegment q{};
  q.dx = s.b.x - s.a.x;
  q.dy = s.b.y - s.a.y;
  q.wx = p.x - s.a.x;
  q.wy = p.y - s.a.y;
  q.vx = p.x - s.b.x;
  q.vy = p.y - s.b.y;
  q.at_a = quick_form(q.wx, q.dx, q.wy, q.dy, 1.0);
  q.at_b = quick_form(q.vx, q.dx, q.vy, q.dy, 1.0);
  q.length = q.dx * q.dx + q.dy * q.dy;
  const double bound_a = floored_bound(kSignFilter, q.at_a.magnitude, kSignBoundFloor);
  const double bound_b = floored_bound(kSignFilter, q.at_b.magnitude, kSignBoundFloor);
  const bool inside_a = q.at_a.value > bound_a;
  q.before_a = q.at_a.value < -bound_a;
  q.past_b = inside_a & (q.at_b.value > bound_b);
  q.interior = inside_a & (q.at_b.value < -bound_b);
  // (p - a).d + (p - b).d, four products (foot_side, closest_point.h), by
  // stage A of a sum of products (product_sum.h): any order of summation
  // obeys its bound, and each form's permanent |p| + |q| is at most
  // max(|value|, magnitude) (1 + u).
  const double side = q.at_a.value + q.at_b.value;
  auto larger = [](double x, double y) { return x > y ? x : y; };
  const double permanent =
      larger(std::fabs(q.at_a.value), q.at_a.magnitude) + larger(std::fabs(q.at_b.value), q.at_b.magnitude);
  // kSumFilter<4> (1 + 4u) (permanent + N), as floored_bound: the factor
  // folded into the constant (rounded once, as the product was).
  constexpr double k = kSumFilter<4> * (1.0 + 4.0 * kUnit), k_n = k * kSumFloor;
  const double side_bound = floored_bound(k, permanent, k_n);
  q.near_a = side < -side_bound;
  q.near_b = side > side_bound;
  return q;
}

}  // namespace plumb::detail
