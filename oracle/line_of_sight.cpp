// Plumb oracle: first blocker by an exact minimum scan (see line_of_sight.h).
#include "oracle/line_of_sight.h"

#include <vector>

#include "oracle/first_contact.h"

namespace plumb::oracle {
namespace {

std::optional<ExactBlocker> first_blocker_reading_walls_as(Vec2 from, Vec2 to, std::span<const Segment> walls,
                                                           Kind wall_kind) {
  const RSegment sight{exact(from), exact(to)};
  // Convert every wall first so that a non-finite one throws even when an
  // earlier wall already blocks at t = 0.
  std::vector<RSegment> exact_walls;
  exact_walls.reserve(walls.size());
  for (const Segment& w : walls) exact_walls.push_back(exact(w));
  std::optional<ExactBlocker> best;
  for (std::size_t i = 0; i < exact_walls.size(); ++i) {
    std::optional<ExactCrossing> c = first_contact(sight, Kind::segment, exact_walls[i], wall_kind);
    if (c && (!best || c->t < best->contact.t)) best = ExactBlocker{i, std::move(*c)};
  }
  return best;
}

}  // namespace

std::optional<ExactBlocker> first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  return first_blocker_reading_walls_as(from, to, walls, Kind::segment);
}

bool has_line_of_sight(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  return !first_blocker(from, to, walls).has_value();
}

std::optional<ExactBlocker> first_blocker_as_lines(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  return first_blocker_reading_walls_as(from, to, walls, Kind::line);
}

bool has_line_of_sight_as_lines(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  return !first_blocker_as_lines(from, to, walls).has_value();
}

}  // namespace plumb::oracle
