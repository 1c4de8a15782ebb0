// Benchmarks: what one oracle check of line_line_closest3 and
// ray_segment_distance3 costs under Plumb's strict judgement (the squared
// distance, s, t and the two points at the exact s and t:
// properties/checks_line_ray3d.cpp), per input class: rows of check3_bench,
// check:KERNEL/IMPLEMENTATION/CLASS as oracle_bench.cpp's (check_rows.h):
//   filtered   the first stage (oracle/filtered_line_line3.h,
//              filtered_ray_segment3.h), else the enclosures
//              (oracle/enclosed_line_ray3.h), with the five measures;
//   rational   the exact path: the dyadic stage's fractions and the same
//              measures on them (the rational oracle where there are none);
//   oracle     filtered, then rational for what it leaves;
// and fallback_fraction on the filtered row. The kernel's answers are
// computed once, outside the timed loops.
#include <benchmark/benchmark.h>

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "bench/check_rows.h"
#include "bench/inputs.h"
#include "bench/inputs3d.h"
#include "judge/measure.h"
#include "kernels/contracts.h"
#include "kernels/line_line3d.h"
#include "kernels/ray_segment3d.h"
#include "oracle/dyadic3d.h"
#include "oracle/enclosed_line_ray3.h"
#include "oracle/filtered_line_line3.h"
#include "oracle/filtered_ray_segment3.h"
#include "oracle/ray_segment3d.h"
#include "properties/measure3.h"

namespace plumb::bench {
namespace {

namespace f3 = oracle::filtered3;
namespace dy = oracle::dyadic;

struct PairInput {
  Segment3 s1, s2;  // two lines; or the ray from s1.a along s1.b - s1.a, and the segment s2
  Ray3 ray;
  SegmentPair3 fast;
};

// A shape a + x d (d = b - a, or b for a ray).
struct Shape {
  Vec3 a, b;
  bool ray;
};

bool first_stage(const SegmentPair3& k, const std::optional<f3::ScaledPair3>& e, const Shape& one, const Shape& two) {
  if (!e) return false;
  const auto point = [&](const Shape& s, const oracle::filtered::fast::Approx& x, Vec3 c) {
    const f3::ApproxVec3 a = f3::scaled(s.a, e->k), b = f3::scaled(s.b, e->k);
    return f3::point_error_scaled(a, s.ray ? b : f3::minus(b, a), x, c, e->k);
  };
  return f3::squared_distance_error_scaled(k.squared_distance, e->squared_distance, 2 * e->k,
                                           contract::kSquaredDistance3Ulps) &&
         f3::ulp_error_scaled(k.s, e->s, 0) && f3::ulp_error_scaled(k.t, e->t, 0) && point(one, e->s, k.first) &&
         point(two, e->t, k.second);
}

bool second_stage(const SegmentPair3& k, const std::optional<f3::enclosed::Pair3>& e, const Shape& one,
                  const Shape& two) {
  namespace en = f3::enclosed;
  return e && en::squared_distance_error(k.squared_distance, e->squared_distance, contract::kSquaredDistance3Ulps) &&
         en::ulp_error(k.s, e->s) && en::ulp_error(k.t, e->t) && en::point_error(one.a, one.b, one.ray, e->s, k.first) &&
         en::point_error(two.a, two.b, two.ray, e->t, k.second);
}

std::array<dy::Fraction, 3> fractions(Vec3 v) { return {dy::fraction(v.x), dy::fraction(v.y), dy::fraction(v.z)}; }

// The checks' point measure on fractions (properties/measure3.h): the point
// a + t d, d = b - a (or b for a ray).
double point_error(Vec3 fast, Vec3 a, Vec3 b, bool ray, const dy::Fraction& t, const std::array<dy::Fraction, 3>& x) {
  const std::array<dy::Fraction, 3> fa = fractions(a), fb = fractions(b);
  const std::array<dy::Fraction, 3> d = ray ? fb : std::array<dy::Fraction, 3>{fb[0] - fa[0], fb[1] - fa[1], fb[2] - fa[2]};
  return check::point3_error(fast, fa, d, t, x);
}

double exact_path(const SegmentPair3& k, const std::optional<dy::FractionPair3>& x, const Shape& one,
                  const Shape& two) {
  if (!x) return 0.0;  // degenerate: the rational oracle's tie rule (not timed here)
  return measure::squared_distance_error(k.squared_distance, x->squared_distance, contract::kSquaredDistance3Ulps) +
         measure::ulps(k.s, x->s) + measure::ulps(k.t, x->t) + point_error(k.first, one.a, one.b, one.ray, x->s, x->first) +
         point_error(k.second, two.a, two.b, two.ray, x->t, x->second);
}

bool filtered_lines(const PairInput& in) {
  const Shape one{in.s1.a, in.s1.b, false}, two{in.s2.a, in.s2.b, false};
  return first_stage(in.fast, f3::line_line_closest3(in.s1, in.s2), one, two) ||
         second_stage(in.fast, f3::enclosed::line_line_closest3(in.s1, in.s2), one, two);
}
double rational_lines(const PairInput& in) {
  return exact_path(in.fast, dy::line_line_closest3_fractions(in.s1, in.s2), {in.s1.a, in.s1.b, false},
                    {in.s2.a, in.s2.b, false});
}
bool filtered_ray(const PairInput& in) {
  const Shape one{in.ray.origin, in.ray.direction, true}, two{in.s2.a, in.s2.b, false};
  return first_stage(in.fast, f3::ray_segment_distance3(in.ray, in.s2), one, two) ||
         second_stage(in.fast, f3::enclosed::ray_segment_distance3(in.ray, in.s2), one, two);
}
double rational_ray(const PairInput& in) {
  return exact_path(in.fast, dy::ray_segment_distance3_fractions(in.ray, in.s2), {in.ray.origin, in.ray.direction, true},
                    {in.s2.a, in.s2.b, false});
}

std::vector<PairInput> inputs(InputClass c, bool ray) {
  std::vector<PairInput> out;
  const std::vector<Segment3Pair>& pairs = segment_pairs3(c);
  for (std::size_t i = 0; i < pairs.size() && i < kOracleItems; ++i) {
    const Segment3 &s1 = pairs[i].first, &s2 = pairs[i].second;
    const Ray3 r{s1.a, {s1.b.x - s1.a.x, s1.b.y - s1.a.y, s1.b.z - s1.a.z}};
    out.push_back({s1, s2, r, ray ? ray_segment_distance3(r, s2) : line_line_closest3(s1, s2)});
  }
  return out;
}

std::vector<PairInput> line_inputs(InputClass c) { return inputs(c, false); }
std::vector<PairInput> ray_inputs(InputClass c) { return inputs(c, true); }

const bool registered = [] {
  for (InputClass c : kInputClasses) {
    register_check<PairInput>("line_line_closest3", c, line_inputs, filtered_lines, rational_lines);
    register_check<PairInput>("ray_segment_distance3", c, ray_inputs, filtered_ray, rational_ray);
  }
  return true;
}();

}  // namespace
}  // namespace plumb::bench
