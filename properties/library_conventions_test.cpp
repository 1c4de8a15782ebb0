// Margins and conventions that judging real libraries (GEOS, CGAL: the
// clients in examples/clients/) showed the harness must get right, each on
// the input that showed it.
#include <gtest/gtest.h>

#include <limits>

#include "properties/margin.h"

namespace plumb {
namespace {

constexpr double u = 0x1p-53;

// A zero-length segment half a u past the end of a segment and off its line:
// rounding-level (Simple_cartesian<double> reads it as touching), as the
// range signs are primitives like the side value.
TEST(MarginPointAgainstSegment, APointJustPastAnEndIsNearAFlip) {
  const Segment point{{0x1.2p-13, -0x1p-15}, {0x1.2p-13, -0x1p-15}};
  const Segment s{{-0x1.8p-15, 0x1p-14}, {0x1.2p-13, -0x1.ffffffffffffep-16}};
  const double m = margin::meet(point, Kind::segment, s, Kind::segment, true);
  EXPECT_GT(m, 0.0);
  EXPECT_LT(m, 4 * u);
}

TEST(MarginPointAgainstSegment, APointFurtherPastAnEndIsFurtherFromAFlip) {
  const Segment s{{0, 0}, {1, 0}};
  // (b - p).d = -2^-20 against a scale of (|b.x| + |p.x|) |d.x| = 2 + 2^-20.
  const Segment near{{1 + 0x1p-20, 0}, {1 + 0x1p-20, 0}};
  EXPECT_NEAR(margin::meet(near, Kind::segment, s, Kind::segment, true), 0x1p-21, 0x1p-30);
  // Beyond any allowance (a relative 2^-10): nothing explains "meet".
  const Segment far{{3, 0}, {3, 0}};
  EXPECT_EQ(margin::meet(far, Kind::segment, s, Kind::segment, true), std::numeric_limits<double>::max());
}

}  // namespace
}  // namespace plumb
