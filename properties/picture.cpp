#include "properties/picture.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <regex>

#include "properties/format.h"

namespace plumb {
namespace {

// The two axes a 3D case is drawn in: those along which it extends most.
struct Projection {
  int a = 0, b = 1;
  Vec2 operator()(Vec3 p) const {
    const double c[3] = {p.x, p.y, p.z};
    return {c[a], c[b]};
  }
  std::string name() const {
    const char* n = "xyz";
    return fmt::format("{}, {}", n[a], n[b]);
  }
};

Projection projection_for(std::initializer_list<Vec3> points) {
  double lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
  for (Vec3 p : points) {
    const double c[3] = {p.x, p.y, p.z};
    for (int i = 0; i < 3; ++i)
      if (std::isfinite(c[i])) lo[i] = std::min(lo[i], c[i]), hi[i] = std::max(hi[i], c[i]);
  }
  int order[3] = {0, 1, 2};
  std::sort(order, order + 3, [&](int x, int y) { return hi[x] - lo[x] > hi[y] - lo[y]; });
  Projection p{std::min(order[0], order[1]), std::max(order[0], order[1])};
  return p;
}

void drawn_in(Scene& s, const Projection& p) {
  s.axes = p.name();
  s.axis_a = p.a;
  s.axis_b = p.b;
}

}  // namespace

Scene scene_of(const PointCase& c) {
  Scene s;
  s.lines.push_back({c.s, c.kind, fmt_case::kind(c.kind)});
  s.points.push_back(c.p);
  return s;
}

Scene scene_of(const PairCase& c) {
  Scene s;
  s.lines.push_back({c.s1, Kind::segment, "s1"});
  s.lines.push_back({c.s2, Kind::segment, "s2"});
  return s;
}

Scene scene_of(const CircleCase& c) {
  Scene s;
  s.lines.push_back({c.s, Kind::segment, "s"});
  s.rounds.push_back({c.circle.centre, c.circle.radius});
  s.points.push_back(c.circle.centre);
  return s;
}

Scene scene_of(const SightCase& c) {
  Scene s;
  s.lines.push_back({{c.from, c.to}, Kind::segment, "sight"});
  for (const Segment& w : c.walls) s.lines.push_back({w, Kind::segment, "wall"});
  return s;
}

Scene scene_of(const Point3Case& c) {
  const Projection p = projection_for({c.s.a, c.s.b, c.p});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.points.push_back(p(c.p));
  drawn_in(s, p);
  return s;
}

Scene scene_of(const Pair3Case& c) {
  const Projection p = projection_for({c.s1.a, c.s1.b, c.s2.a, c.s2.b});
  Scene s;
  s.lines.push_back({{p(c.s1.a), p(c.s1.b)}, Kind::segment, "s1"});
  s.lines.push_back({{p(c.s2.a), p(c.s2.b)}, Kind::segment, "s2"});
  if (std::isfinite(c.r2) && c.r2 > 0) s.rounds.push_back({p(c.s2.a), c.r2});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const PlaneCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.s.a, c.s.b, c.ray.origin, tip});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  drawn_in(s, p);
  s.axes += " (the plane is not drawn)";
  return s;
}

Scene scene_of(const RayCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.ray.origin, tip, c.box.min, c.box.max, c.sphere.centre});
  Scene s;
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  if (std::isfinite(c.sphere.radius) && c.sphere.radius >= 0) s.rounds.push_back({p(c.sphere.centre), c.sphere.radius});
  s.rects.push_back({p(c.box.min), p(c.box.max)});
  drawn_in(s, p);
  return s;
}

void add_marks(Scene& scene, const std::string& answer, bool exact) {
  static const std::regex vec(R"(\{([^{},]+), ([^{},]+)(?:, ([^{},]+))?\})");
  bool any = false;
  for (auto it = std::sregex_iterator(answer.begin(), answer.end(), vec); it != std::sregex_iterator(); ++it) {
    try {
      const double x = std::stod((*it)[1].str()), y = std::stod((*it)[2].str());
      Vec2 at{x, y};
      if ((*it)[3].matched) at = Projection{scene.axis_a, scene.axis_b}(Vec3{x, y, std::stod((*it)[3].str())});
      if (std::isfinite(at.x) && std::isfinite(at.y)) scene.marks.push_back({at, exact}), any = true;
    } catch (const std::exception&) {
    }
  }
  if (any || scene.lines.empty()) return;
  static const std::regex t_value(R"(t = ([^ ,()]+))");
  std::smatch m;
  if (!std::regex_search(answer, m, t_value)) return;
  try {
    const double t = std::stod(m[1].str());
    const Segment& s = scene.lines.front().s;
    const Vec2 at{s.a.x + t * (s.b.x - s.a.x), s.a.y + t * (s.b.y - s.a.y)};
    if (std::isfinite(at.x) && std::isfinite(at.y)) scene.marks.push_back({at, exact});
  } catch (const std::exception&) {
  }
}

namespace {

struct View {
  Vec2 centre;
  double span = 1;  // world units across the larger side
  int width = 0, height = 0;
  // Differences first: nearby doubles subtract exactly.
  double x(double wx) const { return width / 2.0 + (wx - centre.x) / span * std::min(width, height); }
  double y(double wy) const { return height / 2.0 - (wy - centre.y) / span * std::min(width, height); }
  double len(double w) const { return w / span * std::min(width, height); }
};

void extend(double& lo, double& hi, double v) {
  if (!std::isfinite(v)) return;
  lo = std::min(lo, v);
  hi = std::max(hi, v);
}

View view_of(const Scene& s, int width, int height, bool zoom) {
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  auto see = [&](Vec2 p) { extend(x0, x1, p.x), extend(y0, y1, p.y); };
  if (zoom && !s.marks.empty()) {
    for (const auto& m : s.marks) see(m.at);
  } else {
    for (const auto& l : s.lines) see(l.s.a), see(l.s.b);
    for (const auto& r : s.rounds) see({r.centre.x - r.radius, r.centre.y - r.radius}), see({r.centre.x + r.radius, r.centre.y + r.radius});
    for (const auto& r : s.rects) see(r.min), see(r.max);
    for (Vec2 p : s.points) see(p);
    for (const auto& m : s.marks) see(m.at);
  }
  View v;
  v.width = width;
  v.height = height;
  if (!std::isfinite(x0)) return v;
  v.centre = {x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2};
  double span = std::max(x1 - x0, y1 - y0) * 1.3;
  if (!(span > 0)) {  // one mark or a point scene: a small window around it
    const double m = std::max(std::fabs(v.centre.x), std::fabs(v.centre.y));
    span = m > 0 ? m * 1e-12 : 1.0;
  }
  v.span = span;
  return v;
}

std::string colour(const std::string& role) {
  if (role == "s2" || role == "wall") return "#3465a4";
  if (role == "ray" || role == "sight") return "#75507b";
  return "#2e3436";
}

}  // namespace

std::string svg(const Scene& s, int width, int height, bool zoom) {
  const View v = view_of(s, width, height, zoom);
  std::string out = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}" style="border:1px solid #ccc;background:#fff">)",
      width, height, width, height);
  // Lines and rays are drawn long: far past the view on the open side(s).
  for (const auto& l : s.lines) {
    Vec2 a = l.s.a, b = l.s.b;
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double reach = 4 * v.span / std::max(std::hypot(dx, dy), std::numeric_limits<double>::min());
    if (l.kind != Kind::segment && std::isfinite(reach)) b = {a.x + reach * dx, a.y + reach * dy};
    if (l.kind == Kind::line && std::isfinite(reach)) a = {l.s.a.x - reach * dx, l.s.a.y - reach * dy};
    out += fmt::format(R"(<line x1="{:.2f}" y1="{:.2f}" x2="{:.2f}" y2="{:.2f}" stroke="{}" stroke-width="2"{}/>)",
                       v.x(a.x), v.y(a.y), v.x(b.x), v.y(b.y), colour(l.role),
                       l.kind == Kind::segment ? "" : R"( stroke-dasharray="6 3")");
    for (Vec2 e : {l.s.a, l.s.b})
      out += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="2.5" fill="{}"/>)", v.x(e.x), v.y(e.y), colour(l.role));
  }
  for (const auto& r : s.rounds)
    out += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="{:.2f}" fill="none" stroke="#4e9a06" stroke-width="1.5"/>)",
                       v.x(r.centre.x), v.y(r.centre.y), v.len(r.radius));
  for (const auto& r : s.rects)
    out += fmt::format(R"(<rect x="{:.2f}" y="{:.2f}" width="{:.2f}" height="{:.2f}" fill="none" stroke="#c4a000" stroke-width="1.5"/>)",
                       v.x(std::min(r.min.x, r.max.x)), v.y(std::max(r.min.y, r.max.y)), v.len(std::fabs(r.max.x - r.min.x)),
                       v.len(std::fabs(r.max.y - r.min.y)));
  for (Vec2 p : s.points)
    out += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="3" fill="#2e3436"/>)", v.x(p.x), v.y(p.y));
  for (const auto& m : s.marks) {
    const double x = v.x(m.at.x), y = v.y(m.at.y);
    if (m.exact)
      out += fmt::format(R"(<circle cx="{:.2f}" cy="{:.2f}" r="7" fill="none" stroke="#4e9a06" stroke-width="2.5"/>)", x, y);
    else
      out += fmt::format(R"(<path d="M{:.2f},{:.2f}l10,10m0,-10l-10,10" stroke="#cc0000" stroke-width="2.5"/>)", x - 5, y - 5);
  }
  out += fmt::format(R"(<text x="6" y="{}" font-size="11" fill="#555">{} view, axes {}, width {:.3g}</text>)", height - 6,
                     zoom ? "zoomed" : "whole", s.axes, v.span);
  return out + "</svg>";
}

}  // namespace plumb
