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

#include <optional>

#include "kernels/detail/vec3.h"
#include "kernels/orientation.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The parameter (x - o) / d along one axis, kept unevaluated for exact compares.
struct SlabBound {
  double x, o, d;
};

// sign((x1 - o1)/d1 - (x2 - o2)/d2), exactly; d1, d2 != 0.
inline int compare_bounds(const SlabBound& p, const SlabBound& q) {
  // (x1 - o1) d2 - (x2 - o2) d1, over d1 d2.
  const int s = form_sign({p.x, p.o, q.d, 0.0, q.x, q.o, p.d, 0.0, -1.0});
  return (p.d > 0) == (q.d > 0) ? s : -s;
}

inline int sign_of(const SlabBound& b) {  // sign of (x - o) / d
  const int n = b.x > b.o ? 1 : b.x < b.o ? -1 : 0;
  return b.d > 0 ? n : -n;
}

inline double evaluate(const SlabBound& b) {  // two roundings, overflow-safe
  return ratio(scaled_difference(b.x, b.o), to_scaled(b.d));
}

}  // namespace detail

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
inline std::optional<double> ray_box_entry(const Ray3& ray, const Box& box) {
  using namespace detail;
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(box.min) || !finite(box.max)) return std::nullopt;
  const double o[3] = {ray.origin.x, ray.origin.y, ray.origin.z};
  const double d[3] = {ray.direction.x, ray.direction.y, ray.direction.z};
  const double lo[3] = {box.min.x, box.min.y, box.min.z};
  const double hi[3] = {box.max.x, box.max.y, box.max.z};
  std::optional<SlabBound> entry, exit;  // the latest start and earliest end so far
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) return std::nullopt;  // empty box
    if (d[i] == 0.0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;  // never inside this slab
      continue;
    }
    const SlabBound start{d[i] > 0 ? lo[i] : hi[i], o[i], d[i]};
    const SlabBound end{d[i] > 0 ? hi[i] : lo[i], o[i], d[i]};
    if (!entry || compare_bounds(start, *entry) > 0) entry = start;
    if (!exit || compare_bounds(end, *exit) < 0) exit = end;
  }
  if (!entry) return 0.0;  // a zero direction inside the box: the origin is the answer
  if (sign_of(*exit) < 0) return std::nullopt;            // the box is behind the ray
  if (compare_bounds(*entry, *exit) > 0) return std::nullopt;  // the slabs do not overlap
  if (sign_of(*entry) <= 0) return 0.0;                   // already inside at t = 0
  return evaluate(*entry);
}

}  // namespace plumb
