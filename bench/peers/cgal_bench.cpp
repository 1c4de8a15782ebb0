// Peer benchmarks: CGAL 5.5's three standard kernels on Plumb's inputs.
//   cgal_sc     Simple_cartesian<double>: plain double, the naive formulas;
//   cgal_epick  Exact_predicates_inexact_constructions_kernel: filtered
//               predicates (interval arithmetic, then exact), double results;
//   cgal_epeck  Exact_predicates_exact_constructions_kernel: lazy exact
//               numbers, so constructions (the squared distance) are exact too.
// orientation, the closed segment test (do_intersect) and the point-segment
// squared distance. `wrong` compares each decision with Plumb's.
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Simple_cartesian.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_2.h>

#include "bench/harness.h"
#include "bench/inputs.h"
#include "kernels/crossing.h"
#include "kernels/orientation.h"

namespace plumb::bench {
namespace {

using SC = CGAL::Simple_cartesian<double>;
using EPICK = CGAL::Exact_predicates_inexact_constructions_kernel;
using EPECK = CGAL::Exact_predicates_exact_constructions_kernel;

template <class K>
typename K::Point_2 point(Vec2 p) {
  return {p.x, p.y};
}

template <class K>
struct Points3 {
  typename K::Point_2 a, b, c;
};
template <class K>
Points3<K> convert_triple(const Triple& t) {
  return {point<K>(t.a), point<K>(t.b), point<K>(t.c)};
}
template <class K>
int orient(const Points3<K>& t) {
  return static_cast<int>(CGAL::orientation(t.a, t.b, t.c));  // LEFT_TURN = 1, as Plumb
}
bool same_orientation(const Triple& t, int sign) { return sign == orientation(t.a, t.b, t.c); }

template <class K>
struct Segments2 {
  typename K::Segment_2 first, second;
};
template <class K>
Segments2<K> convert_pair(const SegmentPair& p) {
  return {{point<K>(p.first.a), point<K>(p.first.b)}, {point<K>(p.second.a), point<K>(p.second.b)}};
}
template <class K>
bool intersect(const Segments2<K>& p) {
  return CGAL::do_intersect(p.first, p.second);
}
bool same_intersect(const SegmentPair& p, bool meet) { return meet == segments_intersect(p.first, p.second); }

template <class K>
struct PointSegment {
  typename K::Point_2 p;
  typename K::Segment_2 s;
};
template <class K>
PointSegment<K> convert_point_segment(const PointAndSegment& q) {
  return {point<K>(q.p), {point<K>(q.s.a), point<K>(q.s.b)}};
}
template <class K>
typename K::FT squared(const PointSegment<K>& q) {
  return CGAL::squared_distance(q.p, q.s);
}

template <class K>
void register_kernel_peer(const std::string& peer) {
  register_peer("orientation", peer, triples, convert_triple<K>, orient<K>, same_orientation);
  register_peer("segments_intersect", peer, segment_pairs, convert_pair<K>, intersect<K>, same_intersect);
  register_peer("squared_distance_point_segment", peer, points_and_segments, convert_point_segment<K>, squared<K>);
}

const bool registered = [] {
  register_kernel_peer<SC>("cgal_sc");
  register_kernel_peer<EPICK>("cgal_epick");
  register_kernel_peer<EPECK>("cgal_epeck");
  return true;
}();

}  // namespace
}  // namespace plumb::bench
