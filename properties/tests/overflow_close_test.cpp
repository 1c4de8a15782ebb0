// An infinite answer is close only to the same infinity or to a finite one
// within the allowed ULPs of DBL_MAX: a tolerance scaled by an infinite
// magnitude would let every finite answer pass (properties/overflow_close.h).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "properties/checks.h"
#include "properties/overflow_close.h"

namespace plumb {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMax = std::numeric_limits<double>::max();

TEST(OverflowClose, OnlyTheSameInfinityOrAValueAtTheOverflowThreshold) {
  EXPECT_TRUE(check::close_to_overflow(kInf, kInf, 4));
  EXPECT_TRUE(check::close_to_overflow(kMax, kInf, 4));
  EXPECT_TRUE(check::close_to_overflow(-kInf, -std::nextafter(kMax, 0.0), 4));
  EXPECT_FALSE(check::close_to_overflow(1.0, kInf, 4));
  EXPECT_FALSE(check::close_to_overflow(kInf, 0x1p1000, 4));
  EXPECT_FALSE(check::close_to_overflow(-kMax, kInf, 4));
  EXPECT_FALSE(check::close_to_overflow(kInf, -kInf, 4));
  EXPECT_FALSE(check::close_to_overflow(kMax - 8 * 0x1p971, kInf, 4));
  EXPECT_FALSE(check::close_to_overflow(std::nan(""), kInf, 4));
}

// A segment distance that is +inf for one order of the arguments and the
// right value for the other: swapping the segments must be a finding (it
// passed when an infinite want made the tolerance infinite).
TEST(OverflowClose, AnInfiniteDistanceForOneOrderIsASymmetryFinding) {
  Subject s = plumb_subject();
  const auto right = s.distance_segment_segment;
  s.distance_segment_segment = [right](const Segment& a, const Segment& b) {
    return a.a.x < b.a.x ? kInf : right(a, b);
  };
  Judge j(s.declared);
  const PairCase c{{{0, 0}, {1, 0}}, {{3, 1}, {4, 2}}, "apart"};
  j.begin_case("symmetry", c.label, [] { return std::string("apart"); }, 0);
  check::symmetry(s, c, check::Symmetry::swap_segments, j);
  EXPECT_TRUE(j.case_failed());
  EXPECT_NE(j.case_message().find("distance"), std::string::npos) << j.case_message();
}

}  // namespace
}  // namespace plumb
