// Plumb kernels: whether two closed axis-aligned boxes meet.
//
// Two boxes meet iff they meet along every axis (the separating axis theorem
// for boxes: the only candidate axes are the three coordinate axes), and two
// closed intervals [lo1, hi1] and [lo2, hi2], both non-empty, meet iff
// lo1 <= hi2 and lo2 <= hi1. Those are comparisons of the input doubles
// themselves: no arithmetic, so no rounding, and the decision is exact with
// no filter. The classic bug is a strict < there (boxes that share a face,
// an edge or a corner then miss), or the emptiness tests left out (a box with
// min > max on an axis then meets whatever spans it).
#pragma once

#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// Do the closed intervals [lo1, hi1] and [lo2, hi2] meet, both non-empty?
// Bitwise: four comparisons and one branch per axis.
inline bool intervals_meet(double lo1, double hi1, double lo2, double hi2) {
  return (lo1 <= hi1) & (lo2 <= hi2) & (lo1 <= hi2) & (lo2 <= hi1);
}

// Every coordinate finite, without a branch per coordinate: 0 x is 0 for a
// finite x and NaN for an infinite or NaN one, so the sum is 0 exactly then.
inline bool all_finite(const Box& a, const Box& b) {
  const double s = ((0.0 * a.min.x + 0.0 * a.min.y) + (0.0 * a.min.z + 0.0 * a.max.x)) +
                   ((0.0 * a.max.y + 0.0 * a.max.z) + (0.0 * b.min.x + 0.0 * b.min.y)) +
                   ((0.0 * b.min.z + 0.0 * b.max.x) + (0.0 * b.max.y + 0.0 * b.max.z));
  return s == 0.0;
}

}  // namespace detail

/// Do two closed axis-aligned boxes meet?
/// Takes: two boxes, finite coordinates of any magnitude.
/// Returns: true iff some point lies in both (min <= p <= max on every axis of
/// each): boxes sharing only a face, an edge or a corner meet; a flat box
/// (min == max on an axis) is its face; a box with min > max on any axis is
/// empty and meets nothing.
/// Non-finite input (any coordinate NaN or infinite): false.
/// Contract: exact (only comparisons of the input coordinates).
/// Method: per-axis interval overlap (the separating axis theorem, whose only
/// axes for two boxes are the coordinate axes).
inline bool box_box_intersect(const Box& a, const Box& b) {
  using detail::intervals_meet;
  // Axis by axis with an early exit: most pairs in a broad phase are apart.
  if (!intervals_meet(a.min.x, a.max.x, b.min.x, b.max.x)) return false;
  if (!intervals_meet(a.min.y, a.max.y, b.min.y, b.max.y)) return false;
  if (!intervals_meet(a.min.z, a.max.z, b.min.z, b.max.z)) return false;
  // An infinite coordinate compares as a huge one; the contract answers false
  // for it, as for NaN (which already failed a comparison above).
  return detail::all_finite(a, b);
}

}  // namespace plumb
