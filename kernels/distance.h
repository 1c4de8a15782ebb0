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

#include "kernels/crossing.h"
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

// Squared distance to the line through a non-degenerate s.
inline double line_squared_distance(Vec2 p, const Segment& s) {
  const Scaled c = cross_value(s.a, s.b, s.a, p);
  const Scaled dd = dot_value(s.a, s.b, s.a, s.b);
  return ratio(times(c, c), dd);
}

// Which part of s is nearest p: -1 the end a, +1 the end b, 0 the interior. Exact.
inline int nearest_part(Vec2 p, const Segment& s) {
  if (dot_sign(s.a, p, s.a, s.b) <= 0) return -1;
  if (dot_sign(s.b, p, s.a, s.b) >= 0) return 1;
  return 0;
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
  if (!detail::finite(s) || !detail::finite(p)) return detail::kNaN;
  if (s.a == s.b) return detail::to_double(detail::length_of_difference(s.a, p));
  detail::Scaled c = detail::cross_value(s.a, s.b, s.a, p);
  c.mantissa = std::fabs(c.mantissa);
  return detail::ratio(c, detail::length_of_difference(s.a, s.b));
}

/// Distance from p to the closed segment s (project, then clamp).
/// Takes/returns as distance_point_line. Zero-length s: distance to s.a.
/// Contract: the region (end a, interior, end b) is chosen exactly; the value
/// is within contract::kDistanceUlps ULPs of the exact distance, exactly 0 when
/// p is on s, and never below distance_point_line(p, s) for the same doubles.
inline double distance_point_segment(Vec2 p, const Segment& s) {
  if (!detail::finite(s) || !detail::finite(p)) return detail::kNaN;
  if (s.a == s.b) return detail::to_double(detail::length_of_difference(s.a, p));
  const int part = detail::nearest_part(p, s);
  const double line = distance_point_line(p, s);
  if (part == 0) return line;
  const double end = detail::to_double(detail::length_of_difference(part < 0 ? s.a : s.b, p));
  return std::max(end, line);
}

/// Squared distance from p to the closed segment s: for comparisons without a
/// square root. Takes: a point and a segment, finite coordinates of any
/// magnitude. Returns: a squared distance >= 0 in squared units; zero-length
/// s: |p - a|^2. Same decisions as distance_point_segment.
/// Contract: within contract::kSquaredDistanceUlps (30) ULPs of the exact value;
/// +inf only when the exact value is above DBL_MAX / (1 + 30u). Never below the
/// squared distance to the line computed by this kernel. Non-finite input: NaN.
inline double squared_distance_point_segment(Vec2 p, const Segment& s) {
  if (!detail::finite(s) || !detail::finite(p)) return detail::kNaN;
  if (s.a == s.b) return detail::squared_length_of_difference(s.a, p);
  const int part = detail::nearest_part(p, s);
  const double line = detail::line_squared_distance(p, s);
  if (part == 0) return line;
  return std::max(detail::squared_length_of_difference(part < 0 ? s.a : s.b, p), line);
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
