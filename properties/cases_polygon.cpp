#include "properties/cases_polygon.h"

#include <fmt/format.h>

#include <stdexcept>

#include "judge/format.h"

namespace plumb {

using namespace fmt_case;

namespace {

std::string vertices(const std::vector<Vec2>& vs) {
  std::string out = "{";
  for (std::size_t i = 0; i < vs.size(); ++i) out += (i ? ", " : "") + vec(vs[i]);
  return out + "}";
}

// Sizes a vertex list from the count of numbers in text: `fixed` numbers
// first, then two per vertex.
void size_from_text(const std::string& text, std::size_t fixed, std::vector<Vec2>& vs, const char* what) {
  const std::size_t n = numbers_in(text).size();
  if (n < fixed || (n - fixed) % 2 != 0)
    throw std::invalid_argument(fmt::format("a {} has {} + 2k numbers, the input has {}", what, fixed, n));
  vs.assign((n - fixed) / 2, Vec2{});
}

void outline(Scene& s, const std::vector<Vec2>& vs, bool closed, const char* role) {
  for (std::size_t i = 0; i + 1 < vs.size(); ++i) s.lines.push_back({{vs[i], vs[i + 1]}, Kind::segment, role});
  if (closed && vs.size() > 2) s.lines.push_back({{vs.back(), vs.front()}, Kind::segment, role});
}

}  // namespace

std::pair<std::vector<Vec2>, std::vector<Vec2>> split_polygon(const std::vector<Vec2>& polygon) {
  const std::size_t n = polygon.size();
  if (n < 4) return {};
  const std::size_t k = n / 2;
  std::vector<Vec2> first(polygon.begin(), polygon.begin() + std::ptrdiff_t(k) + 1);
  std::vector<Vec2> second(polygon.begin() + std::ptrdiff_t(k), polygon.end());
  second.push_back(polygon.front());
  return {first, second};
}

std::string describe(const Triangle2Case& c) {
  return fmt::format("[{}] p = {}, a = {}, b = {}, c = {}, d = {}", c.label, vec(c.p), vec(c.a), vec(c.b), vec(c.c),
                     vec(c.d));
}
std::string describe(const PolygonCase& c) {
  return fmt::format("[{}] p = {}, polygon = {}", c.label, vec(c.p), vertices(c.polygon));
}
std::string describe(const ChainCase& c) {
  return fmt::format("[{}] ray = {}, chain = {}", c.label, segment(c.ray), vertices(c.chain));
}

void read_case(const std::string& text, Triangle2Case& c) { fill_from_text(text, c, "triangle case (p, a, b, c, d)"); }
void read_case(const std::string& text, PolygonCase& c) {
  size_from_text(text, 2, c.polygon, "point and polygon (p, vertices)");
  fill_from_text(text, c, "point and polygon (p, vertices)");
}
void read_case(const std::string& text, ChainCase& c) {
  size_from_text(text, 4, c.chain, "ray and chain (ray, vertices)");
  fill_from_text(text, c, "ray and chain (ray, vertices)");
}

void showValue(const Triangle2Case& c, std::ostream& os) { os << describe(c); }
void showValue(const PolygonCase& c, std::ostream& os) { os << describe(c); }
void showValue(const ChainCase& c, std::ostream& os) { os << describe(c); }

Scene scene_of(const Triangle2Case& c) {
  Scene s;
  outline(s, {c.a, c.b, c.c}, true, "triangle");
  outline(s, {c.b, c.d, c.a}, false, "neighbour");
  s.points.push_back(c.p);
  return s;
}
Scene scene_of(const PolygonCase& c) {
  Scene s;
  outline(s, c.polygon, true, "polygon");
  s.points.push_back(c.p);
  return s;
}
Scene scene_of(const ChainCase& c) {
  Scene s;
  s.lines.push_back({c.ray, Kind::ray, "ray"});
  outline(s, c.chain, false, "chain");
  return s;
}

const char* location_name(Location l) {
  return l == Location::inside ? "inside" : l == Location::outside ? "outside" : "boundary";
}

}  // namespace plumb
