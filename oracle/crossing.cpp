// Plumb oracle: crossings by Cramer's rule and exact parameter intervals
// (see crossing.h).
#include "oracle/crossing.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "oracle/closest_point.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/parameter.h"
#include "oracle/rational2d.h"
#include "oracle/rvec.h"

namespace plumb::oracle {

bool parallel(const RSegment& s1, const RSegment& s2) { return cross(direction(s1), direction(s2)) == 0; }

bool collinear(const RSegment& s1, const RSegment& s2) {
  std::vector<RVec2> distinct;
  for (const RVec2* p : {&s1.a, &s1.b, &s2.a, &s2.b}) {
    if (std::find(distinct.begin(), distinct.end(), *p) == distinct.end()) distinct.push_back(*p);
  }
  if (distinct.size() <= 2) return true;  // one or two points always share a line
  const RSegment through{distinct[0], distinct[1]};  // distinct, so a real line
  return std::all_of(distinct.begin() + 2, distinct.end(),
                     [&](const RVec2& p) { return parameter_of(through, p).has_value(); });
}

std::optional<ExactCrossing> line_crossing(const RSegment& s1, const RSegment& s2) {
  // t d1 + u (-d2) = r, with columns d1 and -d2.
  const RVec2 d1 = direction(s1);
  const RVec2 d2 = direction(s2);
  const RVec2 r = s2.a - s1.a;
  const Rational det = d1.x * (-d2.y) - (-d2.x) * d1.y;
  if (det == 0) return std::nullopt;
  Rational t = (r.x * (-d2.y) - (-d2.x) * r.y) / det;
  Rational u = (d1.x * r.y - r.x * d1.y) / det;
  RVec2 point = point_at(s1, t);
  if (!(point == point_at(s2, u))) {
    throw std::logic_error("plumb::oracle::line_crossing: substitution check failed");
  }
  return ExactCrossing{std::move(t), std::move(u), std::move(point)};
}

bool segments_intersect(const RSegment& s1, const RSegment& s2) {
  if (!parallel(s1, s2)) {
    const std::optional<ExactCrossing> c = line_crossing(s1, s2);
    return in_range(c->t, Kind::segment) && in_range(c->u, Kind::segment);
  }
  // Parallel: zero-length segments are points.
  if (is_point(s1)) return on_shape(s2, Kind::segment, s1.a);
  if (is_point(s2)) return on_shape(s1, Kind::segment, s2.a);
  // Both have length: s2 must lie on s1's line, and then its ends have exact
  // parameters along s1; the segments meet iff [ta, tb] (in order) meets [0, 1].
  const std::optional<Rational> ta = parameter_of(s1, s2.a);
  const std::optional<Rational> tb = parameter_of(s1, s2.b);
  if (!ta || !tb) return false;
  const Rational low = std::max(std::min(*ta, *tb), Rational(0));
  const Rational high = std::min(std::max(*ta, *tb), Rational(1));
  return low <= high;
}

Rational direction_cross(Segment s1, Segment s2) {
  return cross(direction(exact(s1)), direction(exact(s2)));
}

// The questions on doubles: the dyadic integer stage (dyadic_crossing.h).
bool parallel(Segment s1, Segment s2) { return dyadic::parallel(s1, s2); }
bool collinear(Segment s1, Segment s2) { return dyadic::collinear(s1, s2); }
bool collinear_overlap(Segment s1, Segment s2) { return dyadic::collinear_overlap(s1, s2); }
std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2) { return dyadic::line_crossing(s1, s2); }
std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2) { return dyadic::segment_crossing(s1, s2); }
bool segments_intersect(Segment s1, Segment s2) { return dyadic::segments_intersect(s1, s2); }
bool line_segment_intersect(Segment line, Segment s) { return dyadic::line_segment_intersect(line, s); }
bool circle_segment_intersect(Circle c, Segment s) { return dyadic::circle_segment_intersect(c, s); }

// The same questions in rationals throughout (rational2d.h): the reference
// the dyadic stage is tested against.
namespace rational {

bool parallel(Segment s1, Segment s2) { return oracle::parallel(exact(s1), exact(s2)); }

bool collinear(Segment s1, Segment s2) { return oracle::collinear(exact(s1), exact(s2)); }

bool collinear_overlap(Segment s1, Segment s2) {
  const RSegment e1 = exact(s1);
  const RSegment e2 = exact(s2);
  return collinear(e1, e2) && segments_intersect(e1, e2);
}

std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2) { return oracle::line_crossing(exact(s1), exact(s2)); }

std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2) {
  std::optional<ExactCrossing> c = oracle::line_crossing(exact(s1), exact(s2));
  if (c && in_range(c->t, Kind::segment) && in_range(c->u, Kind::segment)) return c;
  return std::nullopt;
}

bool segments_intersect(Segment s1, Segment s2) { return oracle::segments_intersect(exact(s1), exact(s2)); }

bool line_segment_intersect(Segment line, Segment s) {
  const RSegment l = exact(line);
  const RSegment e = exact(s);
  if (is_point(l)) return on_shape(e, Kind::segment, l.a);
  if (is_point(e)) return on_shape(l, Kind::line, e.a);
  if (!parallel(l, e)) return in_range(line_crossing(l, e)->u, Kind::segment);
  // Parallel with length: the segment meets the line iff it lies on it.
  return parameter_of(l, e.a).has_value();
}

bool circle_segment_intersect(Circle c, Segment s) {
  const RVec2 centre = exact(c.centre);  // throws on a non-finite coordinate
  const RSegment e = exact(s);
  if (std::isnan(c.radius) || c.radius < 0.0) return false;
  if (std::isinf(c.radius)) return true;  // +inf: the whole plane
  const Rational r = exact(c.radius);
  return squared_distance_point_segment(centre, e) <= r * r;
}

}  // namespace rational

}  // namespace plumb::oracle
