// ray-triangle-intersection (npm `ray-triangle-intersection`, substack's
// Möller–Trumbore with culling; pinned in clients/js/package-lock.json)
// checked by Plumb over its line protocol:
// `plumb check --subject-command 'node clients/js/libs/ray-triangle-intersection.js'`.
// docs/clients/ray-triangle-intersection.md gives the reason and the source
// behind every declaration below.
//
//   ray_triangle_hit   intersect(out, origin, direction, [a, b, c]): null is no
//                      hit; otherwise the library gives only the point `out`
//                      it hit, not its t or barycentrics. The client derives
//                      t, u and v from that point (t along the direction's
//                      largest component, u and v in the triangle's projection
//                      on the plane of its normal's two smaller components),
//                      which adds the adapter's own rounding to the library's:
//                      by default they are only shown in the report and the
//                      client is judged decision-only (hit or not); with the
//                      argument `point` they are judged too.
'use strict';
const path = require('path');
const { serve } = require(path.join(__dirname, '..', 'plumb-client'));
const intersect = require('ray-triangle-intersection');

const arr = (p) => [p.x, p.y, p.z];
const judgePoint = process.argv[2] === 'point';

// The index of the largest |component|.
const major = (w) => (Math.abs(w[0]) >= Math.abs(w[1]) ? (Math.abs(w[0]) >= Math.abs(w[2]) ? 0 : 2)
  : (Math.abs(w[1]) >= Math.abs(w[2]) ? 1 : 2));

// t, u, v of the library's point q: q = o + t d, q = (1 - u - v) a + u b + v c.
function parameters(q, o, d, a, b, c) {
  const k = major(d);
  const t = (q[k] - o[k]) / d[k];
  const e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]];
  const drop = major(n), i = (drop + 1) % 3, j = (drop + 2) % 3;
  const w = [q[0] - a[0], q[1] - a[1], q[2] - a[2]];
  const det = e1[i] * e2[j] - e1[j] * e2[i];
  return { t, u: (w[i] * e2[j] - w[j] * e2[i]) / det, v: (e1[i] * w[j] - e1[j] * w[i]) / det };
}

function hit(ray, tri) {
  const o = arr(ray.origin), d = arr(ray.direction), a = arr(tri.a), b = arr(tri.b), c = arr(tri.c);
  const q = intersect([], o, d, [a, b, c]);
  if (q === null) return null;
  return parameters(q, o, d, a, b, c);
}

serve({
  name: judgePoint ? 'ray-triangle-intersection-point' : 'ray-triangle-intersection',
  description: 'ray-triangle-intersection 1.0.3 (Moller-Trumbore, culling) (clients/js/libs/ray-triangle-intersection.js)',
  declarations: {
    // Meshes in WebGL scenes, in JavaScript doubles (gl-vec3 arrays): a
    // game engine's metres. NaN and infinity are not documented.
    domain: 'game-metres',
    // Plain double Möller–Trumbore: decisions within 64 u of a degeneracy
    // are rounding-level; derived t, u, v within 64 u times their condition.
    every: { decision_allowance: 64, tolerance: { conditioned: 64 }, constructions: judgePoint },
    // README: "with culling enabled". Which face is culled is not documented;
    // the source (det = edge1 . (dir x edge2) >= EPSILON, i.e. dir . n < 0 for
    // n = (b - a) x (c - a)) culls the back face as Plumb defines it.
    conventions: { triangle_faces: 'front_only' },
  },
  members: { ray_triangle_hit: hit },
});
