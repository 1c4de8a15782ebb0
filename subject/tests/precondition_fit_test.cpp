// Rays drawn under a unit_direction precondition: normalised within a few u,
// at any magnitude, and left alone when not declared or not normalisable.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "subject/precondition_fit.h"

namespace {

using namespace plumb;

struct RayOnly {
  Ray3 ray;
};

TEST(PreconditionFit, DirectionsOfAnyMagnitudeBecomeUnit) {
  const double u = unit_roundoff(Precision::binary64);
  for (const Vec3 d : {Vec3{3, 4, 12}, Vec3{1e300, -1e300, 1e299}, Vec3{1e-310, 2e-310, 0},
                       Vec3{0x1p-1074, 0, 0}, Vec3{-7, 0x1p-60, 1e-200}}) {
    const Vec3 n = unit_direction(d);
    EXPECT_TRUE(is_unit_direction(n, u)) << d.x << " " << d.y << " " << d.z;
    // Same direction: the signs are kept.
    EXPECT_EQ(std::signbit(n.x), std::signbit(d.x));
    EXPECT_EQ(std::signbit(n.y), std::signbit(d.y));
  }
  EXPECT_EQ(unit_direction(Vec3{3, 4, 12}).x, 3.0 / 13.0);
}

TEST(PreconditionFit, ZeroAndNonFiniteDirectionsStayAsGiven) {
  EXPECT_EQ(unit_direction(Vec3{}), Vec3{});
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(unit_direction(Vec3{inf, 1, 0}).x, inf);
  EXPECT_TRUE(std::isnan(unit_direction(Vec3{NAN, 1, 0}).x));
  EXPECT_FALSE(is_unit_direction(Vec3{}, 0x1p-53));
  EXPECT_FALSE(is_unit_direction(Vec3{1, 1e-7, 0}, 0x1p-53));  // 1e-14 off: beyond 8u
  EXPECT_TRUE(is_unit_direction(Vec3{1, 1e-7, 0}, 0x1p-24));   // within a float's
}

TEST(PreconditionFit, OnlyWhenDeclared) {
  RayOnly c{Ray3{{1, 2, 3}, {0, 0, 5}}};
  fit_preconditions(c, Declarations{});
  EXPECT_EQ(c.ray.direction, (Vec3{0, 0, 5}));
  Declarations d;
  d.preconditions.unit_direction = true;
  fit_preconditions(c, d);
  EXPECT_EQ(c.ray.direction, (Vec3{0, 0, 1}));
  EXPECT_EQ(c.ray.origin, (Vec3{1, 2, 3}));
}

// A member's unit_direction alone: about half of the rays are drawn unit
// (for that member), the rest as drawn (for the others), and the same ray is
// always drawn the same way.
TEST(PreconditionFit, AMembersUnitDirectionFitsHalfOfTheRays) {
  Declarations d;
  d.members["ray_sphere_entry"].preconditions.unit_direction = true;
  int unit = 0;
  const int n = 1000;
  for (int i = 0; i < n; ++i) {
    const Ray3 drawn{{i * 0.37, 1.5 - i, 2.0 * i}, {1.0 + i, -3.0, 0.25 * i + 2}};
    RayOnly c{drawn}, again{drawn};
    fit_preconditions(c, d);
    fit_preconditions(again, d);
    EXPECT_EQ(c.ray.direction, again.ray.direction);
    EXPECT_EQ(c.ray.origin, drawn.origin);
    if (!(c.ray.direction == drawn.direction)) {
      EXPECT_TRUE(is_unit_direction(c.ray.direction, 0x1p-53));
      ++unit;
    }
  }
  EXPECT_GT(unit, n / 3);
  EXPECT_LT(unit, 2 * n / 3);
}

}  // namespace
