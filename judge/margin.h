// Plumb judge: the margin of a decision -- a bug, or rounding?
//
// When a subject's decision disagrees with the oracle, the margin says how far
// the exact input is from the nearest input whose exact answer is the
// subject's: a relative distance, dimensionless, 0 on exactly degenerate
// input. The judge divides it by the subject's unit roundoff u; within the
// declared allowance (say 64 u) the disagreement is rounding-level, beyond it
// a fault. docs/margins.md derives each definition. Two kinds are used:
//
//   sign margins   for the sign of a 2D cross or dot product D of two
//                  coordinate differences d, e: |D| / (2 S (|d|_1 + |e|_1)),
//                  S the largest |coordinate| among the decision's points
//                  (to first order, the least perturbation of every
//                  coordinate, relative to S, that can reach D = 0; normwise,
//                  as the gaps and the conditioned tolerances, so a far
//                  coordinate's rounding is measured against the scale it
//                  happens at); in 3D (the ray-box edges), |D| / sum |products|
//                  of the coordinates' magnitudes; planes, |n.p - o| /
//                  (sum |n_i p_i| + |o|);
//   gap margins    for "do two shapes meet": their distance (or the distance
//                  of a surface from a point) divided by the case's extent E,
//                  the largest coordinate difference among the points involved
//                  (to meet, some point must move by the gap).
//
// A compound decision takes the smallest margin among the events that can
// flip it (a lower bound of the true distance to a flip): a disagreement is
// then never called a fault when some event that flips it is within reach.
// Every function computes exactly in rationals and returns a double (a
// relative figure needs only a few correct digits; 0 is returned exactly).
// Finite input only: the non-finite properties do not ask for margins.
#pragma once

#include <span>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "subject/subject.h"

namespace plumb::margin {

/// Sign margin of orientation(a, b, c).
double orientation(Vec2 a, Vec2 b, Vec2 c);
/// Sign margin of (p1 - p0) x (p3 - p2).
double cross(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3);

/// parallel(s1, s2): the sign margin of d1 x d2.
double parallel(const Segment& s1, const Segment& s2);

// Compound decisions of two segments (or a ray or line and a segment) are
// built from five primitive signs: the ends of s2 against s1's line, the ends
// of s1 against s2's line, and d1 x d2. A disagreement's margin is the
// smallest primitive error that explains it: the least m such that letting
// every primitive with 0 < margin <= m take any sign makes the reference
// algorithm answer as the subject did. Exact zeros are held fixed -- an
// exactly degenerate input (collinear, zero length) is the kernel's own case
// to handle, not rounding -- so a missing collinear case is a fault, while a
// nearly collinear pair misread by inexact side values is rounding-level.
// DBL_MAX when nothing explains it.

/// collinear(s1, s2), answered `subject_answer` by the subject.
double collinear(const Segment& s1, const Segment& s2, bool subject_answer);
/// collinear_overlap(s1, s2).
double collinear_overlap(const Segment& s1, const Segment& s2, bool subject_answer);
/// Whether s1 (read as k1: line, ray or segment) meets the segment s2 (or, for
/// k2 = line, the line through it). `collinear_counts` false: a collinear
/// contact is no contact (EdgeOn::ignored).
double meet(const Segment& s1, Kind k1, const Segment& s2, Kind k2, bool subject_answer,
            bool collinear_counts = true);
/// Whether the lines through s1 and s2 cross in exactly one point within the
/// shapes' ranges (segment_crossing and line_crossing under
/// ParallelCrossing::none): parallel shapes, a zero-length one included, have
/// no crossing, so an answer there is a fault unless rounding explains it (an
/// exactly collinear pair is held, as in meet; d1 x d2 of a zero-length shape
/// is 0 under any rounding).
double crossing(const Segment& s1, Kind k1, const Segment& s2, Kind k2, bool subject_answer);
/// line_segment_intersect(line, s).
double line_segment(const Segment& line, const Segment& s, bool subject_answer);
/// Sight among walls: clear (subject_clear) or blocked; walls read as k.
double sight(Vec2 from, Vec2 to, std::span<const Segment> walls, Kind k, bool subject_clear);
/// A segment (or line, ray) read as kind has an answer that needs non-zero
/// length: 0 when it is a point, else its length over the extent.
double length(const Segment& s, Vec2 p);
/// A disc against a segment: | dist(centre, segment) - r | over the extent.
double circle_segment(const Circle& c, const Segment& s);
/// A ray (from ray.a through ray.b) against a 2D box: the least margin among
/// the ray's line passing through a corner and the origin reaching the boundary.
double ray_box2(const Segment& ray, const Box2& box);
/// A ray against a disc: the ray's line tangent, or its origin on the circle.
double ray_circle(const Segment& ray, const Circle& c);
/// The side of a ray's origin -- inside or outside a box, sphere or circle,
/// the switch of the exit reading (InsideStart::exit) and of a surface: the
/// origin's distance to the boundary over the extent (the same terms as
/// ray_box2, ray_box, ray_circle and ray_sphere take for it). 0 for a
/// non-finite radius. An empty box is not asked about (its ray_box margin).
double ray_box2_origin(const Segment& ray, const Box2& box);
double ray_circle_origin(const Segment& ray, const Circle& c);
double ray_sphere_origin(const Ray3& ray, const Sphere& sphere);
double ray_box_origin(const Ray3& ray, const Box& box);

/// 3D: | distance - reach | over the extent, for a sphere, capsules, spheres.
double sphere_segment(const Sphere& sphere, const Segment3& s);
double capsule_sphere(const Capsule& c, const Sphere& sphere);
double capsule_capsule(const Capsule& c1, const Capsule& c2);
double sphere_sphere(const Sphere& a, const Sphere& b);
/// A segment against a plane: the lesser sign margin of its two ends' sides.
double segment_plane(const Segment3& s, const Plane& plane);
/// A ray against a plane: parallel (n . d = 0) or origin on the plane.
double ray_plane(const Ray3& ray, const Plane& plane);
/// A ray against a sphere: tangent, or origin on the sphere.
double ray_sphere(const Ray3& ray, const Sphere& sphere);
/// A line against a sphere: tangent, | distance(centre, line) - r | over the
/// extent (the origin's side does not matter to a line). 0 for a zero
/// direction (no line) or a non-finite radius.
double line_sphere(const Ray3& line, const Sphere& sphere);
/// A ray against a capsule: the ray's distance to the capsule's segment
/// against the radius (tangent to the side, grazing a ball or the seam), or
/// the origin's (on the surface); the lesser.
double ray_capsule(const Ray3& ray, const Capsule& c);
/// A ray against a box: the ray's line through one of the twelve edges, or
/// its origin on the boundary.
double ray_box(const Ray3& ray, const Box& box);
/// Two boxes: apart, their gap; meeting, the least overlap along an axis (a
/// box moved by it separates them) or the least width (a box shrunk by it
/// becomes empty); an empty box, how far its min exceeds its max.
double box_box(const Box& a, const Box& b);
/// A ball against a box: the distance from the centre to the box reaching
/// the radius (with `surface`, also the farthest corner's distance: the
/// sphere leaving the box); an empty box, how far its min exceeds its max.
double sphere_box(const Sphere& sphere, const Box& box, bool surface = false);
/// A segment against a box: its line through one of the box's edges (a 3D
/// orientation: where a slab test's entry and exit tie), or an end reaching
/// the boundary (inside: the nearest face; a segment lying in a face has
/// margin 0); an empty box, how far its min exceeds its max.
double segment_box(const Segment3& s, const Box& box);

/// ray_triangle_hit: its five signed volumes (the ray's line against each
/// edge, U, V, W; the facing D = d . ((c - a) x (b - a)); the origin's side T),
/// each a 3D orientation's sign margin. A hit flips when any of them reaches
/// 0: the least of the five. A miss becomes a hit only when every volume of
/// the wrong sign (of D's opposite sign; D itself for a back face under a
/// one-sided reading) reaches 0: the largest of those. 0 when D == 0.
double ray_triangle(const Ray3& ray, const Triangle3& tri, bool front_only = false);
/// segment_triangle_crossing: ray_triangle's five volumes with the origin at
/// s.a and the direction b - a (exact), and a sixth, T_b, the end b's side
/// (t <= 1). A crossing flips when any of the six reaches 0: the least; a
/// miss becomes a crossing only when every volume of the wrong sign reaches
/// 0: the largest of those. 0 when D == 0 (parallel, in the plane, zero
/// length, zero area).
double segment_triangle(const Segment3& s, const Triangle3& tri);

}  // namespace plumb::margin
