// Plumb kernels: where a ray enters a sphere.
//
// With m = o - centre, P(t) = o + t d is on the sphere where
//   a t^2 + 2 b t + c = 0,   a = d.d,  b = m.d,  c = m.m - r^2.
// c <= 0: the origin is inside (or on) the sphere and the entry is t = 0.
// Outside (c > 0) and b >= 0: the ray points away (or sideways) and misses.
// Otherwise it hits iff the discriminant b^2 - a c >= 0, entering at the
// smaller root. The textbook (-b - sqrt(b^2 - ac)) / a cancels when the
// sphere is small and far (the discriminant is a small difference of huge
// squares); here b < 0, so the same root is written c / (-b + sqrt(b^2 - ac)),
// a sum of two positive terms, and b^2 - ac itself is evaluated as one
// polynomial (exactly when the filter cannot vouch for it), not as the
// difference of two rounded products.
#pragma once

#include <optional>

#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {

/// The least t >= 0 (in multiples of the ray's direction) at which the ray is
/// in the closed ball.
/// Takes: a ray (direction need not be unit) and a sphere, finite input.
/// Returns: 0 when the origin is inside or on the sphere; nullopt when the ray
/// misses it, points away from it, or has a zero direction outside it; a
/// negative or NaN radius: nullopt; +inf radius: 0. Non-finite input: nullopt.
/// Contract: hit or miss, inside, and pointing away are exact (signs of
/// polynomials of degree 2 and 4); the entry t within
/// contract::kRaySphereUlps ULPs of exact. Tangent rays hit.
inline std::optional<double> ray_sphere_entry(const Ray3& ray, const Sphere& sphere) {
  using namespace detail;
  const double r = sphere.radius;
  if (std::isnan(r) || r < 0.0) return std::nullopt;
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(sphere.centre)) return std::nullopt;
  if (std::isinf(r)) return 0.0;
  auto A = [&]<class N>() { const V3<N> d = vec3<N>(ray.direction); return dot(d, d); };
  auto B = [&]<class N>() { return dot(diff3<N>(sphere.centre, ray.origin), vec3<N>(ray.direction)); };
  auto C = [&]<class N>() {
    const V3<N> m = diff3<N>(sphere.centre, ray.origin);
    return dot(m, m) - num<N>(r) * num<N>(r);
  };
  auto Disc = [&]<class N>() {
    const N b = B.template operator()<N>();
    return b * b - A.template operator()<N>() * C.template operator()<N>();
  };
  if (polynomial_sign(C) <= 0) return 0.0;
  if (polynomial_sign(B) >= 0) return std::nullopt;  // outside and not approaching (or d = 0)
  if (polynomial_sign(Disc) < 0) return std::nullopt;
  Scaled minus_b = polynomial_value(B);
  minus_b.mantissa = -minus_b.mantissa;
  return ratio(polynomial_value(C), add_same_sign(minus_b, sqrt_scaled(polynomial_value(Disc))));
}

}  // namespace plumb
