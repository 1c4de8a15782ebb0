// Benchmarks: the closed segment-segment test and the segment crossing
// (kernels/crossing.h) against the naive formulas and the exact oracle.
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/crossing.h"
#include "kernels/crossing.h"
#include "oracle/crossing.h"

namespace plumb::bench {
namespace {

bool plumb_intersect(const SegmentPair& p) { return segments_intersect(p.first, p.second); }
bool naive_intersect(const SegmentPair& p) { return naive::segments_intersect(p.first, p.second); }
bool oracle_intersect(const SegmentPair& p) { return oracle::segments_intersect(p.first, p.second); }
bool same_answer(bool meet) { return meet; }

std::optional<Crossing> plumb_crossing(const SegmentPair& p) { return segment_crossing(p.first, p.second); }
std::optional<Crossing> naive_crossing(const SegmentPair& p) { return naive::segment_crossing(p.first, p.second); }
bool oracle_crossing(const SegmentPair& p) { return oracle::segment_crossing(p.first, p.second).has_value(); }
bool crosses(const std::optional<Crossing>& c) { return c.has_value(); }

const bool registered = [] {
  register_kernel("segments_intersect", each(segment_pairs), plumb_intersect, naive_intersect, oracle_intersect,
                  same_answer);
  register_kernel("segment_crossing", each(segment_pairs), plumb_crossing, naive_crossing, oracle_crossing, crosses);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
