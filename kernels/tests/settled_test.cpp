// The settled paths (kernels/detail/quick.h) against the general paths: a
// kernel that settles its call in plain double must return exactly the bits
// its general path returns, so that which path ran never shows in a result
// (and order independence, proved for the general path, carries over). And
// the plain tiers' error bounds against the exact oracle: a tier that accepts
// its value must be inside the budget it claims.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <sstream>
#include <utility>

#include "kernels/detail/interior_extended.h"
#include "kernels/detail/triple_product.h"
#include "plumb/plumb.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"

namespace plumb {
namespace {

using oracle::Rational;

bool same_bits(double x, double y) {
  return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y) || (std::isnan(x) && std::isnan(y));
}

bool same_bits(Vec3 a, Vec3 b) { return same_bits(a.x, b.x) && same_bits(a.y, b.y) && same_bits(a.z, b.z); }

// Points and segments of the bench's kinds: uniform in a box, random
// exponents, and points a few ULPs off the segment's line (where the plain
// tiers must hand over), with now and then a repeated end.
class Draw3 {
 public:
  explicit Draw3(std::uint64_t seed) : rng_(seed) {}

  double coordinate() {
    std::uniform_real_distribution<double> u(-1, 1);
    switch (rng_() % 3) {
      case 0: return u(rng_);
      case 1: return std::ldexp(u(rng_), int(rng_() % 200) - 100);
      default: return std::ldexp(u(rng_), int(rng_() % 1800) - 900);
    }
  }
  Vec3 point() { return {coordinate(), coordinate(), coordinate()}; }

  // p and s, p on s's line give or take a few ULPs in some of the cases.
  std::pair<Vec3, Segment3> point_and_segment() {
    const Segment3 s{point(), point()};
    if (rng_() % 2 == 0) return {point(), s};
    std::uniform_real_distribution<double> t(-0.5, 1.5);
    const double k = t(rng_);
    Vec3 p{s.a.x + k * (s.b.x - s.a.x), s.a.y + k * (s.b.y - s.a.y), s.a.z + k * (s.b.z - s.a.z)};
    for (double* c : {&p.x, &p.y, &p.z})
      for (int n = int(rng_() % 4); n > 0; --n) *c = std::nextafter(*c, rng_() % 2 ? 1e308 : -1e308);
    return {p, s};
  }

 private:
  std::mt19937_64 rng_;
};

TEST(Settled, ClosestPoint3AndSquaredDistanceMatchTheGeneralPath) {
  Draw3 d(11);
  for (int i = 0; i < 300000; ++i) {
    const auto [p, s] = d.point_and_segment();
    const ClosestPoint3 fast = closest_point3(s, p);
    const ClosestPoint3 general = detail::closest_point3_general(s, p).c;
    ASSERT_TRUE(same_bits(fast.t, general.t) && same_bits(fast.point, general.point)) << i;
    ASSERT_TRUE(same_bits(squared_distance_point_segment3(p, s), detail::squared_distance_point_segment3_general(p, s)))
        << std::hexfloat << p.x << " " << p.y << " " << p.z << " | " << s.a.x << " " << s.a.y << " " << s.a.z << " | "
        << s.b.x << " " << s.b.y << " " << s.b.z;
  }
}

Rational exact_squared_height(Vec3 p, Vec3 n, Vec3 f) {
  using oracle::exact;
  const Rational wx = exact(p.x) - exact(n.x), wy = exact(p.y) - exact(n.y), wz = exact(p.z) - exact(n.z);
  const Rational dx = exact(f.x) - exact(n.x), dy = exact(f.y) - exact(n.y), dz = exact(f.z) - exact(n.z);
  const Rational cx = wy * dz - wz * dy, cy = wz * dx - wx * dz, cz = wx * dy - wy * dx;
  return cx * cx + cy * cy + cz * cz;
}

// squared_height3_plain and squared_height3_quick each claim kHeightBudget
// (13u of their value, so 13u / (1 - 13u) of the exact one) when they
// accept; the inputs reach both rejection and acceptance.
TEST(Settled, SquaredHeightTiersStayInsideTheirBudget) {
  Draw3 d(12);
  int plain = 0, quick = 0, neither = 0;
  const Rational budget(13, (boost::multiprecision::mpz_int(1) << 53) - 13);
  static_assert(detail::kHeightBudget == 13.0 * detail::kUnit);
  for (int i = 0; i < 40000; ++i) {
    const auto [p, s] = d.point_and_segment();
    const Rational want = exact_squared_height(p, s.a, s.b);
    bool ok_plain = false, ok_quick = false;
    const double h_plain = detail::squared_height3_plain(p, s.a, s.b, ok_plain);
    const detail::Scaled h_quick = detail::squared_height3_quick(p, s.a, s.b, ok_quick);
    if (want == 0) {
      ASSERT_FALSE(ok_plain || ok_quick) << i;
      ++neither;
      continue;
    }
    if (ok_plain) {
      ++plain;
      Rational error = (oracle::exact(h_plain) - want) / want;
      ASSERT_LE(error < 0 ? Rational(-error) : error, budget) << i;
    }
    if (ok_quick) {
      ++quick;
      Rational error = (oracle::exact(detail::to_double(h_quick)) - want) / want;
      ASSERT_LE(error < 0 ? Rational(-error) : error, budget) << i;
    }
    neither += !ok_plain && !ok_quick;
  }
  EXPECT_GT(plain, 5000);
  EXPECT_GT(quick, plain);  // the first-order correction accepts more
  EXPECT_GT(neither, 1000);
}


// The triple product's expansion stage: the correctly rounded value (or
// exactly 0) whenever it applies, on products of every size from exactly 0
// to ordinary, and out of range it declines.
TEST(Settled, TripleProductIsCorrectlyRounded) {
  std::mt19937_64 rng(14);
  int rounded = 0, zero = 0, declined = 0;
  for (int i = 0; i < 20000; ++i) {
    // Coordinates mostly in the stage's range (2^-240 to 2^240), one in ten
    // draws with one coordinate beyond it.
    auto coordinate = [&] {
      std::uniform_real_distribution<double> u(-1, 1);
      return rng() % 2 ? u(rng) : std::ldexp(u(rng), int(rng() % 400) - 200);
    };
    Vec3 v[6];
    for (Vec3& x : v) x = {coordinate(), coordinate(), coordinate()};
    if (rng() % 10 == 0) v[rng() % 6].z = std::ldexp(1.5, rng() % 2 ? 300 : -300);
    if (rng() % 2 == 0) {  // nearly coplanar: w1 on the plane through w0 spanned by the two differences, nudged
      const Vec3 p = v[5];
      const Segment3 s{v[2], v[3]};
      v[0] = s.a, v[2] = s.a, v[3] = s.b, v[4] = s.a, v[5] = p;
      v[1] = {s.a.x + 0.5 * (s.b.x - s.a.x) + 0.25 * (p.x - s.a.x), s.a.y + 0.5 * (s.b.y - s.a.y) + 0.25 * (p.y - s.a.y),
              s.a.z + 0.5 * (s.b.z - s.a.z) + 0.25 * (p.z - s.a.z)};
      if (rng() % 3 == 0) v[1].y = std::nextafter(v[1].y, 1e308);
      if (rng() % 5 == 0) v[1] = v[0];  // exactly 0
    }
    using oracle::exact;
    auto diff = [](Vec3 q, Vec3 p) {
      return std::array<Rational, 3>{exact(p.x) - exact(q.x), exact(p.y) - exact(q.y), exact(p.z) - exact(q.z)};
    };
    const auto w = diff(v[0], v[1]), x = diff(v[2], v[3]), y = diff(v[4], v[5]);
    const Rational want = w[0] * (x[1] * y[2] - x[2] * y[1]) + w[1] * (x[2] * y[0] - x[0] * y[2]) +
                          w[2] * (x[0] * y[1] - x[1] * y[0]);
    bool ok = false;
    const detail::Scaled got = detail::triple_product_nearest(v[0], v[1], v[2], v[3], v[4], v[5], ok);
    if (!ok) {
      ++declined;
      continue;
    }
    if (want == 0) {
      ASSERT_EQ(got.mantissa, 0.0) << i;
      ++zero;
      continue;
    }
    ++rounded;
    const Rational value = oracle::exact(got.mantissa) * oracle::pow2(got.exponent);
    const Rational scaled = want / oracle::pow2(got.exponent);
    ASSERT_TRUE(value == oracle::exact(oracle::round_to_double(scaled)) * oracle::pow2(got.exponent)) << i;
  }
  EXPECT_GT(rounded, 5000);
  EXPECT_GT(zero, 100);
  EXPECT_GT(declined, 1000);
}


// The 2D point-segment kernels: settled path against general path, on the
// projections of Draw3's 3D cases onto the xy plane (p near the line in half
// of them).
TEST(Settled, PointSegment2DKernelsMatchTheGeneralPath) {
  Draw3 d(15);
  for (int i = 0; i < 300000; ++i) {
    const auto [p3, s3] = d.point_and_segment();
    const Vec2 p{p3.x, p3.y};
    const Segment s{{s3.a.x, s3.a.y}, {s3.b.x, s3.b.y}};
    const ClosestPoint fast = closest_point(s, p);
    const ClosestPoint general = detail::closest_point_general(s, p, Kind::segment);
    ASSERT_TRUE(same_bits(fast.t, general.t) && same_bits(fast.point.x, general.point.x) &&
                same_bits(fast.point.y, general.point.y))
        << i;
    ASSERT_TRUE(same_bits(squared_distance_point_segment(p, s), detail::squared_distance_point_segment_general(p, s)))
        << i;
    ASSERT_TRUE(same_bits(distance_point_segment(p, s), detail::distance_point_segment_general(p, s))) << i;
    ASSERT_TRUE(same_bits(distance_point_line(p, s), detail::distance_point_line_general(p, s))) << i;
  }
}

// Points exactly on a segment's line, inside and beyond the ends, where
// the filter leaves the height open and its accurate stages find it exactly
// 0 (quick_distance's `zero`): the settled path answers these itself (a
// distance to the line of +0, as the general path's quotient), with the
// general path's bits. Coordinates on a grid of 2^e (e from -1000 to 960,
// the grid's small integers keeping every product exact), so the points are
// exactly collinear; and, to tell an exact 0 from one that underflowed, now
// and then a point moved off the line by one unit in the last place at
// exponents where the height underflows a double (which must not take it).
TEST(Settled, PointOnTheLineMatchesTheGeneralPath) {
  std::mt19937_64 rng(19);
  int zero = 0, tiny = 0;
  for (int i = 0; i < 100000; ++i) {
    const int e = int(rng() % 1961) - 1000;
    auto grid = [&](std::int64_t k) { return std::ldexp(double(k), e); };
    auto small = [&] { return std::int64_t(rng() % 41) - 20; };
    const std::int64_t ax = small(), ay = small(), dx = small(), dy = small(), k = std::int64_t(rng() % 7) - 2;
    const Segment s{{grid(ax), grid(ay)}, {grid(ax + dx), grid(ay + dy)}};
    Vec2 p{grid(ax + k * dx), grid(ay + k * dy)};
    if (rng() % 8 == 0) p.y = std::nextafter(p.y, rng() % 2 ? 1e308 : -1e308);
    const detail::QuickDistance q = detail::quick_distance(p, s);
    zero += q.zero;
    tiny += q.ok == false && q.c == 0.0 && !q.zero;  // a height that underflowed: not taken as 0
    ASSERT_TRUE(same_bits(squared_distance_point_segment(p, s), detail::squared_distance_point_segment_general(p, s)))
        << i;
    ASSERT_TRUE(same_bits(distance_point_segment(p, s), detail::distance_point_segment_general(p, s))) << i;
    ASSERT_TRUE(same_bits(distance_point_line(p, s), detail::distance_point_line_general(p, s))) << i;
  }
  EXPECT_GT(zero, 40000);  // 46,390: zero-length segments, feet at the midpoint and the moved points aside
  EXPECT_GT(tiny, 100);
}

// A height whose exact value lies just below the least normal double
// (2^-k times the largest double below 2^(k - 1022): 2^-1022 - 2^-1075),
// which a double rounds up to 2^-1022: the settled path must not take that
// rounded value (its distance to the line came out a ULP above the general
// path's, and above distance_point_segment's, whose own region test had sent
// it to the general path; found by the closest_point fuzz target).
TEST(Settled, HeightRoundedUpToTheLeastNormalTakesTheGeneralPath) {
  int checked = 0;
  for (int k = 60; k <= 1000; k += 7) {
    const double run = std::ldexp(1.0, -k);
    const double rise = std::nextafter(std::ldexp(1.0, k - 1022), 0.0);
    for (double x : {run / 3, run / 2, run * 0.75, -run, 2 * run}) {
      const Segment s{{0.0, rise}, {run, rise}};
      const Vec2 p{x, 0.0};
      ASSERT_TRUE(same_bits(distance_point_line(p, s), detail::distance_point_line_general(p, s))) << k << " " << x;
      ASSERT_TRUE(same_bits(distance_point_segment(p, s), detail::distance_point_segment_general(p, s))) << k << " " << x;
      ASSERT_GE(distance_point_segment(p, s), distance_point_line(p, s)) << k << " " << x;
      ++checked;
    }
  }
  // The fuzz target's input (subnormal coordinates, the height 2^-1022 less
  // a little over 2^-1075).
  const Segment s{{0x0.0000000009292p-1022, 0x1.fffffffffffffp-720}, {0x1p-303, 0x0.024p-1022}};
  const Vec2 p{0x0.0005dp-1022, 0x0.00000000001fdp-1022};
  EXPECT_EQ(distance_point_line(p, s), 0x1.fffffffffffffp-720);
  EXPECT_GE(distance_point_segment(p, s), distance_point_line(p, s));
  EXPECT_GT(checked, 600);
}

// Segments with a coordinate shared by both ends (axis-aligned in it, the
// lerp's b_i == a_i: quick_lerp_near's coordinate-by-coordinate test),
// among them ends at 0 in that coordinate (a zero's sign, which the lerp
// would lose, goes to the general path): closest_point and closest_point3
// return the general path's bits.
TEST(Settled, AxisAlignedSegmentsMatchTheGeneralPath) {
  Draw3 d(20);
  std::mt19937_64 rng(21);
  for (int i = 0; i < 100000; ++i) {
    auto [p, s] = d.point_and_segment();
    const int axis = int(rng() % 3);
    const double shared = rng() % 4 == 0 ? (rng() % 2 ? 0.0 : -0.0) : s.a.x;
    double* const a[3] = {&s.a.x, &s.a.y, &s.a.z};
    double* const b[3] = {&s.b.x, &s.b.y, &s.b.z};
    *a[axis] = *b[axis] = shared;
    const ClosestPoint3 fast = closest_point3(s, p);
    const ClosestPoint3 general = detail::closest_point3_general(s, p).c;
    ASSERT_TRUE(same_bits(fast.t, general.t) && same_bits(fast.point, general.point)) << i;
    const Vec2 p2{p.x, p.y};
    const Segment s2{{s.a.x, s.a.y}, {s.b.x, s.b.y}};
    const ClosestPoint fast2 = closest_point(s2, p2);
    const ClosestPoint general2 = detail::closest_point_general(s2, p2, Kind::segment);
    ASSERT_TRUE(same_bits(fast2.t, general2.t) && same_bits(fast2.point.x, general2.point.x) &&
                same_bits(fast2.point.y, general2.point.y))
        << i;
  }
}

// segment_segment_closest3's interior answer in double (interior_pair_double)
// against the Scaled arithmetic it stands for (interior_pair: ratio_scaled,
// lerp3, ratio of times): whenever it accepts, the same bits. The values
// range over exponents where every result is normal and where the
// quotients, the square and the points fall below the normal range or
// overflow, so both verdicts occur.
TEST(Settled, SegmentPairInteriorInDoubleMatchesTheScaledArithmetic) {
  Draw3 d(22);
  std::mt19937_64 rng(23);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int accepted = 0, declined = 0;
  for (int i = 0; i < 200000; ++i) {
    const Vec3 n1 = d.point(), f1 = d.point(), n2 = d.point(), f2 = d.point();
    // interior_values accepts values in [2^-1000, DBL_MAX] only; t = along / D
    // in [0, 1/2], now and then tiny.
    const int e = int(rng() % 2000) - 999;
    const double D = std::ldexp(1.0 + unit(rng), e);
    auto along = [&] { return std::ldexp(D * 0.5 * unit(rng), rng() % 4 == 0 ? -int(rng() % 1100) : 0); };
    const double along1 = along(), along2 = along();
    const double h = std::ldexp(1.0 + unit(rng), (e + int(rng() % 800) - 400) / 2);
    if (along1 < 0x1p-1000 || along2 < 0x1p-1000 || h < 0x1p-1000) continue;
    detail::InteriorValues v{};
    v.d = detail::to_scaled(D);
    v.along1 = detail::to_scaled(along1);
    v.along2 = detail::to_scaled(along2);
    v.h = detail::to_scaled(h);
    v.along1_ok = v.along2_ok = v.d_ok = v.h_ok = true;
    const bool from_p1 = rng() % 2 == 0, from_p2 = rng() % 2 == 0;
    bool ok = true;
    const SegmentPair3 fast = detail::interior_pair_double(v, n1, f1, n2, f2, from_p1, from_p2, ok);
    (ok ? accepted : declined)++;
    if (!ok) continue;
    using detail::to_double;
    const detail::Scaled t1 = detail::ratio_scaled(v.along1, v.d), t2 = detail::ratio_scaled(v.along2, v.d);
    ASSERT_TRUE(same_bits(fast.s, from_p1 ? to_double(t1) : 1.0 - to_double(t1))) << i;
    ASSERT_TRUE(same_bits(fast.t, from_p2 ? to_double(t2) : 1.0 - to_double(t2))) << i;
    ASSERT_TRUE(same_bits(fast.first, detail::lerp3(n1, f1, t1))) << i;
    ASSERT_TRUE(same_bits(fast.second, detail::lerp3(n2, f2, t2))) << i;
    ASSERT_TRUE(same_bits(fast.squared_distance, detail::ratio(detail::times(v.h, v.h), v.d))) << i;
  }
  EXPECT_GT(accepted, 20000);
  EXPECT_GT(declined, 10000);
}

// The extended-precision interior values (detail/interior_extended.h)
// against the exact ones: whenever the certificate accepts, the parameters
// within the 17u + tiny and the squared distance within the 15u derived
// there, the squared height within 9u; on the bench's uniform class it must
// accept nearly every pair (else the path is not the fast one), and on
// nearly parallel lines and nearly meeting ones it must decline some.
TEST(Settled, ExtendedInteriorValuesAreWithinTheirBudgets) {
  if constexpr (!detail::kExtendedInterior) GTEST_SKIP() << "long double is not the x87 format here";
  Draw3 d(31);
  std::mt19937_64 rng(32);
  auto uniform = [&] { return std::ldexp(double(rng() >> 11), -52) - 1.0; };
  auto uniform_point = [&] { return Vec3{uniform(), uniform(), uniform()}; };
  auto nudged = [&](Vec3 p) {
    for (double* c : {&p.x, &p.y, &p.z})
      for (int n = int(rng() % 4); n > 0; --n) *c = std::nextafter(*c, rng() % 2 ? 1e308 : -1e308);
    return p;
  };
  int uniform_cases = 0, uniform_accepted = 0, declined = 0, checked = 0;
  for (int i = 0; i < 40000; ++i) {
    const int kind = i % 4;  // uniform, random exponents, nearly parallel, nearly meeting
    Vec3 n1 = kind == 0 ? uniform_point() : d.point(), f1 = kind == 0 ? uniform_point() : d.point();
    Vec3 n2 = kind == 0 ? uniform_point() : d.point(), f2 = kind == 0 ? uniform_point() : d.point();
    if (kind == 2) {  // line 2 a copy of line 1, moved, turned by 2^-k (k in [1, 40]) and nudged
      n1 = uniform_point();
      f1 = uniform_point();
      const Vec3 shift = uniform_point(), turn = uniform_point();
      const double k = std::ldexp(1.0, -1 - int(rng() % 40));
      n2 = nudged({n1.x + shift.x, n1.y + shift.y, n1.z + shift.z});
      f2 = nudged({f1.x + shift.x + k * turn.x, f1.y + shift.y + k * turn.y, f1.z + shift.z + k * turn.z});
    }
    if (kind == 3) n2 = nudged(n1);
    const detail::ExtendedInterior x = detail::extended_interior(n1, f1, n1, n2, f2);
    const bool ok = x.ok && detail::normal(x.t1) && detail::normal(x.t2) && detail::normal(x.squared_distance);
    if (kind == 0) {
      ++uniform_cases;
      uniform_accepted += ok;
    }
    if (!ok) {
      ++declined;
      continue;
    }
    ++checked;
    const oracle::RVec3 d1 = oracle::exact(f1) - oracle::exact(n1), d2 = oracle::exact(f2) - oracle::exact(n2);
    const oracle::RVec3 w = oracle::exact(n1) - oracle::exact(n2), n = oracle::cross(d1, d2);
    const Rational D = oracle::dot(n, n), h = oracle::dot(w, n);
    ASSERT_LE(oracle::ulp_error(x.t1, oracle::dot(oracle::cross(d2, w), n) / D), 17.5) << i;
    ASSERT_LE(oracle::ulp_error(x.t2, oracle::dot(oracle::cross(d1, w), n) / D), 17.5) << i;
    ASSERT_LE(oracle::ulp_error(x.squared_distance, h * h / D), 15.5) << i;
  }
  EXPECT_GT(uniform_accepted, uniform_cases * 95 / 100);
  EXPECT_GT(declined, 1000);
  EXPECT_GT(checked, 9000);
  int height_accepted = 0, height_declined = 0;
  for (int i = 0; i < 20000; ++i) {
    const auto [e, s] = d.point_and_segment();  // e near the line in half the cases
    const detail::ExtendedValue g = detail::extended_squared_height(s.a, e, s.a, s.b);
    if (!(g.ok && detail::normal(g.value))) {
      ++height_declined;
      continue;
    }
    ++height_accepted;
    const oracle::RVec3 v = oracle::exact(e) - oracle::exact(s.a), dir = oracle::exact(s.b) - oracle::exact(s.a);
    const oracle::RVec3 c = oracle::cross(v, dir);
    ASSERT_LE(oracle::ulp_error(g.value, oracle::dot(c, c) / oracle::dot(dir, dir)), 9.5) << i;
  }
  EXPECT_GT(height_accepted, 2000);
  EXPECT_GT(height_declined, 100);
}

// The interior values in x87 asm (extended_values) against the same
// operations written in C++ (extended_values_plain): the same bits, on
// uniform coordinates, random exponents (up to 2^+-1000) and rays (a1 = 0).
TEST(Settled, ExtendedValuesInAsmAreThePlainOperations) {
  std::mt19937_64 rng(44);
  auto same = [](long double x, long double y) { return std::memcmp(&x, &y, 10) == 0; };
  for (int i = 0; i < 200000; ++i) {
    double in[15];
    for (double& c : in) {
      c = std::ldexp(double(rng() >> 11), -52) - 1.0;
      if (i % 3 == 1) c = std::ldexp(c, int(rng() % 200) - 100);
      if (i % 3 == 2) c = std::ldexp(c, int(rng() % 2000) - 1000);
    }
    if (i % 7 == 0) in[0] = in[1] = in[2] = 0.0;
    const detail::ExtendedValues x = detail::extended_values(in), y = detail::extended_values_plain(in);
    ASSERT_TRUE(same(x.along1, y.along1) && same(x.along2, y.along2) && same(x.D, y.D) && same(x.h, y.h)) << i;
  }
}

// ray_segment_distance3's end against the ray (an end of the segment when
// the clamped parameter is at it): the settled path (end_against_ray_settled)
// against the general one, on Draw3's points and directions (random
// exponents, points a few ULPs off the ray's line), the bench's uniform
// class, and points behind the origin. Where the settled path answers it
// must give the general path's bits, and it must answer most of the uniform
// class (else the test tests little).
TEST(Settled, EndAgainstRayMatchesTheGeneralPath) {
  Draw3 d(45);
  std::mt19937_64 rng(46);
  auto uniform = [&] { return std::ldexp(double(rng() >> 11), -52) - 1.0; };
  int uniform_cases = 0, uniform_settled = 0;
  for (int i = 0; i < 200000; ++i) {
    Vec3 e;
    Ray3 ray;
    if (i % 2 == 0) {
      const auto [p, s] = d.point_and_segment();
      e = p;
      ray = {s.a, {s.b.x - s.a.x, s.b.y - s.a.y, s.b.z - s.a.z}};
    } else {
      e = {uniform(), uniform(), uniform()};
      ray = {{uniform(), uniform(), uniform()}, {uniform(), uniform(), uniform()}};
      ++uniform_cases;
    }
    if (ray.direction == Vec3{}) continue;
    bool ok = false;
    const SegmentPair3 fast = detail::end_against_ray_settled(ray, e, 0.25, ok);
    if (!ok) continue;
    uniform_settled += i % 2;
    const SegmentPair3 general = detail::end_against_ray_general(ray, e, 0.25);
    ASSERT_TRUE(same_bits(fast.s, general.s) && same_bits(fast.t, general.t) && same_bits(fast.first, general.first) &&
                same_bits(fast.second, general.second) && same_bits(fast.squared_distance, general.squared_distance))
        << i;
  }
  EXPECT_GT(uniform_settled, uniform_cases * 8 / 10);
}

// circle_segment_contact's settled path (quick_contact) against its general
// path: the 2D projections of Draw3's cases (random exponents, centres a few
// ULPs off the segment's line in half of them) and the bench's uniform class,
// with radii around the distance (so that most calls overlap), tiny and huge
// radii, centres exactly at an end or on the segment, and zero-length
// segments. The settled path must answer nearly every overlap of the
// bench's class itself, the special cases aside (else this test tests
// little).
TEST(Settled, CircleSegmentContactMatchesTheGeneralPath) {
  Draw3 d(17);
  std::mt19937_64 rng(18);
  auto uniform = [&] { return std::ldexp(double(rng() >> 11), -52) - 1.0; };
  auto same = [](const std::optional<CircleContact>& x, const std::optional<CircleContact>& y) {
    if (x.has_value() != y.has_value()) return false;
    if (!x) return true;
    return same_bits(x->closest.x, y->closest.x) && same_bits(x->closest.y, y->closest.y) && same_bits(x->depth, y->depth) &&
           same_bits(x->push.x, y->push.x) && same_bits(x->push.y, y->push.y);
  };
  // (A function, not `x ? x->depth : ...` in the message: gcc 12 warns that
  // the optional's value may be read uninitialized there.)
  auto describe = [](const std::optional<CircleContact>& x) {
    std::ostringstream out;
    out << std::hexfloat;
    if (x) out << x->depth << " " << x->push.x << " " << x->push.y << " " << x->closest.x << " " << x->closest.y;
    else out << "none";
    return out.str();
  };
  int overlaps = 0, settled = 0, ends = 0, interiors = 0;
  for (int i = 0; i < 300000; ++i) {
    Vec2 c;
    Segment s;
    if (i % 2 == 0) {
      const auto [p3, s3] = d.point_and_segment();
      c = {p3.x, p3.y};
      s = {{s3.a.x, s3.a.y}, {s3.b.x, s3.b.y}};
    } else {
      c = {uniform(), uniform()};
      s = {{uniform(), uniform()}, {uniform(), uniform()}};
    }
    const auto special = rng() % 16;
    switch (special) {
      case 0: c = s.a; break;
      case 1: c = {0.5 * s.a.x + 0.5 * s.b.x, 0.5 * s.a.y + 0.5 * s.b.y}; break;
      case 2: s.b = s.a; break;
      default: break;
    }
    const double distance = distance_point_segment(c, s);
    double r = distance * std::ldexp(1.0 + uniform() * 0.5, int(rng() % 3) - 1);
    if (rng() % 32 == 0) r = std::ldexp(1.0, int(rng() % 2000) - 1000);
    if (rng() % 64 == 0) r = 0x1p-1070;
    const Circle circle{c, r};
    const std::optional<CircleContact> fast = circle_segment_contact(circle, s);
    const int sign = detail::circle_radius_sign(circle, s);
    const std::optional<CircleContact> general =
        sign > 0 ? std::nullopt : detail::circle_segment_contact_general(circle, s, sign);
    ASSERT_TRUE(same(fast, general)) << i << std::hexfloat << " c " << c.x << " " << c.y << " s " << s.a.x << " "
                                     << s.a.y << " " << s.b.x << " " << s.b.y << " r " << r << " fast "
                                     << describe(fast) << " general " << describe(general);
    if (sign >= 0) continue;
    const bool bench_class = i % 2 == 1 && special > 2;
    overlaps += bench_class;
    bool ok = false;
    (void)detail::quick_contact(circle, s, ok);
    settled += ok & bench_class;
    if (ok) (detail::quick_point_segment(s, c).interior ? interiors : ends) += 1;
  }
  EXPECT_GT(overlaps, 50000);
  EXPECT_GT(settled, overlaps * 19 / 20) << overlaps;
  EXPECT_GT(interiors, 20000);
  EXPECT_GT(ends, 20000);
}

// segment_plane_crossing and ray_plane_hit against their general paths, on
// the cases their settled paths decide differently: random input (all
// magnitudes), nearly degenerate input (an end or the origin on the plane, the
// segment or the direction in it, give or take a few ULPs) and exactly
// degenerate input -- integer coordinates (scaled by a power of two, now and
// then far enough down that products underflow) exactly on the plane, in it,
// parallel to it, zero normals, directions and offsets, zeros of either sign
// -- and now and then an infinite or NaN coordinate.
class PlaneDraw {
 public:
  explicit PlaneDraw(std::uint64_t seed) : rng_(seed), d_(seed + 1) {}

  std::uint64_t next() { return rng_(); }

  Vec3 integer_point(int k) {
    auto c = [&] { return double(std::int64_t(rng_() % std::uint64_t(2 * k + 1)) - k); };
    return {c(), c(), c()};
  }
  Vec3 random_point() { return d_.point(); }
  double random() { return d_.coordinate(); }
  // Uniform in [-1, 1): the bench's uniform class.
  double uniform() { return std::ldexp(double(rng_() >> 11), -52) - 1.0; }
  Vec3 uniform_point() { return {uniform(), uniform(), uniform()}; }

  static Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }
  static double dot(Vec3 u, Vec3 v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
  static Vec3 add(Vec3 u, Vec3 v) { return {u.x + v.x, u.y + v.y, u.z + v.z}; }
  static Vec3 scale(Vec3 u, double k) { return {u.x * k, u.y * k, u.z * k}; }

  Vec3 nudge(Vec3 v) {
    for (double* c : {&v.x, &v.y, &v.z})
      for (int n = int(rng_() % 4); n > 0; --n) *c = std::nextafter(*c, rng_() % 2 ? 1e308 : -1e308);
    return v;
  }
  // Zeros of either sign: each zero coordinate turned to -0 half the time.
  Vec3 signed_zeros(Vec3 v) {
    for (double* c : {&v.x, &v.y, &v.z})
      if (*c == 0.0 && rng_() % 2) *c = -0.0;
    return v;
  }
  double signed_zero(double x) { return x == 0.0 && rng_() % 2 ? -0.0 : x; }
  // A power of two: mostly 1, else anything from underflowing products to
  // large ones.
  double power() {
    switch (rng_() % 4) {
      case 0: return std::ldexp(1.0, int(rng_() % 1200) - 600);
      case 1: return std::ldexp(1.0, int(rng_() % 60) - 30);
      default: return 1.0;
    }
  }
  // Now and then an infinite or NaN coordinate somewhere.
  void spoil(Vec3& v) {
    if (rng_() % 64 != 0) return;
    const double bad[3] = {INFINITY, -INFINITY, NAN};
    double* c[3] = {&v.x, &v.y, &v.z};
    *c[rng_() % 3] = bad[rng_() % 3];
  }

 private:
  std::mt19937_64 rng_;
  Draw3 d_;
};

TEST(Settled, PlaneKernelsMatchTheGeneralPath) {
  PlaneDraw d(16);
  using P = PlaneDraw;
  int none = 0, at_a = 0, at_b = 0, inside = 0, parallel_or_behind = 0, at_origin = 0, ahead = 0;
  for (int i = 0; i < 400000; ++i) {
    const int kind = int(d.next() % 3);  // random, nearly degenerate, exactly degenerate
    Plane plane;
    Segment3 s;
    Ray3 ray;
    if (kind == 0) {
      plane = {d.random_point(), d.random()};
      s = {d.random_point(), d.random_point()};
      ray = {d.random_point(), d.random_point()};
      if (d.next() % 4 == 0) plane.offset = P::dot(plane.normal, s.a);  // near the plane, any magnitude
      if (d.next() % 4 == 0) ray.origin = s.a;
    } else if (kind == 1) {
      plane = {d.random_point(), d.random()};
      s.a = d.random_point();
      s.b = d.next() % 2 ? P::add(s.a, P::cross(plane.normal, d.random_point())) : d.random_point();
      plane.offset = P::dot(plane.normal, d.nudge(s.a));
      if (d.next() % 2) std::swap(s.a, s.b);
      ray.origin = d.next() % 2 ? s.a : d.random_point();
      ray.direction = d.next() % 2 ? d.nudge(P::cross(plane.normal, d.random_point())) : d.random_point();
    } else {
      const double k = d.power(), l = d.power();
      const int r = int(d.next() % 3);
      plane.normal = r == 0 ? Vec3{} : d.integer_point(r == 1 ? 1 : 3);
      s.a = d.integer_point(50);
      const Vec3 w = d.integer_point(2);
      const auto choice = d.next() % 4;
      s.b = choice == 0 ? d.integer_point(50) : choice == 1 ? s.a : P::add(s.a, P::cross(plane.normal, w));
      plane.offset = P::dot(plane.normal, s.a) * k;  // exact: integers, then a power of two
      if (d.next() % 8 == 0) plane.offset = double(std::int64_t(d.next() % 7) - 3) * k;
      s = {P::scale(s.a, k), P::scale(s.b, k)};
      if (d.next() % 2) std::swap(s.a, s.b);
      ray.origin = d.next() % 2 ? s.a : P::scale(d.integer_point(50), k);
      const auto dir = d.next() % 4;
      ray.direction = dir == 0   ? d.integer_point(3)
                      : dir == 1 ? Vec3{}
                                 : P::scale(P::cross(plane.normal, d.integer_point(2)), l);
      plane.normal = d.signed_zeros(plane.normal);
      plane.offset = d.signed_zero(plane.offset);
      s = {d.signed_zeros(s.a), d.signed_zeros(s.b)};
      ray = {d.signed_zeros(ray.origin), d.signed_zeros(ray.direction)};
    }
    d.spoil(plane.normal);
    d.spoil(s.a);
    d.spoil(s.b);
    d.spoil(ray.origin);
    d.spoil(ray.direction);
    if (d.next() % 128 == 0) plane.offset = d.next() % 2 ? INFINITY : NAN;

    const std::optional<PlaneCrossing> fast = segment_plane_crossing(s, plane);
    const std::optional<PlaneCrossing> general = detail::segment_plane_crossing_general(s, plane);
    ASSERT_EQ(fast.has_value(), general.has_value()) << i << " kind " << kind;
    if (fast) {
      ASSERT_TRUE(same_bits(fast->t, general->t) && same_bits(fast->point, general->point)) << i << " kind " << kind;
      (fast->t == 0.0 ? at_a : fast->t == 1.0 ? at_b : inside) += 1;
    } else {
      ++none;
    }
    const std::optional<double> hit = ray_plane_hit(ray, plane);
    const std::optional<double> hit_general = detail::ray_plane_hit_general(ray, plane);
    ASSERT_EQ(hit.has_value(), hit_general.has_value()) << i << " kind " << kind;
    if (hit) {
      ASSERT_TRUE(same_bits(*hit, *hit_general)) << i << " kind " << kind;
      (*hit == 0.0 ? at_origin : ahead) += 1;
    } else {
      ++parallel_or_behind;
    }
  }
  EXPECT_GT(none, 10000);
  EXPECT_GT(at_a, 10000);
  EXPECT_GT(at_b, 10000);
  EXPECT_GT(inside, 10000);
  EXPECT_GT(parallel_or_behind, 10000);
  EXPECT_GT(at_origin, 3000);
  EXPECT_GT(ahead, 10000);
}

// ray_sphere_entry against its general path (given the same double
// evaluations of a, b and c, as the kernel hands them over): random input of
// all magnitudes and radii (negative, NaN and infinite now and then), nearly
// degenerate input -- the origin a few ULPs off the sphere, the ray a few
// ULPs off tangent, the direction a few ULPs off perpendicular to the centre
// -- and exactly degenerate input: integer coordinates scaled by a power of
// two with the origin exactly on the sphere (a 3-4-5 triangle), the ray
// exactly tangent, a zero direction or radius.
TEST(Settled, RaySphereEntryMatchesTheGeneralPath) {
  PlaneDraw d(23);
  using P = PlaneDraw;
  int inside = 0, hit = 0, miss = 0, uniform_hit = 0, open_miss = 0, open_hit = 0, open_left = 0;
  int cross_miss = 0, cross_hit = 0, cross_value = 0;
  for (int i = 0; i < 400000; ++i) {
    const int kind = int(d.next() % 4);
    Ray3 ray{d.random_point(), d.random_point()};
    Sphere sphere{d.random_point(), std::fabs(d.random())};
    if (kind == 0) {
      if (d.next() % 2) sphere.centre = P::add(ray.origin, P::scale(ray.direction, std::fabs(d.random())));
      if (d.next() % 16 == 0) sphere.radius = d.next() % 2 ? -sphere.radius : d.next() % 2 ? NAN : INFINITY;
    } else if (kind == 1) {
      const Vec3 m = P::add(ray.origin, P::scale(sphere.centre, -1.0));  // o - centre
      const double dd = P::dot(ray.direction, ray.direction), mm = P::dot(m, m), md = P::dot(m, ray.direction);
      switch (d.next() % 3) {
        case 0: sphere.radius = std::sqrt(mm); break;                      // the origin on the sphere
        case 1: sphere.radius = std::sqrt(std::fabs(mm - md * md / dd)); break;  // tangent
        default: ray.direction = P::cross(m, d.random_point());            // b = 0
      }
      ray.direction = d.nudge(ray.direction);
      sphere.radius = d.nudge(Vec3{sphere.radius, 0.0, 0.0}).x;
      if (d.next() % 2) ray = {d.nudge(ray.origin), ray.direction};
    } else if (kind == 3) {  // the bench's uniform class, at a power-of-two scale: the settled hits
      const double k = d.power();
      ray = {P::scale(d.uniform_point(), k), P::scale(d.uniform_point(), k)};
      sphere = {P::scale(d.uniform_point(), k), std::fabs(d.uniform()) * k};
    } else {
      const double k = d.power(), l = d.power();
      const Vec3 c = d.integer_point(50);
      Vec3 o = P::add(c, Vec3{3.0, 4.0, 0.0}), dir = d.integer_point(3);
      double r = 5.0;
      switch (d.next() % 4) {
        case 0: break;                                                 // the origin on the sphere
        case 1: o = P::add(c, Vec3{-7.0, 5.0, 0.0}), dir = {1.0, 0.0, 0.0}; break;  // tangent at (0, 5, 0)
        case 2: dir = Vec3{}; break;
        default: r = d.next() % 2 ? 0.0 : double(d.next() % 9);
      }
      if (d.next() % 2) dir = P::scale(dir, -1.0);
      ray = {P::scale(o, k), P::scale(dir, l)};
      sphere = {P::scale(c, k), r * k};
      ray = {d.signed_zeros(ray.origin), d.signed_zeros(ray.direction)};
      sphere.centre = d.signed_zeros(sphere.centre);
    }
    d.spoil(ray.origin);
    d.spoil(ray.direction);
    d.spoil(sphere.centre);

    const std::optional<double> fast = ray_sphere_entry(ray, sphere);
    const detail::QuickDisc q = detail::with_disc(detail::quick_sphere_a(ray), detail::quick_sphere_b(ray, sphere),
                                                  detail::quick_sphere_c(ray, sphere));
    const std::optional<double> general = detail::ray_sphere_entry_general(ray, sphere, q);
    ASSERT_EQ(fast.has_value(), general.has_value()) << i << " kind " << kind;
    // Approaching rays: where the double filter leaves the discriminant's
    // sign open, the cross form (where cross_form_promising) or else the
    // first-order stage settles a miss or a hit in
    // ray_sphere_entry_approaching, or hands the evaluation on to the
    // general path; a hit takes the cross form's value where it is within
    // kDiscBudget.
    const bool approaching = q.valid && detail::sum_sign_settled<4>(q.c) && q.c.value > 0.0 &&
                             detail::sum_sign_settled<3>(q.b) && q.b.value < 0.0 && sphere.radius >= 0.0;
    const detail::BoundedDD cross = approaching && detail::cross_form_promising(q, sphere)
                                        ? detail::sphere_disc_cross(ray, sphere)
                                        : detail::BoundedDD{};
    if (approaching && !(std::fabs(q.value) > q.bound)) {
      int first = detail::settled_sign(cross);
      if (first != 2) {
        (first == -1 ? cross_miss : cross_hit) += 1;
      } else {
        first = detail::settled_sign(detail::sphere_disc_first_order(ray, sphere));
        (first == -1 ? open_miss : first == 1 ? open_hit : open_left) += 1;  // 2: open
      }
    }
    cross_value += approaching && fast && *fast > 0.0 && detail::within_disc_budget(cross);
    if (fast) {
      ASSERT_TRUE(same_bits(*fast, *general)) << i << " kind " << kind;
      (*fast == 0.0 ? inside : hit) += 1;
      uniform_hit += kind == 3 && *fast > 0.0;
    } else {
      ++miss;
    }
  }
  EXPECT_GT(inside, 10000);
  EXPECT_GT(hit, 10000);
  EXPECT_GT(miss, 10000);
  EXPECT_GT(uniform_hit, 2000);
  EXPECT_GT(open_miss, 500) << open_hit << " " << open_left;
  EXPECT_GT(open_hit, 500) << open_miss << " " << open_left;
  EXPECT_GT(open_left, 100) << open_miss << " " << open_hit;
  EXPECT_GT(cross_miss, 1000) << cross_hit;
  EXPECT_GT(cross_hit, 1000) << cross_miss;
  EXPECT_GT(cross_value, 1000);
}

// segment_crossing (and through it first_contact's crossing) against the
// general crossing_point, given the exact signs: the settled path's t, u and
// point are the general path's bits. Pairs of all magnitudes, pairs crossing
// near an end of the first segment (a cancelling numerator: the joint budget
// of quotient_settled at work), nearly parallel pairs, and integer pairs
// meeting exactly at an end.
TEST(Settled, SegmentCrossingMatchesTheGeneralPath) {
  PlaneDraw d(29);
  auto v2 = [](Vec3 p) { return Vec2{p.x, p.y}; };
  int crossed = 0, at_an_end = 0;
  for (int i = 0; i < 400000; ++i) {
    Segment s1{v2(d.random_point()), v2(d.random_point())}, s2{v2(d.random_point()), v2(d.random_point())};
    switch (d.next() % 4) {
      case 0: break;
      case 1: {  // through a point of s1 near one of its ends
        const double t = std::ldexp(double(d.next() % 1000) / 1000.0, -int(d.next() % 12));
        const double along = d.next() % 2 ? t : 1.0 - t;
        const Vec2 m{s1.a.x + along * (s1.b.x - s1.a.x), s1.a.y + along * (s1.b.y - s1.a.y)}, w = v2(d.random_point());
        s2 = {{m.x - w.x, m.y - w.y}, {m.x + w.x, m.y + w.y}};
        break;
      }
      case 2: {  // nearly parallel: s1 moved, its ends nudged
        const Vec2 o = v2(d.random_point());
        s2 = {v2(d.nudge({s1.a.x + o.x, s1.a.y + o.y, 0.0})), v2(d.nudge({s1.b.x + o.x, s1.b.y + o.y, 0.0}))};
        break;
      }
      default: {  // integers, meeting at an end now and then, scaled by a power of two
        const double k = d.power();
        const Vec3 p = d.integer_point(4), q = d.integer_point(4), r = d.integer_point(4);
        s1 = {{p.x * k, p.y * k}, {q.x * k, q.y * k}};
        s2 = {d.next() % 2 ? s1.b : Vec2{r.z * k, r.x * k}, {r.x * k, r.y * k}};
      }
    }
    const std::optional<Crossing> fast = segment_crossing(s1, s2);
    const detail::CrossingSigns sg = detail::crossing_signs(s1, s2);
    const bool crosses = sg.den != 0 && sg.t >= 0 && sg.one_minus_t >= 0 && sg.u >= 0 && sg.one_minus_u >= 0;
    ASSERT_EQ(fast.has_value(), crosses) << i;
    if (!fast) continue;
    const Crossing general = detail::crossing_point(s1, s2, sg, Kind::segment, Kind::segment);
    ASSERT_TRUE(same_bits(fast->t, general.t) && same_bits(fast->u, general.u) &&
                same_bits(fast->point.x, general.point.x) && same_bits(fast->point.y, general.point.y))
        << i;
    ++crossed;
    at_an_end += (fast->t == 0.0 || fast->t == 1.0 || fast->u == 0.0 || fast->u == 1.0) ? 1 : 0;
  }
  EXPECT_GT(crossed, 50000);
  EXPECT_GT(at_an_end, 5000);
}

}  // namespace
}  // namespace plumb
