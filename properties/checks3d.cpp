// The 3D properties and the circle contact: oracle agreement, the ray-box
// six-faces property, symmetries, capsule symmetry, documented non-finite
// answers and the 3D field cases.
#include "properties/checks3d.h"
#include "properties/pair3_answer.h"
#include "properties/settled3.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <type_traits>
#include <utility>
#include <fmt/format.h>
#include <limits>
#include <set>
#include <span>

#include "kernels/contracts.h"
#include "oracle/circle_contact.h"
#include "oracle/closest_point3d.h"
#include "oracle/filtered_closest3.h"
#include "oracle/filtered_segment_pair3.h"
#include "oracle/error.h"
#include "oracle/exact3d.h"
#include "oracle/plane3d.h"
#include "oracle/ray3d.h"
#include "oracle/round_shapes3d.h"
#include "oracle/conventions.h"
#include "properties/lazy.h"
#include "properties/measure3.h"
#include "properties/min_hit.h"
#include "properties/side_switch.h"
#include "properties/checks.h"
#include "properties/overflow_close.h"
#include "judge/condition.h"
#include "subject/domain_fit.h"
#include "subject/precondition_fit.h"
#include "properties/field_cases3d.h"
#include "judge/margin.h"
#include "judge/format.h"
#include "judge/filtered_measure.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;
using fmt_case::hex_and_decimal;
using measure::text;
using oracle::Rational;

std::string optional_text(const std::optional<double>& t) { return fmt_case::optional_double(t); }

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

double unit(const Judge& j) { return unit_roundoff(j.declared().domain.precision); }

// A zero-length segment is outside a member's contract when it says so.
bool judged3(const Judge& j, std::string_view member, std::initializer_list<const Segment3*> shapes) {
  if (j.conventions(member).zero_length == ZeroLength::point) return true;
  for (const Segment3* s : shapes)
    if (s->a == s->b) return false;
  return true;
}

}  // namespace

bool ray_judged(const Judge& j, std::string_view member, const Ray3& ray) {
  if (j.preconditions(member).unit_direction &&
      !is_unit_direction(ray.direction, unit_roundoff(j.declared().domain.precision)))
    return false;
  const Conventions cv = j.conventions(member);
  return !(ray.direction == Vec3{}) ||
         (cv.zero_length == ZeroLength::point && cv.zero_direction == ZeroLength::point);
}

void point3_oracle(const Subject& s, const Point3Case& c, Judge& j) {
  if (s.closest_point3) {
    const ClosestPoint3 fast = s.closest_point3(c.s, c.p);
    // The filtered oracle (oracle/filtered_closest3.h) settles an answer
    // whose measure bounds are below the kernel's worst so far
    // (properties/settled3.h: the statistics stay the exact path's); texts
    // and conditioning are read only for a finding, which it never records.
    const auto settled = measure::filtered::enabled() ? oracle::filtered3::closest_point3_measures(c.s, c.p, fast)
                                                      : std::nullopt;
    if (judged3(j, "closest_point3", {&c.s}) && settled &&
        below_worst(j, "closest_point3", settled->t_ulps, contract::kParameterUlps) &&
        below_worst(j, "closest_point3", settled->point, contract::kPointScale)) {
      j.construction("closest_point3", "t (ULPs)", settled->t_ulps, contract::kParameterUlps, {}, {});
      j.construction("closest_point3", "point (u x scale)", settled->point, contract::kPointScale, {}, {});
    } else if (judged3(j, "closest_point3", {&c.s})) {
      const oracle::ExactClosest3 exact = oracle::closest_point3(c.s, c.p);
      // Texts for a finding only (judge/judge.h, Text).
      const auto f = [&] {
        return fmt::format("t = {}, point = {}", hex_and_decimal(fast.t), fmt_case::vec3(fast.point));
      };
      const auto e = [&] { return fmt::format("t = {}, point = {}", text(exact.t), text3(exact.point)); };
      Lazy ct([&] { return condition::projection3(c.s, c.p); });
      j.construction("closest_point3", "t (ULPs)", measure::ulps(fast.t, exact.t), contract::kParameterUlps, f, e,
                     [&] { return condition::value(fast.t, exact.t, ct()); });
      j.construction("closest_point3", "point (u x scale)", point3_error(fast.point, c.s, exact.t, exact.point),
                     contract::kPointScale, f, e,
                     [&] { return condition::point3(fast.point, exact.point, condition::along3(c.s, exact.t, ct())); });
    }
  }
  if (s.squared_distance_point_segment3) {
    const double fast = s.squared_distance_point_segment3(c.p, c.s);
    if (!judged3(j, "squared_distance_point_segment3", {&c.s})) return;
    const auto settled = measure::filtered::enabled()
                             ? oracle::filtered3::squared_distance_point_segment3_error(c.p, c.s, fast)
                             : std::nullopt;
    if (settled && below_worst(j, "squared_distance_point_segment3", *settled, contract::kSquaredDistance3Ulps))
      return j.construction("squared_distance_point_segment3", "squared distance (ULPs)", *settled,
                            contract::kSquaredDistance3Ulps, {}, {});
    const Rational exact = oracle::squared_distance_point_segment3(c.p, c.s);
    const double scale = condition::scale3({c.s.a, c.s.b, c.p});
    j.construction("squared_distance_point_segment3", "squared distance (ULPs)",
                   measure::squared_distance_error(fast, exact, contract::kSquaredDistance3Ulps),
                   contract::kSquaredDistance3Ulps, hex_and_decimal(fast), text(exact), [&] {
                     return condition::value(fast, exact, condition::squared_distance(exact, scale, 3, unit(j)));
                   });
  }
}

namespace {

// segment_segment_closest3 declared point only (its adapter has no s, t):
// the two points are judged without parameters (docs/margins.md, "Closest
// pairs near parallel"). Where the closest pair is unique each point is
// compared with the exact one, within its conditioning under a declared
// tolerance (the pair's geometric one; for a near-closest pair, that of the
// 2x2 equations textbook kernels solve). Where it is not
// unique (parallel segments), or where a declared tolerance reaches an
// exactly parallel input (the shapes moved by no more than the allowance of
// a distance), any near-closest pair is right: each point must lie on its
// segment and the pair must attain the least distance, both within the
// point contract or the declared distance allowance. Plumb's strict
// judgement reaches no other input, so its own kernels are judged as before.
void segment_pair_points(Judge& j, const Pair3Case& c, const SegmentPair3& fast,
                         const oracle::ExactSegmentPair3& exact, const Text& f, const Text& e) {
  const char* k = "segment_segment_closest3";
  j.invariant(k, "the closest points are finite", finite3(fast.first) && finite3(fast.second), f, e);
  if (!(finite3(fast.first) && finite3(fast.second))) return;
  const oracle::RSegment3 e1 = oracle::exact(c.s1), e2 = oracle::exact(c.s2);
  const oracle::RVec3 d1 = e1.b - e1.a, d2 = e2.b - e2.a;
  const oracle::RVec3 n{d1.y * d2.z - d1.z * d2.y, d1.z * d2.x - d1.x * d2.z, d1.x * d2.y - d1.y * d2.x};
  const Rational a = oracle::dot(d1, d1), b = oracle::dot(d2, d2), nn = oracle::dot(n, n);
  // delta: the point contract's reach at the segments' scale, or the
  // declared allowance of a distance.
  const double scale = condition::scale3({c.s1.a, c.s1.b, c.s2.a, c.s2.b});
  Rational delta = Rational(contract::kPointScale) * oracle::exact(unit(j)) * oracle::exact(scale);
  const bool strict = j.strict(k);
  bool bounded = true;  // an allowance of +inf passes any pair
  if (!strict) {
    const double allowed = j.allowance(k, std::sqrt(exact.squared_distance.convert_to<double>()),
                                       condition::distance(scale, 3));
    bounded = std::isfinite(allowed);
    if (bounded) delta = oracle::exact(allowed);
  }
  // Moving the far end of the shorter segment by |d1 x d2| / max(|d1|, |d2|)
  // makes the two parallel: within delta, the input is an exactly parallel
  // one as far as the declaration can tell.
  const bool lengths = a != 0 && b != 0;
  const bool parallel = lengths && nn == 0;
  const bool near_parallel = lengths && !strict && bounded && nn <= delta * delta * (a < b ? b : a);
  const oracle::RVec3 p1 = oracle::exact(fast.first), p2 = oracle::exact(fast.second);
  // A near-closest pair: each point within delta of its segment, and the
  // pair within delta of the least distance (with delta to spare for the
  // kernel's rounding of the points), all exact.
  const Rational reach = measure::sqrt_above(exact.squared_distance) + 2 * delta;
  auto on_first = [&] { return oracle::squared_distance_point_segment3(p1, e1) <= delta * delta; };
  auto on_second = [&] { return oracle::squared_distance_point_segment3(p2, e2) <= delta * delta; };
  auto attains = [&] { return oracle::squared_distance(p1, p2) <= reach * reach; };
  if (!parallel && !near_parallel) {
    // The pair is unique; each point moves with its parameter, and the
    // parameters with each other (docs/margins.md, "Closest pairs near
    // parallel"): the geometric C of the pair, or, for a near-closest pair,
    // the C of the 2x2 equations textbook kernels solve (up to 1 / sin theta
    // larger near parallel, where the near-closest pairs spread along the
    // segments).
    bool near_closest = false, known = false;
    auto parameter_c = [&](bool first) {
      if (!known) near_closest = bounded && on_first() && on_second() && attains(), known = true;
      const double geometric = condition::segment_pair3(c.s1, c.s2, exact.s, exact.t, exact.squared_distance, first);
      if (!near_closest) return geometric;
      return std::max(geometric, condition::segment_pair3_equations(c.s1, c.s2, exact.s, exact.t, first));
    };
    j.construction(k, "first point (u x scale)", point3_error(fast.first, c.s1, exact.s, exact.first),
                   contract::kPointScale, f, e, [&] {
                     return condition::point3(fast.first, exact.first,
                                              condition::along3(c.s1, exact.s, parameter_c(true)));
                   });
    j.construction(k, "second point (u x scale)", point3_error(fast.second, c.s2, exact.t, exact.second),
                   contract::kPointScale, f, e, [&] {
                     return condition::point3(fast.second, exact.second,
                                              condition::along3(c.s2, exact.t, parameter_c(false)));
                   });
    return;
  }
  // Many closest pairs (or many within the allowance): any near-closest pair.
  if (!bounded) return;
  j.invariant(k, "the first point lies on the first segment (within the contract)", on_first(), f, e);
  j.invariant(k, "the second point lies on the second segment (within the contract)", on_second(), f, e);
  j.invariant(k, "the pair attains the least distance (within the contract)", attains(), f, e);
}

// Whether Plumb's strict judgement of a segment pair applies and the
// filtered path is on: the checks below may then settle it.
bool strict_pair(const Judge& j, const SegmentPair3& fast) {
  const MemberContract& mc = j.declared().contract("segment_segment_closest3");
  return measure::filtered::enabled() && mc.constructions && mc.parameters && mc.points &&
         j.strict("segment_segment_closest3") && fast.s >= 0 && fast.s <= 1 && fast.t >= 0 && fast.t <= 1;
}

// The first stage's bounds of the squared distance (measured on the inputs
// scaled by 2^-k when k is not 0: times 2^-2k, the same measure; exact 0.5s
// and grid values bounded by ulp_error_near) and of the two points at the
// kernel's s and t; nullopt unless each is certified and below the
// kernel's worst so far (properties/settled3.h).
struct PairBounds {
  double squared_distance, first, second;
};
std::optional<PairBounds> pair_bounds(const Judge& j, const Pair3Case& c, const SegmentPair3& fast,
                                      const oracle::filtered3::Approx& least, int k) {
  const char* m = "segment_segment_closest3";
  const int k2 = 2 * k;
  const double fd = std::ldexp(fast.squared_distance, -k2);
  if (std::ldexp(fd, k2) != fast.squared_distance) return std::nullopt;  // a bit would drop
  const auto d2 = k2 == 0 ? oracle::filtered3::ulp_error_near(fd, least) : oracle::filtered3::ulp_error(fd, least, k2);
  const auto p1 = oracle::filtered3::point_at_error(c.s1, fast.s, fast.first),
             p2 = oracle::filtered3::point_at_error(c.s2, fast.t, fast.second);
  const double P = contract::kPointScale;
  if (!d2 || !p1 || !p2 || !below_worst(j, m, *d2, contract::kSquaredDistance3Ulps) || !below_worst(j, m, *p1, P) ||
      !below_worst(j, m, *p2, P))
    return std::nullopt;
  return PairBounds{*d2, *p1, *p2};
}

// The exact path's calls up to "attains", with the certified bounds.
void record_pair(Judge& j, const PairBounds& b) {
  const char* k = "segment_segment_closest3";
  j.construction(k, "squared distance (ULPs)", b.squared_distance, contract::kSquaredDistance3Ulps, {}, {});
  j.invariant(k, "s and t lie in [0, 1]", true, {}, {});
  j.construction(k, "first point (u x scale)", b.first, contract::kPointScale, {}, {});
  j.construction(k, "second point (u x scale)", b.second, contract::kPointScale, {}, {});
  j.invariant(k, "the pair at s, t attains the least distance (within the contract)", true, {}, {});
}

// Plumb's strict judgement of a segment pair (squared distance, s and t in
// [0, 1], the points at s and t, the pair attaining the least distance, s
// and t against the unique exact pair) settled by the filtered oracle
// (oracle/filtered_segment_pair3.h): the same calls in the same order, each
// measure a certified bound below the kernel's worst so far
// (properties/settled3.h), each invariant certified to hold. Anything else
// takes the exact path below.
bool settled_pair(Judge& j, const Pair3Case& c, const SegmentPair3& fast) {
  const char* k = "segment_segment_closest3";
  if (!strict_pair(j, fast)) return false;
  // On the inputs scaled exactly by 2^-k when their magnitudes need it.
  const auto scaled = oracle::filtered3::segment_segment_closest3_scaled(c.s1, c.s2);
  if (!scaled) return false;
  const auto& e = scaled->pair;
  const auto b = pair_bounds(j, c, fast, e.squared_distance, scaled->k);
  // A parameter the kernel computed exactly (0.5 on the grid) is within
  // the filtered value's bound: ulp_error_near bounds it.
  const auto s = oracle::filtered3::ulp_error_near(fast.s, e.s), t = oracle::filtered3::ulp_error_near(fast.t, e.t);
  const double K = contract::kParameterUlps;
  if (!b || !s || !t || !below_worst(j, k, *s, K) || !below_worst(j, k, *t, K)) return false;
  if (!oracle::filtered3::attains_scaled(c.s1, c.s2, fast.s, fast.t, e.squared_distance, scaled->k, K)) return false;
  record_pair(j, *b);
  j.construction(k, "s (ULPs)", *s, K, {}, {});
  j.construction(k, "t (ULPs)", *t, K, {}, {});
  return true;
}

// The same for two exactly parallel segments of non-zero length: several
// closest pairs, so the exact path's calls stop after "attains" (no s, t to
// compare); the least squared distance from
// oracle::filtered3::parallel_squared_distance3. Saves the rational
// oracle's tie rule, which the exact path needs for the distance alone.
bool settled_parallel_pair(Judge& j, const Pair3Case& c, const SegmentPair3& fast) {
  if (!strict_pair(j, fast)) return false;
  const auto e = oracle::filtered3::parallel_squared_distance3(c.s1, c.s2);
  if (!e) return false;
  const auto b = pair_bounds(j, c, fast, e->squared_distance, e->k);
  if (!b || !oracle::filtered3::attains_scaled(c.s1, c.s2, fast.s, fast.t, e->squared_distance, e->k,
                                                contract::kParameterUlps))
    return false;
  record_pair(j, *b);
  return true;
}

// segment_segment_closest3: the squared distance always; for Plumb's strict
// judgement also s and t (when the closest pair is unique) and the points at
// them. A declared tolerance judges where the pair is, not its parameters:
// near parallel the parameters are ill-conditioned while the distance is not,
// so the pair must attain the least distance within the distance allowance.
void segment_pair_answer(Judge& j, const Pair3Case& c, const SegmentPair3& fast) {
  if (settled_pair(j, c, fast) || settled_parallel_pair(j, c, fast)) return;
  // The exact pair as fractions where it is unique (no gcd for the measures
  // below); as rationals where a path needs them.
  const ExactPair3 lazy(oracle::dyadic::segment_segment_closest3_fractions(c.s1, c.s2),
                        // no fractions: several minimisers, the rational oracle's tie rule
                        [&] { return oracle::segment_segment_closest3(oracle::exact(c.s1), oracle::exact(c.s2)); });
  // Texts for a finding only (judge/judge.h, Text): most checks pass.
  const Text f([&] { return pair3_text(fast); }), e([&] { return pair3_text(lazy.rational()); });
  const char* k = "segment_segment_closest3";
  const double scale = condition::scale3({c.s1.a, c.s1.b, c.s2.a, c.s2.b});
  judge_pair3_squared_distance(j, k, fast, lazy, scale, f, e);
  const MemberContract& mc = j.declared().contract(k);
  if (!mc.constructions) return;  // decision only: nothing more to place
  if (!mc.parameters) {            // point only: the points are judged without s and t
    if (mc.points) segment_pair_points(j, c, fast, lazy.rational(), f, e);
    return;
  }
  const bool strict = j.strict(k);
  j.invariant(k, "s and t lie in [0, 1]", fast.s >= 0 && fast.s <= 1 && fast.t >= 0 && fast.t <= 1, f, e);
  if (!(std::isfinite(fast.s) && std::isfinite(fast.t))) return;
  // Any closest pair is right when several are; the pair must still attain
  // the least distance: its points, within their contract, on the segments at s, t.
  const oracle::RVec3 p1 = oracle::point_at(oracle::exact(c.s1), oracle::exact(fast.s));
  const oracle::RVec3 p2 = oracle::point_at(oracle::exact(c.s2), oracle::exact(fast.t));
  if (mc.points) {
    j.construction(k, "first point (u x scale)", point3_error(fast.first, c.s1, oracle::exact(fast.s), p1),
                   contract::kPointScale, f, e, [&] {
                     return condition::point3(fast.first, p1, condition::along3(c.s1, oracle::exact(fast.s), 0.0));
                   });
    j.construction(k, "second point (u x scale)", point3_error(fast.second, c.s2, oracle::exact(fast.t), p2),
                   contract::kPointScale, f, e, [&] {
                     return condition::point3(fast.second, p2, condition::along3(c.s2, oracle::exact(fast.t), 0.0));
                   });
  }
  // |P1(s^) - P2(t^)| <= sqrt(D*) + delta, checked exactly: delta = 20 ULPs of a
  // parameter in [0, 1] (2^-52 each) along each direction, or the declared
  // allowance of a distance.
  const Rational attained = oracle::squared_distance(p1, p2);
  const oracle::RSegment3 e1 = oracle::exact(c.s1), e2 = oracle::exact(c.s2);
  const oracle::RVec3 d1 = e1.b - e1.a, d2 = e2.b - e2.a;
  Rational delta = Rational(contract::kParameterUlps) * oracle::pow2(-52) *
                   (measure::sqrt_above(oracle::dot(d1, d1)) + measure::sqrt_above(oracle::dot(d2, d2)));
  if (!strict) {
    const double a = j.allowance(k, std::sqrt(lazy.squared_distance().convert_to<double>()),
                                 condition::distance(scale, 3));
    if (!std::isfinite(a)) return;
    delta = oracle::exact(a);
  }
  const Rational reach = measure::sqrt_above(lazy.squared_distance()) + delta;
  j.invariant(k, "the pair at s, t attains the least distance (within the contract)", attained <= reach * reach,
              [&] { return pair3_text(fast) + ", attained " + text(attained); }, e);
  if (!strict) return;
  // The parameters themselves are compared when the closest pair is unique:
  // always, except for two parallel segments of non-zero length.
  const oracle::RVec3 n{d1.y * d2.z - d1.z * d2.y, d1.z * d2.x - d1.x * d2.z, d1.x * d2.y - d1.y * d2.x};
  const bool zero1 = oracle::dot(d1, d1) == 0, zero2 = oracle::dot(d2, d2) == 0;
  const bool unique = zero1 || zero2 || oracle::dot(n, n) != 0;
  if (unique && lazy.fractions()) {
    j.construction(k, "s (ULPs)", measure::ulps(fast.s, lazy.fractions()->s), contract::kParameterUlps, f, e);
    j.construction(k, "t (ULPs)", measure::ulps(fast.t, lazy.fractions()->t), contract::kParameterUlps, f, e);
  } else if (unique) {
    const oracle::ExactSegmentPair3& exact = lazy.rational();
    j.construction(k, "s (ULPs)", measure::ulps(fast.s, exact.s), contract::kParameterUlps, f, e);
    j.construction(k, "t (ULPs)", measure::ulps(fast.t, exact.t), contract::kParameterUlps, f, e);
  }
}

}  // namespace

void pair3_oracle(const Subject& s, const Pair3Case& c, Judge& j) {
  if (s.segment_segment_closest3) {
    const SegmentPair3 fast = s.segment_segment_closest3(c.s1, c.s2);
    if (judged3(j, "segment_segment_closest3", {&c.s1, &c.s2})) segment_pair_answer(j, c, fast);
  }
  const Sphere sphere{c.s2.a, c.r2};
  const Capsule cap1{c.s1.a, c.s1.b, c.r1}, cap2{c.s2.a, c.s2.b, c.r2};
  // A negative radius is outside the contract of a member that declares
  // nonnegative_radius: it is only called (it must return).
  const auto outside = [&](std::string_view member) {
    return (c.r1 < 0 || c.r2 < 0) && j.preconditions(member).nonnegative_radius;
  };
  if (s.sphere_segment_intersect && outside("sphere_segment_intersect")) {
    (void)s.sphere_segment_intersect(sphere, c.s1);
    j.returned();
  } else if (s.sphere_segment_intersect) {
    const bool surface = j.conventions("sphere_segment_intersect").sphere == SphereConvention::surface;
    const bool fast = s.sphere_segment_intersect(sphere, c.s1);
    const bool exact = surface ? oracle::segment_meets_sphere_surface(c.s1, sphere)
                               : oracle::sphere_segment_intersect(sphere, c.s1);
    if (judged3(j, "sphere_segment_intersect", {&c.s1}))
      j.decision_bool("sphere_segment_intersect", surface ? "the sphere meets the segment" : "the ball meets the segment",
                      fast, exact, [&] { return margin::sphere_segment(sphere, c.s1); });
  }
  if (s.capsule_sphere_intersect && outside("capsule_sphere_intersect")) {
    (void)s.capsule_sphere_intersect(cap1, sphere);
    j.returned();
  } else if (s.capsule_sphere_intersect) {
    const bool fast = s.capsule_sphere_intersect(cap1, sphere);
    j.decision_bool("capsule_sphere_intersect", "the capsule meets the ball", fast,
                    oracle::capsule_sphere_intersect(cap1, sphere), [&] { return margin::capsule_sphere(cap1, sphere); });
  }
  if (s.capsule_capsule_intersect && outside("capsule_capsule_intersect")) {
    (void)s.capsule_capsule_intersect(cap1, cap2);
    j.returned();
  } else if (s.capsule_capsule_intersect) {
    const bool fast = s.capsule_capsule_intersect(cap1, cap2);
    j.decision_bool("capsule_capsule_intersect", "the capsules meet", fast, oracle::capsule_capsule_intersect(cap1, cap2),
                    [&] { return margin::capsule_capsule(cap1, cap2); });
  }
  if (s.sphere_sphere_intersect && outside("sphere_sphere_intersect")) {
    (void)s.sphere_sphere_intersect(Sphere{c.s1.a, c.r1}, sphere);
    j.returned();
  } else if (s.sphere_sphere_intersect) {
    const Sphere first{c.s1.a, c.r1};
    const bool fast = s.sphere_sphere_intersect(first, sphere);
    const bool surface = j.conventions("sphere_sphere_intersect").sphere == SphereConvention::surface;
    // Balls meet when the centres are within r1 + r2; surfaces also need them
    // at least |r1 - r2| apart (else one is inside the other).
    // Radius rules as every round shape (kernels/round_shapes3d.h): NaN or
    // negative is no shape, +inf is all of space.
    bool exact = false;
    if (c.r1 >= 0 && c.r2 >= 0 && (std::isinf(c.r1) || std::isinf(c.r2))) {
      exact = !surface;
    } else if (c.r1 >= 0 && c.r2 >= 0) {
      const Rational d2 = oracle::squared_distance(oracle::exact(first.centre), oracle::exact(sphere.centre));
      const Rational sum = oracle::exact(c.r1) + oracle::exact(c.r2), diff = oracle::exact(c.r1) - oracle::exact(c.r2);
      exact = d2 <= sum * sum && (!surface || d2 >= diff * diff);
    }
    j.decision_bool("sphere_sphere_intersect", surface ? "the spheres meet" : "the balls meet", fast, exact, [&] {
      if (!std::isfinite(c.r1) || !std::isfinite(c.r2)) return 0.0;
      double m = margin::sphere_sphere(first, sphere);
      if (surface) m = std::min(m, margin::sphere_sphere(first, Sphere{sphere.centre, -sphere.radius}));
      return m;
    });
  }
}

void plane_oracle(const Subject& s, const PlaneCase& c, Judge& j) {
  // A zero normal is outside the contract of a member that declares
  // nonzero_normal: it is only called (it must return).
  const auto outside = [&](std::string_view member) {
    return c.plane.normal == Vec3{} && j.preconditions(member).nonzero_normal;
  };
  if (s.segment_plane_crossing && outside("segment_plane_crossing")) {
    (void)s.segment_plane_crossing(c.s, c.plane);
    j.returned();
  } else if (s.segment_plane_crossing) {
    const auto fast = s.segment_plane_crossing(c.s, c.plane);
    auto exact = oracle::segment_plane_crossing(c.s, c.plane);
    const bool in_plane = oracle::plane_side(c.plane, c.s.a) == 0 && oracle::plane_side(c.plane, c.s.b) == 0 &&
                          !(c.plane.normal == Vec3{});
    if (in_plane && j.conventions("segment_plane_crossing").in_plane == InPlane::no_crossing) exact.reset();
    // Texts for a finding only (judge/judge.h, Text).
    const auto f = [&] {
      return fast ? fmt::format("t = {}, point = {}", hex_and_decimal(fast->t), fmt_case::vec3(fast->point))
                  : std::string("none");
    };
    const auto e = [&] {
      return exact ? fmt::format("t = {}, point = {}", text(exact->t), text3(exact->point)) : std::string("none");
    };
    if (judged3(j, "segment_plane_crossing", {&c.s})) {
      j.decision("segment_plane_crossing", "whether it crosses", fast ? "crosses" : "none", exact ? "crosses" : "none",
                 f, e, [&] { return margin::segment_plane(c.s, c.plane); });
      if (fast && exact) {
        Lazy ct([&] { return condition::plane_crossing(c.s, c.plane, exact->t); });
        j.construction("segment_plane_crossing", "t (ULPs)", measure::ulps(fast->t, exact->t), contract::kParameterUlps,
                       f, e, [&] { return condition::value(fast->t, exact->t, ct()); });
        j.construction("segment_plane_crossing", "point (u x scale)",
                       point3_error(fast->point, c.s, exact->t, exact->point), contract::kPointScale, f, e, [&] {
                         return condition::point3(fast->point, exact->point, condition::along3(c.s, exact->t, ct()));
                       });
      }
    }
  }
  if (s.ray_plane_hit && outside("ray_plane_hit")) {
    (void)s.ray_plane_hit(c.ray, c.plane);
    j.returned();
  } else if (s.ray_plane_hit) {
    const auto fast = s.ray_plane_hit(c.ray, c.plane);
    auto exact = oracle::ray_plane_hit(c.ray, c.plane);
    // A ray lying in the plane: no hit (Plumb's), or at t = 0 (InPlane::crosses_at_start).
    const bool in_plane = !(c.plane.normal == Vec3{}) && oracle::plane_side(c.plane, c.ray.origin) == 0 &&
                          oracle::plane_side(Plane{c.plane.normal, 0.0}, c.ray.direction) == 0;  // n . d == 0
    if (in_plane && j.conventions("ray_plane_hit").ray_in_plane == InPlane::crosses_at_start) exact = Rational(0);
    if (!ray_judged(j, "ray_plane_hit", c.ray)) return;
    if (exact && before_min_hit(j, "ray_plane_hit", *exact)) return j.returned();
    j.decision("ray_plane_hit", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", optional_text(fast),
               text(exact), [&] { return margin::ray_plane(c.ray, c.plane); });
    if (fast && exact) {
      Lazy ct([&] { return condition::plane_hit(c.ray, c.plane, *exact); });
      j.construction("ray_plane_hit", "t (ULPs)", measure::ulps(*fast, *exact), contract::kParameterUlps,
                     optional_text(fast), text(exact), [&] { return condition::value(*fast, *exact, ct()); });
    }
  }
}

namespace {

// ray_sphere_entry's answer against the oracle under the member's conventions.
void ray_sphere_answer(Judge& j, const RayCase& c, std::optional<double> fast) {
  const Conventions cv = j.conventions("ray_sphere_entry");
  const bool plumbs = cv.sphere == SphereConvention::ball && cv.inside_start == InsideStart::hit_at_zero;
  const auto first = [&] {
    return oracle::ray_sphere_first(c.ray.origin, c.ray.direction, c.sphere.centre, c.sphere.radius,
                                    cv.sphere == SphereConvention::surface, cv.inside_start);
  };
  auto approx = plumbs ? std::optional<Rational>() : first();
  // The surface and the exit reading switch on the origin's side: within
  // rounding of the sphere, either side's reading (properties/side_switch.h).
  if (cv.sphere == SphereConvention::surface || cv.inside_start == InsideStart::exit)
    approx = side_reading(
        j, "ray_sphere_entry", fast, approx,
        [&] {
          return oracle::ray_sphere_other_side(c.ray.origin, c.ray.direction, c.sphere.centre, c.sphere.radius,
                                               cv.sphere == SphereConvention::surface, cv.inside_start);
        },
        [&] { return margin::ray_sphere_origin(c.ray, c.sphere); }, decision_degree("ray_sphere_entry"),
        std::array{c.ray.origin.x, c.ray.origin.y, c.ray.origin.z, c.sphere.centre.x, c.sphere.centre.y,
                   c.sphere.centre.z, c.sphere.radius});
  const bool hits = plumbs ? oracle::ray_sphere_hits(c.ray, c.sphere) : approx.has_value();
  std::optional<double> rounded;
  if (hits) rounded = plumbs ? oracle::ray_sphere_entry_rounded(c.ray, c.sphere) : oracle::round_to_double(*approx);
  if (approx ? before_min_hit(j, "ray_sphere_entry", *approx) : rounded && before_min_hit(j, "ray_sphere_entry", *rounded))
    return j.returned();
  const Text e([&] { return rounded ? hex_and_decimal(*rounded) + " (rounded)" : std::string("none"); });
  j.decision("ray_sphere_entry", "whether it hits", fast ? "hit" : "none", hits ? "hit" : "none", optional_text(fast),
             e, [&] { return margin::ray_sphere(c.ray, c.sphere); });
  if (!fast || !hits) return;
  // A computed +inf is right when the exact entry rounds to +inf too.
  const bool both_overflow = std::isinf(*fast) && rounded.value_or(0.0) == *fast;
  const double ulps = both_overflow ? 0.0
                      : plumbs      ? oracle::ray_sphere_entry_ulp_error(*fast, c.ray, c.sphere)
                                    : measure::ulps(*fast, *approx);
  j.construction("ray_sphere_entry", "t (ULPs)", ulps, contract::kRaySphereUlps, optional_text(fast), e, [&] {
    const Rational t = plumbs ? *first() : *approx;
    return condition::value(*fast, t, condition::sphere_entry(c.ray.origin, c.ray.direction, c.sphere.centre,
                                                              c.sphere.radius, t, unit(j)));
  });
}

// ray_box_entry's answer against the oracle under the member's conventions.
void ray_box_answer(Judge& j, const RayCase& c, std::optional<double> fast) {
  const Conventions cv = j.conventions("ray_box_entry");
  const double o[3] = {c.ray.origin.x, c.ray.origin.y, c.ray.origin.z};
  const double d[3] = {c.ray.direction.x, c.ray.direction.y, c.ray.direction.z};
  const double lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
  const bool open = cv.box == BoxConvention::open;
  auto exact = cv.box == BoxConvention::closed && cv.inside_start == InsideStart::hit_at_zero
                   ? oracle::ray_box_entry(c.ray, c.box)
                   : oracle::ray_box_entry_as(o, d, lo, hi, 3, open, cv.inside_start);
  // The exit reading switches on the origin's side: within rounding of a
  // face, either side's reading (properties/side_switch.h). The side is a
  // comparison of coordinates (degree 1, taken as 2 as box_box_intersect's):
  // on an exact grid an origin on a face has no rounded side.
  if (cv.inside_start == InsideStart::exit)
    exact = side_reading(
        j, "ray_box_entry", fast, exact,
        [&] { return oracle::ray_box_entry_other_side(o, d, lo, hi, 3, open, cv.inside_start); },
        [&] { return margin::ray_box_origin(c.ray, c.box); }, 2,
        std::array{o[0], o[1], o[2], lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]});
  if (exact && before_min_hit(j, "ray_box_entry", *exact)) return j.returned();
  j.decision("ray_box_entry", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", optional_text(fast),
             text(exact), [&] { return margin::ray_box(c.ray, c.box); });
  if (!fast || !exact) return;
  Lazy ct([&] { return condition::box_entry(c.ray.origin, c.ray.direction, c.box.min, c.box.max, *exact); });
  j.construction("ray_box_entry", "t (ULPs)", measure::ulps(*fast, *exact), contract::kRayBoxUlps, optional_text(fast),
                 text(exact), [&] { return condition::value(*fast, *exact, ct()); });
}

}  // namespace

void ray_oracle(const Subject& s, const RayCase& c, Judge& j) {
  if (s.ray_sphere_entry) {
    const auto fast = s.ray_sphere_entry(c.ray, c.sphere);
    if (j.preconditions("ray_sphere_entry").nonnegative_radius && c.sphere.radius < 0)
      j.returned();  // outside the contract
    else if (ray_judged(j, "ray_sphere_entry", c.ray))
      ray_sphere_answer(j, c, fast);
  }
  if (s.ray_box_entry) {
    const auto fast = s.ray_box_entry(c.ray, c.box);
    const bool ordered = c.box.min.x <= c.box.max.x && c.box.min.y <= c.box.max.y && c.box.min.z <= c.box.max.z;
    if (j.preconditions("ray_box_entry").ordered_box && !ordered)
      j.returned();  // outside the contract
    else if (ray_judged(j, "ray_box_entry", c.ray))
      ray_box_answer(j, c, fast);
  }
}

// The slab method against a different reading of the same box: the ray's
// crossings with its six face rectangles (computed exactly by the oracle).
// A second method for Plumb's strict judgement; a subject with declared
// conventions or tolerances is judged by the oracle property alone (a second
// finding on the same answer would only repeat the first).
void ray_box_faces(const Subject& s, const RayCase& c, Judge& j) {
  if (!s.ray_box_entry || !j.declared().strict()) return;
  const auto fast = s.ray_box_entry(c.ray, c.box);
  const auto faces = oracle::ray_box_entry_by_faces(c.ray, c.box);
  j.invariant("ray_box_entry", "agrees with the six faces: hit or miss", fast.has_value() == faces.has_value(),
              optional_text(fast), text(faces));
  if (fast && faces)
    j.construction("ray_box_entry", "t vs the six faces (ULPs)", measure::ulps(*fast, *faces), contract::kRayBoxUlps,
                   optional_text(fast), text(faces));
}

void contact_oracle(const Subject& s, const CircleCase& c, Judge& j) {
  if (!s.circle_segment_contact) return;
  const auto fast = s.circle_segment_contact(c.circle, c.s);
  if (j.conventions("circle_segment_contact").zero_length == ZeroLength::outside_contract && c.s.a == c.s.b) return;
  const auto exact = oracle::circle_segment_contact(c.circle, c.s);
  // Texts for a finding only (judge/judge.h, Text).
  const auto f = [&] {
    return fast ? fmt::format("closest {}, depth {}, push {}", fmt_case::vec(fast->closest),
                              hex_and_decimal(fast->depth), fmt_case::vec(fast->push))
                : std::string("none");
  };
  const auto e = [&] {
    return exact ? fmt::format("closest {}, depth {} (rounded)", text(exact->closest),
                               hex_and_decimal(oracle::circle_contact_depth_rounded(c.circle, c.s)))
                 : std::string("none");
  };
  const char* k = "circle_segment_contact";
  j.decision(k, "whether they touch", fast ? "touch" : "none", exact ? "touch" : "none", f, e,
             [&] { return margin::circle_segment(c.circle, c.s); });
  if (!fast || !exact) return;
  Lazy ct([&] { return condition::projection(c.s, c.circle.centre); });
  const double scale = condition::scale2({c.s.a, c.s.b, c.circle.centre});
  const double c_depth = condition::distance(scale, 2) + std::fabs(c.circle.radius);
  j.construction(k, "closest point (u x scale)", measure::point_error(fast->closest, c.s, exact->t, exact->closest),
                 contract::kPointScale, f, e,
                 [&] {
                   return condition::point(fast->closest, exact->closest, condition::along(c.s, exact->t, ct()));
                 });
  // The contract is relative to the radius, with the subnormal spacing added
  // (kernels/contracts.h): measure in units of u (r + m), m = 2^-1022.
  const Rational unit_scale = oracle::exact(c.circle.radius) + oracle::pow2(-1022);
  const oracle::RVec2 centre = oracle::exact(c.circle.centre);
  const Rational d2 = (centre.x - exact->closest.x) * (centre.x - exact->closest.x) +
                      (centre.y - exact->closest.y) * (centre.y - exact->closest.y);
  j.construction(k, "depth (u x radius)", oracle::circle_contact_depth_error_in(fast->depth, *exact, c.circle.radius, unit_scale),
                 contract::kDepthScale, f, e, [&] {
                   // depth = r - sqrt(d2): measure r - depth against the root.
                   Deviation dv = condition::root(c.circle.radius - fast->depth, d2, c_depth);
                   dv.magnitude = std::fabs(oracle::circle_contact_depth_rounded(c.circle, c.s));
                   return dv;
                 });
  j.construction(k, "push (u x radius)", oracle::circle_contact_push_error_in(fast->push, *exact, c.circle.radius, unit_scale),
                 contract::kPushScale, f, e, [&] {
                   const double depth = oracle::circle_contact_depth_rounded(c.circle, c.s);
                   const double dist = std::sqrt(d2.convert_to<double>());
                   const double cx = c.circle.centre.x - oracle::round_to_double(exact->closest.x);
                   const double cy = c.circle.centre.y - oracle::round_to_double(exact->closest.y);
                   const double want_x = dist > 0 ? depth * cx / dist : fast->push.x;
                   const double want_y = dist > 0 ? depth * cy / dist : fast->push.y;
                   const double err = std::hypot(fast->push.x - want_x, fast->push.y - want_y);
                   const double cond = c_depth + (dist > 0 ? depth * condition::distance(scale, 2) / dist : 0.0);
                   return Deviation{std::isfinite(err) ? err : INFINITY, depth, cond};
                 });
}

// --- Symmetries ---------------------------------------------------------------------

const char* symmetry3_name(Symmetry3 y) {
  switch (y) {
    case Symmetry3::scaling: return "power-of-two scaling";
    case Symmetry3::permute_axes: return "permuting the axes";
    case Symmetry3::negate_axis: return "negating an axis";
    case Symmetry3::swap_and_reverse: return "swapping and reversing segments";
  }
  return "?";
}

namespace {

Pair3Case scaled_case(const Pair3Case& c, int k) {
  auto sc = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; };
  return {{sc(c.s1.a), sc(c.s1.b)}, {sc(c.s2.a), sc(c.s2.b)}, std::ldexp(c.r1, k), std::ldexp(c.r2, k), c.label};
}

// Two powers of two k1 != k2 that both keep every coordinate, coordinate
// difference and finite radius within [2^-480, 2^480] (so squared distances
// stay normal), k1 = 0 when the case itself is; {0, 0} when there are none.
std::pair<int, int> safe_powers3(const Pair3Case& c, const Domain& domain) {
  double hi = 0, lo = INFINITY;
  auto see = [&](double v) {
    v = std::fabs(v);
    if (v == 0 || !std::isfinite(v)) return;
    hi = std::max(hi, v);
    lo = std::min(lo, v);
  };
  const Vec3 ps[] = {c.s1.a, c.s1.b, c.s2.a, c.s2.b};
  for (const Vec3& p : ps)
    for (const Vec3& q : ps) {
      see(p.x), see(p.y), see(p.z);
      see(p.x - q.x), see(p.y - q.y), see(p.z - q.z);
    }
  see(c.r1), see(c.r2);
  if (hi == 0 || !std::isfinite(hi)) return {0, 0};
  // ... and every coordinate and radius inside the subject's declared domain.
  const int top = std::min(480, std::ilogb(domain.max_magnitude)) - 2;
  const int bottom = domain.min_magnitude > 0 ? std::max(-480, std::ilogb(domain.min_magnitude) + 2) : -480;
  const int up = top - std::ilogb(hi), down = bottom - std::ilogb(lo) + 1;
  if (down >= up) return {0, 0};
  if (down <= 0 && 0 <= up) return {0, up != 0 ? up : down};
  return {down, up};
}

}  // namespace

namespace {

// The two cases a 3D symmetry compares.
std::pair<Pair3Case, Pair3Case> twins3(const Pair3Case& c, Symmetry3 y, const Domain& domain) {
  auto mapped = [&](const std::function<Vec3(Vec3)>& f, double r1, double r2) {
    return Pair3Case{{f(c.s1.a), f(c.s1.b)}, {f(c.s2.a), f(c.s2.b)}, r1, r2, c.label};
  };
  switch (y) {
    case Symmetry3::scaling: {
      const auto [k1, k2] = safe_powers3(c, domain);
      return {scaled_case(c, k1), scaled_case(c, k2)};
    }
    case Symmetry3::permute_axes: return {c, mapped([](Vec3 p) { return Vec3{p.y, p.z, p.x}; }, c.r1, c.r2)};
    case Symmetry3::negate_axis: return {c, mapped([](Vec3 p) { return Vec3{p.x, -p.y, p.z}; }, c.r1, c.r2)};
    case Symmetry3::swap_and_reverse:
      return {c, Pair3Case{{c.s2.b, c.s2.a}, {c.s1.a, c.s1.b}, c.r2, c.r1, c.label}};
  }
  return {c, c};
}

// A pair case's own answers, as the symmetries compare them with their
// twins'. `pointwise`: also the answers swap_and_reverse does not compare.
struct Answers3 {
  SegmentPair3 pair{};
  double point = 0;
  bool sphere_segment = false, capsule_sphere = false, capsule_capsule = false;
};

Answers3 take3(const Subject& s, const Pair3Case& c, bool pointwise) {
  Answers3 a;
  if (s.segment_segment_closest3) a.pair = s.segment_segment_closest3(c.s1, c.s2);
  if (s.capsule_sphere_intersect) a.capsule_sphere = s.capsule_sphere_intersect({c.s1.a, c.s1.b, c.r1}, {c.s2.a, c.r2});
  if (s.capsule_capsule_intersect)
    a.capsule_capsule = s.capsule_capsule_intersect({c.s1.a, c.s1.b, c.r1}, {c.s2.a, c.s2.b, c.r2});
  if (!pointwise) return a;
  if (s.squared_distance_point_segment3) a.point = s.squared_distance_point_segment3(c.s2.a, c.s1);
  if (s.sphere_segment_intersect) a.sphere_segment = s.sphere_segment_intersect({c.s2.a, c.r2}, c.s1);
  return a;
}

bool finite_pair3(const Pair3Case& c) {
  for (Vec3 p : {c.s1.a, c.s1.b, c.s2.a, c.s2.b})
    if (!finite3(p)) return false;
  return true;
}

// `original`: the answers of c0 itself, when the caller has taken them
// (symmetries3() takes them once for every transformation that compares with them).
void symmetry3_exact(const Subject& s, const Pair3Case& c0, Symmetry3 y, Judge& j, const Domain& domain,
                     const Answers3* original = nullptr);

}  // namespace

// As in 2D (checks_symmetry.cpp): a subject with a declared allowance or
// tolerance is judged on the oracle at both cases instead.
void symmetry3(const Subject& s, const Pair3Case& c, Symmetry3 y, Judge& j) {
  const Domain& domain = j.declared().domain;
  if (j.declared().strict()) return symmetry3_exact(s, c, y, j, domain);
  Judge scratch;
  scratch.begin_case("", c.label, {}, 0);
  symmetry3_exact(s, c, y, scratch, domain);
  j.count_checks(scratch);
  if (!scratch.case_failed()) return;
  std::set<std::string> broken;
  for (const Finding& f : scratch.case_findings()) broken.insert(f.kernel);
  const auto [first, second] = twins3(c, y, domain);
  for (const std::string& kernel : broken) {
    const Subject one = only_member(s, kernel);
    pair3_oracle(one, first, j);
    point3_oracle(one, Point3Case{first.s1, first.s2.a, first.label}, j);
    j.set_transformed(describe(second) + " (" + symmetry3_name(y) + ")");
    pair3_oracle(one, second, j);
    point3_oracle(one, Point3Case{second.s1, second.s2.a, second.label}, j);
    j.set_transformed("");
  }
}

void symmetries3(const Subject& s, const Pair3Case& c, std::span<const Symmetry3> ys, Judge& j) {
  const Domain& domain = j.declared().domain;
  if (!j.declared().strict() || !finite_pair3(c)) {
    for (Symmetry3 y : ys) symmetry3(s, c, y, j);
    return;
  }
  // Every transformation but scaling compares its twin with the case itself,
  // and scaling does too when the case is its own first scale (2^0): the
  // case's answers are taken once here, not once per transformation.
  auto uses_original = [&](Symmetry3 y) { return y != Symmetry3::scaling || safe_powers3(c, domain).first == 0; };
  std::optional<Answers3> original;
  for (Symmetry3 y : ys) {
    if (!original && uses_original(y)) original = take3(s, c, true);
    symmetry3_exact(s, c, y, j, domain, original ? &*original : nullptr);
  }
}

namespace {

void symmetry3_exact(const Subject& s, const Pair3Case& c0, Symmetry3 y, Judge& j, const Domain& domain,
                     const Answers3* original) {
  if (!finite_pair3(c0)) return;
  Pair3Case c = c0;
  bool own_case = true;  // c is c0 (its answers are `original`'s)
  std::function<Vec3(Vec3)> map;
  std::function<double(double)> length = [](double v) { return v; };
  switch (y) {
    case Symmetry3::scaling: {
      const auto [k1, k2] = safe_powers3(c0, domain);
      if (k1 == k2) return;
      c = scaled_case(c0, k1);
      own_case = k1 == 0;
      const int k = k2 - k1;
      map = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; };
      length = [k](double v) { return std::ldexp(v, k); };
      break;
    }
    case Symmetry3::permute_axes: map = [](Vec3 p) { return Vec3{p.y, p.z, p.x}; }; break;
    case Symmetry3::negate_axis: map = [](Vec3 p) { return Vec3{p.x, -p.y, p.z}; }; break;
    case Symmetry3::swap_and_reverse: break;
  }
  const std::string_view what = symmetry3_name(y);
  // The statements and texts are read only for a finding: made only then.
  auto same = [&](std::string_view kernel, bool a, bool b) {
    j.invariant(kernel, a == b ? std::string() : fmt::format("{}: the decision is unchanged", what), a == b,
                boolean(b), boolean(a));
  };
  // `before` is the untransformed value: when it lies within 52 binades of
  // the subnormal range it has lost precision to underflow (the least distance
  // of two segments can be far below their coordinates), so it says nothing.
  auto close = [&](std::string_view kernel, std::string_view q, double got, double want, double ulps,
                   double before) {
    const double scale = std::max(std::fabs(got), std::fabs(want));
    const bool underflowed = std::fabs(before) < 0x1p-970 || std::fabs(got) < 0x1p-970;
    const bool finite = std::isfinite(got) && std::isfinite(want);  // else the scale is infinite
    const bool ok = got == want || (finite ? std::fabs(got - want) <= ulps * 0x1p-52 * scale
                                           : close_to_overflow(got, want, ulps)) ||
                    underflowed;
    j.invariant(kernel, ok ? std::string() : fmt::format("{}: {} agrees within {:g} ULPs", what, q, ulps), ok,
                [got] { return hex_and_decimal(got); }, [want] { return hex_and_decimal(want); });
  };
  const double r1 = y == Symmetry3::scaling ? length(c.r1) : c.r1, r2 = y == Symmetry3::scaling ? length(c.r2) : c.r2;
  Segment3 t1, t2;
  if (y == Symmetry3::swap_and_reverse) {
    t1 = {c.s2.b, c.s2.a};  // the second, reversed, comes first
    t2 = {c.s1.a, c.s1.b};
  } else {
    t1 = {map(c.s1.a), map(c.s1.b)};
    t2 = {map(c.s2.a), map(c.s2.b)};
  }
  const double d2 = 2 * contract::kSquaredDistance3Ulps;
  const bool pointwise = y != Symmetry3::swap_and_reverse;
  const Answers3 a = own_case && original ? *original : take3(s, c, pointwise);
  if (s.segment_segment_closest3) {
    const SegmentPair3 b = s.segment_segment_closest3(t1, t2);
    close("segment_segment_closest3", "squared distance", b.squared_distance, length(length(a.pair.squared_distance)),
          d2, a.pair.squared_distance);
  }
  if (pointwise) {
    if (s.squared_distance_point_segment3)
      close("squared_distance_point_segment3", "squared distance", s.squared_distance_point_segment3(t2.a, t1),
            length(length(a.point)), d2, a.point);
    if (s.sphere_segment_intersect)
      same("sphere_segment_intersect", a.sphere_segment, s.sphere_segment_intersect({t2.a, r2}, t1));
    if (s.capsule_sphere_intersect)
      same("capsule_sphere_intersect", a.capsule_sphere, s.capsule_sphere_intersect({t1.a, t1.b, r1}, {t2.a, r2}));
  }
  if (s.capsule_capsule_intersect) {
    // Swapping the capsules swaps the radii too.
    const bool after = y == Symmetry3::swap_and_reverse
                           ? s.capsule_capsule_intersect({t1.a, t1.b, c.r2}, {t2.a, t2.b, c.r1})
                           : s.capsule_capsule_intersect({t1.a, t1.b, r1}, {t2.a, t2.b, r2});
    same("capsule_capsule_intersect", a.capsule_capsule, after);
  }
  // A sphere is a capsule of zero length.
  if (s.capsule_sphere_intersect && s.capsule_capsule_intersect && y == Symmetry3::swap_and_reverse) {
    const Capsule cap{c.s1.a, c.s1.b, c.r1};
    same("capsule_sphere_intersect", a.capsule_sphere, s.capsule_capsule_intersect(cap, {c.s2.a, c.s2.a, c.r2}));
  }
}

}  // namespace

// --- Non-finite input and field cases -------------------------------------------------

void non_finite3(const Subject& s, const Pair3Case& c, Judge& j) {
  auto nan_everywhere = [](const SegmentPair3& p) {
    return std::isnan(p.s) && std::isnan(p.t) && std::isnan(p.squared_distance) && std::isnan(p.first.x) &&
           std::isnan(p.second.x);
  };
  auto no = [&](std::string_view kernel, auto call) {
    non_finite_answer(j, call, [&](bool got) {
      j.invariant(kernel, "non-finite input answers false", !got, boolean(got), "false");
    });
  };
  if (s.segment_segment_closest3)
    non_finite_answer(j, [&] { return s.segment_segment_closest3(c.s1, c.s2); }, [&](const SegmentPair3& p) {
      j.invariant("segment_segment_closest3", "non-finite input answers NaN", nan_everywhere(p),
                  hex_and_decimal(p.squared_distance), "nan");
    });
  if (s.capsule_capsule_intersect)
    no("capsule_capsule_intersect", [&] { return s.capsule_capsule_intersect({c.s1.a, c.s1.b, c.r1}, {c.s2.a, c.s2.b, c.r2}); });
  // Each member's own inputs decide whether its answer is for non-finite input
  // (a NaN radius is empty, +inf fills space: documented, not "non-finite answers false").
  const bool s1_finite = finite3(c.s1.a) && finite3(c.s1.b);
  if (s.capsule_sphere_intersect && !(s1_finite && finite3(c.s2.a)))
    no("capsule_sphere_intersect", [&] { return s.capsule_sphere_intersect({c.s1.a, c.s1.b, c.r1}, {c.s2.a, c.r2}); });
  if (s.sphere_segment_intersect && !(s1_finite && finite3(c.s2.a)))
    no("sphere_segment_intersect", [&] { return s.sphere_segment_intersect({c.s2.a, c.r2}, c.s1); });
  if (s.sphere_sphere_intersect && !(finite3(c.s1.a) && finite3(c.s2.a)))
    no("sphere_sphere_intersect", [&] { return s.sphere_sphere_intersect({c.s1.a, c.r1}, {c.s2.a, c.r2}); });
  // closest_point3 is judged on non-finite input by non_finite_point3, on its
  // own (point, segment) case: asked here, its report would show a pair.
  if (s.segment_plane_crossing)
    non_finite_answer(j, [&] { return s.segment_plane_crossing({c.s1.a, c.s2.b}, {c.s2.a, 1.0}); },
                      [&](const std::optional<PlaneCrossing>& got) {
                        const bool finite = finite3(c.s1.a) && finite3(c.s2.b) && finite3(c.s2.a);
                        if (!finite)
                          j.invariant("segment_plane_crossing", "non-finite input answers none", !got,
                                      got ? "a crossing" : "none", "none");
                      });
}

void non_finite_ray(const Subject& s, const RayCase& c, Judge& j) {
  const bool ray_finite = finite3(c.ray.origin) && finite3(c.ray.direction);
  auto none = [&](std::string_view kernel, auto call) {
    non_finite_answer(j, call, [&](const std::optional<double>& got) {
      j.invariant(kernel, "non-finite input answers none", !got, optional_text(got), "none");
    });
  };
  if (s.ray_box_entry && !(ray_finite && finite3(c.box.min) && finite3(c.box.max)))
    none("ray_box_entry", [&] { return s.ray_box_entry(c.ray, c.box); });
  if (s.ray_sphere_entry && !(ray_finite && finite3(c.sphere.centre)))
    none("ray_sphere_entry", [&] { return s.ray_sphere_entry(c.ray, c.sphere); });
}

int field3_case_count() { return int(field::pair3_cases().size() + field::ray_cases().size()); }

std::string field3_case_name(int index) {
  const auto pairs = field::pair3_cases();
  if (index < int(pairs.size())) return pairs[index].name;
  return field::ray_cases()[index - pairs.size()].name;
}

void field3_case(const Subject& s, int index, Judge& j) {
  const Domain& domain = j.declared().domain;
  const auto pairs = field::pair3_cases();
  if (index < int(pairs.size())) {
    const auto& f = pairs[index];
    if (!case_in_domain(Pair3Case{f.s1, f.s2, 0.0, 0.0, f.name}, domain)) return;  // its exact numbers, or nothing
    if (s.segment_segment_closest3 && !j.strict("segment_segment_closest3")) {
      pair3_oracle(only_member(s, "segment_segment_closest3"), Pair3Case{f.s1, f.s2, 0.0, 0.0, f.name}, j);
    } else if (s.segment_segment_closest3) {
      const double d = std::sqrt(s.segment_segment_closest3(f.s1, f.s2).squared_distance);
      const bool ok = std::fabs(d - f.distance) <= 4 * 0x1p-52 * f.distance;  // sqrt of a 20-ULP value: ~10 ULPs
      j.invariant("segment_segment_closest3", f.name, ok, hex_and_decimal(d), hex_and_decimal(f.distance));
    }
    return;
  }
  const auto rays = field::ray_cases();  // kept alive: f refers into it
  const auto& f = rays[index - pairs.size()];
  if (!case_in_domain(RayCase{f.ray, f.sphere, f.box, f.name}, domain)) return;
  if (!j.declared().strict()) {  // judged by the oracle under the subject's declarations
    ray_oracle(s, RayCase{f.ray, f.sphere, f.box, f.name}, j);
    return;
  }
  if (s.ray_box_entry) {
    const auto got = s.ray_box_entry(f.ray, f.box);
    j.invariant("ray_box_entry", f.name, got.has_value() == f.box_hit && (!got || !std::isnan(*got)),
                optional_text(got), f.note);
  }
  if (s.ray_sphere_entry) {
    const auto got = s.ray_sphere_entry(f.ray, f.sphere);
    const bool ok = got.has_value() == f.sphere_entry.has_value() &&
                    (!got || std::fabs(*got - *f.sphere_entry) <= 1e-6);
    j.invariant("ray_sphere_entry", f.name, ok, optional_text(got), f.note);
  }
}

}  // namespace plumb::check
