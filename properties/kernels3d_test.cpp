// Unit tests of the 3D kernels' building blocks, exhaustive over small
// domains (re2 style), each against the oracle.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/plumb3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/error.h"
#include "oracle/ray3d.h"
#include "oracle/round_shapes3d.h"

namespace plumb {
namespace {

Vec3 corner(int i) { return {double(i & 1), double((i >> 1) & 1), double((i >> 2) & 1)}; }

// Every pair of segments with ends on the unit cube's corners: parallel,
// collinear, crossing, skew and zero-length ones all occur.
TEST(SegmentSegment3, EveryCubeCornerPairAgreesWithTheOracle) {
  int pairs = 0, touching = 0;
  for (int i = 0; i < 64; ++i)
    for (int k = 0; k < 64; ++k) {
      const Segment3 s1{corner(i % 8), corner(i / 8)}, s2{corner(k % 8), corner(k / 8)};
      const SegmentPair3 p = segment_segment_closest3(s1, s2);
      const auto e = oracle::segment_segment_closest3(s1, s2);
      ASSERT_LE(oracle::ulp_error(p.squared_distance, e.squared_distance), contract::kSquaredDistance3Ulps)
          << i << " " << k;
      // On this grid the closest pair's parameters are dyadic or thirds; the
      // tie rule (least s, then least t) must match the oracle's exactly.
      ASSERT_LE(oracle::ulp_error(p.s, e.s), contract::kParameterUlps) << i << " " << k;
      ASSERT_LE(oracle::ulp_error(p.t, e.t), contract::kParameterUlps) << i << " " << k;
      // Capsules of radius half the distance each touch exactly when the
      // exact distance is a double; nudged down they must not.
      const double d = oracle::sqrt_rounded(e.squared_distance);
      if (oracle::exact(d) * oracle::exact(d) == e.squared_distance && d > 0) {
        EXPECT_TRUE(capsule_capsule_intersect({s1.a, s1.b, d / 2}, {s2.a, s2.b, d / 2})) << i << " " << k;
        EXPECT_FALSE(capsule_capsule_intersect({s1.a, s1.b, std::nextafter(d / 2, 0.0)}, {s2.a, s2.b, d / 2}))
            << i << " " << k;
        ++touching;
      }
      ++pairs;
    }
  EXPECT_EQ(pairs, 4096);
  EXPECT_GT(touching, 500);
}

// Every ray from a grid origin along a direction in {-1, 0, 1}^3 against the
// unit box and a flat box: origins inside, on faces, edges and corners.
TEST(RayBox, SmallGridAgreesWithTheOracle) {
  const Box boxes[] = {{{0, 0, 0}, {1, 1, 1}}, {{0, 0, 1}, {1, 1, 1}}, {{1, 1, 1}, {0, 0, 0}}};
  int hits = 0;
  for (const Box& box : boxes)
    for (int o = 0; o < 64; ++o)
      for (int d = 0; d < 27; ++d) {
        const Ray3 ray{{o % 4 - 1.0, o / 4 % 4 - 1.0, o / 16 - 1.0}, {d % 3 - 1.0, d / 3 % 3 - 1.0, d / 9 - 1.0}};
        const auto fast = ray_box_entry(ray, box);
        const auto exact = oracle::ray_box_entry(ray, box);
        ASSERT_EQ(fast.has_value(), exact.has_value()) << o << " " << d;
        if (fast) {
          ASSERT_LE(oracle::ulp_error(*fast, *exact), contract::kRayBoxUlps) << o << " " << d;
          ++hits;
        }
      }
  EXPECT_GT(hits, 100);
}

TEST(RaySphere, TangentRaysHitAndNearlyTangentOnesDoNot) {
  for (int k : {0, -500, 500, -1000}) {
    const double r = std::ldexp(1.0, k);
    const Sphere sp{{0, 0, 0}, r};
    // Passing exactly r from the centre: tangent, a hit at the touching point.
    const auto t = ray_sphere_entry({{std::ldexp(-3.0, k), r, 0}, {1, 0, 0}}, sp);
    ASSERT_TRUE(t) << k;
    EXPECT_EQ(*t, std::ldexp(3.0, k)) << k;
    EXPECT_FALSE(ray_sphere_entry({{std::ldexp(-3.0, k), std::nextafter(r, 2 * r), 0}, {1, 0, 0}}, sp)) << k;
    // Pointing away from a sphere it is outside of: a miss, though the line hits.
    EXPECT_FALSE(ray_sphere_entry({{std::ldexp(3.0, k), 0, 0}, {1, 0, 0}}, sp)) << k;
    // Inside: 0.
    EXPECT_EQ(ray_sphere_entry({{0, 0, 0}, {1, 0, 0}}, sp), 0.0) << k;
  }
}

TEST(Polynomial, BoundedFilterNeverClaimsAWrongSign) {
  // (x - y)^2 - z for values engineered to cancel: the filter must defer.
  for (int i = 1; i < 2000; ++i) {
    const double x = 1.0 + i * 0x1p-52, y = 1.0, z = (i * 0x1p-52) * (i * 0x1p-52);
    auto f = [&]<class N>() {
      const N d = detail::num<N>(x) - detail::num<N>(y);
      return d * d - detail::num<N>(z);
    };
    ASSERT_EQ(detail::polynomial_sign(f), 0) << i;
  }
}

}  // namespace
}  // namespace plumb
