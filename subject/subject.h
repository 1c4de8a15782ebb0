// Plumb subject: the kernel under test, as a replaceable set of functions.
//
// Every property and every `plumb check` row calls the kernels through a
// Subject, never directly. Plumb's own kernels are one Subject; the seeded
// faults are others (each is Plumb's with one named bug put back); a user's
// engine is another: fill a Subject with adapters around your own functions
// (README, "Your own kernels"; examples/textbook_kernels.cpp) and run the same
// suite against it.
//
// Signatures and meanings are those of docs/semantics-2d.md. A member left
// empty is "not provided": the checks that need it are skipped and reported as
// such, so a user can start with the few kernels they have.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "subject/declarations.h"

namespace plumb {

/// An axis-aligned 2D box min <= p <= max (closed unless the subject declares
/// BoxConvention::open); min > max on an axis is empty.
struct Box2 {
  Vec2 min;
  Vec2 max;
};

struct Subject {
  std::string name;
  std::string description;
  /// Domain, contracts and conventions (subject/declarations.h). The
  /// default is Plumb's strict judgement.
  Declarations declared;

  /// Orientation of (a, b, c): +1 counter-clockwise (c left of a -> b), -1
  /// clockwise, 0 collinear. Any positive or negative value is read as its sign.
  std::function<int(Vec2, Vec2, Vec2)> orientation;

  std::function<std::optional<double>(const Segment&, Vec2)> projection_t;
  std::function<ClosestPoint(const Segment&, Vec2, Kind)> closest_point;
  std::function<double(Vec2, const Segment&)> squared_distance_point_segment;
  std::function<double(Vec2, const Segment&)> distance_point_segment;
  std::function<double(Vec2, const Segment&)> distance_point_line;
  std::function<double(const Segment&, const Segment&)> distance_segment_segment;

  std::function<std::optional<Crossing>(const Segment&, const Segment&)> line_crossing;
  std::function<bool(const Segment&, const Segment&)> parallel;
  std::function<bool(const Segment&, const Segment&)> collinear;
  std::function<bool(const Segment&, const Segment&)> collinear_overlap;
  std::function<std::optional<Crossing>(const Segment&, const Segment&)> segment_crossing;
  /// (ray, wall): the ray from ray.a through ray.b.
  std::function<std::optional<Crossing>(const Segment&, const Segment&)> ray_segment_hit;
  std::function<bool(const Segment&, const Segment&)> segments_intersect;
  /// (line, segment): the line through line.a and line.b.
  std::function<bool(const Segment&, const Segment&)> line_segment_intersect;
  std::function<bool(const Circle&, const Segment&)> circle_segment_intersect;
  /// (ray, box): the ray from ray.a through ray.b against a 2D box; the t of
  /// first contact along b - a (0 when it starts inside), or none.
  std::function<std::optional<double>(const Segment&, const Box2&)> ray_box2;
  /// (ray, circle): the same against a disc (or a circle, as declared).
  std::function<std::optional<double>(const Segment&, const Circle&)> ray_circle;

  std::function<std::optional<Blocker>(Vec2, Vec2, std::span<const Segment>)> first_blocker;
  std::function<bool(Vec2, Vec2, std::span<const Segment>)> has_line_of_sight;
  std::function<std::optional<Blocker>(Vec2, Vec2, std::span<const Segment>)> first_blocker_as_lines;
  std::function<bool(Vec2, Vec2, std::span<const Segment>)> has_line_of_sight_as_lines;

  // Polygons and chains: variable-length shapes are vertex lists.
  /// (p, a, b, c): where p lies against the closed triangle abc.
  std::function<Location(Vec2, Vec2, Vec2, Vec2)> point_in_triangle;
  /// (p, polygon): where p lies against the polygon of these vertices (the
  /// last joined back to the first).
  std::function<Location(Vec2, std::span<const Vec2>)> point_in_polygon;
  /// (ray, chain): the first edge (vertices i -> i + 1) the ray from ray.a
  /// through ray.b meets, and the contact (t along the ray, u along the
  /// edge, the point), or none.
  std::function<std::optional<Blocker>(const Segment&, std::span<const Vec2>)> ray_chain_hit;
  /// (polyline, s): every point where the closed segment s meets the
  /// polyline (its vertices in order), each once, in any order; a stretch s
  /// shares with an edge is given by its two ends.
  std::function<std::vector<Vec2>(std::span<const Vec2>, const Segment&)> polyline_segment_crossings;

  // The 3D family and the circle contact (docs/semantics-3d.md).
  std::function<ClosestPoint3(const Segment3&, Vec3)> closest_point3;
  std::function<double(Vec3, const Segment3&)> squared_distance_point_segment3;
  std::function<SegmentPair3(const Segment3&, const Segment3&)> segment_segment_closest3;
  /// (l1, l2): the infinite lines through l1.a, l1.b and l2.a, l2.b; s and t
  /// along them (any real), the closest points and their squared distance.
  std::function<SegmentPair3(const Segment3&, const Segment3&)> line_line_closest3;
  /// (ray, s): s >= 0 along the ray, t in [0, 1] along the segment, the
  /// closest points (first on the ray) and their squared distance.
  std::function<SegmentPair3(const Ray3&, const Segment3&)> ray_segment_distance3;
  std::function<bool(const Sphere&, const Segment3&)> sphere_segment_intersect;
  std::function<bool(const Capsule&, const Sphere&)> capsule_sphere_intersect;
  std::function<bool(const Capsule&, const Capsule&)> capsule_capsule_intersect;
  std::function<bool(const Sphere&, const Sphere&)> sphere_sphere_intersect;
  std::function<std::optional<PlaneCrossing>(const Segment3&, const Plane&)> segment_plane_crossing;
  std::function<std::optional<double>(const Ray3&, const Plane&)> ray_plane_hit;
  std::function<std::optional<double>(const Ray3&, const Sphere&)> ray_sphere_entry;
  /// (ray, capsule): the least t >= 0 with origin + t direction in the closed
  /// capsule (every point within radius of segment a-b); 0 when the origin is
  /// inside or on it; none when the ray misses it.
  std::function<std::optional<double>(const Ray3&, const Capsule&)> ray_capsule_entry;
  std::function<std::optional<double>(const Ray3&, const Box&)> ray_box_entry;
  /// (line, sphere): the infinite line origin + t direction (t any real)
  /// against the sphere: both parameters t0 <= t1 where it meets the surface
  /// (t0 == t1 where it touches), or none when it misses the closed ball or
  /// the direction is zero.
  std::function<std::optional<LineSphereRoots>(const Ray3&, const Sphere&)> line_sphere;
  /// (a, b): do the closed boxes meet (touching faces, edges, corners count)?
  std::function<bool(const Box&, const Box&)> box_box_intersect;
  /// (sphere, box): does the closed ball meet the closed box (touching counts)?
  std::function<bool(const Sphere&, const Box&)> sphere_box_intersect;
  /// (s, box): does the closed segment meet the closed box (touching, lying in
  /// a face or ending on it counts; zero length: the point a)?
  std::function<bool(const Segment3&, const Box&)> segment_box_intersect;
  std::function<std::optional<TriangleHit>(const Ray3&, const Triangle3&)> ray_triangle_hit;
  /// (s, tri): where the closed segment crosses the closed triangle, t in
  /// [0, 1] along s and the barycentric u, v; none when it misses, when s is
  /// parallel to the plane or lies in it, or the triangle has zero area.
  std::function<std::optional<TriangleHit>(const Segment3&, const Triangle3&)> segment_triangle_crossing;
  std::function<Vec3(Vec3, const Triangle3&)> closest_point_triangle3;
  std::function<double(Vec3, const Triangle3&)> squared_distance_point_triangle3;
  std::function<std::optional<CircleContact>(const Circle&, const Segment&)> circle_segment_contact;

  /// Optional, and not a member: for a subject whose calls cost far more one
  /// at a time than together (a separate program behind a pipe,
  /// harness/protocol_subject.h). Before running a block of cases the
  /// runner calls prefetch(run, alive): `run(recorder)` runs the block's cases
  /// against any subject it is given, discarding every finding (only the
  /// members this subject provides in the block are kept in `recorder`), so
  /// the subject learns the calls the block will make and can answer them in
  /// one exchange; `alive()` tells the hang detector it is still working.
  /// The block then runs for real against the subject itself, which answers
  /// from what it prefetched (and calls through for anything else). A
  /// prefetch must not throw; whatever goes wrong in it, the real run still
  /// asks every question.
  std::function<void(const std::function<void(const Subject&)>& run, const std::function<void()>& alive)> prefetch;
};

/// Every member, in one list: X(name) for each. The runner wraps each member
/// (crash attribution), the report lists the members a subject provides, and
/// the line protocol (docs/protocol.md) names them the same way.
#define PLUMB_SUBJECT_MEMBERS(X)                                                                    \
  X(orientation) X(projection_t) X(closest_point) X(squared_distance_point_segment)                 \
  X(distance_point_segment) X(distance_point_line) X(distance_segment_segment) X(line_crossing)     \
  X(parallel) X(collinear) X(collinear_overlap) X(segment_crossing) X(ray_segment_hit)              \
  X(segments_intersect) X(line_segment_intersect) X(circle_segment_intersect) X(ray_box2)           \
  X(ray_circle) X(first_blocker) X(has_line_of_sight) X(first_blocker_as_lines)                     \
  X(point_in_triangle) X(point_in_polygon) X(ray_chain_hit) X(polyline_segment_crossings)           \
  X(has_line_of_sight_as_lines) X(closest_point3) X(squared_distance_point_segment3)                \
  X(segment_segment_closest3) X(line_line_closest3) X(ray_segment_distance3) X(sphere_segment_intersect) X(capsule_sphere_intersect)               \
  X(capsule_capsule_intersect) X(sphere_sphere_intersect) X(segment_plane_crossing) X(ray_plane_hit) \
  X(ray_sphere_entry) X(ray_capsule_entry) X(ray_box_entry) X(line_sphere) X(box_box_intersect) X(sphere_box_intersect) X(segment_box_intersect) X(ray_triangle_hit) X(segment_triangle_crossing) \
  X(closest_point_triangle3) \
  X(squared_distance_point_triangle3) X(circle_segment_contact)

/// Calls f(name, member) for every member of s, in the order above.
template <class S, class F>
void for_each_member(S& s, F&& f) {
#define PLUMB_VISIT_MEMBER(m) f(#m, s.m);
  PLUMB_SUBJECT_MEMBERS(PLUMB_VISIT_MEMBER)
#undef PLUMB_VISIT_MEMBER
}

/// s with every member but `name` left empty (to run one member's checks).
Subject only_member(const Subject& s, std::string_view name);

/// The names of the members s provides (non-empty functions).
std::vector<std::string> provided_members(const Subject& s);
/// Every member name, provided or not.
const std::vector<std::string>& member_names();

/// An exception thrown by a subject's member, as the runner reports it (the
/// instrumented subject wraps whatever the member threw with its name).
///
/// `kind` is how the member failed, the third part of the finding's group:
/// "exception" (it threw: e.g. GEOS rejecting input, or a program reporting an
/// error), or, for a subject that is a separate program
/// (harness/protocol_subject.h), what happened to the program: "program
/// exited", "no answer", "malformed answer", ... Every kind but "exception" is
/// a crash: after RunOptions::crashes_per_block of them in one block the
/// member is left out of the rest of the block, as for a worker that died.
struct SubjectError : std::runtime_error {
  SubjectError(std::string member_name, const std::string& what, std::string failure_kind = "exception")
      : std::runtime_error(what), member(std::move(member_name)), kind(std::move(failure_kind)) {}
  std::string member;
  std::string kind;
  bool crash() const { return kind != "exception"; }
};

/// Plumb's own kernels (kernels/), the default subject.
Subject plumb_subject();

}  // namespace plumb
