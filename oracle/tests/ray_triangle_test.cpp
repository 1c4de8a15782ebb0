// The oracle's ray-triangle answers on hand-checked cases: interior, edge,
// corner, behind, parallel, in the plane, zero area, one-sided.
#include <gtest/gtest.h>

#include "oracle/ray_triangle.h"

namespace plumb::oracle {
namespace {

const Triangle3 kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

TEST(OracleRayTriangle, InteriorEdgeAndCorner) {
  const auto h = ray_triangle_hit({{1, 2, 3}, {0, 0, -1}}, kTri);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 3);
  EXPECT_EQ(h->u, Rational(1, 4));
  EXPECT_EQ(h->v, Rational(1, 2));
  const auto edge = ray_triangle_hit({{2, 2, 1}, {0, 0, -1}}, kTri);  // on b-c
  ASSERT_TRUE(edge);
  EXPECT_EQ(edge->u + edge->v, 1);
  EXPECT_TRUE(ray_triangle_hit({{4, 0, -2}, {0, 0, 1}}, kTri));  // the corner b, from below
  EXPECT_FALSE(ray_triangle_hit({{2, 2 + 0x1p-40, 1}, {0, 0, -1}}, kTri));
}

TEST(OracleRayTriangle, NoHitCases) {
  EXPECT_FALSE(ray_triangle_hit({{1, 1, 3}, {0, 0, 1}}, kTri));             // behind
  EXPECT_FALSE(ray_triangle_hit({{1, 1, 3}, {1, 0, 0}}, kTri));             // parallel
  EXPECT_FALSE(ray_triangle_hit({{-1, 1, 0}, {1, 0, 0}}, kTri));            // in the plane
  EXPECT_FALSE(ray_triangle_hit({{1, 1, 3}, {0, 0, 0}}, kTri));             // zero direction
  EXPECT_FALSE(ray_triangle_hit({{1, 0, 3}, {0, 0, -1}}, {{0, 0, 0}, {4, 0, 0}, {8, 0, 0}}));  // zero area
  EXPECT_EQ(ray_triangle_facing({{1, 1, 3}, {1, 0, 0}}, kTri), 0);
}

TEST(OracleRayTriangle, OneSidedReadingHitsOnlyTheFrontFace) {
  // The normal (b - a) x (c - a) points along +z: the front is seen from above.
  EXPECT_TRUE(ray_triangle_hit({{1, 1, 3}, {0, 0, -1}}, kTri, true));
  EXPECT_FALSE(ray_triangle_hit({{1, 1, -3}, {0, 0, 1}}, kTri, true));
  EXPECT_TRUE(ray_triangle_hit({{1, 1, -3}, {0, 0, 1}}, kTri, false));
  EXPECT_LT(ray_triangle_facing({{1, 1, 3}, {0, 0, -1}}, kTri), 0);
}

}  // namespace
}  // namespace plumb::oracle
