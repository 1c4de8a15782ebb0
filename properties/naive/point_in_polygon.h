// BASELINE BEING REPLACED (the benchmarks and the rounding reference): point in polygon and in triangle.
// See properties/naive/README.md.
#pragma once

#include <cstddef>
#include <span>

#include "properties/naive/crossing.h"
#include "kernels/types.h"

namespace plumb::naive {

/// Franklin's PNPOLY: the half-open crossing count, the crossing's x by a
/// division. Bug: the rounded x misplaces crossings near p (points on or
/// near an edge land on either side), and the boundary is never reported.
inline Location point_in_polygon(Vec2 p, std::span<const Vec2> v) {
  bool inside = false;
  const std::size_t n = v.size();
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    if (((v[i].y > p.y) != (v[j].y > p.y)) &&
        (p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x))
      inside = !inside;
  }
  return inside ? Location::inside : Location::outside;
}

/// Three double orientations, inside when none has the other sign, on the
/// boundary when one is 0. Bug: the rounded orientations misjudge points
/// near an edge, and a zero-area triangle reads every point on its line as
/// on it.
inline Location point_in_triangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  const double d1 = cross(minus(b, a), minus(p, a)), d2 = cross(minus(c, b), minus(p, b)),
               d3 = cross(minus(a, c), minus(p, c));
  const bool negative = (d1 < 0) || (d2 < 0) || (d3 < 0), positive = (d1 > 0) || (d2 > 0) || (d3 > 0);
  if (negative && positive) return Location::outside;
  return (d1 == 0 || d2 == 0 || d3 == 0) ? Location::boundary : Location::inside;
}

}  // namespace plumb::naive
