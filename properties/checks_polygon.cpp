#include "properties/checks_polygon.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "judge/condition.h"
#include "judge/exact_grid.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "judge/margin_polygon.h"
#include "judge/measure.h"
#include "kernels/contracts.h"
#include "oracle/first_contact.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/point_in_polygon.h"
#include "oracle/polyline_crossings.h"
#include "properties/checks.h"
#include "properties/min_hit.h"

namespace plumb::check {
namespace {

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
bool all_finite(std::initializer_list<Vec2> ps) {
  for (Vec2 p : ps)
    if (!finite(p)) return false;
  return true;
}
bool all_finite(const std::vector<Vec2>& ps) {
  for (Vec2 p : ps)
    if (!finite(p)) return false;
  return true;
}

void location_answer(Judge& j, std::string_view kernel, Vec2 p, std::span<const Vec2> shape, Location fast,
                     Location exact) {
  const Location owed = expected_location(exact, j.conventions(kernel).boundary, p, shape);
  j.decision(kernel, "where the point lies", location_name(fast), location_name(owed),
             std::string(location_name(fast)),
             std::string(location_name(exact)) + (exact == owed ? "" : std::string(" (read as ") + location_name(owed) + ")"),
             [&] { return margin::location(p, shape, exact); });
}

void non_finite_location(Judge& j, std::string_view kernel, const std::function<Location()>& call) {
  non_finite_answer(j, call, [&](Location fast) {
    j.invariant(kernel, "non-finite input answers outside", fast == Location::outside, location_name(fast), "outside");
  });
}

// Whether p lies on the closed segment ab, exactly.
bool on_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ends[] = {a, b};
  return oracle::point_in_polygon(p, ends) == Location::boundary;
}

std::string blocker_text(const std::optional<Blocker>& b) {
  if (!b) return "none";
  return fmt::format("edge {}: {}", b->wall, fmt_case::crossing(b->contact));
}

std::string blocker_text(const std::optional<oracle::ExactBlocker>& b) {
  if (!b) return "none";
  return fmt::format("edge {}: {}", b->wall, measure::text(std::optional<oracle::ExactCrossing>(b->contact)));
}

}  // namespace

Location expected_location(Location exact, BoundaryConvention convention, Vec2 p, std::span<const Vec2> shape) {
  if (exact != Location::boundary) return exact;
  switch (convention) {
    case BoundaryConvention::inside: return Location::inside;
    case BoundaryConvention::outside: return Location::outside;
    case BoundaryConvention::half_open:
      return oracle::half_open_inside(p, shape) ? Location::inside : Location::outside;
    case BoundaryConvention::on: break;
  }
  return Location::boundary;
}

void point_in_triangle_oracle(const Subject& s, const Triangle2Case& c, Judge& j) {
  if (!s.point_in_triangle) return;
  if (!all_finite({c.p, c.a, c.b, c.c}))
    return non_finite_location(j, "point_in_triangle", [&] { return s.point_in_triangle(c.p, c.a, c.b, c.c); });
  const Location fast = s.point_in_triangle(c.p, c.a, c.b, c.c);
  const Vec2 shape[] = {c.a, c.b, c.c};
  location_answer(j, "point_in_triangle", c.p, shape, fast, oracle::point_in_triangle(c.p, c.a, c.b, c.c));
}

void polygon_oracle(const Subject& s, const PolygonCase& c, Judge& j) {
  if (!s.point_in_polygon) return;
  if (!finite(c.p) || !all_finite(c.polygon))
    return non_finite_location(j, "point_in_polygon", [&] { return s.point_in_polygon(c.p, c.polygon); });
  const Location fast = s.point_in_polygon(c.p, c.polygon);
  location_answer(j, "point_in_polygon", c.p, c.polygon, fast, oracle::point_in_polygon(c.p, c.polygon));
}

namespace {

// Whether ray_chain_hit's contract holds the case: under
// ZeroLength::outside_contract a zero-length ray or edge (a repeated vertex)
// is outside it, as a zero-length ray or segment is for ray_segment_hit.
bool chain_judged(const Judge& j, const ChainCase& c) {
  if (j.conventions("ray_chain_hit").zero_length == ZeroLength::point) return true;
  if (c.ray.a == c.ray.b) return false;
  for (std::size_t i = 0; i + 1 < c.chain.size(); ++i)
    if (c.chain[i] == c.chain[i + 1]) return false;
  return true;
}

}  // namespace

void chain_oracle(const Subject& s, const ChainCase& c, Judge& j) {
  if (!s.ray_chain_hit) return;
  if (!all_finite({c.ray.a, c.ray.b}) || !all_finite(c.chain)) {
    non_finite_answer(j, [&] { return s.ray_chain_hit(c.ray, c.chain); }, [&](const std::optional<Blocker>& fast) {
      j.invariant("ray_chain_hit", "non-finite input answers none", !fast, fast ? "an answer" : "none", "none");
    });
    return;
  }
  // The member's conventions, as ray_segment_hit's: a zero-length ray or
  // edge outside the contract (only "returns" is checked), an edge the ray
  // lies along no contact under EdgeOn::ignored.
  if (!chain_judged(j, c)) {
    (void)s.ray_chain_hit(c.ray, c.chain);
    return j.returned();
  }
  const bool collinear_counts = j.conventions("ray_chain_hit").edge_on == EdgeOn::counts;
  const std::optional<Blocker> fast = s.ray_chain_hit(c.ray, c.chain);
  const std::optional<oracle::ExactBlocker> exact = oracle::ray_chain_hit(c.ray, c.chain, collinear_counts);
  if (exact && before_min_hit(j, "ray_chain_hit", exact->contact.t)) return j.returned();
  const Text f([&] { return blocker_text(fast); }), e([&] { return blocker_text(exact); });
  j.decision("ray_chain_hit", "whether it hits", fast ? "hit" : "none", exact ? "hit" : "none", f, e,
             [&] { return margin::chain(c.ray, c.chain, !fast.has_value(), collinear_counts); });
  if (!fast || !exact) return;
  const bool valid = fast->wall + 1 < c.chain.size();
  const Segment edge = valid ? Segment{c.chain[fast->wall], c.chain[fast->wall + 1]} : Segment{};
  const bool edge_on = valid && !collinear_counts && oracle::collinear(c.ray, edge);
  const auto named = valid && !edge_on ? oracle::first_contact(c.ray, Kind::ray, edge, Kind::segment) : std::nullopt;
  j.decision("ray_chain_hit", "the edge named meets the ray", named ? "meets" : "misses", "meets", f, e, [&] {
    return valid ? margin::meet(c.ray, Kind::ray, edge, Kind::segment, true, collinear_counts) : 1.0;
  });
  if (!named) return;
  const double ct = condition::crossing(c.ray, edge, named->point, true);
  j.construction("ray_chain_hit", "t vs the least t (ULPs)", measure::ulps(fast->contact.t, exact->contact.t),
                 contract::kParameterUlps, f, e,
                 [&] { return condition::value(fast->contact.t, exact->contact.t, ct); });
  j.construction("ray_chain_hit", "point (u x scale)",
                 measure::point_error(fast->contact.point, c.ray, named->t, named->point), contract::kPointScale, f, e,
                 [&] { return condition::point(fast->contact.point, named->point, condition::along(c.ray, named->t, ct)); });
}

// A point p on an edge two shapes share: one answer from both. Under the
// half-open convention the answers differ by design (p is in exactly one of
// two shapes on either side of the edge), so each is judged against its own
// half-open reading instead, with its margin: a partition broken by rounding
// is rounding-level, one broken on exact input is a fault.
void shared_edge_answer(Judge& j, std::string_view kernel, const char* shapes, Vec2 p, std::span<const Vec2> first,
                        std::span<const Vec2> second, Location l1, Location l2, const std::string& answers) {
  if (j.conventions(kernel).boundary == BoundaryConvention::half_open) {
    location_answer(j, kernel, p, first, l1, Location::boundary);
    location_answer(j, kernel, p, second, l2, Location::boundary);
    return;
  }
  j.invariant(kernel, fmt::format("a point on an edge two {} share gets one answer from both", shapes), l1 == l2,
              answers, "one answer");
}

void shared_edge_triangles(const Subject& s, const Triangle2Case& c, Judge& j) {
  if (!s.point_in_triangle || !all_finite({c.p, c.a, c.b, c.c, c.d}) || !on_segment(c.p, c.a, c.b)) return;
  const Location first = s.point_in_triangle(c.p, c.a, c.b, c.c), second = s.point_in_triangle(c.p, c.b, c.a, c.d);
  const Vec2 abc[] = {c.a, c.b, c.c}, bad[] = {c.b, c.a, c.d};
  shared_edge_answer(j, "point_in_triangle", "triangles", c.p, abc, bad, first, second,
                     fmt::format("abc: {}, bad: {}", location_name(first), location_name(second)));
}

void shared_edge_polygons(const Subject& s, const PolygonCase& c, Judge& j) {
  if (!s.point_in_polygon || c.polygon.size() < 4 || !finite(c.p) || !all_finite(c.polygon)) return;
  const auto [first, second] = split_polygon(c.polygon);
  if (!on_segment(c.p, first.front(), first.back())) return;
  const Location l1 = s.point_in_polygon(c.p, first), l2 = s.point_in_polygon(c.p, second);
  shared_edge_answer(j, "point_in_polygon", "polygons", c.p, first, second, l1, l2,
                     fmt::format("first: {}, second: {}", location_name(l1), location_name(l2)));
}

void chain_through_vertex(const Subject& s, const ChainCase& c, Judge& j) {
  if (!s.ray_chain_hit || !all_finite({c.ray.a, c.ray.b}) || !all_finite(c.chain) || c.ray.a == c.ray.b) return;
  if (!chain_judged(j, c)) return;
  const bool ignored = j.conventions("ray_chain_hit").edge_on == EdgeOn::ignored;
  for (std::size_t i = 1; i + 1 < c.chain.size(); ++i) {
    // The ray through the shared vertex: its exact contact with the vertex
    // read as a zero-length segment.
    if (!oracle::first_contact(c.ray, Kind::ray, {c.chain[i], c.chain[i]}, Kind::segment)) continue;
    // Under EdgeOn::ignored a ray along both edges meets neither.
    if (ignored && oracle::collinear(c.ray, {c.chain[i - 1], c.chain[i]}) &&
        oracle::collinear(c.ray, {c.chain[i], c.chain[i + 1]}))
      continue;
    const std::optional<Blocker> fast = s.ray_chain_hit(c.ray, c.chain);
    j.invariant("ray_chain_hit", "a ray through a vertex two edges share hits the chain", fast.has_value(),
                blocker_text(fast), fmt::format("a hit (at vertex {} or before)", i));
    return;
  }
}

namespace {

std::string points_text(const std::vector<Vec2>& ps) {
  if (ps.empty()) return "none";
  std::string out;
  for (Vec2 p : ps) out += (out.empty() ? "" : ", ") + fmt_case::vec(p);
  return out;
}

std::string points_text(const std::vector<oracle::ExactPolylinePoint>& ps) {
  if (ps.empty()) return "none";
  std::string out;
  for (const auto& p : ps) out += (out.empty() ? "" : ", ") + measure::text(p.point);
  return out;
}

constexpr const char* kPolyline = "polyline_segment_crossings";

// f is e within the contract (or the declared tolerance), built on s; error
// is measure::point_error(f, c.ray, e.t, e.point), computed once per pair.
bool close_to(Judge& j, const ChainCase& c, Vec2 f, const oracle::ExactPolylinePoint& e, double error) {
  if (error <= contract::kPointScale) return true;
  if (j.strict(kPolyline)) return false;
  const Segment edge{c.chain[e.edge], c.chain[e.edge + 1]};
  const Deviation d = condition::point(f, e.point, condition::along(c.ray, e.t, condition::crossing(c.ray, edge, e.point, true)));
  return d.error <= j.allowance(kPolyline, d.magnitude, d.condition);
}

// The edges a point lies on.
std::vector<std::size_t> edges_holding(const ChainCase& c, const oracle::RVec2& p) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i + 1 < c.chain.size(); ++i)
    if (oracle::squared_distance_point_segment(p, oracle::RSegment{oracle::exact(c.chain[i]), oracle::exact(c.chain[i + 1])}) == 0)
      out.push_back(i);
  return out;
}

}  // namespace

void polyline_oracle(const Subject& s, const ChainCase& c, Judge& j) {
  if (!s.polyline_segment_crossings) return;
  if (!all_finite({c.ray.a, c.ray.b}) || !all_finite(c.chain)) {
    non_finite_answer(j, [&] { return s.polyline_segment_crossings(c.chain, c.ray); },
                      [&](const std::vector<Vec2>& fast) {
                        j.invariant(kPolyline, "non-finite input answers none", fast.empty(), points_text(fast), "none");
                      });
    return;
  }
  if (c.ray.a == c.ray.b && j.conventions(kPolyline).zero_length == ZeroLength::outside_contract) {
    (void)s.polyline_segment_crossings(c.chain, c.ray);
    return j.returned();
  }
  const std::vector<Vec2> fast = s.polyline_segment_crossings(c.chain, c.ray);
  const std::vector<oracle::ExactPolylinePoint> exact = oracle::polyline_segment_crossings(c.chain, c.ray);
  const Text f([&] { return points_text(fast); }), e([&] { return points_text(exact); });
  // error[i][k]: the error of fast[i] against exact[k].
  std::vector<std::vector<double>> error(fast.size(), std::vector<double>(exact.size()));
  for (std::size_t i = 0; i < fast.size(); ++i)
    for (std::size_t k = 0; k < exact.size(); ++k) error[i][k] = measure::point_error(fast[i], c.ray, exact[k].t, exact[k].point);
  // Every exact point is reported: to explain a missing one, every edge
  // holding it must miss s (the largest of their margins).
  for (std::size_t k = 0; k < exact.size(); ++k) {
    const auto& x = exact[k];
    bool found = false;
    for (std::size_t i = 0; i < fast.size(); ++i) found = found || close_to(j, c, fast[i], x, error[i][k]);
    j.decision(kPolyline, "each point where they meet is reported", found ? "reported" : "missing", "reported", f, e,
               [&] {
                 double m = 0;
                 for (std::size_t i : edges_holding(c, x.point))
                   m = std::max(m, margin::meet(c.ray, Kind::segment, {c.chain[i], c.chain[i + 1]}, Kind::segment, false));
                 return m;
               });
  }
  // Every point reported is one of them: its error against the nearest, or,
  // when it is near none, a point where they do not meet (explained only if
  // some edge nearly meets s: the least margin).
  for (std::size_t i = 0; i < fast.size(); ++i) {
    const Vec2 p = fast[i];
    const oracle::ExactPolylinePoint* best = nullptr;
    double best_error = 0;
    for (std::size_t k = 0; k < exact.size(); ++k)
      if (!best || error[i][k] < best_error) best = &exact[k], best_error = error[i][k];
    bool near = false;
    for (std::size_t k = 0; k < exact.size(); ++k) near = near || close_to(j, c, p, exact[k], error[i][k]);
    if (!near) {
      j.decision(kPolyline, "each point reported is where they meet", "no", "yes", f, e, [&] {
        double m = std::numeric_limits<double>::max();
        for (std::size_t i = 0; i + 1 < c.chain.size(); ++i)
          m = std::min(m, margin::meet(c.ray, Kind::segment, {c.chain[i], c.chain[i + 1]}, Kind::segment, true));
        return m;
      });
      continue;
    }
    const Segment edge{c.chain[best->edge], c.chain[best->edge + 1]};
    j.construction(kPolyline, "point (u x scale)", best_error, contract::kPointScale, f, e, [&] {
      return condition::point(p, best->point,
                              condition::along(c.ray, best->t, condition::crossing(c.ray, edge, best->point, true)));
    });
  }
  if (exact.empty() && fast.empty()) j.decision(kPolyline, "each point where they meet is reported", "none", "none", f, e, {});
}

void polyline_union(const Subject& s, const ChainCase& c, Judge& j) {
  if (!s.polyline_segment_crossings || !all_finite({c.ray.a, c.ray.b}) || !all_finite(c.chain)) return;
  const std::vector<Vec2> whole = s.polyline_segment_crossings(c.chain, c.ray);
  std::vector<Vec2> parts;
  for (std::size_t i = 0; i + 1 < c.chain.size(); ++i) {
    const Vec2 edge[] = {c.chain[i], c.chain[i + 1]};
    for (Vec2 p : s.polyline_segment_crossings(edge, c.ray)) parts.push_back(p);
  }
  // The same points, up to the rounding of two computations of one point.
  const double scale = std::max({std::fabs(c.ray.a.x), std::fabs(c.ray.a.y), std::fabs(c.ray.b.x), std::fabs(c.ray.b.y)});
  const double tolerance = 2 * contract::kPointScale * unit_roundoff(j.declared().domain.precision) * scale *
                           std::max(1.0, j.declared().contract(kPolyline).tolerance.conditioned);
  auto in = [&](Vec2 p, const std::vector<Vec2>& set) {
    for (Vec2 q : set)
      if (p == q || (std::fabs(p.x - q.x) <= tolerance && std::fabs(p.y - q.y) <= tolerance)) return true;
    return false;
  };
  std::vector<Vec2> odd;  // the points in one set only
  for (Vec2 p : parts)
    if (!in(p, whole)) odd.push_back(p);
  for (Vec2 p : whole)
    if (!in(p, parts)) odd.push_back(p);
  // Judged as a decision. A point in one set only is rounding-level when the
  // edges it lies on (within the point tolerance) nearly touch s: the two
  // computations may round that touch either way, and the per-edge judgement
  // (polyline_oracle above) already allows it. Its margin is the least of
  // those edges' meetings with s; a point on no edge, an exact touch or a
  // clear crossing has no such excuse. The decision's margin is the largest
  // over the odd points: each must be excused.
  auto near_edge = [&](Vec2 p, std::size_t i) {
    const Vec2 a = c.chain[i], b = c.chain[i + 1];
    const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return std::fabs(ex) <= 4 * tolerance && std::fabs(ey) <= 4 * tolerance;
  };
  j.decision(kPolyline, "the points with the polyline are the union of the points with each edge",
             odd.empty() ? "the union of its edges" : "not the union of its edges", "the union of its edges",
             "polyline: " + points_text(whole), "union of its edges: " + points_text(parts), [&] {
               double worst = 0;
               for (Vec2 p : odd) {
                 double m = std::numeric_limits<double>::max();
                 for (std::size_t i = 0; i + 1 < c.chain.size(); ++i)
                   if (near_edge(p, i))
                     for (bool answer : {true, false})
                       m = std::min(m, margin::meet(c.ray, Kind::segment, {c.chain[i], c.chain[i + 1]},
                                                    Kind::segment, answer));
                 worst = std::max(worst, m);
               }
               return worst;
             });
}

}  // namespace plumb::check
