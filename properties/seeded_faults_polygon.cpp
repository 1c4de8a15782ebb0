// The seeded faults of the polygon and chain members: Plumb's kernels with
// one classic bug put back, and only that bug (each decides with Plumb's
// exact orientation, so what the suite catches is the bug, not rounding).
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "plumb/plumb.h"
#include "properties/seeded_faults.h"

namespace plumb {
namespace {

bool finite(std::span<const Vec2> vs) {
  for (const Vec2& v : vs)
    if (!detail::finite(v)) return false;
  return true;
}

// triangle-strict-edges: inside iff the three orientations are strictly of
// one sign, else outside: a point on an edge (or a vertex) is outside, so
// a point on an edge two triangles share is in neither (a crack in a mesh).
Location point_in_triangle_strict(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  const int o1 = orientation(a, b, p), o2 = orientation(b, c, p), o3 = orientation(c, a, p);
  return (o1 != 0) && o1 == o2 && o2 == o3 ? Location::inside : Location::outside;
}

// crossing-number-double-counts-vertex: an edge counts when p's height lies
// in its closed y-range, so a horizontal ray through a vertex counts both
// edges that share it. The boundary is found as Plumb finds it.
Location point_in_polygon_double_counts(Vec2 p, std::span<const Vec2> polygon) {
  const Location plumb = point_in_polygon(p, polygon);
  if (plumb == Location::boundary || !detail::finite(p) || !finite(polygon)) return plumb;
  bool inside = false;
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    if (a.y == b.y) continue;
    const bool up = b.y > a.y;
    const double lo = up ? a.y : b.y, hi = up ? b.y : a.y;
    if (lo <= p.y && p.y <= hi && (orientation(a, b, p) > 0) == up) inside = !inside;
  }
  return inside ? Location::inside : Location::outside;
}

// chain-skips-shared-vertex: each edge tested alone with a strict range for
// u at the ends it shares (0 < u, u < 1), so that a hit at a shared vertex
// is not reported twice -- and is then reported by neither edge.
std::optional<Blocker> ray_chain_hit_skips_vertex(const Segment& ray, std::span<const Vec2> chain) {
  if (!detail::finite(ray) || !finite(chain)) return ray_chain_hit(ray, chain);
  std::optional<Blocker> best;
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const std::optional<Crossing> c = ray_segment_hit(ray, {chain[i], chain[i + 1]});
    if (!c) continue;
    const bool at_shared = (c->u == 0.0 && i > 0) || (c->u == 1.0 && i + 2 < chain.size());
    if (at_shared) continue;
    if (!best || c->t < best->contact.t) best = Blocker{i, *c};
  }
  return best;
}

// polyline-drops-t-junction: each vertex left to one of its edges, and the
// edge that gets it tests for a proper crossing, so a segment that ends on a
// vertex two edges share (a T-junction) is reported by neither -- while the
// same segment against either edge alone finds it.
std::vector<Vec2> polyline_drops_t_junction(std::span<const Vec2> polyline, const Segment& s) {
  std::vector<Vec2> points = polyline_segment_crossings(polyline, s);
  auto dropped = [&](Vec2 p) {
    if (!(p == s.a || p == s.b)) return false;
    for (std::size_t i = 1; i + 1 < polyline.size(); ++i)
      if (polyline[i] == p) return true;
    return false;
  };
  std::erase_if(points, dropped);
  return points;
}

SeededFault fault(std::string name, std::string bug, const std::function<void(Subject&)>& edit) {
  Subject s = plumb_subject();
  s.name = name;
  s.description = bug;
  edit(s);
  SeededFault f{std::move(name), std::move(bug), std::move(s), "polygon", {}, {}, {}};
  annotate_fault(f);
  return f;
}

}  // namespace

std::vector<SeededFault> polygon_seeded_faults() {
  return {
      fault("triangle-strict-edges", "point in triangle with strict signs: the boundary read as outside",
            [](Subject& s) { s.point_in_triangle = point_in_triangle_strict; }),
      fault("crossing-number-double-counts-vertex",
            "a crossing-number point in polygon that counts a vertex on the ray for both its edges",
            [](Subject& s) { s.point_in_polygon = point_in_polygon_double_counts; }),
      fault("chain-skips-shared-vertex", "a chain ray cast whose per-edge test skips the vertex two edges share",
            [](Subject& s) { s.ray_chain_hit = ray_chain_hit_skips_vertex; }),
      fault("polyline-drops-t-junction",
            "a polyline crossing test that drops a T-junction at a vertex two edges share",
            [](Subject& s) { s.polyline_segment_crossings = polyline_drops_t_junction; }),
  };
}

}  // namespace plumb
