#include "report/picture.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

#include "judge/format.h"

namespace plumb {

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
