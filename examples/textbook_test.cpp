// The harness's signal and its noise, on one user's kernels: careful textbook
// double kernels under their declarations show no fault, and each logic bug
// put back is the report's first group.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "examples/textbook_kernels.h"
#include <plumb/harness.h>

namespace {

plumb::Report run(textbook::Bug bug) {
  plumb::RunOptions o;
  o.cases = 3000;
  return plumb::run_suite(textbook::subject(bug), o);
}

std::string summary(const plumb::Report& r) {
  std::string s;
  for (const auto& g : r.groups) s += "  " + g.key + " (" + std::to_string(g.count) + "): " + g.first.input + "\n";
  return s;
}

TEST(Textbook, CarefulKernelsShowNoFaultUnderTheirDeclarations) {
  const plumb::Report r = run(textbook::Bug::none);
  EXPECT_TRUE(r.groups.empty()) << summary(r);
  // The rounding they do make near degeneracies is counted, not hidden.
  long rounding = 0;
  for (const auto& [name, k] : r.kernels) rounding += k.rounding_level;
  EXPECT_GT(rounding, 0);
  // ... and no more often than the naive formula's (harness/rounding_rate.h).
  EXPECT_TRUE(r.rate_warnings.empty()) << r.rate_warnings.front().member;
}

TEST(Textbook, AMissingClampIsTheFirstGroup) {
  const plumb::Report r = run(textbook::Bug::missing_clamp);
  ASSERT_FALSE(r.groups.empty());
  // The clamp sits in the closest point, which the two distances are built
  // on: every group is one of those three, and the first is a wrong construction.
  const std::set<std::string> built_on_it = {"closest_point", "distance_point_segment",
                                             "squared_distance_point_segment"};
  for (const auto& g : r.groups) EXPECT_TRUE(built_on_it.count(g.first.kernel)) << summary(r);
  EXPECT_EQ(r.groups.front().first.question, plumb::Question::construction) << summary(r);
}

TEST(Textbook, AMissingCollinearCaseIsTheFirstGroup) {
  const plumb::Report r = run(textbook::Bug::missing_collinear_case);
  ASSERT_FALSE(r.groups.empty());
  EXPECT_EQ(r.groups.front().key, "segments_intersect | decision | true instead of false") << summary(r);
  EXPECT_EQ(r.groups.size(), 1u) << summary(r);
}

// '<' for '<=': the segments that only touch are exactly degenerate (margin
// 0), which a rounding allowance used to excuse; on the generators' exact
// grids rounding cannot explain it, so it is a fault, and the first group.
TEST(Textbook, AStrictSignTestIsAFaultOnExactInput) {
  const plumb::Report r = run(textbook::Bug::strict_touch);
  ASSERT_FALSE(r.groups.empty());
  EXPECT_EQ(r.groups.front().key, "segments_intersect | decision | false instead of true") << summary(r);
  EXPECT_NE(r.groups.front().first.what.find("rounding cannot explain it"), std::string::npos)
      << r.groups.front().first.what;
}

}  // namespace
