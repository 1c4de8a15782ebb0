// Plumb oracle: exact vector arithmetic on RVec2.
//
// Method: the textbook component formulas, evaluated in exact rationals.
// Why obviously correct: no rounding happens anywhere, so each function is
// its defining formula.
#pragma once

#include "oracle/exact.h"

namespace plumb::oracle {

/// p + q, exactly.
inline RVec2 operator+(const RVec2& p, const RVec2& q) { return RVec2{p.x + q.x, p.y + q.y}; }

/// p - q, exactly.
inline RVec2 operator-(const RVec2& p, const RVec2& q) { return RVec2{p.x - q.x, p.y - q.y}; }

/// k p, exactly.
inline RVec2 operator*(const Rational& k, const RVec2& p) { return RVec2{k * p.x, k * p.y}; }

/// p · q, exactly.
inline Rational dot(const RVec2& p, const RVec2& q) { return p.x * q.x + p.y * q.y; }

/// p × q = p.x q.y - p.y q.x, exactly.
inline Rational cross(const RVec2& p, const RVec2& q) { return p.x * q.y - p.y * q.x; }

/// |p - q|^2, exactly.
inline Rational squared_distance(const RVec2& p, const RVec2& q) {
  const RVec2 d = p - q;
  return dot(d, d);
}

/// The direction b - a of an exact segment.
inline RVec2 direction(const RSegment& s) { return s.b - s.a; }

/// Whether an exact segment has zero length (a == b).
inline bool is_point(const RSegment& s) { return s.a == s.b; }

/// P(t) = a + t (b - a), exactly.
inline RVec2 point_at(const RSegment& s, const Rational& t) { return s.a + t * direction(s); }

}  // namespace plumb::oracle
