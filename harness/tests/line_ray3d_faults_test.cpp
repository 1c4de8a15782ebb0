// The line-line and ray-segment properties can fail: the textbook formulas
// (properties/naive/line_line3d.h, ray_segment3d.h: absolute epsilons, D
// read in doubles) and a ray-segment kernel that clamps t without
// re-projecting s are caught, strictly and under a game engine's
// declarations (game-metres, 64 u allowances); Plumb's kernels show no group
// in the same runs (properties_test.cpp runs them strictly).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "harness/runner.h"
#include "harness/tests/member_faults.h"
#include "kernels/ray_segment3d.h"
#include "properties/naive/line_line3d.h"
#include "properties/naive/ray_segment3d.h"

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

void expect_caught(const Subject& s, const std::string& property) {
  for (bool declared : {false, true}) member_faults::expect_caught(s, property, declared);
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
  member_faults::expect_no_group({"oracle: 3D lines", "oracle: rays against 3D segments",
                                  "non-finite input: 3D lines and rays"});
}

}  // namespace
}  // namespace plumb
