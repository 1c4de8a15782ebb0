// The triangle point measure on the dyadic stage's fractions returns the
// double the measure on the canonical point returns (the point-triangle
// property takes the fractions' one), for triangles with area and without,
// computed points at the answer, a few ULPs off and far off, at many scales.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "oracle/dyadic3d.h"
#include "oracle/point_triangle3.h"
#include "properties/measure3.h"

namespace plumb {
namespace {

namespace dy = oracle::dyadic;

TEST(Measure3, TrianglePointErrorOnFractionsIsTheRationalMeasure) {
  std::mt19937_64 rng(20261208);
  std::uniform_int_distribution<int> small(-4, 4), exponent(-1000, 1000), how(0, 3);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  int degenerate = 0, nonzero = 0;
  for (int i = 0; i < 3000; ++i) {
    const int k = i % 3 == 0 ? exponent(rng) : 0;
    const auto grid = [&] { return Vec3{std::ldexp(small(rng), k), std::ldexp(small(rng), k), std::ldexp(small(rng), k)}; };
    const auto any = [&] {
      return Vec3{std::ldexp(unit(rng), exponent(rng)), std::ldexp(unit(rng), exponent(rng)),
                  std::ldexp(unit(rng), exponent(rng))};
    };
    const bool on_grid = i % 2 == 0;
    Triangle3 t{on_grid ? grid() : any(), on_grid ? grid() : any(), on_grid ? grid() : any()};
    if (i % 5 == 0) t.c = t.b;  // no area
    const Vec3 p = on_grid ? grid() : any();
    const oracle::ExactTriangleClosest e = oracle::closest_point_triangle3(p, t);
    const dy::FractionTriangleClosest3 f = dy::closest_point_triangle3_fractions(p, t);
    degenerate += e.feature == TriangleFeature::none;
    Vec3 fast{double(e.point.x), double(e.point.y), double(e.point.z)};
    switch (how(rng)) {
      case 0: break;
      case 1: fast.x = std::nextafter(std::nextafter(fast.x, INFINITY), INFINITY); break;
      case 2: fast.z = std::nextafter(fast.z, -INFINITY); break;
      default: fast = any(); break;
    }
    const double want = check::triangle_point_error(fast, t, e.point);
    ASSERT_EQ(check::triangle_point_error(fast, t, f.point), want) << i;
    nonzero += want > 0;
  }
  EXPECT_GT(degenerate, 300);
  EXPECT_GT(nonzero, 1000);
}

}  // namespace
}  // namespace plumb
