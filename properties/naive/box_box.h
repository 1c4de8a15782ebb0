// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the
// min-max box overlap. See properties/naive/README.md.
#pragma once

#include "kernels/types3d.h"

namespace plumb::naive {

/// Each box's min against the other's max on every axis (Ericson, RTCD 4.2.1;
/// three.js's Box3.intersectsBox).
/// Bug: no emptiness test: a box with min > max on an axis meets any box that
/// spans that axis's gap; an infinite coordinate is read as a huge one.
inline bool box_box_intersect(const Box& a, const Box& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

}  // namespace plumb::naive
