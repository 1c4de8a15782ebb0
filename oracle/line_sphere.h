// Plumb oracle: where an infinite line meets a sphere, exactly.
//
// Method: with m = o - centre, A = d.d, B = m.d, C = m.m - r^2 in exact
// rationals, the line meets the closed ball iff A > 0 and B^2 - A C >= 0 (a
// NaN or negative radius: no ball). The roots (-B -+ sqrt(B^2 - AC)) / A are
// irrational in general; each is known exactly through a comparator and
// enclosed from MPFR (oracle/enclosure3d.h), through the stable pair
// Q = -(B + sign(B) sqrt(Disc)) (a sum of two terms of one sign), roots Q / A
// and C / Q, so that no enclosure cancels. A root's sign is decided
// exactly: C == 0 makes one root 0 (and the other -2B / A, rational); else
// |Q| / A and |C| / |Q| are positive reals with the signs of -B and of -B C.
// Why obviously correct: the roots of a quadratic with a real discriminant
// are these two numbers (Vieta: their product C / A, their sum -2B / A), the
// comparators decide sign(x - m) by squaring only non-negative quantities,
// and the error measure never under-reports (enclosure3d.h).
// Nothing is shared with the kernel (kernels/line_sphere.h).
#pragma once

#include <array>

#include "kernels/types3d.h"

namespace plumb::oracle {

/// Whether the line origin + t direction (t any real) meets the closed ball.
/// Takes: a line and a sphere (radius any double). Returns: false for a zero
/// direction or a NaN or negative radius. Precondition: finite coordinates;
/// throws std::domain_error on a non-finite coordinate.
bool line_sphere_meets(Ray3 line, Sphere sphere);

/// |computed - t| in ULPs of t, for the root t0 (which = 0, the lesser) or t1
/// (which = 1) of a line that meets a sphere of finite radius. Never
/// under-reports; +inf for a NaN or infinite computed value, or a non-zero
/// one of the wrong sign (a zero of either sign is measured: a root below
/// the subnormal range rounds to it). Throws std::invalid_argument when the line misses (or the
/// radius is infinite), std::domain_error on a non-finite coordinate.
double line_sphere_root_ulp_error(double computed, Ray3 line, Sphere sphere, int which);

/// Both roots' errors at once, {error of t0, error of t1}: the same values as
/// line_sphere_root_ulp_error(t0, line, sphere, 0) and (t1, ..., 1), sharing
/// the exact quadratic and the enclosure of its discriminant's square root
/// (the costly part). Throws as line_sphere_root_ulp_error.
std::array<double, 2> line_sphere_root_ulp_errors(double t0, double t1, Ray3 line, Sphere sphere);

/// The root t0 (which = 0) or t1 (which = 1) correctly rounded to double
/// (ties to even; +-inf beyond DBL_MAX; 0 or a subnormal for a tiny root),
/// for a line that meets a sphere of finite radius: the reference value the
/// properties show beside a subject's root and take for its condition.
/// Throws as line_sphere_root_ulp_error.
double line_sphere_root_rounded(Ray3 line, Sphere sphere, int which);

}  // namespace plumb::oracle
