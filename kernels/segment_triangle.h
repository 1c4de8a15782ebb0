// Plumb kernels: where a segment crosses a triangle.
//
// The signed volumes of ray_triangle.h with the ray's origin at the
// segment's end a and its direction d = b - a taken exactly (as a difference
// of the inputs, never rounded): with A = ta - a, B = tb - a, C = tc - a (ta,
// tb, tc the triangle's corners),
//
//   U = d . (C x B),   V = d . (A x C),   W = d . (B x A),   D = U + V + W = d . ((tc - ta) x (tb - ta)),
//   T = A . (C x B),
//
// the segment's line meets the closed triangle iff D != 0 and U, V, W are
// each 0 or of D's sign, at t = T / D along the segment (ray_triangle.h
// derives it). The segment holds that point iff 0 <= t <= 1: T is 0 or of
// D's sign, and so is D - T. D - T is the same triple product seen from the
// other end: with the origin at b and the direction a - b, D_b = -D and
// T_b = (ta - b) . ((tc - b) x (tb - b)) = -(D - T) (t_b = T_b / D_b = 1 - t), so
// t <= 1 iff T_b is 0 or of the sign of -D. Every decision is the exact sign
// of one of these six triple products (each an orient3d of four input
// points): ray_triangle.h's double stage A on the rounded differences, then
// its later stages (the running-error double, the double-double, the triple
// product's expansion, the big number). So a segment through a shared edge
// or corner of two triangles crosses at least one (watertight), and a
// segment ending exactly on the triangle crosses it at t = 0 or 1.
//
// Values: t, u = V / D and v = W / D, each a quotient of two values
// within ray_triangle.h's kTriangleValueBudget (triangle_hit_values, with
// d = b - a split exactly): 17.3u, inside contract::kParameterUlps; t is 0
// exactly when T is 0, 1 exactly when T_b is.
#pragma once

#include <optional>

#include "kernels/detail/polynomial.h"
#include "kernels/detail/triangle3.h"
#include "kernels/ray_triangle.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

/// The six triple products of a segment and a triangle (see the file comment).
struct SegmentTriangleSpecs {
  TripleSpec U, V, W, D, T, Tb;
};

inline SegmentTriangleSpecs segment_triangle_specs(const Segment3& s, const Triangle3& t) {
  const Vec3 a = s.a, b = s.b;
  return {{a, b, a, t.c, a, t.b}, {a, b, a, t.a, a, t.c}, {a, b, a, t.b, a, t.a},
          {a, b, t.a, t.c, t.a, t.b}, {a, t.a, a, t.c, a, t.b}, {b, t.a, b, t.c, b, t.b}};
}

/// The exact sign of a triple product (all stages after ray_triangle.h's
/// double stage A).
inline int exact_triple_sign(const TripleSpec& f) { return triple_sign(2, f); }

/// The general path: every sign exactly, given stage A's verdicts on U, V and
/// W (2 when open); the values by triangle_hit_values (ray_triangle.h).
[[gnu::noinline]] inline std::optional<TriangleHit> segment_triangle_general(const Segment3& s, const Triangle3& t,
                                                                             int qu, int qv, int qw) {
  if (!finite(s) || !finite(t)) return std::nullopt;
  const SegmentTriangleSpecs f = segment_triangle_specs(s, t);
  const int su = triple_sign(qu, f.U), sv = triple_sign(qv, f.V);
  if (opposite(su, sv)) return std::nullopt;
  const int sw = triple_sign(qw, f.W);
  if (opposite(su, sw) || opposite(sv, sw)) return std::nullopt;
  // D's sign: that of any nonzero one; all zero is D == 0 (parallel, in the
  // plane, a zero-length segment or a degenerate triangle).
  const int sd = su != 0 ? su : sv != 0 ? sv : sw;
  if (sd == 0) return std::nullopt;
  const int st = exact_triple_sign(f.T);
  if (st == -sd) return std::nullopt;                      // t < 0
  const int stb = exact_triple_sign(f.Tb);
  if (stb == sd) return std::nullopt;  // t > 1: T_b of D's sign
  TriangleHit hit = triangle_hit_values(s.a, s.a, s.b, t, sv, sw, st);
  if (stb == 0) hit.t = 1.0;  // ends on the triangle: T = D exactly
  return hit;
}

}  // namespace detail

// Forced inline: the settled path is a few dozen flops ending, on ordinary
// input, in a miss; gcc 12 calls it out of line, and the call with its
// returned optional through memory costs a noticeable share of that. The
// rare paths stay out of line (noinline).
/// Where a closed segment crosses a triangle.
/// Takes: a segment (ends a, b) and a triangle (corners), finite doubles of
/// any magnitude.
/// Returns: {t, u, v}: t in [0, 1] along the segment (a + t (b - a)) and the
/// barycentric weights u of the triangle's b and v of its c, the point being
/// (1 - u - v) ta + u tb + v tc; or nullopt when the segment misses the
/// closed triangle. Edges and corners of both belong to them: a segment
/// through an edge or a corner crosses (u, v or 1 - u - v exactly 0), and
/// one ending on the triangle crosses at t = 0 or 1 exactly.
/// No crossing (exactly decided, as ray_triangle_hit): a segment parallel to
/// the triangle's plane, including one lying in the plane; a zero-length
/// segment; a degenerate (zero-area) triangle.
/// Non-finite input (NaN or +-inf in any coordinate): nullopt.
/// Contract: the decision is exact (watertight); t, u and v each within
/// contract::kParameterUlps ULPs of the exact value.
/// Method: exact signs of six signed volumes (see the file comment).
[[gnu::always_inline]] inline std::optional<TriangleHit> segment_triangle_crossing(const Segment3& s, const Triangle3& t) {
  using namespace detail;
  // Stage A: ray_triangle_hit's, in Möller and Trumbore's arrangement, with
  // d = fl(b - a): its bound holds for a rounded difference in every slot of
  // a triple product (Shewchuk's orient3d rounds all nine differences), so
  // the signs it settles are the exact signs of the volumes with d = b - a.
  // Then T_b from the end b, bounded as T. Non-finite input: a bound or a
  // value is NaN or infinite and settles nothing, so the general path answers.
  const Vec3 d = minus3(s.b, s.a);
  const Vec3 e1 = minus3(t.b, t.a), e2 = minus3(t.c, t.a), sa = minus3(s.a, t.a);
  const double m = max_abs(max_abs(max_abs(e1), max_abs(e2)), max_abs(sa));
  const double md = max_abs(d);
  const double bound = triple_bound(md, m);
  const double det = quick_triple(e1, d, e2), vn = quick_triple(sa, d, e2), wn = quick_triple(d, sa, e1);
  const double un = (det - vn) - wn;
  const int qd = volumes_verdict(det, vn, wn, un, bound);
  if (qd == kVolumesOppose) return std::nullopt;
  if (qd == kVolumesOpen)
    return segment_triangle_general(s, t, quick_triple_sign(un, triple_sum_bound(md, m)), quick_triple_sign(vn, bound),
                                    quick_triple_sign(wn, bound));
  const int qt = quick_triple_sign(quick_triple(e2, sa, e1), triple_bound(m, m));
  if (qt == -qd) return std::nullopt;
  const Vec3 ab = minus3(t.a, s.b), bb = minus3(t.b, s.b), cb = minus3(t.c, s.b);
  const double mb = max_abs(max_abs(max_abs(ab), max_abs(bb)), max_abs(cb));
  const int qtb = quick_triple_sign(quick_triple(ab, cb, bb), triple_bound(mb, mb));
  if (qtb == qd) return std::nullopt;
  if ((qt == 2) | (qtb == 2)) return segment_triangle_general(s, t, qd, qd, qd);
  return triangle_hit_values(s.a, s.a, s.b, t, qd, qd, qt);
}

}  // namespace plumb
