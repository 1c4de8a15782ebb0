// Plumb: the exact line-line oracle (oracle/line_line3d.h) on hand cases, and
// against a second method: the segment oracle (oracle/closest_point3d.h,
// minimisation over candidates on the closed square) on segments of the two
// lines long enough to hold the lines' closest pair, whose least distance
// must then be the lines' (and never less for shorter ones).
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

#include "oracle/closest_point3d.h"
#include "oracle/line_line3d.h"

namespace plumb::oracle {
namespace {

TEST(OracleLineLine3, HandCases) {
  const ExactSegmentPair3 p = line_line_closest3(Segment3{{0, 0, 0}, {2, 0, 0}}, Segment3{{3, 1, 1}, {3, 4, 1}});
  EXPECT_EQ(p.s, Rational(3, 2));
  EXPECT_EQ(p.t, Rational(-1, 3));
  EXPECT_EQ(p.squared_distance, 1);
  EXPECT_EQ(p.first, (RVec3{3, 0, 0}));
  EXPECT_EQ(p.second, (RVec3{3, 0, 1}));
  // Parallel: s = 0, t the foot of a1 on line 2.
  const ExactSegmentPair3 q = line_line_closest3(Segment3{{0, 0, 0}, {1, 1, 0}}, Segment3{{4, 4, 3}, {6, 6, 3}});
  EXPECT_EQ(q.s, 0);
  EXPECT_EQ(q.t, -2);
  EXPECT_EQ(q.squared_distance, 9);
  // Points.
  const ExactSegmentPair3 r = line_line_closest3(Segment3{{0, 0, 0}, {4, 0, 0}}, Segment3{{1, 5, 0}, {1, 5, 0}});
  EXPECT_EQ(r.s, Rational(1, 4));
  EXPECT_EQ(r.t, 0);
  EXPECT_EQ(r.squared_distance, 25);
  EXPECT_THROW(line_line_closest3(Segment3{{0, 0, 0}, {1, 0, 0}}, Segment3{{0, 0, 1}, {0, 1e308 * 10, 1}}),
               std::domain_error);
}

// Segments [s* - k, s* + k] of each line (exact rationals) hold the lines'
// pair: their closest distance is the lines'; any segment of the lines is
// never closer.
TEST(OracleLineLine3, AgreesWithTheSegmentOracleOnSegmentsHoldingThePair) {
  std::mt19937 rng(41);
  std::uniform_int_distribution<int> coordinate(-6, 6);
  auto v = [&] { return Vec3{double(coordinate(rng)), double(coordinate(rng)), double(coordinate(rng))}; };
  int unique = 0;
  for (int i = 0; i < 3000; ++i) {
    const Segment3 l1{v(), v()}, l2{v(), v()};
    const RSegment3 e1 = exact(l1), e2 = exact(l2);
    const ExactSegmentPair3 p = line_line_closest3(e1, e2);
    const Rational k = 1 + (p.s < 0 ? Rational(-p.s) : p.s) + (p.t < 0 ? Rational(-p.t) : p.t);
    const RSegment3 long1{point_at(e1, p.s - k), point_at(e1, p.s + k)}, long2{point_at(e2, p.t - k), point_at(e2, p.t + k)};
    ASSERT_EQ(segment_segment_squared_distance3(long1, long2), p.squared_distance) << i;
    ASSERT_GE(segment_segment_squared_distance3(e1, e2), p.squared_distance) << i;
    if (line_pair_unique(e1, e2)) {
      ++unique;
      const ExactSegmentPair3 q = segment_segment_closest3(long1, long2);
      ASSERT_EQ(q.first, p.first) << i;
      ASSERT_EQ(q.second, p.second) << i;
    }
  }
  EXPECT_GT(unique, 2000);
}

}  // namespace
}  // namespace plumb::oracle
