// Benchmarks: where a ray enters an axis-aligned box, the slab test
// (kernels/ray_box.h), one pair at a time and as the hot loop "one ray
// against N boxes" (the nearest box hit), reported per box.
#include <limits>

#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "properties/naive/ray_box.h"
#include "kernels/ray_box.h"
#include "oracle/ray3d.h"

namespace plumb::bench {
namespace {

std::optional<double> plumb_entry(const RayAndBox& q) { return ray_box_entry(q.ray, q.box); }
std::optional<double> naive_entry(const RayAndBox& q) { return naive::ray_box_entry(q.ray, q.box); }
bool oracle_entry(const RayAndBox& q) { return oracle::ray_box_entry(q.ray, q.box).has_value(); }
bool hits(const std::optional<double>& t) { return t.has_value(); }

// The index of the box the ray enters first (boxes.size() when it misses all).
template <class Entry>
std::size_t nearest_box(const Ray3& ray, std::span<const Box> boxes, Entry entry) {
  std::size_t best = boxes.size();
  double best_t = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const std::optional<double> t = entry(ray, boxes[i]);
    if (t && *t < best_t) best = i, best_t = *t;
  }
  return best;
}

using RayBatch = BatchView<Ray3, Box>;
std::size_t plumb_nearest(const RayBatch& b) {
  return nearest_box(b.query, b.items, [](const Ray3& r, const Box& x) { return ray_box_entry(r, x); });
}
std::size_t naive_nearest(const RayBatch& b) {
  return nearest_box(b.query, b.items, [](const Ray3& r, const Box& x) { return naive::ray_box_entry(r, x); });
}
bool oracle_nearest(const RayBatch& b) {
  bool any = false;  // the oracle's exact entries, as a check would compute them
  for (const Box& x : b.items) any |= oracle::ray_box_entry(b.query, x).has_value();
  return any;
}

const bool registered = [] {
  register_kernel("ray_box_entry", each(rays_and_boxes), plumb_entry, naive_entry, oracle_entry, hits);
  for (const std::size_t n : kBatchSizes)
    register_kernel("ray_box_batch", batches_of(ray_box_batches, n), plumb_nearest, naive_nearest, oracle_nearest,
                    NoDecision{});
  return true;
}();

}  // namespace
}  // namespace plumb::bench
