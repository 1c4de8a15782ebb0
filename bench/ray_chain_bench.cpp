// Benchmarks: the first edge of a chain of N vertices a ray meets
// (kernels/ray_chain.h), N = 16, 256; reported per edge.
#include "bench/harness.h"
#include "bench/inputs_polygon.h"
#include "properties/naive/ray_chain.h"
#include "kernels/ray_chain.h"
#include "oracle/point_in_polygon.h"

namespace plumb::bench {
namespace {

std::optional<Blocker> plumb_call(const RayAndChain& q) { return ray_chain_hit(q.ray, q.chain); }
std::optional<Blocker> naive_call(const RayAndChain& q) { return naive::ray_chain_hit(q.ray, q.chain); }
bool oracle_call(const RayAndChain& q) { return oracle::ray_chain_hit(q.ray, q.chain).has_value(); }
// Hit or miss: the decision Plumb makes exactly.
bool hits(const std::optional<Blocker>& b) { return b.has_value(); }

template <std::size_t N>
std::span<const RayAndChain> inputs(InputClass c) {
  return rays_and_chains(c, N);
}

const bool registered = [] {
  register_kernel("ray_chain_hit", Source<RayAndChain>{inputs<16>, 16}, plumb_call, naive_call, oracle_call, hits);
  register_kernel("ray_chain_hit", Source<RayAndChain>{inputs<256>, 256}, plumb_call, naive_call, oracle_call, hits);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
