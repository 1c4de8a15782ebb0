// Plumb oracle, filtered path: the first wall that blocks a sight (the
// questions of line_of_sight.h).
//
// Method: as the rational oracle: every wall's first contact with the sight
// segment (PairFilter::first_contact), then the least t, replacing the best
// only on a certified strictly smaller t so that ties go to the lowest index.
// Undecided as soon as one contact or one comparison is not certified.
// Why obviously correct: the rational oracle's definition, each step on a
// certified sign.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "kernels/types.h"
#include "oracle/filtered_crossing.h"

namespace plumb::oracle::filtered {

/// The blocking wall and its exact contact.
struct QBlocker {
  std::size_t wall;
  QCrossing contact;
};

/// Outer nullopt: not settled (or non-finite input); inner nullopt: clear.
using BlockerAnswer = std::optional<std::optional<QBlocker>>;

/// As oracle::first_blocker (wall_kind segment) and
/// oracle::first_blocker_as_lines (wall_kind line). Never throws.
BlockerAnswer first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls, Kind wall_kind);

/// As oracle::first_contact(p, kp, q, kq). Never throws.
CrossingAnswer first_contact(const Segment& p, Kind kp, const Segment& q, Kind kq);

}  // namespace plumb::oracle::filtered
