// Plumb kernels: does a closed disc touch a closed segment?
//
// The disc touches the segment when the segment's closest point to the centre
// is within the radius: squared distance <= r^2. Deciding that from rounded
// distances would be wrong for a segment grazing the circle, so the comparison
// is made on exact quantities with a filter in front:
//   past an end:     |c - end|^2            <= r^2
//   in the interior: ((b - a) x (c - a))^2  <= r^2 |b - a|^2
// (the second is the squared height times the squared base, cleared of its
// division). The filter compares the rounded sides with their error bounds and
// only falls back to exact products when they are within those bounds.
#pragma once

#include <cmath>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/scaled.h"
#include "kernels/distance.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

// Relative error of the ratio lhs / rhs computed below: (2*9u + u) for the
// squared cross, 9u + 2u for r^2 (b-a).(b-a), u for the division: 32u. Twice
// that leaves room for the O(u^2) terms with a wide margin.
inline constexpr double kCircleFilterRelative = 64.0 * kUnit;

// sign(|c - end|^2 - r^2), exactly.
inline int end_sign(Vec2 c, Vec2 end, double r) {
  const Form f = dot_form(end, c, end, c);
  const Scaled d2 = form_value(f);  // |c - end|^2, relative error <= 9u
  const Scaled radius = to_scaled(r);
  if (d2.mantissa == 0.0) return radius.mantissa == 0.0 ? 0 : -1;
  if (radius.mantissa == 0.0) return 1;
  const double q = ratio(d2, times(radius, radius));
  if (q < 1.0 - kCircleFilterRelative) return -1;
  if (q > 1.0 + kCircleFilterRelative) return 1;
  PLUMB_NOTE_EXACT_FALLBACK();
  const BigNumber<1> rr = big_of(r);
  return (exact_form(f) - rr * rr).sign();
}

// sign(height^2 - r^2) for a centre in the interior region, exactly, as
// sign(cross^2 - r^2 |b - a|^2).
inline int interior_sign(Vec2 c, const Segment& s, double r) {
  const Scaled cross = cross_value(s.a, s.b, s.a, c);
  const Scaled radius = to_scaled(r);
  if (cross.mantissa == 0.0) return radius.mantissa == 0.0 ? 0 : -1;  // centre on the segment
  if (radius.mantissa == 0.0) return 1;  // r = 0 and the centre is off the line
  const Scaled base = dot_value(s.a, s.b, s.a, s.b);
  const double q = ratio(times(cross, cross), times(times(radius, radius), base));
  if (q < 1.0 - kCircleFilterRelative) return -1;
  if (q > 1.0 + kCircleFilterRelative) return 1;
  PLUMB_NOTE_EXACT_FALLBACK();
  const BigNumber<2> x = exact_form(cross_form(s.a, s.b, s.a, c));
  const BigNumber<1> rr = big_of(r);
  return (x * x - rr * rr * exact_form(dot_form(s.a, s.b, s.a, s.b))).sign();
}

// sign(distance^2 - r^2) for finite input and a finite r >= 0: -1 overlapping,
// 0 touching exactly, +1 apart.
inline int radius_sign(Vec2 c, const Segment& s, double r) {
  if (s.a == s.b) return end_sign(c, s.a, r);
  const int part = nearest_part(c, s);
  if (part != 0) return end_sign(c, part < 0 ? s.a : s.b, r);
  return interior_sign(c, s, r);
}

}  // namespace detail

/// Does the closed disc (centre, radius) share a point with the closed segment s?
/// Takes: a circle (radius in the coordinates' units) and a segment, finite
/// coordinates of any magnitude. Touching counts (distance == radius).
/// Returns: exactly whether the exact squared distance from the centre to s is
/// <= radius^2. radius = 0: true iff the centre lies on s. Zero-length s: the
/// disc against the point s.a. Negative or NaN radius: false (no disc);
/// radius = +inf: true for finite input. Non-finite centre or segment: false.
/// Method: exact end/interior choice (distance.h), then a filtered comparison
/// with an exact fallback (file comment).
inline bool circle_segment_intersect(const Circle& circle, const Segment& s) {
  const double r = circle.radius;
  if (std::isnan(r) || r < 0.0) return false;
  if (!detail::finite(circle.centre) || !detail::finite(s)) return false;
  if (std::isinf(r)) return true;
  return detail::radius_sign(circle.centre, s, r) <= 0;
}

}  // namespace plumb
