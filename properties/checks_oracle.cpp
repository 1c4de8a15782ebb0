// Property 1: every kernel agrees with the exact oracle. Decisions must be
// equal; constructions must lie within the contract of kernels/contracts.h.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/error.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/filtered_line_of_sight.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/projection.h"
#include "properties/checks.h"
#include "properties/filtered_measure.h"
#include "properties/format.h"
#include "properties/measure.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;
using fmt_case::hex_and_decimal;
using measure::text;
using oracle::Rational;
namespace fo = oracle::filtered;
namespace fm = measure::filtered;

// The filtered path acquits or passes (properties/filtered_measure.h): an
// acquitted answer is recorded with empty texts (the Judge prints texts only
// for findings); `false` sends the caller to the rational oracle.

bool settled_decision(Judge& j, std::string_view kernel, std::string_view question, bool fast,
                      const std::optional<bool>& exact) {
  if (!exact || *exact != fast) return false;
  j.decision(kernel, question, true, {}, {});
  return true;
}

// A yes/no answer: the filtered decision when it settles and agrees, else the
// rational one (computed only then).
template <class Rational>
void decision_bool(Judge& j, std::string_view kernel, std::string_view question, bool fast,
                   const std::optional<bool>& filtered, Rational&& rational) {
  if (fm::enabled() && settled_decision(j, kernel, question, fast, filtered)) return;
  j.decision_bool(kernel, question, fast, rational());
}

bool settled_crossing(Judge& j, std::string_view kernel, const Segment& on, const std::optional<Crossing>& fast,
                      const fo::CrossingAnswer& exact) {
  if (!fm::enabled() || !exact || fast.has_value() != exact->has_value()) return false;
  if (!fast) return settled_decision(j, kernel, "whether they meet", false, false);
  const fo::QCrossing& e = **exact;
  const auto t = fo::ulp_error(fast->t, e.t), u = fo::ulp_error(fast->u, e.u);
  const auto point = fm::point_error(fast->point, on, e.t, e.x, e.y);
  if (!fm::within(t, contract::kParameterUlps) || !fm::within(u, contract::kParameterUlps) ||
      !fm::within(point, contract::kPointScale))
    return false;
  j.decision(kernel, "whether they meet", true, {}, {});
  j.construction(kernel, "t (ULPs)", t->high, contract::kParameterUlps, {}, {});
  j.construction(kernel, "u (ULPs)", u->high, contract::kParameterUlps, {}, {});
  j.construction(kernel, "point (u x scale)", point->high, contract::kPointScale, {}, {});
  return true;
}

bool settled_distance(Judge& j, std::string_view kernel, double fast, const std::optional<fo::Quotient>& square) {
  if (!fm::enabled() || !square) return false;
  const std::optional<int> zero = fo::sign(*square);
  if (!zero || !(*zero != 0 || fast == 0.0)) return false;
  const auto e = fo::ulp_error_sqrt(fast, *square);
  if (!fm::within(e, contract::kDistanceUlps)) return false;
  j.decision(kernel, "distance is exactly 0 when the shapes meet", true, {}, {});
  j.construction(kernel, "distance (ULPs)", e->high, contract::kDistanceUlps, {}, {});
  return true;
}

// A crossing-shaped answer: whether there is one, then t, u and the point
// (built on `on`, the first shape).
void crossing_answer(Judge& j, std::string_view kernel, const Segment& on,
                     const std::optional<Crossing>& fast,
                     const std::optional<oracle::ExactCrossing>& exact) {
  const std::string f = fmt_case::crossing(fast), e = text(exact);
  j.decision(kernel, "whether they meet", fast.has_value() == exact.has_value(), f, e);
  if (!fast || !exact) return;
  j.construction(kernel, "t (ULPs)", measure::ulps(fast->t, exact->t), contract::kParameterUlps, f, e);
  j.construction(kernel, "u (ULPs)", measure::ulps(fast->u, exact->u), contract::kParameterUlps, f, e);
  j.construction(kernel, "point (u x scale)", measure::point_error(fast->point, on, exact->t, exact->point),
                 contract::kPointScale, f, e);
}

// A distance: exactly zero when the exact one is (the converse need not hold:
// a distance below half the least subnormal rounds to 0), then ULPs of the
// root; +inf is right when the exact root rounds to it.
void distance_answer(Judge& j, std::string_view kernel, double fast, const Rational& square) {
  const std::string f = hex_and_decimal(fast), e = measure::sqrt_text(square);
  j.decision(kernel, "distance is exactly 0 when the shapes meet", square != 0 || fast == 0.0, f, e);
  j.construction(kernel, "distance (ULPs)", measure::sqrt_ulps(fast, square), contract::kDistanceUlps, f, e);
}

}  // namespace

namespace {

bool settled_projection(Judge& j, const std::optional<double>& fast,
                        const std::optional<std::optional<fo::Quotient>>& exact) {
  if (!fm::enabled() || !exact || fast.has_value() != exact->has_value()) return false;
  if (!fast) return settled_decision(j, "projection_t", "answer, or none for zero length", true, true);
  const auto t = fo::ulp_error(*fast, **exact);
  if (!fm::within(t, contract::kParameterUlps)) return false;
  j.decision("projection_t", "answer, or none for zero length", true, {}, {});
  j.construction("projection_t", "t (ULPs)", t->high, contract::kParameterUlps, {}, {});
  return true;
}

bool settled_closest(Judge& j, const PointCase& c, const ClosestPoint& fast) {
  if (!fm::enabled()) return false;
  const std::optional<fo::QClosest> e = fo::closest_point(c.s, c.p, c.kind);
  if (!e) return false;
  const auto t = fo::ulp_error(fast.t, e->t);
  const auto point = fm::point_error(fast.point, c.s, e->t, e->x, e->y);
  if (!fm::within(t, contract::kParameterUlps) || !fm::within(point, contract::kPointScale)) return false;
  j.construction("closest_point", "t (ULPs)", t->high, contract::kParameterUlps, {}, {});
  j.construction("closest_point", "point (u x scale)", point->high, contract::kPointScale, {}, {});
  return true;
}

// measure::squared_distance_error for a finite fast value is oracle::ulp_error.
bool settled_squared_distance(Judge& j, double fast, const std::optional<fo::Quotient>& exact) {
  if (!fm::enabled() || !exact) return false;
  const auto e = fo::ulp_error(fast, *exact);
  if (!fm::within(e, contract::kSquaredDistanceUlps)) return false;
  j.construction("squared_distance_point_segment", "squared distance (ULPs)", e->high, contract::kSquaredDistanceUlps,
                 {}, {});
  return true;
}

}  // namespace

void point_oracle(const Subject& s, const PointCase& c, Judge& j) {
  if (s.projection_t) {
    const auto fast = s.projection_t(c.s, c.p);
    if (!settled_projection(j, fast, fo::projection_t(c.s, c.p))) {
      const auto exact = oracle::projection_t(c.s, c.p);
      const std::string f = fmt_case::optional_double(fast), e = text(exact);
      j.decision("projection_t", "answer, or none for zero length", fast.has_value() == exact.has_value(), f, e);
      if (fast && exact)
        j.construction("projection_t", "t (ULPs)", measure::ulps(*fast, *exact), contract::kParameterUlps, f, e);
    }
  }
  if (s.closest_point) {
    const ClosestPoint fast = s.closest_point(c.s, c.p, c.kind);
    if (!settled_closest(j, c, fast)) {
      const oracle::ExactClosest exact = oracle::closest_point(c.s, c.p, c.kind);
      const std::string f = fmt_case::closest(fast), e = text(exact);
      j.construction("closest_point", "t (ULPs)", measure::ulps(fast.t, exact.t), contract::kParameterUlps, f, e);
      j.construction("closest_point", "point (u x scale)",
                     measure::point_error(fast.point, c.s, exact.t, exact.point), contract::kPointScale, f, e);
    }
  }
  // The rational squared distance, computed at most once and only if needed.
  std::optional<Rational> to_segment_rational;
  const auto to_segment = [&]() -> const Rational& {
    if (!to_segment_rational) to_segment_rational = oracle::squared_distance_point_segment(c.p, c.s);
    return *to_segment_rational;
  };
  const std::optional<fo::Quotient> filtered_to_segment = fo::squared_distance_point_segment(c.p, c.s);
  if (s.distance_point_segment) {
    const double fast = s.distance_point_segment(c.p, c.s);
    if (!settled_distance(j, "distance_point_segment", fast, filtered_to_segment))
      distance_answer(j, "distance_point_segment", fast, to_segment());
  }
  if (s.squared_distance_point_segment) {
    const double fast = s.squared_distance_point_segment(c.p, c.s);
    if (!settled_squared_distance(j, fast, filtered_to_segment))
      j.construction("squared_distance_point_segment", "squared distance (ULPs)",
                     measure::squared_distance_error(fast, to_segment(), contract::kSquaredDistanceUlps),
                     contract::kSquaredDistanceUlps, hex_and_decimal(fast), text(to_segment()));
  }
  if (s.distance_point_line) {
    const double fast = s.distance_point_line(c.p, c.s);
    if (!settled_distance(j, "distance_point_line", fast, fo::squared_distance_point_line(c.p, c.s)))
      distance_answer(j, "distance_point_line", fast, oracle::squared_distance_point_line(c.p, c.s));
  }
}

void pair_oracle(const Subject& s, const PairCase& c, Judge& j) {
  const Segment &s1 = c.s1, &s2 = c.s2;
  const fo::PairFilter f(s1, s2);
  if (s.parallel)
    decision_bool(j, "parallel", "parallel", s.parallel(s1, s2), f.parallel(), [&] { return oracle::parallel(s1, s2); });
  if (s.collinear)
    decision_bool(j, "collinear", "collinear", s.collinear(s1, s2), f.collinear(),
                  [&] { return oracle::collinear(s1, s2); });
  if (s.collinear_overlap)
    decision_bool(j, "collinear_overlap", "collinear and overlapping", s.collinear_overlap(s1, s2),
                  f.collinear_overlap(), [&] { return oracle::collinear_overlap(s1, s2); });
  if (s.segments_intersect)
    decision_bool(j, "segments_intersect", "the closed segments meet", s.segments_intersect(s1, s2),
                  f.segments_intersect(), [&] { return oracle::segments_intersect(s1, s2); });
  if (s.line_segment_intersect)
    decision_bool(j, "line_segment_intersect", "the line through s1 meets s2", s.line_segment_intersect(s1, s2),
                  f.line_segment_intersect(), [&] { return oracle::line_segment_intersect(s1, s2); });
  if (s.line_crossing) {
    const auto fast = s.line_crossing(s1, s2);
    if (!settled_crossing(j, "line_crossing", s1, fast, f.line_crossing()))
      crossing_answer(j, "line_crossing", s1, fast, oracle::line_crossing(s1, s2));
  }
  if (s.segment_crossing) {
    const auto fast = s.segment_crossing(s1, s2);
    if (!settled_crossing(j, "segment_crossing", s1, fast, f.segment_crossing()))
      crossing_answer(j, "segment_crossing", s1, fast, oracle::segment_crossing(s1, s2));
  }
  if (s.ray_segment_hit) {
    const auto fast = s.ray_segment_hit(s1, s2);
    if (!settled_crossing(j, "ray_segment_hit", s1, fast, f.ray_segment_hit()))
      crossing_answer(j, "ray_segment_hit", s1, fast, oracle::ray_segment_hit(s1, s2));
  }
  if (s.distance_segment_segment) {
    const double fast = s.distance_segment_segment(s1, s2);
    if (!settled_distance(j, "distance_segment_segment", fast, f.squared_distance()))
      distance_answer(j, "distance_segment_segment", fast, oracle::squared_distance_segment_segment(s1, s2));
  }
}

namespace {

// oracle::circle_segment_intersect through the filtered squared distance.
std::optional<bool> filtered_circle_meets(const CircleCase& c) {
  const double r = c.circle.radius;
  const std::optional<fo::Quotient> d2 = fo::squared_distance_point_segment(c.circle.centre, c.s);
  if (!d2) return std::nullopt;  // non-finite centre or segment: the rational oracle throws
  if (std::isnan(r) || r < 0.0) return false;
  if (std::isinf(r)) return true;
  const std::optional<int> order = fo::compare(*d2, fo::whole(fo::enclose(r) * fo::enclose(r)));
  if (!order) return std::nullopt;
  return *order <= 0;
}

}  // namespace

void circle_oracle(const Subject& s, const CircleCase& c, Judge& j) {
  if (s.circle_segment_intersect)
    decision_bool(j, "circle_segment_intersect", "the disc meets the segment",
                  s.circle_segment_intersect(c.circle, c.s), filtered_circle_meets(c),
                  [&] { return oracle::circle_segment_intersect(c.circle, c.s); });
}

namespace {

using BlockerFn = std::function<std::optional<Blocker>(Vec2, Vec2, std::span<const Segment>)>;
using ExactBlockerFn = std::optional<oracle::ExactBlocker> (*)(Vec2, Vec2, std::span<const Segment>);

std::string blocker_text(const std::optional<Blocker>& b) {
  if (!b) return "clear";
  return fmt::format("wall {}: {}", b->wall, fmt_case::crossing(b->contact));
}

std::string blocker_text(const std::optional<oracle::ExactBlocker>& b) {
  if (!b) return "clear";
  return fmt::format("wall {}: {}", b->wall, text(std::optional<oracle::ExactCrossing>(b->contact)));
}

bool settled_blocker(Judge& j, std::string_view kernel, const SightCase& c, Kind wall_kind,
                     const std::optional<Blocker>& fast) {
  if (!fm::enabled()) return false;
  const fo::BlockerAnswer exact = fo::first_blocker(c.from, c.to, c.walls, wall_kind);
  if (!exact || fast.has_value() != exact->has_value()) return false;
  if (!fast) return settled_decision(j, kernel, "blocked or clear", false, false);
  const Segment sight{c.from, c.to};
  if (fast->wall >= c.walls.size()) return false;
  const fo::CrossingAnswer named = fo::first_contact(sight, Kind::segment, c.walls[fast->wall], wall_kind);
  if (!named || !*named) return false;
  const auto t = fo::ulp_error(fast->contact.t, (*exact)->contact.t);
  const auto point = fm::point_error(fast->contact.point, sight, (*named)->t, (*named)->x, (*named)->y);
  if (!fm::within(t, contract::kParameterUlps) || !fm::within(point, contract::kPointScale)) return false;
  j.decision(kernel, "blocked or clear", true, {}, {});
  j.decision(kernel, "the wall named meets the sight", true, {}, {});
  j.construction(kernel, "t vs the least t (ULPs)", t->high, contract::kParameterUlps, {}, {});
  j.construction(kernel, "point (u x scale)", point->high, contract::kPointScale, {}, {});
  return true;
}

void blocker_answer(Judge& j, std::string_view kernel, const SightCase& c, Kind wall_kind,
                    const BlockerFn& fn, ExactBlockerFn exact_fn) {
  const std::optional<Blocker> fast = fn(c.from, c.to, c.walls);
  if (settled_blocker(j, kernel, c, wall_kind, fast)) return;
  const std::optional<oracle::ExactBlocker> exact = exact_fn(c.from, c.to, c.walls);
  const std::string f = blocker_text(fast), e = blocker_text(exact);
  j.decision(kernel, "blocked or clear", fast.has_value() == exact.has_value(), f, e);
  if (!fast || !exact) return;
  const Segment sight{c.from, c.to};
  const bool valid = fast->wall < c.walls.size();
  const auto named = valid ? oracle::first_contact(sight, Kind::segment, c.walls[fast->wall], wall_kind)
                           : std::nullopt;
  j.decision(kernel, "the wall named meets the sight", named.has_value(), f, e);
  if (!named) return;
  j.construction(kernel, "t vs the least t (ULPs)", measure::ulps(fast->contact.t, exact->contact.t),
                 contract::kParameterUlps, f, e);
  j.construction(kernel, "point (u x scale)", measure::point_error(fast->contact.point, sight, named->t, named->point),
                 contract::kPointScale, f, e);
}

// Whether the sight is clear, exactly: the filtered oracle when it settles.
std::optional<bool> filtered_clear(const SightCase& c, Kind wall_kind) {
  const fo::BlockerAnswer b = fo::first_blocker(c.from, c.to, c.walls, wall_kind);
  if (!b) return std::nullopt;
  return !b->has_value();
}

}  // namespace

void sight_oracle(const Subject& s, const SightCase& c, Judge& j) {
  if (s.first_blocker)
    blocker_answer(j, "first_blocker", c, Kind::segment, s.first_blocker, oracle::first_blocker);
  if (s.has_line_of_sight)
    decision_bool(j, "has_line_of_sight", "clear", s.has_line_of_sight(c.from, c.to, c.walls),
                  filtered_clear(c, Kind::segment), [&] { return oracle::has_line_of_sight(c.from, c.to, c.walls); });
  if (s.first_blocker_as_lines)
    blocker_answer(j, "first_blocker_as_lines", c, Kind::line, s.first_blocker_as_lines,
                   oracle::first_blocker_as_lines);
  if (s.has_line_of_sight_as_lines)
    decision_bool(j, "has_line_of_sight_as_lines", "clear", s.has_line_of_sight_as_lines(c.from, c.to, c.walls),
                  filtered_clear(c, Kind::line),
                  [&] { return oracle::has_line_of_sight_as_lines(c.from, c.to, c.walls); });
}

}  // namespace plumb::check
