// Plumb kernels: closest points of two 3D segments.
//
// With d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2 and the five dot products
//   a = d1.d1,  b = d1.d2,  c = d1.r,  e = d2.d2,  f = d2.r,
// the squared distance |P1(s) - P2(t)|^2 is a convex quadratic in (s, t). Its
// unconstrained minimum solves a s - b t = -c, b s - e t = -f:
//   s* = (b f - c e) / D,   t* = (a f - b c) / D,   D = a e - b^2 = |d1 x d2|^2.
// Over the square [0, 1]^2 (Ericson, Real-Time Collision Detection, 5.1.9):
// clamp s (s = 0 when D = 0, the parallel case); take the t that is best for
// that s, t = (b s + f) / e; if t left [0, 1], clamp it and take the s that is
// best for it, s = (b t - c) / a, clamped. Re-projecting s after clamping t is
// the step a seeded fault leaves out.
//
// Every comparison is a sign decided exactly; the rounded s and t are never
// compared. The best t for an end of segment 1 is that end's projection onto
// segment 2, clamped, and likewise the best s for an end of segment 2: those
// steps are closest_point3 (kernels/closest_point3d.h). The first step's signs
// are of degree 4, written as triple products by the Binet-Cauchy identity
// (u x v).(w x x) = (u.w)(v.x) - (u.x)(v.w), with n = d1 x d2:
//   S* = b f - c e = n . (d2 x (p1 - p2)),   S* - D = n . (d2 x (q1 - p2)),
//   T* = a f - b c = n . (d1 x (p1 - p2)),   T* - D = n . (d1 x (p1 - q2)),
// and D = 0 (parallel) exactly when the three 2D forms of n are 0.
//
// The answer is then built from the final configuration alone, whatever order
// of steps led to it, so that it does not depend on which segment is first
// or which end of either is called p:
//   both parameters interior: s*, t* from S*/D and T*/D, each point built from
//     the end of its segment nearer it (as closest_point3 does; 2 S* - D and
//     2 T* - D decide which), the squared distance that of the two lines,
//     (w . n)^2 / |n|^2 with w the difference of those two nearer ends;
//   one parameter at an end: the other is that end's projection
//     (closest_point3), the squared distance that end's to the other segment;
//   both at ends: the ends, and their squared distance.
// For parallel segments many pairs are closest; this order of steps returns
// the one with the least s, and for it the least t (the documented choice,
// docs/semantics-3d.md), and the squared distance is the least of the four
// end-to-segment distances (which attain it for parallel segments), so that it
// too is independent of order.
#pragma once

#include <algorithm>

#include "kernels/closest_point3d.h"
#include "kernels/detail/dot_dd.h"
#include "kernels/detail/interior_extended.h"
#include "kernels/detail/pair_signs.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/triple_product.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The three 2D forms of n = d1 x d2: all zero exactly when the segments are
// parallel (or one has zero length).
inline bool parallel3(const Segment3& s1, const Segment3& s2) {
  const Vec3 p1 = s1.a, q1 = s1.b, p2 = s2.a, q2 = s2.b;
  const Form nx{q1.y, p1.y, q2.z, p2.z, q1.z, p1.z, q2.y, p2.y, -1.0};
  const Form ny{q1.z, p1.z, q2.x, p2.x, q1.x, p1.x, q2.z, p2.z, -1.0};
  const Form nz{q1.x, p1.x, q2.y, p2.y, q1.y, p1.y, q2.x, p2.x, -1.0};
  return form_sign(nx) == 0 && form_sign(ny) == 0 && form_sign(nz) == 0;
}

// --- The settled path of the first steps (kernels/detail/quick.h) ---------------
//
// The five dot products a, b, c, e, f in double (sums of three products of
// rounded differences, product_sum.h), and from them
//   D = a e - b^2,  S* = b f - c e,  T* = a f - b c,  S* - D,  T* - D,
//   2 S* - D = S* + (S* - D),  2 T* - D likewise,
// each rounded once per operation. A sign is settled when the value lies
// beyond a bound built from the permanents alone (a static filter per call,
// Shewchuk's kind), not from a running bound carried through each operation,
// which would cost more than the values' own arithmetic.
//
// Derivation. Write P_x for the computed permanent of x (the rounded sum of
// the three products' magnitudes; for a and e, sums of squares, x itself).
// Stage 1 of a sum of three products (product_sum.h, kSumValueBound) puts x
// within E_x = kSumValueBound<3> P_x + u |x| of exact, all products normal
// or P_x >= 2^-960; and |x| <= P_x (rounding is monotone), so E_x <= k P_x
// with k = (5 + 64u) u. Then for D (the others alike, with their own P):
//   |a e - a^ e^| <= |a^| E_e + |e^| E_a + E_a E_e <= (2k + k^2) P_a P_e,
//   each product's rounding at most u P_a P_e (and 2^-1075 if it underflows),
//   the difference's rounding at most u (1 + u)^2 (P_a P_e + P_b^2),
// so |D^ - D| <= (12u + 160u^2) M_D + 2^-1074 with M_D = P_a P_e + P_b^2
// (M_S = P_b P_f + P_c P_e, M_T = P_a P_f + P_b P_c). For S^ - D^ the errors
// add, with the rounding of at most u (1 + u)^3 (M_S + M_D): (13u + 164u^2)
// (M_S + M_D) + 2^-1073. For S^ + (S^ - D^): 27u M_S + 14u M_D + O(u^2).
// The bounds used are 12.5u M, 13.5u (M_S + M_D) and 15u (2 M_S + M_D): the
// slack of at least u/2 M covers the O(u^2) terms, the three or four
// roundings of the bound's own computation, and the products that underflow,
// because every permanent lies in [2^-400, 2^400] (`valid`; else nothing here
// is used), so M >= 2^-800 and no product of permanents under- or overflows.
// Non-finite input never reaches here (the callers check first).
//
// Every sign and part is computed with comparisons and arithmetic, no jump:
// on uniform input each is a coin toss, so a branch on it is unpredictable.
struct QuickPair {
  bool valid;
  int parallel;  // 1 parallel, 0 not, -1 unsettled
  int s_part;    // as clamp_part, -2 unsettled
  int t_part;    // when s_part == 0
  int s_side;    // the sign of 2 S* - D (the nearer end of segment 1), 2 unsettled
  int t_side;    // the sign of 2 T* - D
  int s_sign;    // the sign of S*, 2 unsettled (the ray's step 1; unused here)
};

inline constexpr double kPairBound = 12.5 * kUnit;        // D, S*, T*
inline constexpr double kPairMinusDBound = 13.5 * kUnit;  // S* - D, T* - D
inline constexpr double kPairSideBound = 15.0 * kUnit;    // 2 S* - D, 2 T* - D

// -1, +1, or 2 when |v| does not exceed the bound (also for NaN).
inline int bounded_sign(double v, double bound) {
  const int positive = v > bound, negative = v < -bound;
  return positive - negative + 2 * (1 - (positive | negative));
}

// clamp_part of two bounded signs, or -2 when they do not settle it.
inline int bounded_clamp_part(int numerator, int numerator_minus_d) {
  const bool open = (numerator == 2) | ((numerator == 1) & (numerator_minus_d == 2));
  const int part = numerator <= 0 ? -1 : numerator_minus_d >= 0 ? 1 : 0;
  return open ? -2 : part;
}

// The seven values and their bounds, recorded for the tests
// (kernels/tests/stages_test.cpp) when quick_pair is given somewhere to put
// them. (Kept in locals otherwise: returned in arrays, gcc 12 stores them to
// memory.)
enum PairValue { kPairD, kPairS, kPairT, kPairSMinusD, kPairTMinusD, kPairSSide, kPairTSide, kPairValues };
struct PairFilter {
  double value[kPairValues], bound[kPairValues];
};

// From d1, d2 and r = p1 - p2 given as coordinates: quick_pair's, and
// quick_ray_pair's (ray_segment3d.h) with d1 the ray's direction itself.
[[gnu::always_inline]] inline QuickPair quick_pair_of(double d1x, double d1y, double d1z, double d2x, double d2y,
                                                     double d2z, double rx, double ry, double rz,
                                                     PairFilter* record) {
  const double a = (d1x * d1x + d1y * d1y) + d1z * d1z, e = (d2x * d2x + d2y * d2y) + d2z * d2z;
  const double bx = d1x * d2x, by = d1y * d2y, bz = d1z * d2z;
  const double cx = d1x * rx, cy = d1y * ry, cz = d1z * rz;
  const double fx = d2x * rx, fy = d2y * ry, fz = d2z * rz;
  const double b = (bx + by) + bz, c = (cx + cy) + cz, f = (fx + fy) + fz;
  const double pb = (std::fabs(bx) + std::fabs(by)) + std::fabs(bz);
  const double pc = (std::fabs(cx) + std::fabs(cy)) + std::fabs(cz);
  const double pf = (std::fabs(fx) + std::fabs(fy)) + std::fabs(fz);
  QuickPair r;
  const double least = std::min(std::min(std::min(a, e), std::min(pb, pc)), pf);
  const double most = std::max(std::max(std::max(a, e), std::max(pb, pc)), pf);
  r.valid = (least >= 0x1p-400) & (most <= 0x1p+400);
  const double D = a * e - b * b, S = b * f - c * e, T = a * f - b * c;
  const double md = a * e + pb * pb, ms = pb * pf + pc * e, mt = a * pf + pb * pc;
  const double s_minus_d = S - D, t_minus_d = T - D, s_side = S + s_minus_d, t_side = T + t_minus_d;
  const double d_bound = kPairBound * md, s_bound = kPairBound * ms, t_bound = kPairBound * mt;
  const double s_d_bound = kPairMinusDBound * (ms + md), t_d_bound = kPairMinusDBound * (mt + md);
  const double s_side_bound = kPairSideBound * ((ms + ms) + md), t_side_bound = kPairSideBound * ((mt + mt) + md);
  r.parallel = D > d_bound ? 0 : -1;  // D >= 0; only D > 0 is settled here
  r.s_part = bounded_clamp_part(bounded_sign(S, s_bound), bounded_sign(s_minus_d, s_d_bound));
  r.t_part = bounded_clamp_part(bounded_sign(T, t_bound), bounded_sign(t_minus_d, t_d_bound));
  r.s_side = bounded_sign(s_side, s_side_bound);  // 2 S* - D
  r.t_side = bounded_sign(t_side, t_side_bound);  // 2 T* - D
  r.s_sign = bounded_sign(S, s_bound);
  if (record) *record = {{D, S, T, s_minus_d, t_minus_d, s_side, t_side},
                         {d_bound, s_bound, t_bound, s_d_bound, t_d_bound, s_side_bound, t_side_bound}};
  return r;
}

[[gnu::always_inline]] inline QuickPair quick_pair(const Segment3& s1, const Segment3& s2, PairFilter* record = nullptr) {
  const Vec3 p1 = s1.a, q1 = s1.b, p2 = s2.a, q2 = s2.b;
  return quick_pair_of(q1.x - p1.x, q1.y - p1.y, q1.z - p1.z, q2.x - p2.x, q2.y - p2.y, q2.z - p2.z, p1.x - p2.x,
                       p1.y - p2.y, p1.z - p2.z, record);
}

// --- Interior values in double-double ------------------------------------------
//
// From d1 = f1 - n1, d2 = f2 - n2 and w = n1 - n2 (n1, n2 the nearer ends, f1,
// f2 the others), split (detail/dot_dd.h): the cross products n = d1 x d2,
// d2 x w and d1 x w, each component a double-double with its bound
// (cross_component_dd), and from them, in BoundedDD arithmetic (polynomial.h),
// which carries the bound on:
//   along1 = n . (d2 x w)   (s from n1, times D)
//   along2 = n . (d1 x w)   (t from n2, times D)
//   D = n . n,  G = (w . n)^2
// (by (a x b).(c x d) = (a.c)(b.d) - (a.d)(b.c) these are the Lagrange forms
// (d1.d2)(d2.w) - (d1.w)(d2.d2), (d1.d1)(d2.w) - (d1.d2)(d1.w), |d1|^2 |d2|^2
// - (d1.d2)^2 and the Gram determinant of w, d1, d2). Built from the
// components rather than from the six dot products, the cancellation of
// nearly parallel or nearly intersecting segments is that of n and of w . n,
// not of their squares, and the double-double values still settle it.
// Each value is then accepted within its budget or certified to be the
// correctly rounded one (form_value.h, certified_nearest); a value that is
// not is evaluated exactly by the caller, the others kept.
//
// Budgets: along1, along2 and D within 8u (form_value's), so each is within
// 8u/(1 - 8u) + u = 9u + O(u^2); the height w . n within 3u, so h within 4u +
// O(u^2) and G = fl(h^2) within (1 + 4u)^2 (1 + u) - 1 = 9u + O(u^2), the
// same as before the squared distance G / D's last rounding (19u + O(u^2),
// inside contract::kSquaredDistance3Ulps).
inline constexpr double kHeightValueBudget = 3.0 * kUnit;

struct InteriorValues {
  Scaled along1, along2, d, h;
  bool along1_ok, along2_ok, d_ok, h_ok;
};

// The four values from n (split), w and the two numerators: the path of
// interior_values that takes values from the signs.
[[gnu::always_inline]] inline InteriorValues interior_values_of(const BoundedDD& along1, const BoundedDD& along2,
                                                                const SplitDDVector& n, const SplitVector& w,
                                                                bool canonical) {
  InteriorValues r{};
  r.along1_ok = r.along2_ok = r.d_ok = r.h_ok = true;
  auto value = [&](const BoundedDD& x, double budget, bool& ok) {
    return canonical ? certified_scaled(x, ok) : bounded_scaled(x, budget, ok);
  };
  r.along1 = value(along1, kAcceptRelative, r.along1_ok);
  r.along2 = value(along2, kAcceptRelative, r.along2_ok);
  r.d = value(dot_dd(n.v, n), kAcceptRelative, r.d_ok);
  r.h = value(dot_dd(as_dd(w), n), kHeightValueBudget, r.h_ok);
  return r;
}

// With `canonical` (a nearer end chosen at a tie), each value must be the
// correctly rounded one (certified_scaled): its exact value does not depend
// on the nearer ends chosen (up to sign, for h), so neither does its rounding.
// Otherwise the operations are the same on the same doubles whichever segment
// comes first and whichever end is called p (each swap negates operands,
// which IEEE arithmetic does exactly, or commutes them; a cross product's
// operands swapped give its components negated bit for bit,
// cross_component_dd), so the result is order-independent either way.
//
// Values the exact signs have computed already (PairSigns, pair_signs.h:
// n = d1 x d2 and the numerators n . (d2 x (x - p2)), n . (d1 x (p1 - x)),
// with d1 = q1 - p1, d2 = q2 - p2) are taken from there, since they are the
// same bits: with n1 = p1 (n1_is_p1) d1 here is that d1, else its negation,
// computed as two_diff(p1, q1) instead of two_diff(q1, p1), which is the
// exact negation (a two_diff's error term is exact); Dekker's split and
// products, sums and two_sum are odd functions of their operands (round to
// nearest is symmetric). So n here is PairSigns's n times s1 s2 (s_i = +1 or
// -1 as n_i is p_i or q_i); along1 = n . (d2 x w) is s1 times PairSigns's
// S* (n1 = p1) or S* - D (n1 = q1) when n2 = p2; along2 is s2 times its T*
// (n2 = p2) or T* - D (n2 = q2) when n1 = p1. (Nearly degenerate input asks
// for the signs on most calls, and so would pay for the evaluations twice.)
inline InteriorValues interior_values(Vec3 n1, Vec3 f1, Vec3 n2, Vec3 f2, bool canonical, bool n1_is_p1, bool n2_is_p2,
                                      const PairSigns& known) {
  const SplitVector d1 = split_difference(n1, f1), d2 = split_difference(n2, f2), w = split_difference(n2, n1);
  const SplitDDVector* known_n = known.n_dd();
  if (known_n == nullptr) {  // no sign asked (ordinary input): nothing to take
    // Written out rather than through interior_values_of, through which gcc
    // 12 compiles the ordinary call into more instructions.
    const V3<BoundedDD> n = cross_dd(d1, d2);
    InteriorValues r{};
    r.along1_ok = r.along2_ok = r.d_ok = r.h_ok = true;
    auto value = [&](const BoundedDD& x, double budget, bool& ok) {
      return canonical ? certified_scaled(x, ok) : bounded_scaled(x, budget, ok);
    };
    const SplitDDVector ns = presplit(n);
    r.along1 = value(dot_dd(cross_dd(d2, w), ns), kAcceptRelative, r.along1_ok);
    r.along2 = value(dot_dd(cross_dd(d1, w), ns), kAcceptRelative, r.along2_ok);
    r.d = value(dot_dd(n, ns), kAcceptRelative, r.d_ok);
    r.h = value(dot_dd(as_dd(w), ns), kHeightValueBudget, r.h_ok);
    return r;
  }
  const SplitDDVector n = n1_is_p1 == n2_is_p2 ? *known_n : negated(*known_n);
  const BoundedDD* known1 = n2_is_p2 ? known.numerator_dd(n1_is_p1 ? PairSigns::kS : PairSigns::kSMinusD) : nullptr;
  const BoundedDD* known2 = n1_is_p1 ? known.numerator_dd(n2_is_p2 ? PairSigns::kT : PairSigns::kTMinusD) : nullptr;
  const BoundedDD along1 = known1 == nullptr ? dot_dd(cross_dd(d2, w), n) : n1_is_p1 ? *known1 : negated(*known1);
  const BoundedDD along2 = known2 == nullptr ? dot_dd(cross_dd(d1, w), n) : n2_is_p2 ? *known2 : negated(*known2);
  return interior_values_of(along1, along2, n, w, canonical);
}

// interior_pair's answer in double when every value interior_values gives
// is accepted (each a normal double: bounded_scaled accepts nothing below
// 2^-1000) and neither parameter is at a midpoint: the quotients t = along /
// D and h^2 / D and the points n + t (f - n) round once per operation, as
// the Scaled arithmetic below does (ratio_scaled and ratio divide the
// mantissas once, times multiplies them once, lerp_coordinate rounds the
// product and the sum once each) whenever every result is a normal double,
// which `ok` checks (quick_lerp's test for the points, quick.h). So the same
// bits, without the separate exponents; `ok` false leaves the call to them.
inline SegmentPair3 interior_pair_double(const InteriorValues& v, Vec3 n1, Vec3 f1, Vec3 n2, Vec3 f2, bool from_p1,
                                         bool from_p2, bool& ok) {
  const double d = to_double(v.d), h = to_double(v.h);
  const double t1 = to_double(v.along1) / d, t2 = to_double(v.along2) / d;
  const double hh = h * h, squared_distance = hh / d;
  const bool t1_ok = normal(t1), t2_ok = normal(t2), hh_ok = normal(hh), distance_ok = normal(squared_distance);
  ok &= t1_ok & t2_ok & hh_ok & distance_ok;
  const Vec3 first = quick_lerp(n1, f1, t1, ok), second = quick_lerp(n2, f2, t2, ok);
  return {from_p1 ? t1 : 1.0 - t1, from_p2 ? t2 : 1.0 - t2, first, second, squared_distance};
}

// The interior pair from the values in extended precision
// (detail/interior_extended.h), certified within the budgets of the
// double-double ones: each parameter from the nearer end of its segment
// (where1, where2: the signs of 2 S* - D and 2 T* - D, -1 or +1), the
// points by quick_lerp, the squared distance h^2 / D. `ok` false when the
// certificate fails, a result is not a normal double, or a point may differ
// from lerp3's (quick_lerp); at a midpoint (where1 or where2 0) the values
// must be correctly rounded, which only the double-double path gives, so
// `ok` is false there too. The ends are chosen by selects (end_of), not
// jumps: on uniform input the nearer end is a coin toss.
[[gnu::always_inline]] inline SegmentPair3 extended_pair(const Segment3& s1, const Segment3& s2, int where1, int where2,
                                                         bool& ok) {
  const bool b1 = where1 > 0, b2 = where2 > 0;
  const Vec3 n1 = end_of(s1, b1), f1 = end_of(s1, !b1), n2 = end_of(s2, b2), f2 = end_of(s2, !b2);
  const ExtendedInterior x = extended_interior(n1, f1, n1, n2, f2);
  ok = (int(x.ok) & int(normal(x.t1)) & int(normal(x.t2)) & int(normal(x.squared_distance)) & int(where1 != 0) &
        int(where2 != 0)) != 0;
  const Vec3 first = quick_lerp(n1, f1, x.t1, ok), second = quick_lerp(n2, f2, x.t2, ok);
  return {select(b1, 1.0 - x.t1, x.t1), select(b2, 1.0 - x.t2, x.t2), first, second, x.squared_distance};
}

// The closest pair when both parameters are interior: each built from the
// nearer end of its segment (n1 of segment 1, n2 of segment 2, chosen by the
// signs of 2 S* - D and 2 T* - D). With w = n1 - n2, f1 and f2 the far ends,
// and n' = (f1 - n1) x (f2 - n2) (that is +-n):
//   s from n1: n' . ((f2 - n2) x (n2 - n1)) / D, then 1 - it when n1 = q1,
//   t from n2: n' . ((f1 - n1) x (n1 - n2)) / D, likewise,
//   the squared distance (w . n)^2 / D;
// with n1 = p1 and n2 = p2 these are S* / D and T* / D (the identities above).
// Each numerator reads the same whichever end is called p and whichever
// segment comes first (reversing a segment negates its direction and n';
// swapping them negates n' and w; IEEE negation and commutativity are exact),
// so the answer does too. At a midpoint (2 S* - D = 0) the point is the exact
// midpoint's rounding and the parameter 1/2, and the values that use the
// near ends are correctly rounded (polynomial_value_accurate), so that the
// choice of end cannot show.
inline SegmentPair3 interior_pair(const Segment3& s1, const Segment3& s2, const PairPolynomials& P,
                                  const QuickPair& quick_signs, PairSigns& signs, bool try_extended = true) {
  const bool known = quick_signs.valid & (quick_signs.parallel == 0);
  const int where1 = (known & (quick_signs.s_side != 2)) ? quick_signs.s_side : signs.s_side();  // 2 S* - D
  const int where2 = (known & (quick_signs.t_side != 2)) ? quick_signs.t_side : signs.t_side();  // 2 T* - D
  const Vec3 n1 = where1 <= 0 ? s1.a : s1.b, f1 = where1 <= 0 ? s1.b : s1.a;
  const Vec3 n2 = where2 <= 0 ? s2.a : s2.b, f2 = where2 <= 0 ? s2.b : s2.a;
  auto along1 = [&]<class N>() { return cross_dot<N>(n1, f1, n2, f2, n2, f2, n2, n1); };
  auto along2 = [&]<class N>() { return cross_dot<N>(n2, f2, n1, f1, n1, f1, n1, n2); };
  auto height = [&]<class N>() {
    const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
    return dot(diff3<N>(n2, n1), n);
  };
  auto Dn = [&]<class N>() { return P.d<N>(); };
  // First the values in extended precision (extended_pair), unless the
  // caller has tried them already.
  if constexpr (kExtendedInterior) {
    if (try_extended & (where1 != 0) & (where2 != 0)) {
      bool ok = false;
      const SegmentPair3 x = extended_pair(s1, s2, where1, where2, ok);
      if (ok) return x;
    }
  }
  // Values from the double-double evaluation (interior_values), and those it
  // cannot settle exactly (correctly rounded, so that the nearer end chosen
  // at a tie cannot show).
  const InteriorValues v = interior_values(n1, f1, n2, f2, where1 == 0 || where2 == 0, where1 <= 0, where2 <= 0, signs);
  if (v.along1_ok & v.along2_ok & v.d_ok & v.h_ok & (where1 != 0) & (where2 != 0)) {
    bool ok = true;
    const SegmentPair3 quick = interior_pair_double(v, n1, f1, n2, f2, where1 < 0, where2 < 0, ok);
    if (ok) return quick;
  }
  const Scaled d = v.d_ok ? v.d : polynomial_value_exact(Dn);
  SegmentPair3 out{};
  if (where1 == 0) {
    out.s = 0.5;
    out.first = midpoint3(s1.a, s1.b);
  } else {
    const Scaled t1 = ratio_scaled(v.along1_ok ? v.along1 : polynomial_value_exact(along1), d);
    out.s = where1 < 0 ? to_double(t1) : 1.0 - to_double(t1);
    out.first = lerp3(n1, f1, t1);
  }
  if (where2 == 0) {
    out.t = 0.5;
    out.second = midpoint3(s2.a, s2.b);
  } else {
    const Scaled t2 = ratio_scaled(v.along2_ok ? v.along2 : polynomial_value_exact(along2), d);
    out.t = where2 < 0 ? to_double(t2) : 1.0 - to_double(t2);
    out.second = lerp3(n2, f2, t2);
  }
  // The height when the double-double cannot certify it (segments that nearly
  // meet): correctly rounded from its exact expansion, the big number only
  // outside that stage's range (detail/triple_product.h).
  bool h_expansion = false;
  Scaled h = v.h;
  if (!v.h_ok) h = triple_product_nearest(n2, n1, s1.a, s1.b, s2.a, s2.b, h_expansion);
  if (!v.h_ok && !h_expansion) h = polynomial_value_exact(height);
  out.squared_distance = ratio(times(h, h), d);
  return out;
}

// The general path of segment_segment_closest3 (both steps and the answer).
[[gnu::noinline]] inline SegmentPair3 segment_segment_closest3_general(const Segment3& s1, const Segment3& s2) {
  if (!finite(s1) || !finite(s2)) {
    const double n = std::nan("");
    return {n, n, nan3(), nan3(), n};
  }
  const bool point1 = s1.a == s1.b, point2 = s2.a == s2.b;
  if (point1 && point2) return {0.0, 0.0, s1.a, s2.a, to_double(dot_value3(s1.a, s2.a, s1.a, s2.a))};
  if (point1) {
    const ClosestPoint3 q = closest_point3(s2, s1.a);
    return {0.0, q.t, s1.a, q.point, squared_distance_point_segment3(s1.a, s2)};
  }
  if (point2) {
    const ClosestPoint3 q = closest_point3(s1, s2.a);
    return {q.t, 0.0, q.point, s2.a, squared_distance_point_segment3(s2.a, s1)};
  }
  const QuickPair quick = quick_pair(s1, s2);
  const bool known = quick.valid & (quick.parallel == 0);
  if (!known && parallel3(s1, s2)) {
    // s = 0; t the projection of p1; if clamped, s the projection of that end.
    const ClosestPart3 t = closest_part3(s2, s1.a);
    SegmentPair3 out{0.0, t.c.t, s1.a, t.c.point, 0.0};
    if (t.part != 0) {
      const ClosestPoint3 s = closest_point3(s1, t.c.point);
      out.s = s.t;
      out.first = s.point;
    }
    out.squared_distance =
        std::min({squared_distance_point_segment3(s1.a, s2), squared_distance_point_segment3(s1.b, s2),
                  squared_distance_point_segment3(s2.a, s1), squared_distance_point_segment3(s2.b, s1)});
    return out;
  }
  // Both parameters interior and both nearer ends settled by the filter:
  // the values in extended precision first (extended_pair), what
  // interior_pair would try first, in line here.
  bool tried = false;
  if constexpr (kExtendedInterior) {
    tried = opaque((int(known) & int(quick.s_part == 0) & int(quick.t_part == 0) & int(quick.s_side != 2) &
                    int(quick.t_side != 2)) != 0);
    if (tried) {
      bool ok = false;
      const SegmentPair3 x = extended_pair(s1, s2, quick.s_side, quick.t_side, ok);
      if (ok) return x;
    }
  }
  const PairPolynomials P{s1.a, s1.b, s2.a, s2.b};
  PairSigns signs(P);  // the signs the settled path leaves open (detail/pair_signs.h)
  // Step 1: s for the lines.
  const bool s_known = known & (quick.s_part != -2);
  const int s_part = s_known ? quick.s_part : signs.s_part();
  int t_part = 0;
  if (s_part == 0) {
    const bool t_known = s_known & (quick.t_part != -2);
    t_part = t_known ? quick.t_part : signs.t_part();
    if (t_part == 0) return interior_pair(s1, s2, P, quick, signs, !tried);
  } else {
    // Step 2: the best t for that end, the end's projection.
    // (The plain-double forms of the end against s2 serve the projection and
    // the distance both.)
    const Vec3 e1 = s_part < 0 ? s1.a : s1.b;
    const QuickPointSegment3 q = quick_point_segment3(s2, e1);
    const ClosestPart3 t = closest_part3(q, s2, e1);
    if (t.part == 0)
      return {s_part < 0 ? 0.0 : 1.0, t.c.t, e1, t.c.point, squared_distance_point_segment3(q, e1, s2)};
    t_part = t.part;
  }
  // Step 3: t at an end, s its projection (clamped): the re-projection.
  const Vec3 e2 = t_part < 0 ? s2.a : s2.b;
  const QuickPointSegment3 q = quick_point_segment3(s1, e2);
  const ClosestPart3 s = closest_part3(q, s1, e2);
  const double t = t_part < 0 ? 0.0 : 1.0;
  if (s.part == 0) return {s.c.t, t, s.c.point, e2, squared_distance_point_segment3(q, e2, s1)};
  const Vec3 e1 = s.c.point;  // an end of segment 1
  return {s.c.t, t, e1, e2, to_double(dot_value3(e1, e2, e1, e2))};
}

// The steps without the re-projection, kept only for the seeded fault
// "no-reprojection" (properties/seeded_faults.cpp): t is clamped and s is
// left where step 1 put it; the fault reports the distance of its pair.
inline SegmentPair3 segment_segment_closest3_without_reprojection(const Segment3& s1, const Segment3& s2) {
  SegmentPair3 out = segment_segment_closest3_general(s1, s2);
  if (!finite(s1) || !finite(s2) || s1.a == s1.b || s2.a == s2.b || parallel3(s1, s2)) return out;
  const PairPolynomials P{s1.a, s1.b, s2.a, s2.b};
  PairSigns signs(P);
  const int s_part = signs.s_part();
  // The pair the faulty steps choose: s from step 1 (not re-projected).
  if (s_part != 0) {
    out.s = s_part < 0 ? 0.0 : 1.0;
    out.first = s_part < 0 ? s1.a : s1.b;
  } else {
    const SegmentPair3 lines = interior_pair(s1, s2, P, quick_pair(s1, s2), signs);
    out.s = lines.s;
    out.first = lines.first;
  }
  const Vec3 p = out.first, q = out.second;
  out.squared_distance = to_double(dot_value3(p, q, p, q));
  return out;
}

inline SegmentPair3 segment_segment_closest3_steps(const Segment3& s1, const Segment3& s2, bool reproject) {
  return reproject ? segment_segment_closest3_general(s1, s2) : segment_segment_closest3_without_reprojection(s1, s2);
}

}  // namespace detail

/// The closest points of two closed 3D segments.
/// Takes: two segments, finite coordinates of any magnitude; either may have
/// zero length.
/// Returns: s along s1 and t along s2 (both in [0, 1]), the two points and
/// their squared distance. For parallel segments, where many pairs are
/// closest, the pair with the least s, then the least t. Zero-length s1:
/// s = 0; zero-length s2: t = 0. Non-finite input: NaN in every field.
/// Contract: which of the nine regions of the clamped problem applies (each
/// clamp, and the parallel case) is decided exactly. s and t within
/// contract::kParameterUlps ULPs of exact (exactly 0 or 1 when clamped); the
/// points within contract::kPointScale u of exact (as closest_point3); the
/// squared distance within contract::kSquaredDistance3Ulps ULPs of exact.
/// Order: swapping the segments swaps s and t and the points, and reversing
/// either turns its parameter into 1 - it (rounded), with the points and the
/// squared distance bit for bit the same (for parallel segments the squared
/// distance only: the pair chosen depends on the order).
inline SegmentPair3 segment_segment_closest3(const Segment3& s1, const Segment3& s2) {
  return detail::segment_segment_closest3_general(s1, s2);
}

}  // namespace plumb
