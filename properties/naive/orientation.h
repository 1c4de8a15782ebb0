// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the textbook orientation test.
// See properties/naive/README.md.
#pragma once

#include "kernels/types.h"

namespace plumb::naive {

/// The sign of (b - a) x (c - a) in plain double.
/// Bug: rounding flips or zeroes the sign near collinear points (about a
/// third of the answers on a ULP grid around a line are wrong).
inline int orientation(Vec2 a, Vec2 b, Vec2 c) {
  const double det = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return (det > 0.0) - (det < 0.0);
}

}  // namespace plumb::naive
