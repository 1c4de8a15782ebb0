// Plumb's own kernels packaged as a Subject.
#include "subject/subject.h"

#include "plumb/plumb.h"

#include <cmath>

namespace plumb {
namespace {

// The 2D ray from ray.a through ray.b against a closed box: 0 when it starts
// in the box, else the least t among its hits on the four sides (each exact
// in its decision and within the parameter contract in t), none when the box
// is empty. Exact decisions: the side hits are ray_segment_hit's.
std::optional<double> ray_box2(const Segment& ray, const Box2& box) {
  for (double v : {ray.a.x, ray.a.y, ray.b.x, ray.b.y, box.min.x, box.min.y, box.max.x, box.max.y})
    if (!std::isfinite(v)) return std::nullopt;  // non-finite input: none
  if (!(box.min.x <= box.max.x && box.min.y <= box.max.y)) return std::nullopt;  // empty
  const Vec2 o = ray.a;
  if (box.min.x <= o.x && o.x <= box.max.x && box.min.y <= o.y && o.y <= box.max.y) return 0.0;
  const Vec2 c00 = box.min, c11 = box.max, c01{box.min.x, box.max.y}, c10{box.max.x, box.min.y};
  std::optional<double> best;
  for (const Segment& side : {Segment{c00, c10}, Segment{c10, c11}, Segment{c11, c01}, Segment{c01, c00}}) {
    const auto hit = ray_segment_hit(ray, side);
    if (hit && (!best || hit->t < *best)) best = hit->t;
  }
  return best;
}

}  // namespace

Subject only_member(const Subject& s, std::string_view name) {
  Subject r = s;
  for_each_member(r, [&](const char* n, auto& fn) {
    if (name != n) fn = nullptr;
  });
  return r;
}

std::vector<std::string> provided_members(const Subject& s) {
  std::vector<std::string> names;
  for_each_member(s, [&](const char* n, const auto& fn) {
    if (fn) names.emplace_back(n);
  });
  return names;
}

const std::vector<std::string>& member_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    Subject s;
    for_each_member(s, [&](const char* n, const auto&) { all.emplace_back(n); });
    return all;
  }();
  return names;
}

Subject plumb_subject() {
  Subject s;
  s.name = "plumb";
  s.description = "Plumb's kernels (kernels/): exact decisions, bounded constructions";
  s.orientation = [](Vec2 a, Vec2 b, Vec2 c) { return plumb::orientation(a, b, c); };
  s.projection_t = projection_t;
  s.closest_point = closest_point;
  s.squared_distance_point_segment = squared_distance_point_segment;
  s.distance_point_segment = distance_point_segment;
  s.distance_point_line = distance_point_line;
  s.distance_segment_segment = distance_segment_segment;
  s.line_crossing = line_crossing;
  s.parallel = parallel;
  s.collinear = collinear;
  s.collinear_overlap = collinear_overlap;
  s.segment_crossing = segment_crossing;
  s.ray_segment_hit = ray_segment_hit;
  s.segments_intersect = segments_intersect;
  s.line_segment_intersect = line_segment_intersect;
  s.circle_segment_intersect = circle_segment_intersect;
  s.first_blocker = first_blocker;
  s.has_line_of_sight = has_line_of_sight;
  s.first_blocker_as_lines = first_blocker_as_lines;
  s.has_line_of_sight_as_lines = has_line_of_sight_as_lines;
  s.point_in_triangle = point_in_triangle;
  s.point_in_polygon = point_in_polygon;
  s.ray_chain_hit = ray_chain_hit;
  s.polyline_segment_crossings = polyline_segment_crossings;
  s.closest_point3 = closest_point3;
  s.squared_distance_point_segment3 = squared_distance_point_segment3;
  s.segment_segment_closest3 = segment_segment_closest3;
  s.sphere_segment_intersect = sphere_segment_intersect;
  s.capsule_sphere_intersect = capsule_sphere_intersect;
  s.capsule_capsule_intersect = capsule_capsule_intersect;
  s.segment_plane_crossing = segment_plane_crossing;
  s.ray_plane_hit = ray_plane_hit;
  s.ray_sphere_entry = ray_sphere_entry;
  s.ray_capsule_entry = ray_capsule_entry;
  s.ray_box_entry = ray_box_entry;
  s.box_box_intersect = box_box_intersect;
  s.sphere_box_intersect = sphere_box_intersect;
  s.segment_box_intersect = segment_box_intersect;
  s.line_line_closest3 = line_line_closest3;
  s.ray_segment_distance3 = ray_segment_distance3;
  s.ray_triangle_hit = ray_triangle_hit;
  s.segment_triangle_crossing = segment_triangle_crossing;
  s.line_sphere = line_sphere;
  s.closest_point_triangle3 = [](Vec3 p, const Triangle3& t) { return closest_point_triangle3(p, t).point; };
  s.squared_distance_point_triangle3 = squared_distance_point_triangle3;
  s.circle_segment_contact = circle_segment_contact;
  s.sphere_sphere_intersect = [](const Sphere& a, const Sphere& b) {
    return capsule_sphere_intersect(Capsule{a.centre, a.centre, a.radius}, b);  // a sphere is a zero-length capsule
  };
  s.ray_box2 = ray_box2;
  return s;
}

}  // namespace plumb
