// The line-line and ray-segment properties can fail: the textbook formulas
// (properties/naive/line_line3d.h, ray_segment3d.h: absolute epsilons, D
// read in doubles) and a ray-segment kernel that clamps t without
// re-projecting s are caught, strictly and under a game engine's
// declarations (game-metres, 64 u allowances); Plumb's kernels show no group
// in the same runs (properties_test.cpp runs them strictly).
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <string>

#include "harness/runner.h"
#include "kernels/ray_segment3d.h"
#include "properties/naive/line_line3d.h"
#include "properties/naive/ray_segment3d.h"
#include "subject/declarations.h"

namespace plumb {
namespace {

// Ericson's steps with the ray's s left where step 1 put it when t is
// clamped (the re-projection left out), in Plumb's arithmetic otherwise: the
// pair is then not the closest one.
SegmentPair3 ray_segment_no_reprojection(const Ray3& ray, const Segment3& seg) {
  SegmentPair3 p = ray_segment_distance3(ray, seg);
  if (!(p.t == 0.0 || p.t == 1.0) || p.s == 0.0) return p;
  const SegmentPair3 lines = naive::line_line_closest3({ray.origin, {ray.origin.x + ray.direction.x,
                                                                     ray.origin.y + ray.direction.y,
                                                                     ray.origin.z + ray.direction.z}},
                                                       seg);
  p.s = std::max(lines.s, 0.0);
  p.first = {ray.origin.x + p.s * ray.direction.x, ray.origin.y + p.s * ray.direction.y,
             ray.origin.z + p.s * ray.direction.z};
  const Vec3 w{p.first.x - p.second.x, p.first.y - p.second.y, p.first.z - p.second.z};
  p.squared_distance = w.x * w.x + w.y * w.y + w.z * w.z;
  return p;
}

Report run(Subject s, const std::string& property, bool declared) {
  if (declared) {
    s.declared.domain = Domain::preset("game-metres");
    s.declared.every = rounding_contract();
  }
  RunOptions o;
  o.seed = 20261130;
  o.cases = 2000;
  o.only = property;
  o.shrink_groups = 1;
  return run_suite(s, o);
}

void expect_caught(const Subject& s, const std::string& property) {
  for (bool declared : {false, true}) {
    const Report r = run(s, property, declared);
    ASSERT_FALSE(r.groups.empty()) << s.name << " escaped '" << property << "'" << (declared ? " under game-metres" : "");
    std::cout << s.name << (declared ? " (game-metres, 64 u)" : " (strict)") << ": " << r.groups.size()
              << " groups; first " << r.groups.front().key << " (" << r.groups.front().count << ")\n  "
              << r.groups.front().first.input << "\n";
  }
}

TEST(LineRay3Faults, TheTextbookLineLineFormulaIsCaught) {
  Subject s;
  s.name = "naive-line-line";
  s.line_line_closest3 = naive::line_line_closest3;
  expect_caught(s, "oracle: 3D lines");
}

TEST(LineRay3Faults, TheTextbookRaySegmentFormulaIsCaught) {
  Subject s;
  s.name = "naive-ray-segment";
  s.ray_segment_distance3 = naive::ray_segment_distance3;
  expect_caught(s, "oracle: rays against 3D segments");
}

TEST(LineRay3Faults, ARaySegmentKernelWithoutTheReprojectionIsCaught) {
  Subject s;
  s.name = "ray-segment-no-reprojection";
  s.ray_segment_distance3 = ray_segment_no_reprojection;
  expect_caught(s, "oracle: rays against 3D segments");
}

TEST(LineRay3Faults, PlumbsKernelsShowNoGroupInTheSameRuns) {
  for (const char* property : {"oracle: 3D lines", "oracle: rays against 3D segments",
                               "non-finite input: 3D lines and rays"})
    for (bool declared : {false, true}) {
      const Report r = run(plumb_subject(), property, declared);
      for (const Group& g : r.groups) ADD_FAILURE() << property << ": " << g.key << ": " << g.first.what << "\n  " << g.first.input;
    }
}

}  // namespace
}  // namespace plumb
