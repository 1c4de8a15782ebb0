// Plumb benchmarks: deterministic draws for the generated inputs.
//
// Why written out here: std::mt19937_64 produces the same sequence on every
// standard library, but std::uniform_real_distribution and friends do not, so
// a baseline recorded on one machine would be measured on different inputs on
// another. Every draw below is a fixed function of the engine's output.
#pragma once

#include <cmath>
#include <cstdint>
#include <random>

#include "kernels/types.h"
#include "kernels/types3d.h"

namespace plumb::bench {

class Draw {
 public:
  explicit Draw(std::uint64_t seed) : engine_(seed) {}

  /// Uniform in [0, 1), on the grid of 2^-53.
  double unit() { return static_cast<double>(engine_() >> 11) * 0x1p-53; }

  /// Uniform in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }

  /// An integer in [lo, hi] (the modulo bias is irrelevant at these sizes).
  long integer(long lo, long hi) {
    return lo + static_cast<long>(engine_() % static_cast<std::uint64_t>(hi - lo + 1));
  }

  bool coin() { return (engine_() >> 63) != 0; }

  /// +-[1, 2) * 2^e with e uniform in [-kWideExponent, kWideExponent]: the
  /// "random exponents" class, where magnitudes within one input differ by
  /// up to 2^100 but nothing overflows the naive formulas.
  static constexpr int kWideExponent = 50;
  double wide() {
    const double m = 1.0 + unit();
    const int e = static_cast<int>(integer(-kWideExponent, kWideExponent));
    return std::ldexp(coin() ? -m : m, e);
  }

  /// x moved by up to max_ulps ULPs either way (nextafter steps).
  double nudge(double x, int max_ulps) {
    const long k = integer(-max_ulps, max_ulps);
    const double towards = k < 0 ? -INFINITY : INFINITY;
    for (long i = 0; i < std::labs(k); ++i) x = std::nextafter(x, towards);
    return x;
  }

  Vec2 uniform_point() { return {uniform(-1.0, 1.0), uniform(-1.0, 1.0)}; }
  Vec2 wide_point() { return {wide(), wide()}; }
  Vec2 grid_point(long r) { return {double(integer(-r, r)), double(integer(-r, r))}; }
  Vec2 nudge(Vec2 p, int max_ulps) { return {nudge(p.x, max_ulps), nudge(p.y, max_ulps)}; }

  Vec3 uniform_point3() { return {uniform(-1.0, 1.0), uniform(-1.0, 1.0), uniform(-1.0, 1.0)}; }
  Vec3 wide_point3() { return {wide(), wide(), wide()}; }
  Vec3 grid_point3(long r) { return {double(integer(-r, r)), double(integer(-r, r)), double(integer(-r, r))}; }
  Vec3 nudge(Vec3 p, int max_ulps) { return {nudge(p.x, max_ulps), nudge(p.y, max_ulps), nudge(p.z, max_ulps)}; }

 private:
  std::mt19937_64 engine_;
};

}  // namespace plumb::bench
