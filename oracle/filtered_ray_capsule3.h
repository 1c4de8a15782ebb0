// Plumb oracle, filtered path in 3D: where a ray enters a capsule (the
// question of ray_capsule.h), certified or withheld.
//
// Method: the exact oracle's, evaluated in the first stage (filtered_fast.h,
// filtered_measure3.h) on the inputs scaled exactly by one power of two
// (filtered::scale_exactly; t is the same on them). The origin is inside
// or on the capsule when r^2 - |o - segment|^2 >= 0 (filtered_closest3.h's
// squared distance); otherwise the entry t* is the least valid candidate:
// the smaller positive root of each end ball's quadratic |o + t d - e|^2 -
// r^2 and of the cylinder's (projection form, ray_capsule.h's file
// comment), the cylinder's only when the foot (o - a).u + x d.u lies in
// [0, |u|^2]. A quadratic A t^2 + 2 B t + C has such a root when A > 0,
// C > 0, B < 0 and B^2 - A C >= 0 (four certified signs), and the root is
// C / (-B + sqrt(B^2 - A C)) (a quotient by quotient(), the square root by
// sqrt_of below: no cancellation, B < 0). The ray hits exactly when
// some candidate is valid (ray_capsule.h: t* is one of them and each is a
// point of the capsule). The least candidate is enclosed with ties
// (filtered_least3.h: a ray through the seam circle has two equal roots).
// The rounding of t* is certified
// when its whole bound lies strictly inside the rounding interval of one
// double.
// Why obviously correct: the exact oracle's definition, branch for branch;
// every branch on a certified sign or comparison, every value with a
// certified bound; anything else answers nullopt.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// As oracle::RayCapsuleExact: kind 0 a miss, 1 at the origin (t* = 0:
/// inside or on the capsule, or a radius of +inf), 2 ahead; for kind 2, t*
/// within its bound and its correctly rounded double (ties to even), a
/// positive normal double; rounded is 0.0 for kind 1.
struct RayCapsuleEntry3 {
  int kind = 0;
  Approx t;
  double rounded = 0;
};

/// The exact oracle's answer when every branch and the rounding are
/// certified, for finite coordinates whose largest magnitude (radius
/// included) is within [2^-100, 2^100] after exact scaling (or all 0);
/// nullopt otherwise (also for any non-finite coordinate). A NaN or
/// negative radius is a miss, +inf a hit at the origin, as the exact
/// oracle's. Never throws.
std::optional<RayCapsuleEntry3> ray_capsule_entry(Ray3 ray, Capsule capsule);

/// An upper bound of the exact oracle's measure of a computed entry
/// (RayCapsuleExact::entry_ulp_error) for a kind-2 entry e: ulp_error_near
/// (filtered_measure3.h; also a computed value within t's bound, as when a
/// kernel hits an entry that is a double exactly). nullopt for another
/// kind or where that is not certified. Never throws.
std::optional<double> entry_ulp_error(double computed, const RayCapsuleEntry3& e);

/// sqrt(v) for v certified >= 0, as a first-stage value: y = s + c, s =
/// sqrt(v.hi) rounded, c = (v - s^2) / (2 s) rounded (one Newton step in
/// two words), with the bound |sqrt(v) - y| = |v - y^2| / (sqrt(v) + y) <=
/// (|v - y^2| as computed, plus its bound) / y, times (1 + 2^-45) for that
/// bound's own roundings and for y's second word. nullopt when v is not
/// certified >= 0 or not finite. Never throws.
std::optional<Approx> sqrt_of(const Approx& v);

}  // namespace plumb::oracle::filtered3
