// ray_capsule_entry (kernels/ray_capsule.h) against the exact oracle
// (oracle/ray_capsule.h): grid rays against grid capsules, random rays at
// binades and far offsets, rays tangent to the side (the radius the exact
// distance between the lines nudged a few ULPs), rays through the seam circle
// (where side meets ball) nudged a few ULPs, rays parallel to the axis, and
// the documented answers.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernels/contracts.h"
#include "kernels/ray_capsule.h"
#include "kernels/ray_sphere.h"
#include "oracle/ray_capsule.h"

namespace plumb {
namespace {

::testing::AssertionResult agrees(const Ray3& ray, const Capsule& c) {
  const auto got = ray_capsule_entry(ray, c);
  const bool hits = oracle::ray_capsule_hits(ray, c);
  if (got.has_value() != hits) return ::testing::AssertionFailure() << "hit " << got.has_value() << ", exact " << hits;
  if (!got) return ::testing::AssertionSuccess();
  const double e = oracle::ray_capsule_entry_ulp_error(*got, ray, c);
  if (e <= contract::kRayCapsuleUlps) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "t = " << *got << " (" << e << " ULPs)";
}

std::string text(const Ray3& ray, const Capsule& c) {
  std::ostringstream s;
  s << std::hexfloat << "o " << ray.origin.x << " " << ray.origin.y << " " << ray.origin.z << " d " << ray.direction.x
    << " " << ray.direction.y << " " << ray.direction.z << " a " << c.a.x << " " << c.a.y << " " << c.a.z << " b "
    << c.b.x << " " << c.b.y << " " << c.b.z << " r " << c.radius;
  return s.str();
}

Vec3 plus(Vec3 p, Vec3 q) { return {p.x + q.x, p.y + q.y, p.z + q.z}; }

double nudged(double x, int k) {
  for (; k != 0; k += k > 0 ? -1 : 1) x = std::nextafter(x, k > 0 ? INFINITY : -INFINITY);
  return x;
}

// Rays from the corners of a cube with every direction of {-1, 0, 1}^3
// against capsules between grid points: tangents, seams, rays along the
// axis and through its ends all occur.
TEST(RayCapsule, GridRaysAgainstGridCapsulesAgreeWithTheOracle) {
  const Capsule capsules[] = {{{-1, 0, 0}, {1, 0, 0}, 1}, {{0, -1, -1}, {0, 1, 1}, 1}, {{-1, -1, 0}, {1, 1, 0}, 0.5},
                              {{1, 1, 1}, {-1, 0, 1}, 0},  {{0, 0, 0}, {0, 0, 0}, 1},  {{-1, 1, -1}, {1, -1, 1}, 2},
                              {{0, 2, 0}, {0, -2, 0}, 1}};
  int hits = 0, cases = 0;
  for (const Capsule& c : capsules)
    for (int o = 0; o < 125; ++o)
      for (int k = 0; k < 27; ++k) {
        const Ray3 ray{{double(o % 5 - 2), double(o / 5 % 5 - 2), double(o / 25 - 2)},
                       {double(k % 3 - 1), double(k / 3 % 3 - 1), double(k / 9 - 1)}};
        ASSERT_TRUE(agrees(ray, c)) << text(ray, c);
        hits += ray_capsule_entry(ray, c).has_value();
        ++cases;
      }
  EXPECT_EQ(cases, 7 * 125 * 27);
  EXPECT_GT(hits, cases / 5);
}

TEST(RayCapsule, DocumentedAnswers) {
  const Capsule c{{-2, 0, 0}, {2, 0, 0}, 1};
  EXPECT_EQ(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, c), 4.0);   // the side
  EXPECT_EQ(ray_capsule_entry({{-10, 0, 0}, {1, 0, 0}}, c), 7.0);  // along the axis, the pole of a ball
  EXPECT_EQ(ray_capsule_entry({{-2, 5, 0}, {0, -1, 0}}, c), 4.0);  // the seam circle
  EXPECT_EQ(ray_capsule_entry({{0, 1, -5}, {0, 0, 1}}, c), 5.0);   // tangent to the side
  EXPECT_FALSE(ray_capsule_entry({{0, std::nextafter(1.0, 2.0), -5}, {0, 0, 1}}, c));
  EXPECT_EQ(ray_capsule_entry({{-9, 1, 0}, {1, 0, 0}}, c), 7.0);  // on the side, parallel: the seam
  EXPECT_EQ(ray_capsule_entry({{0, 5, 0}, {0, -4, 0}}, c), 1.0);  // any direction length
  // Square to the axis through a pole (the point farthest from the middle, on
  // the enclosing ball's surface but for its inflation), and a hair beyond.
  EXPECT_EQ(ray_capsule_entry({{3, 5, 0}, {0, -1, 0}}, c), 5.0);
  EXPECT_FALSE(ray_capsule_entry({{std::nextafter(3.0, 4.0), 5, 0}, {0, -1, 0}}, c));
  // Through the infinite cylinder beyond an end: a miss.
  EXPECT_FALSE(ray_capsule_entry({{3.5, 0.5, -5}, {0, 0, 1}}, c));
  // Inside or on it: 0, in any direction or none.
  EXPECT_EQ(ray_capsule_entry({{1, 0.5, 0}, {0, 0, 1}}, c), 0.0);
  EXPECT_EQ(ray_capsule_entry({{3, 0, 0}, {1, 0, 0}}, c), 0.0);
  EXPECT_EQ(ray_capsule_entry({{0, 0.5, 0}, {0, 0, 0}}, c), 0.0);
  // Away from it, or a zero direction outside: none.
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, 1, 0}}, c));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, 0, 0}}, c));
  EXPECT_FALSE(ray_capsule_entry({{-9, 1.5, 0}, {1, 0, 0}}, c));  // parallel, outside
  // Zero radius: the segment; zero length: ray_sphere_entry's ball, bit for bit.
  EXPECT_EQ(ray_capsule_entry({{1, 3, 0}, {0, -1, 0}}, Capsule{{-2, 0, 0}, {2, 0, 0}, 0}), 3.0);
  EXPECT_FALSE(ray_capsule_entry({{3, 3, 0}, {0, -1, 0}}, Capsule{{-2, 0, 0}, {2, 0, 0}, 0}));
  const Ray3 slanted{{0.1, 5.3, -0.7}, {0.01, -1, 0.2}};
  EXPECT_EQ(ray_capsule_entry(slanted, Capsule{{0.2, 0.1, 0}, {0.2, 0.1, 0}, 1.5}),
            ray_sphere_entry(slanted, Sphere{{0.2, 0.1, 0}, 1.5}));
  // Radius NaN or negative: none; +inf: 0; non-finite coordinates: none.
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, Capsule{c.a, c.b, -1}));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, Capsule{c.a, c.b, std::nan("")}));
  EXPECT_EQ(ray_capsule_entry({{0, 5, 0}, {0, 1, 0}}, Capsule{c.a, c.b, INFINITY}), 0.0);
  EXPECT_FALSE(ray_capsule_entry({{0, NAN, 0}, {0, -1, 0}}, c));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -INFINITY, 0}}, c));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, Capsule{{-2, 0, INFINITY}, c.b, 1}));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, Capsule{c.a, {2, NAN, 0}, 1}));
  EXPECT_FALSE(ray_capsule_entry({{0, 5, 0}, {0, -1, 0}}, Capsule{c.a, {2, NAN, 0}, INFINITY}));
}

// Random rays and capsules at binades (the direction's own binade too) and
// far offsets, general axes.
TEST(RayCapsule, RandomBinadesAndFarOffsetsAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-60, 60);
  auto v = [&](double s) { return Vec3{unit(rng) * s, unit(rng) * s, unit(rng) * s}; };
  int hits = 0;
  for (int i = 0; i < 3000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 far = i % 3 == 0 ? v(std::ldexp(1.0, 40)) : Vec3{};
    const Ray3 ray{plus(v(scale), far), v(std::ldexp(1.0, binade(rng) / 4))};
    const Capsule c{plus(v(scale), far), plus(v(scale), far), std::fabs(unit(rng)) * scale};
    ASSERT_TRUE(agrees(ray, c)) << i << " " << text(ray, c);
    hits += ray_capsule_entry(ray, c).has_value();
  }
  EXPECT_GT(hits, 300);
}

// Tangent to the side: the radius is the distance between the ray's line and
// the axis (in long double, correctly rounded or nearly), nudged a few ULPs,
// so that the discriminant B^2 - AC is a few ULPs of its terms or 0; the
// lines' closest pair inside the segment and ahead of the origin, mostly.
TEST(RayCapsule, RaysTangentToTheSideAgreeWithTheOracle) {
  std::mt19937_64 rng(43);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-30, 30), nudge(-3, 3);
  auto v = [&](double s) { return Vec3{unit(rng) * s, unit(rng) * s, unit(rng) * s}; };
  int hits = 0, misses = 0;
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 far = i % 4 == 0 ? v(std::ldexp(1.0, 30) * scale) : Vec3{};
    const Vec3 a = plus(v(scale), far), b = plus(v(scale), far);
    const Vec3 o = plus(v(4 * scale), far), target = plus(v(scale), far);
    const Ray3 ray{o, {target.x - o.x, target.y - o.y, target.z - o.z}};
    const long double ux = (long double)b.x - a.x, uy = (long double)b.y - a.y, uz = (long double)b.z - a.z;
    const long double dx = ray.direction.x, dy = ray.direction.y, dz = ray.direction.z;
    const long double nx = dy * uz - dz * uy, ny = dz * ux - dx * uz, nz = dx * uy - dy * ux;
    const long double wx = (long double)o.x - a.x, wy = (long double)o.y - a.y, wz = (long double)o.z - a.z;
    const long double h = std::fabs(wx * nx + wy * ny + wz * nz) / std::sqrt(nx * nx + ny * ny + nz * nz);
    const Capsule c{a, b, nudged(double(h), nudge(rng))};
    ASSERT_TRUE(agrees(ray, c)) << i << " " << text(ray, c);
    (ray_capsule_entry(ray, c) ? hits : misses) += 1;
  }
  EXPECT_GT(hits, 300);
  EXPECT_GT(misses, 300);
}

// Through the seam circle: each ray aimed at a point of the circle where the
// side meets an end ball (the point in long double, rounded, nudged a few
// ULPs per coordinate), from all sides, so the side's root and the ball's
// coincide to rounding and the foot's side of the end disc is in question.
TEST(RayCapsule, RaysThroughTheSeamCircleAgreeWithTheOracle) {
  std::mt19937_64 rng(47);
  std::uniform_real_distribution<double> unit(-1.0, 1.0), angle(0.0, 6.283185307179586);
  std::uniform_int_distribution<int> binade(-20, 20), nudge(-4, 4);
  auto v = [&](double s) { return Vec3{unit(rng) * s, unit(rng) * s, unit(rng) * s}; };
  int hits = 0;
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 far = i % 4 == 0 ? v(std::ldexp(1.0, 20) * scale) : Vec3{};
    const Vec3 a = plus(v(scale), far), b = plus(v(scale), far);
    const double r = std::fabs(unit(rng)) * scale;
    // An orthonormal pair p, q perpendicular to u, in long double.
    const long double ux = (long double)b.x - a.x, uy = (long double)b.y - a.y, uz = (long double)b.z - a.z;
    const long double ul = std::sqrt(ux * ux + uy * uy + uz * uz);
    const long double ex = ux / ul, ey = uy / ul, ez = uz / ul;
    long double px = -ey, py = ex, pz = 0;
    if (std::fabs(ez) > 0.9L) px = 0, py = -ez, pz = ey;
    const long double pl = std::sqrt(px * px + py * py + pz * pz);
    px /= pl, py /= pl, pz /= pl;
    const long double qx = ey * pz - ez * py, qy = ez * px - ex * pz, qz = ex * py - ey * px;
    const long double th = angle(rng), cs = std::cos(th) * r, sn = std::sin(th) * r;
    const Vec3 e = i % 2 ? b : a;
    const Vec3 seam{nudged(double(e.x + cs * px + sn * qx), nudge(rng)), nudged(double(e.y + cs * py + sn * qy), nudge(rng)),
                    nudged(double(e.z + cs * pz + sn * qz), nudge(rng))};
    const Vec3 o = plus(v(4 * scale), far);
    const Ray3 ray{o, {seam.x - o.x, seam.y - o.y, seam.z - o.z}};
    const Capsule c{a, b, r};
    ASSERT_TRUE(agrees(ray, c)) << i << " " << text(ray, c);
    hits += ray_capsule_entry(ray, c).has_value();
  }
  EXPECT_GT(hits, 1500);
}

// Parallel to the axis (the direction u itself, scaled by a power of two or
// reversed): the side's quadratic vanishes, the balls decide; offsets from
// the axis below, at and above the radius, origins before, beside and past
// the segment.
TEST(RayCapsule, RaysParallelToTheAxisAgreeWithTheOracle) {
  std::mt19937_64 rng(53);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> binade(-20, 20), power(-3, 3), nudge(-2, 2);
  auto v = [&](double s) { return Vec3{unit(rng) * s, unit(rng) * s, unit(rng) * s}; };
  int hits = 0, inside = 0;
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::ldexp(1.0, binade(rng));
    const Vec3 a = v(scale), b = i % 3 == 0 ? Vec3{a.x + scale, a.y, a.z} : v(scale);
    const Vec3 u{b.x - a.x, b.y - a.y, b.z - a.z};
    const double k = std::ldexp(i % 2 ? 1.0 : -1.0, power(rng));
    const Vec3 d{u.x * k, u.y * k, u.z * k};
    // An offset perpendicular to an axis-aligned u exactly, else nearly.
    const Vec3 side = i % 3 == 0 ? Vec3{0, unit(rng) * scale, unit(rng) * scale} : v(scale);
    const double along = 3.0 * unit(rng);
    const Vec3 o{a.x + along * u.x + side.x, a.y + along * u.y + side.y, a.z + along * u.z + side.z};
    double r = std::fabs(unit(rng)) * scale;
    if (i % 3 == 0) r = nudged(std::hypot(side.y, side.z), nudge(rng));
    const Ray3 ray{o, d};
    const Capsule c{a, b, r};
    ASSERT_TRUE(agrees(ray, c)) << i << " " << text(ray, c);
    const auto t = ray_capsule_entry(ray, c);
    hits += t.has_value();
    inside += t == 0.0;
  }
  EXPECT_GT(hits, 400);
  EXPECT_GT(inside, 50);
}

}  // namespace
}  // namespace plumb
