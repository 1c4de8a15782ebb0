// Plumb properties: the checks of the 3D family and the circle contact (see
// checks.h for the 2D ones and the pattern).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "properties/cases.h"
#include "properties/cases3d.h"
#include "judge/judge.h"
#include "subject/subject.h"

namespace plumb::check {

void point3_oracle(const Subject& s, const Point3Case& c, Judge& j);
void pair3_oracle(const Subject& s, const Pair3Case& c, Judge& j);
void plane_oracle(const Subject& s, const PlaneCase& c, Judge& j);
/// Whether a member's answer for this ray is judged: not when its direction
/// is zero and the member's conventions put zero directions outside the
/// contract, nor when the subject requires a unit direction and this one is
/// not (a fixed case's, or zero).
bool ray_judged(const Judge& j, std::string_view member, const Ray3& ray);

void ray_oracle(const Subject& s, const RayCase& c, Judge& j);
void ray_box_faces(const Subject& s, const RayCase& c, Judge& j);
void contact_oracle(const Subject& s, const CircleCase& c, Judge& j);

// Triangles (checks_triangle.cpp): ray_triangle_hit against the oracle under
// the declared facing; a fan watertight at its shared edges and corner; none
// for non-finite input.
void triangle_oracle(const Subject& s, const TriangleCase& c, Judge& j);
void fan_watertight(const Subject& s, const FanCase& c, Judge& j);
void non_finite_triangle(const Subject& s, const TriangleCase& c, Judge& j);

// Points against triangles (checks_point_triangle.cpp): the closest point and
// the squared distance against the oracle; never farther than the nearest
// edge (with the subject's point-segment member, strict contracts only); NaN
// for non-finite input.
void point_triangle_oracle(const Subject& s, const PointTriangleCase& c, Judge& j);
void point_triangle_edges(const Subject& s, const PointTriangleCase& c, Judge& j);
void non_finite_point_triangle(const Subject& s, const PointTriangleCase& c, Judge& j);

// Box pairs (checks_box.cpp): box_box_intersect against the oracle under
// the declared box convention; false for non-finite input.
void box_pair_oracle(const Subject& s, const BoxPairCase& c, Judge& j);
void non_finite_box_pair(const Subject& s, const BoxPairCase& c, Judge& j);
// Balls against boxes (checks_box.cpp): sphere_box_intersect against the
// oracle under the declared box and sphere conventions; false for
// non-finite input.
void sphere_box_oracle(const Subject& s, const SphereBoxCase& c, Judge& j);
void non_finite_sphere_box(const Subject& s, const SphereBoxCase& c, Judge& j);
// Segments against boxes (checks_box.cpp): segment_box_intersect against
// the oracle under the declared box convention; false for non-finite input.
void segment_box_oracle(const Subject& s, const SegmentBoxCase& c, Judge& j);
void non_finite_segment_box(const Subject& s, const SegmentBoxCase& c, Judge& j);

// Segments against triangles (checks_segment_triangle.cpp):
// segment_triangle_crossing against the oracle (the decision, with the
// margin of the six signed volumes; t, u and v in ULPs); none for
// non-finite input.
void segment_triangle_oracle(const Subject& s, const SegmentTriangleCase& c, Judge& j);
void non_finite_segment_triangle(const Subject& s, const SegmentTriangleCase& c, Judge& j);

// Lines against spheres (checks_line_sphere.cpp): line_sphere against the
// oracle (the decision, with the tangent margin; both roots in ULPs with the
// condition of a root of the quadratic); none for non-finite input.
void line_sphere_oracle(const Subject& s, const LineSphereCase& c, Judge& j);
void non_finite_line_sphere(const Subject& s, const LineSphereCase& c, Judge& j);

// Rays against capsules (checks_ray_capsule.cpp): ray_capsule_entry against
// the oracle (whether it hits, with the margin of the ray's and the origin's
// distances to the segment; the entry t in ULPs); none for non-finite input.
void ray_capsule_oracle(const Subject& s, const RayCapsuleCase& c, Judge& j);
void non_finite_ray_capsule(const Subject& s, const RayCapsuleCase& c, Judge& j);

// Lines and rays (checks_line_ray3d.cpp): line_line_closest3 on the lines
// through s1 and s2, ray_segment_distance3 on the ray from s1.a through s1.b
// (ray_through) and the segment s2, against their oracles; NaN for
// non-finite input.
Ray3 ray_through(const Segment3& s);
void line_pair3_oracle(const Subject& s, const Pair3Case& c, Judge& j);
void ray_segment3_oracle(const Subject& s, const Pair3Case& c, Judge& j);
void non_finite_line_ray3(const Subject& s, const Pair3Case& c, Judge& j);

enum class Symmetry3 { scaling, permute_axes, negate_axis, swap_and_reverse };
const char* symmetry3_name(Symmetry3 y);
void symmetry3(const Subject& s, const Pair3Case& c, Symmetry3 y, Judge& j);
/// symmetry3 for each of `ys`, the case's own answers taken once for all of
/// them (the same judgements as one call per symmetry).
void symmetries3(const Subject& s, const Pair3Case& c, std::span<const Symmetry3> ys, Judge& j);

void non_finite3(const Subject& s, const Pair3Case& c, Judge& j);
void non_finite_ray(const Subject& s, const RayCase& c, Judge& j);

// The documented non-finite answers of closest_point3 and
// squared_distance_point_segment3 (NaN), segment_plane_crossing and
// ray_plane_hit (none), and circle_segment_contact (none for a non-finite
// centre or segment or a radius of -inf; for a radius of +inf: depth +inf,
// push +-inf or 0 per component, the closest point within contract).
// checks_non_finite3d.cpp. Each applies only where the case has such a value.
void non_finite_point3(const Subject& s, const Point3Case& c, Judge& j);
void non_finite_plane(const Subject& s, const PlaneCase& c, Judge& j);
void non_finite_contact(const Subject& s, const CircleCase& c, Judge& j);

int field3_case_count();
std::string field3_case_name(int index);
void field3_case(const Subject& s, int index, Judge& j);

}  // namespace plumb::check
