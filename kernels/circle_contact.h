// Plumb kernels: a disc against a 2D segment, with the contact a physics step
// needs: the closest point, how deep the disc overlaps, and the push-out.
//
// The closest point q of the segment to the centre c (project, then clamp,
// closest_point.h); the overlap depth r - |c - q|; and the push that moves the
// disc out of contact, (c - q) / |c - q| * depth. The textbook code divides by
// |c - q| and so produces NaN exactly when the disc is deepest: its centre on
// the segment. Here the direction never comes from that division in the
// interior: it is the segment's normal (-d.y, d.x) / |d| turned towards the
// centre (the sign of d x (c - a), exact), and on the segment, where there is
// no "towards", the left normal itself. Past an end the direction is
// (c - end) / |c - end|; at the end itself, the left normal again; for a
// zero-length segment with the centre on it, +x.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "kernels/circle_segment.h"
#include "kernels/closest_point.h"
#include "kernels/distance.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// v / |v| for a difference v = to - from given as two Scaled coordinates:
// both are brought to one exponent first, so nothing overflows.
inline Vec2 unit(Scaled dx, Scaled dy) {
  const int e = dx.mantissa == 0.0 ? dy.exponent : dy.mantissa == 0.0 ? dx.exponent : std::max(dx.exponent, dy.exponent);
  const double x = scale_by_pow2(dx.mantissa, dx.exponent - e), y = scale_by_pow2(dy.mantissa, dy.exponent - e);
  const double h = std::sqrt(x * x + y * y);
  return {x / h, y / h};
}

inline Vec2 unit_from(Vec2 from, Vec2 to) {
  return unit(scaled_difference(to.x, from.x), scaled_difference(to.y, from.y));
}

// The segment's left normal, turned towards c when c is off its line.
inline Vec2 interior_normal(const Segment& s, Vec2 c) {
  const Vec2 d = unit_from(s.a, s.b);
  const Vec2 left{-d.y, d.x};
  return cross_sign(s.a, s.b, s.a, c) < 0 ? Vec2{-left.x, -left.y} : left;
}

// The distance from c to s as a Scaled (never overflows), with the part of s
// it is measured to.
inline Scaled distance_scaled(Vec2 c, const Segment& s, int part) {
  if (s.a == s.b) return length_of_difference(s.a, c);
  if (part != 0) return length_of_difference(part < 0 ? s.a : s.b, c);
  Scaled h = cross_value(s.a, s.b, s.a, c);
  h.mantissa = std::fabs(h.mantissa);
  return ratio_scaled(h, length_of_difference(s.a, s.b));
}

// r - d for a finite r >= 0 and d <= r (up to rounding), never below 0.
inline double radius_minus(double r, Scaled d) {
  if (d.mantissa == 0.0) return r;
  const int er = r == 0.0 ? 0 : to_scaled(r).exponent + 1;  // frexp's exponent of r
  const int e = std::max(er, d.exponent + 1);
  const double v = scale_by_pow2(r, -e) - scale_by_pow2(d.mantissa, d.exponent - e);
  return v > 0.0 ? scale_by_pow2(v, e) : 0.0;
}

}  // namespace detail

/// The contact between a disc and a closed segment, or nullopt when they do not touch.
/// Takes: a circle (radius in the coordinates' units) and a segment, finite
/// input of any magnitude. Returns: {closest point of the segment, depth =
/// radius - distance, push = unit direction from the closest point to the
/// centre * depth}. Whether they touch, and whether they touch exactly, are
/// decided exactly: touching exactly gives depth 0 and a zero push; otherwise
/// the depth is >= 0. Centre on the segment: the push is along the left
/// normal of b - a; a zero-length segment with the centre on it: along +x.
/// nullopt when the distance exceeds the radius (as circle_segment_intersect),
/// for a negative or NaN radius (-inf included), and for a non-finite
/// coordinate of the centre or the segment, whatever the radius (+inf
/// included). A radius of +inf with finite centre and segment touches
/// everything: the closest point as closest_point, depth +inf, and the push
/// infinite along its direction: +-inf in each non-zero component of the unit
/// direction, 0 in a zero one, never NaN (checked by check::non_finite_contact
/// and the contact fuzz target).
/// Contract: the closest point as closest_point; depth within
/// contract::kDepthScale u (radius + m) of exact, m = 2^-1022 (relative to the
/// radius: depth is a difference that cancels when the disc barely touches);
/// the push within contract::kPushScale u (radius + m) (Euclidean length of
/// the error). Nothing overflows on the way: the distance is carried with its
/// own exponent.
inline std::optional<CircleContact> circle_segment_contact(const Circle& circle, const Segment& s) {
  const int sign = detail::circle_radius_sign(circle, s);
  if (sign > 0) return std::nullopt;  // apart; also NaN, negative and non-finite
  const Vec2 c = circle.centre;
  const double r = circle.radius;
  const Vec2 q = closest_point(s, c, Kind::segment).point;
  const int part = s.a == s.b ? -1 : detail::nearest_part(c, s);
  const Vec2 end = s.a == s.b || part < 0 ? s.a : s.b;
  Vec2 dir{1.0, 0.0};  // zero-length segment with the centre on it
  if (part != 0 && !(c == end)) dir = detail::unit_from(end, c);
  else if (!(s.a == s.b)) dir = detail::interior_normal(s, c);  // the left normal when c is on the segment
  if (std::isinf(r)) {
    auto along = [](double d) { return d == 0.0 ? 0.0 : d * std::numeric_limits<double>::infinity(); };
    return CircleContact{q, r, {along(dir.x), along(dir.y)}};
  }
  if (sign == 0) return CircleContact{q, 0.0, {0.0, 0.0}};  // touching exactly
  const double depth = detail::radius_minus(r, detail::distance_scaled(c, s, part));
  return CircleContact{q, depth, {dir.x * depth, dir.y * depth}};
}

}  // namespace plumb
