// The 3D filtered first stage for a point against a triangle
// (oracle/filtered_point_triangle3.h) never disagrees with the exact stage:
// every measure it certifies (the point's, the squared distance's) is an
// upper bound of the exact one within 2^-39 of it or 2^-38, on random,
// raw-bit, near-degenerate (near the planes between the face and an edge's
// or a corner's region, slivers) and exactly degenerate inputs (points on
// the grid at corners, on edges, in the plane; triangles without area);
// and with the bounds made too small
// (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oracle/dyadic3d.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_point_triangle3.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Vec3 p;
  Triangle3 t;
};

Vec3 add(Vec3 p, Vec3 q, double s) { return Vec3{p.x + s * q.x, p.y + s * q.y, p.z + s * q.z}; }
Vec3 sub(Vec3 p, Vec3 q) { return Vec3{p.x - q.x, p.y - q.y, p.z - q.z}; }
Vec3 cross(Vec3 p, Vec3 q) { return Vec3{p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x}; }

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    out.push_back({random_vec(g, 2 * scale), {random_vec(g, scale), random_vec(g, scale), random_vec(g, scale)}});
  }
  for (int i = 0; i < 500; ++i) {
    const auto r = [&] { return Vec3{raw_double(g), raw_double(g), raw_double(g)}; };
    out.push_back({r(), {r(), r(), r()}});
  }
  // Near the planes through an edge perpendicular to the face (the face's
  // region against the edge's) and through a corner perpendicular to an edge
  // (an edge's region against the corner's), within rounding; slivers.
  for (int i = 0; i < 3000; ++i) {
    const Triangle3 t{random_vec(g, 1.0), random_vec(g, 1.0), random_vec(g, 1.0)};
    const Vec3 n = cross(sub(t.b, t.a), sub(t.c, t.a)), e = sub(t.b, t.a);
    const double s = std::uniform_real_distribution<double>(0, 1)(g), h = std::uniform_real_distribution<double>(-1, 1)(g);
    const double eps = std::ldexp(g() % 2 ? 1.0 : -1.0, -int(30 + g() % 30));
    switch (i % 3) {
      case 0: out.push_back({add(add(add(t.a, e, s), n, h), cross(n, e), eps), t}); break;  // edge ab against the face
      case 1: out.push_back({add(add(t.a, cross(n, e), h), e, eps), t}); break;             // corner a against edge ab
      default: {
        const Triangle3 sliver{t.a, t.b, add(add(t.a, e, s), n, std::ldexp(1.0, -int(20 + g() % 30)))};
        out.push_back({random_vec(g, 1.0), sliver});
        break;
      }
    }
  }
  // On the grid: at corners, on edges' midpoints, in the plane; no area.
  for (int i = 0; i < 1000; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Triangle3 t{grid(), grid(), grid()};
    switch (i % 4) {
      case 0: out.push_back({t.b, t}); break;
      case 1: out.push_back({add(t.a, sub(t.c, t.a), 0.5), t}); break;
      case 2: out.push_back({add(add(t.a, sub(t.b, t.a), 2.0), sub(t.c, t.a), -0.5), t}); break;  // in the plane
      default: out.push_back({grid(), Triangle3{t.a, t.b, add(t.a, sub(t.b, t.a), 3.0)}}); break;   // no area
    }
  }
  return out;
}

// properties/checks_point_triangle.cpp's measure of the point, on rationals.
double exact_point_error(Vec3 fast, const Triangle3& t, const RVec3& x) {
  const RVec3 a = exact(t.a), b = exact(t.b), c = exact(t.c);
  const auto abs = [](const Rational& v) { return v < 0 ? Rational(-v) : v; };
  const Rational m = pow2(-1022);
  return std::max({scaled_error(fast.x, x.x, abs(a.x) + abs(b.x) + abs(c.x) + m),
                   scaled_error(fast.y, x.y, abs(a.y) + abs(b.y) + abs(c.y) + m),
                   scaled_error(fast.z, x.z, abs(a.z) + abs(b.z) + abs(c.z) + m)});
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    const ExactTriangleClosest e = dyadic::closest_point_triangle3(c.p, c.t);
    const auto f = filtered3::closest_point_triangle3(c.p, c.t);
    ++tally.asked;
    if (!f) continue;
    ++tally.certified;
    const Vec3 rounded{round_to_double(e.point.x), round_to_double(e.point.y), round_to_double(e.point.z)};
    const double d2 = round_to_double(e.squared_distance);
    for (const int k : {0, 1, -2, 6}) {
      const Vec3 point{ulps_away(rounded.x, k), rounded.y, ulps_away(rounded.z, -k)};
      const double squared = ulps_away(d2, k);
      const auto m = filtered3::point_triangle3_measures(c.p, c.t, *f, &point, &squared);
      if (m.point && !bounds(*m.point, exact_point_error(point, c.t, e.point)))
        tally.disagree("point " + std::to_string(*m.point) + " vs " + std::to_string(exact_point_error(point, c.t, e.point)));
      if (m.squared_distance && !bounds(*m.squared_distance, ulp_error(squared, e.squared_distance)))
        tally.disagree("squared distance " + std::to_string(*m.squared_distance) + " vs " +
                       std::to_string(ulp_error(squared, e.squared_distance)));
    }
  }
  return tally;
}

TEST(FilteredPointTriangle3, CertifiedMeasuresBoundTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredPointTriangle3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
