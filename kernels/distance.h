// Plumb kernels: distances from a point to a line or segment, and between segments.
//
// Interior of a segment (and the whole of a line): the height of the
// parallelogram spanned by b - a and p - a over its base,
//     |(b - a) x (p - a)| / |b - a|,
// which, unlike |p - a|^2 - t^2 |b - a|^2, does not cancel. Past an end: the
// distance to that end. Which case applies is decided exactly (closest_point.h).
//
// Clamped is never below unclamped: the segment contains fewer points than its
// line. The kernels keep that true of their doubles too, by returning the
// larger of the end distance and the line distance in the end regions; the
// larger one is still within the contract, because the exact segment distance
// is at least the exact line distance.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include "kernels/closest_point.h"
#include "kernels/crossing.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/orientation.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

inline double squared_length_of_difference(Vec2 a, Vec2 b) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  return dx * dx + dy * dy;  // overflows to +inf only when the exact value is >= ~DBL_MAX
}

// The budget of the cross form c below: the distance |c| / |d| then errs by
// at most 11u/(1 - 11u) + 3u (|d|, length_of_difference) + u < 15.1u, inside
// contract::kDistanceUlps (16), and the squared distance c^2 / d.d by
// 2 (11u/(1 - 11u)) + u + 4u (d.d, a sum of two squares: kFilterBound's 3u
// and the last addition's u) + u < 28.1u, inside
// contract::kSquaredDistanceUlps (30). Larger than form_value's 8u so that a
// point a few times closer to the line than to its foot keeps the plain
// evaluation.
inline constexpr double kHeightFormBudget = 11.0 * kUnit;

// The cross form d x (p - n) from the end n of s nearer the foot of the
// perpendicular from p (closest_point.h's foot_side): its value does not
// depend on which end of s is called a. `side` is the sign of foot_side; at
// 0 (the foot at the midpoint) the value is the correctly rounded one
// (form_value_accurate), which is the same from either end.
inline Scaled height_value(Vec2 p, const Segment& s, int side) {
  if (side == 0) return form_value_accurate(cross_form(s.a, s.b, s.a, p));
  const Vec2 n = side < 0 ? s.a : s.b, f = side < 0 ? s.b : s.a;
  return form_value(cross_form(n, f, n, p), kHeightFormBudget);
}

// Squared distance to the line through a non-degenerate s.
inline double line_squared_distance(Vec2 p, const Segment& s) {
  const Scaled c = height_value(p, s, sum_sign(foot_side(p, s)));
  const Scaled dd = dot_value(s.a, s.b, s.a, s.b);
  return ratio(times(c, c), dd);
}

// Which part of s is nearest p: -1 the end a, +1 the end b, 0 the interior. Exact.
inline int nearest_part(Vec2 p, const Segment& s) {
  if (dot_sign(s.a, p, s.a, s.b) <= 0) return -1;
  if (dot_sign(s.b, p, s.a, s.b) >= 0) return 1;
  return 0;
}

// The general paths: every finite input of any magnitude.
[[gnu::noinline]] inline double distance_point_line_general(Vec2 p, const Segment& s) {
  if (!finite(s) || !finite(p)) return kNaN;
  if (s.a == s.b) return to_double(length_of_difference(s.a, p));
  Scaled c = height_value(p, s, sum_sign(foot_side(p, s)));
  c.mantissa = std::fabs(c.mantissa);
  return ratio(c, length_of_difference(s.a, s.b));
}

[[gnu::noinline]] inline double distance_point_segment_general(Vec2 p, const Segment& s) {
  if (!finite(s) || !finite(p)) return kNaN;
  if (s.a == s.b) return to_double(length_of_difference(s.a, p));
  const int part = nearest_part(p, s);
  const double line = distance_point_line_general(p, s);
  if (part == 0) return line;
  const double end = to_double(length_of_difference(part < 0 ? s.a : s.b, p));
  return std::max(end, line);
}

[[gnu::noinline]] inline double squared_distance_point_segment_general(Vec2 p, const Segment& s) {
  if (!finite(s) || !finite(p)) return kNaN;
  if (s.a == s.b) return squared_length_of_difference(s.a, p);
  const int part = nearest_part(p, s);
  const double line = line_squared_distance(p, s);
  if (part == 0) return line;
  return std::max(squared_length_of_difference(part < 0 ? s.a : s.b, p), line);
}

// height_value for a foot settled off the midpoint (near_a: nearer a)
// where the filter left the form open, so from form_value's accurate
// stages; the caller checks that its double is normal, or that it is
// exactly 0 (a Scaled zero: a double 0 may be an underflow). Out of line,
// and returning its value alone (no flag by reference, which kept the
// caller's values in memory): rare on ordinary input.
[[gnu::noinline]] inline Scaled height_value_open(Vec2 p, const Segment& s, bool near_a) {
  const Vec2 n = near_a ? s.a : s.b, f = near_a ? s.b : s.a;
  return form_value(cross_form(n, f, n, p), kHeightFormBudget);
}

// The settled path of the three (quick.h): the cross form c = d x (p - a),
// d = b - a, whose value must be form_value's; then |c| / |d| and c^2 / d.d
// in double, each normal (the general path's separately scaled quotient
// rounds identically then; c^2 must be normal too, as the general path forms
// it with a separate exponent), or c exactly 0 (only from the accurate
// stages, height_value_open: the point on the line), where the general
// path's quotients are exactly +0 too.
struct QuickDistance {
  QuickPointSegment q;
  double c;  // d x (p - a)
  bool ok;   // c is form_value's value, normal or exactly 0
  bool zero; // c is exactly 0, the form's value too (from height_value_open only)
};

// The cross form is taken from the nearer end n (height_value): d x (p - n),
// whose magnitude is the same from either end (from b it is the negation of
// (a - b) x (p - b), exactly); the foot at the midpoint takes the general path.
// A value the filter leaves open (a point within about a third of its
// products' size of the line) comes from form_value's
// accurate stages on the form height_value evaluates, cross_form(n, f, n, p),
// by the same call, so it is the general path's value; only the rest of the
// general path (the part, the nearer end, the Scaled quotient), which these
// calls passed, is not repeated.
inline QuickDistance quick_distance(Vec2 p, const Segment& s) {
  QuickDistance r{quick_point_segment(s, p), 0.0, false, false};
  const bool near_a = r.q.near_a;
  const QuickForm c = quick_form(r.q.dx, select(near_a, r.q.wy, r.q.vy), r.q.dy, select(near_a, r.q.wx, r.q.vx), -1.0);
  r.c = c.value;
  r.ok = near_a | r.q.near_b;
  if (opaque(r.ok & !value_settled(c, kHeightFormBudget))) {
    const Scaled h = height_value_open(p, s, near_a);
    r.c = to_double(h);
    r.zero = h.mantissa == 0.0;
    // Normal, and not the least normal: a height just below 2^-1022 (exactly
    // 2^-1022 - 2^-1075, say: a 2^-k run times a rise just below
    // 2^(k - 1022)) rounds up to 2^-1022 in to_double, a subnormal rounding
    // that loses the bits the general path's Scaled quotient keeps (its
    // distance a ULP lower); any other normal double here is h exactly.
    r.ok = (normal(r.c) & (std::fabs(r.c) != 0x1p-1022)) | r.zero;
  }
  return r;
}

}  // namespace detail

/// Distance from p to the infinite line through s.a and s.b (the unclamped
/// answer: "how far off the road's centre line", not "how far from the wall").
/// Takes: a point and a segment, finite coordinates of any magnitude.
/// Returns: a distance >= 0 in the input's units. Zero-length s: the distance
/// to s.a. Non-finite input: NaN. Exactly 0 when p is on the line.
/// Contract: within contract::kDistanceUlps (16) ULPs of the exact distance;
/// +inf only when the exact distance is beyond DBL_MAX or within that error
/// bound of the overflow threshold (2^1024 - 2^970).
inline double distance_point_line(Vec2 p, const Segment& s) {
  using namespace detail;
  const QuickDistance d = quick_distance(p, s);
  bool ok = d.ok;
  const double line = std::fabs(d.c) / quick_length(d.q.length, ok);
  if (!(ok & normal(line))) {
    if (opaque(ok & d.zero)) return line;  // +0, as the general path's quotient (QuickDistance)
    return distance_point_line_general(p, s);
  }
  return line;
}

/// Distance from p to the closed segment s (project, then clamp).
/// Takes/returns as distance_point_line. Zero-length s: distance to s.a.
/// Contract: the region (end a, interior, end b) is chosen exactly; the value
/// is within contract::kDistanceUlps ULPs of the exact distance, exactly 0 when
/// p is on s, and never below distance_point_line(p, s) for the same doubles.
inline double distance_point_segment(Vec2 p, const Segment& s) {
  using namespace detail;
  const QuickDistance d = quick_distance(p, s);
  const QuickPointSegment& q = d.q;
  bool ok = d.ok & (q.before_a | q.past_b | q.interior);
  const double line = std::fabs(d.c) / quick_length(q.length, ok);
  const double end_a = q.wx * q.wx + q.wy * q.wy, end_b = q.vx * q.vx + q.vy * q.vy;
  const double end = quick_length(q.before_a ? end_a : end_b, ok);
  const double result = q.interior ? line : std::max(end, line);
  if (!(ok & normal(line))) {
    if (opaque(ok & d.zero)) return result;  // line +0, as the general path's (QuickDistance)
    return distance_point_segment_general(p, s);
  }
  return result;
}

/// Squared distance from p to the closed segment s: for comparisons without a
/// square root. Takes: a point and a segment, finite coordinates of any
/// magnitude. Returns: a squared distance >= 0 in squared units; zero-length
/// s: |p - a|^2. Same decisions as distance_point_segment.
/// Contract: within contract::kSquaredDistanceUlps (30) ULPs of the exact value;
/// +inf only when the exact value is above DBL_MAX / (1 + 30u). Never below the
/// squared distance to the line computed by this kernel. Non-finite input: NaN.
inline double squared_distance_point_segment(Vec2 p, const Segment& s) {
  using namespace detail;
  const QuickDistance d = quick_distance(p, s);
  const QuickPointSegment& q = d.q;
  const double cc = d.c * d.c;
  const double line = cc / q.length;
  const bool normal_values = (int(normal(cc)) & int(normal(line))) != 0;
  const bool settled = d.ok & (q.before_a | q.past_b | q.interior) & (q.length >= kQuickMinValue) &
                       (q.length <= kQuickMaxValue);
  const bool ok = settled & normal_values;
  // Both ends' squares, then selects (quick.h): which part holds the
  // closest point is a coin toss on uniform input.
  const double end = select(q.before_a, q.wx * q.wx + q.wy * q.wy, q.vx * q.vx + q.vy * q.vy);
  const double result = select(q.interior, line, select(end < line, line, end));  // std::max(end, line)
  if (!ok) {
    if (opaque(settled & d.zero)) return result;  // line +0, as the general path's (QuickDistance)
    return squared_distance_point_segment_general(p, s);
  }
  return result;
}

/// Distance between two closed segments: 0 exactly when they share a point
/// (segments_intersect), otherwise the least of the four end-to-segment
/// distances (for disjoint segments in the plane the minimum is attained at an
/// end of one of them).
/// Takes: two segments, finite coordinates. Zero-length segments are points.
/// Contract: the zero decision is exact; otherwise within
/// contract::kDistanceUlps ULPs of the exact distance (+inf only when the exact
/// distance is within that bound of the overflow threshold or beyond).
/// Non-finite input: NaN.
inline double distance_segment_segment(const Segment& s1, const Segment& s2) {
  if (!detail::finite(s1) || !detail::finite(s2)) return detail::kNaN;
  if (segments_intersect(s1, s2)) return 0.0;
  return std::min({distance_point_segment(s1.a, s2), distance_point_segment(s1.b, s2),
                   distance_point_segment(s2.a, s1), distance_point_segment(s2.b, s1)});
}

}  // namespace plumb
