// The line-line and ray-segment properties: line_line_closest3 and
// ray_segment_distance3 against their oracles (oracle/line_line3d.h,
// oracle/ray_segment3d.h). Both cases are Pair3Case: the lines through s1 and
// s2; the ray from s1.a through s1.b (direction s1.b - s1.a in double, the
// ray the subject is given) against the segment s2.
//
// Judged as segment_segment_closest3 is (checks3d.cpp): the squared distance
// always; under Plumb's strict judgement, where the closest pair is unique,
// s and t in ULPs and each point at the exact parameters within the point
// contract; where it is not unique (parallel, a line of two equal points, a
// zero direction or a zero-length segment), or under a declared tolerance,
// which judges where the pair is rather than its parameters (ill-conditioned
// near parallel while the distance is not): the pair at the subject's s and t
// must attain the least distance, within the parameter contract or the
// declared distance allowance. A subject declared point only (no s, t) has
// its points judged: each on its shape, the pair attaining the least
// distance, within the same reach. The ray's s must be >= 0 and t in [0, 1].
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <fmt/format.h>
#include <string>

#include "judge/condition.h"
#include "judge/format.h"
#include "judge/measure.h"
#include "kernels/contracts.h"
#include "oracle/dyadic3d.h"
#include "oracle/enclosed_line_ray3.h"
#include "oracle/filtered_line_line3.h"
#include "oracle/filtered_pair_measure3.h"
#include "oracle/filtered_ray_segment3.h"
#include "oracle/line_line3d.h"
#include "oracle/ray_segment3d.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/pair3_answer.h"
#include "properties/measure3.h"
#include "properties/settled3.h"
#include "subject/precondition_fit.h"

namespace plumb::check {
namespace {

using fmt_case::hex_and_decimal;
using measure::text;
using oracle::Rational;
using oracle::RVec3;
using oracle::dyadic::Fraction;

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }
bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
bool finite(const Segment3& s) { return finite3(s.a) && finite3(s.b); }

std::array<Fraction, 3> fractions(Vec3 v) {
  return {oracle::dyadic::fraction(v.x), oracle::dyadic::fraction(v.y), oracle::dyadic::fraction(v.z)};
}

double unit(const Judge& j) { return unit_roundoff(j.declared().domain.precision); }

// One shape of a pair: P(x) = a + x d, and the exact least squared distance
// of a point to the whole shape (a line, or the ray x >= 0; the segment
// x in [0, 1]); fa and fd are a and d as fractions (the same values).
struct Shape {
  RVec3 a, d;
  std::function<Rational(const RVec3&)> squared_distance_to;
  std::array<Fraction, 3> fa, fd;
};

// The answer of a member giving a closest pair: `first` on shape 1 at s,
// `second` on shape 2 at t.
void pair_answer(Judge& j, const char* k, const SegmentPair3& fast, const ExactPair3& lazy, const Shape& one,
                 const Shape& two, bool unique, double scale) {
  // Texts for a finding only (judge/judge.h, Text): most checks pass.
  const Text f([&] { return pair3_text(fast); }), e([&] { return pair3_text(lazy.rational()); });
  judge_pair3_squared_distance(j, k, fast, lazy, scale, f, e);
  const MemberContract& mc = j.declared().contract(k);
  if (!mc.constructions) return;  // decision only: nothing more to place
  const bool strict = j.strict(k);
  if (strict && unique && mc.parameters && lazy.fractions()) {
    const oracle::dyadic::FractionPair3& x = *lazy.fractions();
    j.construction(k, "s (ULPs)", measure::ulps(fast.s, x.s), contract::kParameterUlps, f, e);
    j.construction(k, "t (ULPs)", measure::ulps(fast.t, x.t), contract::kParameterUlps, f, e);
    if (mc.points) {
      j.construction(k, "first point (u x scale)", point3_error(fast.first, one.fa, one.fd, x.s, x.first),
                     contract::kPointScale, f, e);
      j.construction(k, "second point (u x scale)", point3_error(fast.second, two.fa, two.fd, x.t, x.second),
                     contract::kPointScale, f, e);
    }
    return;
  }
  const oracle::ExactSegmentPair3& exact = lazy.rational();
  if (strict && unique && mc.parameters) {
    j.construction(k, "s (ULPs)", measure::ulps(fast.s, exact.s), contract::kParameterUlps, f, e);
    j.construction(k, "t (ULPs)", measure::ulps(fast.t, exact.t), contract::kParameterUlps, f, e);
    if (mc.points) {
      j.construction(k, "first point (u x scale)", point3_error(fast.first, one.a, one.d, exact.s, exact.first),
                     contract::kPointScale, f, e);
      j.construction(k, "second point (u x scale)", point3_error(fast.second, two.a, two.d, exact.t, exact.second),
                     contract::kPointScale, f, e);
    }
    return;
  }
  // Where the pair is: reach = sqrt(D*) + delta, delta the contract's
  // displacement (below), plus under a declaration the allowance of a
  // distance at the scale of the inputs and of the pair itself (a line
  // pair's points may lie far from the points that give the lines: their
  // coordinates, not the inputs', set the rounding there).
  Rational allowed_delta;
  if (!strict) {
    double at = scale;
    if (finite3(fast.first) && finite3(fast.second)) at = std::max(at, condition::scale3({fast.first, fast.second}));
    const double allowed =
        j.allowance(k, std::sqrt(exact.squared_distance.convert_to<double>()), condition::distance(at, 3));
    if (!std::isfinite(allowed)) return;
    allowed_delta = oracle::exact(allowed);
  }
  Rational delta = allowed_delta;
  const Rational reach_base = measure::sqrt_above(exact.squared_distance);
  // A documented choice may lie beyond DBL_MAX (a point against a line of
  // subnormal direction: t = f / C), and then its rounding is +-inf: a
  // kernel answering that infinity is right, and its points are judged as a
  // point-only member's are.
  const auto rounds_to = [](double got, const Rational& want) {
    return std::isfinite(got) || (std::isinf(got) && oracle::round_to_double(want) == got);
  };
  const bool overflowed = !(std::isfinite(fast.s) && std::isfinite(fast.t)) && rounds_to(fast.s, exact.s) &&
                          rounds_to(fast.t, exact.t);
  if (!mc.parameters || overflowed) {  // point only: each point on its shape, the pair attaining the least distance
    if (!mc.points) return;
    j.invariant(k, "the closest points are finite", finite3(fast.first) && finite3(fast.second), f, e);
    if (!(finite3(fast.first) && finite3(fast.second))) return;
    const double at = std::max(scale, condition::scale3({fast.first, fast.second}));
    delta += Rational(contract::kPointScale) * oracle::exact(unit(j)) * oracle::exact(at);
    const RVec3 p1 = oracle::exact(fast.first), p2 = oracle::exact(fast.second);
    j.invariant(k, "the first point lies on its shape (within the contract)", one.squared_distance_to(p1) <= delta * delta,
                f, e);
    j.invariant(k, "the second point lies on its shape (within the contract)",
                two.squared_distance_to(p2) <= delta * delta, f, e);
    const Rational reach = reach_base + 2 * delta;
    j.invariant(k, "the pair attains the least distance (within the contract)",
                oracle::squared_distance(p1, p2) <= reach * reach, f, e);
    return;
  }
  j.invariant(k, "s and t are finite (or each infinite one the rounding of the exact one)",
              std::isfinite(fast.s) && std::isfinite(fast.t), f, e);
  if (!(std::isfinite(fast.s) && std::isfinite(fast.t))) return;
  const Rational s = oracle::exact(fast.s), t = oracle::exact(fast.t);
  const RVec3 p1 = one.a + s * one.d, p2 = two.a + t * two.d;
  if (mc.points) {
    j.construction(k, "first point (u x scale)", point3_error(fast.first, one.a, one.d, s, p1), contract::kPointScale,
                   f, e, [&] { return condition::point3(fast.first, p1, 0.0); });
    j.construction(k, "second point (u x scale)", point3_error(fast.second, two.a, two.d, t, p2),
                   contract::kPointScale, f, e, [&] { return condition::point3(fast.second, p2, 0.0); });
  }
  // The parameter contract's displacement along each shape: 20 ULPs of
  // |s| + 1 and |t| + 1 (at least the 2^-52 spacing below 1).
  delta += Rational(contract::kParameterUlps) * oracle::pow2(-52) *
           ((abs(s) + 1) * measure::sqrt_above(oracle::dot(one.d, one.d)) +
            (abs(t) + 1) * measure::sqrt_above(oracle::dot(two.d, two.d)));
  const Rational reach = reach_base + delta, attained = oracle::squared_distance(p1, p2);
  j.invariant(k, "the pair at s, t attains the least distance (within the contract)", attained <= reach * reach,
              [&] { return pair3_text(fast) + ", attained " + text(attained); }, e);
}

// Plumb's strict judgement of a unique pair (pair_answer above: the
// squared distance, s, t and the points at the exact s and t) settled by
// the filtered oracle where it answers: its first stage
// (oracle/filtered_line_line3.h, filtered_ray_segment3.h), else its
// enclosures (oracle/enclosed_line_ray3.h). Shape i is a_i + x (b_i - a_i),
// or a_i + x b_i for a ray (b the direction).
struct Shape3 {
  Vec3 a, b;
  bool ray = false;
};
struct PairMeasures {
  std::optional<double> d, s, t, p1, p2;
  bool complete() const { return d && s && t && p1 && p2; }
};

PairMeasures first_stage(const SegmentPair3& fast, const std::optional<oracle::filtered3::ScaledPair3>& e,
                         const Shape3& one, const Shape3& two) {
  namespace f3 = oracle::filtered3;
  if (!e) return {};
  const auto point = [&](const Shape3& shape, const oracle::filtered::fast::Approx& x, Vec3 computed) {
    const f3::ApproxVec3 a = f3::scaled(shape.a, e->k), b = f3::scaled(shape.b, e->k);
    return f3::point_error_scaled(a, shape.ray ? b : f3::minus(b, a), x, computed, e->k);
  };
  return {f3::squared_distance_error_scaled(fast.squared_distance, e->squared_distance, 2 * e->k,
                                            contract::kSquaredDistance3Ulps),
          f3::ulp_error_scaled(fast.s, e->s, 0), f3::ulp_error_scaled(fast.t, e->t, 0),
          point(one, e->s, fast.first), point(two, e->t, fast.second)};
}

PairMeasures second_stage(const SegmentPair3& fast, const std::optional<oracle::filtered3::enclosed::Pair3>& e,
                          const Shape3& one, const Shape3& two) {
  namespace en = oracle::filtered3::enclosed;
  if (!e) return {};
  return {en::squared_distance_error(fast.squared_distance, e->squared_distance, contract::kSquaredDistance3Ulps),
          en::ulp_error(fast.s, e->s), en::ulp_error(fast.t, e->t),
          en::point_error(one.a, one.b, one.ray, e->s, fast.first),
          en::point_error(two.a, two.b, two.ray, e->t, fast.second)};
}

// Records the measures when each is a certified bound within the contract
// and below the kernel's worst so far (properties/settled3.h): the same
// calls in the same order as pair_answer's unique branch, so the statistics
// are the exact path's. false: the exact path judges.
bool settled_pair(Judge& j, const char* k, const PairMeasures& m) {
  const double K = contract::kParameterUlps, P = contract::kPointScale;
  if (!m.complete() || !below_worst(j, k, *m.d, contract::kSquaredDistance3Ulps) || !below_worst(j, k, *m.s, K) ||
      !below_worst(j, k, *m.t, K) || !below_worst(j, k, *m.p1, P) || !below_worst(j, k, *m.p2, P))
    return false;
  j.construction(k, "squared distance (ULPs)", *m.d, contract::kSquaredDistance3Ulps, {}, {});
  j.construction(k, "s (ULPs)", *m.s, K, {}, {});
  j.construction(k, "t (ULPs)", *m.t, K, {}, {});
  j.construction(k, "first point (u x scale)", *m.p1, P, {}, {});
  j.construction(k, "second point (u x scale)", *m.p2, P, {}, {});
  return true;
}

// Whether member k is judged as settled_pair judges: strictly, with its
// parameters and points, and the filtered measures allowed.
bool settles(const Judge& j, const char* k) {
  const MemberContract& mc = j.declared().contract(k);
  return measure::filtered::enabled() && mc.constructions && mc.parameters && mc.points && j.strict(k);
}

}  // namespace

Ray3 ray_through(const Segment3& s) { return {s.a, {s.b.x - s.a.x, s.b.y - s.a.y, s.b.z - s.a.z}}; }

void line_pair3_oracle(const Subject& s, const Pair3Case& c, Judge& j) {
  if (!s.line_line_closest3) return;
  const SegmentPair3 fast = s.line_line_closest3(c.s1, c.s2);
  const char* k = "line_line_closest3";
  // Lines of two equal points are outside a contract that says so.
  if (j.conventions(k).zero_length != ZeroLength::point && (c.s1.a == c.s1.b || c.s2.a == c.s2.b)) return j.returned();
  if (settles(j, k)) {
    const Shape3 one{c.s1.a, c.s1.b}, two{c.s2.a, c.s2.b};
    PairMeasures m = first_stage(fast, oracle::filtered3::line_line_closest3(c.s1, c.s2), one, two);
    if (!m.complete()) m = second_stage(fast, oracle::filtered3::enclosed::line_line_closest3(c.s1, c.s2), one, two);
    if (settled_pair(j, k, m)) return;
  }
  const oracle::RSegment3 l1 = oracle::exact(c.s1), l2 = oracle::exact(c.s2);
  const auto line_distance = [](const oracle::RSegment3& l) {
    return [l](const RVec3& p) { return oracle::line_line_closest3(l, oracle::RSegment3{p, p}).squared_distance; };
  };
  bool unique = false;
  const ExactPair3 exact(oracle::dyadic::line_line_closest3_fractions(c.s1, c.s2, &unique), {});
  const auto direction = [](const Segment3& l) {
    const std::array<Fraction, 3> a = fractions(l.a), b = fractions(l.b);
    return std::array<Fraction, 3>{b[0] - a[0], b[1] - a[1], b[2] - a[2]};
  };
  pair_answer(j, k, fast, exact, {l1.a, l1.b - l1.a, line_distance(l1), fractions(c.s1.a), direction(c.s1)},
              {l2.a, l2.b - l2.a, line_distance(l2), fractions(c.s2.a), direction(c.s2)}, unique,
              condition::scale3({c.s1.a, c.s1.b, c.s2.a, c.s2.b}));
}

void ray_segment3_oracle(const Subject& s, const Pair3Case& c, Judge& j) {
  if (!s.ray_segment_distance3) return;
  const char* k = "ray_segment_distance3";
  // A member declaring unit directions gets s1's direction brought to unit
  // length, as its caller would (subject/precondition_fit.h); the oracle
  // judges that rounded direction, so the normalisation is not charged to it.
  Ray3 ray = ray_through(c.s1);
  if (j.preconditions(k).unit_direction) ray.direction = unit_direction(ray.direction);
  const SegmentPair3 fast = s.ray_segment_distance3(ray, c.s2);
  if (!ray_judged(j, k, ray) || (j.conventions(k).zero_length != ZeroLength::point && c.s2.a == c.s2.b))
    return j.returned();
  if (!finite3(ray.direction)) return j.returned();  // s1.b - s1.a overflowed: not this property's input
  const bool in_range = fast.s >= 0 && fast.t >= 0 && fast.t <= 1;
  j.invariant(k, "s >= 0 and t lies in [0, 1]", in_range,
              [&] { return fmt::format("s = {}, t = {}", hex_and_decimal(fast.s), hex_and_decimal(fast.t)); },
              "s >= 0, 0 <= t <= 1");
  if (in_range && settles(j, k)) {
    const Shape3 one{ray.origin, ray.direction, true}, two{c.s2.a, c.s2.b};
    PairMeasures m = first_stage(fast, oracle::filtered3::ray_segment_distance3(ray, c.s2), one, two);
    if (!m.complete()) m = second_stage(fast, oracle::filtered3::enclosed::ray_segment_distance3(ray, c.s2), one, two);
    if (settled_pair(j, k, m)) return;
  }
  const oracle::RRay3 r = oracle::exact(ray);
  const oracle::RSegment3 seg = oracle::exact(c.s2);
  bool unique = false;
  const ExactPair3 exact(oracle::dyadic::ray_segment_distance3_fractions(ray, c.s2, &unique),
                         [&] { return oracle::ray_segment_distance3(r, seg); });
  const std::array<Fraction, 3> a2 = fractions(c.s2.a), b2 = fractions(c.s2.b);
  pair_answer(j, k, fast, exact,
              {r.origin, r.direction,
               [r](const RVec3& p) { return oracle::ray_segment_distance3(r, oracle::RSegment3{p, p}).squared_distance; },
               fractions(ray.origin), fractions(ray.direction)},
              {seg.a, seg.b - seg.a,
               [seg](const RVec3& p) {
                 return oracle::ray_segment_distance3(oracle::RRay3{p, RVec3{}}, seg).squared_distance;
               },
               a2, {b2[0] - a2[0], b2[1] - a2[1], b2[2] - a2[2]}},
              unique, condition::scale3({c.s1.a, c.s1.b, c.s2.a, c.s2.b}));
}

void non_finite_line_ray3(const Subject& s, const Pair3Case& c, Judge& j) {
  if (finite(c.s1) && finite(c.s2)) return;
  auto nan_everywhere = [](const SegmentPair3& p) {
    return std::isnan(p.s) && std::isnan(p.t) && std::isnan(p.squared_distance) && std::isnan(p.first.x) &&
           std::isnan(p.first.y) && std::isnan(p.first.z) && std::isnan(p.second.x) && std::isnan(p.second.y) &&
           std::isnan(p.second.z);
  };
  auto text_of = [](const SegmentPair3& p) {
    return fmt::format("s = {}, t = {}, points {} and {}, squared distance {}", hex_and_decimal(p.s),
                       hex_and_decimal(p.t), fmt_case::vec3(p.first), fmt_case::vec3(p.second),
                       hex_and_decimal(p.squared_distance));
  };
  if (s.line_line_closest3)
    non_finite_answer(j, [&] { return s.line_line_closest3(c.s1, c.s2); }, [&](const SegmentPair3& p) {
      j.invariant("line_line_closest3", "non-finite input answers NaN", nan_everywhere(p), text_of(p), "NaN everywhere");
    });
  if (s.ray_segment_distance3)
    non_finite_answer(j, [&] { return s.ray_segment_distance3(ray_through(c.s1), c.s2); }, [&](const SegmentPair3& p) {
      j.invariant("ray_segment_distance3", "non-finite input answers NaN", nan_everywhere(p), text_of(p),
                  "NaN everywhere");
    });
}

}  // namespace plumb::check
