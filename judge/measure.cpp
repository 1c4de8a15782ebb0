#include "judge/measure.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <fmt/format.h>
#include <limits>

#include "oracle/error.h"
#include "oracle/fraction_error.h"
#include "judge/format.h"

namespace plumb::measure {

using namespace oracle;

namespace {
Rational abs(const Rational& q) { return q < 0 ? Rational(-q) : q; }
}  // namespace

namespace {

// A computed +-inf where the exact value is finite: the error it stands for is
// the distance from the exact value to the overflow threshold 2^1024 - 2^970
// (the least magnitude that rounds to inf), in the given unit.
// `unit` is asked only for an exact value below the threshold.
double overflow_error(double fast, const Rational& exact_value, const std::function<Rational()>& unit_of) {
  const Rational threshold = pow2(1024) - pow2(970);
  const Rational signed_exact = fast > 0 ? exact_value : Rational(-exact_value);
  if (signed_exact >= threshold) return 0.0;
  const Rational unit = unit_of();
  if (unit == 0) return std::numeric_limits<double>::infinity();
  return round_up_to_double((threshold - signed_exact) / unit);
}

}  // namespace

double coordinate_error(double fast, const Rational& exact_value, const Rational& scale) {
  if (std::isinf(fast)) return overflow_error(fast, exact_value, [&] { return Rational(pow2(-53) * scale); });
  return scaled_error(fast, exact_value, scale);
}

double sqrt_ulps(double fast, const Rational& square) {
  if (!(std::isinf(fast) && fast > 0)) return ulp_error_sqrt(fast, square);
  // The root is below the threshold T iff square < T^2; then the distance to
  // T is T - sqrt(square) = (T^2 - square) / (T + sqrt(square)) <= (T^2 - square) / T
  // (an upper bound: never under-reported), in ULPs of DBL_MAX's binade, 2^971.
  const Rational threshold = pow2(1024) - pow2(970);
  const Rational t2 = threshold * threshold;
  if (square >= t2) return 0.0;
  return round_up_to_double((t2 - square) / threshold / pow2(971));
}

Rational sqrt_above(const Rational& v) {
  const double r = sqrt_rounded(v);
  if (!(r < std::numeric_limits<double>::max())) return pow2(1026);  // every finite distance is below
  return exact(std::nextafter(r, std::numeric_limits<double>::infinity()));
}

namespace {
// The ULP of the binade of |x| as an exact power of two (ulp_of's double is
// +inf from 2^1076 on: an infinity of the wrong sign against such a value).
Rational exact_ulp(const Rational& x) {
  return pow2(ulp_exponent(dyadic::fraction(dyadic::Integer(numerator(x)), dyadic::Integer(denominator(x)), 0)));
}
}  // namespace

double ulps(double fast, const Rational& exact_value) {
  if (std::isinf(fast)) return overflow_error(fast, exact_value, [&] { return exact_ulp(exact_value); });
  return ulp_error(fast, exact_value);
}

double point_error(Vec2 fast, const Segment& s, const Rational& t, const RVec2& exact_point) {
  // kernels/contracts.h kPointScale: m = 2^-1022 covers the subnormal spacing.
  const RSegment e = oracle::exact(s);
  const Rational m = pow2(-1022), tm = abs(t) + m;
  const Rational sx = abs(e.a.x) + tm * abs(e.b.x - e.a.x) + m;
  const Rational sy = abs(e.a.y) + tm * abs(e.b.y - e.a.y) + m;
  return std::max(coordinate_error(fast.x, exact_point.x, sx), coordinate_error(fast.y, exact_point.y, sy));
}

double squared_distance_error(double fast, const Rational& exact_value, double contract_ulps) {
  if (fast == std::numeric_limits<double>::infinity()) {
    const double max = std::numeric_limits<double>::max();
    const Rational limit = oracle::exact(max) / (1 + Rational(contract_ulps) * pow2(-53));
    return exact_value >= limit ? 0.0 : std::numeric_limits<double>::infinity();
  }
  return ulp_error(fast, exact_value);
}

double ulps(double fast, const oracle::dyadic::Fraction& exact_value) {
  if (std::isinf(fast)) return ulps(fast, oracle::dyadic::to_rational(exact_value));
  return oracle::ulp_error(fast, exact_value);
}

double coordinate_error(double fast, const oracle::dyadic::Fraction& exact_value,
                        const oracle::dyadic::Fraction& scale) {
  if (std::isinf(fast))
    return coordinate_error(fast, oracle::dyadic::to_rational(exact_value), oracle::dyadic::to_rational(scale));
  return oracle::scaled_error(fast, exact_value, scale);
}

double squared_distance_error(double fast, const oracle::dyadic::Fraction& exact_value, double contract_ulps) {
  if (fast == std::numeric_limits<double>::infinity())
    return squared_distance_error(fast, oracle::dyadic::to_rational(exact_value), contract_ulps);
  return oracle::ulp_error(fast, exact_value);
}

double sqrt_ulps(double fast, const oracle::dyadic::Fraction& square) {
  if (std::isinf(fast) && fast > 0) return sqrt_ulps(fast, oracle::dyadic::to_rational(square));
  return oracle::ulp_error_sqrt(fast, square);
}

double point_error(Vec2 fast, const Segment& s, const oracle::dyadic::Fraction& t, const oracle::dyadic::Fraction& x,
                   const oracle::dyadic::Fraction& y) {
  // The scale of the Rational version, |a| + (|t| + m) |b - a| + m, formed
  // exactly on fractions (the same value: the same double from each measure).
  namespace dy = oracle::dyadic;
  const dy::Fraction m = dy::fraction(dy::Integer(1), -1022), tm = dy::abs(t) + m;
  const auto scale = [&](double a, double b) {
    const dy::Fraction fa = dy::fraction(a);
    return dy::abs(fa) + tm * dy::abs(dy::fraction(b) - fa) + m;
  };
  return std::max(coordinate_error(fast.x, x, scale(s.a.x, s.b.x)), coordinate_error(fast.y, y, scale(s.a.y, s.b.y)));
}

std::string text(const Rational& q) { return fmt_case::hex_and_decimal(round_to_double(q)) + " (rounded)"; }

std::string text(const std::optional<Rational>& q) { return q ? text(*q) : "none"; }

std::string text(const RVec2& p) {
  return fmt::format("{{{}, {}}}", fmt_case::hex(round_to_double(p.x)), fmt_case::hex(round_to_double(p.y)));
}

std::string text(const std::optional<ExactCrossing>& c) {
  if (!c) return "none";
  return fmt::format("t = {}, u = {}, point = {}", text(c->t), text(c->u), text(c->point));
}

std::string text(const ExactClosest& c) {
  return fmt::format("t = {}, point = {}, squared distance = {}", text(c.t), text(c.point),
                     text(c.squared_distance));
}

std::string sqrt_text(const Rational& square) {
  return fmt_case::hex_and_decimal(sqrt_rounded(square)) + " (rounded)";
}

}  // namespace plumb::measure
