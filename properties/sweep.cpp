#include "properties/sweep.h"

#include <fmt/format.h>

#include "properties/cases.h"
#include "properties/checks.h"

namespace plumb::sweep {
namespace {

SightCase sight(double radius, int i, int count) {
  SightCase c;
  c.from = scene::kGuard;
  c.to = scene::sight_target(radius, i, count);
  for (const Segment& w : scene::walls()) c.walls.push_back(w);
  c.label = fmt::format("guard scene, radius {:g}, direction {:g} deg", radius, scene::direction_deg(i, count));
  return c;
}

}  // namespace

std::string case_label(long index) {
  return sight(kRadii[index / kDirections], int(index % kDirections), kDirections).label;
}

void check_direction(const Subject& s, long index, Judge& j) {
  const SightCase c = sight(kRadii[index / kDirections], int(index % kDirections), kDirections);
  check::lines_only_block(s, c, j);
  check::sight_oracle(s, c, j);
}

std::vector<Row> table(const Subject& s, int directions) {
  std::vector<Row> rows;
  for (double r : kRadii) {
    Row row;
    row.radius = r;
    row.closed_form = scene::closed_form_arcs(r);
    row.directions = directions;
    for (int i = 0; i < directions; ++i) {
      const SightCase c = sight(r, i, directions);
      const bool clear = s.has_line_of_sight(c.from, c.to, c.walls);
      const bool clear_as_lines = s.has_line_of_sight_as_lines(c.from, c.to, c.walls);
      row.clear += clear;
      row.clear_as_lines += clear_as_lines;
      row.wrongly_blocked += clear && !clear_as_lines;
      row.lines_opened_a_view += !clear && clear_as_lines;
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace plumb::sweep
