// Plumb properties: the guard-scene sweep (property 4) and its table.
//
// From the guard, 720 sight segments (every half degree) at each of four
// reaches, 3, 6, 8 and 10 units, against the scene's three walls. At every one
// the walls-as-lines reading may only block more than the correct one. The
// table `plumb sweep` prints sets the sampled counts beside the closed-form
// clear arcs (properties/guard_scene.h), which do not depend on sampling.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "properties/guard_scene.h"
#include "judge/judge.h"
#include "subject/subject.h"

namespace plumb::sweep {

inline constexpr std::array<double, 4> kRadii{3.0, 6.0, 8.0, 10.0};
inline constexpr int kDirections = 720;

/// Case i of the sweep property: radius kRadii[i / 720], direction i % 720.
std::string case_label(long index);
void check_direction(const Subject& s, long index, Judge& j);

struct Row {
  double radius = 0;
  scene::ArcSummary closed_form;  // degrees
  int directions = 0;
  int clear = 0;                  // sampled, walls as segments (the subject)
  int clear_as_lines = 0;         // sampled, walls as lines (the subject)
  int wrongly_blocked = 0;        // clear, but blocked as lines
  int lines_opened_a_view = 0;    // blocked, but clear as lines: must be 0
};

/// The table for one subject (needs has_line_of_sight and _as_lines).
std::vector<Row> table(const Subject& s, int directions = kDirections);

}  // namespace plumb::sweep
