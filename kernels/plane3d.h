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

#include "kernels/detail/exact_terms.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/running_error.h"
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

// The double evaluations, each with its running error bound
// (detail/running_error.h): the same operations in the same order as
// quick_sum of side_sum and dot3_sum, without the forms in memory. For each,
// the a priori test of stage 1 (product_sum.h, kSumValueBound<K> P <= (budget
// - u) |v|, stage1_accepts) implies the running test at the kernels' budgets, so that the general
// path can ask the running test first and then sum_value: where sum_value's
// stage 1 would accept, the running test has already.

// side(p) = n . p - offset: three products of exact operands (c = 1) and the
// offset times -1, exact (c = 0); partial sums s2 = x + y, s3 = s2 + z. With
// M = fl(|x| + |y| + |z|), E = M + |s2| + |s3| <= 3P (1 + 3u); the a priori
// test at 11u (5u P <= 10u |v|) accepts only P <= 2 |v| (1 + 2u), so E <=
// 6.1 |v| < 10 |v|: the running test accepts too.
inline RunningSum quick_side(const Plane& pl, Vec3 p) {
  const double x = pl.normal.x * p.x, y = pl.normal.y * p.y, z = pl.normal.z * p.z, o = pl.offset * -1.0;
  const double s2 = x + y, s3 = s2 + z;
  const double m = (std::fabs(x) + std::fabs(y)) + std::fabs(z);
  return {{s3 + o, m + std::fabs(o)}, (m + std::fabs(s2)) + std::fabs(s3)};
}

// n . d for a ray's direction d (d - 0 is exact): c = 1, E = M + |s2| <= 2P
// (1 + 2u); the a priori test at 7u (4u P <= 6u |v|) accepts only P <= 1.5
// |v| (1 + 2u), so E <= 3.1 |v| < 6 |v|.
inline RunningSum quick_facing(Vec3 n, Vec3 d) {
  const double x = n.x * d.x, y = n.y * d.y, z = n.z * d.z;
  const double s2 = x + y;
  const double m = (std::fabs(x) + std::fabs(y)) + std::fabs(z);
  return {{s2 + z, m}, m + std::fabs(s2)};
}

// n . (a - b): one rounded difference per product, c = 2, E = 2M + |s2| <= 3P
// (1 + 2u); the a priori test at 7u: E <= 4.6 |v| < 6 |v|.
inline RunningSum quick_crossing(Vec3 n, Vec3 a, Vec3 b) {
  const double x = n.x * (a.x - b.x), y = n.y * (a.y - b.y), z = n.z * (a.z - b.z);
  const double s2 = x + y;
  const double m = (std::fabs(x) + std::fabs(y)) + std::fabs(z);
  return {{s2 + z, m}, (m + m) + std::fabs(s2)};
}

// The general path's value of one of those sums: the running test first (on
// the very doubles the settled path tests), then sum_value, whose stage 1
// does not accept where the running test did not (P in the plain range;
// outside it the settled path always defers to the general path). Where
// stage A left the sign open the settled path takes the nearest double
// without asking the running test, which never accepts there
// (running_error.h), so the two paths still agree.
template <int K>
Scaled running_sum_value(const RunningSum& r, const ProductSum<K>& f, double budget) {
  if (running_value_settled(r, budget)) return to_scaled(r.value);
  return sum_value(f, budget);
}

// Both values of t = num / den at once. With e_n, e_d the values' relative
// errors (|v - F| <= e |v|, against the computed value) and the division's
// rounding, t errs by at most (e_n + e_d + u + u e_d) / (1 - e_n) relative,
// below 19u + 342u^2 < 19.1u whenever e_n + e_d <= 18u; kSideBudget and
// kFacingBudget are one way to split the 18u, fixed in advance. Here the
// split follows the values: each running bound gives e <= u (E / |v|) (1 +
// 2^-48) + u (running_error.h; the underflow terms vanish in the slack,
// since acceptance below puts |v| above P / 18 >= 2^-905), so fl(fl(E_n /
// |v_n|) + fl(E_d / |v_d|)) (1 + 2^-40) <= 16, with both permanents in the
// plain range, gives e_n + e_d <= 18u (four roundings, (1 + u)^4 < 1 +
// 2^-50). On ordinary input the facing value is usually far inside its 7u,
// which leaves the side more than its 11u, so fewer ray hits and plane
// crossings need a correctly rounded value. Both paths ask this test first, on the same
// doubles, and then each value's own; an infinite or NaN quotient (a value
// 0, an overflow) fails it.
inline bool running_quotient_settled(const RunningSum& num, const RunningSum& den) {
  const double e = num.error / std::fabs(num.value) + den.error / std::fabs(den.value);
  const bool num_plain = plain_permanent(num), den_plain = plain_permanent(den);
  return (e * (1.0 + 0x1p-40) <= 16.0) & num_plain & den_plain;
}

// --- Correctly rounded values from exact terms ---------------------------------
//
// Every value these kernels need is a sum of products with exact differences
// (n . p - offset, n . d) or with one rounded difference (n . (a - b) = n .
// A + n . Al, two_diff), so Dekker's two_product turns it into at most 12
// doubles whose sum is the value exactly: the sources below, for nearest_sum
// and the passes of detail/exact_terms.h.

struct SideTerms {  // n . p - offset
  const Plane& pl;
  const Vec3& p;
  [[gnu::always_inline]] Terms<7> terms() const {
    Terms<7> r;
    expansion::two_product(pl.normal.x, p.x, r.t[0], r.t[1]);
    expansion::two_product(pl.normal.y, p.y, r.t[2], r.t[3]);
    expansion::two_product(pl.normal.z, p.z, r.t[4], r.t[5]);
    r.t[6] = -pl.offset;
    return r;
  }
  bool exact() const {
    return (int(exact_product(pl.normal.x, p.x)) & int(exact_product(pl.normal.y, p.y)) &
            int(exact_product(pl.normal.z, p.z))) != 0;
  }
};

struct FacingTerms {  // n . d
  const Vec3 &n, &d;
  [[gnu::always_inline]] Terms<6> terms() const {
    Terms<6> r;
    expansion::two_product(n.x, d.x, r.t[0], r.t[1]);
    expansion::two_product(n.y, d.y, r.t[2], r.t[3]);
    expansion::two_product(n.z, d.z, r.t[4], r.t[5]);
    return r;
  }
  bool exact() const {
    return (int(exact_product(n.x, d.x)) & int(exact_product(n.y, d.y)) & int(exact_product(n.z, d.z))) != 0;
  }
};

struct CrossingTerms {  // n . (a - b), a - b = A + Al exactly (two_diff)
  const Vec3 &n, &a, &b;
  [[gnu::always_inline]] Terms<12> terms() const {
    Terms<12> r;
    const double c[3] = {n.x, n.y, n.z}, p[3] = {a.x, a.y, a.z}, q[3] = {b.x, b.y, b.z};
#pragma GCC unroll 3
    for (int i = 0; i < 3; ++i) {
      double A = 0.0, Al = 0.0;
      expansion::two_diff(p[i], q[i], A, Al);
      expansion::two_product(c[i], A, r.t[4 * i], r.t[4 * i + 1]);
      expansion::two_product(c[i], Al, r.t[4 * i + 2], r.t[4 * i + 3]);
    }
    return r;
  }
  bool exact() const {
    const double c[3] = {n.x, n.y, n.z}, p[3] = {a.x, a.y, a.z}, q[3] = {b.x, b.y, b.z};
    bool all = true;
    for (int i = 0; i < 3; ++i) {
      double A = 0.0, Al = 0.0;
      expansion::two_diff(p[i], q[i], A, Al);
      all &= exact_product(c[i], A);
      all &= exact_product(c[i], Al);
    }
    return all;
  }
};

// Exactly 0: nearest_sum returns 0 (+0 or -0) only for a value exactly 0.
// certified_rest never returns 0 (for h = +-0, half_gap is NaN: the bits just
// below +0 are a NaN's, and the test fails), so a 0 comes from the last line,
// with source.exact() and at most one nonzero term beside hi. Then:
//  - every term is finite: an infinity or NaN is != 0 (counted) and makes the
//    returned sum non-finite, never 0;
//  - so no operation of the two passes overflowed: an overflowing two_sum
//    leaves an infinity or NaN among its two outputs, each of which is summed
//    into the running sum of the next pass (+-inf + finite = +-inf, inf - inf
//    = NaN, NaN + x = NaN), which ends in hi; an overflow in the second pass
//    is among the final terms itself. Without overflow two_sum is exact
//    (underflow included: a sum or difference of doubles in the subnormal
//    range is exact), so the final terms sum exactly to the initial terms;
//  - the initial terms sum exactly to the value: exact() says each product
//    is x + y = a b exactly (|x| >= 2^-960 keeps Dekker's partial products
//    normal, an operand 0 gives 0 + 0), a product or split overflowing shows
//    as +-inf or NaN (excluded above), and CrossingTerms' two_diff is exact;
//  - hi + rest is then the value, and an IEEE sum is 0 only when its operands
//    cancel exactly.
// A 0 also says the operands of the value are finite: an infinite or NaN
// coordinate, normal component or offset gives an infinite or NaN term
// (inf * 0 = NaN in two_product), excluded above.
inline bool exactly_zero(double v) { return v == 0.0; }

/// The double running_sum_value(q, form, budget) returns for a value whose
/// double evaluation is q and exact terms from `source`: q's value when the running
/// test accepts it, else the nearest (which sum_value's accurate stages
/// return); `ok` becomes false where the general path would rescale (P
/// outside the plain range), the value is not normal or the nearest is not
/// certified. Forced inline, so that the running test stays in the caller
/// (gcc 12 may otherwise put it out of line).
template <class Source>
[[gnu::always_inline]] inline double settled_value(const RunningSum& q, const Source& source, double budget, bool& ok) {
  if (running_value_settled(q, budget)) return q.value;
  ok &= plain_permanent(q);
  const double v = nearest_sum(source, false);
  ok &= normal(v);
  return v;
}

/// The exact sign's carrier for a value whose stage A did not settle: the
/// nearest double (ok false when uncertified), which is also the value
/// sum_value returns then (stage 1 accepts far above stage A's bound).
template <class Source>
double unsettled_value(const QuickSum& q, const Source& source, bool& ok) {
  ok &= plain_permanent(q);
  const double v = nearest_sum(source, true);
  ok &= normal(v);
  return v;
}

// A side whose sign stage A left open, after the first pass of its exact
// terms: its sign when that pass shows it (certain_sign), else 0. Its value
// is then needed only for a crossing (open_side_value: the rest of
// unsettled_value's nearest_sum, so the same double); without one, on
// nearly degenerate input the commonest case, the second pass is saved.
struct OpenSide {
  Terms<7> r;
  int sign;
};

[[gnu::always_inline]] inline OpenSide open_side(const SideTerms& source) {
  PLUMB_NOTE_EXPANSION_STAGE();
  OpenSide o{source.terms(), 0};
  distil(o.r);
  o.sign = certain_sign(o.r);
  return o;
}

[[gnu::always_inline]] inline double open_side_value(const QuickSum& q, const OpenSide& o, const SideTerms& source,
                                                     bool& ok) {
  ok &= plain_permanent(q);
  const double v = nearest_after_pass(o.r, source);
  ok &= normal(v);
  return v;
}

[[gnu::noinline]] inline std::optional<PlaneCrossing> segment_plane_crossing_general(const Segment3& s,
                                                                                     const Plane& plane) {
  if (!finite(s) || !finite(plane) || plane.normal == Vec3{}) return std::nullopt;
  const int sa = sum_sign(side_sum(plane, s.a));
  const int sb = sum_sign(side_sum(plane, s.b));
  if (sa * sb > 0) return std::nullopt;
  if (sa == 0) return PlaneCrossing{0.0, s.a};  // includes the segment lying in the plane
  if (sb == 0) return PlaneCrossing{1.0, s.b};
  // n . (a - b) = side(a) - side(b)
  const RunningSum num = quick_side(plane, s.a), den = quick_crossing(plane.normal, s.a, s.b);
  const bool jointly = sum_sign_settled<4>(num) && running_quotient_settled(num, den);
  const Scaled num_t = jointly ? to_scaled(num.value) : running_sum_value(num, side_sum(plane, s.a), kSideBudget);
  const Scaled den_t =
      jointly ? to_scaled(den.value) : running_sum_value(den, dot3_sum(plane.normal, s.b, s.a), kFacingBudget);
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
  const RunningSum qs = quick_side(plane, ray.origin), qf = quick_facing(plane.normal, ray.direction);
  const bool jointly = sum_sign_settled<3>(qf) && sum_sign_settled<4>(qs) && running_quotient_settled(qs, qf);
  Scaled n = jointly ? to_scaled(qs.value) : running_sum_value(qs, side_sum(plane, ray.origin), kSideBudget);
  n.mantissa = -n.mantissa;
  return ratio(n, jointly ? to_scaled(qf.value) : running_sum_value(qf, facing, kFacingBudget));
}

// Where the settled path cannot take the values it computed (a flag cleared):
// a value exactly 0 (exactly_zero; a 0 is not normal, so unsettled_value
// cleared its flag) decides directly, anything else goes to the general path.
// Out of line, so that these rare cases add nothing to the settled path's
// code.

// The sides' values va and vb, each either certified (ok_a, ok_b: settled by
// stage A, or the nearest double certified with a finite permanent in range;
// then its operands -- n, that end, the offset -- are finite, since an
// infinity or NaN makes the quick permanent infinite or NaN, which neither
// stage A nor the range test accepts, and its exact sign is nonzero) or
// exactly 0 (operands finite too), or neither. With every side certified or
// 0, one of them 0 and the normal nonzero, the general path passes its checks
// (finite input, normal nonzero) and finds sa = 0, returning {0, a} whatever
// b's side, or sa != 0 = sb, returning {1, b}: the same constants and the
// very ends, the same bits.
[[gnu::noinline]] inline std::optional<PlaneCrossing> segment_plane_crossing_unsettled(const Segment3& s,
                                                                                       const Plane& plane, double va,
                                                                                       double vb, bool ok_a,
                                                                                       bool ok_b) {
  const bool za = exactly_zero(va), zb = exactly_zero(vb);
  if ((za | zb) & (ok_a | za) & (ok_b | zb) & !(plane.normal == Vec3{}))
    return za ? PlaneCrossing{0.0, s.a} : PlaneCrossing{1.0, s.b};
  return segment_plane_crossing_general(s, plane);
}

// n . d (facing, certified when facing_ok, as above) and side(o).
[[gnu::noinline]] inline std::optional<double> ray_plane_hit_unsettled(const Ray3& ray, const Plane& plane,
                                                                       double facing, double side, bool facing_ok) {
  // n . d exactly 0 (n and d then finite): the general path returns nullopt,
  // as non-finite (origin or offset) or as parallel (f = 0).
  if (exactly_zero(facing)) return std::nullopt;
  // The origin exactly on the plane (n, o and the offset finite) with n . d
  // certified (d finite too, the exact sign f nonzero): the general path
  // passes its checks, finds f != 0 and so = 0, and returns 0.0.
  if (exactly_zero(side) & facing_ok) return 0.0;
  return ray_plane_hit_general(ray, plane);
}

// A crossing (the sides' values va and vb of opposite signs, each either
// a's and b's double evaluation settled by stage A or the nearest double):
// t = side(a) / n . (a - b) and the point. a_settled: va is a's double
// evaluation, whose running error is formed again here, where it is needed.
[[gnu::always_inline]] inline std::optional<PlaneCrossing> crossing_from_sides(const Segment3& s, const Plane& plane,
                                                                               double va, bool a_settled) {
  bool ok = true;
  const RunningSum den = quick_crossing(plane.normal, s.a, s.b), ra = quick_side(plane, s.a);
  const bool jointly = a_settled & running_quotient_settled(ra, den);
  const double num = jointly ? ra.value : a_settled ? settled_value(ra, SideTerms{plane, s.a}, kSideBudget, ok) : va;
  const double t =
      num / (jointly ? den.value
                     : settled_value(den, CrossingTerms{plane.normal, s.a, s.b}, kFacingBudget, ok));
  ok &= normal(t) & (t < 1.0);
  const Vec3 point = quick_lerp(s.a, s.b, t, ok);
  if (!ok) return segment_plane_crossing_general(s, plane);
  return PlaneCrossing{t, point};
}

// A side stage A left open (a_settled or b_settled false): its sign first,
// from one pass of its exact terms (open_side); both sides' signs certain
// and alike is no crossing, as the general path's exact signs say. Else such
// a side's nearest double (exact sign, and the value the general path
// takes); uncertified goes to the general path. Out of line, so that the
// calls whose sides stage A settles keep a small function.
[[gnu::noinline]] inline std::optional<PlaneCrossing> segment_plane_crossing_open_side(const Segment3& s,
                                                                                       const Plane& plane,
                                                                                       QuickSum sa, QuickSum sb,
                                                                                       bool a_settled,
                                                                                       bool b_settled) {
  const SideTerms a_terms{plane, s.a}, b_terms{plane, s.b};
  const OpenSide oa = a_settled ? OpenSide{} : open_side(a_terms);
  const OpenSide ob = b_settled ? OpenSide{} : open_side(b_terms);
  const int ga = a_settled ? (sa.value > 0.0 ? 1 : -1) : oa.sign, gb = b_settled ? (sb.value > 0.0 ? 1 : -1) : ob.sign;
  if ((ga == gb) & (ga != 0)) return std::nullopt;
  bool ok_a = true, ok_b = true;
  const double va = a_settled ? sa.value : open_side_value(sa, oa, a_terms, ok_a);
  const double vb = b_settled ? sb.value : open_side_value(sb, ob, b_terms, ok_b);
  if (!(ok_a & ok_b)) return segment_plane_crossing_unsettled(s, plane, va, vb, ok_a, ok_b);
  if ((va > 0.0) == (vb > 0.0)) return std::nullopt;
  return crossing_from_sides(s, plane, va, a_settled);
}

// Past the early test: a crossing, or a side stage A left open. sa and sb
// are the sides' double evaluations (quick_side), a_settled and b_settled
// stage A's verdicts on them, passed in registers (not formed again).
[[gnu::noinline]] inline std::optional<PlaneCrossing> segment_plane_crossing_open(const Segment3& s,
                                                                                  const Plane& plane, QuickSum sa,
                                                                                  QuickSum sb, bool a_settled,
                                                                                  bool b_settled) {
  if (!(a_settled & b_settled)) return segment_plane_crossing_open_side(s, plane, sa, sb, a_settled, b_settled);
  // (Both on one side returns here, as the caller's early test did.)
  if ((sa.value > 0.0) == (sb.value > 0.0)) return std::nullopt;
  return crossing_from_sides(s, plane, sa.value, true);
}

// Past ray_plane_hit's early test: the facing value n . d and the side
// side(o) as their double evaluations (value, permanent, running error, as
// separate doubles so that they pass in registers: a RunningSum of three
// doubles would pass through memory), with stage A's verdicts on their signs.
// The values the general path takes; where stage A left a sign open, the
// nearest double carries it (uncertified: the general path; exactly 0:
// decided by ray_plane_hit_unsettled).
[[gnu::noinline]] inline std::optional<double> ray_plane_hit_ahead(const Ray3& ray, const Plane& plane, double f_value,
                                                                   double f_permanent, double f_error,
                                                                   double o_value, double o_permanent,
                                                                   double o_error, bool f_settled, bool o_settled) {
  const RunningSum f{{f_value, f_permanent}, f_error}, so{{o_value, o_permanent}, o_error};
  bool ok = true;
  const FacingTerms f_terms{plane.normal, ray.direction};
  const SideTerms o_terms{plane, ray.origin};
  const bool jointly = f_settled & o_settled & running_quotient_settled(so, f);
  const double facing = jointly    ? f.value
                        : f_settled ? settled_value(f, f_terms, kFacingBudget, ok)
                                    : unsettled_value(f, f_terms, ok);
  const bool facing_ok = ok;
  const double side = jointly    ? so.value
                      : o_settled ? settled_value(so, o_terms, kSideBudget, ok)
                                  : unsettled_value(so, o_terms, ok);
  if (!ok) return ray_plane_hit_unsettled(ray, plane, facing, side, facing_ok);
  if ((side > 0.0) == (facing > 0.0)) return std::nullopt;  // behind
  const double t = -side / facing;
  if (!normal(t)) return ray_plane_hit_general(ray, plane);
  return t;
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
/// Method: both sides and n . (a - b) in double, each sign with its filter
/// (detail/product_sum.h) and each value with its running error bound
/// (detail/running_error.h); a side whose sign the filter leaves open gets
/// it from one pass of error-free summation of its exact terms (Dekker's
/// products; Ogita, Rump and Oishi's VecSum), and its correctly rounded
/// value, a second pass, only where a crossing needs it; a value the
/// running bound leaves open, its correctly rounded value from exact terms
/// (nearest_sum); the general path when even that does not settle every
/// decision and value.
inline std::optional<PlaneCrossing> segment_plane_crossing(const Segment3& s, const Plane& plane) {
  using namespace detail;
  // Both ends strictly on one side, by stage A: no crossing (a zero normal
  // never settles). Most calls end here, so this test is all they pay for:
  // the rest is out of line (inline, the values it keeps would be spilled to
  // the stack before this test, and its saved registers pushed and popped,
  // on every call).
  const QuickSum sa = quick_side(plane, s.a), sb = quick_side(plane, s.b);
  const bool a_settled = sum_sign_settled<4>(sa), b_settled = sum_sign_settled<4>(sb);
  if (a_settled & b_settled & ((sa.value > 0.0) == (sb.value > 0.0))) return std::nullopt;
  return segment_plane_crossing_open(s, plane, sa, sb, a_settled, b_settled);
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
/// Method: as segment_plane_crossing's, for side(o) and n . d.
[[gnu::noinline]] inline std::optional<double> ray_plane_hit(const Ray3& ray, const Plane& plane) {
  using namespace detail;
  // Both signs settled by stage A and alike: the plane is behind (half the
  // calls on ordinary input end here, so this test is all they pay for; the
  // rest is out of line, as segment_plane_crossing's). The function itself
  // is out of line too: inlined into a caller that returns the optional,
  // gcc 12 passes the result through memory, two 8-byte stores reloaded as
  // one 16-byte value, which stalls store forwarding.
  const RunningSum f = quick_facing(plane.normal, ray.direction);
  const RunningSum so = quick_side(plane, ray.origin);
  const bool f_settled = sum_sign_settled<3>(f), o_settled = sum_sign_settled<4>(so);
  if (f_settled & o_settled & ((so.value > 0.0) == (f.value > 0.0))) return std::nullopt;  // behind
  return ray_plane_hit_ahead(ray, plane, f.value, f.permanent, f.error, so.value, so.permanent, so.error, f_settled,
                             o_settled);
}

}  // namespace plumb
