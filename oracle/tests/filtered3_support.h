// Shared by the agreement tests of the oracle's 3D first stage
// (filtered_closest3_test.cpp, filtered_ray_triangle3_test.cpp,
// filtered_point_triangle3_test.cpp, filtered_segment_pair3_test.cpp,
// filtered_line_line3_test.cpp, filtered_ray_segment3_test.cpp,
// enclosed_line_ray3_test.cpp): the random inputs they draw, the bound a
// filtered measure must keep against the exact one, and the tally of their
// comparisons.
#pragma once

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "kernels/types3d.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_fast.h"

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

// p - q.
inline Vec3 minus(Vec3 p, Vec3 q) { return Vec3{p.x - q.x, p.y - q.y, p.z - q.z}; }

// The ordinary draws the pair agreement tests start from: 2,000 pairs of
// coordinates uniform at a random scale 2^-20 .. 2^19, then 300 of raw bit
// patterns, appended as Input{{p, q}, {r, s}} (two segments or lines, or a
// ray's origin and direction and a segment).
template <class Input>
void add_ordinary_pairs(std::mt19937_64& g, std::vector<Input>& out) {
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::ldexp(1.0, int(g() % 40) - 20);
    out.push_back({{random_vec(g, scale), random_vec(g, scale)}, {random_vec(g, scale), random_vec(g, scale)}});
  }
  for (int i = 0; i < 300; ++i) {
    const auto r = [&] { return Vec3{raw_double(g), raw_double(g), raw_double(g)}; };
    out.push_back({{r(), r()}, {r(), r()}});
  }
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

/// The exact error measure of a computed point at the exact parameter t of s
/// (x = a + t (b - a) exactly), as properties/checks3d.cpp's point3_error
/// measures it: per coordinate, in units of u times |a_i| + |t| |b_i - a_i|
/// (each plus 2^-1022), the worst of the three.
inline double exact_point_error(Vec3 fast, const Segment3& s, const Rational& t, const RVec3& x) {
  const RSegment3 e = exact(s);
  const Rational m = pow2(-1022), tm = (t < 0 ? Rational(-t) : t) + m;
  const double got[3] = {fast.x, fast.y, fast.z};
  const Rational* want[3] = {&x.x, &x.y, &x.z};
  const Rational* a[3] = {&e.a.x, &e.a.y, &e.a.z};
  const Rational* b[3] = {&e.b.x, &e.b.y, &e.b.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    const Rational ai = *a[i] < 0 ? Rational(-*a[i]) : *a[i], di = *b[i] - *a[i];
    worst = std::max(worst, scaled_error(got[i], *want[i], ai + tm * (di < 0 ? Rational(-di) : di) + m));
  }
  return worst;
}

/// The same for a point on the shape a + x d (a line's or a ray's
/// direction d, exactly), at the exact parameter t: per coordinate in units
/// of u (|a_i| + (|t| + 2^-1022) |d_i| + 2^-1022), the worst of the three
/// (properties/checks_line_ray3d.cpp's point_error).
inline double exact_point_error_at(Vec3 fast, const RVec3& a, const RVec3& d, const Rational& t) {
  const Rational m = pow2(-1022), tm = (t < 0 ? Rational(-t) : t) + m;
  const auto abs = [](const Rational& v) { return v < 0 ? Rational(-v) : v; };
  const double got[3] = {fast.x, fast.y, fast.z};
  const Rational* as[3] = {&a.x, &a.y, &a.z};
  const Rational* ds[3] = {&d.x, &d.y, &d.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, scaled_error(got[i], *as[i] + t * *ds[i], abs(*as[i]) + tm * abs(*ds[i]) + m));
  return worst;
}

/// The disagreements `compare()` finds with the first stage's rounding bounds
/// left out (fast::testing::set_rounding_bound_fault): each agreement test
/// must find some, or it could not fail.
template <class Compare>
long disagreements_without_bounds(Compare compare) {
  filtered::fast::testing::set_rounding_bound_fault(true);
  const long n = compare().disagreements;
  filtered::fast::testing::set_rounding_bound_fault(false);
  return n;
}

// measure::squared_distance_error (judge/measure.h, above the oracle's
// layer): a computed +inf is right (0) when the exact value is at least
// DBL_MAX / (1 + 20 2^-53).
inline double squared_distance_error(double fast, const Rational& exact_value) {
  if (fast != INFINITY) return ulp_error(fast, exact_value);
  const Rational limit = exact(DBL_MAX) / (1 + Rational(20) * pow2(-53));
  return exact_value >= limit ? 0.0 : INFINITY;
}

}  // namespace plumb::oracle::filtered3_support
