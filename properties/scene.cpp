#include "properties/scene.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

#include "judge/format.h"

namespace plumb {
namespace {

// The two axes a 3D case is drawn in: those along which it extends most.
struct Projection {
  int a = 0, b = 1;
  Vec2 operator()(Vec3 p) const {
    const double c[3] = {p.x, p.y, p.z};
    return {c[a], c[b]};
  }
  std::string name() const {
    const char* n = "xyz";
    return fmt::format("{}, {}", n[a], n[b]);
  }
};

Projection projection_for(std::initializer_list<Vec3> points) {
  double lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
  for (Vec3 p : points) {
    const double c[3] = {p.x, p.y, p.z};
    for (int i = 0; i < 3; ++i)
      if (std::isfinite(c[i])) lo[i] = std::min(lo[i], c[i]), hi[i] = std::max(hi[i], c[i]);
  }
  int order[3] = {0, 1, 2};
  std::sort(order, order + 3, [&](int x, int y) { return hi[x] - lo[x] > hi[y] - lo[y]; });
  Projection p{std::min(order[0], order[1]), std::max(order[0], order[1])};
  return p;
}

void drawn_in(Scene& s, const Projection& p) {
  s.axes = p.name();
  s.axis_a = p.a;
  s.axis_b = p.b;
}

}  // namespace

Scene scene_of(const PointCase& c) {
  Scene s;
  s.lines.push_back({c.s, c.kind, fmt_case::kind(c.kind)});
  s.points.push_back(c.p);
  return s;
}

Scene scene_of(const PairCase& c) {
  Scene s;
  s.lines.push_back({c.s1, Kind::segment, "s1"});
  s.lines.push_back({c.s2, Kind::segment, "s2"});
  return s;
}

Scene scene_of(const CircleCase& c) {
  Scene s;
  s.lines.push_back({c.s, Kind::segment, "s"});
  s.rounds.push_back({c.circle.centre, c.circle.radius});
  s.points.push_back(c.circle.centre);
  return s;
}

Scene scene_of(const SightCase& c) {
  Scene s;
  s.lines.push_back({{c.from, c.to}, Kind::segment, "sight"});
  for (const Segment& w : c.walls) s.lines.push_back({w, Kind::segment, "wall"});
  return s;
}

Scene scene_of(const Point3Case& c) {
  const Projection p = projection_for({c.s.a, c.s.b, c.p});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.points.push_back(p(c.p));
  drawn_in(s, p);
  return s;
}

Scene scene_of(const Pair3Case& c) {
  const Projection p = projection_for({c.s1.a, c.s1.b, c.s2.a, c.s2.b});
  Scene s;
  s.lines.push_back({{p(c.s1.a), p(c.s1.b)}, Kind::segment, "s1"});
  s.lines.push_back({{p(c.s2.a), p(c.s2.b)}, Kind::segment, "s2"});
  if (std::isfinite(c.r2) && c.r2 > 0) s.rounds.push_back({p(c.s2.a), c.r2});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const PlaneCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.s.a, c.s.b, c.ray.origin, tip});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  drawn_in(s, p);
  s.axes += " (the plane is not drawn)";
  return s;
}

Scene scene_of(const RayCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.ray.origin, tip, c.box.min, c.box.max, c.sphere.centre});
  Scene s;
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  if (std::isfinite(c.sphere.radius) && c.sphere.radius >= 0) s.rounds.push_back({p(c.sphere.centre), c.sphere.radius});
  s.rects.push_back({p(c.box.min), p(c.box.max)});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const LineSphereCase& c) {
  const Vec3 tip{c.line.origin.x + c.line.direction.x, c.line.origin.y + c.line.direction.y,
                 c.line.origin.z + c.line.direction.z};
  const Projection p = projection_for({c.line.origin, tip, c.sphere.centre});
  Scene s;
  s.lines.push_back({{p(c.line.origin), p(tip)}, Kind::line, "line"});
  if (std::isfinite(c.sphere.radius) && c.sphere.radius >= 0) s.rounds.push_back({p(c.sphere.centre), c.sphere.radius});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const RayCapsuleCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.ray.origin, tip, c.capsule.a, c.capsule.b});
  Scene s;
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  s.lines.push_back({{p(c.capsule.a), p(c.capsule.b)}, Kind::segment, "axis"});
  if (std::isfinite(c.capsule.radius) && c.capsule.radius >= 0) {
    s.rounds.push_back({p(c.capsule.a), c.capsule.radius});
    s.rounds.push_back({p(c.capsule.b), c.capsule.radius});
  }
  drawn_in(s, p);
  return s;
}

Scene scene_of(const TriangleCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p = projection_for({c.ray.origin, tip, c.tri.a, c.tri.b, c.tri.c});
  Scene s;
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  s.lines.push_back({{p(c.tri.a), p(c.tri.b)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.b), p(c.tri.c)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.c), p(c.tri.a)}, Kind::segment, "edge"});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const SegmentTriangleCase& c) {
  const Projection p = projection_for({c.s.a, c.s.b, c.tri.a, c.tri.b, c.tri.c});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.lines.push_back({{p(c.tri.a), p(c.tri.b)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.b), p(c.tri.c)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.c), p(c.tri.a)}, Kind::segment, "edge"});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const PointTriangleCase& c) {
  const Projection p = projection_for({c.p, c.tri.a, c.tri.b, c.tri.c});
  Scene s;
  s.lines.push_back({{p(c.tri.a), p(c.tri.b)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.b), p(c.tri.c)}, Kind::segment, "edge"});
  s.lines.push_back({{p(c.tri.c), p(c.tri.a)}, Kind::segment, "edge"});
  s.points.push_back(p(c.p));
  drawn_in(s, p);
  return s;
}

Scene scene_of(const BoxPairCase& c) {
  const Projection p = projection_for({c.a.min, c.a.max, c.b.min, c.b.max});
  Scene s;
  s.rects.push_back({p(c.a.min), p(c.a.max)});
  s.rects.push_back({p(c.b.min), p(c.b.max)});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const SphereBoxCase& c) {
  const Projection p = projection_for({c.sphere.centre, c.box.min, c.box.max});
  Scene s;
  if (std::isfinite(c.sphere.radius) && c.sphere.radius >= 0) s.rounds.push_back({p(c.sphere.centre), c.sphere.radius});
  s.rects.push_back({p(c.box.min), p(c.box.max)});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const SegmentBoxCase& c) {
  const Projection p = projection_for({c.s.a, c.s.b, c.box.min, c.box.max});
  Scene s;
  s.lines.push_back({{p(c.s.a), p(c.s.b)}, Kind::segment, "s"});
  s.rects.push_back({p(c.box.min), p(c.box.max)});
  drawn_in(s, p);
  return s;
}

Scene scene_of(const FanCase& c) {
  const Vec3 tip{c.ray.origin.x + c.ray.direction.x, c.ray.origin.y + c.ray.direction.y,
                 c.ray.origin.z + c.ray.direction.z};
  const Projection p =
      projection_for({c.ray.origin, tip, c.centre, c.rim[0], c.rim[1], c.rim[2], c.rim[3]});
  Scene s;
  s.lines.push_back({{p(c.ray.origin), p(tip)}, Kind::ray, "ray"});
  for (int k = 0; k < FanCase::kFanSize; ++k) {
    s.lines.push_back({{p(c.centre), p(c.rim[k])}, Kind::segment, "edge"});
    s.lines.push_back({{p(c.rim[k]), p(c.rim[(k + 1) % FanCase::kFanSize])}, Kind::segment, "edge"});
  }
  drawn_in(s, p);
  return s;
}

}  // namespace plumb
