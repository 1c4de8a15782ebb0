// Plumb: the exact ray-segment oracle (oracle/ray_segment3d.h) on hand cases
// and against a second method: the segment oracle (oracle/closest_point3d.h,
// with its own tie rule: least s, then least t) on the ray cut at a length
// past the closest pair, which must give the same pair and distance.
#include <gtest/gtest.h>

#include <random>

#include "oracle/closest_point3d.h"
#include "oracle/ray_segment3d.h"

namespace plumb::oracle {
namespace {

TEST(OracleRaySegment3, HandCases) {
  // Skew: the ray along +x from the origin, the segment over x = 3 at z = 1.
  const ExactSegmentPair3 p = ray_segment_distance3(Ray3{{0, 0, 0}, {2, 0, 0}}, Segment3{{3, -1, 1}, {3, 3, 1}});
  EXPECT_EQ(p.s, Rational(3, 2));
  EXPECT_EQ(p.t, Rational(1, 4));
  EXPECT_EQ(p.squared_distance, 1);
  // Behind the origin: s = 0, the origin's projection.
  const ExactSegmentPair3 q = ray_segment_distance3(Ray3{{0, 0, 0}, {1, 0, 0}}, Segment3{{-3, -1, 2}, {-3, 1, 2}});
  EXPECT_EQ(q.s, 0);
  EXPECT_EQ(q.t, Rational(1, 2));
  EXPECT_EQ(q.squared_distance, 13);
  // Parallel, the segment ahead: the least s is at the segment's nearer end.
  const ExactSegmentPair3 r = ray_segment_distance3(Ray3{{0, 0, 0}, {1, 0, 0}}, Segment3{{7, 1, 0}, {5, 1, 0}});
  EXPECT_EQ(r.s, 5);
  EXPECT_EQ(r.t, 1);
  EXPECT_EQ(r.squared_distance, 1);
  // A zero direction is the origin.
  const ExactSegmentPair3 z = ray_segment_distance3(Ray3{{0, 2, 0}, {0, 0, 0}}, Segment3{{-1, 0, 0}, {1, 0, 0}});
  EXPECT_EQ(z.s, 0);
  EXPECT_EQ(z.t, Rational(1, 2));
  EXPECT_EQ(z.squared_distance, 4);
}

TEST(OracleRaySegment3, AgreesWithTheSegmentOracleOnTheRayCutPastThePair) {
  std::mt19937 rng(41);
  std::uniform_int_distribution<int> coordinate(-4, 4), small(-1, 1);
  auto v = [&] { return Vec3{double(coordinate(rng)), double(coordinate(rng)), double(coordinate(rng))}; };
  int unique = 0;
  for (int i = 0; i < 4000; ++i) {
    const Vec3 d = i % 2 ? Vec3{double(small(rng)), double(small(rng)), double(small(rng))} : v();
    const Ray3 ray{v(), d};
    const Segment3 seg{v(), v()};
    const ExactSegmentPair3 p = ray_segment_distance3(ray, seg);
    const RRay3 er = exact(ray);
    const Rational k = 2 * p.s + 1;
    const RSegment3 cut{er.origin, er.origin + k * er.direction};
    const ExactSegmentPair3 q = segment_segment_closest3(cut, exact(seg));
    ASSERT_EQ(q.squared_distance, p.squared_distance) << i;
    ASSERT_EQ(q.t, p.t) << i;
    if (er.direction == RVec3{}) continue;  // the cut segment is a point: any s
    ASSERT_EQ(q.s * k, p.s) << i;
    if (ray_segment_pair_unique(er, exact(seg))) ++unique;
  }
  EXPECT_GT(unique, 1500);
}

}  // namespace
}  // namespace plumb::oracle
