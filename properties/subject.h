// Plumb properties: the kernel under test, as a replaceable set of functions.
//
// Every property and every `plumb check` row calls the kernels through a
// Subject, never directly. Plumb's own kernels are one Subject; the seeded
// faults are others (each is Plumb's with one named bug put back); a user's
// engine is another: fill a Subject with adapters around your own functions
// (see docs/your-kernels.md) and run the same suite against it.
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
};

/// Plumb's own kernels (kernels/), the default subject.
Subject plumb_subject();

}  // namespace plumb
