#include "properties/cases.h"

#include <fmt/format.h>

#include "properties/format.h"

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

void showValue(const PointCase& c, std::ostream& os) { os << describe(c); }
void showValue(const PairCase& c, std::ostream& os) { os << describe(c); }
void showValue(const CircleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const SightCase& c, std::ostream& os) { os << describe(c); }

}  // namespace plumb
