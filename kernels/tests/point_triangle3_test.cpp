// closest_point_triangle3 and squared_distance_point_triangle3 against the
// oracle (exact candidates: the stationary point and the three edges): grid
// inputs where p lies on region boundaries, in the plane and on edges, points
// a few ULPs off them at binades from tiny to huge, far offsets, slivers, and
// the documented answers for degenerate and non-finite input.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "plumb/plumb.h"
#include "oracle/error.h"
#include "oracle/point_triangle3.h"

namespace plumb {
namespace {

using oracle::Rational;

Rational abs_of(const Rational& x) { return x < 0 ? Rational(-x) : x; }

// Each coordinate's error in units of u (|a_x| + |b_x| + |c_x| + 2^-1022).
double point_error(Vec3 got, const oracle::RVec3& want, const Triangle3& t) {
  const double g[3] = {got.x, got.y, got.z};
  const Rational* w[3] = {&want.x, &want.y, &want.z};
  const double a[3] = {t.a.x, t.a.y, t.a.z}, b[3] = {t.b.x, t.b.y, t.b.z}, c[3] = {t.c.x, t.c.y, t.c.z};
  double worst = 0.0;
  for (int i = 0; i < 3; ++i) {
    const Rational scale = abs_of(oracle::exact(a[i])) + abs_of(oracle::exact(b[i])) + abs_of(oracle::exact(c[i])) +
                           oracle::exact(0x1p-1022);
    worst = std::max(worst, oracle::scaled_error(g[i], *w[i], scale));
  }
  return worst;
}

// The kernel's answers against the oracle's: the same feature (for a triangle
// with area), the point and the squared distance within their contracts.
// Returns the exact feature.
TriangleFeature agrees(Vec3 p, const Triangle3& t) {
  const TriangleClosest got = closest_point_triangle3(p, t);
  const oracle::ExactTriangleClosest want = oracle::closest_point_triangle3(p, t);
  if (want.feature != TriangleFeature::none) {
    EXPECT_EQ(oracle::feature_name(got.feature), std::string(oracle::feature_name(want.feature)));
  }
  EXPECT_NE(got.feature, TriangleFeature::none);
  EXPECT_LE(point_error(got.point, want.point, t), contract::kTrianglePointScale);
  // A computed +inf is right when the exact value rounds to +inf too.
  const double d = squared_distance_point_triangle3(p, t);
  if (!(std::isinf(d) && oracle::round_to_double(want.squared_distance) == d)) {
    EXPECT_LE(oracle::ulp_error(d, want.squared_distance), contract::kSquaredDistance3Ulps);
  }
  return want.feature;
}

Vec3 grid(std::mt19937_64& rng, int n) {
  std::uniform_int_distribution<int> k(-n, n);
  return {k(rng) * 0.5, k(rng) * 0.5, k(rng) * 0.5};
}

Vec3 scaled(Vec3 p, int e) { return {std::ldexp(p.x, e), std::ldexp(p.y, e), std::ldexp(p.z, e)}; }

Vec3 nudged(Vec3 p, std::mt19937_64& rng) {
  std::uniform_int_distribution<int> n(-3, 3);
  auto step = [&](double x) {
    for (int k = n(rng); k != 0; k += k > 0 ? -1 : 1)
      x = std::nextafter(x, k > 0 ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity());
    return x;
  };
  return {step(p.x), step(p.y), step(p.z)};
}

// On a half-integer grid every region boundary, the plane and the edges are
// hit exactly and often; the features must be exactly the oracle's.
TEST(PointTriangle3, GridCasesAgreeWithTheOracle) {
  std::mt19937_64 rng(43);
  int seen[8] = {};
  for (int i = 0; i < 40000; ++i) {
    const Triangle3 t{grid(rng, 2), grid(rng, 2), grid(rng, 2)};
    seen[int(agrees(grid(rng, 3), t))]++;
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
  for (int f = 0; f < 7; ++f) EXPECT_GT(seen[f], 100) << oracle::feature_name(TriangleFeature(f));
  EXPECT_GT(seen[int(TriangleFeature::none)], 100);  // degenerate triangles
}

// Points on an edge, at a corner, or on the boundary between two regions
// (a corner plus a multiple of the normal, an edge point plus a multiple of
// the edge's outward normal in the plane), then nudged a few ULPs, at
// binades from tiny to huge.
TEST(PointTriangle3, PointsOnBoundariesAgreeWithTheOracle) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> binade(-300, 300), pick(0, 3), k(-3, 3);
  for (int i = 0; i < 20000; ++i) {
    const int e = binade(rng);
    const Triangle3 t{scaled(grid(rng, 4), e), scaled(grid(rng, 4), e), scaled(grid(rng, 4), e)};
    const Vec3 ab{t.b.x - t.a.x, t.b.y - t.a.y, t.b.z - t.a.z}, ac{t.c.x - t.a.x, t.c.y - t.a.y, t.c.z - t.a.z};
    const Vec3 n{ab.y * ac.z - ab.z * ac.y, ab.z * ac.x - ab.x * ac.z, ab.x * ac.y - ab.y * ac.x};
    Vec3 p = t.a;
    const double h = k(rng) * 0.25;
    switch (pick(rng)) {
      case 0: p = {t.a.x + h * n.x, t.a.y + h * n.y, t.a.z + h * n.z}; break;  // over a corner
      case 1: p = {(t.a.x + t.b.x) * 0.5, (t.a.y + t.b.y) * 0.5, (t.a.z + t.b.z) * 0.5}; break;  // an edge's midpoint
      case 2: p = {t.b.x + h * ab.x, t.b.y + h * ab.y, t.b.z + h * ab.z}; break;  // along an edge's line
      default: p = {t.a.x + 0.25 * ab.x + 0.25 * ac.x + h * n.x, t.a.y + 0.25 * ab.y + 0.25 * ac.y + h * n.y,
                    t.a.z + 0.25 * ab.z + 0.25 * ac.z + h * n.z};  // over the face
    }
    if (i % 2) p = nudged(p, rng);
    agrees(p, t);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
}

// Uniform input, slivers (one corner a few ULPs off the line of the other
// two) and far offsets (a small triangle 2^40 of its size from the origin).
TEST(PointTriangle3, UniformSliversAndFarOffsetsAgreeWithTheOracle) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> x(-1.0, 1.0);
  auto any = [&] { return Vec3{x(rng), x(rng), x(rng)}; };
  for (int i = 0; i < 20000; ++i) {
    Triangle3 t{any(), any(), any()};
    Vec3 p = any();
    if (i % 3 == 1) {  // a sliver: c on the line ab, nudged
      const double s = x(rng);
      t.c = nudged({t.a.x + s * (t.b.x - t.a.x), t.a.y + s * (t.b.y - t.a.y), t.a.z + s * (t.b.z - t.a.z)}, rng);
    } else if (i % 3 == 2) {  // far from the origin
      const Vec3 o{0x1p40, -0x1p41, 0x1p39};
      auto far = [&](Vec3 q) { return Vec3{o.x + q.x, o.y + q.y, o.z + q.z}; };
      t = {far(t.a), far(t.b), far(t.c)};
      p = far(p);
    }
    agrees(p, t);
    if (::testing::Test::HasFailure()) FAIL() << i;
  }
}

// Stage A settles the region of most uniform input, and the answers it
// settles are the general path's, bit for bit (the same construction on the
// same feature).
TEST(PointTriangle3, SettledAnswersAreTheGeneralPathsBits) {
  std::mt19937_64 rng(17);
  std::uniform_real_distribution<double> x(-1.0, 1.0);
  auto any = [&] { return Vec3{x(rng), x(rng), x(rng)}; };
  int settled = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    const Triangle3 t{any(), any(), any()};
    const Vec3 p = any();
    settled += detail::quick_feature(p, t) != TriangleFeature::none;
    const TriangleClosest fast = closest_point_triangle3(p, t), general = detail::closest_point_triangle3_general(p, t);
    ASSERT_EQ(fast.feature, general.feature) << i;
    ASSERT_EQ(fast.point, general.point) << i;
    ASSERT_EQ(squared_distance_point_triangle3(p, t), detail::squared_distance_point_triangle3_general(p, t)) << i;
  }
  EXPECT_GT(settled, n / 2);
}

TEST(PointTriangle3, FeaturesOfAPlainTriangle) {
  const Triangle3 t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  EXPECT_EQ(closest_point_triangle3({-1, -1, 5}, t).feature, TriangleFeature::vertex_a);
  EXPECT_EQ(closest_point_triangle3({5, -1, 5}, t).feature, TriangleFeature::vertex_b);
  EXPECT_EQ(closest_point_triangle3({-1, 5, 5}, t).feature, TriangleFeature::vertex_c);
  EXPECT_EQ(closest_point_triangle3({2, -1, 5}, t).feature, TriangleFeature::edge_ab);
  EXPECT_EQ(closest_point_triangle3({3, 3, 5}, t).feature, TriangleFeature::edge_bc);
  EXPECT_EQ(closest_point_triangle3({-1, 2, 5}, t).feature, TriangleFeature::edge_ca);
  const TriangleClosest in = closest_point_triangle3({1, 1, 5}, t);
  EXPECT_EQ(in.feature, TriangleFeature::face);
  EXPECT_EQ(in.point, (Vec3{1, 1, 0}));
  EXPECT_EQ(squared_distance_point_triangle3({1, 1, 5}, t), 25.0);
  EXPECT_EQ(squared_distance_point_triangle3({3, 3, 0}, t), 2.0);
  // On the boundary between the regions of b and of edge bc: b, the first.
  EXPECT_EQ(closest_point_triangle3({5, 1, 0}, t).feature, TriangleFeature::vertex_b);
}

// Degenerate triangles answer the closest point of the segment between the
// two outermost corners, whichever corner is in the middle.
TEST(PointTriangle3, DegenerateTrianglesAnswerTheirLongestEdge) {
  const Vec3 lo{0, 0, 0}, mid{1, 1, 1}, hi{4, 4, 4};
  const Vec3 p{5, 5, 5};  // beyond hi: the closest point is hi
  for (const Triangle3& t : {Triangle3{lo, mid, hi}, Triangle3{mid, hi, lo}, Triangle3{hi, lo, mid}}) {
    EXPECT_EQ(closest_point_triangle3(p, t).point, hi);
    EXPECT_EQ(squared_distance_point_triangle3(p, t), 3.0);
    const TriangleClosest q = closest_point_triangle3({3, 3, -3}, t);  // foot at (1, 1, 1)
    EXPECT_EQ(q.point, mid);
    EXPECT_EQ(squared_distance_point_triangle3({3, 3, -3}, t), 24.0);
  }
  EXPECT_EQ(closest_point_triangle3(p, {lo, mid, hi}).feature, TriangleFeature::vertex_c);
  EXPECT_EQ(closest_point_triangle3({1, 2, 3}, {lo, mid, hi}).feature, TriangleFeature::edge_ca);
  const TriangleClosest point = closest_point_triangle3({1, 2, 3}, {mid, mid, mid});
  EXPECT_EQ(point.point, mid);
  EXPECT_EQ(point.feature, TriangleFeature::vertex_a);
  EXPECT_EQ(squared_distance_point_triangle3({1, 2, 3}, {mid, mid, mid}), 5.0);
}

TEST(PointTriangle3, NonFiniteInputAnswersNaN) {
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  const Triangle3 t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  for (double bad : {nan, inf, -inf}) {
    for (int k = 0; k < 12; ++k) {
      Vec3 p{1, 1, 1};
      Triangle3 u = t;
      double* slots[12] = {&p.x, &p.y, &p.z, &u.a.x, &u.a.y, &u.a.z, &u.b.x, &u.b.y, &u.b.z, &u.c.x, &u.c.y, &u.c.z};
      *slots[k] = bad;
      const TriangleClosest c = closest_point_triangle3(p, u);
      EXPECT_TRUE(std::isnan(c.point.x) && std::isnan(c.point.y) && std::isnan(c.point.z)) << k;
      EXPECT_EQ(c.feature, TriangleFeature::none) << k;
      EXPECT_TRUE(std::isnan(squared_distance_point_triangle3(p, u))) << k;
      EXPECT_EQ(detail::quick_feature(p, u), TriangleFeature::none) << k;
    }
    // The same value in one coordinate of all four points: every difference
    // there is NaN (inf - inf), which stage A must not lose.
    for (int axis = 0; axis < 3; ++axis) {
      Vec3 p{1, 1, 1};
      Triangle3 u = t;
      for (Vec3* v : {&p, &u.a, &u.b, &u.c}) (axis == 0 ? v->x : axis == 1 ? v->y : v->z) = bad;
      EXPECT_EQ(detail::quick_feature(p, u), TriangleFeature::none) << axis;
      EXPECT_EQ(closest_point_triangle3(p, u).feature, TriangleFeature::none) << axis;
      EXPECT_TRUE(std::isnan(squared_distance_point_triangle3(p, u))) << axis;
    }
  }
}

// Huge coordinates whose differences overflow, and tiny ones whose products
// underflow: the general path's answers, still within the contracts.
TEST(PointTriangle3, ExtremeMagnitudesAgreeWithTheOracle) {
  const double big = 0x1p1020, tiny = 0x1p-1060;
  agrees({0, 0, big}, {{-big, -big, 0}, {big, -big, 0}, {0, big, 0}});
  agrees({big, big, big}, {{-big, -big, 0}, {big, -big, 0}, {0, big, 0}});
  agrees({tiny, tiny, tiny}, {{0, 0, 0}, {4 * tiny, 0, 0}, {0, 4 * tiny, 0}});
  agrees({0x1p-600, 0x1p-600, 1}, {{0, 0, 0}, {0x1p-590, 0, 0}, {0, 0x1p-590, 0}});
}

}  // namespace
}  // namespace plumb
