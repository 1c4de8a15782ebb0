// Plumb oracle: point in polygon by the quadrant winding number (see
// point_in_polygon.h), and the first edge of a chain a ray meets.
#include "oracle/point_in_polygon.h"

#include <cmath>
#include <vector>

#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/edge_contact.h"
#include "oracle/filtered_line_side.h"
#include "oracle/first_contact.h"
#include "oracle/rvec.h"

namespace plumb::oracle {
namespace {

// The quadrant of a nonzero direction v (see point_in_polygon.h).
int quadrant(const RVec2& v) {
  if (v.x > 0 && v.y >= 0) return 0;
  if (v.x <= 0 && v.y > 0) return 1;
  if (v.x < 0 && v.y <= 0) return 2;
  return 3;
}

// Whether the origin lies on the closed segment from v to w (directions from p).
bool origin_on(const RVec2& v, const RVec2& w) {
  if (cross(v, w) != 0) return false;
  // Collinear with the origin: on the segment iff v and w are not on the
  // same side of it (v . w <= 0), which also covers v == 0 or w == 0.
  return dot(v, w) <= 0;
}

std::vector<RVec2> directions(Vec2 p, std::span<const Vec2> polygon) {
  const RVec2 o = exact(p);
  std::vector<RVec2> out;
  out.reserve(polygon.size());
  for (const Vec2& v : polygon) out.push_back(exact(v) - o);
  return out;
}

}  // namespace

std::optional<long> winding_number(Vec2 p, std::span<const Vec2> polygon) {
  const std::vector<RVec2> d = directions(p, polygon);
  const std::size_t n = d.size();
  if (n == 0) return 0L;
  for (std::size_t i = 0; i < n; ++i)
    if (origin_on(d[i], d[(i + 1) % n])) return std::nullopt;
  long quarters = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const RVec2 &v = d[i], &w = d[(i + 1) % n];
    int turn = quadrant(w) - quadrant(v);
    if (turn == 3) turn = -1;
    if (turn == -3) turn = 1;
    if (turn == 2 || turn == -2) turn = cross(v, w) > 0 ? 2 : -2;  // never 0: the origin is not on the edge
    quarters += turn;
  }
  return quarters / 4;
}

Location point_in_polygon(Vec2 p, std::span<const Vec2> polygon) {
  const std::optional<long> w = winding_number(p, polygon);
  if (!w) return Location::boundary;
  return *w % 2 != 0 ? Location::inside : Location::outside;
}

bool half_open_inside(Vec2 p, std::span<const Vec2> polygon) {
  const RVec2 q = exact(p);
  bool inside = false;
  for (std::size_t i = 0, n = polygon.size(); i < n; ++i) {
    const RVec2 a = exact(polygon[i]), b = exact(polygon[(i + 1) % n]);
    if ((a.y > q.y) == (b.y > q.y)) continue;  // the edge's half-open y-span misses p's line
    // The edge crosses p's line at x = a.x + (q.y - a.y)(b.x - a.x)/(b.y - a.y);
    // it counts when that is strictly right of p (b.y != a.y here).
    const Rational lhs = (q.x - a.x) * (b.y - a.y), rhs = (q.y - a.y) * (b.x - a.x);
    if (b.y > a.y ? lhs < rhs : lhs > rhs) inside = !inside;
  }
  return inside;
}

Location point_in_triangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  const Vec2 vertices[] = {a, b, c};
  return point_in_polygon(p, vertices);
}

namespace rational {

std::optional<ExactBlocker> ray_chain_hit(Segment ray, std::span<const Vec2> chain, bool collinear_counts) {
  const RSegment r = exact(ray);
  std::vector<RVec2> v;
  v.reserve(chain.size());
  for (const Vec2& x : chain) v.push_back(exact(x));
  std::optional<ExactBlocker> best;
  for (std::size_t i = 0; i + 1 < v.size(); ++i) {
    const RSegment edge{v[i], v[i + 1]};
    if (!collinear_counts && collinear(r, edge)) continue;  // edge-on contact ignored
    std::optional<ExactCrossing> c = first_contact(r, Kind::ray, edge, Kind::segment);
    if (c && (!best || c->t < best->contact.t)) best = ExactBlocker{i, std::move(*c)};
  }
  return best;
}

}  // namespace rational

std::optional<ExactBlocker> ray_chain_hit(Segment ray, std::span<const Vec2> chain, bool collinear_counts) {
  const RSegment r = exact(ray);
  std::optional<ExactBlocker> best;
  for (const Vec2& x : chain)  // a non-finite vertex throws, as the rational walk does
    if (!std::isfinite(x.x) || !std::isfinite(x.y)) (void)exact(x);
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    // An edge wholly on one side of the ray's line (certified) meets no part
    // of it, nor is it collinear: skipped (filtered_line_side.h).
    if (certainly_one_side(ray.a, ray.b, chain[i], chain[i + 1])) continue;
    // Not parallel: never collinear, and the contact is Cramer's crossing
    // (edge_contact.h); parallel: as the rational walk.
    std::optional<std::optional<ExactCrossing>> c = contact_unless_parallel(ray, Kind::ray, {chain[i], chain[i + 1]});
    if (!c) {
      const RSegment edge{exact(chain[i]), exact(chain[i + 1])};
      if (!collinear_counts && collinear(r, edge)) continue;  // edge-on contact ignored
      c = first_contact(r, Kind::ray, edge, Kind::segment);
    }
    if (*c && (!best || (*c)->t < best->contact.t)) best = ExactBlocker{i, std::move(**c)};
  }
  return best;
}

Rational squared_distance_to_boundary(Vec2 p, std::span<const Vec2> polygon) {
  const RVec2 q = exact(p);
  const std::size_t n = polygon.size();
  Rational best = -1;
  for (std::size_t i = 0; i < n; ++i) {
    const Rational d2 = squared_distance_point_segment(q, RSegment{exact(polygon[i]), exact(polygon[(i + 1) % n])});
    if (best < 0 || d2 < best) best = d2;
  }
  return best;
}

}  // namespace plumb::oracle
