// Plumb judge: measuring a double answer against an exact one, in the
// units the contracts are written in (kernels/contracts.h).
#pragma once

#include <optional>
#include <string>

#include "kernels/types.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/exact.h"
#include "oracle/fraction.h"

namespace plumb::measure {

using oracle::Rational;
using oracle::RVec2;

/// oracle::ulp_error, except that a computed +-inf is measured by how far the
/// exact value is from rounding to it (0 when it does: a result beyond DBL_MAX).
/// point_error likewise.
double ulps(double fast, const Rational& exact);

/// oracle::ulp_error_sqrt likewise: a computed +inf is measured by how far the
/// exact root is from the overflow threshold, in ULPs of DBL_MAX's binade.
double sqrt_ulps(double fast, const Rational& square);

/// Error of a constructed point, per coordinate, in units of
/// u * (|a_x| + (|t| + m) |b_x - a_x| + m), m = 2^-1022, for the segment s it
/// is built on and the exact parameter t; the worse coordinate.
/// (kernels/contracts.h kPointScale)
double point_error(Vec2 fast, const Segment& s, const Rational& t, const RVec2& exact);

/// Error of a squared distance in ULPs, allowing overflow to +inf when the
/// exact value is within the contract of DBL_MAX or above it.
double squared_distance_error(double fast, const Rational& exact, double contract_ulps);

/// One coordinate's error in units of u * scale (a computed +-inf measured by
/// its distance to the overflow threshold).
double coordinate_error(double fast, const Rational& exact, const Rational& scale);

/// A rational upper bound of sqrt(v), v >= 0 (the next double above the
/// correctly rounded root; 2^1026 when that overflows).
Rational sqrt_above(const Rational& v);

/// ulps, coordinate_error and squared_distance_error on an exact value kept
/// as an unreduced fraction (oracle/fraction.h): the same doubles, without
/// making the canonical Rational (and its gcd) unless the computed value is
/// infinite.
double ulps(double fast, const oracle::dyadic::Fraction& exact);
double coordinate_error(double fast, const oracle::dyadic::Fraction& exact, const oracle::dyadic::Fraction& scale);
double squared_distance_error(double fast, const oracle::dyadic::Fraction& exact, double contract_ulps);
/// sqrt_ulps likewise, for an exact square kept as a fraction.
double sqrt_ulps(double fast, const oracle::dyadic::Fraction& square);
/// point_error likewise, for an exact parameter t and point {x, y} kept as
/// fractions (oracle/dyadic_crossing.h's FractionCrossing, FractionClosest).
double point_error(Vec2 fast, const Segment& s, const oracle::dyadic::Fraction& t, const oracle::dyadic::Fraction& x,
                   const oracle::dyadic::Fraction& y);

/// An exact value as text: its correctly rounded double (hex and decimal).
std::string text(const Rational& q);
std::string text(const std::optional<Rational>& q);
std::string text(const RVec2& p);
std::string text(const std::optional<oracle::ExactCrossing>& c);
std::string text(const oracle::ExactClosest& c);
/// The exact square root of a squared distance, as text.
std::string sqrt_text(const Rational& square);

}  // namespace plumb::measure
