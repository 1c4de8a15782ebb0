#include "properties/naive_subject.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "properties/naive/box_box.h"
#include "properties/naive/circle_contact.h"
#include "properties/naive/circle_segment.h"
#include "properties/naive/closest_point.h"
#include "properties/naive/closest_point3d.h"
#include "properties/naive/crossing.h"
#include "properties/naive/line_of_sight.h"
#include "properties/naive/orientation.h"
#include "properties/naive/plane3d.h"
#include "properties/naive/ray_box.h"
#include "properties/naive/ray_capsule.h"
#include "properties/naive/ray_sphere.h"
#include "properties/naive/point_triangle3.h"
#include "properties/naive/ray_triangle.h"
#include "properties/naive/round_shapes3d.h"
#include "properties/naive/sphere_box.h"
#include "properties/naive/segment_box.h"
#include "properties/naive/segment_segment3d.h"
#include "properties/naive/line_line3d.h"
#include "properties/naive/ray_segment3d.h"
#include "properties/naive/segment_triangle.h"
#include "properties/naive/line_sphere.h"

namespace plumb {
namespace {

// The textbook projection, clamped to the kind's range (the naive header has
// segments only).
ClosestPoint closest_point_of_kind(const Segment& s, Vec2 p, Kind kind) {
  if (kind == Kind::segment) return naive::closest_point(s, p);
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dd = dx * dx + dy * dy;
  if (dd == 0) return {0.0, s.a};
  double t = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / dd;
  if (kind == Kind::ray) t = std::max(t, 0.0);
  return {t, {s.a.x + t * dx, s.a.y + t * dy}};
}

}  // namespace

const std::vector<std::string>& naive_reference_members() {
  static const std::vector<std::string> names = {
      "orientation", "closest_point", "squared_distance_point_segment", "distance_point_segment",
      "segments_intersect", "line_crossing", "segment_crossing", "collinear_overlap", "first_blocker",
      "has_line_of_sight", "circle_segment_intersect", "circle_segment_contact", "closest_point3",
      "squared_distance_point_segment3", "segment_segment_closest3", "line_line_closest3", "ray_segment_distance3",
      "sphere_segment_intersect",
      "capsule_sphere_intersect", "capsule_capsule_intersect", "segment_plane_crossing", "ray_plane_hit",
      "ray_sphere_entry", "ray_capsule_entry", "ray_box_entry", "line_sphere", "box_box_intersect", "sphere_box_intersect", "segment_box_intersect",
      "ray_triangle_hit", "segment_triangle_crossing", "closest_point_triangle3", "squared_distance_point_triangle3"};
  return names;
}

Subject naive_reference(const Declarations& declared, const std::vector<std::string>& provided) {
  Subject s;
  s.name = "naive-reference";
  s.description = "the naive textbook formulas (properties/naive/), the rounding reference";
  s.declared = declared;
  auto has = [&](const char* m) { return std::find(provided.begin(), provided.end(), m) != provided.end(); };
  if (has("orientation")) s.orientation = [](Vec2 a, Vec2 b, Vec2 c) { return naive::orientation(a, b, c); };
  if (has("closest_point")) s.closest_point = closest_point_of_kind;
  if (has("squared_distance_point_segment"))
    s.squared_distance_point_segment = [](Vec2 p, const Segment& g) { return naive::squared_distance_point_segment(p, g); };
  if (has("distance_point_segment"))
    s.distance_point_segment = [](Vec2 p, const Segment& g) {
      return std::sqrt(naive::squared_distance_point_segment(p, g));
    };
  if (has("segments_intersect")) s.segments_intersect = naive::segments_intersect;
  if (has("line_crossing")) s.line_crossing = naive::line_crossing;
  if (has("segment_crossing")) s.segment_crossing = naive::segment_crossing;
  if (has("collinear_overlap")) s.collinear_overlap = naive::collinear_overlap;
  if (has("first_blocker")) s.first_blocker = naive::first_blocker;
  if (has("has_line_of_sight"))
    s.has_line_of_sight = [](Vec2 a, Vec2 b, std::span<const Segment> w) { return !naive::first_blocker(a, b, w); };
  if (has("circle_segment_intersect")) s.circle_segment_intersect = naive::circle_segment_intersect;
  if (has("circle_segment_contact")) s.circle_segment_contact = naive::circle_segment_contact;
  if (has("closest_point3")) s.closest_point3 = naive::closest_point3;
  if (has("squared_distance_point_segment3")) s.squared_distance_point_segment3 = naive::squared_distance_point_segment3;
  if (has("segment_segment_closest3")) s.segment_segment_closest3 = naive::segment_segment_closest3;
  if (has("sphere_segment_intersect")) s.sphere_segment_intersect = naive::sphere_segment_intersect;
  if (has("capsule_sphere_intersect")) s.capsule_sphere_intersect = naive::capsule_sphere_intersect;
  if (has("capsule_capsule_intersect")) s.capsule_capsule_intersect = naive::capsule_capsule_intersect;
  if (has("segment_plane_crossing")) s.segment_plane_crossing = naive::segment_plane_crossing;
  if (has("ray_plane_hit")) s.ray_plane_hit = naive::ray_plane_hit;
  if (has("ray_sphere_entry")) s.ray_sphere_entry = naive::ray_sphere_entry;
  if (has("ray_capsule_entry")) s.ray_capsule_entry = naive::ray_capsule_entry;
  if (has("ray_box_entry")) s.ray_box_entry = naive::ray_box_entry;
  if (has("line_sphere")) s.line_sphere = naive::line_sphere;
  if (has("box_box_intersect")) s.box_box_intersect = naive::box_box_intersect;
  if (has("sphere_box_intersect")) s.sphere_box_intersect = naive::sphere_box_intersect;
  if (has("segment_box_intersect")) s.segment_box_intersect = naive::segment_box_intersect;
  if (has("line_line_closest3")) s.line_line_closest3 = naive::line_line_closest3;
  if (has("ray_segment_distance3")) s.ray_segment_distance3 = naive::ray_segment_distance3;
  if (has("ray_triangle_hit")) s.ray_triangle_hit = naive::ray_triangle_hit;
  if (has("segment_triangle_crossing")) s.segment_triangle_crossing = naive::segment_triangle_crossing;
  if (has("closest_point_triangle3")) s.closest_point_triangle3 = naive::closest_point_triangle3;
  if (has("squared_distance_point_triangle3"))
    s.squared_distance_point_triangle3 = naive::squared_distance_point_triangle3;
  return s;
}

}  // namespace plumb
