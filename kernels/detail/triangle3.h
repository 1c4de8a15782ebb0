// Plumb kernels, detail: small helpers the triangle kernels share (ray_triangle.h,
// point_triangle3.h): rounded differences, largest magnitudes, finiteness.
#pragma once

#include <cmath>

#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb::detail {

inline Vec3 minus3(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

inline double max_abs(double a, double b) {
  const double x = std::fabs(a), y = std::fabs(b);
  return x > y ? x : y;
}
inline double max_abs(Vec3 p) { return max_abs(max_abs(p.x, p.y), p.z); }

inline bool finite(const Triangle3& t) { return finite(t.a) && finite(t.b) && finite(t.c); }

}  // namespace plumb::detail
