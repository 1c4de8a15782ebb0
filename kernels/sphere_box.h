// Plumb kernels: whether a closed ball meets a closed axis-aligned box.
//
// Arvo's test ("A simple method for box-sphere intersection testing",
// Graphics Gems, 1990): the point of the box nearest the centre c is q with
// q_i = clamp(c_i, lo_i, hi_i) on each axis (the squared distance is a sum of
// per-axis terms, each least at the clamp), so the ball meets the box iff
//
//   F = sum_i (c_i - q_i)^2 - r^2 <= 0.
//
// Each q_i is one of the input doubles (c_i, lo_i or hi_i: a clamp is two
// comparisons, no arithmetic), so F is a sum of four products of coordinate
// differences, (c_i - q_i)(c_i - q_i) and (r - 0)(0 - r), whose sign
// sum_sign decides exactly (detail/product_sum.h: a double evaluation against
// its error bound, then the rounding errors exactly, then exactly). The
// classic failures: comparing the rounded squared distance with the rounded
// r^2 (a ball that touches a face, an edge or a corner is misjudged either
// way), a strict < (touching misses: the box or the ball read as open), and
// NaN from an empty box or a NaN radius taken as an answer.
#pragma once

#include <cmath>

#include "kernels/detail/product_sum.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// x clamped to [lo, hi], for lo <= hi: one of the three inputs, exactly.
inline double clamp_to(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }

}  // namespace detail

/// Does the closed ball meet the closed axis-aligned box?
/// Takes: a sphere (radius in the coordinates' units) and a box, finite
/// coordinates of any magnitude.
/// Returns: exactly whether the distance from the centre to the box is
/// <= radius (touching a face, an edge or a corner counts; a centre inside
/// the box meets it at any radius >= 0). A flat box (min == max on an axis)
/// is its face, edge or point; an empty box (min > max on an axis) meets
/// nothing. Radius NaN or negative: false; +inf: true for a non-empty box.
/// Non-finite centre or box coordinate: false.
/// Contract: exact (the sign of |c - q|^2 - r^2, q the clamped centre).
/// Method: Arvo's clamp, the comparison as an exact sign (sum_sign).
inline bool sphere_box_intersect(const Sphere& sphere, const Box& box) {
  using namespace detail;
  const Vec3 c = sphere.centre, lo = box.min, hi = box.max;
  const double r = sphere.radius;
  if (!((lo.x <= hi.x) & (lo.y <= hi.y) & (lo.z <= hi.z))) return false;  // empty, or a NaN bound
  if (!(r >= 0.0) || !finite(c) || !finite(lo) || !finite(hi)) return false;
  if (std::isinf(r)) return true;
  const Vec3 q{clamp_to(c.x, lo.x, hi.x), clamp_to(c.y, lo.y, hi.y), clamp_to(c.z, lo.z, hi.z)};
  const ProductSum<4> f{{c.x, c.y, c.z, r}, {q.x, q.y, q.z, 0.0}, {c.x, c.y, c.z, 0.0}, {q.x, q.y, q.z, r}};
  return sum_sign(f) <= 0;
}

}  // namespace plumb
