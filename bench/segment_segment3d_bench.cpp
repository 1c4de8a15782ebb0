// Benchmarks: the closest points of two 3D segments (kernels/segment_segment3d.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/segment_segment3d.h"
#include "kernels/segment_segment3d.h"
#include "oracle/closest_point3d.h"

namespace plumb::bench {
namespace {

SegmentPair3 plumb_pair(const Segment3Pair& q) { return segment_segment_closest3(q.first, q.second); }
SegmentPair3 naive_pair(const Segment3Pair& q) { return naive::segment_segment_closest3(q.first, q.second); }
int oracle_pair(const Segment3Pair& q) {
  return oracle::segment_segment_closest3(q.first, q.second).squared_distance.sign();
}
// Which of the nine regions of the clamped problem: each parameter at 0, inside or at 1.
int region(const SegmentPair3& p) {
  auto part = [](double t) { return t == 0.0 ? 0 : t == 1.0 ? 2 : 1; };
  return 3 * part(p.s) + part(p.t);
}

const bool registered = [] {
  register_kernel("segment_segment_closest3", each(segment_pairs3), plumb_pair, naive_pair, oracle_pair, region);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
