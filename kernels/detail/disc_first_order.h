// Plumb kernels, detail: the first-order stage of a ray-sphere discriminant
// (ray_sphere.h), for rays the double filter cannot settle: nearly tangent,
// or from an origin nearly on the sphere.
//
// With m = o - centre, a = d.d, b = m.d, c = m.m - r^2, the discriminant
// b^2 - a c (degree 4) is evaluated as in within_first_order.h: every head
// term exact (two_diff for m, Dekker's two_product, two_sum), every tail term
// to first order in double, with an a priori bound. It replaces the generic
// double-double evaluation (BoundedDD, polynomial.h): one bound derived once
// (below) instead of a running bound on every operation.
#pragma once

#include <cmath>

#include "kernels/detail/expansion.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/within_first_order.h"
#include "kernels/types3d.h"

namespace plumb::detail {

/// b^2 - a c for a ray and a sphere, as hi + lo (exactly normalized, two_sum)
/// with a bound: |exact - (hi + lo)| <= error.
/// Takes finite coordinates and a finite radius >= 0. An overflow anywhere
/// leaves hi, lo or error infinite or NaN, which the callers' tests reject.
///
/// Derivation (u = 2^-53; Pa = sum d_i^2, Pb = sum |mv_i d_i|, M = sum mv_i^2,
/// Pc = M + r^2; every product of computed heads at most its permanent times
/// 1 + O(u)):
/// a: d_i^2 = ah_i + ae_i exactly, the heads summed exactly (two_sum: x1, x2),
///    and the five leaves x1, x2, ae_i (at most 3u Pa) in double: a = Ah + Al
///    + da with |da| <= 4u 3u Pa = 12u^2 Pa, |Al| <= 3u Pa.
/// b: m_i = mv_i + mt_i exactly (two_diff, |mt_i| <= u |mv_i|); mv_i d_i =
///    bh_i + be_i exactly, mt_i d_i in double; the heads summed exactly (y1,
///    y2) and the eight leaves be_i, y1, y2, fl(mt_i d_i) (at most 4u Pb) in
///    double: b = Bh + Bl + db with |db| <= 7u 4u Pb + u^2 Pb = 29u^2 Pb
///    (the sum, the products), |Bl| <= 4u Pb.
/// c: mv_i^2 = ch_i + ce_i and r^2 = rh + re exactly; 2 mv_i mt_i in double,
///    mt_i^2 <= u^2 mv_i^2 left out; the heads summed exactly (z1, z2, z3)
///    and the ten leaves ce_i, z1, z2, z3, fl(mt_i 2 mv_i), re (at most
///    u (M + 2M + (M + r^2) + 2M + r^2) <= 6u Pc) in double: c = Ch + Cl + dc
///    with |dc| <= 9u 6u Pc + 2u^2 M + u^2 M <= 57u^2 Pc, |Cl| <= 6u Pc.
/// b^2: Bh^2 = s + se exactly; gb = fl(Bl fl(2 Bh + Bl)) is 2 Bh Bl + Bl^2
///    within 2.01u 4u Pb 2.01 Pb <= 16.2u^2 Pb^2 (|gb| <= 8.1u Pb^2), and
///    2 |b| |db| <= 58u^2 Pb^2: b^2 = s + se + gb within 75u^2 Pb^2.
/// a c: Ah Ch = p + pe exactly; Ah Cl and Al Ch in double (at most 6u and 3u
///    Pa Pc, rounding by 9u^2 Pa Pc); Al Cl (18u^2), a dc (57u^2) and da c
///    (12u^2 Pa Pc) left out: a c = p + pe + fl(Ah Cl) + fl(Al Ch) within
///    96u^2 Pa Pc.
/// Then s - p = h + y exactly, and the six leaves se, gb, y, pe, Ah Cl, Al Ch
///    (at most 11u (Pb^2 + Pa Pc)) in double: 55u^2 (Pb^2 + Pa Pc); hi + lo =
///    h + that sum exactly (two_sum). In all at most 151u^2 (Pb^2 + Pa Pc),
///    times 1 + O(u); the bound charges 256u^2, which covers the O(u) factors
///    and the roundings of the permanents.
/// Below the normal range a rounding errs by eta = 2^-1075 absolutely; such
/// an error in a is multiplied afterwards by c (at most Pc), in c by a (Pa),
/// in b by 2 |b| (2 Pb): the floor (kFirstOrderFloor, 2^15 eta) is charged
/// times 1 + Pa + Pc + 2 Pb, or 2^38 if that is more (first_order_floor).
/// The same operations on the same doubles every time: deterministic.
[[gnu::noinline]] inline BoundedDD sphere_disc_first_order(const Ray3& ray, const Sphere& sphere) {
  PLUMB_NOTE_EXPANSION_STAGE();
  using expansion::two_diff, expansion::two_product, expansion::two_sum;
  const SplitDifference3 m = split_difference3(sphere.centre, ray.origin);
  const double d[3] = {ray.direction.x, ray.direction.y, ray.direction.z};
  double ah[3], ae[3], bh[3], be[3], ch[3], ce[3];
  for (int i = 0; i < 3; ++i) {
    two_product(d[i], d[i], ah[i], ae[i]);
    two_product(m.v[i], d[i], bh[i], be[i]);
    two_product(m.v[i], m.v[i], ch[i], ce[i]);
  }
  double sa = 0.0, x1 = 0.0, a_head = 0.0, x2 = 0.0;
  two_sum(ah[0], ah[1], sa, x1);
  two_sum(sa, ah[2], a_head, x2);
  const double a_tail = (x1 + x2) + ((ae[0] + ae[1]) + ae[2]);
  double sb = 0.0, y1 = 0.0, b_head = 0.0, y2 = 0.0;
  two_sum(bh[0], bh[1], sb, y1);
  two_sum(sb, bh[2], b_head, y2);
  const double b_first = (m.t[0] * d[0] + m.t[1] * d[1]) + m.t[2] * d[2];
  const double b_tail = ((be[0] + be[1]) + be[2]) + ((y1 + y2) + b_first);
  double rh = 0.0, re = 0.0, sc = 0.0, z1 = 0.0, sc2 = 0.0, z2 = 0.0, c_head = 0.0, z3 = 0.0;
  two_product(sphere.radius, sphere.radius, rh, re);
  two_sum(ch[0], ch[1], sc, z1);
  two_sum(sc, ch[2], sc2, z2);
  two_diff(sc2, rh, c_head, z3);
  const double c_first = (m.t[0] * (2.0 * m.v[0]) + m.t[1] * (2.0 * m.v[1])) + m.t[2] * (2.0 * m.v[2]);
  const double c_tail = (((ce[0] + ce[1]) + ce[2]) + c_first) + (((z1 + z2) + z3) - re);
  double s = 0.0, se = 0.0, p = 0.0, pe = 0.0, h = 0.0, y = 0.0;
  two_product(b_head, b_head, s, se);
  two_product(a_head, c_head, p, pe);
  two_diff(s, p, h, y);
  const double gb = b_tail * (2.0 * b_head + b_tail);
  const double rest = ((se + gb) + y) - (pe + (a_head * c_tail + a_tail * c_head));
  BoundedDD r;
  two_sum(h, rest, r.hi, r.lo);
  const double pa = a_head, pb = (std::fabs(bh[0]) + std::fabs(bh[1])) + std::fabs(bh[2]);
  const double pc = (sc2 + rh);
  r.error = 0x1p-98 * (pb * pb + pa * pc) + first_order_floor(((1.0 + pa) + pc) + 2.0 * pb);
  return r;
}

}  // namespace plumb::detail
