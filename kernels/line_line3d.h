// Plumb kernels: closest points of two infinite 3D lines.
//
// The line through a1 and b1 is P1(s) = a1 + s d1, d1 = b1 - a1, s any real;
// likewise P2(t) = a2 + t d2. With r = a1 - a2 and a = d1.d1, b = d1.d2,
// c = d1.r, e = d2.d2, f = d2.r, the squared distance |P1(s) - P2(t)|^2 is a
// quadratic in (s, t) with Hessian determinant D = a e - b^2 = |d1 x d2|^2
// (Lagrange's identity). When D > 0 it is strictly convex and its only
// stationary point is the answer:
//   s* = (b f - c e) / D = S* / D,   t* = (a f - b c) / D = T* / D,
// the same S*, T*, D as the segments' first step (kernels/segment_segment3d.h,
// after Ericson, Real-Time Collision Detection, 5.1.8), without any clamp.
// There the pair is the closest pair of the segments when both parameters are
// interior; here it is the answer for every parameter, so the construction is
// that interior construction (detail::interior_pair): each point built from
// the end of its defining pair nearer it (the signs of 2 S* - D and 2 T* - D,
// decided exactly), the squared distance (w . n)^2 / D with n = d1 x d2, w
// the difference of those two ends: the lines' common perpendicular, which
// does not cancel as |r|^2 + ... - ... does.
//
// D = 0 (parallel lines, decided exactly as the three 2D forms of d1 x d2,
// detail::parallel3) leaves every s with a closest t: the documented choice is
// s = 0 and t the foot of a1 on line 2, unclamped, and the squared distance
// that of a1 to line 2, |(a1 - n2) x (f2 - n2)|^2 / |d2|^2 from the end n2 of
// line 2 nearer the foot (as closest_point3's interior). A line given by two
// equal points is that point: its parameter 0, the other parameter the foot
// on the other line (0 when both are points).
//
// Decisions (parallel or not, the nearer ends) are exact for every finite
// input; the only values are the quotients and the points, within the
// segment kernel's interior contract (the same operations; the bounds there
// do not use |s| <= 1: from the nearer end n the lerp's parameter t_n has
// |t_n| <= |t| for t >= 1/2 as well as for t in [1/2, 1]).
#pragma once

#include <cmath>

#include "kernels/closest_point3d.h"
#include "kernels/segment_segment3d.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The foot of p on the line through s.a and s.b (s.a != s.b), unclamped: its
// parameter t along s.b - s.a, the foot, and |p - foot|^2. From the end n
// nearer the foot, decided exactly by the sign of (p - a).d + (p - b).d
// (foot_side3): t_n = (p - n).(f - n) / |f - n|^2, the foot n + t_n (f - n),
// and the squared height |(p - n) x (f - n)|^2 / |f - n|^2 (squared_height3);
// at exactly t = 1/2 the midpoint and the correctly rounded height, as
// closest_point3 does, so that the choice of end cannot show.
struct LineFoot3 {
  double t;
  Vec3 point;
  double squared_distance;
};

inline LineFoot3 line_foot3(const Segment3& s, Vec3 p) {
  const int side = sum_sign(foot_side3(p, s));
  const Vec3 n = side <= 0 ? s.a : s.b, f = side <= 0 ? s.b : s.a;
  const Scaled dd = dot_value3(s.a, s.b, s.a, s.b);
  const double squared_distance = ratio(squared_height3(p, n, f, side == 0), dd);
  if (side == 0) return {0.5, midpoint3(s.a, s.b), squared_distance};
  const Scaled t = ratio_scaled(sum_value(dot3_sum(n, p, n, f), kProjectionNumeratorBudget3), dd);
  const double tn = to_double(t);
  return {side < 0 ? tn : 1.0 - tn, lerp3(n, f, t), squared_distance};
}

[[gnu::noinline]] inline SegmentPair3 line_line_closest3_degenerate(const Segment3& l1, const Segment3& l2) {
  const bool point1 = l1.a == l1.b, point2 = l2.a == l2.b;
  if (point1 && point2) return {0.0, 0.0, l1.a, l2.a, to_double(dot_value3(l1.a, l2.a, l1.a, l2.a))};
  if (point2) {
    const LineFoot3 q = line_foot3(l1, l2.a);
    return {q.t, 0.0, q.point, l2.a, q.squared_distance};
  }
  // l1 a point, or parallel lines: s = 0, t the foot of a1 on line 2.
  const LineFoot3 q = line_foot3(l2, l1.a);
  return {0.0, q.t, l1.a, q.point, q.squared_distance};
}

// What the settled path leaves: parallel decided exactly, the nearer ends
// the filter did not settle, the values the extended precision did not
// certify (tried already when `tried`). Out of line: on ordinary input
// the settled path answers.
[[gnu::noinline]] inline SegmentPair3 line_line_closest3_unsettled(const Segment3& l1, const Segment3& l2,
                                                                   const QuickPair& quick, bool tried) {
  const bool known = quick.valid & (quick.parallel == 0);
  if (!known && parallel3(l1, l2)) return line_line_closest3_degenerate(l1, l2);
  const PairPolynomials P{l1.a, l1.b, l2.a, l2.b};
  PairSigns signs(P);  // the nearer-end signs the settled path leaves open
  return interior_pair(l1, l2, P, quick, signs, !tried);
}

inline SegmentPair3 line_line_closest3_general(const Segment3& l1, const Segment3& l2) {
  if (!finite(l1) || !finite(l2)) {
    const double n = std::nan("");
    return {n, n, nan3(), nan3(), n};
  }
  if (l1.a == l1.b || l2.a == l2.b) return line_line_closest3_degenerate(l1, l2);
  // Parallel is settled by the plain-double D when it clears its bound
  // (quick_pair; every line pair that is not nearly parallel), else exactly.
  const QuickPair quick = quick_pair(l1, l2);
  // The settled path: not parallel and both nearer ends settled by the
  // filter, the values certified in extended precision (extended_pair):
  // what interior_pair returns first, the same operations on the same
  // doubles, in line here and the rest out of line.
  bool tried = false;
  if constexpr (kExtendedInterior) {
    tried = opaque((int(quick.valid) & int(quick.parallel == 0) & int(quick.s_side != 2) & int(quick.t_side != 2)) != 0);
    if (tried) {
      bool ok = false;
      const SegmentPair3 x = extended_pair(l1, l2, quick.s_side, quick.t_side, ok);
      if (ok) return x;
    }
  }
  return line_line_closest3_unsettled(l1, l2, quick, tried);
}

}  // namespace detail

/// The closest points of two infinite 3D lines, each given by two points.
/// Takes: l1, the line through l1.a and l1.b, P1(s) = l1.a + s (l1.b - l1.a);
/// l2 likewise with t; finite coordinates of any magnitude. Two equal points
/// make the line that point.
/// Returns: s and t (any real), the points P1(s) and P2(t), and their squared
/// distance (the lines' least squared distance). Parallel lines (l1.b - l1.a
/// and l2.b - l2.a parallel, decided exactly), where every s has a closest t:
/// s = 0, t the foot of l1.a on line 2 (unclamped). l1 a point: s = 0 and t
/// the foot of that point on line 2; l2 a point: t = 0 and s the foot on line
/// 1; both points: s = t = 0. Non-finite input (NaN or +-inf in any
/// coordinate): NaN in every field.
/// Contract: whether the lines are parallel is decided exactly; s and t within
/// contract::kParameterUlps ULPs of exact (+-inf when the exact parameter is
/// beyond DBL_MAX); each point coordinate within contract::kPointScale u (|a_x| + (|s| + m)|b_x - a_x| + m) of exact on its
/// own line, m = 2^-1022 (a and b that line's points, s its exact
/// parameter); the squared distance within contract::kSquaredDistance3Ulps
/// ULPs of exact; +-inf only when the exact value is beyond DBL_MAX.
/// Order: swapping the lines swaps s and t and the points; giving a line's
/// points in the other order turns its parameter into 1 - it (rounded), with
/// the points and the squared distance bit for bit the same (for parallel
/// lines the squared distance only).
/// Method: Ericson's stationary point (Real-Time Collision Detection, 5.1.8),
/// its numerators as triple products n . (d2 x r) and n . (d1 x r) (Binet-
/// Cauchy), each point built from the nearer of its line's two points
/// (file comment; the construction of segment_segment_closest3's interior).
inline SegmentPair3 line_line_closest3(const Segment3& l1, const Segment3& l2) {
  return detail::line_line_closest3_general(l1, l2);
}

}  // namespace plumb
