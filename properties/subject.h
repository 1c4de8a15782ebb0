// Plumb properties: the kernel under test, as a replaceable set of functions.
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
#include <string>

#include "kernels/types.h"
#include "kernels/types3d.h"

namespace plumb {

struct Subject {
  std::string name;
  std::string description;

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

  std::function<std::optional<Blocker>(Vec2, Vec2, std::span<const Segment>)> first_blocker;
  std::function<bool(Vec2, Vec2, std::span<const Segment>)> has_line_of_sight;
  std::function<std::optional<Blocker>(Vec2, Vec2, std::span<const Segment>)> first_blocker_as_lines;
  std::function<bool(Vec2, Vec2, std::span<const Segment>)> has_line_of_sight_as_lines;

  // The 3D family and the circle contact (docs/semantics-3d.md).
  std::function<ClosestPoint3(const Segment3&, Vec3)> closest_point3;
  std::function<double(Vec3, const Segment3&)> squared_distance_point_segment3;
  std::function<SegmentPair3(const Segment3&, const Segment3&)> segment_segment_closest3;
  std::function<bool(const Sphere&, const Segment3&)> sphere_segment_intersect;
  std::function<bool(const Capsule&, const Sphere&)> capsule_sphere_intersect;
  std::function<bool(const Capsule&, const Capsule&)> capsule_capsule_intersect;
  std::function<std::optional<PlaneCrossing>(const Segment3&, const Plane&)> segment_plane_crossing;
  std::function<std::optional<double>(const Ray3&, const Plane&)> ray_plane_hit;
  std::function<std::optional<double>(const Ray3&, const Sphere&)> ray_sphere_entry;
  std::function<std::optional<double>(const Ray3&, const Box&)> ray_box_entry;
  std::function<std::optional<CircleContact>(const Circle&, const Segment&)> circle_segment_contact;
};

/// Plumb's own kernels (kernels/), the default subject.
Subject plumb_subject();

}  // namespace plumb
