// Plumb kernels, detail: the first-order stage of "is a point within R of a
// segment" (round_shapes3d.h), for input the double filter cannot settle.
//
// The two values whose signs decide it, with R = r1 + r2 taken exactly:
//   at an end e:       |p - e|^2 - R^2
//   in the interior:   |w x d|^2 - R^2 |d|^2,  w = p - a, d = b - a
// are evaluated with every head term exact and every tail term to first
// order (Shewchuk's stage C, "Adaptive Precision Floating-Point Arithmetic
// and Fast Robust Geometric Predicates", 1997): each coordinate
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
// costs the error-free products and little else.
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

// kFirstOrderFloor times a magnitude the caller names (`amplifier`, NaN
// passed on), the magnitude taken as at least 2^38 so that the product is a
// normal double (at least 2^-1022): a product that falls below the normal
// range costs a microcode assist on common x86 cores, and with magnitudes
// near 1 every call would pay it. The larger floor only loosens bounds of values
// within a few powers of two of 2^-1022, which the exact stages settle.
inline double first_order_floor(double amplifier) {
  return kFirstOrderFloor * (amplifier < 0x1p+38 ? 0x1p+38 : amplifier);
}

// R^2 = (r1 + r2)^2 as a head and a first-order part. R = rh + rl exactly
// (two_sum, |rl| <= u rh), rh^2 = m + me exactly (Dekker), and
//   R^2 = m + (me + 2 rh rl) + rl^2.
// first = fl(me + fl(2 rh rl)) errs by at most 2u^2 m (the product, 2 rh rl
// <= 2u m) + 3u^2 m (the sum) and rl^2 <= u^2 m is left out, so R^2 = head +
// first + rho with |rho| <= 6u^2 m, |first| <= 3u m (both times 1 + O(u)).
// For r1, r2 >= 0.
struct SquaredRadius {
  double head, first;
};

inline SquaredRadius squared_radius(double r1, double r2) {
  double rh = 0.0, rl = 0.0, m = 0.0, me = 0.0;
  expansion::two_sum(r1, r2, rh, rl);
  expansion::two_product(rh, rh, m, me);
  return {m, me + 2.0 * (rh * rl)};
}

/// |p - e|^2 - (r1 + r2)^2 with a bound on its error.
/// Takes finite p, e and radii r1, r2 >= 0. Returns the value and a bound
/// that holds for every such input; an overflow anywhere leaves the value or
/// the bound infinite or NaN (settled_sign, polynomial.h, then does not settle).
///
/// Derivation. v_i + t_i = p_i - e_i exactly (|t_i| <= u |v_i|); v_i^2 =
/// q_i + qe_i exactly; with Q = sum q_i and m the radius' head,
///   exact = (q0 + q1 + q2 - m) + sum (qe_i + 2 v_i t_i + t_i^2) - first - rho.
/// The heads are summed exactly: q0 + q1 = a1 + y1, a1 + q2 = a2 + y2,
/// a2 - m = a3 + y3. The ten leaves of the double sum (three qe_i, three
/// f_i = fl(t_i 2 v_i), y1, y2, y3, first) have magnitudes at most
/// u (Q + 2Q + Q + Q + (Q + m) + 3m) = u (6Q + 4m) <= 6u S, S = Q + m; their
/// sum errs by at most 9u 6u S = 54u^2 S, the f_i's products by 2u^2 Q, the
/// t_i^2 left out are at most u^2 Q, rho at most 6u^2 m: in all at most
/// 60u^2 S (1 + O(u)), and the last rounding (a3 plus the rest) u |value|.
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

// One component c = x_j y_k - x_k y_j of a cross product x x y (each of x
// and y as its rounded differences xv, yv and exact tails xt, yt) to first
// order: c = head + tail + delta. p1 + e1 = xv_j yv_k, p2 + e2 = xv_k yv_j
// exactly (Dekker), head + e0 = p1 - p2 exactly, and the tails' first-order
// terms tau in double:
//   c = head + e0 + e1 - e2 + tau + (xt_j yt_k - xt_k yt_j).
// With tail = fl(fl(e0 + fl(e1 - e2)) + tau^) and P = |p1| + |p2|,
// |delta| <= u^2 P (left out) + 6u^2 P (tau's roundings: four products of at
// most u P each summed) + 7u^2 P (tail's) <= 14u^2 P, and |tail| <= 4u P,
// |head| <= (1 + u) P, all times 1 + O(u): form_value.h's stage 2 (its
// kValueBound, 16u^2 P, which the derivations below charge).
struct FirstOrderComponent {
  double head, tail, permanent;
};

[[gnu::always_inline]] inline FirstOrderComponent cross_component_first_order(double xvj, double xtj, double yvk,
                                                                              double ytk, double xvk, double xtk,
                                                                              double yvj, double ytj) {
  using expansion::two_diff, expansion::two_product;
  double p1 = 0.0, e1 = 0.0, p2 = 0.0, e2 = 0.0, head = 0.0, e0 = 0.0;
  two_product(xvj, yvk, p1, e1);
  two_product(xvk, yvj, p2, e2);
  two_diff(p1, p2, head, e0);
  const double tau = (xvj * ytk + xtj * yvk) - (xvk * ytj + xtk * yvj);
  return {head, (e0 + (e1 - e2)) + tau, std::fabs(p1) + std::fabs(p2)};
}

// A component's square to first order: head^2 = q + qe exactly, and
// g = fl(tail fl(2 head + tail)) is 2 head tail + tail^2 within
// 2.01u |tail| |2 head + tail| <= 17u^2 P^2, so c^2 = q + qe + g within
// 17u^2 P^2 + 2 |head + tail| 16u^2 P + (16u^2 P)^2 <= 49u^2 P^2, with
// |g| <= 8.1u P^2.
struct SquaredComponent {
  double q, qe, g, permanent;
};

[[gnu::always_inline]] inline SquaredComponent squared_component(const FirstOrderComponent& c) {
  double q = 0.0, qe = 0.0;
  expansion::two_product(c.head, c.head, q, qe);
  return {q, qe, c.tail * (2.0 * c.head + c.tail), c.permanent};
}

// A vector's three coordinate differences x1 - x0, each as its rounded value
// and exact tail (two_diff). Not dot_dd.h's SplitVector: that also splits
// each value for Dekker's product, and gcc 12 keeps those splits here
// although nothing uses them.
struct SplitDifference3 {
  double v[3], t[3];
};

inline SplitDifference3 split_difference3(Vec3 x0, Vec3 x1) {
  SplitDifference3 r{};
  expansion::two_diff(x1.x, x0.x, r.v[0], r.t[0]);
  expansion::two_diff(x1.y, x0.y, r.v[1], r.t[1]);
  expansion::two_diff(x1.z, x0.z, r.v[2], r.t[2]);
  return r;
}

// x x y to first order, component by component (j, k cyclic).
[[gnu::always_inline]] inline void cross_first_order(const SplitDifference3& x, const SplitDifference3& y,
                                                     FirstOrderComponent c[3]) {
  c[0] = cross_component_first_order(x.v[1], x.t[1], y.v[2], y.t[2], x.v[2], x.t[2], y.v[1], y.t[1]);
  c[1] = cross_component_first_order(x.v[2], x.t[2], y.v[0], y.t[0], x.v[0], x.t[0], y.v[2], y.t[2]);
  c[2] = cross_component_first_order(x.v[0], x.t[0], y.v[1], y.t[1], x.v[1], x.t[1], y.v[0], y.t[0]);
}

/// |w x d|^2 - (r1 + r2)^2 |d|^2 (w = p - a, d = b - a) with a bound on its
/// error: the interior test's value, |d|^2 (dist(p, line ab)^2 - R^2).
/// Takes finite p, a, b and radii r1, r2 >= 0. Returns the value and a bound
/// that holds for every such input; an overflow anywhere leaves the value or
/// the bound infinite or NaN (settled_sign, polynomial.h, then does not settle).
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
/// the bracket at most (38 + 15 + 6)u^2 m Lambda = 59u^2 n, and the products
/// m Ll, first Lh round by at most 5u^2 n and 3u^2 n. The heads are summed
/// exactly: q0 + q1 = a1 + y1, a1 + q2 = a2 + y2, a2 - n = a3 + y3. The
/// twelve leaves of the double sum (qe_i, g_i, y1, y2, y3, ne, m Ll, first Lh)
/// have magnitudes at most u (H + 8.1H + 2H + (H + n) + n + 5n + 3n) <=
/// 12.1u (H + n), and their sum errs by at most 11u times that. In all the
/// value errs by at most (133.1 + 49)u^2 H + (133.1 + 67)u^2 n <=
/// 201u^2 (H + n), times 1 + O(u), plus the last rounding, u |value|; the
/// bound charges 256u^2 (H + n), which covers the O(u) factors and the
/// roundings of H and n themselves.
/// Below the normal range a rounding errs by eta absolutely, and such an
/// error is multiplied afterwards at most by 2 |s_i + cl_i| <= 2.01 P_i (in
/// a square), by m (in m Ll and m dL) or by Lh (in first Lh): the floor is
/// charged times 1 + sum P_i + m + Lh.
[[gnu::noinline]] inline Bounded interior_within_first_order(Vec3 p, const Segment3& s, double r1, double r2) {
  PLUMB_NOTE_EXPANSION_STAGE();
  using expansion::two_diff, expansion::two_product, expansion::two_sum;
  const SplitDifference3 w = split_difference3(s.a, p), d = split_difference3(s.a, s.b);
  FirstOrderComponent c[3];
  cross_first_order(w, d, c);
  const SquaredComponent c0 = squared_component(c[0]), c1 = squared_component(c[1]), c2 = squared_component(c[2]);
  double l0 = 0.0, le0 = 0.0, l1 = 0.0, le1 = 0.0, l2 = 0.0, le2 = 0.0;
  two_product(d.v[0], d.v[0], l0, le0);
  two_product(d.v[1], d.v[1], l1, le1);
  two_product(d.v[2], d.v[2], l2, le2);
  double sigma = 0.0, x1 = 0.0, lh = 0.0, x2 = 0.0;
  two_sum(l0, l1, sigma, x1);
  two_sum(sigma, l2, lh, x2);
  const double f = (d.t[0] * (2.0 * d.v[0]) + d.t[1] * (2.0 * d.v[1])) + d.t[2] * (2.0 * d.v[2]);
  const double ll = ((x1 + x2) + ((le0 + le1) + le2)) + f;
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
  return {value, 0x1p-98 * (h + n) + kUnit * std::fabs(value) + first_order_floor(amplifier)};
}

/// (w . n)^2 - (r1 + r2)^2 |n|^2 (n = d1 x d2, d1 = b1 - a1, d2 = b2 - a2,
/// w = a2 - a1) with a bound on its error: |n|^2 (dist(line 1, line 2)^2 -
/// R^2), the capsules' test where the lines' closest pair lies inside both
/// segments (degree 6). Takes finite segments and radii r1, r2 >= 0.
/// Returns the value and a bound that holds for every such input; an
/// overflow anywhere leaves the value or the bound infinite or NaN
/// (settled_sign, polynomial.h, then does not settle).
///
/// Derivation. n's components by cross_first_order: n_i = head_i + tail_i +
/// delta_i with permanents P_i (|delta_i| <= 16u^2 P_i, |tail_i| <= 4u P_i).
/// Then h = w . n: wv_i head_i = k_i + ke_i exactly, and with
/// K = sum |wv_i| P_i, the first-order terms wv_i tail_i + wt_i head_i are at
/// most 5u K, the terms left out (wt_i tail_i, w_i delta_i) 20u^2 K; the heads
/// summed exactly (k0 + k1 = a1 + y1, a1 + k2 = hh + y2) and the eleven
/// leaves (ke_i, y1, y2, the six products; magnitudes at most 8u K) in double
/// as ht: h = hh + ht + dh with |dh| <= (20 + 80 + 5)u^2 K (left out, the sum,
/// the products), |ht| <= 8u K. h^2: hh^2 = g + ge exactly, gt = fl(ht
/// fl(2 hh + ht)) within 33u^2 K^2 of 2 hh ht + ht^2 (|gt| <= 16.1u K^2), and
/// 2 |h| |dh| <= 210u^2 K^2: h^2 = g + ge + gt within 243u^2 K^2. |n|^2 =
/// sum (q_i + qe_i + g_i) within 49u^2 H (squared_component, H = sum P_i^2),
/// the heads summed exactly (q0 + q1 = sigma + x1, sigma + q2 = Nh + x2) and
/// the eight leaves (x1, x2, qe_i, g_i; at most 11.1u H) in double as Nl:
/// |n|^2 = Nh + Nl + dN with |dN| <= (49 + 7 11.1)u^2 H <= 126.7u^2 H. With
/// the radius (m, first, rho: squared_radius) and m Nh = t + te exactly,
///   R^2 |n|^2 = t + te + m Nl + first Nh + [m dN + first (Nl + dN) + rho |n|^2],
/// the bracket at most (126.7 + 33.3 + 6)u^2 m H and the two products'
/// roundings 14.1u^2 m H. Finally g - t = a + y exactly and the six leaves
/// ge, gt, y, te, m Nl, first Nh (at most 18.1u (K^2 + m H)) summed in
/// double: 90.5u^2 (K^2 + m H). In all at most 335u^2 (K^2 + m H), times
/// 1 + O(u), plus the last rounding, u |value|; the bound charges 512u^2,
/// which covers the O(u) factors and the roundings of K, H and m H.
/// Below the normal range a rounding errs by eta absolutely, and such an
/// error is multiplied afterwards at most by |wv_i| then 2 |h| (in n, then
/// h^2), 2 |h| (in h), 2 |n_i| <= 2.01 P_i then m (in |n|^2), m (in Nl, dN)
/// or Nh <= H (in first, rho): the floor is charged times
/// 1 + K (1 + sum |wv_i|) + m (1 + sum P_i) + H.
[[gnu::noinline]] inline Bounded lines_within_first_order(const Segment3& s1, const Segment3& s2, double r1,
                                                          double r2) {
  PLUMB_NOTE_EXPANSION_STAGE();
  using expansion::two_diff, expansion::two_product, expansion::two_sum;
  const SplitDifference3 d1 = split_difference3(s1.a, s1.b), d2 = split_difference3(s2.a, s2.b);
  const SplitDifference3 w = split_difference3(s1.a, s2.a);
  FirstOrderComponent n[3];
  cross_first_order(d1, d2, n);
  double k0 = 0.0, ke0 = 0.0, k1 = 0.0, ke1 = 0.0, k2 = 0.0, ke2 = 0.0;
  two_product(w.v[0], n[0].head, k0, ke0);
  two_product(w.v[1], n[1].head, k1, ke1);
  two_product(w.v[2], n[2].head, k2, ke2);
  const double first_order = ((w.v[0] * n[0].tail + w.t[0] * n[0].head) + (w.v[1] * n[1].tail + w.t[1] * n[1].head)) +
                             (w.v[2] * n[2].tail + w.t[2] * n[2].head);
  double a1 = 0.0, y1 = 0.0, hh = 0.0, y2 = 0.0;
  two_sum(k0, k1, a1, y1);
  two_sum(a1, k2, hh, y2);
  const double ht = ((ke0 + ke1) + ke2) + ((y1 + y2) + first_order);
  double g = 0.0, ge = 0.0;
  two_product(hh, hh, g, ge);
  const double gt = ht * (2.0 * hh + ht);
  const SquaredComponent q0 = squared_component(n[0]), q1 = squared_component(n[1]), q2 = squared_component(n[2]);
  double sigma = 0.0, x1 = 0.0, nh = 0.0, x2 = 0.0;
  two_sum(q0.q, q1.q, sigma, x1);
  two_sum(sigma, q2.q, nh, x2);
  const double nl = ((x1 + x2) + ((q0.qe + q1.qe) + q2.qe)) + ((q0.g + q1.g) + q2.g);
  const SquaredRadius R = squared_radius(r1, r2);
  double t = 0.0, te = 0.0, a = 0.0, y = 0.0;
  two_product(R.head, nh, t, te);
  two_diff(g, t, a, y);
  const double rest = ((ge + gt) + y) - (te + (R.head * nl + R.first * nh));
  const double value = a + rest;
  const double k = (std::fabs(w.v[0]) * n[0].permanent + std::fabs(w.v[1]) * n[1].permanent) +
                   std::fabs(w.v[2]) * n[2].permanent;
  const double h = (q0.permanent * q0.permanent + q1.permanent * q1.permanent) + q2.permanent * q2.permanent;
  const double mh = R.head * h;
  const double w1 = (std::fabs(w.v[0]) + std::fabs(w.v[1])) + std::fabs(w.v[2]);
  const double p1 = (n[0].permanent + n[1].permanent) + n[2].permanent;
  const double amplifier = (1.0 + k * (1.0 + w1)) + (R.head * (1.0 + p1) + h);
  // A component of n whose products fall below the normal range (a cross
  // product of a long and a tiny difference) carries an absolute error up
  // to 2^-1071 (six products' underflow, each within 2^-1075 of exact, with
  // their error terms) that its permanent does not show, since the
  // permanent underflows with it; times w (|w| <= w1) that errs r . n by up
  // to E = w1 2^-1071, even when k, the bound of |r . n| from the
  // permanents, is tiny. (r . n)^2 then errs by 2 |r . n| E + E^2 with
  // |r . n| <= k (1 + 2u) + E: the floor's 2^-1060 k w1 covers 2 k E, and
  // 4 E^2 the rest (found by the closest_point3d fuzz target: a segment
  // 2^992 long against one 2^-1000 long, whose n_z = 2^-335 2^-1000
  // underflowed to 0 and hid the whole r . n). E^2 underflows to 0 for
  // ordinary w1 (below 2^500), where nothing changes.
  const double underflow = w1 * 0x1p-1071;
  return {value, 0x1p-97 * (k * k + mh) + kUnit * std::fabs(value) + first_order_floor(amplifier) +
                     4.0 * underflow * underflow};
}

}  // namespace plumb::detail
