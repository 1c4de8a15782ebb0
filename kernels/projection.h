// Plumb kernels: the projection parameter of a point onto a segment's line.
//
//   t = (p - a) . (b - a) / ((b - a) . (b - a))
//
// A dot product over a squared length: how far p - a reaches along b - a, in
// lengths of the segment. t = 0 at the foot a, 1 at b, outside [0, 1] past an
// end. The division is the first of the two that need a guard: a zero-length
// segment has no direction, and 0/0 would become a NaN that fails every later
// comparison silently.
#pragma once

#include <optional>

#include "kernels/detail/scaled.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

// t as a Scaled, for a non-degenerate finite segment and finite point.
inline Scaled projection_scaled(const Segment& s, Vec2 p) {
  return ratio_scaled(dot_value(s.a, p, s.a, s.b), dot_value(s.a, s.b, s.a, s.b));
}

}  // namespace detail

/// The unclamped parameter of the foot of the perpendicular from p to the line
/// through s.a and s.b.
/// Takes: a segment and a point, finite coordinates of any magnitude.
/// Returns: t, not clamped (read it against a range with contains_t /
/// clamp_t). nullopt when s.a == s.b (zero length: no direction, never 0/0),
/// and for any non-finite coordinate.
/// Contract: within contract::kParameterUlps (20) ULPs of the exact t, so
/// exactly 0 when p projects onto a. Other comparisons of the *rounded* t
/// with 0 or 1 are not exact (a t a few ULPs below 1 can round to 1, a t
/// below 2^-1074 to 0): decide ranges with dot_sign, as closest_point does.
/// t is +-inf only when the exact |t| is within the contract of the overflow
/// threshold or beyond (p ~2^1023 segment lengths away or more).
/// Method: numerator and denominator as filtered dot products with an exact
/// fallback, divided with separate exponents (no overflow or underflow).
inline std::optional<double> projection_t(const Segment& s, Vec2 p) {
  if (!detail::finite(s) || !detail::finite(p)) return std::nullopt;
  if (s.a == s.b) return std::nullopt;
  return detail::to_double(detail::projection_scaled(s, p));
}

}  // namespace plumb
