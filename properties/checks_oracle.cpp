// Property 1: every kernel agrees with the exact oracle. Decisions must be
// equal (or, for a subject with a rounding allowance, differ only within it:
// judge/margin.h); constructions must lie within the contract of
// kernels/contracts.h (or the subject's declared tolerance:
// judge/condition.h). The subject's conventions (declarations.h) change
// the exact answer where libraries legitimately differ.
#include <array>
#include <cmath>
#include <optional>
#include <type_traits>
#include <utility>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/closest_point.h"
#include "oracle/conventions.h"
#include "oracle/crossing.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/error.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/filtered_line_of_sight.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/projection.h"
#include "oracle/rvec.h"
#include "properties/lazy.h"
#include "properties/checks.h"
#include "properties/min_hit.h"
#include "properties/side_switch.h"
#include "judge/condition.h"
#include "judge/filtered_measure.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

using fmt_case::hex_and_decimal;
using measure::text;
using oracle::Rational;

double unit(const Judge& j) { return unit_roundoff(j.declared().domain.precision); }

// --- Acquittals through the filtered oracle (judge/filtered_measure.h) ---
// The filtered path may only acquit: an answer is recorded as agreeing (texts
// left empty: the Judge reads them only for findings) when every decision is
// certified and agrees and every error measure is certified within Plumb's
// strict contract, which passes any declared tolerance too. Anything else --
// undecided, or possibly a finding -- goes to the rational oracle below, so a
// finding's texts, margin and conditioning are always the rational path's.
// Used only where the subject's conventions are Plumb's (else the filtered
// answer is not the exact one under its conventions).
namespace fo = oracle::filtered;
namespace fm = measure::filtered;

void agreed(Judge& j, std::string_view kernel, std::string_view question) {
  j.decision(kernel, question, "=", "=", {}, {}, {});
}

bool settled_decision(Judge& j, std::string_view kernel, std::string_view question, bool fast,
                      const std::optional<bool>& exact) {
  if (!fm::enabled() || !exact || *exact != fast) return false;
  agreed(j, kernel, question);
  return true;
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
  agreed(j, kernel, "whether they meet");
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
  agreed(j, kernel, "distance is exactly 0 when the shapes meet");
  j.construction(kernel, "distance (ULPs)", e->high, contract::kDistanceUlps, {}, {});
  return true;
}

bool settled_projection(Judge& j, const std::optional<double>& fast,
                        const std::optional<std::optional<fo::Quotient>>& exact) {
  if (!fm::enabled() || !exact || fast.has_value() != exact->has_value()) return false;
  if (!fast) return settled_decision(j, "projection_t", "answer, or none for zero length", true, true);
  const auto t = fo::ulp_error(*fast, **exact);
  if (!fm::within(t, contract::kParameterUlps)) return false;
  agreed(j, "projection_t", "answer, or none for zero length");
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

// oracle::circle_segment_intersect through the filtered squared distance.
std::optional<bool> filtered_circle_meets(const CircleCase& c) {
  const double r = c.circle.radius;
  const std::optional<fo::Quotient> d2 = fo::squared_distance_point_segment(c.circle.centre, c.s);
  if (!d2) return std::nullopt;  // non-finite centre or segment: the rational oracle throws
  if (std::isnan(r) || r < 0.0) return false;
  if (std::isinf(r)) return true;
  const std::optional<int> order = fo::compare(*d2, fo::square_of(r));
  if (!order) return std::nullopt;
  return *order <= 0;
}

// The exact answer of a crossing-shaped question: the dyadic stage's
// fractions (oracle/dyadic_crossing.h) where they are the answer, measured
// without forming a canonical rational (no gcd: most checks pass), or the
// canonical crossing where a convention or another question gives it. The
// canonical crossing is made from the fractions only when a finding's text
// or a declared tolerance's condition asks for it.
class CrossingExact {
 public:
  static CrossingExact of(std::optional<oracle::dyadic::FractionCrossing> fractions) {
    CrossingExact x;
    x.fractions_ = std::move(fractions);
    return x;
  }
  static CrossingExact of(std::optional<oracle::ExactCrossing> rational) {
    CrossingExact x;
    x.rational_ = std::move(rational);
    x.made_ = true;
    return x;
  }
  bool has_value() const { return made_ ? rational_.has_value() : fractions_.has_value(); }
  /// The fractions, when the answer was given so (empty otherwise).
  const std::optional<oracle::dyadic::FractionCrossing>& fractions() const { return fractions_; }
  /// The canonical crossing (made once from the fractions).
  const std::optional<oracle::ExactCrossing>& rational() const {
    if (!made_ && fractions_) rational_ = oracle::dyadic::to_exact(*fractions_);
    made_ = true;
    return rational_;
  }

 private:
  std::optional<oracle::dyadic::FractionCrossing> fractions_;
  mutable std::optional<oracle::ExactCrossing> rational_;
  mutable bool made_ = false;
};

// A crossing-shaped answer (line_crossing, segment_crossing, ray_segment_hit):
// whether there is one, then t, u and the point (built on s1). parallel_meets:
// the exact answer counts contact between parallel shapes (ray_segment_hit's
// first contact, or ParallelCrossing::common_point), so the margin is that of
// "they meet"; otherwise that of "they cross in one point".
void crossing_answer(Judge& j, std::string_view kernel, const Segment& s1, Kind k1, const Segment& s2,
                     const std::optional<Crossing>& fast, const CrossingExact& exact, bool collinear_counts,
                     bool parallel_meets) {
  // Texts for a finding only (judge/judge.h, Text).
  const auto f = [&] { return fmt_case::crossing(fast); };
  const auto e = [&] { return text(exact.rational()); };
  const Kind k2 = k1 == Kind::line ? Kind::line : Kind::segment;
  j.decision(kernel, "whether they meet", fast ? "meet" : "none", exact.has_value() ? "meet" : "none", f, e, [&] {
    return parallel_meets ? margin::meet(s1, k1, s2, k2, fast.has_value(), collinear_counts)
                          : margin::crossing(s1, k1, s2, k2, fast.has_value());
  });
  if (!fast || !exact.has_value()) return;
  // The measures on the fractions give the doubles of the rational ones
  // (oracle/fraction_error.h, judge/measure.h).
  double t_error = 0, u_error = 0, point_err = 0;
  if (const auto& q = exact.fractions()) {
    t_error = measure::ulps(fast->t, q->t);
    u_error = measure::ulps(fast->u, q->u);
    point_err = measure::point_error(fast->point, s1, q->t, q->x, q->y);
  } else {
    const oracle::ExactCrossing& r = *exact.rational();
    t_error = measure::ulps(fast->t, r.t);
    u_error = measure::ulps(fast->u, r.u);
    point_err = measure::point_error(fast->point, s1, r.t, r.point);
  }
  const auto rational = [&]() -> const oracle::ExactCrossing& { return *exact.rational(); };
  Lazy ct([&] { return condition::crossing(s1, s2, rational().point, true); });
  Lazy cu([&] { return condition::crossing(s1, s2, rational().point, false); });
  j.construction(kernel, "t (ULPs)", t_error, contract::kParameterUlps, f, e,
                 [&] { return condition::value(fast->t, rational().t, ct()); });
  j.construction(kernel, "u (ULPs)", u_error, contract::kParameterUlps, f, e,
                 [&] { return condition::value(fast->u, rational().u, cu()); });
  j.construction(kernel, "point (u x scale)", point_err, contract::kPointScale, f, e, [&] {
    return condition::point(fast->point, rational().point, condition::along(s1, rational().t, ct()));
  });
}

// A distance: exactly zero when the shapes meet (the converse need not hold:
// a distance below half the least subnormal rounds to 0), then ULPs of the
// root; +inf is right when the exact root rounds to it. "Exactly zero" is
// part of Plumb's strict contract only: a member with a declared tolerance
// promises its distances within that tolerance, 0 included, and the
// construction below judges a touching pair's distance against it.
// The square is a Rational, or the dyadic stage's unreduced Fraction
// (measured without a canonical rational, the same doubles: judge/measure.h;
// the rational made only for a finding's text or condition).
const Rational& rational(const Rational& q) { return q; }
Rational rational(const oracle::dyadic::Fraction& q) { return oracle::dyadic::to_rational(q); }
bool is_zero(const Rational& q) { return q == 0; }
bool is_zero(const oracle::dyadic::Fraction& q) { return oracle::dyadic::sign(q) == 0; }

template <class Square>
void distance_answer(Judge& j, std::string_view kernel, double fast, const Square& square, double scale,
                     const MarginFn& meet_margin) {
  Lazy exact([&]() -> Rational { return rational(square); });
  // Texts for a finding only (judge/judge.h, Text).
  const auto f = [&] { return hex_and_decimal(fast); };
  const auto e = [&] { return measure::sqrt_text(exact()); };
  const bool exact_zero = is_zero(square);
  if (j.declared().contract(kernel).tolerance.strict())
    j.decision(kernel, "distance is exactly 0 when the shapes meet", exact_zero && fast != 0.0 ? "non-zero" : "0",
               "0", f, e, meet_margin);
  j.construction(kernel, "distance (ULPs)", measure::sqrt_ulps(fast, square), contract::kDistanceUlps, f, e,
                 [&] { return condition::root(fast, exact(), condition::distance(scale, 2)); });
}

bool kind_declared(const Declarations& d, Kind k) {
  return k == Kind::line ? d.closest_point_line : k == Kind::ray ? d.closest_point_ray : d.closest_point_segment;
}

// A zero-length segment (or ray) is outside a member's contract when it says so.
bool judged(const Judge& j, std::string_view member, std::initializer_list<const Segment*> shapes) {
  if (j.conventions(member).zero_length == ZeroLength::point) return true;
  for (const Segment* s : shapes)
    if (s->a == s->b) return false;
  return true;
}

const char* side_word(int sign) { return sign > 0 ? "left turn" : sign < 0 ? "right turn" : "collinear"; }

void orientation_answer(const Subject& s, Judge& j, Vec2 a, Vec2 b, Vec2 c) {
  const int fast = s.orientation(a, b, c);
  const int sign = fast > 0 ? 1 : fast < 0 ? -1 : 0;
  const int exact = oracle::dyadic::orientation(a, b, c);
  j.decision("orientation", "orientation of (a, b, c)", side_word(sign), side_word(exact),
             fmt::format("{} ({})", side_word(sign), fast), side_word(exact),
             [&] { return margin::orientation(a, b, c); });
}

void ray_box2_answer(const Subject& s, Judge& j, const Segment& ray, const Box2& box) {
  const Conventions cv = j.conventions("ray_box2");
  const auto fast = s.ray_box2(ray, box);
  if (!judged(j, "ray_box2", {&ray})) return;
  const bool open = cv.box == BoxConvention::open;
  auto exact = oracle::ray_box2_entry(ray, box.min, box.max, open, cv.inside_start);
  // The exit reading switches on the origin's side: within rounding of a
  // side, either side's reading (properties/side_switch.h; a comparison of
  // coordinates, degree 2 as ray_box_entry's).
  if (cv.inside_start == InsideStart::exit)
    exact = side_reading(
        j, "ray_box2", fast, exact,
        [&] { return oracle::ray_box2_other_side(ray, box.min, box.max, open, cv.inside_start); },
        [&] { return margin::ray_box2_origin(ray, box); }, 2,
        std::array{ray.a.x, ray.a.y, box.min.x, box.min.y, box.max.x, box.max.y});
  if (exact && before_min_hit(j, "ray_box2", *exact)) return j.returned();
  // Texts for a finding only (judge/judge.h, Text).
  const auto f = [&] { return fmt_case::optional_double(fast); };
  const auto e = [&] { return text(exact); };
  j.decision("ray_box2", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", f, e,
             [&] { return margin::ray_box2(ray, box); });
  if (!fast || !exact) return;
  const Vec3 o{ray.a.x, ray.a.y, 0}, d{ray.b.x - ray.a.x, ray.b.y - ray.a.y, 0};
  Lazy c([&] { return condition::box_entry(o, d, {box.min.x, box.min.y, 0}, {box.max.x, box.max.y, 0}, *exact); });
  j.construction("ray_box2", "t (ULPs)", measure::ulps(*fast, *exact), contract::kParameterUlps, f, e,
                 [&] { return condition::value(*fast, *exact, c()); });
}

}  // namespace

void point_oracle(const Subject& s, const PointCase& c, Judge& j) {
  const double scale = condition::scale2({c.s.a, c.s.b, c.p});
  const auto whole = [&](std::string_view member) { return judged(j, member, {&c.s}); };
  if (s.projection_t) {
    const auto fast = s.projection_t(c.s, c.p);
    if (whole("projection_t") && !settled_projection(j, fast, fo::projection_t(c.s, c.p))) {
      const auto exact = oracle::projection_t(c.s, c.p);
      // Texts for a finding only (judge/judge.h, Text).
      const auto f = [&] { return fmt_case::optional_double(fast); };
      const auto e = [&] { return text(exact); };
      j.decision("projection_t", "answer, or none for zero length", fast ? "a t" : "none", exact ? "a t" : "none",
                 f, e, [&] { return margin::length(c.s, c.p); });
      if (fast && exact) {
        Lazy ct([&] { return condition::projection(c.s, c.p); });
        j.construction("projection_t", "t (ULPs)", measure::ulps(*fast, *exact), contract::kParameterUlps, f, e,
                       [&] { return condition::value(*fast, *exact, ct()); });
      }
    }
  }
  if (s.closest_point && kind_declared(j.declared(), c.kind)) {
    const ClosestPoint fast = s.closest_point(c.s, c.p, c.kind);
    if (whole("closest_point") && !settled_closest(j, c, fast)) {
      // oracle::closest_point as the dyadic stage's fractions, measured
      // without a canonical rational (the same doubles: judge/measure.h);
      // the rational answer is made only for a text or a condition.
      const oracle::dyadic::FractionClosest q = oracle::dyadic::closest_point_fractions(c.s, c.p, c.kind);
      Lazy exact([&] { return oracle::dyadic::to_exact(q); });
      // Texts for a finding only (judge/judge.h, Text).
      const auto f = [&] { return fmt_case::closest(fast); };
      const auto e = [&] { return text(exact()); };
      Lazy ct([&] { return condition::projection(c.s, c.p); });
      j.construction("closest_point", "t (ULPs)", measure::ulps(fast.t, q.t), contract::kParameterUlps, f, e,
                     [&] { return condition::value(fast.t, exact().t, ct()); });
      j.construction("closest_point", "point (u x scale)", measure::point_error(fast.point, c.s, q.t, q.x, q.y),
                     contract::kPointScale, f, e, [&] {
                       return condition::point(fast.point, exact().point, condition::along(c.s, exact().t, ct()));
                     });
    }
  }
  // The rational squared distance, computed at most once and only if needed.
  std::optional<Rational> to_segment_rational;
  const auto to_segment_fn = [&]() -> const Rational& {
    if (!to_segment_rational) to_segment_rational = oracle::squared_distance_point_segment(c.p, c.s);
    return *to_segment_rational;
  };
  const std::optional<fo::Quotient> filtered_to_segment =
      whole("distance_point_segment") || whole("squared_distance_point_segment")
          ? fo::squared_distance_point_segment(c.p, c.s)
          : std::nullopt;
  const MarginFn on_shape = [] { return 0.0; };  // a point on the shape leaves it under any perturbation
  if (s.distance_point_segment) {
    const double d = s.distance_point_segment(c.p, c.s);
    if (whole("distance_point_segment") && !settled_distance(j, "distance_point_segment", d, filtered_to_segment))
      distance_answer(j, "distance_point_segment", d, to_segment_fn(), scale, on_shape);
  }
  if (s.squared_distance_point_segment) {
    const double fast = s.squared_distance_point_segment(c.p, c.s);
    if (whole("squared_distance_point_segment") && !settled_squared_distance(j, fast, filtered_to_segment)) {
      const Rational& to_segment = to_segment_fn();
      j.construction("squared_distance_point_segment", "squared distance (ULPs)",
                     measure::squared_distance_error(fast, to_segment, contract::kSquaredDistanceUlps),
                     contract::kSquaredDistanceUlps, hex_and_decimal(fast), text(to_segment), [&] {
                       return condition::value(fast, to_segment,
                                               condition::squared_distance(to_segment, scale, 2, unit(j)));
                     });
    }
  }
  if (s.distance_point_line) {
    const double d = s.distance_point_line(c.p, c.s);
    if (whole("distance_point_line") &&
        !settled_distance(j, "distance_point_line", d, fo::squared_distance_point_line(c.p, c.s)))
      distance_answer(j, "distance_point_line", d, oracle::squared_distance_point_line(c.p, c.s), scale, on_shape);
  }
}

void pair_oracle(const Subject& s, const PairCase& c, Judge& j) {
  const Segment &s1 = c.s1, &s2 = c.s2;
  // Each member under its own conventions: zero-length shapes in its
  // contract or not, edge-on contact counted or ignored, parallel shapes'
  // common point.
  const auto whole = [&](std::string_view member) { return judged(j, member, {&s1, &s2}); };
  const auto edge_on_ignored = [&](std::string_view member) {
    return j.conventions(member).edge_on == EdgeOn::ignored;
  };
  if (s.orientation) {
    orientation_answer(s, j, s1.a, s1.b, s2.a);
    orientation_answer(s, j, s1.a, s1.b, s2.b);
  }
  const fo::PairFilter filter(s1, s2);
  // A yes/no answer: acquitted by the filtered decision when it settles and
  // agrees, else judged on the rational one (computed only then).
  auto decide = [&](std::string_view kernel, std::string_view q, bool fast, const std::optional<bool>& filtered,
                    const std::function<bool()>& exact, const std::function<double()>& m) {
    if (!whole(kernel) || settled_decision(j, kernel, q, fast, filtered)) return;
    j.decision_bool(kernel, q, fast, exact(), m);
  };
  if (s.parallel) {
    const bool fast = s.parallel(s1, s2);
    decide("parallel", "parallel", fast, filter.parallel(), [&] { return oracle::parallel(s1, s2); },
           [&] { return margin::parallel(s1, s2); });
  }
  if (s.collinear) {
    const bool fast = s.collinear(s1, s2);
    decide("collinear", "collinear", fast, filter.collinear(), [&] { return oracle::collinear(s1, s2); },
           [&] { return margin::collinear(s1, s2, fast); });
  }
  if (s.collinear_overlap) {
    const bool fast = s.collinear_overlap(s1, s2);
    decide("collinear_overlap", "collinear and overlapping", fast, filter.collinear_overlap(),
           [&] { return oracle::collinear_overlap(s1, s2); }, [&] { return margin::collinear_overlap(s1, s2, fast); });
  }
  // Under EdgeOn::ignored a collinear pair has no contact: the filtered
  // answers (Plumb's convention) are not used for the members it changes.
  const auto collinear = [&] { return oracle::collinear(s1, s2); };
  if (s.segments_intersect) {
    const bool fast = s.segments_intersect(s1, s2);
    const bool ignored = edge_on_ignored("segments_intersect");
    decide("segments_intersect", "the closed segments meet", fast, ignored ? std::nullopt : filter.segments_intersect(),
           [&] { return oracle::segments_intersect(s1, s2) && !(ignored && collinear()); },
           [&] { return margin::meet(s1, Kind::segment, s2, Kind::segment, fast, !ignored); });
  }
  if (s.line_segment_intersect) {
    const bool fast = s.line_segment_intersect(s1, s2);
    decide("line_segment_intersect", "the line through s1 meets s2", fast, filter.line_segment_intersect(),
           [&] { return oracle::line_segment_intersect(s1, s2); }, [&] { return margin::line_segment(s1, s2, fast); });
  }
  // Edge-on contact ignored: a collinear pair has no crossing (x: a crossing
  // as fractions or as rationals).
  auto unless_edge_on = [&](std::string_view member, auto x) {
    return edge_on_ignored(member) && collinear() ? decltype(x){} : x;
  };
  // Parallel shapes that share points: no crossing (Plumb's), or the common
  // point nearest the subject's answer (ParallelCrossing::common_point).
  const auto common_point = [&](std::string_view member) {
    return j.conventions(member).parallel_crossing == ParallelCrossing::common_point;
  };
  auto or_common_point = [&](std::string_view member, std::optional<oracle::ExactCrossing> x, Kind k,
                             const std::optional<Crossing>& fast) {
    if (x || !common_point(member) || (edge_on_ignored(member) && collinear())) return x;
    const bool near_fast = fast && std::isfinite(fast->point.x) && std::isfinite(fast->point.y);
    return oracle::parallel_common_point(s1, k, s2, k, near_fast ? fast->point : s1.a);
  };
  // The same on the dyadic stage's fractions: a crossing stands as they are.
  auto or_common_point_of = [&](std::string_view member, std::optional<oracle::dyadic::FractionCrossing> x, Kind k,
                                const std::optional<Crossing>& fast) {
    if (x) return CrossingExact::of(std::move(x));
    return CrossingExact::of(or_common_point(member, std::nullopt, k, fast));
  };
  // The filtered answers are Plumb's conventions: not used for the crossings
  // edge-on ignored or a common point of parallel shapes changes.
  auto settled = [&](std::string_view kernel, const std::optional<Crossing>& fast, const fo::CrossingAnswer& f,
                     bool convention_changes) {
    return !edge_on_ignored(kernel) && !convention_changes && settled_crossing(j, kernel, s1, fast, f);
  };
  if (s.line_crossing) {
    const auto fast = s.line_crossing(s1, s2);
    const bool common = common_point("line_crossing");
    if (whole("line_crossing") &&
        (common || !settled_crossing(j, "line_crossing", s1, fast, filter.line_crossing())))
      crossing_answer(j, "line_crossing", s1, Kind::line, s2, fast,
                      or_common_point_of("line_crossing", oracle::dyadic::line_crossing_fractions(s1, s2), Kind::line,
                                         fast),
                      true, common);
  }
  if (s.segment_crossing) {
    const auto fast = s.segment_crossing(s1, s2);
    const char* k = "segment_crossing";
    if (whole(k) && !settled(k, fast, filter.segment_crossing(), common_point(k)))
      crossing_answer(j, k, s1, Kind::segment, s2, fast,
                      or_common_point_of(k, unless_edge_on(k, oracle::dyadic::segment_crossing_fractions(s1, s2)),
                                         Kind::segment, fast),
                      !edge_on_ignored(k), common_point(k));
  }
  if (s.ray_segment_hit) {
    const auto fast = s.ray_segment_hit(s1, s2);
    const char* k = "ray_segment_hit";
    const bool min_hit = j.conventions(k).min_hit_t > 0;
    if (whole(k) && (min_hit || !settled(k, fast, filter.ray_segment_hit(), false))) {
      // Not parallel and no minimum t (the common case): the dyadic stage's
      // fractions, as for segment_crossing; else the rational first contact.
      auto cramer = min_hit ? std::nullopt : oracle::dyadic::ray_segment_hit_unless_parallel(s1, s2);
      if (cramer) {
        crossing_answer(j, k, s1, Kind::ray, s2, fast, CrossingExact::of(unless_edge_on(k, std::move(*cramer))),
                        !edge_on_ignored(k), true);
      } else {
        const auto exact = unless_edge_on(k, oracle::ray_segment_hit(s1, s2));
        if (exact && before_min_hit(j, k, exact->t))
          j.returned();
        else
          crossing_answer(j, k, s1, Kind::ray, s2, fast, CrossingExact::of(exact), !edge_on_ignored(k), true);
      }
    }
  }
  if (s.distance_segment_segment) {
    const double d = s.distance_segment_segment(s1, s2);
    if (whole("distance_segment_segment") && !settled_distance(j, "distance_segment_segment", d, filter.squared_distance()))
      distance_answer(j, "distance_segment_segment", d,
                      oracle::dyadic::squared_distance_segment_segment_fraction(s1, s2),
                      condition::scale2({s1.a, s1.b, s2.a, s2.b}),
                      [&] { return margin::meet(s1, Kind::segment, s2, Kind::segment, false); });
  }
  if (s.ray_box2) {
    // The box spanned by s2's ends: pair classes then put the ray through its
    // corners, along its sides, and its origin inside or on the boundary.
    const Box2 box{{std::fmin(s2.a.x, s2.b.x), std::fmin(s2.a.y, s2.b.y)},
                   {std::fmax(s2.a.x, s2.b.x), std::fmax(s2.a.y, s2.b.y)}};
    ray_box2_answer(s, j, s1, box);
  }
}

void circle_oracle(const Subject& s, const CircleCase& c, Judge& j) {
  // A negative radius is outside the contract of a member that declares
  // nonnegative_radius: it is only called (it must return).
  const auto outside = [&](std::string_view member) {
    return c.circle.radius < 0 && j.preconditions(member).nonnegative_radius;
  };
  if (s.circle_segment_intersect && outside("circle_segment_intersect")) {
    (void)s.circle_segment_intersect(c.circle, c.s);
    j.returned();
  } else if (s.circle_segment_intersect) {
    const bool fast = s.circle_segment_intersect(c.circle, c.s);
    const bool surface = j.conventions("circle_segment_intersect").sphere == SphereConvention::surface;
    const bool whole = judged(j, "circle_segment_intersect", {&c.s});
    const char* question = surface ? "the circle meets the segment" : "the disc meets the segment";
    if (whole && !surface && settled_decision(j, "circle_segment_intersect", question, fast, filtered_circle_meets(c)))
      ;  // acquitted
    else if (whole)
      j.decision_bool("circle_segment_intersect", question, fast,
                      surface ? oracle::segment_meets_circle(c.s, c.circle) : oracle::circle_segment_intersect(c.circle, c.s),
                      [&] { return margin::circle_segment(c.circle, c.s); });
  }
  if (s.ray_circle && outside("ray_circle")) {
    (void)s.ray_circle(c.s, c.circle);
    j.returned();
  } else if (s.ray_circle) {
    // The ray from the segment's first end through its second: the circle
    // classes make it tangent, nearly tangent, through the centre.
    const auto fast = s.ray_circle(c.s, c.circle);
    if (!judged(j, "ray_circle", {&c.s})) return;
    const Conventions cv = j.conventions("ray_circle");
    const bool surface = cv.sphere == SphereConvention::surface;
    auto exact = oracle::ray_circle_first(c.s, c.circle, surface, cv.inside_start);
    // The surface and the exit reading switch on the origin's side
    // (properties/side_switch.h).
    if (surface || cv.inside_start == InsideStart::exit)
      exact = side_reading(
          j, "ray_circle", fast, exact,
          [&] { return oracle::ray_circle_other_side(c.s, c.circle, surface, cv.inside_start); },
          [&] { return margin::ray_circle_origin(c.s, c.circle); }, decision_degree("ray_circle"),
          std::array{c.s.a.x, c.s.a.y, c.circle.centre.x, c.circle.centre.y, c.circle.radius});
    if (exact && before_min_hit(j, "ray_circle", *exact)) return j.returned();
    // Texts for a finding only (judge/judge.h, Text).
    const auto f = [&] { return fmt_case::optional_double(fast); };
    const auto e = [&] { return text(exact); };
    j.decision("ray_circle", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", f, e,
               [&] { return margin::ray_circle(c.s, c.circle); });
    if (!fast || !exact) return;
    const Vec3 o{c.s.a.x, c.s.a.y, 0}, d{c.s.b.x - c.s.a.x, c.s.b.y - c.s.a.y, 0};
    Lazy cond([&] {
      return condition::sphere_entry(o, d, {c.circle.centre.x, c.circle.centre.y, 0}, c.circle.radius, *exact, unit(j));
    });
    // Irrational in general: the exact value is a 2^-300-accurate enclosure end.
    j.construction("ray_circle", "t (ULPs)", measure::ulps(*fast, *exact), contract::kRaySphereUlps, f, e,
                   [&] { return condition::value(*fast, *exact, cond()); });
  }
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
  agreed(j, kernel, "blocked or clear");
  agreed(j, kernel, "the wall named meets the sight");
  j.construction(kernel, "t vs the least t (ULPs)", t->high, contract::kParameterUlps, {}, {});
  j.construction(kernel, "point (u x scale)", point->high, contract::kPointScale, {}, {});
  return true;
}

// Whether the sight is clear, exactly: the filtered oracle when it settles.
std::optional<bool> filtered_clear(const SightCase& c, Kind wall_kind) {
  const fo::BlockerAnswer b = fo::first_blocker(c.from, c.to, c.walls, wall_kind);
  if (!b) return std::nullopt;
  return !b->has_value();
}

void blocker_answer(Judge& j, std::string_view kernel, const SightCase& c, Kind wall_kind,
                    const BlockerFn& fn, ExactBlockerFn exact_fn) {
  const std::optional<Blocker> fast = fn(c.from, c.to, c.walls);
  if (settled_blocker(j, kernel, c, wall_kind, fast)) return;
  const std::optional<oracle::ExactBlocker> exact = exact_fn(c.from, c.to, c.walls);
  // Texts for a finding only (judge/judge.h, Text).
  const auto f = [&] { return blocker_text(fast); };
  const auto e = [&] { return blocker_text(exact); };
  j.decision(kernel, "blocked or clear", fast ? "blocked" : "clear", exact ? "blocked" : "clear", f, e,
             [&] { return margin::sight(c.from, c.to, c.walls, wall_kind, !fast.has_value()); });
  if (!fast || !exact) return;
  const Segment sight{c.from, c.to};
  const bool valid = fast->wall < c.walls.size();
  const auto named = valid ? oracle::first_contact(sight, Kind::segment, c.walls[fast->wall], wall_kind)
                           : std::nullopt;
  j.decision(kernel, "the wall named meets the sight", named ? "meets" : "misses", "meets", f, e, [&] {
    return valid ? margin::meet(sight, Kind::segment, c.walls[fast->wall], wall_kind, true) : 1.0;
  });
  if (!named) return;
  const Segment& wall = c.walls[fast->wall];
  Lazy ct([&] { return condition::crossing(sight, wall, named->point, true); });
  j.construction(kernel, "t vs the least t (ULPs)", measure::ulps(fast->contact.t, exact->contact.t),
                 contract::kParameterUlps, f, e,
                 [&] { return condition::value(fast->contact.t, exact->contact.t, ct()); });
  j.construction(kernel, "point (u x scale)", measure::point_error(fast->contact.point, sight, named->t, named->point),
                 contract::kPointScale, f, e, [&] {
                   return condition::point(fast->contact.point, named->point, condition::along(sight, named->t, ct()));
                 });
}

}  // namespace

void sight_oracle(const Subject& s, const SightCase& c, Judge& j) {
  if (s.first_blocker)
    blocker_answer(j, "first_blocker", c, Kind::segment, s.first_blocker, oracle::first_blocker);
  if (s.has_line_of_sight) {
    const bool fast = s.has_line_of_sight(c.from, c.to, c.walls);
    if (!settled_decision(j, "has_line_of_sight", "clear", fast, filtered_clear(c, Kind::segment)))
      j.decision_bool("has_line_of_sight", "clear", fast, oracle::has_line_of_sight(c.from, c.to, c.walls),
                      [&] { return margin::sight(c.from, c.to, c.walls, Kind::segment, fast); });
  }
  if (s.first_blocker_as_lines)
    blocker_answer(j, "first_blocker_as_lines", c, Kind::line, s.first_blocker_as_lines,
                   oracle::first_blocker_as_lines);
  if (s.has_line_of_sight_as_lines) {
    const bool fast = s.has_line_of_sight_as_lines(c.from, c.to, c.walls);
    if (!settled_decision(j, "has_line_of_sight_as_lines", "clear", fast, filtered_clear(c, Kind::line)))
      j.decision_bool("has_line_of_sight_as_lines", "clear", fast,
                      oracle::has_line_of_sight_as_lines(c.from, c.to, c.walls),
                      [&] { return margin::sight(c.from, c.to, c.walls, Kind::line, fast); });
  }
}

}  // namespace plumb::check
