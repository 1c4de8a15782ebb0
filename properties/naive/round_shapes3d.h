// BASELINE BEING REPLACED (the benchmarks and the rounding reference): spheres and capsules by rounded distances.
// See properties/naive/README.md.
#pragma once

#include "properties/naive/closest_point3d.h"
#include "properties/naive/segment_segment3d.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// |centre - closest point|^2 <= r^2.
/// Bug: both sides rounded, so a grazing sphere is judged by its rounding.
inline bool sphere_segment_intersect(const Sphere& sphere, const Segment3& s) {
  return squared_distance_point_segment3(sphere.centre, s) <= sphere.radius * sphere.radius;
}

/// |centre - closest point|^2 <= (r1 + r2)^2. Bug: as above, and r1 + r2 is rounded.
inline bool capsule_sphere_intersect(const Capsule& c, const Sphere& sphere) {
  const double r = c.radius + sphere.radius;
  return squared_distance_point_segment3(sphere.centre, {c.a, c.b}) <= r * r;
}

/// The segments' closest pair's squared distance <= (r1 + r2)^2.
/// Bug: inherits segment_segment_closest3's misjudged regions near parallel.
inline bool capsule_capsule_intersect(const Capsule& c1, const Capsule& c2) {
  const double r = c1.radius + c2.radius;
  return segment_segment_closest3({c1.a, c1.b}, {c2.a, c2.b}).squared_distance <= r * r;
}

}  // namespace plumb::naive
