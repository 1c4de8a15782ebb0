// The line-sphere property can fail: the textbook quadratic formula
// (properties/naive/line_sphere.h: b^2 - ac in doubles, roots
// (-b -+ sqrt(b^2 - ac)) / a, whose nearer root cancels) is caught strictly,
// and the seeded fault line-sphere-disc-epsilon (|b^2 - ac| < 1e-6 read as a
// touch) strictly and under a game engine's declarations (game-metres, 64 u
// allowances) as well. Plumb's kernel shows no group in the same runs
// (properties_test.cpp runs it strictly with the suite's seed).
#include <gtest/gtest.h>

#include <string>

#include "harness/runner.h"
#include "harness/tests/member_faults.h"
#include "properties/naive/line_sphere.h"

namespace plumb {
namespace {

const char* const kProperty = "oracle: lines against spheres";

TEST(LineSphereFaults, TheTextbookFormulaIsCaughtStrictly) {
  Subject s;
  s.name = "naive-line-sphere";
  s.line_sphere = [](const Ray3& line, const Sphere& sphere) { return naive::line_sphere(line, sphere); };
  member_faults::expect_caught(s, kProperty, false);
}

TEST(LineSphereFaults, TheSeededEpsilonIsCaughtStrictlyAndUnderGameMetres) {
  member_faults::expect_seeded_fault_caught("line-sphere-disc-epsilon", kProperty);
}

TEST(LineSphereFaults, PlumbsKernelShowsNoGroupInTheSameRuns) {
  member_faults::expect_no_group({kProperty, "non-finite input: line and sphere"});
}

}  // namespace
}  // namespace plumb
