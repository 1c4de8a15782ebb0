// Plumb kernels: line of sight past walls, and the "walls read as lines" bug kept
// as a named reference behaviour.
//
// The sight is the segment from `from` to `to`; it is blocked by the wall it
// meets first (smallest t). A sight lying along a wall is blocked by it.
// Reading every wall as the infinite line it lies on (testing t only, never u)
// blocks views that pass nowhere near a wall (what it costs the guard scene,
// properties/guard_scene.h, is one of that scene's tested values). It can only
// ever block more, never less, so it is usable as a cheap "surely clear"
// pre-pass and wrong as an answer.
#pragma once

#include <cstddef>
#include <optional>
#include <span>

#include "kernels/first_contact.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

inline std::optional<Blocker> first_blocker_read_as(Vec2 from, Vec2 to,
                                                    std::span<const Segment> walls, Kind kind) {
  if (!finite(from) || !finite(to)) return std::nullopt;
  const Segment sight{from, to};
  std::optional<Blocker> best;
  for (std::size_t i = 0; i < walls.size(); ++i) {
    if (!finite(walls[i])) continue;  // a wall at NaN is nowhere
    const std::optional<Crossing> c = first_contact(sight, Kind::segment, walls[i], kind);
    if (c && (!best || c->t < best->contact.t)) best = Blocker{i, *c};
  }
  return best;
}

}  // namespace detail

/// The first wall the sight segment from -> to meets.
/// Takes: two points and any number of walls (closed segments; zero-length
/// walls are points), finite coordinates of any magnitude.
/// Returns: the wall's index and the contact (t along the sight in [0, 1],
/// u along the wall, the point), or nullopt for a clear view. The smallest t
/// wins; equal rounded t go to the lower index. A sight along a wall is
/// blocked where it first touches it. from == to: blocked iff the point lies on
/// a wall (t = 0).
/// Contract: blocked-or-clear is exact. The reported wall truly meets the sight,
/// and its t is within contract::kParameterUlps ULPs of the exact least t (so
/// the wall named can differ from the exact first one only when two walls'
/// exact contacts lie that close). Walls with a non-finite coordinate are
/// skipped; non-finite from or to: nullopt.
inline std::optional<Blocker> first_blocker(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  return detail::first_blocker_read_as(from, to, walls, Kind::segment);
}

/// Can `from` see `to` past the walls? !first_blocker(...) for finite from and
/// to; false when from or to is not finite (no answer is not a clear view).
/// Exact.
inline bool has_line_of_sight(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  if (!detail::finite(from) || !detail::finite(to)) return false;
  return !first_blocker(from, to, walls);
}

/// REFERENCE BEHAVIOUR, WRONG ON PURPOSE: first_blocker with every wall read as
/// the infinite line through its ends (only t is range-tested). A zero-length
/// wall is read as its point. Kept so that properties and `plumb sweep` can
/// measure what the bug costs. Same contract as first_blocker otherwise.
inline std::optional<Blocker> first_blocker_as_lines(Vec2 from, Vec2 to,
                                                     std::span<const Segment> walls) {
  return detail::first_blocker_read_as(from, to, walls, Kind::line);
}

/// REFERENCE BEHAVIOUR, WRONG ON PURPOSE: has_line_of_sight with walls read
/// as lines. Whenever this says clear, has_line_of_sight says clear too.
/// Non-finite from or to: false, as has_line_of_sight.
inline bool has_line_of_sight_as_lines(Vec2 from, Vec2 to, std::span<const Segment> walls) {
  if (!detail::finite(from) || !detail::finite(to)) return false;
  return !first_blocker_as_lines(from, to, walls);
}

}  // namespace plumb
