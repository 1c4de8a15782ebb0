// Unit tests of the kernels' building blocks, each against the oracle.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "plumb/plumb.h"
#include "oracle/exact.h"

namespace plumb {
namespace {

TEST(Range, ContainsAndClampFollowTheThreeRanges) {
  EXPECT_TRUE(contains_t(-5.0, Kind::line));
  EXPECT_FALSE(contains_t(-0.5, Kind::ray));
  EXPECT_TRUE(contains_t(-0.0, Kind::ray));
  EXPECT_TRUE(contains_t(1e300, Kind::ray));
  EXPECT_FALSE(contains_t(1.5, Kind::segment));
  EXPECT_FALSE(contains_t(std::nan(""), Kind::line));
  EXPECT_EQ(clamp_t(2.5, Kind::line), 2.5);
  EXPECT_EQ(clamp_t(2.5, Kind::ray), 2.5);
  EXPECT_EQ(clamp_t(2.5, Kind::segment), 1.0);
  EXPECT_EQ(clamp_t(-0.5, Kind::ray), 0.0);
  EXPECT_TRUE(std::isnan(clamp_t(std::nan(""), Kind::segment)));
}

TEST(Range, PointAtIsExactAtTheEnds) {
  const Segment s{{0.1, 0.7}, {0.3, -1e-300}};
  EXPECT_EQ(point_at(s, 0.0), s.a);
  EXPECT_EQ(point_at(s, 1.0), s.b);
  // A coordinate where both ends agree stays put even at t = inf.
  EXPECT_EQ(point_at({{1, 2}, {1, 5}}, std::numeric_limits<double>::infinity()).x, 1.0);
}

// Exhaustive small-domain test (re2 style): every orientation of three points
// on a 5 x 5 grid scaled into awkward binades, against the oracle's sign.
TEST(Orientation, ExhaustiveSmallGridAgreesWithTheOracle) {
  for (int k : {0, -1070, 960, -500}) {
    int checked = 0;
    for (int i = 0; i < 625 * 25; ++i) {
      auto at = [k](int n) { return Vec2{std::ldexp(n % 5 - 2 + 0.25 * (n / 5 % 5), k), std::ldexp(n / 5 % 5 - 2.0, k)}; };
      const Vec2 a = at(i % 25), b = at(i / 25 % 25), c = at(i / 625 % 25);
      const oracle::RVec2 ea = oracle::exact(a), eb = oracle::exact(b), ec = oracle::exact(c);
      const oracle::Rational det = (eb.x - ea.x) * (ec.y - ea.y) - (eb.y - ea.y) * (ec.x - ea.x);
      const int want = det > 0 ? 1 : det < 0 ? -1 : 0;
      ASSERT_EQ(orientation(a, b, c), want) << "k = " << k << ", i = " << i;
      ++checked;
    }
    EXPECT_EQ(checked, 625 * 25);
  }
}

// The classic ULP grid around a collinear triple, where plain double
// orientation is wrong about a third of the time.
TEST(Orientation, UlpGridAroundCollinearPointsIsExact) {
  const double e = 0x1p-53;
  int wrong_naive = 0;
  for (int i = 0; i < 64; ++i) {
    for (int j = 0; j < 64; ++j) {
      const Vec2 p{0.5 + i * e, 0.5 + j * e}, q{12, 12}, r{24, 24};
      const oracle::RVec2 ep = oracle::exact(p), eq = oracle::exact(q), er = oracle::exact(r);
      const oracle::Rational det = (eq.x - ep.x) * (er.y - ep.y) - (eq.y - ep.y) * (er.x - ep.x);
      const int want = det > 0 ? 1 : det < 0 ? -1 : 0;
      ASSERT_EQ(orientation(p, q, r), want) << i << ", " << j;
      const double naive = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
      wrong_naive += (naive > 0 ? 1 : naive < 0 ? -1 : 0) != want;
    }
  }
  // The grid is hard: the unfiltered formula must get many of these wrong, or
  // the test is not exercising the fallback.
  EXPECT_GT(wrong_naive, 100);
}

TEST(Orientation, FullExponentRangeWithOverflowingDifferences) {
  const double M = std::numeric_limits<double>::max();
  const double tiny = std::numeric_limits<double>::denorm_min();
  // (M, M), (-M, -M) and a point one subnormal off the diagonal through them.
  EXPECT_EQ(orientation({-M, -M}, {M, M}, {0, tiny}), 1);
  EXPECT_EQ(orientation({-M, -M}, {M, M}, {tiny, 0}), -1);
  EXPECT_EQ(orientation({-M, -M}, {M, M}, {-0.0, 0.0}), 0);
  EXPECT_EQ(orientation({0, 0}, {tiny, tiny}, {M, M}), 0);
  EXPECT_EQ(orientation({0, 0}, {tiny, 2 * tiny}, {M, M}), -1);
}

TEST(Orientation, NonFiniteInputIsZero) {
  const double nan = std::nan("");
  EXPECT_EQ(orientation({0, 0}, {1, nan}, {2, 2}), 0);
  EXPECT_EQ(orientation({0, 0}, {1, 1}, {std::numeric_limits<double>::infinity(), 2}), 0);
}

TEST(ExactNumber, SumsAndProductsMatchTheOracle) {
  using detail::ExactNumber;
  const double xs[] = {0.0, 1.0, -3.5, 0x1p-1074, -0x1.fffffffffffffp+1023, 1e-300, 7e300, 0x1.8p-1022};
  for (double a : xs)
    for (double b : xs)
      for (double c : xs) {
        const ExactNumber v = ExactNumber::from_double(a) * ExactNumber::from_double(b) - ExactNumber::from_double(c);
        const oracle::Rational want = oracle::exact(a) * oracle::exact(b) - oracle::exact(c);
        ASSERT_EQ(v.sign(), want > 0 ? 1 : want < 0 ? -1 : 0) << a << " " << b << " " << c;
        const detail::Scaled s = v.to_scaled();
        if (want != 0) {
          // The Scaled is within (1 + 2^-10) u of the exact value.
          const oracle::Rational got = oracle::exact(s.mantissa) * oracle::pow2(s.exponent);
          const oracle::Rational err = (got - want) / want;
          ASSERT_LE(err < 0 ? oracle::Rational(-err) : err, oracle::pow2(-53) * oracle::Rational(1025, 1024));
        }
      }
}

// Results must not depend on which evaluation (plain or rescaled) the filter
// took: scaling by 2^k moves a case between them and must scale t exactly.
TEST(Filter, ParametersAreIdenticalAcrossThePlainAndRescaledPaths) {
  const Segment s1{{0.1, 0.3}, {1.7, -2.2}}, s2{{-0.4, 0.9}, {2.5, 0.05}};
  const auto base = line_crossing(s1, s2);
  ASSERT_TRUE(base);
  for (int k : {-600, -500, -480, 480, 500, 508}) {
    auto sc = [k](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; };
    const auto x = line_crossing({sc(s1.a), sc(s1.b)}, {sc(s2.a), sc(s2.b)});
    ASSERT_TRUE(x) << k;
    EXPECT_EQ(x->t, base->t) << k;
    EXPECT_EQ(x->u, base->u) << k;
    EXPECT_EQ(x->point.x, std::ldexp(base->point.x, k)) << k;
  }
}

TEST(Distance, NeverBelowTheLineDistanceNearThePerpendicularAtAnEnd) {
  const Segment s{{0.1, 0.2}, {3.3, 1.7}};
  for (int i = -50; i <= 50; ++i) {
    // Points on (and ULPs around) the perpendicular through s.a.
    const Vec2 p{0.1 - 1.5 * (1 + i * 0x1p-52), 0.2 + 3.2 * (1 + i * 0x1p-52)};
    EXPECT_GE(distance_point_segment(p, s), distance_point_line(p, s)) << i;
    EXPECT_GE(squared_distance_point_segment(p, s), distance_point_line(p, s) * distance_point_line(p, s) * (1 - 0x1p-48)) << i;
  }
}

TEST(Circle, GrazingAtAnyScaleIsDecidedExactly) {
  for (int k : {0, -1000, 1000, -1074 + 3}) {
    const double r = std::ldexp(1.0, k);
    const Segment s{{std::ldexp(-2.0, k), 0}, {std::ldexp(2.0, k), 0}};
    EXPECT_TRUE(circle_segment_intersect({{0, r}, r}, s)) << k;
    EXPECT_FALSE(circle_segment_intersect({{0, std::nextafter(r, 2 * r)}, r}, s)) << k;
  }
  EXPECT_FALSE(circle_segment_intersect({{0, 0}, -1.0}, {{0, 0}, {1, 0}}));
  EXPECT_FALSE(circle_segment_intersect({{0, 0}, std::nan("")}, {{0, 0}, {1, 0}}));
  EXPECT_TRUE(circle_segment_intersect({{5, 5}, std::numeric_limits<double>::infinity()}, {{0, 0}, {1, 0}}));
}

}  // namespace
}  // namespace plumb
