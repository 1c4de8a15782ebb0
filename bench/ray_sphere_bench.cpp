// Benchmarks: where a ray enters a sphere (kernels/ray_sphere.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/ray_sphere.h"
#include "kernels/ray_sphere.h"
#include "oracle/ray3d.h"

namespace plumb::bench {
namespace {

std::optional<double> plumb_entry(const RayAndSphere& q) { return ray_sphere_entry(q.ray, q.sphere); }
std::optional<double> naive_entry(const RayAndSphere& q) { return naive::ray_sphere_entry(q.ray, q.sphere); }
// The correctly rounded entry, which is what a check compares against.
std::optional<double> oracle_entry(const RayAndSphere& q) { return oracle::ray_sphere_entry_rounded(q.ray, q.sphere); }
bool hits(const std::optional<double>& t) { return t.has_value(); }

const bool registered = [] {
  register_kernel("ray_sphere_entry", each(rays_and_spheres), plumb_entry, naive_entry, oracle_entry, hits);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
