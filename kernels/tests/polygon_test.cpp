// The polygon and chain kernels against the oracle: fixed cases that name the
// traps (a vertex at p's height, collinear and repeated vertices, a ray
// through a shared vertex), then random grid cases, exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <vector>

#include "kernels/point_in_polygon.h"
#include "kernels/point_in_triangle.h"
#include "kernels/polyline_crossings.h"
#include "kernels/ray_chain.h"
#include "oracle/point_in_polygon.h"
#include "oracle/polyline_crossings.h"

namespace plumb {
namespace {

TEST(PointInTriangle, InsideOnEdgeAtVertexOutsideEitherWinding) {
  const Vec2 a{0, 0}, b{4, 0}, c{0, 4};
  EXPECT_EQ(point_in_triangle({1, 1}, a, b, c), Location::inside);
  EXPECT_EQ(point_in_triangle({1, 1}, a, c, b), Location::inside);
  EXPECT_EQ(point_in_triangle({2, 0}, a, b, c), Location::boundary);
  EXPECT_EQ(point_in_triangle({2, 2}, a, b, c), Location::boundary);
  EXPECT_EQ(point_in_triangle(c, a, b, c), Location::boundary);
  EXPECT_EQ(point_in_triangle({5, 0}, a, b, c), Location::outside);  // on ab's line, past b
  EXPECT_EQ(point_in_triangle({3, 3}, a, b, c), Location::outside);
}

TEST(PointInTriangle, ZeroAreaHasNoInterior) {
  EXPECT_EQ(point_in_triangle({1, 1}, {0, 0}, {2, 2}, {4, 4}), Location::boundary);
  EXPECT_EQ(point_in_triangle({5, 5}, {0, 0}, {2, 2}, {4, 4}), Location::outside);
  EXPECT_EQ(point_in_triangle({1, 1}, {1, 1}, {1, 1}, {1, 1}), Location::boundary);
  EXPECT_EQ(point_in_triangle({1, 2}, {1, 1}, {1, 1}, {1, 1}), Location::outside);
}

TEST(PointInTriangle, NonFiniteIsOutside) {
  EXPECT_EQ(point_in_triangle({NAN, 0}, {0, 0}, {1, 0}, {0, 1}), Location::outside);
  EXPECT_EQ(point_in_triangle({0, 0}, {0, 0}, {INFINITY, 0}, {0, 1}), Location::outside);
}

TEST(PointInPolygon, ARayThroughVerticesCountsOnce) {
  // A comb: p's horizontal ray runs through the notches' vertices.
  const std::vector<Vec2> comb{{0, 3}, {0, -1}, {1, 1}, {2, -1}, {3, 1}, {4, -1}, {5, 3}};
  EXPECT_EQ(point_in_polygon({0.5, 1}, comb), Location::inside);
  EXPECT_EQ(point_in_polygon({-1, 1}, comb), Location::outside);
  EXPECT_EQ(point_in_polygon({1, 1}, comb), Location::boundary);
  EXPECT_EQ(point_in_polygon({1.5, 1}, comb), Location::inside);  // above the notch between two tips
  EXPECT_EQ(point_in_polygon({4.5, -0.5}, comb), Location::outside);
  EXPECT_EQ(point_in_polygon({4.5, -1}, comb), Location::outside);  // at a vertex's height, below the last edge
}

TEST(PointInPolygon, CollinearRepeatedAndFewVertices) {
  const std::vector<Vec2> box{{0, 0}, {1, 0}, {2, 0}, {2, 0}, {2, 2}, {0, 2}};
  EXPECT_EQ(point_in_polygon({1, 1}, box), Location::inside);
  EXPECT_EQ(point_in_polygon({1, 0}, box), Location::boundary);
  EXPECT_EQ(point_in_polygon({3, 0}, box), Location::outside);
  EXPECT_EQ(point_in_polygon({0, 0}, std::vector<Vec2>{}), Location::outside);
  EXPECT_EQ(point_in_polygon({0, 0}, std::vector<Vec2>{{0, 0}}), Location::boundary);
  EXPECT_EQ(point_in_polygon({1, 1}, std::vector<Vec2>{{0, 0}, {2, 2}}), Location::boundary);
  EXPECT_EQ(point_in_polygon({1, 1}, std::vector<Vec2>{{0, 0}, {NAN, 2}, {0, 2}}), Location::outside);
  EXPECT_EQ(point_in_polygon({1, 1}, std::vector<Vec2>{{0, 0}, {INFINITY, 0}, {4, 4}, {0, 4}}), Location::outside);
  EXPECT_EQ(point_in_polygon({0, 0}, std::vector<Vec2>{{0, 0}, {4, 0}, {4, -INFINITY}}), Location::outside);
}

TEST(RayChainHit, AShadowedVertexIsHitByBothEdgesAndNamesTheFirst) {
  const std::vector<Vec2> chain{{-1, 1}, {0, 0}, {1, 1}};
  const auto hit = ray_chain_hit({{0, -1}, {0, 1}}, chain);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->wall, 0u);
  EXPECT_EQ(hit->contact.t, 0.5);
  EXPECT_EQ(hit->contact.u, 1.0);
  EXPECT_FALSE(ray_chain_hit({{0, -1}, {0, -2}}, chain));
  EXPECT_FALSE(ray_chain_hit({{0, -1}, {0, 1}}, std::vector<Vec2>{{0, 0}}));
}

TEST(PolylineSegmentCrossings, ATJunctionAtASharedVertexIsReportedOnceAndAStretchByItsEnds) {
  const std::vector<Vec2> polyline{{0, 0}, {2, 0}, {2, 2}};
  EXPECT_EQ(polyline_segment_crossings(polyline, {{1, -1}, {2, 0}}), (std::vector<Vec2>{{2, 0}}));
  EXPECT_EQ(polyline_segment_crossings(polyline, {{1, 0}, {3, 0}}), (std::vector<Vec2>{{1, 0}, {2, 0}}));
  EXPECT_EQ(polyline_segment_crossings(polyline, {{1, 1}, {3, 1}}), (std::vector<Vec2>{{2, 1}}));
  EXPECT_TRUE(polyline_segment_crossings(polyline, {{5, 5}, {6, 6}}).empty());
  EXPECT_TRUE(polyline_segment_crossings(std::vector<Vec2>{{0, 0}}, {{0, 0}, {1, 1}}).empty());
  EXPECT_TRUE(polyline_segment_crossings(polyline, {{NAN, 0}, {1, 1}}).empty());
}

// Random grid cases, many of them degenerate by construction: kernels and
// oracle agree exactly.
TEST(PolygonKernels, AgreeWithTheOracleOnTheGrid) {
  std::mt19937_64 rng(41);
  auto g = [&] { return double(long(rng() % 9) - 4); };
  for (int i = 0; i < 20000; ++i) {
    std::vector<Vec2> vs(3 + rng() % 6);
    for (Vec2& v : vs) v = {g(), g()};
    const Vec2 p{g() / (rng() % 2 ? 1 : 2), g()};
    ASSERT_EQ(point_in_polygon(p, vs), oracle::point_in_polygon(p, vs)) << i;
    ASSERT_EQ(point_in_triangle(p, vs[0], vs[1], vs[2]), oracle::point_in_triangle(p, vs[0], vs[1], vs[2])) << i;
    const Segment ray{{g(), g()}, rng() % 2 ? vs[rng() % vs.size()] : Vec2{g(), g()}};
    // Each point near an exact one and each exact one near a point (two edges
    // crossing each other on s give one exact point, maybe two doubles).
    const auto points = polyline_segment_crossings(vs, ray);
    const auto exact_points = oracle::polyline_segment_crossings(vs, ray);
    auto near = [](Vec2 q, const oracle::ExactPolylinePoint& e) {
      const double x = oracle::round_to_double(e.point.x), y = oracle::round_to_double(e.point.y);
      return std::fabs(q.x - x) <= 0x1p-45 * std::max(1.0, std::fabs(x)) &&
             std::fabs(q.y - y) <= 0x1p-45 * std::max(1.0, std::fabs(y));
    };
    for (Vec2 q : points)
      ASSERT_TRUE(std::any_of(exact_points.begin(), exact_points.end(), [&](const auto& e) { return near(q, e); })) << i;
    for (const auto& e : exact_points)
      ASSERT_TRUE(std::any_of(points.begin(), points.end(), [&](Vec2 q) { return near(q, e); })) << i;
    const auto fast = ray_chain_hit(ray, vs);
    const auto exact = oracle::ray_chain_hit(ray, vs);
    ASSERT_EQ(fast.has_value(), exact.has_value()) << i;
    if (fast) {
      const double t = oracle::round_to_double(exact->contact.t);
      ASSERT_NEAR(fast->contact.t, t, 0x1p-45 * std::max(1.0, std::fabs(t))) << i;
    }
  }
}

// The chain kernels skip an edge whose ends are settled on one side of the
// line through s (detail/line_side.h). Vertices on that line, a few ULPs off
// it, and a zero-length s: the answers are those of every edge tested, bit
// for bit (the union of edge_points; the least first_contact, lower index
// first).
TEST(PolygonKernels, SkippingEdgesOnOneSideOfTheLineChangesNothing) {
  std::mt19937_64 rng(43);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  auto nudge = [&](double x) {
    for (int k = int(rng() % 7) - 3; k != 0; k += k > 0 ? -1 : 1) x = std::nextafter(x, k > 0 ? 2.0 : -2.0);
    return x;
  };
  int skipped = 0, near_line = 0;
  for (int i = 0; i < 4000; ++i) {
    const Segment s{{unit(rng), unit(rng)}, rng() % 16 == 0 ? Vec2{} : Vec2{unit(rng), unit(rng)}};
    const Segment seg = rng() % 16 == 0 ? Segment{s.a, s.a} : s;
    std::vector<Vec2> vs(2 + rng() % 30);
    for (Vec2& v : vs) {
      const double t = 3.0 * unit(rng);
      const Vec2 on{seg.a.x + t * (seg.b.x - seg.a.x), seg.a.y + t * (seg.b.y - seg.a.y)};
      v = rng() % 3 == 0 ? Vec2{unit(rng), unit(rng)} : Vec2{nudge(on.x), nudge(on.y)};
    }
    std::vector<Vec2> every;
    std::optional<Blocker> best;
    const detail::QuickLine line = detail::quick_line(seg);
    for (std::size_t k = 0; k + 1 < vs.size(); ++k) {
      detail::edge_points(seg, {vs[k], vs[k + 1]}, every);
      const auto c = first_contact(seg, Kind::ray, {vs[k], vs[k + 1]}, Kind::segment);
      if (c && (!best || c->t < best->contact.t)) best = Blocker{k, *c};
      const int s0 = detail::settled_side(line, vs[k]), s1 = detail::settled_side(line, vs[k + 1]);
      skipped += detail::same_side(s0, s1);
      near_line += (s0 == 0) | (s1 == 0);
      if (detail::same_side(s0, s1)) {
        ASSERT_FALSE(c) << i;
      }
    }
    ASSERT_EQ(polyline_segment_crossings(vs, seg), every) << i;
    const auto hit = ray_chain_hit(seg, vs);
    ASSERT_EQ(hit.has_value(), best.has_value()) << i;
    if (hit) {
      ASSERT_EQ(hit->wall, best->wall) << i;
      ASSERT_EQ(hit->contact.t, best->contact.t) << i;
      ASSERT_EQ(hit->contact.point, best->contact.point) << i;
    }
  }
  EXPECT_GT(skipped, 1000);
  EXPECT_GT(near_line, 1000);  // unsettled sides: the full test decides
}

}  // namespace
}  // namespace plumb
