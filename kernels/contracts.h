// Plumb kernels: the error contracts, as numbers.
//
// Decisions (yes/no answers, which side, parallel or not, inside a range or not)
// have no tolerance: they equal what exact arithmetic on the same doubles says.
// Constructions carry the forward error bounds below. The properties check these
// very constants against the exact oracle, and `plumb check` reports each
// kernel's worst observed error as a fraction of them.
//
// u = 2^-53. "N ULPs" means |computed - exact| <= N * ulp(exact), where ulp(x)
// is the spacing of doubles in the binade of |x| (2^-1074 for subnormals).
// A relative error of k u is at most k ULPs.
//
// Derivations (each value's relative error is written e_x; every operation
// adds at most u; see kernels/orientation.h for the 9u of a form value):
//   parameter t or u = n / d:  e <= e_n + e_d + u + O(u^2) = 9u + 9u + u = 19u,
//                              plus half an ULP if the result is subnormal  -> 20 ULPs
//                              (a projection's t: 14u + 4u + u in 2D, 13u + 5u + u
//                              in 3D, its d being a sum of two or three squares;
//                              detail/quick.h kProjectionNumeratorBudget)
//   point a + t (b - a), per coordinate x:  |x^ - x| <= u |x| + (e_t + 2u)(1 + u)^2 |t (b-a)_x|
//                              <= 23u (|a_x| + |t| |(b-a)_x|)                    -> 24
//                              (in the subnormal range plus the fixed spacing there: see kPointScale)
//   distance |cross| / |b - a|:  9u + 3u (hypot and the differences) + u      -> 16 ULPs
//   squared distance cross^2 / (d . d):  2*9u + u + 9u + u = 29u             -> 30 ULPs
// All hold for every finite input: intermediate results are carried with a
// separate exponent (kernels/detail/scaled.h), so nothing overflows or
// underflows on the way. At the edges of the range the bounds read as usual:
// a result may be +-inf when the exact one lies within its bound of the
// overflow threshold (2^1024 - 2^970) or beyond, and results below the normal
// range carry the subnormal spacing (the m terms of kPointScale).
#pragma once

namespace plumb::contract {

/// Projection parameter t, crossing parameters t and u: ULPs of the exact value.
inline constexpr double kParameterUlps = 20.0;
/// Constructed points, per coordinate:
///   |x^ - x| <= kPointScale * u * (|a_x| + (|t| + m) |b_x - a_x| + m),   m = 2^-1022,
/// with a, b the segment the point is built on and t the exact parameter.
/// Relative to the inputs' magnitude, since a + t d can cancel to ~0. The m
/// terms only matter in the subnormal range, whose spacing is fixed: they
/// cover the rounding of a subnormal t or point (u m = half the least
/// subnormal). They scale like nothing else, so no decision depends on them.
inline constexpr double kPointScale = 24.0;
/// Distances (point-line, point-segment, segment-segment): ULPs of the exact value.
inline constexpr double kDistanceUlps = 16.0;
/// Squared distances: ULPs of the exact value.
inline constexpr double kSquaredDistanceUlps = 30.0;

// --- 3D family and the circle contact (kernels/*3d.h, ray_*.h, circle_contact.h) ---
// 3D parameters (closest_point3, segment_segment_closest3, segment_plane_crossing,
// ray_plane_hit) use kParameterUlps and points kPointScale, derived as above.

/// 3D squared distances: a polynomial value (9u) over another (9u), divided. -> 20 ULPs
inline constexpr double kSquaredDistance3Ulps = 20.0;
/// The closest point of a triangle (point_triangle3.h), per coordinate:
///   |x^ - x| <= kTrianglePointScale * u * (|a_x| + |b_x| + |c_x| + m),   m = 2^-1022.
/// An edge's point is closest_point3's, 24u (|e0_x| + (|t| + m)|e1_x - e0_x| + m)
/// <= 48u (|e0_x| + |e1_x| + m); the face's a + v (b - a) + w (c - a) is within
/// 62.1u (|a_x| + |b_x| + |c_x|) plus the subnormal spacing from weights in
/// double, 45u from double-double ones (derived beside face_point and
/// face_coordinate). Relative to the corners' magnitudes: the barycentric
/// form's error does not grow with p's height over the plane.
inline constexpr double kTrianglePointScale = 64.0;
/// Ray-sphere entry c / (-b + sqrt(b^2 - ac)): c 9u; -b 9u, the root 5u, their sum
/// max(9u, 5u) + u = 10u; the quotient 9u + 10u + u = 20u, plus a subnormal half ULP. -> 24 ULPs
inline constexpr double kRaySphereUlps = 24.0;
/// Ray-capsule entry (ray_capsule.h): the least of three candidates, the end
/// balls' entries (kRaySphereUlps' derivation: within 20u, 20.2u for nearly
/// tangent rays) and the infinite cylinder's first root C / (-B + sqrt(B^2 - AC)):
/// C and B polynomial values within 9u, B^2 - AC the product of two (|u|^2 and
/// its cofactor) within 9u + 9u + u = 19u, its root 9.5u + u, the sum
/// max(9u, 10.5u) + u = 11.5u, the quotient 9u + 11.5u + u = 21.5u; each plus a
/// subnormal half ULP h. The candidates are all >= the exact entry t* and one
/// of them is t*, so with e = 21.5u every computed c_j >= x_j (1 - e) - h >=
/// t* (1 - e) - h and the least is within e t* + h of t*: 22 ULPs. -> 24 ULPs
inline constexpr double kRayCapsuleUlps = 24.0;
/// Ray-box entry (x - o) / d: the difference and the quotient rounded once each. -> 3 ULPs
inline constexpr double kRayBoxUlps = 3.0;
/// Circle contact depth r - |c - q|: the distance's 16 ULPs (<= 32u r, as |c - q| <= r)
/// plus the subtraction's u r. Stated relative to the radius, plus the
/// subnormal spacing: |depth^ - depth| <= kDepthScale u (r + m), m = 2^-1022.
inline constexpr double kDepthScale = 40.0;
/// Circle contact push: the unit direction's ~4u times the depth, plus the depth's
/// error, as a Euclidean length: |push^ - push| <= kPushScale u (r + m).
inline constexpr double kPushScale = 48.0;

}  // namespace plumb::contract
