// Benchmarks: where a point lies against a polygon of N vertices
// (kernels/point_in_polygon.h), N = 16, 256; reported per edge.
#include "bench/harness.h"
#include "bench/inputs_polygon.h"
#include "properties/naive/point_in_polygon.h"
#include "kernels/point_in_polygon.h"
#include "oracle/point_in_polygon.h"

namespace plumb::bench {
namespace {

Location plumb_call(const PointAndPolygon& q) { return point_in_polygon(q.p, q.polygon); }
Location naive_call(const PointAndPolygon& q) { return naive::point_in_polygon(q.p, q.polygon); }
Location oracle_call(const PointAndPolygon& q) { return oracle::point_in_polygon(q.p, q.polygon); }
Location same(Location l) { return l; }

template <std::size_t N>
std::span<const PointAndPolygon> inputs(InputClass c) {
  return points_and_polygons(c, N);
}

const bool registered = [] {
  register_kernel("point_in_polygon", Source<PointAndPolygon>{inputs<16>, 16}, plumb_call, naive_call, oracle_call,
                  same);
  register_kernel("point_in_polygon", Source<PointAndPolygon>{inputs<256>, 256}, plumb_call, naive_call, oracle_call,
                  same);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
