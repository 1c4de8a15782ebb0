// Plumb oracle: which wall, if any, first blocks the sight from one point to
// another.
//
// Method: compute every wall's exact first contact with the sight segment
// (first_contact.h), then keep the one with the smallest exact t, replacing
// the best only on a strictly smaller t so that ties go to the lowest index.
// Why obviously correct: it is the definition in docs/semantics-2d.md, a
// linear scan for a minimum over exact values, with no rounding to blur ties.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "kernels/types.h"
#include "oracle/crossing.h"

namespace plumb::oracle {

/// The wall that blocks the sight, with its exact contact.
struct ExactBlocker {
  std::size_t wall;
  ExactCrossing contact;
};

/// Over all walls, first_contact({from, to}, segment, wall, segment); the one
/// with the smallest t, ties to the lowest index. A sight lying along a wall
/// is blocked by it; a zero-length sight (from == to) is blocked by a wall
/// through that point (t = 0). Returns nullopt when nothing blocks.
/// Precondition: finite input (from, to and every wall); throws
/// std::domain_error on a non-finite coordinate.
std::optional<ExactBlocker> first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls);

/// !first_blocker(from, to, walls). Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
bool has_line_of_sight(Vec2 from, Vec2 to, std::span<const Segment> walls);

/// first_blocker with every wall read as the infinite line through its ends
/// (a zero-length wall stays a point). Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
std::optional<ExactBlocker> first_blocker_as_lines(Vec2 from, Vec2 to, std::span<const Segment> walls);

/// !first_blocker_as_lines(from, to, walls). Precondition: finite input;
/// throws std::domain_error on a non-finite coordinate.
bool has_line_of_sight_as_lines(Vec2 from, Vec2 to, std::span<const Segment> walls);

}  // namespace plumb::oracle
