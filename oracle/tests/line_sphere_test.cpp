// Plumb: the exact line-sphere oracle (oracle/line_sphere.h) on lines whose
// roots are rational (through the centre, or at a 3-4-5 offset), where the
// exact roots are doubles: each measures 0 ULPs, its neighbours 1, and a
// root of the wrong sign +inf; tangent lines have a double root; misses.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <stdexcept>

#include "oracle/line_sphere.h"

namespace plumb::oracle {
namespace {

TEST(OracleLineSphere, IrrationalRootsRoundCorrectly) {
  // x^2 + 1 = 4: t = -+sqrt(3) (std::sqrt is correctly rounded), and with
  // the direction halved, -+2 sqrt(3) (exactly twice the rounding).
  EXPECT_EQ(line_sphere_root_rounded({{0, 0, 0}, {1, 0, 0}}, {{0, 1, 0}, 2}, 0), -std::sqrt(3.0));
  EXPECT_EQ(line_sphere_root_rounded({{0, 0, 0}, {1, 0, 0}}, {{0, 1, 0}, 2}, 1), std::sqrt(3.0));
  EXPECT_EQ(line_sphere_root_rounded({{0, 0, 0}, {0.5, 0, 0}}, {{0, 1, 0}, 2}, 1), 2 * std::sqrt(3.0));
  EXPECT_THROW(line_sphere_root_rounded({{0, 9, 0}, {1, 0, 0}}, {{0, 0, 0}, 1}, 0), std::invalid_argument);
  EXPECT_THROW(line_sphere_root_rounded({{0, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, INFINITY}, 0), std::invalid_argument);
}

TEST(OracleLineSphere, RationalRootsMeasureExactlyAndNeighboursOneUlp) {
  struct Case {
    Ray3 line;
    Sphere sphere;
    double t0, t1;
  };
  const Case cases[] = {
      {{{0, 0, 0}, {1, 0, 0}}, {{5, 0, 0}, 1}, 4, 6},     // through the centre
      {{{0, 3, 0}, {1, 0, 0}}, {{5, 0, 0}, 5}, 1, 9},     // 3-4-5: half-chord 4
      {{{0, 3, 0}, {-2, 0, 0}}, {{5, 0, 0}, 5}, -4.5, -0.5},
      {{{0, 0, 0}, {0, 0, 1}}, {{0, 0, 0}, 2}, -2, 2},    // origin at the centre
      {{{0, 5, 0}, {1, 0, 0}}, {{5, 0, 0}, 5}, 5, 5},     // tangent: a double root
      {{{0, 0, 0}, {1, 0, 0}}, {{3, 0, 0}, 3}, 0, 6},     // the origin on the sphere: C = 0
  };
  for (const Case& c : cases) {
    ASSERT_TRUE(line_sphere_meets(c.line, c.sphere));
    EXPECT_EQ(line_sphere_root_ulp_error(c.t0, c.line, c.sphere, 0), 0.0) << c.t0;
    EXPECT_EQ(line_sphere_root_ulp_error(c.t1, c.line, c.sphere, 1), 0.0) << c.t1;
    EXPECT_EQ(line_sphere_root_rounded(c.line, c.sphere, 0), c.t0);
    EXPECT_EQ(line_sphere_root_rounded(c.line, c.sphere, 1), c.t1);
    // The next double away from 0 is one ULP of the root's binade off.
    if (c.t1 != 0) {
      const double away = std::nextafter(c.t1, c.t1 > 0 ? INFINITY : -INFINITY);
      EXPECT_NEAR(line_sphere_root_ulp_error(away, c.line, c.sphere, 1), 1.0, 0.01) << c.t1;
      EXPECT_EQ(line_sphere_root_ulp_error(-c.t1, c.line, c.sphere, 1), INFINITY) << c.t1;
    }
    if (c.t0 != 0) {
      const double away = std::nextafter(c.t0, c.t0 > 0 ? INFINITY : -INFINITY);
      EXPECT_NEAR(line_sphere_root_ulp_error(away, c.line, c.sphere, 0), 1.0, 0.01) << c.t0;
    }
  }
  EXPECT_FALSE(line_sphere_meets({{0, std::nextafter(5.0, 6.0), 0}, {1, 0, 0}}, {{5, 0, 0}, 5}));
  EXPECT_FALSE(line_sphere_meets({{0, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, 5}));
  EXPECT_FALSE(line_sphere_meets({{0, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, -1}));
  EXPECT_THROW(line_sphere_root_ulp_error(1.0, {{0, 9, 0}, {1, 0, 0}}, {{0, 0, 0}, 1}, 0), std::invalid_argument);
}

// An irrational root: sqrt(2) - 1 and -sqrt(2) - 1 (the line y = 1 against
// the sphere of radius sqrt(3) about the origin, seen from x = 1): the
// correctly rounded doubles are within half an ULP.
TEST(OracleLineSphere, IrrationalRootsAreMeasuredAgainstTheirEnclosure) {
  const Ray3 line{{1, 1, 0}, {1, 0, 0}};
  const Sphere sphere{{0, 0, 0}, std::sqrt(3.0)};  // r^2 is 3 rounded: the roots are -1 -+ sqrt(r^2 - 1)
  ASSERT_TRUE(line_sphere_meets(line, sphere));
  const double r2 = sphere.radius * sphere.radius;  // not exactly r^2; the bound below is loose enough
  const double t0 = -1 - std::sqrt(r2 - 1), t1 = -1 + std::sqrt(r2 - 1);
  EXPECT_LT(line_sphere_root_ulp_error(t0, line, sphere, 0), 4.0);
  EXPECT_LT(line_sphere_root_ulp_error(t1, line, sphere, 1), 16.0);
  EXPECT_GT(line_sphere_root_ulp_error(t1 * (1 + 0x1p-40), line, sphere, 1), 100.0);
}

// Both roots measured at once (line_sphere_root_ulp_errors) give what two
// single calls give, bit for bit, on random lines through random spheres
// (grid and uniform coordinates), with computed roots near, at, beyond and
// of the wrong sign of the exact ones, and NaN or infinite ones.
TEST(OracleLineSphere, BothRootsAtOnceAsTwoCalls) {
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> u(-4, 4);
  std::uniform_int_distribution<int> g(-3, 3), pick(0, 5);
  const auto coordinate = [&](int i) { return i % 2 == 0 ? double(g(rng)) : u(rng); };
  int measured = 0;
  for (int i = 0; i < 4000; ++i) {
    const Ray3 line{{coordinate(i), coordinate(i), coordinate(i)}, {coordinate(i), coordinate(i), coordinate(i)}};
    const Sphere sphere{{coordinate(i), coordinate(i), coordinate(i)}, std::fabs(coordinate(i)) + 1};
    if (!line_sphere_meets(line, sphere)) continue;
    double t[2];
    for (int k = 0; k < 2; ++k) {
      t[k] = line_sphere_root_rounded(line, sphere, k);
      switch (pick(rng)) {
        case 0: t[k] = std::nextafter(t[k], INFINITY); break;
        case 1: t[k] = -t[k] - 1; break;
        case 2: t[k] = k == 0 ? NAN : INFINITY; break;
        case 3: t[k] = t[k] * (1 + 0x1p-30); break;
        default: break;
      }
    }
    const auto both = line_sphere_root_ulp_errors(t[0], t[1], line, sphere);
    for (int k = 0; k < 2; ++k) {
      const double one = line_sphere_root_ulp_error(t[k], line, sphere, k);
      ASSERT_TRUE(both[static_cast<std::size_t>(k)] == one || (std::isnan(one) && std::isnan(both[static_cast<std::size_t>(k)])))
          << i << " root " << k << ": " << both[static_cast<std::size_t>(k)] << " vs " << one;
    }
    ++measured;
  }
  EXPECT_GT(measured, 1000);
  EXPECT_THROW(line_sphere_root_ulp_errors(1.0, 2.0, {{0, 9, 0}, {1, 0, 0}}, {{0, 0, 0}, 1}), std::invalid_argument);
}

}  // namespace
}  // namespace plumb::oracle
