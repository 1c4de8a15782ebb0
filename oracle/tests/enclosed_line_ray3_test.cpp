// The 3D second stage for lines and a ray against a segment
// (oracle/enclosed_line_ray3.h) never disagrees with the exact stage: it
// answers only where the exact pair is unique, and every measure bound it
// certifies (s, t, the squared distance, a computed +inf squared distance,
// each point at the exact parameter) is at least the exact measure and
// within 2^-39 of it or 2^-38, on raw-bit inputs (its purpose: coordinates
// of every binade), random ones, nearly parallel and grid-degenerate ones;
// it certifies most of them; and with the products' rounding bound left out
// (filtered::testing::set_product_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "oracle/enclosed_line_ray3.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_enclosure.h"
#include "oracle/line_line3d.h"
#include "oracle/ray_segment3d.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Segment3 s1, s2;  // two lines; or the ray from s1.a along s1.b, and the segment s2
};

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  const auto raw = [&] { return Vec3{raw_double(g), raw_double(g), raw_double(g)}; };
  for (int i = 0; i < 600; ++i) out.push_back({{raw(), raw()}, {raw(), raw()}});
  for (int i = 0; i < 300; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    out.push_back({{random_vec(g, scale), random_vec(g, scale)}, {random_vec(g, scale), random_vec(g, scale)}});
  }
  for (int i = 0; i < 500; ++i) {  // nearly parallel
    const Segment3 s1{random_vec(g, 1.0), random_vec(g, 1.0)};
    const double eps = std::ldexp(g() % 2 ? 1.0 : -1.0, -int(20 + g() % 40));
    const Vec3 o = random_vec(g, 1.0);
    out.push_back({s1, {o, Vec3{o.x + (s1.b.x - s1.a.x) * (1 + eps), o.y + (s1.b.y - s1.a.y), o.z + (s1.b.z - s1.a.z)}}});
  }
  for (int i = 0; i < 300; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Vec3 a = grid(), b = grid(), c = grid();
    switch (i % 3) {
      case 0: out.push_back({{a, b}, {c, lerp(c, lerp(a, b, 0.5), 2.0)}}); break;  // crossing
      case 1: out.push_back({{a, b}, {c, Vec3{c.x + b.x - a.x, c.y + b.y - a.y, c.z + b.z - a.z}}}); break;  // parallel
      default: out.push_back({{a, a}, {b, c}}); break;  // two equal points, a zero direction
    }
  }
  return out;
}

// measure::squared_distance_error (judge/measure.h): a computed +inf is
// right (0) when the exact value is at least DBL_MAX / (1 + 20 2^-53).
double squared_distance_error(double fast, const Rational& exact_value) {
  if (fast != INFINITY) return ulp_error(fast, exact_value);
  const Rational limit = exact(DBL_MAX) / (1 + Rational(20) * pow2(-53));
  return exact_value >= limit ? 0.0 : INFINITY;
}

// One family's comparisons: the answer f (certified) against the exact e,
// the first shape a1 + x b1 (ray) or a1 + x (b1 - a1), the second a2 + x (b2 - a2).
void compare_pair(Tally& tally, const filtered3::enclosed::Pair3& f, const ExactSegmentPair3& e, Vec3 a1, Vec3 b1,
                  bool ray, Vec3 a2, Vec3 b2) {
  namespace en = filtered3::enclosed;
  const RVec3 ra1 = exact(a1), rd1 = ray ? exact(b1) : exact(b1) - exact(a1), ra2 = exact(a2),
              rd2 = exact(b2) - exact(a2);
  const double s = round_to_double(e.s), t = round_to_double(e.t), d2 = round_to_double(e.squared_distance);
  for (const int k : {0, 1, -2, 7}) {
    const double fs = ulps_away(s, k), ft = ulps_away(t, -k), fd = ulps_away(d2, k);
    if (const auto m = en::ulp_error(fs, f.s); m && !bounds(*m, ulp_error(fs, e.s))) tally.disagree("s");
    if (const auto m = en::ulp_error(ft, f.t); m && !bounds(*m, ulp_error(ft, e.t))) tally.disagree("t");
    if (const auto m = en::squared_distance_error(fd, f.squared_distance, 20);
        m && !bounds(*m, squared_distance_error(fd, e.squared_distance)))
      tally.disagree("squared distance");
    const Vec3 p{ulps_away(round_to_double(e.first.x), k), round_to_double(e.first.y), round_to_double(e.first.z)};
    const Vec3 q{round_to_double(e.second.x), ulps_away(round_to_double(e.second.y), -k), round_to_double(e.second.z)};
    if (const auto m = en::point_error(a1, b1, ray, f.s, p); m && !bounds(*m, exact_point_error_at(p, ra1, rd1, e.s)))
      tally.disagree("first point");
    if (const auto m = en::point_error(a2, b2, false, f.t, q);
        m && !bounds(*m, exact_point_error_at(q, ra2, rd2, e.t)))
      tally.disagree("second point");
  }
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    tally.asked += 2;
    if (const auto f = filtered3::enclosed::line_line_closest3(c.s1, c.s2)) {
      ++tally.certified;
      const RSegment3 l1 = exact(c.s1), l2 = exact(c.s2);
      if (!line_pair_unique(l1, l2)) tally.disagree("lines: certified a pair that is not unique");
      else compare_pair(tally, *f, line_line_closest3(l1, l2), c.s1.a, c.s1.b, false, c.s2.a, c.s2.b);
    }
    const Ray3 ray{c.s1.a, c.s1.b};
    if (const auto f = filtered3::enclosed::ray_segment_distance3(ray, c.s2)) {
      ++tally.certified;
      const RRay3 r = exact(ray);
      const RSegment3 seg = exact(c.s2);
      if (!ray_segment_pair_unique(r, seg)) tally.disagree("ray: certified a pair that is not unique");
      else compare_pair(tally, *f, ray_segment_distance3(r, seg), ray.origin, ray.direction, true, c.s2.a, c.s2.b);
    }
  }
  return tally;
}

TEST(EnclosedLineRay3, CertifiedAnswersBoundTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(EnclosedLineRay3, TooSmallBoundsAreCaught) {
  filtered::testing::set_product_bound_fault(true);
  const long n = compare(inputs(99)).disagreements;
  filtered::testing::set_product_bound_fault(false);
  EXPECT_GT(n, 0);
}

}  // namespace
}  // namespace plumb::oracle
