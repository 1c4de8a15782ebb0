// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the
// slab test for a segment. See properties/naive/README.md.
#pragma once

#include <algorithm>

#include "kernels/types3d.h"

namespace plumb::naive {

/// The segment's parameter interval [0, 1] narrowed by each slab's rounded
/// quotients (lo - a) / d and (hi - a) / d; a zero direction component is
/// tested by position (Ericson, RTCD 5.3.3, written for a segment).
/// Bug: comparing rounded quotients misjudges segments that graze an edge or
/// a corner, and t <= 1 on a rounded quotient misjudges segments that end on
/// a face; no test for an empty box.
inline bool segment_box_intersect(const Segment3& s, const Box& box) {
  const double a[3] = {s.a.x, s.a.y, s.a.z}, b[3] = {s.b.x, s.b.y, s.b.z};
  const double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
  double near = 0.0, far = 1.0;
  for (int i = 0; i < 3; ++i) {
    const double d = b[i] - a[i];
    if (d == 0.0) {
      if (a[i] < lo[i] || a[i] > hi[i]) return false;
      continue;
    }
    double t1 = (lo[i] - a[i]) / d, t2 = (hi[i] - a[i]) / d;
    if (t1 > t2) std::swap(t1, t2);
    near = std::max(near, t1);
    far = std::min(far, t2);
    if (near > far) return false;
  }
  return true;
}

}  // namespace plumb::naive
