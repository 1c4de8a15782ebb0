// Plumb kernels, detail: a ray-sphere discriminant in double through
// Lagrange's identity (ray_sphere.h), the stage between the double filter
// and the first-order stage (disc_first_order.h).
//
// With m = o - centre, a = d.d, b = m.d, c = m.m - r^2, Lagrange's identity
// (m.d)^2 = |m|^2 |d|^2 - |m x d|^2 gives
//   b^2 - a c = a r^2 - |m x d|^2.
// The double filter evaluates the left side, whose terms b^2 and a c are
// each about |m|^2 |d|^2; its bound, about 18u of that, leaves open every ray
// aimed within about 4 u^(1/2) radians of the centre, however far the sphere
// is from tangency -- the common case on input of wide exponents, where a
// vector is often nearly along one axis. The right side's terms are a r^2
// and |w|^2 (w = m x d): rounding errs by a few u of them and, in w, by a
// few u of |m| |d| |w_i|, so it settles the sign of every ray not close to
// tangency (relative to |m| / r) and gives the value within kDiscBudget
// (7u, ray_sphere.h) of the rays through a far sphere's middle, in plain
// double, without the first-order stage's error-free products.
#pragma once

#include <cmath>

#include "kernels/detail/polynomial.h"
#include "kernels/detail/within_first_order.h"
#include "kernels/types3d.h"

namespace plumb::detail {

/// a r^2 - |m x d|^2 (= b^2 - a c) for a ray and a sphere, as hi (lo = 0)
/// with a bound: |exact - hi| <= error.
/// Takes finite coordinates and a finite radius >= 0 (the callers have
/// checked both). An overflow anywhere leaves hi or error infinite or NaN,
/// which settled_sign and bounded_scaled reject.
///
/// Derivation (u = 2^-53, eta = 2^-1075; a rounded product errs by at most
/// u of itself or eta, a rounded sum or difference by u of itself; exact
/// quantities in capitals: M = o - centre, W = M x d, A = d.d, R = r):
/// m:  m_i = fl(o_i - c_i) = M_i (1 + delta), |delta| <= u (a difference
///     below the normal range is exact).
/// w:  p = fl(m_y d_z) errs from M_y d_z by at most u |m_y d_z| + eta +
///     u |M_y d_z| <= 2u (1 + 2u) |p| + 2 eta; the same for q = fl(m_z d_y);
///     w_x = fl(p - q) adds u (1 + 2u) |w_x|. So |w_x - W_x| <= e_x with
///       e_x = 2u (1 + 2u) (|p| + |q|) + u (1 + 2u) |w_x| + 4 eta,
///     computed as 2u (1 + 2^-8) fl(|p| + |q|) + u (1 + 2^-8) |w_x| +
///     2^-1071 (the 2^-8 covers the roundings of e_x itself, the last term
///     the products of the bound below the normal range), and likewise e_y,
///     e_z. Then |W_i^2 - w_i^2| = |W_i - w_i| |W_i + w_i| <= e_i (2 |w_i| + e_i).
/// s:  s = fl(fl(w_x^2 + w_y^2) + w_z^2), three products and two sums of
///     non-negative terms: |s - sum w_i^2| <= 3u (1 + 7u) s + 4 eta.
/// t:  a = fl(fl(d_x^2 + d_y^2) + d_z^2) within 3u (1 + 4u) A + 3.01 eta,
///     rr = fl(r r) within u R^2 + eta, t = fl(a rr): |t - A R^2| <=
///     5u (1 + 6u) t + eta (1.01 a + 3.1 rr + 2).
/// v:  v = fl(t - s) within u (1 + 2u) |v| of t - s.
/// In all |v - (A R^2 - |W|^2)| <= 5.03u t + 3.03u s + 1.004u |v| +
/// sum e_i (2 |w_i| + e_i) + 2^-1070 (2 + a + rr), the constants rounded
/// up; the last term is charged as first_order_floor(2 + a + rr), at least
/// 2^-1060 (2 + a + rr) and a normal double. The bound's own roundings (a
/// few u of it) are inside kBoundMargin, which its users apply
/// (settled_sign, bounded_scaled).
/// The same operations on the same doubles every time: deterministic.
inline BoundedDD sphere_disc_cross(const Ray3& ray, const Sphere& sphere) {
  const Vec3 d = ray.direction;
  const double mx = ray.origin.x - sphere.centre.x, my = ray.origin.y - sphere.centre.y;
  const double mz = ray.origin.z - sphere.centre.z;
  const double px = my * d.z, qx = mz * d.y, py = mz * d.x, qy = mx * d.z, pz = mx * d.y, qz = my * d.x;
  const double wx = px - qx, wy = py - qy, wz = pz - qz;
  const double ax = std::fabs(wx), ay = std::fabs(wy), az = std::fabs(wz);
  constexpr double kProducts = 0x1.01p-52, kLast = 0x1.01p-53, kFloor = 0x1p-1071;
  const double ex = kProducts * (std::fabs(px) + std::fabs(qx)) + kLast * ax + kFloor;
  const double ey = kProducts * (std::fabs(py) + std::fabs(qy)) + kLast * ay + kFloor;
  const double ez = kProducts * (std::fabs(pz) + std::fabs(qz)) + kLast * az + kFloor;
  const double s = (wx * wx + wy * wy) + wz * wz;
  const double a = (d.x * d.x + d.y * d.y) + d.z * d.z, rr = sphere.radius * sphere.radius;
  const double t = a * rr, v = t - s;
  const double rounding = (0x1.42p-51 * t + 0x1.84p-52 * s) + 0x1.01p-53 * std::fabs(v);
  const double of_w = (ex * (2.0 * ax + ex) + ey * (2.0 * ay + ey)) + ez * (2.0 * az + ez);
  return {v, 0.0, (rounding + of_w) + first_order_floor((2.0 + a) + rr)};
}

}  // namespace plumb::detail
