// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the slab test.
// See properties/naive/README.md.
#pragma once

#include <algorithm>
#include <limits>
#include <optional>

#include "kernels/types3d.h"

namespace plumb::naive {

/// Latest slab entry and earliest exit from rounded quotients (x - o) / d; a
/// zero direction component is tested by position, as the seed does.
/// Bug: comparing rounded quotients misjudges rays that graze an edge or a
/// corner (hit or miss, and which slab is entered last).
inline std::optional<double> ray_box_entry(const Ray3& ray, const Box& box) {
  const double o[3] = {ray.origin.x, ray.origin.y, ray.origin.z};
  const double d[3] = {ray.direction.x, ray.direction.y, ray.direction.z};
  const double lo[3] = {box.min.x, box.min.y, box.min.z};
  const double hi[3] = {box.max.x, box.max.y, box.max.z};
  double near = 0.0, far = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0.0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;
      continue;
    }
    const double t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
    near = std::max(near, std::min(t1, t2));
    far = std::min(far, std::max(t1, t2));
    if (near > far) return std::nullopt;
  }
  return near;
}

}  // namespace plumb::naive
