// Plumb kernels: where a ray enters an axis-aligned box (the slab method).
//
// A box is where three slabs overlap. Along axis i the ray is inside the slab
// for t between (lo_i - o_i) / d_i and (hi_i - o_i) / d_i, taken in order; it is
// in the box while it is in all three, so it enters at the latest start (and
// never before t = 0) and leaves at the earliest end; it hits iff entry <= exit.
//
// The two classic failures are handled by deciding, not dividing:
//   - a zero direction component gives 0 * inf = NaN in the textbook code
//     (when the origin lies on that slab's face) and NaN then fails every
//     comparison. Here a zero component confines the ray to the origin's
//     coordinate: inside the slab (closed) or a miss, decided by plain
//     comparisons, and that axis never enters the t comparisons;
//   - comparing rounded quotients misjudges rays that graze an edge. Here
//     (x1 - o1) / d1 <= (x2 - o2) / d2 is decided exactly as a sign of
//     (x1 - o1) d2 - (x2 - o2) d1 (a 2D form, kernels/orientation.h).
#pragma once

#include <algorithm>
#include <optional>

#include "kernels/detail/quick.h"
#include "kernels/detail/vec3.h"
#include "kernels/orientation.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The settled path below is a few dozen flops; gcc 12 at -O2 calls small
// helpers out of line there, which would cost more than the flops, so they
// are forced inline.
#define PLUMB_RAY_BOX_INLINE [[gnu::always_inline]] inline

// The parameter (x - o) / d along one axis, kept unevaluated for exact
// compares, with the sign of d moved into the difference: (x1 - x0) / a with
// a = |d| > 0 (x1 = x, x0 = o for d > 0; x1 = o, x0 = x for d < 0). Negating
// a difference's operands negates its rounded value exactly, so n = fl(x1 -
// x0) is +-fl(x - o), and every value below is what the signed form gives.
struct SlabBound {
  double x1, x0, a;
  double n;  // fl(x1 - x0)
};

PLUMB_RAY_BOX_INLINE SlabBound slab_bound(double x, double o, double d) {
  const bool up = d > 0.0;
  const double x1 = up ? x : o, x0 = up ? o : x;
  return {x1, x0, std::fabs(d), x1 - x0};
}

// sign((x1 - x0)/a - (y1 - y0)/b), exactly: the sign of the 2D form
// (x1 - x0) b - (y1 - y0) a (a, b > 0), settled by its stage A
// (form_sign.h) from the products of the rounded differences, which is what
// form_sign computes first; the later stages out of line.
inline int compare_bounds(const SlabBound& p, const SlabBound& q) {
  const QuickForm f = quick_form(p.n, q.a, q.n, p.a, -1.0);
  if (sign_settled(f)) return f.value > 0.0 ? 1 : -1;
  return form_sign_unsettled(p.x1, p.x0, q.a, 0.0, q.x1, q.x0, p.a, 0.0, false);
}

// (x1 - x0) / a with two roundings, overflow-safe. fl(n / a) is that value
// whenever it is at least 2^-1021 and finite: ratio() divides the Scaled
// mantissas (one rounding, as n / a rounds in the normal range) and scales by
// an exact power of two; below, its result may be rounded twice.
PLUMB_RAY_BOX_INLINE double evaluate(const SlabBound& b) {
  const double t = b.n / b.a;
  if (t >= 0x1p-1021 && t <= 0x1.fffffffffffffp+1023) return t;
  return ratio(scaled_difference(b.x1, b.x0), to_scaled(b.a));
}

// The settled path compares the rounded quotients t = fl(fl(x - o) / d)
// instead of forms. Each is within 3u |t| + 2^-1074 of its exact T when
// finite: the difference errs by at most u (relative; exactly when it is
// subnormal), the quotient by u relative or 2^-1075 absolute (underflow), so
// |t - T| <= (2u + u^2) |T| + 2^-1075 and |T| <= (|t| + 2^-1075) / (1 - 3u).
// That bound grows with t on either side of 0, so the latest start and the
// earliest end are within it of the largest and least rounded quotients too,
// whichever axes they come from.
//
// X > Y is then certain when x - y > 3u (|x| + |y|) + 2^-1073, which
// fl(x - y) > 4u fl(fl(|x| + |y|) + N), N = 2^-1000, implies: fl(x - y) <=
// (1 + u)(x - y), the right side is at least 4u (1 - u)^2 (|x| + |y| + N)
// (4u is a power of two), and 4u (1 - u)^2 / (1 + u) > 3u, 3u N > 2^-1073.
// (Computed as fl(4u fl(|x| + |y|) + 4u N), floored_bound, form.h: 4u N =
// 2^-1051 exactly, 4u fl(|x| + |y|) exact or within 2^-1075, and the sum
// rounds down by at most u of itself: at least 4u (1 - u)^2 (|x| + |y| +
// N) - 2^-1075, and 3u N > 2^-1073 + 2^-1075.)
//
// None of this holds for an infinite quotient: a difference that overflowed
// (coordinates beyond 2^1022 of opposite signs) says nothing of its exact
// quotient, which may be small (an origin near +DBL_MAX, a box reaching
// -DBL_MAX, a direction of 2^945: the end is about 2^80, not +inf). Such a
// quotient must not reach the filter, and a min or max over the axes would
// hide it from surely_greater (a ray that misses could then be read as a
// hit), so the settled path requires all six quotients finite
// (all_finite_quotients) and leaves the rest to the exact comparisons.
inline constexpr double kQuotientFilter = 4.0 * kUnit;
inline constexpr double kQuotientFloor = 0x1p-1000;
inline constexpr double kQuotientBoundFloor = kQuotientFilter * kQuotientFloor;  // floored_bound's k_n

// Every coordinate finite, without a branch per coordinate: 0 x is 0 for a
// finite x and NaN for an infinite or NaN one, so the sum is 0 exactly then.
PLUMB_RAY_BOX_INLINE bool all_finite(Vec3 o, Vec3 d, Vec3 lo, Vec3 hi) {
  const double a = (0.0 * o.x + 0.0 * o.y) + (0.0 * o.z + 0.0 * d.x), b = (0.0 * d.y + 0.0 * d.z) + (0.0 * lo.x + 0.0 * lo.y);
  const double c = (0.0 * lo.z + 0.0 * hi.x) + (0.0 * hi.y + 0.0 * hi.z);
  return (a + b) + c == 0.0;
}

// The six quotients finite, as all_finite: 0 q is 0 exactly for finite q.
PLUMB_RAY_BOX_INLINE bool all_finite_quotients(const double q0[3], const double q1[3]) {
  return ((0.0 * q0[0] + 0.0 * q0[1]) + (0.0 * q0[2] + 0.0 * q1[0])) + (0.0 * q1[1] + 0.0 * q1[2]) == 0.0;
}

PLUMB_RAY_BOX_INLINE bool surely_greater(double x, double y) {
  return x - y > floored_bound(kQuotientFilter, std::fabs(x) + std::fabs(y), kQuotientBoundFloor);
}

// Every case, one comparison at a time: zero direction components, empty
// boxes, and the comparisons the quotients' filter does not settle.
[[gnu::noinline]] inline std::optional<double> ray_box_entry_general(const Ray3& ray, const Box& box) {
  const double o[3] = {ray.origin.x, ray.origin.y, ray.origin.z};
  const double d[3] = {ray.direction.x, ray.direction.y, ray.direction.z};
  const double lo[3] = {box.min.x, box.min.y, box.min.z};
  const double hi[3] = {box.max.x, box.max.y, box.max.z};
  SlabBound start[3], end[3];  // of the axes the ray moves along
  int moving = 0;
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) return std::nullopt;  // empty box
    if (d[i] == 0.0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;  // never inside this slab
      continue;
    }
    start[moving] = slab_bound(d[i] > 0.0 ? lo[i] : hi[i], o[i], d[i]);
    end[moving] = slab_bound(d[i] > 0.0 ? hi[i] : lo[i], o[i], d[i]);
    ++moving;
  }
  if (moving == 0) return 0.0;  // a zero direction inside the box: the origin is the answer
  SlabBound entry = start[0], exit = end[0];  // the latest start and earliest end so far
  for (int k = 1; k < moving; ++k) {
    if (compare_bounds(start[k], entry) > 0) entry = start[k];  // ties keep the earlier axis
    if (compare_bounds(end[k], exit) < 0) exit = end[k];
  }
  if (exit.x1 < exit.x0) return std::nullopt;                // the box is behind the ray
  if (compare_bounds(entry, exit) > 0) return std::nullopt;  // the slabs do not overlap
  if (entry.x1 <= entry.x0) return 0.0;                      // already inside at t = 0
  return evaluate(entry);
}

}  // namespace detail

#undef PLUMB_RAY_BOX_INLINE

/// The least t >= 0 (in multiples of the ray's direction) at which the ray is
/// in the closed box.
/// Takes: a ray (direction need not be unit) and a box, finite input of any
/// magnitude. Returns: 0 when the origin is inside or on the box; nullopt when
/// the ray misses, the box is empty (min > max on an axis), or a zero
/// direction component leaves the origin outside that slab. Flat boxes
/// (min == max on an axis) are hit where the ray crosses them. Never NaN.
/// Non-finite input: nullopt.
/// Contract: hit or miss, and which slab the ray enters last, are exact; the
/// entry t within contract::kRayBoxUlps ULPs of exact.
/// Method: the rounded quotients compared against their error bound on
/// ordinary input; otherwise each comparison as a 2D form's exact sign
/// (detail/form_sign.h), ties keeping the earlier axis.
inline std::optional<double> ray_box_entry(const Ray3& ray, const Box& box) {
  using namespace detail;
  const Vec3 o = ray.origin, d = ray.direction, lo = box.min, hi = box.max;
  if (!all_finite(o, d, lo, hi)) return std::nullopt;
  const bool empty = (lo.x > hi.x) | (lo.y > hi.y) | (lo.z > hi.z);
  if (empty | (d.x == 0.0) | (d.y == 0.0) | (d.z == 0.0)) return ray_box_entry_general(ray, box);
  // The settled path: every direction component nonzero and every
  // comparison settled by the quotients' filter (surely_greater), which then
  // decides each as ray_box_entry_general does exactly (a settled comparison
  // is never a tie), straight-line. Each axis's two quotients, rounded: for
  // lo <= hi and d of one sign, fl(fl(x - o) / d) is monotone in x (every
  // rounding is), so the smaller is the start's quotient and the larger the
  // end's, as in the textbook slab test.
  const double q0[3] = {(lo.x - o.x) / d.x, (lo.y - o.y) / d.y, (lo.z - o.z) / d.z};
  const double q1[3] = {(hi.x - o.x) / d.x, (hi.y - o.y) / d.y, (hi.z - o.z) / d.z};
  const double start[3] = {std::min(q0[0], q1[0]), std::min(q0[1], q1[1]), std::min(q0[2], q1[2])};
  const double end[3] = {std::max(q0[0], q1[0]), std::max(q0[1], q1[1]), std::max(q0[2], q1[2])};
  // The box behind the ray: some end before t = 0. All starts at or before
  // t = 0: the origin is inside (given a hit). Both exact, from comparisons
  // of the coordinates.
  const bool behind = ((d.x > 0.0) & (hi.x < o.x)) | ((d.x < 0.0) & (lo.x > o.x)) | ((d.y > 0.0) & (hi.y < o.y)) |
                      ((d.y < 0.0) & (lo.y > o.y)) | ((d.z > 0.0) & (hi.z < o.z)) | ((d.z < 0.0) & (lo.z > o.z));
  const bool inside = (((d.x > 0.0) & (lo.x <= o.x)) | ((d.x < 0.0) & (hi.x >= o.x))) &
                      (((d.y > 0.0) & (lo.y <= o.y)) | ((d.y < 0.0) & (hi.y >= o.y))) &
                      (((d.z > 0.0) & (lo.z <= o.z)) | ((d.z < 0.0) & (hi.z >= o.z)));
  if (behind) return std::nullopt;
  // The latest start (and the one below it) and the earliest end, rounded.
  const double top = std::max(std::max(start[0], start[1]), start[2]);
  const double second = std::max(std::min(start[0], start[1]), std::min(std::max(start[0], start[1]), start[2]));
  const double first_end = std::min(std::min(end[0], end[1]), end[2]);
  const bool hit = surely_greater(first_end, top), miss = surely_greater(top, first_end);
  if (!((hit | miss) & all_finite_quotients(q0, q1))) return ray_box_entry_general(ray, box);
  if (miss) return std::nullopt;  // the slabs do not overlap
  if (inside) return 0.0;
  // The slab entered last is the one whose quotient is the top, by a margin;
  // its quotient is then what evaluate() returns when in the normal range.
  const bool alone = surely_greater(top, second);
  if (!alone | !(top >= 0x1p-1021) | !(top <= 0x1.fffffffffffffp+1023)) return ray_box_entry_general(ray, box);
  return top;
}

}  // namespace plumb
