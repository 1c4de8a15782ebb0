// Plumb oracle: exact points, segments and vector arithmetic in space.
//
// Method: every double is converted to its exact rational value (exact() of
// exact.h: a finite double is m 2^e, so nothing is rounded), and the textbook
// component formulas are then evaluated in exact rationals.
// Why obviously correct: no rounding happens anywhere, so each function is
// its defining formula, component by component.
#pragma once

#include "kernels/types3d.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// An exact point or displacement in space.
struct RVec3 {
  Rational x;
  Rational y;
  Rational z;
  friend bool operator==(const RVec3&, const RVec3&) = default;
};

/// An exact 3D segment a-b, P(t) = a + t (b - a); a == b is allowed.
struct RSegment3 {
  RVec3 a;
  RVec3 b;
};

/// p + q, exactly. Never throws.
inline RVec3 operator+(const RVec3& p, const RVec3& q) { return RVec3{p.x + q.x, p.y + q.y, p.z + q.z}; }

/// p - q, exactly. Never throws.
inline RVec3 operator-(const RVec3& p, const RVec3& q) { return RVec3{p.x - q.x, p.y - q.y, p.z - q.z}; }

/// k p, exactly. Never throws.
inline RVec3 operator*(const Rational& k, const RVec3& p) { return RVec3{k * p.x, k * p.y, k * p.z}; }

/// p · q, exactly. Never throws.
inline Rational dot(const RVec3& p, const RVec3& q) { return p.x * q.x + p.y * q.y + p.z * q.z; }

/// p x q, exactly. Never throws.
inline RVec3 cross(const RVec3& p, const RVec3& q) {
  return RVec3{p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x};
}

/// The determinant of the 3x3 matrix with columns c0, c1, c2 (c0 · (c1 x c2)),
/// exactly. Never throws.
inline Rational det3(const RVec3& c0, const RVec3& c1, const RVec3& c2) { return dot(c0, cross(c1, c2)); }

/// -p, exactly. Never throws.
inline RVec3 negated(const RVec3& p) { return RVec3{-p.x, -p.y, -p.z}; }

/// |p - q|^2, exactly. Never throws.
inline Rational squared_distance(const RVec3& p, const RVec3& q) {
  const RVec3 d = p - q;
  return dot(d, d);
}

/// The exact value of the three coordinates of p.
/// Takes: a point. Returns: {exact(p.x), exact(p.y), exact(p.z)}.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
inline RVec3 exact(Vec3 p) { return RVec3{exact(p.x), exact(p.y), exact(p.z)}; }

/// The exact value of both ends of s.
/// Takes: a segment. Returns: {exact(s.a), exact(s.b)}. Precondition: finite
/// input; throws std::domain_error on a non-finite coordinate.
inline RSegment3 exact(Segment3 s) { return RSegment3{exact(s.a), exact(s.b)}; }

/// The direction b - a of an exact segment. Never throws.
inline RVec3 direction(const RSegment3& s) { return s.b - s.a; }

/// P(t) = a + t (b - a), exactly (so P(0) == a and P(1) == b). Never throws.
inline RVec3 point_at(const RSegment3& s, const Rational& t) { return s.a + t * direction(s); }

}  // namespace plumb::oracle
