// Plumb kernels: spheres and capsules against segments and each other.
//
// A capsule is every point within its radius of a segment, so every test here
// is "is a squared distance at most R^2": a sphere against a segment (R = r),
// a capsule against a sphere (R = r1 + r2, the exact sum), two capsules
// (R = r1 + r2, the distance being that of the two segments). Each comparison
// is a polynomial sign decided exactly (detail/polynomial.h), never a compare
// of rounded distances, so a sphere that grazes a segment touches it.
//
// The least distance between two segments is attained at an end of one of
// them, or at the interior pair where the segments' lines are closest; so the
// capsules touch iff one of the four end-to-segment distances is at most R, or
// that interior pair lies inside both segments and the lines are at most R
// apart: (r . n)^2 <= R^2 |n|^2 with n = d1 x d2 (degree 6).
#pragma once

#include <cmath>

#include "kernels/closest_point3d.h"
#include "kernels/segment_segment3d.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// Radius rules shared by every round shape: NaN or negative is no shape.
inline bool valid_radius(double r) { return !std::isnan(r) && r >= 0.0; }

// A radius or the exact sum of two, as a number of each type (polynomial.h).
struct Radii {
  double r1, r2;
  template <class N>
  auto operator()() const {
    return num<N>(r1) + num<N>(r2);
  }
};

// |p - e|^2 - (r1 + r2)^2 as a sum of products: three squares and the four
// products of the radii, each (r_i - 0)(0 - r_j).
inline ProductSum<7> end_within_sum(Vec3 p, Vec3 e, const Radii& R) {
  return {{p.x, p.y, p.z, R.r1, R.r1, R.r2, R.r2},
          {e.x, e.y, e.z, 0.0, 0.0, 0.0, 0.0},
          {p.x, p.y, p.z, 0.0, 0.0, 0.0, 0.0},
          {e.x, e.y, e.z, R.r1, R.r2, R.r1, R.r2}};
}

// Is p within distance R of segment s, exactly?
inline bool point_within_general(Vec3 p, const Segment3& s, const Radii& R) {
  const int part = s.a == s.b ? -1 : nearest_part3(p, s);
  if (part != 0) return sum_sign(end_within_sum(p, part < 0 ? s.a : s.b, R)) <= 0;
  return polynomial_sign([&]<class N>() {
           const auto r = R.template operator()<N>();
           const auto rr = r * r;
           return squared_cross<N>(p, s.a, s.b) - rr * dot(diff3<N>(s.a, s.b), diff3<N>(s.a, s.b));
         }) <= 0;
}

// The settled path of point_within: 1 within, 0 not, -1 unsettled.
// Past an end, the sum of products' stage A (product_sum.h). In the interior,
// |w x d|^2 - R^2 |d|^2 (w = p - a, d = b - a) in double: each component of
// c = w x d is a 2D form whose value errs by at most E_i = kFilterBound
// max(|c_i|, its magnitude) (1 + 4u) (form.h; its permanent is at most that
// maximum (1 + u)), so h = sum c_i^2 errs by sum (2 |c_i| E_i + 2 E_i^2) plus
// its own three roundings, 3u h (1 + O(u)); R = fl(r1 + r2) errs by u R, RR =
// fl(R R) by 3u RR (1 + O(u)), the length d.d by 4u (1 + O(u)) of it (stage 1
// of a sum of three products), their product by 8u (1 + O(u)) in all; the
// difference by u of itself. Every term is inflated by 2^-40 and 2^-1060 is
// added for products that may underflow (with |d|^2 >= 2^-900 and R 0 or at
// least 2^-500, as circle_segment.h explains); an overflow makes the bound
// infinite.
inline int quick_point_within(Vec3 p, const Segment3& s, const Radii& R) {
  const QuickPointSegment3 q = quick_point_segment3(s, p);
  if (q.before_a | q.past_b) {
    const QuickSum v = quick_sum(end_within_sum(p, q.before_a ? s.a : s.b, R));
    if (!sum_sign_settled<7>(v)) return -1;
    return v.value < 0.0 ? 1 : 0;
  }
  if (!q.interior) return -1;
  const double wx = p.x - s.a.x, wy = p.y - s.a.y, wz = p.z - s.a.z;
  const QuickForm c[3] = {quick_form(wy, q.dz, wz, q.dy, -1.0), quick_form(wz, q.dx, wx, q.dz, -1.0),
                          quick_form(wx, q.dy, wy, q.dx, -1.0)};
  double h = 0.0, error = 0.0;
  for (const QuickForm& ci : c) {
    const double v = std::fabs(ci.value);
    const double e = kFilterBound * (v > ci.magnitude ? v : ci.magnitude) * (1.0 + 4.0 * kUnit);
    h += ci.value * ci.value;
    error += 2.0 * v * e + 2.0 * e * e;
  }
  const double radius = R.r1 + R.r2;
  const double rrdd = (radius * radius) * q.length;
  const double value = h - rrdd;
  const double bound = (error + 3.0 * kUnit * h + 8.0 * kUnit * rrdd + kUnit * std::fabs(value)) * (1.0 + 0x1p-40) +
                       0x1p-1060;
  // No underflowing square multiplied by anything large (circle_segment.h).
  const bool in_range = (q.length >= 0x1p-900) & ((radius == 0.0) | (radius >= 0x1p-500));
  if (!(in_range & (std::fabs(value) > bound))) return -1;  // also NaN and infinities
  return value < 0.0 ? 1 : 0;
}

template <class Radius>
bool point_within(Vec3 p, const Segment3& s, const Radius& R) {
  const int quick = quick_point_within(p, s, R);
  if (quick >= 0) return quick == 1;
  return point_within_general(p, s, R);
}

// |d1 x d2|^2, degree 4.
template <class N>
auto lines_denominator(const Segment3& s1, const Segment3& s2) {
  const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
  return dot(n, n);
}

template <class N>
[[gnu::noinline]] auto height_squared(const Segment3& s1, const Segment3& s2) {  // (r . n)^2
  const auto rn = dot(diff3<N>(s2.a, s1.a), cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b)));
  return rn * rn;
}

template <class N, class Radius>
[[gnu::noinline]] auto radius_squared_length(const Segment3& s1, const Segment3& s2, const Radius& R) {  // R^2 |n|^2
  const auto nn = lines_denominator<N>(s1, s2);
  const auto r = R.template operator()<N>();
  return (r * r) * nn;
}

template <class N, class Radius>
auto degree6_within(const Segment3& s1, const Segment3& s2, const Radius& R) {
  const auto lhs = height_squared<N>(s1, s2);
  return lhs - radius_squared_length<N>(s1, s2, R);
}

template <class Radius>
bool segments_within(const Segment3& s1, const Segment3& s2, const Radius& R) {
  if (point_within(s1.a, s2, R) || point_within(s1.b, s2, R) || point_within(s2.a, s1, R) ||
      point_within(s2.b, s1, R))
    return true;
  if (s1.a == s1.b || s2.a == s2.b) return false;
  // The lines' closest pair, when it lies strictly inside both segments: the
  // same first-step signs as segment_segment_closest3's (S* / D and T* / D in
  // (0, 1)), settled from the five dot products when their bounds allow
  // (segment_segment3d.h, quick_pair), else exactly.
  const QuickPair quick = quick_pair(s1, s2);
  if (quick.valid & (quick.parallel == 0)) {
    if ((quick.s_part != -2) & (quick.t_part != -2)) {
      if ((quick.s_part != 0) | (quick.t_part != 0)) return false;
      return polynomial_sign([&]<class N>() { return degree6_within<N>(s1, s2, R); }) <= 0;
    }
  }
  auto D = [&]<class N>() {
    const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
    return dot(n, n);
  };
  if (polynomial_sign(D) == 0) return false;  // parallel: the minimum is at an end
  auto inside = [&](auto numerator) {
    return polynomial_sign(numerator) > 0 &&
           polynomial_sign([&]<class N>() { return numerator.template operator()<N>() - D.template operator()<N>(); }) < 0;
  };
  auto S = [&]<class N>() {
    const auto d1 = diff3<N>(s1.a, s1.b), d2 = diff3<N>(s2.a, s2.b), r = diff3<N>(s2.a, s1.a);
    return dot(d1, d2) * dot(d2, r) - dot(d1, r) * dot(d2, d2);
  };
  auto T = [&]<class N>() {
    const auto d1 = diff3<N>(s1.a, s1.b), d2 = diff3<N>(s2.a, s2.b), r = diff3<N>(s2.a, s1.a);
    return dot(d1, d1) * dot(d2, r) - dot(d1, d2) * dot(d1, r);
  };
  if (!inside(S) || !inside(T)) return false;
  // (r . n)^2 - R^2 |n|^2, degree 6, by degree6_within (below).
  return polynomial_sign([&]<class N>() { return degree6_within<N>(s1, s2, R); }) <= 0;
}

}  // namespace detail

/// Does the closed ball meet the closed 3D segment?
/// Takes: a sphere (radius in the coordinates' units) and a segment, finite
/// coordinates of any magnitude. Returns: exactly whether the exact distance
/// from the centre to the segment is <= radius (touching counts). Zero-length
/// segment: the point. Radius NaN or negative: false; +inf: true.
/// Non-finite centre or segment: false.
inline bool sphere_segment_intersect(const Sphere& sphere, const Segment3& s) {
  if (!detail::valid_radius(sphere.radius) || !detail::finite(sphere.centre) || !detail::finite(s)) return false;
  if (std::isinf(sphere.radius)) return true;
  const double r = sphere.radius;
  return detail::point_within(sphere.centre, s, detail::Radii{r, 0.0});
}

/// Does the capsule (every point within c.radius of segment c.a-c.b) meet the ball?
/// Takes: a capsule and a sphere, radii in the coordinates' units, finite
/// coordinates of any magnitude; a zero-length capsule is a ball.
/// Returns: exactly whether the distance from the ball's centre to the capsule's segment
/// is <= c.radius + sphere.radius, with that sum taken exactly (no rounding).
/// Radii and non-finite input as sphere_segment_intersect. Symmetric in the
/// sense that swapping which radius belongs to which shape changes nothing.
inline bool capsule_sphere_intersect(const Capsule& c, const Sphere& sphere) {
  if (!detail::valid_radius(c.radius) || !detail::valid_radius(sphere.radius)) return false;
  const Segment3 s{c.a, c.b};
  if (!detail::finite(sphere.centre) || !detail::finite(s)) return false;
  if (std::isinf(c.radius) || std::isinf(sphere.radius)) return true;
  return detail::point_within(sphere.centre, s, detail::Radii{c.radius, sphere.radius});
}

/// Do two capsules meet? Takes: two capsules (zero-length ones are balls),
/// radii in the coordinates' units, finite coordinates of any magnitude.
/// Returns: exactly whether the least distance between their
/// segments is <= c1.radius + c2.radius (exact sum). Symmetric: swapping the
/// capsules, or reversing either segment, never changes the answer. Radii and
/// non-finite input as sphere_segment_intersect.
inline bool capsule_capsule_intersect(const Capsule& c1, const Capsule& c2) {
  if (!detail::valid_radius(c1.radius) || !detail::valid_radius(c2.radius)) return false;
  const Segment3 s1{c1.a, c1.b}, s2{c2.a, c2.b};
  if (!detail::finite(s1) || !detail::finite(s2)) return false;
  if (std::isinf(c1.radius) || std::isinf(c2.radius)) return true;
  return detail::segments_within(s1, s2, detail::Radii{c1.radius, c2.radius});
}

}  // namespace plumb
