// The measures of judge/measure.h on the dyadic stage's fractions give the
// same doubles, bit for bit, as on the canonical rationals: t, u and the
// point of segment crossings and closest points, and the root of a segment
// pair's squared distance (oracle/dyadic_crossing.h),
// on uniform, random-exponent and raw-bit-pattern input, for computed values
// at, near and far from the exact ones, infinities and NaN included.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>
#include <string>

#include "judge/measure.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/error.h"
#include "oracle/rational2d.h"

namespace {

using namespace plumb;
namespace dy = plumb::oracle::dyadic;

struct Draw {
  std::mt19937_64 rng{20261207};
  int mode = 0;  // 0 uniform, 1 random exponents, 2 raw bits

  double value() {
    if (mode == 0) return std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
    if (mode == 1) {
      const double m = std::uniform_real_distribution<double>(1.0, 2.0)(rng);
      return (rng() & 1 ? -1 : 1) * std::ldexp(m, std::uniform_int_distribution<int>(-60, 60)(rng));
    }
    for (;;) {
      const double d = std::bit_cast<double>(rng());
      if (std::isfinite(d)) return d;
    }
  }
  Vec2 point() { return {value(), value()}; }
  // A computed coordinate near the exact one: rounded, one ULP off, 2^-30
  // relative off, far, or non-finite.
  double near(const oracle::Rational& exact) { return around(oracle::round_to_double(exact)); }
  double around(double r) {
    switch (rng() % 7) {
      case 0: return r;
      case 1: return std::nextafter(r, INFINITY);
      case 2: return r * (1 + 0x1p-30);
      case 3: return r + 1.0;
      case 4: return rng() & 1 ? INFINITY : -INFINITY;
      case 5: return NAN;
      default: return value();
    }
  }
  Vec2 near(const oracle::RVec2& p) { return {near(p.x), near(p.y)}; }
};

std::uint64_t bits(double v) { return std::bit_cast<std::uint64_t>(v); }

void run(int mode, int cases) {
  Draw d;
  d.mode = mode;
  int crossings = 0;
  for (int i = 0; i < cases && !::testing::Test::HasFailure(); ++i) {
    const Segment s1{d.point(), d.point()}, s2{d.point(), d.point()};
    char buf[300];
    std::snprintf(buf, sizeof buf, "s1 (%a, %a)-(%a, %a) s2 (%a, %a)-(%a, %a)", s1.a.x, s1.a.y, s1.b.x, s1.b.y,
                  s2.a.x, s2.a.y, s2.b.x, s2.b.y);
    const std::string what = buf;
    if (const std::optional<dy::FractionCrossing> f = dy::line_crossing_fractions(s1, s2)) {
      ++crossings;
      const oracle::ExactCrossing q = dy::to_exact(*f);
      for (int k = 0; k < 4; ++k) {
        const double t = d.near(q.t), u = d.near(q.u);
        const Vec2 p = d.near(q.point);
        EXPECT_EQ(bits(measure::ulps(t, f->t)), bits(measure::ulps(t, q.t))) << what << " t " << t;
        EXPECT_EQ(bits(measure::ulps(u, f->u)), bits(measure::ulps(u, q.u))) << what << " u " << u;
        EXPECT_EQ(bits(measure::point_error(p, s1, f->t, f->x, f->y)), bits(measure::point_error(p, s1, q.t, q.point)))
            << what << " point " << p.x << " " << p.y;
      }
    }
    const Vec2 p = d.point();
    for (Kind kind : {Kind::line, Kind::ray, Kind::segment}) {
      const dy::FractionClosest f = dy::closest_point_fractions(s1, p, kind);
      const oracle::ExactClosest q = oracle::rational::closest_point(s1, p, kind);
      const double t = d.near(q.t);
      const Vec2 c = d.near(q.point);
      EXPECT_EQ(bits(measure::ulps(t, f.t)), bits(measure::ulps(t, q.t))) << what << " closest t " << t;
      EXPECT_EQ(bits(measure::point_error(c, s1, f.t, f.x, f.y)), bits(measure::point_error(c, s1, q.t, q.point)))
          << what << " closest point " << c.x << " " << c.y;
    }
    const dy::Fraction square = dy::squared_distance_segment_segment_fraction(s1, s2);
    const oracle::Rational rsquare = oracle::rational::squared_distance_segment_segment(s1, s2);
    for (int k = 0; k < 4; ++k) {
      const double r = d.around(oracle::sqrt_rounded(rsquare));
      EXPECT_EQ(bits(measure::sqrt_ulps(r, square)), bits(measure::sqrt_ulps(r, rsquare))) << what << " distance " << r;
    }
  }
  EXPECT_GT(crossings, cases / 2);
}

TEST(MeasureOnFractions, SameDoublesAsOnRationalsOnUniformInput) { run(0, 1000); }
TEST(MeasureOnFractions, SameDoublesAsOnRationalsOnRandomExponents) { run(1, 1000); }
TEST(MeasureOnFractions, SameDoublesAsOnRationalsOnRawBitPatterns) { run(2, 300); }

// A wrong exact value is measured as such: the fraction measure is not a
// constant (the point one ULP off its exact place is 1/2 to 1 ULP of the
// coordinate's binade away, in units of u times a scale >= |x|).
TEST(MeasureOnFractions, AWrongPointIsMeasuredOff) {
  const Segment s{{0, 0}, {2, 2}};
  const dy::FractionClosest f = dy::closest_point_fractions(s, {0, 2}, Kind::segment);  // t = 1/2, (1, 1)
  EXPECT_EQ(measure::point_error({1, 1}, s, f.t, f.x, f.y), 0.0);
  EXPECT_GT(measure::point_error({1, std::nextafter(1.0, 2.0)}, s, f.t, f.x, f.y), 0.0);
  EXPECT_GT(measure::point_error({1.5, 1}, s, f.t, f.x, f.y), 1e10);
  EXPECT_EQ(measure::ulps(0.5, f.t), 0.0);
  EXPECT_EQ(measure::ulps(std::nextafter(0.5, 1.0), f.t), 1.0);
}

// A computed infinity of the wrong sign against an exact value past 2^1076
// (a line crossing's t can be): measured in the exact value's ULPs (about
// 2^52), not a throw, on the rational and the fraction alike.
TEST(MeasureOnFractions, AnInfinityOfTheWrongSignAgainstAHugeValue) {
  const dy::Fraction huge = dy::fraction(dy::Integer(3), 1100);  // 3 2^1100
  const oracle::Rational q = dy::to_rational(huge);
  const double e = measure::ulps(-INFINITY, q);
  EXPECT_GT(e, 0x1p52);
  EXPECT_LT(e, 0x1p53);
  EXPECT_EQ(bits(measure::ulps(-INFINITY, huge)), bits(e));
  EXPECT_EQ(measure::ulps(INFINITY, q), 0.0);  // the right infinity: the exact value rounds to it
}

}  // namespace
