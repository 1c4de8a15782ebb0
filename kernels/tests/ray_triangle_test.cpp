// ray_triangle_hit against the oracle (Cramer's rule in rationals): grid
// inputs where rays pass exactly through edges and corners or lie in the
// plane, rays a few ULPs off them, a fan of triangles around a shared corner,
// degenerate and non-finite input.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/tests/triangle_support.h"
#include "plumb/plumb.h"
#include "oracle/error.h"
#include "oracle/ray_triangle.h"

namespace plumb {
namespace {

// The kernel against the oracle on one case (kernels/tests/triangle_support.h).
bool agrees(const Ray3& r, const Triangle3& tri) {
  return triangle_test::agrees(ray_triangle_hit(r, tri), oracle::ray_triangle_hit(r, tri));
}

using triangle_test::grid;

// Coordinates on a half-integer grid: rays through edges, corners and lying in
// the plane are common, and every one is decided exactly.
TEST(RayTriangle, GridCasesAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  int hits = 0;
  for (int i = 0; i < 60000; ++i) {
    const Triangle3 tri{grid(rng, 2), grid(rng, 2), grid(rng, 2)};
    const Ray3 r{grid(rng, 3), grid(rng, 1)};
    hits += agrees(r, tri);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
  EXPECT_GT(hits, 1000);
}

// Rays aimed exactly at a point of an edge or at a corner, then nudged a few
// ULPs, at binades from tiny to huge.
TEST(RayTriangle, RaysThroughEdgesAndCornersAgreeWithTheOracle) {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> nudge(-3, 3), binade(-300, 300), pick(0, 5);
  for (int i = 0; i < 20000; ++i) {
    const int e = binade(rng);
    auto at = [&](Vec3 p) { return Vec3{std::ldexp(p.x, e), std::ldexp(p.y, e), std::ldexp(p.z, e)}; };
    const Triangle3 tri{at(grid(rng, 4)), at(grid(rng, 4)), at(grid(rng, 4))};
    const Vec3 corners[3] = {tri.a, tri.b, tri.c};
    const int k = pick(rng);
    // A corner, or an edge's midpoint (exact: a power-of-two scaling of a sum).
    const Vec3 p = k < 3 ? corners[k]
                         : Vec3{(corners[k - 3].x + corners[(k - 2) % 3].x) / 2,
                                (corners[k - 3].y + corners[(k - 2) % 3].y) / 2,
                                (corners[k - 3].z + corners[(k - 2) % 3].z) / 2};
    const Vec3 o = at(grid(rng, 6));
    Vec3 d{p.x - o.x, p.y - o.y, p.z - o.z};
    if (i % 2) d.x = std::nextafter(d.x, nudge(rng) > 0 ? INFINITY : -INFINITY);
    agrees({o, d}, tri);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
}

// Watertight: a fan of triangles around a shared corner, closed around it; a
// ray through the corner or any shared edge that crosses the fan's plane
// hits at least one of them.
TEST(RayTriangle, AFanIsWatertightAtItsSharedEdgesAndCorner) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  for (int i = 0; i < 2000; ++i) {
    const Vec3 centre{coord(rng), coord(rng), coord(rng)};
    Vec3 rim[5];
    for (Vec3& q : rim) q = {coord(rng), coord(rng), coord(rng)};
    const Vec3 o{coord(rng) * 4, coord(rng) * 4, coord(rng) * 4};
    for (int k = 0; k <= 5; ++k) {
      // Aim at the centre (k == 5) or at a point on a shared edge.
      const Vec3 target = k == 5 ? centre
                                 : Vec3{(centre.x + rim[k].x) / 2, (centre.y + rim[k].y) / 2,
                                        (centre.z + rim[k].z) / 2};
      const Ray3 r{o, {target.x - o.x, target.y - o.y, target.z - o.z}};
      bool any_exact = false, any = false;
      for (int j = 0; j < 5; ++j) {
        const Triangle3 tri{centre, rim[j], rim[(j + 1) % 5]};
        any |= ray_triangle_hit(r, tri).has_value();
        any_exact |= oracle::ray_triangle_hit(r, tri).has_value();
      }
      ASSERT_EQ(any, any_exact) << i << " " << k;
    }
  }
}

TEST(RayTriangle, DocumentedAnswers) {
  const Triangle3 tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const auto front = ray_triangle_hit({{0.25, 0.25, 1}, {0, 0, -2}}, tri);
  ASSERT_TRUE(front);
  EXPECT_EQ(front->t, 0.5);
  EXPECT_EQ(front->u, 0.25);
  EXPECT_EQ(front->v, 0.25);
  EXPECT_TRUE(ray_triangle_hit({{0.25, 0.25, -1}, {0, 0, 1}}, tri));           // the back face counts
  EXPECT_FALSE(ray_triangle_hit({{0.25, 0.25, 1}, {0, 0, 1}}, tri));           // behind the origin
  EXPECT_EQ(ray_triangle_hit({{0.5, 0.5, 1}, {0, 0, -1}}, tri)->v, 0.5);       // on the edge b-c
  EXPECT_EQ(ray_triangle_hit({{0, 0, 1}, {0, 0, -1}}, tri)->u, 0.0);           // through the corner a
  EXPECT_EQ(ray_triangle_hit({{0.1, 0.1, 0}, {0, 0, 1}}, tri)->t, 0.0);        // origin on the triangle
  EXPECT_FALSE(ray_triangle_hit({{0.5, 0.5 + 0x1p-53, 1}, {0, 0, -1}}, tri));  // just outside
  EXPECT_FALSE(ray_triangle_hit({{-1, 0.25, 0}, {1, 0, 0}}, tri));             // in the plane
  EXPECT_FALSE(ray_triangle_hit({{-1, 0.25, 1}, {1, 0, 0}}, tri));             // parallel
  EXPECT_FALSE(ray_triangle_hit({{0.25, 0.25, 1}, {0, 0, 0}}, tri));           // zero direction
  EXPECT_FALSE(ray_triangle_hit({{0.5, 0, 1}, {0, 0, -1}}, {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}));  // zero area
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_FALSE(ray_triangle_hit({{0.25, 0.25, 1}, {0, 0, nan}}, tri));
  EXPECT_FALSE(ray_triangle_hit({{0.25, 0.25, 1}, {0, 0, -1}}, {{0, 0, 0}, {inf, 0, 0}, {0, 1, 0}}));
}

// Far from the origin of coordinates, a small triangle, and the threshold
// case of an engine's epsilon: a determinant of about 1e-7 at metre scale.
// The 1e-3, 1e-4 and 1e-7 below are test inputs (a millimetre triangle, a
// direction a tenth of a micrometre per metre off the plane), not tolerances:
// each answer is compared exactly with the oracle's.
TEST(RayTriangle, FarOffsetsAndSmallDeterminants) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  for (int i = 0; i < 5000; ++i) {
    const double far = std::ldexp(1.0, 20 + i % 30);
    const Vec3 base{far + coord(rng), far + coord(rng), coord(rng)};
    const Triangle3 tri{base, {base.x + 1e-3 * coord(rng), base.y + 1e-3, base.z},
                        {base.x + 1e-3, base.y + 1e-3 * coord(rng), base.z + 1e-7 * coord(rng)}};
    const Ray3 r{{base.x + 1e-4, base.y + 1e-4, 1.0 + coord(rng)}, {1e-7 * coord(rng), 1e-7, -1.0}};
    agrees(r, tri);
    // Nearly in the plane: a direction whose facing determinant is ~1e-7.
    const Ray3 grazing{{base.x - 1, base.y + 5e-4, base.z}, {1.0, 1e-7 * coord(rng), 1e-7 * coord(rng)}};
    agrees(grazing, tri);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
}

// Stage A's joint verdict on D, V, W and U (volumes_verdict): a value
// settles its sign only beyond its bound (b for D, V, W; 4b for U), a value
// exactly at the bound settles nothing, a miss needs two settled opposite
// signs, and a NaN settles nothing.
TEST(RayTriangle, StageAVerdictAtItsBounds) {
  using detail::volumes_verdict;
  const double b = 0x1p-40, above = std::nextafter(b, 1.0), u_above = std::nextafter(4.0 * b, 1.0);
  EXPECT_EQ(volumes_verdict(above, above, above, u_above, b), 1);
  EXPECT_EQ(volumes_verdict(-above, -above, -above, -u_above, b), -1);
  EXPECT_EQ(volumes_verdict(b, above, above, u_above, b), detail::kVolumesOpen);          // D at its bound
  EXPECT_EQ(volumes_verdict(above, above, above, 4.0 * b, b), detail::kVolumesOpen);      // U at its bound
  EXPECT_EQ(volumes_verdict(above, above, above, -4.0 * b, b), detail::kVolumesOpen);
  EXPECT_EQ(volumes_verdict(above, above, above, -u_above, b), detail::kVolumesOppose);   // U against D
  EXPECT_EQ(volumes_verdict(above, -above, 0.0, 0.0, b), detail::kVolumesOppose);         // V against D
  EXPECT_EQ(volumes_verdict(0.0, above, -above, 0.0, b), detail::kVolumesOppose);         // W against V
  EXPECT_EQ(volumes_verdict(above, -b, -b, -4.0 * b, b), detail::kVolumesOpen);           // none settled opposite
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(volumes_verdict(above, above, above, nan, b), detail::kVolumesOpen);
  EXPECT_EQ(volumes_verdict(nan, -above, above, nan, b), detail::kVolumesOpen);
  EXPECT_EQ(volumes_verdict(above, above, above, u_above, nan), detail::kVolumesOpen);
}

}  // namespace
}  // namespace plumb
