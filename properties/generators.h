// Plumb properties: generators that aim at the hard cases.
//
// Uniform random doubles almost never produce a collinear triple, a T-junction
// or two directions a few ULPs apart, which is where double kernels fail. So
// each generator is a weighted mix of classes, most of them degenerate by
// construction: built on a small integer grid (where collinear, parallel and
// on-segment relations are exact), then moved to a random binade by an exact
// power-of-two scale, and sometimes nudged by a few ULPs to land *near* the
// degeneracy instead of on it. Every case carries its class label; the runner
// and RapidCheck's tags print the mix.
//
// The same generators feed the GoogleTest suites, `plumb check` and (later)
// the fuzz targets' seed corpora, so a case means the same thing everywhere.
#pragma once

#include <rapidcheck.h>

#include "properties/cases.h"

namespace plumb::gen {

/// One coordinate: small integers, dyadic fractions, random mantissas at
/// moderate exponents, any finite bit pattern (subnormal to DBL_MAX), and the
/// special values 0, -0, DBL_MIN, the least subnormal, +-DBL_MAX.
rc::Gen<double> coordinate();

/// Point versus segment: general, grid, zero-length, on the segment,
/// on the perpendicular through an end (t exactly 0 or 1), on the line past an
/// end, ULP-nudged versions of those, extreme magnitudes, signed zeros, and
/// the field cases. Random kind.
rc::Gen<PointCase> point_case();

/// Two segments: general, grid, zero-length, parallel, collinear overlapping /
/// touching at one end / disjoint, T-junction (an end exactly on the other
/// segment, ends in random order), nearly parallel and nearly collinear (ULPs
/// apart), the ULP grid around a collinear triple, extreme magnitudes
/// (including differences that overflow), signed zeros, the field cases.
rc::Gen<PairCase> pair_case();

/// Disc versus segment: exactly touching (integer distances), nearly touching,
/// centre on the segment with radius 0, random; all at random binades.
rc::Gen<CircleCase> circle_case();

/// Sight among walls: small-grid scenes (sights along walls, through wall
/// ends), a sight and a wall drawn from pair_case() plus extra walls, and
/// guard-scene directions.
rc::Gen<SightCase> sight_case();

/// Any of the above with one coordinate replaced by NaN, +inf or -inf (or the
/// radius by NaN / -1 / +inf), for the "documented answer" property.
rc::Gen<PairCase> non_finite_pair_case();
rc::Gen<PointCase> non_finite_point_case();

}  // namespace plumb::gen
