// Plumb oracle: a segment against a triangle by Cramer's rule (see
// segment_triangle.h).
#include "oracle/segment_triangle.h"

#include "oracle/exact3d.h"

namespace plumb::oracle {
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
