// Benchmarks: closed axis-aligned boxes against boxes (kernels/box_box.h),
// Plumb's kernel beside the naive min-max overlap and the oracle.
#include "bench/harness.h"
#include "bench/inputs3d.h"
#include "kernels/box_box.h"
#include "oracle/box_pairs.h"
#include "properties/naive/box_box.h"

namespace plumb::bench {
namespace {

bool plumb_box_box(const BoxPair& q) { return box_box_intersect(q.a, q.b); }
bool naive_box_box(const BoxPair& q) { return naive::box_box_intersect(q.a, q.b); }
bool oracle_box_box(const BoxPair& q) { return oracle::box_box_intersect(q.a, q.b); }
bool same(bool meet) { return meet; }

const bool registered = [] {
  register_kernel("box_box_intersect", each(box_pairs), plumb_box_box, naive_box_box, oracle_box_box, same);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
