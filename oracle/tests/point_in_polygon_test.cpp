// The oracle's winding number, by its definition: +1 inside a
// counter-clockwise boundary, -1 inside a clockwise one, 2 inside one wound
// twice (and then outside by the even-odd rule), none on the boundary.
#include <gtest/gtest.h>

#include <vector>

#include "oracle/point_in_polygon.h"

namespace plumb::oracle {
namespace {

TEST(OracleWindingNumber, CountsTurnsAroundThePoint) {
  const std::vector<Vec2> ccw{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const std::vector<Vec2> cw{{0, 0}, {0, 2}, {2, 2}, {2, 0}};
  const std::vector<Vec2> twice{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 0}, {2, 0}, {2, 2}, {0, 2}};
  EXPECT_EQ(winding_number({1, 1}, ccw), 1);
  EXPECT_EQ(winding_number({1, 1}, cw), -1);
  EXPECT_EQ(winding_number({1, 1}, twice), 2);
  EXPECT_EQ(point_in_polygon({1, 1}, twice), Location::outside);
  EXPECT_EQ(winding_number({3, 1}, ccw), 0);
  EXPECT_EQ(winding_number({2, 1}, ccw), std::nullopt);
  EXPECT_EQ(winding_number({0, 0}, ccw), std::nullopt);
  EXPECT_EQ(winding_number({1, 1}, std::vector<Vec2>{}), 0);
}

TEST(OracleWindingNumber, AVertexOnTheAxesThroughThePointIsNoSpecialCase) {
  // The diamond's vertices lie on the axes through p: quadrant boundaries.
  const std::vector<Vec2> diamond{{0, -2}, {2, 0}, {0, 2}, {-2, 0}};
  EXPECT_EQ(winding_number({0, 0}, diamond), 1);
  EXPECT_EQ(winding_number({-3, 0}, diamond), 0);
  EXPECT_EQ(winding_number({3, 0}, diamond), 0);
  EXPECT_EQ(point_in_triangle({0, 0}, {0, -2}, {2, 0}, {-2, 0}), Location::boundary);
}

TEST(OracleWindingNumber, NonFiniteInputThrows) {
  EXPECT_THROW(point_in_polygon({NAN, 0}, std::vector<Vec2>{{0, 0}, {1, 0}, {0, 1}}), std::domain_error);
}

}  // namespace
}  // namespace plumb::oracle
