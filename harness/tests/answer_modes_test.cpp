// Every answer a member declares is judged, and only those: a 3D segment pair
// whose closest points are wrong while its squared distance is right is a
// fault when declared point-only or with Plumb's full contract, and passes
// when declared distance-only or decision-only (which say they judge no
// point). Each test fails when its mode's judgement is removed or widened.
#include <gtest/gtest.h>

#include <string>

#include "harness/runner.h"
#include "kernels/segment_segment3d.h"
#include "subject/subject.h"

namespace {

using namespace plumb;

// Plumb's kernel with its first point moved to the first segment's start:
// the distance stays right, the point is wrong wherever the pair is elsewhere.
Subject wrong_first_point(void (*declare)(MemberContract&)) {
  Subject s;
  s.name = "wrong-first-point";
  s.segment_segment_closest3 = [](const Segment3& a, const Segment3& b) {
    SegmentPair3 r = plumb::segment_segment_closest3(a, b);
    r.first = a.a;
    return r;
  };
  s.declared.every = rounding_contract(64, 64);
  MemberContract c = s.declared.every;
  declare(c);
  s.declared.members["segment_segment_closest3"] = c;
  return s;
}

long point_findings(const Subject& s) {
  RunOptions o;
  o.cases = 1000;
  o.isolate = false;
  o.only = "oracle: 3D segments, spheres and capsules";
  o.shrink_groups = 0;
  const Report r = run_suite(s, o);
  long n = 0;
  for (const Group& g : r.groups)
    if (g.first.kernel == "segment_segment_closest3" && g.first.about.find("first point") != std::string::npos)
      n += g.count;
  return n;
}

TEST(AnswerModes, PointOnlyJudgesThePoints) {
  EXPECT_GT(point_findings(wrong_first_point([](MemberContract& c) { c.parameters = false; })), 0);
}

TEST(AnswerModes, TheFullContractJudgesThePoints) {
  EXPECT_GT(point_findings(wrong_first_point([](MemberContract&) {})), 0);
}

TEST(AnswerModes, DistanceOnlyAndDecisionOnlyJudgeNoPoint) {
  EXPECT_EQ(point_findings(wrong_first_point([](MemberContract& c) { c.points = false; })), 0);
  EXPECT_EQ(point_findings(wrong_first_point([](MemberContract& c) { c.constructions = false; })), 0);
}

}  // namespace
