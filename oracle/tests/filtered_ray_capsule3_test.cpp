// The 3D filtered first stage for a ray against a capsule
// (oracle/filtered_ray_capsule3.h) never disagrees with the exact oracle
// (oracle::RayCapsuleExact): every kind it certifies (miss, at the origin,
// ahead) is the exact one, every rounded entry it certifies is the exact
// entry's rounding, and every measure of a computed t it certifies is an
// upper bound of the exact one within 2^-39 of it or 2^-38; on random,
// raw-bit, near-tangent (aimed at a point of the surface, rounded),
// grid (tangents, seams, poles, parallels, zero radius and length) and
// far-binade inputs; sqrt_of's bound holds against MPFR-free exact checks
// of y^2 against v; and with the bounds made too small
// (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/filtered_ray_capsule3.h"
#include "oracle/ray_capsule.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Ray3 ray;
  Capsule capsule;
};


std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::vector<Input> out;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    const Capsule c{random_vec(g, scale), random_vec(g, scale), unit(g) * scale};
    const Vec3 o = random_vec(g, 3 * scale), target = lerp(c.a, c.b, unit(g) * 1.4 - 0.2);
    out.push_back({{o, minus(target, o)}, c});  // often a hit
    out.push_back({{o, random_vec(g, scale)}, c});
  }
  for (int i = 0; i < 1000; ++i)
    out.push_back({{{raw_double(g), raw_double(g), raw_double(g)}, {raw_double(g), raw_double(g), raw_double(g)}},
                   {{raw_double(g), raw_double(g), raw_double(g)}, {raw_double(g), raw_double(g), raw_double(g)},
                    std::fabs(raw_double(g))}});
  // Aimed at a point of the surface (a pole, the side, the seam), rounded:
  // decisions and the choice of piece within rounding.
  for (int i = 0; i < 3000; ++i) {
    const Capsule c{random_vec(g, 1.0), random_vec(g, 1.0), unit(g)};
    const Vec3 u = minus(c.b, c.a);
    const double len = std::sqrt(u.x * u.x + u.y * u.y + u.z * u.z);
    Vec3 side{u.y, -u.x, 0};  // square to the axis
    const double sl = std::sqrt(side.x * side.x + side.y * side.y);
    if (len == 0 || sl == 0) continue;
    side = Vec3{side.x / sl * c.radius, side.y / sl * c.radius, 0};
    const double s = i % 3 == 0 ? unit(g) : i % 3 == 1 ? 0.0 : 1.0;
    const Vec3 p = lerp(c.a, c.b, s);
    const Vec3 target = i % 2 ? Vec3{p.x + side.x, p.y + side.y, p.z + side.z}
                              : Vec3{p.x - u.x / len * c.radius, p.y - u.y / len * c.radius, p.z - u.z / len * c.radius};
    const Vec3 o = random_vec(g, 4.0);
    out.push_back({{o, minus(target, o)}, c});
    out.push_back({{o, Vec3{ulps_away(target.x, 1) - o.x, target.y - o.y, target.z - o.z}}, c});
  }
  // Grid capsules: tangents, seams, poles, parallels, inside, zero radius
  // and length, zero direction.
  for (int i = 0; i < 3000; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Vec3 a = grid();
    const Capsule c{a, i % 7 == 0 ? a : grid(), double(int(g() % 6)) * 0.5};
    Ray3 ray{grid(), Vec3{double(int(g() % 5) - 2), double(int(g() % 5) - 2), double(int(g() % 5) - 2)}};
    if (i % 3 == 1) ray.origin.x += 0.375;
    if (i % 5 == 2) ray.direction = minus(c.a, ray.origin);
    const int k = int(g() % 200) - 100;  // a far binade, everything scaled
    if (i % 4 == 3) {
      auto s = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k * 9), std::ldexp(p.y, k * 9), std::ldexp(p.z, k * 9)}; };
      out.push_back({{s(ray.origin), s(ray.direction)}, {s(c.a), s(c.b), std::ldexp(c.radius, k * 9)}});
    } else {
      out.push_back({ray, c});
    }
  }
  return out;
}

bool finite_input(const Input& c) {
  for (const double v : {c.ray.origin.x, c.ray.origin.y, c.ray.origin.z, c.ray.direction.x, c.ray.direction.y,
                         c.ray.direction.z, c.capsule.a.x, c.capsule.a.y, c.capsule.a.z, c.capsule.b.x, c.capsule.b.y,
                         c.capsule.b.z})
    if (!std::isfinite(v)) return false;
  return true;
}

Tally compare(const std::vector<Input>& in, long* ahead = nullptr) {
  Tally tally;
  for (const Input& c : in) {
    if (!finite_input(c)) continue;
    ++tally.asked;
    const auto f = filtered3::ray_capsule_entry(c.ray, c.capsule);
    if (!f) continue;
    ++tally.certified;
    const RayCapsuleExact e(c.ray, c.capsule);
    const int kind = !e.hits() ? 0 : *e.entry_rounded() == 0.0 ? 1 : 2;
    if (f->kind != kind) {
      tally.disagree("kind " + std::to_string(f->kind) + " vs " + std::to_string(kind));
      continue;
    }
    if (kind != 2) continue;
    if (ahead) ++*ahead;
    const double rounded = *e.entry_rounded();
    if (f->rounded != rounded) tally.disagree("rounded " + std::to_string(f->rounded) + " vs " + std::to_string(rounded));
    for (const int k : {0, 1, -3, 40}) {
      const double computed = ulps_away(rounded, k);
      if (const auto m = filtered3::entry_ulp_error(computed, *f))
        if (!bounds(*m, e.entry_ulp_error(computed)))
          tally.disagree("measure " + std::to_string(*m) + " vs " + std::to_string(e.entry_ulp_error(computed)));
    }
  }
  return tally;
}

TEST(FilteredRayCapsule3, CertifiedAnswersAreTheExactOnes) {
  long ahead = 0;
  const Tally t = compare(inputs(20261207), &ahead);
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
  EXPECT_GT(ahead, 2000);
}

TEST(FilteredRayCapsule3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

// sqrt_of: (y - bound)^2 <= v <= (y + bound)^2 exactly, for v exact doubles
// and double-double sums of them.
TEST(FilteredRayCapsule3, SquareRootBoundHolds) {
  std::mt19937_64 g(7);
  std::uniform_real_distribution<double> u(0.5, 2);
  int checked = 0;
  for (int i = 0; i < 20000; ++i) {
    const double h = std::ldexp(u(g), int(g() % 400) - 200);
    const filtered3::Approx v = i % 2 ? filtered::fast::exact(h) : filtered::fast::add(filtered::fast::exact(h),
                                                                                         filtered::fast::exact(h * 0x1p-60 * u(g)));
    const auto y = filtered3::sqrt_of(v);
    ASSERT_TRUE(y) << i;
    const Rational mid = exact(y->hi) + exact(y->lo), rad = exact(y->err), value = exact(v.hi) + exact(v.lo);
    ASSERT_LE((mid - rad) * (mid - rad), value) << i;
    ASSERT_GE((mid + rad) * (mid + rad), value) << i;
    ASSERT_LE(y->err, y->hi * 0x1p-90) << i;
    ++checked;
  }
  EXPECT_EQ(checked, 20000);
}

}  // namespace
}  // namespace plumb::oracle
