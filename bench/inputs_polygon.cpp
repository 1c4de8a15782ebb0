#include "bench/inputs_polygon.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <utility>

#include "bench/draw.h"

namespace plumb::bench {
namespace {

constexpr int kNudgeUlps = 4;

Vec2 scaled(Vec2 p, int e) { return {std::ldexp(p.x, e), std::ldexp(p.y, e)}; }
Vec2 lerp(Vec2 a, Vec2 b, double t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}; }

// n vertices around the origin at increasing angles, radii in [0.5, 1): a
// simple (star-shaped) polygon.
std::vector<Vec2> star(Draw& d, std::size_t n) {
  std::vector<double> angles;
  for (std::size_t i = 0; i < n; ++i) angles.push_back(d.uniform(0.0, 6.283185307179586));
  std::sort(angles.begin(), angles.end());
  std::vector<Vec2> vs;
  for (double a : angles) {
    const double r = d.uniform(0.5, 1.0);
    vs.push_back({r * std::cos(a), r * std::sin(a)});
  }
  return vs;
}

// n grid vertices: a box of side 2k walked with k steps per side (collinear
// vertices on every side), so that points at vertices' heights abound.
std::vector<Vec2> grid_box(std::size_t n) {
  const long k = std::max<long>(1, long(n / 4));
  std::vector<Vec2> vs;
  for (long i = 0; i < k; ++i) vs.push_back({double(-k + 2 * i), double(-k)});
  for (long i = 0; i < k; ++i) vs.push_back({double(k), double(-k + 2 * i)});
  for (long i = 0; i < k; ++i) vs.push_back({double(k - 2 * i), double(k)});
  for (long i = 0; i < k; ++i) vs.push_back({double(-k), double(k - 2 * i)});
  vs.resize(n, vs.back());
  return vs;
}

std::vector<Vec2> shape_for(Draw& d, InputClass c, std::size_t n) {
  switch (c) {
    case InputClass::uniform:
    case InputClass::nearly_degenerate: return star(d, n);
    case InputClass::random_exponents: {
      std::vector<Vec2> vs = star(d, n);
      const int e = int(d.integer(-50, 50));
      for (Vec2& v : vs) v = scaled(v, e);
      return vs;
    }
    case InputClass::exactly_degenerate: return grid_box(n);
  }
  return {};
}

// A point placed against a vertex list: on an edge or at a vertex (then
// nudged when nearly), or at a vertex's height (exactly).
Vec2 point_for(Draw& d, InputClass c, const std::vector<Vec2>& vs) {
  const std::size_t i = std::size_t(d.integer(0, long(vs.size()) - 1));
  const Vec2 v = vs[i], w = vs[(i + 1) % vs.size()];
  switch (c) {
    case InputClass::uniform: return d.uniform_point();
    case InputClass::random_exponents: return scaled(d.uniform_point(), int(std::ilogb(std::fabs(v.x) + 1e-300)));
    case InputClass::nearly_degenerate: return d.nudge(d.coin() ? v : lerp(v, w, d.uniform(0, 1)), kNudgeUlps);
    case InputClass::exactly_degenerate: {
      if (d.coin()) return {double(d.integer(-8, 8)), v.y};
      return d.coin() ? v : lerp(v, w, 0.5);
    }
  }
  return {};
}

// Storage for the views, kept per (class, n).
template <class T>
struct Store {
  std::vector<std::vector<Vec2>> shapes;
  std::vector<T> items;
};

}  // namespace

const std::vector<PointAndTriangle>& points_and_triangles(InputClass c) {
  static std::map<InputClass, std::vector<PointAndTriangle>> cache;
  auto it = cache.find(c);
  if (it != cache.end()) return it->second;
  Draw d(seed_for("point_in_triangle", c));
  std::vector<PointAndTriangle> v;
  for (std::size_t i = 0; i < kItems; ++i) {
    const std::vector<Vec2> t = c == InputClass::exactly_degenerate
                                    ? std::vector<Vec2>{d.grid_point(4), d.grid_point(4), d.grid_point(4)}
                                    : shape_for(d, c, 3);
    v.push_back({point_for(d, c, t), t[0], t[1], t[2]});
  }
  return cache.emplace(c, std::move(v)).first->second;
}

const std::vector<PointAndPolygon>& points_and_polygons(InputClass c, std::size_t n) {
  static std::map<std::pair<InputClass, std::size_t>, std::unique_ptr<Store<PointAndPolygon>>> cache;
  auto& slot = cache[{c, n}];
  if (!slot) {
    slot = std::make_unique<Store<PointAndPolygon>>();
    Draw d(seed_for("point_in_polygon", c) + n);
    for (std::size_t i = 0; i < kBatchItems / n; ++i) slot->shapes.push_back(shape_for(d, c, n));
    for (const auto& s : slot->shapes) slot->items.push_back({point_for(d, c, s), s});
  }
  return slot->items;
}

const std::vector<RayAndChain>& rays_and_chains(InputClass c, std::size_t n) {
  static std::map<std::pair<InputClass, std::size_t>, std::unique_ptr<Store<RayAndChain>>> cache;
  auto& slot = cache[{c, n}];
  if (!slot) {
    slot = std::make_unique<Store<RayAndChain>>();
    Draw d(seed_for("ray_chain", c) + n);
    for (std::size_t i = 0; i < kBatchItems / n; ++i) slot->shapes.push_back(shape_for(d, c, n));
    for (const auto& s : slot->shapes) {
      // From a point outside the shape's box towards a point placed on it.
      const Vec2 target = point_for(d, c, s);
      const double far = 2.0 * std::max(std::fabs(s[0].x), std::fabs(s[0].y)) + 1.0;
      Vec2 origin = c == InputClass::exactly_degenerate ? Vec2{double(d.integer(-20, 20)), -20.0}
                                                        : Vec2{d.uniform(-far, far), -far};
      slot->items.push_back({{origin, target}, s});
    }
  }
  return slot->items;
}

}  // namespace plumb::bench
