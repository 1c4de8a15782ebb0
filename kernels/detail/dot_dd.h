// Plumb kernels, detail: 3D dot products of coordinate differences as
// double-doubles with an error bound, for values that need more than double
// precision (the interior of the segment-segment closest points, a point's
// squared distance to a segment's line).
//
// Each difference is split into its rounded value and exact tail (two_diff)
// and the value split for Dekker's product; then each product of rounded
// values is exact as two doubles (two_product), and
//   x . y = sum_i (p_i + pe_i) + sum_i (x_i yl_i + xl_i y_i) + sum_i xl_i yl_i
// is summed as in stage C of a sum of products (product_sum.h): the p_i with
// two_sum, the rest in double, the last sum left out; so the pair errs by at
// most kSumAdaptiveBound<3> P (P = sum |p_i|), which covers the products that
// may underflow while P >= 2^-800 (below, the certification the callers apply
// fails and they evaluate exactly). The results are BoundedDD (polynomial.h),
// whose arithmetic carries the bound on.
#pragma once

#include <cmath>
#include <limits>

#include "kernels/detail/expansion.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/product_sum.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb::detail {

struct SplitVector {
  double v[3], tail[3], hi[3], lo[3];
};

/// x1 - x0, split: rounded value, exact tail, and the value's halves for Dekker.
inline SplitVector split_difference(Vec3 x0, Vec3 x1) {
  SplitVector r{};
  const double a1[3] = {x1.x, x1.y, x1.z}, a0[3] = {x0.x, x0.y, x0.z};
  for (int i = 0; i < 3; ++i) {
    expansion::two_diff(a1[i], a0[i], r.v[i], r.tail[i]);
    expansion::split(r.v[i], r.hi[i], r.lo[i]);
  }
  return r;
}

/// (x1 - x0) . (y1 - y0) from split differences, as a double-double with its bound.
inline BoundedDD dot_dd(const SplitVector& x, const SplitVector& y) {
  double s = 0.0, r = 0.0, permanent = 0.0;
  for (int i = 0; i < 3; ++i) {
    double p = 0.0, pe = 0.0;
    expansion::two_product_presplit(x.v[i], y.v[i], y.hi[i], y.lo[i], p, pe);
    permanent += std::fabs(p);
    double sum = 0.0, err = 0.0;
    expansion::two_sum(s, p, sum, err);
    s = sum;
    r += err + (pe + (x.v[i] * y.tail[i] + x.tail[i] * y.v[i]));
  }
  BoundedDD d;
  expansion::two_sum(s, r, d.hi, d.lo);
  d.error = kSumAdaptiveBound<3> * permanent * kBoundMargin;
  return d;
}

/// The component x_j y_k - x_k y_j of x x y from split differences, as a
/// double-double with its bound. This is form_value's stage 2 (form_value.h)
/// on the form (x_j)(y_k) - (x_k)(y_j) whose factors are differences: the
/// products' rounded values and exact errors (Dekker), the tails' first-order
/// terms in double, so |exact - (hi + lo)| <= 16u^2 (|p1| + |p2|) while
/// |p1| + |p2| >= 2^-800 (the underflow margin derived there). Outside that
/// range the bound is +inf (the callers' certification fails and they
/// evaluate exactly), except for an exact 0 (both products have a zero
/// factor, whose tail is then 0 too). A product below 2^-900 that is not
/// exactly zero also gets +inf: Dekker's partial products are then exact only
/// when none underflows, and exact errors are what make the component
/// antisymmetric bit for bit (cross_component_dd(y, x) is -cross_component_dd
/// (x, y): the same products commuted, the same terms negated).
inline BoundedDD cross_component_dd(const SplitVector& x, const SplitVector& y, int j, int k) {
  double p1 = 0.0, e1 = 0.0, p2 = 0.0, e2 = 0.0;
  expansion::two_product_presplit(x.v[j], y.v[k], y.hi[k], y.lo[k], p1, e1);
  expansion::two_product_presplit(x.v[k], y.v[j], y.hi[j], y.lo[j], p2, e2);
  double s = 0.0, e0 = 0.0;
  expansion::two_diff(p1, p2, s, e0);
  const double t = (x.v[j] * y.tail[k] + x.tail[j] * y.v[k]) - (x.v[k] * y.tail[j] + x.tail[k] * y.v[j]);
  const double r = (e0 + (e1 - e2)) + t;
  BoundedDD c;
  expansion::two_sum(s, r, c.hi, c.lo);
  const double a1 = std::fabs(p1), a2 = std::fabs(p2);
  const bool zero1 = x.v[j] == 0.0 || y.v[k] == 0.0, zero2 = x.v[k] == 0.0 || y.v[j] == 0.0;
  const bool exact = (zero1 || a1 >= 0x1p-900) && (zero2 || a2 >= 0x1p-900) && a1 + a2 >= 0x1p-800;
  c.error = zero1 && zero2 ? 0.0 : exact ? kValueBound * (a1 + a2) : std::numeric_limits<double>::infinity();
  return c;
}

/// x x y from split differences, each component by cross_component_dd.
inline V3<BoundedDD> cross_dd(const SplitVector& x, const SplitVector& y) {
  return {cross_component_dd(x, y, 1, 2), cross_component_dd(x, y, 2, 0), cross_component_dd(x, y, 0, 1)};
}

/// The differences themselves as double-doubles (value and exact tail).
inline V3<BoundedDD> as_dd(const SplitVector& x) {
  return {BoundedDD{x.v[0], x.tail[0], 0.0}, BoundedDD{x.v[1], x.tail[1], 0.0}, BoundedDD{x.v[2], x.tail[2], 0.0}};
}

/// The double nearest the value of x, as a Scaled, when x's bound shows which
/// double that is (form_value.h, certified_nearest); otherwise `ok` becomes
/// false (and the result is meaningless).
inline Scaled certified_scaled(const BoundedDD& x, bool& ok) {
  const bool usable = std::isfinite(x.hi) && std::fabs(x.hi) >= 0x1p-1000 && std::isfinite(x.error);
  const double v = usable ? certified_nearest(x.hi, x.lo, x.error * kBoundMargin) : std::nan("");
  ok &= !std::isnan(v);
  return to_scaled(v);
}

/// The double-double x rounded to a double, as a Scaled, when x's bound is
/// within `budget` of it (relative error at most budget / (1 - budget) + u);
/// otherwise `ok` becomes false. Deterministic in x, but not the correctly
/// rounded value: callers whose answer must not depend on the evaluation
/// order use certified_scaled.
inline Scaled bounded_scaled(const BoundedDD& x, double budget, bool& ok) {
  const double v = x.hi + x.lo;
  ok &= std::isfinite(v) && std::isfinite(x.error) && x.error * kBoundMargin <= budget * std::fabs(v) &&
        std::fabs(v) >= 0x1p-1000;
  return to_scaled(v);
}

}  // namespace plumb::detail
