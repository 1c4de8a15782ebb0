// Plumb's own kernels packaged as a Subject.
#include "properties/subject.h"

#include "kernels/plumb.h"
#include "kernels/plumb3d.h"

namespace plumb {

Subject plumb_subject() {
  Subject s;
  s.name = "plumb";
  s.description = "Plumb's kernels (kernels/): exact decisions, bounded constructions";
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
  s.closest_point3 = closest_point3;
  s.squared_distance_point_segment3 = squared_distance_point_segment3;
  s.segment_segment_closest3 = segment_segment_closest3;
  s.sphere_segment_intersect = sphere_segment_intersect;
  s.capsule_sphere_intersect = capsule_sphere_intersect;
  s.capsule_capsule_intersect = capsule_capsule_intersect;
  s.segment_plane_crossing = segment_plane_crossing;
  s.ray_plane_hit = ray_plane_hit;
  s.ray_sphere_entry = ray_sphere_entry;
  s.ray_box_entry = ray_box_entry;
  s.circle_segment_contact = circle_segment_contact;
  return s;
}

}  // namespace plumb
