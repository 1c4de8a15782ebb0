// Benchmarks: where a point lies against a triangle (kernels/point_in_triangle.h).
#include "bench/harness.h"
#include "bench/inputs_polygon.h"
#include "properties/naive/point_in_polygon.h"
#include "kernels/point_in_triangle.h"
#include "oracle/point_in_polygon.h"

namespace plumb::bench {
namespace {

Location plumb_call(const PointAndTriangle& t) { return point_in_triangle(t.p, t.a, t.b, t.c); }
Location naive_call(const PointAndTriangle& t) { return naive::point_in_triangle(t.p, t.a, t.b, t.c); }
Location oracle_call(const PointAndTriangle& t) { return oracle::point_in_triangle(t.p, t.a, t.b, t.c); }
Location same(Location l) { return l; }

const bool registered = [] {
  register_kernel("point_in_triangle", each(points_and_triangles), plumb_call, naive_call, oracle_call, same);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
