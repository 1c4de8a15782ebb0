// Benchmarks: the closest points of a 3D ray and a segment
// (kernels/ray_segment3d.h), on the segment pairs' inputs: the ray from the
// first segment's a through its b, against the second.
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/ray_segment3d.h"
#include "kernels/ray_segment3d.h"
#include "oracle/ray_segment3d.h"

namespace plumb::bench {
namespace {

Ray3 ray_of(const Segment3& s) { return {s.a, {s.b.x - s.a.x, s.b.y - s.a.y, s.b.z - s.a.z}}; }
SegmentPair3 plumb_ray(const Segment3Pair& q) { return ray_segment_distance3(ray_of(q.first), q.second); }
SegmentPair3 naive_ray(const Segment3Pair& q) { return naive::ray_segment_distance3(ray_of(q.first), q.second); }
int oracle_ray(const Segment3Pair& q) {
  return oracle::ray_segment_distance3(ray_of(q.first), q.second).squared_distance.sign();
}
// Which part of each shape: the ray's origin or beyond; the segment's ends or inside.
int region(const SegmentPair3& p) {
  auto at = [](double t) { return t == 0.0 ? 0 : t == 1.0 ? 2 : 1; };
  return 3 * (p.s == 0.0 ? 0 : 1) + at(p.t);
}

const bool registered = [] {
  register_kernel("ray_segment_distance3", each(segment_pairs3), plumb_ray, naive_ray, oracle_ray, region);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
