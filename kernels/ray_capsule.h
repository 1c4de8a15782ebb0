// Plumb kernels: where a ray enters a capsule.
//
// The capsule is every point within r of the segment a-b (u = b - a). It is
// the union of the two end balls (centres a and b, radius r) and the solid
// finite cylinder: the points within r of the axis line whose foot on it
// lies between the end discs, 0 <= (p - a).u <= |u|^2.
//
// The decision. P(t) = o + t d is in the capsule iff its distance to the
// segment is at most r, so the ray meets the capsule iff the squared
// distance from the ray to the segment is at most r^2. That distance is the
// least value of the segments' convex quadratic on the half-strip t >= 0,
// 0 <= s <= 1 (kernels/ray_segment3d.h), attained either on its boundary or
// at an interior stationary point. On the boundary t = 0 it is the origin
// against the segment (the origin in the capsule); on s = 0 or s = 1 it is
// an end against the ray (the ray meets that end ball); in the interior the
// point P(t) with its foot strictly inside the segment, at distance <= r of
// the axis: the ray meets the side of the cylinder there (below). So the ray
// meets the capsule iff the origin is in it, or it meets an end ball, or it
// enters the infinite cylinder at a point whose foot lies in [0, |u|^2] --
// four exact tests.
//
// The entry. With the origin outside, the entry point P(t*) is on the
// capsule's surface: on an end ball's sphere (foot outside the open segment),
// where t* is that ball's entry (no point of the ball comes earlier, since
// every point of it is in the capsule); or on the side, with its foot in
// (0, |u|^2), where the ray crosses into the infinite cylinder: the points
// just before t* have their feet in (0, |u|^2) too and lie outside the
// capsule, hence outside the infinite cylinder, so t* is its first root.
// Conversely each of these candidates, where valid (ball entries; the
// cylinder's first root with its foot in [0, |u|^2]), is a point of the
// capsule, hence >= t*. So t* is the least valid candidate.
//
// The infinite cylinder: |(m + t d) x u|^2 <= r^2 |u|^2 (m = o - a), the
// quadratic A t^2 + 2 B t + C <= 0 with
//   A = |d x u|^2,  B = (m x u).(d x u),  C = |m x u|^2 - r^2 |u|^2
// (ray_sphere.h's a, b, c for the distance to a line instead of a point,
// scaled by |u|^2). As for the sphere, C <= 0 (origin in the infinite
// cylinder, here beyond an end disc, since it is outside the capsule) or
// B >= 0 (moving away from the axis, or parallel to it: B = 0 when d x u = 0)
// leaves the side no entry before the ball it must pass first; else the ray
// meets the infinite cylinder iff B^2 - A C >= 0, first at
// x = C / (-B + sqrt(B^2 - A C)) (no cancellation). Each of B, C, |u|^2
// and (B^2 - A C) / |u|^2 (CylinderPolynomials::disc_over_uu) is one
// polynomial of the inputs, its sign exact and its value within 9u
// (detail/polynomial.h); B^2 - A C is the product of the last two.
//
// The foot of P(x), (m + x d).u = g0 + x g1 (g0 = m.u, g1 = d.u), against 0
// and against |u|^2 ((o - b).u + x g1 against 0): first in double from the
// rounded x with a running bound (Bounded); where that leaves the sign open
// (the ray crosses the cylinder within rounding of an end disc: near the seam
// circle, where cylinder and ball meet), exactly, as the sign of x - k for
// k = -g0 / g1 by the sign of the quadratic at k (foot_sign).
#pragma once

#include <cmath>
#include <optional>

#include "kernels/contracts.h"
#include "kernels/ray_sphere.h"
#include "kernels/round_shapes3d.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// The cylinder's polynomials (file comment), generic over the number type,
// the direction as d itself (exact), u = b - a and m = o - a as differences.
struct CylinderPolynomials {
  Vec3 o, d, a, b;
  double r;
  template <class N>
  auto d_cross_u() const { return cross(vec3<N>(d), diff3<N>(a, b)); }
  template <class N>
  auto m_cross_u() const { return cross(diff3<N>(a, o), diff3<N>(a, b)); }
  template <class N>
  auto A() const {
    const auto du = d_cross_u<N>();
    return dot(du, du);
  }
  template <class N>
  auto B() const { return dot(m_cross_u<N>(), d_cross_u<N>()); }
  template <class N>
  auto C() const {
    const auto mu = m_cross_u<N>();
    const auto u = diff3<N>(a, b);
    return dot(mu, mu) - (num<N>(r) * num<N>(r)) * dot(u, u);
  }
  // B^2 - AC = |u|^2 (r^2 |n|^2 - (m.n)^2), n = d x u: by Lagrange's
  // identity B^2 - |m x u|^2 |n|^2 = -|(m x u) x n|^2, and (m x u) x (d x u)
  // = (m.(d x u)) u. Its sign is that of the second factor (degree 6, the
  // lines' distance against r: round_shapes3d.h's degree6_within), and its
  // value the product of the two factors' values: far cheaper than the
  // degree-8 difference of the file comment, whose terms cancel.
  template <class N>
  auto disc_over_uu() const {
    const auto n = d_cross_u<N>();
    const auto mn = dot(diff3<N>(a, o), n);
    return (num<N>(r) * num<N>(r)) * dot(n, n) - mn * mn;
  }
  template <class N>
  auto uu() const {
    const auto u = diff3<N>(a, b);
    return dot(u, u);
  }
  // The foot's coefficients against the end `e` (a or b): (o - e).u + t d.u.
  template <class N>
  auto g0(Vec3 e) const { return dot(diff3<N>(e, o), diff3<N>(a, b)); }
  template <class N>
  auto g1() const { return dot(vec3<N>(d), diff3<N>(a, b)); }
};

// A polynomial's exact sign with its Bounded evaluation, whose value
// value_of takes when it is within kAcceptRelative: polynomial_sign and
// polynomial_value would evaluate it once each. The value is asked for only
// once every sign has let the candidate through: most rays end at a sign,
// and a value beyond Bounded's budget costs the accurate stages.
struct Signed {
  Bounded q;
  int sign;
};

template <class F>
Signed signed_of(const F& f) {
  const Bounded q = f.template operator()<Bounded>();
  const int settled = settled_sign(q);
  return {q, settled != 2 ? settled : polynomial_sign_unsettled(f)};
}

// The value within kFormValueRelative (9u), as polynomial_value returns it.
template <class F>
Scaled value_of(const F& f, const Signed& s) {
  const double bound = s.q.error * kBoundMargin;
  const bool accepted =
      std::isfinite(s.q.value) && std::isfinite(bound) && bound <= kAcceptRelative * std::fabs(s.q.value);
  return accepted ? to_scaled(s.q.value) : polynomial_value_accurate(f);
}

// The exact sign of g0 + x g1, x the least root of A t^2 + 2 B t + C with
// A > 0, B < 0, C > 0 and B^2 - A C >= 0 (so x > 0). With g1 != 0 and
// k = -g0 / g1, g0 + x g1 = g1 (x - k). k <= 0 < x when g0 and g1 do not
// have opposite signs. Otherwise, with q(t) the quadratic and v = -B / A its
// vertex: q(k) > 0 puts k outside [x, x2], before x iff k < v; q(k) <= 0
// puts it in [x, x2], so x <= k (x = k iff q(k) = 0 and k <= v).
// Multiplied by g1^2 > 0, q(k) is Q = A g0^2 - 2 B g0 g1 + C g1^2, and
// k - v times A g1^2 > 0 is g1 (B g1 - A g0). Degrees 8 and 6.
template <class G0, class G1>
int foot_sign(const CylinderPolynomials& cyl, const G0& g0, const G1& g1) {
  const int s1 = polynomial_sign(g1), s0 = polynomial_sign(g0);
  if (s1 == 0) return s0;
  if (s0 * s1 >= 0) return s1;  // k <= 0 < x
  const int q = polynomial_sign([&]<class N>() {
    const auto G0v = g0.template operator()<N>();
    const auto G1v = g1.template operator()<N>();
    auto r = cyl.A<N>() * (G0v * G0v);
    const auto bgg = cyl.B<N>() * (G0v * G1v);
    r = r - bgg;
    r = r - bgg;
    r = r + cyl.C<N>() * (G1v * G1v);
    return r;
  });
  int x_minus_k = -1;  // q(k) < 0: x < k
  if (q >= 0) {
    const int k_minus_v = s1 * polynomial_sign([&]<class N>() {
                            return cyl.B<N>() * g1.template operator()<N>() - cyl.A<N>() * g0.template operator()<N>();
                          });
    if (q > 0) x_minus_k = k_minus_v < 0 ? 1 : -1;  // q(v) < 0, so k != v
    else x_minus_k = k_minus_v <= 0 ? 0 : -1;        // k is a root: x, or the second
  }
  return s1 * x_minus_k;
}

// The sign of the foot's coefficient form g0 + x g1 at the rounded root x:
// in Bounded arithmetic with x's own bound (21.5u, as 22u, plus the least
// subnormal: contracts.h's kRayCapsuleUlps), so
// that a settled sign is exact; else foot_sign.
template <class G0, class G1>
int foot_sign_at(const CylinderPolynomials& cyl, double x, const G0& g0, const G1& g1) {
  const Bounded bx{x, 22.0 * kUnit * x + 0x1p-1074};
  const int settled = settled_sign(g0.template operator()<Bounded>() + bx * g1.template operator()<Bounded>());
  return settled != 2 ? settled : foot_sign(cyl, g0, g1);
}

// The infinite cylinder's first root x > 0 for finite input with a non-zero
// u, when the origin is outside the infinite cylinder (C > 0) and the ray
// meets it ahead (B < 0, B^2 - AC >= 0); else nullopt.
inline std::optional<double> infinite_cylinder_entry(const CylinderPolynomials& cyl) {
  auto b = [&]<class N>() { return cyl.B<N>(); };
  auto c = [&]<class N>() { return cyl.C<N>(); };
  auto disc = [&]<class N>() { return cyl.disc_over_uu<N>(); };
  auto uu = [&]<class N>() { return cyl.uu<N>(); };
  const Signed B = signed_of(b);
  if (B.sign >= 0) return std::nullopt;
  const Signed C = signed_of(c);
  if (C.sign <= 0) return std::nullopt;
  const Signed D = signed_of(disc);
  if (D.sign < 0) return std::nullopt;
  Scaled minus_b = value_of(b, B);
  minus_b.mantissa = -minus_b.mantissa;
  const Scaled root = sqrt_scaled(times(value_of(uu, signed_of(uu)), value_of(disc, D)));
  return ratio(value_of(c, C), add_same_sign(minus_b, root));
}

// The cylinder's candidate for finite input with the origin outside the
// capsule and a non-zero u: its first root x where it lies on the side
// between the end discs (foot in [0, |u|^2]), else nullopt.
inline std::optional<double> cylinder_entry(const Ray3& ray, const Capsule& c) {
  const CylinderPolynomials cyl{ray.origin, ray.direction, c.a, c.b, c.radius};
  const std::optional<double> root = infinite_cylinder_entry(cyl);
  if (!root) return std::nullopt;
  const double x = *root;
  auto g1 = [&]<class N>() { return cyl.g1<N>(); };
  auto g0a = [&]<class N>() { return cyl.g0<N>(c.a); };
  auto g0b = [&]<class N>() { return cyl.g0<N>(c.b); };
  if (foot_sign_at(cyl, x, g0a, g1) < 0 || foot_sign_at(cyl, x, g0b, g1) > 0) return std::nullopt;
  return x;
}

// A ball that holds the capsule, from doubles: centre M = fl(0.5 fl(a + b))
// and radius R >= |b - a| / 2 + r + |M - (a + b) / 2|, so that a ray that
// misses it (ray_sphere_entry's exact decision) misses the capsule. Why:
// on uniform input most rays miss the capsule, and one exact ray-ball test
// costs a fraction of the cylinder's signs of degree 4 and 8.
// Bounds: each coordinate of M errs by at most u |M_i| (1 + u) (one rounding
// of the sum; the halving exact unless subnormal, 2^-1075 more), so |M - (a
// + b) / 2| <= 2u (|M_x| + |M_y| + |M_z|) + 2^-1073; the length from the
// rounded differences (u each), the squares, their sums and the root is
// within 5u of |b - a|, and within 2^-500 when a square underflows (each
// difference below 2^-511 in magnitude). The sum is inflated by 2^-40
// (covering those relative terms and the bound's own roundings) and 2^-500
// added for the underflow: an enlargement that changes no answer, only which
// rays reach the exact tests. An overflow makes R infinite (every ray hits)
// and the exact tests decide.
inline Sphere enclosing_ball(const Capsule& c) {
  const Vec3 m{0.5 * (c.a.x + c.b.x), 0.5 * (c.a.y + c.b.y), 0.5 * (c.a.z + c.b.z)};
  const double ux = c.b.x - c.a.x, uy = c.b.y - c.a.y, uz = c.b.z - c.a.z;
  const double half = 0.5 * std::sqrt((ux * ux + uy * uy) + uz * uz);
  const double off = 2.0 * kUnit * ((std::fabs(m.x) + std::fabs(m.y)) + std::fabs(m.z));
  return {m, ((half + c.radius) + off) * (1.0 + 0x1p-40) + 0x1p-500};
}

// The least of the candidates present.
inline std::optional<double> least(std::optional<double> x, std::optional<double> y) {
  if (!x) return y;
  if (!y) return x;
  return std::fmin(*x, *y);
}

}  // namespace detail

/// The least t >= 0 (in multiples of the ray's direction) at which the ray is
/// in the closed capsule (every point within radius of segment a-b).
/// Takes: a ray (origin, direction of any length; P(t) = origin + t
/// direction, t >= 0) and a capsule, finite coordinates of any magnitude.
/// Returns: 0 when the origin is inside or on the capsule (the convention of
/// ray_sphere_entry); nullopt when the ray misses it or has a zero direction
/// outside it; else the entry t > 0 (+inf when the exact one is beyond
/// DBL_MAX). A zero-length capsule (a == b) is the ball ray_sphere_entry
/// answers for; a zero radius is the segment itself (the ray's first point
/// on it). Radius NaN or negative: nullopt; +inf: 0. Non-finite
/// coordinates: nullopt.
/// Contract: hit or miss is exact -- whether the squared distance from the
/// ray to the segment is at most radius^2 -- and so is "origin inside"; the
/// entry t within contract::kRayCapsuleUlps ULPs of exact. Tangent rays,
/// rays grazing the side and rays through the seam circle hit.
/// Method: a ray that misses a ball holding the capsule (enclosing_ball)
/// misses; else file comment: the least of the end balls' entries
/// (ray_sphere_entry) and the infinite cylinder's first root where its foot
/// lies between the end discs (the stable root C / (-B + sqrt(B^2 - AC)),
/// each value within 9u, the foot's side decided exactly); the origin tested
/// with capsule_sphere_intersect (a ball of radius 0).
inline std::optional<double> ray_capsule_entry(const Ray3& ray, const Capsule& capsule) {
  using namespace detail;
  const double r = capsule.radius;
  if (!valid_radius(r)) return std::nullopt;
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(capsule.a) || !finite(capsule.b)) return std::nullopt;
  if (std::isinf(r)) return 0.0;
  if (capsule.a == capsule.b) return ray_sphere_entry(ray, Sphere{capsule.a, r});
  if (!ray_sphere_entry(ray, enclosing_ball(capsule))) return std::nullopt;
  if (capsule_sphere_intersect(capsule, Sphere{ray.origin, 0.0})) return 0.0;
  const std::optional<double> ends = least(ray_sphere_entry(ray, Sphere{capsule.a, r}), ray_sphere_entry(ray, Sphere{capsule.b, r}));
  return least(ends, cylinder_entry(ray, capsule));
}

}  // namespace plumb
