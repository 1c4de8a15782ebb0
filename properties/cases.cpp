#include "properties/cases.h"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

#include "judge/format.h"

namespace plumb {

using namespace fmt_case;

std::string describe(const PointCase& c) {
  return fmt::format("[{}] s = {}, p = {}, kind = {}", c.label, segment(c.s), vec(c.p), kind(c.kind));
}

std::string describe(const PairCase& c) {
  return fmt::format("[{}] s1 = {}, s2 = {}", c.label, segment(c.s1), segment(c.s2));
}

std::string describe(const CircleCase& c) {
  return fmt::format("[{}] circle = {{{}, {}}}, s = {}", c.label, vec(c.circle.centre),
                     hex(c.circle.radius), segment(c.s));
}

std::string describe(const SightCase& c) {
  return fmt::format("[{}] from = {}, to = {}, walls = {}", c.label, vec(c.from), vec(c.to),
                     walls(c.walls));
}


void read_case(const std::string& text, PointCase& c) {
  fill_from_text(text, c, "point and segment (s, p)");
  c.kind = text.find("kind = line") != std::string::npos  ? Kind::line
           : text.find("kind = ray") != std::string::npos ? Kind::ray
                                                          : Kind::segment;
}
void read_case(const std::string& text, PairCase& c) { fill_from_text(text, c, "pair of segments (s1, s2)"); }
void read_case(const std::string& text, CircleCase& c) { fill_from_text(text, c, "circle and segment (centre, radius, s)"); }
void read_case(const std::string& text, SightCase& c) {
  const std::size_t n = numbers_in(text).size();
  if (n < 4 || (n - 4) % 4 != 0)
    throw std::invalid_argument(fmt::format("a sight (from, to, walls) has 4 + 4k numbers, the input has {}", n));
  c.walls.assign((n - 4) / 4, Segment{});
  fill_from_text(text, c, "sight (from, to, walls)");
}

void showValue(const PointCase& c, std::ostream& os) { os << describe(c); }
void showValue(const PairCase& c, std::ostream& os) { os << describe(c); }
void showValue(const CircleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const SightCase& c, std::ostream& os) { os << describe(c); }

}  // namespace plumb
