// Plumb oracle: the parameter of the foot of the perpendicular.
//
// Method: t = (p - a)·d / (d·d) in exact rationals.
// Why obviously correct: it is the defining formula of docs/semantics-2d.md,
// evaluated with no rounding.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// The exact projection parameter of p onto the line through s:
/// (p - a)·(b - a) / |b - a|^2.
/// Takes: a segment and a point. Returns: that t, or nullopt when s has zero
/// length (a == b). Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate.
std::optional<Rational> projection_t(Segment s, Vec2 p);

/// The same on exact values (nullopt when s.a == s.b). Never throws.
std::optional<Rational> projection_t(const RSegment& s, const RVec2& p);

}  // namespace plumb::oracle
