// Benchmarks: closed axis-aligned boxes against boxes (kernels/box_box.h)
// balls (kernels/sphere_box.h) and segments (kernels/segment_box.h),
// Plumb's kernels beside the naive formulas (the min-max overlap, Arvo's test
// in doubles, the slab test on rounded quotients) and the oracle.
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "kernels/box_box.h"
#include "oracle/box_pairs.h"
#include "kernels/segment_box.h"
#include "kernels/sphere_box.h"
#include "properties/naive/box_box.h"
#include "properties/naive/segment_box.h"
#include "properties/naive/sphere_box.h"

namespace plumb::bench {
namespace {

bool plumb_box_box(const BoxPair& q) { return box_box_intersect(q.a, q.b); }
bool naive_box_box(const BoxPair& q) { return naive::box_box_intersect(q.a, q.b); }
bool oracle_box_box(const BoxPair& q) { return oracle::box_box_intersect(q.a, q.b); }
bool plumb_sphere_box(const SphereAndBox& q) { return sphere_box_intersect(q.sphere, q.box); }
bool naive_sphere_box(const SphereAndBox& q) { return naive::sphere_box_intersect(q.sphere, q.box); }
bool oracle_sphere_box(const SphereAndBox& q) { return oracle::sphere_box_intersect(q.sphere, q.box); }
bool plumb_segment_box(const SegmentAndBox& q) { return segment_box_intersect(q.s, q.box); }
bool naive_segment_box(const SegmentAndBox& q) { return naive::segment_box_intersect(q.s, q.box); }
bool oracle_segment_box(const SegmentAndBox& q) { return oracle::segment_box_intersect(q.s, q.box); }
bool same(bool meet) { return meet; }

const bool registered = [] {
  register_kernel("box_box_intersect", each(box_pairs), plumb_box_box, naive_box_box, oracle_box_box, same);
  register_kernel("sphere_box_intersect", each(spheres_and_boxes), plumb_sphere_box, naive_sphere_box,
                  oracle_sphere_box, same);
  register_kernel("segment_box_intersect", each(segments_and_boxes), plumb_segment_box, naive_segment_box,
                  oracle_segment_box, same);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
