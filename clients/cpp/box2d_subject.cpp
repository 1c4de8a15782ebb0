// The Box2D adapters and declarations of box2d_subject.h.
//
// Every case reaches Box2D as floats: the subject's domain is binary32, so
// Plumb draws float-representable cases and the casts below are exact; the
// oracle judges exactly the numbers Box2D receives.
#include "clients/cpp/box2d_subject.h"

#include <box2d/b2_chain_shape.h>
#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_edge_shape.h>

#include <cfloat>
#include <cstring>
#include <optional>
#include <span>

namespace box2d_client {
namespace {

using plumb::Circle;
using plumb::Crossing;
using plumb::Segment;
using plumb::Vec2;

b2Vec2 f(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
Vec2 d(b2Vec2 p) { return {p.x, p.y}; }

b2Transform identity() {
  b2Transform xf;
  xf.SetIdentity();
  return xf;
}

// A ray cast reads as a ray: the fraction may be any t >= 0.
b2RayCastInput ray_input(const Segment& ray) { return {f(ray.a), f(ray.b), FLT_MAX}; }

// b2EdgeShape::RayCast on a two-sided edge. Box2D answers the fraction t and
// a normal; the point and the fraction along the edge are those Box2D itself
// computed before accepting the hit (b2_edge_shape.cpp: q = p1 + t * d,
// s = dot(q - v1, r) / dot(r, r)), redone here with the same float operations.
std::optional<Crossing> edge_ray_cast(const Segment& ray, const Segment& wall) {
  b2EdgeShape edge;
  edge.SetTwoSided(f(wall.a), f(wall.b));
  const b2RayCastInput in = ray_input(ray);
  b2RayCastOutput out;
  if (!edge.RayCast(&out, in, identity(), 0)) return std::nullopt;
  const float t = out.fraction;
  const b2Vec2 q = in.p1 + t * (in.p2 - in.p1);
  const b2Vec2 r = edge.m_vertex2 - edge.m_vertex1;
  const float s = b2Dot(q - edge.m_vertex1, r) / b2Dot(r, r);
  return Crossing{t, s, d(q)};
}

// A chain as b2World::RayCast casts it: b2ChainShape::RayCast on each child
// edge (b2_chain_shape.cpp: it copies m_vertices[i], m_vertices[i + 1] into a
// default, two-sided b2EdgeShape and calls its RayCast), the input's
// maxFraction lowered to each hit as a closest-hit b2RayCastCallback does by
// returning the fraction (b2_world.cpp, b2WorldRayCastWrapper), so a later
// child is reported only when it is nearer, ties kept by the lower index. The
// point is the one b2World reports, (1 - fraction) * p1 + fraction * p2
// (b2_world.cpp:1016); u is Box2D's s for that edge, redone as above.
//
// The vertices go into the chain as b2ChainShape::CreateChain copies them
// (b2Alloc + memcpy, freed by its destructor), without CreateChain's
// assertion that consecutive vertices are more than b2_linearSlop apart: that
// assertion is about building a body, not about the cast, and would abort the
// client on drawn chains with near-repeated vertices (exactly repeated ones
// are outside the declared contract below).
std::optional<plumb::Blocker> chain_ray_cast(const Segment& ray, std::span<const Vec2> vertices) {
  if (vertices.size() < 2) return std::nullopt;
  b2ChainShape chain;
  const int32 count = static_cast<int32>(vertices.size());
  chain.m_vertices = static_cast<b2Vec2*>(b2Alloc(count * static_cast<int32>(sizeof(b2Vec2))));
  for (int32 i = 0; i < count; ++i) chain.m_vertices[i] = f(vertices[static_cast<std::size_t>(i)]);
  chain.m_count = count;
  chain.m_prevVertex = chain.m_vertices[0];
  chain.m_nextVertex = chain.m_vertices[count - 1];
  b2RayCastInput in = ray_input(ray);
  std::optional<plumb::Blocker> best;
  for (int32 i = 0; i < chain.GetChildCount(); ++i) {
    b2RayCastOutput out;
    if (!chain.RayCast(&out, in, identity(), i)) continue;
    const float t = out.fraction;
    if (best && !(t < in.maxFraction)) continue;  // an equal fraction: the lower index stays
    in.maxFraction = t;
    const b2Vec2 q = (1.0f - t) * in.p1 + t * in.p2;
    const b2Vec2 v1 = chain.m_vertices[i], r = chain.m_vertices[i + 1] - v1;
    const float s = b2Dot(in.p1 + t * (in.p2 - in.p1) - v1, r) / b2Dot(r, r);
    best = plumb::Blocker{static_cast<std::size_t>(i), Crossing{t, s, d(q)}};
  }
  return best;
}

std::optional<double> circle_ray_cast(const Segment& ray, const Circle& c) {
  b2CircleShape circle;
  circle.m_p = f(c.centre);
  circle.m_radius = static_cast<float>(c.radius);
  b2RayCastOutput out;
  if (!circle.RayCast(&out, ray_input(ray), identity(), 0)) return std::nullopt;
  return out.fraction;
}

std::optional<double> aabb_ray_cast(const Segment& ray, const plumb::Box2& box) {
  b2AABB aabb;
  aabb.lowerBound = f(box.min);
  aabb.upperBound = f(box.max);
  b2RayCastOutput out;
  if (!aabb.RayCast(&out, ray_input(ray))) return std::nullopt;
  return out.fraction;
}

// b2CollideEdgeAndCircle: a manifold point when the circle touches the edge.
// The edge's skin (m_radius = b2_polygonRadius by default) is set to 0: Plumb
// judges the bare segment against the disc.
bool edge_circle_touch(const Circle& c, const Segment& s) {
  b2EdgeShape edge;
  edge.SetTwoSided(f(s.a), f(s.b));
  edge.m_radius = 0.0f;
  b2CircleShape circle;
  circle.m_p = f(c.centre);
  circle.m_radius = static_cast<float>(c.radius);
  b2Manifold m;
  b2CollideEdgeAndCircle(&m, &edge, identity(), &circle, identity());
  return m.pointCount > 0;
}

// b2Distance (GJK) between two proxies of one or two vertices, no radii.
double gjk_distance(const b2Vec2* a, int32 na, const b2Vec2* b, int32 nb) {
  b2DistanceInput in;
  in.proxyA.Set(a, na, 0.0f);
  in.proxyB.Set(b, nb, 0.0f);
  in.transformA = identity();
  in.transformB = identity();
  in.useRadii = false;
  b2SimplexCache cache;
  cache.count = 0;
  b2DistanceOutput out;
  b2Distance(&out, &cache, &in);
  return out.distance;
}

}  // namespace

plumb::Subject subject() {
  using namespace plumb;
  Subject s;
  s.name = "box2d";
  s.description = "Box2D 2.4 (float): edge, chain, circle and AABB ray casts, edge-circle contact, GJK distances";
  s.ray_segment_hit = edge_ray_cast;
  s.ray_circle = circle_ray_cast;
  s.ray_box2 = aabb_ray_cast;
  s.ray_chain_hit = chain_ray_cast;
  s.circle_segment_contact = [](const Circle& c, const Segment& seg) -> std::optional<CircleContact> {
    if (!edge_circle_touch(c, seg)) return std::nullopt;
    return CircleContact{};  // decision only (declared below): the manifold is not a closest point
  };
  s.distance_point_segment = [](Vec2 p, const Segment& seg) {
    const b2Vec2 point = f(p), edge[2] = {f(seg.a), f(seg.b)};
    return gjk_distance(&point, 1, edge, 2);
  };
  s.distance_segment_segment = [](const Segment& s1, const Segment& s2) {
    const b2Vec2 e1[2] = {f(s1.a), f(s1.b)}, e2[2] = {f(s2.a), f(s2.b)};
    return gjk_distance(e1, 2, e2, 2);
  };

  Declarations& d = s.declared;
  // A member's own declaration: what it leaves unset comes from d.every.
  auto member = [&d](const char* name) -> MemberDeclaration& { return d.members[name]; };
  // Box2D computes in float, in metres (b2_lengthUnitsPerMeter = 1); NaN and
  // infinity are not in its contract (b2IsValid guards them in b2Body).
  d.domain = Domain::game_metres_float();
  d.domain.name = "box2d-metres";
  d.domain.min_magnitude = 0x1p-7;
  d.every = rounding_contract(64, 64);
  // Box2D refuses invalid input with assertions (b2Assert(b2IsValid(...)) in
  // b2Body, b2Assert(den > 0.0f) in b2CollideEdgeAndCircle): its error
  // contract, so the client is not called with non-finite input.
  d.conventions.non_finite = NonFiniteAnswer::assertion;
  // b2CollideEdgeAndCircle answers a manifold, not a closest point: only
  // whether the circle touches the edge is judged.
  member("circle_segment_contact").constructions = false;
  // b2Distance stops when the search direction is shorter than b2_epsilon
  // (b2_distance.cpp: "if (d.LengthSquared() < b2_epsilon * b2_epsilon)"),
  // and b2TestOverlap trusts its distance to 10 b2_epsilon ("return
  // output.distance < 10.0f * b2_epsilon"): its distances are right to that
  // absolute slop, on top of rounding.
  for (const char* m : {"distance_point_segment", "distance_segment_segment"}) {
    Tolerance t = d.contract(m).tolerance;
    t.absolute = 10 * double(b2_epsilon);
    member(m).tolerance = t;
  }
  // b2_edge_shape.cpp: "if (denominator == 0.0f) return false;" -- a ray
  // along the edge's line does not hit it.
  d.conventions.edge_on = EdgeOn::ignored;
  // b2_world.h: "The ray-cast ignores shapes that contain the starting
  // point"; b2_circle_shape.cpp keeps the root a = -(c + sqrt(sigma)) only
  // when 0 <= a (from the circle, 0 heading in and negative heading out) and
  // b2AABB::RayCast returns false when tmin < 0 ("Does the ray start inside
  // the box?"): a ray meets a shape only where it enters it -- nothing from
  // inside, nothing from the boundary heading out.
  d.conventions.inside_start = InsideStart::entry;
  // b2DynamicTree::RayCast (b2_dynamic_tree.h, which b2World::RayCast calls)
  // asserts r.LengthSquared() > 0.0f; b2ChainShape asserts edges
  // longer than b2_linearSlop: zero-length rays and edges are outside the contract.
  d.conventions.zero_length = ZeroLength::outside_contract;
  return s;
}

}  // namespace box2d_client
