// Plumb oracle, filtered path in 3D: the closest pair of a ray and a
// segment (the question of ray_segment3d.h) where it is unique.
//
// Method: as the exact oracle (ray_segment3d.h) and its dyadic stage
// (dyadic3d.h), on the inputs scaled by 2^-k (filtered_pair_measure3.h;
// the direction with the points): with the ray P1(s) = o + s d (s >= 0), the segment P2(t) =
// a2 + t d2 (t in [0, 1]), r = o - a2, the pair is unique when det =
// |d x d2|^2 > 0 (certified from the cross product n = d x d2, a sum of
// squares; then d != 0 and d2 != 0); f(s, t) = |P1(s) - P2(t)|^2 is then
// strictly convex. When the stationary point (sn, tn) / det (sn = b f - c
// e, tn = a f - b c; a = d.d, b = d.d2, e = d2.d2, c = d.r, f = d2.r) lies
// in the half-strip (sn >= 0, 0 <= tn <= det: three certified signs) it is
// the minimiser, at squared distance (r . n)^2 / n . n. Otherwise the
// minimiser lies on an edge: s = 0 (o against the segment: t = f / e
// clamped to [0, 1] on two certified signs, the squared distance |r|^2,
// |r - d2|^2 or |r x d2|^2 / e), t = 0 or t = 1 (that end against the ray: s =
// max(0, (p - o).d / a) on a certified sign, the squared distance |p - o|^2
// at s = 0, else |(p - o) x d|^2 / a by Lagrange's identity); the least of
// the three by certified comparisons, two candidates with the same exact
// (s, t) (a corner found from two edges) being one answer. A zero direction,
// a zero-length segment, parallel ones (det = 0: the tie rule among many
// minimisers), non-finite input and anything not certified answer nullopt.
// Why obviously correct: the exact oracle's candidates and rule, every
// branch on a certified sign or comparison, every value with a certified
// bound.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_pair_measure3.h"

namespace plumb::oracle::filtered3 {

/// The unique closest pair of the ray (origin, direction as given, s >= 0)
/// and the segment s (t in [0, 1]) on the scale 2^-k (k from
/// scale_exponent of the origin, the direction and the ends); nullopt when
/// the pair is not certified unique or a branch or value is not certified
/// (see above). Never throws.
std::optional<ScaledPair3> ray_segment_distance3(const Ray3& ray, const Segment3& s);

}  // namespace plumb::oracle::filtered3
