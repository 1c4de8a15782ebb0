// The 3D filtered first stage for two lines (oracle/filtered_line_line3.h)
// never disagrees with the exact stage: it answers only where the exact
// pair is unique, and every measure bound it certifies (s, t, the squared
// distance, each point at the exact parameter, oracle/filtered_pair_measure3.h)
// is at least the exact measure and within 2^-39 of it or 2^-38, on random,
// raw-bit, nearly parallel, nearly crossing and exactly degenerate inputs
// (parallel, coincident, crossing, a line of two equal points on the
// grid); it certifies most ordinary inputs; and with the bounds made too
// small (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_line_line3.h"
#include "oracle/filtered_pair_measure3.h"
#include "oracle/line_line3d.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Segment3 l1, l2;
};

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  add_ordinary_pairs(g, out);
  for (int i = 0; i < 2000; ++i) {
    const Segment3 l1{random_vec(g, 1.0), random_vec(g, 1.0)};
    const double eps = std::ldexp(g() % 2 ? 1.0 : -1.0, -int(20 + g() % 40));
    if (i % 2 == 0) {  // the second line passes within rounding of a point of the first
      const Vec3 p = lerp(l1.a, l1.b, std::uniform_real_distribution<double>(-4, 4)(g)), q = random_vec(g, 1.0);
      out.push_back({l1, {q, lerp(q, p, 1 + eps)}});
    } else {  // nearly parallel
      const Vec3 o = random_vec(g, 1.0);
      out.push_back({l1, {o, Vec3{o.x + (l1.b.x - l1.a.x) * (1 + eps), o.y + (l1.b.y - l1.a.y), o.z + (l1.b.z - l1.a.z)}}});
    }
  }
  for (int i = 0; i < 800; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Vec3 a = grid(), b = grid(), c = grid();
    switch (i % 4) {
      case 0: out.push_back({{a, b}, {c, lerp(c, lerp(a, b, 3.5), 2.0)}}); break;  // crossing outside the points
      case 1: out.push_back({{a, b}, {c, Vec3{c.x + b.x - a.x, c.y + b.y - a.y, c.z + b.z - a.z}}}); break;  // parallel
      case 2: out.push_back({{a, a}, {b, c}}); break;  // two equal points
      default: out.push_back({{a, b}, {lerp(a, b, -2.0), lerp(a, b, 0.25)}}); break;  // coincident
    }
  }
  return out;
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    ++tally.asked;
    const auto f = filtered3::line_line_closest3(c.l1, c.l2);
    if (!f) continue;
    ++tally.certified;
    const RSegment3 l1 = exact(c.l1), l2 = exact(c.l2);
    if (!line_pair_unique(l1, l2)) {
      tally.disagree("certified a pair that is not unique");
      continue;
    }
    const ExactSegmentPair3 e = line_line_closest3(l1, l2);
    const double s = round_to_double(e.s), t = round_to_double(e.t), d2 = round_to_double(e.squared_distance);
    const RVec3 d1 = l1.b - l1.a, dd2 = l2.b - l2.a;
    const filtered3::ApproxVec3 a1 = filtered3::scaled(c.l1.a, f->k), a2 = filtered3::scaled(c.l2.a, f->k);
    const filtered3::ApproxVec3 d1s = filtered3::minus(filtered3::scaled(c.l1.b, f->k), a1),
                                d2s = filtered3::minus(filtered3::scaled(c.l2.b, f->k), a2);
    for (const int k : {0, 1, -2, 7}) {
      const double fs = ulps_away(s, k), ft = ulps_away(t, -k), fd = ulps_away(d2, k);
      if (const auto m = filtered3::ulp_error_scaled(fs, f->s, 0); m && !bounds(*m, ulp_error(fs, e.s))) tally.disagree("s");
      if (const auto m = filtered3::ulp_error_scaled(ft, f->t, 0); m && !bounds(*m, ulp_error(ft, e.t))) tally.disagree("t");
      if (const auto m = filtered3::squared_distance_error_scaled(fd, f->squared_distance, 2 * f->k, 20); m && !bounds(*m, squared_distance_error(fd, e.squared_distance)))
        tally.disagree("squared distance");
      const Vec3 p{ulps_away(round_to_double(e.first.x), k), round_to_double(e.first.y), round_to_double(e.first.z)};
      const Vec3 q{round_to_double(e.second.x), ulps_away(round_to_double(e.second.y), -k), round_to_double(e.second.z)};
      if (const auto m = filtered3::point_error_scaled(a1, d1s, f->s, p, f->k);
          m && !bounds(*m, exact_point_error_at(p, l1.a, d1, e.s)))
        tally.disagree("first point");
      if (const auto m = filtered3::point_error_scaled(a2, d2s, f->t, q, f->k);
          m && !bounds(*m, exact_point_error_at(q, l2.a, dd2, e.t)))
        tally.disagree("second point");
    }
  }
  return tally;
}

TEST(FilteredLineLine3, CertifiedAnswersBoundTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredLineLine3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
