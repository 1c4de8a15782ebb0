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

#include "kernels/detail/quick.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// side(p) = n . p - offset, as a sum of products: n_i (p_i - 0) and
// (offset - 0)(0 - 1) = -offset.
inline ProductSum<4> side_sum(const Plane& pl, Vec3 p) {
  const Vec3 n = pl.normal;
  return {{n.x, n.y, n.z, pl.offset}, {0.0, 0.0, 0.0, 0.0}, {p.x, p.y, p.z, 0.0}, {0.0, 0.0, 0.0, 1.0}};
}

inline bool finite(const Plane& pl) { return finite(pl.normal) && std::isfinite(pl.offset); }

// The budgets of t = side / (n . direction)'s two values (product_sum.h,
// sum_value): 11u / (1 - 11u) + 7u / (1 - 7u) + u < 19.1u, inside
// contract::kParameterUlps (20). The side, four terms, often cancels; the
// facing n . d less often.
inline constexpr double kSideBudget = 11.0 * kUnit;
inline constexpr double kFacingBudget = 7.0 * kUnit;

// quick_sum(side_sum(pl, p)) and quick_sum(dot3_sum(u, q0, q1)) computed
// directly (the same operations in the same order, without the forms in
// memory).
inline QuickSum quick_side(const Plane& pl, Vec3 p) {
  const double x = pl.normal.x * p.x, y = pl.normal.y * p.y, z = pl.normal.z * p.z, o = pl.offset * -1.0;
  return {((x + y) + z) + o, ((std::fabs(x) + std::fabs(y)) + std::fabs(z)) + std::fabs(o)};
}

inline QuickSum quick_dot3(Vec3 u, Vec3 q0, Vec3 q1) {
  const double x = u.x * (q1.x - q0.x), y = u.y * (q1.y - q0.y), z = u.z * (q1.z - q0.z);
  return {(x + y) + z, (std::fabs(x) + std::fabs(y)) + std::fabs(z)};
}

[[gnu::noinline]] inline std::optional<PlaneCrossing> segment_plane_crossing_general(const Segment3& s,
                                                                                     const Plane& plane) {
  if (!finite(s) || !finite(plane) || plane.normal == Vec3{}) return std::nullopt;
  const int sa = sum_sign(side_sum(plane, s.a));
  const int sb = sum_sign(side_sum(plane, s.b));
  if (sa * sb > 0) return std::nullopt;
  if (sa == 0) return PlaneCrossing{0.0, s.a};  // includes the segment lying in the plane
  if (sb == 0) return PlaneCrossing{1.0, s.b};
  const Scaled num_t = sum_value(side_sum(plane, s.a), kSideBudget);
  const Scaled den_t = sum_value(dot3_sum(plane.normal, s.b, s.a), kFacingBudget);  // n . (a - b) = side(a) - side(b)
  const Scaled t = ratio_scaled(num_t, den_t);
  const double td = to_double(t);
  if (!(td < 1.0)) return PlaneCrossing{1.0, s.b};
  return PlaneCrossing{td, lerp3(s.a, s.b, t)};
}

[[gnu::noinline]] inline std::optional<double> ray_plane_hit_general(const Ray3& ray, const Plane& plane) {
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(plane)) return std::nullopt;
  const ProductSum<3> facing = dot3_sum(plane.normal, Vec3{}, ray.direction);
  const int f = sum_sign(facing);
  if (f == 0) return std::nullopt;
  const int so = sum_sign(side_sum(plane, ray.origin));
  if (so == 0) return 0.0;
  if (so * f > 0) return std::nullopt;  // t = -side / facing < 0: behind
  Scaled n = sum_value(side_sum(plane, ray.origin), kSideBudget);
  n.mantissa = -n.mantissa;
  return ratio(n, sum_value(facing, kFacingBudget));
}

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
/// Method: both sides and n . (a - b) in double with their filters
/// (detail/product_sum.h); the general path when they do not settle every
/// decision and value.
inline std::optional<PlaneCrossing> segment_plane_crossing(const Segment3& s, const Plane& plane) {
  using namespace detail;
  const QuickSum sa = quick_side(plane, s.a), sb = quick_side(plane, s.b);
  const bool a_settled = sum_sign_settled<4>(sa), b_settled = sum_sign_settled<4>(sb);
  // Both strictly on one side: no crossing (a zero normal never settles).
  if (a_settled & b_settled & ((sa.value > 0.0) == (sb.value > 0.0))) return std::nullopt;
  bool ok = a_settled & b_settled;
  if (!ok) return segment_plane_crossing_general(s, plane);
  const QuickSum den = quick_dot3(plane.normal, s.b, s.a);
  const double num = quick_sum_value<4>(sa, [&] { return side_sum(plane, s.a); }, kSideBudget, ok);
  const double t = num / quick_sum_value<3>(den, [&] { return dot3_sum(plane.normal, s.b, s.a); }, kFacingBudget, ok);
  ok &= normal(t) & (t < 1.0);
  const Vec3 point{quick_lerp(s.a.x, s.b.x, t, ok), quick_lerp(s.a.y, s.b.y, t, ok), quick_lerp(s.a.z, s.b.z, t, ok)};
  if (!ok) return segment_plane_crossing_general(s, plane);
  return PlaneCrossing{t, point};
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
  const QuickSum f = quick_dot3(plane.normal, Vec3{}, ray.direction);
  const QuickSum so = quick_side(plane, ray.origin);
  const bool settled = (int(sum_sign_settled<3>(f)) & int(sum_sign_settled<4>(so))) != 0;
  if (settled & ((so.value > 0.0) == (f.value > 0.0))) return std::nullopt;  // behind
  bool ok = settled;
  if (!ok) return ray_plane_hit_general(ray, plane);
  const double num = quick_sum_value<4>(so, [&] { return side_sum(plane, ray.origin); }, kSideBudget, ok);
  const double t =
      -num / quick_sum_value<3>(f, [&] { return dot3_sum(plane.normal, Vec3{}, ray.direction); }, kFacingBudget, ok);
  ok &= normal(t);
  if (!ok) return ray_plane_hit_general(ray, plane);
  return t;
}

}  // namespace plumb
