// The settled path of closest_point3 and squared_distance_point_segment3 as
// it was before the shared-difference rewrite (kernels/closest_point3d.h),
// kept verbatim as the reference the rewrite must match bit for bit
// (closest_point3_rewrite_test.cpp). Only the namespace differs; the general
// path and the helpers it calls are the kernel's own.
#pragma once

#include "kernels/closest_point3d.h"

namespace plumb::before {

using namespace plumb::detail;
using detail::select;

// p against s in plain double: the three dot products, the settled part of s
// nearest p (before_a, past_b, interior) and the settled nearer end.
struct QuickPointSegment3 {
  double dx, dy, dz;      // d = b - a
  QuickSum at_a, at_b;    // (p - a).d, (p - b).d
  double length;          // d.d
  bool before_a, past_b, interior;
  bool near_a, near_b;    // the foot is nearer a (t < 1/2), nearer b (t > 1/2)
};

inline QuickPointSegment3 quick_point_segment3(const Segment3& s, Vec3 p) {
  QuickPointSegment3 q{};
  q.dx = s.b.x - s.a.x;
  q.dy = s.b.y - s.a.y;
  q.dz = s.b.z - s.a.z;
  q.at_a = quick_dot3(s.a, p, s.a, s.b);
  q.at_b = quick_dot3(s.b, p, s.a, s.b);
  q.length = q.dx * q.dx + q.dy * q.dy + q.dz * q.dz;
  const double bound_a = floored_bound(kSumFilter<3>, q.at_a.permanent, kSumBoundFloor<3>);
  const double bound_b = floored_bound(kSumFilter<3>, q.at_b.permanent, kSumBoundFloor<3>);
  const bool inside_a = q.at_a.value > bound_a;
  q.before_a = q.at_a.value < -bound_a;
  q.past_b = inside_a & (q.at_b.value > bound_b);
  q.interior = inside_a & (q.at_b.value < -bound_b);
  // foot_side3 in double: the six products summed as two sums of three (any
  // order of summation obeys stage A's bound, product_sum.h).
  const double side = q.at_a.value + q.at_b.value;
  const double side_bound = floored_bound(kSumFilter<6>, q.at_a.permanent + q.at_b.permanent, kSumBoundFloor<6>);
  q.near_a = side < -side_bound;
  q.near_b = side > side_bound;
  return q;
}

// closest_point3 with the exact part (the public function is below), from
// the plain-double forms q = quick_point_segment3(s, p).
inline ClosestPart3 closest_part3(const QuickPointSegment3& q, const Segment3& s, Vec3 p) {
  // The interior from the nearer end n: t_n = (p - n).(f - n) / d.d, the
  // numerator being at_a's value or at_b's negated (reversing both
  // differences of every product is exact).
  // Every choice on data is a select and every test an opaque() one
  // (quick.h): on uniform input the nearer end and the part holding the
  // point are coin tosses, so jumps on them would be unpredictable.
  const bool near_a = q.near_a;
  const Vec3 n = end_of(s, !near_a), f = end_of(s, near_a);
  bool ok = q.interior & (near_a | q.near_b) & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  const QuickSum from_n{select(near_a, q.at_a.value, -q.at_b.value), select(near_a, q.at_a.permanent, q.at_b.permanent)};
  double numerator = from_n.value;
  if (opaque(ok & !sum_value_settled<3>(from_n, kProjectionNumeratorBudget3)))
    numerator = sum_value_double<3>(from_n, [n, p, f] { return dot3_sum(n, p, n, f); }, ok);
  const double t_n = numerator / q.length;
  ok &= t_n >= 0x1p-1022;
  // |t_n| <= 1/2 and |f - n| <= 2^450 (its square is below 2^900).
  const Vec3 point = quick_lerp_near(n, f, t_n, ok);
  const bool end = q.before_a | q.past_b;
  const Vec3 e = end_of(s, !q.before_a);
  const ClosestPart3 result{{select(end, select(q.before_a, 0.0, 1.0), select(near_a, t_n, 1.0 - t_n)),
                             select(end, e, point)},
                            int(q.past_b) - int(q.before_a)};
  if (!opaque(end | ok)) return closest_point3_general(s, p);
  return result;
}

inline ClosestPart3 closest_part3(const Segment3& s, Vec3 p) { return closest_part3(quick_point_segment3(s, p), s, p); }

// squared_distance_point_segment3 on the settled path: the double the general
// path returns, or `ok` false. An end: |p - e|^2 is a sum of three squares,
// which sum_value always accepts in the plain range (value and permanent are
// one double), so quick_dot3's value is dot_value3's. The interior, with the
// nearer end settled: the value of squared_height3_double's first tier that
// accepts (the general path's first choice, same operands; the plain tier
// takes q's b - a and its squares, the same bits for either end), and
// |d|^2 = q.length, the same
// three squares summed in the same order as dot_value3(a, b, a, b); their
// quotient rounds as ratio()'s mantissa quotient scaled by a power of two
// whenever it is a normal double.
inline double quick_squared_distance3(const QuickPointSegment3& q, const Segment3& s, Vec3 p, bool& ok) {
  if (q.before_a | q.past_b) {
    const Vec3 e = end_of(s, !q.before_a);
    const QuickSum end = quick_dot3(e, p, e, p);
    ok = (end.permanent >= kQuickMinValue) & (end.permanent <= kQuickMaxValue);
    return end.value;
  }
  ok = q.interior & (q.near_a | q.near_b) & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  if (!ok) return 0.0;
  // The nearer end by a select of its address: a coin toss on uniform input.
  // (Not a select between the end's and the interior's values: that would
  // compute the interior's height on every call, which costs more than the
  // jump.)
  // The plain tier on q's b - a and its squares q.length, for either end
  // (squared_height3_plain: f - n negated gives the same bits), rather than
  // forming f - n and its squares again.
  const Vec3 n = end_of(s, !q.near_a), f = end_of(s, q.near_a);
  const double d[3] = {q.dx, q.dy, q.dz};
  double h = squared_height3_plain(p, n, d, q.length, ok);
  if (!ok) {
    h = to_double(squared_height3_quick(p, n, f, ok));
    // Neither double tier certifies the height (a point within a few
    // hundred ULPs of the line, as nearly degenerate input makes common):
    // the general path's last steps from here, rather than the general
    // path itself, which would decide the part and the nearer end again
    // and repeat both tiers.
    if (!ok) return squared_distance_interior3(p, n, f, s, ok);
  }
  const double value = h / q.length;
  ok &= normal(value);
  return value;
}

inline ClosestPoint3 closest_point3(const Segment3& s, Vec3 p) { return closest_part3(s, p).c; }

inline double squared_distance_point_segment3(Vec3 p, const Segment3& s) {
  const QuickPointSegment3 q = quick_point_segment3(s, p);
  bool ok = false;
  const double value = quick_squared_distance3(q, s, p, ok);
  return ok ? value : squared_distance_point_segment3_general(p, s);
}

}  // namespace plumb::before
