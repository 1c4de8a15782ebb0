// Benchmarks: where a ray meets a triangle (kernels/ray_triangle.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/ray_triangle.h"
#include "kernels/ray_triangle.h"
#include "oracle/ray_triangle.h"

namespace plumb::bench {
namespace {

std::optional<TriangleHit> plumb_hit(const RayAndTriangle& q) { return ray_triangle_hit(q.ray, q.triangle); }
std::optional<TriangleHit> naive_hit(const RayAndTriangle& q) { return naive::ray_triangle_hit(q.ray, q.triangle); }
// The exact decision and parameters, which is what a check compares against.
bool oracle_hit(const RayAndTriangle& q) { return oracle::ray_triangle_hit(q.ray, q.triangle).has_value(); }
bool hits(const std::optional<TriangleHit>& h) { return h.has_value(); }

const bool registered = [] {
  register_kernel("ray_triangle_hit", each(rays_and_triangles), plumb_hit, naive_hit, oracle_hit, hits);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
