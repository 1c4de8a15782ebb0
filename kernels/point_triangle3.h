// Plumb kernels: the point of a 3D triangle nearest a query point, and the
// squared distance.
//
// Ericson's region test (Real-Time Collision Detection, 2005, section 5.1.5),
// with its decisions exact. With ab = b - a, ac = c - a and ap = p - a,
// bp = p - b, cp = p - c, the six dot products
//
//   d1 = ab . ap,  d2 = ac . ap,  d3 = ab . bp,  d4 = ac . bp,  d5 = ab . cp,  d6 = ac . cp
//
// say where p projects along each edge's direction, and
//
//   eb = d4 - d3 = (c - b) . (p - b),   ec = d5 - d6 = (b - c) . (p - c)
//
// along edge bc from either end. The Voronoi regions of the triangle's
// features are then, tested in this order (each test a sufficient condition
// for the feature to hold the closest point, whatever the earlier ones said):
//
//   vertex a:  d1 <= 0, d2 <= 0          (p - a makes an obtuse angle with both
//                                          edges from a: every triangle point
//                                          x = a + s ab + t ac, s, t >= 0, has
//                                          (x - a) . (p - a) = s d1 + t d2 <= 0)
//   vertex b:  d3 >= 0, eb <= 0
//   edge ab:   vc <= 0, d1 >= 0, d3 <= 0  (the foot on ab's line is in the
//                                          segment, and p is outside ab's side)
//   vertex c:  d6 >= 0, ec <= 0
//   edge ca:   vb <= 0, d2 >= 0, d6 <= 0
//   edge bc:   va <= 0, eb >= 0, ec >= 0
//   face:      otherwise.
//
// The region volumes are Ericson's 2x2 determinants of the dot products, which
// Lagrange's identity (x X y) . (z X w) = (x . z)(y . w) - (x . w)(y . z) turns
// into triple products against the normal n = ab X ac:
//
//   va = d3 d6 - d5 d4 = n . (bp X cp),  vb = d5 d2 - d1 d6 = n . (ap X ac),
//   vc = d1 d4 - d3 d2 = n . (ab X ap),
//
// twice the signed areas (times |n|) of the triangles p' b c, p' c a, p' a b,
// p' the projection of p onto the plane; va + vb + vc = n . n, so in the
// face p' = a + v ab + w ac with v = vb / (n . n), w = vc / (n . n) (the
// barycentric weights of b and c). Every decision is the exact sign of one of
// these eleven polynomials in the input coordinates (degree 2 for the dot
// products, 4 for the volumes).
//
// Exactness. Stage A evaluates Ericson's formulas in double, as the textbook
// does, with one normwise error bound per degree (below); a sign is settled
// when the value is further from 0 than its bound. When a test the region
// depends on is not settled (p within rounding of a region boundary, a
// degenerate or nearly degenerate triangle, extreme magnitudes, non-finite
// input), the general path decides every sign exactly: the dot products by
// their staged sums (dot_sign3, product_sum.h), the volumes by the generic
// staged polynomial (polynomial.h: double with a running bound, double-double,
// then the exact number).
//
// Degenerate triangles (n == 0 exactly: corners on one line, or repeated) are
// the segment between their two outermost corners, and answer that segment's
// closest point (closest_point3d.h); Ericson's face step would divide 0 by 0.
//
// Constructions. Vertex: the corner itself. Edge: closest_point3 on that
// edge (the same exact end/interior decisions, its point contract). Face:
// vb, vc and n . n in double with running error bounds, accepted when the
// weights v = vb / (n . n) and w = vc / (n . n) are certain within 26u
// (face_weights_double); else as double-doubles with bounds (dot_dd.h), each
// accepted within kFaceValueBudget of its value or else correctly rounded
// from the exact stage. Each coordinate is a_x + v (b_x - a_x) + w (c_x -
// a_x) (face_point and face_coordinate derive the bounds). The squared
// distance in the face is the squared height (n . ap)^2 / (n . n) from
// double-double values (face_squared_distance says why not in double first).
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/closest_point3d.h"
#include "kernels/contracts.h"
#include "kernels/detail/dot_dd.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/quick.h"
#include "kernels/detail/scaled.h"
#include "kernels/detail/triangle3.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb {
namespace detail {

// --- Stage A: Ericson's formulas in double with normwise bounds ------------
//
// Let M be twice the largest magnitude of the nine rounded difference
// coordinates of ab, ac and ap. Since p - b = (p - a) - (b - a), p - c =
// (p - a) - (c - a) and c - b = (c - a) - (b - a) exactly, every coordinate
// of the six differences (ab, ac, cb, ap, bp, cp) is at most M (1 + u)
// exactly and M (1 + u)^2 rounded (the (1 + u) factors are covered by the
// charges below). A dot product of two of them computed left to right errs
// from X^ . Y^ by at most gamma_3 sum |X^_i Y^_i| <= 9u M^2 (1 + O(u)), and
// X^ . Y^ from the exact X . Y by (2u + u^2) sum |X_i Y_i| <= 6u M^2 (1 +
// O(u)): at most 15.001u M^2 in all, plus 3 2^-1075 for products that
// underflow. Charged as kDotFilter M^2 = 16u M^2 (which covers the rounding
// of the computed bound) plus the floor 2^-1000 (kept a normal number: a
// subnormal bound costs a microcode assist on some processors). Every |d_i|
// <= 3.001 M^2. So eb = (c - b) . (p - b) and -ec = (c - b) . (p - c) are
// dot products of the same kind as the d_i, with the same bound (Ericson's
// d4 - d3 and d5 - d6 would cancel and carry two errors).
// A sum of two of them (an edge's foot side, edge_point): the two errors and
// one rounding of at most 6.003u M^2: under kEdgeDotFilter M^2 = 40u M^2 and
// two floors.
// A volume, e.g. vc = fl(fl(d1 d4) - fl(d3 d2)): each product of computed
// dot products errs from the exact one by |d1^| e4 + |D4| e1 <= 2 (3.001 M^2)
// (15.001u M^2) = 90.04u M^4, the two products' roundings add 18.02u M^4 and
// the difference's 18.03u M^4: 216.1u M^4 in all, charged as 224u M^4
// (covering the bound's three roundings); the floors propagate as
// 12.01 M^2 2^-1073 plus 2^-1074 for underflowing products, charged as
// (M^2 + 1) 2^-1000. Their sum n . n = va + vb + vc: three errors and two
// roundings of at most 36.1u M^4 and 54.1u M^4: under 768u M^4 and three
// floors. A bound that overflows (M^2 or M^4 beyond the double range) is
// +inf and settles nothing, and a value that overflows (inf - inf: NaN)
// compares false both ways, so settles nothing either; non-finite input is
// sent to the general path before any sign is read.
inline constexpr double kDotFilter = 16.0 * kUnit;
inline constexpr double kEdgeDotFilter = 40.0 * kUnit;
inline constexpr double kVolumeFilter = 224.0 * kUnit;
inline constexpr double kNormalFilter = 768.0 * kUnit;
inline constexpr double kRegionFloor = 0x1p-1000;

inline double dot3(Vec3 x, Vec3 y) { return (x.x * y.x + x.y * y.y) + x.z * y.z; }

/// Stage A's differences and the dot products the edges' constructions
/// share with the region test (edge_point, edge_squared_distance), and the
/// bound of a sum of two of them.
struct QuickTriangle {
  Vec3 ab, ac, cb, ap, bp, cp;
  double d1, d2, d3, d6, eb, ecn;  // ecn = (c - b) . (p - c) = -ec
  double be;
};

// The region tests in Ericson's order, as bits 0 to 6 of the masks below,
// and the feature each names.
inline constexpr TriangleFeature kRegionOrder[8] = {
    TriangleFeature::vertex_a, TriangleFeature::vertex_b, TriangleFeature::edge_ab, TriangleFeature::vertex_c,
    TriangleFeature::edge_ca,  TriangleFeature::edge_bc,  TriangleFeature::face,    TriangleFeature::none};

/// The region when every sign stage A reads is settled (not 0), from the
/// nine signs as bits (set: negative): 0 d1, 1 d2, 2 d3, 3 d6, 4 eb, 5 -ec,
/// 6 va, 7 vb, 8 vc. A table of region_of on those signs (below).
inline TriangleFeature settled_region(unsigned signs);

/// The largest magnitude among the coordinates of x, y and z, as its bit
/// pattern: the magnitudes of doubles order as their bit patterns read as
/// unsigned integers, +inf above every finite one and every NaN above +inf
/// (a comparison of doubles would drop a NaN). Each maximum a mask, not a
/// jump (gcc 12 compiles the ternary on integers into one).
inline constexpr std::uint64_t kInfinityBits = std::uint64_t{0x7ff} << 52;
inline std::uint64_t magnitude_bits(double v) { return std::bit_cast<std::uint64_t>(v) & ~(std::uint64_t{1} << 63); }

inline std::uint64_t larger_bits(std::uint64_t a, std::uint64_t b) {
  return a ^ ((a ^ b) & (std::uint64_t{0} - std::uint64_t{b > a}));  // b > a ? b : a, by a mask
}

inline std::uint64_t largest_magnitude_bits(Vec3 v) {
  return larger_bits(larger_bits(magnitude_bits(v.x), magnitude_bits(v.y)), magnitude_bits(v.z));
}

inline std::uint64_t largest_magnitude_bits(Vec3 x, Vec3 y, Vec3 z) {
  return larger_bits(larger_bits(largest_magnitude_bits(x), largest_magnitude_bits(y)), largest_magnitude_bits(z));
}

/// Stage A: Ericson's test, each comparison with 0 made only when the value
/// is further from 0 than its bound (`below`: exactly negative; `above`:
/// exactly positive). Each test k is settled true (T_k: every condition
/// settled) or settled false (F_k: one condition settled the other way) or
/// neither. The answer is the first test not settled false, when it is
/// settled true (then every earlier one is settled false and this one
/// true, as the exact test finds), else `none`: what the test made in order,
/// stopping at the first test that is neither, returns. All eleven
/// quantities are computed and the seven tests combined as bits, with no
/// jump: the regions of random input are coin tosses, and the one jump left
/// is the caller's on the feature. Not finite input: none.
[[gnu::always_inline]] inline TriangleFeature quick_region(Vec3 p, const Triangle3& t, QuickTriangle& q) {
  q.ab = minus3(t.b, t.a), q.ac = minus3(t.c, t.a), q.cb = minus3(t.c, t.b);
  q.ap = minus3(p, t.a), q.bp = minus3(p, t.b), q.cp = minus3(p, t.c);
  // The largest magnitude as a bit pattern (largest_magnitude_bits): an
  // infinity or a NaN among the nine differences is not lost, and is what
  // any input that is not finite leaves there (a is in all nine, b in ab, c
  // in ac, p in ap: x - y is finite only when x and y are), as is a
  // difference that overflows (a bound of +inf settles nothing anyway).
  const std::uint64_t top = largest_magnitude_bits(q.ab, q.ac, q.ap);
  if (top >= kInfinityBits) return TriangleFeature::none;
  const double m = 2.0 * std::bit_cast<double>(top);
  const double m2 = m * m;
  const double b2 = kDotFilter * m2 + kRegionFloor;
  q.be = kEdgeDotFilter * m2 + 2.0 * kRegionFloor;
  const double b4 = kVolumeFilter * (m2 * m2) + (m2 + 1.0) * kRegionFloor;
  const double bn = kNormalFilter * (m2 * m2) + (m2 + 1.0) * (3.0 * kRegionFloor);
  const double d1 = q.d1 = dot3(q.ab, q.ap), d2 = q.d2 = dot3(q.ac, q.ap);
  const double d3 = q.d3 = dot3(q.ab, q.bp), d4 = dot3(q.ac, q.bp);
  const double d5 = dot3(q.ab, q.cp), d6 = q.d6 = dot3(q.ac, q.cp);
  const double eb = q.eb = dot3(q.cb, q.bp), ecn = q.ecn = dot3(q.cb, q.cp);
  const double vc = d1 * d4 - d3 * d2, vb = d5 * d2 - d1 * d6, va = d3 * d6 - d5 * d4;
  const double nn = (va + vb) + vc;
  // Uniform input settles every sign (all nine values further from 0 than
  // their bounds, and n . n positive): then each test is settled true or
  // false as the exact test finds it, the first true one is the answer
  // below, and it is read from a table on the nine signs with fewer
  // operations than the settled-true and settled-false masks take.
  auto clear = [](double v, double b) { return unsigned(std::fabs(v) > b); };
  const unsigned all = clear(d1, b2) & clear(d2, b2) & clear(d3, b2) & clear(d6, b2) & clear(eb, b2) &
                       clear(ecn, b2) & clear(va, b4) & clear(vb, b4) & clear(vc, b4) & unsigned(nn > bn);
  if (opaque(all != 0)) {
    auto negative = [](double v, int k) { return unsigned(v < 0.0) << k; };
    return settled_region(negative(d1, 0) | negative(d2, 1) | negative(d3, 2) | negative(d6, 3) | negative(eb, 4) |
                          negative(ecn, 5) | negative(va, 6) | negative(vb, 7) | negative(vc, 8));
  }
  // Otherwise each test's settled-true and settled-false conditions.
  // unsigned, not bool: the conditions are combined with & and | on purpose
  // (no jump per condition), which clang warns about on bools.
  auto below = [](double v, double b) { return unsigned(v < -b); };
  auto above = [](double v, double b) { return unsigned(v > b); };
  const unsigned A1 = above(d1, b2), B1 = below(d1, b2), A2 = above(d2, b2), B2 = below(d2, b2);
  const unsigned A3 = above(d3, b2), B3 = below(d3, b2), A6 = above(d6, b2), B6 = below(d6, b2);
  const unsigned Ab = above(eb, b2), Bb = below(eb, b2);
  const unsigned Ac = below(ecn, b2), Bc = above(ecn, b2);  // ec = -ecn above, below 0
  const unsigned AA = above(va, b4), BA = below(va, b4), AB = above(vb, b4), BB = below(vb, b4);
  const unsigned AC = above(vc, b4), BC = below(vc, b4);
  // Settled true, by test: vertex a (d1 <= 0, d2 <= 0), vertex b (d3 >= 0,
  // eb <= 0), edge ab (vc <= 0, d1 >= 0, d3 <= 0), vertex c (d6 >= 0, ec <=
  // 0), edge ca (vb <= 0, d2 >= 0, d6 <= 0), edge bc (va <= 0, eb >= 0, ec >=
  // 0), face (n . n settled positive: the face divides by it; else the
  // general path, which tests for a degenerate triangle first).
  const unsigned settled_true = (B1 & B2) | (A3 & Bb) << 1 | (BC & A1 & B3) << 2 | (A6 & Bc) << 3 |
                                (BB & A2 & B6) << 4 | (BA & Ab & Ac) << 5 | above(nn, bn) << 6;
  // Settled false, by test (the face's never is).
  const unsigned settled_false = (A1 | A2) | (B3 | Ab) << 1 | (AC | B1 | A3) << 2 | (B6 | Ac) << 3 |
                                 (AB | B2 | A6) << 4 | (AA | Bb | Bc) << 5;
  const unsigned k = unsigned(std::countr_one(settled_false));  // at most 6
  return kRegionOrder[k | (7u * (1u - ((settled_true >> k) & 1u)))];  // k, or 7: none
}

// --- Exact signs ------------------------------------------------------------

/// The eleven quantities of the region test, by index (see the file comment).
enum RegionQuantity { kD1, kD2, kD3, kD4, kD5, kD6, kEB, kEC, kVA, kVB, kVC, kRegionQuantities };

/// n . ((x1 - x0) X (y1 - y0)), n = (b - a) X (c - a): the region volumes,
/// n . n, and (with x0 = x1) nothing else; a polynomial for the generic stages.
struct FaceVolume {
  Vec3 a, b, c, x0, x1, y0, y1;
  template <class N>
  auto operator()() const {
    return dot(cross(diff3<N>(a, b), diff3<N>(a, c)), cross(diff3<N>(x0, x1), diff3<N>(y0, y1)));
  }
};

/// n . (p - a): the signed height of p over the plane, times |n|.
struct FaceHeight {
  Vec3 a, b, c, p;
  template <class N>
  auto operator()() const {
    return dot(cross(diff3<N>(a, b), diff3<N>(a, c)), diff3<N>(a, p));
  }
};

/// One component of n, for the exact degeneracy test.
struct NormalComponent {
  Vec3 a, b, c;
  int i;
  template <class N>
  auto operator()() const {
    return cross(diff3<N>(a, b), diff3<N>(a, c))[i];
  }
};

inline FaceVolume region_volume(Vec3 p, const Triangle3& t, int k) {
  const Vec3 a = t.a, b = t.b, c = t.c;
  if (k == kVA) return {a, b, c, b, p, c, p};
  if (k == kVB) return {a, b, c, a, p, a, c};
  return {a, b, c, a, b, a, p};
}

/// The exact signs, each computed once and only when the test asks for it.
/// Finite input.
class ExactRegionSigns {
 public:
  ExactRegionSigns(Vec3 p, const Triangle3& t) : p_(p), t_(t) {}
  int operator()(int k) {
    if (s_[k] == 2) s_[k] = compute(k);
    return s_[k];
  }

 private:
  int compute(int k) const {
    const Vec3 a = t_.a, b = t_.b, c = t_.c, p = p_;
    switch (k) {
      case kD1: return dot_sign3(a, b, a, p);
      case kD2: return dot_sign3(a, c, a, p);
      case kD3: return dot_sign3(a, b, b, p);
      case kD4: return dot_sign3(a, c, b, p);
      case kD5: return dot_sign3(a, b, c, p);
      case kD6: return dot_sign3(a, c, c, p);
      case kEB: return dot_sign3(b, c, b, p);
      case kEC: return dot_sign3(c, b, c, p);
      default: return polynomial_sign(region_volume(p, t_, k));
    }
  }
  Vec3 p_;
  Triangle3 t_;
  int s_[kRegionQuantities] = {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
};

// --- The region test --------------------------------------------------------

/// Ericson's test on the exact signs sign(k) of the eleven quantities,
/// each asked for only when the test reaches it.
template <class Sign>
constexpr TriangleFeature region_of(Sign&& sign) {
  using F = TriangleFeature;
  auto le = [&](int k) { return sign(k) <= 0; };
  auto ge = [&](int k) { return sign(k) >= 0; };
  if (le(kD1) && le(kD2)) return F::vertex_a;
  if (ge(kD3) && le(kEB)) return F::vertex_b;
  if (le(kVC) && ge(kD1) && le(kD3)) return F::edge_ab;
  if (ge(kD6) && le(kEC)) return F::vertex_c;
  if (le(kVB) && ge(kD2) && le(kD6)) return F::edge_ca;
  if (le(kVA) && ge(kEB) && ge(kEC)) return F::edge_bc;
  return F::face;
}

/// region_of on the nine signs of settled_region's bits, for every pattern
/// (d4 and d5 are never asked for: the volumes carry them).
struct SettledRegions {
  TriangleFeature f[512] = {};
  constexpr SettledRegions() {
    for (unsigned s = 0; s < 512; ++s) {
      f[s] = region_of([s](int k) {
        constexpr int kBit[kRegionQuantities] = {0, 1, 2, 0, 0, 3, 4, 5, 6, 7, 8};
        const bool negative = ((s >> kBit[k]) & 1u) != 0;
        return (k == kEC) == negative ? 1 : -1;  // bit 5 is -ec's sign
      });
    }
  }
};
inline constexpr SettledRegions kSettledRegions{};

inline TriangleFeature settled_region(unsigned signs) { return kSettledRegions.f[signs]; }

/// Whether n == 0 exactly (corners on one line, or repeated). Finite input.
inline bool degenerate(const Triangle3& t) {
  for (int i = 0; i < 3; ++i)
    if (polynomial_sign(NormalComponent{t.a, t.b, t.c, i}) != 0) return false;
  return true;
}

/// A degenerate triangle's hull: the first of the edges bc, ca, ab that holds
/// the third corner (decided exactly: a lies on segment bc iff, the three
/// being collinear, (b - a) . (c - a) <= 0), with the features of its ends
/// and interior.
struct HullEdge {
  Segment3 s;
  TriangleFeature first, second, interior;
};

inline HullEdge hull_edge(const Triangle3& t) {
  using F = TriangleFeature;
  if (dot_sign3(t.a, t.b, t.a, t.c) <= 0) return {{t.b, t.c}, F::vertex_b, F::vertex_c, F::edge_bc};
  if (dot_sign3(t.b, t.a, t.b, t.c) <= 0) return {{t.c, t.a}, F::vertex_c, F::vertex_a, F::edge_ca};
  return {{t.a, t.b}, F::vertex_a, F::vertex_b, F::edge_ab};
}

/// The edge (as a segment) of an edge feature, or a segment ending at the
/// corner of a vertex feature (whose end the segment kernels then answer).
inline Segment3 feature_edge(const Triangle3& t, TriangleFeature f) {
  switch (f) {
    case TriangleFeature::vertex_a:
    case TriangleFeature::edge_ab: return {t.a, t.b};
    case TriangleFeature::vertex_b:
    case TriangleFeature::edge_bc: return {t.b, t.c};
    default: return {t.c, t.a};
  }
}

inline Vec3 corner(const Triangle3& t, TriangleFeature f) {
  return f == TriangleFeature::vertex_a ? t.a : f == TriangleFeature::vertex_b ? t.b : t.c;
}

inline bool is_vertex(TriangleFeature f) {
  return f == TriangleFeature::vertex_a || f == TriangleFeature::vertex_b || f == TriangleFeature::vertex_c;
}

// --- The face's values ------------------------------------------------------

// The values' budget: bounded_scaled's relative error 7u / (1 - 7u) + u <
// 8.1u for each of vb, vc and n . n (a correctly rounded one: u), so v and w
// each err by at most 8.1u + 8.1u + u < 17.3u (plus half an ULP if
// subnormal), inside contract::kParameterUlps.
inline constexpr double kFaceValueBudget = 7.0 * kUnit;

// The face in double first. A cross product of rounded differences, x^ =
// fl(x1 - x0) = x (1 + d), |d| <= u: each product p1 = fl(x^_j y^_k) is
// within (1 + u)^3 - 1 = 3u + O(u^2) of the exact x_j y_k, and c_i =
// fl(p1 - p2) within u |c_i|, so
//   |c_i - exact| <= 3u (|p1| + |p2|) + u |c_i| + 2^-1074
// (the last for two products that may underflow; the O(u^2) is a relative
// 2^-50 of the bound, covered by inflating every bound by 2^-40). A dot
// product of two such vectors, fl(fl(x0 y0 + x1 y1) + x2 y2), errs by
//   sum (|x_i| e(y_i) + |y_i| e(x_i) + e(x_i) e(y_i)) + gamma_3 sum |x_i y_i| + 2^-1073,
// gamma_3 = 3u / (1 - 3u) < 3.01u. A rounded difference itself is a vector
// with e_i = u |x_i| (up to the same O(u^2)).
struct BoundedVec3 {
  double v[3], e[3];
};

inline BoundedVec3 bounded_cross(Vec3 x, Vec3 y) {
  const double X[3] = {x.x, x.y, x.z}, Y[3] = {y.x, y.y, y.z};
  BoundedVec3 r;
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    const double p1 = X[j] * Y[k], p2 = X[k] * Y[j], c = p1 - p2;
    r.v[i] = c;
    r.e[i] = 3.0 * kUnit * (std::fabs(p1) + std::fabs(p2)) + kUnit * std::fabs(c) + 0x1p-1074;
  }
  return r;
}

inline BoundedVec3 bounded_difference(Vec3 x) {
  return {{x.x, x.y, x.z}, {kUnit * std::fabs(x.x), kUnit * std::fabs(x.y), kUnit * std::fabs(x.z)}};
}

/// x . y in double; `error` its bound (see above), inflated by 2^-40.
inline double bounded_dot(const BoundedVec3& x, const BoundedVec3& y, double& error) {
  double e = 0.0, m = 0.0;
#pragma GCC unroll 3
  for (int i = 0; i < 3; ++i) {
    e += std::fabs(x.v[i]) * y.e[i] + std::fabs(y.v[i]) * x.e[i] + x.e[i] * y.e[i];
    m += std::fabs(x.v[i] * y.v[i]);
  }
  error = (e + 3.01 * kUnit * m + 0x1p-1073) * (1.0 + 0x1p-40);
  return (x.v[0] * y.v[0] + x.v[1] * y.v[1]) + x.v[2] * y.v[2];
}

// The weights in double: with |vb^ - vb| <= e_b and |D^ - D| <= e_D (D =
// n . n), vb^ / D^ - vb / D = (vb^ - vb) / D^ + v (D - D^) / D^, and 0 <= v
// <= 1 in the face, so the quotient errs by at most (e_b + e_D) / D^, and
// its rounding by u v. Accepted when (e_b + e_D) <= 25u D^ (and likewise for
// w): then |v^ - v| <= 26.01u absolutely (face_point derives the point's
// bound from it). D^ at least 2^-900 and everything finite, else `ok` false.
// (The bound of D alone is at least 11u D, so a budget near it, such as 16u,
// would leave most faces of ordinary input to the later stages.)
inline constexpr double kFaceWeightBudget = 25.0 * kUnit;

/// v and w, the barycentric weights of b and c of p's projection.
struct FaceWeights {
  Scaled v, w;
};

/// The same in double (face_weights_double).
struct FaceWeightsDouble {
  double v, w;
};

[[gnu::always_inline]] inline FaceWeightsDouble face_weights_double(Vec3 p, const Triangle3& t, bool& ok) {
  const Vec3 ab = minus3(t.b, t.a), ac = minus3(t.c, t.a), ap = minus3(p, t.a);
  const BoundedVec3 n = bounded_cross(ab, ac);
  double e_b = 0.0, e_c = 0.0, e_d = 0.0;
  const double vb = bounded_dot(n, bounded_cross(ap, ac), e_b);
  const double vc = bounded_dot(n, bounded_cross(ab, ap), e_c);
  const double d = bounded_dot(n, n, e_d);
  const double budget = kFaceWeightBudget * d;
  ok = (e_b + e_d <= budget) & (e_c + e_d <= budget) & (d >= 0x1p-900) & (d <= 0x1p900);
  return {vb / d, vc / d};
}

inline Scaled face_value(const BoundedDD& x, const FaceVolume& spec) {
  bool ok = true;
  const Scaled s = bounded_scaled(x, kFaceValueBudget, ok);
  return ok ? s : polynomial_value_exact(spec);
}

/// vb = n . (ap X ac), vc = n . (ab X ap) and n . n from split differences
/// (dot_dd.h), else exactly, then their quotients. n . n != 0
/// (a triangle that is not degenerate).
[[gnu::noinline]] inline FaceWeights face_weights_accurate(Vec3 p, const Triangle3& t) {
  const SplitVector AB = split_difference(t.a, t.b), AC = split_difference(t.a, t.c), AP = split_difference(t.a, p);
  const V3<BoundedDD> n = cross_dd(AB, AC);
  const SplitDDVector ns = presplit(n);
  const Scaled vb = face_value(dot_dd(cross_dd(AP, AC), ns), region_volume(p, t, kVB));
  const Scaled vc = face_value(dot_dd(cross_dd(AB, AP), ns), region_volume(p, t, kVC));
  const Scaled nn = face_value(dot_dd(n, ns), {t.a, t.b, t.c, t.a, t.b, t.a, t.c});
  return {ratio_scaled(vb, nn), ratio_scaled(vc, nn)};
}

/// One coordinate of a + v (b - a) + w (c - a), the products formed as Scaled
/// (no overflow before the sum), then fl(fl(a + T1) + T2). Error, with e_v,
/// e_w <= 17.3u (plus the subnormal half ULP) the weights' and u each for
/// the difference, the product and its conversion to double:
///   |T1 - v (b - a)| <= (e_v + 3u)(1 + u)^2 |v (b - a)| <= 20.4u |v (b - a)|,
/// the same for T2, and the two sums' roundings u |a + T1| + u |x^|, so
///   |x^ - x| <= 22.5u (|a| + v |b - a| + w |c - a|) <= 45u (|a| + |b| + |c|),
/// since v, w >= 0, v + w <= 1 and |b - a| <= |a| + |b|. In the subnormal
/// range each of the four roundings adds at most 2^-1075 = u m / 2 (m =
/// 2^-1022). When the sum overflows only because an intermediate does, it is
/// recomputed at half scale (exact for magnitudes that large).
inline double face_coordinate(double a, double b, double c, FaceWeights f) {
  const Scaled t1 = a == b ? Scaled{} : times(f.v, scaled_difference(b, a));
  const Scaled t2 = a == c ? Scaled{} : times(f.w, scaled_difference(c, a));
  auto term = [](Scaled s, int shift) { return s.mantissa == 0.0 ? 0.0 : scale_by_pow2(s.mantissa, s.exponent - shift); };
  const double r = (a + term(t1, 0)) + term(t2, 0);
  if (std::isfinite(r)) return r;
  return 2.0 * ((a * 0.5 + term(t1, 1)) + term(t2, 1));
}

/// The face's point: the weights in double and each coordinate
/// fl(fl(a + fl(v fl(b - a))) + fl(w fl(c - a))) when they are accepted: with
/// |v^ - v|, |w^ - w| <= B = 26.01u, each product T1 = fl(v^ fl(b - a)) is
/// within (B + 2.01u) |b - a| of v (b - a) (the difference's and the
/// product's roundings, v <= 1), and the two sums add u |a + T1| + u |x^| <=
/// u (2 |a| + 2 |b - a| + |c - a|) (1 + O(u)): in all at most (B + 4.02u)
/// (|b - a| + |c - a|) + 2u |a| <= 62.1u |a| + 30.1u (|b| + |c|), since
/// |b - a| + |c - a| <= 2 |a| + |b| + |c|; plus 2^-1075 for each product
/// below the normal range: inside contract::kTrianglePointScale (64). Else
/// (or when a coordinate overflows) the double-double weights and
/// face_coordinate (45u).
[[gnu::noinline]] inline Vec3 face_point_accurate(const Triangle3& t, FaceWeights f) {
  return {face_coordinate(t.a.x, t.b.x, t.c.x, f), face_coordinate(t.a.y, t.b.y, t.c.y, f),
          face_coordinate(t.a.z, t.b.z, t.c.z, f)};
}

inline Vec3 face_point(Vec3 p, const Triangle3& t) {
  bool ok = false;
  const FaceWeightsDouble f = face_weights_double(p, t, ok);
  const Vec3 ab = minus3(t.b, t.a), ac = minus3(t.c, t.a);
  const Vec3 q{(t.a.x + f.v * ab.x) + f.w * ac.x, (t.a.y + f.v * ab.y) + f.w * ac.y, (t.a.z + f.v * ab.z) + f.w * ac.z};
  if (ok & finite(q)) return q;
  return face_point_accurate(t, face_weights_accurate(p, t));
}

/// (n . ap)^2 / (n . n): the squared height over the plane. n . ap correctly
/// rounded (certified_scaled, else the exact stage: relative error u), its
/// square 3u, n . n 8.1u (face_value), the quotient u: under 12.2u + O(u^2)
/// (plus half an ULP if subnormal), inside contract::kSquaredDistance3Ulps.
[[gnu::noinline]] inline double face_squared_distance_accurate(Vec3 p, const Triangle3& t) {
  const SplitVector AB = split_difference(t.a, t.b), AC = split_difference(t.a, t.c), AP = split_difference(t.a, p);
  const V3<BoundedDD> n = cross_dd(AB, AC);
  const SplitDDVector ns = presplit(n);
  const BoundedDD h = dot_dd(as_dd(AP), ns);
  bool ok = true;
  Scaled hs = certified_scaled(h, ok);
  if (!ok) hs = polynomial_value_exact(FaceHeight{t.a, t.b, t.c, p});
  const Scaled nn = face_value(dot_dd(n, ns), {t.a, t.b, t.c, t.a, t.b, t.a, t.c});
  return ratio(times(hs, hs), nn);
}

/// The face's squared distance. No double tier before the double-double
/// one: with s = n . ap and D = n . n in double and their running bounds
/// (face_weights_double), s^2 / D is certain within the contract only when
/// 2 e_s / |s| + e_D / D <= 16u (then 16u (1 + O(u)) + 2u for the square's
/// and the quotient's roundings < 18.1u, inside
/// contract::kSquaredDistance3Ulps), and e_D / D alone is at least 11u (each
/// component of n carries 3u of its two products and u of its own rounding,
/// twice in n . n, plus the sum's 3u) while 2 e_s / |s| is at least 6u: on
/// uniform input not one face in 3000 passes: the test was pure cost.
inline double face_squared_distance(Vec3 p, const Triangle3& t) { return face_squared_distance_accurate(p, t); }

// --- Answers from a decided feature -----------------------------------------

inline TriangleClosest closest_on(Vec3 p, const Triangle3& t, TriangleFeature f) {
  if (is_vertex(f)) return {corner(t, f), f};
  if (f == TriangleFeature::face) return {face_point(p, t), f};
  return {closest_point3(feature_edge(t, f), p).point, f};
}

/// |p - e|^2 for a corner e: the value the segment kernels give at an end
/// (closest_point3d.h, quick_squared_distance3), bit for bit.
inline double squared_distance_to_corner(Vec3 p, Vec3 e) {
  const QuickSum q = quick_dot3(e, p, e, p);
  if ((q.permanent >= kQuickMinValue) & (q.permanent <= kQuickMaxValue)) return q.value;
  return to_double(dot_value3(e, p, e, p));
}

inline double squared_distance_on(Vec3 p, const Triangle3& t, TriangleFeature f) {
  if (is_vertex(f)) return squared_distance_to_corner(p, corner(t, f));
  if (f == TriangleFeature::face) return face_squared_distance(p, t);
  return squared_distance_point_segment3(p, feature_edge(t, f));
}

// --- The settled path's answers ----------------------------------------------
//
// Stage A has formed the differences and the dot products closest_point3 and
// squared_distance_point_segment3 start from, on each edge, as feature_edge
// orients it: for s = {e0, e1}, d = fl(e1 - e0), w0 = fl(p - e0), w1 = fl(p
// - e1) and at0 = fl(w0 . d), at1 = fl(w1 . d) summed as they sum them (x
// and y first). Edge ab: d = ab, w0 = ap, w1 = bp, at0 = d1, at1 = d3. Edge
// bc: d = cb, w0 = bp, w1 = cp, at0 = eb, at1 = -ec. Edge ca (s = {c, a}): d
// = fl(a - c) = -ac (round to nearest is symmetric, so every product and sum
// below changes sign exactly), w0 = cp, w1 = ap, at0 = -d6, at1 = -d2. And
// stage A's region puts the closest point strictly inside the edge (at0 > 0
// > at1, exactly). So the segment kernels' settled paths (closest_part3,
// quick_squared_distance3) are finished from these, with the same
// operations on the same doubles and the same acceptance tests, which give
// the same bits; the foot's side (which end is nearer) is the exact sign of
// at0 + at1, settled by stage A's bound of a sum of two dot products (q.be)
// instead of by the segment kernel's own. Whatever these do not settle goes
// to the segment kernel itself.
struct EdgeView {
  const Vec3 &e0, &e1;
  Vec3 d;
  const Vec3 &w0, &w1;
  double at0, at1;
  Segment3 segment() const { return {e0, e1}; }
};

inline Vec3 negated3(Vec3 x) { return {-x.x, -x.y, -x.z}; }

[[gnu::always_inline]] inline EdgeView edge_view(const Triangle3& t, const QuickTriangle& q, TriangleFeature f) {
  if (f == TriangleFeature::edge_ab) return {t.a, t.b, q.ab, q.ap, q.bp, q.d1, q.d3};
  if (f == TriangleFeature::edge_bc) return {t.b, t.c, q.cb, q.bp, q.cp, q.eb, q.ecn};
  return {t.c, t.a, negated3(q.ac), q.cp, q.ap, -q.d6, -q.d2};
}

/// c ? x : y for two points in memory, by one select of the address (as
/// end_of, quick.h: the nearer end is a coin toss on uniform input).
inline const Vec3& either(bool c, const Vec3& x, const Vec3& y) {
  const auto x_address = reinterpret_cast<std::uintptr_t>(&x), y_address = reinterpret_cast<std::uintptr_t>(&y);
  const std::uintptr_t m = std::uintptr_t{0} - std::uintptr_t{c};
  return *reinterpret_cast<const Vec3*>((x_address & m) | (y_address & ~m));
}

/// closest_point3(e.segment(), p).point for a p whose closest point of the
/// edge is inside it: closest_part3's interior (closest_point3d.h),
/// operation for operation from the nearer end's numerator on.
[[gnu::always_inline]] inline Vec3 edge_point(Vec3 p, const EdgeView& e, double be) {
  const double side = e.at0 + e.at1;
  const bool near0 = side < -be, near1 = side > be;
  const Vec3 d = e.d;
  const Pair mx = Pair{e.w0.x, e.w1.x} * pair_of(d.x), my = Pair{e.w0.y, e.w1.y} * pair_of(d.y);
  const Pair mz = Pair{e.w0.z, e.w1.z} * pair_of(d.z);
  const Pair permanent = (magnitude(mx) + magnitude(my)) + magnitude(mz);
  const Pair at{e.at0, e.at1};
  const double length = (d.x * d.x + d.y * d.y) + d.z * d.z;
  const Pair along = at / pair_of(length);
  const PairMask accepted = (pair_of(kSumValueBound<3>) * permanent <=
                             pair_of(kProjectionNumeratorBudget3 - kUnit) * magnitude(at)) &
                            (permanent >= pair_of(kQuickMinValue)) & (permanent <= pair_of(kQuickMaxValue));
  const PairMask near_mask = mask_of(near0);
  bool ok = (near0 | near1) & (length >= kQuickMinValue) & (length <= kQuickMaxValue);
  double t_d = pick(near_mask, along, swapped(along))[0];
  if (opaque(ok & (pick(near_mask, accepted, swapped(accepted))[0] == 0))) {
    const QuickSum from_n{near0 ? at[0] : -at[1], near0 ? permanent[0] : permanent[1]};
    const double t_n = projection_numerator3(from_n, e.segment(), p, near0, ok) / length;
    t_d = near0 ? t_n : -t_n;
  }
  ok &= std::fabs(t_d) >= 0x1p-1022;
  const Vec3 td{t_d * d.x, t_d * d.y, t_d * d.z};
  const Vec3& base = either(near0, e.e0, e.e1);
  const bool all = (std::fabs(td.x) >= 0x1p-1022) & (std::fabs(td.y) >= 0x1p-1022) & (std::fabs(td.z) >= 0x1p-1022);
  if (!opaque(all)) {
    const bool x_ok = lerp_near_ok(base.x, d.x, td.x), y_ok = lerp_near_ok(base.y, d.y, td.y);
    const bool z_ok = lerp_near_ok(base.z, d.z, td.z);
    ok &= x_ok & y_ok & z_ok;
  }
  if (!opaque(ok)) return closest_point3(e.segment(), p).point;
  return {base.x + td.x, base.y + td.y, base.z + td.z};
}

/// squared_distance_point_segment3(p, e.segment()) for a p whose closest
/// point of the edge is inside it: quick_squared_distance3's interior
/// (closest_point3d.h), the same tiers on the same doubles.
[[gnu::always_inline]] inline double edge_squared_distance(Vec3 p, const EdgeView& e, double be) {
  const double side = e.at0 + e.at1;
  const bool near0 = side < -be, near1 = side > be;
  const double d[3] = {e.d.x, e.d.y, e.d.z};
  const double length = (d[0] * d[0] + d[1] * d[1]) + d[2] * d[2];
  bool ok = (near0 | near1) & (length >= kQuickMinValue) & (length <= kQuickMaxValue);
  if (!opaque(ok)) return squared_distance_point_segment3(p, e.segment());
  const Vec3 n = either(near0, e.e0, e.e1);
  double h = squared_height3_plain(p, n, d, length, ok);
  if (!ok) {
    const Vec3 f = either(near0, e.e1, e.e0);
    h = to_double(squared_height3_quick(p, n, f, ok));
    if (!ok) return squared_distance_interior3(p, n, f, e.segment(), ok);
  }
  const double value = h / length;
  if (!normal(value)) return squared_distance_point_segment3(p, e.segment());
  return value;
}

/// squared_distance_to_corner(p, e) from w = fl(p - e): quick_dot3(e, p, e,
/// p)'s products are w's squares, summed alike, and its permanent is the
/// value itself (no term is negative).
inline double corner_squared_distance(Vec3 p, Vec3 e, Vec3 w) {
  const double v = dot3(w, w);
  if ((v >= kQuickMinValue) & (v <= kQuickMaxValue)) return v;
  return to_double(dot_value3(e, p, e, p));
}

// --- The general path ---------------------------------------------------------

/// The exact feature of a finite, not degenerate triangle.
inline TriangleFeature exact_feature(Vec3 p, const Triangle3& t) { return region_of(ExactRegionSigns(p, t)); }

[[gnu::noinline]] inline TriangleClosest closest_point_triangle3_general(Vec3 p, const Triangle3& t) {
  if (!finite(p) || !finite(t)) return {nan3(), TriangleFeature::none};
  if (degenerate(t)) {
    if (t.a == t.b && t.b == t.c) return {t.a, TriangleFeature::vertex_a};
    const HullEdge h = hull_edge(t);
    const ClosestPart3 c = closest_part3(h.s, p);
    return {c.c.point, c.part < 0 ? h.first : c.part > 0 ? h.second : h.interior};
  }
  return closest_on(p, t, exact_feature(p, t));
}

[[gnu::noinline]] inline double squared_distance_point_triangle3_general(Vec3 p, const Triangle3& t) {
  if (!finite(p) || !finite(t)) return std::nan("");
  if (degenerate(t)) return squared_distance_point_segment3(p, hull_edge(t).s);
  return squared_distance_on(p, t, exact_feature(p, t));
}

/// Stage A's feature, or `none` when a sign it needs is not settled or the
/// input is not finite (whose differences or bounds are NaN or infinite);
/// q is complete unless the answer is none.
[[gnu::always_inline]] inline TriangleFeature quick_feature(Vec3 p, const Triangle3& t, QuickTriangle& q) {
  return quick_region(p, t, q);  // which answers `none` for input that is not finite
}

inline TriangleFeature quick_feature(Vec3 p, const Triangle3& t) {
  QuickTriangle q;
  return quick_feature(p, t, q);
}

}  // namespace detail

/// The point of the closed triangle t nearest p, and the feature holding it.
/// Takes: a point and a triangle (three corners), finite doubles of any
/// magnitude, in any units.
/// Returns: {point, feature}: a corner exactly (vertex_a, vertex_b,
/// vertex_c), a point of an edge's interior (edge_ab, edge_bc, edge_ca: as
/// closest_point3 on that edge gives it), or p's projection onto the plane
/// when it falls inside the triangle (face). The feature is decided exactly
/// (Ericson's region test on exact signs); a point on the boundary of two
/// regions gets the first of them in the order vertex a, vertex b, edge ab,
/// vertex c, edge ca, edge bc, face, which names the feature holding the exact
/// closest point.
/// Degenerate (zero-area) triangle, its corners on one line or repeated: the
/// closest point of the segment between its two outermost corners (its
/// longest edge: the first of bc, ca, ab that holds the third corner), with
/// that segment's end or interior as the feature; all three corners equal:
/// {a, vertex_a}.
/// Non-finite input (NaN or +-inf in any coordinate): NaN in every
/// coordinate and TriangleFeature::none.
/// Contract: the feature is exact; each point coordinate within
/// contract::kTrianglePointScale u (|a_x| + |b_x| + |c_x| + m), m = 2^-1022,
/// of the exact closest point (kernels/contracts.h).
/// Method: Ericson's formulas in double with error bounds, then exact signs
/// where they do not settle the region (see the file comment).
inline TriangleClosest closest_point_triangle3(Vec3 p, const Triangle3& t) {
  using F = TriangleFeature;
  detail::QuickTriangle q;
  const F f = detail::quick_feature(p, t, q);
  switch (f) {
    case F::vertex_a: return {t.a, f};
    case F::vertex_b: return {t.b, f};
    case F::vertex_c: return {t.c, f};
    case F::edge_ab:
    case F::edge_bc:
    case F::edge_ca: return {detail::edge_point(p, detail::edge_view(t, q, f), q.be), f};
    case F::face: return {detail::face_point(p, t), f};
    default: return detail::closest_point_triangle3_general(p, t);
  }
}

/// Squared distance from p to the closed triangle t.
/// Takes: as closest_point_triangle3. Returns: a squared distance in squared
/// units. Degenerate triangle: the squared distance to its hull segment (as
/// closest_point_triangle3). Non-finite input: NaN.
/// Contract: the region is decided exactly; the value within
/// contract::kSquaredDistance3Ulps ULPs of the exact value (+inf only when the
/// exact value is beyond DBL_MAX). In a vertex or edge region it is the
/// segment kernels' value for that edge, bit for bit
/// (squared_distance_point_segment3).
/// Method: the region as closest_point_triangle3's; in the face the squared
/// height (n . ap)^2 / (n . n) from double-double values (see the file comment).
inline double squared_distance_point_triangle3(Vec3 p, const Triangle3& t) {
  using F = TriangleFeature;
  detail::QuickTriangle q;
  const F f = detail::quick_feature(p, t, q);
  switch (f) {
    case F::vertex_a: return detail::corner_squared_distance(p, t.a, q.ap);
    case F::vertex_b: return detail::corner_squared_distance(p, t.b, q.bp);
    case F::vertex_c: return detail::corner_squared_distance(p, t.c, q.cp);
    case F::edge_ab:
    case F::edge_bc:
    case F::edge_ca: return detail::edge_squared_distance(p, detail::edge_view(t, q, f), q.be);
    case F::face: return detail::face_squared_distance(p, t);
    default: return detail::squared_distance_point_triangle3_general(p, t);
  }
}

}  // namespace plumb
