// Plumb oracle: where a ray enters a capsule, exactly.
//
// Decision: the ray P(t) = o + t d, t >= 0, meets the closed capsule (every
// point within r of segment a-b) iff the least squared distance from the ray
// to the segment is at most r^2, computed exactly by the ray-segment oracle
// (ray_segment3d.h, candidates on the half-strip).
//
// Entry: with the origin outside (squared_distance_point_segment3(o, s) >
// r^2), f(t) = dist(P(t), s)^2 - r^2 is piecewise one of three quadratics,
// by where the foot of P(t) falls: |P - a|^2 - r^2 before a, |P - b|^2 - r^2
// past b, and the squared distance to the axis line minus r^2 between,
// written by projection (Pythagoras, times |u|^2 > 0, u = b - a, m = o - a):
//   |u|^2 |m + t d|^2 - ((m + t d).u)^2 - r^2 |u|^2
//   = A t^2 + 2 B t + C,  A = |u|^2 |d|^2 - (d.u)^2,
//   B = |u|^2 (m.d) - (m.u)(d.u),  C = |u|^2 |m|^2 - (m.u)^2 - r^2 |u|^2.
// The entry t* is the first zero of f, where f turns from positive to <= 0;
// there the piece in force is a convex quadratic with a root at t* that it
// reaches while falling: its smaller root. So t* is the smaller positive root
// of the first ball's quadratic, of the second's, or of the cylinder's; each
// such root is a point of the capsule when it belongs to its piece (a ball's
// always: its points are all in the capsule; the cylinder's when the foot
// (m + x d).u lies in [0, |u|^2], decided through the root's exact
// comparator), hence >= t*. So t* is the least of the valid candidates. Each
// is irrational in general and known as the sphere's root is (ray3d.h): the
// exact comparator sign(x - m) from the sign of the quadratic at m and the
// vertex, and an MPFR enclosure (enclosure3d.h); the least of them is
// enclosed by the least lows and least highs, and compared by the least of
// the comparators (min x_i < m iff some x_i < m).
// Why obviously correct: the decision is the definition, evaluated with no
// rounding; the entry is cross-checked: a hit with no valid candidate, or
// candidates for a miss, throws std::logic_error, so the two methods vouch for
// each other. Nothing is shared with the kernel (kernels/ray_capsule.h),
// whose cylinder quadratic is written with cross products.
#pragma once

#include <optional>
#include <vector>

#include "kernels/types3d.h"
#include "oracle/enclosure3d.h"

namespace plumb::oracle {

/// Whether the ray meets the closed capsule: the exact squared distance from
/// the ray (t >= 0; a zero direction is its origin) to the segment is
/// <= radius^2. Answered by the certified first stage
/// (filtered_ray_capsule3.h) where it settles the case, as
/// ray_capsule_entry_rounded; RayCapsuleExact is the exact method alone. Takes: a ray and a capsule (radius: any double; a == b is a
/// ball). Returns: false for a NaN or negative radius, true for +inf, else
/// the exact test. Precondition: finite coordinates; throws std::domain_error
/// on a non-finite coordinate.
bool ray_capsule_hits(Ray3 ray, Capsule capsule);

/// Whether t* <= m, by the definition alone: the ray's stretch from t = 0
/// to t = m (a segment) comes within radius of the capsule's segment
/// (segment_segment_squared_distance3 <= radius^2). Independent of the
/// candidates; for checking them. Takes: as ray_capsule_hits, and m >= 0.
/// Returns: false for a NaN or negative radius, true for +inf.
/// Precondition: finite coordinates; throws std::domain_error on a
/// non-finite coordinate.
bool ray_capsule_entered_by(Ray3 ray, Capsule capsule, const Rational& m);

/// The correctly rounded double (ties to even) of t*. Returns: nullopt when
/// ray_capsule_hits is false; 0.0 when the origin is inside or on the
/// capsule (or the radius is +inf); else the rounding of t* > 0 (+inf if t*
/// >= 2^1024 - 2^970). Precondition: finite coordinates; throws
/// std::domain_error on a non-finite coordinate.
std::optional<double> ray_capsule_entry_rounded(Ray3 ray, Capsule capsule);

/// The error of a computed entry parameter in ULPs of t*, as
/// ray_sphere_entry_ulp_error (never under-reported; +inf for a NaN or
/// infinite computed value). Precondition: finite coordinates and
/// ray_capsule_hits; throws std::domain_error on a non-finite coordinate and
/// std::invalid_argument when the ray misses.
double ray_capsule_entry_ulp_error(double computed, Ray3 ray, Capsule capsule);

/// ray_capsule_hits, ray_capsule_entry_rounded and ray_capsule_entry_ulp_error
/// for one ray and capsule from one classification (each free function
/// classifies again; a check asks all three). Same answers, same throws: the
/// constructor throws std::domain_error on a non-finite coordinate, and
/// entry_ulp_error throws std::invalid_argument when the ray misses.
class RayCapsuleExact {
 public:
  RayCapsuleExact(Ray3 ray, Capsule capsule);
  bool hits() const { return kind_ != 0; }
  std::optional<double> entry_rounded() const;
  double entry_ulp_error(double computed) const;

 private:
  int kind_ = 0;                       // 0 miss, 1 at the origin, 2 ahead
  std::vector<Enclosure> candidates_;  // the valid roots, when ahead
};

}  // namespace plumb::oracle
