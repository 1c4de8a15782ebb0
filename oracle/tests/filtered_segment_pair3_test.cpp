// The 3D filtered first stage for two segments
// (oracle/filtered_segment_pair3.h) never disagrees with the exact stage:
// every measure bound it certifies (s, t, the squared distance, a point at a
// given parameter) is at least the exact measure and within 2^-39 of it or
// 2^-38, and every "attains" it certifies holds exactly, on random, raw-bit,
// near-degenerate (critical point near the square's edges, nearly parallel)
// and exactly degenerate inputs (crossing, parallel, zero-length, shared
// ends on the grid), also moved to far binades (the scaled versions), and
// the least squared distance of exactly parallel pairs
// (parallel_squared_distance3); with the bounds made too small
// (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oracle/closest_point3d.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_segment_pair3.h"
#include "oracle/rational3d.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Segment3 s1, s2;
};

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  add_ordinary_pairs(g, out);
  for (int i = 0; i < 2000; ++i) {
    const Segment3 s1{random_vec(g, 1.0), random_vec(g, 1.0)};
    const double eps = std::ldexp(g() % 2 ? 1.0 : -1.0, -int(25 + g() % 35));
    if (i % 2 == 0) {  // the second segment ends within rounding of the first's closest line point
      const Vec3 p = lerp(s1.a, s1.b, std::uniform_real_distribution<double>(0, 1)(g)), q = random_vec(g, 1.0);
      out.push_back({s1, {q, lerp(q, p, 1 + eps)}});
    } else {  // nearly parallel
      const Vec3 o = random_vec(g, 1.0);
      out.push_back({s1, {o, Vec3{o.x + (s1.b.x - s1.a.x) * (1 + eps), o.y + (s1.b.y - s1.a.y), o.z + (s1.b.z - s1.a.z)}}});
    }
  }
  for (int i = 0; i < 800; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Vec3 a = grid(), b = grid(), c = grid();
    switch (i % 4) {
      case 0: out.push_back({{a, b}, {c, lerp(c, lerp(a, b, 0.5), 2.0)}}); break;  // crossing at a midpoint
      case 1: out.push_back({{a, b}, {c, Vec3{c.x + b.x - a.x, c.y + b.y - a.y, c.z + b.z - a.z}}}); break;  // parallel
      case 2: out.push_back({{a, a}, {b, c}}); break;  // zero length
      default: out.push_back({{a, b}, {b, c}}); break;  // a shared end
    }
  }
  return out;
}

// The exact point error at a parameter given as a double.
double exact_point_error(Vec3 fast, const Segment3& s, double param) {
  const Rational t = exact(param);
  return filtered3_support::exact_point_error(fast, s, t, point_at(exact(s), t));
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    ++tally.asked;
    const auto f = filtered3::segment_segment_closest3(c.s1, c.s2);
    if (!f) continue;
    ++tally.certified;
    const ExactSegmentPair3 e = rational::segment_segment_closest3(c.s1, c.s2);
    const double s = round_to_double(e.s), t = round_to_double(e.t), d2 = round_to_double(e.squared_distance);
    for (const int k : {0, 1, -2, 7}) {
      const double fs = ulps_away(s, k), ft = ulps_away(t, -k), fd = ulps_away(d2, k);
      if (const auto m = filtered3::ulp_error(fs, f->s); m && !bounds(*m, ulp_error(fs, e.s))) tally.disagree("s");
      if (const auto m = filtered3::ulp_error(ft, f->t); m && !bounds(*m, ulp_error(ft, e.t))) tally.disagree("t");
      if (const auto m = filtered3::ulp_error(fd, f->squared_distance); m && !bounds(*m, ulp_error(fd, e.squared_distance)))
        tally.disagree("squared distance");
      // A point computed at the rounded s, and whether the pair at (fs, ft) attains the least distance.
      const Vec3 p{ulps_away(round_to_double(e.first.x), k), round_to_double(e.first.y), round_to_double(e.first.z)};
      if (fs >= 0 && fs <= 1)
        if (const auto m = filtered3::point_at_error(c.s1, fs, p); m && !bounds(*m, exact_point_error(p, c.s1, fs)))
          tally.disagree("point " + std::to_string(*m) + " vs " + std::to_string(exact_point_error(p, c.s1, fs)));
      if (filtered3::attains(c.s1, c.s2, fs, ft, f->squared_distance, 20)) {
        // The check's statement (properties/checks3d.cpp), exactly.
        const auto above = [](const Rational& v) { return exact(std::nextafter(sqrt_rounded(v), INFINITY)); };
        const RVec3 p1 = point_at(exact(c.s1), exact(fs)), p2 = point_at(exact(c.s2), exact(ft));
        const RVec3 d1 = exact(c.s1.b) - exact(c.s1.a), dd2 = exact(c.s2.b) - exact(c.s2.a);
        const Rational reach = above(e.squared_distance) + Rational(20) * pow2(-52) * (above(dot(d1, d1)) + above(dot(dd2, dd2)));
        if (squared_distance(p1, p2) > reach * reach) tally.disagree("attains");
      }
    }
  }
  return tally;
}

// The inputs moved to a far binade (times 2^b, kept while every coordinate
// stays finite and exact): segment_segment_closest3_scaled,
// point_at_error's own scaling and attains_scaled against the exact stage
// on the moved inputs; ulp_error_near for s, t and an unscaled squared
// distance (computed values equal to exact doubles among them).
std::vector<Input> far_inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  for (const Input& c : inputs(seed)) {
    const int b = g() % 2 ? 900 + int(g() % 100) : -1000 + int(g() % 100);
    const auto m = [b](Vec3 p) { return Vec3{std::ldexp(p.x, b), std::ldexp(p.y, b), std::ldexp(p.z, b)}; };
    const Input moved{{m(c.s1.a), m(c.s1.b)}, {m(c.s2.a), m(c.s2.b)}};
    bool kept = true;
    for (const Vec3 p : {c.s1.a, c.s1.b, c.s2.a, c.s2.b})
      for (const double v : {p.x, p.y, p.z}) kept = kept && std::isfinite(std::ldexp(v, b)) && std::ldexp(std::ldexp(v, b), -b) == v;
    if (kept) out.push_back(moved);
  }
  return out;
}

Tally compare_scaled(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    ++tally.asked;
    const auto f = filtered3::segment_segment_closest3_scaled(c.s1, c.s2);
    if (!f) continue;
    ++tally.certified;
    const ExactSegmentPair3 e = rational::segment_segment_closest3(c.s1, c.s2);
    const double s = round_to_double(e.s), t = round_to_double(e.t), d2 = round_to_double(e.squared_distance);
    const int k2 = 2 * f->k;
    for (const int k : {0, 1, -2, 7}) {
      const double fs = ulps_away(s, k), ft = ulps_away(t, -k), fd = ulps_away(d2, k);
      if (const auto m = filtered3::ulp_error_near(fs, f->pair.s); m && !bounds(*m, ulp_error(fs, e.s))) tally.disagree("s");
      if (const auto m = filtered3::ulp_error_near(ft, f->pair.t); m && !bounds(*m, ulp_error(ft, e.t))) tally.disagree("t");
      if (const auto m = filtered3::ulp_error_near(fd, f->pair.squared_distance); f->k == 0 && m && !bounds(*m, ulp_error(fd, e.squared_distance)))
        tally.disagree("squared distance (near)");
      const double fd_scaled = std::ldexp(fd, -k2);
      if (std::ldexp(fd_scaled, k2) == fd)
        if (const auto m = filtered3::ulp_error(fd_scaled, f->pair.squared_distance, k2);
            m && !bounds(*m, ulp_error(fd, e.squared_distance)))
          tally.disagree("squared distance");
      const Vec3 p{ulps_away(round_to_double(e.first.x), k), round_to_double(e.first.y), round_to_double(e.first.z)};
      if (fs >= 0 && fs <= 1)
        if (const auto m = filtered3::point_at_error(c.s1, fs, p); m && !bounds(*m, exact_point_error(p, c.s1, fs)))
          tally.disagree("point " + std::to_string(*m) + " vs " + std::to_string(exact_point_error(p, c.s1, fs)));
      if (filtered3::attains_scaled(c.s1, c.s2, fs, ft, f->pair.squared_distance, f->k, 20)) {
        const auto above = [](const Rational& v) { return exact(std::nextafter(sqrt_rounded(v), INFINITY)); };
        const RVec3 p1 = point_at(exact(c.s1), exact(fs)), p2 = point_at(exact(c.s2), exact(ft));
        const RVec3 d1 = exact(c.s1.b) - exact(c.s1.a), dd2 = exact(c.s2.b) - exact(c.s2.a);
        const Rational reach = above(e.squared_distance) + Rational(20) * pow2(-52) * (above(dot(d1, d1)) + above(dot(dd2, dd2)));
        if (squared_distance(p1, p2) > reach * reach) tally.disagree("attains");
      }
    }
  }
  return tally;
}

TEST(FilteredSegmentPair3, ScaledAnswersBoundTheExactOnes) {
  const std::vector<Input> in = far_inputs(20261208);
  const Tally t = compare_scaled(in);
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 3) << t.certified << " of " << t.asked;
  EXPECT_GT(t.asked, 3000);
  // And on the inputs as drawn (k = 0 where no scaling is needed).
  const Tally u = compare_scaled(inputs(5));
  EXPECT_EQ(u.disagreements, 0) << u.first;
}

TEST(FilteredSegmentPair3, ScaledTooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare_scaled(far_inputs(98)); }), 0);
}

// Exactly parallel grid pairs (offset, collinear and overlapping, collinear
// apart, opposite directions, different lengths), some moved to far
// binades: parallel_squared_distance3 encloses the exact least squared
// distance (its measures bound the exact ones) and attains_scaled on it
// holds exactly where certified.
std::vector<Input> parallel_inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
  for (int i = 0; i < 3000; ++i) {
    const Vec3 a = grid(), d = grid(), o = i % 3 == 0 ? a : grid();
    const double m1 = double(int(g() % 3) + 1), m2 = i % 2 ? -double(int(g() % 3) + 1) : 0.5;
    const auto along = [&](Vec3 p, double m) { return Vec3{p.x + m * d.x, p.y + m * d.y, p.z + m * d.z}; };
    const Vec3 b2 = i % 3 == 0 ? along(a, m1 + 1) : o;  // collinear: starts on the line
    Input c{{a, along(a, m1)}, {b2, along(b2, m2)}};
    if (i % 4 == 3) {
      const int k = g() % 2 ? 900 + int(g() % 60) : -1000 + int(g() % 60);
      const auto s = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; };
      c = Input{{s(c.s1.a), s(c.s1.b)}, {s(c.s2.a), s(c.s2.b)}};
    }
    out.push_back(c);
  }
  return out;
}

Tally compare_parallel(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    ++tally.asked;
    const auto f = filtered3::parallel_squared_distance3(c.s1, c.s2);
    if (!f) continue;
    ++tally.certified;
    const ExactSegmentPair3 e = rational::segment_segment_closest3(c.s1, c.s2);
    const double d2 = round_to_double(e.squared_distance), s = round_to_double(e.s), t = round_to_double(e.t);
    const int k2 = 2 * f->k;
    for (const int k : {0, 1, -2, 7}) {
      const double fd = ulps_away(d2, k), fd_scaled = std::ldexp(fd, -k2);
      if (std::ldexp(fd_scaled, k2) == fd) {
        const auto m = k2 == 0 ? filtered3::ulp_error_near(fd_scaled, f->squared_distance)
                               : filtered3::ulp_error(fd_scaled, f->squared_distance, k2);
        if (m && !bounds(*m, ulp_error(fd, e.squared_distance)))
          tally.disagree("squared distance " + std::to_string(*m) + " vs " + std::to_string(ulp_error(fd, e.squared_distance)));
      }
      const double fs = std::clamp(ulps_away(s, k), 0.0, 1.0), ft = std::clamp(ulps_away(t, -k), 0.0, 1.0);
      if (filtered3::attains_scaled(c.s1, c.s2, fs, ft, f->squared_distance, f->k, 20)) {
        const auto above = [](const Rational& v) { return exact(std::nextafter(sqrt_rounded(v), INFINITY)); };
        const RVec3 p1 = point_at(exact(c.s1), exact(fs)), p2 = point_at(exact(c.s2), exact(ft));
        const RVec3 d1 = exact(c.s1.b) - exact(c.s1.a), dd2 = exact(c.s2.b) - exact(c.s2.a);
        const Rational reach = above(e.squared_distance) + Rational(20) * pow2(-52) * (above(dot(d1, d1)) + above(dot(dd2, dd2)));
        if (squared_distance(p1, p2) > reach * reach) tally.disagree("attains (parallel)");
      }
    }
  }
  return tally;
}

TEST(FilteredSegmentPair3, ParallelLeastDistanceBoundsTheExactOne) {
  const Tally t = compare_parallel(parallel_inputs(20261209));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredSegmentPair3, ParallelTooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare_parallel(parallel_inputs(97)); }), 0);
}

TEST(FilteredSegmentPair3, CertifiedAnswersBoundTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredSegmentPair3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
