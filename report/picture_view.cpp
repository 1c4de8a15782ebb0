// Plumb report: what a picture shows -- the whole scene, or the zoom on the
// answers (or, when no answer has a place, on where the shapes come closest:
// the contact a decision turns on).
#include <cmath>
#include <vector>

#include "report/picture_parts.h"

namespace plumb::picture {
namespace {

struct Box {
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  void see(Vec2 p) {
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return;
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  bool empty() const { return !(x0 <= x1); }
  double spread() const { return std::max(x1 - x0, y1 - y0); }
  Vec2 centre() const { return {x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2}; }
};

Box whole(const Scene& s) {
  Box b;
  for (const auto& l : s.lines) b.see(l.s.a), b.see(l.s.b);
  for (const auto& r : s.rounds)
    b.see({r.centre.x - r.radius, r.centre.y - r.radius}), b.see({r.centre.x + r.radius, r.centre.y + r.radius});
  for (const auto& r : s.rects) b.see(r.min), b.see(r.max);
  for (Vec2 p : s.points) b.see(p);
  for (const auto& m : s.marks) b.see(m.at);
  return b;
}

// The point of segment s nearest p (in doubles: it only places the view).
Vec2 nearest_on(const Segment& s, Vec2 p) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dd = dx * dx + dy * dy;
  double t = dd > 0 ? ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / dd : 0;
  t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
  return {s.a.x + t * dx, s.a.y + t * dy};
}

double gap(Vec2 p, Vec2 q) { return std::hypot(p.x - q.x, p.y - q.y); }

// Where the first two shapes (lines, or a line and a point) come closest: the
// nearer of each end's nearest point on the other.
Box closest_approach(const Scene& s) {
  Box b;
  if (s.lines.empty()) return b;
  const Segment& first = s.lines[0].s;
  std::vector<std::pair<Vec2, Vec2>> pairs;
  if (s.lines.size() >= 2) {
    const Segment& second = s.lines[1].s;
    for (Vec2 e : {second.a, second.b}) pairs.push_back({e, nearest_on(first, e)});
    for (Vec2 e : {first.a, first.b}) pairs.push_back({e, nearest_on(second, e)});
  } else if (!s.points.empty()) {
    pairs.push_back({s.points[0], nearest_on(first, s.points[0])});
  }
  double best = INFINITY;
  for (const auto& [p, q] : pairs)
    if (gap(p, q) < best) best = gap(p, q), b = Box{}, b.see(p), b.see(q);
  return b;
}

}  // namespace

View view_of(const Scene& s, int width, int height, bool zoom) {
  const Box all = whole(s);
  Box shown = all;
  if (zoom) {
    Box on_marks;
    for (const auto& m : s.marks) on_marks.see(m.at);
    shown = on_marks.empty() ? closest_approach(s) : on_marks;
    if (shown.empty()) shown = all;
  }
  View v;
  v.width = width;
  v.height = height;
  if (shown.empty()) return v;
  v.centre = shown.centre();
  constexpr double kMargin = 1.3;  // the view a little wider than what it shows
  double span = shown.spread() * kMargin;
  if (!(span > 0) && all.spread() > 0) span = all.spread() * kMargin / (zoom ? 16 : 1);
  if (!(span > 0) || !std::isfinite(span)) {  // a single point: a small window around it
    const double m = std::max(std::fabs(v.centre.x), std::fabs(v.centre.y));
    span = m > 0 ? m * 1e-12 : 1.0;
  }
  v.span = span;
  return v;
}

}  // namespace plumb::picture
