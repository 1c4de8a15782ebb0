// The seeded faults. Each bug is written the way it appears in the wild: plain
// double arithmetic with the one guard or range test missing.
#include "properties/seeded_faults.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "kernels/plumb.h"
#include "kernels/plumb3d.h"

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

// --- The 3D family: textbook double code with one step missing. -------------

double dot3(Vec3 p, Vec3 q) { return p.x * q.x + p.y * q.y + p.z * q.z; }
Vec3 minus3(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

// The slab method; `near_start` -inf reads the ray as a line; `guard_zero`
// false divides by a zero direction component (0 * inf = NaN on a face).
std::optional<double> textbook_slab(const Ray3& r, const Box& b, double near_start, bool guard_zero) {
  const double o[3] = {r.origin.x, r.origin.y, r.origin.z}, d[3] = {r.direction.x, r.direction.y, r.direction.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  double near = near_start, far = INFINITY;
  for (int i = 0; i < 3; ++i) {
    if (guard_zero && d[i] == 0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;
      continue;
    }
    double t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
    if (t1 > t2) std::swap(t1, t2);
    near = std::max(near, t1);
    far = std::min(far, t2);
    if (near > far) return std::nullopt;
  }
  return near;
}
std::optional<double> slab_no_zero_direction(const Ray3& r, const Box& b) { return textbook_slab(r, b, 0.0, false); }
std::optional<double> slab_as_line(const Ray3& r, const Box& b) { return textbook_slab(r, b, -INFINITY, true); }

// The ray-sphere quadratic without "outside and pointing away".
std::optional<double> ray_sphere_no_away_check(const Ray3& r, const Sphere& sp) {
  const Vec3 m = minus3(r.origin, sp.centre);
  const double a = dot3(r.direction, r.direction), b = dot3(m, r.direction);
  const double c = dot3(m, m) - sp.radius * sp.radius;
  const double disc = b * b - a * c;
  if (disc < 0) return std::nullopt;
  return std::max((-b - std::sqrt(disc)) / a, 0.0);
}

// Segment-segment closest points that clamp t without re-projecting s.
SegmentPair3 closest3_no_reprojection(const Segment3& s1, const Segment3& s2) {
  const Vec3 d1 = minus3(s1.b, s1.a), d2 = minus3(s2.b, s2.a), r = minus3(s1.a, s2.a);
  const double a = dot3(d1, d1), e = dot3(d2, d2), f = dot3(d2, r), c = dot3(d1, r), b = dot3(d1, d2);
  const double denom = a * e - b * b;
  double s = denom != 0 ? std::clamp((b * f - c * e) / denom, 0.0, 1.0) : 0.0;
  double t = e != 0 ? (b * s + f) / e : 0.0;
  t = std::clamp(t, 0.0, 1.0);  // ... and s is left where it was: the bug
  if (a == 0) s = 0;
  const Vec3 p1{s1.a.x + s * d1.x, s1.a.y + s * d1.y, s1.a.z + s * d1.z};
  const Vec3 p2{s2.a.x + t * d2.x, s2.a.y + t * d2.y, s2.a.z + t * d2.z};
  const Vec3 w = minus3(p1, p2);
  return {s, t, p1, p2, dot3(w, w)};
}

// The circle push-out dividing by the distance, unguarded.
std::optional<CircleContact> contact_divide_by_distance(const Circle& circle, const Segment& s) {
  if (!circle_segment_intersect(circle, s)) return std::nullopt;
  const Vec2 q = closest_point(s, circle.centre, Kind::segment).point;
  const double dx = circle.centre.x - q.x, dy = circle.centre.y - q.y;
  const double dist = std::sqrt(dx * dx + dy * dy);
  const double depth = circle.radius - dist;
  return CircleContact{q, depth, {dx / dist * depth, dy / dist * depth}};
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
  out.push_back(fault("slab-no-zero-direction", "a slab test without the zero-direction case (0 * inf = NaN)",
                      [](Subject& s) { s.ray_box_entry = slab_no_zero_direction; }));
  out.push_back(fault("ray-sphere-behind", "ray-sphere without the \"outside and pointing away\" check",
                      [](Subject& s) { s.ray_sphere_entry = ray_sphere_no_away_check; }));
  out.push_back(fault("no-reprojection", "segment-segment closest points that clamp t without re-projecting s",
                      [](Subject& s) { s.segment_segment_closest3 = closest3_no_reprojection; }));
  out.push_back(fault("push-divide-by-zero", "circle push-out dividing by a zero distance",
                      [](Subject& s) { s.circle_segment_contact = contact_divide_by_distance; }));
  out.push_back(fault("ray-box-as-line", "ray-box starting its entry at -inf (a line, not a ray)",
                      [](Subject& s) { s.ray_box_entry = slab_as_line; }));
  return out;
}

}  // namespace plumb
