// The 3D filtered first stage for round shapes
// (oracle/filtered_round_shapes3.h) never disagrees with the all-rational
// oracle (oracle::rational::*, rational3d.h): every sphere-segment,
// capsule-sphere and capsule-capsule answer it certifies is the exact one,
// on random shapes, radii equal to the distance as computed in doubles
// (touching within rounding) or to the two words of its root (within
// about 2^-106), grid shapes touching exactly (crossing,
// parallel, end to end, zero length), far binades, and the radius rules
// (NaN, negative, +inf); oracle::*_intersect (first stage, then dyadic)
// gives the same answers; and with the bounds made too small
// (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_ray_capsule3.h"
#include "oracle/filtered_round_shapes3.h"
#include "oracle/rational3d.h"
#include "oracle/round_shapes3d.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Capsule c1, c2;  // the sphere is c2's first end with c2's radius
};

double distance(Vec3 p, Vec3 q) { return std::sqrt((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) + (p.z - q.z) * (p.z - q.z)); }

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::vector<Input> out;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    const Capsule c1{random_vec(g, scale), random_vec(g, scale), unit(g) * scale};
    Capsule c2{random_vec(g, scale), random_vec(g, scale), unit(g) * scale};
    out.push_back({c1, c2});
    // Touching within rounding: radii summing to a distance computed in doubles.
    const double d = i % 2 ? distance(c1.a, c2.a) : distance(lerp(c1.a, c1.b, 0.5), c2.a);
    c2.radius = d * unit(g);
    out.push_back({{c1.a, c1.b, d - c2.radius}, c2});
  }
  const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
  for (int i = 0; i < 3000; ++i) {
    const Vec3 a = grid(), b = grid(), c = grid();
    Input in{{a, i % 5 == 0 ? a : b, double(int(g() % 7)) * 0.5}, {c, lerp(c, lerp(a, b, 0.5), 2.0), double(int(g() % 7)) * 0.5}};
    if (i % 4 == 1) in.c2.b = Vec3{c.x + b.x - a.x, c.y + b.y - a.y, c.z + b.z - a.z};  // parallel
    if (i % 6 == 2) in.c2.a = b;  // end to end
    if (i % 3 == 0) {  // a far binade
      const int k = g() % 2 ? 900 + int(g() % 60) : -1000 + int(g() % 60);
      const auto s = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; };
      in = Input{{s(in.c1.a), s(in.c1.b), std::ldexp(in.c1.radius, k)}, {s(in.c2.a), s(in.c2.b), std::ldexp(in.c2.radius, k)}};
    }
    out.push_back(in);
  }
  // Touching to within about 2^-106: r1 + r2 the two words of sqrt(D) for
  // a centre beside a segment's interior (D a quotient, not a square):
  // only a bound tells these apart.
  for (int i = 0; i < 2000; ++i) {
    const Segment3 s{random_vec(g, 1.0), random_vec(g, 1.0)};
    const Vec3 p = random_vec(g, 1.0);
    const auto e = filtered3::closest_point3(s, p);
    if (!e || e->k != 0) continue;
    const auto y = filtered3::sqrt_of(e->squared_distance);
    if (!y || y->lo < 0) continue;
    out.push_back({{s.a, s.b, y->hi}, {p, p, y->lo}});
  }
  for (const double r : {std::nan(""), -1.0, -0.0, double(INFINITY), -double(INFINITY)})
    out.push_back({{{0, 0, 0}, {1, 0, 0}, r}, {{0, 3, 0}, {1, 3, 0}, 1.0}});
  return out;
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    const Sphere sphere{c.c2.a, c.c2.radius};
    const Segment3 s1{c.c1.a, c.c1.b};
    const bool want[3] = {rational::sphere_segment_intersect(sphere, s1), rational::capsule_sphere_intersect(c.c1, sphere),
                          rational::capsule_capsule_intersect(c.c1, c.c2)};
    const std::optional<bool> got[3] = {filtered3::sphere_segment_intersect(sphere, s1),
                                        filtered3::capsule_sphere_intersect(c.c1, sphere),
                                        filtered3::capsule_capsule_intersect(c.c1, c.c2)};
    const bool whole[3] = {sphere_segment_intersect(sphere, s1), capsule_sphere_intersect(c.c1, sphere),
                           capsule_capsule_intersect(c.c1, c.c2)};
    for (int i = 0; i < 3; ++i) {
      ++tally.asked;
      if (whole[i] != want[i]) tally.disagree("oracle answer " + std::to_string(i));
      if (!got[i]) continue;
      ++tally.certified;
      if (*got[i] != want[i]) tally.disagree("first stage answer " + std::to_string(i));
    }
  }
  return tally;
}

TEST(FilteredRoundShapes3, CertifiedAnswersAreTheExactOnes) {
  const Tally t = compare(inputs(20261210));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredRoundShapes3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(96)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
