// Plumb kernels: the three ranges of the parameter t.
//
// P(t) = a + t (b - a) is a line for every t, a ray for t >= 0 and a segment for
// 0 <= t <= 1. Using the wrong one of the three is the root of most bugs in this
// family: a wall read as a line, a ray read as a line, a missing clamp.
#pragma once

#include <cmath>

#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb {

/// Is t inside the range of `kind`? line: every t except NaN; ray: t >= 0;
/// segment: 0 <= t <= 1. Exact (plain comparisons). NaN: false. +inf is on
/// a line and a ray.
inline bool contains_t(double t, Kind kind) {
  switch (kind) {
    case Kind::line: return !std::isnan(t);
    case Kind::ray: return t >= 0.0;
    case Kind::segment: return t >= 0.0 && t <= 1.0;
  }
  return false;
}

/// t clamped into the range of `kind`: line: t; ray: max(t, 0); segment: t
/// clamped into [0, 1]. Exact. NaN stays NaN (never silently becomes an end).
/// -0.0 clamps to -0.0 (it is inside every range).
inline double clamp_t(double t, Kind kind) {
  if (std::isnan(t) || kind == Kind::line) return t;
  if (t < 0.0) return 0.0;
  if (kind == Kind::segment && t > 1.0) return 1.0;
  return t;
}

/// The point P(t) = a + t (b - a). Takes any t (not clamped: t = 2 is a real
/// place past b). Returns a exactly at t = 0 and b exactly at t = 1.
/// Error per coordinate: <= 3u (|a_x| + |t| |b_x - a_x|) plus, when t (b - a)
/// or the result lies below the normal range, one spacing of the subnormals
/// (2^-1074); beyond the error already in t. The difference b - a never
/// overflows on the way (kernels/detail/scaled.h). A coordinate where a and b
/// agree is returned exactly, even for t = +-inf.
/// Non-finite input: a NaN t gives {NaN, NaN}. With infinite or NaN
/// coordinates the ends are still returned as they are at t = 0 and t = 1,
/// and equal coordinates of a and b as they are; otherwise the arithmetic is
/// IEEE's.
inline Vec2 point_at(const Segment& s, double t) {
  if (std::isnan(t)) return {t, t};
  if (t == 0.0) return s.a;
  if (t == 1.0) return s.b;
  return {detail::lerp_coordinate(s.a.x, s.b.x, t), detail::lerp_coordinate(s.a.y, s.b.y, t)};
}

}  // namespace plumb
