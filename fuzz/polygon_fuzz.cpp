// Fuzz target: the polygon and chain family.
//
// A point against a triangle (and its neighbour across a shared edge), a
// point against a polygon, a ray against a chain (and, read as a segment, a
// segment against the chain as a polyline), each differential against
// the exact oracle, plus the exact cross-shape properties: one answer for a
// point on a shared edge, a hit for a ray through a shared vertex, the
// polyline's points the union of its edges'. Why here: the decisions go
// wrong where the input is degenerate -- a point on an edge or at a vertex,
// at a vertex's height (the crossing-number trap), a ray exactly through a
// vertex, a segment ending on one (a T-junction) -- which the grid decoding
// reaches exactly, and far binades and ULP nudges keep it there or just off
// it.
//
// The leading byte picks the shape (% 3) and the placement (/ 3 % 4: as
// drawn, a far binade, a nudge of the point or ray, a non-finite coordinate);
// grid bytes follow.
#include <cstdint>
#include <vector>

#include "fuzz/decode.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases_polygon.h"
#include "properties/checks_polygon.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

Vec2 midpoint(Vec2 a, Vec2 b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// A point placed against a vertex list: a grid point, a vertex, an edge's
// midpoint, or a grid point at a vertex's height.
Vec2 placed(Bytes& in, const std::vector<Vec2>& vs) {
  const Vec2 v = vs[in.byte() % vs.size()], w = vs[in.byte() % vs.size()];
  switch (in.byte() % 4) {
    case 0: return grid(in, 5);
    case 1: return v;
    case 2: return midpoint(v, w);
    default: return {double(in.small(5)), v.y};
  }
}

std::vector<Vec2> vertices(Bytes& in, std::size_t lo, std::size_t hi) {
  std::vector<Vec2> vs;
  for (std::size_t n = lo + in.byte() % (hi - lo + 1); n > 0; --n) vs.push_back(grid(in));
  return vs;
}

// Placement `how` of every number of a case: 0 as drawn, 1 a far binade,
// 2 the first point nudged, 3 a non-finite coordinate.
template <class Case>
void place(Case& c, int how, Bytes& in) {
  std::vector<double*> slots;
  for_each_number(c, [&](double& x) { slots.push_back(&x); });
  switch (how) {
    case 1: {
      const int k = far_binade(in);
      for (double* x : slots) *x = std::ldexp(*x, k);
      c.label = in_binade(c.label, k);
      break;
    }
    case 2: {
      double* x = slots[in.byte() % 2];
      *x = nudged(*x, in);
      c.label = "nearly " + c.label;
      break;
    }
    case 3: *slots[in.byte() % slots.size()] = non_finite(in); c.label = "non-finite"; break;
    default: break;
  }
}

void check_triangle(Bytes& in, int how) {
  const std::vector<Vec2> v = vertices(in, 4, 4);
  Triangle2Case c{{}, v[0], v[1], v[2], v[3], "triangle"};
  c.p = placed(in, {v[0], v[1], v[2]});
  place(c, how, in);
  judge("fuzz: point in triangle", c, [&](const Subject& s, Judge& j) {
    check::point_in_triangle_oracle(s, c, j);
    check::shared_edge_triangles(s, c, j);
  });
}

void check_polygon(Bytes& in, int how) {
  PolygonCase c{{}, vertices(in, 3, 8), "polygon"};
  c.p = in.byte() % 4 == 0 && c.polygon.size() >= 4 ? midpoint(c.polygon[0], c.polygon[c.polygon.size() / 2])
                                                    : placed(in, c.polygon);
  place(c, how, in);
  judge("fuzz: point in polygon", c, [&](const Subject& s, Judge& j) {
    check::polygon_oracle(s, c, j);
    check::shared_edge_polygons(s, c, j);
  });
}

void check_chain(Bytes& in, int how) {
  ChainCase c{{}, vertices(in, 2, 6), "chain"};
  const Vec2 o = grid(in, 5);
  c.ray = {o, in.byte() % 2 ? placed(in, c.chain) : grid(in, 5)};
  place(c, how, in);
  judge("fuzz: ray and chain", c, [&](const Subject& s, Judge& j) {
    check::chain_oracle(s, c, j);
    check::chain_through_vertex(s, c, j);
    check::polyline_oracle(s, c, j);
    check::polyline_union(s, c, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  const std::uint8_t first = in.byte();
  const int how = first / 3 % 4;
  switch (first % 3) {
    case 0: check_triangle(in, how); break;
    case 1: check_polygon(in, how); break;
    default: check_chain(in, how); break;
  }
  return 0;
}
