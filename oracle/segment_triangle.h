// Plumb oracle: a segment against a triangle, by Cramer's rule in exact
// rationals.
//
// Method: the segment's point a + t d (d = b - a, exact) is the triangle's
// point ta + u e1 + v e2 (e1 = tb - ta, e2 = tc - ta) where
//
//   t d - u e1 - v e2 = ta - a,
//
// three linear equations in t, u, v with the matrix M = [d, -e1, -e2] (as
// columns). When det M != 0 the solution is unique (Cramer's rule), and the
// closed segment meets the closed triangle iff 0 <= t <= 1, u >= 0, v >= 0
// and u + v <= 1. When det M == 0 (the segment parallel to the plane or in
// it, zero-length, or the triangle degenerate) Plumb's convention is no
// crossing (docs/semantics-3d.md).
// Why obviously correct: the definitions of the closed segment and the closed
// triangle, solved exactly. It shares nothing with the kernel's signed volumes
// seen from the segment's ends (kernels/segment_triangle.h).
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// The exact parameters of a segment's crossing of a triangle.
struct ExactSegmentTriangle {
  Rational t;  // along the segment, in [0, 1]
  Rational u;  // barycentric weight of the triangle's b
  Rational v;  // barycentric weight of its c
};

/// Where the closed segment meets the closed triangle; nullopt when it misses
/// or det M == 0 (see above). Finite input only; throws std::domain_error
/// otherwise.
std::optional<ExactSegmentTriangle> segment_triangle_crossing(Segment3 s, Triangle3 tri);

}  // namespace plumb::oracle
