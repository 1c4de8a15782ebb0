// planck.js (npm `planck`, the JavaScript port of Box2D; pinned in
// clients/js/package-lock.json) checked by Plumb over its line protocol:
// `plumb check --subject-command 'node clients/js/libs/planck.js'`.
// docs/clients/planck.md gives the reason and the planck source line behind
// every declaration below. The same members and calls as the Box2D client
// (clients/cpp/box2d_subject.cpp), so the two can be compared:
//
//   ray_segment_hit           EdgeShape.rayCast, identity transform, p1 = ray.a,
//                             p2 = ray.b, maxFraction = Infinity (a ray); the point
//                             and the fraction along the edge are the q and s planck
//                             computed before accepting the hit, redone with the same
//                             double operations (src/collision/shape/EdgeShape.ts)
//   ray_circle                CircleShape.rayCast, the same ray
//   ray_box2                  AABB.rayCast, the same ray
//   distance_point_segment    Distance (GJK): a one-vertex and a two-vertex proxy,
//                             radii 0, useRadii = false
//   distance_segment_segment  Distance between two two-vertex proxies
//   ray_chain_hit             ChainShape.rayCast on an open chain (new ChainShape(vertices,
//                             false)), child by child (each child is the EdgeShape
//                             v[i]-v[i+1], src/collision/shape/ChainShape.ts), the
//                             least fraction kept as World.rayCast's clipping callback
//                             does (ties to the lower child); the point and the edge's
//                             fraction redone as for ray_segment_hit
'use strict';
const path = require('path');
const { serve, rounding } = require(path.join(__dirname, '..', 'plumb-client'));
const planck = require('planck');
const { Vec2, EdgeShape, ChainShape, CircleShape, AABB, Transform, Distance, DistanceInput, DistanceOutput, SimplexCache } = planck;

const vec = (p) => new Vec2(p.x, p.y);
const identity = Transform.identity();
const rayInput = (ray) => ({ p1: vec(ray.a), p2: vec(ray.b), maxFraction: Infinity });
const output = () => ({ normal: new Vec2(0, 0), fraction: 0 });

function edgeRayCast(ray, wall) {
  const edge = new EdgeShape(vec(wall.a), vec(wall.b));
  const input = rayInput(ray), out = output();
  if (!edge.rayCast(out, input, identity, 0)) return null;
  const t = out.fraction;
  // EdgeShape.ts: q = p1 + t * d; s = dot(q - v1, r) / dot(r, r).
  const d = Vec2.sub(input.p2, input.p1);
  const q = Vec2.add(input.p1, Vec2.mulNumVec2(t, d));
  const r = Vec2.sub(edge.m_vertex2, edge.m_vertex1);
  const s = Vec2.dot(Vec2.sub(q, edge.m_vertex1), r) / Vec2.dot(r, r);
  return { t, u: s, point: { x: q.x, y: q.y } };
}

// A chain's children, each cast as World.rayCast's closest-hit callback
// would: the least fraction, an equal one keeping the first child.
function chainRayCast(ray, vs) {
  const chain = new ChainShape(vs.map(vec), false);
  const input = rayInput(ray);
  let best = null;
  for (let i = 0; i < chain.getChildCount(); i++) {
    const out = output();
    if (!chain.rayCast(out, input, identity, i)) continue;
    if (best !== null && !(out.fraction < best.contact.t)) continue;
    // EdgeShape.ts: q = p1 + t * d; s = dot(q - v1, r) / dot(r, r).
    const v1 = chain.getVertex(i), v2 = chain.getVertex(i + 1);
    const d = Vec2.sub(input.p2, input.p1);
    const q = Vec2.add(input.p1, Vec2.mulNumVec2(out.fraction, d));
    const r = Vec2.sub(v2, v1);
    const s = Vec2.dot(Vec2.sub(q, v1), r) / Vec2.dot(r, r);
    best = { wall: i, contact: { t: out.fraction, u: s, point: { x: q.x, y: q.y } } };
  }
  return best;
}

function circleRayCast(ray, c) {
  const circle = new CircleShape(vec(c.centre), c.radius);
  const out = output();
  return circle.rayCast(out, rayInput(ray), identity, 0) ? out.fraction : null;
}

function aabbRayCast(ray, box) {
  const aabb = new AABB(vec(box.min), vec(box.max));
  const out = output();
  return aabb.rayCast(out, rayInput(ray)) ? out.fraction : null;
}

function gjkDistance(a, b) {
  const input = new DistanceInput();
  input.proxyA.setVertices(a.map(vec), a.length, 0);
  input.proxyB.setVertices(b.map(vec), b.length, 0);
  input.useRadii = false;
  const out = new DistanceOutput();
  Distance(out, new SimplexCache(), input);
  return out.distance;
}

serve({
  name: 'planck',
  description: 'planck.js (Box2D port, doubles): edge, chain, circle and AABB ray casts, GJK distances (clients/js/libs/planck.js)',
  declarations: {
    // JavaScript numbers: binary64. Metres, tuned as Box2D for shapes of 0.1
    // to 10 m (Settings.ts: linearSlop = 0.005, lengthUnitsPerMeter = 1);
    // below a few millimetres planck's absolute EPSILON = 1e-9
    // (common/Math.ts) is larger than rounding. NaN and infinity are not in
    // its contract.
    domain: { preset: 'game-metres', name: 'planck-metres', min_magnitude: 2 ** -7 },
    every: rounding(64, 64),
    members: {
      // Distance.ts stops when the search direction is shorter than EPSILON
      // ("if (lengthSqrVec2(d) < EPSILON * EPSILON)") and testOverlap trusts
      // its distance to 10 EPSILON ("return output.distance < 10.0 * EPSILON").
      distance_point_segment: { decision_allowance: 64, tolerance: { conditioned: 64, absolute: 1e-8 } },
      distance_segment_segment: { decision_allowance: 64, tolerance: { conditioned: 64, absolute: 1e-8 } },
    },
    conventions: {
      // EdgeShape.ts: "if (denominator == 0.0) { return false; }": a ray
      // along the edge's line does not hit it.
      edge_on: 'ignored',
      // World.ts: "The ray-cast ignores shapes that contain the starting
      // point"; CircleShape.ts accepts only 0 <= a (an origin inside, or on
      // the circle heading out, gives a < 0); AABB.ts: "if (tmin < 0.0 ||
      // input.maxFraction < tmin) return false": only where the ray enters.
      inside_start: 'entry',
      // EdgeShape.ts: "if (rr == 0.0) return false"; CircleShape.ts: "rr <
      // EPSILON" is no hit; ChainShape asserts vertices farther apart than
      // linearSlop: zero-length rays and edges are outside the contract.
      zero_length: 'outside_contract',
    },
  },
  members: {
    ray_segment_hit: edgeRayCast,
    ray_circle: circleRayCast,
    ray_box2: aabbRayCast,
    distance_point_segment: (p, s) => gjkDistance([p], [s.a, s.b]),
    distance_segment_segment: (s1, s2) => gjkDistance([s1.a, s1.b], [s2.a, s2.b]),
    ray_chain_hit: chainRayCast,
  },
});
