#include "checks/engine_subject.h"

#include "engine/geometry.h"

plumb::Subject engine_subject() {
  using namespace plumb;
  auto v = [](Vec2 p) { return engine::Vec{p.x, p.y}; };
  Subject s;
  s.name = "engine";
  s.description = "the example engine's kernels (examples/user-project/engine)";
  s.orientation = [v](Vec2 a, Vec2 b, Vec2 c) { return engine::side(v(a), v(b), v(c)); };
  s.closest_point = [v](const Segment& seg, Vec2 p, Kind) {
    double t = 0;
    const engine::Vec q = engine::closest_on_segment(v(seg.a), v(seg.b), v(p), &t);
    return ClosestPoint{t, {q.x, q.y}};
  };
  s.distance_point_segment = [v](Vec2 p, const Segment& seg) {
    return engine::distance_to_segment(v(p), v(seg.a), v(seg.b));
  };
  s.segments_intersect = [v](const Segment& a, const Segment& b) {
    return engine::segments_touch(v(a.a), v(a.b), v(b.a), v(b.b));
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  s.declared.closest_point_line = s.declared.closest_point_ray = false;  // segments only
  return s;
}
