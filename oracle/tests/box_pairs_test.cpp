// The box oracles' first stages against their rational references. The
// segment-box oracle decided on signs (certified plain doubles, else
// dyadic integers) against its rational reference, the separating axes as
// exact rational intervals (oracle/box_pairs.h): the same answer on grid,
// touching, nearly touching, huge, tiny and random cases; the closed
// ball-box test's double-double stage against the 27 rational features.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <stdexcept>
#include <utility>

#include "oracle/box_pairs.h"

namespace plumb {
namespace {

struct Draw {
  std::mt19937_64 rng{20261207};
  int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  // Grid coordinates (touching and edge-on cases are common), a few ULPs off
  // them, random ones, at a shared binade.
  double coordinate(int kind, int k) {
    double x = std::ldexp(static_cast<double>(integer(-6, 6)), k);
    if (kind == 1 && integer(0, 3) == 0) x = std::nextafter(x, integer(0, 1) != 0 ? INFINITY : -INFINITY);
    if (kind == 2) x = std::ldexp(std::uniform_real_distribution<double>(-6, 6)(rng), k);
    return x;
  }
  Vec3 point(int kind, int k) { return {coordinate(kind, k), coordinate(kind, k), coordinate(kind, k)}; }
};

TEST(BoxPairs, SegmentBoxSignsAgreeWithTheRationalIntervals) {
  Draw draw;
  int met = 0, missed = 0;
  for (int i = 0; i < 30000; ++i) {
    const int kind = i % 3;
    const int k = draw.integer(0, 9) == 0 ? draw.integer(-1000, 1000) : 0;
    Vec3 lo = draw.point(kind, k);
    Vec3 hi = lo;
    if (draw.integer(0, 5) != 0) hi = {lo.x + std::ldexp(draw.integer(0, 3), k), lo.y + std::ldexp(draw.integer(0, 3), k),
                                       lo.z + std::ldexp(draw.integer(0, 3), k)};
    if (draw.integer(0, 20) == 0) std::swap(hi.x, lo.x);  // sometimes empty
    // Ends around the box, so that about a third of the segments meet it.
    const auto near_box = [&] {
      const Vec3 p = draw.point(kind, k);
      return Vec3{lo.x + p.x / 2, lo.y + p.y / 2, lo.z + p.z / 2};
    };
    const Segment3 s{near_box(), draw.integer(0, 8) == 0 ? lo : near_box()};
    const Box box{lo, hi};
    const bool want = oracle::rational::segment_box_intersect(s, box);
    ASSERT_EQ(oracle::segment_box_intersect(s, box), want) << i;
    (want ? met : missed) += 1;
  }
  // Both answers occur often enough for the comparison to mean something.
  EXPECT_GT(met, 2500);
  EXPECT_GT(missed, 2500);
}

TEST(BoxPairs, BallBoxFirstStageAgreesWithTheRationalFeatures) {
  Draw draw;
  int met = 0, missed = 0;
  for (int i = 0; i < 8000; ++i) {
    const int kind = i % 3;
    const int k = draw.integer(0, 9) == 0 ? draw.integer(-1000, 900) : 0;
    Vec3 lo = draw.point(kind, k);
    Vec3 hi{lo.x + std::ldexp(draw.integer(0, 3), k), lo.y + std::ldexp(draw.integer(0, 3), k),
            lo.z + std::ldexp(draw.integer(0, 3), k)};
    const Vec3 c = draw.point(kind, k);
    // Radii on the grid (3-4-5 and exact touches), a few ULPs off, random.
    double r = std::ldexp(static_cast<double>(draw.integer(0, 8)), k);
    if (kind == 1) r = std::nextafter(r, draw.integer(0, 1) != 0 ? INFINITY : 0.0);
    if (kind == 2) r = std::ldexp(std::uniform_real_distribution<double>(0, 8)(draw.rng), k);
    // No box (an axis reversed) or no ball (a negative or NaN radius).
    if (i % 13 == 0) std::swap(lo.y, hi.y);
    if (i % 17 == 0) r = i % 34 == 0 ? -r : NAN;
    const Sphere sphere{c, r};
    const Box box{lo, hi};
    for (const bool open : {false, true})
      for (const bool surface : {false, true}) {
        const bool want = oracle::rational::sphere_box_intersect(sphere, box, open, surface);
        ASSERT_EQ(oracle::sphere_box_intersect(sphere, box, open, surface), want) << i;
        if (!open && !surface) (want ? met : missed) += 1;
      }
  }
  EXPECT_GT(met, 800);
  EXPECT_GT(missed, 800);
}

TEST(BoxPairs, SegmentBoxEdgeCases) {
  const Box unit{{0, 0, 0}, {1, 1, 1}};
  // Through a corner edge-on, along a face, a point, just past a corner.
  EXPECT_TRUE(oracle::segment_box_intersect({{-1, 1, 0.5}, {1, -1, 0.5}}, unit));
  EXPECT_TRUE(oracle::segment_box_intersect({{0, 0, 0.5}, {1, 1, 0.5}}, unit));
  EXPECT_TRUE(oracle::segment_box_intersect({{1, 1, 1}, {1, 1, 1}}, unit));
  EXPECT_FALSE(oracle::segment_box_intersect({{-1, 0.9999999999999999, 0.5}, {1, -1.0000000000000002, 0.5}}, unit));
  EXPECT_FALSE(oracle::segment_box_intersect({{-1, 2, 0.5}, {2, -1, 0.5}}, Box{{1, 1, 1}, {0, 0, 0}}));  // empty
  EXPECT_THROW(oracle::segment_box_intersect({{NAN, 0, 0}, {1, 1, 1}}, unit), std::domain_error);
  // A ball touching a corner exactly (3-4-0 gaps, radius 5), and one a ULP short.
  const Box far{{3, 4, 0}, {5, 5, 5}};
  EXPECT_TRUE(oracle::sphere_box_intersect({{0, 0, 0}, 5}, far));
  EXPECT_FALSE(oracle::sphere_box_intersect({{0, 0, 0}, std::nextafter(5.0, 0.0)}, far));
  EXPECT_TRUE(oracle::sphere_box_intersect({{0, 0, 0}, std::nextafter(5.0, 6.0)}, far));
  EXPECT_THROW(oracle::sphere_box_intersect({{0, 0, INFINITY}, 1}, far), std::domain_error);
}

}  // namespace
}  // namespace plumb
