// Plumb: the exact ray-capsule oracle (oracle/ray_capsule.h) on hand cases,
// and its entry against the definition: the correctly rounded entry c must
// be reached by the ray cut at c + ulp(c) and not yet at c - ulp(c)
// (ray_capsule_entered_by: the segment oracle on the cut ray), which shares
// nothing with the candidates the entry comes from.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

#include "oracle/exact.h"
#include "oracle/ray_capsule.h"

namespace plumb::oracle {
namespace {

const Capsule kAlongX{{-2, 0, 0}, {2, 0, 0}, 1};

TEST(OracleRayCapsule, HandCases) {
  // Onto the side, the middle of the segment: the cylinder at y = 1.
  EXPECT_EQ(ray_capsule_entry_rounded({{0, 5, 0}, {0, -1, 0}}, kAlongX), 4.0);
  EXPECT_EQ(ray_capsule_entry_rounded({{0, 5, 0}, {0, -4, 0}}, kAlongX), 1.0);
  // Along the axis: the first ball's pole at x = -3.
  EXPECT_EQ(ray_capsule_entry_rounded({{-10, 0, 0}, {1, 0, 0}}, kAlongX), 7.0);
  EXPECT_EQ(ray_capsule_entry_rounded({{10, 0, 0}, {-2, 0, 0}}, kAlongX), 3.5);
  // Through the seam circle (x = -2, where the side meets the ball).
  EXPECT_EQ(ray_capsule_entry_rounded({{-2, 5, 0}, {0, -1, 0}}, kAlongX), 4.0);
  // Tangent to the side, and a hair beyond it.
  EXPECT_EQ(ray_capsule_entry_rounded({{0, 1, -5}, {0, 0, 1}}, kAlongX), 5.0);
  EXPECT_FALSE(ray_capsule_hits({{0, std::nextafter(1.0, 2.0), -5}, {0, 0, 1}}, kAlongX));
  // Parallel to the axis on the side's surface: touches the first ball at the seam.
  EXPECT_EQ(ray_capsule_entry_rounded({{-9, 1, 0}, {1, 0, 0}}, kAlongX), 7.0);
  // Beside the end: through the ball only, irrationally: x = -2 - sqrt(3)/2.
  const auto t = ray_capsule_entry_rounded({{-10, 0.5, 0}, {1, 0, 0}}, kAlongX);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 8.0 - std::sqrt(0.75), 1e-15);
  EXPECT_LE(ray_capsule_entry_ulp_error(*t, {{-10, 0.5, 0}, {1, 0, 0}}, kAlongX), 0.5 + 1e-9);
  // Inside, on the surface, behind, away, zero direction.
  EXPECT_EQ(ray_capsule_entry_rounded({{1, 0.5, 0}, {0, 0, 1}}, kAlongX), 0.0);
  EXPECT_EQ(ray_capsule_entry_rounded({{3, 0, 0}, {1, 0, 0}}, kAlongX), 0.0);
  EXPECT_FALSE(ray_capsule_entry_rounded({{0, 5, 0}, {0, 1, 0}}, kAlongX));
  EXPECT_FALSE(ray_capsule_entry_rounded({{0, 5, 0}, {0, 0, 0}}, kAlongX));
  EXPECT_EQ(ray_capsule_entry_rounded({{0, 0.5, 0}, {0, 0, 0}}, kAlongX), 0.0);
  // Zero radius: the segment itself; zero length: a ball.
  EXPECT_EQ(ray_capsule_entry_rounded({{1, 3, 0}, {0, -1, 0}}, Capsule{{-2, 0, 0}, {2, 0, 0}, 0}), 3.0);
  EXPECT_FALSE(ray_capsule_hits({{3, 3, 0}, {0, -1, 0}}, Capsule{{-2, 0, 0}, {2, 0, 0}, 0}));
  EXPECT_EQ(ray_capsule_entry_rounded({{0, 5, 0}, {0, -1, 0}}, Capsule{{0, 0, 0}, {0, 0, 0}, 2}), 3.0);
  // Radii: NaN or negative no shape, +inf all of space; non-finite coordinates throw.
  EXPECT_FALSE(ray_capsule_hits({{0, 0, 0}, {1, 0, 0}}, Capsule{{0, 0, 0}, {1, 0, 0}, -1}));
  EXPECT_FALSE(ray_capsule_hits({{0, 0, 0}, {1, 0, 0}}, Capsule{{0, 0, 0}, {1, 0, 0}, std::nan("")}));
  EXPECT_EQ(ray_capsule_entry_rounded({{9, 9, 9}, {1, 0, 0}}, Capsule{{0, 0, 0}, {1, 0, 0}, INFINITY}), 0.0);
  EXPECT_THROW(ray_capsule_hits({{0, NAN, 0}, {1, 0, 0}}, kAlongX), std::domain_error);
  EXPECT_THROW(ray_capsule_entry_ulp_error(1.0, {{0, 5, 0}, {0, 1, 0}}, kAlongX), std::invalid_argument);
  EXPECT_EQ(ray_capsule_entry_ulp_error(4.0, {{0, 5, 0}, {0, -1, 0}}, kAlongX), 0.0);
}

// Small integer rays against small integer capsules (every part of the
// capsule entered first somewhere, tangents, seams and parallels among them),
// and half with a fraction added to the origin so that roots are irrational.
TEST(OracleRayCapsule, EntryAgreesWithTheDefinitionOnTheCutRay) {
  std::mt19937 rng(41);
  std::uniform_int_distribution<int> coordinate(-4, 4), small(-2, 2), radius(0, 3);
  auto v = [&] { return Vec3{double(coordinate(rng)), double(coordinate(rng)), double(coordinate(rng))}; };
  int ahead = 0, inside = 0, missed = 0;
  for (int i = 0; i < 3000; ++i) {
    Ray3 ray{v(), Vec3{double(small(rng)), double(small(rng)), double(small(rng))}};
    if (i % 2) ray.origin.x += 0.375;
    const Capsule c{v(), i % 7 == 0 ? Vec3{} : v(), double(radius(rng)) * (i % 3 ? 1.0 : 0.5)};
    const auto t = ray_capsule_entry_rounded(ray, c);
    if (!t) {
      ASSERT_FALSE(ray_capsule_entered_by(ray, c, Rational(1 << 30))) << i;
      ++missed;
      continue;
    }
    ASSERT_TRUE(ray_capsule_entered_by(ray, c, exact(*t) + exact(std::nextafter(*t, INFINITY) - *t))) << i;
    if (*t == 0.0) {
      ASSERT_TRUE(ray_capsule_entered_by(ray, c, Rational(0))) << i;
      ++inside;
      continue;
    }
    ASSERT_FALSE(ray_capsule_entered_by(ray, c, exact(*t) - exact(*t - std::nextafter(*t, 0.0)))) << i;
    ASSERT_LE(ray_capsule_entry_ulp_error(*t, ray, c), 0.5 + 1e-9) << i;
    ++ahead;
  }
  EXPECT_GT(ahead, 150);
  EXPECT_GT(inside, 100);
  EXPECT_GT(missed, 300);
}

}  // namespace
}  // namespace plumb::oracle
