// Benchmarks: spheres and capsules against segments and each other
// (kernels/round_shapes3d.h). The capsule-sphere inputs are the
// sphere-segment ones with the radius split exactly between the two shapes.
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/round_shapes3d.h"
#include "kernels/round_shapes3d.h"
#include "oracle/round_shapes3d.h"

namespace plumb::bench {
namespace {

bool plumb_sphere(const SphereAndSegment& q) { return sphere_segment_intersect(q.sphere, q.s); }
bool naive_sphere(const SphereAndSegment& q) { return naive::sphere_segment_intersect(q.sphere, q.s); }
bool oracle_sphere(const SphereAndSegment& q) { return oracle::sphere_segment_intersect(q.sphere, q.s); }

// Halving is exact for the radii drawn here, so r/2 + (r - r/2) == r exactly.
Capsule capsule_of(const SphereAndSegment& q) { return {q.s.a, q.s.b, q.sphere.radius / 2}; }
Sphere sphere_of(const SphereAndSegment& q) { return {q.sphere.centre, q.sphere.radius - q.sphere.radius / 2}; }
bool plumb_capsule_sphere(const SphereAndSegment& q) { return capsule_sphere_intersect(capsule_of(q), sphere_of(q)); }
bool naive_capsule_sphere(const SphereAndSegment& q) {
  return naive::capsule_sphere_intersect(capsule_of(q), sphere_of(q));
}
bool oracle_capsule_sphere(const SphereAndSegment& q) {
  return oracle::capsule_sphere_intersect(capsule_of(q), sphere_of(q));
}

bool plumb_capsules(const CapsulePair& q) { return capsule_capsule_intersect(q.first, q.second); }
bool naive_capsules(const CapsulePair& q) { return naive::capsule_capsule_intersect(q.first, q.second); }
bool oracle_capsules(const CapsulePair& q) { return oracle::capsule_capsule_intersect(q.first, q.second); }

bool same_answer(bool touch) { return touch; }

const bool registered = [] {
  register_kernel("sphere_segment_intersect", each(spheres_and_segments), plumb_sphere, naive_sphere, oracle_sphere,
                  same_answer);
  register_kernel("capsule_sphere_intersect", each(spheres_and_segments), plumb_capsule_sphere, naive_capsule_sphere,
                  oracle_capsule_sphere, same_answer);
  register_kernel("capsule_capsule_intersect", each(capsule_pairs), plumb_capsules, naive_capsules, oracle_capsules,
                  same_answer);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
