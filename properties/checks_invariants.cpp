// Properties 2, 3 and 6, the documented answers for non-finite input, and the
// field cases: statements that hold without comparing to the oracle's numbers
// (or that check the oracle itself, where the statement is about exact values).
#include <cmath>
#include <limits>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "kernels/range.h"
#include "oracle/closest_point.h"
#include "oracle/error.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/filtered_line_of_sight.h"
#include "oracle/line_of_sight.h"
#include "oracle/crossing.h"
#include "judge/filtered_measure.h"
#include "properties/checks.h"
#include "judge/condition.h"
#include "subject/domain_fit.h"
#include "judge/margin.h"
#include "properties/field_cases.h"
#include "judge/format.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;
using fmt_case::hex_and_decimal;
using oracle::Rational;

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

}  // namespace

// 2. The segment holds fewer points than its line, so it is never nearer.
void clamped_not_below_line(const Subject& s, const PointCase& c, Judge& j) {
  const auto seg_f = oracle::filtered::squared_distance_point_segment(c.p, c.s);
  const auto line_f = oracle::filtered::squared_distance_point_line(c.p, c.s);
  const auto order = seg_f && line_f ? oracle::filtered::compare(*seg_f, *line_f) : std::nullopt;
  if (measure::filtered::enabled() && order && *order >= 0) {  // settled, and it holds
    j.invariant("(oracle self-check)", {}, true, {}, {});
  } else {
    const Rational seg = oracle::squared_distance_point_segment(c.p, c.s);
    const Rational line = oracle::squared_distance_point_line(c.p, c.s);
    j.invariant("(oracle self-check)", "exact segment distance >= exact line distance", seg >= line,
                measure::text(seg), measure::text(line));
  }
  if (s.distance_point_segment && s.distance_point_line) {
    const double fs = s.distance_point_segment(c.p, c.s), fl = s.distance_point_line(c.p, c.s);
    // A declared tolerance lets each distance be off by its allowance.
    const double slack = 2 * j.allowance("distance_point_segment", std::fabs(fl),
                                         condition::distance(condition::scale2({c.s.a, c.s.b, c.p}), 2));
    j.invariant("distance_point_segment", "distance to the segment >= distance to its line",
                fs >= fl - slack || (std::isnan(fs) && std::isnan(fl)), hex_and_decimal(fs),
                ">= " + hex_and_decimal(fl));
  }
}

// 3. A wall read as a line contains the wall, so it can only block more.
// For a subject with a rounding allowance a broken implication is one of the
// two answers disagreeing with the oracle: it is judged as that decision (with
// its margin), in the group the oracle property reports it in.
void lines_only_block(const Subject& s, const SightCase& c, Judge& j) {
  auto fold = [&](std::string_view kernel, bool fast, bool exact, std::string_view q) {
    const Kind k = kernel.find("as_lines") != std::string_view::npos ? Kind::line : Kind::segment;
    j.decision_bool(kernel, q, fast, exact,
                    [&] { return margin::sight(c.from, c.to, c.walls, k, q == "clear" ? fast : !fast); });
  };
  if (s.has_line_of_sight && s.has_line_of_sight_as_lines) {
    const bool clear = s.has_line_of_sight(c.from, c.to, c.walls);
    const bool clear_as_lines = s.has_line_of_sight_as_lines(c.from, c.to, c.walls);
    if (!clear_as_lines || clear || j.strict("has_line_of_sight")) {
      j.invariant("has_line_of_sight", "clear with walls as lines implies clear", !clear_as_lines || clear,
                  fmt::format("clear = {}, clear as lines = {}", boolean(clear), boolean(clear_as_lines)),
                  "clear whenever clear as lines");
    } else {
      fold("has_line_of_sight", clear, oracle::has_line_of_sight(c.from, c.to, c.walls), "clear");
      fold("has_line_of_sight_as_lines", clear_as_lines, oracle::has_line_of_sight_as_lines(c.from, c.to, c.walls),
           "clear");
    }
  }
  if (s.first_blocker && s.first_blocker_as_lines) {
    const bool blocked = s.first_blocker(c.from, c.to, c.walls).has_value();
    const bool blocked_as_lines = s.first_blocker_as_lines(c.from, c.to, c.walls).has_value();
    if (!blocked || blocked_as_lines || j.strict("first_blocker")) {
      j.invariant("first_blocker", "blocked implies blocked with walls as lines", !blocked || blocked_as_lines,
                  fmt::format("blocked = {}, blocked as lines = {}", boolean(blocked), boolean(blocked_as_lines)),
                  "blocked as lines whenever blocked");
    } else {
      fold("first_blocker", blocked, !oracle::has_line_of_sight(c.from, c.to, c.walls), "blocked");
      fold("first_blocker_as_lines", blocked_as_lines, !oracle::has_line_of_sight_as_lines(c.from, c.to, c.walls),
           "blocked");
    }
  }
  if (finite(c.from) && finite(c.to)) {
    // The filtered oracle's answers when it settles them (judge/filtered_measure.h).
    const auto exactly_clear = [&](Kind wall_kind, auto rational) {
      const oracle::filtered::BlockerAnswer b =
          measure::filtered::enabled() ? oracle::filtered::first_blocker(c.from, c.to, c.walls, wall_kind)
                                       : std::nullopt;
      return b ? !b->has_value() : rational(c.from, c.to, c.walls);
    };
    const bool clear = exactly_clear(Kind::segment, oracle::has_line_of_sight);
    const bool clear_as_lines = exactly_clear(Kind::line, oracle::has_line_of_sight_as_lines);
    j.invariant("(oracle self-check)", "exact: clear as lines implies clear", !clear_as_lines || clear, boolean(clear),
                boolean(clear_as_lines));
  }
}

namespace {

// The filtered path's acquittal of "no point of the shape is nearer": the
// exact check below passes when |p - q^|^2 <= D* + 2 r_D r_delta + delta2 with
// r_D >= sqrt(D*) and r_delta >= sqrt(delta2); that right side is at least
// (sqrt(D*) + sqrt(delta2))^2, so a certified |p - q^|^2 <= a lower bound of
// that square settles the check as passing. Anything else goes to rationals.
bool nothing_nearer_settled(const PointCase& c, const ClosestPoint& fast) {
  namespace fo = oracle::filtered;
  if (!measure::filtered::enabled()) return false;
  const std::optional<fo::QClosest> e = fo::closest_point(c.s, c.p, c.kind);
  if (!e) return false;
  // |w|^2 from the exact differences' magnitudes, in the extended format
  // (its range holds the square of any difference of doubles).
  const fo::EVec2 w = fo::difference(fast.point, c.p);
  const fo::Real wx = fo::upper_abs(w.x), wy = fo::upper_abs(w.y);
  const fo::Real got = fo::up(fo::up(wx * wx) + fo::up(wy * wy));
  // delta2 = (kPointScale u)^2 (sx^2 + sy^2), s_i = |a_i| + |t| |b_i - a_i|: from below.
  const fo::ScaleBounds t = fo::abs_bounds(e->t);
  auto scale = [&](double a, double b) {
    const fo::Real abs_a = std::fabs(fo::Real(a));
    return fo::ScaleBounds{abs_a, abs_a} + t * fo::abs_bounds(fo::exact_difference(b, a));
  };
  const fo::ScaleBounds sx = scale(c.s.a.x, c.s.b.x), sy = scale(c.s.a.y, c.s.b.y);
  const fo::Real k = fo::Real(contract::kPointScale) * 0x1p-53L;  // exact: a small integer times 2^-53
  const fo::Real delta_low = fo::down(k * fo::down(std::sqrt(fo::down(fo::down(sx.low * sx.low) + fo::down(sy.low * sy.low)))));
  const fo::Real root_low = fo::down(std::sqrt(fo::abs_bounds(e->squared_distance).low));
  const fo::Real sum = fo::down(root_low + delta_low);
  return sum > 0 && got <= fo::down(sum * sum);
}

}  // namespace

// 6. The closest point's t lies in the kind's range, and no point of the shape
// is nearer than the returned point by more than the point contract allows:
// |p - q^|^2 <= (sqrt(D*) + delta)^2, checked in exact arithmetic, where D* is
// the exact least squared distance and delta bounds |q^ - q*|.
void closest_point_on_shape(const Subject& s, const PointCase& c, Judge& j) {
  if (!s.closest_point) return;
  if (j.conventions("closest_point").zero_length == ZeroLength::outside_contract && c.s.a == c.s.b) return;
  const Declarations& d = j.declared();
  if (!(c.kind == Kind::line ? d.closest_point_line : c.kind == Kind::ray ? d.closest_point_ray : d.closest_point_segment))
    return;
  const ClosestPoint fast = s.closest_point(c.s, c.p, c.kind);
  const std::string f = fmt_case::closest(fast);
  j.invariant("closest_point", "t inside the kind's range", contains_t(fast.t, c.kind), f,
              "t in the range of a " + fmt_case::kind(c.kind));
  if (finite(fast.point) && nothing_nearer_settled(c, fast)) {
    j.invariant("closest_point", {}, true, {}, {});
    return;
  }
  const oracle::ExactClosest exact = oracle::closest_point(c.s, c.p, c.kind);
  if (!finite(fast.point)) {
    // Only a foot at the edge of the double range may come back infinite: one
    // whose exact coordinate is within the point contract of overflowing.
    j.invariant("closest_point", "the point is finite unless the exact one is within its contract of overflow",
                measure::point_error(fast.point, c.s, exact.t, exact.point) <= contract::kPointScale, f,
                measure::text(exact.point));
    return;
  }
  const oracle::RVec2 q = oracle::exact(fast.point), p = oracle::exact(c.p);
  const Rational got = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y);
  // delta: the point contract's per-coordinate bound, combined over x and y.
  const oracle::RSegment e = oracle::exact(c.s);
  auto abs = [](const Rational& v) { return v < 0 ? Rational(-v) : v; };
  const Rational sx = abs(e.a.x) + abs(exact.t) * abs(e.b.x - e.a.x);
  const Rational sy = abs(e.a.y) + abs(exact.t) * abs(e.b.y - e.a.y);
  Rational delta2;
  if (j.strict("closest_point")) {
    const Rational k = Rational(contract::kPointScale) * oracle::pow2(-53);
    delta2 = k * k * (sx * sx + sy * sy);
  } else {  // the declared point allowance, per coordinate
    const double ct = condition::projection(c.s, c.p);
    const double a = j.allowance("closest_point", condition::scale2({fast.point}),
                                 condition::along(c.s, exact.t, ct));
    if (!std::isfinite(a)) return;
    delta2 = 2 * oracle::exact(a) * oracle::exact(a);
  }
  // Upper bounds of sqrt(D*) and sqrt(delta2): the next double above the
  // correctly rounded root is above the root.
  // (Every distance between finite doubles is below 2^1026.)
  auto root_above = [](const Rational& v) {
    const double r = oracle::sqrt_rounded(v);
    if (!(r < std::numeric_limits<double>::max())) return oracle::pow2(1026);
    return oracle::exact(std::nextafter(r, std::numeric_limits<double>::infinity()));
  };
  const Rational root_d = root_above(exact.squared_distance), root_delta = root_above(delta2);
  const Rational allowed = exact.squared_distance + 2 * root_d * root_delta + delta2;
  j.invariant("closest_point", "no point of the shape is nearer (exact, within the point contract)",
              got <= allowed, f + ", squared distance " + measure::text(got),
              "least squared distance " + measure::text(exact.squared_distance));
}

void non_finite_pair(const Subject& s, const PairCase& c, Judge& j) {
  const Segment &s1 = c.s1, &s2 = c.s2;
  auto no = [&](std::string_view kernel, auto call) {
    non_finite_answer(j, call, [&](bool fast) {
      j.invariant(kernel, "non-finite input answers false", !fast, boolean(fast), "false");
    });
  };
  auto none = [&](std::string_view kernel, auto call) {
    non_finite_answer(j, call, [&](const auto& fast) {
      j.invariant(kernel, "non-finite input answers none", !fast, fast ? "an answer" : "none", "none");
    });
  };
  // Each member's own inputs decide whether its answer is for non-finite input.
  const bool s1_finite = finite(s1.a) && finite(s1.b);
  if (s.orientation && !(s1_finite && finite(s2.a)))
    non_finite_answer(j, [&] { return s.orientation(s1.a, s1.b, s2.a); }, [&](int fast) {
      j.invariant("orientation", "non-finite input answers 0", fast == 0, fmt::format("{}", fast), "0");
    });
  if (s.parallel) no("parallel", [&] { return s.parallel(s1, s2); });
  if (s.collinear) no("collinear", [&] { return s.collinear(s1, s2); });
  if (s.collinear_overlap) no("collinear_overlap", [&] { return s.collinear_overlap(s1, s2); });
  if (s.segments_intersect) no("segments_intersect", [&] { return s.segments_intersect(s1, s2); });
  if (s.line_segment_intersect) no("line_segment_intersect", [&] { return s.line_segment_intersect(s1, s2); });
  if (s.line_crossing) none("line_crossing", [&] { return s.line_crossing(s1, s2); });
  if (s.segment_crossing) none("segment_crossing", [&] { return s.segment_crossing(s1, s2); });
  if (s.ray_segment_hit) none("ray_segment_hit", [&] { return s.ray_segment_hit(s1, s2); });
  if (s.ray_box2) none("ray_box2", [&] { return s.ray_box2(s1, Box2{s2.a, s2.b}); });
  if (s.ray_circle && !(s1_finite && finite(s2.a))) none("ray_circle", [&] { return s.ray_circle(s1, Circle{s2.a, 1.0}); });
  if (s.distance_segment_segment)
    non_finite_answer(j, [&] { return s.distance_segment_segment(s1, s2); }, [&](double d) {
      j.invariant("distance_segment_segment", "non-finite input answers NaN", std::isnan(d), hex_and_decimal(d), "nan");
    });
  // As a sight (s1) and one wall (s2): a non-finite sight has no answer
  // (not clear); a non-finite wall is nowhere (skipped).
  const Segment walls[] = {s2};
  const bool sight_finite = finite(s1.a) && finite(s1.b);
  if (s.has_line_of_sight)
    non_finite_answer(j, [&] { return s.has_line_of_sight(s1.a, s1.b, walls); }, [&](bool clear) {
      j.invariant("has_line_of_sight", sight_finite ? "a non-finite wall is skipped" : "a non-finite sight is not clear",
                  clear == sight_finite, boolean(clear), boolean(sight_finite));
    });
  if (s.first_blocker)
    non_finite_answer(j, [&] { return s.first_blocker(s1.a, s1.b, walls); }, [&](const std::optional<Blocker>& b) {
      j.invariant("first_blocker", "non-finite sight or wall: none", !b, b ? "a blocker" : "none", "none");
    });
}

void non_finite_point(const Subject& s, const PointCase& c, Judge& j) {
  auto nan = [&](std::string_view kernel, auto call) {
    non_finite_answer(j, call, [&](double d) {
      j.invariant(kernel, "non-finite input answers NaN", std::isnan(d), hex_and_decimal(d), "nan");
    });
  };
  if (s.projection_t)
    non_finite_answer(j, [&] { return s.projection_t(c.s, c.p); }, [&](const std::optional<double>& t) {
      j.invariant("projection_t", "non-finite input answers none", !t, fmt_case::optional_double(t), "none");
    });
  if (s.closest_point)
    non_finite_answer(j, [&] { return s.closest_point(c.s, c.p, c.kind); }, [&](const ClosestPoint& q) {
      j.invariant("closest_point", "non-finite input answers NaN",
                  std::isnan(q.t) && std::isnan(q.point.x) && std::isnan(q.point.y), fmt_case::closest(q),
                  "t = nan, point = {nan, nan}");
    });
  if (s.distance_point_segment) nan("distance_point_segment", [&] { return s.distance_point_segment(c.p, c.s); });
  if (s.squared_distance_point_segment)
    nan("squared_distance_point_segment", [&] { return s.squared_distance_point_segment(c.p, c.s); });
  if (s.distance_point_line) nan("distance_point_line", [&] { return s.distance_point_line(c.p, c.s); });
}

int field_case_count() {
  return int(field::pair_cases().size() + field::point_cases().size());
}

std::string field_case_name(int index) {
  const auto pairs = field::pair_cases();
  if (index < int(pairs.size())) return pairs[index].name;
  return field::point_cases()[index - pairs.size()].name;
}

void field_case(const Subject& s, int index, Judge& j) {
  const Domain& domain = j.declared().domain;
  const auto pairs = field::pair_cases();
  if (index >= int(pairs.size())) {
    const field::PointExpectation f = field::point_cases()[index - pairs.size()];
    PointCase pc{f.s, f.p, Kind::segment, f.name};
    if (!case_in_domain(pc, domain)) return;  // a field case is its exact numbers: never fitted
    if (s.distance_point_segment) {
      const double d = s.distance_point_segment(f.p, f.s);
      if (j.strict("distance_point_segment")) {
        j.invariant("distance_point_segment", f.name, d == f.distance, hex_and_decimal(d),
                    hex_and_decimal(f.distance) + ": " + f.note);
      } else {
        const Rational square = oracle::squared_distance_point_segment(f.p, f.s);
        j.construction("distance_point_segment", "distance (ULPs)", measure::sqrt_ulps(d, square),
                       contract::kDistanceUlps, hex_and_decimal(d), hex_and_decimal(f.distance) + ": " + f.note, [&] {
                         return condition::root(d, square, condition::distance(condition::scale2({f.s.a, f.s.b, f.p}), 2));
                       });
      }
    }
    return;
  }
  const field::PairExpectation& f = pairs[index];
  PairCase pc{f.s1, f.s2, f.name};
  if (!case_in_domain(pc, domain)) return;
  // Decisions, judged as the oracle property judges them (so a field case
  // joins the same fault group), with the field case's name as the question.
  if (s.segments_intersect) {
    const bool got = s.segments_intersect(f.s1, f.s2);
    j.decision_bool("segments_intersect", f.name, got, f.intersect,
                    [&] { return margin::meet(f.s1, Kind::segment, f.s2, Kind::segment, got); });
  }
  if (s.parallel) {
    const bool got = s.parallel(f.s1, f.s2);
    j.decision_bool("parallel", f.name, got, f.parallel, [&] { return margin::parallel(f.s1, f.s2); });
  }
  if (s.segment_crossing && f.meet_at && j.strict("segment_crossing")) {
    const auto x = s.segment_crossing(f.s1, f.s2);
    const bool at = x && x->point == *f.meet_at;
    // A computed crossing: within the point contract, plus one rounding of the
    // 17-digit decimal the expectation is written in.
    auto close = [&](double got, double want, double a, double b) {
      const double t = x ? std::fabs(x->t) : 0.0;
      return std::fabs(got - want) <=
             contract::kPointScale * 0x1p-53 * (std::fabs(a) + t * std::fabs(b - a)) + 0x1p-52 * std::fabs(want);
    };
    const bool near = x && close(x->point.x, f.meet_at->x, f.s1.a.x, f.s1.b.x) &&
                      close(x->point.y, f.meet_at->y, f.s1.a.y, f.s1.b.y);
    j.invariant("segment_crossing", f.name, f.exact_point ? at : near, fmt_case::crossing(x),
                fmt_case::vec(*f.meet_at) + ": " + f.note);
  } else if (s.segment_crossing && f.meet_at) {  // a declared tolerance: the oracle property's check
    pair_oracle(only_member(s, "segment_crossing"), pc, j);
  }
}

}  // namespace plumb::check
