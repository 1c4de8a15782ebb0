// Plumb kernels: where two lines or segments cross, and whether they meet.
//
// With r = b - a, s = d - c and e = c - a, the crossing of the two lines solves
// a + t r = c + u s. Crossing both sides with s, then with r:
//
//     t = (e x s) / (r x s),        u = (e x r) / (r x s).
//
// One denominator for both parameters. It is zero exactly when the directions
// are parallel (or one is zero), and that is the second division that needs a
// guard: unguarded it yields inf or NaN, and NaN fails every range test, so the
// crossing is silently dropped.
//
// Decisions never look at the rounded t and u. t >= 0, t <= 1, u >= 0, u <= 1
// are signs of cross products of coordinate differences (orientation.h):
//     t >= 0  <=>  sign(e x s) sign(r x s) >= 0
//     t <= 1  <=>  sign((b - c) x s) sign(r x s) >= 0     since (r - e) x s = (b - c) x s
//     u >= 0  <=>  sign(e x r) sign(r x s) >= 0
//     u <= 1  <=>  sign(r x (d - a)) sign(r x s) >= 0     since r x s + r x e = r x (d - a)
// and segments_intersect is the classic four-orientation test, with the
// collinear case settled by overlapping bounding intervals.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/orientation.h"
#include "kernels/range.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

// Exact signs of t, 1 - t, u and 1 - u for the crossing of two non-parallel
// lines, each multiplied by the sign of the denominator (so >= 0 means "on the
// near side of that bound").
struct CrossingSigns {
  int den, t, one_minus_t, u, one_minus_u;
};

inline CrossingSigns crossing_signs(const Segment& s1, const Segment& s2) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  const int den = cross_sign(a, b, c, d);
  return {den, den * cross_sign(a, c, c, d), den * cross_sign(c, b, c, d),
          den * cross_sign(a, c, a, b), den * cross_sign(a, b, a, d)};
}

// The five forms of crossing_signs in double: the denominator r x s and the
// numerators of t, 1 - t, u and 1 - u.
struct QuickCrossing {
  QuickForm den, t, one_minus_t, u, one_minus_u;
  bool settled;  // all five signs settled (then all are nonzero)
};

inline QuickCrossing quick_crossing(const Segment& s1, const Segment& s2) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  const double rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y, ex = c.x - a.x, ey = c.y - a.y;
  QuickCrossing q{};
  q.den = quick_form(rx, sy, ry, sx, -1.0);                          // (b - a) x (d - c)
  q.t = quick_form(ex, sy, ey, sx, -1.0);                            // (c - a) x (d - c)
  q.one_minus_t = quick_form(b.x - c.x, sy, b.y - c.y, sx, -1.0);    // (b - c) x (d - c)
  q.u = quick_form(ex, ry, ey, rx, -1.0);                            // (c - a) x (b - a)
  q.one_minus_u = quick_form(rx, d.y - a.y, ry, d.x - a.x, -1.0);    // (b - a) x (d - a)
  // `&` on ints, not `&&`: all five are cheap, and a branch each costs more.
  q.settled = (int(sign_settled(q.den)) & int(sign_settled(q.t)) & int(sign_settled(q.one_minus_t)) &
               int(sign_settled(q.u)) & int(sign_settled(q.one_minus_u))) != 0;
  return q;
}

// A quotient n / den of two quick forms, rounded once, within
// contract::kParameterUlps of exact: the budget split between numerator and
// denominator as their values require, not 8u each (form_value's default).
// Each plain value v of a form errs by at most kFilterBound P + u |v| (form.h,
// stage1_accepts), P = fl(|p| + |q|) (quick_permanent), so with
// rho = kFilterBound P / |v| its relative error is e <= rho + u. The
// quotient then errs by at most (e_n + e_d + u + u e_d) / (1 - e_n) < 19.1u
// when e_n + e_d <= 18u (plane3d.h, running_quotient_settled),
// that is when rho_n + rho_d <= 16u: tested on fl(fl(kFilterBound P) / |v|)
// summed and inflated, four roundings down at most, which the factor
// 1 + 2^-40 more than covers.
// Where each value alone is within 8u (form_value's verdict: rho <= 7u) the
// test accepts too, so a general path that asks it first and then form_value
// returns what a settled path that does the same returns. Each P in [2^-960,
// 2^1000]: no product overflows, and a product that underflows errs by at
// most 2^-1075 <= u^2 P, inside kFilterBound (form.h). The range is on P, not
// on the values, and wide, so that scaling the input by a power of two that
// keeps every nonzero product of differences normal (the scaling symmetry
// plumb check tests: within 2^+-960) never changes the verdict. Acceptance
// puts |v| >= P / 5.4, so t and u are quotients of normal doubles; NaN or
// infinities fail.
// The shared budget keeps in plain double the many ordinary crossings with
// one value past 8u of its own, which form_value's default would send to its
// accurate stage.
inline bool quotient_settled(const QuickForm& n, const QuickForm& den) {
  const double vn = std::fabs(n.value), vd = std::fabs(den.value);
  const double pn = quick_permanent(n), pd = quick_permanent(den);
  const double rho_n = kFilterBound * pn / vn, rho_d = kFilterBound * pd / vd;
  auto in_range = [](double p) { return (p >= 0x1p-960) & (p <= 0x1p+1000); };
  return ((rho_n + rho_d) * (1.0 + 0x1p-40) <= 16.0 * kUnit) & in_range(pn) & in_range(pd);
}

// The crossing of two non-parallel lines, with t and u rounded (kParameterUlps)
// and then snapped: a parameter whose exact value is 0 or 1 is returned exactly,
// and the point is then exactly that end; otherwise the point is built on s1.
// t and u are clamped into the ranges of kt and ku, for callers that know the
// exact parameters lie inside them.
inline Crossing crossing_point(const Segment& s1, const Segment& s2, const CrossingSigns& sg,
                               Kind kt, Kind ku) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  // Each quotient from the quick forms' doubles when their joint bound
  // accepts them (quotient_settled), else from form_value's values; the
  // settled path asks the same test on the same doubles.
  const QuickCrossing q = quick_crossing(s1, s2);
  const bool t_joint = quotient_settled(q.t, q.den), u_joint = quotient_settled(q.u, q.den);
  const Scaled den = (t_joint & u_joint) ? Scaled{} : cross_value(a, b, c, d);
  const Scaled t = t_joint ? ratio_scaled(to_scaled(q.t.value), to_scaled(q.den.value))
                           : ratio_scaled(cross_value(a, c, c, d), den);
  const double u = u_joint ? ratio(to_scaled(q.u.value), to_scaled(q.den.value)) : ratio(cross_value(a, c, a, b), den);
  Crossing x{to_double(t), u, {}};
  if (sg.t == 0) x.t = 0.0;
  if (sg.one_minus_t == 0) x.t = 1.0;
  if (sg.u == 0) x.u = 0.0;
  if (sg.one_minus_u == 0) x.u = 1.0;
  const double unclamped_t = x.t;
  x.t = clamp_t(x.t, kt);
  x.u = clamp_t(x.u, ku);
  if (sg.t == 0) x.point = a;
  else if (sg.one_minus_t == 0) x.point = b;
  else if (sg.u == 0) x.point = c;
  else if (sg.one_minus_u == 0) x.point = d;
  else if (x.t != unclamped_t) x.point = point_at(s1, x.t);
  // From the unrounded t: a t beyond the double range times a tiny direction
  // still gives the finite point it should.
  else x.point = {lerp_coordinate(a.x, b.x, t), lerp_coordinate(a.y, b.y, t)};
  return x;
}

inline bool intervals_overlap(double lo1, double hi1, double lo2, double hi2) {
  return lo1 <= hi2 && lo2 <= hi1;
}

// Closed bounding boxes overlap. For collinear point sets this is exactly
// "the two segments share a point" (order along a line is order in x, or in y
// when the line is vertical).
inline bool boxes_overlap(const Segment& s1, const Segment& s2) {
  return intervals_overlap(std::min(s1.a.x, s1.b.x), std::max(s1.a.x, s1.b.x),
                           std::min(s2.a.x, s2.b.x), std::max(s2.a.x, s2.b.x)) &&
         intervals_overlap(std::min(s1.a.y, s1.b.y), std::max(s1.a.y, s1.b.y),
                           std::min(s2.a.y, s2.b.y), std::max(s2.a.y, s2.b.y));
}

// --- The settled path (kernels/detail/quick.h) ---------------------------------

// crossing_point in plain double for settled signs (no parameter is exactly 0
// or 1, so nothing snaps), when t, u and the point are what crossing_point
// computes: the denominator and both numerators are form_value's values
// (quick_value), t and u are normal (their separately scaled quotients round
// identically then), a t clamped by kt would make the general path rebuild
// the point from the clamped t (left to it), and the lerp is quick_lerp's.
inline Crossing quick_crossing_point(const Segment& s1, const Segment& s2, const QuickCrossing& q, Kind kt, Kind ku,
                                     bool& ok) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  const bool t_joint = quotient_settled(q.t, q.den), u_joint = quotient_settled(q.u, q.den);
  const double den = (t_joint & u_joint) ? q.den.value : quick_value(q.den, cross_form(a, b, c, d), ok);
  const double t = t_joint ? q.t.value / q.den.value : quick_value(q.t, cross_form(a, c, c, d), ok) / den;
  const double u = u_joint ? q.u.value / q.den.value : quick_value(q.u, cross_form(a, c, a, b), ok) / den;
  ok &= (int(normal(t)) & int(normal(u))) != 0;
  ok &= (t == clamp_t(t, kt));
  const Vec2 point = quick_lerp(s1.a, s1.b, t, ok);
  return {t, clamp_t(u, ku), point};
}

// crossing_signs from the quick forms: the settled signs, the later stages
// of form_sign for the others.
[[gnu::always_inline]] inline CrossingSigns quick_signs(const Segment& s1, const Segment& s2, const QuickCrossing& q) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  auto sign = [](const QuickForm& f) { return f.value > 0.0 ? 1 : -1; };
  if (q.settled) {
    const int den = sign(q.den);
    return {den, den * sign(q.t), den * sign(q.one_minus_t), den * sign(q.u), den * sign(q.one_minus_u)};
  }
  const int den = quick_sign(q.den, cross_form(a, b, c, d));
  return {den, den * quick_sign(q.t, cross_form(a, c, c, d)), den * quick_sign(q.one_minus_t, cross_form(c, b, c, d)),
          den * quick_sign(q.u, cross_form(a, c, a, b)), den * quick_sign(q.one_minus_u, cross_form(a, b, a, d))};
}

// No parameter is exactly 0 or 1 (nothing snaps in crossing_point).
inline bool none_zero(const CrossingSigns& sg) {
  return (sg.den != 0) & (sg.t != 0) & (sg.one_minus_t != 0) & (sg.u != 0) & (sg.one_minus_u != 0);
}

// crossing_point, by quick_crossing_point when it applies.
inline Crossing crossing_point_quick(const Segment& s1, const Segment& s2, const QuickCrossing& q,
                                     const CrossingSigns& sg, Kind kt, Kind ku) {
  if (none_zero(sg)) {
    bool ok = true;
    const Crossing x = quick_crossing_point(s1, s2, q, kt, ku, ok);
    if (ok) return x;
  }
  return crossing_point(s1, s2, sg, kt, ku);
}


}  // namespace detail

/// Are the directions b - a of the two segments parallel, (b1-a1) x (b2-a2) == 0?
/// A zero-length segment is parallel to everything. Exact for all finite
/// doubles (no epsilon: short segments a few ULPs from parallel are not
/// parallel). Non-finite input: false.
inline bool parallel(const Segment& s1, const Segment& s2) {
  if (!detail::finite(s1) || !detail::finite(s2)) return false;
  return cross_sign(s1.a, s1.b, s2.a, s2.b) == 0;
}

/// Do all four endpoints lie on one common line? (Two zero-length segments
/// always do.) Exact for all finite doubles. Non-finite input: false.
inline bool collinear(const Segment& s1, const Segment& s2) {
  if (!detail::finite(s1) || !detail::finite(s2)) return false;
  return orientation(s1.a, s1.b, s2.a) == 0 && orientation(s1.a, s1.b, s2.b) == 0 &&
         orientation(s2.a, s2.b, s1.a) == 0 && orientation(s2.a, s2.b, s1.b) == 0;
}

/// Are the segments collinear and sharing at least one point (overlap,
/// touching end to end, or one inside the other)? The case the crossing
/// formula cannot reach. Exact. Non-finite input: false.
inline bool collinear_overlap(const Segment& s1, const Segment& s2) {
  return collinear(s1, s2) && detail::boxes_overlap(s1, s2);
}

/// Where the lines through s1 and s2 cross: t along s1, u along s2, and the
/// point. Takes: two segments (each fixing a line), finite coordinates.
/// Returns: nullopt when the lines are parallel, collinear, or either segment
/// has zero length ((b1-a1) x (b2-a2) == 0, decided exactly), and for non-finite
/// input. Otherwise t and u are unclamped.
/// Contract: t and u within contract::kParameterUlps ULPs of exact; exact 0
/// and 1 are returned exactly (and the point is then that endpoint exactly);
/// otherwise each point coordinate is within contract::kPointScale u
/// (|a1_x| + (|t| + m) |b1_x - a1_x| + m), m = 2^-1022. t, u and the point can
/// be +-inf for nearly parallel lines whose exact crossing lies beyond
/// DBL_MAX (or within the bound of it); never NaN.
inline std::optional<Crossing> line_crossing(const Segment& s1, const Segment& s2) {
  using namespace detail;
  const QuickCrossing q = quick_crossing(s1, s2);
  const CrossingSigns sg = quick_signs(s1, s2, q);  // all 0 for non-finite input
  if (sg.den == 0) return std::nullopt;
  return crossing_point_quick(s1, s2, q, sg, Kind::line, Kind::line);
}

/// Do the two segments cross at a single point with 0 <= t <= 1 and
/// 0 <= u <= 1? Returns that crossing (t, u clamped into [0, 1]) or nullopt.
/// Parallel segments get nullopt even when they overlap: there is no single
/// crossing; ask segments_intersect or collinear_overlap. Zero-length
/// segments: nullopt. Range decisions exact; values as line_crossing.
/// Non-finite input: nullopt.
inline std::optional<Crossing> segment_crossing(const Segment& s1, const Segment& s2) {
  using namespace detail;
  const QuickCrossing q = quick_crossing(s1, s2);
  const CrossingSigns sg = quick_signs(s1, s2, q);  // all 0 for non-finite input
  // One test, not a jump per sign (opaque, quick.h): each sign is a coin toss
  // on ordinary input, so five jumps on them would be unpredictable.
  const bool missed = (sg.den == 0) | (sg.t < 0) | (sg.one_minus_t < 0) | (sg.u < 0) | (sg.one_minus_u < 0);
  if (opaque(missed)) return std::nullopt;
  return crossing_point_quick(s1, s2, q, sg, Kind::segment, Kind::segment);
}

/// Do the two closed segments share at least one point? Touching at an end,
/// T-junctions and collinear overlap all count; a zero-length segment is a
/// point. Exact for all finite doubles, whatever the order of either
/// segment's ends. Non-finite input: false.
/// Method: c and d not strictly on one side of line ab, and a and b not
/// strictly on one side of line cd; when all four orientations are 0 the
/// segments are collinear and meet iff their bounding boxes overlap.
inline bool segments_intersect(const Segment& s1, const Segment& s2) {
  const int o1 = orientation(s1.a, s1.b, s2.a), o2 = orientation(s1.a, s1.b, s2.b);
  const int o3 = orientation(s2.a, s2.b, s1.a), o4 = orientation(s2.a, s2.b, s1.b);
  // General position, the common case: orientation() is 0 for non-finite
  // input, so four nonzero signs also say every coordinate is finite.
  if ((o1 != 0) & (o2 != 0) & (o3 != 0) & (o4 != 0)) return (o1 != o2) & (o3 != o4);
  if (!detail::finite(s1) || !detail::finite(s2)) return false;
  if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) return detail::boxes_overlap(s1, s2);
  return o1 * o2 <= 0 && o3 * o4 <= 0;
}

/// Does the infinite line through line.a and line.b meet the closed segment
/// s? By side values: the ends of s are not strictly on one side. A
/// zero-length `line` fixes no line and is read as the single point line.a
/// (true iff that point lies on s). Exact. Non-finite input: false.
inline bool line_segment_intersect(const Segment& line, const Segment& s) {
  if (!detail::finite(line) || !detail::finite(s)) return false;
  if (line.a == line.b) return segments_intersect(line, s);
  return orientation(line.a, line.b, s.a) * orientation(line.a, line.b, s.b) <= 0;
}

}  // namespace plumb
