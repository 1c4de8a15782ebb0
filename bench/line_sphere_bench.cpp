// Benchmarks: both points where a line meets a sphere (kernels/line_sphere.h),
// on the ray-sphere inputs with each ray read as its whole line.
#include <cmath>

#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "kernels/line_sphere.h"
#include "oracle/line_sphere.h"
#include "properties/naive/line_sphere.h"

namespace plumb::bench {
namespace {

std::optional<LineSphereRoots> plumb_roots(const RayAndSphere& q) { return line_sphere(q.ray, q.sphere); }
std::optional<LineSphereRoots> naive_roots(const RayAndSphere& q) { return naive::line_sphere(q.ray, q.sphere); }
// The correctly rounded roots, which is what a check compares against.
std::optional<LineSphereRoots> oracle_roots(const RayAndSphere& q) {
  if (!std::isfinite(q.sphere.radius) || !oracle::line_sphere_meets(q.ray, q.sphere)) return std::nullopt;
  return LineSphereRoots{oracle::line_sphere_root_rounded(q.ray, q.sphere, 0),
                         oracle::line_sphere_root_rounded(q.ray, q.sphere, 1)};
}
bool meets(const std::optional<LineSphereRoots>& r) { return r.has_value(); }

const bool registered = [] {
  register_kernel("line_sphere", each(rays_and_spheres), plumb_roots, naive_roots, oracle_roots, meets);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
