// Plumb oracle: rays against spheres and axis-aligned boxes.
//
// Ray-sphere method: with m = origin - centre, the squared distance from
// P(t) to the centre minus r^2 is the quadratic
// q(t) = A t^2 + 2 B t + C, A = d·d, B = m·d, C = m·m - r^2,
// and P(t) is in the closed ball iff q(t) <= 0. All of A, B, C are exact.
// If C <= 0 the origin is in the ball: entry 0. Otherwise the origin is
// outside and the ray enters iff q has a root t >= 0: none when A == 0 (a
// zero direction is the point origin); since the product of the roots is
// C/A > 0 the roots share a sign, and their sum -2B/A is positive iff B < 0;
// real roots need B^2 - A C >= 0 (== 0: tangent, a hit, the ball is
// closed). The entry is then the smaller root t* = C / (-B + sqrt(B^2 - AC))
// (no cancellation: -B > 0). It is irrational in general, so it is known
// through the exact comparator sign(t* - m): for m beyond the vertex -B/A,
// t* < m; otherwise sign(q(m)) (q > 0 before t*, 0 at t*, < 0 after it up to
// the vertex), and through an MPFR enclosure (enclosure3d.h), which give its
// correctly rounded double and ULP errors.
//
// Ray-box method (exact parameter intervals): the box is empty if min > max
// on an axis (none). On each axis, the set of t with min <= o + t d <= max is
// all t (d == 0 and min <= o <= max), empty (d == 0 otherwise), or the
// closed interval between (min - o)/d and (max - o)/d. The answer is the
// least element of the intersection of the three with t >= 0: its lower
// bound, when not empty. A second, different method (by faces) takes the
// least t >= 0 among: 0 if the origin is in the box, and each crossing of the
// ray with one of the six closed face rectangles (the face's plane crossed at
// one exact t, the point then tested against the rectangle). Faces parallel
// to the ray are skipped: a ray in a face's plane reaches that face through
// an edge, which lies on a face that it crosses.
// Why obviously correct: the sets are computed with no rounding and are
// closed intervals (P(t) is affine, boxes are convex), whose least element is
// the lower bound. The entry point of a ray starting outside lies on the
// boundary, on a face whose axis has d != 0, so the face method sees it.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// Whether the ray meets the closed ball: some t >= 0 with
/// |P(t) - centre| <= radius. Takes: a ray (zero direction allowed) and a
/// sphere (radius: any double). Returns: false for a NaN or negative radius,
/// true for +inf (all of space), else the exact test. Precondition: finite
/// coordinates; throws std::domain_error on a non-finite coordinate.
bool ray_sphere_hits(Ray3 ray, Sphere sphere);

/// The correctly rounded double (ties to even) of the exact entry parameter
/// t* = the least t >= 0 with |P(t) - centre| <= radius. Takes: a ray and a
/// sphere (radius: any double). Returns: nullopt when ray_sphere_hits is
/// false; 0.0 when the origin is inside or on the sphere (or the radius is
/// +inf); else the rounding of t* > 0 (+inf if t* >= 2^1024 - 2^970).
/// Precondition: finite coordinates; throws std::domain_error on a
/// non-finite coordinate.
std::optional<double> ray_sphere_entry_rounded(Ray3 ray, Sphere sphere);

/// The error of a computed entry parameter in ULPs of the exact entry t*
/// (ulp(t*) = 2^(max(floor(log2 t*), -1022) - 52), ulp(0) = 2^-1074),
/// never under-reported (over-reported by at most about 2^-250 ULP plus one
/// upward rounding; exactly 0 when computed == t*). Takes: a computed
/// double, the ray and the sphere. Returns: that error; +inf for a NaN or
/// infinite computed value. Precondition: finite coordinates and
/// ray_sphere_hits(ray, sphere); throws std::domain_error on a non-finite
/// coordinate and std::invalid_argument when the ray misses.
double ray_sphere_entry_ulp_error(double computed, Ray3 ray, Sphere sphere);

/// The least t >= 0 with P(t) in the closed box, by exact per-axis parameter
/// intervals. Takes: a ray (zero direction components allowed) and a box
/// (flat allowed). Returns: 0 when the origin is in the box; nullopt when
/// the ray misses or the box is empty (min > max on an axis).
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
std::optional<Rational> ray_box_entry(Ray3 ray, Box box);

/// The same answer as ray_box_entry by a different method: the least t >= 0
/// among 0 (when the origin is in the box) and the ray's crossings with the
/// six closed face rectangles. Takes and returns as ray_box_entry.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
std::optional<Rational> ray_box_entry_by_faces(Ray3 ray, Box box);

}  // namespace plumb::oracle
