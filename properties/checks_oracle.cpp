// Property 1: every kernel agrees with the exact oracle. Decisions must be
// equal; constructions must lie within the contract of kernels/contracts.h.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/error.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/projection.h"
#include "properties/checks.h"
#include "properties/format.h"
#include "properties/measure.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;
using fmt_case::hex_and_decimal;
using measure::text;
using oracle::Rational;

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

void point_oracle(const Subject& s, const PointCase& c, Judge& j) {
  if (s.projection_t) {
    const auto fast = s.projection_t(c.s, c.p);
    const auto exact = oracle::projection_t(c.s, c.p);
    const std::string f = fmt_case::optional_double(fast), e = text(exact);
    j.decision("projection_t", "answer, or none for zero length", fast.has_value() == exact.has_value(), f, e);
    if (fast && exact)
      j.construction("projection_t", "t (ULPs)", measure::ulps(*fast, *exact), contract::kParameterUlps, f, e);
  }
  if (s.closest_point) {
    const ClosestPoint fast = s.closest_point(c.s, c.p, c.kind);
    const oracle::ExactClosest exact = oracle::closest_point(c.s, c.p, c.kind);
    const std::string f = fmt_case::closest(fast), e = text(exact);
    j.construction("closest_point", "t (ULPs)", measure::ulps(fast.t, exact.t), contract::kParameterUlps, f, e);
    j.construction("closest_point", "point (u x scale)", measure::point_error(fast.point, c.s, exact.t, exact.point),
                   contract::kPointScale, f, e);
  }
  const Rational to_segment = oracle::squared_distance_point_segment(c.p, c.s);
  if (s.distance_point_segment)
    distance_answer(j, "distance_point_segment", s.distance_point_segment(c.p, c.s), to_segment);
  if (s.squared_distance_point_segment) {
    const double fast = s.squared_distance_point_segment(c.p, c.s);
    j.construction("squared_distance_point_segment", "squared distance (ULPs)",
                   measure::squared_distance_error(fast, to_segment, contract::kSquaredDistanceUlps),
                   contract::kSquaredDistanceUlps, hex_and_decimal(fast), text(to_segment));
  }
  if (s.distance_point_line)
    distance_answer(j, "distance_point_line", s.distance_point_line(c.p, c.s),
                    oracle::squared_distance_point_line(c.p, c.s));
}

void pair_oracle(const Subject& s, const PairCase& c, Judge& j) {
  const Segment &s1 = c.s1, &s2 = c.s2;
  if (s.parallel) j.decision_bool("parallel", "parallel", s.parallel(s1, s2), oracle::parallel(s1, s2));
  if (s.collinear) j.decision_bool("collinear", "collinear", s.collinear(s1, s2), oracle::collinear(s1, s2));
  if (s.collinear_overlap)
    j.decision_bool("collinear_overlap", "collinear and overlapping", s.collinear_overlap(s1, s2),
           oracle::collinear_overlap(s1, s2));
  if (s.segments_intersect)
    j.decision_bool("segments_intersect", "the closed segments meet", s.segments_intersect(s1, s2),
           oracle::segments_intersect(s1, s2));
  if (s.line_segment_intersect)
    j.decision_bool("line_segment_intersect", "the line through s1 meets s2", s.line_segment_intersect(s1, s2),
           oracle::line_segment_intersect(s1, s2));
  if (s.line_crossing) crossing_answer(j, "line_crossing", s1, s.line_crossing(s1, s2), oracle::line_crossing(s1, s2));
  if (s.segment_crossing)
    crossing_answer(j, "segment_crossing", s1, s.segment_crossing(s1, s2), oracle::segment_crossing(s1, s2));
  if (s.ray_segment_hit)
    crossing_answer(j, "ray_segment_hit", s1, s.ray_segment_hit(s1, s2), oracle::ray_segment_hit(s1, s2));
  if (s.distance_segment_segment)
    distance_answer(j, "distance_segment_segment", s.distance_segment_segment(s1, s2),
                    oracle::squared_distance_segment_segment(s1, s2));
}

void circle_oracle(const Subject& s, const CircleCase& c, Judge& j) {
  if (s.circle_segment_intersect)
    j.decision_bool("circle_segment_intersect", "the disc meets the segment", s.circle_segment_intersect(c.circle, c.s),
           oracle::circle_segment_intersect(c.circle, c.s));
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

void blocker_answer(Judge& j, std::string_view kernel, const SightCase& c, Kind wall_kind,
                    const BlockerFn& fn, ExactBlockerFn exact_fn) {
  const std::optional<Blocker> fast = fn(c.from, c.to, c.walls);
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

}  // namespace

void sight_oracle(const Subject& s, const SightCase& c, Judge& j) {
  if (s.first_blocker)
    blocker_answer(j, "first_blocker", c, Kind::segment, s.first_blocker, oracle::first_blocker);
  if (s.has_line_of_sight)
    j.decision_bool("has_line_of_sight", "clear", s.has_line_of_sight(c.from, c.to, c.walls),
           oracle::has_line_of_sight(c.from, c.to, c.walls));
  if (s.first_blocker_as_lines)
    blocker_answer(j, "first_blocker_as_lines", c, Kind::line, s.first_blocker_as_lines,
                   oracle::first_blocker_as_lines);
  if (s.has_line_of_sight_as_lines)
    j.decision_bool("has_line_of_sight_as_lines", "clear", s.has_line_of_sight_as_lines(c.from, c.to, c.walls),
           oracle::has_line_of_sight_as_lines(c.from, c.to, c.walls));
}

}  // namespace plumb::check
