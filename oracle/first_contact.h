// Plumb oracle: the first point along a ray or segment p that touches a
// segment or line q.
//
// Method: the set of parameters t along p whose point P(t) lies on q is
// computed exactly as an interval, then its minimum is taken. For p and q
// with length and not parallel, Cramer's rule gives the one common point of
// the lines, kept if its u is in q's range; for parallel p and q, q's points
// on p's line (if q.a is on it at all) have the exact t-interval between the
// parameters of q's ends (all of the line when q is read as a line). That
// set is intersected with p's own range (t >= 0, or 0 <= t <= 1). A
// zero-length p or q is a point, handled by exact membership.
// Why obviously correct: P(t) is affine in t and q is convex, so the common
// parameters form an interval; every bound of it is computed without
// rounding, and the smallest t of a closed interval bounded below is its
// lower bound. u is then recovered by solving P(t) = Q(u) exactly and
// checking the substitution.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/crossing.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// The common point of p (read as kp: ray or segment) and q (read as kq:
/// segment or line) with the smallest t along p, as {t, u, point} with
/// point = P_p(t) = P_q(u). Collinear overlap: where the overlap begins
/// along p. p zero-length: t = 0; q zero-length: u = 0 (q is a point even
/// when kq is line). Returns nullopt when they share no point.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate, and std::invalid_argument when kp is line or kq is ray.
std::optional<ExactCrossing> first_contact(Segment p, Kind kp, Segment q, Kind kq);

/// The same on exact values (throws std::invalid_argument for bad kinds).
std::optional<ExactCrossing> first_contact(const RSegment& p, Kind kp, const RSegment& q, Kind kq);

/// first_contact(ray, Kind::ray, wall, Kind::segment): the ray from ray.a
/// through ray.b (t >= 0 in units of ray.b - ray.a) against the closed wall.
/// Precondition: finite input; throws std::domain_error on a non-finite
/// coordinate.
std::optional<ExactCrossing> ray_segment_hit(Segment ray, Segment wall);

}  // namespace plumb::oracle
