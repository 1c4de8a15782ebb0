// Baselines (bench only): the plain double vector arithmetic of the 3D seeds.
#pragma once

#include "kernels/types3d.h"

namespace plumb::naive {

inline Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }
inline Vec3 along(Vec3 origin, Vec3 direction, double t) {
  return {origin.x + t * direction.x, origin.y + t * direction.y, origin.z + t * direction.z};
}
inline double dot(Vec3 u, Vec3 v) { return u.x * v.x + u.y * v.y + u.z * v.z; }

}  // namespace plumb::naive
