// Benchmarks: where a ray enters a capsule (kernels/ray_capsule.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/ray_capsule.h"
#include "kernels/ray_capsule.h"
#include "oracle/ray_capsule.h"

namespace plumb::bench {
namespace {

std::optional<double> plumb_entry(const RayAndCapsule& q) { return ray_capsule_entry(q.ray, q.capsule); }
std::optional<double> naive_entry(const RayAndCapsule& q) { return naive::ray_capsule_entry(q.ray, q.capsule); }
// The correctly rounded entry, which is what a check compares against.
std::optional<double> oracle_entry(const RayAndCapsule& q) { return oracle::ray_capsule_entry_rounded(q.ray, q.capsule); }
bool hits(const std::optional<double>& t) { return t.has_value(); }

const bool registered = [] {
  register_kernel("ray_capsule_entry", each(rays_and_capsules), plumb_entry, naive_entry, oracle_entry, hits);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
