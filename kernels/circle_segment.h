// Plumb kernels: does a closed disc touch a closed segment?
//
// The disc touches the segment when the segment's closest point to the centre
// is within the radius: squared distance <= r^2. Deciding that from rounded
// distances would be wrong for a segment grazing the circle, so the comparison
// is made on exact quantities with a filter in front:
//   past an end:     |c - end|^2            <= r^2
//   in the interior: ((b - a) x (c - a))^2  <= r^2 |b - a|^2
// (the second is the squared height times the squared base, cleared of its
// division). The first is a sum of products of differences (product_sum.h),
// the second a polynomial of degree 4 evaluated in double against a derived
// bound first and then by polynomial.h's later stages.
#pragma once

#include <cmath>

#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/product_sum.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/distance.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

// |c - end|^2 - r^2 as a sum of products: two squares and (r - 0)(0 - r).
inline ProductSum<3> end_radius_sum(Vec2 c, Vec2 end, double r) {
  return {{c.x, c.y, r}, {end.x, end.y, 0.0}, {c.x, c.y, 0.0}, {end.x, end.y, r}};
}

// sign(|c - end|^2 - r^2), exactly (product_sum.h: stage A, C, D).
inline int end_sign(Vec2 c, Vec2 end, double r) { return sum_sign(end_radius_sum(c, end, r)); }

// cross^2 - r^2 |b - a|^2 (cross = (b - a) x (c - a)), degree 4, as a generic
// polynomial (polynomial.h).
template <class N>
auto interior_radius(Vec2 c, const Segment& s, double r) {
  const auto dx = num<N>(s.b.x) - num<N>(s.a.x), dy = num<N>(s.b.y) - num<N>(s.a.y);
  const auto cross = dx * (num<N>(c.y) - num<N>(s.a.y)) - dy * (num<N>(c.x) - num<N>(s.a.x));
  const auto rr = num<N>(r) * num<N>(r);
  return cross * cross - rr * (dx * dx + dy * dy);
}

// sign(height^2 - r^2) for a centre in the interior region, exactly, as
// sign(cross^2 - r^2 |b - a|^2). First in double with a bound: the cross
// product, a 2D form, errs by at most E = kFilterBound max(|cross|, its
// magnitude) (1 + 4u) (form.h; its permanent is at most that maximum (1 + u))
// plus u |cross| for its last rounding, which kFilterBound, a bound for the
// sign, leaves out; its square by 2|cross| E + 2E^2 + u cross^2, that is
// 3u cross^2 with the last rounding; r^2 |b - a|^2 by (u + 4u + u)
// (1 + O(u)) of itself (r r rounded, the two squares of rounded differences
// (3u each) summed, the product); the difference by u of itself. (Charging
// the square only its last rounding, u cross^2, misses overlapping discs
// whose roundings all lean one way: circle_segment's regression test.)
// Inflated by 2^-40, plus
// 2^-1060 for products that may underflow: with |b - a|^2 >= 2^-900 and r 0
// or at least 2^-500, no square that underflows is multiplied by anything
// large (a product of the cross form below the normal range leaves the form's
// bound intact, form.h). An overflow makes the bound infinite and the test
// fail. Outside those ranges, and when the bound does not settle it, the
// later stages of polynomial_sign.
inline int interior_sign(Vec2 c, const Segment& s, double r) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const QuickForm cross = quick_form(dx, c.y - s.a.y, dy, c.x - s.a.x, -1.0);
  const double v = std::fabs(cross.value);
  const double e = kFilterBound * quick_permanent(cross) * (1.0 + 4.0 * kUnit);
  const double h = cross.value * cross.value, rrdd = (r * r) * (dx * dx + dy * dy);
  const double value = h - rrdd;
  const double bound =
      (2.0 * v * e + 2.0 * e * e + 3.0 * kUnit * h + 6.0 * kUnit * rrdd + kUnit * std::fabs(value)) * (1.0 + 0x1p-40) +
      0x1p-1060;
  const bool in_range = (dx * dx + dy * dy >= 0x1p-900) & ((r == 0.0) | (r >= 0x1p-500));
  if (in_range & (std::fabs(value) > bound)) return value > 0.0 ? 1 : -1;
  return polynomial_sign_unsettled([&]<class N>() { return interior_radius<N>(c, s, r); });
}

// sign(distance^2 - r^2) for finite input and a finite r >= 0: -1 overlapping,
// 0 touching exactly, +1 apart.
inline int radius_sign(Vec2 c, const Segment& s, double r) {
  if (s.a == s.b) return end_sign(c, s.a, r);
  const QuickPointSegment q = quick_point_segment(s, c);
  const int part = q.before_a ? -1 : q.past_b ? 1 : q.interior ? 0 : nearest_part(c, s);
  if (part != 0) return end_sign(c, part < 0 ? s.a : s.b, r);
  return interior_sign(c, s, r);
}

// sign(distance^2 - r^2) with the documented answers for the other inputs
// folded in: +1 (apart) for a NaN or negative radius or a non-finite centre
// or segment, -1 for a radius of +inf with finite input. circle_segment_intersect
// is this <= 0; circle_segment_contact asks it once for the touch and the
// exact touch.
inline int circle_radius_sign(const Circle& circle, const Segment& s) {
  const double r = circle.radius;
  if (std::isnan(r) || r < 0.0) return 1;
  if (!finite(circle.centre) || !finite(s)) return 1;
  if (std::isinf(r)) return -1;
  return radius_sign(circle.centre, s, r);
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
  return detail::circle_radius_sign(circle, s) <= 0;
}

}  // namespace plumb
