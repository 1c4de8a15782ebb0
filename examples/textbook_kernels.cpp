// The kernels of textbook_kernels.h, and their subject.
#include "examples/textbook_kernels.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace textbook {
namespace {

struct V {
  double x, y;
};
V sub(V a, V b) { return {a.x - b.x, a.y - b.y}; }
double dot(V a, V b) { return a.x * b.x + a.y * b.y; }
double cross(V a, V b) { return a.x * b.y - a.y * b.x; }
V at(V a, V d, double t) { return {a.x + t * d.x, a.y + t * d.y}; }

double clamp01(double t, Bug bug) { return bug == Bug::missing_clamp ? t : std::clamp(t, 0.0, 1.0); }

// Project, then clamp to the kind's range; a zero-length segment is its point.
double closest_t(V a, V b, V p, double lo, double hi, Bug bug) {
  const V d = sub(b, a);
  const double dd = dot(d, d);
  if (dd == 0) return 0;
  const double t = dot(sub(p, a), d) / dd;
  if (hi == 1 && lo == 0) return clamp01(t, bug);
  return std::clamp(t, lo, hi);
}

double distance_point_segment(V p, V a, V b, Bug bug) {
  const V q = at(a, sub(b, a), closest_t(a, b, p, 0, 1, bug));
  return std::hypot(p.x - q.x, p.y - q.y);
}

double squared_distance_point_segment(V p, V a, V b, Bug bug) {
  const V q = at(a, sub(b, a), closest_t(a, b, p, 0, 1, bug));
  const V e = sub(p, q);
  return dot(e, e);
}

double side(V a, V b, V p) { return cross(sub(b, a), sub(p, a)); }

bool boxes_overlap(V a, V b, V c, V d) {
  return std::min(a.x, b.x) <= std::max(c.x, d.x) && std::min(c.x, d.x) <= std::max(a.x, b.x) &&
         std::min(a.y, b.y) <= std::max(c.y, d.y) && std::min(c.y, d.y) <= std::max(a.y, b.y);
}

// Side values, with the collinear case decided by bounding boxes.
bool segments_intersect(V a, V b, V c, V d, Bug bug) {
  const double s1 = side(a, b, c), s2 = side(a, b, d), s3 = side(c, d, a), s4 = side(c, d, b);
  if (s1 == 0 && s2 == 0 && s3 == 0 && s4 == 0 && bug != Bug::missing_collinear_case)
    return boxes_overlap(a, b, c, d);
  if (bug == Bug::strict_touch)  // '<' for '<=': an end on the other segment is not a meeting
    return ((s1 < 0 && s2 > 0) || (s1 > 0 && s2 < 0)) && ((s3 < 0 && s4 > 0) || (s3 > 0 && s4 < 0));
  return ((s1 <= 0 && s2 >= 0) || (s1 >= 0 && s2 <= 0)) && ((s3 <= 0 && s4 >= 0) || (s3 >= 0 && s4 <= 0));
}

// Where two segments meet: t and u by cross products; parallel segments meet
// only when collinear, at the first point of s2 inside s1 (or s1's start).
std::optional<plumb::Crossing> segment_crossing(V a, V b, V c, V d) {
  const V r = sub(b, a), s = sub(d, c), ca = sub(c, a);
  const double den = cross(r, s);
  if (den == 0) {
    if (cross(ca, r) != 0) return std::nullopt;  // parallel, apart
    const double rr = dot(r, r);
    if (rr == 0) {  // s1 is a point
      const double ss = dot(s, s);
      const double u = ss == 0 ? 0 : dot(sub(a, c), s) / ss;
      const V q = at(c, s, std::clamp(u, 0.0, 1.0));
      if (q.x != a.x || q.y != a.y) return std::nullopt;
      return plumb::Crossing{0, u, {a.x, a.y}};
    }
    // Collinear: the overlap of [0, 1] with s2's ends projected on s1.
    const double t0 = dot(ca, r) / rr, t1 = dot(sub(d, a), r) / rr;
    const double lo = std::max(0.0, std::min(t0, t1)), hi = std::min(1.0, std::max(t0, t1));
    if (lo > hi) return std::nullopt;
    const V p = at(a, r, lo);
    const double ss = dot(s, s);
    const double u = ss == 0 ? 0 : dot(sub(p, c), s) / ss;
    return plumb::Crossing{lo, u, {p.x, p.y}};
  }
  const double t = cross(ca, s) / den, u = cross(ca, r) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return std::nullopt;
  const V p = at(a, r, t);
  return plumb::Crossing{t, u, {p.x, p.y}};
}

V v(plumb::Vec2 p) { return {p.x, p.y}; }

}  // namespace

Bug bug_named(const std::string& name) {
  if (name == "none") return Bug::none;
  if (name == "missing-clamp") return Bug::missing_clamp;
  if (name == "missing-collinear-case") return Bug::missing_collinear_case;
  if (name == "strict-touch") return Bug::strict_touch;
  throw std::invalid_argument("unknown bug '" + name + "' (none, missing-clamp, missing-collinear-case, strict-touch)");
}

plumb::Subject subject(Bug bug) {
  using namespace plumb;
  Subject s;
  s.name = "textbook";
  s.description = "careful textbook double kernels (examples/textbook_kernels.cpp)";
  if (bug == Bug::missing_clamp) s.name += "-missing-clamp", s.description += ", with the clamp missing";
  if (bug == Bug::missing_collinear_case)
    s.name += "-missing-collinear-case", s.description += ", with the collinear case missing";
  if (bug == Bug::strict_touch) s.name += "-strict-touch", s.description += ", with strict signs (touching is missing)";
  s.orientation = [](Vec2 a, Vec2 b, Vec2 c) {
    const double d = side(v(a), v(b), v(c));
    return d > 0 ? 1 : d < 0 ? -1 : 0;
  };
  s.closest_point = [bug](const Segment& seg, Vec2 p, Kind kind) {
    const double lo = kind == Kind::line ? -INFINITY : 0.0, hi = kind == Kind::segment ? 1.0 : INFINITY;
    const double t = closest_t(v(seg.a), v(seg.b), v(p), lo, hi, bug);
    const V q = at(v(seg.a), sub(v(seg.b), v(seg.a)), t);
    return ClosestPoint{t, {q.x, q.y}};
  };
  s.distance_point_segment = [bug](Vec2 p, const Segment& seg) {
    return distance_point_segment(v(p), v(seg.a), v(seg.b), bug);
  };
  s.squared_distance_point_segment = [bug](Vec2 p, const Segment& seg) {
    return squared_distance_point_segment(v(p), v(seg.a), v(seg.b), bug);
  };
  s.segments_intersect = [bug](const Segment& a, const Segment& b) {
    return segments_intersect(v(a.a), v(a.b), v(b.a), v(b.b), bug);
  };
  s.segment_crossing = [](const Segment& a, const Segment& b) { return segment_crossing(v(a.a), v(a.b), v(b.a), v(b.b)); };
  // What a game engine declares: metres within a thousand kilometres, doubles,
  // no NaN or infinity in the contract; decisions may differ within 64 u of a
  // degeneracy, constructions by 64 u times their conditioning.
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  // segment_crossing answers a common point of collinear or zero-length
  // segments that touch (the first along s1), not "no crossing".
  s.declared.conventions.parallel_crossing = ParallelCrossing::common_point;
  return s;
}

}  // namespace textbook
