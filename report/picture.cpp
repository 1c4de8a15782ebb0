#include "report/picture.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

#include "report/picture_parts.h"

namespace plumb {

namespace {

using picture::View;

std::string colour(const std::string& role) {
  if (role == "s2" || role == "wall") return "#3465a4";
  if (role == "ray" || role == "sight") return "#75507b";
  return "#2e3436";
}

std::string shapes(const Scene& s, const View& v) {
  std::string out;
  for (const auto& l : s.lines) out += picture::line_svg(l, v, colour(l.role));
  for (const auto& r : s.rounds)
    out += fmt::format(R"(<circle class="round" cx="{:.2f}" cy="{:.2f}" r="{:.2f}" fill="none" stroke="#4e9a06" stroke-width="1.5"/>)",
                       v.x(r.centre.x), v.y(r.centre.y), v.len(r.radius));
  for (const auto& r : s.rects)
    out += fmt::format(R"(<rect class="box" x="{:.2f}" y="{:.2f}" width="{:.2f}" height="{:.2f}" fill="none" stroke="#c4a000" stroke-width="1.5"/>)",
                       v.x(std::min(r.min.x, r.max.x)), v.y(std::max(r.min.y, r.max.y)), v.len(std::fabs(r.max.x - r.min.x)),
                       v.len(std::fabs(r.max.y - r.min.y)));
  for (Vec2 p : s.points)
    out += fmt::format(R"(<circle class="point" cx="{:.2f}" cy="{:.2f}" r="3" fill="#2e3436"/>)", v.x(p.x), v.y(p.y));
  return out;
}

// The answers with a place: the exact one as a green ring, the subject's as a
// red cross over it (a cross inside a ring: they agree at this scale).
std::string marks(const Scene& s, const View& v) {
  std::string out;
  for (const auto& m : s.marks)
    if (m.exact)
      out += fmt::format(R"(<circle class="mark-exact" cx="{:.2f}" cy="{:.2f}" r="7" fill="none" stroke="#4e9a06" stroke-width="2.5"/>)",
                         v.x(m.at.x), v.y(m.at.y));
  for (const auto& m : s.marks)
    if (!m.exact)
      out += fmt::format(R"(<path class="mark-subject" d="M{:.2f},{:.2f}l10,10m0,-10l-10,10" stroke="#cc0000" stroke-width="2.5"/>)",
                         v.x(m.at.x) - 5, v.y(m.at.y) - 5);
  return out;
}

}  // namespace

std::string svg(const Scene& s, int width, int height, bool zoom) {
  const View v = picture::view_of(s, width, height, zoom);
  const int band = picture::band_height(s);
  std::string out = fmt::format(
      R"(<svg class="picture {}" xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}" style="border:1px solid #ccc;background:#fff">)",
      zoom ? "zoom" : "whole", width, height + band, width, height + band);
  out += picture::notes_svg(s, width);
  // The drawing below the notes, clipped to its own area.
  out += fmt::format(R"(<svg class="drawing" x="0" y="{}" width="{}" height="{}" overflow="hidden">)", band, width, height);
  out += shapes(s, v) + marks(s, v);
  out += fmt::format(R"(<text class="scale" x="6" y="{}" font-size="11" fill="#555" stroke="#fff" stroke-width="3" paint-order="stroke">{} view, axes {}, width {:.3g}</text></svg>)",
                     height - 6, zoom ? "zoomed" : "whole", s.axes, v.span);
  return out + "</svg>";
}

}  // namespace plumb
