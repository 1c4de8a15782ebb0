// Exact inputs are judged exactly: on exactly degenerate input whose textbook
// evaluation is exact in the subject's precision, and for a NaN or infinite
// answer where the exact one is finite, a wrong decision is a fault whatever
// the declared rounding allowance (judge/exact_grid.h, docs/margins.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>
#include <limits>
#include <vector>

#include "judge/exact_grid.h"
#include "judge/judge.h"

namespace {

using namespace plumb;

TEST(ExactGrid, WidthIsTheBinadesFromTheQuantumToTheLargestMagnitude) {
  EXPECT_EQ(grid_width(std::vector<double>{0, 0, -0.0}), 0);
  EXPECT_EQ(grid_width(std::vector<double>{1}), 1);          // 1 < 2^1, quantum 2^0
  EXPECT_EQ(grid_width(std::vector<double>{3, 5, 0.5}), 4);  // quantum 2^-1, 5 < 2^3
  EXPECT_EQ(grid_width(std::vector<double>{0x1p-900, 0x1p-899}), 2);  // a scaled grid is a grid
  EXPECT_EQ(grid_width(std::vector<double>{1, 1 + 0x1p-52}), 53);     // a ULP off: far off any exact grid
  EXPECT_EQ(grid_width(std::vector<double>{1, std::numeric_limits<double>::quiet_NaN()}), -1);
  EXPECT_EQ(grid_width(std::vector<double>{1, -std::numeric_limits<double>::infinity()}), -1);
}

// The width read from the bits against its definition, evaluated the slow
// way: frexp for the top, doubling the significand until it is whole for the
// quantum; on normal, subnormal and grid numbers.
int width_by_definition(const std::vector<double>& numbers) {
  int lowest = std::numeric_limits<int>::max(), highest = std::numeric_limits<int>::min();
  for (double x : numbers) {
    if (x == 0.0) continue;
    int e = 0;
    double m = std::frexp(std::fabs(x), &e);
    int low = e;
    for (; m != std::floor(m); m *= 2.0) --low;
    lowest = std::min(lowest, low);
    highest = std::max(highest, e);
  }
  return lowest == std::numeric_limits<int>::max() ? 0 : highest - lowest;
}

TEST(ExactGrid, WidthFromTheBitsIsTheDefinition) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < 100000; ++i) {
    std::vector<double> numbers;
    for (int k = 0; k < 1 + i % 4; ++k) {
      double x = std::bit_cast<double>(rng());
      if (i % 3 == 0) x = std::ldexp(static_cast<double>(static_cast<int>(rng() % 2001) - 1000), static_cast<int>(rng() % 2100) - 1100);
      if (!std::isfinite(x)) x = 0.0;
      numbers.push_back(x);
    }
    ASSERT_EQ(grid_width(numbers), width_by_definition(numbers)) << numbers[0];
  }
}

TEST(ExactGrid, BitsFollowFromThePrecisionAndTheDegree) {
  // degree d: d (k + 2) + 3 <= p.
  EXPECT_EQ(exact_grid_bits(Precision::binary64, 4), 10);
  EXPECT_EQ(exact_grid_bits(Precision::binary32, 4), 3);
  EXPECT_EQ(exact_grid_bits(Precision::binary64, 2), 23);
  EXPECT_EQ(exact_grid_bits(Precision::binary32, 2), 8);
  EXPECT_EQ(decision_degree("segments_intersect"), 2);
  EXPECT_EQ(decision_degree("capsule_capsule_intersect"), 4);
  EXPECT_EQ(decision_degree("a member Plumb does not know"), 4);
  EXPECT_EQ(decision_degree("segment_box_intersect"), 3);
  EXPECT_EQ(exact_grid_bits(Precision::binary64, 3), 14);
  EXPECT_EQ(exact_grid_bits(Precision::binary32, 3), 5);
  // A slab test divides: no grid makes it exact.
  EXPECT_LT(exact_grid_bits(Precision::binary64, decision_degree("ray_box_entry")), 0);
}

Declarations lenient(Precision p = Precision::binary64) {
  Declarations d;
  d.domain.precision = p;
  d.every = rounding_contract(64, 64);
  return d;
}

// One wrong decision of segments_intersect at margin 0 (a T-junction read as apart).
bool found(const Declarations& d, const std::vector<double>* numbers) {
  Judge j(d);
  j.begin_case("p", "T-junction", [] { return "input"; }, 0);
  if (numbers) j.set_case_numbers(*numbers);
  j.decision_bool("segments_intersect", "the closed segments meet", false, true, [] { return 0.0; });
  return j.case_failed();
}

TEST(ExactGrid, AWrongDecisionOnExactDegenerateInputIsAFault) {
  const std::vector<double> small_integers{0, 0, 4, 0, 2, 0, 2, 5};
  EXPECT_TRUE(found(lenient(), &small_integers));
  Judge j(lenient());
  j.begin_case("p", "T-junction", [] { return "input"; }, 0);
  j.set_case_numbers(small_integers);
  j.decision_bool("segments_intersect", "the closed segments meet", false, true, [] { return 0.0; });
  ASSERT_TRUE(j.case_failed());
  EXPECT_NE(j.findings().at(0).what.find("rounding cannot explain it"), std::string::npos) << j.findings().at(0).what;
}

TEST(ExactGrid, OffTheGridMarginZeroIsStillRoundingLevel) {
  // Unknown coordinates, or coordinates a ULP off the grid: rounding may explain it.
  EXPECT_FALSE(found(lenient(), nullptr));
  const std::vector<double> nudged{0, 0, 4, 0, 2, 0x1p-50, 2, 5};
  EXPECT_FALSE(found(lenient(), &nudged));
}

TEST(ExactGrid, TheGridDependsOnThePrecision) {
  // 300 needs 9 binades: within binary64's 23 for a degree-2 decision, beyond binary32's 8.
  const std::vector<double> wide{0, 0, 300, 0, 2, 0, 2, 5};
  EXPECT_TRUE(found(lenient(Precision::binary64), &wide));
  EXPECT_FALSE(found(lenient(Precision::binary32), &wide));
  const std::vector<double> narrow{0, 0, 200, 0, 2, 0, 2, 5};  // 200 < 2^8
  EXPECT_TRUE(found(lenient(Precision::binary32), &narrow));
}

TEST(ExactGrid, ANonFiniteAnswerWhereTheExactOneIsFiniteIsNeverRounding) {
  Judge j(lenient());
  j.begin_case("p", "parallel", [] { return "input"; }, 0);
  // A ray exactly parallel to a plane, answered as a hit at t = inf.
  j.decision("ray_plane_hit", "hit", "hit", "none", "t = inf", "none", [] { return 0.0; });
  ASSERT_TRUE(j.case_failed());
  j.begin_case("p", "parallel", [] { return "input"; }, 1);
  j.decision("ray_plane_hit", "hit", "hit", "none", "t = 0x1p+0", "none", [] { return 0.0; });
  EXPECT_FALSE(j.case_failed());  // a finite hit at margin 0 off the grid: rounding-level
}

}  // namespace
