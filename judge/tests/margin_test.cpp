// Margins of hand-computed cases (docs/margins.md has the definitions).
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>

#include "judge/margin.h"

namespace {

using namespace plumb;
constexpr double u = 0x1p-53;

// orientation((1,1), (3,3), (2, 2 + 2^-51)): the determinant d x e of
// d = (2, 2), e = (1, 1 + 2^-51) is 2^-50; moving every coordinate by a
// relative e of S = 3 moves it by at most 2 S (|d|_1 + |e|_1) e = 6 (6 + 2^-51) e,
// so the margin is 2^-50 / (36 + 6 2^-51) = (2/9) u (to 2^-50 relative).
TEST(Margin, OrientationOfANearlyCollinearTriple) {
  const double m = margin::orientation({1, 1}, {3, 3}, {2, 2 + 0x1p-51});
  EXPECT_NEAR(m / u, 2.0 / 9.0, 1e-12);
  EXPECT_EQ(margin::orientation({1, 1}, {3, 3}, {2, 2}), 0.0);  // exactly collinear
}

// A disc of radius 1 at the origin against the horizontal segment at height
// 1 + 2^-40 from x = -2 to 2: the gap is 2^-40 and the largest magnitude 2,
// so the margin is 2^-41 = 2^12 u.
TEST(Margin, DiscAndSegmentAGapOverTheLargestMagnitude) {
  const double m = margin::circle_segment({{0, 0}, 1}, {{-2, 1 + 0x1p-40}, {2, 1 + 0x1p-40}});
  EXPECT_NEAR(m / u, 4096.0, 1e-6);
  EXPECT_EQ(margin::circle_segment({{0, 0}, 1}, {{-2, 1}, {2, 1}}), 0.0);  // touching exactly
}

// Collinear segments with a gap: no sign error explains "they meet" -- the
// side values are exactly 0 and held, and the ends lie far apart along the
// line -- so the margin is unbounded (a missing collinear case is a fault).
TEST(Margin, CollinearWithAGapCannotBeExplainedByRounding) {
  const Segment a{{0, 0}, {1, 1}}, b{{2, 2}, {3, 3}};
  EXPECT_EQ(margin::meet(a, Kind::segment, b, Kind::segment, true), DBL_MAX);
}

// Nearly collinear with the same gap: one end 2^-52 off the line. "They
// meet" is explained by that side value's sign alone (margin of order u),
// which is how a double side-value test misreads such a pair.
TEST(Margin, NearlyCollinearIsExplainedByOneSmallSideValue) {
  const Segment a{{0, 0}, {1, 1}}, b{{2, 2}, {3, 3 + 0x1p-51}};
  const double m = margin::meet(a, Kind::segment, b, Kind::segment, true);
  EXPECT_GT(m, 0.0);
  EXPECT_LT(m / u, 1.0);
}

// Sharing an endpoint exactly: a Cramer's-rule kernel that rounds t to
// 1 + 2^-52 misses it; flipping the exactly-zero side value of the shared
// end explains that at margin 0 (an exact degeneracy other than collinearity
// is free).
TEST(Margin, ASharedEndpointMissedIsRounding) {
  const Segment a{{0, 0}, {3, 1}}, b{{3, 1}, {5, -7}};
  EXPECT_EQ(margin::meet(a, Kind::segment, b, Kind::segment, false), 0.0);
}

// The same answer as the exact one needs no explanation.
TEST(Margin, AnAgreeingAnswerHasMarginZero) {
  const Segment a{{0, 0}, {2, 2}}, b{{0, 2}, {2, 0}};
  EXPECT_EQ(margin::meet(a, Kind::segment, b, Kind::segment, true), 0.0);
}

// A plane z = 1 (normal (0,0,1), offset 1) and a segment from z = 1 + 2^-30
// to z = 5: the nearer end's side value 2^-30 over its scale
// |1 + 2^-30| + |1| is 2^-31 (to 2^-30 relative).
TEST(Margin, SegmentAndPlaneTheNearerEnd) {
  const double m = margin::segment_plane({{0, 0, 1 + 0x1p-30}, {0, 0, 5}}, {{0, 0, 1}, 1});
  EXPECT_NEAR(m / 0x1p-31, 1.0, 1e-8);
}

}  // namespace
