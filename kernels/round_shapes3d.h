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

#include <algorithm>
#include <cmath>

#include "kernels/closest_point3d.h"
#include "kernels/segment_segment3d.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/vec3.h"
#include "kernels/detail/within_first_order.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// Radius rules shared by every round shape: NaN or negative is no shape.
inline bool valid_radius(double r) { return r >= 0.0; }  // false for NaN

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

// Is p within distance R of segment s, exactly? Called when
// quick_point_within has not settled it: near touching, where the double
// evaluations seldom settle anything, so each test starts past them, at the
// first-order stage (within_first_order.h), then the exact stages.
// `part` is the part of s nearest p when the caller has settled it (-1 the
// end a, 0 the interior, 1 the end b; quick_point_within), else 2.
inline bool point_within_general(Vec3 p, const Segment3& s, const Radii& R, int part = 2) {
  if (part == 2) part = s.a == s.b ? -1 : nearest_part3(p, s);
  if (part != 0) {
    const Vec3 e = part < 0 ? s.a : s.b;
    const int first = settled_sign(end_within_first_order(p, e, R.r1, R.r2));
    if (first != 2) return first < 0;
    return sum_sign_unsettled(end_within_sum(p, e, R)) <= 0;
  }
  const int first = settled_sign(interior_within_first_order(p, s, R.r1, R.r2));
  if (first != 2) return first < 0;
  return polynomial_sign_unsettled([&]<class N>() {
           const auto r = R.template operator()<N>();
           const auto rr = r * r;
           return squared_cross<N>(p, s.a, s.b) - rr * dot(diff3<N>(s.a, s.b), diff3<N>(s.a, s.b));
         }) <= 0;
}

// The settled path of point_within: `within` is 1 within, 0 not, -1
// unsettled; when unsettled, `part` is the part of s nearest p if the
// rounded at_a and at_b below settle it (-1 the end a, 0 the interior, 1 the
// end b), else 2, so that the general path need not decide it again.
//
// One formula for every part of the segment, so that no part is decided
// first (no branch on the foot's position). With w = p - a, d = b - a != 0,
// at_a = (p - a).d, at_b = (p - b).d = at_a - |d|^2 and
// m = max(0, -at_a, at_b) (|d|^2 times how far the foot's parameter lies
// outside [0, 1]), exactly
//   G = |w x d|^2 + m^2 - R^2 |d|^2 = |d|^2 (dist(p, s)^2 - R^2):
// in the interior m = 0 and dist^2 |d|^2 = |w x d|^2; before a, m = -at_a and
// |w|^2 |d|^2 = |w x d|^2 + (w.d)^2 (Lagrange's identity); past b the same
// with p - b, as (p - b) x d = w x d. So sign(G) is the decision.
//
// G in double, with a bound of a few operations beyond the value's. Each
// component c_i = w_j d_k - w_k d_j of w x d is a 2D form in the coordinates:
// it errs by at most E_i = kFilterBound P_i + u |c_i|, P_i = fl(|w_j d_k| +
// |w_k d_j|) (Shewchuk; form.h: kFilterBound, a bound for a sign, leaves out
// the last rounding, u |c_i|; a product below the normal range adds at most
// 2^-1073 to a component whose P_i is then tiny, or u^2 P_i, within the
// constant), so the squares err by sum (2 |c_i| E_i + E_i^2) = kFilterBound
// sum P_i (2 |c_i| + kFilterBound P_i) + 2u h (1 + O(u)), and h = fl(sum
// c_i^2) adds 3u h (1 + O(u)).
// at_a = w.d errs by at most 4u P_a + u |at_a| <= 5u P_a (P_a = sum |w_i d_i|;
// stage A of a sum of three products, product_sum.h) plus 6 2^-1075 for
// products below the normal range; L = fl(d.d) by 5u L (each square of a
// rounded difference 3u, the two sums 2u); at_b = fl(at_a - L) is (p - b).d
// with the errors of both plus u |at_b| <= u (P_a + L); the max of
// approximations errs by at most the larger error, so m errs by at most
// E_m = 6u (P_a + L) + 2^-1069, and m^2 by 2 m E_m + E_m^2 + u m^2.
// R = fl(r1 + r2) errs by u R, RR = fl(R R) by 3u RR (1 + O(u)), with L and
// the product 9u (1 + O(u)) of RR L. The two sums add u (h + m^2) and u |G|.
// So |G^ - G| <= kFilterBound sum P_i (2 |c_i| + kFilterBound P_i) + u (6 h
// + 2 m^2 + 9 RR L + |G^|) + 2 m E_m + E_m^2, times (1 + O(u)). The first
// terms are taken statically: |c_i| <= P_i (rounding is monotone) and h <=
// (1 + 3u) sum P_i^2, so they are at most kWithinSquaresBound sum P_i^2
// (the running form, from each |c_i|, costs a dozen more operations and
// would settle hardly more). Every term is
// inflated by 2^-40 (the O(u) and the bound's own roundings) and 2^-1060 is
// added for products that may underflow (with L >= 2^-900 and R 0 or at
// least 2^-500, no square that underflows is multiplied by anything large:
// circle_segment.h). An overflow makes the bound infinite or the value NaN,
// and the test fails.
//
// A non-finite coordinate or radius never settles: each coordinate enters w
// or d, and each of those a product of the value and of the bound, so one of
// them is infinite or NaN (an infinite radius makes RR L infinite). Callers
// may therefore check finiteness after this test.
//
// The part: nearest_part3 is -1 when (p - a).d <= 0, else 1 when
// (p - b).d >= 0, else 0; at_a and at_b are within E_m of those (above), so
// their signs are settled when they exceed E_m (1 + 2^-40) in magnitude. A
// NaN or an infinite E_m settles nothing.
struct QuickWithin {
  int within, part;
};

inline int settled_part(double at_a, double at_b, double em) {
  const double bound = em * (1.0 + 0x1p-40);
  if (at_a < -bound) return -1;
  if (!(at_a > bound)) return 2;
  if (at_b < -bound) return 0;
  return at_b > bound ? 1 : 2;
}

// kFilterBound (2 + kFilterBound) + 6u (1 + 3u): the squares' terms of the
// bound below with |c_i| <= P_i and h <= (1 + 3u) sum P_i^2.
inline constexpr double kWithinSquaresBound = kFilterBound * (2.0 + kFilterBound) + 6.0 * kUnit * (1.0 + 3.0 * kUnit);

// G and its bound, recorded for the tests (kernels/tests/stages_test.cpp)
// when quick_point_within is given somewhere to put them.
struct WithinFilter {
  double value, bound;
  bool in_range;
};

// `s` is a Segment3 or anything with its ends as members a and b (a
// Capsule): capsule_sphere_intersect passes its capsule itself, since gcc 12
// does not inline this function, and a Segment3 copied out of the capsule
// would be stored and reloaded on every call.
template <class SegmentLike>
inline QuickWithin quick_point_within(Vec3 p, const SegmentLike& s, const Radii& R, WithinFilter* record = nullptr) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dz = s.b.z - s.a.z;
  const double wx = p.x - s.a.x, wy = p.y - s.a.y, wz = p.z - s.a.z;
  const double p0 = wy * dz, q0 = wz * dy, p1 = wz * dx, q1 = wx * dz, p2 = wx * dy, q2 = wy * dx;
  const double c0 = p0 - q0, c1 = p1 - q1, c2 = p2 - q2;
  const double h = (c0 * c0 + c1 * c1) + c2 * c2;
  const double P0 = std::fabs(p0) + std::fabs(q0), P1 = std::fabs(p1) + std::fabs(q1), P2 = std::fabs(p2) + std::fabs(q2);
  const double squares = (P0 * P0 + P1 * P1) + P2 * P2;
  const double ax = wx * dx, ay = wy * dy, az = wz * dz;
  const double at_a = (ax + ay) + az, pa = (std::fabs(ax) + std::fabs(ay)) + std::fabs(az);
  const double length = (dx * dx + dy * dy) + dz * dz;
  const double at_b = at_a - length;
  // Without a jump (max_no_jump, quick.h): whether the foot lies outside
  // [a, b] is a coin toss on uniform input.
  const double m = max_no_jump(max_no_jump(-at_a, at_b), 0.0);  // 0 for NaN, whose em is infinite
  const double mm = m * m;
  const double radius = R.r1 + R.r2;
  const double rl = (radius * radius) * length;
  const double value = (h + mm) - rl;
  const double em = 6.0 * kUnit * (pa + length) + 0x1p-1069;
  const double bound = (kWithinSquaresBound * squares + kUnit * (2.0 * mm + 9.0 * rl + std::fabs(value)) +
                        2.0 * m * em + em * em) *
                           (1.0 + 0x1p-40) +
                       0x1p-1060;
  // No underflowing square multiplied by anything large (circle_segment.h).
  const bool in_range = (length >= 0x1p-900) & ((radius == 0.0) | (radius >= 0x1p-500));
  if (record) *record = {value, bound, in_range};
  if (!(in_range & (std::fabs(value) > bound))) return {-1, settled_part(at_a, at_b, em)};  // also NaN, infinities
  return {value < 0.0 ? 1 : 0, 2};
}

template <class Radius>
bool point_within(Vec3 p, const Segment3& s, const Radius& R) {
  const QuickWithin quick = quick_point_within(p, s, R);
  if (quick.within >= 0) return quick.within == 1;
  return point_within_general(p, s, R, quick.part);
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

// --- The settled path of segments_within ------------------------------------
//
// F(s, t) = |W + s D1 - t D2|^2 (W = a1 - a2, D1 = b1 - a1, D2 = b2 - a2) is a
// convex quadratic; the squared distance of the segments is its minimum over
// the unit square. For any (s, t) in the square, with E = W + s D1 - t D2,
// G1 = D1.E and G2 = D2.E (the gradient is (2 G1, -2 G2)), convexity gives
//   F(s, t) >= min F >= F(s, t) - 2 H1 - 2 H2,
//   H1 = max(G1 s, -G1 (1 - s)),  H2 = max(-G2 t, G2 (1 - t))
// (F lies above its tangent plane, and that plane's least value over the
// square is at a corner: the terms above). At the minimiser the H are 0 (or
// rounding-small at a near-minimiser), so both bounds are within rounding of
// the distance: F(s, t) < R^2 settles "within", F - 2 H1 - 2 H2 > R^2 settles
// "not within". Any (s, t) serves; the clamped solve below (as the textbook
// one) gives a near-minimiser on ordinary input.
// Clamped to [0, 1], NaN to 0 (std::max(0.0, NaN) is 0.0). gcc 12 compiles
// these into jumps, not minsd and maxsd; left so, not selects (quick.h):
// a select here and for near_closest_pair's choices on t waits for the
// divisions its condition comes from, and a predicted jump does not.
inline double clamp01(double x) { return std::min(1.0, std::max(0.0, x)); }

struct UnitPair {
  double s, t;
};

// The clamped least-squares solve in double: s for the lines, t for that s,
// then s again when t was clamped. Zero lengths and parallel lines give NaN
// or infinite quotients, which the clamp turns into a point of the square.
inline UnitPair near_closest_pair(Vec3 d1, Vec3 d2, Vec3 w) {
  auto dot = [](Vec3 x, Vec3 y) { return x.x * y.x + x.y * y.y + x.z * y.z; };
  const double a = dot(d1, d1), e = dot(d2, d2), b = dot(d1, d2), c = dot(d1, w), f = dot(d2, w);
  // Reciprocals first: three independent divisions instead of a chain (any
  // rounding of s and t is harmless, see above).
  const double inv_d = 1.0 / (a * e - b * b), inv_e = 1.0 / e, inv_a = 1.0 / a;
  const double s = clamp01((b * f - c * e) * inv_d);
  const double t = (b * s + f) * inv_e;
  const double s_end = clamp01((t < 0.0 ? -c : b - c) * inv_a);  // s for t clamped to 0 or 1
  return {((t < 0.0) | (t > 1.0)) ? s_end : s, clamp01(t)};
}

// The bounds in double. Each difference (d1, d2, w) is rounded once (u of
// itself; exact when subnormal), so each coordinate e_i = fl(fl(w_i + fl(s
// d1_i)) - fl(t d2_i)) errs from E_i by at most 4u M_i (1 + O(u)), M_i = |w_i|
// + s |d1_i| + t |d2_i| (w: 3u, s d1: 4u, t d2: 3u of themselves, counting
// the rounded differences, the products and both sums), plus 2^-1074 for
// products that may underflow: eps_i = 5u fl(M_i) + 2^-1070 covers it.
// f = fl(sum e_i^2) errs from F by sum (2 |e_i| eps_i + eps_i^2) + 3u f
// (1 + O(u)). g1 = fl(sum d1_i e_i) errs from G1 by sum |d1_i| eps_i (1 + u)
// + 4u sum |d1_i e_i| (the rounded d1: u |d1_i| |e_i| each; three products
// and two sums: 3u), plus 2^-1070 for underflow; likewise g2. H1 from g1 errs
// by that plus 2u |g1| (the product and 1 - s rounded) and 2^-1074; likewise
// H2. rho = fl(fl(r1 + r2)^2) errs from R^2 by 3u rho (1 + O(u)) plus
// 2^-1074. The differences f - rho and (f - rho) - 2 H1 - 2 H2 add u of each
// partial result. Every bound is inflated by 2^-40 (the O(u) terms and the
// bound's own roundings) and 2^-1060 is added for underflow; an overflow
// makes a value or bound infinite or NaN, and both tests fail.
// A non-finite coordinate or radius never settles: it makes some e_i, eps_i
// or rho infinite or NaN (an infinite coordinate enters w or a direction,
// and is multiplied or subtracted there), and with it a value or a bound, so
// both tests fail. Callers may therefore check finiteness after this test.
// 1 within, 0 not, -1 unsettled; exact when settled.
inline int quick_segments_within(const Segment3& s1, const Segment3& s2, const Radii& R) {
  const Vec3 d1{s1.b.x - s1.a.x, s1.b.y - s1.a.y, s1.b.z - s1.a.z};
  const Vec3 d2{s2.b.x - s2.a.x, s2.b.y - s2.a.y, s2.b.z - s2.a.z};
  const Vec3 w{s1.a.x - s2.a.x, s1.a.y - s2.a.y, s1.a.z - s2.a.z};
  const UnitPair x = near_closest_pair(d1, d2, w);
  double f = 0.0, ef = 0.0, g1 = 0.0, e1 = 0.0, p1 = 0.0, g2 = 0.0, e2 = 0.0, p2 = 0.0;
  auto coordinate = [&](double wi, double d1i, double d2i) {  // one coordinate's terms
    const double e = (wi + x.s * d1i) - x.t * d2i;
    const double eps = 5.0 * kUnit * ((std::fabs(wi) + x.s * std::fabs(d1i)) + x.t * std::fabs(d2i)) + 0x1p-1070;
    const double ae = std::fabs(e);
    f += e * e;
    ef += 2.0 * ae * eps + eps * eps;
    g1 += d1i * e;
    g2 += d2i * e;
    e1 += std::fabs(d1i) * eps;
    e2 += std::fabs(d2i) * eps;
    p1 += std::fabs(d1i) * ae;
    p2 += std::fabs(d2i) * ae;
  };
  coordinate(w.x, d1.x, d2.x);
  coordinate(w.y, d1.y, d2.y);
  coordinate(w.z, d1.z, d2.z);
  ef += 3.0 * kUnit * f;
  const double eh1 = e1 + 4.0 * kUnit * p1 + 2.0 * kUnit * std::fabs(g1) + 0x1p-1069;
  const double eh2 = e2 + 4.0 * kUnit * p2 + 2.0 * kUnit * std::fabs(g2) + 0x1p-1069;
  const double h1 = std::max(g1 * x.s, -g1 * (1.0 - x.s)), h2 = std::max(-g2 * x.t, g2 * (1.0 - x.t));
  const double radius = R.r1 + R.r2, rho = radius * radius;
  const double upper = f - rho;
  const double lower = (upper - 2.0 * h1) - 2.0 * h2;
  const double common = ef + 3.0 * kUnit * rho;
  const double upper_bound = (common + kUnit * std::fabs(upper)) * (1.0 + 0x1p-40) + 0x1p-1060;
  const double lower_bound =
      (common + 2.0 * (eh1 + eh2) + 3.0 * kUnit * (f + rho + 2.0 * (std::fabs(h1) + std::fabs(h2)))) * (1.0 + 0x1p-40) +
      0x1p-1060;
  // Both tests, then the answer from their flags (NaN fails both), not a
  // jump on the first: within or not is a coin toss on uniform input, and
  // the second test's few operations cost less than that unpredictable jump.
  const bool within = -upper > upper_bound, beyond = lower > lower_bound;
  return int(within) | -int(!(within | beyond));  // within ? 1 : beyond ? 0 : -1
}

// The exact sign of degree6_within, for a pair quick_segments_within left
// unsettled (so near touching, where a double evaluation seldom settles it):
// the first-order stage (within_first_order.h), then the generic later
// stages.
inline int degree6_sign(const Segment3& s1, const Segment3& s2, const Radii& R) {
  const int first = settled_sign(lines_within_first_order(s1, s2, R.r1, R.r2));
  if (first != 2) return first;
  return polynomial_sign_unsettled([&]<class N>() { return degree6_within<N>(s1, s2, R); });
}

// Does the lines' closest pair lie strictly inside both segments? Exactly:
// D = |d1 x d2|^2 > 0 and S* / D, T* / D in (0, 1), the first-step signs of
// segment_segment_closest3.
inline bool lines_pair_inside(const Segment3& s1, const Segment3& s2) {
  if (s1.a == s1.b || s2.a == s2.b) return false;
  auto D = [&]<class N>() {
    const auto n = cross(diff3<N>(s1.a, s1.b), diff3<N>(s2.a, s2.b));
    return dot(n, n);
  };
  if (polynomial_sign(D) == 0) return false;  // parallel
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
  return inside(S) && inside(T);
}

// F (above) has a unique minimiser when D > 0. When it lies strictly inside
// the unit square the least distance is the lines' distance, and the
// capsules touch iff (r . n)^2 <= R^2 |n|^2 (degree 6); otherwise (and for
// parallel or zero-length segments) the least distance is attained on the
// square's boundary, at an end of one segment: one of the four end-to-segment
// tests decides. Which case, from the five dot products' bounds when they
// settle it (segment_segment3d.h, quick_pair), else exactly.
// For finite input that quick_segments_within has not settled.
inline bool segments_within(const Segment3& s1, const Segment3& s2, const Radii& R) {
  const QuickPair quick = quick_pair(s1, s2);
  const bool known = quick.valid & (quick.parallel == 0) & (quick.s_part != -2) & (quick.t_part != -2);
  const bool interior = known ? (quick.s_part == 0) & (quick.t_part == 0) : lines_pair_inside(s1, s2);
  if (interior) return degree6_sign(s1, s2, R) <= 0;
  return point_within(s1.a, s2, R) || point_within(s1.b, s2, R) || point_within(s2.a, s1, R) ||
         point_within(s2.b, s1, R);
}

}  // namespace detail

/// Does the closed ball meet the closed 3D segment?
/// Takes: a sphere (radius in the coordinates' units) and a segment, finite
/// coordinates of any magnitude. Returns: exactly whether the exact distance
/// from the centre to the segment is <= radius (touching counts). Zero-length
/// segment: the point. Radius NaN or negative: false; +inf: true.
/// Non-finite centre or segment: false.
inline bool sphere_segment_intersect(const Sphere& sphere, const Segment3& s) {
  const detail::Radii R{sphere.radius, 0.0};
  const detail::QuickWithin quick = detail::quick_point_within(sphere.centre, s, R);  // settles finite input only
  // The radius tested after the filter, both in one jump on ordinary input
  // (valid_radius(r) is r >= 0: false for NaN); the filter's work on an
  // invalid radius is only discarded.
  const bool valid = detail::valid_radius(sphere.radius);
  if (valid & (quick.within >= 0)) return quick.within == 1;
  if (!valid) return false;
  if (!detail::finite(sphere.centre) || !detail::finite(s)) return false;
  if (std::isinf(sphere.radius)) return true;
  return detail::point_within_general(sphere.centre, s, R, quick.part);
}

/// Does the capsule (every point within c.radius of segment c.a-c.b) meet the ball?
/// Takes: a capsule and a sphere, radii in the coordinates' units, finite
/// coordinates of any magnitude; a zero-length capsule is a ball.
/// Returns: exactly whether the distance from the ball's centre to the capsule's segment
/// is <= c.radius + sphere.radius, with that sum taken exactly (no rounding).
/// Radii and non-finite input as sphere_segment_intersect. Symmetric in the
/// sense that swapping which radius belongs to which shape changes nothing.
inline bool capsule_sphere_intersect(const Capsule& c, const Sphere& sphere) {
  const detail::Radii R{c.radius, sphere.radius};
  const detail::QuickWithin quick = detail::quick_point_within(sphere.centre, c, R);  // settles finite input only
  // As in sphere_segment_intersect: the radii tested after the filter.
  const bool valid = (c.radius >= 0.0) & (sphere.radius >= 0.0);  // valid_radius of both (false for NaN)
  if (valid & (quick.within >= 0)) return quick.within == 1;
  if (!valid) return false;
  const Segment3 s{c.a, c.b};
  if (!detail::finite(sphere.centre) || !detail::finite(s)) return false;
  if (std::isinf(c.radius) || std::isinf(sphere.radius)) return true;
  return detail::point_within_general(sphere.centre, s, R, quick.part);
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
  const detail::Radii R{c1.radius, c2.radius};
  const int quick = detail::quick_segments_within(s1, s2, R);  // settles finite input only
  if (quick >= 0) return quick == 1;
  if (!detail::finite(s1) || !detail::finite(s2)) return false;
  if (std::isinf(c1.radius) || std::isinf(c2.radius)) return true;
  return detail::segments_within(s1, s2, R);
}

}  // namespace plumb
