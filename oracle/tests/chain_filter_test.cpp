// The chain and polyline oracles skip edges that certainly lie on one side of
// the ray's or segment's line (oracle/filtered_line_side.h); the skip must
// never change an answer: against the rational walks over every edge on grid
// chains (touches through vertices, collinear edges, repeated vertices), a
// few ULPs off them and random ones.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

#include "oracle/edge_contact.h"
#include "oracle/first_contact.h"
#include "oracle/point_in_polygon.h"
#include "oracle/polyline_crossings.h"

namespace plumb {
namespace {

struct Draw {
  std::mt19937_64 rng{77};
  int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  double coordinate(int kind) {
    double x = integer(-4, 4);
    if (kind == 1 && integer(0, 3) == 0) x = std::nextafter(x, integer(0, 1) != 0 ? INFINITY : -INFINITY);
    if (kind == 2) x = std::uniform_real_distribution<double>(-4, 4)(rng);
    return x;
  }
  Vec2 point(int kind) { return {coordinate(kind), coordinate(kind)}; }
  std::vector<Vec2> chain(int kind) {
    std::vector<Vec2> v(static_cast<std::size_t>(integer(0, 12)));
    for (Vec2& p : v) p = point(kind);
    if (v.size() > 2 && integer(0, 3) == 0) v[1] = v[0];  // a repeated vertex
    return v;
  }
};

bool same(const std::optional<oracle::ExactBlocker>& a, const std::optional<oracle::ExactBlocker>& b) {
  if (a.has_value() != b.has_value()) return false;
  return !a || (a->wall == b->wall && a->contact.t == b->contact.t && a->contact.point == b->contact.point);
}

bool same(const std::vector<oracle::ExactPolylinePoint>& a, const std::vector<oracle::ExactPolylinePoint>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i].point == b[i].point) || a[i].t != b[i].t || a[i].edge != b[i].edge) return false;
  return true;
}

TEST(ChainFilter, SkippingEdgesNeverChangesTheAnswer) {
  Draw draw;
  int hits = 0, crossings = 0;
  for (int i = 0; i < 6000; ++i) {
    const int kind = i % 3;
    const std::vector<Vec2> chain = draw.chain(kind);
    const Segment s{draw.point(kind), draw.point(kind)};
    for (const bool collinear_counts : {true, false}) {
      const auto got = oracle::ray_chain_hit(s, chain, collinear_counts);
      ASSERT_TRUE(same(got, oracle::rational::ray_chain_hit(s, chain, collinear_counts))) << i;
      hits += got.has_value();
    }
    const auto points = oracle::polyline_segment_crossings(chain, s);
    ASSERT_TRUE(same(points, oracle::rational::polyline_segment_crossings(chain, s))) << i;
    crossings += !points.empty();
  }
  EXPECT_GT(hits, 1500);
  EXPECT_GT(crossings, 900);
}

// The per-edge stage itself (edge_contact.h): where it answers, the answer is
// first_contact's, value for value; it leaves parallel and zero-length pairs
// (and only those) to first_contact. Each outcome must occur.
TEST(ChainFilter, ContactUnlessParallelIsFirstContact) {
  Draw draw;
  int missed = 0, met = 0, left = 0;
  for (int i = 0; i < 20000; ++i) {
    const int kind = i % 3;
    Segment p{draw.point(kind), draw.point(kind)}, edge{draw.point(kind), draw.point(kind)};
    if (i % 7 == 0) edge.b = {edge.a.x + (p.b.x - p.a.x), edge.a.y + (p.b.y - p.a.y)};  // parallel (on grids)
    if (i % 11 == 0) p.b = p.a;                                                         // zero length
    const Kind kp = i % 2 == 0 ? Kind::ray : Kind::segment;
    const auto got = oracle::contact_unless_parallel(p, kp, edge);
    const auto want = oracle::first_contact(p, kp, edge, Kind::segment);
    const oracle::Rational cross = (oracle::exact(p.b.x) - oracle::exact(p.a.x)) * (oracle::exact(edge.b.y) - oracle::exact(edge.a.y)) -
                                   (oracle::exact(p.b.y) - oracle::exact(p.a.y)) * (oracle::exact(edge.b.x) - oracle::exact(edge.a.x));
    if (!got) {
      ASSERT_EQ(cross, 0) << i;  // left only when parallel or zero length
      ++left;
      continue;
    }
    ASSERT_EQ(got->has_value(), want.has_value()) << i;
    if (!want) {
      ++missed;
      continue;
    }
    ++met;
    ASSERT_TRUE((*got)->t == want->t && (*got)->u == want->u && (*got)->point == want->point) << i;
  }
  EXPECT_GT(missed, 2000);
  EXPECT_GT(met, 2000);
  EXPECT_GT(left, 50);  // most parallel pairs are certified misses
}

TEST(ChainFilter, NonFiniteVerticesStillThrow) {
  const std::vector<Vec2> chain{{0, 0}, {NAN, 1}};
  EXPECT_THROW(oracle::ray_chain_hit({{5, 5}, {6, 5}}, chain), std::domain_error);
  EXPECT_THROW(oracle::polyline_segment_crossings(chain, {{5, 5}, {6, 5}}), std::domain_error);
  const std::vector<Vec2> one{{INFINITY, 0}};
  EXPECT_THROW(oracle::polyline_segment_crossings(one, {{5, 5}, {6, 5}}), std::domain_error);
}

}  // namespace
}  // namespace plumb
