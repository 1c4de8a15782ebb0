// Plumb kernels, detail: the first-order stage of "is a point within R of a
// segment" (round_shapes3d.h), for input the double filter cannot settle.
//
// The two values whose signs decide it, with R = r1 + r2 taken exactly:
//   at an end e:       |p - e|^2 - R^2
//   in the interior:   |w x d|^2 - R^2 |d|^2,  w = p - a, d = b - a
// are evaluated with every head term exact and every tail term to first
// order (Shewchuk's stage C, "Adaptive Precision Floating-Point Arithmetic
// and Fast Robust Geometric Predicates", 1997, section 4.3): each coordinate
// difference as its rounded value and exact tail (two_diff), each product of
// rounded values as its rounded value and exact error (Dekker's two_product;
// no FMA, expansion.h), the heads summed with two_sum, and everything else
// (the errors, the first-order cross terms) summed in double. Then the value
// errs by a few dozen u^2 of its terms' magnitudes, against the double
// filter's few u, so it settles every input that is not touching to within
// about 2^-40 of the value's scale; what it leaves goes to the exact stages.
//
// This replaces a double-double evaluation with a running bound on every
// operation (BoundedDD, polynomial.h): the bounds here are derived once, a
// priori, in terms of magnitudes the evaluation has at hand, so the stage
// costs the error-free products and little else (on nearly touching input
// sphere_segment_intersect went from about 118 to about 55 ns a call).
//
// Notation: u = 2^-53 (kUnit), eta = 2^-1075 (a rounding's absolute error
// below the normal range). Every rounding in the normal range errs by at
// most u of its result; a sum of k terms in any order by at most (k - 1)u
// times the sum of their magnitudes, times 1 + O(u) (Higham, "Accuracy and
// Stability of Numerical Algorithms", 2002, section 4.2); two_diff's tail and
// two_product's error are at most u of the rounded value.
#pragma once

#include <cmath>

#include "kernels/detail/expansion.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"
#include "kernels/detail/polynomial.h"
#include "kernels/types3d.h"

namespace plumb::detail {

// The floor for roundings below the normal range: each operation there errs
// by at most eta absolutely (Dekker's product by at most 7 eta), a few
// hundred operations at most, some multiplied afterwards by a magnitude the
// callers name. 2^-1060 = 2^15 eta.
inline constexpr double kFirstOrderFloor = 0x1p-1060;

// R^2 = (r1 + r2)^2 as a head and a first-order part. R = rh + rl exactly
// (two_sum, |rl| <= u rh), rh^2 = m + me exactly (Dekker), and
//   R^2 = m + (me + 2 rh rl) + rl^2.
// first = fl(me + fl(2 rh rl)) errs by at most u^2 m (the product) + 3u^2 m
// (the sum) and rl^2 <= u^2 m is left out, so R^2 = head + first + rho with
// |rho| <= 5u^2 m, |first| <= 3u m (both times 1 + O(u)). For r1, r2 >= 0.
struct SquaredRadius {
  double head, first;
};

inline SquaredRadius squared_radius(double r1, double r2) {
  double rh = 0.0, rl = 0.0, m = 0.0, me = 0.0;
  expansion::two_sum(r1, r2, rh, rl);
  expansion::two_product(rh, rh, m, me);
  return {m, me + 2.0 * (rh * rl)};
}

// The verdict of a first-order evaluation: the sign when the bound settles
// it, else 2.
inline int first_order_sign(const Bounded& b) {
  const double bound = b.error * kBoundMargin;
  if (!(std::isfinite(b.value) && std::isfinite(bound) && std::fabs(b.value) > bound)) return 2;
  return b.value > 0.0 ? 1 : -1;
}

/// |p - e|^2 - (r1 + r2)^2 with a bound on its error.
/// Takes finite p, e and radii r1, r2 >= 0. Returns the value and a bound
/// that holds for every such input; an overflow anywhere leaves the value or
/// the bound infinite or NaN (first_order_sign then does not settle).
///
/// Derivation. v_i + t_i = p_i - e_i exactly (|t_i| <= u |v_i|); v_i^2 =
/// q_i + qe_i exactly; with Q = sum q_i and m the radius' head,
///   exact = (q0 + q1 + q2 - m) + sum (qe_i + 2 v_i t_i + t_i^2) - first - rho.
/// The heads are summed exactly: q0 + q1 = a1 + y1, a1 + q2 = a2 + y2,
/// a2 - m = a3 + y3. The ten leaves of the double sum (three qe_i, three
/// f_i = fl(t_i 2 v_i), y1, y2, y3, first) have magnitudes at most
/// u (Q + 2Q + Q + Q + (Q + m) + 3m) = u (6Q + 4m) <= 6u S, S = Q + m; their
/// sum errs by at most 9u 6u S = 54u^2 S, the f_i's products by 2u^2 Q, the
/// t_i^2 left out are at most u^2 Q, rho at most 5u^2 m: in all at most
/// 59u^2 S (1 + O(u)), and the last rounding (a3 plus the rest) u |value|.
/// The bound charges 64u^2 fl(a2 + m), which covers the O(u) factors and S's
/// own roundings. Below the normal range nothing is multiplied after it
/// rounds: the floor covers it.
[[gnu::noinline]] inline Bounded end_within_first_order(Vec3 p, Vec3 e, double r1, double r2) {
  PLUMB_NOTE_EXPANSION_STAGE();
  using expansion::two_diff, expansion::two_product, expansion::two_sum;
  double vx = 0.0, tx = 0.0, vy = 0.0, ty = 0.0, vz = 0.0, tz = 0.0;
  two_diff(p.x, e.x, vx, tx);
  two_diff(p.y, e.y, vy, ty);
  two_diff(p.z, e.z, vz, tz);
  double q0 = 0.0, qe0 = 0.0, q1 = 0.0, qe1 = 0.0, q2 = 0.0, qe2 = 0.0;
  two_product(vx, vx, q0, qe0);
  two_product(vy, vy, q1, qe1);
  two_product(vz, vz, q2, qe2);
  const double f = (tx * (2.0 * vx) + ty * (2.0 * vy)) + tz * (2.0 * vz);
  const SquaredRadius R = squared_radius(r1, r2);
  double a1 = 0.0, y1 = 0.0, a2 = 0.0, y2 = 0.0, a3 = 0.0, y3 = 0.0;
  two_sum(q0, q1, a1, y1);
  two_sum(a1, q2, a2, y2);
  two_diff(a2, R.head, a3, y3);
  const double rest = (((qe0 + qe1) + qe2) + f) + (((y1 + y2) + y3) - R.first);
  const double value = a3 + rest;
  return {value, 0x1p-100 * (a2 + R.head) + kUnit * std::fabs(value) + kFirstOrderFloor};
}

// One component c = x_j y_k - x_k y_j of w x d (x = w, y = d, each as its
// rounded differences xv, yv and exact tails xt, yt), and c^2 to first order.
// p1 + e1 = xv_j yv_k, p2 + e2 = xv_k yv_j exactly (Dekker), s + e0 = p1 - p2
// exactly, and the tails' first-order terms tau in double:
//   c = s + e0 + e1 - e2 + tau + (xt_j yt_k - xt_k yt_j).
// With cl = fl(fl(e0 + fl(e1 - e2)) + tau^) and P = |p1| + |p2|, c = s + cl
// + delta with |delta| <= u^2 P (left out) + 6u^2 P (tau's roundings: four
// products of at most u P each summed) + 7u^2 P (cl's) <= 14u^2 P, and
// |cl| <= 4u P, |s| <= (1 + u) P, all times 1 + O(u): form_value.h's stage 2
// (its kValueBound, 16u^2 P). Then s^2 = q + qe exactly, and
// g = fl(cl fl(2s + cl)) is 2 s cl + cl^2 within 2.01u |cl| |2s + cl| <=
// 17u^2 P^2, so c^2 = q + qe + g within 17u^2 P^2 + 2 |s + cl| 16u^2 P +
// (16u^2 P)^2 <= 49u^2 P^2, with |g| <= 8.1u P^2.
struct SquaredComponent {
  double q, qe, g, permanent;
};

[[gnu::always_inline]] inline SquaredComponent squared_component(double xvj, double xtj, double yvk, double ytk,
                                                                 double xvk, double xtk, double yvj, double ytj) {
  using expansion::two_diff, expansion::two_product;
  double p1 = 0.0, e1 = 0.0, p2 = 0.0, e2 = 0.0, s = 0.0, e0 = 0.0, q = 0.0, qe = 0.0;
  two_product(xvj, yvk, p1, e1);
  two_product(xvk, yvj, p2, e2);
  two_diff(p1, p2, s, e0);
  const double tau = (xvj * ytk + xtj * yvk) - (xvk * ytj + xtk * yvj);
  const double cl = (e0 + (e1 - e2)) + tau;
  two_product(s, s, q, qe);
  return {q, qe, cl * (2.0 * s + cl), std::fabs(p1) + std::fabs(p2)};
}

/// |w x d|^2 - (r1 + r2)^2 |d|^2 (w = p - a, d = b - a) with a bound on its
/// error: the interior test's value, |d|^2 (dist(p, line ab)^2 - R^2).
/// Takes finite p, a, b and radii r1, r2 >= 0. Returns the value and a bound
/// that holds for every such input; an overflow anywhere leaves the value or
/// the bound infinite or NaN (first_order_sign then does not settle).
///
/// Derivation. The components as squared_component; with P_i their
/// permanents and H = sum P_i^2, |w x d|^2 = sum (q_i + qe_i + g_i) within
/// 49u^2 H. |d|^2: dv_i^2 = l_i + le_i exactly, l0 + l1 = sigma + x1,
/// sigma + l2 = Lh + x2 exactly, and Ll = fl of the eight leaves x1, x2, le_i,
/// fl(dt_i 2 dv_i) (magnitudes at most 5u Lambda, Lambda = sum l_i): |d|^2 =
/// Lh + Ll + dL with |dL| <= 7u 5u Lambda + 2u^2 Lambda (the products) +
/// u^2 Lambda (dt_i^2 left out) = 38u^2 Lambda, |Ll| <= 5u Lambda. With the
/// radius (m, first, rho: squared_radius) and m Lh = n + ne exactly,
///   R^2 |d|^2 = n + ne + m Ll + first Lh + [m dL + first (Ll + dL) + rho |d|^2],
/// the bracket at most (38 + 15 + 5)u^2 m Lambda = 58u^2 n, and the products
/// m Ll, first Lh round by at most 5u^2 n and 3u^2 n. The heads are summed
/// exactly: q0 + q1 = a1 + y1, a1 + q2 = a2 + y2, a2 - n = a3 + y3. The
/// twelve leaves of the double sum (qe_i, g_i, y1, y2, y3, ne, m Ll, first Lh)
/// have magnitudes at most u (H + 8.1H + 2H + (H + n) + n + 5n + 3n) <=
/// 12.1u (H + n), and their sum errs by at most 11u times that. In all the
/// value errs by at most (133.1 + 49)u^2 H + (133.1 + 66)u^2 n <=
/// 200u^2 (H + n), times 1 + O(u), plus the last rounding, u |value|; the
/// bound charges 256u^2 (H + n), which covers the O(u) factors and the
/// roundings of H and n themselves.
/// Below the normal range a rounding errs by eta absolutely, and such an
/// error is multiplied afterwards at most by 2 |s_i + cl_i| <= 2.01 P_i (in
/// a square), by m (in m Ll and m dL) or by Lh (in first Lh): the floor is
/// charged times 1 + sum P_i + m + Lh.
[[gnu::noinline]] inline Bounded interior_within_first_order(Vec3 p, const Segment3& s, double r1, double r2) {
  PLUMB_NOTE_EXPANSION_STAGE();
  using expansion::two_diff, expansion::two_product, expansion::two_sum;
  double wx = 0.0, wtx = 0.0, wy = 0.0, wty = 0.0, wz = 0.0, wtz = 0.0;
  double dx = 0.0, dtx = 0.0, dy = 0.0, dty = 0.0, dz = 0.0, dtz = 0.0;
  two_diff(p.x, s.a.x, wx, wtx);
  two_diff(p.y, s.a.y, wy, wty);
  two_diff(p.z, s.a.z, wz, wtz);
  two_diff(s.b.x, s.a.x, dx, dtx);
  two_diff(s.b.y, s.a.y, dy, dty);
  two_diff(s.b.z, s.a.z, dz, dtz);
  const SquaredComponent c0 = squared_component(wy, wty, dz, dtz, wz, wtz, dy, dty);
  const SquaredComponent c1 = squared_component(wz, wtz, dx, dtx, wx, wtx, dz, dtz);
  const SquaredComponent c2 = squared_component(wx, wtx, dy, dty, wy, wty, dx, dtx);
  double l0 = 0.0, le0 = 0.0, l1 = 0.0, le1 = 0.0, l2 = 0.0, le2 = 0.0;
  two_product(dx, dx, l0, le0);
  two_product(dy, dy, l1, le1);
  two_product(dz, dz, l2, le2);
  double sigma = 0.0, x1 = 0.0, lh = 0.0, x2 = 0.0;
  two_sum(l0, l1, sigma, x1);
  two_sum(sigma, l2, lh, x2);
  const double ll = ((x1 + x2) + ((le0 + le1) + le2)) + ((dtx * (2.0 * dx) + dty * (2.0 * dy)) + dtz * (2.0 * dz));
  const SquaredRadius R = squared_radius(r1, r2);
  double n = 0.0, ne = 0.0;
  two_product(R.head, lh, n, ne);
  const double radius_rest = ne + (R.head * ll + R.first * lh);
  double a1 = 0.0, y1 = 0.0, a2 = 0.0, y2 = 0.0, a3 = 0.0, y3 = 0.0;
  two_sum(c0.q, c1.q, a1, y1);
  two_sum(a1, c2.q, a2, y2);
  two_diff(a2, n, a3, y3);
  const double rest = (((c0.qe + c1.qe) + c2.qe) + ((c0.g + c1.g) + c2.g)) + (((y1 + y2) + y3) - radius_rest);
  const double value = a3 + rest;
  const double h = (c0.permanent * c0.permanent + c1.permanent * c1.permanent) + c2.permanent * c2.permanent;
  const double amplifier = (1.0 + ((c0.permanent + c1.permanent) + c2.permanent)) + (R.head + lh);
  return {value, 0x1p-98 * (h + n) + kUnit * std::fabs(value) + kFirstOrderFloor * amplifier};
}

}  // namespace plumb::detail
