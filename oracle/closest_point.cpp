// Plumb oracle: closest points by minimisation over candidates (see
// closest_point.h).
#include "oracle/closest_point.h"

#include <algorithm>
#include <vector>

#include "oracle/crossing.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/parameter.h"
#include "oracle/projection.h"
#include "oracle/rational2d.h"
#include "oracle/rvec.h"

namespace plumb::oracle {

ExactClosest closest_point(const RSegment& s, const RVec2& p, Kind kind) {
  if (is_point(s)) return ExactClosest{Rational(0), s.a, squared_distance(s.a, p)};
  std::vector<Rational> candidates;
  const Rational foot = *projection_t(s, p);
  if (in_range(foot, kind)) candidates.push_back(foot);
  if (kind == Kind::ray || kind == Kind::segment) candidates.push_back(Rational(0));
  if (kind == Kind::segment) candidates.push_back(Rational(1));
  // Never empty: a line always has its foot; rays and segments have t = 0.
  ExactClosest best{candidates.front(), point_at(s, candidates.front()), Rational(0)};
  best.squared_distance = squared_distance(best.point, p);
  for (const Rational& t : candidates) {
    RVec2 point = point_at(s, t);
    Rational d2 = squared_distance(point, p);
    if (d2 < best.squared_distance) best = ExactClosest{t, std::move(point), std::move(d2)};
  }
  return best;
}

Rational squared_distance_point_segment(const RVec2& p, const RSegment& s) {
  return closest_point(s, p, Kind::segment).squared_distance;
}

// The questions on doubles: the dyadic integer stage (dyadic_crossing.h).
ExactClosest closest_point(Segment s, Vec2 p, Kind kind) { return dyadic::closest_point(s, p, kind); }
Rational squared_distance_point_segment(Vec2 p, Segment s) { return dyadic::squared_distance_point_segment(p, s); }
Rational squared_distance_point_line(Vec2 p, Segment s) { return dyadic::squared_distance_point_line(p, s); }
Rational squared_distance_segment_segment(Segment s1, Segment s2) {
  return dyadic::squared_distance_segment_segment(s1, s2);
}

// The same in rationals throughout (rational2d.h).
namespace rational {

ExactClosest closest_point(Segment s, Vec2 p, Kind kind) { return oracle::closest_point(exact(s), exact(p), kind); }

Rational squared_distance_point_segment(Vec2 p, Segment s) {
  return oracle::squared_distance_point_segment(exact(p), exact(s));
}

Rational squared_distance_point_line(Vec2 p, Segment s) {
  return oracle::closest_point(exact(s), exact(p), Kind::line).squared_distance;
}

Rational squared_distance_segment_segment(Segment s1, Segment s2) {
  const RSegment e1 = exact(s1);
  const RSegment e2 = exact(s2);
  if (oracle::segments_intersect(e1, e2)) return Rational(0);
  return std::min({squared_distance_point_segment(e1.a, e2), squared_distance_point_segment(e1.b, e2),
                   squared_distance_point_segment(e2.a, e1), squared_distance_point_segment(e2.b, e1)});
}

}  // namespace rational

}  // namespace plumb::oracle
