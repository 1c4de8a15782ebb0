// The judge applies a subject's declarations: a disagreement within the
// rounding allowance is counted, not reported; beyond it, it is a fault with
// its margin; Plumb's strict judgement excuses nothing.
#include <gtest/gtest.h>

#include <vector>

#include "judge/judge.h"

namespace {

using namespace plumb;

Declarations with_allowance(double u) {
  Declarations d;
  d.every = rounding_contract(u, 64);
  return d;
}

TEST(Judge, ADisagreementWithinTheAllowanceIsRoundingLevel) {
  Judge j(with_allowance(64));
  j.begin_case("p", "class", [] { return "input"; }, 7);
  j.decision_bool("segments_intersect", "meet", true, false, [] { return 10 * 0x1p-53; });
  EXPECT_FALSE(j.case_failed());
  EXPECT_EQ(j.stats().at("segments_intersect").rounding_level, 1);
}

TEST(Judge, BeyondTheAllowanceItIsAFaultWithItsMargin) {
  Judge j(with_allowance(64));
  j.begin_case("p", "collinear disjoint (huge)", [] { return "input"; }, 7);
  j.decision_bool("segments_intersect", "meet", true, false, [] { return 1000 * 0x1p-53; });
  ASSERT_TRUE(j.case_failed());
  const Finding& f = j.findings().at(0);
  EXPECT_NEAR(f.margin_u, 1000, 1e-9);
  EXPECT_EQ(f.group(), "segments_intersect | decision | true instead of false");
  EXPECT_EQ(j.groups().at(f.group()).classes.count("collinear disjoint"), 1u);  // the binade is not a class
}

TEST(Judge, StrictJudgementExcusesNothingNotEvenMarginZero) {
  Judge j;
  j.begin_case("p", "l", [] { return "input"; }, 0);
  j.decision_bool("parallel", "parallel", true, false, [] { return 0.0; });
  EXPECT_TRUE(j.case_failed());
}

TEST(Judge, AConstructionWithinItsConditionedToleranceIsRoundingLevel) {
  Judge j(with_allowance(64));
  j.begin_case("p", "l", [] { return "input"; }, 0);
  // 1e6 ULPs off by the strict measure, but 1e-12 absolute against 64 u x C = 64 u x 1e6.
  j.construction("closest_point", "t (ULPs)", 1e6, 20, "fast", "exact",
                 [] { return Deviation{1e-12, 0.5, 1e6}; });
  EXPECT_FALSE(j.case_failed());
  j.construction("closest_point", "t (ULPs)", 1e6, 20, "fast", "exact",
                 [] { return Deviation{1e-3, 0.5, 1e6}; });
  EXPECT_TRUE(j.case_failed());
  EXPECT_EQ(j.findings().at(0).kind, "off");
}

TEST(Judge, PointOnlyAndDecisionOnlySkipWhatTheyDeclare) {
  Declarations d;
  d.members["segment_crossing"].parameters = false;
  d.members["ray_sphere_entry"].constructions = false;
  Judge j(d);
  j.begin_case("p", "l", [] { return "input"; }, 0);
  j.construction("segment_crossing", "t (ULPs)", 1e9, 20, "f", "e");
  j.construction("ray_sphere_entry", "t (ULPs)", 1e9, 20, "f", "e");
  EXPECT_FALSE(j.case_failed());
  j.construction("segment_crossing", "point (u x scale)", 1e9, 24, "f", "e");
  EXPECT_TRUE(j.case_failed());
}

// A triangle hit's barycentric u and v are parameters like t: a library that
// answers the point and t but declares no parameters is not judged on them.
TEST(Judge, NoParametersSkipsBothBarycentricWeights) {
  Declarations d;
  d.members["ray_triangle_hit"].parameters = false;
  Judge j(d);
  j.begin_case("p", "l", [] { return "input"; }, 0);
  j.construction("ray_triangle_hit", "u (ULPs)", 1e9, 20, "f", "e");
  j.construction("ray_triangle_hit", "v (ULPs)", 1e9, 20, "f", "e");
  EXPECT_FALSE(j.case_failed());
  j.construction("ray_triangle_hit", "t (ULPs)", 1e9, 20, "f", "e");
  EXPECT_FALSE(j.case_failed());
}

// An absolute decision tolerance turns the margin into a distance at the
// case's scale: within it a wrong decision is counted as tolerated, beyond it
// (or as a NaN, or with the scale unknown) it is a fault.
TEST(Judge, AnAbsoluteDecisionToleranceExcusesOnlyWithinItsDistance) {
  Declarations d;
  d.members["segments_intersect"].decision_absolute = 1e-6;
  const std::vector<double> metres{0, 0, 4, 0, 2, 1e-7, 2, 5};  // scale 5
  auto wrong_at = [&](double margin, const std::vector<double>* numbers, bool nan = false) {
    Judge j(d);
    j.begin_case("p", "l", [] { return "input"; }, 0);
    if (numbers) j.set_case_numbers(*numbers);
    j.decision("segments_intersect", "the closed segments meet", nan ? "nan" : "false", "true", nan ? "nan" : "false",
               "true", [margin] { return margin; });
    EXPECT_EQ(j.stats().at("segments_intersect").tolerated, j.case_failed() ? 0 : 1);
    return j.case_failed();
  };
  EXPECT_FALSE(wrong_at(0.0, &metres));         // exactly degenerate: the epsilon covers it
  EXPECT_FALSE(wrong_at(1e-7 / 5, &metres));    // 1e-7 away
  EXPECT_TRUE(wrong_at(1e-6 / 5 * 1.01, &metres));  // 1% beyond
  EXPECT_TRUE(wrong_at(1e-7 / 5, nullptr));     // the scale unknown: not excused
  EXPECT_TRUE(wrong_at(0.0, &metres, true));    // a NaN answer never
  // Other members keep the strict judgement.
  Judge j(d);
  j.begin_case("p", "l", [] { return "input"; }, 0);
  j.set_case_numbers(metres);
  j.decision_bool("parallel", "parallel", false, true, [] { return 0.0; });
  EXPECT_TRUE(j.case_failed());
  EXPECT_FALSE(d.strict());
}

}  // namespace
