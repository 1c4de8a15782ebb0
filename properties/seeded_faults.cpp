// The seeded faults. Each bug is written the way it appears in the wild: plain
// double arithmetic with the one guard or range test missing.
#include "properties/seeded_faults.h"

#include <cmath>
#include <optional>

#include "kernels/plumb.h"

namespace plumb {
namespace {

double cross(Vec2 p, Vec2 q) { return p.x * q.y - p.y * q.x; }
double dot(Vec2 p, Vec2 q) { return p.x * q.x + p.y * q.y; }
Vec2 minus(Vec2 p, Vec2 q) { return {p.x - q.x, p.y - q.y}; }

// --- no-clamp: the foot on the line is returned for every kind. --------------
ClosestPoint closest_point_no_clamp(const Segment& s, Vec2 p, Kind) {
  return closest_point(s, p, Kind::line);
}
double distance_point_segment_no_clamp(Vec2 p, const Segment& s) { return distance_point_line(p, s); }
double squared_distance_no_clamp(Vec2 p, const Segment& s) {
  const double d = distance_point_line(p, s);
  return d * d;
}

// --- wall-as-line: crossing tested on t only. ---------------------------------
std::optional<Crossing> segment_crossing_t_only(const Segment& s1, const Segment& s2) {
  const auto x = line_crossing(s1, s2);
  if (!x || !contains_t(x->t, Kind::segment)) return std::nullopt;
  return x;
}

// --- ray-as-line: a ray hit tested on u only. ----------------------------------
std::optional<Crossing> ray_hit_as_line(const Segment& ray, const Segment& wall) {
  const auto x = line_crossing(ray, wall);
  if (!x || !contains_t(x->u, Kind::segment)) return std::nullopt;
  return x;
}

// --- absolute-epsilon: "parallel" when |r x s| < 1e-12. ------------------------
bool parallel_epsilon(const Segment& s1, const Segment& s2) {
  return std::fabs(cross(minus(s1.b, s1.a), minus(s2.b, s2.a))) < 1e-12;
}
std::optional<Crossing> line_crossing_epsilon(const Segment& s1, const Segment& s2) {
  const Vec2 r = minus(s1.b, s1.a), s = minus(s2.b, s2.a), e = minus(s2.a, s1.a);
  const double den = cross(r, s);
  if (std::fabs(den) < 1e-12) return std::nullopt;
  const double t = cross(e, s) / den, u = cross(e, r) / den;
  return Crossing{t, u, {s1.a.x + t * r.x, s1.a.y + t * r.y}};
}
std::optional<Crossing> segment_crossing_epsilon(const Segment& s1, const Segment& s2) {
  const auto x = line_crossing_epsilon(s1, s2);
  if (!x || !contains_t(x->t, Kind::segment) || !contains_t(x->u, Kind::segment)) return std::nullopt;
  return x;
}

// --- zero-length-nan: no guard in front of the division. -----------------------
std::optional<double> projection_t_unguarded(const Segment& s, Vec2 p) {
  const Vec2 d = minus(s.b, s.a);
  return dot(minus(p, s.a), d) / dot(d, d);
}
ClosestPoint closest_point_unguarded(const Segment& s, Vec2 p, Kind kind) {
  const double t = clamp_t(*projection_t_unguarded(s, p), kind);
  return {t, {s.a.x + t * (s.b.x - s.a.x), s.a.y + t * (s.b.y - s.a.y)}};
}

// --- no-collinear-case: the straddle test alone. -------------------------------
bool segments_intersect_no_collinear(const Segment& s1, const Segment& s2) {
  return orientation(s1.a, s1.b, s2.a) * orientation(s1.a, s1.b, s2.b) <= 0 &&
         orientation(s2.a, s2.b, s1.a) * orientation(s2.a, s2.b, s1.b) <= 0;
}

SeededFault fault(std::string name, std::string bug, const std::function<void(Subject&)>& edit) {
  Subject s = plumb_subject();
  s.name = name;
  s.description = bug;
  edit(s);
  return {std::move(name), std::move(bug), std::move(s)};
}

}  // namespace

std::vector<SeededFault> seeded_faults() {
  std::vector<SeededFault> out;
  out.push_back(fault("no-clamp", "closest point without the clamp (the foot on the line for every kind)",
                      [](Subject& s) {
                        s.closest_point = closest_point_no_clamp;
                        s.distance_point_segment = distance_point_segment_no_clamp;
                        s.squared_distance_point_segment = squared_distance_no_clamp;
                      }));
  out.push_back(fault("wall-as-line", "a wall read as a line: only t tested, u ignored", [](Subject& s) {
    s.segment_crossing = segment_crossing_t_only;
    s.first_blocker = first_blocker_as_lines;
    s.has_line_of_sight = has_line_of_sight_as_lines;
  }));
  out.push_back(fault("ray-as-line", "a ray tested as a line: t >= 0 dropped",
                      [](Subject& s) { s.ray_segment_hit = ray_hit_as_line; }));
  out.push_back(fault("absolute-epsilon", "an absolute 1e-12 epsilon for \"parallel\"", [](Subject& s) {
    s.parallel = parallel_epsilon;
    s.line_crossing = line_crossing_epsilon;
    s.segment_crossing = segment_crossing_epsilon;
  }));
  out.push_back(fault("zero-length-nan", "the zero-length projection left as 0/0", [](Subject& s) {
    s.projection_t = projection_t_unguarded;
    s.closest_point = closest_point_unguarded;
  }));
  out.push_back(fault("no-collinear-case", "segment intersection without the collinear case",
                      [](Subject& s) { s.segments_intersect = segments_intersect_no_collinear; }));
  return out;
}

}  // namespace plumb
