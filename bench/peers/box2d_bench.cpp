// Peer benchmarks: Box2D 2.4 (float only) on Plumb's inputs rounded to float.
//   segment_crossing                b2EdgeShape::RayCast with the first segment
//                                   as the ray (p1 -> p2, maxFraction 1);
//   squared_distance_point_segment  b2Distance (GJK) between a one-vertex proxy
//                                   and a two-vertex edge proxy;
//   ray_box_2d                      b2PolygonShape::SetAsBox + RayCast, on the
//                                   x-y projection of the 3D ray-box inputs,
//                                   next to Plumb's ray_box_entry on the same
//                                   rays lifted back to 3D (z = 0, box z in
//                                   [-1, 1]). The projection keeps the 3D
//                                   construction's degeneracy only when it lay
//                                   in x and y.
// `wrong` for segment_crossing compares with Plumb's decision on the same
// float-rounded input.
#include <box2d/b2_distance.h>
#include <box2d/b2_edge_shape.h>
#include <box2d/b2_polygon_shape.h>

#include "bench/harness.h"
#include "bench/inputs.h"
#include "bench/inputs3d.h"
#include "kernels/crossing.h"
#include "kernels/ray_box.h"

namespace plumb::bench {
namespace {

b2Vec2 to_float(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
Vec2 to_double(b2Vec2 p) { return {p.x, p.y}; }
Segment rounded(const Segment& s) { return {to_double(to_float(s.a)), to_double(to_float(s.b))}; }

struct EdgeCast {
  b2EdgeShape edge;
  b2RayCastInput ray;
};
EdgeCast convert_pair(const SegmentPair& p) {
  EdgeCast c;
  c.edge.SetTwoSided(to_float(p.second.a), to_float(p.second.b));
  c.ray = {to_float(p.first.a), to_float(p.first.b), 1.0f};
  return c;
}
bool edge_hit(const EdgeCast& c) {
  b2RayCastOutput out;
  b2Transform identity;
  identity.SetIdentity();
  return c.edge.RayCast(&out, c.ray, identity, 0);
}
bool same_crossing(const SegmentPair& p, bool hit) {
  return hit == segment_crossing(rounded(p.first), rounded(p.second)).has_value();
}

struct PointEdge {
  b2Vec2 point;
  b2Vec2 edge[2];
};
PointEdge convert_point_segment(const PointAndSegment& q) { return {to_float(q.p), {to_float(q.s.a), to_float(q.s.b)}}; }
float gjk_distance(const PointEdge& q) {
  b2DistanceInput in;
  in.proxyA.Set(&q.point, 1, 0.0f);
  in.proxyB.Set(q.edge, 2, 0.0f);
  in.transformA.SetIdentity();
  in.transformB.SetIdentity();
  in.useRadii = false;
  b2SimplexCache cache;
  cache.count = 0;
  b2DistanceOutput out;
  b2Distance(&out, &cache, &in);
  return out.distance;
}

struct BoxCast {
  b2PolygonShape box;
  b2RayCastInput ray;
};
BoxCast convert_ray_box(const RayAndBox& q) {
  BoxCast c;
  const Vec2 lo{q.box.min.x, q.box.min.y}, hi{q.box.max.x, q.box.max.y};
  c.box.SetAsBox(static_cast<float>((hi.x - lo.x) / 2), static_cast<float>((hi.y - lo.y) / 2),
                 to_float({(lo.x + hi.x) / 2, (lo.y + hi.y) / 2}), 0.0f);
  const Vec2 o{q.ray.origin.x, q.ray.origin.y};
  c.ray = {to_float(o), to_float({o.x + q.ray.direction.x, o.y + q.ray.direction.y}), 1e30f};
  return c;
}
bool box_hit(const BoxCast& c) {
  b2RayCastOutput out;
  b2Transform identity;
  identity.SetIdentity();
  return c.box.RayCast(&out, c.ray, identity, 0);
}
RayAndBox lifted(const RayAndBox& q) {
  return {{{q.ray.origin.x, q.ray.origin.y, 0.0}, {q.ray.direction.x, q.ray.direction.y, 0.0}},
          {{q.box.min.x, q.box.min.y, -1.0}, {q.box.max.x, q.box.max.y, 1.0}}};
}
std::optional<double> plumb_box(const RayAndBox& q) { return ray_box_entry(q.ray, q.box); }

const bool registered = [] {
  register_peer("segment_crossing", "box2d", segment_pairs, convert_pair, edge_hit, same_crossing);
  register_peer("squared_distance_point_segment", "box2d", points_and_segments, convert_point_segment, gjk_distance);
  register_peer("ray_box_2d", "box2d", rays_and_boxes, convert_ray_box, box_hit);
  register_peer("ray_box_2d", "plumb", rays_and_boxes, lifted, plumb_box);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
