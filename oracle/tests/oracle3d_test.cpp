// Plumb: unit tests of the exact 3D oracle (oracle/*3d*, oracle/circle_contact)
// on hand-computed cases, on the field cases that motivated it, and against
// independent methods: optimality (KKT) certificates and brute force over
// rational grids for the segment pairs, the 2D oracle for flat segments,
// substitution for planes, a second box method (faces), the closest point of
// the ray for sphere hits, and high-precision MPFR for the rounded entries.
// Self-contained: GoogleTest + oracle.
//
// Build and run by hand, from the repository root (one line):
//   g++ -std=c++20 -O1 -I. oracle/tests/oracle3d_test.cpp oracle/*.cpp -lgtest -lgtest_main -lmpfr -lgmp
//       -pthread -o /tmp/oracle3d_selftest && /tmp/oracle3d_selftest
#include <gtest/gtest.h>
#include <mpfr.h>

#include <array>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "kernels/types3d.h"
#include "oracle/circle_contact.h"
#include "oracle/closest_point.h"
#include "oracle/closest_point3d.h"
#include "oracle/conventions.h"
#include "oracle/enclosure3d.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/plane3d.h"
#include "oracle/ray3d.h"
#include "oracle/round_shapes3d.h"
#include "oracle/rvec.h"

namespace {

using plumb::Box;
using plumb::Capsule;
using plumb::Circle;
using plumb::Plane;
using plumb::Ray3;
using plumb::Segment;
using plumb::Segment3;
using plumb::Sphere;
using plumb::Vec2;
using plumb::Vec3;
using namespace plumb::oracle;  // NOLINT: test file

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Rational q(long long n, long long d = 1) { return Rational(n) / Rational(d); }
RVec3 rv(double x, double y, double z) { return exact(Vec3{x, y, z}); }
Segment3 seg(double ax, double ay, double az, double bx, double by, double bz) {
  return Segment3{Vec3{ax, ay, az}, Vec3{bx, by, bz}};
}
bool in_unit(const Rational& v) { return v >= 0 && v <= 1; }

// f(s, t) = |P1(s) - P2(t)|^2 evaluated directly.
Rational f(const RSegment3& s1, const RSegment3& s2, const Rational& s, const Rational& t) {
  return squared_distance(point_at(s1, s), point_at(s2, t));
}

// ---------------------------------------------------------------- enclosures

// The comparator of an exact rational x.
ExactComparator compare_with(const Rational& x) {
  return [x](const Rational& m) { return x > m ? 1 : (x == m ? 0 : -1); };
}

TEST(Oracle3dEnclosure, FloorLog2AndSqrt) {
  EXPECT_EQ(floor_log2_exact(q(1)), 0);
  EXPECT_EQ(floor_log2_exact(q(3, 2)), 0);
  EXPECT_EQ(floor_log2_exact(q(2)), 1);
  EXPECT_EQ(floor_log2_exact(q(1, 2)), -1);
  EXPECT_EQ(floor_log2_exact(q(1, 3)), -2);
  EXPECT_EQ(floor_log2_exact(q(255, 256)), -1);
  EXPECT_EQ(floor_log2_exact(pow2(-1074)), -1074);
  EXPECT_THROW(floor_log2_exact(q(0)), std::domain_error);
  SqrtEnclosure r = enclose_sqrt(q(9, 4));
  EXPECT_EQ(r.low, q(3, 2));
  EXPECT_EQ(r.high, q(3, 2));
  r = enclose_sqrt(q(2));
  EXPECT_LT(r.low * r.low, q(2));
  EXPECT_GT(r.high * r.high, q(2));
  EXPECT_LT(r.high - r.low, pow2(-300));
  r = enclose_sqrt(q(0));
  EXPECT_EQ(r.low, q(0));
  EXPECT_EQ(r.high, q(0));
  EXPECT_THROW(enclose_sqrt(q(-1)), std::domain_error);
}

TEST(Oracle3dEnclosure, RoundsTiesToEvenAndAtTheEdges) {
  const auto round_exact = [](const Rational& x) {
    return round_enclosed(Enclosure{x, x, compare_with(x)});
  };
  // Deliberately lopsided enclosures: the first candidate is off, so the
  // comparator's steps (and their tie rule) decide.
  const auto round_loose = [](const Rational& x) {
    return round_enclosed(Enclosure{x * (1 - pow2(-48)), x * (1 + pow2(-50)), compare_with(x)});
  };
  const auto round_from_below = [](const Rational& x) {
    return round_enclosed(Enclosure{x - pow2(-52), x, compare_with(x)});
  };
  const auto round_from_above = [](const Rational& x) {
    return round_enclosed(Enclosure{x, x + pow2(-51), compare_with(x)});
  };
  EXPECT_EQ(round_from_below(1 + 3 * pow2(-53)), 1 + 2 * DBL_EPSILON);  // steps up through an odd double
  EXPECT_EQ(round_from_above(1 + pow2(-53)), 1.0);                      // steps down through an odd double
  EXPECT_EQ(round_from_below(1 + pow2(-52) + pow2(-60)), 1 + DBL_EPSILON);
  EXPECT_EQ(round_from_above(1 + pow2(-52) - pow2(-60)), 1 + DBL_EPSILON);
  EXPECT_EQ(round_exact(1 + pow2(-53)), 1.0);                    // tie: to even
  EXPECT_EQ(round_exact(1 + 3 * pow2(-53)), 1 + 4 * DBL_EPSILON / 2);  // tie: up to even
  EXPECT_EQ(round_loose(1 + pow2(-53)), 1.0);
  EXPECT_EQ(round_loose(1 + 3 * pow2(-53)), 1 + 2 * DBL_EPSILON);
  EXPECT_EQ(round_loose(1 + pow2(-53) + pow2(-80)), 1 + DBL_EPSILON);
  EXPECT_EQ(round_loose(pow2(-1075)), 0.0);                      // tie with 0: to 0
  EXPECT_EQ(round_loose(3 * pow2(-1075)), 2 * DBL_TRUE_MIN);     // tie: to even
  EXPECT_EQ(round_loose(pow2(1024) - pow2(970)), kInf);          // the overflow threshold
  EXPECT_EQ(round_loose(pow2(1024) - pow2(970) - pow2(900)), DBL_MAX);
  EXPECT_EQ(round_loose(pow2(2000)), kInf);
}

TEST(Oracle3dEnclosure, UlpErrorDecidesTheBinadeAndNeverUnderReports) {
  // x = 1 exactly, enclosed across the binade edge: ulp(1) = 2^-52.
  const Enclosure one{1 - pow2(-60), 1 + pow2(-60), compare_with(q(1))};
  EXPECT_EQ(ulp_error_enclosed(1.0, one), 0.0);
  EXPECT_EQ(ulp_error_enclosed(1 + DBL_EPSILON, one), 1.0 + std::ldexp(1.0, -8));
  EXPECT_EQ(ulp_error_enclosed(kNaN, one), kInf);
  EXPECT_EQ(ulp_error_enclosed(-kInf, one), kInf);
  // x = 1 - 2^-70, enclosed across the edge: its binade is [1/2, 1), ulp 2^-53.
  const Enclosure below{1 - pow2(-60), 1 + pow2(-60), compare_with(1 - pow2(-70))};
  EXPECT_EQ(ulp_error_enclosed(1.0, below), std::ldexp(1.0, -7));  // 2^-60 / 2^-53
  // The bound is the farther end of the enclosure.
  EXPECT_EQ(farthest_distance(q(0), q(1), q(3)), q(3));
  EXPECT_EQ(farthest_distance(q(2), q(1), q(3)), q(1));
  EXPECT_EQ(farthest_distance(q(5), q(1), q(3)), q(4));
  EXPECT_EQ(error_bound_enclosed(q(2), Enclosure{q(1), q(3), compare_with(q(2))}), q(0));
  EXPECT_EQ(error_bound_enclosed(q(0), Enclosure{q(1), q(3), compare_with(q(2))}), q(3));
}

// ------------------------------------------------------------- exact values

TEST(Oracle3dExact, VectorsAreExact) {
  const RVec3 p = rv(0.5, -3.0, 0.1);
  EXPECT_EQ(p.x, q(1, 2));
  EXPECT_EQ(p.y, q(-3));
  EXPECT_EQ(p.z, q(3602879701896397LL, 36028797018963968LL));
  EXPECT_EQ(dot(rv(1, 2, 3), rv(4, -5, 6)), q(12));
  EXPECT_EQ(squared_distance(rv(1, 2, 3), rv(4, 6, 3)), q(25));
  EXPECT_EQ(rv(1, 2, 3) + rv(1, 1, 1), rv(2, 3, 4));
  EXPECT_EQ(rv(1, 2, 3) - rv(1, 1, 1), rv(0, 1, 2));
  EXPECT_EQ(q(2) * rv(1, 2, 3), rv(2, 4, 6));
  EXPECT_THROW(exact(Vec3{0, kNaN, 0}), std::domain_error);
  EXPECT_THROW(exact(Vec3{0, 0, kInf}), std::domain_error);
}

// ------------------------------------------------------------ point-segment

TEST(Oracle3dClosestPoint, HandCases) {
  const Segment3 s = seg(0, 0, 0, 2, 0, 0);
  ExactClosest3 c = closest_point3(s, Vec3{1, 1, 1});
  EXPECT_EQ(c.t, q(1, 2));
  EXPECT_EQ(c.point, rv(1, 0, 0));
  EXPECT_EQ(c.squared_distance, q(2));
  c = closest_point3(s, Vec3{-1, 0, 0});
  EXPECT_EQ(c.t, q(0));
  EXPECT_EQ(c.squared_distance, q(1));
  c = closest_point3(s, Vec3{5, 0, 3});
  EXPECT_EQ(c.t, q(1));
  EXPECT_EQ(c.point, rv(2, 0, 0));
  EXPECT_EQ(c.squared_distance, q(18));
  // A skew foot: s from (0,0,0) to (1,2,2) (length 3), p = (3,0,0): t = 3/9.
  c = closest_point3(seg(0, 0, 0, 1, 2, 2), Vec3{3, 0, 0});
  EXPECT_EQ(c.t, q(1, 3));
  EXPECT_EQ(c.point, (RVec3{q(1, 3), q(2, 3), q(2, 3)}));
  EXPECT_EQ(c.squared_distance, q(64, 9) + q(4, 9) + q(4, 9));
  // Zero length: t = 0, the point a.
  c = closest_point3(seg(1, 2, 3, 1, 2, 3), Vec3{1, 2, 5});
  EXPECT_EQ(c.t, q(0));
  EXPECT_EQ(c.point, rv(1, 2, 3));
  EXPECT_EQ(c.squared_distance, q(4));
  EXPECT_EQ(squared_distance_point_segment3(Vec3{1, 1, 1}, s), q(2));
  EXPECT_THROW(closest_point3(seg(0, 0, 0, kInf, 0, 0), Vec3{}), std::domain_error);
  EXPECT_THROW(squared_distance_point_segment3(Vec3{kNaN, 0, 0}, s), std::domain_error);
}

TEST(Oracle3dClosestPoint, RandomAgainstOptimality) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> coord(-4, 4);
  const auto c = [&] { return static_cast<double>(coord(rng)) / 2.0; };
  for (int i = 0; i < 2000; ++i) {
    const Segment3 s = seg(c(), c(), c(), c(), c(), c());
    const Vec3 p{c(), c(), c()};
    const ExactClosest3 r = closest_point3(s, p);
    const RSegment3 e = exact(s);
    ASSERT_TRUE(in_unit(r.t));
    ASSERT_EQ(r.point, point_at(e, r.t));
    ASSERT_EQ(r.squared_distance, squared_distance(r.point, exact(p)));
    // Optimality: g = (P(t) - p)·d; interior => 0, t = 0 => >= 0, t = 1 => <= 0.
    const Rational g = dot(r.point - exact(p), direction(e));
    if (r.t > 0 && r.t < 1) {
      ASSERT_EQ(g, 0);
    }
    if (r.t == 0) {
      ASSERT_GE(g, 0);
    }
    if (r.t == 1 && dot(direction(e), direction(e)) != 0) {
      ASSERT_LE(g, 0);
    }
    for (int k = 0; k <= 16; ++k) ASSERT_LE(r.squared_distance, squared_distance(point_at(e, q(k, 16)), exact(p)));
  }
}

// ------------------------------------------------------------ segment pairs

TEST(Oracle3dSegmentPair, HandCases) {
  // Skew: x-axis segment and a y-parallel segment one unit above.
  ExactSegmentPair3 r = segment_segment_closest3(seg(0, 0, 0, 2, 0, 0), seg(1, -1, 1, 1, 1, 1));
  EXPECT_EQ(r.s, q(1, 2));
  EXPECT_EQ(r.t, q(1, 2));
  EXPECT_EQ(r.first, rv(1, 0, 0));
  EXPECT_EQ(r.second, rv(1, 0, 1));
  EXPECT_EQ(r.squared_distance, q(1));
  // Clamped on one side: s = 1.
  r = segment_segment_closest3(seg(0, 0, 0, 1, 0, 0), seg(2, -1, 0, 2, 1, 0));
  EXPECT_EQ(r.s, q(1));
  EXPECT_EQ(r.t, q(1, 2));
  EXPECT_EQ(r.squared_distance, q(1));
  // Corner to corner: (1,0,0) and (2,1,0), distance^2 2.
  r = segment_segment_closest3(seg(0, 0, 0, 1, 0, 0), seg(2, 1, 0, 3, 1, 0));
  EXPECT_EQ(r.s, q(1));
  EXPECT_EQ(r.t, q(0));
  EXPECT_EQ(r.squared_distance, q(2));
  // Crossing in space: distance 0 at s = 1/4, t = 3/4.
  r = segment_segment_closest3(seg(0, 0, 0, 4, 0, 0), seg(1, 3, 0, 1, -1, 0));
  EXPECT_EQ(r.s, q(1, 4));
  EXPECT_EQ(r.t, q(3, 4));
  EXPECT_EQ(r.squared_distance, q(0));
  // Parallel, overlapping: minimisers s in [1/4, 3/4]; the smallest s = 1/4, t = 0.
  r = segment_segment_closest3(seg(0, 0, 0, 4, 0, 0), seg(1, 1, 0, 3, 1, 0));
  EXPECT_EQ(r.s, q(1, 4));
  EXPECT_EQ(r.t, q(0));
  EXPECT_EQ(r.first, rv(1, 0, 0));
  EXPECT_EQ(r.second, rv(1, 1, 0));
  EXPECT_EQ(r.squared_distance, q(1));
  // The same, second reversed: s = 1/4 still, now t = 1.
  r = segment_segment_closest3(seg(0, 0, 0, 4, 0, 0), seg(3, 1, 0, 1, 1, 0));
  EXPECT_EQ(r.s, q(1, 4));
  EXPECT_EQ(r.t, q(1));
  // Second longer than the first: every s attains it, s = 0 and the t of (0,1,0).
  r = segment_segment_closest3(seg(0, 0, 0, 2, 0, 0), seg(-2, 1, 1, 6, 1, 1));
  EXPECT_EQ(r.s, q(0));
  EXPECT_EQ(r.t, q(1, 4));
  EXPECT_EQ(r.squared_distance, q(2));
  // Anti-parallel and disjoint along the line: only (s, t) = (1, 1) attains it.
  r = segment_segment_closest3(seg(0, 0, 0, 1, 0, 0), seg(3, 0, 1, 2, 0, 1));
  EXPECT_EQ(r.s, q(1));
  EXPECT_EQ(r.t, q(1));
  EXPECT_EQ(r.squared_distance, q(2));
  // Collinear and overlapping (distance 0): the smallest s is where s2 begins.
  r = segment_segment_closest3(seg(0, 0, 0, 4, 0, 0), seg(3, 0, 0, 2, 0, 0));
  EXPECT_EQ(r.s, q(1, 2));
  EXPECT_EQ(r.t, q(1));
  EXPECT_EQ(r.squared_distance, q(0));
  // Zero-length first: s = 0, t the foot.
  r = segment_segment_closest3(seg(1, 1, 0, 1, 1, 0), seg(0, 0, 0, 2, 0, 0));
  EXPECT_EQ(r.s, q(0));
  EXPECT_EQ(r.t, q(1, 2));
  EXPECT_EQ(r.squared_distance, q(1));
  // Zero-length second: t = 0, s the foot.
  r = segment_segment_closest3(seg(0, 0, 0, 4, 0, 0), seg(3, 2, 0, 3, 2, 0));
  EXPECT_EQ(r.s, q(3, 4));
  EXPECT_EQ(r.t, q(0));
  EXPECT_EQ(r.squared_distance, q(4));
  // Both zero-length.
  r = segment_segment_closest3(seg(1, 0, 0, 1, 0, 0), seg(0, 2, 0, 0, 2, 0));
  EXPECT_EQ(r.s, q(0));
  EXPECT_EQ(r.t, q(0));
  EXPECT_EQ(r.squared_distance, q(5));
  EXPECT_EQ(segment_segment_squared_distance3(seg(0, 0, 0, 2, 0, 0), seg(1, -1, 1, 1, 1, 1)), q(1));
  EXPECT_THROW(segment_segment_closest3(seg(0, 0, 0, 1, 0, kNaN), seg(0, 0, 0, 1, 1, 1)), std::domain_error);
  EXPECT_THROW(segment_segment_squared_distance3(seg(0, 0, 0, 1, 0, 0), seg(0, 0, -kInf, 1, 1, 1)),
               std::domain_error);
}

TEST(Oracle3dSegmentPair, FieldCaseParallelAtDistance2Point9888) {
  const Segment3 s1 = seg(0, -2.5, 0, 0, 2.5, 0);
  const Segment3 s2 = seg(2.9888, -5.1938, 0, 2.9888, 4.8062, 0);
  const ExactSegmentPair3 r = segment_segment_closest3(s1, s2);
  EXPECT_EQ(sqrt_rounded(r.squared_distance), 2.9888);
  EXPECT_EQ(r.squared_distance, exact(2.9888) * exact(2.9888));
  EXPECT_EQ(sqrt_rounded(segment_segment_squared_distance3(s1, s2)), 2.9888);
  // Every s attains it (s1 lies alongside s2): s = 0, and t puts P2 level with s1.a.
  EXPECT_EQ(r.s, q(0));
  EXPECT_EQ(r.t, (exact(-2.5) - exact(-5.1938)) / (exact(4.8062) - exact(-5.1938)));
  EXPECT_EQ(r.first, rv(0, -2.5, 0));
  EXPECT_EQ(r.second, rv(2.9888, -2.5, 0));
}

TEST(Oracle3dSegmentPair, FieldCaseAntiParallelAtDistance2) {
  const ExactSegmentPair3 r = segment_segment_closest3(seg(1, -2, 0, 1, 2, 0), seg(-1, 2, 0, -1, -2, 0));
  EXPECT_EQ(r.squared_distance, q(4));
  EXPECT_EQ(sqrt_rounded(r.squared_distance), 2.0);
  EXPECT_EQ(r.s, q(0));
  EXPECT_EQ(r.t, q(1));
  EXPECT_EQ(r.first, rv(1, -2, 0));
  EXPECT_EQ(r.second, rv(-1, -2, 0));
}

// The checks every answer must pass, by methods other than the oracle's.
// Returns how many grid-equality checks applied (the answer on the grid).
int check_pair_independently(const Segment3& a, const Segment3& b, int grid) {
  const RSegment3 s1 = exact(a);
  const RSegment3 s2 = exact(b);
  const ExactSegmentPair3 r = segment_segment_closest3(a, b);
  EXPECT_TRUE(in_unit(r.s) && in_unit(r.t));
  EXPECT_EQ(r.first, point_at(s1, r.s));
  EXPECT_EQ(r.second, point_at(s2, r.t));
  EXPECT_EQ(r.squared_distance, f(s1, s2, r.s, r.t));
  EXPECT_EQ(r.squared_distance, segment_segment_squared_distance3(a, b));
  const RVec3 d1 = direction(s1);
  const RVec3 d2 = direction(s2);
  if (dot(d1, d1) == 0) {
    EXPECT_EQ(r.s, 0);
  }
  if (dot(d2, d2) == 0) {
    EXPECT_EQ(r.t, 0);
  }
  // KKT certificate of a global minimum of the convex f over the square.
  const RVec3 v = r.first - r.second;
  const Rational gs = dot(v, d1);
  const Rational gt = -dot(v, d2);
  if (r.s > 0 && r.s < 1) {
    EXPECT_EQ(gs, 0);
  }
  if (r.s == 0) {
    EXPECT_GE(gs, 0);
  }
  if (r.s == 1) {
    EXPECT_LE(gs, 0);
  }
  if (r.t > 0 && r.t < 1) {
    EXPECT_EQ(gt, 0);
  }
  if (r.t == 0) {
    EXPECT_GE(gt, 0);
  }
  if (r.t == 1) {
    EXPECT_LE(gt, 0);
  }
  // Tie rule: smaller s (then smaller t) never attains the minimum.
  for (const Rational& frac : {q(1), q(1, 2), q(1, 1024)}) {
    if (r.s > 0) {
      EXPECT_GT(squared_distance_point_segment3(point_at(s1, r.s - frac * r.s), s2), r.squared_distance);
    }
    if (r.t > 0) {
      EXPECT_GT(f(s1, s2, r.s, r.t - frac * r.t), r.squared_distance);
    }
  }
  // Brute force over the grid: an upper bound; and equality with the same
  // lexicographic first minimiser when the answer lies on the grid.
  Rational grid_min = f(s1, s2, 0, 0);
  Rational gs_best(0);
  Rational gt_best(0);
  for (int i = 0; i <= grid; ++i) {
    for (int j = 0; j <= grid; ++j) {
      const Rational s = q(i, grid);
      const Rational t = q(j, grid);
      const Rational value = f(s1, s2, s, t);
      EXPECT_GE(value, r.squared_distance);
      if (value < grid_min) {
        grid_min = value;
        gs_best = s;
        gt_best = t;
      }
      if (value == r.squared_distance) {
        EXPECT_TRUE(s > r.s || (s == r.s && t >= r.t)) << "tie rule";
      }
    }
  }
  const Rational gs_on = r.s * grid;
  const Rational gt_on = r.t * grid;
  if (denominator(gs_on) == 1 && denominator(gt_on) == 1) {
    EXPECT_EQ(grid_min, r.squared_distance);
    EXPECT_EQ(gs_best, r.s);
    EXPECT_EQ(gt_best, r.t);
    return 1;
  }
  return 0;
}

TEST(Oracle3dSegmentPair, RandomIntegerSegmentsAgainstCertificatesAndGrid) {
  std::mt19937_64 rng(2024);
  std::uniform_int_distribution<int> coord(-3, 3);
  const auto c = [&] { return static_cast<double>(coord(rng)); };
  int on_grid = 0;
  for (int i = 0; i < 600; ++i) {
    const Segment3 a = seg(c(), c(), c(), c(), c(), c());
    const Segment3 b = seg(c(), c(), c(), c(), c(), c());
    on_grid += check_pair_independently(a, b, 12);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "case " << i;
      return;
    }
  }
  EXPECT_GT(on_grid, 50);
}

TEST(Oracle3dSegmentPair, ParallelAndDegenerateAgainstCertificatesAndGrid) {
  std::mt19937_64 rng(77);
  std::uniform_int_distribution<int> coord(-3, 3);
  std::uniform_int_distribution<int> pick(0, 8);
  const double ks[] = {-2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 0.0, 1.5, -1.5};
  const auto c = [&] { return static_cast<double>(coord(rng)); };
  int on_grid = 0;
  for (int i = 0; i < 600; ++i) {
    const Vec3 a1{c(), c(), c()};
    Vec3 b1{c(), c(), c()};
    if (i % 7 == 0) b1 = a1;  // zero-length first
    const Vec3 a2{c(), c(), c()};
    const double k = ks[pick(rng)];
    const Vec3 b2{a2.x + k * (b1.x - a1.x), a2.y + k * (b1.y - a1.y), a2.z + k * (b1.z - a1.z)};
    on_grid += check_pair_independently(Segment3{a1, b1}, Segment3{a2, b2}, 12);
    // Swapped roles, and the segments reversed.
    on_grid += check_pair_independently(Segment3{a2, b2}, Segment3{a1, b1}, 12);
    on_grid += check_pair_independently(Segment3{b1, a1}, Segment3{b2, a2}, 12);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "case " << i;
      return;
    }
  }
  EXPECT_GT(on_grid, 300);
}

TEST(Oracle3dSegmentPair, FlatSegmentsAgreeWithThe2dOracle) {
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<int> coord(-20, 20);
  const auto c = [&] { return static_cast<double>(coord(rng)) / 4.0; };
  for (int i = 0; i < 1500; ++i) {
    const double v[8] = {c(), c(), c(), c(), c(), c(), c(), c()};
    const Segment a2d{Vec2{v[0], v[1]}, Vec2{v[2], v[3]}};
    const Segment b2d{Vec2{v[4], v[5]}, Vec2{v[6], v[7]}};
    const Segment3 a = seg(v[0], v[1], 1.5, v[2], v[3], 1.5);
    const Segment3 b = seg(v[4], v[5], 1.5, v[6], v[7], 1.5);
    ASSERT_EQ(segment_segment_squared_distance3(a, b), squared_distance_segment_segment(a2d, b2d)) << i;
    ASSERT_EQ(squared_distance_point_segment3(Vec3{v[4], v[5], 1.5}, a),
              squared_distance_point_segment(Vec2{v[4], v[5]}, a2d));
  }
}

TEST(Oracle3dSegmentPair, WideRangeDoublesAgainstCertificates) {
  std::mt19937_64 rng(99);
  std::uniform_real_distribution<double> mant(-1.0, 1.0);
  std::uniform_int_distribution<int> expo(-30, 30);
  for (int i = 0; i < 300; ++i) {
    const double scale = std::ldexp(1.0, expo(rng));
    const auto c = [&] { return mant(rng) * scale; };
    check_pair_independently(seg(c(), c(), c(), c(), c(), c()), seg(c(), c(), c(), c(), c(), c()), 4);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "case " << i;
      return;
    }
  }
}

// --------------------------------------------------------------- round shapes

TEST(Oracle3dRoundShapes, SphereSegmentHandCasesAndRadiusRules) {
  const Segment3 s = seg(-1, 0, 0, 1, 0, 0);
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{0, 2, 0}, 2.0}, s));   // touching (closed)
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{0, 2, 0}, std::nextafter(2.0, 0.0)}, s));
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{4, 0, 0}, 3.0}, s));   // touching the end b
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{4, 0.5, 0}, 3.0}, s));
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{0.5, 0, 0}, 0.0}, s));  // a point on it
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{0.5, 0, 0}, -0.0}, s));
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{0.5, 0, 0}, -1.0}, s));
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{0.5, 0, 0}, kNaN}, s));
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{0.5, 0, 0}, -kInf}, s));
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{1e300, 0, 0}, kInf}, s));
  EXPECT_TRUE(sphere_segment_intersect(Sphere{Vec3{3, 4, 0}, 5.0}, seg(0, 0, 0, 0, 0, 0)));
  EXPECT_FALSE(sphere_segment_intersect(Sphere{Vec3{3, 4, 0}, std::nextafter(5.0, 0.0)}, seg(0, 0, 0, 0, 0, 0)));
  EXPECT_THROW(sphere_segment_intersect(Sphere{Vec3{kNaN, 0, 0}, 1.0}, s), std::domain_error);
  EXPECT_THROW(sphere_segment_intersect(Sphere{Vec3{0, 0, 0}, 1.0}, seg(0, 0, 0, kInf, 0, 0)), std::domain_error);
}

TEST(Oracle3dRoundShapes, CapsulesUseTheExactRadiusSum) {
  // Parallel segments 1 + 2^-52 apart.
  const double gap = 1.0 + DBL_EPSILON;
  const Capsule c1{Vec3{0, 0, 0}, Vec3{1, 0, 0}, 1.0};
  // 1 + 0.75 * 2^-52 < gap exactly, but the double sum rounds up to gap.
  const double r2 = 0.75 * DBL_EPSILON;
  ASSERT_EQ(1.0 + r2, gap);
  EXPECT_FALSE(capsule_capsule_intersect(c1, Capsule{Vec3{0, gap, 0}, Vec3{1, gap, 0}, r2}));
  EXPECT_FALSE(capsule_sphere_intersect(c1, Sphere{Vec3{0.5, gap, 0}, r2}));
  EXPECT_TRUE(capsule_capsule_intersect(c1, Capsule{Vec3{0, gap, 0}, Vec3{1, gap, 0}, DBL_EPSILON}));
  EXPECT_TRUE(capsule_sphere_intersect(c1, Sphere{Vec3{0.5, gap, 0}, DBL_EPSILON}));
  // Touching exactly: 0.5 + 0.25 = 0.75.
  EXPECT_TRUE(capsule_capsule_intersect(Capsule{Vec3{0, 0, 0}, Vec3{0, 0, 1}, 0.5},
                                        Capsule{Vec3{0.75, 0, 0.5}, Vec3{0.75, 3, 0.5}, 0.25}));
  EXPECT_FALSE(capsule_capsule_intersect(Capsule{Vec3{0, 0, 0}, Vec3{0, 0, 1}, 0.5},
                                         Capsule{Vec3{0.75, 0, 0.5}, Vec3{0.75, 3, 0.5}, std::nextafter(0.25, 0.0)}));
  // Skew capsules at distance 1 (from the hand case above).
  EXPECT_TRUE(capsule_capsule_intersect(Capsule{Vec3{0, 0, 0}, Vec3{2, 0, 0}, 0.5},
                                        Capsule{Vec3{1, -1, 1}, Vec3{1, 1, 1}, 0.5}));
  EXPECT_FALSE(capsule_capsule_intersect(Capsule{Vec3{0, 0, 0}, Vec3{2, 0, 0}, 0.5},
                                         Capsule{Vec3{1, -1, 1}, Vec3{1, 1, 1}, 0.49}));
  // Radius rules: NaN or negative first (false), then +inf (true).
  const Capsule far{Vec3{100, 100, 100}, Vec3{101, 100, 100}, 0.0};
  EXPECT_TRUE(capsule_capsule_intersect(c1, Capsule{far.a, far.b, kInf}));
  EXPECT_FALSE(capsule_capsule_intersect(Capsule{c1.a, c1.b, kNaN}, Capsule{far.a, far.b, kInf}));
  EXPECT_FALSE(capsule_capsule_intersect(Capsule{c1.a, c1.b, -1.0}, Capsule{far.a, far.b, kInf}));
  EXPECT_FALSE(capsule_sphere_intersect(Capsule{c1.a, c1.b, kInf}, Sphere{Vec3{}, kNaN}));
  EXPECT_TRUE(capsule_sphere_intersect(Capsule{c1.a, c1.b, 0.0}, Sphere{Vec3{5e200, 0, 0}, kInf}));
  EXPECT_FALSE(capsule_sphere_intersect(Capsule{c1.a, c1.b, -0.5}, Sphere{Vec3{}, 1.0}));
  EXPECT_THROW(capsule_capsule_intersect(Capsule{Vec3{kNaN, 0, 0}, Vec3{}, 1.0}, c1), std::domain_error);
  EXPECT_THROW(capsule_sphere_intersect(c1, Sphere{Vec3{0, kInf, 0}, 1.0}), std::domain_error);
}

TEST(Oracle3dRoundShapes, RandomConsistency) {
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<int> coord(-8, 8);
  std::uniform_int_distribution<int> rad(0, 12);
  const auto c = [&] { return static_cast<double>(coord(rng)) / 2.0; };
  for (int i = 0; i < 1500; ++i) {
    const Segment3 s = seg(c(), c(), c(), c(), c(), c());
    const Segment3 s2 = seg(c(), c(), c(), c(), c(), c());
    const Vec3 centre{c(), c(), c()};
    const double r1 = rad(rng) / 4.0;
    const double r2 = rad(rng) / 4.0;
    const bool sphere = sphere_segment_intersect(Sphere{centre, r1 + r2}, s);
    // A sphere is a capsule of zero length; the radius sum is exact here.
    ASSERT_EQ(sphere, capsule_sphere_intersect(Capsule{s.a, s.b, r1}, Sphere{centre, r2}));
    ASSERT_EQ(sphere, capsule_capsule_intersect(Capsule{s.a, s.b, r1}, Capsule{centre, centre, r2}));
    ASSERT_EQ(sphere, squared_distance_point_segment3(centre, s) <= exact(r1 + r2) * exact(r1 + r2));
    const bool caps = capsule_capsule_intersect(Capsule{s.a, s.b, r1}, Capsule{s2.a, s2.b, r2});
    ASSERT_EQ(caps, capsule_capsule_intersect(Capsule{s2.b, s2.a, r2}, Capsule{s.a, s.b, r1}));
    ASSERT_EQ(caps, segment_segment_closest3(s, s2).squared_distance <= exact(r1 + r2) * exact(r1 + r2));
  }
}

// ---------------------------------------------------------------- planes

TEST(Oracle3dPlane, SegmentCrossingHandCases) {
  const Plane z0{Vec3{0, 0, 1}, 0.0};
  std::optional<ExactPlaneCrossing> c = segment_plane_crossing(seg(0, 0, -1, 0, 0, 3), z0);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(1, 4));
  EXPECT_EQ(c->point, rv(0, 0, 0));
  c = segment_plane_crossing(seg(1, 2, 0, 5, 6, 0), z0);  // in the plane
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(0));
  EXPECT_EQ(c->point, rv(1, 2, 0));
  c = segment_plane_crossing(seg(1, 2, 3, 5, 6, 0), z0);  // b on the plane
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(1));
  EXPECT_EQ(c->point, rv(5, 6, 0));
  c = segment_plane_crossing(seg(1, 2, 0, 5, 6, 7), z0);  // a on the plane
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(0));
  EXPECT_FALSE(segment_plane_crossing(seg(0, 0, 1, 0, 0, 3), z0));
  EXPECT_FALSE(segment_plane_crossing(seg(0, 0, -1, 0, 0, -3), z0));
  EXPECT_FALSE(segment_plane_crossing(seg(0, 0, -1, 0, 0, 3), Plane{Vec3{0, 0, 0}, 0.0}));  // no plane
  EXPECT_FALSE(segment_plane_crossing(seg(0, 0, 0, 0, 0, 0), Plane{Vec3{0, 0, 0}, 0.0}));
  // An oblique plane x + y + z = 3 and the segment (0,0,0)-(3,3,3): t = 1/3.
  c = segment_plane_crossing(seg(0, 0, 0, 3, 3, 3), Plane{Vec3{1, 1, 1}, 3.0});
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(1, 3));
  EXPECT_EQ(c->point, rv(1, 1, 1));
  // Zero length on the plane, and off it.
  c = segment_plane_crossing(seg(2, 0, 0, 2, 0, 0), Plane{Vec3{1, 0, 0}, 2.0});
  ASSERT_TRUE(c);
  EXPECT_EQ(c->t, q(0));
  EXPECT_FALSE(segment_plane_crossing(seg(2, 0, 0, 2, 0, 0), Plane{Vec3{1, 0, 0}, 1.0}));
  EXPECT_THROW(segment_plane_crossing(seg(0, 0, -1, 0, 0, 3), Plane{Vec3{0, 0, 1}, kNaN}), std::domain_error);
  EXPECT_EQ(plane_side(Plane{Vec3{1, 2, 3}, 4.0}, Vec3{1, 1, 1}), q(2));
}

TEST(Oracle3dPlane, RayHitHandCases) {
  const Plane z1{Vec3{0, 0, 1}, 1.0};
  std::optional<Rational> t = ray_plane_hit(Ray3{Vec3{0, 0, 5}, Vec3{0, 0, -2}}, z1);
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, q(2));
  t = ray_plane_hit(Ray3{Vec3{7, 8, 1}, Vec3{0, 1, -2}}, z1);  // origin on the plane
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, q(0));
  EXPECT_FALSE(ray_plane_hit(Ray3{Vec3{0, 0, 5}, Vec3{0, 0, 2}}, z1));       // behind
  EXPECT_FALSE(ray_plane_hit(Ray3{Vec3{0, 0, 5}, Vec3{1, 0, 0}}, z1));       // parallel
  EXPECT_FALSE(ray_plane_hit(Ray3{Vec3{0, 0, 1}, Vec3{1, 0, 0}}, z1));       // lying in the plane
  EXPECT_FALSE(ray_plane_hit(Ray3{Vec3{0, 0, 1}, Vec3{0, 0, 0}}, z1));       // zero direction
  EXPECT_FALSE(ray_plane_hit(Ray3{Vec3{0, 0, 5}, Vec3{0, 0, -1}}, Plane{Vec3{}, 0.0}));
  t = ray_plane_hit(Ray3{Vec3{0, 0, 0}, Vec3{1, 1, 1}}, Plane{Vec3{1, 1, 1}, 1.0});
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, q(1, 3));
  EXPECT_THROW(ray_plane_hit(Ray3{Vec3{0, 0, 5}, Vec3{0, 0, kInf}}, z1), std::domain_error);
}

TEST(Oracle3dPlane, RandomBySubstitution) {
  std::mt19937_64 rng(8);
  std::uniform_real_distribution<double> real(-10.0, 10.0);
  std::uniform_int_distribution<int> small(-2, 2);
  for (int i = 0; i < 3000; ++i) {
    const bool integer = i % 2 == 0;  // integer cases hit the boundaries
    const auto c = [&] { return integer ? static_cast<double>(small(rng)) : real(rng); };
    const Plane plane{Vec3{c(), c(), c()}, c()};
    const Segment3 s = seg(c(), c(), c(), c(), c(), c());
    const Ray3 ray{Vec3{c(), c(), c()}, Vec3{c(), c(), c()}};
    const RVec3 n = exact(plane.normal);
    const bool no_plane = n == RVec3{};
    const Rational sa = plane_side(plane, s.a);
    const Rational sb = plane_side(plane, s.b);
    const std::optional<ExactPlaneCrossing> c1 = segment_plane_crossing(s, plane);
    if (c1) {
      ASSERT_FALSE(no_plane);
      ASSERT_TRUE(in_unit(c1->t));
      ASSERT_EQ(c1->point, point_at(exact(s), c1->t));
      ASSERT_EQ(dot(n, c1->point) - exact(plane.offset), 0);  // on the plane
      if (c1->t > 0) {
        ASSERT_NE(sa, 0);  // the least t
      }
    } else {
      ASSERT_TRUE(no_plane || (sa > 0 && sb > 0) || (sa < 0 && sb < 0)) << i;
    }
    const std::optional<Rational> t = ray_plane_hit(ray, plane);
    const Rational slope = dot(n, exact(ray.direction));
    const Rational side_o = plane_side(plane, ray.origin);
    if (t) {
      ASSERT_GE(*t, 0);
      ASSERT_NE(slope, 0);
      const RVec3 p = exact(ray.origin) + *t * exact(ray.direction);
      ASSERT_EQ(dot(n, p) - exact(plane.offset), 0);  // substituted back
    } else {
      ASSERT_TRUE(slope == 0 || side_o * slope > 0) << i;  // parallel or behind
    }
  }
}

// ---------------------------------------------------------------- ray-sphere

// The entry t* rounded by MPFR from the textbook formula (-B - sqrt(B^2 - AC)) / A
// at 3000 bits: an independent computation of the correctly rounded entry.
double mpfr_entry(const Ray3& ray, const Sphere& sphere) {
  const RVec3 m = exact(ray.origin) - exact(sphere.centre);
  const RVec3 d = exact(ray.direction);
  const Rational A = dot(d, d);
  const Rational B = dot(m, d);
  const Rational C = dot(m, m) - exact(sphere.radius) * exact(sphere.radius);
  const Rational disc = B * B - A * C;
  mpfr_t x, y;
  mpfr_init2(x, 3000);
  mpfr_init2(y, 3000);
  mpfr_set_q(x, disc.backend().data(), MPFR_RNDN);
  mpfr_sqrt(x, x, MPFR_RNDN);
  const Rational minus_b = -B;
  mpfr_set_q(y, minus_b.backend().data(), MPFR_RNDN);
  mpfr_sub(x, y, x, MPFR_RNDN);
  mpfr_set_q(y, A.backend().data(), MPFR_RNDN);
  mpfr_div(x, x, y, MPFR_RNDN);
  const double out = mpfr_get_d(x, MPFR_RNDN);
  mpfr_clear(x);
  mpfr_clear(y);
  return out;
}

// Hit by an independent method: the ray's closest point to the centre.
bool hits_by_closest_point(const Ray3& ray, const Sphere& sphere) {
  const RVec3 m = exact(ray.origin) - exact(sphere.centre);
  const RVec3 d = exact(ray.direction);
  Rational t(0);
  if (dot(d, d) != 0) t = -dot(m, d) / dot(d, d);
  if (t < 0) t = 0;
  const RVec3 p = m + t * d;
  return dot(p, p) <= exact(sphere.radius) * exact(sphere.radius);
}

TEST(Oracle3dRaySphere, HandCases) {
  const Sphere unit3{Vec3{0, 0, 0}, 3.0};
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{-10, 0, 0}, Vec3{1, 0, 0}}, unit3), 7.0);
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{-10, 0, 0}, Vec3{2, 0, 0}}, unit3), 3.5);
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{1, 1, 1}, Vec3{2, 0, 0}}, unit3), 0.0);    // inside
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{3, 0, 0}, Vec3{1, 0, 0}}, unit3), 0.0);    // on, leaving
  EXPECT_FALSE(ray_sphere_entry_rounded(Ray3{Vec3{-10, 0, 0}, Vec3{-1, 0, 0}}, unit3));  // pointing away
  EXPECT_FALSE(ray_sphere_entry_rounded(Ray3{Vec3{-10, 0, 0}, Vec3{0, 0, 0}}, unit3));   // zero dir outside
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{1, 0, 0}, Vec3{0, 0, 0}}, unit3), 0.0);   // zero dir inside
  // Tangent: hits (closed ball) at t = 10; a hair further out misses.
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{-10, 3, 0}, Vec3{1, 0, 0}}, unit3), 10.0);
  EXPECT_FALSE(ray_sphere_hits(Ray3{Vec3{-10, std::nextafter(3.0, 4.0), 0}, Vec3{1, 0, 0}}, unit3));
  EXPECT_TRUE(ray_sphere_hits(Ray3{Vec3{-10, std::nextafter(3.0, 0.0), 0}, Vec3{1, 0, 0}}, unit3));
  // Pythagorean: centre (1,2,3), r = 7, entry point (1,2,3) + (-2,-3,-6) reached at t = 2.5.
  const Sphere p7{Vec3{1, 2, 3}, 7.0};
  const Vec3 d{0.5, 1, 2};
  const Ray3 r{Vec3{-1 - 2.5 * d.x, -1 - 2.5 * d.y, -3 - 2.5 * d.z}, d};
  EXPECT_EQ(ray_sphere_entry_rounded(r, p7), 2.5);
  EXPECT_EQ(ray_sphere_entry_ulp_error(2.5, r, p7), 0.0);
  const double one_ulp = ray_sphere_entry_ulp_error(std::nextafter(2.5, 3.0), r, p7);
  EXPECT_GE(one_ulp, 1.0);
  EXPECT_LE(one_ulp, 1.0 + 1e-12);
  EXPECT_GE(ray_sphere_entry_ulp_error(std::nextafter(2.5, 0.0), r, p7), 0.5);  // ulp below 2.5 is half
  EXPECT_EQ(ray_sphere_entry_ulp_error(kNaN, r, p7), kInf);
  EXPECT_EQ(ray_sphere_entry_ulp_error(0.0, Ray3{Vec3{1, 1, 1}, Vec3{2, 0, 0}}, unit3), 0.0);
  EXPECT_EQ(ray_sphere_entry_ulp_error(DBL_TRUE_MIN, Ray3{Vec3{1, 1, 1}, Vec3{2, 0, 0}}, unit3), 1.0);
  EXPECT_THROW(ray_sphere_entry_ulp_error(1.0, Ray3{Vec3{-10, 0, 0}, Vec3{-1, 0, 0}}, unit3), std::invalid_argument);
  // Radius rules.
  EXPECT_FALSE(ray_sphere_hits(Ray3{Vec3{}, Vec3{1, 0, 0}}, Sphere{Vec3{}, kNaN}));
  EXPECT_FALSE(ray_sphere_hits(Ray3{Vec3{}, Vec3{1, 0, 0}}, Sphere{Vec3{}, -1.0}));
  EXPECT_FALSE(ray_sphere_entry_rounded(Ray3{Vec3{}, Vec3{1, 0, 0}}, Sphere{Vec3{}, -kInf}));
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{1e300, 0, 0}, Vec3{1, 0, 0}}, Sphere{Vec3{}, kInf}), 0.0);
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{}, Vec3{1, 0, 0}}, Sphere{Vec3{}, 0.0}), 0.0);  // on a point ball
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{-2, 0, 0}, Vec3{1, 0, 0}}, Sphere{Vec3{}, 0.0}), 2.0);
  EXPECT_THROW(ray_sphere_hits(Ray3{Vec3{kNaN, 0, 0}, Vec3{1, 0, 0}}, unit3), std::domain_error);
  // Exact entries halfway between doubles round to even: t* = 2 - r.
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{2, 0, 0}, Vec3{-1, 0, 0}}, Sphere{Vec3{}, 1 - DBL_EPSILON / 2}), 1.0);
  EXPECT_EQ(ray_sphere_entry_rounded(Ray3{Vec3{2, 0, 0}, Vec3{-1, 0, 0}}, Sphere{Vec3{}, 1 - 3 * DBL_EPSILON / 2}),
            1 + 2 * DBL_EPSILON);
  // A subnormal entry: 2^-52 / 2^1000.
  const Ray3 tiny{Vec3{1 + DBL_EPSILON, 0, 0}, Vec3{-std::ldexp(1.0, 1000), 0, 0}};
  EXPECT_EQ(ray_sphere_entry_rounded(tiny, Sphere{Vec3{}, 1.0}), std::ldexp(1.0, -1052));
  EXPECT_EQ(ray_sphere_entry_ulp_error(std::ldexp(1.0, -1052), tiny, Sphere{Vec3{}, 1.0}), 0.0);
  EXPECT_EQ(ray_sphere_entry_ulp_error(std::ldexp(1.0, -1052) + DBL_TRUE_MIN, tiny, Sphere{Vec3{}, 1.0}), 1.0);
  // An entry beyond DBL_MAX rounds to +inf.
  const std::optional<double> far =
      ray_sphere_entry_rounded(Ray3{Vec3{-1e300, 0, 0}, Vec3{1e-300, 0, 0}}, Sphere{Vec3{}, 1.0});
  ASSERT_TRUE(far);
  EXPECT_EQ(*far, kInf);
}

TEST(Oracle3dRaySphere, FieldCaseCancellation) {
  const Ray3 ray{Vec3{-1e7, 0.095, 0}, Vec3{1, 0, 0}};
  const Sphere sphere{Vec3{0, 0, 0}, 0.1};
  ASSERT_TRUE(ray_sphere_hits(ray, sphere));
  const std::optional<double> t = ray_sphere_entry_rounded(ray, sphere);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 9999999.968775, 1e-6);
  EXPECT_EQ(*t, mpfr_entry(ray, sphere));
  EXPECT_LE(ray_sphere_entry_ulp_error(*t, ray, sphere), 0.5);
  // The naive formula in doubles loses digits; the measure sees it.
  const double b = -1e7;
  const double c = 1e14 + 0.095 * 0.095 - 0.1 * 0.1;
  const double naive = -b - std::sqrt(b * b - c);
  EXPECT_GT(ray_sphere_entry_ulp_error(naive, ray, sphere), 1.0);
}

TEST(Oracle3dRaySphere, RandomAgainstMpfrAndClosestPoint) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::uniform_int_distribution<int> expo(-20, 20);
  std::uniform_int_distribution<int> small(-3, 3);
  int hits = 0;
  for (int i = 0; i < 3000; ++i) {
    Ray3 ray;
    Sphere sphere;
    if (i % 3 == 0) {
      const auto c = [&] { return static_cast<double>(small(rng)); };
      ray = Ray3{Vec3{c(), c(), c()}, Vec3{c(), c(), c()}};
      sphere = Sphere{Vec3{c(), c(), c()}, std::fabs(c())};
    } else {
      const double scale = std::ldexp(1.0, expo(rng));
      const auto c = [&] { return real(rng) * scale; };
      ray = Ray3{Vec3{c(), c(), c()}, Vec3{real(rng), real(rng), real(rng)}};
      sphere = Sphere{Vec3{c(), c(), c()}, std::fabs(c())};
    }
    const bool hit = ray_sphere_hits(ray, sphere);
    ASSERT_EQ(hit, hits_by_closest_point(ray, sphere)) << i;
    const std::optional<double> t = ray_sphere_entry_rounded(ray, sphere);
    ASSERT_EQ(hit, t.has_value());
    if (!t) continue;
    ++hits;
    const RVec3 m = exact(ray.origin) - exact(sphere.centre);
    const bool inside = dot(m, m) <= exact(sphere.radius) * exact(sphere.radius);
    if (inside) {
      ASSERT_EQ(*t, 0.0);
      continue;
    }
    ASSERT_EQ(*t, mpfr_entry(ray, sphere)) << i;
    ASSERT_LE(ray_sphere_entry_ulp_error(*t, ray, sphere), 0.5);
    const double next = std::nextafter(*t, kInf);
    const double e = ray_sphere_entry_ulp_error(next, ray, sphere);
    ASSERT_GE(e, 0.5);
    ASSERT_LE(e, 1.5);
  }
  EXPECT_GT(hits, 300);
}

TEST(Oracle3dRaySphere, ExactEntriesFromPythagoreanTriples) {
  // Entry point e = centre + w with |w| = r (integer triples), direction d with
  // d·w < 0, origin e - t0 d: the exact entry is t0.
  const std::array<std::array<int, 4>, 5> triples = {
      {{3, 4, 0, 5}, {2, 3, 6, 7}, {1, 4, 8, 9}, {2, 6, 9, 11}, {4, 4, 7, 9}}};
  std::mt19937_64 rng(4);
  std::uniform_int_distribution<int> small(-6, 6);
  std::uniform_int_distribution<int> t_num(1, 64);
  int tested = 0;
  for (int i = 0; i < 1000; ++i) {
    const auto& w = triples[i % triples.size()];
    const double sx = (i & 1) ? -1.0 : 1.0;
    const double sy = (i & 2) ? -1.0 : 1.0;
    const Vec3 wv{sx * w[0], sy * w[1], static_cast<double>(w[2])};
    const Vec3 centre{static_cast<double>(small(rng)), static_cast<double>(small(rng)),
                      static_cast<double>(small(rng))};
    const Vec3 d{small(rng) / 2.0, small(rng) / 2.0, small(rng) / 2.0};
    if (d.x * wv.x + d.y * wv.y + d.z * wv.z >= 0) continue;
    const double t0 = t_num(rng) / 8.0;
    const Vec3 e{centre.x + wv.x, centre.y + wv.y, centre.z + wv.z};
    const Ray3 ray{Vec3{e.x - t0 * d.x, e.y - t0 * d.y, e.z - t0 * d.z}, d};
    const Sphere sphere{centre, static_cast<double>(w[3])};
    ASSERT_EQ(ray_sphere_entry_rounded(ray, sphere), t0) << i;
    ASSERT_EQ(ray_sphere_entry_ulp_error(t0, ray, sphere), 0.0);
    const double above = ray_sphere_entry_ulp_error(std::nextafter(t0, kInf), ray, sphere);
    ASSERT_GE(above, 1.0);
    ASSERT_LE(above, 1.0 + 1e-12);
    ++tested;
  }
  EXPECT_GT(tested, 300);
}

// ---------------------------------------------------------------- ray-box

bool in_box(const RVec3& p, const Box& box) {
  const RVec3 lo = exact(box.min);
  const RVec3 hi = exact(box.max);
  return lo.x <= p.x && p.x <= hi.x && lo.y <= p.y && p.y <= hi.y && lo.z <= p.z && p.z <= hi.z;
}

TEST(Oracle3dRayBox, HandCases) {
  const Box unit{Vec3{0, 0, 0}, Vec3{1, 1, 1}};
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 0.5, 0.5}, Vec3{1, 0, 0}}, unit), q(1));
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 0.5, 0.5}, Vec3{4, 0, 0}}, unit), q(1, 4));
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{0.5, 0.5, 0.5}, Vec3{1, 2, 3}}, unit), q(0));  // inside
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{1, 1, 1}, Vec3{1, 2, 3}}, unit), q(0));        // on a corner, leaving
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{-1, 0.5, 0.5}, Vec3{-1, 0, 0}}, unit));     // pointing away
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{-1, 2, 0.5}, Vec3{1, 0, 0}}, unit));        // zero y outside the slab
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 1, 0.5}, Vec3{1, 0, 0}}, unit), q(1));     // grazing the face y = 1
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, -1, 0.5}, Vec3{1, 1, 0}}, unit), q(1));    // through an edge
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, -2, 0.5}, Vec3{1, 2, 0}}, unit), q(1));    // in through an edge, steeply
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 1, 0.5}, Vec3{1, -1, 0}}, unit), q(1));    // touching only the edge
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{-1, 0.9, 0.5}, Vec3{1, -1, 0}}, unit));     // passing just outside it
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 1.1, 0.5}, Vec3{1, -1, 0}}, unit), q(1));  // clipping the corner region
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{-1, 0.5, 0.5}, Vec3{0, 0, 0}}, unit));      // zero direction outside
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{0.5, 0.5, 0.5}, Vec3{0, 0, 0}}, unit), q(0));  // zero direction inside
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{0.5, 0.5, 0.5}, Vec3{1, 0, 0}}, Box{Vec3{0, 1, 0}, Vec3{1, 0, 1}}));  // empty
  const Box flat{Vec3{0, 0, 2}, Vec3{1, 1, 2}};
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{0.5, 0.5, 0}, Vec3{0, 0, 1}}, flat), q(2));
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{-1, 0.5, 2}, Vec3{2, 0, 0}}, flat), q(1, 2));  // within the flat plane
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{-1, 0.5, 2.5}, Vec3{2, 0, 0}}, flat));
  const Box point{Vec3{1, 2, 3}, Vec3{1, 2, 3}};
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{0, 0, 0}, Vec3{1, 2, 3}}, point), q(1));
  EXPECT_FALSE(ray_box_entry(Ray3{Vec3{0, 0, 0}, Vec3{1, 2, 3.5}}, point));
  for (const Box& b : {unit, flat, point}) {
    for (const Ray3& r : {Ray3{Vec3{-1, 0.5, 0.5}, Vec3{1, 0, 0}}, Ray3{Vec3{0, 0, 0}, Vec3{1, 2, 3}},
                          Ray3{Vec3{-1, -2, 0.5}, Vec3{1, 2, 0}}, Ray3{Vec3{0.5, 0.5, 0}, Vec3{0, 0, 1}}}) {
      EXPECT_EQ(ray_box_entry(r, b), ray_box_entry_by_faces(r, b));
    }
  }
  EXPECT_THROW(ray_box_entry(Ray3{Vec3{0, 0, 0}, Vec3{1, 0, 0}}, Box{Vec3{kNaN, 0, 0}, Vec3{1, 1, 1}}),
               std::domain_error);
  EXPECT_THROW(ray_box_entry_by_faces(Ray3{Vec3{0, 0, 0}, Vec3{kInf, 0, 0}}, unit), std::domain_error);
}

TEST(Oracle3dRayBox, FieldCaseSlabNaN) {
  const Ray3 ray{Vec3{-5000, -5000, 5000}, Vec3{0.70710677, 0.70710677, 0}};
  const Box box{Vec3{5.693442e-39, -5000, 5000}, Vec3{5.693442e-39, -5000, 5000}};
  EXPECT_FALSE(ray_box_entry(ray, box));
  EXPECT_FALSE(ray_box_entry_by_faces(ray, box));
  // The same flat box hit where the ray starts: t = 0 only on y.
  EXPECT_EQ(ray_box_entry(Ray3{Vec3{5.693442e-39, -5000, 5000}, ray.direction}, box), q(0));
}

// A ray from inside under each reading: t = 0, no hit, or where it leaves;
// from the boundary, t = 0 under all three.
TEST(Oracle3dConventions, InsideStartReadings) {
  using plumb::InsideStart;
  const double lo[3] = {0, 0, 0}, hi[3] = {4, 4, 4}, d[3] = {1, 0, 0};
  const double inside[3] = {1, 2, 2}, on_face[3] = {0, 2, 2}, none[3] = {0, 0, 0};
  auto box = [&](const double* o, const double* dir, InsideStart in) {
    return plumb::oracle::ray_box_entry_as(o, dir, lo, hi, 3, false, in);
  };
  EXPECT_EQ(box(inside, d, InsideStart::hit_at_zero), q(0));
  EXPECT_FALSE(box(inside, d, InsideStart::no_hit));
  EXPECT_EQ(box(inside, d, InsideStart::exit), q(3));
  EXPECT_FALSE(box(inside, none, InsideStart::exit));  // a point inside never leaves
  EXPECT_EQ(box(on_face, d, InsideStart::exit), q(0));
  const Vec3 centre{0, 0, 0}, dir{0, 0, 2};
  // The roots are 2^-300-accurate enclosure ends: compared rounded.
  auto sphere = [&](Vec3 o, InsideStart in) -> std::optional<double> {
    const auto t = plumb::oracle::ray_sphere_first(o, dir, centre, 5, false, in);
    if (!t) return std::nullopt;
    return plumb::oracle::round_to_double(*t);
  };
  EXPECT_EQ(sphere(Vec3{3, 0, 0}, InsideStart::hit_at_zero), 0.0);
  EXPECT_EQ(sphere(Vec3{3, 0, 0}, InsideStart::exit), 2.0);  // (3, 0, 4) after t = 2
  EXPECT_FALSE(sphere(Vec3{3, 0, 0}, InsideStart::no_hit));
  EXPECT_EQ(sphere(Vec3{0, 0, -7}, InsideStart::exit), 1.0);  // from outside: the entry (0, 0, -5)
}

// The entry reading (Box2D, planck.js): no_hit from inside, and from the
// boundary a hit at 0 only when the ray does not head out.
TEST(Oracle3dConventions, EntryReadingLeavesOutRaysHeadingOutOfTheBoundary) {
  using plumb::InsideStart;
  const double lo[3] = {0, 0, 0}, hi[3] = {4, 4, 4};
  const double out[3] = {-1, 0, 0}, in[3] = {1, 0, 0}, along[3] = {0, 1, 0}, none[3] = {0, 0, 0};
  const double inside[3] = {1, 2, 2}, on_face[3] = {0, 2, 2}, outside[3] = {-2, 2, 2};
  auto box = [&](const double* o, const double* dir) {
    return plumb::oracle::ray_box_entry_as(o, dir, lo, hi, 3, false, InsideStart::entry);
  };
  EXPECT_FALSE(box(inside, in));
  EXPECT_FALSE(box(on_face, out));        // on the face, heading out: never enters
  EXPECT_EQ(box(on_face, in), q(0));      // heading in: t = 0
  EXPECT_EQ(box(on_face, along), q(0));   // along the face: in the closed box at once
  EXPECT_EQ(box(on_face, none), q(0));    // the point origin on the box
  EXPECT_EQ(box(outside, in), q(2));      // from outside: where it enters
  EXPECT_EQ(plumb::oracle::ray_box_entry_as(on_face, out, lo, hi, 3, false, InsideStart::no_hit), q(0));
  const Vec3 centre{0, 0, 0};
  auto sphere = [&](Vec3 o, Vec3 dir, InsideStart reading) {
    return plumb::oracle::ray_sphere_first(o, dir, centre, 5, false, reading);
  };
  EXPECT_FALSE(sphere(Vec3{3, 4, 0}, Vec3{1, 0, 0}, InsideStart::entry));  // on it, heading out
  EXPECT_EQ(sphere(Vec3{3, 4, 0}, Vec3{-1, 0, 0}, InsideStart::entry), q(0));  // heading in
  EXPECT_EQ(sphere(Vec3{3, 4, 0}, Vec3{4, -3, 0}, InsideStart::entry), q(0));  // tangent: it touches
  EXPECT_EQ(sphere(Vec3{3, 4, 0}, Vec3{1, 0, 0}, InsideStart::no_hit), q(0));
  EXPECT_FALSE(sphere(Vec3{1, 0, 0}, Vec3{1, 0, 0}, InsideStart::entry));  // inside
}

TEST(Oracle3dRayBox, RandomTwoMethodsAgree) {
  std::mt19937_64 rng(6);
  std::uniform_int_distribution<int> small(-3, 3);
  std::uniform_int_distribution<int> dir(-2, 2);
  std::uniform_real_distribution<double> real(-4.0, 4.0);
  int hits = 0;
  int positive = 0;
  for (int i = 0; i < 20000; ++i) {
    const bool integer = i % 4 != 3;
    const auto c = [&] { return integer ? static_cast<double>(small(rng)) : real(rng); };
    const auto dc = [&] { return integer ? static_cast<double>(dir(rng)) / 2.0 : real(rng); };
    const Ray3 ray{Vec3{c(), c(), c()}, Vec3{dc(), dc(), dc()}};
    Box box{Vec3{c(), c(), c()}, Vec3{c(), c(), c()}};
    if (i % 5 != 0) {  // mostly non-empty boxes (some flat)
      if (box.min.x > box.max.x) std::swap(box.min.x, box.max.x);
      if (box.min.y > box.max.y) std::swap(box.min.y, box.max.y);
      if (box.min.z > box.max.z) std::swap(box.min.z, box.max.z);
    }
    const std::optional<Rational> t = ray_box_entry(ray, box);
    ASSERT_EQ(t, ray_box_entry_by_faces(ray, box)) << i;
    if (!t) continue;
    ++hits;
    ASSERT_GE(*t, 0);
    const RVec3 o = exact(ray.origin);
    const RVec3 d = exact(ray.direction);
    ASSERT_TRUE(in_box(o + *t * d, box));
    if (*t > 0) {
      ++positive;
      ASSERT_FALSE(in_box(o, box));
      ASSERT_FALSE(in_box(o + (*t - *t / 1024) * d, box));
    }
  }
  EXPECT_GT(hits, 2000);
  EXPECT_GT(positive, 1000);
}

// ---------------------------------------------------------------- circle contact

TEST(OracleCircleContact, HandCases) {
  const Segment s{Vec2{-1, 0}, Vec2{1, 0}};
  std::optional<ExactCircleContact> c = circle_segment_contact(Circle{Vec2{0, 1}, 2.0}, s);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->closest, (RVec2{q(0), q(0)}));
  EXPECT_EQ(c->squared_distance, q(1));
  EXPECT_EQ(c->push_direction, (RVec2{q(0), q(1)}));
  EXPECT_EQ(c->t, q(1, 2));
  EXPECT_EQ(circle_contact_depth_rounded(Circle{Vec2{0, 1}, 2.0}, s), 1.0);
  EXPECT_EQ(circle_contact_depth_ulp_error(1.0, Circle{Vec2{0, 1}, 2.0}, s), 0.0);
  EXPECT_EQ(circle_contact_depth_ulp_error(std::nextafter(1.0, 2.0), Circle{Vec2{0, 1}, 2.0}, s), 1.0);
  EXPECT_EQ(circle_contact_push_error(Vec2{0, 1}, Circle{Vec2{0, 1}, 2.0}, s), 0.0);
  // S = 2 + 1 = 3; an error of 2^-52 in y is 2/3 units of u S... 2^-52 / (2^-53 * 3) = 2/3.
  const double e = circle_contact_push_error(Vec2{0, 1 + DBL_EPSILON}, Circle{Vec2{0, 1}, 2.0}, s);
  EXPECT_GE(e, 2.0 / 3.0);
  EXPECT_LE(e, 2.0 / 3.0 + 1e-12);
  EXPECT_EQ(circle_contact_scale(Circle{Vec2{0, 1}, 2.0}, s), q(3));
  // Beyond an end: closest (1, 0), D = 2, depth 2 - sqrt(2), push along (1, 1).
  const Circle diag{Vec2{2, 1}, 2.0};
  c = circle_segment_contact(diag, s);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->closest, (RVec2{q(1), q(0)}));
  EXPECT_EQ(c->squared_distance, q(2));
  EXPECT_EQ(c->push_direction, (RVec2{q(1), q(1)}));
  const double depth = circle_contact_depth_rounded(diag, s);
  EXPECT_NEAR(depth, 0.58578643762690495119831127579030, 1e-16);  // 2 - sqrt(2)
  EXPECT_LE(circle_contact_depth_ulp_error(2.0 - std::sqrt(2.0), diag, s), 1.5);
  EXPECT_LE(circle_contact_depth_ulp_error(depth, diag, s), 0.5);
  EXPECT_GT(circle_contact_depth_ulp_error(std::nextafter(depth, 1.0), diag, s), 0.5);
  // push = (1, 1) / sqrt(2) * (2 - sqrt(2)) = (sqrt(2) - 1) (1, 1).
  const double p = std::sqrt(2.0) - 1.0;
  EXPECT_LE(circle_contact_push_error(Vec2{p, p}, diag, s), 1.0);
  EXPECT_GT(circle_contact_push_error(Vec2{p + 1e-12, p}, diag, s), 1000.0);
  // Touching: depth 0, push (0, 0).
  const Circle touch{Vec2{0, 2}, 2.0};
  c = circle_segment_contact(touch, s);
  ASSERT_TRUE(c);
  EXPECT_EQ(circle_contact_depth_rounded(touch, s), 0.0);
  EXPECT_EQ(circle_contact_depth_ulp_error(0.0, touch, s), 0.0);
  EXPECT_EQ(circle_contact_push_error(Vec2{0, 0}, touch, s), 0.0);
  EXPECT_FALSE(circle_segment_contact(Circle{Vec2{0, 2}, std::nextafter(2.0, 0.0)}, s));
  // Centre on the segment: the left normal of (2, 0) is (0, 2); push (0, r).
  const Circle on{Vec2{0.5, 0}, 0.25};
  c = circle_segment_contact(on, s);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->squared_distance, q(0));
  EXPECT_EQ(c->push_direction, (RVec2{q(0), q(2)}));
  EXPECT_EQ(circle_contact_depth_rounded(on, s), 0.25);
  EXPECT_EQ(circle_contact_push_error(Vec2{0, 0.25}, on, s), 0.0);
  EXPECT_GT(circle_contact_push_error(Vec2{0, -0.25}, on, s), 1e10);
  // Reversed segment: the left normal flips.
  c = circle_segment_contact(on, Segment{s.b, s.a});
  ASSERT_TRUE(c);
  EXPECT_EQ(c->push_direction, (RVec2{q(0), q(-2)}));
  // A diagonal segment through the centre: left normal of (3, 4) is (-4, 3), push r (-4, 3) / 5.
  const Segment diagonal{Vec2{-3, -4}, Vec2{3, 4}};
  c = circle_segment_contact(Circle{Vec2{0, 0}, 10.0}, diagonal);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->push_direction, (RVec2{q(-8), q(6)}));
  EXPECT_EQ(circle_contact_push_error(Vec2{-8, 6}, Circle{Vec2{0, 0}, 10.0}, diagonal), 0.0);
  // Zero-length segment at the centre: along +x.
  const Segment dot_seg{Vec2{1, 1}, Vec2{1, 1}};
  c = circle_segment_contact(Circle{Vec2{1, 1}, 3.0}, dot_seg);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->push_direction, (RVec2{q(1), q(0)}));
  EXPECT_EQ(circle_contact_push_error(Vec2{3, 0}, Circle{Vec2{1, 1}, 3.0}, dot_seg), 0.0);
  // All zero: S = 0.
  const Circle zero{Vec2{0, 0}, 0.0};
  const Segment zs{Vec2{0, 0}, Vec2{0, 0}};
  EXPECT_EQ(circle_contact_push_error(Vec2{0, 0}, zero, zs), 0.0);
  EXPECT_EQ(circle_contact_push_error(Vec2{DBL_TRUE_MIN, 0}, zero, zs), kInf);
  EXPECT_EQ(circle_contact_depth_error(0.0, zero, zs), 0.0);
  // Radius rules and errors.
  EXPECT_FALSE(circle_segment_contact(Circle{Vec2{0, 0}, kNaN}, s));
  EXPECT_FALSE(circle_segment_contact(Circle{Vec2{0, 0}, -1.0}, s));
  EXPECT_FALSE(circle_segment_contact(Circle{Vec2{0, 0}, -kInf}, s));
  EXPECT_THROW(circle_segment_contact(Circle{Vec2{0, 0}, kInf}, s), std::domain_error);
  EXPECT_THROW(circle_segment_contact(Circle{Vec2{kNaN, 0}, 1.0}, s), std::domain_error);
  EXPECT_THROW(circle_contact_depth_ulp_error(0.0, Circle{Vec2{0, 5}, 1.0}, s), std::invalid_argument);
  EXPECT_EQ(circle_contact_depth_ulp_error(kNaN, Circle{Vec2{0, 1}, 2.0}, s), kInf);
  EXPECT_EQ(circle_contact_push_error(Vec2{kInf, 0}, Circle{Vec2{0, 1}, 2.0}, s), kInf);
}

TEST(OracleCircleContact, CancellationAndScaledDepth) {
  // Centre 2^-53 inside the touching distance: depth exactly 2^-53.
  const Segment s{Vec2{-1, 0}, Vec2{1, 0}};
  const Circle c{Vec2{0, 1 - DBL_EPSILON / 2}, 1.0};
  EXPECT_EQ(circle_contact_depth_rounded(c, s), DBL_EPSILON / 2);
  EXPECT_EQ(circle_contact_depth_ulp_error(DBL_EPSILON / 2, c, s), 0.0);
  EXPECT_EQ(circle_contact_depth_error(DBL_EPSILON / 2, c, s), 0.0);
  // A depth of 0 reported: error 2^-53 in units of u S with S = 2: 0.5.
  EXPECT_EQ(circle_contact_depth_error(0.0, c, s), 0.5);
  EXPECT_EQ(circle_contact_depth_ulp_error(0.0, c, s), 1.0 * std::ldexp(1.0, 52));
}

TEST(OracleCircleContact, RandomDepthAgainstMpfrAndPushConsistency) {
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> real(-3.0, 3.0);
  std::uniform_real_distribution<double> rad(0.0, 4.0);
  int contacts = 0;
  for (int i = 0; i < 2000; ++i) {
    const Segment s{Vec2{real(rng), real(rng)}, Vec2{real(rng), real(rng)}};
    const Circle circle{Vec2{real(rng), real(rng)}, rad(rng)};
    const std::optional<ExactCircleContact> c = circle_segment_contact(circle, s);
    const Rational d2 = squared_distance_point_segment(circle.centre, s);
    ASSERT_EQ(c.has_value(), d2 <= exact(circle.radius) * exact(circle.radius));
    if (!c) continue;
    ++contacts;
    ASSERT_EQ(c->squared_distance, d2);
    ASSERT_EQ(c->squared_distance, squared_distance(c->closest, exact(circle.centre)));
    // Depth against MPFR at 2000 bits.
    mpfr_t x;
    mpfr_init2(x, 2000);
    mpfr_set_q(x, d2.backend().data(), MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    mpfr_d_sub(x, circle.radius, x, MPFR_RNDN);
    const double depth_mpfr = mpfr_get_d(x, MPFR_RNDN);
    // Push along (centre - q) / |centre - q| * depth, with the MPFR depth.
    const Rational dx = c->push_direction.x;
    const Rational dy = c->push_direction.y;
    mpfr_t len, px, py;
    mpfr_inits2(2000, len, px, py, static_cast<mpfr_ptr>(nullptr));
    const Rational dd = dx * dx + dy * dy;
    mpfr_set_q(len, dd.backend().data(), MPFR_RNDN);
    mpfr_sqrt(len, len, MPFR_RNDN);
    mpfr_set_q(px, dx.backend().data(), MPFR_RNDN);
    mpfr_set_q(py, dy.backend().data(), MPFR_RNDN);
    mpfr_div(px, px, len, MPFR_RNDN);
    mpfr_div(py, py, len, MPFR_RNDN);
    mpfr_mul(px, px, x, MPFR_RNDN);
    mpfr_mul(py, py, x, MPFR_RNDN);
    const Vec2 push_mpfr{mpfr_get_d(px, MPFR_RNDN), mpfr_get_d(py, MPFR_RNDN)};
    mpfr_clears(x, len, px, py, static_cast<mpfr_ptr>(nullptr));
    ASSERT_EQ(circle_contact_depth_rounded(circle, s), depth_mpfr) << i;
    ASSERT_LE(circle_contact_depth_ulp_error(depth_mpfr, circle, s), 0.5);
    const double above = circle_contact_depth_ulp_error(std::nextafter(depth_mpfr, kInf), circle, s);
    ASSERT_GE(above, 0.5);
    ASSERT_LE(above, 1.5);
    ASSERT_LE(circle_contact_depth_error(depth_mpfr, circle, s), 1.0);
    // Rounding each push component is within half an ULP of each, far below u S.
    ASSERT_LE(circle_contact_push_error(push_mpfr, circle, s), 1.0);
    const double off = circle_contact_push_error(Vec2{push_mpfr.x + 1e-9, push_mpfr.y}, circle, s);
    ASSERT_GT(off, 1e5);
  }
  EXPECT_GT(contacts, 300);
}

}  // namespace
