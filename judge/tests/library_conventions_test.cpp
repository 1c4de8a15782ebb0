// Margins and conventions that judging real libraries (GEOS, CGAL: the
// clients in clients/cpp/) showed the harness must get right, each on
// the input that showed it.
#include <gtest/gtest.h>

#include <limits>

#include "judge/margin.h"

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

#include "oracle/conventions.h"

namespace plumb {
namespace {

// segment_crossing's exact answer for parallel segments is "none" (Plumb's
// convention): a subject that reports a point there disagrees at an exact
// zero (d1 x d2 = 0), a fault even under an allowance -- the margin used to
// be that of "the segments meet", 0, and counted it as rounding.
TEST(MarginCrossing, ACrossingOfParallelSegmentsIsAFault) {
  const Segment s1{{0, 0}, {2, 0}}, s2{{1, 0}, {3, 0}}, point{{1, 0}, {1, 0}};
  EXPECT_EQ(margin::crossing(s1, Kind::segment, s2, Kind::segment, true), std::numeric_limits<double>::max());
  EXPECT_EQ(margin::crossing(s1, Kind::segment, point, Kind::segment, true), std::numeric_limits<double>::max());
  EXPECT_EQ(margin::crossing(s1, Kind::segment, s2, Kind::segment, false), 0.0);
  // A crossing just past s1's end: rounding can find one.
  const Segment past{{2 + 0x1p-40, -1}, {2 + 0x1p-40, 1}};
  const double m = margin::crossing(s1, Kind::segment, past, Kind::segment, true);
  EXPECT_GT(m, 0.0);
  EXPECT_LT(m, 1e-12);
  // As a ray from (0, 0) through (2, 0) it reaches that line ahead; from
  // (1, 0) through (-1, 0) it points away, far from any flip.
  EXPECT_EQ(margin::crossing(s1, Kind::ray, past, Kind::segment, true), 0.0);
  const Segment back{{1, 0}, {-1, 0}};
  EXPECT_EQ(margin::crossing(back, Kind::ray, past, Kind::segment, true), std::numeric_limits<double>::max());
}

// ParallelCrossing::common_point: the exact answer is the common point
// nearest the subject's (GEOS answers (1, 0) for [0, 2] and [1, 3] on the x axis).
TEST(ParallelCommonPoint, TheCommonPointNearestTheAnswer) {
  const Segment s1{{0, 0}, {2, 0}}, s2{{1, 0}, {3, 0}};
  auto at = [](const std::optional<oracle::ExactCrossing>& x) {
    return Vec2{oracle::round_to_double(x->point.x), oracle::round_to_double(x->point.y)};
  };
  const auto x = oracle::parallel_common_point(s1, Kind::segment, s2, Kind::segment, {1, 0});
  ASSERT_TRUE(x);
  EXPECT_EQ(at(x), (Vec2{1, 0}));
  EXPECT_EQ(oracle::round_to_double(x->t), 0.5);
  EXPECT_EQ(oracle::round_to_double(x->u), 0.0);
  // An answer off the overlap is measured from the overlap's nearest end.
  EXPECT_EQ(at(oracle::parallel_common_point(s1, Kind::segment, s2, Kind::segment, {5, 1})), (Vec2{2, 0}));
  // A zero-length segment on s1, and one off it.
  EXPECT_EQ(at(oracle::parallel_common_point(s1, Kind::segment, {{1.5, 0}, {1.5, 0}}, Kind::segment, {0, 0})),
            (Vec2{1.5, 0}));
  EXPECT_FALSE(oracle::parallel_common_point(s1, Kind::segment, {{3, 0}, {3, 0}}, Kind::segment, {0, 0}));
  // Collinear but apart; parallel but apart; not parallel (a crossing, not this).
  EXPECT_FALSE(oracle::parallel_common_point(s1, Kind::segment, {{3, 0}, {4, 0}}, Kind::segment, {0, 0}));
  EXPECT_FALSE(oracle::parallel_common_point(s1, Kind::segment, {{0, 1}, {2, 1}}, Kind::segment, {0, 0}));
  EXPECT_FALSE(oracle::parallel_common_point(s1, Kind::segment, {{1, -1}, {1, 1}}, Kind::segment, {1, 0}));
  // As lines, collinear ones share every point: the answer's own projection.
  EXPECT_EQ(at(oracle::parallel_common_point(s1, Kind::line, {{3, 0}, {4, 0}}, Kind::line, {7, 0})), (Vec2{7, 0}));
}

}  // namespace
}  // namespace plumb
