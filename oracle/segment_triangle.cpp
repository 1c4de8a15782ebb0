// Plumb oracle: a segment against a triangle by Cramer's rule (see
// segment_triangle.h).
#include "oracle/segment_triangle.h"

#include "oracle/exact3d.h"

namespace plumb::oracle {
namespace {

RVec3 cross(const RVec3& p, const RVec3& q) {
  return RVec3{p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x};
}

// The determinant of the matrix with columns c0, c1, c2.
Rational det3(const RVec3& c0, const RVec3& c1, const RVec3& c2) { return dot(c0, cross(c1, c2)); }

RVec3 negated(const RVec3& p) { return RVec3{-p.x, -p.y, -p.z}; }

}  // namespace

std::optional<ExactSegmentTriangle> segment_triangle_crossing(Segment3 s, Triangle3 tri) {
  const RVec3 a = exact(s.a), d = exact(s.b) - a, ta = exact(tri.a);
  const RVec3 m1 = negated(exact(tri.b) - ta), m2 = negated(exact(tri.c) - ta);
  const RVec3 rhs = ta - a;
  const Rational det = det3(d, m1, m2);
  if (det == 0) return std::nullopt;
  ExactSegmentTriangle h{det3(rhs, m1, m2) / det, det3(d, rhs, m2) / det, det3(d, m1, rhs) / det};
  if (h.t < 0 || h.t > 1 || h.u < 0 || h.v < 0 || h.u + h.v > 1) return std::nullopt;
  return h;
}

}  // namespace plumb::oracle
