// Benchmarks: the closest point of a 3D segment and the point-segment squared
// distance in 3D (kernels/closest_point3d.h).
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/closest_point3d.h"
#include "kernels/closest_point3d.h"
#include "oracle/closest_point3d.h"

namespace plumb::bench {
namespace {

ClosestPoint3 plumb_closest(const PointAndSegment3& q) { return closest_point3(q.s, q.p); }
ClosestPoint3 naive_closest(const PointAndSegment3& q) { return naive::closest_point3(q.s, q.p); }
bool oracle_closest(const PointAndSegment3& q) { return oracle::closest_point3(q.s, q.p).t > 0; }
// Which part of the segment is nearest: the end a, the interior or the end b.
int part(const ClosestPoint3& c) { return c.t == 0.0 ? -1 : c.t == 1.0 ? 1 : 0; }

double plumb_squared(const PointAndSegment3& q) { return squared_distance_point_segment3(q.p, q.s); }
double naive_squared(const PointAndSegment3& q) { return naive::squared_distance_point_segment3(q.p, q.s); }
int oracle_squared(const PointAndSegment3& q) { return oracle::squared_distance_point_segment3(q.p, q.s).sign(); }

const bool registered = [] {
  register_kernel("closest_point3", each(points_and_segments3), plumb_closest, naive_closest, oracle_closest, part);
  register_kernel("squared_distance_point_segment3", each(points_and_segments3), plumb_squared, naive_squared,
                  oracle_squared, NoDecision{});
  return true;
}();

}  // namespace
}  // namespace plumb::bench
