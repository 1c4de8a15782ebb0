// Plumb oracle, filtered path in 3D: a ray against a triangle (the question
// of ray_triangle.h), decided in plain doubles where a derived bound proves
// every sign, with the hit's t, u and v as values of the first stage.
//
// Method: as the exact oracle (ray_triangle.h): with m1 = a - b, m2 = a - c
// and r = a - o, det = det[d, m1, m2], t = det[r, m1, m2] / det, u =
// det[d, r, m2] / det, v = det[d, m1, r] / det, and the ray meets the
// closed triangle iff det != 0 (det < 0 for a front face only) and t, u, v
// >= 0 and u + v <= 1. The last is one more determinant: det (u + v - 1) =
// det[d, r, m2] + det[d, m1, r] - det[d, m1, m2] = det[d, c - b, c - o]
// (linearity in the columns). Every determinant has as columns differences
// of the input doubles (d itself is one), so each sign comes from
// sign_of_det3 below, else from the first stage's double-double value
// (which certifies an exact 0); an uncertified sign answers nullopt.
// Why obviously correct: the exact oracle's definition, sign for sign.
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// sign(det[p1 - q1, p2 - q2, p3 - q3]) = sign(c1 . (c2 x c3)) from one
/// round-to-nearest evaluation, for coordinates within 2^200: each of the
/// nine differences is within u of the exact one; a monomial of the
/// expansion passes through at most 8 roundings (3 differences, the two
/// products, the subtraction in the cross product, the two sums), so,
/// without underflow, |S - exact| <= gamma_8 P, P the permanent sum |c1_i|
/// (|c2_j c3_k| + |c2_k c3_j|) of the exact differences, itself within
/// (1 + 10u) of P as computed. An underflowing product of two differences
/// is off by 2^-1075 and is then multiplied by a difference below 2^201:
/// at most 6 such terms, below 2^-871 in all (the outer products add 3
/// 2^-1075). The bound used, 2^-48 P + 2^-870 (32 u P), covers that four
/// times over. Certified when |S| > bound (never 0). Under
/// fast::testing::rounding_bound_fault the bound is 0. Never throws.
std::optional<int> sign_of_det3(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2, Vec3 p3, Vec3 q3);

/// The same determinant in the first stage's arithmetic, on the exact
/// differences.
Approx det3(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2, Vec3 p3, Vec3 q3);

/// A hit's exact t, u and v (each within its bound).
struct TriangleHit3 {
  Approx t, u, v;
};

/// As oracle::ray_triangle_hit(ray, tri, front_only): the outer nullopt
/// when a sign is not certified, the input is not finite or a coordinate
/// (after exact scaling by a power of two, filtered::scale_exactly; t, u, v
/// are scale-free) exceeds 2^200; the inner one for no hit. A hit's t, u, v
/// come from quotient() and may be nullopt (not certified) when
/// with_values. Never throws.
std::optional<std::optional<TriangleHit3>> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only, bool with_values);

}  // namespace plumb::oracle::filtered3
