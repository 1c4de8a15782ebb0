// closest_point3 and squared_distance_point_segment3 against their settled
// path as it was before the shared-difference rewrite
// (closest_point3_before.h): the same bits on every input, in t, in the point
// and in the squared distance. The inputs are the bench's uniform kind, wide
// exponents, raw bit patterns (NaN, infinities, subnormals and all), points
// within a few ULPs of the segment's line, of the plane through an end
// normal to the segment and of the midpoint's plane (the three signs the
// settled path decides), axis-aligned and zero-length segments and signed
// zeros.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

#include "kernels/closest_point3d.h"
#include "kernels/tests/closest_point3_before.h"

namespace plumb {
namespace {

bool same_bits(double x, double y) { return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y); }
bool same_bits(Vec3 a, Vec3 b) { return same_bits(a.x, b.x) && same_bits(a.y, b.y) && same_bits(a.z, b.z); }

class Draw {
 public:
  explicit Draw(std::uint64_t seed) : rng_(seed) {}

  double coordinate(int kind) {
    std::uniform_real_distribution<double> u(-1, 1);
    switch (kind) {
      case 0: return u(rng_);
      case 1: return std::ldexp(u(rng_), int(rng_() % 200) - 100);
      case 2: return std::ldexp(u(rng_), int(rng_() % 2100) - 1075);
      case 3: return std::bit_cast<double>(rng_());
      default: {
        const double pick[] = {0.0, -0.0, 1.0, -1.0, 0x1p-1074, 0.5, 0x1.fffffffffffffp1023};
        return pick[rng_() % 7];
      }
    }
  }
  Vec3 point(int kind) { return {coordinate(kind), coordinate(kind), coordinate(kind)}; }
  Vec3 nudge(Vec3 p) {
    for (double* c : {&p.x, &p.y, &p.z})
      for (int n = int(rng_() % 4); n > 0; --n) *c = std::nextafter(*c, rng_() % 2 ? 1e308 : -1e308);
    return p;
  }
  std::uint64_t next() { return rng_(); }
  double unit() { return std::uniform_real_distribution<double>(-0.5, 1.5)(rng_); }

  std::pair<Vec3, Segment3> case_of(int i) {
    const int kind = i % 5;
    Segment3 s{point(kind), point(kind)};
    if (next() % 16 == 0) s.b = s.a;
    if (next() % 8 == 0) {  // axis-aligned in one coordinate, now and then at a signed zero
      const int axis = int(next() % 3);
      double* a[3] = {&s.a.x, &s.a.y, &s.a.z};
      double* b[3] = {&s.b.x, &s.b.y, &s.b.z};
      *b[axis] = *a[axis] = next() % 4 == 0 ? (next() % 2 ? 0.0 : -0.0) : *a[axis];
    }
    const Vec3 d{s.b.x - s.a.x, s.b.y - s.a.y, s.b.z - s.a.z};
    switch (next() % 5) {
      case 0:
      case 1: return {point(kind), s};
      case 2: {  // near the line
        const double k = unit();
        return {nudge({s.a.x + k * d.x, s.a.y + k * d.y, s.a.z + k * d.z}), s};
      }
      case 3: {  // near the plane through an end (or the midpoint) normal to s
        const double k = next() % 3 == 0 ? 0.0 : next() % 2 ? 1.0 : 0.5;
        const Vec3 r = point(0);
        const Vec3 off{r.y * d.z - r.z * d.y, r.z * d.x - r.x * d.z, r.x * d.y - r.y * d.x};
        return {nudge({s.a.x + k * d.x + off.x, s.a.y + k * d.y + off.y, s.a.z + k * d.z + off.z}), s};
      }
      default: return {nudge(s.a), s};
    }
  }

 private:
  std::mt19937_64 rng_;
};

TEST(ClosestPoint3Rewrite, SameBitsAsBefore) {
  Draw d(41);
  int interior = 0, ends = 0;
  for (int i = 0; i < 400000; ++i) {
    const auto [p, s] = d.case_of(i);
    const ClosestPoint3 now = closest_point3(s, p), then = before::closest_point3(s, p);
    ASSERT_TRUE(same_bits(now.t, then.t) && same_bits(now.point, then.point))
        << i << std::hexfloat << " p " << p.x << " " << p.y << " " << p.z << " a " << s.a.x << " " << s.a.y << " "
        << s.a.z << " b " << s.b.x << " " << s.b.y << " " << s.b.z << " t " << now.t << " vs " << then.t;
    ASSERT_TRUE(same_bits(squared_distance_point_segment3(p, s), before::squared_distance_point_segment3(p, s))) << i;
    const Segment3 r{s.b, s.a};
    ASSERT_TRUE(same_bits(closest_point3(r, p).point, before::closest_point3(r, p).point)) << i;
    interior += now.t > 0.0 && now.t < 1.0;
    ends += now.t == 0.0 || now.t == 1.0;
  }
  // Both kinds of answer are exercised (about a third of the draws each).
  EXPECT_GT(interior, 100000);
  EXPECT_GT(ends, 100000);
}

// The part (end or interior) closest_part3 reports, against before's.
TEST(ClosestPoint3Rewrite, SamePartAsBefore) {
  Draw d(42);
  for (int i = 0; i < 200000; ++i) {
    const auto [p, s] = d.case_of(i);
    ASSERT_EQ(detail::closest_part3(s, p).part, before::closest_part3(s, p).part) << i;
  }
}

}  // namespace
}  // namespace plumb
