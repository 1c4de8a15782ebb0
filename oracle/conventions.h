// Plumb oracle: exact answers under the conventions on which libraries differ
// (subject/declarations.h), and the 2D ray queries (ray-box, ray-circle).
//
// Method, boxes (any dimension): the slab method in exact rationals. On each
// axis the set of t >= 0 with P(t) in the slab is an interval -- closed
// [lo, hi] for a closed box, open (lo, hi) for an open one -- or all t, or
// empty when the direction's component is 0 (then the origin decides,
// strictly for the open box). The ray meets the box iff the intersection of
// the intervals with [0, inf) is non-empty; for a closed box the entry is its
// least element; for an open box it is the infimum (the ray is in the open
// box just after it), which exists iff max(lower) < min(upper) and
// min(upper) > 0.
// Method, spheres and circles: q(t) = A t^2 + 2 B t + C as in oracle/ray3d.h
// (A = d.d, B = m.d, C = m.m - r^2, m = origin - centre). A ball is met on
// {q <= 0}; a surface on {q == 0}. The roots (-B -+ sqrt(B^2 - AC)) / A are
// returned as 320-bit enclosures' lower ends (relative error <= 2^-300):
// exact enough for any declared tolerance, and the decisions are exact (signs
// of A, B, C and the discriminant).
// Why obviously correct: each answer is its definition evaluated without
// rounding, except the irrational roots, whose decisions are made on exact
// signs and whose values carry the enclosure's 2^-300.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "oracle/crossing.h"
#include "oracle/exact.h"
#include "subject/declarations.h"

namespace plumb::oracle {

/// The least (closed) or infimum (open) t >= 0 at which the ray origin + t d
/// is in the box lo..hi, in n <= 3 dimensions; nullopt when it misses or the
/// box is empty. An origin strictly inside (in the open box) answers as
/// `inside` says: t = 0, or nullopt (InsideStart::no_hit; InsideStart::entry
/// also answers nullopt for an origin on the boundary whose ray leaves the
/// box at t = 0). InsideStart::exit
/// reads the slabs as three.js's Ray.intersectBox does: when the ray's line
/// enters the box before the origin (t < 0) and the origin is in it -- inside,
/// on a face it leaves by, or along a flat box -- the answer is the t at
/// which the ray leaves (0 on a face it leaves by; nullopt when it never
/// leaves: a zero direction). Takes finite doubles; throws
/// std::domain_error otherwise.
std::optional<Rational> ray_box_entry_as(const double* origin, const double* direction, const double* lo,
                                         const double* hi, int n, bool open, InsideStart inside);

/// The 2D ray from ray.a through ray.b (t along b - a) against the box lo..hi.
std::optional<Rational> ray_box2_entry(Segment ray, Vec2 lo, Vec2 hi, bool open, InsideStart inside);

/// Where a ray first meets a ball (surface = false) or a sphere's surface
/// (surface = true), 3D or (z = 0) 2D: nullopt when it misses; 0 when the
/// origin is in the ball (on the surface, for surface = true); for a
/// surface, an origin strictly inside gives the exit root. An origin
/// strictly inside answers as `inside` says: t = 0 (a ball), nullopt, or the
/// exit root (InsideStart::exit, for a ball too); InsideStart::entry is
/// no_hit, and nullopt for an origin on the surface heading out (m . d > 0:
/// the ray never enters). A zero direction is the
/// point origin (it never leaves: the exit reading answers nullopt). A
/// negative or NaN radius is empty. Finite input only.
std::optional<Rational> ray_sphere_first(Vec3 origin, Vec3 direction, Vec3 centre, double radius, bool surface,
                                         InsideStart inside);

/// The 2D ray from ray.a through ray.b against a disc or circle.
std::optional<Rational> ray_circle_first(Segment ray, Circle circle, bool surface, InsideStart inside);

/// A reading that switches on the origin's side of the boundary --
/// InsideStart::exit, or a sphere or circle read as its surface -- taken from
/// the other side: what a subject answers when it reads an origin inside as
/// outside (the entry: t = 0 when the ray goes in, nullopt when it goes out),
/// or an origin outside or on the boundary as inside (where the ray's line
/// leaves; nullopt when that is behind the origin or the line misses). Where
/// the convention has no such switch (hit_at_zero or no_hit on a box or a
/// ball, a zero direction), the exact reading itself. For the rounding
/// margin of the switch (properties/side_switch.h): near the boundary a
/// double kernel may read the side either way. Same inputs and errors as
/// ray_box_entry_as, ray_box2_entry, ray_sphere_first and ray_circle_first.
std::optional<Rational> ray_box_entry_other_side(const double* origin, const double* direction, const double* lo,
                                                 const double* hi, int n, bool open, InsideStart inside);
std::optional<Rational> ray_box2_other_side(Segment ray, Vec2 lo, Vec2 hi, bool open, InsideStart inside);
std::optional<Rational> ray_sphere_other_side(Vec3 origin, Vec3 direction, Vec3 centre, double radius, bool surface,
                                              InsideStart inside);
std::optional<Rational> ray_circle_other_side(Segment ray, Circle circle, bool surface, InsideStart inside);

/// Two parallel shapes (d1 x d2 == 0, a zero-length one included) that share
/// points, s1 read as k1 and s2 as k2: the common point nearest to `near`,
/// with its t along s1 and u along s2 (0 along a zero-length one); nullopt
/// when they are not parallel (their crossing is line_crossing's) or share
/// no point (ParallelCrossing::common_point). Finite input only; throws
/// std::domain_error otherwise.
std::optional<ExactCrossing> parallel_common_point(Segment s1, Kind k1, Segment s2, Kind k2, Vec2 near);

/// Whether the segment meets the sphere's surface (min distance <= r <= the
/// farthest end's distance). Finite input only.
bool segment_meets_sphere_surface(Segment3 s, Sphere sphere);
/// The same for a circle (the curve) and a 2D segment.
bool segment_meets_circle(Segment s, Circle circle);

}  // namespace plumb::oracle
