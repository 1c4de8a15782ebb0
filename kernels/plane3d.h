// Plumb kernels: segments and rays against a plane.
//
// side(p) = n . p - offset is zero on the plane, positive on the side n points
// to. Along a segment it changes linearly from side(a) to side(b), so it is 0
// at t = side(a) / (side(a) - side(b)); along a ray from o with direction d it
// is side(o) + t (n . d), 0 at t = -side(o) / (n . d). Which side an end is on,
// whether n . d is 0 and whether t is negative are exact signs of degree-2
// polynomials; the quotient is formed from accurate values of its two terms
// (side(a) - side(b) is evaluated as n . (a - b), never by subtracting two
// rounded sides).
#pragma once

#include <optional>

#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

template <class N>
N side(const Plane& pl, Vec3 p) {
  return dot(vec3<N>(pl.normal), vec3<N>(p)) - num<N>(pl.offset);
}

inline bool finite(const Plane& pl) { return finite(pl.normal) && std::isfinite(pl.offset); }

}  // namespace detail

/// Where the closed segment s crosses the plane.
/// Takes: a segment and a plane (normal need not be unit), finite input of
/// any magnitude. Returns: {t, point} with t in [0, 1], or nullopt when both
/// ends are strictly on one side or the normal is zero. A segment lying in
/// the plane (a zero-length segment on it included): {0, s.a}. An end on the
/// plane: t exactly 0 or 1 and that end.
/// Non-finite input (NaN or +-inf in a coordinate of s or of the normal, or
/// in the offset): nullopt, even where the finite part would cross (checked
/// by check::non_finite_plane and the ray3d fuzz target).
/// Contract: the sides are exact; t within contract::kParameterUlps ULPs;
/// the point within contract::kPointScale u of exact, as closest_point3.
inline std::optional<PlaneCrossing> segment_plane_crossing(const Segment3& s, const Plane& plane) {
  using namespace detail;
  if (!finite(s) || !finite(plane) || plane.normal == Vec3{}) return std::nullopt;
  const int sa = polynomial_sign([&]<class N>() { return side<N>(plane, s.a); });
  const int sb = polynomial_sign([&]<class N>() { return side<N>(plane, s.b); });
  if (sa * sb > 0) return std::nullopt;
  if (sa == 0) return PlaneCrossing{0.0, s.a};  // includes the segment lying in the plane
  if (sb == 0) return PlaneCrossing{1.0, s.b};
  const Scaled num_t = polynomial_value([&]<class N>() { return side<N>(plane, s.a); });
  const Scaled den_t = polynomial_value([&]<class N>() { return dot(vec3<N>(plane.normal), diff3<N>(s.b, s.a)); });
  const Scaled t = ratio_scaled(num_t, den_t);
  const double td = to_double(t);
  if (!(td < 1.0)) return PlaneCrossing{1.0, s.b};
  return PlaneCrossing{td, lerp3(s.a, s.b, t)};
}

/// How far along the ray (in units of its direction) it meets the plane.
/// Takes: a ray (direction need not be unit) and a plane, finite input.
/// Returns: t >= 0, or nullopt when the ray is parallel to the plane
/// (normal . direction == 0, including a zero direction, a zero normal and a
/// ray lying in the plane) or the plane is behind it (t < 0). An origin on
/// the plane: exactly 0. Non-finite input (NaN or +-inf in a coordinate of the
/// origin, the direction or the normal, or in the offset): nullopt
/// (check::non_finite_plane).
/// Contract: parallel and behind are exact; t within contract::kParameterUlps ULPs.
inline std::optional<double> ray_plane_hit(const Ray3& ray, const Plane& plane) {
  using namespace detail;
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(plane)) return std::nullopt;
  auto facing = [&]<class N>() { return dot(vec3<N>(plane.normal), vec3<N>(ray.direction)); };
  auto side_o = [&]<class N>() { return side<N>(plane, ray.origin); };
  const int f = polynomial_sign(facing);
  if (f == 0) return std::nullopt;
  const int so = polynomial_sign(side_o);
  if (so == 0) return 0.0;
  if (so * f > 0) return std::nullopt;  // t = -side / facing < 0: behind
  Scaled n = polynomial_value(side_o);
  n.mantissa = -n.mantissa;
  return ratio(n, polynomial_value(facing));
}

}  // namespace plumb
