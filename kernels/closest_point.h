// Plumb kernels: the closest point on a line, ray or segment. Project, then clamp.
//
// The foot of the perpendicular has parameter t = projection_t(s, p). The
// closest point of the shape is P(clamp_t(t, kind)): the clamp is the step
// people leave out, and without it a segment is nearest to points nowhere near
// it. Which end the clamp picks is decided exactly, from the signs of
// (p - a) . (b - a) and (p - b) . (b - a), never from the rounded t.
#pragma once

#include <cmath>
#include <limits>

#include "kernels/orientation.h"
#include "kernels/projection.h"
#include "kernels/range.h"
#include "kernels/detail/product_sum.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb {

namespace detail {

// (p - a).d + (p - b).d, d = b - a: negative when the foot of the
// perpendicular is nearer a (t < 1/2), positive when nearer b, 0 at t = 1/2.
inline ProductSum<4> foot_side(Vec2 p, const Segment& s) {
  const Vec2 a = s.a, b = s.b;
  return {{p.x, p.y, p.x, p.y}, {a.x, a.y, b.x, b.y}, {b.x, b.y, b.x, b.y}, {a.x, a.y, a.x, a.y}};
}

inline Vec2 midpoint(Vec2 a, Vec2 b) {
  auto mid = [](double x, double y) {
    const double s = x + y;
    return std::isfinite(s) ? s * 0.5 : x * 0.5 + y * 0.5;  // halves exactly when the sum overflows
  };
  return {mid(a.x, b.x), mid(a.y, b.y)};
}

// The general path: every finite input of any magnitude.
[[gnu::noinline]] inline ClosestPoint closest_point_general(const Segment& s, Vec2 p, Kind kind) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  if (!finite(s) || !finite(p)) return {nan, {nan, nan}};
  if (s.a == s.b) return {0.0, s.a};
  if (kind != Kind::line && dot_sign(s.a, p, s.a, s.b) <= 0) return {0.0, s.a};
  if (kind == Kind::segment && dot_sign(s.b, p, s.a, s.b) >= 0) return {1.0, s.b};
  // From the end nearer the foot (file comment).
  const int side = sum_sign(foot_side(p, s));
  if (side == 0) return {0.5, midpoint(s.a, s.b)};
  const Vec2 n = side < 0 ? s.a : s.b, f = side < 0 ? s.b : s.a;
  const Scaled tn = ratio_scaled(form_value(dot_form(n, p, n, f), kProjectionNumeratorBudget), dot_value(n, f, n, f));
  const double td = to_double(tn);
  // From the unrounded t_n, so that a t beyond the double range (a far point
  // and a tiny segment, read as a line) still gives the finite foot it should.
  return {side < 0 ? td : 1.0 - td, {lerp_coordinate(n.x, f.x, tn), lerp_coordinate(n.y, f.y, tn)}};
}

}  // namespace detail

/// The point of shape `s` read as `kind` nearest to p, with its parameter t.
/// Takes: a segment (the two points fixing P(t)), a point, and the kind.
/// Returns: {t, P(t)} with t inside the kind's range. When the clamp applies,
/// t is exactly 0 or 1 and the point is exactly s.a or s.b. Zero-length s:
/// {0, s.a} for every kind. Non-finite input: {NaN, {NaN, NaN}}.
/// Contract: the choice between an end and the interior is exact; an interior
/// t is within contract::kParameterUlps ULPs of the exact t, and each
/// coordinate of the point within contract::kPointScale u (|a_x| + (|t| + m) |b_x - a_x| + m),
/// m = 2^-1022 (the subnormal spacing; see kernels/contracts.h).
/// For a line or a ray the point can be +-inf when the exact one overflows.
/// The point does not depend on the order of s's ends (for a segment or a
/// line): s reversed gives it bit for bit, and 1 - t rounded for t.
/// Method: the three forms (p - a).d, (p - b).d and d.d, d = b - a, in double
/// (detail/quick.h); when their filters settle the region and the values and
/// every intermediate is normal, the answer is read from them, bit for bit what
/// the general path gives; otherwise the general path (exact signs, values
/// with separate exponents). An interior point is built from the end nearer
/// it, t_n = (p - n).(f - n) / |f - n|^2 <= 1/2 from the end n, decided
/// exactly as the sign of (p - a).d + (p - b).d (the midpoint at exactly 1/2):
/// the lerp's error is u|x| + (e_t + 2u)(1 + u)^2 |t_n d| with |t_n| <= |t|, so
/// the contract holds as from a, and t = 1 - t_n rounded is within 20u of t.
inline ClosestPoint closest_point(const Segment& s, Vec2 p, Kind kind = Kind::segment) {
  using namespace detail;
  if (kind != Kind::segment) return closest_point_general(s, p, kind);
  const QuickPointSegment q = quick_point_segment(s, p);
  // The interior from the nearer end n: t_n = (p - n).(f - n) / d.d, the
  // numerator being (p - a).d or (p - b).(a - b) = -(p - b).d (reversing
  // both differences of a product is exact), both form_value's.
  // Every choice on data is a select (quick.h), not a jump: on uniform input
  // the nearer end and the part holding the point are coin tosses.
  const bool near_a = q.near_a;
  const Vec2 n = end_of(s, !near_a), f = end_of(s, near_a);
  bool ok = q.interior & (near_a | q.near_b) & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  const QuickForm from_n{select(near_a, q.at_a.value, -q.at_b.value),
                         select(near_a, q.at_a.magnitude, q.at_b.magnitude)};
  // Settled or not, tested with `ok` in one opaque() test (quick.h) rather
  // than inside a branch on `ok`: the interior is a coin toss on uniform
  // input, so a jump on `ok` would be unpredictable; the accurate stages are
  // the one rare branch.
  double numerator = from_n.value;
  if (opaque(ok & !value_settled(from_n, kProjectionNumeratorBudget)))
    numerator = form_value_double(dot_form(n, p, n, f), ok, kProjectionNumeratorBudget);
  const double t_n = numerator / q.length;
  ok &= t_n >= 0x1p-1022;
  // |t_n| <= 1/2 and |f - n| <= 2^450.
  const Vec2 xy = quick_lerp_near(n, f, t_n, ok);
  const double x = xy.x, y = xy.y;
  const bool end = q.before_a | q.past_b;
  const Vec2 e = end_of(s, !q.before_a);
  const ClosestPoint result{select(end, select(q.before_a, 0.0, 1.0), select(near_a, t_n, 1.0 - t_n)),
                            {select(end, e.x, x), select(end, e.y, y)}};
  if (!opaque(end | ok)) return closest_point_general(s, p, kind);
  return result;
}

}  // namespace plumb
