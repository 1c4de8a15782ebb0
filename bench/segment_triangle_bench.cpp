// Benchmarks: where a segment crosses a triangle (kernels/segment_triangle.h),
// on the ray-triangle inputs with each ray read as the segment from its
// origin to origin + direction (a ray aimed at a corner or an edge point ends
// there: the degenerate classes end on the triangle's boundary).
#include <map>

#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/segment_triangle.h"
#include "kernels/segment_triangle.h"
#include "oracle/segment_triangle.h"

namespace plumb::bench {
namespace {

struct SegmentAndTriangle {
  Segment3 s;
  Triangle3 triangle;
};

const std::vector<SegmentAndTriangle>& segments_and_triangles(InputClass c) {
  static std::map<InputClass, std::vector<SegmentAndTriangle>> cache;
  auto it = cache.find(c);
  if (it != cache.end()) return it->second;
  std::vector<SegmentAndTriangle> v;
  for (const RayAndTriangle& q : rays_and_triangles(c)) {
    const Vec3 o = q.ray.origin, d = q.ray.direction;
    v.push_back({{o, {o.x + d.x, o.y + d.y, o.z + d.z}}, q.triangle});
  }
  return cache.emplace(c, std::move(v)).first->second;
}

std::optional<TriangleHit> plumb_crossing(const SegmentAndTriangle& q) {
  return segment_triangle_crossing(q.s, q.triangle);
}
std::optional<TriangleHit> naive_crossing(const SegmentAndTriangle& q) {
  return naive::segment_triangle_crossing(q.s, q.triangle);
}
bool oracle_crossing(const SegmentAndTriangle& q) {
  return oracle::segment_triangle_crossing(q.s, q.triangle).has_value();
}
bool crosses(const std::optional<TriangleHit>& h) { return h.has_value(); }

const bool registered = [] {
  register_kernel("segment_triangle_crossing", each(segments_and_triangles), plumb_crossing, naive_crossing,
                  oracle_crossing, crosses);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
