// The 3D field cases as named regression tests, against Plumb's kernels and
// the oracle.
#include <gtest/gtest.h>

#include <cmath>

#include "plumb/plumb.h"
#include "oracle/closest_point3d.h"
#include "oracle/exact.h"
#include "oracle/ray3d.h"
#include "properties/field_cases3d.h"

namespace plumb {
namespace {

TEST(Field3D, ParallelSegmentsAreTheirOffsetApart) {
  for (const auto& f : field::pair3_cases()) {
    const SegmentPair3 p = segment_segment_closest3(f.s1, f.s2);
    EXPECT_NEAR(std::sqrt(p.squared_distance), f.distance, 4 * 0x1p-52 * f.distance) << f.name;
    EXPECT_EQ(oracle::sqrt_rounded(oracle::segment_segment_squared_distance3(f.s1, f.s2)), f.distance) << f.name;
    EXPECT_GT(p.squared_distance, 0.0) << f.name;
  }
}

TEST(Field3D, FlatBoxWithAZeroDirectionComponentIsMissedWithoutNaN) {
  const auto f = field::ray_cases()[0];
  EXPECT_FALSE(ray_box_entry(f.ray, f.box)) << f.name;
  EXPECT_FALSE(oracle::ray_box_entry(f.ray, f.box)) << f.name;
  // The textbook slab computes (5000 - 5000) / 0 = NaN on the z axis here.
  EXPECT_TRUE(std::isnan((f.box.min.z - f.ray.origin.z) / f.ray.direction.z));
}

TEST(Field3D, SmallFarSphereIsHitDespiteCancellation) {
  const auto f = field::ray_cases()[1];
  const auto t = ray_sphere_entry(f.ray, f.sphere);
  ASSERT_TRUE(t) << f.name;
  EXPECT_NEAR(*t, 9999999.968775, 1e-6);
  const auto exact = oracle::ray_sphere_entry_rounded(f.ray, f.sphere);
  ASSERT_TRUE(exact);
  EXPECT_LE(oracle::ray_sphere_entry_ulp_error(*t, f.ray, f.sphere), 24.0);
}

}  // namespace
}  // namespace plumb
