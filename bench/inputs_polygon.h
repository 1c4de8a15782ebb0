// Plumb benchmarks: the inputs of the polygon and chain kernels, by class
// (inputs.h): a point against a triangle; points against star-shaped
// polygons of `batch` vertices; rays against chains of `batch` vertices.
//   uniform             vertices and points uniform in [-1, 1);
//   random_exponents    the same shapes scaled by 2^e, e in [-50, 50];
//   nearly_degenerate   points (ray targets) placed on an edge or at a
//                       vertex, rounded, then moved a few ULPs;
//   exactly_degenerate  integer grid shapes, points on edges, at vertices
//                       and at vertices' heights, rays through vertices.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "bench/inputs.h"

namespace plumb::bench {

struct PointAndTriangle {
  Vec2 p, a, b, c;
};

/// A point and a polygon (a view into shared storage).
struct PointAndPolygon {
  Vec2 p;
  std::span<const Vec2> polygon;
};

/// A ray (from ray.a through ray.b) and a chain (a view into shared storage).
struct RayAndChain {
  Segment ray;
  std::span<const Vec2> chain;
};

const std::vector<PointAndTriangle>& points_and_triangles(InputClass c);
/// kBatchItems / n points, each against its own polygon of n vertices.
const std::vector<PointAndPolygon>& points_and_polygons(InputClass c, std::size_t n);
/// kBatchItems / n rays, each against its own chain of n vertices.
const std::vector<RayAndChain>& rays_and_chains(InputClass c, std::size_t n);

}  // namespace plumb::bench
