// Benchmarks: the first wall blocking a sight segment among N walls
// (kernels/line_of_sight.h), N = 16, 256, 4096; reported per wall.
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/line_of_sight.h"
#include "kernels/line_of_sight.h"
#include "oracle/line_of_sight.h"

namespace plumb::bench {
namespace {

using Sight = BatchView<Segment, Segment>;
std::optional<Blocker> plumb_blocker(const Sight& s) { return first_blocker(s.query.a, s.query.b, s.items); }
std::optional<Blocker> naive_blocker(const Sight& s) { return naive::first_blocker(s.query.a, s.query.b, s.items); }
bool oracle_blocker(const Sight& s) { return oracle::first_blocker(s.query.a, s.query.b, s.items).has_value(); }
// Blocked or clear: the decision Plumb makes exactly. Which wall is named
// is not compared: walls whose contacts lie within the rounding of t of each
// other may legitimately be named either way.
bool blocked(const std::optional<Blocker>& b) { return b.has_value(); }

const bool registered = [] {
  for (const std::size_t n : kBatchSizes)
    register_kernel("first_blocker", batches_of(sight_batches, n), plumb_blocker, naive_blocker, oracle_blocker,
                    blocked);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
