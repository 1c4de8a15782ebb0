// BASELINE BEING REPLACED (the benchmarks and the rounding reference): closest points of two 3D segments
// (Ericson, Real-Time Collision Detection, 5.1.9, as commonly transcribed).
// See properties/naive/README.md.
#pragma once

#include <algorithm>

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// Clamp s for the lines, the best t for it, re-project s if t was clamped;
/// lengths below 1e-12 are points, D below 1e-12 is parallel.
/// Bug: every clamp reads a rounded quotient and the epsilons are absolute,
/// so nearly parallel and short segments land in the wrong region.
inline SegmentPair3 segment_segment_closest3(const Segment3& s1, const Segment3& s2) {
  constexpr double kEpsilon = 1e-12;
  const Vec3 d1 = minus(s1.b, s1.a), d2 = minus(s2.b, s2.a), r = minus(s1.a, s2.a);
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  double s = 0.0, t = 0.0;
  if (a <= kEpsilon && e <= kEpsilon) {
    s = t = 0.0;
  } else if (a <= kEpsilon) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = dot(d1, r);
    if (e <= kEpsilon) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      s = denom > kEpsilon ? std::clamp((b * f - c * e) / denom, 0.0, 1.0) : 0.0;
      t = (b * s + f) / e;
      if (t < 0.0) {
        t = 0.0;
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (t > 1.0) {
        t = 1.0;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      }
    }
  }
  const Vec3 p = along(s1.a, d1, s), q = along(s2.a, d2, t), w = minus(p, q);
  return {s, t, p, q, dot(w, w)};
}

}  // namespace plumb::naive
