// ray_segment_distance3 (kernels/ray_segment3d.h) against the exact oracle
// (oracle/ray_segment3d.h): rays from every unit-cube corner along every
// direction in {-1, 0, 1}^3 against every segment between corners (origins
// on the segment's line, parallel and antiparallel rays, zero directions and
// zero-length segments all occur), random rays and segments at binades and
// far offsets and nearly parallel, documented answers, NaN answers and the
// segment's order.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/contracts.h"
#include "kernels/ray_segment3d.h"
#include "oracle/error.h"
#include "oracle/ray_segment3d.h"

namespace plumb {
namespace {

using oracle::Rational;

Vec3 corner(int i) { return {double(i & 1), double((i >> 1) & 1), double((i >> 2) & 1)}; }

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }

// The point contract: |x^ - x| <= kPointScale u (|a_x| + (|t| + m)|d_x| + m).
double point_error(Vec3 got, const oracle::RVec3& a, const oracle::RVec3& d, const Rational& t,
                   const oracle::RVec3& want) {
  const Rational m = oracle::pow2(-1022);
  const double g[3] = {got.x, got.y, got.z};
  const Rational* w[3] = {&want.x, &want.y, &want.z};
  const Rational* as[3] = {&a.x, &a.y, &a.z};
  const Rational* ds[3] = {&d.x, &d.y, &d.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, oracle::scaled_error(g[i], *w[i], abs(*as[i]) + (abs(t) + m) * abs(*ds[i]) + m));
  return worst;
}

// ULPs of a parameter, with +-inf right when the exact value is beyond the
// double range (a direction of a few subnormal units makes s ~ 2^1044).
double parameter_error(double got, const Rational& exact) {
  const Rational most = oracle::exact(std::numeric_limits<double>::max());
  if (std::isinf(got) && (got > 0 ? exact > most : exact < -most)) return 0;
  return oracle::ulp_error(got, exact);
}

// Every field within its contract of the oracle's (the parameters only where
// the pair is unique, or `ties` asks for the documented choice too), and the
// pair the kernel chose attaining the least distance.
::testing::AssertionResult agrees(const Ray3& ray, const Segment3& seg, bool ties) {
  const SegmentPair3 p = ray_segment_distance3(ray, seg);
  const oracle::ExactSegmentPair3 e = oracle::ray_segment_distance3(ray, seg);
  const oracle::RRay3 er = oracle::exact(ray);
  const oracle::RSegment3 es = oracle::exact(seg);
  const bool unique = oracle::ray_segment_pair_unique(er, es) || ties;
  const double ds = unique ? parameter_error(p.s, e.s) : 0, dt = unique ? parameter_error(p.t, e.t) : 0;
  const double dd = oracle::ulp_error(p.squared_distance, e.squared_distance);
  // The points at the exact parameters where the pair is unique, else at the
  // kernel's own (any closest pair is right).
  const Rational s = unique || !std::isfinite(p.s) ? e.s : oracle::exact(p.s);
  const Rational t = unique || !std::isfinite(p.t) ? e.t : oracle::exact(p.t);
  const double e1 = point_error(p.first, er.origin, er.direction, s, er.origin + s * er.direction);
  const double e2 = point_error(p.second, es.a, es.b - es.a, t, oracle::point_at(es, t));
  const bool ranges = p.s >= 0 && p.t >= 0 && p.t <= 1;
  if (ds <= contract::kParameterUlps && dt <= contract::kParameterUlps && dd <= contract::kSquaredDistance3Ulps &&
      e1 <= contract::kPointScale && e2 <= contract::kPointScale && ranges)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "s " << ds << " t " << dt << " squared distance " << dd << " points " << e1
                                       << " " << e2 << " (s = " << p.s << ", t = " << p.t
                                       << ", squared distance = " << p.squared_distance << ")";
}

TEST(RaySegment3, EveryCubeCornerRayAndSegmentAgreesWithTheOracle) {
  int cases = 0;
  for (int o = 0; o < 8; ++o)
    for (int k = 0; k < 27; ++k) {
      const Ray3 ray{corner(o), {double(k % 3 - 1), double(k / 3 % 3 - 1), double(k / 9 - 1)}};
      for (int i = 0; i < 64; ++i) {
        const Segment3 seg{corner(i % 8), corner(i / 8)};
        ASSERT_TRUE(agrees(ray, seg, true)) << o << " " << k << " " << i;
        ++cases;
      }
    }
  EXPECT_EQ(cases, 8 * 27 * 64);
}

TEST(RaySegment3, DocumentedAnswers) {
  // Ahead and skew: both interior.
  SegmentPair3 p = ray_segment_distance3({{0, 0, 0}, {2, 0, 0}}, {{3, -1, 1}, {3, 3, 1}});
  EXPECT_EQ(p.s, 1.5);
  EXPECT_EQ(p.t, 0.25);
  EXPECT_EQ(p.first, (Vec3{3, 0, 0}));
  EXPECT_EQ(p.second, (Vec3{3, 0, 1}));
  EXPECT_EQ(p.squared_distance, 1.0);
  // Behind the origin: s = 0 exactly.
  p = ray_segment_distance3({{0, 0, 0}, {1, 0, 0}}, {{-3, -1, 2}, {-3, 1, 2}});
  EXPECT_EQ(p.s, 0.0);
  EXPECT_EQ(p.t, 0.5);
  EXPECT_EQ(p.squared_distance, 13.0);
  // The origin on the segment's line, the ray pointing away: the origin.
  p = ray_segment_distance3({{5, 0, 0}, {1, 1, 0}}, {{0, 0, 0}, {2, 0, 0}});
  EXPECT_EQ(p.s, 0.0);
  EXPECT_EQ(p.t, 1.0);
  EXPECT_EQ(p.squared_distance, 9.0);
  // A zero direction: the origin against the segment.
  p = ray_segment_distance3({{0, 2, 0}, {0, 0, 0}}, {{-1, 0, 0}, {1, 0, 0}});
  EXPECT_EQ(p.s, 0.0);
  EXPECT_EQ(p.t, 0.5);
  EXPECT_EQ(p.squared_distance, 4.0);
  // A zero-length segment ahead of the ray: t = 0, its foot on the ray.
  p = ray_segment_distance3({{0, 0, 0}, {4, 0, 0}}, {{6, 3, 0}, {6, 3, 0}});
  EXPECT_EQ(p.s, 1.5);
  EXPECT_EQ(p.t, 0.0);
  EXPECT_EQ(p.squared_distance, 9.0);
}

TEST(RaySegment3, NonFiniteInputAnswersNaNEverywhere) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  for (double bad : {inf, -inf, nan}) {
    const SegmentPair3 answers[] = {ray_segment_distance3({{bad, 0, 0}, {1, 0, 0}}, {{0, 0, 1}, {0, 1, 1}}),
                                    ray_segment_distance3({{0, 0, 0}, {1, bad, 0}}, {{0, 0, 1}, {0, 1, 1}}),
                                    ray_segment_distance3({{0, 0, 0}, {1, 0, 0}}, {{0, 0, 1}, {0, 1, bad}})};
    for (const SegmentPair3& r : answers) {
      EXPECT_TRUE(std::isnan(r.s) && std::isnan(r.t) && std::isnan(r.squared_distance));
      EXPECT_TRUE(std::isnan(r.first.x) && std::isnan(r.second.z));
    }
  }
}

TEST(RaySegment3, RandomBinadesOffsetsAndNearlyParallelAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-40, 40), nudge(-4, 4);
  auto v = [&](double scale) { return Vec3{unit(rng) * scale, unit(rng) * scale, unit(rng) * scale}; };
  auto add = [](Vec3 a, Vec3 b) { return Vec3{a.x + b.x, a.y + b.y, a.z + b.z}; };
  auto ulps = [&](double x) {
    for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1) x = std::nextafter(x, k > 0 ? INFINITY : -INFINITY);
    return x;
  };
  int near = 0;
  for (int i = 0; i < 4000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 offset = i % 3 == 0 ? v(std::ldexp(1.0, 30)) : Vec3{};
    Ray3 ray{add(offset, v(scale)), v(scale)};
    const Segment3 seg{add(offset, v(scale)), add(offset, v(scale))};
    if (i % 2 == 1) {  // nearly parallel: the direction the segment's, nudged by ULPs
      ray.direction = {ulps(seg.b.x - seg.a.x), ulps(seg.b.y - seg.a.y), ulps(seg.b.z - seg.a.z)};
      if (i % 4 == 1) ray.direction = {-ray.direction.x, -ray.direction.y, -ray.direction.z};
      ++near;
    }
    ASSERT_TRUE(agrees(ray, seg, false)) << i;
  }
  EXPECT_GT(near, 1000);
}

TEST(RaySegment3, ReversingTheSegment) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(-10.0, 10.0);
  for (int i = 0; i < 2000; ++i) {
    const Ray3 ray{{unit(rng), unit(rng), unit(rng)}, {unit(rng), unit(rng), unit(rng)}};
    const Segment3 seg{{unit(rng), unit(rng), unit(rng)}, {unit(rng), unit(rng), unit(rng)}};
    const SegmentPair3 p = ray_segment_distance3(ray, seg), q = ray_segment_distance3(ray, {seg.b, seg.a});
    ASSERT_EQ(p.first, q.first) << i;
    ASSERT_EQ(p.second, q.second) << i;
    ASSERT_EQ(p.squared_distance, q.squared_distance) << i;
    ASSERT_EQ(p.s, q.s) << i;
  }
}

}  // namespace
}  // namespace plumb
