// Plumb oracle: closest points of two infinite 3D lines, exactly.
//
// Method: with P1(s) = a1 + s d1 and P2(t) = a2 + t d2 (d1 = b1 - a1,
// d2 = b2 - a2), f(s, t) = |P1(s) - P2(t)|^2 is a quadratic whose gradient
// vanishes exactly where the difference P1(s) - P2(t) is orthogonal to both
// directions: the normal equations
//   (d1.d1) s - (d1.d2) t = -(d1.r),   (d1.d2) s - (d2.d2) t = -(d2.r),
// r = a1 - a2, solved by Cramer's rule in rationals when their determinant
// (d1.d1)(d2.d2) - (d1.d2)^2 is not 0. When it is 0 (parallel lines, or a
// line given by two equal points) every s has a closest t: the documented
// choice (docs/semantics-3d.md) is s = 0 and the t that makes P2(t) - a1
// orthogonal to d2 (t = 0 when d2 = 0); when only d2 = 0, t = 0 and s makes
// a2 - P1(s) orthogonal to d1.
// Why obviously correct: f is a convex quadratic, so a point where its
// gradient vanishes is a global minimiser; the chosen pair is checked to make
// the difference orthogonal to every non-zero direction (std::logic_error
// otherwise), which is that condition, so the solution vouches for itself.
// Nothing here is shared with the kernel (kernels/line_line3d.h), which
// evaluates triple products from the nearer points in floating point.
#pragma once

#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {

/// The closest pair of the lines through l1.a, l1.b and l2.a, l2.b: s and t
/// (any rationals), P1(s), P2(t) and the least squared distance, exactly,
/// with the documented choice where the pair is not unique (see above).
/// Takes: two lines as point pairs (equal points: the line is that point).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
ExactSegmentPair3 line_line_closest3(Segment3 l1, Segment3 l2);

/// The same on exact values. Never throws (std::logic_error only if the
/// orthogonality check failed, which would be a bug).
ExactSegmentPair3 line_line_closest3(const RSegment3& l1, const RSegment3& l2);

/// Whether the closest pair of the two lines is unique: both lines have two
/// distinct points and their directions are not parallel. Never throws.
bool line_pair_unique(const RSegment3& l1, const RSegment3& l2);

}  // namespace plumb::oracle
