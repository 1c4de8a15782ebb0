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
//   point a + t (b - a), per coordinate x:  |x^ - x| <= u |x| + (e_t + 2u)(1 + u)^2 |t (b-a)_x|
//                              <= 23u (|a_x| + |t| |(b-a)_x|)                    -> 24
//                              (in the subnormal range plus the fixed spacing there: see kPointScale)
//   distance |cross| / |b - a|:  9u + 3u (hypot and the differences) + u      -> 16 ULPs
//   squared distance cross^2 / (d . d):  2*9u + u + 9u + u = 29u             -> 30 ULPs
// All hold for every finite input: intermediate results are carried with a
// separate exponent (kernels/detail/scaled.h), so the only overflow or
// underflow is that of the final rounding, which exact arithmetic shares.
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

}  // namespace plumb::contract
