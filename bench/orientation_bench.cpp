// Benchmarks: orientation of three points (kernels/orientation.h) against the
// naive determinant and the exact oracle, per input class.
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/orientation.h"
#include "kernels/orientation.h"
#include "oracle/crossing.h"

namespace plumb::bench {
namespace {

#ifndef PLUMB_BENCH_DELIBERATE_SLOWDOWN
int plumb_orientation(const Triple& t) { return orientation(t.a, t.b, t.c); }
#else
// Only for recording cli/testdata/bench/slowed.json, the regression that
// `plumb bench`'s comparison must flag: the same answer, computed twice.
int plumb_orientation(const Triple& t) {
  volatile int first = orientation(t.a, t.b, t.c);
  return orientation(t.a, t.b, t.c) + 0 * first;
}
#endif
int naive_orientation(const Triple& t) { return naive::orientation(t.a, t.b, t.c); }
// The oracle has no orientation of its own: it is the sign of the exact cross
// product (b - a) x (c - a), which is what a check compares against.
int oracle_orientation(const Triple& t) { return oracle::direction_cross({t.a, t.b}, {t.a, t.c}).sign(); }
int same(int sign) { return sign; }

const bool registered = [] {
  register_kernel("orientation", each(triples), plumb_orientation, naive_orientation, oracle_orientation, same);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
