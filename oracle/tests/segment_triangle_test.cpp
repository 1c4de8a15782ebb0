// The oracle's segment-triangle answers on hand-checked cases: interior,
// edge, corner, ending exactly on the triangle or just short of it, in the
// plane, parallel, zero length, zero area, non-finite input.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "oracle/segment_triangle.h"

namespace plumb::oracle {
namespace {

const Triangle3 kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

TEST(OracleSegmentTriangle, InteriorEdgeAndCorner) {
  const auto h = segment_triangle_crossing({{1, 2, 3}, {1, 2, -1}}, kTri);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->t, Rational(3, 4));
  EXPECT_EQ(h->u, Rational(1, 4));
  EXPECT_EQ(h->v, Rational(1, 2));
  const auto edge = segment_triangle_crossing({{2, 2, 1}, {2, 2, -1}}, kTri);  // through b-c
  ASSERT_TRUE(edge);
  EXPECT_EQ(edge->u + edge->v, 1);
  EXPECT_EQ(edge->t, Rational(1, 2));
  const auto corner = segment_triangle_crossing({{4, 0, -2}, {4, 0, 2}}, kTri);  // the corner b, from below
  ASSERT_TRUE(corner);
  EXPECT_EQ(corner->u, 1);
  EXPECT_EQ(corner->v, 0);
  EXPECT_FALSE(segment_triangle_crossing({{2, 2 + 0x1p-40, 1}, {2, 2 + 0x1p-40, -1}}, kTri));  // just outside b-c
}

TEST(OracleSegmentTriangle, EndsOnTheTriangleCountAndJustShortMisses) {
  const auto end = segment_triangle_crossing({{1, 1, 3}, {1, 1, 0}}, kTri);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->t, 1);
  const auto start = segment_triangle_crossing({{1, 1, 0}, {1, 1, 3}}, kTri);
  ASSERT_TRUE(start);
  EXPECT_EQ(start->t, 0);
  EXPECT_TRUE(segment_triangle_crossing({{0, 0, 5}, {0, 0, 0}}, kTri));  // ending on the corner a
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 3}, {1, 1, 0x1p-60}}, kTri));
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, -0x1p-60}, {1, 1, -3}}, kTri));
}

TEST(OracleSegmentTriangle, NoCrossingCases) {
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 3}, {1, 1, 1}}, kTri));                    // above, not reaching
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 3}, {2, 1, 3}}, kTri));                    // parallel
  EXPECT_FALSE(segment_triangle_crossing({{-1, 1, 0}, {3, 1, 0}}, kTri));                   // in the plane, across
  EXPECT_FALSE(segment_triangle_crossing({{1, 1, 0}, {1, 1, 0}}, kTri));                    // zero length, on the face
  EXPECT_FALSE(segment_triangle_crossing({{1, 0, 3}, {1, 0, -3}}, {{0, 0, 0}, {4, 0, 0}, {8, 0, 0}}));  // zero area
  EXPECT_FALSE(segment_triangle_crossing({{5, 5, 1}, {5, 5, -1}}, kTri));                   // beside
}

TEST(OracleSegmentTriangle, OrderOfTheEndsGivesOneMinusT) {
  const auto forward = segment_triangle_crossing({{1, 1, 3}, {1, 1, -5}}, kTri);
  const auto backward = segment_triangle_crossing({{1, 1, -5}, {1, 1, 3}}, kTri);
  ASSERT_TRUE(forward && backward);
  EXPECT_EQ(forward->t, Rational(3, 8));
  EXPECT_EQ(forward->t + backward->t, 1);
  EXPECT_EQ(forward->u, backward->u);
  EXPECT_EQ(forward->v, backward->v);
}

TEST(OracleSegmentTriangle, NonFiniteInputIsOutsideItsDomain) {
  EXPECT_THROW(segment_triangle_crossing({{1, 1, NAN}, {1, 1, -1}}, kTri), std::domain_error);
  EXPECT_THROW(segment_triangle_crossing({{1, 1, 1}, {1, 1, -1}}, {{0, 0, 0}, {INFINITY, 0, 0}, {0, 4, 0}}),
               std::domain_error);
}

}  // namespace
}  // namespace plumb::oracle
