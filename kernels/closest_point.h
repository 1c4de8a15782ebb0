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
#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb {

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
inline ClosestPoint closest_point(const Segment& s, Vec2 p, Kind kind = Kind::segment) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  if (!detail::finite(s) || !detail::finite(p)) return {nan, {nan, nan}};
  if (s.a == s.b) return {0.0, s.a};
  if (kind != Kind::line && dot_sign(s.a, p, s.a, s.b) <= 0) return {0.0, s.a};
  if (kind == Kind::segment && dot_sign(s.b, p, s.a, s.b) >= 0) return {1.0, s.b};
  // Strictly inside the range: keep the rounded t inside it too.
  const detail::Scaled ts = detail::projection_scaled(s, p);
  const double t = clamp_t(detail::to_double(ts), kind);
  if (t != detail::to_double(ts)) return {t, point_at(s, t)};
  // From the unrounded t, so that a t beyond the double range (a far point and
  // a tiny segment, read as a line) still gives the finite foot it should.
  return {t, {detail::lerp_coordinate(s.a.x, s.b.x, ts), detail::lerp_coordinate(s.a.y, s.b.y, ts)}};
}

}  // namespace plumb
