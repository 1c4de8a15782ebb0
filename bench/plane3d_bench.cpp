// Benchmarks: segments and rays against a plane (kernels/plane3d.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/plane3d.h"
#include "kernels/plane3d.h"
#include "oracle/plane3d.h"

namespace plumb::bench {
namespace {

std::optional<PlaneCrossing> plumb_segment(const SegmentAndPlane& q) { return segment_plane_crossing(q.s, q.plane); }
std::optional<PlaneCrossing> naive_segment(const SegmentAndPlane& q) {
  return naive::segment_plane_crossing(q.s, q.plane);
}
bool oracle_segment(const SegmentAndPlane& q) { return oracle::segment_plane_crossing(q.s, q.plane).has_value(); }
bool crosses(const std::optional<PlaneCrossing>& c) { return c.has_value(); }

std::optional<double> plumb_ray(const RayAndPlane& q) { return ray_plane_hit(q.ray, q.plane); }
std::optional<double> naive_ray(const RayAndPlane& q) { return naive::ray_plane_hit(q.ray, q.plane); }
bool oracle_ray(const RayAndPlane& q) { return oracle::ray_plane_hit(q.ray, q.plane).has_value(); }
bool hits(const std::optional<double>& t) { return t.has_value(); }

const bool registered = [] {
  register_kernel("segment_plane_crossing", each(segments_and_planes), plumb_segment, naive_segment, oracle_segment,
                  crosses);
  register_kernel("ray_plane_hit", each(rays_and_planes), plumb_ray, naive_ray, oracle_ray, hits);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
