// Benchmarks: the closest points of two infinite 3D lines
// (kernels/line_line3d.h), on the segment pairs' inputs read as lines.
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/line_line3d.h"
#include "kernels/line_line3d.h"
#include "oracle/line_line3d.h"

namespace plumb::bench {
namespace {

SegmentPair3 plumb_lines(const Segment3Pair& q) { return line_line_closest3(q.first, q.second); }
SegmentPair3 naive_lines(const Segment3Pair& q) { return naive::line_line_closest3(q.first, q.second); }
int oracle_lines(const Segment3Pair& q) {
  return oracle::line_line_closest3(q.first, q.second).squared_distance.sign();
}
// The one decision: parallel (the documented s = 0) or not. A naive kernel
// that calls nearly parallel lines parallel answers s = 0 too.
int parallel(const SegmentPair3& p) { return p.s == 0.0 ? 1 : 0; }

const bool registered = [] {
  register_kernel("line_line_closest3", each(segment_pairs3), plumb_lines, naive_lines, oracle_lines, parallel);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
