// Plumb oracle, filtered path in 3D: the closest pair of two infinite lines
// (the question of line_line3d.h) where it is unique.
//
// Method: as the exact oracle (line_line3d.h, and its dyadic stage,
// dyadic3d.h), on the inputs scaled by 2^-k (filtered_pair_measure3.h:
// near 1, so any finite binades; a coordinate below the normal range then
// carries a bound): with d1 = b1 - a1, d2 = b2 - a2 and r = a1 - a2, the
// pair is unique when det = (d1.d1)(d2.d2) - (d1.d2)^2 = |d1 x d2|^2 > 0
// (certified from the cross product n = d1 x d2, a sum of squares); then
// Cramer's rule gives s = (B f - c C) / det and t = (A f - B c) / det (A =
// d1.d1, B = d1.d2, C = d2.d2, c = d1.r, f = d2.r; the numerators formed as
// n . (d2 x r) and n . (d1 x r), the same values by the Binet-Cauchy
// identity, which cancel less), each a quotient of double-double values (filtered_measure3.h, quotient), and the least
// squared distance is (r . n)^2 / n . n (the distance along the common
// normal: the same exact value as |P1(s) - P2(t)|^2 at the stationary
// pair). Parallel lines and a line of two equal points (det = 0: the
// documented choices among many pairs), non-finite input and anything not
// certified answer nullopt: the exact stage answers those.
// Why obviously correct: the exact oracle's formulas on its only branch
// taken here (det != 0), every value with a certified bound; s and t do not
// change with the scale, the squared distance scales by 2^-2k.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_pair_measure3.h"

namespace plumb::oracle::filtered3 {

/// The unique closest pair of the lines through l1.a, l1.b and l2.a, l2.b
/// on the scale 2^-k (k from scale_exponent of the four points); nullopt
/// when the pair is not certified unique or a value is not certified (see
/// above). Never throws.
std::optional<ScaledPair3> line_line_closest3(const Segment3& l1, const Segment3& l2);

}  // namespace plumb::oracle::filtered3
