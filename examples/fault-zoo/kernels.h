// The fault zoo's kernels: careful textbook double kernels, each with the
// one classic fault its buggy twin puts back (zoo.h lists the entries).
//
// Every kernel takes the Fault to put back; Fault::none is the careful twin.
// A kernel ignores every fault that is not its own, so the twin and the buggy
// version differ by exactly one line of reasoning. Inputs and answers follow
// Plumb's member signatures and meanings (docs/semantics-2d.md,
// docs/semantics-3d.md), under the conventions and preconditions its entry
// declares (entries.cpp); the twins answer degenerate input (zero lengths,
// parallel and collinear shapes, zero-area triangles) as those documents say.
// Nothing throws. Non-finite input is outside every entry's declared domain:
// the kernels return on it, with no promise about the answer. The formulas'
// sources are at the top of each .cpp file.
#pragma once

#include <optional>
#include <span>

#include <plumb/subject.h>

namespace zoo {

enum class Fault {
  none,
  // 2D point and segment
  missing_clamp, zero_length_nan, closest_ray_as_line, point_length_eps_1e6,
  // 2D segment pairs
  missing_collinear_case, strict_touch, side_eps_1e7, crossing_parallel_unchecked, crossing_parallel_eps_1e6,
  crossing_strict_ends,
  // 2D rays
  ray_wall_as_line, ray_as_line, ray_strict_wall_ends, ray_circle_inside_negative_t, ray_circle_zero_direction,
  slab2_origin_on_face_nan, ray_box2_as_line,
  // 3D rays
  slab_direction_eps_1e7, ray_box_as_line, ray_plane_parallel_unchecked, ray_plane_nd_eps_1e6, ray_plane_behind,
  ray_sphere_behind, ray_sphere_disc_eps_1e9, mt_det_eps_1e7, mt_strict_edges, mt_behind,
  // 3D closest points
  segseg_no_reprojection, segseg_parallel_unchecked, segseg_points_swapped, closest3_length_eps_1e6,
  triangle_clamped_barycentrics, triangle_repeated_corner_nan,
  // polygons and chains
  triangle_strict_edges, triangle_degenerate_sign_test, polygon_vertex_double_count, chain_skips_shared_vertex,
  chain_first_edge_not_nearest,
};

// 2D (kernels_2d.cpp)
plumb::ClosestPoint closest_point(const plumb::Segment& s, plumb::Vec2 p, plumb::Kind kind, Fault f);
double distance_point_segment(plumb::Vec2 p, const plumb::Segment& s, Fault f);
bool segments_intersect(const plumb::Segment& s1, const plumb::Segment& s2, Fault f);
std::optional<plumb::Crossing> segment_crossing(const plumb::Segment& s1, const plumb::Segment& s2, Fault f);
std::optional<plumb::Crossing> ray_segment_hit(const plumb::Segment& ray, const plumb::Segment& wall, Fault f);
std::optional<double> ray_circle(const plumb::Segment& ray, const plumb::Circle& c, Fault f);
std::optional<double> ray_box2(const plumb::Segment& ray, const plumb::Box2& box, Fault f);

// 3D (kernels_3d.cpp)
std::optional<double> ray_box_entry(const plumb::Ray3& ray, const plumb::Box& box, Fault f);
std::optional<double> ray_plane_hit(const plumb::Ray3& ray, const plumb::Plane& plane, Fault f);
std::optional<double> ray_sphere_entry(const plumb::Ray3& ray, const plumb::Sphere& sphere, Fault f);
std::optional<plumb::TriangleHit> ray_triangle_hit(const plumb::Ray3& ray, const plumb::Triangle3& tri, Fault f);
plumb::SegmentPair3 segment_segment_closest3(const plumb::Segment3& s1, const plumb::Segment3& s2, Fault f);
plumb::ClosestPoint3 closest_point3(const plumb::Segment3& s, plumb::Vec3 p, Fault f);
plumb::Vec3 closest_point_triangle3(plumb::Vec3 p, const plumb::Triangle3& tri, Fault f);

// Polygons and chains (kernels_polygon.cpp)
plumb::Location point_in_triangle(plumb::Vec2 p, plumb::Vec2 a, plumb::Vec2 b, plumb::Vec2 c, Fault f);
plumb::Location point_in_polygon(plumb::Vec2 p, std::span<const plumb::Vec2> polygon, Fault f);
std::optional<plumb::Blocker> ray_chain_hit(const plumb::Segment& ray, std::span<const plumb::Vec2> chain, Fault f);

}  // namespace zoo
