// Benchmarks: does a disc touch a segment (kernels/circle_segment.h)?
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/circle_segment.h"
#include "kernels/circle_segment.h"
#include "oracle/crossing.h"

namespace plumb::bench {
namespace {

bool plumb_touch(const CircleAndSegment& q) { return circle_segment_intersect(q.circle, q.s); }
bool naive_touch(const CircleAndSegment& q) { return naive::circle_segment_intersect(q.circle, q.s); }
bool oracle_touch(const CircleAndSegment& q) { return oracle::circle_segment_intersect(q.circle, q.s); }
bool same_answer(bool touch) { return touch; }

const bool registered = [] {
  register_kernel("circle_segment_intersect", each(circles_and_segments), plumb_touch, naive_touch, oracle_touch,
                  same_answer);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
