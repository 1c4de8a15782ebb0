// BASELINE BEING REPLACED (the benchmarks and the rounding reference): Arvo's
// ball-box test in doubles. See properties/naive/README.md.
#pragma once

#include "kernels/types3d.h"

namespace plumb::naive {

/// The squared distance from the centre to the box, summed per axis where
/// the centre lies outside the slab, against r^2 (Arvo 1990; Ericson, RTCD
/// 5.2.5; three.js's Box3.intersectsSphere).
/// Bug: the rounded squared distance against the rounded r^2 misjudges balls
/// that touch or nearly touch a face, an edge or a corner (and overflows to
/// inf for huge coordinates); no test for an empty box or a negative radius.
inline bool sphere_box_intersect(const Sphere& s, const Box& b) {
  const double c[3] = {s.centre.x, s.centre.y, s.centre.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  double d2 = 0.0;
  for (int i = 0; i < 3; ++i) {
    if (c[i] < lo[i]) d2 += (lo[i] - c[i]) * (lo[i] - c[i]);
    else if (c[i] > hi[i]) d2 += (c[i] - hi[i]) * (c[i] - hi[i]);
  }
  return d2 <= s.radius * s.radius;
}

}  // namespace plumb::naive
