// A group's diagnosis in the text, JSON and HTML reports.
#include <gtest/gtest.h>

#include <sstream>

#include "harness/runner.h"
#include "properties/seeded_faults.h"
#include "report/diagnosis_text.h"
#include "report/html_report.h"
#include "report/report.h"

namespace {

using namespace plumb;

Report with_groups() {
  Report r;
  r.subject = "example";
  r.declared.domain = Domain::preset("game-metres");
  r.properties.push_back({"oracle: point and segment", 10, 3, 0, 10, {}});
  Group clamp;
  clamp.key = "closest_point | construction | off";
  clamp.count = 3;
  clamp.first.property = "oracle: point and segment";
  clamp.first.kernel = "closest_point";
  clamp.diagnosed = true;
  clamp.diagnosis = "no-clamp";
  clamp.diagnosis_fix = "clamp t";
  clamp.diagnosis_source = "seed 001, \"The Closest Point: Project, Then Clamp\"";
  Group epsilon = clamp;
  epsilon.key = "ray_triangle_hit | decision | none instead of hit";
  epsilon.diagnosis = "mt-epsilon";
  epsilon.threshold = ThresholdEstimate{"|e1 . (d x e2)|, the determinant", 9.5e-7, 1.1e-6};
  Group unknown = clamp;
  unknown.key = "distance_point_segment | construction | off";
  unknown.diagnosis = unknown.diagnosis_fix = unknown.diagnosis_source = "";
  Group untried = unknown;
  untried.key = "parallel | decision | true instead of false";
  untried.diagnosed = false;
  r.groups = {clamp, epsilon, unknown, untried};
  return r;
}

TEST(DiagnosisReport, ShortScientific) {
  EXPECT_EQ(short_scientific(9.5e-7, 2), "9.5e-7");
  EXPECT_EQ(short_scientific(1.04e-6, 1), "1e-6");
  EXPECT_EQ(short_scientific(2.5e12, 2), "2.5e12");
}

TEST(DiagnosisReport, LinesPerGroup) {
  const Report r = with_groups();
  const auto clamp = diagnosis_lines(r.groups[0]);
  ASSERT_EQ(clamp.size(), 1u);
  EXPECT_NE(clamp[0].find("diagnosis: "), std::string::npos);
  EXPECT_NE(clamp[0].find("(no-clamp) -- fix: clamp t -- see: seed 001"), std::string::npos);
  const auto epsilon = diagnosis_lines(r.groups[1]);
  ASSERT_EQ(epsilon.size(), 2u);
  EXPECT_NE(epsilon[1].find("behaves like an absolute epsilon of about 1e-6"), std::string::npos) << epsilon[1];
  EXPECT_NE(epsilon[1].find("(wrong up to 9.5e-7, right from 1.1e-6)"), std::string::npos) << epsilon[1];
  EXPECT_EQ(diagnosis_lines(r.groups[2]), std::vector<std::string>{"diagnosis: no known pattern matched"});
  EXPECT_TRUE(diagnosis_lines(r.groups[3]).empty());
}

TEST(DiagnosisReport, InTheTextJsonAndHtml) {
  const Report r = with_groups();
  std::ostringstream text;
  print_report(text, r);
  EXPECT_NE(text.str().find("(no-clamp) -- fix: clamp t"), std::string::npos);
  EXPECT_NE(text.str().find("diagnosis: no known pattern matched"), std::string::npos);
  EXPECT_NE(text.str().find("absolute epsilon of about 1e-6"), std::string::npos);
  const nlohmann::json j = report_json(r);
  EXPECT_EQ(j["groups"][0]["diagnosis"]["fault"], "no-clamp");
  EXPECT_EQ(j["groups"][2]["diagnosis"]["fault"], "");
  EXPECT_FALSE(j["groups"][3].contains("diagnosis"));
  const Report back = report_from_json(j);
  ASSERT_EQ(back.groups.size(), 4u);
  EXPECT_EQ(back.groups[0].diagnosis, "no-clamp");
  EXPECT_EQ(back.groups[0].diagnosis_fix, "clamp t");
  ASSERT_TRUE(back.groups[1].threshold.has_value());
  EXPECT_EQ(back.groups[1].threshold->wrong_up_to, 9.5e-7);
  EXPECT_TRUE(back.groups[2].diagnosed);
  EXPECT_FALSE(back.groups[3].diagnosed);
  const std::string html = html_report(r);
  EXPECT_NE(html.find("<p class=diagnosis>diagnosis: "), std::string::npos);
  EXPECT_NE(html.find("no known pattern matched"), std::string::npos);
}

// A real run: the first group of a seeded fault carries its diagnosis line.
TEST(DiagnosisReport, ARunPrintsTheDiagnosisOfItsFirstGroup) {
  for (const SeededFault& f : seeded_faults()) {
    if (f.name != "no-clamp") continue;
    RunOptions o;
    o.cases = 200;
    o.only = "oracle: point and segment";
    o.reference_rate = false;
    const Report r = run_suite(f.subject, o);
    std::ostringstream text;
    print_report(text, r);
    EXPECT_NE(text.str().find("(no-clamp) -- fix: " + f.fix + " -- see: " + f.source), std::string::npos)
        << text.str();
  }
}

}  // namespace
