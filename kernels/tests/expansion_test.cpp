// Unit tests of the expansion stage of the form sign (kernels/detail/expansion.h
// and its use in kernels/orientation.h), each against the oracle.
//
// The stage function is called directly (detail::form_sign_expansion), so the
// tests show both that it is exact wherever the range guard admits it and that
// the inputs it exists for -- ULP grids, nearly collinear points -- do reach it:
// the filter cannot settle them and the guard admits them.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "plumb/plumb.h"
#include "oracle/exact.h"

namespace plumb {
namespace {

using detail::Form;

int oracle_sign(const Form& f) {
  using oracle::exact;
  const oracle::Rational A = exact(f.a1) - exact(f.a0), B = exact(f.b1) - exact(f.b0);
  const oracle::Rational C = exact(f.c1) - exact(f.c0), D = exact(f.d1) - exact(f.d0);
  const oracle::Rational AB = A * B, CD = C * D;
  const oracle::Rational F = f.sigma > 0 ? oracle::Rational(AB + CD) : oracle::Rational(AB - CD);
  return F > 0 ? 1 : F < 0 ? -1 : 0;
}

// The filter leaves the sign to the slow path (the value within its bound of 0).
bool filter_unsettled(const Form& f) {
  const detail::Filtered r = detail::filter(f);
  return !(r.value > r.bound) && !(-r.value > r.bound);
}

oracle::Rational expansion_value(int n, const double* e) {
  oracle::Rational v = 0;
  for (int i = 0; i < n; ++i) v += oracle::exact(e[i]);
  return v;
}

TEST(Expansion, TransformationsAreErrorFree) {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> exponent(-470, 470);
  std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
  for (int i = 0; i < 20000; ++i) {
    const double a = std::ldexp(mantissa(rng), exponent(rng) / 2);
    const double b = std::ldexp(mantissa(rng), exponent(rng) / 2);
    double x = 0, y = 0;
    detail::expansion::two_product(a, b, x, y);
    ASSERT_TRUE(oracle::exact(x) + oracle::exact(y) == oracle::exact(a) * oracle::exact(b)) << a << " " << b;
    ASSERT_EQ(x, a * b);
    detail::expansion::two_sum(a, b, x, y);
    ASSERT_TRUE(oracle::exact(x) + oracle::exact(y) == oracle::exact(a) + oracle::exact(b)) << a << " " << b;
    detail::expansion::two_diff(a, b, x, y);
    ASSERT_TRUE(oracle::exact(x) + oracle::exact(y) == oracle::exact(a) - oracle::exact(b)) << a << " " << b;
  }
}

// The whole form as an expansion: its exact value, nonoverlapping with the
// largest component last, on random inputs of widely different magnitudes.
TEST(Expansion, FormExpansionIsExactAndOrdered) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> exponent(-470, 470);
  std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
  for (int i = 0; i < 5000; ++i) {
    double v[8];
    const int base = exponent(rng);
    for (double& x : v) {
      // +-[1, 2) 2^e, e within 2^+-478: inside the guard (and sometimes 0).
      const double m = mantissa(rng);
      x = m < -1.75 ? 0.0 : std::ldexp(std::copysign(1.0 + std::fabs(m) / 2, m), std::clamp(base + exponent(rng) / 20, -478, 478));
    }
    const Form f{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], i % 2 ? 1.0 : -1.0};
    ASSERT_TRUE(detail::in_expansion_range(f));
    double h[16];
    const int n = detail::form_expansion(f, h);
    ASSERT_GE(n, 1);
    ASSERT_LE(n, 16);
    const oracle::Rational A = oracle::exact(f.a1) - oracle::exact(f.a0), B = oracle::exact(f.b1) - oracle::exact(f.b0);
    const oracle::Rational C = oracle::exact(f.c1) - oracle::exact(f.c0), D = oracle::exact(f.d1) - oracle::exact(f.d0);
    const oracle::Rational AB = A * B, CD = C * D;
    const oracle::Rational F = f.sigma > 0 ? oracle::Rational(AB + CD) : oracle::Rational(AB - CD);
    ASSERT_TRUE(expansion_value(n, h) == F) << i;
    for (int k = 0; k + 1 < n; ++k) {
      ASSERT_NE(h[k], 0.0) << i;
      // Nonoverlapping: the smaller component lies below the larger's lowest bit.
      int e = 0;
      const double m = std::frexp(std::fabs(h[k + 1]), &e);
      const auto bits = static_cast<std::uint64_t>(std::ldexp(m, 53));
      const double lowest_bit_of_next = std::ldexp(1.0, e - 53 + std::countr_zero(bits));
      ASSERT_LT(std::fabs(h[k]), lowest_bit_of_next) << i << " " << k;
      ASSERT_LT(std::fabs(h[k]), std::fabs(h[k + 1])) << i << " " << k;
    }
  }
}

// Kettner et al.'s ULP grid around the line y = x, the bench's hardest class:
// p = (0.5 + i 2^-53, 0.5 + j 2^-53), q = (12, 12), r = (24, 24).
TEST(Expansion, UlpGridAroundCollinearPointsMatchesTheOracle) {
  const double e = 0x1p-53;
  int unsettled = 0;
  for (int k : {0, -470, 420}) {
    for (int i = 0; i < 256; ++i) {
      for (int j = 0; j < 256; ++j) {
        const Vec2 p{std::ldexp(0.5 + i * e, k), std::ldexp(0.5 + j * e, k)};
        const Vec2 q{std::ldexp(12.0, k), std::ldexp(12.0, k)}, r{std::ldexp(24.0, k), std::ldexp(24.0, k)};
        const Form f = detail::cross_form(p, q, p, r);
        const int want = oracle_sign(f);
        ASSERT_TRUE(detail::in_expansion_range(f));
        ASSERT_EQ(detail::form_sign_expansion(f), want) << k << ": " << i << ", " << j;
        ASSERT_EQ(orientation(p, q, r), want) << k << ": " << i << ", " << j;
        unsettled += filter_unsettled(f);
      }
    }
  }
  // Most of the grid is beyond the filter: the stage is what decides it.
  EXPECT_GT(unsettled, 3 * 256 * 256 / 4);
}

// Exhaustive on a small domain: every cross and dot form of four points from
// a 4 x 4 set whose coordinate differences are mostly inexact (nonzero tails),
// at several scales inside the guard.
TEST(Expansion, ExhaustiveSmallDomainMatchesTheOracle) {
  const double values[] = {0.1, -0.3 + 0x1p-52, 1.0 + 0x1p-52, 3.0};
  std::vector<Vec2> points;
  for (double x : values)
    for (double y : values) points.push_back({x, y});
  for (int k : {0, -476, 470}) {
    auto sc = [k](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; };
    int tails = 0;
    for (std::size_t n = 0; n < 16 * 16 * 16 * 16; ++n) {
      const Vec2 p0 = sc(points[n % 16]), p1 = sc(points[n / 16 % 16]);
      const Vec2 p2 = sc(points[n / 256 % 16]), p3 = sc(points[n / 4096]);
      for (const Form& f : {detail::cross_form(p0, p1, p2, p3), detail::dot_form(p0, p1, p2, p3)}) {
        ASSERT_TRUE(detail::in_expansion_range(f));
        const int want = oracle_sign(f);
        ASSERT_EQ(detail::form_sign_expansion(f), want) << k << ": " << n;
        ASSERT_EQ(detail::form_sign(f), want) << k << ": " << n;
      }
      tails += (p1.x - p0.x) - p1.x + p0.x != 0.0;
    }
    EXPECT_GT(tails, 1000) << k;
  }
}

TEST(Expansion, RangeGuardEdges) {
  using detail::in_expansion_range;
  const double lo = 0x1p-480, hi = 0x1p+480;
  EXPECT_TRUE(in_expansion_range(0.0));
  EXPECT_TRUE(in_expansion_range(-0.0));
  EXPECT_TRUE(in_expansion_range(lo));
  EXPECT_TRUE(in_expansion_range(-lo));
  EXPECT_TRUE(in_expansion_range(hi));
  EXPECT_TRUE(in_expansion_range(-hi));
  EXPECT_FALSE(in_expansion_range(std::nextafter(lo, 0.0)));
  EXPECT_FALSE(in_expansion_range(std::nextafter(hi, 2 * hi)));
  EXPECT_FALSE(in_expansion_range(std::numeric_limits<double>::denorm_min()));
  EXPECT_FALSE(in_expansion_range(0x1p-1022));
  EXPECT_FALSE(in_expansion_range(std::numeric_limits<double>::max()));
  EXPECT_FALSE(in_expansion_range(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(in_expansion_range(std::nan("")));
}

// Nearly collinear triples with full 53-bit coordinates drawn at the edges of
// the guard, on both sides: inside, the stage's products reach 2^-1064 and
// 2^962 (subnormal and near-huge components); outside, ExactNumber decides.
TEST(Expansion, NearlyCollinearAtTheEdgesOfTheRangeMatchesTheOracle) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> unit(1.0, 2.0);
  std::uniform_int_distribution<int> offset(0, 8), ulps(-3, 3), sign(0, 1);
  // Exponents of the coordinates: at the lower edge (inside and just below),
  // at the upper edge (inside and just above), far outside, and mixed.
  struct Band {
    int exponent;
    bool inside;
  };
  const Band bands[] = {{-480, true}, {-489, false}, {471, true}, {480, false}, {-1040, false}, {1000, false}};
  int stage_taken = 0, outside = 0;
  for (const Band& band : bands) {
    for (int i = 0; i < 4000; ++i) {
      auto coordinate = [&] {
        // |x| in [2^e, 2^(e + 9)): the lower band's values start at exactly 2^-480.
        const double m = unit(rng) * (sign(rng) ? 1 : -1);
        return std::ldexp(m, band.exponent + offset(rng));
      };
      const Vec2 a{coordinate(), coordinate()}, b{coordinate(), coordinate()};
      // c near the line of a, b: a + t (b - a), then moved a few ULPs.
      const double t = unit(rng) - 1.5;
      Vec2 c{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
      for (int u = ulps(rng); u != 0; u -= (u > 0 ? 1 : -1)) c.x = std::nextafter(c.x, u > 0 ? HUGE_VAL : -HUGE_VAL);
      if (!std::isfinite(c.x) || !std::isfinite(c.y)) continue;
      const Form f = detail::cross_form(a, b, a, c);
      const int want = oracle_sign(f);
      ASSERT_EQ(orientation(a, b, c), want) << band.exponent << ": " << i;
      if (detail::in_expansion_range(f)) {
        ASSERT_EQ(detail::form_sign_expansion(f), want) << band.exponent << ": " << i;
        stage_taken += filter_unsettled(f);
      } else {
        outside += !band.inside;
      }
    }
  }
  EXPECT_GT(stage_taken, 100);
  EXPECT_GT(outside, 3 * 4000);  // the bands outside the guard stay outside
}

// The smallest components the guard admits: coordinates 2^-480 (1 + k 2^-52),
// so partial products at 2^-1064, far into the subnormal range, must still
// be exact.
TEST(Expansion, SubnormalComponentsAtTheLowerEdgeAreExact) {
  const double lo = 0x1p-480, ulp = 0x1p-532;
  int checked = 0;
  for (int i = 0; i < 24; ++i) {
    for (int j = 0; j < 24; ++j) {
      const Vec2 a{lo + i * ulp, -(2 * lo + j * 2 * ulp)};
      const Vec2 b{-(3 * lo + 6 * ulp), lo + 5 * ulp};
      const Vec2 c{2 * lo + (i ^ j) * 2 * ulp, -(lo + j * ulp)};
      for (const Form& f : {detail::cross_form(a, b, a, c), detail::dot_form(a, b, a, c)}) {
        ASSERT_TRUE(detail::in_expansion_range(f));
        const int want = oracle_sign(f);
        ASSERT_EQ(detail::form_sign_expansion(f), want) << i << ", " << j;
        ASSERT_EQ(detail::form_sign(f), want) << i << ", " << j;
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 2 * 24 * 24);
}

}  // namespace
}  // namespace plumb
