#include "properties/generators_polygon.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "properties/draw.h"

namespace plumb::gen {
namespace {

using rc::gen::exec;
using namespace draw;

Vec2 midpoint(Vec2 a, Vec2 b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// Every point of a case moved to a binade or a far offset, exactly (grid
// values stay below 2^7 with at most one fractional bit).
template <class Each>
std::string place(std::string label, Each&& each) {
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    each([&](Vec2 p) { return far.at(p); });
    return label + " (far offset)";
  }
  const int k = binade();
  each([&](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; });
  return with_binade(label, k);
}

// A point on the edge a -> b: an end, the midpoint, or (for a lattice edge
// a + m d) a lattice point of it.
Vec2 on_edge(Vec2 a, Vec2 b) {
  switch (pick(0, 2)) {
    case 0: return coin() ? a : b;
    case 1: return midpoint(a, b);
    default: {
      const double t = double(pick(0, 4)) / 4.0;  // exact on the grid when b - a is a multiple of 4
      const Vec2 q = plus(a, {b.x - a.x, b.y - a.y}, t);
      return (std::floor(q.x * 2) == q.x * 2 && std::floor(q.y * 2) == q.y * 2) ? q : midpoint(a, b);
    }
  }
}

// --- Triangles -----------------------------------------------------------------

Triangle2Case triangle_on_grid() {
  Triangle2Case c;
  c.a = grid_point(4);
  const Vec2 d = nonzero_direction(2);
  c.b = plus(c.a, d, pick(1, 2) * 2);  // ab a lattice edge of even length: its lattice points and midpoint exact
  c.c = grid_point(5);
  c.d = grid_point(5);
  switch (pick(0, 7)) {
    case 0: c.p = grid_point(5); c.label = "grid point"; break;
    case 1: c.p = on_edge(c.a, c.b); c.label = "on the shared edge"; break;
    case 2: c.p = on_edge(c.b, c.c); c.label = "on an edge"; break;
    case 3: c.p = coin() ? c.c : c.a; c.label = "at a vertex"; break;
    case 4: c.p = nudged(on_edge(c.a, c.b)); c.label = "nearly on the shared edge"; break;
    case 5: c.p = {double(pick(-5, 5)), c.c.y}; c.label = "at a vertex's height"; break;
    case 6: c.c = plus(c.a, d, pick(-2, 4)); c.p = on_edge(c.a, c.b); c.label = "zero area"; break;
    default: c.c = c.a; c.p = coin() ? c.a : grid_point(4); c.label = "repeated vertex"; break;
  }
  c.label = place(c.label, [&](auto f) {
    for (Vec2* v : {&c.p, &c.a, &c.b, &c.c, &c.d}) *v = f(*v);
  });
  return c;
}

// A roof's triangle in metres with decimal coordinates (not exact in binary),
// p on the shared edge's line at a decimal, or at the rounded midpoint.
Triangle2Case triangle_human_scale() {
  const double x0 = pick(0, 200) / 10.0, y0 = pick(0, 200) / 10.0;
  Triangle2Case c{{}, {x0, y0}, {x0 + 12.3, y0}, {x0 + 4.1, y0 + 7.7}, {x0 + 6.2, y0 - 5.9}, "human scale (metres)"};
  switch (pick(0, 2)) {
    case 0: c.p = {x0 + pick(0, 123) / 10.0, y0}; break;  // on ab (y exact), maybe at a decimal x
    case 1: c.p = midpoint(c.a, c.c); break;
    default: c.p = {x0 + pick(0, 123) / 10.0, y0 + pick(-59, 77) / 10.0}; break;
  }
  return c;
}

// --- Polygons ------------------------------------------------------------------

std::vector<Vec2> grid_polygon() {
  std::vector<Vec2> vs;
  for (int n = pick(3, 7); n > 0; --n) vs.push_back(grid_point(4));
  return vs;
}

// An axis-aligned box, counter-clockwise or not, with collinear vertices
// inserted at edge midpoints and vertices repeated.
std::vector<Vec2> box_polygon() {
  const double x0 = pick(-4, 0) * 2, y0 = pick(-4, 0) * 2, x1 = x0 + pick(1, 4) * 2, y1 = y0 + pick(1, 4) * 2;
  std::vector<Vec2> vs{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  for (int extra = pick(0, 3); extra > 0; --extra) {
    const std::size_t i = std::size_t(pick(0, int(vs.size()) - 1));
    const Vec2 next = vs[(i + 1) % vs.size()];
    vs.insert(vs.begin() + std::ptrdiff_t(i) + 1, coin() ? midpoint(vs[i], next) : vs[i]);
  }
  if (coin()) std::reverse(vs.begin(), vs.end());
  return vs;
}

// A comb: teeth whose tips and notches lie at two heights, so a horizontal
// ray from a point at either height runs through several vertices.
std::vector<Vec2> comb_polygon() {
  const int teeth = pick(1, 3);
  const double low = pick(-3, 0), high = low + pick(1, 3) * 2, top = high + 2;
  std::vector<Vec2> vs{{0, top}, {0, low - 2}};
  for (int i = 0; i < teeth; ++i) {
    const double x = 2.0 * i;
    vs.push_back({x + 1, high});
    vs.push_back({x + 2, low});
  }
  vs.push_back({2.0 * teeth + 1, top});
  return vs;
}

// A diamond with its vertices on the axes through its centre: the boundary
// passes through the left and right vertices, so a ray from a point at their
// height meets one, and must count it once.
std::vector<Vec2> diamond_polygon() {
  const Vec2 c = grid_point(3);
  const double w = pick(1, 4), h = pick(1, 4);
  std::vector<Vec2> vs{{c.x, c.y - h}, {c.x + w, c.y}, {c.x, c.y + h}, {c.x - w, c.y}};
  if (coin()) std::reverse(vs.begin(), vs.end());
  return vs;
}

PolygonCase polygon_on_grid() {
  PolygonCase c;
  std::string shape;
  switch (pick(0, 3)) {
    case 0: c.polygon = grid_polygon(); shape = "grid polygon"; break;
    case 1: c.polygon = box_polygon(); shape = "box with collinear and repeated vertices"; break;
    case 2: c.polygon = diamond_polygon(); shape = "diamond"; break;
    default: c.polygon = comb_polygon(); shape = "comb"; break;
  }
  const std::size_t n = c.polygon.size();
  const std::size_t i = std::size_t(pick(0, int(n) - 1));
  const Vec2 v = c.polygon[i], w = c.polygon[(i + 1) % n];
  std::string where;
  switch (pick(0, 6)) {
    case 0: c.p = grid_point(5); where = "grid point"; break;
    case 1: c.p = on_edge(v, w); where = "on an edge"; break;
    case 2: c.p = v; where = "at a vertex"; break;
    case 3: c.p = {double(pick(-5, 8)), v.y}; where = "at a vertex's height"; break;
    case 4: c.p = n >= 4 ? midpoint(c.polygon[0], c.polygon[n / 2]) : v; where = "on the split diagonal"; break;
    case 5: c.p = nudged(on_edge(v, w)); where = "nearly on an edge"; break;
    default: c.p = nudged(Vec2{double(pick(-5, 8)), v.y}); where = "nearly at a vertex's height"; break;
  }
  c.label = place(shape + ", " + where, [&](auto f) {
    c.p = f(c.p);
    for (Vec2& x : c.polygon) x = f(x);
  });
  return c;
}

// A building footprint in metres, decimal coordinates, p on an edge's line
// at a decimal or a decimal step inside.
PolygonCase polygon_human_scale() {
  const double x0 = pick(0, 500) / 10.0, y0 = pick(0, 500) / 10.0;
  PolygonCase c{{}, {{x0, y0}, {x0 + 20.5, y0}, {x0 + 20.5, y0 + 8.3}, {x0 + 10.1, y0 + 8.3}, {x0 + 10.1, y0 + 14.7},
                     {x0, y0 + 14.7}},
                "human scale (metres)"};
  switch (pick(0, 2)) {
    case 0: c.p = {x0 + pick(0, 205) / 10.0, y0 + 8.3}; break;  // at the notch's height
    case 1: c.p = {x0 + 10.1, y0 + pick(0, 147) / 10.0}; break;  // on the inner wall's line
    default: c.p = {x0 + pick(-10, 215) / 10.0, y0 + pick(-10, 157) / 10.0}; break;
  }
  return c;
}

// --- Chains --------------------------------------------------------------------

ChainCase chain_on_grid() {
  ChainCase c;
  for (int n = pick(2, 6); n > 0; --n) c.chain.push_back(grid_point(4));
  if (coin()) c.chain.insert(c.chain.begin() + pick(0, int(c.chain.size()) - 1), c.chain[0]);  // a repeated vertex
  const std::size_t i = std::size_t(pick(0, int(c.chain.size()) - 1));
  const Vec2 v = c.chain[i];
  const Vec2 o = grid_point(5);
  switch (pick(0, 5)) {
    case 0: c.ray = {o, grid_point(5)}; c.label = "grid ray"; break;
    case 1: c.ray = {o, v}; c.label = "through a vertex"; break;
    case 2: c.ray = {o, plus(o, {v.x - o.x, v.y - o.y}, 0.5)}; c.label = "through a vertex, beyond its end point"; break;
    case 3: c.ray = {v, i + 1 < c.chain.size() ? c.chain[i + 1] : grid_point(4)}; c.label = "from a vertex"; break;
    case 4: c.ray = {o, nudged(v)}; c.label = "nearly through a vertex"; break;
    default: c.ray = {o, o}; c.label = "zero direction"; break;
  }
  if (c.ray.a == c.ray.b && c.label != "zero direction") c.label = "zero direction";
  c.label = place(c.label, [&](auto f) {
    c.ray = {f(c.ray.a), f(c.ray.b)};
    for (Vec2& x : c.chain) x = f(x);
  });
  return c;
}

}  // namespace

rc::Gen<Triangle2Case> triangle2_case() {
  return exec([] {
    Triangle2Case c = pick(0, 9) == 0 ? triangle_human_scale() : triangle_on_grid();
    if (pick(0, 29) == 0) poison_one({&c.p.x, &c.p.y, &c.a.x, &c.a.y, &c.b.x, &c.b.y, &c.c.x, &c.c.y}, c.label);
    return c;
  });
}

rc::Gen<PolygonCase> polygon_case() {
  return exec([] {
    PolygonCase c = pick(0, 9) == 0 ? polygon_human_scale() : polygon_on_grid();
    if (pick(0, 29) == 0) {
      std::vector<double*> coords{&c.p.x, &c.p.y};
      for (Vec2& v : c.polygon) coords.insert(coords.end(), {&v.x, &v.y});
      poison_one(coords, c.label);
    }
    return c;
  });
}

rc::Gen<ChainCase> chain_case() {
  return exec([] {
    ChainCase c = chain_on_grid();
    if (pick(0, 29) == 0) {
      std::vector<double*> coords{&c.ray.a.x, &c.ray.a.y, &c.ray.b.x, &c.ray.b.y};
      for (Vec2& v : c.chain) coords.insert(coords.end(), {&v.x, &v.y});
      poison_one(coords, c.label);
    }
    return c;
  });
}

}  // namespace plumb::gen
