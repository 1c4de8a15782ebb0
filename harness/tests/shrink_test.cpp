// Shrinking: a known fault's representative shrinks to a small input a
// maintainer would paste into an issue, and the simplicity order.
#include <gtest/gtest.h>

#include <cmath>

#include "properties/seeded_faults.h"
#include "judge/format.h"
#include "harness/shrink.h"
#include "harness/runner.h"

namespace {

using namespace plumb;

TEST(Shrink, SimplerMeansFewerBitsThenASmallerExponent) {
  EXPECT_TRUE(simpler(0.0, 1.0));
  EXPECT_TRUE(simpler(1.0, 3.0));        // 1 bit against 2
  EXPECT_TRUE(simpler(2.0, 1024.0));     // same bits, smaller exponent
  EXPECT_TRUE(simpler(0.5, 0x1p-20));
  EXPECT_FALSE(simpler(3.0, 1.0));
  EXPECT_FALSE(simpler(1.0, 1.0));
  EXPECT_TRUE(simpler(4.0, 4.0000000000000009));  // a few-ULP nudge is 53 bits
}

// The greedy shrinker on a plain predicate: "the sum exceeds 10".
TEST(Shrink, NumbersShrinkGreedilyUnderAPredicate) {
  const auto big = [](const std::vector<double>& v) { return v[0] + v[1] > 10; };
  const std::vector<double> out = shrink_numbers({123.456789, 0.1234567}, big, 500);
  ASSERT_TRUE(big(out));
  EXPECT_EQ(out[1], 0.0);
  EXPECT_LE(out[0], 16.0);  // a power of two or a small integer above 10
  EXPECT_EQ(out[0], std::nearbyint(out[0]));
}

// The no-reprojection seeded fault (segment-segment closest points that clamp
// t without re-projecting s), and a run of the property that finds it.
Subject no_reprojection() {
  for (const SeededFault& f : seeded_faults())
    if (f.name == "no-reprojection") return f.subject;
  return {};
}

RunOptions segment_pair_run() {
  RunOptions o;
  o.cases = 1000;
  o.only = "oracle: 3D segments, spheres and capsules";
  return o;
}

// The fault's group representative shrinks to small integers and dyadics,
// every coordinate at most 16 in magnitude.
TEST(Shrink, AKnownFaultShrinksToASmallInput) {
  const Report r = run_suite(no_reprojection(), segment_pair_run());
  ASSERT_FALSE(r.groups.empty());
  const Group& g = r.groups.front();
  ASSERT_TRUE(g.shrunk.has_value()) << g.key;
  EXPECT_EQ(g.shrunk->group(), g.key);
  // The input prints exact decimals: no hex float is left.
  EXPECT_EQ(g.shrunk->input.find("0x"), std::string::npos) << g.shrunk->input;
  const std::vector<double> numbers = fmt_case::numbers_in(g.shrunk->input);
  ASSERT_EQ(numbers.size(), 14u);
  for (double x : numbers) EXPECT_LE(std::fabs(x), 16.0) << g.shrunk->input;
}

// A group's worst error counts its shrunk representative too: the shrunk
// input can be further beyond the contract than any case the run drew, and a
// report must not print a representative worse than its group's worst.
TEST(Shrink, TheWorstErrorCountsTheShrunkRepresentative) {
  const Subject fault = no_reprojection();
  RunOptions o = segment_pair_run();
  o.shrink_groups = 0;
  Report r = run_suite(fault, o);
  ASSERT_FALSE(r.groups.empty());
  r.groups.front().worst_beyond = 0.0;  // as if the run's cases were barely beyond
  o.shrink_groups = 1;
  shrink_groups(fault, r, o);
  const Group& g = r.groups.front();
  ASSERT_TRUE(g.shrunk.has_value()) << g.key;
  ASSERT_FALSE(std::isnan(g.shrunk->beyond)) << g.key;
  EXPECT_GT(g.shrunk->beyond, 0.0);
  EXPECT_GE(g.worst_beyond, g.shrunk->beyond);
}

}  // namespace
