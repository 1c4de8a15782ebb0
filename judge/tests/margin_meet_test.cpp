// The margin of "does a ray meet a segment" (margin::meet with Kind::ray),
// on hand-computed cases: the ray reaches the segment's line ahead of its
// origin exactly when t = (c - a) x d2 / (d1 x d2) >= 0.
#include <gtest/gtest.h>

#include <limits>

#include "judge/margin.h"

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

// The ray y = 1 passes 2^-40 below the wall's lower end c = (2, 1 + 2^-40):
// a "meet" is explained by that end's side alone, d1 x (c - a) with
// d1 = (1, 0), c - a = (2, 2^-40), whose sign margin is its value over
// 2 S (|d1|_1 + |c - a|_1), S = 2 the largest coordinate:
// 2^-40 / (4 (1 + 2 + 2^-40)) = 2^-40 / (12 + 2^-38).
TEST(MarginMeet, ANearMissByARayIsExplainedByTheNearEndsSide) {
  const Segment ray{{0, 1}, {1, 1}}, wall{{2, 1 + 0x1p-40}, {2, 2}};
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, false), 0.0);
  EXPECT_DOUBLE_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, true), 0x1p-40 / (12 + 0x1p-38));
}

// A near miss measured against the case's scale: the ray x = 0 comes from
// 2^20 below and passes 2^-30 left of the wall's end (2^-30, 1). The side
// value d1 x (c - a) = (0, 2^20) x (2^-30, 1 + 2^20) = -2^-10 is tiny next
// to what moving every coordinate by a relative u of S = 2^20 does to it:
// margin 2^-10 / (2 * 2^20 (2^20 + 2^-30 + 1 + 2^20)), about 2^-52 -- a
// rounding-level miss for a double kernel, although the wall's own
// coordinates are far from the ray's (a coordinate-by-coordinate scale would
// put it out of reach of any rounding).
TEST(MarginMeet, ANearMissIsMeasuredAgainstTheScaleOfTheCase) {
  const Segment ray{{0, -0x1p20}, {0, 0}}, wall{{0x1p-30, 1}, {1, 1}};
  EXPECT_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, false), 0.0);
  EXPECT_DOUBLE_EQ(margin::meet(ray, Kind::ray, wall, Kind::segment, true),
                   0x1p-10 / (0x1p21 * (0x1p21 + 0x1p-30 + 1)));
}

}  // namespace
