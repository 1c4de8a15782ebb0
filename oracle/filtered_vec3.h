// Plumb oracle, filtered path in 3D: the dot and cross products of vectors
// of first-stage values (filtered_fast.h), each coordinate with its bound.
#pragma once

#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

inline Approx dot(const ApproxVec3& u, const ApproxVec3& v) {
  namespace fast = filtered::fast;
  return fast::add(fast::add(fast::mul(u.x, v.x), fast::mul(u.y, v.y)), fast::mul(u.z, v.z));
}

inline ApproxVec3 cross(const ApproxVec3& u, const ApproxVec3& v) {
  namespace fast = filtered::fast;
  return ApproxVec3{fast::sub(fast::mul(u.y, v.z), fast::mul(u.z, v.y)),
                    fast::sub(fast::mul(u.z, v.x), fast::mul(u.x, v.z)),
                    fast::sub(fast::mul(u.x, v.y), fast::mul(u.y, v.x))};
}

}  // namespace plumb::oracle::filtered3
