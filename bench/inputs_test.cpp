// The benchmarks' exactly degenerate classes are what inputs.h says they are,
// checked in exact arithmetic (the oracle's rationals) on a prefix of each set.
// Without this a generator slip would quietly turn a degenerate class into a
// near miss and the exact_fraction columns would measure something else.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <vector>

#include "bench/inputs.h"
#include "bench/inputs3d.h"
#include "oracle/closest_point.h"
#include "oracle/closest_point3d.h"
#include "oracle/crossing.h"
#include "oracle/exact3d.h"
#include "oracle/plane3d.h"
#include "oracle/box_pairs.h"
#include "oracle/ray3d.h"
#include "oracle/ray_segment3d.h"
#include "oracle/point_triangle3.h"
#include "oracle/ray_triangle.h"
#include "oracle/rvec.h"

namespace plumb::bench {
namespace {

using oracle::exact;
using oracle::Rational;
constexpr InputClass kExactly = InputClass::exactly_degenerate;
constexpr std::size_t kChecked = 2'000;

template <class T>
std::vector<T> prefix(const std::vector<T>& v) {
  return {v.begin(), v.begin() + static_cast<std::ptrdiff_t>(std::min(v.size(), kChecked))};
}

bool on_line(Vec2 a, Vec2 b, Vec2 p) { return oracle::direction_cross({a, b}, {a, p}) == 0; }

TEST(BenchInputs, ExactTriplesAreCollinear) {
  for (const Triple& t : prefix(triples(kExactly))) EXPECT_TRUE(on_line(t.a, t.b, t.c));
}

TEST(BenchInputs, ExactSegmentPairsTouchTheFirstLine) {
  for (const SegmentPair& p : prefix(segment_pairs(kExactly)))
    EXPECT_TRUE(on_line(p.first.a, p.first.b, p.second.a) || on_line(p.first.a, p.first.b, p.second.b));
}

TEST(BenchInputs, ExactPointsAreOnTheLineOrAnEndNormal) {
  for (const PointAndSegment& q : prefix(points_and_segments(kExactly))) {
    const oracle::RSegment s = exact(q.s);
    const oracle::RVec2 p = exact(q.p), d = s.b - s.a;
    EXPECT_TRUE(on_line(q.s.a, q.s.b, q.p) || dot(p - s.a, d) == 0 || dot(p - s.b, d) == 0);
  }
}

TEST(BenchInputs, ExactCirclesTouch) {
  for (const CircleAndSegment& q : prefix(circles_and_segments(kExactly))) {
    const Rational r = exact(q.circle.radius);
    EXPECT_EQ(oracle::squared_distance_point_segment(q.circle.centre, q.s), r * r);
  }
}

TEST(BenchInputs, ExactSpheresTouch) {
  for (const SphereAndSegment& q : prefix(spheres_and_segments(kExactly))) {
    const Rational r = exact(q.sphere.radius);
    EXPECT_EQ(oracle::squared_distance_point_segment3(q.sphere.centre, q.s), r * r);
  }
}

TEST(BenchInputs, ExactCapsulesTouch) {
  for (const CapsulePair& q : prefix(capsule_pairs(kExactly))) {
    const Rational r = exact(q.first.radius) + exact(q.second.radius);
    EXPECT_EQ(oracle::segment_segment_squared_distance3({q.first.a, q.first.b}, {q.second.a, q.second.b}), r * r);
  }
}

TEST(BenchInputs, ExactRaysAreTangentOrStartOnTheSphere) {
  for (const RayAndSphere& q : prefix(rays_and_spheres(kExactly))) {
    const oracle::RVec3 m = oracle::exact(q.ray.origin) - oracle::exact(q.sphere.centre);
    const oracle::RVec3 d = oracle::exact(q.ray.direction);
    const Rational r = exact(q.sphere.radius), b = dot(m, d), c = dot(m, m) - r * r;
    EXPECT_TRUE(c == 0 || b * b - dot(d, d) * c == 0);
  }
}

TEST(BenchInputs, ExactRaysTouchTheCapsule) {
  for (const RayAndCapsule& q : prefix(rays_and_capsules(kExactly))) {
    const Rational r = exact(q.capsule.radius);
    EXPECT_EQ(oracle::ray_segment_distance3(q.ray, {q.capsule.a, q.capsule.b}).squared_distance, r * r);
  }
}

TEST(BenchInputs, ExactRaysPassThroughATriangleCornerOrEdge) {
  for (const RayAndTriangle& q : prefix(rays_and_triangles(kExactly))) {
    if (oracle::ray_triangle_facing(q.ray, q.triangle) == 0) continue;  // parallel: no single point
    const auto h = oracle::ray_triangle_hit(q.ray, q.triangle);
    ASSERT_TRUE(h);
    EXPECT_TRUE(h->u == 0 || h->v == 0 || h->u + h->v == 1);
  }
}

TEST(BenchInputs, ExactPointsAreOverAnEdgePointOrACorner) {
  int judged = 0;
  for (const PointAndTriangle& q : prefix(points_and_triangles(kExactly))) {
    const auto c = oracle::closest_point_triangle3(q.p, q.triangle);
    if (c.feature == TriangleFeature::none) continue;  // a zero-area triangle drawn on the grid
    EXPECT_NE(c.feature, TriangleFeature::face);
    ++judged;
  }
  EXPECT_GT(judged, 0);
}

TEST(BenchInputs, ExactRaysTouchTheirBoxes) {
  for (const RayAndBox& q : prefix(rays_and_boxes(kExactly))) EXPECT_TRUE(oracle::ray_box_entry(q.ray, q.box));
}

TEST(BenchInputs, ExactBoxPairsTouch) {
  for (const BoxPair& q : prefix(box_pairs(kExactly))) {
    EXPECT_TRUE(oracle::box_box_intersect(q.a, q.b));
    EXPECT_FALSE(oracle::box_box_intersect(q.a, q.b, true));  // open boxes: only touching
  }
}

TEST(BenchInputs, ExactBallsTouchTheirBoxes) {
  for (const SphereAndBox& q : prefix(spheres_and_boxes(kExactly))) {
    EXPECT_TRUE(oracle::sphere_box_intersect(q.sphere, q.box));
    EXPECT_FALSE(oracle::sphere_box_intersect(q.sphere, q.box, true));  // the open box: only touched
  }
}

TEST(BenchInputs, ExactSegmentsTouchTheirBoxes) {
  for (const SegmentAndBox& q : prefix(segments_and_boxes(kExactly)))
    EXPECT_TRUE(oracle::segment_box_intersect(q.s, q.box));
}

TEST(BenchInputs, ExactSegmentsHaveAnEndOnThePlane) {
  for (const SegmentAndPlane& q : prefix(segments_and_planes(kExactly)))
    EXPECT_TRUE(oracle::plane_side(q.plane, q.s.a) == 0 || oracle::plane_side(q.plane, q.s.b) == 0);
}

TEST(BenchInputs, ExactRaysStartOnOrRunAlongThePlane) {
  for (const RayAndPlane& q : prefix(rays_and_planes(kExactly)))
    EXPECT_TRUE(oracle::plane_side(q.plane, q.ray.origin) == 0 ||
                dot(oracle::exact(q.plane.normal), oracle::exact(q.ray.direction)) == 0);
}

}  // namespace
}  // namespace plumb::bench
