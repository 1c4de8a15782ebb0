// Plumb: unit tests of the exact oracle (oracle/) on hand-computed cases, on
// the field cases that motivated it, and against independent methods (IEEE
// hardware arithmetic for rounding; the classic orientation-sign tests on
// small integer grids for the geometry). Self-contained: GoogleTest + oracle.
//
// Build and run by hand, from the repository root (one line):
//   g++ -std=c++20 -O1 -I. oracle/tests/oracle_test.cpp oracle/*.cpp -lgtest -lgtest_main -lmpfr -lgmp
//       -pthread -o /tmp/oracle_selftest && /tmp/oracle_selftest
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/projection.h"

namespace {

using plumb::Circle;
using plumb::Kind;
using plumb::Segment;
using plumb::Vec2;
using namespace plumb::oracle;  // NOLINT: test file

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Rational q(long long n, long long d = 1) { return Rational(n) / Rational(d); }
RVec2 rv(double x, double y) { return exact(Vec2{x, y}); }
std::uint64_t bits(double d) { return std::bit_cast<std::uint64_t>(d); }

// Same double, including the sign of zero.
void expect_same_double(double expected, double actual) {
  EXPECT_EQ(bits(expected), bits(actual)) << "expected " << expected << " got " << actual;
}

// |a - b| in ULPs of b (as doubles; fine for "within a few ULPs").
double ulps_apart(double a, double b) { return std::fabs(a - b) / (std::nextafter(std::fabs(b), kInf) - std::fabs(b)); }

// ---------------------------------------------------------------- exact values

TEST(OracleExact, ConvertsDoublesExactly) {
  EXPECT_EQ(exact(0.5), q(1, 2));
  EXPECT_EQ(exact(-3.0), q(-3));
  EXPECT_EQ(exact(-0.0), q(0));
  EXPECT_EQ(exact(0.1), q(3602879701896397LL, 36028797018963968LL));  // 0.1 = 3602879701896397 / 2^55
  EXPECT_EQ(exact(std::numeric_limits<double>::denorm_min()), pow2(-1074));
  EXPECT_EQ(exact(DBL_MAX), pow2(1024) - pow2(971));
  EXPECT_EQ(exact(DBL_MIN), pow2(-1022));
  EXPECT_EQ(exact(Vec2{1.5, -2.25}), (RVec2{q(3, 2), q(-9, 4)}));
}

TEST(OracleExact, RejectsNonFinite) {
  EXPECT_THROW(exact(kNaN), std::domain_error);
  EXPECT_THROW(exact(kInf), std::domain_error);
  EXPECT_THROW(exact(-kInf), std::domain_error);
  EXPECT_THROW(exact(Vec2{0.0, kNaN}), std::domain_error);
  EXPECT_THROW(exact(Segment{{0, 0}, {kInf, 0}}), std::domain_error);
}

TEST(OracleExact, Pow2) {
  EXPECT_EQ(pow2(0), q(1));
  EXPECT_EQ(pow2(3), q(8));
  EXPECT_EQ(pow2(-3), q(1, 8));
}

// ---------------------------------------------------------------- rounding

TEST(OracleRounding, OneThird) { expect_same_double(1.0 / 3.0, round_to_double(q(1, 3))); }

TEST(OracleRounding, SimpleValues) {
  expect_same_double(0.0, round_to_double(q(0)));
  expect_same_double(1.0, round_to_double(q(1)));
  expect_same_double(-2.5, round_to_double(q(-5, 2)));
  expect_same_double(0.1, round_to_double(q(1, 10)));
  expect_same_double(-1.0 / 3.0, round_to_double(q(-1, 3)));
}

TEST(OracleRounding, TiesGoToEven) {
  // 1 + 2^-53 is halfway between 1 (even) and 1 + 2^-52 (odd).
  expect_same_double(1.0, round_to_double(1 + pow2(-53)));
  // 1 + 3 2^-53 is halfway between 1 + 2^-52 (odd) and 1 + 2^-51 (even).
  expect_same_double(1.0 + 0x1p-51, round_to_double(1 + 3 * pow2(-53)));
  // A hair above a tie goes up; a hair below goes down.
  expect_same_double(1.0 + 0x1p-52, round_to_double(1 + pow2(-53) + pow2(-300)));
  expect_same_double(1.0 + 0x1p-52, round_to_double(1 + 3 * pow2(-53) - pow2(-300)));
  expect_same_double(-1.0, round_to_double(-1 - pow2(-53)));
}

TEST(OracleRounding, Subnormals) {
  const double tiny = std::numeric_limits<double>::denorm_min();  // 2^-1074
  // 3 2^-1075 = 1.5 tiny: halfway between tiny (odd) and 2 tiny (even).
  expect_same_double(2 * tiny, round_to_double(3 * pow2(-1075)));
  // 2^-1075 is halfway between 0 (even) and tiny.
  expect_same_double(0.0, round_to_double(pow2(-1075)));
  expect_same_double(tiny, round_to_double(pow2(-1075) + pow2(-1200)));
  expect_same_double(-0.0, round_to_double(-pow2(-1076)));
  expect_same_double(0x1p-1060, round_to_double(pow2(-1060)));
  expect_same_double(0x1.8p-1070, round_to_double(3 * pow2(-1071)));
  // 5 2^-1076 = 1.25 tiny -> tiny.
  expect_same_double(tiny, round_to_double(5 * pow2(-1076)));
  expect_same_double(DBL_MIN, round_to_double(pow2(-1022)));
  expect_same_double(DBL_MIN, round_to_double(pow2(-1022) - pow2(-1076)));  // rounds up across the boundary
}

TEST(OracleRounding, Overflow) {
  expect_same_double(kInf, round_to_double(pow2(1024)));
  expect_same_double(-kInf, round_to_double(-pow2(1024)));
  expect_same_double(kInf, round_to_double(pow2(1024) - pow2(970)));  // the tie goes to "2^1024"
  expect_same_double(DBL_MAX, round_to_double(pow2(1024) - pow2(970) - pow2(-100)));
  expect_same_double(DBL_MAX, round_to_double(exact(DBL_MAX)));
  expect_same_double(-DBL_MAX, round_to_double(-exact(DBL_MAX)));
  expect_same_double(kInf, round_to_double(pow2(5000)));
}

TEST(OracleRounding, RoundUp) {
  expect_same_double(1.0, round_up_to_double(q(1)));
  expect_same_double(std::nextafter(1.0 / 3.0, kInf), round_up_to_double(q(1, 3)));  // 1/3 rounds down
  expect_same_double(-1.0 / 3.0, round_up_to_double(q(-1, 3)));
  expect_same_double(kInf, round_up_to_double(pow2(1024)));
  expect_same_double(-DBL_MAX, round_up_to_double(-pow2(1030)));
  EXPECT_GE(exact(round_up_to_double(q(2, 3))), q(2, 3));
}

TEST(OracleRounding, SqrtHandCases) {
  expect_same_double(std::sqrt(2.0), sqrt_rounded(q(2)));
  expect_same_double(2.0, sqrt_rounded(q(4)));
  expect_same_double(0.5, sqrt_rounded(q(1, 4)));
  expect_same_double(0.0, sqrt_rounded(q(0)));
  expect_same_double(std::sqrt(1.0 / 3.0), sqrt_rounded(exact(1.0 / 3.0)));
  EXPECT_THROW(sqrt_rounded(q(-1, 1000)), std::domain_error);
  // Exact ties of the square root: sqrt((1 + 2^-53)^2) is halfway 1 .. 1 + 2^-52.
  const Rational h = 1 + pow2(-53);
  expect_same_double(1.0, sqrt_rounded(h * h));
  const Rational h3 = 1 + 3 * pow2(-53);
  expect_same_double(1.0 + 0x1p-51, sqrt_rounded(h3 * h3));
  // Subnormal results.
  expect_same_double(0x1p-1074, sqrt_rounded(pow2(-2148)));
  expect_same_double(0.0, sqrt_rounded(pow2(-2150)));  // 2^-1075: tie to 0
  expect_same_double(0x1p-1074, sqrt_rounded(pow2(-2150) + pow2(-2300)));
  expect_same_double(0x1p-1060, sqrt_rounded(pow2(-2120)));
  // Overflow.
  expect_same_double(kInf, sqrt_rounded(pow2(2048)));
  const Rational t = pow2(1024) - pow2(970);
  expect_same_double(kInf, sqrt_rounded(t * t));
  expect_same_double(DBL_MAX, sqrt_rounded(t * t - 1));
  expect_same_double(DBL_MAX, sqrt_rounded(exact(DBL_MAX) * exact(DBL_MAX)));
  expect_same_double(0x1p600, sqrt_rounded(pow2(1200)));
}

// Random doubles over several regimes: any bit pattern, moderate exponents,
// near the subnormal range, small integers.
double random_double(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> mode(0, 3);
  std::uniform_int_distribution<std::uint64_t> any;
  switch (mode(rng)) {
    case 0: {
      double d = kNaN;
      while (!std::isfinite(d)) d = std::bit_cast<double>(any(rng));
      return d;
    }
    case 1: {
      std::uniform_int_distribution<int> e(-40, 40);
      const double m = std::ldexp(static_cast<double>(any(rng) >> 11), -53) + 0.5;
      return ((any(rng) & 1) ? -1 : 1) * std::ldexp(m, e(rng));
    }
    case 2: {
      std::uniform_int_distribution<int> e(-1100, -1000);
      const double m = std::ldexp(static_cast<double>(any(rng) >> 11), -53) + 0.5;
      return ((any(rng) & 1) ? -1 : 1) * std::ldexp(m, e(rng));
    }
    default: {
      std::uniform_int_distribution<int> small(-20, 20);
      return small(rng);
    }
  }
}

// IEEE hardware arithmetic is correctly rounded to nearest even: an
// independent reference for round_to_double and sqrt_rounded.
TEST(OracleRounding, AgreesWithHardwareArithmetic) {
  std::mt19937_64 rng(20240601);
  for (int i = 0; i < 20000; ++i) {
    const double a = random_double(rng);
    const double b = random_double(rng);
    const Rational ea = exact(a);
    const Rational eb = exact(b);
    const auto same = [&](double hw, double oracle, const char* op) {
      // The exact value 0 rounds to +0 whatever the signs of the zero operands.
      if (hw == 0.0 && oracle == 0.0 && !(ea == 0 || eb == 0)) {
        EXPECT_EQ(bits(hw), bits(oracle)) << a << ' ' << op << ' ' << b;
      } else if (hw == 0.0) {
        EXPECT_EQ(oracle, 0.0) << a << ' ' << op << ' ' << b;
      } else {
        EXPECT_EQ(bits(hw), bits(oracle)) << a << ' ' << op << ' ' << b;
      }
    };
    same(a + b, round_to_double(ea + eb), "+");
    same(a - b, round_to_double(ea - eb), "-");
    same(a * b, round_to_double(ea * eb), "*");
    if (b != 0.0) same(a / b, round_to_double(ea / eb), "/");
    expect_same_double(std::sqrt(std::fabs(a)), sqrt_rounded(abs(ea)));
    if (::testing::Test::HasFailure()) break;
  }
}

// The exact midpoint check on its own: started from wrong guesses, it must
// still land on the correctly rounded double (ties to even included).
double step_by(double d, int k) {
  for (; k > 0; --k) d = std::nextafter(d, kInf);
  for (; k < 0; ++k) d = std::nextafter(d, -kInf);
  return d;
}

TEST(OracleRounding, MidpointCheckCorrectsWrongGuesses) {
  const std::vector<std::pair<Rational, double>> cases{
      {q(1, 3), 1.0 / 3.0},
      {1 + pow2(-53), 1.0},
      {1 + 3 * pow2(-53), 1.0 + 0x1p-51},
      {-1 - pow2(-53), -1.0},
      {-(1 + 3 * pow2(-53)), -(1.0 + 0x1p-51)},
      {3 * pow2(-1075), 0x1p-1073},
      {pow2(-1075), 0.0},
      {pow2(-1075) + pow2(-1200), 0x1p-1074},
      {pow2(-1022) - pow2(-1076), DBL_MIN},
      {pow2(1024) - pow2(970), kInf},
      {pow2(1024) - pow2(970) - pow2(-100), DBL_MAX},
      {-(pow2(1024) - pow2(970)), -kInf},
  };
  for (const auto& [value, want] : cases) {
    for (int k = -5; k <= 5; ++k) {
      const double guess = step_by(want, k);
      if (std::isnan(guess)) continue;
      expect_same_double(want, round_to_double_from(guess, value));
    }
  }
  expect_same_double(0x1p-1074, round_to_double_from(kNaN, pow2(-1074)));  // NaN guess starts at 0
  EXPECT_THROW(round_to_double_from(1.0, q(1000)), std::logic_error);
}

TEST(OracleRounding, SqrtMidpointCheckCorrectsWrongGuesses) {
  const Rational h = 1 + pow2(-53), h3 = 1 + 3 * pow2(-53), top = pow2(1024) - pow2(970);
  const std::vector<std::pair<Rational, double>> cases{
      {q(2), std::sqrt(2.0)},     {q(4), 2.0},
      {h * h, 1.0},               {h3 * h3, 1.0 + 0x1p-51},
      {pow2(-2148), 0x1p-1074},   {pow2(-2150), 0.0},
      {pow2(-2150) + pow2(-2300), 0x1p-1074},
      {top * top, kInf},          {top * top - 1, DBL_MAX},
  };
  for (const auto& [square, want] : cases) {
    for (int k = -5; k <= 5; ++k) {
      const double guess = step_by(want, k);
      if (std::isnan(guess)) continue;
      expect_same_double(want, sqrt_rounded_from(guess, square));
    }
  }
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<long long> n(1, 1LL << 62);
  for (int i = 0; i < 2000; ++i) {
    const Rational square = q(n(rng), n(rng));
    const double want = sqrt_rounded(square);
    for (int k = -3; k <= 3; ++k) expect_same_double(want, sqrt_rounded_from(step_by(want, k), square));
    const double x = round_to_double(square);
    for (int k = -3; k <= 3; ++k) expect_same_double(x, round_to_double_from(step_by(x, k), square));
  }
}

// ---------------------------------------------------------------- error measures

TEST(OracleError, UlpOf) {
  EXPECT_EQ(ulp_of(q(1)), 0x1p-52);
  EXPECT_EQ(ulp_of(q(3, 2)), 0x1p-52);
  EXPECT_EQ(ulp_of(q(2)), 0x1p-51);
  EXPECT_EQ(ulp_of(2 - pow2(-100)), 0x1p-52);
  EXPECT_EQ(ulp_of(q(-3)), 0x1p-51);
  EXPECT_EQ(ulp_of(q(1, 3)), 0x1p-54);
  EXPECT_EQ(ulp_of(q(0)), 0x1p-1074);
  EXPECT_EQ(ulp_of(pow2(-1050)), 0x1p-1074);
  EXPECT_EQ(ulp_of(pow2(-1022)), 0x1p-1074);
  EXPECT_EQ(ulp_of(pow2(-1021)), 0x1p-1073);
  EXPECT_EQ(ulp_of(exact(DBL_MAX)), 0x1p971);
  EXPECT_EQ(ulp_of(pow2(1075)), 0x1p1023);
  EXPECT_EQ(ulp_of(pow2(1100)), kInf);
}

TEST(OracleError, UlpError) {
  EXPECT_EQ(ulp_error(1.0, q(1)), 0.0);
  EXPECT_EQ(ulp_error(std::nextafter(1.0, 2.0), q(1)), 1.0);
  EXPECT_EQ(ulp_error(std::nextafter(1.0, 0.0), q(1)), 0.5);
  EXPECT_EQ(ulp_error(-3.0, q(-3)), 0.0);
  // 1.0/3.0 = 6004799503160661 2^-54 and 1/3 = 6004799503160661.33.. 2^-54.
  const double e = ulp_error(1.0 / 3.0, q(1, 3));
  EXPECT_GE(exact(e), q(1, 3));
  EXPECT_LT(e, 0.3334);
  EXPECT_EQ(ulp_error(kNaN, q(1)), kInf);
  EXPECT_EQ(ulp_error(kInf, q(1)), kInf);
  EXPECT_EQ(ulp_error(-kInf, q(-1)), kInf);
  EXPECT_EQ(ulp_error(0x1p-1074, q(0)), 1.0);
  EXPECT_EQ(ulp_error(0.0, pow2(-1075)), 0.5);
}

TEST(OracleError, UlpErrorNeverUnderReports) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 3000; ++i) {
    const double a = random_double(rng);
    const double b = random_double(rng);
    if (b == 0.0) continue;
    const Rational x = exact(a) / exact(b);
    const double r = round_to_double(x);
    if (!std::isfinite(r) || !std::isfinite(ulp_of(x))) continue;
    for (const double c : {r, std::nextafter(r, kInf), std::nextafter(r, -kInf), r * 0.75}) {
      if (!std::isfinite(c)) continue;
      const double err = ulp_error(c, x);
      ASSERT_GE(exact(err) * exact(ulp_of(x)), abs(exact(c) - x)) << c;
      if (c == r) {
        ASSERT_LE(err, 0.5) << x;
      }
    }
  }
}

TEST(OracleError, UlpErrorSqrtHandCases) {
  const double e = ulp_error_sqrt(std::sqrt(2.0), q(2));
  EXPECT_GE(e, 0.435376185641478);  // 0.43537618564147826739...
  EXPECT_LE(e, 0.435376185641479);
  EXPECT_EQ(ulp_error_sqrt(2.0, q(4)), 0.0);
  EXPECT_EQ(ulp_error_sqrt(3.0, q(4)), 0x1p51);  // |3 - 2| / 2^-51
  EXPECT_EQ(ulp_error_sqrt(0.0, q(0)), 0.0);
  EXPECT_EQ(ulp_error_sqrt(0x1p-1074, q(0)), 1.0);
  EXPECT_EQ(ulp_error_sqrt(kNaN, q(2)), kInf);
  EXPECT_EQ(ulp_error_sqrt(kInf, q(2)), kInf);
  EXPECT_THROW(ulp_error_sqrt(1.0, q(-1)), std::domain_error);
  // -sqrt(4) is 4 away from +2 in units of 2^-51.
  EXPECT_EQ(ulp_error_sqrt(-2.0, q(4)), 0x1p53);
}

// For s = sqrt(square) and a reported error e: s must lie within e ULPs of
// computed, checked exactly by squaring (never under-reporting), and a
// correctly rounded result must report at most 1/2 (and a hair).
TEST(OracleError, UlpErrorSqrtNeverUnderReports) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < 2000; ++i) {
    const double a = random_double(rng);
    const double b = random_double(rng);
    if (b == 0.0) continue;
    const Rational square = abs(exact(a) / exact(b));
    const double r = sqrt_rounded(square);
    if (!std::isfinite(r) || r == 0.0) continue;
    // ULP of s's binade: s is within an ULP of r, so floor(log2 s) is that of
    // r or one less (when r rounded up to a power of two).
    Rational ulp = exact(ulp_of(exact(r)));
    if (square < exact(r) * exact(r) && ulp_of(exact(std::nextafter(r, 0.0))) < ulp_of(exact(r))) {
      const Rational low_binade = exact(ulp_of(exact(std::nextafter(r, 0.0))));
      // Is s below r's binade start 2^m? Then use the lower ULP.
      const double start = std::ldexp(1.0, std::ilogb(r));
      if (square < exact(start) * exact(start)) ulp = low_binade;
    }
    for (const double c : {r, std::nextafter(r, kInf), std::nextafter(r, 0.0)}) {
      if (!std::isfinite(c)) continue;
      const double err = ulp_error_sqrt(c, square);
      const Rational radius = exact(err) * ulp;
      const Rational low = exact(c) - radius;
      const Rational high = exact(c) + radius;
      ASSERT_LE(square, high * high) << c;
      if (low > 0) {
        ASSERT_GE(square, low * low) << c;
      }
      if (c == r) {
        ASSERT_LE(err, 0.5 + 1e-12);
      } else {
        ASSERT_GE(err, 0.5);
      }
    }
  }
}

TEST(OracleError, ScaledError) {
  EXPECT_EQ(scaled_error(1.0 + 0x1p-52, q(1), q(1)), 2.0);
  EXPECT_EQ(scaled_error(1.0, q(1), q(1)), 0.0);
  EXPECT_EQ(scaled_error(3.0, q(1), q(4)), 0x1p52);  // 2 / (2^-53 4)
  EXPECT_EQ(scaled_error(1.0, q(1), q(0)), 0.0);
  EXPECT_EQ(scaled_error(1.0, q(2), q(0)), kInf);
  EXPECT_EQ(scaled_error(kNaN, q(1), q(1)), kInf);
  EXPECT_EQ(scaled_error(kInf, q(1), q(1)), kInf);
  EXPECT_THROW(scaled_error(1.0, q(1), q(-1)), std::domain_error);
  const double e = scaled_error(1.0 / 3.0, q(1, 3), q(1));
  EXPECT_GE(exact(e) * pow2(-53), abs(exact(1.0 / 3.0) - q(1, 3)));
}

// ---------------------------------------------------------------- projection, closest points

TEST(OracleClosest, Projection) {
  EXPECT_EQ(*projection_t(Segment{{0, 0}, {4, 0}}, Vec2{1, 5}), q(1, 4));
  EXPECT_EQ(*projection_t(Segment{{1, 1}, {3, 3}}, Vec2{0, 4}), q(1, 2));  // foot (2,2)
  EXPECT_EQ(*projection_t(Segment{{0, 0}, {4, 0}}, Vec2{-2, 5}), q(-1, 2));
  EXPECT_FALSE(projection_t(Segment{{1, 2}, {1, 2}}, Vec2{0, 0}).has_value());
  EXPECT_THROW(projection_t(Segment{{0, 0}, {1, kNaN}}, Vec2{0, 0}), std::domain_error);
}

TEST(OracleClosest, ClosestPointByKind) {
  const Segment s{{0, 0}, {4, 0}};
  ExactClosest c = closest_point(s, Vec2{6, 1}, Kind::segment);
  EXPECT_EQ(c.t, q(1));
  EXPECT_EQ(c.point, rv(4, 0));
  EXPECT_EQ(c.squared_distance, q(5));
  c = closest_point(s, Vec2{6, 1}, Kind::ray);
  EXPECT_EQ(c.t, q(3, 2));
  EXPECT_EQ(c.point, rv(6, 0));
  EXPECT_EQ(c.squared_distance, q(1));
  c = closest_point(s, Vec2{-2, 1}, Kind::segment);
  EXPECT_EQ(c.t, q(0));
  EXPECT_EQ(c.squared_distance, q(5));
  c = closest_point(s, Vec2{-2, 1}, Kind::ray);
  EXPECT_EQ(c.t, q(0));
  c = closest_point(s, Vec2{-2, 1}, Kind::line);
  EXPECT_EQ(c.t, q(-1, 2));
  EXPECT_EQ(c.point, rv(-2, 0));
  EXPECT_EQ(c.squared_distance, q(1));
  c = closest_point(s, Vec2{1, -3}, Kind::segment);
  EXPECT_EQ(c.t, q(1, 4));
  EXPECT_EQ(c.squared_distance, q(9));
}

TEST(OracleClosest, ZeroLengthSegment) {
  for (const Kind k : {Kind::line, Kind::ray, Kind::segment}) {
    const ExactClosest c = closest_point(Segment{{1, 2}, {1, 2}}, Vec2{4, 6}, k);
    EXPECT_EQ(c.t, q(0));
    EXPECT_EQ(c.point, rv(1, 2));
    EXPECT_EQ(c.squared_distance, q(25));
  }
  EXPECT_EQ(squared_distance_point_line(Vec2{4, 6}, Segment{{1, 2}, {1, 2}}), q(25));
  EXPECT_EQ(squared_distance_point_segment(Vec2{4, 6}, Segment{{1, 2}, {1, 2}}), q(25));
}

TEST(OracleClosest, PointDistances) {
  EXPECT_EQ(squared_distance_point_segment(Vec2{0, 0}, Segment{{3, -4}, {3, 4}}), q(9));
  EXPECT_EQ(squared_distance_point_segment(Vec2{0, 0}, Segment{{3, 4}, {3, 5}}), q(25));
  EXPECT_EQ(squared_distance_point_line(Vec2{0, 0}, Segment{{3, 4}, {3, 5}}), q(9));
  EXPECT_EQ(squared_distance_point_line(Vec2{0, 1}, Segment{{0, 0}, {1, 1}}), q(1, 2));
}

TEST(OracleClosest, SegmentSegmentDistances) {
  EXPECT_EQ(squared_distance_segment_segment(Segment{{0, 0}, {50, 50}}, Segment{{51, 51}, {100, 100}}), q(2));
  EXPECT_EQ(squared_distance_segment_segment(Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}}), q(0));
  EXPECT_EQ(squared_distance_segment_segment(Segment{{0, 0}, {4, 0}}, Segment{{1, 3}, {2, 3}}), q(9));
  EXPECT_EQ(squared_distance_segment_segment(Segment{{0, 0}, {1, 0}}, Segment{{2, 1}, {3, 5}}), q(2));
  EXPECT_EQ(squared_distance_segment_segment(Segment{{0, 0}, {4, 0}}, Segment{{2, 1}, {2, 5}}), q(1));
  EXPECT_EQ(squared_distance_segment_segment(Segment{{1, 1}, {1, 1}}, Segment{{3, 1}, {3, 1}}), q(4));
}

// Field case: the foot of the perpendicular lies a hair inside a very long
// segment; the distance is a hair below 3 and rounds to exactly 3.
TEST(OracleClosest, FieldDistanceToLongSegmentRoundsToThree) {
  for (const double y : {-1e100, -1e200, -8.988465674311469e307}) {
    const Rational d2 = squared_distance_point_segment(Vec2{0, 0}, Segment{{0, y}, {3, -0.0}});
    EXPECT_LT(d2, q(9)) << y;
    EXPECT_GT(d2, q(8)) << y;
    EXPECT_EQ(sqrt_rounded(d2), 3.0) << y;
  }
}

// ---------------------------------------------------------------- crossings

TEST(OracleCrossing, FieldTJunctionEveryOrdering) {
  const Vec2 a{585, 95}, b{581, 98}, c{585, 105}, d{585, 45};
  for (const Segment s1 : {Segment{a, b}, Segment{b, a}}) {
    for (const Segment s2 : {Segment{c, d}, Segment{d, c}}) {
      for (const bool swap : {false, true}) {
        const Segment x = swap ? s2 : s1;
        const Segment y = swap ? s1 : s2;
        EXPECT_TRUE(segments_intersect(x, y));
        EXPECT_FALSE(parallel(x, y));
        const std::optional<ExactCrossing> hit = segment_crossing(x, y);
        ASSERT_TRUE(hit.has_value());
        EXPECT_EQ(hit->point, rv(585, 95));
        EXPECT_EQ(squared_distance_segment_segment(x, y), q(0));
      }
    }
  }
  const std::optional<ExactCrossing> hit = segment_crossing(Segment{a, b}, Segment{c, d});
  EXPECT_EQ(hit->t, q(0));
  EXPECT_EQ(hit->u, q(1, 6));
}

TEST(OracleCrossing, FieldCorners) {
  std::optional<ExactCrossing> hit = segment_crossing(Segment{{2, 0}, {2, 1}}, Segment{{1, 0}, {2, 0}});
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->point, rv(2, 0));
  EXPECT_EQ(hit->t, q(0));
  EXPECT_EQ(hit->u, q(1));
  EXPECT_TRUE(segments_intersect(Segment{{2, 0}, {2, 1}}, Segment{{1, 0}, {2, 0}}));
  hit = segment_crossing(Segment{{2, -1}, {2, 1}}, Segment{{1, 0}, {2, 0}});
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->point, rv(2, 0));
  EXPECT_EQ(hit->t, q(1, 2));
  EXPECT_EQ(hit->u, q(1));
  EXPECT_TRUE(segments_intersect(Segment{{2, -1}, {2, 1}}, Segment{{1, 0}, {2, 0}}));
  EXPECT_TRUE(segments_intersect(Segment{{1, 0}, {2, 0}}, Segment{{2, 1}, {2, -1}}));
}

TEST(OracleCrossing, FieldCollinearDisjoint) {
  const Segment s1{{0, 0}, {50, 50}}, s2{{51, 51}, {100, 100}};
  EXPECT_FALSE(segments_intersect(s1, s2));
  EXPECT_FALSE(segments_intersect(s2, s1));
  EXPECT_TRUE(parallel(s1, s2));
  EXPECT_TRUE(collinear(s1, s2));
  EXPECT_FALSE(collinear_overlap(s1, s2));
  EXPECT_FALSE(line_crossing(s1, s2).has_value());
  EXPECT_FALSE(segment_crossing(s1, s2).has_value());
}

TEST(OracleCrossing, FieldNearlyParallel) {
  const Segment s1{{-1.0409649109311740, 0.6687021305668015}, {-2.1133878461538460, 1.5656628846153842}};
  const Segment s2{{-1.0693122547230032, 0.69241148443054934}, {-1.3756426966159574, 0.9486223273022460}};
  EXPECT_FALSE(parallel(s1, s2));
  const double det = round_to_double(direction_cross(s1, s2));
  EXPECT_LT(ulps_apart(det, -3.006962595273954e-17), 4.0) << det;
  EXPECT_NEAR(det, -3.007e-17, 0.001e-17);
  const std::optional<ExactCrossing> hit = segment_crossing(s1, s2);
  ASSERT_TRUE(hit.has_value());
  EXPECT_LT(ulps_apart(round_to_double(hit->t), 0.0825069467801317), 4.0) << round_to_double(hit->t);
  EXPECT_LT(ulps_apart(round_to_double(hit->u), 0.1963076143486724), 4.0) << round_to_double(hit->u);
  // Correctly rounded values (Python's float(Fraction) of the same exact solve).
  EXPECT_EQ(round_to_double(hit->t), 0.08250694678013167);
  EXPECT_EQ(round_to_double(hit->u), 0.19630761434867242);
  EXPECT_TRUE(segments_intersect(s1, s2));
}

TEST(OracleCrossing, FieldSharedVertexNotParallel) {
  const Vec2 v{11.198253, 55.211805};
  const Segment s1{v, {11.198252, 55.211803}};
  const Segment s2{v, {11.19825, 55.2118}};
  EXPECT_FALSE(parallel(s1, s2));
  EXPECT_FALSE(collinear(s1, s2));
  const std::optional<ExactCrossing> lines = line_crossing(s1, s2);
  ASSERT_TRUE(lines.has_value());
  EXPECT_EQ(lines->point, exact(v));  // the lines' only common point
  EXPECT_EQ(lines->t, q(0));
  EXPECT_EQ(lines->u, q(0));
  EXPECT_TRUE(segment_crossing(s1, s2).has_value());
  EXPECT_TRUE(segments_intersect(s1, s2));
  EXPECT_FALSE(collinear_overlap(s1, s2));
  const std::optional<ExactCrossing> first = first_contact(s1, Kind::segment, s2, Kind::segment);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->t, q(0));
  EXPECT_EQ(first->point, exact(v));
}

TEST(OracleCrossing, ZeroLengthSegments) {
  const Segment diag{{0, 0}, {4, 4}};
  const Segment on{{2, 2}, {2, 2}};
  const Segment off{{2, 2.5}, {2, 2.5}};
  const Segment beyond{{5, 5}, {5, 5}};
  EXPECT_TRUE(segments_intersect(on, diag));
  EXPECT_TRUE(segments_intersect(diag, on));
  EXPECT_FALSE(segments_intersect(off, diag));
  EXPECT_FALSE(segments_intersect(beyond, diag));
  EXPECT_TRUE(segments_intersect(on, on));
  EXPECT_FALSE(segments_intersect(on, off));
  EXPECT_TRUE(parallel(on, diag));
  EXPECT_TRUE(parallel(on, off));
  EXPECT_FALSE(line_crossing(on, diag).has_value());
  EXPECT_TRUE(collinear(on, diag));
  EXPECT_TRUE(collinear(beyond, diag));
  EXPECT_FALSE(collinear(off, diag));
  EXPECT_TRUE(collinear(on, off));  // two distinct points share a line
  EXPECT_TRUE(collinear(on, on));
  EXPECT_TRUE(collinear_overlap(on, diag));
  EXPECT_FALSE(collinear_overlap(beyond, diag));
  EXPECT_FALSE(collinear_overlap(on, off));
  EXPECT_TRUE(collinear_overlap(on, on));
}

TEST(OracleCrossing, Collinear) {
  EXPECT_TRUE(collinear(Segment{{0, 0}, {1, 1}}, Segment{{3, 3}, {-2, -2}}));
  EXPECT_FALSE(collinear(Segment{{0, 0}, {1, 1}}, Segment{{3, 3}, {-2, -1}}));
  EXPECT_FALSE(collinear(Segment{{0, 0}, {1, 0}}, Segment{{0, 1}, {1, 1}}));  // parallel, not collinear
  EXPECT_TRUE(collinear(Segment{{0, 0}, {0, 0}}, Segment{{0, 0}, {7, 3}}));
  EXPECT_TRUE(collinear_overlap(Segment{{0, 0}, {1, 1}}, Segment{{1, 1}, {2, 2}}));  // touch at an end
  EXPECT_TRUE(collinear_overlap(Segment{{0, 0}, {4, 4}}, Segment{{3, 3}, {1, 1}}));  // containment
  EXPECT_FALSE(collinear_overlap(Segment{{0, 0}, {2, 0}}, Segment{{0, 1}, {2, 1}}));
  EXPECT_FALSE(collinear_overlap(Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}}));  // crossing, not collinear
}

TEST(OracleCrossing, LineCrossingCramer) {
  const std::optional<ExactCrossing> c = line_crossing(Segment{{0, 0}, {1, 0}}, Segment{{5, -1}, {5, 1}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(5));
  EXPECT_EQ(c->u, q(1, 2));
  EXPECT_EQ(c->point, rv(5, 0));
  EXPECT_FALSE(segment_crossing(Segment{{0, 0}, {1, 0}}, Segment{{5, -1}, {5, 1}}).has_value());
  EXPECT_EQ(direction_cross(Segment{{0, 0}, {1, 0}}, Segment{{0, 0}, {0, 1}}), q(1));
}

TEST(OracleCrossing, LineSegmentIntersect) {
  const Segment x_axis{{0, 0}, {1, 0}};
  EXPECT_TRUE(line_segment_intersect(x_axis, Segment{{5, -1}, {5, 1}}));
  EXPECT_TRUE(line_segment_intersect(x_axis, Segment{{-5, 0}, {5, 1}}));
  EXPECT_FALSE(line_segment_intersect(x_axis, Segment{{5, 1}, {6, 2}}));
  EXPECT_TRUE(line_segment_intersect(x_axis, Segment{{7, 0}, {9, 0}}));
  EXPECT_FALSE(line_segment_intersect(x_axis, Segment{{7, 1}, {9, 1}}));
  EXPECT_TRUE(line_segment_intersect(x_axis, Segment{{-7, 0}, {-7, 0}}));
  EXPECT_FALSE(line_segment_intersect(x_axis, Segment{{-7, 1}, {-7, 1}}));
  EXPECT_TRUE(line_segment_intersect(Segment{{1, 1}, {1, 1}}, Segment{{0, 0}, {2, 2}}));
  EXPECT_FALSE(line_segment_intersect(Segment{{1, 1}, {1, 1}}, Segment{{0, 1}, {0, 2}}));
  EXPECT_FALSE(line_segment_intersect(Segment{{3, 3}, {3, 3}}, Segment{{0, 0}, {2, 2}}));  // the point, not a line
}

TEST(OracleCrossing, CircleSegment) {
  const Segment s{{1, -1}, {1, 1}};
  EXPECT_TRUE(circle_segment_intersect(Circle{{0, 0}, 1.0}, s));  // tangent: d^2 == r^2
  EXPECT_FALSE(circle_segment_intersect(Circle{{0, 0}, std::nextafter(1.0, 0.0)}, s));
  EXPECT_TRUE(circle_segment_intersect(Circle{{0, 0}, 2.0}, s));
  EXPECT_FALSE(circle_segment_intersect(Circle{{0, 0}, kNaN}, s));
  EXPECT_FALSE(circle_segment_intersect(Circle{{0, 0}, -1.0}, s));
  EXPECT_FALSE(circle_segment_intersect(Circle{{0, 0}, -kInf}, s));
  EXPECT_TRUE(circle_segment_intersect(Circle{{0, 0}, kInf}, s));
  EXPECT_TRUE(circle_segment_intersect(Circle{{1, 0}, 0.0}, s));
  EXPECT_TRUE(circle_segment_intersect(Circle{{1, 0}, -0.0}, s));
  EXPECT_FALSE(circle_segment_intersect(Circle{{1.5, 0}, 0.0}, s));
  EXPECT_THROW(circle_segment_intersect(Circle{{kNaN, 0}, kInf}, s), std::domain_error);
  EXPECT_THROW(circle_segment_intersect(Circle{{0, 0}, 1.0}, Segment{{0, 0}, {kInf, 0}}), std::domain_error);
}

// ------------------------------------------------- independent classic method
// The textbook orientation-sign predicates, in exact 64-bit integer arithmetic
// on small integer coordinates: a second, unrelated way to the same answers.

struct IP {
  long long x, y;
};
long long orient(IP a, IP b, IP c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }
int sgn(long long v) { return (v > 0) - (v < 0); }
bool between(IP a, IP b, IP p) {  // p collinear with a, b: inside their bounding box
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
bool classic_on_segment(IP a, IP b, IP p) { return orient(a, b, p) == 0 && between(a, b, p); }
bool classic_intersect(IP a, IP b, IP c, IP d) {
  const int o1 = sgn(orient(a, b, c)), o2 = sgn(orient(a, b, d));
  const int o3 = sgn(orient(c, d, a)), o4 = sgn(orient(c, d, b));
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return classic_on_segment(a, b, c) || classic_on_segment(a, b, d) || classic_on_segment(c, d, a) ||
         classic_on_segment(c, d, b);
}
bool same(IP a, IP b) { return a.x == b.x && a.y == b.y; }
bool classic_collinear(IP a, IP b, IP c, IP d) {
  std::vector<IP> pts{a, b, c, d};
  for (std::size_t i = 0; i < pts.size(); ++i)
    for (std::size_t j = 0; j < pts.size(); ++j)
      if (!same(pts[i], pts[j])) {
        for (const IP& k : pts)
          if (orient(pts[i], pts[j], k) != 0) return false;
        return true;
      }
  return true;  // all one point
}
Vec2 to_vec(IP p) { return Vec2{static_cast<double>(p.x), static_cast<double>(p.y)}; }
Segment to_seg(IP a, IP b) { return Segment{to_vec(a), to_vec(b)}; }

IP random_point(std::mt19937_64& rng, int n) {
  std::uniform_int_distribution<int> c(0, n);
  return IP{c(rng), c(rng)};
}

TEST(OracleCrossing, AgreesWithClassicOrientationMethodOnGrid) {
  std::mt19937_64 rng(99);
  for (int i = 0; i < 20000; ++i) {
    const int n = (i % 2) ? 3 : 6;  // tiny grids force many degenerate cases
    const IP a = random_point(rng, n), b = random_point(rng, n), c = random_point(rng, n), d = random_point(rng, n);
    const Segment s1 = to_seg(a, b), s2 = to_seg(c, d);
    const bool classic = classic_intersect(a, b, c, d);
    ASSERT_EQ(segments_intersect(s1, s2), classic) << a.x << ',' << a.y << ' ' << b.x << ',' << b.y << " / "
                                                   << c.x << ',' << c.y << ' ' << d.x << ',' << d.y;
    const bool col = classic_collinear(a, b, c, d);
    ASSERT_EQ(collinear(s1, s2), col);
    ASSERT_EQ(collinear_overlap(s1, s2), col && classic);
    ASSERT_EQ(parallel(s1, s2), (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x) == 0);
    ASSERT_EQ(squared_distance_segment_segment(s1, s2) == 0, classic);
    // Line through a, b (a point if a == b) against segment c-d.
    bool classic_line;
    if (same(a, b)) {
      classic_line = classic_on_segment(c, d, a);
    } else {
      classic_line = sgn(orient(a, b, c)) * sgn(orient(a, b, d)) <= 0;
    }
    ASSERT_EQ(line_segment_intersect(s1, s2), classic_line);
  }
}

// The minimum over candidates must be no larger than f at any sampled t, and
// must be attained on the shape.
TEST(OracleClosest, NoSampledPointIsCloser) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < 2000; ++i) {
    const IP a = random_point(rng, 8), b = random_point(rng, 8), p = random_point(rng, 8);
    const Segment s = to_seg(a, b);
    const RSegment e = exact(s);
    for (const Kind k : {Kind::segment, Kind::ray, Kind::line}) {
      const ExactClosest c = closest_point(s, to_vec(p), k);
      const RVec2 pe = exact(to_vec(p));
      const RVec2 d{e.b.x - e.a.x, e.b.y - e.a.y};
      ASSERT_EQ(c.point, (RVec2{e.a.x + c.t * d.x, e.a.y + c.t * d.y}));
      const Rational dx0 = c.point.x - pe.x, dy0 = c.point.y - pe.y;
      ASSERT_EQ(c.squared_distance, dx0 * dx0 + dy0 * dy0);
      if (k == Kind::segment) {
        ASSERT_TRUE(c.t >= 0 && c.t <= 1);
        ASSERT_EQ(c.squared_distance, squared_distance_point_segment(to_vec(p), s));
      }
      if (k == Kind::ray) {
        ASSERT_TRUE(c.t >= 0);
      }
      const int lo = (k == Kind::line) ? -256 : 0;
      const int hi = (k == Kind::segment) ? 64 : 320;
      for (int j = lo; j <= hi; ++j) {
        const Rational t = q(j, 64);
        const Rational x = e.a.x + t * d.x - pe.x, y = e.a.y + t * d.y - pe.y;
        ASSERT_LE(c.squared_distance, x * x + y * y);
      }
    }
  }
}

// ---------------------------------------------------------------- first contact

TEST(OracleFirstContact, RayAgainstSegment) {
  const Segment ray{{0, 0}, {1, 0}};
  std::optional<ExactCrossing> c = ray_segment_hit(ray, Segment{{5, -1}, {5, 1}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(5));
  EXPECT_EQ(c->u, q(1, 2));
  EXPECT_EQ(c->point, rv(5, 0));
  EXPECT_FALSE(ray_segment_hit(ray, Segment{{-5, -1}, {-5, 1}}).has_value());
  EXPECT_FALSE(ray_segment_hit(ray, Segment{{5, 1}, {5, 2}}).has_value());
  // Collinear overlap: where it begins along the ray, u along the wall.
  c = ray_segment_hit(ray, Segment{{3, 0}, {7, 0}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(3));
  EXPECT_EQ(c->u, q(0));
  c = ray_segment_hit(ray, Segment{{7, 0}, {3, 0}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(3));
  EXPECT_EQ(c->u, q(1));
  c = ray_segment_hit(ray, Segment{{-2, 0}, {2, 0}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->u, q(1, 2));
  EXPECT_FALSE(ray_segment_hit(ray, Segment{{-5, 0}, {-2, 0}}).has_value());
  // Touching the wall's end.
  c = ray_segment_hit(Segment{{0, 0}, {1, 1}}, Segment{{2, 2}, {4, 0}});
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(2));
  EXPECT_EQ(c->u, q(0));
}

TEST(OracleFirstContact, SegmentAgainstSegmentAndLine) {
  const Segment p{{0, 0}, {2, 0}};
  EXPECT_FALSE(first_contact(p, Kind::segment, Segment{{3, 0}, {7, 0}}, Kind::segment).has_value());
  std::optional<ExactCrossing> c = first_contact(Segment{{0, 0}, {4, 0}}, Kind::segment, Segment{{3, 0}, {7, 0}},
                                                 Kind::segment);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(3, 4));
  EXPECT_EQ(c->u, q(0));
  // q read as a line along which p lies: the start of p.
  c = first_contact(Segment{{0, 0}, {1, 0}}, Kind::segment, Segment{{5, 0}, {6, 0}}, Kind::line);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->u, q(-5));
  EXPECT_EQ(c->point, rv(0, 0));
  // A line crossing beyond the segment's end, but within the ray.
  EXPECT_FALSE(first_contact(Segment{{0, 0}, {1, 0}}, Kind::segment, Segment{{5, -1}, {5, 1}}, Kind::line));
  c = first_contact(Segment{{0, 0}, {1, 0}}, Kind::ray, Segment{{5, 10}, {5, 11}}, Kind::line);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(5));
  EXPECT_EQ(c->u, q(-10));
  // Parallel lines off the ray's line.
  EXPECT_FALSE(first_contact(Segment{{0, 0}, {1, 0}}, Kind::ray, Segment{{0, 1}, {1, 1}}, Kind::line));
}

TEST(OracleFirstContact, ZeroLengthShapes) {
  const Segment point_p{{2, 0}, {2, 0}};
  std::optional<ExactCrossing> c = first_contact(point_p, Kind::segment, Segment{{0, 0}, {4, 0}}, Kind::segment);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->u, q(1, 2));
  c = first_contact(point_p, Kind::ray, Segment{{0, 0}, {1, 0}}, Kind::line);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->u, q(2));
  EXPECT_FALSE(first_contact(point_p, Kind::ray, Segment{{0, 0}, {1, 0}}, Kind::segment));
  const Segment point_q{{3, 0}, {3, 0}};
  c = first_contact(Segment{{0, 0}, {1, 0}}, Kind::ray, point_q, Kind::segment);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(3));
  EXPECT_EQ(c->u, q(0));
  c = first_contact(Segment{{0, 0}, {1, 0}}, Kind::ray, point_q, Kind::line);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(3));
  EXPECT_EQ(c->u, q(0));
  EXPECT_FALSE(first_contact(Segment{{0, 0}, {1, 0}}, Kind::segment, point_q, Kind::segment));
  EXPECT_FALSE(first_contact(Segment{{0, 0}, {1, 0}}, Kind::ray, Segment{{3, 1}, {3, 1}}, Kind::segment));
  c = first_contact(point_q, Kind::segment, point_q, Kind::segment);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->u, q(0));
  EXPECT_FALSE(first_contact(point_q, Kind::segment, point_p, Kind::line));
}

TEST(OracleFirstContact, RejectsBadKindsAndNonFinite) {
  const Segment s{{0, 0}, {1, 0}};
  EXPECT_THROW(first_contact(s, Kind::line, s, Kind::segment), std::invalid_argument);
  EXPECT_THROW(first_contact(s, Kind::ray, s, Kind::ray), std::invalid_argument);
  EXPECT_THROW(first_contact(s, Kind::ray, Segment{{0, kNaN}, {1, 1}}, Kind::segment), std::domain_error);
}

// Classic reference: the first contact's t is one of 0, the parameters of
// q's ends along p, or the crossing of the lines; keep the candidates whose
// point is on both shapes (orientation + bounding box tests) and take the
// smallest.
std::optional<Rational> classic_first_t(IP a, IP b, Kind kp, IP c, IP d, Kind kq) {
  const Rational ax = a.x, ay = a.y, dx = b.x - a.x, dy = b.y - a.y;
  std::vector<Rational> candidates{Rational(0)};
  const long long dd = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y);
  if (dd != 0) {
    for (const IP e : {c, d}) candidates.push_back(q((e.x - a.x) * (b.x - a.x) + (e.y - a.y) * (b.y - a.y), dd));
    const long long den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
    if (den != 0) candidates.push_back(q((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x), den));
  }
  std::optional<Rational> best;
  for (const Rational& t : candidates) {
    if (t < 0 || (kp == Kind::segment && t > 1)) continue;
    const Rational px = ax + t * dx, py = ay + t * dy;
    // On p's line? (t came from projections, so check.)
    if ((px - ax) * dy != (py - ay) * dx) continue;
    // On q: orientation zero, and for a segment within the bounding box.
    const Rational o = Rational(d.x - c.x) * (py - c.y) - Rational(d.y - c.y) * (px - c.x);
    bool on_q;
    if (same(c, d)) {
      on_q = px == c.x && py == c.y;
    } else {
      on_q = o == 0 && (kq == Kind::line || (px >= std::min(c.x, d.x) && px <= std::max(c.x, d.x) &&
                                             py >= std::min(c.y, d.y) && py <= std::max(c.y, d.y)));
    }
    if (on_q && (!best || t < *best)) best = t;
  }
  return best;
}

TEST(OracleFirstContact, AgreesWithClassicCandidatesOnGrid) {
  std::mt19937_64 rng(1234);
  for (int i = 0; i < 12000; ++i) {
    const int n = (i % 2) ? 3 : 6;
    const IP a = random_point(rng, n), b = random_point(rng, n), c = random_point(rng, n), d = random_point(rng, n);
    const Kind kp = (i % 3 == 0) ? Kind::ray : Kind::segment;
    const Kind kq = (i % 4 == 0) ? Kind::line : Kind::segment;
    const std::optional<ExactCrossing> got = first_contact(to_seg(a, b), kp, to_seg(c, d), kq);
    const std::optional<Rational> want = classic_first_t(a, b, kp, c, d, kq);
    ASSERT_EQ(got.has_value(), want.has_value()) << i;
    if (!got) continue;
    ASSERT_EQ(got->t, *want) << i;
    const RSegment p = exact(to_seg(a, b)), qq = exact(to_seg(c, d));
    ASSERT_EQ(got->point, (RVec2{p.a.x + got->t * (p.b.x - p.a.x), p.a.y + got->t * (p.b.y - p.a.y)}));
    ASSERT_EQ(got->point, (RVec2{qq.a.x + got->u * (qq.b.x - qq.a.x), qq.a.y + got->u * (qq.b.y - qq.a.y)}));
    if (same(a, b)) {
      ASSERT_EQ(got->t, 0);
    }
    if (same(c, d)) {
      ASSERT_EQ(got->u, 0);
    }
    if (kq == Kind::segment) {
      ASSERT_TRUE(got->u >= 0 && got->u <= 1);
    }
  }
}

// ---------------------------------------------------------------- line of sight

TEST(OracleLineOfSight, FirstBlockerAndTies) {
  const Vec2 from{0, 0}, to{10, 0};
  const std::array<Segment, 3> walls{Segment{{5, -1}, {5, 1}}, Segment{{3, -1}, {3, 1}}, Segment{{3, 1}, {3, -1}}};
  const std::optional<ExactBlocker> b = first_blocker(from, to, walls);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->wall, 1u);  // t = 3/10, tied with wall 2: lowest index
  EXPECT_EQ(b->contact.t, q(3, 10));
  EXPECT_EQ(b->contact.u, q(1, 2));
  EXPECT_FALSE(has_line_of_sight(from, to, walls));
  EXPECT_TRUE(has_line_of_sight(from, to, std::span<const Segment>{}));
}

TEST(OracleLineOfSight, AlongAWallIsBlocked) {
  const std::array<Segment, 2> walls{Segment{{20, -1}, {20, 1}}, Segment{{4, 0}, {2, 0}}};
  const std::optional<ExactBlocker> b = first_blocker(Vec2{0, 0}, Vec2{10, 0}, walls);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->wall, 1u);
  EXPECT_EQ(b->contact.t, q(1, 5));
  EXPECT_EQ(b->contact.u, q(1));
}

TEST(OracleLineOfSight, WallsAsLinesCanOnlyBlockMore) {
  const Vec2 from{0, 0}, to{10, 0};
  const std::array<Segment, 3> walls{Segment{{5, 1}, {5, 2}}, Segment{{20, -1}, {20, 1}}, Segment{{0, 5}, {1, 5}}};
  EXPECT_TRUE(has_line_of_sight(from, to, walls));
  const std::optional<ExactBlocker> b = first_blocker_as_lines(from, to, walls);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->wall, 0u);
  EXPECT_EQ(b->contact.t, q(1, 2));
  EXPECT_EQ(b->contact.u, q(-1));
  EXPECT_FALSE(has_line_of_sight_as_lines(from, to, walls));
  const std::array<Segment, 2> far{Segment{{20, -1}, {20, 1}}, Segment{{0, 5}, {1, 5}}};
  EXPECT_TRUE(has_line_of_sight_as_lines(from, to, far));
}

TEST(OracleLineOfSight, ZeroLengthSightAndNonFinite) {
  const std::array<Segment, 1> walls{Segment{{0, -1}, {0, 1}}};
  const std::optional<ExactBlocker> b = first_blocker(Vec2{0, 0}, Vec2{0, 0}, walls);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->contact.t, q(0));
  EXPECT_EQ(b->contact.u, q(1, 2));
  const std::array<Segment, 2> bad{Segment{{0, -1}, {0, 1}}, Segment{{kNaN, 0}, {1, 1}}};
  EXPECT_THROW(first_blocker(Vec2{-1, 0}, Vec2{1, 0}, bad), std::domain_error);
  EXPECT_THROW(first_blocker(Vec2{-1, 0}, Vec2{kInf, 0}, walls), std::domain_error);
}

}  // namespace
