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
#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb {

namespace detail {

// The general path: every finite input of any magnitude.
[[gnu::noinline]] inline ClosestPoint closest_point_general(const Segment& s, Vec2 p, Kind kind) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  if (!finite(s) || !finite(p)) return {nan, {nan, nan}};
  if (s.a == s.b) return {0.0, s.a};
  if (kind != Kind::line && dot_sign(s.a, p, s.a, s.b) <= 0) return {0.0, s.a};
  if (kind == Kind::segment && dot_sign(s.b, p, s.a, s.b) >= 0) return {1.0, s.b};
  // Strictly inside the range: keep the rounded t inside it too.
  const Scaled ts = projection_scaled(s, p);
  const double t = clamp_t(to_double(ts), kind);
  if (t != to_double(ts)) return {t, point_at(s, t)};
  // From the unrounded t, so that a t beyond the double range (a far point and
  // a tiny segment, read as a line) still gives the finite foot it should.
  return {t, {lerp_coordinate(s.a.x, s.b.x, ts), lerp_coordinate(s.a.y, s.b.y, ts)}};
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
/// Method: the three forms (p - a).d, (p - b).d and d.d, d = b - a, in double
/// (detail/quick.h); when their filters settle the region and the values and
/// every intermediate is normal, the answer is read from them, bit for bit what
/// the general path gives; otherwise the general path (exact signs, values
/// with separate exponents).
inline ClosestPoint closest_point(const Segment& s, Vec2 p, Kind kind = Kind::segment) {
  using namespace detail;
  if (kind != Kind::segment) return closest_point_general(s, p, kind);
  const QuickPointSegment q = quick_point_segment(s, p);
  // The interior, t = (p - a).d / d.d: both values must be form_value's
  // (value_settled; for d.d, a sum of squares, only its range can fail), t
  // normal and below 1 (a t rounded up to 1 takes the general path), and the
  // lerp must round as the general path's.
  bool ok = q.interior & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  const double t = (q.interior ? quick_value(q.at_a, dot_form(s.a, p, s.a, s.b), ok) : q.at_a.value) / q.length;
  ok &= (t >= 0x1p-1022) & (t < 1.0);
  const double x = quick_lerp(s.a.x, s.b.x, t, ok), y = quick_lerp(s.a.y, s.b.y, t, ok);
  const bool before_a = q.before_a, past_b = q.past_b;
  if (!(before_a | past_b | ok)) return closest_point_general(s, p, kind);
  if (before_a) return {0.0, s.a};
  if (past_b) return {1.0, s.b};
  return {t, {x, y}};
}

}  // namespace plumb
