// Plumb oracle: exact parameters of points along a line, and parameter ranges.
//
// Method: if x lies on the line a + t d (d != 0) then x - a = t0 d, so
// (x - a)·d = t0 (d·d) and t0 = (x - a)·d / (d·d) is the only candidate;
// compute it exactly and SUBSTITUTE it back: x is on the line iff
// a + t0 d == x exactly. Why obviously correct: the candidate is forced by the
// equation, and membership is decided by checking the equation itself.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// Whether t is in the range of `kind`: line: every t; ray: t >= 0;
/// segment: 0 <= t <= 1. Takes: an exact t and a Kind. Never throws.
bool in_range(const Rational& t, Kind kind);

/// The parameter t with a + t (b - a) == x exactly, when x lies on the line
/// through s. Takes: an exact segment and point. Returns: that t, or nullopt
/// when x is not on the line. A zero-length s (a == b) is the point a:
/// returns 0 when x == a, else nullopt. Never throws.
std::optional<Rational> parameter_of(const RSegment& s, const RVec2& x);

/// Whether x lies on s read as `kind` (the closed shape). Zero-length s is
/// the point a for every kind. Takes: exact segment, Kind, exact point.
/// Never throws.
bool on_shape(const RSegment& s, Kind kind, const RVec2& x);

}  // namespace plumb::oracle
