// line_sphere (kernels/line_sphere.h) against the exact oracle
// (oracle/line_sphere.h): grid lines against grid spheres (tangent lines,
// lines through the centre, zero radii all occur), random lines at binades
// and far offsets, nearly tangent lines (the radius the exact distance a few
// ULPs off), and the documented answers.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/contracts.h"
#include "kernels/line_sphere.h"
#include "oracle/line_sphere.h"

namespace plumb {
namespace {

::testing::AssertionResult agrees(const Ray3& line, const Sphere& sphere) {
  const auto got = line_sphere(line, sphere);
  const bool meets = oracle::line_sphere_meets(line, sphere);
  if (got.has_value() != meets)
    return ::testing::AssertionFailure() << "meets " << got.has_value() << ", exact " << meets;
  if (!got) return ::testing::AssertionSuccess();
  const double e0 = oracle::line_sphere_root_ulp_error(got->t0, line, sphere, 0);
  const double e1 = oracle::line_sphere_root_ulp_error(got->t1, line, sphere, 1);
  if (e0 <= contract::kRaySphereUlps && e1 <= contract::kRaySphereUlps && got->t0 <= got->t1)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "t0 = " << got->t0 << " (" << e0 << " ULPs), t1 = " << got->t1 << " (" << e1
                                       << " ULPs)";
}

TEST(LineSphere, GridLinesAgainstGridSpheresAgreeWithTheOracle) {
  int met = 0, touching = 0, cases = 0;
  for (int o = 0; o < 27; ++o)
    for (int k = 0; k < 27; ++k) {
      if (k == 13) continue;  // the zero direction
      const Ray3 line{{double(o % 3 - 1), double(o / 3 % 3 - 1), double(o / 9 - 1)},
                      {double(k % 3 - 1), double(k / 3 % 3 - 1), double(k / 9 - 1)}};
      for (int c = 0; c < 27; ++c)
        for (int r = 0; r <= 3; ++r) {
          const Sphere sphere{{double(2 * (c % 3) - 2), double(c / 3 % 3), double(c / 9 - 1)}, double(r)};
          ASSERT_TRUE(agrees(line, sphere)) << o << " " << k << " " << c << " " << r;
          const auto got = line_sphere(line, sphere);
          met += got.has_value();
          touching += got && got->t0 == got->t1;
          ++cases;
        }
    }
  EXPECT_EQ(cases, 27 * 26 * 27 * 4);
  EXPECT_GT(met, cases / 4);
  EXPECT_GT(touching, 100);  // tangent lines and lines through a zero-radius centre
}

TEST(LineSphere, DocumentedAnswers) {
  // Through the centre of a unit sphere at 5 along x: t = 4 and 6, or, for
  // the direction reversed, -6 and -4.
  auto hit = line_sphere({{0, 0, 0}, {1, 0, 0}}, {{5, 0, 0}, 1});
  ASSERT_TRUE(hit);
  EXPECT_EQ(*hit, (LineSphereRoots{4, 6}));
  hit = line_sphere({{0, 0, 0}, {-2, 0, 0}}, {{5, 0, 0}, 1});
  ASSERT_TRUE(hit);
  EXPECT_EQ(*hit, (LineSphereRoots{-3, -2}));
  // Tangent: a double root; a hair outside: none.
  hit = line_sphere({{0, 1, 0}, {1, 0, 0}}, {{3, 0, 0}, 1});
  ASSERT_TRUE(hit);
  EXPECT_EQ(*hit, (LineSphereRoots{3, 3}));
  EXPECT_FALSE(line_sphere({{0, std::nextafter(1.0, 2.0), 0}, {1, 0, 0}}, {{3, 0, 0}, 1}));
  // The origin inside: one root behind, one ahead.
  hit = line_sphere({{0, 0, 0}, {0, 0, 1}}, {{0, 0, 0}, 2});
  ASSERT_TRUE(hit);
  EXPECT_EQ(*hit, (LineSphereRoots{-2, 2}));
  // Zero direction, negative or NaN radius, non-finite input: none; +inf radius: everything.
  EXPECT_FALSE(line_sphere({{0, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, 1}));
  EXPECT_FALSE(line_sphere({{0, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, -1}));
  EXPECT_FALSE(line_sphere({{0, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, std::nan("")}));
  EXPECT_FALSE(line_sphere({{0, std::nan(""), 0}, {1, 0, 0}}, {{0, 0, 0}, 1}));
  EXPECT_FALSE(line_sphere({{0, 0, 0}, {1, INFINITY, 0}}, {{0, 0, 0}, 1}));
  hit = line_sphere({{0, 0, 0}, {1, 0, 0}}, {{7, 7, 7}, INFINITY});
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->t0, -INFINITY);
  EXPECT_EQ(hit->t1, INFINITY);
  // A zero radius: met, as a double root, by a line through the centre only.
  hit = line_sphere({{1, 1, 1}, {1, 1, 1}}, {{3, 3, 3}, 0});
  ASSERT_TRUE(hit);
  EXPECT_EQ(*hit, (LineSphereRoots{2, 2}));
}

// Random lines and spheres at binades and far offsets; half nearly tangent:
// the radius is the correctly rounded distance from the centre to the line,
// nudged by a few ULPs, so that the discriminant is a few ULPs of its terms.
TEST(LineSphere, RandomBinadesOffsetsAndNearlyTangentAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-60, 60), nudge(-3, 3);
  auto v = [&](double s) { return Vec3{unit(rng) * s, unit(rng) * s, unit(rng) * s}; };
  int met = 0;
  for (int i = 0; i < 4000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 far = i % 3 == 0 ? v(std::ldexp(1.0, 30)) : Vec3{};
    const Vec3 o = v(scale), centre = v(scale);
    const Ray3 line{{o.x + far.x, o.y + far.y, o.z + far.z}, v(std::ldexp(1.0, binade(rng) / 4))};
    double r = std::fabs(unit(rng)) * scale * 2;
    if (i % 2 == 1) {
      // The distance from the centre to the line, in long double, nudged.
      const long double mx = (long double)line.origin.x - (centre.x + far.x), my = (long double)line.origin.y - (centre.y + far.y),
                        mz = (long double)line.origin.z - (centre.z + far.z);
      const long double dx = line.direction.x, dy = line.direction.y, dz = line.direction.z;
      const long double cx = my * dz - mz * dy, cy = mz * dx - mx * dz, cz = mx * dy - my * dx;
      r = double(std::sqrt((cx * cx + cy * cy + cz * cz) / (dx * dx + dy * dy + dz * dz)));
      for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1) r = std::nextafter(r, k > 0 ? INFINITY : 0.0);
    }
    const Sphere sphere{{centre.x + far.x, centre.y + far.y, centre.z + far.z}, r};
    ASSERT_TRUE(agrees(line, sphere)) << i << std::hexfloat << " o " << line.origin.x << " " << line.origin.y << " "
                                      << line.origin.z << " d " << line.direction.x << " " << line.direction.y << " "
                                      << line.direction.z << " c " << sphere.centre.x << " " << sphere.centre.y << " "
                                      << sphere.centre.z << " r " << sphere.radius;
    met += line_sphere(line, sphere).has_value();
  }
  EXPECT_GT(met, 1000);
}

}  // namespace
}  // namespace plumb
