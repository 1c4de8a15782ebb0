// Pointing Plumb at your own kernels.
//
// This program plays the part of a user's engine: a handful of textbook 2D
// kernels in plain double arithmetic (the formulas from any tutorial), wrapped
// into a plumb::Subject and run through the same property suite as Plumb's own
// kernels. Members left empty are skipped. It prints the same report as
// `plumb check` and exits 1 when a contract is violated -- which, for these
// kernels, it is: see the README's "Your own kernels" section.
#include <cmath>
#include <iostream>
#include <optional>

#include "properties/report.h"
#include "properties/subject.h"
#include "properties/suite.h"

namespace engine {

struct V {
  double x, y;
};
V sub(V a, V b) { return {a.x - b.x, a.y - b.y}; }
double dot(V a, V b) { return a.x * b.x + a.y * b.y; }
double cross(V a, V b) { return a.x * b.y - a.y * b.x; }

// Closest point on a line (lo = -inf), ray (lo = 0) or segment (lo = 0, hi = 1):
// project, clamp, guard the zero length.
V closest_on_segment(V a, V b, V p, double* t_out, double lo = 0, double hi = 1) {
  const V d = sub(b, a);
  const double dd = dot(d, d);
  double t = dd == 0 ? 0 : dot(sub(p, a), d) / dd;
  t = t < lo ? lo : t > hi ? hi : t;
  *t_out = t;
  return {a.x + t * d.x, a.y + t * d.y};
}

// Segment intersection by side values, with the collinear case by boxes.
double side(V a, V b, V p) { return cross(sub(b, a), sub(p, a)); }
bool segments_intersect(V a, V b, V c, V d) {
  const double s1 = side(a, b, c), s2 = side(a, b, d), s3 = side(c, d, a), s4 = side(c, d, b);
  if (s1 == 0 && s2 == 0)
    return std::fmin(a.x, b.x) <= std::fmax(c.x, d.x) && std::fmin(c.x, d.x) <= std::fmax(a.x, b.x) &&
           std::fmin(a.y, b.y) <= std::fmax(c.y, d.y) && std::fmin(c.y, d.y) <= std::fmax(a.y, b.y);
  return s1 * s2 <= 0 && s3 * s4 <= 0;
}

}  // namespace engine

int main() {
  using namespace plumb;
  auto v = [](Vec2 p) { return engine::V{p.x, p.y}; };

  Subject s;
  s.name = "textbook";
  s.description = "textbook double kernels (examples/textbook_kernels.cpp)";
  s.closest_point = [v](const Segment& seg, Vec2 p, Kind kind) {
    double t = 0;
    const double lo = kind == Kind::line ? -INFINITY : 0.0, hi = kind == Kind::segment ? 1.0 : INFINITY;
    const engine::V q = engine::closest_on_segment(v(seg.a), v(seg.b), v(p), &t, lo, hi);
    return ClosestPoint{t, {q.x, q.y}};
  };
  s.distance_point_segment = [v](Vec2 p, const Segment& seg) {
    double t = 0;
    const engine::V q = engine::closest_on_segment(v(seg.a), v(seg.b), v(p), &t);
    return std::hypot(p.x - q.x, p.y - q.y);
  };
  s.segments_intersect = [v](const Segment& a, const Segment& b) {
    return engine::segments_intersect(v(a.a), v(a.b), v(b.a), v(b.b));
  };

  RunOptions options;
  options.cases = 2000;
  const Report r = run_suite(s, options);
  print_report(std::cout, r, 3);
  return r.passed() ? 0 : 1;
}
