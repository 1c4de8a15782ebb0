// Benchmarks: the closest point of a triangle and the point-triangle squared
// distance (kernels/point_triangle3.h), beside Ericson's region test in plain
// double (properties/naive/point_triangle3.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/point_triangle3.h"
#include "kernels/point_triangle3.h"
#include "oracle/point_triangle3.h"

namespace plumb::bench {
namespace {

TriangleClosest plumb_closest(const PointAndTriangle& q) { return closest_point_triangle3(q.p, q.triangle); }
TriangleClosest naive_closest(const PointAndTriangle& q) {
  return naive::closest_point_triangle3_feature(q.p, q.triangle);
}
// The exact feature, which is what a check compares against.
int oracle_closest(const PointAndTriangle& q) { return int(oracle::closest_point_triangle3(q.p, q.triangle).feature); }
int feature(const TriangleClosest& c) { return int(c.feature); }

double plumb_squared(const PointAndTriangle& q) { return squared_distance_point_triangle3(q.p, q.triangle); }
double naive_squared(const PointAndTriangle& q) { return naive::squared_distance_point_triangle3(q.p, q.triangle); }
int oracle_squared(const PointAndTriangle& q) {
  return oracle::squared_distance_point_triangle3(q.p, q.triangle).sign();
}

const bool registered = [] {
  register_kernel("closest_point_triangle3", each(points_and_triangles), plumb_closest, naive_closest,
                  oracle_closest, feature);
  register_kernel("squared_distance_point_triangle3", each(points_and_triangles), plumb_squared, naive_squared,
                  oracle_squared, NoDecision{});
  return true;
}();

}  // namespace
}  // namespace plumb::bench
