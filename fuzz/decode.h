// Plumb fuzz targets: 2D points and segments from the fuzzer's bytes.
//
// Grid points (small integers) make exact degeneracies reachable: parallel,
// collinear, a point on a segment, a zero-length segment. Scaling a grid
// construction by a far power of two keeps them exact; raw points reach every
// bit pattern. Shared by the 2D targets (crossing, closest_point, contact).
#pragma once

#include <cmath>

#include "fuzz/fuzz_input.h"
#include "kernels/types.h"

namespace plumb::fuzz {

/// A point with integer coordinates in [-r, r].
inline Vec2 grid(Bytes& in, int r = 4) { return {double(in.small(r)), double(in.small(r))}; }

/// A point from two raw doubles (any bit pattern).
inline Vec2 raw_point(Bytes& in) { return {in.raw(), in.raw()}; }

inline Vec2 plus(Vec2 a, Vec2 d, double k) { return {a.x + k * d.x, a.y + k * d.y}; }
inline Vec2 scaled(Vec2 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k)}; }
inline Segment scaled(const Segment& s, int k) { return {scaled(s.a, k), scaled(s.b, k)}; }

/// p with one coordinate (one byte picks which) moved 1 to 4 ULPs.
inline Vec2 nudged(Vec2 p, Bytes& in) {
  if (in.byte() & 1) p.y = nudged(p.y, in);
  else p.x = nudged(p.x, in);
  return p;
}

inline bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
inline bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }

}  // namespace plumb::fuzz
