// The field cases as named regression tests, against Plumb's kernels and
// against the oracle (the expectations are what exact arithmetic says).
#include <gtest/gtest.h>

#include "plumb/plumb.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/exact.h"
#include "properties/field_cases.h"

namespace plumb::field {
void PrintTo(const PairExpectation& f, std::ostream* os) { *os << f.name; }
}  // namespace plumb::field

namespace plumb {
namespace {

class FieldPair : public testing::TestWithParam<field::PairExpectation> {};

TEST_P(FieldPair, KernelsAndOracleGiveTheReportedAnswer) {
  const auto& f = GetParam();
  EXPECT_EQ(segments_intersect(f.s1, f.s2), f.intersect) << f.name;
  EXPECT_EQ(oracle::segments_intersect(f.s1, f.s2), f.intersect) << f.name;
  EXPECT_EQ(parallel(f.s1, f.s2), f.parallel) << f.name;
  EXPECT_EQ(oracle::parallel(f.s1, f.s2), f.parallel) << f.name;
  const auto x = segment_crossing(f.s1, f.s2);
  if (!f.meet_at) {
    EXPECT_FALSE(x) << f.name;
    return;
  }
  ASSERT_TRUE(x) << f.name;
  if (f.exact_point) {
    EXPECT_EQ(x->point, *f.meet_at) << f.name;
    const auto e = oracle::segment_crossing(f.s1, f.s2);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->point, oracle::exact(*f.meet_at)) << f.name;
  } else {
    EXPECT_NEAR(x->point.x, f.meet_at->x, 4e-16) << f.name;
    EXPECT_NEAR(x->point.y, f.meet_at->y, 4e-16) << f.name;
  }
  if (f.t) {
    EXPECT_NEAR(x->t, *f.t, 1e-15) << f.name;
  }
  if (f.u) {
    EXPECT_NEAR(x->u, *f.u, 1e-15) << f.name;
  }
}

INSTANTIATE_TEST_SUITE_P(Reported, FieldPair, testing::ValuesIn(field::pair_cases()));

TEST(FieldPoint, DistanceWithOverflowingSquaresIsThree) {
  for (const auto& f : field::point_cases()) {
    EXPECT_EQ(distance_point_segment(f.p, f.s), 3.0) << f.name;
    EXPECT_EQ(oracle::sqrt_rounded(oracle::squared_distance_point_segment(f.p, f.s)), 3.0) << f.name;
  }
}

// The double denominator of the nearly collinear case rounds to 0: exactly
// what the filter's exact fallback exists for.
TEST(FieldPair, NearlyCollinearDenominatorIsTinyButNotZero) {
  const auto cases = field::pair_cases();
  const auto& f = cases[cases.size() - 2];
  const double naive = (f.s1.b.x - f.s1.a.x) * (f.s2.b.y - f.s2.a.y) - (f.s1.b.y - f.s1.a.y) * (f.s2.b.x - f.s2.a.x);
  EXPECT_LT(std::fabs(naive), 1e-15);
  EXPECT_FALSE(parallel(f.s1, f.s2));
  EXPECT_NEAR(oracle::round_to_double(oracle::direction_cross(f.s1, f.s2)), -3.007e-17, 0.001e-17);
}

}  // namespace
}  // namespace plumb
