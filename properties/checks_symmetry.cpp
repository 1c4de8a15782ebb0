// Property 5: exact symmetries, no oracle needed.
//
// One pair case is read four ways: as two segments (crossings, distance), as
// the first segment against the second's first end (closest points,
// distances), and as a sight along the first among {second} (line of sight).
// Every answer is taken for the case and for its transformed twin, and the two
// must relate exactly as the transformation says:
//   power-of-two scaling: decisions equal, t and u equal, points and distances
//     scaled by 2^k, squared distances by 2^2k, all bit for bit;
//   swapping x and y, negating x: decisions equal, t, u and distances equal,
//     points transformed, bit for bit (IEEE negation and commutativity are exact);
//   reversing the first segment: decisions equal, t becomes 1 - t and points
//     and distances agree within the two answers' contracts;
//   swapping the two segments: symmetric decisions equal, t and u trade
//     places within contract.
#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <set>
#include <span>

#include "kernels/contracts.h"
#include "properties/checks.h"
#include "properties/overflow_close.h"
#include "judge/format.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;

struct Snapshot {
  bool parallel = false, collinear = false, overlap = false, intersect = false, line_meets = false;
  std::optional<Crossing> line_x, segment_x, ray_x;
  double segment_distance = 0;
  std::optional<double> t;
  ClosestPoint closest[3];
  double point_distance = 0, line_distance = 0, squared_distance = 0;
  bool clear = false, clear_as_lines = false;
};

Snapshot take(const Subject& s, const PairCase& c) {
  Snapshot r;
  const Segment &s1 = c.s1, &s2 = c.s2;
  const Vec2 p = s2.a;
  const Segment walls[] = {s2};
  if (s.parallel) r.parallel = s.parallel(s1, s2);
  if (s.collinear) r.collinear = s.collinear(s1, s2);
  if (s.collinear_overlap) r.overlap = s.collinear_overlap(s1, s2);
  if (s.segments_intersect) r.intersect = s.segments_intersect(s1, s2);
  if (s.line_segment_intersect) r.line_meets = s.line_segment_intersect(s1, s2);
  if (s.line_crossing) r.line_x = s.line_crossing(s1, s2);
  if (s.segment_crossing) r.segment_x = s.segment_crossing(s1, s2);
  if (s.ray_segment_hit) r.ray_x = s.ray_segment_hit(s1, s2);
  if (s.distance_segment_segment) r.segment_distance = s.distance_segment_segment(s1, s2);
  if (s.projection_t) r.t = s.projection_t(s1, p);
  if (s.closest_point)
    for (Kind k : {Kind::line, Kind::ray, Kind::segment}) r.closest[int(k)] = s.closest_point(s1, p, k);
  if (s.distance_point_segment) r.point_distance = s.distance_point_segment(p, s1);
  if (s.distance_point_line) r.line_distance = s.distance_point_line(p, s1);
  if (s.squared_distance_point_segment) r.squared_distance = s.squared_distance_point_segment(p, s1);
  if (s.has_line_of_sight) r.clear = s.has_line_of_sight(s1.a, s1.b, walls);
  if (s.has_line_of_sight_as_lines) r.clear_as_lines = s.has_line_of_sight_as_lines(s1.a, s1.b, walls);
  return r;
}

// Compares the twin with the original; `what` names the transformation.
class Compare {
 public:
  Compare(Judge& j, std::string what) : j_(j), what_(std::move(what)) {}

  /// For scaling: a value below the normal range at one of the two scales
  /// has lost bits to underflow, so it is compared to within the image of the
  /// normal range's bottom instead of exactly.
  /// k is the power of two between the two scales.
  void allow_underflow(int k) {
    underflow_ = true;
    k_ = std::max(k, 0);
  }

  // Texts are built only for a broken invariant: the Judge prints them only
  // then, and formatting them for every passing check cost more than the
  // checks themselves.
  void same(std::string_view kernel, bool a, bool b) {
    if (a == b) return pass(kernel);
    j_.invariant(kernel, what_ + ": the decision is unchanged", false, boolean(b), boolean(a));
  }
  // `before` is the original value that `want` is the image of; `degree` is
  // how it scales (2 for a squared distance).
  void exactly(std::string_view kernel, std::string_view quantity, double got, double want, double before,
               int degree = 1) {
    auto normal = [](double v) { return std::fabs(v) >= std::numeric_limits<double>::min(); };
    const double slack = std::ldexp(std::numeric_limits<double>::min(), degree * k_);
    const bool underflowed = underflow_ && (!normal(got) || !normal(before)) && std::fabs(got - want) <= slack;
    const bool ok = (std::isnan(got) && std::isnan(want)) || got == want || underflowed;
    if (ok) return pass(kernel);
    j_.invariant(kernel, fmt::format("{}: {} transforms exactly", what_, quantity), false,
                 fmt_case::hex_and_decimal(got), fmt_case::hex_and_decimal(want));
  }
  // Within `ulps` ULPs (of the larger magnitude; below the normal range an
  // ULP is the subnormal spacing), for transformations that change which
  // rounding errors are made.
  // `floor` is a least magnitude for the ULPs (1 for a t compared as 1 - t,
  // whose error is that of 1 - t, not of t).
  void close(std::string_view kernel, std::string_view quantity, double got, double want, double ulps,
             double floor = 0.0) {
    const double scale = std::max({std::fabs(got), std::fabs(want), floor});
    const bool finite = std::isfinite(got) && std::isfinite(want);  // else the scale is infinite
    const bool ok = (std::isnan(got) && std::isnan(want)) || got == want ||
                    (finite ? std::fabs(got - want) <= ulps * (0x1p-52 * scale + std::numeric_limits<double>::denorm_min())
                            : close_to_overflow(got, want, ulps));
    if (ok) return pass(kernel);
    j_.invariant(kernel, fmt::format("{}: {} agrees within {:g} ULPs", what_, quantity, ulps), false,
                 fmt_case::hex_and_decimal(got), fmt_case::hex_and_decimal(want));
  }
  void present(std::string_view kernel, bool got, bool want) {
    if (got == want) return pass(kernel);
    j_.invariant(kernel, what_ + ": whether there is an answer is unchanged", false,
                 got ? "an answer" : "none", want ? "an answer" : "none");
  }

 private:
  void pass(std::string_view kernel) { j_.invariant(kernel, {}, true, {}, {}); }

  Judge& j_;
  std::string what_;
  bool underflow_ = false;
  int k_ = 0;
};

// How a transformation acts on the answers.
struct Action {
  std::function<Vec2(Vec2)> point;       // exact image of a point
  std::function<double(double)> length;  // exact image of a distance
  bool exact = true;                     // bit-for-bit, or within contract
  double t_floor = 0.0;                  // see Compare::close
};

void compare_mapped(const Subject& s, const Snapshot& a, const Snapshot& b, const Action& act, Compare& cmp) {
  // Decisions.
  if (s.parallel) cmp.same("parallel", a.parallel, b.parallel);
  if (s.collinear) cmp.same("collinear", a.collinear, b.collinear);
  if (s.collinear_overlap) cmp.same("collinear_overlap", a.overlap, b.overlap);
  if (s.segments_intersect) cmp.same("segments_intersect", a.intersect, b.intersect);
  if (s.line_segment_intersect) cmp.same("line_segment_intersect", a.line_meets, b.line_meets);
  if (s.has_line_of_sight) cmp.same("has_line_of_sight", a.clear, b.clear);
  if (s.has_line_of_sight_as_lines) cmp.same("has_line_of_sight_as_lines", a.clear_as_lines, b.clear_as_lines);
  // Constructions.
  auto value = [&](std::string_view kernel, std::string_view q, double got, double want, double ulps,
                   double floor = 0.0, double want_before = 1.0, int degree = 1) {
    if (act.exact) cmp.exactly(kernel, q, got, want, want_before, degree);
    else cmp.close(kernel, q, got, want, ulps, floor);
  };
  auto crossing = [&](std::string_view kernel, const std::optional<Crossing>& x, const std::optional<Crossing>& y) {
    if (!(kernel == "line_crossing" ? s.line_crossing : kernel == "segment_crossing" ? s.segment_crossing
                                                                                     : s.ray_segment_hit))
      return;
    cmp.present(kernel, y.has_value(), x.has_value());
    if (!x || !y) return;
    value(kernel, "t", y->t, x->t, 2 * contract::kParameterUlps, act.t_floor, x->t);
    value(kernel, "u", y->u, x->u, 2 * contract::kParameterUlps, 0.0, x->u);
    const Vec2 want = act.point(x->point);
    if (act.exact) {
      cmp.exactly(kernel, "point x", y->point.x, want.x, x->point.x);
      cmp.exactly(kernel, "point y", y->point.y, want.y, x->point.y);
    }
  };
  crossing("line_crossing", a.line_x, b.line_x);
  crossing("segment_crossing", a.segment_x, b.segment_x);
  crossing("ray_segment_hit", a.ray_x, b.ray_x);
  const double d = 2 * contract::kDistanceUlps;
  if (s.distance_segment_segment)
    value("distance_segment_segment", "distance", b.segment_distance, act.length(a.segment_distance), d, 0.0,
          a.segment_distance);
  if (s.distance_point_segment)
    value("distance_point_segment", "distance", b.point_distance, act.length(a.point_distance), d, 0.0,
          a.point_distance);
  if (s.distance_point_line)
    value("distance_point_line", "distance", b.line_distance, act.length(a.line_distance), d, 0.0, a.line_distance);
  if (s.squared_distance_point_segment)
    value("squared_distance_point_segment", "squared distance", b.squared_distance,
          act.length(act.length(a.squared_distance)), 2 * contract::kSquaredDistanceUlps, 0.0, a.squared_distance, 2);
  if (s.projection_t) {
    cmp.present("projection_t", b.t.has_value(), a.t.has_value());
    if (a.t && b.t) value("projection_t", "t", *b.t, *a.t, 2 * contract::kParameterUlps, act.t_floor, *a.t);
  }
  if (s.closest_point && act.exact) {
    for (int k = 0; k < 3; ++k) {
      cmp.exactly("closest_point", "t", b.closest[k].t, a.closest[k].t, a.closest[k].t);
      const Vec2 want = act.point(a.closest[k].point);
      cmp.exactly("closest_point", "point x", b.closest[k].point.x, want.x, a.closest[k].point.x);
      cmp.exactly("closest_point", "point y", b.closest[k].point.y, want.y, a.closest[k].point.y);
    }
  }
}

PairCase map_points(const PairCase& c, const std::function<Vec2(Vec2)>& f) {
  return {{f(c.s1.a), f(c.s1.b)}, {f(c.s2.a), f(c.s2.b)}, c.label};
}

// Two powers of two k1 != k2 that both keep every degree-2 quantity of the
// case (squares of coordinates and of coordinate differences) inside the
// normal range, k1 = 0 when the case itself is inside it; {0, 0} when there
// are none. The case is compared at 2^k1 against 2^k2.
std::pair<int, int> safe_powers_of_two(const PairCase& c, const Domain& domain) {
  const double xs[] = {c.s1.a.x, c.s1.b.x, c.s2.a.x, c.s2.b.x};
  const double ys[] = {c.s1.a.y, c.s1.b.y, c.s2.a.y, c.s2.b.y};
  double hi = 0, lo = std::numeric_limits<double>::infinity();
  auto see = [&](double v) {
    v = std::fabs(v);
    if (v == 0) return;
    hi = std::max(hi, v);
    lo = std::min(lo, v);
  };
  for (const double* axis : {xs, ys})
    for (int i = 0; i < 4; ++i) {
      see(axis[i]);
      for (int k = 0; k < 4; ++k) see(axis[i] - axis[k]);
    }
  if (hi == 0 || !std::isfinite(hi)) return {0, 0};
  // lo * 2^k >= 2^-480 and hi * 2^k <= 2^480: squares stay normal, with room;
  // and every coordinate stays inside the subject's declared domain.
  const int top = std::min(480, std::ilogb(domain.max_magnitude)) - 2;
  const int bottom = domain.min_magnitude > 0 ? std::max(-480, std::ilogb(domain.min_magnitude) + 2) : -480;
  const int up = top - std::ilogb(hi), down = bottom - std::ilogb(lo) + 1;
  if (down >= up) return {0, 0};
  if (down <= 0 && 0 <= up) return {0, up != 0 ? up : down};
  return {down, up};
}

bool finite_case(const PairCase& c) {
  for (double v : {c.s1.a.x, c.s1.a.y, c.s1.b.x, c.s1.b.y, c.s2.a.x, c.s2.a.y, c.s2.b.x, c.s2.b.y})
    if (!std::isfinite(v)) return false;
  return true;
}

}  // namespace

const char* symmetry_name(Symmetry y) {
  switch (y) {
    case Symmetry::scaling: return "power-of-two scaling";
    case Symmetry::swap_xy: return "swapping x and y";
    case Symmetry::negate_x: return "negating x";
    case Symmetry::reverse_first: return "reversing the first segment";
    case Symmetry::swap_segments: return "swapping the two segments";
  }
  return "?";
}

namespace {

// The two cases a symmetry compares (for scaling: the case at 2^k1 and 2^k2).
std::pair<PairCase, PairCase> twins(const PairCase& c, Symmetry y, const Domain& domain) {
  auto scale = [](int k) { return [k](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; }; };
  switch (y) {
    case Symmetry::scaling: {
      const auto [k1, k2] = safe_powers_of_two(c, domain);
      return {map_points(c, scale(k1)), map_points(c, scale(k2))};
    }
    case Symmetry::swap_xy: return {c, map_points(c, [](Vec2 p) { return Vec2{p.y, p.x}; })};
    case Symmetry::negate_x: return {c, map_points(c, [](Vec2 p) { return Vec2{-p.x, p.y}; })};
    case Symmetry::reverse_first: {
      PairCase r = c;
      std::swap(r.s1.a, r.s1.b);
      return {c, r};
    }
    case Symmetry::swap_segments: return {c, PairCase{c.s2, c.s1, c.label}};
  }
  return {c, c};
}

// Every oracle check of the members a pair snapshot asks (take()).
void oracle_checks(const Subject& s, const PairCase& c, Judge& j) {
  pair_oracle(s, c, j);
  for (Kind k : {Kind::line, Kind::ray, Kind::segment}) point_oracle(s, PointCase{c.s1, c.s2.a, k, c.label}, j);
  sight_oracle(s, SightCase{c.s1.a, c.s1.b, {c.s2}, c.label}, j);
}

// `original`: the snapshot of c itself, when the caller has taken it already
// (symmetries() takes it once for all the transformations that compare with
// it, scaling included when its first scale is 2^0).
void symmetry_exact(const Subject& s, const PairCase& c, Symmetry y, Judge& j, const Domain& domain,
                    const Snapshot* original = nullptr);

}  // namespace

// A subject with a declared allowance or tolerance is not held to exact
// symmetry: an answer that changes under a symmetry is one of the two answers
// disagreeing with the oracle, and that is what is judged (with its margin or
// tolerance), in the group where the oracle property puts it -- a symmetry
// finding never repeats an oracle finding. The transformed input is attached.
void symmetry(const Subject& s, const PairCase& c, Symmetry y, Judge& j) {
  const Domain& domain = j.declared().domain;
  if (j.declared().strict()) return symmetry_exact(s, c, y, j, domain);
  Judge scratch;
  scratch.begin_case("", c.label, {}, 0);
  symmetry_exact(s, c, y, scratch, domain);
  j.count_checks(scratch);
  if (!scratch.case_failed()) return;
  std::set<std::string> broken;
  for (const Finding& f : scratch.case_findings()) broken.insert(f.kernel);
  const auto [first, second] = twins(c, y, domain);
  for (const std::string& kernel : broken) {
    const Subject one = only_member(s, kernel);
    oracle_checks(one, first, j);
    j.set_transformed(describe(second) + " (" + symmetry_name(y) + ")");
    oracle_checks(one, second, j);
    j.set_transformed("");
  }
}

void symmetries(const Subject& s, const PairCase& c, std::span<const Symmetry> ys, Judge& j) {
  if (!j.declared().strict() || !finite_case(c)) {
    for (Symmetry y : ys) symmetry(s, c, y, j);
    return;
  }
  // Every transformation but scaling compares its twin with the case itself,
  // and scaling does too when the case is its own first scale (2^0, which
  // ldexp leaves bit for bit): its answers are taken once here, not once per
  // transformation.
  const Domain& domain = j.declared().domain;
  auto uses_original = [&](Symmetry y) { return y != Symmetry::scaling || safe_powers_of_two(c, domain).first == 0; };
  std::optional<Snapshot> original;
  for (Symmetry y : ys) {
    if (!original && uses_original(y)) original = take(s, c);
    symmetry_exact(s, c, y, j, domain, original ? &*original : nullptr);
  }
}

namespace {

void symmetry_exact(const Subject& s, const PairCase& c, Symmetry y, Judge& j, const Domain& domain,
                    const Snapshot* original) {
  if (!finite_case(c)) return;
  if (y == Symmetry::scaling) {
    const auto [k1, k2] = safe_powers_of_two(c, domain);
    if (k1 == k2) return;
    auto scale = [](int k) { return [k](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; }; };
    const PairCase base = map_points(c, scale(k1));
    const int k = k2 - k1;
    Compare cmp(j, fmt::format("scaling by 2^{} (from 2^{})", k, k1));
    cmp.allow_underflow(k);
    const Action act{scale(k), [k](double v) { return std::ldexp(v, k); }, true};
    // At k1 = 0 the base is the case itself, whose answers the caller may hold.
    const Snapshot a = k1 == 0 && original ? *original : take(s, base);
    compare_mapped(s, a, take(s, map_points(base, act.point)), act, cmp);
    return;
  }
  const Snapshot a = original ? *original : take(s, c);
  switch (y) {
    case Symmetry::scaling:
      return;
    case Symmetry::swap_xy:
    case Symmetry::negate_x: {
      const bool swap = y == Symmetry::swap_xy;
      Compare cmp(j, symmetry_name(y));
      const Action act{[swap](Vec2 p) { return swap ? Vec2{p.y, p.x} : Vec2{-p.x, p.y}; },
                       [](double v) { return v; }, true};
      compare_mapped(s, a, take(s, map_points(c, act.point)), act, cmp);
      return;
    }
    case Symmetry::reverse_first: {
      Compare cmp(j, symmetry_name(y));
      PairCase r = c;
      std::swap(r.s1.a, r.s1.b);
      const Snapshot b = take(s, r);
      // Decisions and distances are those of the same sets of points.
      const Action act{[](Vec2 p) { return p; }, [](double v) { return v; }, false, 1.0};
      Snapshot a2 = a;
      // t runs the other way: compare 1 - t (u unchanged).
      for (auto* x : {&a2.line_x, &a2.segment_x})
        if (*x) (*x)->t = 1.0 - (*x)->t;
      a2.ray_x = b.ray_x;  // a reversed ray is another ray: nothing to compare
      if (a2.t) a2.t = 1.0 - *a2.t;
      compare_mapped(s, a2, b, act, cmp);
      return;
    }
    case Symmetry::swap_segments: {
      Compare cmp(j, symmetry_name(y));
      const PairCase w{c.s2, c.s1, c.label};
      const Snapshot b = take(s, w);
      if (s.parallel) cmp.same("parallel", a.parallel, b.parallel);
      if (s.collinear) cmp.same("collinear", a.collinear, b.collinear);
      if (s.collinear_overlap) cmp.same("collinear_overlap", a.overlap, b.overlap);
      if (s.segments_intersect) cmp.same("segments_intersect", a.intersect, b.intersect);
      for (auto [kernel, x, z] : {std::tuple{"line_crossing", a.line_x, b.line_x},
                                  std::tuple{"segment_crossing", a.segment_x, b.segment_x}}) {
        if (!(std::string_view(kernel) == "line_crossing" ? s.line_crossing : s.segment_crossing)) continue;
        cmp.present(kernel, z.has_value(), x.has_value());
        if (!x || !z) continue;
        cmp.close(kernel, "t and u trade places (t)", z->t, x->u, 2 * contract::kParameterUlps);
        cmp.close(kernel, "t and u trade places (u)", z->u, x->t, 2 * contract::kParameterUlps);
      }
      if (s.distance_segment_segment)
        cmp.close("distance_segment_segment", "distance", b.segment_distance, a.segment_distance,
                  2 * contract::kDistanceUlps);
      return;
    }
  }
}

}  // namespace

}  // namespace plumb::check
