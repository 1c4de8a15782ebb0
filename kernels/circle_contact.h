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

#include <cmath>
#include <optional>

#include "kernels/circle_segment.h"
#include "kernels/closest_point.h"
#include "kernels/distance.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// u / |u| for a nonzero u given by its two coordinates (rounded once each).
inline Vec2 unit(double x, double y) {
  const double k = std::fmax(std::fabs(x), std::fabs(y));
  const double sx = x / k, sy = y / k;  // scaled to [-1, 1]: no overflow
  const double h = std::sqrt(sx * sx + sy * sy);
  return {sx / h, sy / h};
}

// The direction from the segment to a centre in its interior region.
inline Vec2 interior_normal(const Segment& s, Vec2 c) {
  const Scaled dx = scaled_difference(s.b.x, s.a.x), dy = scaled_difference(s.b.y, s.a.y);
  const int e = dx.mantissa == 0.0 ? dy.exponent : dy.mantissa == 0.0 ? dx.exponent : std::max(dx.exponent, dy.exponent);
  const Vec2 left = unit(-std::ldexp(dy.mantissa, dy.exponent - e), std::ldexp(dx.mantissa, dx.exponent - e));
  return cross_sign(s.a, s.b, s.a, c) < 0 ? Vec2{-left.x, -left.y} : left;
}

}  // namespace detail

/// The contact between a disc and a closed segment, or nullopt when they do not touch.
/// Takes: a circle (radius in the coordinates' units) and a segment, finite
/// input. Returns: {closest point of the segment, depth = radius - distance,
/// push = unit direction from the closest point to the centre * depth}.
/// Touching exactly: depth 0 and a zero push. Centre on the segment: the push
/// is along the left normal of b - a; a zero-length segment with the centre
/// on it: along +x. nullopt when the distance exceeds the radius (decided
/// exactly, as circle_segment_intersect), for a negative or NaN radius, and
/// for non-finite input. An infinite radius gives an infinite depth and a push
/// that is infinite along its direction (0 in a zero component, never NaN).
/// Contract: the closest point as closest_point; depth within
/// contract::kDepthScale u * radius of exact (relative to the radius: depth is
/// a difference that cancels when the disc barely touches); the push vector
/// within contract::kPushScale u * radius of exact (Euclidean length of the error).
inline std::optional<CircleContact> circle_segment_contact(const Circle& circle, const Segment& s) {
  if (!circle_segment_intersect(circle, s)) return std::nullopt;  // also NaN, negative and non-finite
  const Vec2 c = circle.centre;
  const Vec2 q = closest_point(s, c, Kind::segment).point;
  const double dist = distance_point_segment(c, s);
  const double depth = circle.radius - dist;
  Vec2 dir{1.0, 0.0};
  if (s.a == s.b) {
    if (!(c == s.a)) dir = detail::unit(c.x - s.a.x, c.y - s.a.y);
  } else {
    const int part = detail::nearest_part(c, s);
    const Vec2 end = part < 0 ? s.a : s.b;
    if (part != 0 && !(c == end)) {
      const detail::Scaled dx = detail::scaled_difference(c.x, end.x), dy = detail::scaled_difference(c.y, end.y);
      const int e = dx.mantissa == 0.0 ? dy.exponent : dy.mantissa == 0.0 ? dx.exponent : std::max(dx.exponent, dy.exponent);
      dir = detail::unit(std::ldexp(dx.mantissa, dx.exponent - e), std::ldexp(dy.mantissa, dy.exponent - e));
    } else {
      dir = detail::interior_normal(s, c);  // the left normal when c is on the segment
    }
  }
  // A zero direction component stays 0 even for an infinite depth (no 0 * inf).
  auto along = [depth](double d) { return d == 0.0 ? 0.0 : d * depth; };
  return CircleContact{q, depth, {along(dir.x), along(dir.y)}};
}

}  // namespace plumb
