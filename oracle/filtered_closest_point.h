// Plumb oracle, filtered path: a point against a segment, ray or line (the
// questions of projection.h and closest_point.h).
//
// Method: as the rational oracle: the foot of the perpendicular
// t* = (p - a).d / d.d, and the candidates of the kind's range (t*, when in
// range, and the range's finite ends) compared by their squared distances,
// which need no comparison at all here: f is strictly convex with its
// minimum at t*, so the winner is t* when in range and otherwise the end on
// t*'s side (the rational oracle's scan finds the same). Squared distances
// are exact quotients: |w|^2 at an end, (w x d)^2 / d.d at the foot
// (Lagrange's identity in the plane). Every branch is taken on a certified
// sign; nullopt when one is not certified or the input is not finite.
// Why obviously correct: the rational oracle's definition, branch for branch.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered {

/// An exact closest point: t, the point's coordinates and the squared
/// distance, each an exact quotient.
struct QClosest {
  Quotient t;
  Quotient x;
  Quotient y;
  Quotient squared_distance;
};

/// As oracle::projection_t: outer nullopt = not settled (non-finite input);
/// inner nullopt = zero-length s.
std::optional<std::optional<Quotient>> projection_t(const Segment& s, Vec2 p);

/// As oracle::closest_point(s, p, kind); nullopt when not settled.
std::optional<QClosest> closest_point(const Segment& s, Vec2 p, Kind kind);

/// As oracle::squared_distance_point_line(p, s); nullopt for non-finite input.
std::optional<Quotient> squared_distance_point_line(Vec2 p, const Segment& s);

}  // namespace plumb::oracle::filtered
