// Peer benchmarks: GEOS 3.11 through its C API (the only one Debian ships):
// GEOSOrientationIndex_r (robust orientation: a double-double filter, as in
// JTS) and GEOSSegmentIntersection_r (the closed segment test of GEOS's
// LineIntersector, which also computes the point). `wrong` compares each
// decision with Plumb's.
#include <geos_c.h>

#include "bench/harness.h"
#include "bench/inputs.h"
#include "kernels/crossing.h"
#include "kernels/orientation.h"

namespace plumb::bench {
namespace {

// One context for the program: the _r functions are the thread-safe API, and
// the global-context ones are deprecated.
GEOSContextHandle_t context() {
  static const GEOSContextHandle_t handle = GEOS_init_r();
  return handle;
}

Triple as_is(const Triple& t) { return t; }
SegmentPair as_is_pair(const SegmentPair& p) { return p; }

int geos_orientation(const Triple& t) {
  return GEOSOrientationIndex_r(context(), t.a.x, t.a.y, t.b.x, t.b.y, t.c.x, t.c.y);
}
// Documented in geos_c.h as -1 for a left turn; Orientation::index behind it
// returns +1 (COUNTERCLOCKWISE) for a left turn, as Plumb does, and that is
// what it measures here (wrong = 0 on every class).
bool same_orientation(const Triple& t, int index) { return index == orientation(t.a, t.b, t.c); }

bool geos_intersect(const SegmentPair& p) {
  double x = 0.0, y = 0.0;
  return GEOSSegmentIntersection_r(context(), p.first.a.x, p.first.a.y, p.first.b.x, p.first.b.y, p.second.a.x,
                                   p.second.a.y, p.second.b.x, p.second.b.y, &x, &y) == 1;
}
bool same_intersect(const SegmentPair& p, bool meet) { return meet == segments_intersect(p.first, p.second); }

const bool registered = [] {
  register_peer("orientation", "geos", triples, as_is, geos_orientation, same_orientation);
  register_peer("segments_intersect", "geos", segment_pairs, as_is_pair, geos_intersect, same_intersect);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
