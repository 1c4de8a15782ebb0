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
#include "oracle/error.h"

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

// --------------------------------------------------------------- sphere-box

// Centres on a half-unit grid around the box [0, 2]^3 (and a flat and a
// point box), radii that are grid distances (faces, edges along 3-4-5 steps,
// corners along 1-2-2) and values between: touching exactly, and not.
TEST(SphereBox, GridCentresAgreeWithTheOracle) {
  const Box boxes[] = {{{0, 0, 0}, {2, 2, 2}}, {{0, 0, 1}, {2, 2, 1}}, {{1, 1, 1}, {1, 1, 1}}};
  int meet = 0, touching = 0, cases = 0;
  for (const Box& box : boxes)
    for (int i = 0; i < 13 * 13 * 13; ++i) {
      const Vec3 c{(i % 13 - 4) * 0.5, (i / 13 % 13 - 4) * 0.5, (i / 169 - 4) * 0.5};
      for (double r : {0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 0.75, 3.0}) {
        const Sphere s{c, r};
        const bool exact = oracle::sphere_box_intersect(s, box);
        ASSERT_EQ(sphere_box_intersect(s, box), exact) << i << " " << r;
        meet += exact;
        touching += exact && oracle::point_box_squared_distance(c, box) == oracle::exact(r) * oracle::exact(r);
        ++cases;
      }
    }
  EXPECT_GT(meet, cases / 10);
  EXPECT_GT(touching, cases / 100);
}

// A ball touching a face, an edge (a 3-4-5 step) or a corner (1-2-2, 2-3-6)
// meets the box; its radius one ULP less, or its centre one ULP farther, it
// does not. At binades from 2^-1000 to 2^1000 and at a far offset.
TEST(SphereBox, TouchingAndNudgedAtBinades) {
  // Centres outside the box [0, 8]^3 and their exact distances.
  const std::pair<Vec3, double> touching[] = {{{11, 4, 4}, 3},   {{4, -2, 8}, 2},  {{-3, -4, 5}, 5},
                                              {{12, 4, 11}, 5},  {{9, -2, 10}, 3}, {{-2, 11, 14}, 7},
                                              {{8, 8, 8}, 0}};
  int judged = 0;
  for (int k : {-1000, -500, -20, 0, 20, 500, 1000})
    for (double offset : {0.0, 0x1p40})
      for (const auto& [step, d] : touching) {
        const double s = std::ldexp(1.0, k);
        const Vec3 o{offset * s, -offset * s, 0};
        if (!std::isfinite(64 * o.x)) continue;  // beyond the double range
        const Box box{shifted(scaled({0, 0, 0}, s), o), shifted(scaled({8, 8, 8}, s), o)};
        const Vec3 c = shifted(scaled(step, s), o);
        const double r = d * s;
        ASSERT_TRUE(oracle::sphere_box_intersect({c, r}, box)) << k << " " << offset;
        EXPECT_TRUE(sphere_box_intersect({c, r}, box)) << k << " " << offset;
        if (r > 0) {
          EXPECT_FALSE(sphere_box_intersect({c, std::nextafter(r, 0.0)}, box)) << k << " " << offset;
        }
        if (c.x > box.max.x) {
          const Vec3 farther{std::nextafter(c.x, kInf), c.y, c.z};
          EXPECT_FALSE(sphere_box_intersect({farther, r}, box)) << k << " " << offset;
        }
        ++judged;
      }
  EXPECT_GT(judged, 50);
}

TEST(SphereBox, RandomBallsAtMixedMagnitudesAgreeWithTheOracle) {
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<int> exponent(-1070, 1020);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const auto value = [&] { return std::ldexp(unit(rng), exponent(rng)); };
  int meet = 0;
  for (int n = 0; n < 4000; ++n) {
    Box box{{value(), value(), value()}, {value(), value(), value()}};
    if (box.min.x > box.max.x) std::swap(box.min.x, box.max.x);
    if (box.min.y > box.max.y) std::swap(box.min.y, box.max.y);
    if (box.min.z > box.max.z) std::swap(box.min.z, box.max.z);
    // The radius near the distance, so that both answers occur.
    const Sphere s{{value(), value(), value()}, 0};
    const double d = oracle::sqrt_rounded(oracle::point_box_squared_distance(s.centre, box));
    const double r = n % 3 == 0 ? d : n % 3 == 1 ? std::nextafter(d, 0.0) : std::fabs(value());
    const Sphere ball{s.centre, r};
    const bool exact = oracle::sphere_box_intersect(ball, box);
    ASSERT_EQ(sphere_box_intersect(ball, box), exact) << n;
    meet += exact;
  }
  EXPECT_GT(meet, 200);
}

TEST(SphereBox, ExtremeMagnitudes) {
  const double M = std::numeric_limits<double>::max(), tiny = 0x1p-1074;
  // The squared distance overflows a double; the decision is still exact.
  EXPECT_TRUE(sphere_box_intersect({{-M, -M, -M}, M}, {{0, -M, -M}, {M, M, M}}));
  EXPECT_FALSE(sphere_box_intersect({{-M, -M, -M}, std::nextafter(M, 0.0)}, {{0, -M, -M}, {M, M, M}}));
  EXPECT_TRUE(sphere_box_intersect({{-M, -M, 0}, M}, {{0, 0, 0}, {M, M, M}}) ==
              oracle::sphere_box_intersect({{-M, -M, 0}, M}, {{0, 0, 0}, {M, M, M}}));
  // Subnormal gaps: the squares underflow.
  EXPECT_TRUE(sphere_box_intersect({{-tiny, 0, 0}, tiny}, {{0, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(sphere_box_intersect({{-2 * tiny, 0, 0}, tiny}, {{0, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(sphere_box_intersect({{-tiny, -tiny, 0}, tiny}, {{0, 0, 0}, {1, 1, 1}}));  // sqrt(2) tiny away
}

TEST(SphereBox, DocumentedAnswers) {
  const Box unit{{0, 0, 0}, {1, 1, 1}};
  EXPECT_TRUE(sphere_box_intersect({{0.5, 0.5, 0.5}, 0}, unit));  // a point inside
  EXPECT_TRUE(sphere_box_intersect({{1, 1, 1}, 0}, unit));        // a point on a corner
  EXPECT_FALSE(sphere_box_intersect({{0.5, 0.5, 0.5}, 1}, {{0, 0, 1}, {1, 1, 0}}));  // empty box
  EXPECT_TRUE(sphere_box_intersect({{0.5, 3, 1}, 2}, {{0, 0, 1}, {1, 1, 1}}));  // flat box (a face), touching
  EXPECT_FALSE(sphere_box_intersect({{0.5, 0.5, 0.5}, -1}, unit));
  EXPECT_FALSE(sphere_box_intersect({{0.5, 0.5, 0.5}, kNaN}, unit));
  EXPECT_TRUE(sphere_box_intersect({{1e300, 0, 0}, kInf}, unit));
  EXPECT_FALSE(sphere_box_intersect({{0, 0, 0}, kInf}, {{1, 0, 0}, {0, 1, 1}}));  // +inf radius, empty box
  for (double bad : {kNaN, kInf, -kInf}) {
    EXPECT_FALSE(sphere_box_intersect({{bad, 0, 0}, 1}, unit)) << bad;
    EXPECT_FALSE(sphere_box_intersect({{0, 0, 0}, 1}, {{bad, 0, 0}, {1, 1, 1}})) << bad;
    EXPECT_FALSE(sphere_box_intersect({{0, 0, 0}, kInf}, {{0, 0, 0}, {1, bad, 1}})) << bad;
  }
}

// -------------------------------------------------------------- segment-box

// Segments with ends on a half-unit grid around the box [0, 1]^3, a flat box
// and a point box: through edges and corners, along faces, ending on faces,
// with zero direction components (ends sharing coordinates), zero-length.
TEST(SegmentBox, GridSegmentsAgreeWithTheOracle) {
  const Box boxes[] = {{{0, 0, 0}, {1, 1, 1}}, {{0, 0, 0.5}, {1, 1, 0.5}}, {{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}}};
  const auto at = [](int k) { return Vec3{(k % 5 - 1) * 0.5, (k / 5 % 5 - 1) * 0.5, (k / 25 - 1) * 0.5}; };
  int meet = 0, cases = 0;
  for (const Box& box : boxes)
    for (int i = 0; i < 125; ++i)
      for (int k = 0; k < 125; ++k) {
        const Segment3 s{at(i), at(k)};
        const bool exact = oracle::segment_box_intersect(s, box);
        ASSERT_EQ(segment_box_intersect(s, box), exact) << i << " " << k;
        ASSERT_EQ(segment_box_intersect({s.b, s.a}, box), exact) << i << " " << k;
        meet += exact;
        ++cases;
      }
  EXPECT_GT(meet, cases / 20);
}

// A segment through an edge's point or a corner meets the box; moved a ULP
// off (away from the box) it does not; ending a ULP short of a face it does
// not. At binades from 2^-1000 to 2^1000 and at a far offset.
TEST(SegmentBox, GrazingAndEndingOnFacesAtBinades) {
  // Segments grazing the box [0, 4]^3: through the edge point (4, 2, 4), the
  // corner (4, 4, 4), and ending on the face x = 4.
  const Segment3 grazing[] = {{{6, 2, 2}, {2, 2, 6}}, {{2, 6, 4}, {6, 2, 4}}, {{8, 8, 0}, {0, 0, 8}},
                              {{5, 5, 3}, {3, 3, 5}}};
  const Segment3 ending[] = {{{8, 2, 2}, {4, 2, 2}}, {{8, 8, 8}, {4, 3, 4}}, {{4, 9, 9}, {4, 4, 4}}};
  for (int k : {-1000, -500, -20, 0, 20, 500, 1000})
    for (double offset : {0.0, 0x1p40}) {
      const double s = std::ldexp(1.0, k);
      const Vec3 o{offset * s, -offset * s, 0};
      if (!std::isfinite(64 * o.x)) continue;  // beyond the double range
      const Box box{shifted(scaled({0, 0, 0}, s), o), shifted(scaled({4, 4, 4}, s), o)};
      const auto moved = [&](Vec3 p) { return shifted(scaled(p, s), o); };
      for (const Segment3& g : grazing) {
        const Segment3 seg{moved(g.a), moved(g.b)};
        ASSERT_TRUE(oracle::segment_box_intersect(seg, box)) << k;
        EXPECT_TRUE(segment_box_intersect(seg, box)) << k << " " << offset;
        // Both ends a ULP farther out in x (the box is at x <= 4 s + o.x).
        const Segment3 off{{std::nextafter(seg.a.x, kInf), seg.a.y, seg.a.z}, {std::nextafter(seg.b.x, kInf), seg.b.y, seg.b.z}};
        EXPECT_EQ(segment_box_intersect(off, box), oracle::segment_box_intersect(off, box)) << k << " " << offset;
      }
      for (const Segment3& e : ending) {
        const Segment3 seg{moved(e.a), moved(e.b)};
        EXPECT_TRUE(segment_box_intersect(seg, box)) << k << " " << offset;
        const Segment3 short_of{seg.a, {std::nextafter(seg.b.x, kInf), seg.b.y, seg.b.z}};
        EXPECT_EQ(segment_box_intersect(short_of, box), oracle::segment_box_intersect(short_of, box)) << k;
        if (e.a.x > 4 && e.b.x == 4 && e.a.y != e.b.y) {
          EXPECT_FALSE(segment_box_intersect(short_of, box)) << k << " " << offset;
        }
      }
    }
}

TEST(SegmentBox, RandomSegmentsAtMixedMagnitudesAgreeWithTheOracle) {
  std::mt19937_64 rng(43);
  std::uniform_int_distribution<int> exponent(-1070, 1020), pick(0, 3);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const auto value = [&] { return std::ldexp(unit(rng), exponent(rng)); };
  int meet = 0;
  for (int n = 0; n < 4000; ++n) {
    Box box{{value(), value(), value()}, {value(), value(), value()}};
    if (box.min.x > box.max.x) std::swap(box.min.x, box.max.x);
    if (box.min.y > box.max.y) std::swap(box.min.y, box.max.y);
    if (box.min.z > box.max.z) std::swap(box.min.z, box.max.z);
    // Ends sharing coordinates with the box's faces or with each other, so
    // that zero direction components and ends on faces occur at every magnitude.
    const auto coordinate = [&](double lo, double hi, double other) {
      const int k = pick(rng);
      return k == 0 ? lo : k == 1 ? hi : k == 2 ? other : value();
    };
    Segment3 s{{value(), value(), value()}, {}};
    s.b = {coordinate(box.min.x, box.max.x, s.a.x), coordinate(box.min.y, box.max.y, s.a.y),
           coordinate(box.min.z, box.max.z, s.a.z)};
    const bool exact = oracle::segment_box_intersect(s, box);
    ASSERT_EQ(segment_box_intersect(s, box), exact) << n;
    meet += exact;
  }
  EXPECT_GT(meet, 100);
}

TEST(SegmentBox, ZeroDirectionComponentsOnFacesAndDocumentedAnswers) {
  const Box unit{{0, 0, 0}, {1, 1, 1}};
  // Along a face (x == 0 at both ends) and along an edge: they meet.
  EXPECT_TRUE(segment_box_intersect({{0, -1, 0.5}, {0, 2, 0.5}}, unit));
  EXPECT_TRUE(segment_box_intersect({{1, 1, -3}, {1, 1, 3}}, unit));
  // Just off the face: no.
  EXPECT_FALSE(segment_box_intersect({{-0x1p-1074, -1, 0.5}, {-0x1p-1074, 2, 0.5}}, unit));
  // Zero length: the point.
  EXPECT_TRUE(segment_box_intersect({{1, 1, 1}, {1, 1, 1}}, unit));
  EXPECT_FALSE(segment_box_intersect({{1, 1, std::nextafter(1.0, 2.0)}, {1, 1, std::nextafter(1.0, 2.0)}}, unit));
  // Empty and flat boxes.
  EXPECT_FALSE(segment_box_intersect({{-1, 0.5, 0.5}, {2, 0.5, 0.5}}, {{0, 1, 0}, {1, 0, 1}}));
  EXPECT_TRUE(segment_box_intersect({{0.5, 0.5, -1}, {0.5, 0.5, 2}}, {{0, 0, 1}, {1, 1, 1}}));
  // Extreme magnitudes: the differences overflow.
  const double M = std::numeric_limits<double>::max();
  EXPECT_TRUE(segment_box_intersect({{-M, -M, 0}, {M, M, 0}}, {{0, 0, 0}, {0, 0, 0}}));
  EXPECT_FALSE(segment_box_intersect({{-M, -M, 0}, {M, M, 0}}, {{0x1p-1074, 0, 0}, {0x1p-1074, 0, 0}}));
  // Non-finite input: false.
  for (double bad : {kNaN, kInf, -kInf}) {
    EXPECT_FALSE(segment_box_intersect({{bad, 0.5, 0.5}, {0.5, 0.5, 0.5}}, unit)) << bad;
    EXPECT_FALSE(segment_box_intersect({{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}}, {{0, 0, 0}, {1, bad, 1}})) << bad;
  }
}

// The oracle's open reading (BoxConvention::open), which the judge uses for
// a subject declaring open boxes: every touching case above misses, a
// segment through the interior still meets, a flat box is empty.
TEST(SegmentBox, TheOraclesOpenReadingMissesEveryTouch) {
  const Box unit{{0, 0, 0}, {1, 1, 1}};
  for (const Segment3& touching : {Segment3{{0, -1, 0.5}, {0, 2, 0.5}}, Segment3{{1, 1, -3}, {1, 1, 3}},
                                   Segment3{{-1, 0.5, 0.5}, {0, 0.5, 0.5}}, Segment3{{-1, 0, 0.5}, {1, 2, 0.5}},
                                   Segment3{{1, 1, 1}, {1, 1, 1}}}) {
    EXPECT_TRUE(oracle::segment_box_intersect(touching, unit));
    EXPECT_FALSE(oracle::segment_box_intersect(touching, unit, true));
  }
  EXPECT_TRUE(oracle::segment_box_intersect({{-1, 0.5, 0.5}, {0x1p-52, 0.5, 0.5}}, unit, true));
  EXPECT_TRUE(oracle::segment_box_intersect({{-1, -1, -1}, {2, 2, 2}}, unit, true));  // through two corners
  EXPECT_TRUE(oracle::segment_box_intersect({{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}}, unit, true));
  EXPECT_FALSE(oracle::segment_box_intersect({{0.5, 0.5, -1}, {0.5, 0.5, 2}}, {{0, 0, 1}, {1, 1, 1}}, true));
}

}  // namespace
}  // namespace plumb
