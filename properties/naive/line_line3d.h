// BASELINE BEING REPLACED (the benchmarks and the rounding reference): closest
// points of two infinite 3D lines (Ericson, Real-Time Collision Detection,
// 5.1.8, as commonly transcribed; three.js's and Irrlicht's line-line
// closest points are this formula). See properties/naive/README.md.
#pragma once

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// s = (b f - c e) / D, t = (a f - b c) / D from the five dot products;
/// D below 1e-12 is parallel (s = 0, t = f / e), lengths below 1e-12 points.
/// Bug: D = a e - b^2 cancels for nearly parallel lines, and the epsilons are
/// absolute (metre-scale nearly parallel lines are called parallel, tiny
/// ones always).
inline SegmentPair3 line_line_closest3(const Segment3& l1, const Segment3& l2) {
  constexpr double kEpsilon = 1e-12;
  const Vec3 d1 = minus(l1.b, l1.a), d2 = minus(l2.b, l2.a), r = minus(l1.a, l2.a);
  const double a = dot(d1, d1), b = dot(d1, d2), c = dot(d1, r), e = dot(d2, d2), f = dot(d2, r);
  double s = 0.0, t = 0.0;
  if (a <= kEpsilon && e <= kEpsilon) {
  } else if (a <= kEpsilon) {
    t = f / e;
  } else if (e <= kEpsilon) {
    s = -c / a;
  } else {
    const double D = a * e - b * b;
    if (D > kEpsilon) {
      s = (b * f - c * e) / D;
      t = (a * f - b * c) / D;
    } else {
      t = f / e;
    }
  }
  const Vec3 p = along(l1.a, d1, s), q = along(l2.a, d2, t), w = minus(p, q);
  return {s, t, p, q, dot(w, w)};
}

}  // namespace plumb::naive
