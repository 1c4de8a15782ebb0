// Benchmarks: every point where a segment meets a polyline of N vertices
// (kernels/polyline_crossings.h), N = 16, 256; reported per edge. The
// segment is the ray of bench/inputs_polygon.h's chains, read as a segment.
#include "bench/harness.h"
#include "bench/inputs_polygon.h"
#include "properties/naive/polyline_crossings.h"
#include "kernels/polyline_crossings.h"
#include "oracle/polyline_crossings.h"

namespace plumb::bench {
namespace {

std::vector<Vec2> plumb_call(const RayAndChain& q) { return polyline_segment_crossings(q.chain, q.ray); }
std::vector<Vec2> naive_call(const RayAndChain& q) { return naive::polyline_segment_crossings(q.chain, q.ray); }
std::size_t oracle_call(const RayAndChain& q) { return oracle::polyline_segment_crossings(q.chain, q.ray).size(); }
// How many points: the decision Plumb makes exactly.
std::size_t count(const std::vector<Vec2>& points) { return points.size(); }

template <std::size_t N>
std::span<const RayAndChain> inputs(InputClass c) {
  return rays_and_chains(c, N);
}

const bool registered = [] {
  register_kernel("polyline_segment_crossings", Source<RayAndChain>{inputs<16>, 16}, plumb_call, naive_call,
                  oracle_call, count);
  register_kernel("polyline_segment_crossings", Source<RayAndChain>{inputs<256>, 256}, plumb_call, naive_call,
                  oracle_call, count);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
