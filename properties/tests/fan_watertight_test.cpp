// check::fan_watertight: a ray that crosses a fan through a shared edge must
// hit some triangle, with no allowance; a ray that only touches the fan (a
// fold it grazes, met from both sides) may miss within the declared rounding.
#include <gtest/gtest.h>

#include <optional>

#include "properties/checks3d.h"

namespace plumb {
namespace {

// A library that never reports a hit, judged with a 64 u decision allowance.
Subject never_hits() {
  Subject s;
  s.name = "never-hits";
  s.declared.every.decision_allowance = 64;
  s.ray_triangle_hit = [](const Ray3&, const Triangle3&) -> std::optional<TriangleHit> { return std::nullopt; };
  return s;
}

bool fails(const FanCase& c) {
  const Subject s = never_hits();
  Judge j(s.declared);
  j.begin_case("fan", c.label, [] { return std::string("fan"); }, 0);
  check::fan_watertight(s, c, j);
  return j.case_failed();
}

// Two-sided: the two triangles met face the ray opposite ways, so the ray
// grazes the fold between them (found in three.js's Ray.intersectTriangle,
// a shared edge value rounding to +2.6e-23 in one and -2.6e-23 in the other).
TEST(FanWatertight, AGrazedFoldMayBeMissedWithinRounding) {
  FanCase c;
  c.label = "grazed fold";
  c.ray = {{0x1.8p-11, 0x1.6p-11, 0x1.8p-12}, {-0x1.16b28f55d72d4p-3, -0x1.e7b87ad6388f3p-1, -0x1.16b28f55d72d4p-2}};
  c.centre = {0x1.8p-12, -0x1p-12, 0x1.8p-12};
  c.rim[0] = {-0x1p-13, 0, 0x1.cp-11};
  c.rim[1] = {0x1.cp-11, -0x1p-13, -0x1p-13};
  c.rim[2] = {0x1.cp-11, 0, -0x1p-13};
  c.rim[3] = {-0x1.4p-11, -0x1p-13, 0x1.cp-11};
  EXPECT_FALSE(fails(c));
}

// A flat fan crossed straight through its shared corner: every triangle is
// met the same way round, and missing them all is a leak.
TEST(FanWatertight, ACrossingThroughTheCornerMustHit) {
  FanCase c;
  c.label = "through the corner";
  c.centre = {0, 0, 0};
  c.rim[0] = {1, 0, 0};
  c.rim[1] = {0, 1, 0};
  c.rim[2] = {-1, 0, 0};
  c.rim[3] = {0, -1, 0};
  c.ray = {{0, 0, 1}, {0, 0, -1}};
  EXPECT_TRUE(fails(c));
}

}  // namespace
}  // namespace plumb
