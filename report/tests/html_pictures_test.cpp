// The HTML report draws only what the subject answered: a member declared
// point only has its points drawn, and the parameters it never returned
// (placeholders, here NaN) are neither marks nor a "subject answered NaN"
// badge; declared with Plumb's full contract, the same NaN parameters are its
// answer and get the badge.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "harness/runner.h"
#include "kernels/segment_segment3d.h"
#include "report/html_report.h"
#include "subject/subject.h"

namespace {

using namespace plumb;

// Plumb's kernel with its first point moved to the first segment's start and
// s, t left as NaN placeholders.
Subject placeholder_parameters(bool point_only) {
  Subject s;
  s.name = "placeholder-parameters";
  s.segment_segment_closest3 = [](const Segment3& a, const Segment3& b) {
    SegmentPair3 r = plumb::segment_segment_closest3(a, b);
    r.first = a.a;
    r.s = r.t = std::nan("");
    return r;
  };
  s.declared.every = rounding_contract(64, 64);
  MemberContract c = s.declared.every;
  c.parameters = !point_only;
  s.declared.members["segment_segment_closest3"] = c;
  return s;
}

std::string page(bool point_only) {
  RunOptions o;
  o.cases = 300;
  o.isolate = false;
  o.only = "oracle: 3D segments, spheres and capsules";
  o.shrink_groups = 0;
  const Report r = run_suite(placeholder_parameters(point_only), o);
  EXPECT_FALSE(r.groups.empty()) << "the wrong first point is a fault in both modes";
  return html_report(r);
}

TEST(HtmlPictures, APointOnlyMembersPlaceholdersAreNotDrawn) {
  const std::string html = page(true);
  EXPECT_NE(html.find("class=\"mark-subject\""), std::string::npos) << "its points are its answer";
  EXPECT_EQ(html.find("answer-nan\" data-side=\"subject\""), std::string::npos) << "s and t were never answered";
  EXPECT_NE(html.find("class=\"picture zoom\""), std::string::npos);
}

TEST(HtmlPictures, AnsweredNanParametersGetTheirBadge) {
  const std::string html = page(false);
  EXPECT_NE(html.find("answer-nan\" data-side=\"subject\""), std::string::npos);
  EXPECT_NE(html.find("subject answered NaN"), std::string::npos);
}

}  // namespace
