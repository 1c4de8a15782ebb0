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
// Every comparison above is a sign of a polynomial of degree <= 4 in the
// inputs and is decided exactly (detail/polynomial.h); the rounded s and t are
// never compared. For parallel segments many pairs are closest; this order of
// steps returns the one with the least s, and for it the least t (the
// documented choice, docs/semantics-3d.md).
//
// The squared distance: at an interior minimum it is the squared distance
// between the two lines, (r . (d1 x d2))^2 / |d1 x d2|^2, which does not cancel;
// otherwise one of the pair is an end and it is that end's distance to the
// other segment.
#pragma once

#include "kernels/closest_point3d.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

template <class T>
struct PairQuantities {
  T a, b, c, e, f;
};

template <class N>
auto pair_quantities(const Segment3& s1, const Segment3& s2) {
  const auto d1 = diff3<N>(s1.a, s1.b), d2 = diff3<N>(s2.a, s2.b), r = diff3<N>(s2.a, s1.a);
  using T = decltype(dot(d1, d1));
  return PairQuantities<T>{dot(d1, d1), dot(d1, d2), dot(d1, r), dot(d2, d2), dot(d2, r)};
}

template <class N>
auto lines_denominator(const Segment3& s1, const Segment3& s2) {  // |d1 x d2|^2 = a e - b^2
  const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
  return dot(n, n);
}

// A parameter n / d in [0, 1] from exact signs: 0, 1, or the rounded ratio.
struct Param {
  int where;  // -1: clamped to 0, +1: clamped to 1, 0: interior
  Scaled value;
};

template <class Num, class Den>
Param clamped_ratio(const Num& n, const Den& d) {  // d > 0 assumed
  if (polynomial_sign(n) <= 0) return {-1, {}};
  if (polynomial_sign([&]<class N>() { return n.template operator()<N>() - d.template operator()<N>(); }) >= 0)
    return {1, to_scaled(1.0)};
  const Scaled q = ratio_scaled(polynomial_value(n), polynomial_value(d));
  // The exact ratio is in (0, 1), but its rounding can reach 1 + 2^-52; 1 is
  // nearer the exact value than that, so clamping only reduces the error.
  return {0, to_double(q) > 1.0 ? to_scaled(1.0) : q};
}

inline double param_double(const Param& p) { return p.where < 0 ? 0.0 : p.where > 0 ? 1.0 : to_double(p.value); }

inline Vec3 point_on(const Segment3& s, const Param& p) {
  if (p.where < 0) return s.a;
  if (p.where > 0) return s.b;
  return lerp3(s.a, s.b, p.value);
}

// The algorithm, with the re-projection of step 3 switchable only so that the
// seeded fault "no-reprojection" (properties/seeded_faults.cpp) can leave it
// out and nothing else; the public function always re-projects.
inline SegmentPair3 segment_segment_closest3_steps(const Segment3& s1, const Segment3& s2, bool reproject) {
  if (!finite(s1) || !finite(s2)) {
    const double n = std::nan("");
    return {n, n, nan3(), nan3(), n};
  }
  const bool point1 = s1.a == s1.b, point2 = s2.a == s2.b;
  if (point1 || point2) {
    if (point1 && point2) return {0.0, 0.0, s1.a, s2.a, to_double(dot_value3(s1.a, s2.a, s1.a, s2.a))};
    if (point1) {
      const ClosestPoint3 q = closest_point3(s2, s1.a);
      return {0.0, q.t, s1.a, q.point, squared_distance_point_segment3(s1.a, s2)};
    }
    const ClosestPoint3 q = closest_point3(s1, s2.a);
    return {q.t, 0.0, q.point, s2.a, squared_distance_point_segment3(s2.a, s1)};
  }
  // The polynomials, each written once for both number types.
  auto A = [&]<class N>() { return pair_quantities<N>(s1, s2).a; };
  auto E = [&]<class N>() { return pair_quantities<N>(s1, s2).e; };
  auto D = [&]<class N>() { return lines_denominator<N>(s1, s2); };
  auto S_star = [&]<class N>() { const auto q = pair_quantities<N>(s1, s2); return q.b * q.f - q.c * q.e; };
  auto T_star = [&]<class N>() { const auto q = pair_quantities<N>(s1, s2); return q.a * q.f - q.b * q.c; };
  auto T_at0 = [&]<class N>() { return pair_quantities<N>(s1, s2).f; };
  auto T_at1 = [&]<class N>() { const auto q = pair_quantities<N>(s1, s2); return q.b + q.f; };
  auto S_at0 = [&]<class N>() { return num<N>(0.0) - pair_quantities<N>(s1, s2).c; };
  auto S_at1 = [&]<class N>() { const auto q = pair_quantities<N>(s1, s2); return q.b - q.c; };

  // Step 1: s for the lines (s = 0 when parallel).
  const bool parallel = polynomial_sign(D) == 0;
  Param s = parallel ? Param{-1, {}} : clamped_ratio(S_star, D);
  // Step 2: the best t for that s.
  Param t = s.where == 0 ? clamped_ratio(T_star, D) : s.where < 0 ? clamped_ratio(T_at0, E) : clamped_ratio(T_at1, E);
  // Step 3: if t was clamped, the best s for it, clamped (the re-projection).
  const bool interior = s.where == 0 && t.where == 0;
  if (reproject && t.where < 0) s = clamped_ratio(S_at0, A);
  if (reproject && t.where > 0) s = clamped_ratio(S_at1, A);

  SegmentPair3 out{param_double(s), param_double(t), point_on(s1, s), point_on(s2, t), 0.0};
  if (interior) {
    const Scaled h = polynomial_value([&]<class N>() {
      const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
      const auto rn = dot(diff3<N>(s2.a, s1.a), n);
      return rn * rn;
    });
    out.squared_distance = ratio(h, polynomial_value(D));
  } else if (s.where != 0) {
    out.squared_distance = squared_distance_point_segment3(out.first, s2);
  } else {
    out.squared_distance = squared_distance_point_segment3(out.second, s1);
  }
  if (!reproject) {  // the fault reports the distance of the pair it chose
    const Vec3 p = out.first, q = out.second;
    out.squared_distance = to_double(dot_value3(p, q, p, q));
  }
  return out;
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
inline SegmentPair3 segment_segment_closest3(const Segment3& s1, const Segment3& s2) {
  return detail::segment_segment_closest3_steps(s1, s2, true);
}

}  // namespace plumb
