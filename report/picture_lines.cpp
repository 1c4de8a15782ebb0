// Plumb report: a segment, ray or line drawn in a view. A line has no ends
// and a ray one, so they are drawn to the view's edges (clipped in pixel
// space, Liang-Barsky), a ray with an arrowhead saying which way it goes:
// a dashed stub between its two input points would read as a segment.
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <utility>

#include "report/picture_parts.h"

namespace plumb::picture {
namespace {

struct Px {
  double x, y;
};

// The part [lo, hi] of p(t) = a + t d inside the view (a few pixels beyond
// its edges), or nothing.
std::optional<std::pair<double, double>> clipped(Px a, Px d, double lo, double hi, const View& v) {
  constexpr double kPad = 2;
  const double p[4] = {-d.x, d.x, -d.y, d.y};
  const double q[4] = {a.x + kPad, v.width + kPad - a.x, a.y + kPad, v.height + kPad - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return std::nullopt;  // parallel to this edge and outside it
      continue;
    }
    const double r = q[i] / p[i];
    if (p[i] < 0) lo = std::max(lo, r);
    else hi = std::min(hi, r);
  }
  if (!(lo <= hi)) return std::nullopt;
  return std::pair{lo, hi};
}

std::string stroke(const char* cls, Px p, Px q, const std::string& colour, const char* dash) {
  return fmt::format(R"(<line class="{}" x1="{:.2f}" y1="{:.2f}" x2="{:.2f}" y2="{:.2f}" stroke="{}" stroke-width="2"{}/>)",
                     cls, p.x, p.y, q.x, q.y, colour, dash);
}

std::string dot(const char* cls, Px p, const std::string& colour) {
  return fmt::format(R"(<circle class="{}" cx="{:.2f}" cy="{:.2f}" r="2.5" fill="{}"/>)", cls, p.x, p.y, colour);
}

// An arrowhead with its tip at `tip`, pointing along the unit vector u.
std::string arrow(Px tip, Px u, const std::string& colour) {
  constexpr double kLength = 12, kHalfWidth = 5;
  const Px back{tip.x - kLength * u.x, tip.y - kLength * u.y};
  return fmt::format(R"(<path class="ray-arrow" d="M{:.2f},{:.2f}L{:.2f},{:.2f}L{:.2f},{:.2f}Z" fill="{}"/>)", tip.x,
                     tip.y, back.x - kHalfWidth * u.y, back.y + kHalfWidth * u.x, back.x + kHalfWidth * u.y,
                     back.y - kHalfWidth * u.x, colour);
}

}  // namespace

std::string line_svg(const Scene::Line& l, const View& v, const std::string& colour) {
  const Px a{v.x(l.s.a.x), v.y(l.s.a.y)}, b{v.x(l.s.b.x), v.y(l.s.b.y)};
  if (!std::isfinite(a.x) || !std::isfinite(a.y) || !std::isfinite(b.x) || !std::isfinite(b.y)) return "";
  if (l.kind == Kind::segment)
    return stroke("segment", a, b, colour, "") + dot("end", a, colour) + dot("end", b, colour);
  const Px d{b.x - a.x, b.y - a.y};
  const double length = std::hypot(d.x, d.y);
  if (!(length > 0)) return dot("no-direction", a, colour);
  constexpr double inf = std::numeric_limits<double>::infinity();
  const bool ray = l.kind == Kind::ray;
  std::string out = ray ? dot("origin", a, colour) : dot("end", a, colour) + dot("end", b, colour);
  const auto part = clipped(a, d, ray ? 0.0 : -inf, inf, v);
  if (!part) return out;
  const auto at = [&](double t) { return Px{a.x + t * d.x, a.y + t * d.y}; };
  out += stroke(ray ? "ray" : "line-extended", at(part->first), at(part->second), colour, R"( stroke-dasharray="6 3")");
  if (ray) {  // the arrow well inside the drawn part, or at its middle when that is short
    constexpr double kFromStart = 48;
    const double shown = (part->second - part->first) * length;
    const double tip = part->first + std::min(kFromStart, shown / 2 + 6) / length;
    out += arrow(at(std::min(tip, part->second)), {d.x / length, d.y / length}, colour);
  }
  return out;
}

}  // namespace plumb::picture
