// The zoo's polygon and chain kernels (kernels.h): point in triangle by the
// signs of three orientations, point in polygon by the crossing number with
// the half-open rule (W. R. Franklin's PNPOLY, its x comparison made a sign
// test), and a ray against a chain edge by edge (the nearest hit).
#include "examples/fault-zoo/kernels.h"

namespace zoo {
namespace {

using plumb::Location;
using plumb::Vec2;

Vec2 sub(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
double orient(Vec2 a, Vec2 b, Vec2 c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }
bool on_segment(Vec2 p, Vec2 u, Vec2 v) { return orient(u, v, p) == 0 && dot(sub(p, u), sub(p, v)) <= 0; }
double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

// The ray's first contact with one edge: a crossing as ray_segment_hit
// answers it (with `f`, the fault of the edge test), and for an edge along
// the ray's line (a zero-length edge included) its point of least t >= 0,
// decided by signs of dot products. A zero-length ray is outside the contract.
std::optional<plumb::Crossing> edge_contact(const plumb::Segment& ray, Vec2 e0, Vec2 e1, Fault f) {
  const Vec2 r = sub(ray.b, ray.a), s = sub(e1, e0), ca = sub(e0, ray.a);
  if (cross(r, s) != 0) return ray_segment_hit(ray, {e0, e1}, f);
  if (cross(ca, r) != 0) return std::nullopt;  // parallel, apart
  const double rr = dot(r, r), n0 = dot(ca, r), n1 = dot(sub(e1, ray.a), r), ss = dot(s, s);  // n = t rr
  if (rr == 0 || (n0 < 0 && n1 < 0)) return std::nullopt;  // behind the origin
  if ((n0 <= 0) != (n1 <= 0) || n0 == 0 || n1 == 0)  // the origin on the edge
    return plumb::Crossing{0, ss == 0 ? 0 : dot(sub(ray.a, e0), s) / ss, ray.a};
  return n0 <= n1 ? plumb::Crossing{n0 / rr, 0, e0} : plumb::Crossing{n1 / rr, 1, e1};
}

}  // namespace

// A closed triangle (declared boundary = inside).
Location point_in_triangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c, Fault f) {
  // A zero-area triangle is the segment its corners span (its longest side).
  // Without the guard every orientation is 0 for a point anywhere on its
  // line (and anywhere at all when the corners coincide): "inside".
  if (orient(a, b, c) == 0 && f != Fault::triangle_degenerate_sign_test) {
    const double ab = dot(sub(b, a), sub(b, a)), bc = dot(sub(c, b), sub(c, b)), ca = dot(sub(a, c), sub(a, c));
    const bool on = ab >= bc && ab >= ca ? on_segment(p, a, b) : bc >= ca ? on_segment(p, b, c) : on_segment(p, c, a);
    return on ? Location::inside : Location::outside;
  }
  const double d1 = orient(a, b, p), d2 = orient(b, c, p), d3 = orient(c, a, p);
  // Strict signs: a point on an edge reads outside (seeded fault triangle-strict-edges).
  if (f == Fault::triangle_strict_edges)
    return (d1 > 0 && d2 > 0 && d3 > 0) || (d1 < 0 && d2 < 0 && d3 < 0) ? Location::inside : Location::outside;
  const bool neg = d1 < 0 || d2 < 0 || d3 < 0, pos = d1 > 0 || d2 > 0 || d3 > 0;
  return neg && pos ? Location::outside : Location::inside;
}

// Crossings of the ray from p towards +x, each edge counted when it spans
// p.y half-open (one end above, the other not): a vertex at p's height
// belongs to exactly one of its two edges. Declared boundary = half_open.
Location point_in_polygon(Vec2 p, std::span<const Vec2> poly, Fault f) {
  bool in = false;
  for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const Vec2 u = poly[j], v = poly[i];
    // Closed at both ends: a vertex on the ray counted for both its edges
    // (georust/geo#526, sromku/polygon-contains-point#7).
    const bool spans = f == Fault::polygon_vertex_double_count
                           ? (u.y <= p.y && p.y <= v.y) || (v.y <= p.y && p.y <= u.y)
                           : (v.y > p.y) != (u.y > p.y);
    if (!spans) continue;
    const double o = orient(u, v, p);  // > 0: p left of u -> v
    if (v.y > u.y ? o > 0 : o < 0) in = !in;  // the edge crosses the ray right of p
  }
  return in ? Location::inside : Location::outside;
}

// Every edge's first contact (edge_contact); the least t, ties to the lower index.
std::optional<plumb::Blocker> ray_chain_hit(const plumb::Segment& ray, std::span<const Vec2> chain, Fault f) {
  std::optional<plumb::Blocker> best;
  // Each edge open at its ends, so a vertex two edges share is "reported
  // once": by neither (seeded fault chain-skips-shared-vertex).
  const Fault edge_fault = f == Fault::chain_skips_shared_vertex ? Fault::ray_strict_wall_ends : Fault::none;
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const auto hit = edge_contact(ray, chain[i], chain[i + 1], edge_fault);
    if (!hit) continue;
    // The first edge hit, not the nearest one.
    if (f == Fault::chain_first_edge_not_nearest) return plumb::Blocker{i, *hit};
    if (!best || hit->t < best->contact.t) best = plumb::Blocker{i, *hit};
  }
  return best;
}

}  // namespace zoo
