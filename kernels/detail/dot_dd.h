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
#include <cstddef>
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
/// (Unrolled, and not cleared first: every field is assigned. As a loop, gcc
/// 12 at -O2 keeps the loop and clears the struct, as in sum_parts,
/// product_sum.h.)
inline SplitVector split_difference(Vec3 x0, Vec3 x1) {
  SplitVector r;
  const double a1[3] = {x1.x, x1.y, x1.z}, a0[3] = {x0.x, x0.y, x0.z};
#pragma GCC unroll 3
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
[[gnu::always_inline]] inline BoundedDD cross_component_dd(const SplitVector& x, const SplitVector& y, int j, int k) {
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
  // Bitwise operators on the bools: every operand is a comparison, and gcc 12
  // turns the short-circuit forms into a chain of jumps.
  const bool zero1 = (x.v[j] == 0.0) | (y.v[k] == 0.0), zero2 = (x.v[k] == 0.0) | (y.v[j] == 0.0);
  const bool exact = (zero1 | (a1 >= 0x1p-900)) & (zero2 | (a2 >= 0x1p-900)) & (a1 + a2 >= 0x1p-800);
  c.error = (zero1 & zero2) ? 0.0 : exact ? kValueBound * (a1 + a2) : std::numeric_limits<double>::infinity();
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

/// A vector of double-doubles with each hi split for Dekker's product once,
/// for the operand that several dot products share (dot_dd below).
struct SplitDDVector {
  V3<BoundedDD> v;
  double head[3], rest[3];
};

inline SplitDDVector presplit(const V3<BoundedDD>& v) {
  SplitDDVector r{v, {}, {}};
#pragma GCC unroll 3
  for (std::size_t i = 0; i < 3; ++i) expansion::split(v[i].hi, r.head[i], r.rest[i]);
  return r;
}

/// -x, bit for bit, with the same bound.
inline BoundedDD negated(const BoundedDD& x) { return {-x.hi, -x.lo, x.error}; }

/// -v with its split, bit for bit what presplit of -v gives: every operation
/// of Dekker's split is odd (round to nearest is symmetric), so the halves
/// of -a are those of a negated.
inline SplitDDVector negated(const SplitDDVector& x) {
  SplitDDVector r;
#pragma GCC unroll 3
  for (std::size_t i = 0; i < 3; ++i) {
    r.v[i] = negated(x.v[i]);
    r.head[i] = -x.head[i];
    r.rest[i] = -x.rest[i];
  }
  return r;
}

// The floor of dot_dd's bound: the rounding of products that may underflow
// (a few of at most 2^-1075 each), far below anything a caller accepts
// (values of at least 2^-1000 within a relative budget of at least 3u).
inline constexpr double kDotDDFloor = 0x1p-1060;

/// x . y for double-doubles with bounds (each |X_i - (hi + lo)| <= error,
/// hi + lo normalized: |lo| <= u |hi|), with one bound for the whole sum
/// instead of one per operation (the generic BoundedDD arithmetic's), which
/// costs as much again as the values. Derivation, per term, with p_i =
/// fl(hi_x hi_y) and P = sum |p_i|:
///   hi_x hi_y = p + pe exactly (Dekker; products that underflow: the floor),
///     |pe| <= u |p|;
///   the cross terms t1 = fl(hi_x lo_y), t2 = fl(lo_x hi_y), each at most
///     u (1 + 3u) |p| (|hi_x hi_y| <= (1 + u) |p|), and c = fl(t1 + t2), at
///     most 2u (1 + 4u) |p|, err by at most u (|t1| + |t2| + |c|) <= 4u^2
///     (1 + 4u) |p| (each rounding at most u of its result; underflow: the
///     floor);
///   lo_x lo_y is left out: at most u^2 (1 + u) |p|;
///   the operands' own errors add (1 + u)(|hi_x| e_y + |hi_y| e_x) + e_x e_y
///     (|hi + lo| <= (1 + u) |hi|): `propagated`, from the operands' bounds;
/// then the p are summed with two_sum (exact: s + e1 + e2, |e1| + |e2| <= 2u
/// (1 + u)^2 P), the eight small terms (pe, c, e1, e2; at most 5u (1 + 4u) P
/// in all) in a tree of depth 3, whose roundings add at most 3u (1 + u)^3
/// of that, 15u^2 (1 + 7u) P; the last two_sum is exact. So the terms other
/// than `propagated` come to at most 20u^2 (1 + 7u) P: charged as 21u^2 P,
/// whose slack covers P's own two roundings and the (1 + 2^-50) below. (A
/// static form: a running bound, from each term's magnitude, would add work
/// per term and be at most about twice tighter, where the terms' errors are
/// far below the budgets the callers accept.) The bound's own sums (at most a dozen operations each) round by
/// less than the factor 1 + 2^-50; the callers' comparisons add
/// kBoundMargin.
/// Order: negating both x and y gives the same bits (every product's factors
/// negated, Dekker's halves with them), as the generic dot does.
inline constexpr double kDotDDRest = 21.0 * kUnit * kUnit;

[[gnu::always_inline]] inline BoundedDD dot_dd(const V3<BoundedDD>& x, const SplitDDVector& y) {
  double p[3], pe[3], c[3];
  double propagated = 0.0;
#pragma GCC unroll 3
  for (std::size_t i = 0; i < 3; ++i) {
    const BoundedDD& a = x[i];
    const BoundedDD& b = y.v[i];
    expansion::two_product_presplit(a.hi, b.hi, y.head[i], y.rest[i], p[i], pe[i]);
    c[i] = a.hi * b.lo + a.lo * b.hi;
    propagated += std::fabs(a.hi) * b.error + std::fabs(b.hi) * a.error + a.error * b.error;
  }
  double s1 = 0.0, e1 = 0.0, s2 = 0.0, e2 = 0.0;
  expansion::two_sum(p[0], p[1], s1, e1);
  expansion::two_sum(s1, p[2], s2, e2);
  const double r = ((pe[0] + c[0]) + (pe[1] + c[1])) + ((pe[2] + c[2]) + (e1 + e2));
  const double permanent = (std::fabs(p[0]) + std::fabs(p[1])) + std::fabs(p[2]);
  BoundedDD d;
  expansion::two_sum(s2, r, d.hi, d.lo);
  d.error = (1.0 + 0x1p-50) * propagated + kDotDDRest * permanent + kDotDDFloor;
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
