// A library's rounding-level rate is compared with the naive formula's on the
// same cases: a member whose rate is far above it gets a warning (and a
// careful textbook formula gets none: examples/textbook_test.cpp).
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "harness/rounding_rate.h"
#include "harness/runner.h"
#include "subject/subject.h"

namespace {

using namespace plumb;

TEST(RoundingRate, TheTestFlagsOnlyAClearExcess) {
  // Against "at most twice the reference's rate":
  EXPECT_EQ(rate_excess_p_value(0, 1000, 10, 1000, 2.0), 1.0);
  EXPECT_LT(rate_excess_p_value(100, 1000, 10, 1000, 2.0), 1e-6);  // ten times the rate
  EXPECT_GT(rate_excess_p_value(15, 1000, 10, 1000, 2.0), 0.1);    // 1.5 times: within 2x
  EXPECT_GT(rate_excess_p_value(30, 1000, 10, 1000, 2.0), 0.001);  // 3 times, but few: not clear
  EXPECT_LT(rate_excess_p_value(300, 1000, 100, 1000, 2.0), 1e-3); // 3 times, many: clear
  // Rates per check: the same counts over four times the checks are a quarter the rate.
  EXPECT_GT(rate_excess_p_value(100, 4000, 10, 1000, 2.0), 0.001);
  // The default, "at most four times": a careful formula arranged otherwise
  // (CLRS's orientations, about 3x the naive one's rate) is not flagged.
  EXPECT_GT(rate_excess_p_value(769, 119605, 61, 29796), 0.1);
  EXPECT_LT(rate_excess_p_value(400, 1000, 40, 1000), 1e-6);
}

// segments_intersect with a relative epsilon: a side within 1e-6 of the
// scale squared counts as zero. Declared with an allowance that excuses it
// (2^40 u), it is never a fault -- but its rounding-level rate is far above
// the naive formula's on the generators' human-scale offsets.
Subject sloppy() {
  Subject s;
  s.name = "relative-epsilon";
  s.segments_intersect = [](const Segment& p, const Segment& q) {
    auto side = [](Vec2 a, Vec2 b, Vec2 c) {
      const double v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
      const double scale = std::fabs(b.x - a.x) + std::fabs(b.y - a.y) + std::fabs(c.x - a.x) + std::fabs(c.y - a.y);
      return std::fabs(v) <= 1e-6 * scale * scale ? 0 : v > 0 ? 1 : -1;
    };
    const int o1 = side(p.a, p.b, q.a), o2 = side(p.a, p.b, q.b), o3 = side(q.a, q.b, p.a), o4 = side(q.a, q.b, p.b);
    if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0)
      return std::min(p.a.x, p.b.x) <= std::max(q.a.x, q.b.x) && std::min(q.a.x, q.b.x) <= std::max(p.a.x, p.b.x) &&
             std::min(p.a.y, p.b.y) <= std::max(q.a.y, q.b.y) && std::min(q.a.y, q.b.y) <= std::max(p.a.y, p.b.y);
    return o1 * o2 <= 0 && o3 * o4 <= 0;
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(0x1p40, 64);
  return s;
}

TEST(RoundingRate, AnEpsilonExcusedAsRoundingIsWarnedAbout) {
  RunOptions o;
  o.cases = 20000;
  o.only = "oracle: two segments";
  o.isolate = false;
  const Report r = run_suite(sloppy(), o);
  ASSERT_EQ(r.rate_warnings.size(), 1u);
  EXPECT_EQ(r.rate_warnings[0].member, "segments_intersect");
  EXPECT_GT(r.rate_warnings[0].ratio(), 4.0);
  EXPECT_TRUE(r.groups.empty());  // a warning, not a fault
}

TEST(RoundingRate, StrictSubjectsAreNotCompared) {
  Subject s = sloppy();
  s.declared.every = MemberContract{};
  RunOptions o;
  o.cases = 1000;
  o.only = "oracle: two segments";
  o.isolate = false;
  o.shrink_groups = 0;
  EXPECT_TRUE(run_suite(s, o).rate_warnings.empty());
}

// A careful textbook formula evaluated in float, as a float engine computes
// (Bullet's float build): its rounding is ordinary for binary32, and the
// binary64 reference must not flag it for its precision.
TEST(RoundingRate, Binary32SubjectsAreNotComparedWithTheBinary64Reference) {
  Subject s;
  s.name = "float-textbook";
  s.squared_distance_point_segment3 = [](Vec3 p, const Segment3& g) {
    const float dx = float(g.b.x) - float(g.a.x), dy = float(g.b.y) - float(g.a.y), dz = float(g.b.z) - float(g.a.z);
    const float px = float(p.x) - float(g.a.x), py = float(p.y) - float(g.a.y), pz = float(p.z) - float(g.a.z);
    const float dd = dx * dx + dy * dy + dz * dz;
    float t = dd > 0 ? (px * dx + py * dy + pz * dz) / dd : 0.0f;
    t = std::fmin(std::fmax(t, 0.0f), 1.0f);
    const float ex = px - t * dx, ey = py - t * dy, ez = pz - t * dz;
    return double(ex * ex + ey * ey + ez * ez);
  };
  s.declared.domain = Domain::game_metres_float();
  s.declared.every = rounding_contract(64, 64);
  RunOptions o;
  o.cases = 20000;
  o.only = "oracle: point and 3D segment";
  o.isolate = false;
  o.shrink_groups = 0;
  const Report r = run_suite(s, o);
  EXPECT_GT(r.kernels.at("squared_distance_point_segment3").rounding_level, 100);  // it does round
  EXPECT_TRUE(r.rate_warnings.empty());
}

}  // namespace
