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

// The general path: every input whose radius sign (circle_radius_sign) is
// not +1, with that sign.
[[gnu::noinline]] inline std::optional<CircleContact> circle_segment_contact_general(const Circle& circle,
                                                                                   const Segment& s, int sign) {
  const Vec2 c = circle.centre;
  const double r = circle.radius;
  const Vec2 q = closest_point(s, c, Kind::segment).point;
  const int part = s.a == s.b ? -1 : nearest_part(c, s);
  const Vec2 end = s.a == s.b || part < 0 ? s.a : s.b;
  Vec2 dir{1.0, 0.0};  // zero-length segment with the centre on it
  if (part != 0 && !(c == end)) dir = unit_from(end, c);
  else if (!(s.a == s.b)) dir = interior_normal(s, c);  // the left normal when c is on the segment
  if (std::isinf(r)) {
    auto along = [](double d) { return d == 0.0 ? 0.0 : d * std::numeric_limits<double>::infinity(); };
    return CircleContact{q, r, {along(dir.x), along(dir.y)}};
  }
  if (sign == 0) return CircleContact{q, 0.0, {0.0, 0.0}};  // touching exactly
  const double depth = radius_minus(r, distance_scaled(c, s, part));
  return CircleContact{q, depth, {dir.x * depth, dir.y * depth}};
}

// The settled path (kernels/detail/quick.h) of an overlap (sign < 0, so the
// input is finite): the general path's doubles computed in plain double,
// `ok` false where they may differ. The part of s nearest the centre is the
// one quick_point_segment settles (the general path's exact nearest_part
// agrees wherever it settles one). Then, with every quantity below a normal
// double:
//  - past an end e, w = c - e is scaled_difference's rounded difference; with
//    h2 = fl(w.x^2 + w.y^2) in [2^-900, 2^900], h = sqrt(h2) is
//    length_of_difference(e, c) (quick_length's argument, quick.h), and
//    unit()'s quotients are w / h: unit() divides the same differences,
//    scaled by one power of two, by their length scaled alike;
//  - in the interior, the direction is the left normal of d = b - a,
//    d / sqrt(fl(d.x^2 + d.y^2)) for the same reason (d.d as
//    quick_point_segment forms it, in the plain range), turned by the sign
//    of d x (c - a), which stage A settles (else: the general path; a centre
//    on the segment is never settled); the distance |d x (c - a)| / |d| is
//    form_value's double (quick_value) over that length, one rounding as
//    ratio_scaled's;
//  - the depth r - h is radius_minus's: both scaled by one power of two,
//    exactly while neither leaves the normal range, subtracted, scaled back;
//    below 0 (rounding: the overlap is exact) both give 0;
//  - the push is the same two products;
//  - each component of the direction is normal or 0 (see below).
// The closest point is closest_point's own (its settled path or not).
inline CircleContact quick_contact(const Circle& circle, const Segment& s, bool& ok) {
  const Vec2 c = circle.centre;
  const double r = circle.radius;
  const QuickPointSegment qs = quick_point_segment(s, c);
  const bool end = qs.before_a | qs.past_b;
  const Vec2 point = closest_point(s, c, Kind::segment).point;
  double dir_x = 0.0, dir_y = 0.0, h = 0.0;
  ok = normal(r) & (end | qs.interior);
  if (end) {
    // c - e for the nearer end e: quick_point_segment's c - a or c - b.
    const double wx = select(qs.before_a, qs.wx, qs.vx), wy = select(qs.before_a, qs.wy, qs.vy);
    const double h2 = wx * wx + wy * wy;
    ok &= (h2 >= kQuickMinValue) & (h2 <= kQuickMaxValue);
    h = std::sqrt(h2);
    dir_x = wx / h;
    dir_y = wy / h;
  } else {
    const double length = std::sqrt(qs.length);
    ok &= (qs.length >= kQuickMinValue) & (qs.length <= kQuickMaxValue);
    const QuickForm cross = quick_form(qs.dx, qs.wy, qs.dy, qs.wx, -1.0);
    ok &= sign_settled(cross);
    const double value = quick_value(cross, cross_form(s.a, s.b, s.a, c), ok);
    h = std::fabs(value) / length;
    ok &= normal(h);
    const double ux = qs.dx / length, uy = qs.dy / length;
    const bool right = cross.value < 0.0;
    dir_x = select(right, uy, -uy);
    dir_y = select(right, -ux, ux);
  }
  // A component of the direction below the normal range: unit() scales
  // the smaller difference into the subnormals before dividing, and may
  // round it otherwise than the plain quotient does.
  const double v = r - h;
  const bool x_normal = normal(dir_x), y_normal = normal(dir_y), v_normal = normal(v);
  ok &= (x_normal | (dir_x == 0.0)) & (y_normal | (dir_y == 0.0));
  ok &= (v <= 0.0) | v_normal;
  const double depth = v > 0.0 ? v : 0.0;
  return {point, depth, {dir_x * depth, dir_y * depth}};
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
/// Method: touching or not, exactly (the sign of distance^2 - r^2,
/// circle_radius_sign); an overlap in plain double where every value is a
/// normal double and the double filter settles the centre's side
/// (detail::quick_contact: the same bits as the general path), else the
/// general path, which carries the distance with its own exponent.
inline std::optional<CircleContact> circle_segment_contact(const Circle& circle, const Segment& s) {
  const int sign = detail::circle_radius_sign(circle, s);
  if (sign > 0) return std::nullopt;  // apart; also NaN, negative and non-finite
  if (sign < 0) {
    bool ok = false;
    const CircleContact quick = detail::quick_contact(circle, s, ok);
    if (ok) return quick;
  }
  return detail::circle_segment_contact_general(circle, s, sign);
}

}  // namespace plumb
