// The box pair kernels (box_box_intersect, and beside it the ball and the
// segment against a box) against the oracle (exact distances): boxes on a
// small grid where faces, edges and corners touch, boxes a ULP apart or a ULP
// overlapping at binades from tiny to huge, far offsets, extreme magnitudes,
// and the documented answers for empty boxes and non-finite input.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <utility>

#include "plumb/plumb.h"
#include "oracle/box_pairs.h"

namespace plumb {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Vec3 scaled(Vec3 p, double k) { return {p.x * k, p.y * k, p.z * k}; }
Vec3 shifted(Vec3 p, Vec3 by) { return {p.x + by.x, p.y + by.y, p.z + by.z}; }

// The box from the grid corners i and j (coordinates 0..3 per axis); min and
// max as given, so that some boxes are empty and some flat.
Box grid_box(int i, int j) {
  const auto at = [](int k) { return Vec3{double(k % 4), double(k / 4 % 4), double(k / 16 % 4)}; };
  return {at(i), at(j)};
}

// ------------------------------------------------------------------ box-box

// Every pair of boxes with corners on a 4^3 grid (a sample of them: every
// 7th first box against every 5th second one): faces, edges and corners
// touching, flat and empty boxes.
TEST(BoxBox, GridPairsAgreeWithTheOracle) {
  int meet = 0, touching = 0, pairs = 0;
  for (int i = 0; i < 64 * 64; i += 7)
    for (int k = 0; k < 64 * 64; k += 5) {
      const Box a = grid_box(i % 64, i / 64), b = grid_box(k % 64, k / 64);
      const bool exact = oracle::box_box_intersect(a, b);
      ASSERT_EQ(box_box_intersect(a, b), exact) << i << " " << k;
      ASSERT_EQ(box_box_intersect(b, a), exact) << i << " " << k;
      meet += exact;
      // Touching: they meet, but the open boxes would not.
      touching += exact && (a.max.x == b.min.x || a.max.y == b.min.y || a.max.z == b.min.z ||
                            b.max.x == a.min.x || b.max.y == a.min.y || b.max.z == a.min.z);
      ++pairs;
    }
  // Most grid pairs hold an empty box; enough meet, and touch, to matter.
  EXPECT_GT(meet, pairs / 100);
  EXPECT_GT(touching, pairs / 100);
}

// Boxes sharing a face, an edge or a corner meet; a ULP apart they do not; a
// ULP overlapping they do. At binades from 2^-1000 to 2^1000 and at far
// offsets with boxes a few units wide.
TEST(BoxBox, TouchingAndNudgedAtBinades) {
  const Vec3 lo{0, 0, 0}, hi{1, 1, 1};
  const Vec3 contacts[] = {{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {0, -1, 0}, {-1, 0, 1}};  // face, edge, corner
  for (int k : {-1000, -500, -20, 0, 20, 500, 1000})
    for (double offset : {0.0, 0x1p40, -0x1p52})
      for (Vec3 c : contacts) {
        const double s = std::ldexp(1.0, k);
        const Vec3 o{offset * s, offset * s, 0};
        if (!std::isfinite(4 * o.x)) continue;  // beyond the double range
        const Box a{shifted(scaled(lo, s), o), shifted(scaled(hi, s), o)};
        const Box b{shifted(scaled(c, s), o), shifted(scaled(shifted(c, hi), s), o)};
        if (oracle::box_box_squared_distance(a, b) != 0) continue;  // the offset swallowed the box
        ASSERT_TRUE(oracle::box_box_intersect(a, b)) << k;
        EXPECT_TRUE(box_box_intersect(a, b)) << k << " " << offset;
        // Move b's contact face one ULP away along the first axis of contact.
        Box apart = b, into = b;
        if (c.x == 1) {
          apart.min.x = std::nextafter(b.min.x, kInf), into.min.x = std::nextafter(b.min.x, -kInf);
        } else if (c.x == -1) {
          apart.max.x = std::nextafter(b.max.x, -kInf), into.max.x = std::nextafter(b.max.x, kInf);
        } else if (c.y == -1) {
          apart.max.y = std::nextafter(b.max.y, -kInf), into.max.y = std::nextafter(b.max.y, kInf);
        }
        EXPECT_EQ(box_box_intersect(a, apart), oracle::box_box_intersect(a, apart)) << k << " " << offset;
        EXPECT_EQ(box_box_intersect(a, into), oracle::box_box_intersect(a, into)) << k << " " << offset;
        EXPECT_FALSE(box_box_intersect(a, apart)) << k << " " << offset;
        EXPECT_TRUE(box_box_intersect(a, into)) << k;
      }
}

TEST(BoxBox, RandomBoxesAtMixedMagnitudesAgreeWithTheOracle) {
  std::mt19937_64 rng(41);
  std::uniform_int_distribution<int> exponent(-1070, 1020), pick(0, 2);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const auto value = [&] { return std::ldexp(unit(rng), exponent(rng)); };
  const auto ordered = [](double& lo, double& hi) {
    if (lo > hi) std::swap(lo, hi);
  };
  int meet = 0, touching = 0;
  for (int n = 0; n < 20000; ++n) {
    Box a{{value(), value(), value()}, {value(), value(), value()}};
    ordered(a.min.x, a.max.x), ordered(a.min.y, a.max.y), ordered(a.min.z, a.max.z);
    // b's coordinates from a's (so that faces touch at every magnitude) or
    // drawn afresh, then ordered.
    Box b;
    double* lo[3] = {&b.min.x, &b.min.y, &b.min.z};
    double* hi[3] = {&b.max.x, &b.max.y, &b.max.z};
    const double alo[3] = {a.min.x, a.min.y, a.min.z}, ahi[3] = {a.max.x, a.max.y, a.max.z};
    for (int i = 0; i < 3; ++i) {
      const int k = pick(rng);
      *lo[i] = k == 0 ? ahi[i] : k == 1 ? alo[i] : value();
      *hi[i] = pick(rng) == 0 ? value() : ahi[i];
      ordered(*lo[i], *hi[i]);
    }
    const bool exact = oracle::box_box_intersect(a, b);
    ASSERT_EQ(box_box_intersect(a, b), exact) << n;
    ASSERT_EQ(box_box_intersect(b, a), exact) << n;
    meet += exact;
    touching += exact && !oracle::box_box_intersect(a, b, true);
  }
  EXPECT_GT(meet, 1000);
  EXPECT_GT(touching, 100);
}

TEST(BoxBox, ExtremeMagnitudes) {
  const double M = std::numeric_limits<double>::max(), tiny = 0x1p-1074;
  EXPECT_TRUE(box_box_intersect({{-M, -M, -M}, {M, M, M}}, {{0, 0, 0}, {tiny, tiny, tiny}}));
  EXPECT_TRUE(box_box_intersect({{-M, -M, -M}, {0, 0, 0}}, {{0, 0, 0}, {M, M, M}}));  // a corner at the origin
  EXPECT_FALSE(box_box_intersect({{-M, -M, -M}, {0, 0, 0}}, {{tiny, 0, 0}, {M, M, M}}));
  EXPECT_TRUE(box_box_intersect({{-tiny, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, {tiny, 0, 0}}));  // two points' worth
  EXPECT_TRUE(box_box_intersect({{M, M, M}, {M, M, M}}, {{M, M, M}, {M, M, M}}));  // the same point
}

TEST(BoxBox, EmptyFlatAndNonFiniteBoxes) {
  const Box unit{{0, 0, 0}, {1, 1, 1}};
  // Empty: min > max on one axis, even when its other axes span the unit box.
  EXPECT_FALSE(box_box_intersect(unit, {{-1, -1, 0.75}, {2, 2, 0.25}}));
  EXPECT_FALSE(box_box_intersect({{-1, -1, 0.75}, {2, 2, 0.25}}, unit));
  // Flat: a face, an edge and a point are boxes.
  EXPECT_TRUE(box_box_intersect(unit, {{0.5, -1, -1}, {0.5, 2, 2}}));
  EXPECT_TRUE(box_box_intersect(unit, {{1, 1, -1}, {1, 1, 2}}));
  EXPECT_TRUE(box_box_intersect(unit, {{1, 1, 1}, {1, 1, 1}}));
  // Non-finite input: false, even for a box reaching to infinity.
  for (double bad : {kNaN, kInf, -kInf}) {
    EXPECT_FALSE(box_box_intersect(unit, {{bad, 0, 0}, {1, 1, 1}})) << bad;
    EXPECT_FALSE(box_box_intersect(unit, {{0, 0, 0}, {1, 1, bad}})) << bad;
    EXPECT_FALSE(box_box_intersect({{0, bad, 0}, {1, 1, 1}}, unit)) << bad;
  }
  EXPECT_FALSE(box_box_intersect(unit, {{-kInf, -kInf, -kInf}, {kInf, kInf, kInf}}));
}

}  // namespace
}  // namespace plumb
