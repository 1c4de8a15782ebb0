// Plumb oracle, filtered path in 3D, second stage: the closest pair of two
// lines and of a ray and a segment (the questions of line_line3d.h and
// ray_segment3d.h) on certified enclosures, for the inputs the first stage
// (filtered_line_line3.h, filtered_ray_segment3.h) leaves: raw bit patterns
// whose distances and parameters are set by coordinates far below the
// largest, which underflow on one common scale.
//
// Method: the same formulas and branches as the first stage, each value an
// enclosure (filtered_enclosure.h: two words, a radius and its own power of
// two, so every binade of a polynomial in the inputs is kept), each answer
// an exact quotient (filtered_quotient.h: s and t = sn / det, tn / det with
// sn = n . (d2 x r) and tn = n . (d1 x r), the Binet-Cauchy forms of the
// normal equations' B f - c C and A f - B c, which cancel less; the
// squared distance (r . n)^2 / n . n, and the ray's edge answers), each
// branch on a certified sign or comparison; the measures are those of
// filtered_quotient.h (bounds low <= exact <= high, kept only when high <=
// low (1 + 2^-40) + 2^-40), the point's scale |a| + (|x| + m)|d| + m from
// outward bounds. Parallel or degenerate pairs, non-finite input and
// anything not certified answer nullopt: the exact stage answers those.
// Why obviously correct: the exact oracle's formulas on the branches taken
// here, every sign and bound certified by the enclosures.
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
