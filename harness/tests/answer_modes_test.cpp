// Every answer a member declares is judged, and only those: a 3D segment pair
// whose closest points are wrong while its squared distance is right is a
// fault when declared point-only or with Plumb's full contract, and passes
// when declared distance-only or decision-only (which say they judge no
// point). Each test fails when its mode's judgement is removed or widened.
//
// Point-only near parallel (docs/margins.md, "Closest pairs near parallel"):
// a careful textbook kernel's near-closest pair is accepted where the input
// is within the allowance of an exactly parallel one, and where it is not
// its points carry their parameters' conditioning; a point off its segment,
// a swapped pair or a pair that is not near-closest is still a fault there.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
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

// Ericson, Real-Time Collision Detection 5.1.9, as careful libraries write
// it (zero lengths, the parallel case, the clamps and the re-projection of s):
// near parallel its denominator is rounding noise and its pair is a
// near-closest one a long way along the segments from the exact pair.
SegmentPair3 ericson(const Segment3& s1, const Segment3& s2) {
  auto sub = [](Vec3 p, Vec3 q) { return Vec3{p.x - q.x, p.y - q.y, p.z - q.z}; };
  auto dot = [](Vec3 p, Vec3 q) { return p.x * q.x + p.y * q.y + p.z * q.z; };
  auto at = [](Vec3 a, Vec3 d, double k) { return Vec3{a.x + k * d.x, a.y + k * d.y, a.z + k * d.z}; };
  const Vec3 d1 = sub(s1.b, s1.a), d2 = sub(s2.b, s2.a), r = sub(s1.a, s2.a);
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  double s = 0, t = 0;
  if (a == 0 && e != 0) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else if (a != 0) {
    const double c = dot(d1, r);
    if (e == 0) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      if (denom != 0) s = std::clamp((b * f - c * e) / denom, 0.0, 1.0);
      const double tn = b * s + f;
      if (tn < 0) {
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (tn > e) {
        t = 1;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      } else {
        t = tn / e;
      }
    }
  }
  const Vec3 p1 = at(s1.a, d1, s), p2 = at(s2.a, d2, t), g = sub(p1, p2);
  return {s, t, p1, p2, dot(g, g)};
}

using PairKernel = std::function<SegmentPair3(const Segment3&, const Segment3&)>;

// Declared as a careful double library declares it: point only, rounding at 64 u.
Subject point_only(PairKernel k) {
  Subject s;
  s.name = "point-only-pair";
  s.segment_segment_closest3 = std::move(k);
  s.declared.every = rounding_contract(64, 64);
  s.declared.members["segment_segment_closest3"].parameters = false;
  return s;
}

// The group keys of one case of the 3D pairs' oracle property.
std::string groups_on(const Subject& s, const std::string& input) {
  RunOptions o;
  o.only = "oracle: 3D segments, spheres and capsules";
  o.input = input;
  o.isolate = false;
  o.shrink_groups = 0;
  o.reference_rate = false;
  std::string keys;
  for (const Group& g : run_suite(s, o).groups) keys += g.key + " [" + g.first.what + "]\n";
  return keys;
}

// Antiparallel but for s2's far end, one ULP off in z, overlapping along a
// sixth of s1 at distance sqrt(11/6): the exact pair is s = 1, t = 5/6,
// Ericson's s = 5/6, t = 1 (0.41 along the segments, as close to 1e-16).
const char* const kNearlyParallel =
    "s1 = {{0x1.4p+2, -0x1p+0, -0x1p+2}, {0x1.8p+1, 0x0p+0, -0x1.8p+1}}, "
    "s2 = {{0x1p+1, 0x1p+1, -0x1p+1}, {0x1p+2, 0x1p+0, -0x1.7fffffffffffcp+1}}, r1 = 0x0p+0, r2 = 0x0p+0";
// Overlapping, s2's far end one ULP off s1's line: the exact pair meets at
// (1/8, 0, 0) (s = 0.8, t = 0); Ericson answers s1's start and s2's end,
// 2^-53 apart.
const char* const kNearlyCollinear =
    "s1 = {{-0x1.8p-2, -0x1p+0, -0x1p-1}, {0x1p-2, 0x1p-2, 0x1p-3}}, "
    "s2 = {{0x1p-3, 0x0p+0, 0x0p+0}, {-0x1.8p-2, -0x1p+0, -0x1.0000000000001p-1}}, r1 = 0x1p-1, r2 = 0x1p-1";
// 0.22 degrees apart, 178 and 42993 long, s2 starting 42700 away: Ericson's
// pair is 1.7e-7 along the segments from the exact one, 1.4e5 times what
// 64 u of the points' own conditioning allows, a third of what 64 u allows
// once they carry their parameters' (5.5e-7).
const char* const kOblique =
    "s1 = {{0x1.64c66b01f974p+7, -0x1.a86eb3de5a489p-17, 0x1.8e6a112889acbp-7}, "
    "{-0x1.21ad27a452ab5p-4, -0x1.62b959078c616p-1, 0x1.10e62a12d5b97p-25}}, "
    "s2 = {{0x1.4ee5fe5e6c647p+15, -0x1.8aef099d86054p-24, 0x1.5f8a102f209dap-1}, "
    "{-0x1.f7fec6fbc80eep+6, 0x1.08a039ff8c8e2p-19, 0x1.8f9a689c2cfdbp-23}}, r1 = 0x1.de3625a056f78p-8, r2 = 0x0p+0";

// 49 km and 124 km long, 7.5e-6 rad from parallel, 0.032 apart: Ericson's
// pair is 0.076 along the segments from the exact one, 71 times what 64 u of
// the pair's geometric conditioning allows (1.1e-3), but a near-closest pair:
// the pairs within delta = 3e-9 of the least distance spread about 2.6 along.
const char* const kLongNearlyParallel =
    "s1 = {{-0x1.7f457dca73f73p+15, -0x1.ad1a53aa95f7fp-4, 0x1.3bb7b6d069a51p-2}, "
    "{0x1.89e54c0d9e545p-29, -0x1.ebfe723da30cdp-18, 0x1.27e07014f413ap-9}}, "
    "s2 = {{-0x1.0a9c212dcb671p-17, 0x1.9e3ceaca92278p-21, 0x1.d1ab550c91d4bp-4}, "
    "{-0x1.e5b3658412a55p+16, 0x1.925f1290ff543p-19, -0x1.6e0a3faec6b3ap-10}}, "
    "r1 = 0x1.04cd6b8dceaccp-7, r2 = 0x1.87342154b6032p-6";

TEST(AnswerModes, PointOnlyAcceptsANearClosestPairNearParallel) {
  EXPECT_EQ(groups_on(point_only(ericson), kNearlyParallel), "");
  EXPECT_EQ(groups_on(point_only(ericson), kNearlyCollinear), "");
}

TEST(AnswerModes, PointOnlyPointsCarryTheirParametersConditioning) {
  EXPECT_EQ(groups_on(point_only(ericson), kOblique), "");
  EXPECT_EQ(groups_on(point_only(ericson), kLongNearlyParallel), "");
}

TEST(AnswerModes, PointOnlyFarAlongALongNearlyParallelPairIsAFaultWhenNotNearClosest) {
  // The same displacement along s1 for a pair that does not attain the least
  // distance: only the geometric conditioning then, and the point is far beyond it.
  EXPECT_NE(groups_on(point_only([](const Segment3& a, const Segment3& b) {
              SegmentPair3 r = ericson(a, b);
              r.second.y += 1e-3;  // 1 mm off the line of s2, the first point as Ericson's
              return r;
            }), kLongNearlyParallel), "");
}

TEST(AnswerModes, PointOnlyNearParallelStillCatchesWrongPoints) {
  // The pair swapped: each point on the other segment, 1.2 from its own.
  EXPECT_NE(groups_on(point_only([](const Segment3& a, const Segment3& b) {
              SegmentPair3 r = ericson(a, b);
              std::swap(r.first, r.second);
              return r;
            }), kNearlyParallel), "");
  // The first point 1e-6 off its segment (across both), the distance kept.
  EXPECT_NE(groups_on(point_only([](const Segment3& a, const Segment3& b) {
              SegmentPair3 r = ericson(a, b);
              r.first.z += 1e-6;
              return r;
            }), kNearlyParallel), "");
  // Both points on their segments, but not a closest pair: the far ends.
  EXPECT_NE(groups_on(point_only([](const Segment3& a, const Segment3& b) {
              SegmentPair3 r = ericson(a, b);
              r.first = a.a;
              r.second = b.b;
              return r;
            }), kNearlyParallel), "");
}

TEST(AnswerModes, PointOnlyFarFromTheExactPairIsAFaultWhereWellConditioned) {
  // Perpendicular, 100 apart: the first point 1e-6 along its segment from
  // (1, 0, 0) is a near-closest pair (its distance 5e-15 beyond the least,
  // its squared distance still rounds to 10000) but 1600 times what 64 u of
  // the pair's conditioning allows: a fault, not a member of a near-parallel set.
  const char* const perpendicular =
      "s1 = {{0x0p+0, 0x0p+0, 0x0p+0}, {0x1p+1, 0x0p+0, 0x0p+0}}, "
      "s2 = {{0x1p+0, -0x1p+0, 0x1.9p+6}, {0x1p+0, 0x1p+0, 0x1.9p+6}}, r1 = 0x0p+0, r2 = 0x0p+0";
  EXPECT_EQ(groups_on(point_only(ericson), perpendicular), "");
  EXPECT_NE(groups_on(point_only([](const Segment3& a, const Segment3& b) {
              SegmentPair3 r = ericson(a, b);
              r.first.x += 1e-6;
              return r;
            }), perpendicular), "");
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
