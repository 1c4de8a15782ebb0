// Plumb kernels: where a ray enters a sphere.
//
// With m = o - centre, P(t) = o + t d is on the sphere where
//   a t^2 + 2 b t + c = 0,   a = d.d,  b = m.d,  c = m.m - r^2.
// c <= 0: the origin is inside (or on) the sphere and the entry is t = 0.
// Outside (c > 0) and b >= 0: the ray points away (or sideways) and misses.
// Otherwise it hits iff the discriminant b^2 - a c >= 0, entering at the
// smaller root. The textbook (-b - sqrt(b^2 - ac)) / a cancels when the
// sphere is small and far (the discriminant is a small difference of huge
// squares); here b < 0, so the same root is written c / (-b + sqrt(b^2 - ac)),
// a sum of two positive terms, and b^2 - ac itself is evaluated as one
// polynomial (exactly when the filter cannot vouch for it), not as the
// difference of two rounded products.
#pragma once

#include <limits>
#include <optional>

#include "kernels/detail/disc_cross.h"
#include "kernels/detail/disc_first_order.h"
#include "kernels/detail/dot_dd.h"
#include "kernels/detail/exact_terms.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// a = d.d, b = m.d, c = m.m - r^2 (m = o - centre) as sums of products.
inline ProductSum<3> sphere_a(const Ray3& ray) { return dot3_sum(ray.direction, Vec3{}, ray.direction); }
inline ProductSum<3> sphere_b(const Ray3& ray, const Sphere& sp) {
  const Vec3 o = ray.origin, c = sp.centre, d = ray.direction;
  return {{o.x, o.y, o.z}, {c.x, c.y, c.z}, {d.x, d.y, d.z}, {0.0, 0.0, 0.0}};
}
inline ProductSum<4> sphere_c(const Ray3& ray, const Sphere& sp) {
  const Vec3 o = ray.origin, c = sp.centre;
  const double r = sp.radius;
  return {{o.x, o.y, o.z, r}, {c.x, c.y, c.z, 0.0}, {o.x, o.y, o.z, 0.0}, {c.x, c.y, c.z, r}};
}

// The discriminant b^2 - ac from the double evaluations of a, b and c, with a
// static bound on its error (from the permanents alone, as quick_pair's in
// segment_segment3d.h). Each of a, b, c errs by at most E = kSumValueBound P +
// u |v| (product_sum.h, value stage 1, all products normal; u |v| for the
// last rounding, which kSumValueBound leaves out), and |v| <= P (rounding is
// monotone), so E_a <= (5 + 64u) u P_a, E_b likewise, E_c <= (6 + 64u) u P_c
// (a sum of four products). Then with the three roundings of
// fl(fl(b b) - fl(a c)),
//   |disc - (B^2 - A C)| <= 2|b| Eb + Eb^2 + |a| Ec + |c| Ea + Ea Ec
//                           + u (b^2 + |a c|) (1 + u) + u |disc| + 2^-1073
//                        <= (12u + 160u^2) P_b^2 + (13u + 160u^2) P_a P_c + 2^-1073,
// the last term for a square or product that may underflow. The bound used
// is 13.5u (P_b^2 + P_a P_c): its slack of u/2
// covers the O(u^2) terms, the bound's own three roundings and the
// underflow, because the filter is valid only while every permanent lies in
// [2^-400, 2^400] (so P_b^2 + P_a P_c >= 2^-800, nothing of degree 4
// overflows and the degree-2 values are in their plain range). A static
// bound rather than a running one (each term from the values), which would
// add a good part to the filter's arithmetic.
inline constexpr double kDiscFilterBound = 13.5 * kUnit;

struct QuickDisc {
  QuickSum a, b, c;
  double value, bound;
  bool valid;
};

// quick_sum of sphere_a, sphere_b and sphere_c, computed directly from the
// coordinates: the same products summed in the same order (quick_dot3; the
// radius term (r - 0)(0 - r) last), without the forms in memory, whose
// stores and reloads cost more than the arithmetic. (quick_sum starts from
// 0 + p_0, which differs from p_0 only for p_0 = -0: b's value may then be a
// zero of the other sign, which no test below settles.)
inline QuickSum quick_sphere_a(const Ray3& ray) { return quick_dot3(Vec3{}, ray.direction, Vec3{}, ray.direction); }
inline QuickSum quick_sphere_b(const Ray3& ray, const Sphere& sp) {
  return quick_dot3(sp.centre, ray.origin, Vec3{}, ray.direction);
}
inline QuickSum quick_sphere_c(const Ray3& ray, const Sphere& sp) {
  const QuickSum mm = quick_dot3(sp.centre, ray.origin, sp.centre, ray.origin);
  const double rr = sp.radius * (0.0 - sp.radius);
  return {mm.value + rr, mm.permanent + std::fabs(rr)};
}

// The discriminant and its bound from a, b and c's double evaluations.
inline QuickDisc with_disc(QuickSum a, QuickSum b, QuickSum c) {
  QuickDisc q{a, b, c, 0.0, 0.0, false};
  q.value = q.b.value * q.b.value - q.a.value * q.c.value;
  q.bound = kDiscFilterBound * (q.b.permanent * q.b.permanent + q.a.permanent * q.c.permanent);
  auto in = [](double p) { return (p >= 0x1p-400) & (p <= 0x1p+400); };
  q.valid = in(q.a.permanent) & in(q.b.permanent) & in(q.c.permanent);
  return q;
}

// The discriminant as a generic polynomial, for the later stages.
template <class N>
auto sphere_disc(const Ray3& ray, const Sphere& sp) {
  const auto d = vec3<N>(ray.direction);
  const auto m = diff3<N>(sp.centre, ray.origin);
  const auto b = dot(m, d);
  auto c = dot(m, m);
  c = c - num<N>(sp.radius) * num<N>(sp.radius);
  return b * b - dot(d, d) * c;
}

// Beyond the double filter the discriminant is evaluated once to first order
// with an a priori bound (disc_first_order.h) for both its sign and its
// value (the generic stages would evaluate it once for each). Its value
// is hi + lo rounded when the bound is within kDiscBudget of it (dot_dd.h,
// bounded_scaled: relative error at most 7u / (1 - 7u) + u < 8.1u, inside the
// 9u that contracts.h's derivation of kRaySphereUlps gives the
// discriminant); nearly tangent rays, whose discriminant is a few ULPs of its
// terms, are settled so, where certifying the correctly rounded value needs
// the exact stage. Deterministic in the inputs, not always the nearest double.
inline constexpr double kDiscBudget = 7.0 * kUnit;

// Near tangency the discriminant is a few ULPs of its terms, and no bound of
// order u^2 of the terms puts it within kDiscBudget; but then sqrt(disc) is far below
// -b and its error hardly reaches the sum -b + sqrt(disc). Let beta = -b^ be
// stage 1's value of -b (within 9u of -B), v = fl(hi + lo) > 0 and E the
// bound, so |v - disc| <= E + u v. Then |sqrt(v) - sqrt(disc)| <=
// (E + u v) / sqrt(v), and the rounded root (u) errs from sqrt(disc) by at
// most E / sqrt(v) + 2u sqrt(v). With E <= 2^-3 u beta sqrt(v) and v <= 2^-21
// beta^2 that is at most (2^-3 + 2^-9.5) u beta < 0.13u |B| (1 + O(u)), so the
// sum (>= |B|) errs by at most 9.13u + u of itself, and t = c / sum by
// 9u + 10.13u + u: within 20.2u, inside contract::kRaySphereUlps with the
// subnormal half ULP. (The factors 2^-3 and 2^-21 leave room for the
// conditions' own roundings.) b must be stage 1's value (the general path
// then uses the same double) and the values normal.
inline bool grazing_root_ok(const QuickDisc& q, const BoundedDD& dd) {
  const double beta = -q.b.value, v = dd.hi + dd.lo, bound = dd.error * kBoundMargin;
  return q.valid && sum_value_settled<3>(q.b) && beta > 0.0 && v >= 0x1p-1000 && std::isfinite(bound) &&
         v <= 0x1p-21 * (beta * beta) && bound <= 0x1p-3 * kUnit * beta * std::sqrt(v);
}

// c = |o - centre|^2 - r^2 as exact terms (detail/exact_terms.h), for its
// correctly rounded value: with m_i = o_i - centre_i = mv_i + mt_i exactly
// (two_diff), m_i^2 = mv_i^2 + (2 mv_i) mt_i + mt_i^2, each product exact as
// two doubles (two_product; 2 mv_i is exact barring overflow, which leaves
// an infinity or NaN that certifies nothing), and r^2 likewise: twenty terms
// from ten products.
struct SphereCTerms {
  const Vec3& o;
  const Sphere& sp;
  [[gnu::always_inline]] Terms<20> terms() const {
    Terms<20> r;
    const double a[3] = {o.x, o.y, o.z}, c[3] = {sp.centre.x, sp.centre.y, sp.centre.z};
#pragma GCC unroll 3
    for (int i = 0; i < 3; ++i) {
      double mv = 0.0, mt = 0.0;
      expansion::two_diff(a[i], c[i], mv, mt);
      expansion::two_product(mv, mv, r.t[6 * i], r.t[6 * i + 1]);
      expansion::two_product(2.0 * mv, mt, r.t[6 * i + 2], r.t[6 * i + 3]);
      expansion::two_product(mt, mt, r.t[6 * i + 4], r.t[6 * i + 5]);
    }
    double rh = 0.0, re = 0.0;
    expansion::two_product(sp.radius, sp.radius, rh, re);
    r.t[18] = -re;
    r.t[19] = -rh;
    return r;
  }
  bool exact() const {
    const double a[3] = {o.x, o.y, o.z}, c[3] = {sp.centre.x, sp.centre.y, sp.centre.z};
    bool all = exact_product(sp.radius, sp.radius);
    for (int i = 0; i < 3; ++i) {
      double mv = 0.0, mt = 0.0;
      expansion::two_diff(a[i], c[i], mv, mt);
      all &= exact_product(mv, mv);
      all &= exact_product(2.0 * mv, mt);
      all &= exact_product(mt, mt);
    }
    return all;
  }
};

// b's and c's values as sum_value returns them: q's when stage 1 accepts
// it, else sum_value's later stages. Both paths take a hit's values here.
inline Scaled sphere_b_value(const Ray3& ray, const Sphere& sp, const QuickDisc& q) {
  return sum_value_settled<3>(q.b) ? to_scaled(q.b.value) : sum_value(sphere_b(ray, sp));
}
// For c, past stage 1 with its permanent in the plain range (where sum_value
// evaluates without rescaling, so that stage 1 is the test above), sum_value
// returns the correctly rounded value: nearest_sum's when it certifies a
// normal double (the same double), which costs less than sum_value's
// accurate stages on an origin a few ULPs from the sphere, where their
// expansion is the costly part.
// `small`: c's sign was left open by stage A, so it is near u times its
// terms and nearest_sum skips its first certification.
inline Scaled sphere_c_value(const Ray3& ray, const Sphere& sp, const QuickDisc& q) {
  if (sum_value_settled<4>(q.c)) return to_scaled(q.c.value);
  if (plain_permanent(q.c)) {
    const double v = nearest_sum(SphereCTerms{ray.origin, sp}, !sum_sign_settled<4>(q.c));
    if (normal(v)) return to_scaled(v);
  }
  return sum_value(sphere_c(ray, sp));
}

// The discriminant x (the cross form's or the first-order one) is within
// kDiscBudget of disc.
inline bool within_disc_budget(const BoundedDD& x) {
  bool within_budget = true;
  (void)bounded_scaled(x, kDiscBudget, within_budget);
  return within_budget;
}

// Whether the discriminant's cross form (sphere_disc_cross) is worth its
// cost where the double filter leaves the sign or value open: for a sphere
// small next to the filter's resolution seen from the origin (a r^2 <=
// 2^-20 b^2: the filter leaves open every ray aimed within about 4 u^(1/2)
// radians of the centre, and then a r^2 and |m x d|^2 are both far below
// b^2, the cross form's terms), or for a ray through the middle of the
// sphere (the filter's disc at least 3/4 of a r^2: the cross form's value
// can be within kDiscBudget only when its v is at least 0.84 t, t = a r^2,
// by its 5u t term). Elsewhere, near tangency on ordinary input, it settles
// only the clearer misses and leaves the rest to the first-order stage, to
// which it would add its cost. Both paths ask this of the same q, so that they take
// the same values. A heuristic only: every answer stays exact or bounded
// whichever way it goes.
inline bool cross_form_promising(const QuickDisc& q, const Sphere& sphere) {
  const double t = q.a.value * (sphere.radius * sphere.radius);
  return (q.value >= 0.75 * t) | (t <= 0x1p-20 * (q.b.value * q.b.value));
}

// The first-order discriminant dd stands for disc: within kDiscBudget of
// it, or near tangency (grazing_root_ok). Otherwise disc is evaluated
// exactly.
inline bool first_order_disc_ok(const QuickDisc& q, const BoundedDD& dd) {
  return within_disc_budget(dd) || grazing_root_ok(q, dd);
}

// The general path, given the quick evaluations q (with_disc of a, b and c)
// the caller has made: each sign and value is taken from them when their
// stage A or stage 1 settles it (sum_sign and sum_value would return the
// same), and from the later stages otherwise. The discriminant's later
// stages, in order: the cross form (sphere_disc_cross) where
// cross_form_promising, the first order
// (sphere_disc_first_order), only where the cross form leaves its sign open
// or its value beyond kDiscBudget, and the exact evaluation. `first_order`
// and `cross`: the discriminant to first order and in the cross form, when
// the caller has already evaluated them; each is the same on every call.
[[gnu::noinline]] inline std::optional<double> ray_sphere_entry_general(const Ray3& ray, const Sphere& sphere,
                                                                        const QuickDisc& q,
                                                                        const BoundedDD* first_order = nullptr,
                                                                        const BoundedDD* cross_form = nullptr) {
  const double r = sphere.radius;
  if (std::isnan(r) || r < 0.0) return std::nullopt;
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(sphere.centre)) return std::nullopt;
  if (std::isinf(r)) return 0.0;
  const int c_sign = sum_sign_settled<4>(q.c) ? (q.c.value > 0.0 ? 1 : -1) : sum_sign_unsettled(sphere_c(ray, sphere));
  if (c_sign <= 0) return 0.0;
  const int b_sign = sum_sign_settled<3>(q.b) ? (q.b.value > 0.0 ? 1 : -1) : sum_sign_unsettled(sphere_b(ray, sphere));
  if (b_sign >= 0) return std::nullopt;  // outside and not approaching (or d = 0)
  auto disc = [&]<class N>() { return sphere_disc<N>(ray, sphere); };
  const bool settled = q.valid & (std::fabs(q.value) > q.bound);
  const bool accepted = q.valid & (q.bound <= kAcceptRelative * std::fabs(q.value));
  const BoundedDD cross = ((settled & accepted) || !cross_form_promising(q, sphere)) ? BoundedDD{}
                          : cross_form                                               ? *cross_form
                                                                                     : sphere_disc_cross(ray, sphere);
  const int cross_sign = settled ? 2 : settled_sign(cross);
  const bool cross_value = !accepted && within_disc_budget(cross);
  const bool need_dd = (!settled && cross_sign == 2) || (!accepted && !cross_value);
  const BoundedDD dd = !need_dd ? BoundedDD{} : first_order ? *first_order : sphere_disc_first_order(ray, sphere);
  int disc_sign = q.value > 0.0 ? 1 : -1;
  if (!settled) {
    const int first = cross_sign != 2 ? cross_sign : settled_sign(dd);
    disc_sign = first != 2 ? first : polynomial_sign_exact(disc);
  }
  if (disc_sign < 0) return std::nullopt;
  Scaled minus_b = sphere_b_value(ray, sphere, q);
  minus_b.mantissa = -minus_b.mantissa;
  const bool use_dd = !accepted && !cross_value && first_order_disc_ok(q, dd);
  const Scaled d = accepted      ? to_scaled(q.value)
                   : cross_value ? to_scaled(cross.hi)
                   : use_dd      ? to_scaled(dd.hi + dd.lo)
                                 : polynomial_value_exact(disc);
  return ratio(sphere_c_value(ray, sphere, q), add_same_sign(minus_b, sqrt_scaled(d)));
}

// An approaching ray -- the origin settled outside, b settled negative, the
// discriminant not settled negative by the double filter -- whose
// discriminant stage 1 does not accept. On ordinary input that is every
// hit: the discriminant's bound, formed from the rounded a, b and c, is
// about 13u of it where stage 1 accepts 8u. The general path would take the
// discriminant's cross form (sphere_disc_cross) and, where that leaves its
// sign open or its value beyond kDiscBudget, the first order
// (sphere_disc_first_order), each sign the filter left open from the first
// of them that settles it: so does this path, a negative sign being a miss;
// a sign both leave open goes to the general path. A hit then takes the
// general path's values, each from the function the general path calls on
// the same input (the discriminant's cross form within kDiscBudget, else
// to first order, accepted within kDiscBudget or near tangency by
// grazing_root_ok; b and c by stage 1 or sum_value), and t = c / (-b +
// sqrt(disc)) in double. When every value is a normal double, the general
// path's separately scaled square root, sum of two positive values and
// quotient (scaled.h) each round once to nearest, as the double operations
// do, so the bits are the same (an overflowing sum makes t 0, not normal).
// Otherwise the general path.
// Why: the general path computes the same values with Scaled arithmetic,
// which costs more per hit, and nearly tangent rays, whose discriminant the
// filter leaves open, would take it for their sign too. The cross form
// settles most approaching rays on input of wide exponents (every sign, most
// hits' values) at a fraction of the first order's cost; it is tried where
// cross_form_promising says so (an empty BoundedDD settles nothing).
[[gnu::noinline]] inline std::optional<double> ray_sphere_entry_approaching(const Ray3& ray, const Sphere& sphere,
                                                                            const QuickDisc& q) {
  const BoundedDD cross = cross_form_promising(q, sphere) ? sphere_disc_cross(ray, sphere) : BoundedDD{};
  // A value within kDiscBudget is above its bound: its sign is settled.
  const bool cross_value = within_disc_budget(cross);
  const bool open = !(q.value > q.bound);  // the filter left the sign open
  const int cross_sign = settled_sign(cross);
  if (open & (cross_sign < 0)) return std::nullopt;
  const BoundedDD dd = cross_value ? BoundedDD{} : sphere_disc_first_order(ray, sphere);
  if (open & (cross_sign == 2)) {
    const int first = settled_sign(dd);
    if (first < 0) return std::nullopt;
    if (first != 1) return ray_sphere_entry_general(ray, sphere, q, &dd, &cross);
  }
  const double d = cross_value ? cross.hi : dd.hi + dd.lo;
  const double minus_b = -to_double(sphere_b_value(ray, sphere, q)), c = to_double(sphere_c_value(ray, sphere, q));
  const double root = std::sqrt(d), t = c / (root + minus_b);
  const bool values = normal(d) && normal(minus_b) && normal(c) && normal(root) && normal(t);
  if (values && (cross_value || first_order_disc_ok(q, dd))) return t;
  return ray_sphere_entry_general(ray, sphere, q, cross_value ? nullptr : &dd, &cross);
}

}  // namespace detail

/// The least t >= 0 (in multiples of the ray's direction) at which the ray is
/// in the closed ball.
/// Takes: a ray (direction need not be unit) and a sphere, finite input.
/// Returns: 0 when the origin is inside or on the sphere; nullopt when the ray
/// misses it, points away from it, or has a zero direction outside it; a
/// negative or NaN radius: nullopt; +inf radius: 0. Non-finite input: nullopt.
/// Contract: hit or miss, inside, and pointing away are exact (signs of
/// polynomials of degree 2 and 4); the entry t within
/// contract::kRaySphereUlps ULPs of exact. Tangent rays hit.
/// Method: a, b, c and the discriminant in double with their filters; for
/// an approaching ray not settled as a miss, the discriminant as a r^2 -
/// |m x d|^2 in double with a bound (Lagrange's identity), then where that
/// does not settle its sign or value, to first order in double-double (as
/// the general path evaluates them), and t in double; the general path when
/// these do not settle every decision and value; c's correctly rounded
/// value, where stage 1 does not accept its double, from its exact terms
/// (detail/exact_terms.h). (The root: Numerical Recipes' stable
/// quadratic formula, c / (-b + sqrt(b^2 - ac)) for b < 0.)
inline std::optional<double> ray_sphere_entry(const Ray3& ray, const Sphere& sphere) {
  using namespace detail;
  // a, b and c first: the discriminant and its bound only once the ray is
  // known to start outside and approach (on uniform input most rays start
  // outside and half of them point away).
  const QuickSum a = quick_sphere_a(ray), b = quick_sphere_b(ray, sphere), c = quick_sphere_c(ray, sphere);
  const bool c_settled = sum_sign_settled<4>(c), b_settled = sum_sign_settled<3>(b);
  const bool outside = c_settled & (c.value > 0.0);
  // Inside or on the sphere: 0, as the general path answers once its checks
  // pass: a settled c has a finite value and permanent, so o, the centre and r
  // are finite (r NaN or infinite makes c NaN or infinite), and a finite
  // permanent of a = d.d makes d finite.
  const bool inside =
      c_settled & (c.value < 0.0) & (sphere.radius >= 0.0) & (a.permanent <= std::numeric_limits<double>::max());
  if (inside) return 0.0;
  // Outside and not approaching; then outside, approaching and missing.
  if (outside & b_settled & (b.value > 0.0)) return std::nullopt;
  const QuickDisc q = with_disc(a, b, c);
  const bool approaching = outside & b_settled & (b.value < 0.0);
  if (approaching & q.valid & (q.value < -q.bound)) return std::nullopt;
  // Approaching, and not settled as a miss: ray_sphere_entry_approaching.
  // Stage 1 never accepts the discriminant here (its bound is at least
  // 13.5u P_b^2 >= 13.5u b^2, and disc <= b^2 when the origin is outside), so the
  // general path would evaluate it to first order; the test of `accepted`
  // only keeps the two paths' conditions visibly the same.
  const bool accepted = q.bound <= kAcceptRelative * std::fabs(q.value);
  if (approaching & q.valid & !accepted & (sphere.radius >= 0.0))
    return ray_sphere_entry_approaching(ray, sphere, q);
  return ray_sphere_entry_general(ray, sphere, q);
}

}  // namespace plumb
