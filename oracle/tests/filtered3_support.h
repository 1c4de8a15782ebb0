// Shared by the agreement tests of the oracle's 3D first stage
// (filtered_closest3_test.cpp, filtered_ray_triangle3_test.cpp,
// filtered_point_triangle3_test.cpp, filtered_segment_pair3_test.cpp): the
// random inputs they draw, the bound a filtered measure must keep against
// the exact one, and the tally of their comparisons.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>

#include "kernels/types3d.h"

namespace plumb::oracle::filtered3_support {

/// Uniform coordinates in [-scale, scale).
inline Vec3 random_vec(std::mt19937_64& g, double scale) {
  std::uniform_real_distribution<double> u(-scale, scale);
  return Vec3{u(g), u(g), u(g)};
}

/// A finite double from a uniformly random bit pattern (what a fuzzer breeds).
inline double raw_double(std::mt19937_64& g) {
  for (;;) {
    const std::uint64_t bits = g();
    double v;
    std::memcpy(&v, &bits, sizeof v);
    if (std::isfinite(v)) return v;
  }
}

/// p + s (q - p), rounded.
inline Vec3 lerp(Vec3 p, Vec3 q, double s) {
  return Vec3{p.x + s * (q.x - p.x), p.y + s * (q.y - p.y), p.z + s * (q.z - p.z)};
}

/// v moved k ULPs (up for k > 0).
inline double ulps_away(double v, int k) {
  for (int i = 0; i < std::abs(k); ++i) v = std::nextafter(v, k > 0 ? INFINITY : -INFINITY);
  return v;
}

/// A filtered measure's promise: never below the exact measure, within 2^-39
/// of it relatively or 2^-38 absolutely (oracle/filtered_measure3.h).
inline bool bounds(double filtered, double exact) {
  return filtered >= exact && filtered <= exact * (1 + 0x1p-39) + 0x1p-38;
}

/// Questions asked, answers the first stage certified, and the first of any
/// disagreements with the exact stage.
struct Tally {
  long asked = 0, certified = 0, disagreements = 0;
  std::string first;
  void disagree(const std::string& what) {
    if (disagreements++ == 0) first = what;
  }
};

}  // namespace plumb::oracle::filtered3_support
