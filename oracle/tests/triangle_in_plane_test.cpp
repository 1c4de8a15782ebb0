// The oracle's first contact of a ray or segment lying in a triangle's plane,
// on hand-checked cases: starting inside, entering through an edge, running
// along an edge's line onto a corner, missing, stopping short, a tilted
// plane, and what is not in the plane (off it, a zero direction, a
// degenerate triangle).
#include <gtest/gtest.h>

#include "oracle/triangle_in_plane.h"

namespace plumb::oracle {
namespace {

const Triangle3 kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

TEST(OracleTriangleInPlane, RayFirstContact) {
  const auto inside = ray_triangle_first_contact({{1, 1, 0}, {1, 0, 0}}, kTri);
  ASSERT_TRUE(inside);
  EXPECT_EQ(inside->t, 0);
  EXPECT_EQ(inside->u, Rational(1, 4));
  EXPECT_EQ(inside->v, Rational(1, 4));
  const auto enters = ray_triangle_first_contact({{-2, 1, 0}, {1, 0, 0}}, kTri);  // through a-c at (0, 1, 0)
  ASSERT_TRUE(enters);
  EXPECT_EQ(enters->t, 2);
  EXPECT_EQ(enters->u, 0);
  EXPECT_EQ(enters->v, Rational(1, 4));
  const auto along = ray_triangle_first_contact({{-2, 0, 0}, {2, 0, 0}}, kTri);  // along a-b's line onto a
  ASSERT_TRUE(along);
  EXPECT_EQ(along->t, 1);
  EXPECT_EQ(along->u, 0);
  EXPECT_EQ(along->v, 0);
  const auto back = ray_triangle_first_contact({{6, 0, 0}, {-1, 0, 0}}, kTri);  // along b-a's line onto b
  ASSERT_TRUE(back);
  EXPECT_EQ(back->t, 2);
  EXPECT_EQ(back->u, 1);
  EXPECT_EQ(back->v, 0);
  const auto corner = ray_triangle_first_contact({{5, -1, 0}, {-1, 1, 0}}, kTri);  // along b-c's line onto b
  ASSERT_TRUE(corner);
  EXPECT_EQ(corner->t, 1);
  EXPECT_EQ(corner->u, 1);
  EXPECT_FALSE(ray_triangle_first_contact({{-2, 1, 0}, {-1, 0, 0}}, kTri));  // away from it
  EXPECT_FALSE(ray_triangle_first_contact({{3, 3, 0}, {1, 1, 0}}, kTri));    // beyond b-c, away
}

TEST(OracleTriangleInPlane, TiltedPlane) {
  const Triangle3 tri{{0, 0, 0}, {4, 0, 1}, {0, 4, 1}};  // z = (x + y) / 4, n = (-4, -4, 16)
  const Ray3 ray{{-2, 1, -0.25}, {1, 0, 0.25}};
  EXPECT_TRUE(ray_in_triangle_plane(ray, tri));
  const auto h = ray_triangle_first_contact(ray, tri);  // (0, 1, 0.25) on a-c
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, 2);
  EXPECT_EQ(h->u, 0);
  EXPECT_EQ(h->v, Rational(1, 4));
  EXPECT_FALSE(ray_triangle_first_contact({{-2, 1, -0.25}, {1, 0, 0.5}}, tri));  // off the plane
  EXPECT_FALSE(ray_in_triangle_plane({{-2, 1, -0.25}, {1, 0, 0.5}}, tri));
}

TEST(OracleTriangleInPlane, SegmentFirstContact) {
  const auto h = segment_triangle_first_contact({{-2, 1, 0}, {2, 1, 0}}, kTri);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, Rational(1, 2));
  EXPECT_EQ(h->v, Rational(1, 4));
  const auto ending = segment_triangle_first_contact({{-2, 1, 0}, {0, 1, 0}}, kTri);  // ending on a-c
  ASSERT_TRUE(ending);
  EXPECT_EQ(ending->t, 1);
  EXPECT_FALSE(segment_triangle_first_contact({{-2, 1, 0}, {-0x1p-40, 1, 0}}, kTri));  // stopping short
  const auto from_inside = segment_triangle_first_contact({{1, 2, 0}, {9, 2, 0}}, kTri);
  ASSERT_TRUE(from_inside);
  EXPECT_EQ(from_inside->t, 0);
  EXPECT_EQ(from_inside->u, Rational(1, 4));
  EXPECT_EQ(from_inside->v, Rational(1, 2));
}

TEST(OracleTriangleInPlane, NotInThePlane) {
  EXPECT_FALSE(ray_in_triangle_plane({{1, 1, 0}, {0, 0, 0}}, kTri));  // a zero direction
  EXPECT_FALSE(ray_in_triangle_plane({{1, 1, 1}, {1, 0, 0}}, kTri));  // parallel, above
  EXPECT_FALSE(ray_in_triangle_plane({{1, 1, 0}, {1, 0, 0}}, {{0, 0, 0}, {1, 1, 0}, {2, 2, 0}}));  // degenerate
  EXPECT_FALSE(segment_in_triangle_plane({{1, 1, 0}, {1, 1, 0}}, kTri));  // zero length
  EXPECT_TRUE(segment_in_triangle_plane({{1, 1, 0}, {7, 1, 0}}, kTri));
  EXPECT_FALSE(ray_triangle_first_contact({{1, 1, 0}, {0, 0, 0}}, kTri));
  EXPECT_FALSE(segment_triangle_first_contact({{1, 1, 0}, {1, 1, 0}}, kTri));
}

}  // namespace
}  // namespace plumb::oracle
