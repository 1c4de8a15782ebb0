// Benchmarks: the closest point of a segment and the point-segment squared
// distance (kernels/closest_point.h, kernels/distance.h), one pair at a time
// and as the hot loop "closest points of N points to one segment".
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/closest_point.h"
#include "kernels/closest_point.h"
#include "kernels/distance.h"
#include "oracle/closest_point.h"

namespace plumb::bench {
namespace {

ClosestPoint plumb_closest(const PointAndSegment& q) { return closest_point(q.s, q.p); }
ClosestPoint naive_closest(const PointAndSegment& q) { return naive::closest_point(q.s, q.p); }
bool oracle_closest(const PointAndSegment& q) {
  return oracle::closest_point(q.s, q.p, Kind::segment).t > 0;  // the exact t, as a check uses it
}
// Which part of the segment is nearest: the end a, the interior or the end b.
int part(const ClosestPoint& c) { return c.t == 0.0 ? -1 : c.t == 1.0 ? 1 : 0; }

double plumb_squared(const PointAndSegment& q) { return squared_distance_point_segment(q.p, q.s); }
double naive_squared(const PointAndSegment& q) { return naive::squared_distance_point_segment(q.p, q.s); }
int oracle_squared(const PointAndSegment& q) { return oracle::squared_distance_point_segment(q.p, q.s).sign(); }

using PointBatch = BatchView<Segment, Vec2>;
void plumb_batch(const PointBatch& b) {
  for (const Vec2 p : b.items) benchmark::DoNotOptimize(closest_point(b.query, p));
}
void naive_batch(const PointBatch& b) {
  for (const Vec2 p : b.items) benchmark::DoNotOptimize(naive::closest_point(b.query, p));
}
void oracle_batch(const PointBatch& b) {
  for (const Vec2 p : b.items) benchmark::DoNotOptimize(oracle::closest_point(b.query, p, Kind::segment).t > 0);
}

const bool registered = [] {
  register_kernel("closest_point", each(points_and_segments), plumb_closest, naive_closest, oracle_closest, part);
  register_kernel("squared_distance_point_segment", each(points_and_segments), plumb_squared, naive_squared,
                  oracle_squared, NoDecision{});
  for (const std::size_t n : kBatchSizes)
    register_kernel("closest_point_batch", batches_of(point_batches, n), plumb_batch, naive_batch, oracle_batch,
                    NoDecision{});
  return true;
}();

}  // namespace
}  // namespace plumb::bench
