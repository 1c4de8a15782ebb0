// Plumb kernels, detail: 3D building blocks, generic over the number type of
// polynomial.h (Bounded for the filter, ExactNumber for the exact fallback).
#pragma once

#include <array>
#include <cmath>

#include "kernels/detail/polynomial.h"
#include "kernels/types3d.h"

namespace plumb::detail {

inline bool finite(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
inline bool finite(const Segment3& s) { return finite(s.a) && finite(s.b); }

template <class N>
using V3 = std::array<N, 3>;

/// q - p, coordinate by coordinate (each difference exact for ExactNumber).
template <class N>
V3<N> diff3(Vec3 p, Vec3 q) {
  return {num<N>(q.x) - num<N>(p.x), num<N>(q.y) - num<N>(p.y), num<N>(q.z) - num<N>(p.z)};
}

template <class N>
V3<N> vec3(Vec3 p) {
  return {num<N>(p.x), num<N>(p.y), num<N>(p.z)};
}

template <class N>
N dot(const V3<N>& u, const V3<N>& v) {
  return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
}

template <class N>
V3<N> cross(const V3<N>& u, const V3<N>& v) {
  return {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
}

/// (p1 - p0) . (q1 - q0): exact sign and accurate value.
inline int dot_sign3(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) {
  return polynomial_sign([&]<class N>() { return dot(diff3<N>(p0, p1), diff3<N>(q0, q1)); });
}
inline Scaled dot_value3(Vec3 p0, Vec3 p1, Vec3 q0, Vec3 q1) {
  return polynomial_value([&]<class N>() { return dot(diff3<N>(p0, p1), diff3<N>(q0, q1)); });
}

/// One coordinate of a + t (b - a) for each axis (exact at t = 0 and 1).
inline Vec3 lerp3(Vec3 a, Vec3 b, Scaled t) {
  return {lerp_coordinate(a.x, b.x, t), lerp_coordinate(a.y, b.y, t), lerp_coordinate(a.z, b.z, t)};
}

inline Vec3 nan3() {
  const double n = std::nan("");
  return {n, n, n};
}

}  // namespace plumb::detail
