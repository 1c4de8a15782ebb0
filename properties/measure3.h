// The error measures of the 3D point constructions, against exact points:
// what the 3D checks record (and bench/check3_bench.cpp times as they run).
//
// Each is the point's worse coordinate in units of u times a scale of the
// input the contract names (kernels/contracts.h): for a point at t on a
// segment, u (|a_i| + (|t| + m) |b_i - a_i| + m), as measure::point_error in
// 2D; for a point of a triangle, u (|a_i| + |b_i| + |c_i| + m); m = 2^-1022
// keeps a zero scale from dividing by zero. Never under-reported (the
// coordinate errors of judge/measure.h round up); +inf for a non-finite
// computed coordinate.
#pragma once

#include <array>

#include "kernels/types.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/fraction.h"

namespace plumb::check {

/// The error of `fast` against `exact`, the point at parameter t of s.
/// Precondition: s finite (throws std::domain_error otherwise).
double point3_error(Vec3 fast, const Segment3& s, const oracle::Rational& t, const oracle::RVec3& exact);

/// The same for the point a + t d of a line or ray given by a and d (for a
/// segment d = b - a), exactly.
double point3_error(Vec3 fast, const oracle::RVec3& a, const oracle::RVec3& d, const oracle::Rational& t,
                    const oracle::RVec3& exact);

/// The same on unreduced fractions (oracle/fraction.h: the dyadic stage's
/// answers), forming no canonical rational.
double point3_error(Vec3 fast, const std::array<oracle::dyadic::Fraction, 3>& a,
                    const std::array<oracle::dyadic::Fraction, 3>& d, const oracle::dyadic::Fraction& t,
                    const std::array<oracle::dyadic::Fraction, 3>& exact);

/// The error of `fast` against `exact`, a point of the triangle t
/// (contract::kTrianglePointScale's measure). Precondition: t finite.
double triangle_point_error(Vec3 fast, const Triangle3& t, const oracle::RVec3& exact);

/// The same on unreduced fractions (oracle/fraction.h): the same double.
double triangle_point_error(Vec3 fast, const Triangle3& t, const std::array<oracle::dyadic::Fraction, 3>& exact);

}  // namespace plumb::check
