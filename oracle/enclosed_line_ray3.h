// Plumb oracle, filtered path in 3D, second stage: the closest pair of two
// lines and of a ray and a segment (the questions of line_line3d.h and
// ray_segment3d.h) on certified enclosures, for the inputs the first stage
// (filtered_line_line3.h, filtered_ray_segment3.h) leaves: raw bit patterns
// whose distances and parameters are set by coordinates far below the
// largest, which underflow on one common scale.
//
// Method: the exact oracle's formulas, each value an enclosure
// (filtered_enclosure.h: two words, a radius and its own power of two, so
// every binade of a polynomial in the inputs is kept), each answer an exact
// quotient (filtered_quotient.h). Lines: s = sn / det and t = tn / det with
// sn = n . (d2 x r) and tn = n . (d1 x r), the Binet-Cauchy forms of the
// normal equations' B f - c C and A f - B c (the same exact values, far less
// cancellation), and the squared distance (r . n)^2 / n . n. A ray (o, d)
// and a segment (a2, d2), r = o - a2, v = b2 - o: the stationary point when
// sn = n . (d2 x r), tn = n . (d x r) and det - tn = n . (d x v) are >= 0;
// else the edge candidate (s = 0 with t = f / e clamped; t = 0 with s =
// max(0, -c / a); t = 1 with s = max(0, (b - c) / a)) that meets the
// optimality (Karush-Kuhn-Tucker) conditions of the strictly convex f on the
// half-strip, each a certified sign of c, f, b - c = d . v, e - f = d2 . v
// or of sn, tn, det - tn -- signs rather than comparisons of the candidates'
// values, which on raw bits agree to beyond two words. The measures are
// filtered_quotient.h's (bounds low <= exact <= high, kept only when high <=
// low (1 + 2^-40) + 2^-40; ulp_error also where q's binade is not certain,
// from the binades of |q|'s bounds), the point's scale |a| + (|x| + m)|d| +
// m from outward bounds. Parallel or degenerate pairs, non-finite input and
// anything not certified answer nullopt: the exact stage answers those.
// Why obviously correct: the exact oracle's formulas on the branches taken
// here (a point meeting the KKT conditions of a strictly convex function on
// a convex set is its unique minimiser, the pair the exact oracle finds by
// comparing candidates), every sign and bound certified by the enclosures.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered3::enclosed {

using filtered::Quotient;

/// A unique closest pair: s, t and the squared distance, exactly as
/// quotients of enclosures.
struct Pair3 {
  Quotient s, t, squared_distance;
};

/// As filtered3::line_line_closest3 and ray_segment_distance3, on
/// enclosures; nullopt when not certified. Never throws.
std::optional<Pair3> line_line_closest3(const Segment3& l1, const Segment3& l2);
std::optional<Pair3> ray_segment_distance3(const Ray3& ray, const Segment3& s);

/// Upper bounds of the checks' measures (properties/checks_line_ray3d.cpp),
/// within 2^-40 of the exact ones (relative) or 2^-40 (absolute):
/// ulp_error(computed, q); measure::squared_distance_error(computed, q,
/// contract) (a computed +inf is 0 when q is certified at least DBL_MAX /
/// (1 + contract 2^-53)); the point measure max_i |c_i - X_i| / (u (|a_i| +
/// (|x| + m) |d_i| + m)), m = 2^-1022, X = a + x d, d = b - a or, for a
/// ray, b itself. nullopt when not certified or computed is not finite
/// (but the +inf squared distance above). Never throw.
std::optional<double> ulp_error(double computed, const Quotient& q);
std::optional<double> squared_distance_error(double computed, const Quotient& q, double contract);
std::optional<double> point_error(Vec3 a, Vec3 b, bool ray, const Quotient& x, Vec3 computed);

}  // namespace plumb::oracle::filtered3::enclosed
