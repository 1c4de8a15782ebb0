// Plumb oracle, filtered path in 3D: spheres and capsules against segments,
// spheres and capsules (the questions of round_shapes3d.h), certified or
// withheld.
//
// Method: round_shapes3d.h's: the closed shapes meet when R^2 - D >= 0, D
// the least squared distance of the centre or segments, R = r1 + r2 the
// exact sum of the radii. D is the first stage's (filtered_closest3.h for a
// point, filtered_segment_pair3.h for two segments: a unique pair or an
// exactly parallel one) on the coordinates scaled exactly by 2^-k, so the
// radii are scaled by the same 2^-k (only when no bit drops), R as the
// two-word exact sum and R^2 in the first stage's arithmetic; the sign
// certified or nullopt. The radius rules come first, as the exact
// oracle's: NaN or negative is no shape (false), +inf all of space (true).
// Why obviously correct: the exact oracle's test on a certified sign.
#pragma once

#include <optional>

#include "kernels/types3d.h"

namespace plumb::oracle::filtered3 {

/// As oracle::sphere_segment_intersect, capsule_sphere_intersect and
/// capsule_capsule_intersect when the sign is certified; nullopt otherwise
/// (also for a non-finite coordinate, where the exact oracle throws).
/// Never throws.
std::optional<bool> sphere_segment_intersect(Sphere sphere, Segment3 s);
std::optional<bool> capsule_sphere_intersect(Capsule c, Sphere sphere);
std::optional<bool> capsule_capsule_intersect(Capsule c1, Capsule c2);

}  // namespace plumb::oracle::filtered3
