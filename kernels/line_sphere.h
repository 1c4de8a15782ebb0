// Plumb kernels: both points where an infinite 3D line meets a sphere.
//
// The line is P(t) = o + t d, t any real (d need not have length 1). With
// m = o - centre, P(t) is on the sphere where
//   a t^2 + 2 b t + c = 0,   a = d.d,  b = m.d,  c = m.m - r^2,
// which has real roots iff the discriminant b^2 - a c >= 0 (the line meets
// the closed ball; = 0: it touches, a double root). ray_sphere_entry
// (kernels/ray_sphere.h) decides and computes one root of the same
// quadratic for t >= 0; here both roots are wanted for every t, so neither
// "inside" nor "pointing away" is decided: only the sign of the
// discriminant (exactly: its double filter, then the generic stages of
// detail/polynomial.h) and the sign of b (exactly: product_sum.h).
// The roots by the stable quadratic formula (Numerical Recipes 5.6):
// q = -(b + sign(b) sqrt(b^2 - ac)) is a sum of two terms of one sign, so
// neither root cancels; the roots are q / a and c / q, in order: for
// b > 0, t0 = q / a < 0 and t1 = c / q; for b <= 0, t0 = c / q and t1 =
// q / a (q = 0 only for b = 0 and a double root at 0: both 0).
// Values: a, b and c within their sum stages (product_sum.h, the values
// ray_sphere_entry takes), the discriminant within 9u (the double filter's
// value when its bound is within 8u of it, else polynomial_value), its
// square root, the sum and the quotient each rounded once in Scaled
// arithmetic (no overflow on the way): each root within
// contract::kRaySphereUlps ULPs, as ray_sphere_entry's (the derivation in
// kernels/contracts.h: c / (-b + sqrt(disc)) within 20.2u, q / a within
// 17u).
#pragma once

#include <cmath>
#include <limits>
#include <optional>

#include "kernels/ray_sphere.h"
#include "kernels/types3d.h"

namespace plumb {

namespace detail {

[[gnu::noinline]] inline std::optional<LineSphereRoots> line_sphere_general(const Ray3& line, const Sphere& sphere) {
  const double r = sphere.radius;
  if (std::isnan(r) || r < 0.0) return std::nullopt;
  if (!finite(line.origin) || !finite(line.direction) || !finite(sphere.centre)) return std::nullopt;
  if (line.direction == Vec3{}) return std::nullopt;  // no line
  constexpr double kInf = std::numeric_limits<double>::infinity();
  if (std::isinf(r)) return LineSphereRoots{-kInf, kInf};
  const QuickDisc q = with_disc(quick_sphere_a(line), quick_sphere_b(line, sphere), quick_sphere_c(line, sphere));
  auto disc = [&]<class N>() { return sphere_disc<N>(line, sphere); };
  const bool settled = q.valid & (std::fabs(q.value) > q.bound);
  const int disc_sign = settled ? (q.value > 0.0 ? 1 : -1) : polynomial_sign(disc);
  if (disc_sign < 0) return std::nullopt;
  const bool accepted = q.valid & (q.bound <= kAcceptRelative * std::fabs(q.value));
  const Scaled d = disc_sign == 0 ? Scaled{} : accepted ? to_scaled(q.value) : polynomial_value(disc);
  const int b_sign = sum_sign_settled<3>(q.b) ? (q.b.value > 0.0 ? 1 : q.b.value < 0.0 ? -1 : 0)
                                              : sum_sign_unsettled(sphere_b(line, sphere));
  Scaled b = b_sign == 0 ? Scaled{} : sphere_b_value(line, sphere, q);
  const Scaled a = sum_value(sphere_a(line)), c = sphere_c_value(line, sphere, q);
  // |q| = |b| + sqrt(disc), of the sign opposite to b's.
  if (b.mantissa < 0) b.mantissa = -b.mantissa;
  const Scaled magnitude = add_same_sign(b, sqrt_scaled(d));
  if (magnitude.mantissa == 0.0) return LineSphereRoots{0.0, 0.0};  // b = 0, a double root at 0
  const double big = ratio(magnitude, a), small = ratio(c, magnitude);
  if (b_sign > 0) return LineSphereRoots{-big, -small};
  return LineSphereRoots{small, big};
}

}  // namespace detail

/// Both parameters at which a line meets a sphere's surface.
/// Takes: a line given as a Ray3 (P(t) = origin + t direction, t any real;
/// the direction need not be unit) and a sphere; finite input.
/// Returns: {t0, t1} with t0 <= t1 when the line meets the closed ball (t0
/// == t1 when it touches the sphere: a double root); nullopt when it misses.
/// A zero direction describes no line: nullopt. A negative or NaN radius:
/// nullopt; +inf radius: {-inf, +inf}; a zero radius: the centre, met (a
/// double root) only by lines through it. Non-finite input: nullopt.
/// Contract: meet or miss (the sign of b^2 - ac, degree 4) is exact; each
/// root within contract::kRaySphereUlps ULPs of exact (+-inf only beyond
/// DBL_MAX), the order t0 <= t1 kept. The same answer for the direction
/// scaled by a power of two, up to the roots' scaling.
/// Method: file comment (the stable quadratic formula on a, b, c and the
/// discriminant, each from ray_sphere_entry's stages).
inline std::optional<LineSphereRoots> line_sphere(const Ray3& line, const Sphere& sphere) {
  return detail::line_sphere_general(line, sphere);
}

}  // namespace plumb
