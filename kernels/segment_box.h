// Plumb kernels: whether a closed segment meets a closed axis-aligned box
// (the slab method, every comparison exact).
//
// P(t) = a + t (b - a), 0 <= t <= 1. Along axis i the segment is in the slab
// lo_i <= P_i(t) <= hi_i for all t when b_i == a_i and lo_i <= a_i <= hi_i,
// for no t when b_i == a_i otherwise, and else for t between the entry
// s_i = (E_i - a_i) / (b_i - a_i) and the exit x_i = (X_i - a_i) / (b_i - a_i),
// E_i, X_i = lo_i, hi_i when b_i > a_i and hi_i, lo_i when b_i < a_i. The
// segment meets the box iff the intersection of [0, 1] with the moving axes'
// intervals is non-empty: every lower bound (0 and each s_i) at most every
// upper bound (1 and each x_j). Those are, exactly:
//   s_i <= 1    iff  E_i <= b_i (b_i > a_i) or E_i >= b_i (b_i < a_i): the end
//               b is not short of the slab's entry face;
//   0 <= x_j    iff  X_j >= a_j (b_j > a_j) or X_j <= a_j (b_j < a_j): the
//               start a is not past its exit face;
//   s_i <= x_j  (i != j) iff  (E_i - a_i) |b_j - a_j| - (X_j - a_j) |b_i - a_i|
//               has the sign that says so, with each difference's sign moved
//               into its operands' order (negating a difference by swapping
//               its operands is exact): the 2D form
//               (e1 - e0)(d_j1 - d_j0) - (x1 - x0)(d_i1 - d_i0) <= 0, whose
//               sign detail/form_sign.h decides exactly;
// (s_i <= x_i holds whenever lo_i <= hi_i). Comparisons of the inputs and
// signs of forms: no quotient is ever rounded, so a segment that grazes an
// edge or a corner, or ends on a face, is decided exactly.
//
// The classic failures, handled by deciding instead of dividing: a zero
// direction component (b_i == a_i) makes 1 / d infinite and 0 * inf = NaN
// when an end lies on that axis's face, and NaN then wins or loses the
// min/max comparisons by accident; rounded quotients misjudge grazing
// segments; t <= 1 is tested on a rounded quotient, so a segment ending on a
// face misses.
#pragma once

#include "kernels/detail/form_sign.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// One moving axis: the entry and exit numerators and the positive
// denominator, each a difference x1 - x0 with the direction's sign moved
// into the order of its operands.
struct SegmentSlab {
  double e1, e0;  // entry: E - a, times the direction's sign
  double x1, x0;  // exit: X - a, times the direction's sign
  double d1, d0;  // |b - a|
};

inline SegmentSlab segment_slab(double a, double b, double lo, double hi) {
  if (b > a) return {lo, a, hi, a, b, a};
  return {a, hi, a, lo, a, b};
}

// The entry of p at or before the exit of q: sign((p.e / p.d) - (q.x / q.d))
// <= 0, as the form (p.e)(q.d) - (q.x)(p.d).
inline bool enters_before_exit(const SegmentSlab& p, const SegmentSlab& q) {
  return form_sign(Form{p.e1, p.e0, q.d1, q.d0, q.x1, q.x0, p.d1, p.d0, -1.0}) <= 0;
}

// Every coordinate finite, without a branch per coordinate (as ray_box.h).
inline bool all_finite(const Segment3& s, const Box& b) {
  const double x = ((0.0 * s.a.x + 0.0 * s.a.y) + (0.0 * s.a.z + 0.0 * s.b.x)) +
                   ((0.0 * s.b.y + 0.0 * s.b.z) + (0.0 * b.min.x + 0.0 * b.min.y)) +
                   ((0.0 * b.min.z + 0.0 * b.max.x) + (0.0 * b.max.y + 0.0 * b.max.z));
  return x == 0.0;
}

}  // namespace detail

/// Does the closed segment meet the closed axis-aligned box?
/// Takes: a segment (zero length allowed: the point a) and a box, finite
/// coordinates of any magnitude.
/// Returns: true iff some point a + t (b - a), 0 <= t <= 1, lies in the box:
/// a segment touching a face, an edge or a corner, lying in a face, or ending
/// on the box meets it. A flat box (min == max on an axis) is its face; an
/// empty box (min > max on an axis) meets nothing. A direction component of
/// zero (b_i == a_i) confines the segment to that coordinate.
/// Non-finite input: false.
/// Contract: exact.
/// Method: the slab method with exact comparisons: the segment's end points
/// against the faces, and the slabs' entries against their exits as signs of
/// 2D forms (detail/form_sign.h), never a rounded quotient.
inline bool segment_box_intersect(const Segment3& s, const Box& box) {
  using namespace detail;
  if (!all_finite(s, box)) return false;
  const double a[3] = {s.a.x, s.a.y, s.a.z}, b[3] = {s.b.x, s.b.y, s.b.z};
  const double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
  SegmentSlab moving[3];
  int n = 0;
  for (int i = 0; i < 3; ++i) {
    if (!(lo[i] <= hi[i])) return false;  // an empty box
    // The segment's extent on this axis against the slab: both ends below
    // lo or both above hi is a miss (this is s_i <= 1 and 0 <= x_i, and the
    // whole test for a zero component).
    if ((a[i] < lo[i] && b[i] < lo[i]) || (a[i] > hi[i] && b[i] > hi[i])) return false;
    if (a[i] != b[i]) moving[n++] = segment_slab(a[i], b[i], lo[i], hi[i]);
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (i != j && !enters_before_exit(moving[i], moving[j])) return false;
  return true;
}

}  // namespace plumb
