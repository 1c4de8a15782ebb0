// Plumb kernels: the closest point of a 3D segment, and the squared distance.
//
// Project, then clamp, exactly as in 2D (closest_point.h): t = (p - a).(b - a) /
// |b - a|^2, with the choice between an end and the interior decided by the
// exact signs of (p - a).(b - a) and (p - b).(b - a). In the interior the
// squared distance is |(p - a) x (b - a)|^2 / |b - a|^2 (the squared height of
// the parallelogram over its base), which does not cancel the way
// |p - a|^2 - t^2 |b - a|^2 does.
#pragma once

#include <cmath>
#include <limits>

#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// -1: the end a is nearest; +1: the end b; 0: the interior. Exact.
inline int nearest_part3(Vec3 p, const Segment3& s) {
  if (dot_sign3(s.a, p, s.a, s.b) <= 0) return -1;
  if (dot_sign3(s.b, p, s.a, s.b) >= 0) return 1;
  return 0;
}

// |(p - a) x (b - a)|^2 as a polynomial of degree 4.
template <class N>
N squared_cross(Vec3 p, const Segment3& s) {
  const V3<N> c = cross(diff3<N>(s.a, p), diff3<N>(s.a, s.b));
  return dot(c, c);
}

}  // namespace detail

/// The point of the closed 3D segment s nearest p, with its t in [0, 1].
/// Takes: a segment and a point, finite coordinates of any magnitude.
/// Returns: {t, point}; t is exactly 0 or 1 (and the point exactly s.a or
/// s.b) when the clamp applies, decided exactly. Zero-length s: {0, s.a}.
/// Non-finite input (NaN or +-inf in any coordinate of s or p, whatever the
/// others): NaN in every field, t and the three point coordinates alike
/// (checked by check::non_finite_point3 and the closest_point3d fuzz target).
/// Contract: an interior t within contract::kParameterUlps ULPs of exact; each
/// point coordinate within contract::kPointScale u (|a_x| + (|t| + m)|b_x - a_x| + m),
/// m = 2^-1022, as for the 2D kernels (kernels/contracts.h).
inline ClosestPoint3 closest_point3(const Segment3& s, Vec3 p) {
  if (!detail::finite(s) || !detail::finite(p)) return {std::nan(""), detail::nan3()};
  if (s.a == s.b) return {0.0, s.a};
  const int part = detail::nearest_part3(p, s);
  if (part < 0) return {0.0, s.a};
  if (part > 0) return {1.0, s.b};
  const detail::Scaled t = detail::ratio_scaled(detail::dot_value3(s.a, p, s.a, s.b),
                                                detail::dot_value3(s.a, s.b, s.a, s.b));
  const double td = detail::to_double(t);
  if (td >= 1.0) return {1.0, s.b};  // the rounded t reached the end: stay inside
  return {td, detail::lerp3(s.a, s.b, t)};
}

/// Squared distance from p to the closed 3D segment s.
/// Takes/returns: as closest_point3; a squared distance in squared units.
/// Zero-length s: |p - a|^2. Non-finite input (NaN or +-inf in any
/// coordinate of s or p): NaN (check::non_finite_point3).
/// Contract: the end/interior choice is exact; the value within
/// contract::kSquaredDistance3Ulps ULPs of exact; +inf only when the exact
/// value is beyond DBL_MAX.
inline double squared_distance_point_segment3(Vec3 p, const Segment3& s) {
  if (!detail::finite(s) || !detail::finite(p)) return std::nan("");
  const int part = s.a == s.b ? -1 : detail::nearest_part3(p, s);
  if (part != 0) {
    const Vec3 e = part < 0 ? s.a : s.b;
    return detail::to_double(detail::dot_value3(e, p, e, p));
  }
  const detail::Scaled h = detail::polynomial_value([&]<class N>() { return detail::squared_cross<N>(p, s); });
  return detail::ratio(h, detail::dot_value3(s.a, s.b, s.a, s.b));
}

}  // namespace plumb
