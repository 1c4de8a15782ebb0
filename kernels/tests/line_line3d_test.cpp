// line_line_closest3 (kernels/line_line3d.h) against the exact oracle
// (oracle/line_line3d.h): every pair of lines through the unit cube's
// corners (parallel, coincident, crossing, skew and point lines all occur),
// random lines at binades and far offsets, nearly parallel lines whose
// parameters are huge, the documented choices and NaN answers, and the
// answer's independence of the order of the points.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/contracts.h"
#include "kernels/detail/interior_extended.h"
#include "kernels/line_line3d.h"
#include "oracle/error.h"
#include "oracle/line_line3d.h"

namespace plumb {
namespace {

using oracle::Rational;

Vec3 corner(int i) { return {double(i & 1), double((i >> 1) & 1), double((i >> 2) & 1)}; }

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }

// The point contract: |x^ - x| <= kPointScale u (|a_x| + (|t| + m)|b_x - a_x| + m).
double point_error(Vec3 got, const Segment3& line, const Rational& t, const oracle::RVec3& want) {
  const oracle::RSegment3 e = oracle::exact(line);
  const Rational m = oracle::pow2(-1022);
  const double g[3] = {got.x, got.y, got.z};
  const Rational* w[3] = {&want.x, &want.y, &want.z};
  const Rational* a[3] = {&e.a.x, &e.a.y, &e.a.z};
  const Rational* b[3] = {&e.b.x, &e.b.y, &e.b.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, oracle::scaled_error(g[i], *w[i], abs(*a[i]) + (abs(t) + m) * abs(*b[i] - *a[i]) + m));
  return worst;
}

// Every field of the kernel's answer within its contract of the oracle's.
::testing::AssertionResult agrees(const Segment3& l1, const Segment3& l2) {
  const SegmentPair3 p = line_line_closest3(l1, l2);
  const oracle::ExactSegmentPair3 e = oracle::line_line_closest3(l1, l2);
  const double es = oracle::ulp_error(p.s, e.s), et = oracle::ulp_error(p.t, e.t);
  const double ed = oracle::ulp_error(p.squared_distance, e.squared_distance);
  const double e1 = point_error(p.first, l1, e.s, e.first), e2 = point_error(p.second, l2, e.t, e.second);
  if (es <= contract::kParameterUlps && et <= contract::kParameterUlps && ed <= contract::kSquaredDistance3Ulps &&
      e1 <= contract::kPointScale && e2 <= contract::kPointScale)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "s " << es << " t " << et << " squared distance " << ed << " points " << e1
                                       << " " << e2 << " ULPs / u x scale (s = " << p.s << ", t = " << p.t << ")";
}

TEST(LineLine3, EveryCubeCornerPairAgreesWithTheOracle) {
  int parallel = 0;
  for (int i = 0; i < 64; ++i)
    for (int k = 0; k < 64; ++k) {
      const Segment3 l1{corner(i % 8), corner(i / 8)}, l2{corner(k % 8), corner(k / 8)};
      ASSERT_TRUE(agrees(l1, l2)) << i << " " << k;
      if (!oracle::line_pair_unique(oracle::exact(l1), oracle::exact(l2))) ++parallel;
    }
  EXPECT_GT(parallel, 500);  // the documented choice is compared too
}

// Skew lines meeting far outside [0, 1]: the parameters are not clamped.
TEST(LineLine3, ParametersAreNotClamped) {
  const Segment3 x_axis{{0, 0, 0}, {1, 0, 0}}, high{{5, -3, 2}, {5, -2, 2}};
  const SegmentPair3 p = line_line_closest3(x_axis, high);
  EXPECT_EQ(p.s, 5.0);
  EXPECT_EQ(p.t, 3.0);
  EXPECT_EQ(p.first, (Vec3{5, 0, 0}));
  EXPECT_EQ(p.second, (Vec3{5, 0, 2}));
  EXPECT_EQ(p.squared_distance, 4.0);
  const SegmentPair3 q = line_line_closest3(high, x_axis);
  EXPECT_EQ(q.s, 3.0);
  EXPECT_EQ(q.t, 5.0);
}

TEST(LineLine3, DocumentedChoicesForParallelLinesAndPoints) {
  // Parallel: s = 0, t the foot of l1.a on line 2, unclamped.
  const SegmentPair3 p = line_line_closest3({{0, 0, 0}, {1, 0, 0}}, {{-7, 1, 0}, {-5, 1, 0}});
  EXPECT_EQ(p.s, 0.0);
  EXPECT_EQ(p.t, 3.5);
  EXPECT_EQ(p.second, (Vec3{0, 1, 0}));
  EXPECT_EQ(p.squared_distance, 1.0);
  // Line 1 a point: s = 0; line 2 a point: t = 0; both: 0, 0.
  const SegmentPair3 a = line_line_closest3({{2, 2, 0}, {2, 2, 0}}, {{0, 0, 0}, {1, 0, 0}});
  EXPECT_EQ(a.s, 0.0);
  EXPECT_EQ(a.t, 2.0);
  EXPECT_EQ(a.squared_distance, 4.0);
  const SegmentPair3 b = line_line_closest3({{0, 0, 0}, {1, 0, 0}}, {{-3, 0, 1}, {-3, 0, 1}});
  EXPECT_EQ(b.s, -3.0);
  EXPECT_EQ(b.t, 0.0);
  EXPECT_EQ(b.squared_distance, 1.0);
  const SegmentPair3 c = line_line_closest3({{1, 2, 3}, {1, 2, 3}}, {{1, 2, 5}, {1, 2, 5}});
  EXPECT_EQ(c.s, 0.0);
  EXPECT_EQ(c.t, 0.0);
  EXPECT_EQ(c.squared_distance, 4.0);
  // Coincident lines: distance 0, the pair on both.
  const SegmentPair3 d = line_line_closest3({{0, 0, 0}, {2, 2, 2}}, {{3, 3, 3}, {4, 4, 4}});
  EXPECT_EQ(d.s, 0.0);
  EXPECT_EQ(d.t, -3.0);
  EXPECT_EQ(d.squared_distance, 0.0);
}

TEST(LineLine3, NonFiniteInputAnswersNaNEverywhere) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  for (double bad : {inf, -inf, nan}) {
    const SegmentPair3 p = line_line_closest3({{0, 0, 0}, {1, bad, 0}}, {{0, 0, 1}, {0, 1, 1}});
    const SegmentPair3 q = line_line_closest3({{0, 0, 0}, {1, 0, 0}}, {{bad, 0, 1}, {0, 1, 1}});
    for (const SegmentPair3& r : {p, q}) {
      EXPECT_TRUE(std::isnan(r.s) && std::isnan(r.t) && std::isnan(r.squared_distance));
      EXPECT_TRUE(std::isnan(r.first.x) && std::isnan(r.second.z));
    }
  }
}

// Random lines from random bits in a few binades, at far offsets, and nearly
// parallel (the second direction the first turned by a few ULPs, so that D
// is tiny and the parameters huge; the parallel test must not call them
// parallel, nor the double D decide it).
TEST(LineLine3, RandomBinadesOffsetsAndNearlyParallelAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-40, 40), nudge(-4, 4);
  auto v = [&](double scale) { return Vec3{unit(rng) * scale, unit(rng) * scale, unit(rng) * scale}; };
  auto add = [](Vec3 a, Vec3 b) { return Vec3{a.x + b.x, a.y + b.y, a.z + b.z}; };
  int near = 0;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 offset = i % 3 == 0 ? v(std::ldexp(1.0, 30)) : Vec3{};
    const Vec3 a1 = add(offset, v(scale)), b1 = add(offset, v(scale));
    Segment3 l2{add(offset, v(scale)), add(offset, v(scale))};
    if (i % 2 == 1) {  // nearly parallel: l2's direction l1's, nudged by ULPs
      const Vec3 d{b1.x - a1.x, b1.y - a1.y, b1.z - a1.z};
      auto ulps = [&](double x) {
        for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1) x = std::nextafter(x, k > 0 ? INFINITY : -INFINITY);
        return x;
      };
      l2.b = {ulps(l2.a.x + d.x), ulps(l2.a.y + d.y), ulps(l2.a.z + d.z)};
      ++near;
    }
    ASSERT_TRUE(agrees({a1, b1}, l2)) << i;
  }
  EXPECT_GT(near, 1000);
}

// The certificate of the extended-precision interior values
// (kernels/detail/interior_extended.h) at its edges. For each of its three
// tests a family of line pairs whose quantity shrinks by 2^(1/4) per step,
// from well inside the accepted region to far past its edge:
//   nearly parallel: line 2 is line 1 moved and turned by eps (D against A B);
//   near an end: line 1's closest point at s = eps from its first point,
//     line 2 through it perpendicular to line 1 (a numerator against A B^2 W);
//   nearly meeting: line 2 passes eps from line 1 (h^2 against A B W).
// Every pair the certificate accepts must be within the budgets it claims
// (the parameters within 17.5 ULPs, the squared distance within 15.5, by the
// oracle), each family must cross the edge (its first pair accepted, its
// last declined), and line_line_closest3 must meet its contract on every
// pair, accepted or not, so that the pairs just past the edge check the
// fallback. A certificate loosened far enough to accept the last pairs of a
// family (eps = 2^-40) fails here.
TEST(LineLine3, ExtendedCertificateEdgesAgreeWithTheOracle) {
  if constexpr (!detail::kExtendedInterior) GTEST_SKIP() << "long double is not the x87 format here";
  std::mt19937_64 rng(43);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  auto v = [&] { return Vec3{unit(rng), unit(rng), unit(rng)}; };
  auto add = [](Vec3 a, Vec3 b) { return Vec3{a.x + b.x, a.y + b.y, a.z + b.z}; };
  auto scale = [](double k, Vec3 a) { return Vec3{k * a.x, k * a.y, k * a.z}; };
  auto cross3 = [](Vec3 a, Vec3 b) { return Vec3{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; };
  int accepted = 0, declined = 0;
  for (int family = 0; family < 60; ++family) {
    const int kind = family % 3;
    const Vec3 n1 = v(), f1 = v(), d1{f1.x - n1.x, f1.y - n1.y, f1.z - n1.z};
    const Vec3 offset = v(), turn = v(), r = v(), m = cross3(d1, v());
    bool first_ok = false, last_ok = true;
    for (int k = 0; k <= 160; ++k) {
      const double eps = std::exp2(-0.25 * k);
      Vec3 n2, f2;
      if (kind == 0) {  // nearly parallel
        n2 = add(n1, offset);
        f2 = add(add(f1, offset), scale(eps, turn));
      } else if (kind == 1) {  // near line 1's first point
        const Vec3 d2 = cross3(d1, r), q = add(add(n1, scale(eps, d1)), m);
        n2 = add(q, scale(-0.3, d2));
        f2 = add(n2, d2);
      } else {  // nearly meeting
        const Vec3 d2 = add(cross3(d1, r), scale(0.5, d1)), q = add(add(n1, scale(0.3, d1)), scale(eps, m));
        n2 = add(q, scale(-0.3, d2));
        f2 = add(n2, d2);
      }
      const detail::ExtendedInterior x = detail::extended_interior(n1, f1, n1, n2, f2);
      const bool ok = x.ok && detail::normal(x.t1) && detail::normal(x.t2) && detail::normal(x.squared_distance);
      if (k == 0) first_ok = ok;
      if (k == 160) last_ok = ok;
      ok ? ++accepted : ++declined;
      if (ok) {
        const oracle::RVec3 e1 = oracle::exact(f1) - oracle::exact(n1), e2 = oracle::exact(f2) - oracle::exact(n2);
        const oracle::RVec3 w = oracle::exact(n1) - oracle::exact(n2), n = oracle::cross(e1, e2);
        const Rational D = oracle::dot(n, n), h = oracle::dot(w, n);
        ASSERT_LE(oracle::ulp_error(x.t1, oracle::dot(oracle::cross(e2, w), n) / D), 17.5) << family << " " << k;
        ASSERT_LE(oracle::ulp_error(x.t2, oracle::dot(oracle::cross(e1, w), n) / D), 17.5) << family << " " << k;
        ASSERT_LE(oracle::ulp_error(x.squared_distance, h * h / D), 15.5) << family << " " << k;
      }
      ASSERT_TRUE(agrees({n1, f1}, {n2, f2})) << family << " " << k;
    }
    EXPECT_TRUE(first_ok) << family;
    EXPECT_FALSE(last_ok) << family;
  }
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(declined, 1000);
}

TEST(LineLine3, OrderOfPointsAndLines) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(-10.0, 10.0);
  for (int i = 0; i < 2000; ++i) {
    const Segment3 l1{{unit(rng), unit(rng), unit(rng)}, {unit(rng), unit(rng), unit(rng)}};
    const Segment3 l2{{unit(rng), unit(rng), unit(rng)}, {unit(rng), unit(rng), unit(rng)}};
    const SegmentPair3 p = line_line_closest3(l1, l2), swapped = line_line_closest3(l2, l1);
    const SegmentPair3 reversed = line_line_closest3({l1.b, l1.a}, {l2.b, l2.a});
    ASSERT_EQ(p.first, swapped.second);
    ASSERT_EQ(p.second, swapped.first);
    ASSERT_EQ(p.squared_distance, swapped.squared_distance);
    ASSERT_EQ(p.first, reversed.first);
    ASSERT_EQ(p.second, reversed.second);
    ASSERT_EQ(p.squared_distance, reversed.squared_distance);
  }
}

}  // namespace
}  // namespace plumb
