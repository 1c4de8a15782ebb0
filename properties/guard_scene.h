// Plumb: the guard scene, a fixed figure used by the sight properties.
//
// A guard stands at kGuard among three short walls. For a reach R, the sight in
// direction theta is the segment from the guard to guard + R (cos theta,
// sin theta). It is blocked "as segments" when it meets some closed wall
// segment, and blocked "as lines" when it meets the infinite line through some
// wall (the named reference behaviour of first_blocker_as_lines, which can only
// block more).
//
// closed_form_arcs() gives the exact clear arcs for the figure table; the
// 720-direction sweep in the property suite uses direction_deg() and
// sight_target() to build its sights, so both sides agree on the directions.
//
// This file is a figure table, not a predicate: it computes in double with
// atan2 / acos / sqrt and carries no error contract beyond "good to far more
// than the two decimals the figures are quoted to".
#pragma once

#include <array>

#include "kernels/types.h"

namespace plumb::scene {

/// Where the guard stands. Every sight starts here.
inline constexpr Vec2 kGuard{-4.5, -2.0};

/// The three walls of the scene, as closed segments, in a fixed order
/// (index 0 is the nearest wall, the vertical one at x = -1.5):
///   0: (-1.5, -3)  to (-1.5, 0.5)
///   1: (1, 2.75)   to (4.5, 2.75)
///   2: (2.5, -2.5) to (3.5, -0.5)
/// None of them, nor any of their lines, passes through kGuard.
constexpr std::array<Segment, 3> walls() noexcept {
  return {{
      {{-1.5, -3.0}, {-1.5, 0.5}},
      {{1.0, 2.75}, {4.5, 2.75}},
      {{2.5, -2.5}, {3.5, -0.5}},
  }};
}

/// How much of a full turn around the guard is clear at one reach, in degrees
/// out of 360.
struct ArcSummary {
  /// Directions whose sight meets no wall segment (the correct answer).
  double clear_as_segments_deg = 0.0;
  /// Directions whose sight meets no wall's infinite line.
  double clear_as_lines_deg = 0.0;
  /// clear_as_segments_deg - clear_as_lines_deg: the view a line test throws
  /// away. Never negative in exact arithmetic (a line contains its segment).
  double wrongly_blocked_deg = 0.0;
};

/// The exact angular measure of the clear directions at reach `radius` (in the
/// scene's units), both ways, in degrees out of 360.
///
/// Method (closed form, no sampling). A sight of length R in direction theta
/// meets a convex set S exactly when some point of S within distance R of the
/// guard lies in direction theta. So each wall blocks the directions, seen
/// from the guard, of its part inside the closed disc of radius R:
///  - as a segment: the wall clipped to the disc (solving |P(t) - G| = R for
///    the chord and intersecting with 0 <= t <= 1) is a sub-segment, and it
///    blocks the angular interval between the atan2 directions of its two ends
///    (less than 180 degrees wide, since it misses the guard);
///  - as a line: the chord of the infinite line inside the disc, centred on the
///    foot of the perpendicular from the guard, blocks 2 acos(dist / R) when
///    dist < R, nothing when dist > R, and a single direction (measure 0) when
///    tangent.
/// The intervals of all walls are united on the circle (an interval crossing
/// the +-180 degree seam is split in two), and clear = 360 - measure(union).
/// A wall through the guard (none here) blocks all 360 degrees; a zero-length
/// wall is a point and blocks measure 0.
///
/// Why closed form: the figures are quoted to two decimals and used as the
/// reference a direction sweep is checked against; a sampled answer would
/// carry the sampling error of the very thing it is meant to check.
///
/// `radius` must be finite and >= 0 (at 0 the sight is the guard's own point,
/// so everything is clear). Otherwise every field is NaN.
/// Scene values: R = 6 gives 301.76 / 172.34 / 129.42; R = 3 gives 360 / 360 /
/// 0 (the nearest wall's line is tangent there and blocks measure 0).
[[nodiscard]] ArcSummary closed_form_arcs(double radius);

/// The direction of spoke `i` of a `count`-spoke sweep, in degrees
/// counter-clockwise from +x: 360 * i / count, evaluated as
/// (360.0 * i) / count in double. Requires count > 0; i is usually in
/// [0, count) but any int is accepted.
[[nodiscard]] double direction_deg(int i, int count);

/// The far end of spoke `i` of a `count`-spoke sweep at reach `radius`:
/// kGuard + radius (cos theta, sin theta), with theta in radians evaluated in
/// double as (2 pi * i) / count (pi = std::numbers::pi). The sight is then the
/// segment {kGuard, sight_target(radius, i, count)}. This is the single place
/// the sweep's directions are made, so every property that sweeps (720 spokes
/// by convention) tests the same doubles. Requires count > 0.
[[nodiscard]] Vec2 sight_target(double radius, int i, int count);

}  // namespace plumb::scene
