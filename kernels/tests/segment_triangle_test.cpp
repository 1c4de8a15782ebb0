// segment_triangle_crossing against the oracle (Cramer's rule in rationals):
// grid inputs where segments pass exactly through edges and corners, end on
// the triangle, lie in its plane or parallel to it; segments a few ULPs off
// them at binades from tiny to huge; a fan of triangles around a shared
// corner; degenerate and non-finite input.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/contracts.h"
#include "kernels/tests/triangle_support.h"
#include "kernels/segment_triangle.h"
#include "oracle/error.h"
#include "oracle/segment_triangle.h"

namespace plumb {
namespace {

// The kernel against the oracle on one case (kernels/tests/triangle_support.h).
bool agrees(const Segment3& s, const Triangle3& tri) {
  return triangle_test::agrees(segment_triangle_crossing(s, tri), oracle::segment_triangle_crossing(s, tri));
}

using triangle_test::grid;

Vec3 at(Vec3 p, int e) { return {std::ldexp(p.x, e), std::ldexp(p.y, e), std::ldexp(p.z, e)}; }
Vec3 lerp(Vec3 a, Vec3 b, double t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), a.z + t * (b.z - a.z)}; }

Vec3 nudged(Vec3 p, std::mt19937_64& rng) {
  std::uniform_int_distribution<int> n(-3, 3);
  auto step = [&](double x) {
    const double inf = std::numeric_limits<double>::infinity();
    for (int k = n(rng); k != 0; k += k > 0 ? -1 : 1) x = std::nextafter(x, k > 0 ? inf : -inf);
    return x;
  };
  return {step(p.x), step(p.y), step(p.z)};
}

// On a half-integer grid, segments through edges and corners, ending on the
// triangle and lying in its plane are common, and every one is decided exactly.
TEST(SegmentTriangle, GridCasesAgreeWithTheOracle) {
  std::mt19937_64 rng(47);
  int crossings = 0;
  for (int i = 0; i < 60000; ++i) {
    const Triangle3 tri{grid(rng, 2), grid(rng, 2), grid(rng, 2)};
    crossings += agrees({grid(rng, 3), grid(rng, 3)}, tri);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
  EXPECT_GT(crossings, 1000);
}

// Segments through a corner or an edge point, or ending exactly on one or on
// the face, then with an end nudged a few ULPs, at binades from tiny to huge.
TEST(SegmentTriangle, SegmentsThroughEdgesCornersAndEndingOnTheTriangle) {
  std::mt19937_64 rng(9);
  std::uniform_int_distribution<int> binade(-300, 300), pick(0, 3), corner(0, 2), quarter(0, 4);
  int crossings = 0;
  for (int i = 0; i < 20000; ++i) {
    const int e = binade(rng);
    const Triangle3 tri{at(grid(rng, 4), e), at(grid(rng, 4), e), at(grid(rng, 4), e)};
    const Vec3 corners[3] = {tri.a, tri.b, tri.c};
    const int k = corner(rng);
    Vec3 target = corners[k];
    if (pick(rng) == 1) target = lerp(corners[k], corners[(k + 1) % 3], quarter(rng) * 0.25);
    if (pick(rng) == 2) target = lerp(lerp(tri.a, tri.b, 0.5), tri.c, 0.5);
    const Vec3 from = at(grid(rng, 6), e);
    Segment3 s{from, lerp(from, target, 1.0 + 0.5 * (pick(rng) % 2))};  // ending on it, or past it
    if (pick(rng) == 0) s = {s.b, s.a};
    if (i % 2) s.b = nudged(s.b, rng);
    crossings += agrees(s, tri);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
  EXPECT_GT(crossings, 1000);
}

// A closed fan of four triangles around a corner: a segment through the
// corner or a shared edge that crosses the fan crosses at least one triangle.
TEST(SegmentTriangle, AFanIsWatertight) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> x(-1.0, 1.0);
  int crossing = 0;
  for (int i = 0; i < 5000; ++i) {
    const Vec3 centre{x(rng), x(rng), x(rng)};
    const Vec3 rim[4] = {{centre.x + 1, centre.y, centre.z + x(rng)}, {centre.x, centre.y + 1, centre.z + x(rng)},
                         {centre.x - 1, centre.y, centre.z + x(rng)}, {centre.x, centre.y - 1, centre.z + x(rng)}};
    const Vec3 target = i % 2 ? centre : lerp(centre, rim[i % 4], 0.5);
    const Segment3 s{{target.x + x(rng), target.y + x(rng), target.z + 2}, {target.x, target.y, target.z - 2}};
    const Segment3 through{s.a, lerp(s.a, target, 2.0)};
    bool any = false, exact_any = false;
    for (int k = 0; k < 4; ++k) {
      const Triangle3 tri{centre, rim[k], rim[(k + 1) % 4]};
      any |= segment_triangle_crossing(through, tri).has_value();
      exact_any |= oracle::segment_triangle_crossing(through, tri).has_value();
    }
    if (exact_any) {
      EXPECT_TRUE(any) << i;
      ++crossing;
    }
  }
  EXPECT_GT(crossing, 1000);
}

TEST(SegmentTriangle, DocumentedAnswers) {
  const Triangle3 tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  const auto h = segment_triangle_crossing({{1, 2, 3}, {1, 2, -1}}, tri);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 0.75);
  EXPECT_EQ(h->u, 0.25);
  EXPECT_EQ(h->v, 0.5);
  const auto end = segment_triangle_crossing({{1, 1, 3}, {1, 1, 0}}, tri);  // ends on the face
  ASSERT_TRUE(end);
  EXPECT_EQ(end->t, 1.0);
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 3}, {1, 1, 0x1p-60}}, tri));  // stops just short
  EXPECT_TRUE(segment_triangle_crossing({{2, 2, 1}, {2, 2, -1}}, tri));        // through the edge bc
  EXPECT_FALSE(segment_triangle_crossing({{-1, 1, 0}, {3, 1, 0}}, tri));       // in the plane
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 3}, {2, 1, 3}}, tri));        // parallel
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 0}, {1, 1, 0}}, tri));        // zero length, on the face
  EXPECT_FALSE(segment_triangle_crossing({{1, 0, 3}, {1, 0, -3}}, {{0, 0, 0}, {4, 0, 0}, {8, 0, 0}}));  // zero area
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, nan}, {1, 1, -1}}, tri));
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 1}, {1, 1, -inf}}, tri));
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 1}, {1, 1, -1}}, {{0, 0, 0}, {inf, 0, 0}, {0, 4, 0}}));
}

// Huge coordinates whose differences overflow and tiny ones whose products
// underflow: the exact stages, still within the contract.
TEST(SegmentTriangle, ExtremeMagnitudesAgreeWithTheOracle) {
  const double big = 0x1p1020, tiny = 0x1p-1060;
  EXPECT_TRUE(agrees({{0, 0, big}, {0, 0, -big}}, {{-big, -big, 0}, {big, -big, 0}, {0, big, 0}}));
  EXPECT_TRUE(agrees({{tiny, tiny, tiny}, {tiny, tiny, -tiny}}, {{0, 0, 0}, {4 * tiny, 0, 0}, {0, 4 * tiny, 0}}));
}

}  // namespace
}  // namespace plumb
