// Plumb properties: the inputs of the polygon and chain properties.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "kernels/types.h"
#include "properties/cases.h"
#include "properties/scene.h"

namespace plumb {

/// A point against the triangle abc; bad is its neighbour across the shared
/// edge ab (the shared-edge property asks both).
struct Triangle2Case {
  Vec2 p, a, b, c, d;
  std::string label;
};

/// A point against a polygon (its vertices in order, the last joined to the
/// first). The shared-edge property splits it along the diagonal from vertex
/// 0 to vertex n / 2 (split_polygon).
struct PolygonCase {
  Vec2 p;
  std::vector<Vec2> polygon;
  std::string label;
};

/// A ray (from ray.a through ray.b) against a chain of vertices.
struct ChainCase {
  Segment ray;
  std::vector<Vec2> chain;
  std::string label;
};

/// The two polygons a polygon splits into along the diagonal from vertex 0
/// to vertex n / 2 (n >= 4; both hold that diagonal as an edge). Empty
/// lists for fewer than four vertices.
std::pair<std::vector<Vec2>, std::vector<Vec2>> split_polygon(const std::vector<Vec2>& polygon);

template <class F> void for_each_number(Triangle2Case& c, F&& f) {
  for (Vec2* v : {&c.p, &c.a, &c.b, &c.c, &c.d}) {
    f(v->x);
    f(v->y);
  }
}
template <class F> void for_each_number(PolygonCase& c, F&& f) {
  f(c.p.x);
  f(c.p.y);
  for (Vec2& v : c.polygon) {
    f(v.x);
    f(v.y);
  }
}
template <class F> void for_each_number(ChainCase& c, F&& f) {
  for (double* v : {&c.ray.a.x, &c.ray.a.y, &c.ray.b.x, &c.ray.b.y}) f(*v);
  for (Vec2& v : c.chain) {
    f(v.x);
    f(v.y);
  }
}

void read_case(const std::string& text, Triangle2Case& c);
void read_case(const std::string& text, PolygonCase& c);
void read_case(const std::string& text, ChainCase& c);
std::string describe(const Triangle2Case& c);
std::string describe(const PolygonCase& c);
std::string describe(const ChainCase& c);
void showValue(const Triangle2Case& c, std::ostream& os);
void showValue(const PolygonCase& c, std::ostream& os);
void showValue(const ChainCase& c, std::ostream& os);
Scene scene_of(const Triangle2Case& c);
Scene scene_of(const PolygonCase& c);
Scene scene_of(const ChainCase& c);

/// The location's word: "inside", "outside", "boundary".
const char* location_name(Location l);

}  // namespace plumb
