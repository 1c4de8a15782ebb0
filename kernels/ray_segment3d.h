// Plumb kernels: the closest points of a 3D ray and a segment.
//
// The ray is P1(s) = o + s d, s >= 0 (d its direction, of any length); the
// segment P2(t) = p2 + t d2, d2 = q2 - p2, 0 <= t <= 1. With r = o - p2 and
// a = d.d, b = d.d2, c = d.r, e = d2.d2, f = d2.r, the squared distance
// |P1(s) - P2(t)|^2 is the segments' convex quadratic
// (kernels/segment_segment3d.h) on the half-strip [0, inf) x [0, 1] instead
// of the square: its stationary point is
//   s* = S* / D,  t* = T* / D,  S* = b f - c e,  T* = a f - b c,  D = a e - b^2,
// and Ericson's clamping steps (Real-Time Collision Detection, 5.1.9) work on
// any product of intervals, here with no upper clamp on s:
//   1. s = max(S* / D, 0) (s = 0 when D = 0: parallel);
//   2. t = the best t for that s, clamped to [0, 1]: for s = 0 the projection
//      of o onto the segment (closest_point3), else T* / D, with T* <= 0 and
//      T* >= D the clamps;
//   3. if t was clamped, s = the best s for that end e of the segment: its
//      projection onto the ray, (e - o).d / d.d, clamped below at 0.
// Why correct: the quadratic is convex on a convex set, so a point is the
// minimum when no feasible direction decreases it; step 1 minimises over s
// for the unconstrained t, and steps 2-3 are the coordinate minimisations
// that the convexity makes final (Ericson's argument; the oracle,
// oracle/ray_segment3d.h, checks it by candidates).
//
// Every decision is a sign decided exactly: written as triple products by the
// Binet-Cauchy identity with n = d x d2, S* = n . (d2 x r), T* = n . (d x r),
// T* - D = n . (d x (o - q2)), 2 T* - D their sum (which end of the segment
// the interior point is nearer), and D = 0 exactly when the three 2D forms
// of n are 0. The direction enters each as the difference d - 0, so the
// segments' machinery applies unchanged: the plain-double filter of the
// first steps (quick_ray_pair, the bounds of quick_pair, whose derivation
// holds a fortiori when a difference is exact), the generic polynomial
// stages (detail/polynomial.h) behind it, and the values of the interior
// (each point built from o, or from the segment's end nearer it; the squared
// distance (w . n)^2 / D, w = o - that end): in x87 extended precision under
// a static certificate where long double is that format
// (detail/interior_extended.h), else, or when it is not certified, in
// double-double.
//
// Values: s and t within contract::kParameterUlps ULPs (a quotient of two
// values within 9u each, or a projection's), the ray's point o + s d with one
// rounding of the product and one of the sum (lerp's bound with |t| = |s|),
// the segment's point as closest_point3's, the squared distance within
// contract::kSquaredDistance3Ulps ULPs.
#pragma once

#include <algorithm>
#include <cmath>

#include "kernels/closest_point3d.h"
#include "kernels/detail/interior_extended.h"
#include "kernels/segment_segment3d.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The first steps' signs in plain double with the static bounds of
// quick_pair, computed by the same code (quick_pair_of, segment_segment3d.h)
// with d1 = d read directly rather than as a rounded difference, which only
// makes each product's error smaller. -2 / 2 mark an unsettled part / sign,
// as there.
struct QuickRayPair {
  bool valid;
  int parallel;  // 1 parallel, 0 not, -1 unsettled
  int s_sign;    // the sign of S*, 2 unsettled
  int t_part;    // clamp_part of T*, T* - D, -2 unsettled
  int t_side;    // the sign of 2 T* - D, 2 unsettled
};

[[gnu::always_inline]] inline QuickRayPair quick_ray_pair(const Ray3& ray, const Segment3& s2) {
  const Vec3 o = ray.origin, d = ray.direction, p2 = s2.a, q2 = s2.b;
  const QuickPair q = quick_pair_of(d.x, d.y, d.z, q2.x - p2.x, q2.y - p2.y, q2.z - p2.z, o.x - p2.x, o.y - p2.y,
                                    o.z - p2.z, nullptr);
  return {q.valid, q.parallel, q.s_sign, q.t_part, q.t_side};
}

// The first steps' numerators and D as generic polynomials (polynomial.h),
// the direction as the exact difference d - 0.
struct RayPairPolynomials {
  Vec3 o, d, p2, q2;
  template <class N>
  auto s_star() const { return cross_dot<N>(Vec3{}, d, p2, q2, p2, q2, p2, o); }
  template <class N>
  auto t_star() const { return cross_dot<N>(Vec3{}, d, p2, q2, Vec3{}, d, p2, o); }
  template <class N>
  auto t_star_minus_d() const { return cross_dot<N>(Vec3{}, d, p2, q2, Vec3{}, d, q2, o); }
};

// One coordinate of o + s d: the product formed before any rounding to the
// double range (s a Scaled), rounded once, then the sum once (add_scaled):
// error <= u |x| + (e_s + u)(1 + u) |s d|.
inline double ray_coordinate(double o, double d, Scaled s) {
  if (d == 0.0 || s.mantissa == 0.0) return o;
  const Scaled sd = times(s, to_scaled(d));
  return add_scaled(o, sd.mantissa, sd.exponent);
}

inline Vec3 ray_point(const Ray3& ray, Scaled s) {
  return {ray_coordinate(ray.origin.x, ray.direction.x, s), ray_coordinate(ray.origin.y, ray.direction.y, s),
          ray_coordinate(ray.origin.z, ray.direction.z, s)};
}

// o + s d for a normal double s within e_s of exact, each coordinate with
// one rounding of the product and one of the sum: within u |x| + (e_s + u)
// (1 + u) |s d|, ray_coordinate's bound, when the product is normal and the
// sum finite, which `ok` checks (a zero d_x gives o_x, as ray_coordinate).
inline double quick_ray_coordinate(double o, double d, double s, bool& ok) {
  const double sd = s * d, x = o + sd;
  ok &= ((std::fabs(sd) >= 0x1p-1022) & (std::fabs(x) <= 0x1.fffffffffffffp+1023)) | (d == 0.0);
  return d == 0.0 ? o : x;
}

inline Vec3 quick_ray_point(const Ray3& ray, double s, bool& ok) {
  return {quick_ray_coordinate(ray.origin.x, ray.direction.x, s, ok),
          quick_ray_coordinate(ray.origin.y, ray.direction.y, s, ok),
          quick_ray_coordinate(ray.origin.z, ray.direction.z, s, ok)};
}

// The point e against the ray (d != 0): s = max((e - o).d / d.d, 0), the
// point, and the squared distance of e to it: |e - o|^2 at s = 0, else the
// squared height |(e - o) x d|^2 / d.d (polynomial_value: within 9u).
[[gnu::noinline]] inline SegmentPair3 end_against_ray_general(const Ray3& ray, Vec3 e, double t) {
  const Vec3 o = ray.origin, d = ray.direction;
  if (dot_sign3(o, e, Vec3{}, d) <= 0) return {0.0, t, o, e, to_double(dot_value3(o, e, o, e))};
  const Scaled dd = dot_value3(Vec3{}, d, Vec3{}, d);
  const Scaled s = ratio_scaled(sum_value(dot3_sum(o, e, Vec3{}, d), kProjectionNumeratorBudget3), dd);
  if constexpr (kExtendedInterior) {  // the squared height in extended precision first
    const ExtendedValue g = extended_squared_height(o, e, Vec3{}, d);
    if (g.ok & normal(g.value)) return {to_double(s), t, ray_point(ray, s), e, g.value};
  }
  const Scaled h = polynomial_value([&]<class N>() {
    const auto c = cross(diff3<N>(o, e), diff3<N>(Vec3{}, d));
    return dot(c, c);
  });
  return {to_double(s), t, ray_point(ray, s), e, ratio(h, dd)};
}

// end_against_ray on the settled path (detail/quick.h): the same doubles as
// end_against_ray_general when `ok`, from the plain-double dot products.
// The sign of (e - o).d by stage A of its sum (sum_sign_settled's bound,
// product_sum.h, as dot_sign3 decides first). Behind the origin, |e - o|^2:
// a sum of three squares, which sum_value accepts as its double in the
// plain range (value and permanent are one double). Ahead: the numerator
// (e - o).d as sum_value(..., kProjectionNumeratorBudget3) returns it when
// stage 1 accepts it (sum_value_settled), d.d likewise, and their quotient
// rounds as ratio_scaled's mantissa quotient whenever it is a normal double;
// the ray's point by quick_ray_point (ray_coordinate's operations when the
// products are normal and the sums finite); the squared height the same
// extended-precision call. Anything else (ok false) is left to the general
// path.
inline SegmentPair3 end_against_ray_settled(const Ray3& ray, Vec3 e, double t, bool& ok) {
  const Vec3 o = ray.origin, d = ray.direction;
  const QuickSum along = quick_dot3(o, e, Vec3{}, d);
  const double bound = floored_bound(kSumFilter<3>, along.permanent, kSumBoundFloor<3>);
  if (along.value < -bound) {  // behind the origin: s = 0
    const QuickSum v = quick_dot3(o, e, o, e);
    ok = plain_permanent(v);
    return {0.0, t, o, e, v.value};
  }
  if constexpr (kExtendedInterior) {
    const QuickSum dd = quick_dot3(Vec3{}, d, Vec3{}, d);
    ok = (int(along.value > bound) & int(plain_permanent(dd)) &
          int(sum_value_settled<3>(along, kProjectionNumeratorBudget3))) != 0;
    const double s = along.value / dd.value;
    ok &= normal(s);
    const Vec3 first = quick_ray_point(ray, s, ok);
    const ExtendedValue g = extended_squared_height(o, e, Vec3{}, d);
    ok &= (int(g.ok) & int(normal(g.value))) != 0;
    return {s, t, first, e, g.value};
  }
  ok = false;
  return {};
}

inline SegmentPair3 end_against_ray(const Ray3& ray, Vec3 e, double t) {
  bool ok = false;
  const SegmentPair3 quick = end_against_ray_settled(ray, e, t, ok);
  if (ok) return quick;
  return end_against_ray_general(ray, e, t);
}

// Both parameters interior (D > 0, S* > 0, 0 < T* < D): s = S* / D from o,
// t from the segment's end n2 nearer the point (`side`, the sign of
// 2 T* - D), the squared distance (w . n)^2 / D with w = o - n2. The values
// in double-double (detail/dot_dd.h) within their budgets, or, at a tie of
// the nearer end, certified correctly rounded (their exact values do not
// depend on the end chosen); exactly when neither settles them.
inline SegmentPair3 ray_interior_pair(const Ray3& ray, const Segment3& s2, int side) {
  const Vec3 o = ray.origin, d = ray.direction;
  const Vec3 n2 = side <= 0 ? s2.a : s2.b, f2 = side <= 0 ? s2.b : s2.a;
  // First in extended precision (detail/interior_extended.h), d as d - 0,
  // certified within the budgets of the double-double values below; at a
  // midpoint the values must be correctly rounded, which only those give.
  if constexpr (kExtendedInterior) {
    if (side != 0) {
      const ExtendedInterior x = extended_interior(Vec3{}, d, o, n2, f2);
      bool ok = (int(x.ok) & int(normal(x.t1)) & int(normal(x.t2)) & int(normal(x.squared_distance))) != 0;
      const Vec3 first = quick_ray_point(ray, x.t1, ok), second = quick_lerp(n2, f2, x.t2, ok);
      if (ok) return {x.t1, side < 0 ? x.t2 : 1.0 - x.t2, first, second, x.squared_distance};
    }
  }
  const SplitVector d1s = split_difference(Vec3{}, d), d2s = split_difference(n2, f2), w = split_difference(n2, o);
  const SplitDDVector n = presplit(cross_dd(d1s, d2s));
  const bool canonical = side == 0;
  bool s_ok = true, t_ok = true, d_ok = true, h_ok = true;
  auto value = [&](const BoundedDD& x, double budget, bool& ok) {
    return canonical ? certified_scaled(x, ok) : bounded_scaled(x, budget, ok);
  };
  Scaled along1 = value(dot_dd(cross_dd(d2s, w), n), kAcceptRelative, s_ok);
  Scaled along2 = value(dot_dd(cross_dd(d1s, w), n), kAcceptRelative, t_ok);
  Scaled D = value(dot_dd(n.v, n), kAcceptRelative, d_ok);
  Scaled h = value(dot_dd(as_dd(w), n), kHeightValueBudget, h_ok);
  if (!s_ok) along1 = polynomial_value_exact([&]<class N>() { return cross_dot<N>(Vec3{}, d, n2, f2, n2, f2, n2, o); });
  if (!t_ok) along2 = polynomial_value_exact([&]<class N>() { return cross_dot<N>(Vec3{}, d, n2, f2, Vec3{}, d, n2, o); });
  if (!d_ok) D = polynomial_value_exact([&]<class N>() { return cross_dot<N>(Vec3{}, d, n2, f2, Vec3{}, d, n2, f2); });
  if (!h_ok)
    h = polynomial_value_exact([&]<class N>() { return dot(diff3<N>(n2, o), cross(diff3<N>(Vec3{}, d), diff3<N>(n2, f2))); });
  const Scaled s = ratio_scaled(along1, D);
  SegmentPair3 out{to_double(s), 0.0, ray_point(ray, s), {}, ratio(times(h, h), D)};
  if (canonical) {
    out.t = 0.5;
    out.second = midpoint3(s2.a, s2.b);
  } else {
    const Scaled tn = ratio_scaled(along2, D);
    out.t = side < 0 ? to_double(tn) : 1.0 - to_double(tn);
    out.second = lerp3(n2, f2, tn);
  }
  return out;
}

// Step 2 for s = 0: the projection of o onto the segment, and step 3 when
// it is clamped.
// (The plain-double forms of o against the segment serve the projection and
// the distance both, as in segment_segment_closest3.)
inline SegmentPair3 ray_from_origin(const Ray3& ray, const Segment3& s2) {
  const QuickPointSegment3 q = quick_point_segment3(s2, ray.origin);
  const ClosestPart3 t = closest_part3(q, s2, ray.origin);
  if (t.part == 0) return {0.0, t.c.t, ray.origin, t.c.point, squared_distance_point_segment3(q, ray.origin, s2)};
  return end_against_ray(ray, t.c.point, t.c.t);
}

[[gnu::noinline]] inline SegmentPair3 ray_segment_closest3_degenerate(const Ray3& ray, const Segment3& s2) {
  if (ray.direction == Vec3{}) {  // the ray is its origin
    const ClosestPoint3 t = closest_point3(s2, ray.origin);
    return {0.0, t.t, ray.origin, t.point, squared_distance_point_segment3(ray.origin, s2)};
  }
  return end_against_ray(ray, s2.a, 0.0);  // a zero-length segment: its point against the ray
}

inline SegmentPair3 ray_segment_closest3_general(const Ray3& ray, const Segment3& s2) {
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(s2)) {
    const double n = std::nan("");
    return {n, n, nan3(), nan3(), n};
  }
  if (ray.direction == Vec3{} || s2.a == s2.b) return ray_segment_closest3_degenerate(ray, s2);
  const QuickRayPair quick = quick_ray_pair(ray, s2);
  const bool known = quick.valid & (quick.parallel == 0);
  if (!known && parallel3(Segment3{Vec3{}, ray.direction}, s2)) {
    // Parallel: s = 0, t the projection of o, re-projected if clamped (the
    // steps); the squared distance the least of o to the segment and of
    // each end to the ray, which the parallel pair attains.
    SegmentPair3 out = ray_from_origin(ray, s2);
    out.squared_distance = std::min({squared_distance_point_segment3(ray.origin, s2),
                                     end_against_ray(ray, s2.a, 0.0).squared_distance,
                                     end_against_ray(ray, s2.b, 1.0).squared_distance});
    return out;
  }
  const RayPairPolynomials P{ray.origin, ray.direction, s2.a, s2.b};
  auto sign = [](int settled, auto polynomial) { return settled != 2 ? settled : polynomial_sign(polynomial); };
  const int s_sign = known ? sign(quick.s_sign, [&]<class N>() { return P.s_star<N>(); })
                           : polynomial_sign([&]<class N>() { return P.s_star<N>(); });
  if (s_sign <= 0) return ray_from_origin(ray, s2);  // step 1 clamps s to 0
  int t_part = known ? quick.t_part : -2;
  if (t_part == -2) {
    const int t = polynomial_sign([&]<class N>() { return P.t_star<N>(); });
    t_part = t <= 0 ? -1 : clamp_part(1, polynomial_sign([&]<class N>() { return P.t_star_minus_d<N>(); }));
  }
  if (t_part != 0) return end_against_ray(ray, t_part < 0 ? s2.a : s2.b, t_part < 0 ? 0.0 : 1.0);
  int side = known ? quick.t_side : 2;
  if (side == 2) side = polynomial_sign([&]<class N>() { return P.t_star<N>() + P.t_star_minus_d<N>(); });
  return ray_interior_pair(ray, s2, side);
}

}  // namespace detail

/// The closest points of a 3D ray and a closed segment, with their squared
/// distance.
/// Takes: a ray (origin, direction of any length: P1(s) = origin + s
/// direction, s >= 0) and a segment (P2(t) = a + t (b - a), 0 <= t <= 1);
/// finite coordinates of any magnitude.
/// Returns: s along the ray (>= 0, in units of the direction), t along the
/// segment (in [0, 1]), the point on the ray (`first`), the point on the
/// segment (`second`) and their squared distance, the least over the ray and
/// the segment. A zero direction: the ray is its origin (s = 0). A zero-length
/// segment: t = 0. Parallel ray and segment (decided exactly), where many
/// pairs may be closest: s = 0 and t the projection of the origin, or, when
/// that is clamped to an end, that end and its projection onto the ray. Non-
/// finite input (NaN or +-inf in any coordinate): NaN in every field.
/// Contract: which part of each shape holds its closest point (the ray's
/// origin or beyond; an end or the inside of the segment), and the parallel
/// case, are decided exactly; s and t within contract::kParameterUlps ULPs
/// of exact (exactly 0 or 1 when clamped; s is +inf when the exact one is
/// beyond DBL_MAX, as for a direction a few subnormal units long); the ray's
/// point within contract::kPointScale u (|o_x| + (|s| + m)|d_x| + m) per
/// coordinate, m = 2^-1022, the segment's as closest_point3's; the squared distance within
/// contract::kSquaredDistance3Ulps ULPs of exact.
/// Order: reversing the segment turns t into 1 - t (rounded) with the points
/// and the squared distance bit for bit the same (for a parallel pair the
/// squared distance only).
/// Method: file comment (Ericson's clamping steps on the half-strip, the
/// signs of the segments' kernel with the direction as a difference from 0).
inline SegmentPair3 ray_segment_distance3(const Ray3& ray, const Segment3& s) {
  return detail::ray_segment_closest3_general(ray, s);
}

}  // namespace plumb
