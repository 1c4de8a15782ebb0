// Plumb oracle, filtered path: first blocker (see filtered_line_of_sight.h).
#include "oracle/filtered_line_of_sight.h"

namespace plumb::oracle::filtered {

CrossingAnswer first_contact(const Segment& p, Kind kp, const Segment& q, Kind kq) {
  return PairFilter(p, q).first_contact(kp, kq);
}

BlockerAnswer first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls, Kind wall_kind) {
  const Segment sight{from, to};
  std::optional<QBlocker> best;
  for (std::size_t i = 0; i < walls.size(); ++i) {
    const CrossingAnswer c = first_contact(sight, Kind::segment, walls[i], wall_kind);
    if (!c) return std::nullopt;  // also every non-finite wall: the rational oracle throws on it
    if (!*c) continue;
    if (!best) {
      best = QBlocker{i, **c};
      continue;
    }
    const std::optional<int> order = compare((*c)->t, best->contact.t);
    if (!order) return std::nullopt;
    if (*order < 0) best = QBlocker{i, **c};
  }
  return best;
}

}  // namespace plumb::oracle::filtered
