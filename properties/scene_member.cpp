// Plumb properties: a case's shapes as the member that answered reads them.
// A pair case is two segments, but ray_segment_hit reads the first as a ray
// and line_crossing both as lines: drawn as segments, the picture would show
// a different question from the one the subject got wrong.
#include <array>
#include <string_view>

#include "properties/scene.h"

namespace plumb {
namespace {

void read_line(Scene& s, std::size_t i, Kind kind) {
  if (i >= s.lines.size()) return;
  s.lines[i].kind = kind;
  if (kind == Kind::ray) s.lines[i].role = "ray";
}

bool is_ray_entry(std::string_view m) {
  constexpr std::array<std::string_view, 5> entries{"ray_circle", "ray_box2", "ray_plane_hit", "ray_sphere_entry",
                                                    "ray_box_entry"};
  for (std::string_view e : entries)
    if (m == e) return true;
  return false;
}

}  // namespace

void read_as(Scene& s, const std::string& member) {
  if (member == "ray_segment_hit" || member == "ray_circle") read_line(s, 0, Kind::ray);
  if (member == "line_crossing") read_line(s, 0, Kind::line), read_line(s, 1, Kind::line);
  if (member == "line_segment_intersect" || member == "distance_point_line") read_line(s, 0, Kind::line);
  if (member == "first_blocker_as_lines" || member == "has_line_of_sight_as_lines")
    for (auto& l : s.lines)
      if (l.role == "wall") l.kind = Kind::line;
  if (member == "polyline_segment_crossings" && !s.lines.empty())  // a chain case's "ray" read as a segment
    s.lines[0].kind = Kind::segment, s.lines[0].role = "s";
  if (is_ray_entry(member)) s.number_is_t = true;  // along the first ray (scene_marks.cpp)
}

}  // namespace plumb
