// Plumb kernels: the closest point of a 3D segment, and the squared distance.
//
// Project, then clamp, exactly as in 2D (closest_point.h): t = (p - a).(b - a) /
// |b - a|^2, with the choice between an end and the interior decided by the
// exact signs of (p - a).(b - a) and (p - b).(b - a). In the interior the
// squared distance is |(p - a) x (b - a)|^2 / |b - a|^2 (the squared height of
// the parallelogram over its base), which does not cancel the way
// |p - a|^2 - t^2 |b - a|^2 does.
//
// Order of the ends. The maths does not care which end is called a; the
// doubles would, since a + t (b - a) and b + (1 - t)(a - b) round
// differently. So the interior point and distance are computed from the end
// N nearer the foot of the perpendicular (t < 1/2: a; t > 1/2: b), decided
// exactly as the sign of (p - a).d + (p - b).d, and the parameter from N is
// t_N = (p - N).(F - N) / |F - N|^2 <= 1/2, F the other end: a reversed
// segment gives the same point and distance bit for bit. At exactly t = 1/2 the
// point is the midpoint fl(a + b) / 2, symmetric in a and b. Building from the
// nearer end keeps the contract: the lerp's error is u|x| + (e_t + 2u)(1 + u)^2
// |t_N d|, and |t_N| <= |t|; t itself is then 1 - t_N rounded, within 20u t
// (kernels/contracts.h).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "kernels/detail/dot_dd.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// t_n's numerator is accepted within kProjectionNumeratorBudget3 (quick.h).

// -1: the end a is nearest; +1: the end b; 0: the interior. Exact.
inline int nearest_part3(Vec3 p, const Segment3& s) {
  if (dot_sign3(s.a, p, s.a, s.b) <= 0) return -1;
  if (dot_sign3(s.b, p, s.a, s.b) >= 0) return 1;
  return 0;
}

// (p - a).d + (p - b).d, d = b - a: negative when the foot of the perpendicular
// is nearer a (t < 1/2), positive when nearer b, 0 at t = 1/2.
inline ProductSum<6> foot_side3(Vec3 p, const Segment3& s) {
  const Vec3 a = s.a, b = s.b;
  return {{p.x, p.y, p.z, p.x, p.y, p.z}, {a.x, a.y, a.z, b.x, b.y, b.z},
          {b.x, b.y, b.z, b.x, b.y, b.z}, {a.x, a.y, a.z, a.x, a.y, a.z}};
}

// |(p - n) x (f - n)|^2 as a polynomial of degree 4.
template <class N>
auto squared_cross(Vec3 p, Vec3 n, Vec3 f) {
  const auto c = cross(diff3<N>(n, p), diff3<N>(n, f));
  return dot(c, c);
}

inline Vec3 midpoint3(Vec3 a, Vec3 b) {
  auto mid = [](double x, double y) {
    const double s = x + y;
    return std::isfinite(s) ? s * 0.5 : x * 0.5 + y * 0.5;  // halves exactly when the sum overflows
  };
  return {mid(a.x, b.x), mid(a.y, b.y), mid(a.z, b.z)};
}

// The closest point with the part of s it lies in: -1 the end a, +1 the end
// b, 0 the interior (decided exactly: t == 1.0 can also be an interior t
// rounded).
struct ClosestPart3 {
  ClosestPoint3 c;
  int part;
};

// The general path of closest_point3: every finite input of any magnitude.
[[gnu::noinline]] inline ClosestPart3 closest_point3_general(const Segment3& s, Vec3 p) {
  if (!finite(s) || !finite(p)) return {{std::nan(""), nan3()}, 0};
  if (s.a == s.b) return {{0.0, s.a}, -1};
  const int part = nearest_part3(p, s);
  if (part < 0) return {{0.0, s.a}, -1};
  if (part > 0) return {{1.0, s.b}, 1};
  const int side = sum_sign(foot_side3(p, s));
  if (side == 0) return {{0.5, midpoint3(s.a, s.b)}, 0};
  const Vec3 n = side < 0 ? s.a : s.b, f = side < 0 ? s.b : s.a;
  const Scaled t = ratio_scaled(sum_value(dot3_sum(n, p, n, f), kProjectionNumeratorBudget3), dot_value3(n, f, n, f));
  const double td = to_double(t);
  return {{side < 0 ? td : 1.0 - td, lerp3(n, f, t)}, 0};
}

// |(p - n) x (f - n)|^2 for the nearer end n, within 13u: with |d|^2 (within
// 5u, stage 1 of its sum of three squares with the last rounding: quick.h,
// kProjectionNumeratorBudget3) and the division, 13u/(1 - 13u) + 5u + u +
// O(u^2) < 19.1u, inside contract::kSquaredDistance3Ulps (20). Four tiers,
// each only when the one before cannot certify 13u: the plain cross product
// (squared_height3_plain), its components with a first-order correction
// (squared_height3_quick), with exact products (squared_height3_second_order),
// then each component correctly rounded (squared_height3_components). The
// same operations on the same doubles from either end of the segment. At a
// tie (`canonical`, the foot at the midpoint) only the components: the cross product from the other end is exactly the
// negated one ((p - a) x (b - a) = -(p - b) x (a - b)), so its components
// correctly rounded are the same bits up to sign, and so is h.
inline constexpr double kHeightBudget = 13.0 * kUnit;

// The test each double tier of the height ends with: its error bound on h,
// with 2^-100 h and 2^-1060 for products below the normal range and the
// inflation by 2^-40 for the O(u) terms (each tier says why these cover it),
// within kHeightBudget of h; |d|^2 and h in the range the general path's
// Scaled arithmetic rounds identically.
inline bool height_accepted(double h, double error, double dd) {
  const double bound = (error + (3.0 * kUnit + 0x1p-100) * h) * (1.0 + 0x1p-40) + 0x1p-1060;
  return (bound <= kHeightBudget * h) & (dd >= 0x1p-900) & (h >= 0x1p-1000) & (h <= 0x1.fffffffffffffp1023);
}

// w = p - n and d = f - n, each a rounded difference and its exact tail
// (two_diff): computed once for the first-order tier and the tier with exact
// products.
struct HeightSplits {
  double w[3], wl[3], d[3], dl[3];
};

inline HeightSplits height_splits(Vec3 p, Vec3 n, Vec3 f) {
  const double P[3] = {p.x, p.y, p.z}, N[3] = {n.x, n.y, n.z}, F[3] = {f.x, f.y, f.z};
  HeightSplits x;  // every field assigned below
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) {
    expansion::two_diff(P[i], N[i], x.w[i], x.wl[i]);
    expansion::two_diff(F[i], N[i], x.d[i], x.dl[i]);
  }
  return x;
}

// The same first in double with a first-order correction (Shewchuk's stage C
// applied to each component): with w = p - n and d = f - n split into rounded
// value and exact tail (two_diff), each component c_i = w_j d_k - w_k d_j is
// fl(fl(p1 - p2) + t) with p1 = fl(w_j d_k), p2 = fl(w_k d_j) and t the
// first-order tail terms in double (w_j dl_k + wl_j d_k - w_k dl_j - wl_k d_j).
// With P_i = |p1| + |p2|, the exact component differs by at most
//   u P_i (the products) + u |fl(p1 - p2)| + u |c_i| (the two sums)
//   + 3u 2u P_i (1 + O(u)) (t's three roundings) + u^2 P_i (the tails' product)
//   <= u P_i + 2u |c_i| + 9u^2 P_i = E_i,
// so h = sum c_i^2 errs by sum (2 |c_i| E_i + 2 E_i^2) + 3u h (1 + O(u)).
// A product that underflows errs by at most 2^-1075 absolutely, which moves
// a component by at most 2^-1071 and h by at most 2^-1066 sqrt(h) + 2^-1070;
// with h >= 2^-1000 that is below 2^-500 h + 2^-1070, so 2^-100 h and 2^-1060
// are added for it and the O(u) terms are absorbed by inflating by 2^-40.
// Accepted within kHeightBudget; an overflow (h or the bound infinite or NaN)
// is rejected and left to the double-double path.
inline Scaled squared_height3_quick(const HeightSplits& x, bool& ok) {
  const double *w = x.w, *wl = x.wl, *d = x.d, *dl = x.dl;
  double h = 0.0, error = 0.0;
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    const double p1 = w[j] * d[k], p2 = w[k] * d[j];
    const double t = (w[j] * dl[k] + wl[j] * d[k]) - (w[k] * dl[j] + wl[k] * d[j]);
    const double c = (p1 - p2) + t;
    const double perm = std::fabs(p1) + std::fabs(p2);
    const double e = kUnit * perm + 2.0 * kUnit * std::fabs(c) + 9.0 * kUnit * kUnit * perm;
    h += c * c;
    error += 2.0 * std::fabs(c) * e + 2.0 * e * e;
  }
  const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  ok = height_accepted(h, error, dd);
  return to_scaled(h);
}

inline Scaled squared_height3_quick(Vec3 p, Vec3 n, Vec3 f, bool& ok) {
  return squared_height3_quick(height_splits(p, n, f), ok);
}

// When the first-order value cannot be accepted (the point within a few
// hundred ULPs of the line, so that the products' own roundings, u P_i,
// are no longer small against the components), the products exactly: each
// component c_i = w_j d_k - w_k d_j, with the same splits w + wl and d + dl
// as above, is stage 2 of form_value (detail/form_value.h) for the form
// (w_j + wl_j)(d_k + dl_k) - (w_k + wl_k)(d_j + dl_j): Dekker's products
// p1 + e1 = w_j d_k and p2 + e2 = w_k d_j, (s, e0) = two_sum(p1, -p2), t the
// first-order tails in double, r = fl(fl(e0 + fl(e1 - e2)) + t), which is
// that stage's computation operation for operation, so its bound holds:
// |c_i - (s + r)| <= 14u^2 P_i (1 + O(u)) <= 16u^2 P_i, P_i = fl(|p1| + |p2|),
// for products without underflow. Then c_i = fl(s + r) errs by at most
//   E_i = u |c_i| + 16u^2 P_i,
// and h = sum c_i^2 as above, by sum (2 |c_i| E_i + 2 E_i^2) + 3u h (1 + O(u)).
// Underflow: each Dekker product then errs by at most four 2^-1075 (its
// partial products), each tail product by 2^-1075, so a component by at most
// 12 2^-1075 < 2^-1071, covered as above by 2^-100 h and 2^-1060 (h >=
// 2^-1000); so is the O(u) of E_i by the inflation by 2^-40 (with FMA,
// expansion.h, a product's error term errs by at most 2^-1075: less). A
// split that overflows (Dekker's path, a difference from about 2^997 up)
// makes c_i NaN, and the test fails; with FMA an overflow shows in h, tested below.
// It rejects where a component is below about 4u P_i (2 |c| 16u^2 P_i must
// stay below 8u c^2, what the budget leaves after the 3u of the sum of
// squares and the 2u of c's own rounding): the point a few ULPs off the line
// or on it. The correctly rounded components take those, and the ties.
inline double squared_height3_second_order(const HeightSplits& x, bool& ok) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const double *w = x.w, *wl = x.wl, *d = x.d, *dl = x.dl;
  double d_hi[3], d_lo[3];
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) expansion::split(d[i], d_hi[i], d_lo[i]);
  double h = 0.0, error = 0.0;
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    double p1 = 0.0, e1 = 0.0, p2 = 0.0, e2 = 0.0, s = 0.0, e0 = 0.0;
    expansion::two_product_presplit(w[j], d[k], d_hi[k], d_lo[k], p1, e1);
    expansion::two_product_presplit(w[k], d[j], d_hi[j], d_lo[j], p2, e2);
    expansion::two_sum(p1, -p2, s, e0);
    const double t = (w[j] * dl[k] + wl[j] * d[k]) - (w[k] * dl[j] + wl[k] * d[j]);
    const double c = s + ((e0 + (e1 - e2)) + t);
    const double e = kUnit * std::fabs(c) + kValueBound * (std::fabs(p1) + std::fabs(p2));
    h += c * c;
    error += 2.0 * std::fabs(c) * e + 2.0 * e * e;
  }
  const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  ok = height_accepted(h, error, dd);
  return h;
}

inline double squared_height3_second_order(Vec3 p, Vec3 n, Vec3 f, bool& ok) {
  return squared_height3_second_order(height_splits(p, n, f), ok);
}

// When the products exactly cannot be accepted either (the point a few ULPs
// off the line, or on it: the components cancel to their last bits), or at a
// tie: each component c_i = w_j d_k - w_k d_j is a
// form (detail/form.h) in the coordinates themselves, (p_j - n_j)(f_k - n_k)
// - (p_k - n_k)(f_j - n_j), and form_value_accurate gives it correctly
// rounded, c_i (1 + e_i) with |e_i| <= u, from its adaptive stages (the
// expansion or the big number only when those cannot certify it). The three
// are brought to the largest one's exponent E (exact, but for a component
// below 2^-1000 times the largest, whose square is below 2^-2000 of h and may
// underflow to 0), squared and summed: three more roundings, so h is within
// (1 + u)^5 - 1 < 6u of sum c_i^2, inside kHeightBudget, at any magnitude.
inline Scaled squared_height3_components(Vec3 p, Vec3 n, Vec3 f) {
  const double P[3] = {p.x, p.y, p.z}, N[3] = {n.x, n.y, n.z}, F[3] = {f.x, f.y, f.z};
  Scaled c[3];
  int top = 0;
  bool any = false;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    c[i] = form_value_accurate({P[j], N[j], F[k], N[k], P[k], N[k], F[j], N[j], -1.0});
    if (c[i].mantissa != 0.0 && (!any || c[i].exponent > top)) top = c[i].exponent;
    any |= c[i].mantissa != 0.0;
  }
  if (!any) return {};
  double h = 0.0;
  for (const Scaled& x : c) {
    if (x.mantissa == 0.0) continue;
    const double m = scale_by_pow2(x.mantissa, x.exponent - top);
    h += m * m;
  }
  return to_scaled_with_exponent(h, 2 * top);
}

// Before either, the plain cross product: with w = fl(p - n) and d = fl(f - n)
// (each coordinate within u of the exact difference) and p1 = fl(w_j d_k), p2
// = fl(w_k d_j), each of p1 and p2 is within (1 + u)^3 - 1 of the exact
// product of exact differences, so c_i = fl(p1 - p2) differs from the exact
// component by at most
//   (3u + O(u^2)) P_i + u |c_i| = E_i,   P_i = |p1| + |p2|,
// and h = sum c_i^2 errs as above, by sum (2 |c_i| E_i + 2 E_i^2) + 3u h
// (1 + O(u)). The O(u^2) of E_i is a relative 2^-50 of it, absorbed by the
// same inflation by 2^-40, and underflow is covered as above (a plain product
// errs by at most 2^-1075 absolutely, as Dekker's partial products do). When
// the point is well off the line (the common case) this accepts at the cost
// of the naive cross product; it rejects where the differences' roundings
// matter, and the first-order correction above takes over.
[[gnu::always_inline]] inline double squared_height3_plain(Vec3 p, Vec3 n, const double (&d)[3], double dd, bool& ok) {
  const double wx = p.x - n.x, wy = p.y - n.y, wz = p.z - n.z;
  const double dx = d[0], dy = d[1], dz = d[2];
  const double a1 = wy * dz, a2 = wz * dy, b1 = wz * dx, b2 = wx * dz, c1 = wx * dy, c2 = wy * dx;
  const double cx = a1 - a2, cy = b1 - b2, cz = c1 - c2;
  const double ex = kUnit * (3.0 * (std::fabs(a1) + std::fabs(a2)) + std::fabs(cx));
  const double ey = kUnit * (3.0 * (std::fabs(b1) + std::fabs(b2)) + std::fabs(cy));
  const double ez = kUnit * (3.0 * (std::fabs(c1) + std::fabs(c2)) + std::fabs(cz));
  const double h = (cx * cx + cy * cy) + cz * cz;
  const double error = (2.0 * std::fabs(cx) * ex + 2.0 * ex * ex) + (2.0 * std::fabs(cy) * ey + 2.0 * ey * ey) +
                       (2.0 * std::fabs(cz) * ez + 2.0 * ez * ez);
  ok = height_accepted(h, error, dd);
  return h;
}

// d = fl(f - n) and dd = fl(fl(dx^2 + dy^2) + dz^2), then the above. d may
// be given negated (fl(n - f) = -fl(f - n)): every product and difference
// above then changes sign exactly, and h, the bound and dd are the same
// bits, which lets the settled path pass b - a whichever end is n.
inline double squared_height3_plain(Vec3 p, Vec3 n, Vec3 f, bool& ok) {
  const double d[3] = {f.x - n.x, f.y - n.y, f.z - n.z};
  return squared_height3_plain(p, n, d, (d[0] * d[0] + d[1] * d[1]) + d[2] * d[2], ok);
}

// The two double tiers in order (plain, then first-order); `ok` false when
// neither certifies 13u. Both return normal doubles when they accept.
inline double squared_height3_double(Vec3 p, Vec3 n, Vec3 f, bool& ok) {
  const double plain = squared_height3_plain(p, n, f, ok);
  if (ok) return plain;
  return to_double(squared_height3_quick(p, n, f, ok));
}

// The tiers after squared_height3_double's, on its splits x: exact products,
// then the components correctly rounded.
inline Scaled squared_height3_beyond_double(const HeightSplits& x, Vec3 p, Vec3 n, Vec3 f) {
  bool ok = false;
  const double second = squared_height3_second_order(x, ok);
  if (ok) return to_scaled(second);
  return squared_height3_components(p, n, f);
}

inline Scaled squared_height3(Vec3 p, Vec3 n, Vec3 f, bool canonical) {
  if (canonical) return squared_height3_components(p, n, f);
  // squared_height3_double's two tiers, then the rest on the same splits.
  bool ok = false;
  const double plain = squared_height3_plain(p, n, f, ok);
  if (ok) return to_scaled(plain);
  const HeightSplits x = height_splits(p, n, f);
  const double quick = to_double(squared_height3_quick(x, ok));
  if (ok) return to_scaled(quick);
  return squared_height3_beyond_double(x, p, n, f);
}

// The general path's answer for a point whose nearest part of s is the
// interior, n the end nearer the foot (exactly: not the midpoint) and f the
// other, when squared_height3_double has not certified the height: the same
// tiers, in the same order, on the same doubles, so the same bits. `ok`
// becomes true. Out of line: rare on ordinary input.
[[gnu::noinline]] inline double squared_distance_interior3(Vec3 p, Vec3 n, Vec3 f, const Segment3& s, bool& ok) {
  ok = true;
  return ratio(squared_height3_beyond_double(height_splits(p, n, f), p, n, f), dot_value3(s.a, s.b, s.a, s.b));
}

// The general path of squared_distance_point_segment3.
[[gnu::noinline]] inline double squared_distance_point_segment3_general(Vec3 p, const Segment3& s) {
  if (!finite(s) || !finite(p)) return std::nan("");
  const int part = s.a == s.b ? -1 : nearest_part3(p, s);
  if (part != 0) {
    const Vec3 e = part < 0 ? s.a : s.b;
    return to_double(dot_value3(e, p, e, p));
  }
  // From the nearer end (file comment); at the midpoint either end: the
  // components are then correctly rounded whichever evaluates them, so both
  // give the same bits (squared_height3).
  const int side = sum_sign(foot_side3(p, s));
  const Vec3 n = side <= 0 ? s.a : s.b, f = side <= 0 ? s.b : s.a;
  return ratio(squared_height3(p, n, f, side == 0), dot_value3(s.a, s.b, s.a, s.b));
}

// --- The settled path (kernels/detail/quick.h) ---------------------------------

// c ? x : y coordinate by coordinate, each a select (quick.h).
inline Vec3 select(bool c, Vec3 x, Vec3 y) { return {select(c, x.x, y.x), select(c, x.y, y.y), select(c, x.z, y.z)}; }


// p against s in plain double: the two dot products, the settled part of s
// nearest p (before_a, past_b, interior) and the settled nearer end.
struct QuickPointSegment3 {
  double dx, dy, dz;      // d = b - a
  QuickSum at_a, at_b;    // (p - a).d, (p - b).d
  double length;          // d.d
  bool before_a, past_b, interior;
  bool near_a, near_b;    // the foot is nearer a (t < 1/2), nearer b (t > 1/2)
};

// The differences d = b - a, p - a and p - b are formed once and shared by
// the two dot products (each the same operations in the same order as
// quick_dot3(a, p, a, b) and quick_dot3(b, p, a, b), so the same values and
// permanents), the foot side and the construction.
// One bound settles all three signs: the foot side's, stage A of the sum of
// the six products (product_sum.h: any order of summation obeys its bound),
// B = fl(fl(kSumFilter<6> fl(P_a + P_b)) + kSumBoundFloor<6>). It is at least
// each dot product's own stage-A bound as computed,
// fl(fl(kSumFilter<3> P) + kSumBoundFloor<3>) with P = P_a or P_b: the
// constants' ratio is (7 + 64u) / (4 + 64u) > 1.7, which covers the four
// roundings (at most (1 + u)^4 between them) and the floors alike, and P_a +
// P_b >= P_a, P_b. So a sign B settles is settled, and one bound serves the
// three tests.
inline QuickPointSegment3 quick_point_segment3(const Segment3& s, Vec3 p) {
  QuickPointSegment3 q;
  q.dx = s.b.x - s.a.x;
  q.dy = s.b.y - s.a.y;
  q.dz = s.b.z - s.a.z;
  const double ax = (p.x - s.a.x) * q.dx, ay = (p.y - s.a.y) * q.dy, az = (p.z - s.a.z) * q.dz;
  const double bx = (p.x - s.b.x) * q.dx, by = (p.y - s.b.y) * q.dy, bz = (p.z - s.b.z) * q.dz;
  q.at_a = {(ax + ay) + az, (std::fabs(ax) + std::fabs(ay)) + std::fabs(az)};
  q.at_b = {(bx + by) + bz, (std::fabs(bx) + std::fabs(by)) + std::fabs(bz)};
  q.length = (q.dx * q.dx + q.dy * q.dy) + q.dz * q.dz;
  const double bound = floored_bound(kSumFilter<6>, q.at_a.permanent + q.at_b.permanent, kSumBoundFloor<6>);
  const double side = q.at_a.value + q.at_b.value;  // foot_side3's six products
  const bool inside_a = q.at_a.value > bound;
  q.before_a = q.at_a.value < -bound;
  q.past_b = inside_a & (q.at_b.value > bound);
  q.interior = inside_a & (q.at_b.value < -bound);
  q.near_a = side < -bound;
  q.near_b = side > bound;
  return q;
}

// t_n's numerator (p - n).(f - n) when stage 1 does not accept its double
// value: the accurate stages' correctly rounded value (sum_value_double).
// Out of line, so that the stages' registers and stack do not weigh on the
// settled path; on uniform input about one call in six comes here (a foot
// near an end with p well off the line: the products cancel).
[[gnu::noinline]] inline double projection_numerator3(const QuickSum& from_n, const Segment3& s, Vec3 p,
                                                      bool near_a, bool& ok) {
  const Vec3 n = near_a ? s.a : s.b, f = near_a ? s.b : s.a;
  return sum_value_double<3>(from_n, [n, p, f] { return dot3_sum(n, p, n, f); }, ok);
}

// closest_point3 with the exact part (the public function is below), from
// the plain-double forms q = quick_point_segment3(s, p).
inline ClosestPart3 closest_part3(const QuickPointSegment3& q, const Segment3& s, Vec3 p) {
  // The interior from the nearer end n: t_n = (p - n).(f - n) / d.d, the
  // numerator being at_a's value or at_b's negated (reversing both
  // differences of every product is exact).
  // Every choice on data is a select and every test an opaque() one
  // (quick.h): on uniform input the nearer end and the part holding the
  // point are coin tosses, so jumps on them would be unpredictable.
  const bool near_a = q.near_a;
  bool ok = q.interior & (near_a | q.near_b) & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  const QuickSum from_n{select(near_a, q.at_a.value, -q.at_b.value), select(near_a, q.at_a.permanent, q.at_b.permanent)};
  double numerator = from_n.value;
  if (opaque(ok & !sum_value_settled<3>(from_n, kProjectionNumeratorBudget3)))
    numerator = projection_numerator3(from_n, s, p, near_a, ok);
  const double t_n = numerator / q.length;
  ok &= t_n >= 0x1p-1022;
  // The point n + t_n (f - n) as quick_lerp_near computes it (|t_n| <= 1/2,
  // |f - n| <= 2^450 since its square is below 2^900), with f - n = d from a
  // and -d from b (fl(a - b) = -fl(b - a)): t_n (f - n) rounds as (+-t_n) d,
  // so q's d serves both ends and only t_n's sign is chosen.
  const double t_d = select(near_a, t_n, -t_n);
  const double tx = t_d * q.dx, ty = t_d * q.dy, tz = t_d * q.dz;
  const bool all = (std::fabs(tx) >= 0x1p-1022) & (std::fabs(ty) >= 0x1p-1022) & (std::fabs(tz) >= 0x1p-1022);
  // The base: the end holding the answer, or in the interior n.
  const bool end = q.before_a | q.past_b;
  const Vec3 base = end_of(s, !(q.before_a | (near_a & !q.past_b)));
  if (!opaque(all)) {
    const bool x_ok = lerp_near_ok(base.x, q.dx, tx), y_ok = lerp_near_ok(base.y, q.dy, ty);
    const bool z_ok = lerp_near_ok(base.z, q.dz, tz);
    ok &= x_ok & y_ok & z_ok;
  }
  const Vec3 point{base.x + tx, base.y + ty, base.z + tz};
  const ClosestPart3 result{{select(end, select(q.before_a, 0.0, 1.0), select(near_a, t_n, 1.0 - t_n)),
                             select(end, base, point)},
                            int(q.past_b) - int(q.before_a)};
  if (!opaque(end | ok)) return closest_point3_general(s, p);
  return result;
}

// --- closest_point3's own settled path, in pairs of doubles -----------------
//
// The same values, tests and selects as quick_point_segment3 and
// closest_part3 above, with each pair of like operations on the two ends
// made as one operation on a pair of doubles (GNU vector extensions: SSE2's
// packed instructions on x86-64, two scalar ones elsewhere, rounding alike):
// p - a and p - b, their products with d, the two dot products and their
// permanents, the two candidate parameters at_a / |d|^2 and at_b / |d|^2
// (one division, started before the nearer end is known) and the two
// numerators' stage-1 tests. Every choice is a mask on a pair, so the answer
// is formed in the vector registers and stored as the naive formula stores
// it. (A choice on scalars, select() in quick.h, goes through the integer
// registers, and a struct assembled there is stored in 8-byte pieces that a
// caller then reads in 16-byte ones, which stalls the load until the stores
// retire.)
using Pair = double __attribute__((vector_size(16)));
using PairMask = long long __attribute__((vector_size(16)));

inline Pair pair_of(double x) { return Pair{x, x}; }
inline Pair swapped(Pair x) { return Pair{x[1], x[0]}; }
inline Pair pick(PairMask m, Pair x, Pair y) { return (Pair)(((PairMask)x & m) | ((PairMask)y & ~m)); }
inline Pair magnitude(Pair x) {
  constexpr long long kNoSign = 0x7fffffffffffffffLL;
  return (Pair)((PairMask)x & PairMask{kNoSign, kNoSign});
}
inline PairMask pick(PairMask m, PairMask x, PairMask y) { return (x & m) | (y & ~m); }
inline PairMask swapped(PairMask x) { return PairMask{x[1], x[0]}; }
inline PairMask mask_of(bool b) {
  const long long m = -static_cast<long long>(b);
  return PairMask{m, m};
}

[[gnu::always_inline]] inline ClosestPart3 closest_part3(const Segment3& s, Vec3 p) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dz = s.b.z - s.a.z;
  // (p - a, p - b) times d, coordinate by coordinate: the six products of
  // quick_point_segment3, the same operations.
  const Pair mx = (pair_of(p.x) - Pair{s.a.x, s.b.x}) * pair_of(dx);
  const Pair my = (pair_of(p.y) - Pair{s.a.y, s.b.y}) * pair_of(dy);
  const Pair mz = (pair_of(p.z) - Pair{s.a.z, s.b.z}) * pair_of(dz);
  const Pair at = (mx + my) + mz;                                           // (at_a, at_b)
  const Pair permanent = (magnitude(mx) + magnitude(my)) + magnitude(mz);  // their permanents
  const double length = (dx * dx + dy * dy) + dz * dz;
  const Pair along = at / pair_of(length);  // (t_n from a, -t_n from b): -at_b / |d|^2 rounds as -(at_b / |d|^2)
  // quick_point_segment3's one bound and foot side, in both lanes (fl(x +
  // y) = fl(y + x)).
  const Pair bound = pair_of(kSumFilter<6>) * (permanent + swapped(permanent)) + pair_of(kSumBoundFloor<6>);
  const Pair side = at + swapped(at);
  const PairMask above = at > bound, below = at < -bound;  // (inside_a, at_b > B), (before_a, at_b < -B)
  const bool before_a = below[0] != 0, inside_a = above[0] != 0;
  const bool past_b = inside_a & (above[1] != 0), interior = inside_a & (below[1] != 0);
  const PairMask near_a = side < -bound;
  const bool near = near_a[0] != 0, near_b = (side > bound)[0] != 0;
  // sum_value_settled<3>(from_n, kProjectionNumeratorBudget3) for both ends
  // (stage1_accepts and plain_permanent, the same operations).
  const PairMask accepted = (pair_of(kSumValueBound<3>) * permanent <=
                             pair_of(kProjectionNumeratorBudget3 - kUnit) * magnitude(at)) &
                            (permanent >= pair_of(kQuickMinValue)) & (permanent <= pair_of(kQuickMaxValue));
  bool ok = interior & (near | near_b) & (length >= kQuickMinValue) & (length <= kQuickMaxValue);
  // t_d = t_n from a, -t_n from b: the multiplier of d in n + t_n (f - n)
  // (closest_part3).
  double t_d = pick(near_a, along, swapped(along))[0];
  if (opaque(ok & (pick(near_a, accepted, swapped(accepted))[0] == 0))) {
    const QuickSum from_n{near ? at[0] : -at[1], near ? permanent[0] : permanent[1]};
    const double t_n = projection_numerator3(from_n, s, p, near, ok) / length;
    t_d = near ? t_n : -t_n;
  }
  ok &= std::fabs(t_d) >= 0x1p-1022;
  const Pair txy = pair_of(t_d) * Pair{dx, dy};
  const double tz = t_d * dz;
  const bool all = (std::fabs(txy[0]) >= 0x1p-1022) & (std::fabs(txy[1]) >= 0x1p-1022) & (std::fabs(tz) >= 0x1p-1022);
  const bool end = before_a | past_b;
  const Vec3& base = end_of(s, !(before_a | (near & !past_b)));
  if (!opaque(all)) {
    const bool x_ok = lerp_near_ok(base.x, dx, txy[0]), y_ok = lerp_near_ok(base.y, dy, txy[1]);
    const bool z_ok = lerp_near_ok(base.z, dz, tz);
    ok &= x_ok & y_ok & z_ok;
  }
  const PairMask e = mask_of(end);
  const Pair xy = pick(e, Pair{base.x, base.y}, Pair{base.x, base.y} + txy);
  // (t, z): at an end 0 or 1 and the end's z; inside t_d from a, 1 + t_d
  // (= 1 - t_n) from b.
  const Pair tz_pair = pick(e, Pair{before_a ? 0.0 : 1.0, base.z},
                            Pair{t_d + (near ? 0.0 : 1.0), base.z + tz});
  const ClosestPart3 result{{tz_pair[0], {xy[0], xy[1], tz_pair[1]}}, int(past_b) - int(before_a)};
  if (!opaque(end | ok)) return closest_point3_general(s, p);
  return result;
}

// squared_distance_point_segment3 on the settled path: the double the general
// path returns, or `ok` false. An end: |p - e|^2 is a sum of three squares,
// which sum_value always accepts in the plain range (value and permanent are
// one double), so quick_dot3's value is dot_value3's. The interior, with the
// nearer end settled: the value of squared_height3_double's first tier that
// accepts (the general path's first choice, same operands; the plain tier
// takes q's b - a and its squares, the same bits for either end), and
// |d|^2 = q.length, the same
// three squares summed in the same order as dot_value3(a, b, a, b); their
// quotient rounds as ratio()'s mantissa quotient scaled by a power of two
// whenever it is a normal double.
[[gnu::always_inline]] inline double quick_squared_distance3(const QuickPointSegment3& q, const Segment3& s, Vec3 p, bool& ok) {
  if (q.before_a | q.past_b) {
    const Vec3 e = end_of(s, !q.before_a);
    const QuickSum end = quick_dot3(e, p, e, p);
    ok = (end.permanent >= kQuickMinValue) & (end.permanent <= kQuickMaxValue);
    return end.value;
  }
  ok = q.interior & (q.near_a | q.near_b) & (q.length >= kQuickMinValue) & (q.length <= kQuickMaxValue);
  if (!ok) return 0.0;
  // The nearer end by a select of its address: a coin toss on uniform input.
  // (Not a select between the end's and the interior's values: that would
  // compute the interior's height on every call, which costs more than the
  // jump.)
  // The plain tier on q's b - a and its squares q.length, for either end
  // (squared_height3_plain: f - n negated gives the same bits), rather than
  // forming f - n and its squares again.
  const Vec3 n = end_of(s, !q.near_a), f = end_of(s, q.near_a);
  const double d[3] = {q.dx, q.dy, q.dz};
  double h = squared_height3_plain(p, n, d, q.length, ok);
  if (!ok) {
    h = to_double(squared_height3_quick(p, n, f, ok));
    // Neither double tier certifies the height (a point within a few
    // hundred ULPs of the line, as nearly degenerate input makes common):
    // the general path's last steps from here, rather than the general
    // path itself, which would decide the part and the nearer end again
    // and repeat both tiers.
    if (!ok) return squared_distance_interior3(p, n, f, s, ok);
  }
  const double value = h / q.length;
  ok &= normal(value);
  return value;
}

// squared_distance_point_segment3 from the plain-double forms q =
// quick_point_segment3(s, p), for a caller that has them already
// (segment_segment_closest3, after closest_part3 on the same s and p).
inline double squared_distance_point_segment3(const QuickPointSegment3& q, Vec3 p, const Segment3& s) {
  bool ok = false;
  const double value = quick_squared_distance3(q, s, p, ok);
  return ok ? value : squared_distance_point_segment3_general(p, s);
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
/// m = 2^-1022, as for the 2D kernels (kernels/contracts.h). The point does
/// not depend on the order of s's ends: s reversed gives it bit for bit (and
/// 1 - t rounded for t).
/// Method: the two dot products in double from shared differences, one
/// filter bound for the end signs and the foot side (detail/quick.h,
/// product_sum.h), the nearer end's numerator accepted within 13u or else
/// correctly rounded; the general path when the filters do not settle every
/// decision and value, or an intermediate leaves the normal range.
inline ClosestPoint3 closest_point3(const Segment3& s, Vec3 p) { return detail::closest_part3(s, p).c; }

/// Squared distance from p to the closed 3D segment s.
/// Takes/returns: as closest_point3; a squared distance in squared units.
/// Zero-length s: |p - a|^2. Non-finite input (NaN or +-inf in any
/// coordinate of s or p): NaN (check::non_finite_point3).
/// Contract: the end/interior choice is exact; the value within
/// contract::kSquaredDistance3Ulps ULPs of exact; +inf only when the exact
/// value is beyond DBL_MAX. The same bits for s reversed.
/// Method: the decisions as closest_point3's; in the interior the squared
/// height |(p - n) x (f - n)|^2 / |f - n|^2 from the nearer end n, the cross
/// product first in plain double with a forward error bound, then with a
/// first-order correction, then with exact (Dekker) products, then each
/// component correctly rounded (each tier only when the one before cannot
/// certify 13u); the general path when the filters do not settle the
/// decisions or a value leaves the plain range.
[[gnu::always_inline]] inline double squared_distance_point_segment3(Vec3 p, const Segment3& s) {
  // The settled path in the caller (always inlined, as it was when the
  // compiler's inlining budget allowed: called out of line, with p on the
  // stack and `ok` through memory, it cost about 4% more on uniform input).
  const detail::QuickPointSegment3 q = detail::quick_point_segment3(s, p);
  bool ok = false;
  const double value = detail::quick_squared_distance3(q, s, p, ok);
  return ok ? value : detail::squared_distance_point_segment3_general(p, s);
}

}  // namespace plumb
