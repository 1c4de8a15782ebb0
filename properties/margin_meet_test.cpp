// The margin of "does a ray meet a segment" (margin::meet with Kind::ray),
// on hand-computed cases: the ray reaches the segment's line ahead of its
// origin exactly when t = (c - a) x d2 / (d1 x d2) >= 0.
#include <gtest/gtest.h>

#include <limits>

#include "properties/margin.h"

namespace {

using plumb::Kind;
using plumb::Segment;
namespace margin = plumb::margin;

constexpr double kNothingExplains = std::numeric_limits<double>::max();

// The ray along +x from the origin meets the wall x = 2 at t = 2: "meet" is
// the exact answer (margin 0); "none" is explained by no sign within reach.
TEST(MarginMeet, ARayHittingAheadAgreesWithMeet) {
  const Segment ray{{0, 0}, {1, 0}}, wall{{2, -1}, {2, 1}};
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, true), 0.0);
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, false), kNothingExplains);
}

// Pointing away from the wall (t = -2 < 0): "none" is exact, "meet" is not
// explained by any sign within reach.
TEST(MarginMeet, ARayPointingAwayAgreesWithNone) {
  const Segment ray{{0, 0}, {-1, 0}}, wall{{2, -1}, {2, 1}};
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, false), 0.0);
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, true), kNothingExplains);
}

// The ray y = 1 passes 2^-40 below the wall's lower end (2, 1 + 2^-40): a
// "meet" is explained by that end's side alone, whose sign margin is
// |d1 x (c - a)| / ((|b.x| + |a.x|)(|c.y| + |a.y|) + (|b.y| + |a.y|)(|c.x| + |a.x|))
// = 2^-40 / ((1 + 0)(2 + 2^-40) + (1 + 1)(2 + 0)) = 2^-40 / (6 + 2^-40).
TEST(MarginMeet, ANearMissByARayIsExplainedByTheNearEndsSide) {
  const Segment ray{{0, 1}, {1, 1}}, wall{{2, 1 + 0x1p-40}, {2, 2}};
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, false), 0.0);
  EXPECT_DOUBLE_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, true), 0x1p-40 / (6 + 0x1p-40));
}

}  // namespace
