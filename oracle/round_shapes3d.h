// Plumb oracle: spheres and capsules against segments, spheres and capsules.
//
// Method: a sphere is the closed ball of its radius around its centre and a
// capsule the closed set of points within its radius of its segment, so each
// test is "least distance <= radius (sum)". The least squared distance D is
// computed exactly (closest_point3d.h), and D <= R^2 is decided exactly with
// the exact rational R (for two shapes, R = r1 + r2 is the exact sum of the
// two doubles, never rounded). Both sides are >= 0, so comparing squares is
// comparing distances. The radius rules of the specification come first: a
// NaN or negative radius (-inf included) is no shape, so false; otherwise a
// +inf radius contains every finite point, so true; -0.0 is a radius of 0.
// The first stage (filtered_round_shapes3.h) answers where it certifies the
// sign; the dyadic stage the rest; oracle::rational::* (rational3d.h) keep
// the all-rational versions as their reference.
// Why obviously correct: the definition is evaluated with no rounding.
#pragma once

#include "kernels/types3d.h"

namespace plumb::oracle {

/// Whether the closed ball `sphere` meets the closed segment s:
/// squared_distance_point_segment3(centre, s) <= r^2, exactly.
/// Takes: a sphere (any radius, NaN and +-inf included) and a segment
/// (zero-length allowed). Returns: false for a NaN or negative radius, true
/// for +inf, else the exact test. Precondition: finite coordinates; throws
/// std::domain_error on a non-finite coordinate.
bool sphere_segment_intersect(Sphere sphere, Segment3 s);

/// Whether the capsule c and the sphere meet: the distance from the sphere's
/// centre to c's segment <= c.radius + sphere.radius (exact real sum; closed).
/// Takes: a capsule and a sphere (radii: any double). Returns: false when
/// either radius is NaN or negative, else true when either is +inf, else the
/// exact test. Precondition: finite coordinates; throws std::domain_error on
/// a non-finite coordinate.
bool capsule_sphere_intersect(Capsule c, Sphere sphere);

/// Whether two capsules meet: the least distance between their segments
/// <= c1.radius + c2.radius (exact real sum; closed). Takes: two capsules
/// (radii: any double; zero-length segments allowed). Returns: false when
/// either radius is NaN or negative, else true when either is +inf, else the
/// exact test. Precondition: finite coordinates; throws std::domain_error on
/// a non-finite coordinate.
bool capsule_capsule_intersect(Capsule c1, Capsule c2);

}  // namespace plumb::oracle
