// Plumb oracle: segments and rays against a plane, exactly.
//
// Method: exact parameter sets. With side(p) = normal · p - offset, the
// function t -> side(P(t)) along a segment or ray is affine in t:
// side(P(t)) = side(P(0)) + t (normal · direction). The set of t where it is
// zero is computed exactly: one t when the slope is nonzero, every t when
// the slope and the value are both zero, none otherwise. It is intersected
// with the shape's own range of t ([0, 1] or t >= 0), and the answer is its
// least element. Conventions of the specification are applied first and
// explicitly: a zero normal describes no plane (none), and a ray with
// normal · direction == 0 has no hit, even one lying in the plane.
// Why obviously correct: an affine function's zero set is exactly one of
// these three, every bound is computed without rounding, and the least
// element of a closed interval bounded below is its lower bound.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {

/// Where a segment crosses a plane, exactly: the parameter and P(t).
struct ExactPlaneCrossing {
  Rational t;
  RVec3 point;
};

/// side(p) = normal · p - offset, exactly. Takes: a plane and a point.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate or offset.
Rational plane_side(Plane plane, Vec3 p);

/// The least t in [0, 1] with side(P(t)) == 0, and the point P(t) (exactly a
/// at t = 0, b at t = 1). A segment lying in the plane gives {0, a}.
/// Takes: a segment (zero-length allowed) and a plane. Returns: nullopt when
/// there is no such t (both ends strictly on one side) or the normal is
/// zero. Precondition: finite input; throws std::domain_error on a
/// non-finite coordinate or offset.
std::optional<ExactPlaneCrossing> segment_plane_crossing(Segment3 s, Plane plane);

/// The t >= 0 with side(origin + t direction) == 0, exactly. Takes: a ray
/// and a plane. Returns: nullopt when normal · direction == 0 (parallel, a
/// zero direction or a zero normal, including a ray lying in the plane) or
/// when that t is negative (behind the origin). Precondition: finite input;
/// throws std::domain_error on a non-finite coordinate or offset.
std::optional<Rational> ray_plane_hit(Ray3 ray, Plane plane);

}  // namespace plumb::oracle
