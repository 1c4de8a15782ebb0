// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the
// closest points of a 3D ray and a segment (Ericson's segment steps,
// Real-Time Collision Detection 5.1.9, with the ray's parameter clamped only
// below; three.js's Ray.distanceSqToSegment solves the same problem by
// Eberly's regions). See properties/naive/README.md.
#pragma once

#include <algorithm>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// s = max(S / D, 0), the best t for it, re-project s if t was clamped;
/// lengths below 1e-12 are points, D below 1e-12 is parallel.
/// Bug: every clamp reads a rounded quotient and the epsilons are absolute.
inline SegmentPair3 ray_segment_distance3(const Ray3& ray, const Segment3& seg) {
  constexpr double kEpsilon = 1e-12;
  const Vec3 d1 = ray.direction, d2 = minus(seg.b, seg.a), r = minus(ray.origin, seg.a);
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  double s = 0.0, t = 0.0;
  if (a <= kEpsilon && e <= kEpsilon) {
  } else if (a <= kEpsilon) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = dot(d1, r);
    if (e <= kEpsilon) {
      s = std::max(-c / a, 0.0);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      s = denom > kEpsilon ? std::max((b * f - c * e) / denom, 0.0) : 0.0;
      t = (b * s + f) / e;
      if (t < 0.0) {
        t = 0.0;
        s = std::max(-c / a, 0.0);
      } else if (t > 1.0) {
        t = 1.0;
        s = std::max((b - c) / a, 0.0);
      }
    }
  }
  const Vec3 p = along(ray.origin, d1, s), q = along(seg.a, d2, t), w = minus(p, q);
  return {s, t, p, q, dot(w, w)};
}

}  // namespace plumb::naive
