// The 3D filtered first stage for a ray against a triangle
// (oracle/filtered_ray_triangle3.h) never disagrees with the exact stage:
// every decision it certifies is the rational oracle's, and every measure
// of t, u, v it certifies is an upper bound of the exact one within 2^-39
// of it or 2^-38, on random, raw-bit, near-degenerate (through an edge or
// a corner, within rounding) and exactly degenerate inputs (through a
// corner or an edge's midpoint on the grid, in the plane, a degenerate
// triangle, a zero direction); oracle::ray_triangle_hit, which answers the
// certified misses there, gives the rational oracle's answers; and with the
// bounds made too small (fast::testing::set_rounding_bound_fault) the same
// comparison fails.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/filtered_ray_triangle3.h"
#include "oracle/rational3d.h"
#include "oracle/tests/filtered3_support.h"
#include "oracle/ray_triangle.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Ray3 ray;
  Triangle3 tri;
};

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    const Triangle3 t{random_vec(g, scale), random_vec(g, scale), random_vec(g, scale)};
    const Vec3 o = random_vec(g, 2 * scale), target = lerp(lerp(t.a, t.b, 0.7), t.c, 0.4);
    out.push_back({{o, Vec3{target.x - o.x, target.y - o.y, target.z - o.z}}, t});  // often a hit
    out.push_back({{o, random_vec(g, scale)}, t});
  }
  for (int i = 0; i < 1000; ++i)
    out.push_back({{{raw_double(g), raw_double(g), raw_double(g)}, {raw_double(g), raw_double(g), raw_double(g)}},
                   {{raw_double(g), raw_double(g), raw_double(g)},
                    {raw_double(g), raw_double(g), raw_double(g)},
                    {raw_double(g), raw_double(g), raw_double(g)}}});
  // Through an edge or a corner, the aim rounded: decisions within rounding.
  for (int i = 0; i < 4000; ++i) {
    const Triangle3 t{random_vec(g, 1.0), random_vec(g, 1.0), random_vec(g, 1.0)};
    const Vec3 o = random_vec(g, 3.0);
    const double s = std::uniform_real_distribution<double>(0, 1)(g);
    const Vec3 target = i % 3 == 0 ? lerp(t.a, t.b, s) : i % 3 == 1 ? lerp(t.b, t.c, s) : t.c;
    out.push_back({{o, Vec3{target.x - o.x, target.y - o.y, target.z - o.z}}, t});
  }
  // Exactly degenerate on the grid: through a corner or an edge's midpoint,
  // in the plane, a degenerate triangle, a zero direction.
  for (int i = 0; i < 1000; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Triangle3 t{grid(), grid(), grid()};
    const Vec3 o = grid();
    switch (i % 5) {
      case 0: out.push_back({{o, Vec3{t.b.x - o.x, t.b.y - o.y, t.b.z - o.z}}, t}); break;
      case 1: {
        const Vec3 m = lerp(t.a, t.c, 0.5);
        out.push_back({{o, Vec3{m.x - o.x, m.y - o.y, m.z - o.z}}, t});
        break;
      }
      case 2: out.push_back({{t.a, Vec3{t.b.x - t.c.x, t.b.y - t.c.y, t.b.z - t.c.z}}, t}); break;  // in the plane
      case 3: out.push_back({{o, grid()}, Triangle3{t.a, t.b, lerp(t.a, t.b, 2.0)}}); break;  // no area
      default: out.push_back({{o, Vec3{0, 0, 0}}, t}); break;
    }
  }
  return out;
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    for (const bool front : {false, true}) {
      bool finite = true;
      for (const double v : {c.ray.origin.x, c.ray.origin.y, c.ray.origin.z, c.ray.direction.x, c.ray.direction.y,
                             c.ray.direction.z, c.tri.a.x, c.tri.a.y, c.tri.a.z, c.tri.b.x, c.tri.b.y, c.tri.b.z,
                             c.tri.c.x, c.tri.c.y, c.tri.c.z})
        finite = finite && std::isfinite(v);
      if (!finite) continue;
      const std::optional<ExactTriangleHit> e = rational::ray_triangle_hit(c.ray, c.tri, front);
      ++tally.asked;
      if (oracle::ray_triangle_hit(c.ray, c.tri, front).has_value() != e.has_value())
        tally.disagree("oracle::ray_triangle_hit decides otherwise");
      const auto f = filtered3::ray_triangle_hit(c.ray, c.tri, front, true);
      if (!f) continue;
      ++tally.certified;
      if (f->has_value() != e.has_value()) {
        tally.disagree(std::string("decision ") + (e ? "hit" : "none"));
        continue;
      }
      if (!e) continue;
      const Rational* want[3] = {&e->t, &e->u, &e->v};
      const filtered3::Approx* got[3] = {&(*f)->t, &(*f)->u, &(*f)->v};
      for (int i = 0; i < 3; ++i) {
        const double rounded = round_to_double(*want[i]);
        for (const int k : {0, 1, -3}) {
          const double fast = ulps_away(rounded, k);
          if (const auto m = filtered3::ulp_error(fast, *got[i]))
            if (!bounds(*m, ulp_error(fast, *want[i])))
              tally.disagree("measure " + std::to_string(*m) + " vs " + std::to_string(ulp_error(fast, *want[i])));
        }
      }
    }
  }
  return tally;
}

TEST(FilteredRayTriangle3, CertifiedAnswersAreTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredRayTriangle3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
