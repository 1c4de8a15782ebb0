// Plumb kernels: where a ray meets a triangle.
//
// Signed volumes (Plücker coordinates; the form of Woop, Benthin and Wald's
// watertight test, "Watertight Ray/Triangle Intersection", JCGT 2(1), 2013,
// without its shear and with exact signs). Move the origin o of the ray to 0:
// A = a - o, B = b - o, C = c - o. The three edge volumes
//
//   U = d . (C x B),   V = d . (A x C),   W = d . (B x A)
//
// say on which side of each edge's line the ray's line passes (U for edge b-c,
// V for c-a, W for a-b). Their sum is D = d . ((c - a) x (b - a)) = -d . n,
// n = (b - a) x (c - a) the triangle's normal, and with the identity
// x [A, B, C] = A [x, B, C] + B [A, x, C] + C [A, B, x] (for x = d):
//
//   U A + V B + W C = -[A, B, C] d,   so   o + (T / D) d = (U a + V b + W c) / D,
//   T = A . (C x B) = -[A, B, C].
//
// The ray's line meets the closed triangle iff D != 0 and U, V, W are each 0
// or of D's sign; the ray itself iff also t = T / D >= 0, i.e. T is 0 or of
// D's sign. The barycentric coordinates are u = V / D (weight of b) and
// v = W / D (weight of c). Since U + V + W = D, D's sign is that of any
// nonzero one of U, V, W when none has the opposite sign, and D == 0 exactly
// when all three are 0 or two have opposite signs: the decision needs only
// the exact signs of U, V, W and T, four orientation determinants
// (Shewchuk's orient3d: U = orient3d-like volume of o, o + d, c, b).
//
// Exactness: every sign is the exact sign of the polynomial on the given
// doubles, so two triangles sharing an edge see the same U on it (with the
// opposite sign: the edge is traversed the other way round), and a ray
// through the shared edge or vertex hits at least one of them -- watertight
// by construction, with no epsilon. Signs: a double evaluation with an a
// priori error bound (quick_triple and triple_bound below), then the generic double-double
// stage (polynomial.h), then the triple product as an expansion or fixed-point
// integer (triple_product.h), then a big number outside that stage's range.
//
// Values (on a hit only): T, V, W and D as double-doubles with bounds
// (dot_dd.h), each accepted within kTriangleValueBudget of its value, else
// correctly rounded from the exact stages; then one division each.
#pragma once

#include <cmath>
#include <optional>

#include "kernels/detail/dot_dd.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/scaled.h"
#include "kernels/detail/triangle3.h"
#include "kernels/detail/triple_product.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// --- Stage A: a triple product d . (x x y) in double -------------------------
//
// x and y are rounded differences (c - o, ...), d an input or a rounded
// difference. Evaluated as Shewchuk's orient3d (1997, section 4.3: the
// cross components, each scaled by d_i, summed left to right), its error is
// at most (7u + 56u^2) P, P the same expression in absolute values computed
// in double, as long as nothing underflows (his errboundA). Here P is bounded
// once for all four products of a call, normwise: with M the largest
// |coordinate| of A, B, C and M_d the largest |d_i|, every product of the
// cross components is at most M^2 (1 + u) and P <= 6 M_d M^2 (1 + u)^5, so
//   |error| <= (42u + 336u^2)(1 + u)^5 M_d M^2 <= 48u M_d M^2 / (1 + u)^3,
// which covers the three roundings of the computed 48u M_d M^2. (Per-term
// permanents are tighter by a small factor only, and add much to the call;
// what the normwise bound leaves open, within a few hundred u of 0, goes to
// the later stages.) Underflow: each of the six products of the cross
// components may err by 2^-1075 in absolute terms, then scaled by |d_i|
// (1 + u)^2, and the three products d_i m_i by 2^-1075 each: at most
// 2^-1074 (3 (1 + 4u) M_d + 1.5), far below the floor (M_d + 1) 2^-1000.
// (The floor is kept a normal number: a subnormal product costs a microcode
// assist on some processors.) Overflow, or a
// NaN or infinite coordinate: the bound or the value is infinite or NaN and
// no sign is settled (`|value| > bound` is false).
inline constexpr double kTripleFilter = 48.0 * kUnit;
inline constexpr double kTripleFloor = 0x1p-1000;

/// d . (x x y) in double (the bound is the caller's, triple_bound).
inline double quick_triple(Vec3 d, Vec3 x, Vec3 y) {
  const double p0 = x.y * y.z, q0 = x.z * y.y;
  const double p1 = x.z * y.x, q1 = x.x * y.z;
  const double p2 = x.x * y.y, q2 = x.y * y.x;
  return (d.x * (p0 - q0) + d.y * (p1 - q1)) + d.z * (p2 - q2);
}

/// Stage A's bound for d . (x x y), every coordinate of x and y at most m
/// and of d at most md in magnitude (see above).
inline double triple_bound(double md, double m) { return kTripleFilter * (md * (m * m)) + (md + 1.0) * kTripleFloor; }

/// Stage A's bound for U = D - V - W from the double values of D, V and W
/// (each within 42.1u M_d M^2 of its own, as above, and at most 6.1 M_d M^2
/// in magnitude): their three errors and the two subtractions' roundings,
/// u (|D| + |V|) + u (|D| + |V| + |W|), at most 157u M_d M^2 in all; charged
/// as 192u, which covers the bound's own roundings. The floor: three
/// values' floors.
inline double triple_sum_bound(double md, double m) {
  return (4.0 * kTripleFilter) * (md * (m * m)) + (md + 1.0) * (3.0 * kTripleFloor);
}

/// The exact sign when stage A settles it (+1 or -1), else 2. Never 0: an
/// exact zero is left to the later stages.
inline int quick_triple_sign(double value, double bound) { return value > bound ? 1 : -value > bound ? -1 : 2; }

/// Stage A's joint verdict on the four volumes D, V, W and U = D - V - W of
/// a line and a triangle (see the file comment), given their double values
/// det, vn, wn, un and b = triple_bound(M_d, M).
inline constexpr int kVolumesOppose = 0;  // two settled signs oppose: a miss
inline constexpr int kVolumesOpen = 2;    // some sign unsettled, none opposes
/// Returns kVolumesOppose, kVolumesOpen, or D's sign (+1 or -1) when all four
/// are settled with it. Any two settled opposite signs decide a miss: two of
/// U, V, W opposite is one; D opposite to one of them, say U, with V and W
/// each 0 or of U's sign would make D = U + V + W of U's sign, so two of U,
/// V, W oppose.
/// U's bound: 4b, which covers triple_sum_bound(M_d, M) (4b is computed as
/// triple_sum_bound with the floor's factor 4 for 3; scaling by 4 commutes
/// with rounding), compared as un / 4 against b (exact: a quotient that
/// rounds is below 2^-1020, under every bound's floor).
/// Branch-free, one branch on the verdict: on ordinary input nearly every
/// line misses, and a branch per sign (each a coin toss) costs more than the
/// fourth product. The largest and smallest of the four: a settled sign of
/// each exists iff hi > b and lo < -b. NaN: minsd and maxsd (which
/// `x < y ? x : y` compiles to) return their second operand when either is
/// NaN, and un, a difference of the other three, is NaN when any of them is:
/// taken last, it makes hi and lo NaN, which settle nothing.
inline int volumes_verdict(double det, double vn, double wn, double un, double b) {
  auto lower = [](double x, double y) { return x < y ? x : y; };
  auto upper = [](double x, double y) { return x > y ? x : y; };
  const double u4 = 0.25 * un;
  const double hi = upper(upper(upper(det, vn), wn), u4), lo = lower(lower(lower(det, vn), wn), u4);
  if ((int(hi > b) & int(lo < -b)) != 0) return kVolumesOppose;
  return lo > b ? 1 : hi < -b ? -1 : kVolumesOpen;
}

// --- Later stages -----------------------------------------------------------

/// The triple product (w1 - w0) . ((x1 - x0) x (y1 - y0)) as a polynomial for
/// the generic stages.
struct TripleSpec {
  Vec3 w0, w1, x0, x1, y0, y1;
  template <class N>
  auto operator()() const {
    return dot(diff3<N>(w0, w1), cross(diff3<N>(x0, x1), diff3<N>(y0, y1)));
  }
};

/// Its exact sign beyond stage A: the double-double stage, then the exact
/// expansion (triple_product.h), then the big number. Finite input.
[[gnu::noinline]] inline int triple_sign_unsettled(const TripleSpec& f) {
  PLUMB_NOTE_EXPANSION_STAGE();
  const int settled = settled_sign(f.operator()<BoundedDD>());
  if (settled != 2) return settled;
  bool ok = false;
  const Scaled v = triple_product_nearest(f.w0, f.w1, f.x0, f.x1, f.y0, f.y1, ok);
  if (ok) return v.mantissa > 0.0 ? 1 : v.mantissa < 0.0 ? -1 : 0;
  return polynomial_sign_exact(f);
}

/// Its exact sign: stage A's verdict `quick` when settled, else the later stages.
inline int triple_sign(int quick, const TripleSpec& f) {
  if (quick != 2) return quick;
  const int bounded = settled_sign(f.operator()<Bounded>());
  return bounded != 2 ? bounded : triple_sign_unsettled(f);
}

/// Its value correctly rounded, as a Scaled (exactly 0 when it is 0).
[[gnu::noinline]] inline Scaled triple_value_exact(const TripleSpec& f) {
  bool ok = false;
  const Scaled v = triple_product_nearest(f.w0, f.w1, f.x0, f.x1, f.y0, f.y1, ok);
  return ok ? v : polynomial_value_exact(f);
}

// The values' budget: bounded_scaled's relative error 7u / (1 - 7u) + u <
// 8.1u for each of T, V, W and D (a correctly rounded one: u / 2), so each
// quotient errs by at most 8.1u + 8.1u + u < 17.3u (plus half an ULP if
// subnormal), inside contract::kParameterUlps (20).
inline constexpr double kTriangleValueBudget = 7.0 * kUnit;

/// The four triple products of a ray and a triangle (see the file comment).
struct TriangleSpecs {
  TripleSpec U, V, W, T, D;
};

inline TriangleSpecs triangle_specs(const Ray3& ray, const Triangle3& tri) {
  const Vec3 o = ray.origin, d = ray.direction, zero{};
  return {{zero, d, o, tri.c, o, tri.b},
          {zero, d, o, tri.a, o, tri.c},
          {zero, d, o, tri.b, o, tri.a},
          {o, tri.a, o, tri.c, o, tri.b},
          {zero, d, tri.a, tri.c, tri.a, tri.b}};
}

/// t, u and v of a hit of the line o + t d, d = d1 - d0 taken exactly (a
/// ray: d0 = 0, d1 its direction; a segment a b: d0 = a, d1 = b), whose
/// signs are known: sv, sw, st the exact signs of V, W and T (0 gives the
/// value 0 without evaluating it). In Möller and Trumbore's arrangement, two
/// cross products for the four values: e1 = b - a, e2 = c - a, s = o - a,
/// p = d x e2, q = s x e1; D = e1 . p, V = s . p, W = d . q, T = e2 . q
/// (the differences split exactly, each product a double-double with its
/// bound: dot_dd.h).
[[gnu::noinline]] inline TriangleHit triangle_hit_values(Vec3 o, Vec3 d0, Vec3 d1, const Triangle3& tri, int sv, int sw,
                                                         int st) {
  const SplitVector e1 = split_difference(tri.a, tri.b), e2 = split_difference(tri.a, tri.c);
  const SplitVector s = split_difference(tri.a, o), d = split_difference(d0, d1);
  const V3<BoundedDD> p = cross_dd(d, e2), q = cross_dd(s, e1);
  const BoundedDD D = dot_dd(p, presplit(as_dd(e1)));
  bool ok_d = true, ok_t = true, ok_v = true, ok_w = true;
  Scaled sd = bounded_scaled(D, kTriangleValueBudget, ok_d);
  Scaled stv = st == 0 ? Scaled{} : bounded_scaled(dot_dd(q, presplit(as_dd(e2))), kTriangleValueBudget, ok_t);
  Scaled svv = sv == 0 ? Scaled{} : bounded_scaled(dot_dd(p, presplit(as_dd(s))), kTriangleValueBudget, ok_v);
  Scaled swv = sw == 0 ? Scaled{} : bounded_scaled(dot_dd(q, presplit(as_dd(d))), kTriangleValueBudget, ok_w);
  if (!(ok_d & ok_t & ok_v & ok_w)) {
    // The same volumes as polynomials of the inputs (triangle_specs' forms).
    const Vec3 ta = tri.a, tb = tri.b, tc = tri.c;
    if (!ok_d) sd = triple_value_exact({d0, d1, ta, tc, ta, tb});
    if (!ok_t) stv = triple_value_exact({o, ta, o, tc, o, tb});
    if (!ok_v) svv = triple_value_exact({d0, d1, o, ta, o, tc});
    if (!ok_w) swv = triple_value_exact({d0, d1, o, tb, o, ta});
  }
  return {ratio(stv, sd), ratio(svv, sd), ratio(swv, sd)};
}

/// The same for a ray.
inline TriangleHit triangle_hit_values(const Ray3& ray, const Triangle3& tri, int sv, int sw, int st) {
  return triangle_hit_values(ray.origin, Vec3{}, ray.direction, tri, sv, sw, st);
}

// Stage A in Möller and Trumbore's arrangement (the same four volumes,
// two cross products shared): with e1 = b - a, e2 = c - a, s = o - a,
//   D = e1 . (d x e2),  V = s . (d x e2),  W = d . (s x e1),  T = e2 . (s x e1),
// and U = D - V - W (triple_sum_bound, or 4b in volumes_verdict). Forced
// inline: gcc 12 calls it out of line, passing everything through memory.
struct TriangleStageA {
  Vec3 e1, e2, s;
  double m, md, bound;   // the largest |coordinate| of e1, e2, s; of d; triple_bound(md, m)
  double det, vn, wn, un;
};

[[gnu::always_inline]] inline TriangleStageA triangle_stage_a(Vec3 o, Vec3 d, const Triangle3& tri) {
  TriangleStageA a;
  a.e1 = minus3(tri.b, tri.a);
  a.e2 = minus3(tri.c, tri.a);
  a.s = minus3(o, tri.a);
  a.m = max_abs(max_abs(max_abs(a.e1), max_abs(a.e2)), max_abs(a.s));
  a.md = max_abs(d);
  a.bound = triple_bound(a.md, a.m);
  a.det = quick_triple(a.e1, d, a.e2);
  a.vn = quick_triple(a.s, d, a.e2);
  a.wn = quick_triple(d, a.s, a.e1);
  a.un = (a.det - a.vn) - a.wn;
  return a;
}

/// Stage A's verdicts on U, V and W one by one (2 when open), for the
/// general paths.
struct VolumeSigns {
  int u, v, w;
};

inline VolumeSigns stage_a_signs(const TriangleStageA& a) {
  return {quick_triple_sign(a.un, triple_sum_bound(a.md, a.m)), quick_triple_sign(a.vn, a.bound),
          quick_triple_sign(a.wn, a.bound)};
}

/// T's sign in stage A (2 when open).
inline int stage_a_t_sign(const TriangleStageA& a) {
  return quick_triple_sign(quick_triple(a.e2, a.s, a.e1), triple_bound(a.m, a.m));
}

/// Opposite nonzero signs (2, unsettled, opposes nothing).
inline bool opposite(int s1, int s2) { return (s1 == -s2) & (s1 != 0) & (s1 != 2) & (s2 != 2); }

/// The general path of ray_triangle_hit, given stage A's verdicts on U, V and W.
[[gnu::noinline]] inline std::optional<TriangleHit> ray_triangle_hit_general(const Ray3& ray, const Triangle3& tri,
                                                                             int qu, int qv, int qw) {
  if (!finite(ray.origin) || !finite(ray.direction) || !finite(tri)) return std::nullopt;
  const TriangleSpecs s = triangle_specs(ray, tri);
  const int su = triple_sign(qu, s.U);
  const int sv = triple_sign(qv, s.V);
  if (opposite(su, sv)) return std::nullopt;
  const int sw = triple_sign(qw, s.W);
  if (opposite(su, sw) || opposite(sv, sw)) return std::nullopt;
  // D's sign: that of any nonzero one; all zero is D == 0 (parallel, in the
  // plane, a zero direction or a degenerate triangle).
  const int sd = su != 0 ? su : sv != 0 ? sv : sw;
  if (sd == 0) return std::nullopt;
  const Vec3 A = minus3(tri.a, ray.origin), B = minus3(tri.b, ray.origin), C = minus3(tri.c, ray.origin);
  const double m = std::fmax(std::fmax(max_abs(A), max_abs(B)), max_abs(C));
  const int st = triple_sign(quick_triple_sign(quick_triple(A, C, B), triple_bound(m, m)), s.T);
  if (st == -sd) return std::nullopt;
  return triangle_hit_values(ray, tri, sv, sw, st);
}

// The rest of ray_triangle_hit after stage A's joint verdict, out of line
// (each recomputes stage A: both are rare on ordinary input, and keeping its
// values alive across the verdict costs the settled path spills).
[[gnu::noinline]] inline std::optional<TriangleHit> ray_triangle_hit_open(const Ray3& ray, const Triangle3& tri) {
  const VolumeSigns q = stage_a_signs(triangle_stage_a(ray.origin, ray.direction, tri));
  return ray_triangle_hit_general(ray, tri, q.u, q.v, q.w);
}

/// D, U, V and W settled with sign sd: T's sign decides.
[[gnu::noinline]] inline std::optional<TriangleHit> ray_triangle_hit_settled(const Ray3& ray, const Triangle3& tri,
                                                                             int sd) {
  const int qt = stage_a_t_sign(triangle_stage_a(ray.origin, ray.direction, tri));
  if (qt == -sd) return std::nullopt;
  if (qt == 2) return ray_triangle_hit_general(ray, tri, sd, sd, sd);
  return triangle_hit_values(ray, tri, sd, sd, qt);
}

}  // namespace detail

// Forced inline: the settled path is a few dozen flops ending, on ordinary
// input, in a miss; gcc 12 calls it out of line, and the call with its
// returned optional through memory costs a noticeable share of that. The
// rare paths stay out of line (noinline).
/// Where a ray first meets a triangle, read two-sided (either face counts).
/// Takes: a ray (origin, direction; the direction need not be unit, t is in
/// its units) and a triangle (three corners), finite doubles of any magnitude.
/// Returns: t >= 0 and the barycentric coordinates (u, v) of the point,
/// origin + t direction = (1 - u - v) a + u b + v c; or nullopt when the ray
/// misses the closed triangle. Edges and corners belong to the triangle: a
/// ray through an edge or a corner hits (u, v or 1 - u - v exactly 0 where
/// the exact one is), an origin on the triangle hits at t = 0 exactly.
/// No hit (exactly decided): a ray parallel to the triangle's plane,
/// including a ray lying in that plane (it does not cross the surface; as
/// ray_plane_hit, which answers only rays that cross the plane); a zero
/// direction; a degenerate (zero-area) triangle, whose corners are on one
/// line or repeated.
/// Facing: both faces are hit. Which face: the front when the ray runs
/// against the normal (b - a) x (c - a), i.e. u, v >= 0 came from D > 0;
/// a one-sided (back-face culling) reading is a subject's declared
/// convention, not this kernel's.
/// Non-finite input (NaN or +-inf in any coordinate): nullopt.
/// Contract: the decision is exact (watertight: two triangles sharing an edge
/// or a corner never both miss a ray through it that crosses them); t, u and
/// v each within contract::kParameterUlps ULPs of the exact value.
/// Method: exact signs of four signed volumes (see the file comment).
[[gnu::always_inline]] inline std::optional<TriangleHit> ray_triangle_hit(const Ray3& ray, const Triangle3& tri) {
  using namespace detail;
  const TriangleStageA a = triangle_stage_a(ray.origin, ray.direction, tri);
  const int qd = volumes_verdict(a.det, a.vn, a.wn, a.un, a.bound);
  if (qd == kVolumesOppose) return std::nullopt;
  if (qd == kVolumesOpen) return ray_triangle_hit_open(ray, tri);
  return ray_triangle_hit_settled(ray, tri, qd);
}

}  // namespace plumb
