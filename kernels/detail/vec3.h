// Plumb kernels, detail: 3D building blocks, generic over the number types of
// polynomial.h (Bounded and BoundedDD for the filters, BigNumber for the exact
// stage). Results are `auto`: with BigNumber a product has the degree of its
// factors' degrees summed (exact_number.h), so every value is only as large
// as it needs to be. Each helper is written statement by statement, so that
// at most one product and one sum are alive besides its result: with the
// exact number type that bounds the stack a kernel's exact path needs.
#pragma once

#include <array>
#include <cmath>

#include "kernels/detail/polynomial.h"
#include "kernels/detail/product_sum.h"
#include "kernels/types3d.h"

namespace plumb::detail {

inline bool finite(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
inline bool finite(const Segment3& s) { return finite(s.a) && finite(s.b); }

template <class T>
using V3 = std::array<T, 3>;

/// q - p, coordinate by coordinate (each difference exact for BigNumber).
template <class N>
auto diff3(Vec3 p, Vec3 q) {
  using T = decltype(num<N>(0.0) - num<N>(0.0));
  return V3<T>{num<N>(q.x) - num<N>(p.x), num<N>(q.y) - num<N>(p.y), num<N>(q.z) - num<N>(p.z)};
}

template <class N>
auto vec3(Vec3 p) {
  using T = decltype(num<N>(0.0));
  return V3<T>{num<N>(p.x), num<N>(p.y), num<N>(p.z)};
}

template <class T, class U>
auto dot(const V3<T>& u, const V3<U>& v) {
  auto r = u[0] * v[0];
  r = r + u[1] * v[1];
  r = r + u[2] * v[2];
  return r;
}

template <class T, class U>
auto cross(const V3<T>& u, const V3<U>& v) {
  using R = decltype(u[0] * v[0] - u[0] * v[0]);
  V3<R> r;
  r[0] = u[1] * v[2] - u[2] * v[1];
  r[1] = u[2] * v[0] - u[0] * v[2];
  r[2] = u[0] * v[1] - u[1] * v[0];
  return r;
}

/// (p1 - p0) . (q1 - q0): exact sign and accurate value (product_sum.h). The
/// sign's stage A is computed straight from the points (quick_dot3, the same
/// evaluation as quick_sum's) and the form built only for the later stages:
/// storing it and summing it back in a loop costs more than the stage itself.
inline int dot_sign3(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) {
  const QuickSum q = quick_dot3(p0, p1, q0, q1);
  if (sum_sign_settled<3>(q)) return q.value > 0.0 ? 1 : -1;
  return sum_sign_unsettled(dot3_sum(p0, p1, q0, q1));
}
inline Scaled dot_value3(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) { return sum_value(dot3_sum(p0, p1, q0, q1)); }

/// One coordinate of a + t (b - a) for each axis (exact at t = 0 and 1).
inline Vec3 lerp3(Vec3 a, Vec3 b, Scaled t) {
  return {lerp_coordinate(a.x, b.x, t), lerp_coordinate(a.y, b.y, t), lerp_coordinate(a.z, b.z, t)};
}

inline Vec3 nan3() {
  const double n = std::nan("");
  return {n, n, n};
}

}  // namespace plumb::detail
