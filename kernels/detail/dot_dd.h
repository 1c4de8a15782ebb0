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

#include "kernels/detail/expansion.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/product_sum.h"
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
