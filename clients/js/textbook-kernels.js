// Careful textbook kernels in JavaScript -- zero lengths guarded, parameters
// clamped, collinear cases handled, the zero-direction slab case handled --
// served to Plumb over the line protocol, with Plumb's seeded faults
// (properties/seeded_faults.h) switchable one at a time:
//
//   node clients/js/textbook-kernels.js            # no bug: no fault under its declarations
//   node clients/js/textbook-kernels.js no-clamp   # one bug put back: caught through the protocol
//
// Declared as a game engine would (game-metres, decisions within 64 u of a
// degeneracy, constructions within 64 u times their conditioning, a common
// point for parallel shapes that share points), as
// examples/textbook_kernels.cpp is. tests: protocol/js_seeded_faults_test.
'use strict';
const { serve, rounding } = require('./plumb-client');

const BUGS = ['no-clamp', 'wall-as-line', 'ray-as-line', 'absolute-epsilon', 'zero-length-nan', 'no-collinear-case',
  'slab-no-zero-direction', 'ray-sphere-behind', 'no-reprojection', 'push-divide-by-zero', 'ray-box-as-line',
  'mt-epsilon', 'strict-edge-signs', 'clamped-barycentrics', 'box-box-strict', 'sphere-box-open-box',
  'segment-box-slab-nan',
  'triangle-strict-edges', 'crossing-number-double-counts-vertex', 'chain-skips-shared-vertex',
  'polyline-drops-t-junction', 'line-line-epsilon', 'ray-segment-no-reprojection', 'ray-triangle-as-line', 'segment-mt-epsilon',
  'line-sphere-disc-epsilon', 'capsule-as-cylinder'];
const bug = process.argv[2] || 'none';
if (bug !== 'none' && !BUGS.includes(bug)) throw new Error(`unknown bug '${bug}' (none, ${BUGS.join(', ')})`);
const has = (name) => bug === name;

// --- 2D vectors ---------------------------------------------------------------
const sub = (p, q) => ({ x: p.x - q.x, y: p.y - q.y });
const dot = (p, q) => p.x * q.x + p.y * q.y;
const cross = (p, q) => p.x * q.y - p.y * q.x;
const at = (a, d, t) => ({ x: a.x + t * d.x, y: a.y + t * d.y });
const clamp = (t, lo, hi) => Math.min(Math.max(t, lo), hi);
const RANGE = { line: [-Infinity, Infinity], ray: [0, Infinity], segment: [0, 1] };

function projectionT(s, p) {
  const d = sub(s.b, s.a), dd = dot(d, d);
  if (dd === 0 && !has('zero-length-nan')) return null;
  return dot(sub(p, s.a), d) / dd;
}

function closestPoint(s, p, kind) {
  const t0 = projectionT(s, p);
  if (t0 === null) return { t: 0, point: s.a };
  const [lo, hi] = RANGE[has('no-clamp') ? 'line' : kind];
  const t = clamp(t0, lo, hi);
  return { t, point: at(s.a, sub(s.b, s.a), t) };
}

function squaredDistance(p, s) {
  const e = sub(p, closestPoint(s, p, 'segment').point);
  return dot(e, e);
}

const parallel = (s1, s2) => {
  const c = cross(sub(s1.b, s1.a), sub(s2.b, s2.a));
  return has('absolute-epsilon') ? Math.abs(c) < 1e-12 : c === 0;
};

// Where the lines meet; parallel lines meet only when they are one line (a
// common point: s1.a), or a zero-length s2 lies on the first (s2.a).
function lineCrossing(s1, s2) {
  if (has('absolute-epsilon') && parallel(s1, s2)) return null;
  const r = sub(s1.b, s1.a), s = sub(s2.b, s2.a), ca = sub(s2.a, s1.a), den = cross(r, s);
  if (den === 0) {
    const rr = dot(r, r), ss = dot(s, s);
    if (ss !== 0) return cross(ca, s) === 0 ? { t: 0, u: -dot(ca, s) / ss, point: s1.a } : null;
    if (rr !== 0) return cross(ca, r) === 0 ? { t: dot(ca, r) / rr, u: 0, point: s2.a } : null;
    return ca.x === 0 && ca.y === 0 ? { t: 0, u: 0, point: s1.a } : null;
  }
  const t = cross(ca, s) / den;
  return { t, u: cross(ca, r) / den, point: at(s1.a, r, t) };
}

// The first point of s2 along s1 read over [lo, hi] (a segment or a ray):
// crossing by cross products; parallel shapes meet only when collinear, where
// their overlap begins along s1.
function firstContact(s1, s2, hi) {
  const r = sub(s1.b, s1.a), s = sub(s2.b, s2.a), ca = sub(s2.a, s1.a), den = cross(r, s);
  const ss = dot(s, s), along = (p) => (ss === 0 ? 0 : dot(sub(p, s2.a), s) / ss);
  if (den === 0) {
    if (cross(ca, r) !== 0) return null;  // parallel, apart
    const rr = dot(r, r);
    if (rr === 0) {  // s1 is a point
      const u = along(s1.a), q = at(s2.a, s, clamp(u, 0, 1));
      return q.x === s1.a.x && q.y === s1.a.y ? { t: 0, u, point: s1.a } : null;
    }
    const t0 = dot(ca, r) / rr, t1 = dot(sub(s2.b, s1.a), r) / rr;
    const lo = Math.max(0, Math.min(t0, t1)), top = Math.min(hi, Math.max(t0, t1));
    if (lo > top) return null;
    const p = at(s1.a, r, lo);
    return { t: lo, u: along(p), point: p };
  }
  const t = cross(ca, s) / den, u = cross(ca, r) / den;
  if (t < 0 || t > hi || u < 0 || u > 1) return null;
  return { t, u, point: at(s1.a, r, t) };
}

function segmentCrossing(s1, s2) {
  if (has('absolute-epsilon') && parallel(s1, s2)) return null;
  if (has('wall-as-line')) {  // only t tested: u ignored
    const x = lineCrossing(s1, s2);
    return x && x.t >= 0 && x.t <= 1 ? x : null;
  }
  return firstContact(s1, s2, 1);
}

function raySegmentHit(ray, wall) {
  const hit = firstContact(ray, wall, Infinity);
  if (hit || !has('ray-as-line')) return hit;
  const x = lineCrossing(ray, wall);  // the line meets the wall behind the ray's start
  return x && x.u >= 0 && x.u <= 1 ? x : null;
}

const side = (a, b, p) => cross(sub(b, a), sub(p, a));
const boxesOverlap = (a, b, c, d) =>
  Math.min(a.x, b.x) <= Math.max(c.x, d.x) && Math.min(c.x, d.x) <= Math.max(a.x, b.x) &&
  Math.min(a.y, b.y) <= Math.max(c.y, d.y) && Math.min(c.y, d.y) <= Math.max(a.y, b.y);

function segmentsIntersect(s1, s2) {
  const d1 = side(s1.a, s1.b, s2.a), d2 = side(s1.a, s1.b, s2.b), d3 = side(s2.a, s2.b, s1.a), d4 = side(s2.a, s2.b, s1.b);
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0 && !has('no-collinear-case')) return boxesOverlap(s1.a, s1.b, s2.a, s2.b);
  return ((d1 <= 0 && d2 >= 0) || (d1 >= 0 && d2 <= 0)) && ((d3 <= 0 && d4 >= 0) || (d3 >= 0 && d4 <= 0));
}

// A wall read as its whole line (the wall-as-line bug in a line of sight).
function lineContact(sight, wall) {
  const r = sub(sight.b, sight.a), s = sub(wall.b, wall.a), ca = sub(wall.a, sight.a), den = cross(r, s);
  if (den === 0) {
    if (cross(ca, r) !== 0 || (dot(s, s) === 0 && dot(r, r) !== 0)) return null;
    return { t: 0, u: dot(s, s) === 0 ? 0 : dot(sub(sight.a, wall.a), s) / dot(s, s), point: sight.a };
  }
  const t = cross(ca, s) / den;
  return t < 0 || t > 1 ? null : { t, u: cross(ca, r) / den, point: at(sight.a, r, t) };
}

function firstBlocker(from, to, walls) {
  let best = null;
  walls.forEach((wall, i) => {
    const c = has('wall-as-line') ? lineContact({ a: from, b: to }, wall) : firstContact({ a: from, b: to }, wall, 1);
    if (c && (best === null || c.t < best.contact.t)) best = { wall: i, contact: c };
  });
  return best;
}

// --- 3D ------------------------------------------------------------------------
const sub3 = (p, q) => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot3 = (p, q) => p.x * q.x + p.y * q.y + p.z * q.z;
const at3 = (a, d, t) => ({ x: a.x + t * d.x, y: a.y + t * d.y, z: a.z + t * d.z });
const AXES = ['x', 'y', 'z'];

// The slab method, a zero direction component confining the ray to its slab.
function rayBoxEntry(ray, box) {
  const o = ray.origin, d = ray.direction;
  if (AXES.some((k) => box.min[k] > box.max[k])) return null;
  let near = has('ray-box-as-line') ? -Infinity : 0, far = Infinity;
  for (const k of AXES) {
    if (d[k] === 0 && !has('slab-no-zero-direction')) {
      if (o[k] < box.min[k] || o[k] > box.max[k]) return null;
      continue;
    }
    let t1 = (box.min[k] - o[k]) / d[k], t2 = (box.max[k] - o[k]) / d[k];
    if (t1 > t2) [t1, t2] = [t2, t1];
    near = Math.max(t1, near);
    far = Math.min(t2, far);
    if (near > far) return null;
  }
  return far < 0 ? null : near;  // with the ray-box-as-line bug, near may be < 0: where the line enters
}

// Closed boxes meet iff their intervals meet on every axis, both non-empty
// (with the box-box-strict bug, strict <: boxes that only touch miss).
function boxBoxIntersect(a, b) {
  const meet = (k) => a.min[k] <= a.max[k] && b.min[k] <= b.max[k] &&
    (has('box-box-strict') ? a.min[k] < b.max[k] && b.min[k] < a.max[k]
      : a.min[k] <= b.max[k] && b.min[k] <= a.max[k]);
  return AXES.every(meet);
}

// Arvo's test: the squared distance from the centre to the box against r^2
// (with the sphere-box-open-box bug, strict <: a ball touching the box misses).
// Decided in doubles: exact on the grid cases, rounding elsewhere.
function sphereBoxIntersect(sphere, box) {
  if (!(sphere.radius >= 0) || AXES.some((k) => !(box.min[k] <= box.max[k]))) return false;
  let d2 = 0;
  for (const k of AXES) {
    const c = sphere.centre[k];
    if (c < box.min[k]) d2 += (box.min[k] - c) * (box.min[k] - c);
    else if (c > box.max[k]) d2 += (c - box.max[k]) * (c - box.max[k]);
  }
  const r2 = sphere.radius * sphere.radius;
  return has('sphere-box-open-box') ? d2 < r2 : d2 <= r2;
}

// The slab method on the segment's parameter t in [0, 1], a zero direction
// component confining the segment to its slab (with the segment-box-slab-nan
// bug that case is left out: a segment lying in a box's min face gives
// t1 = 0 / 0 = NaN, both ternaries then pick t2 = +inf, and the segment
// misses). Dividing keeps a tie (a segment ending on a face, grazing an edge)
// exact on the grid cases; rounding elsewhere.
function segmentBoxIntersect(s, box) {
  if (AXES.some((k) => box.min[k] > box.max[k])) return false;
  let near = 0, far = 1;
  for (const k of AXES) {
    const d = s.b[k] - s.a[k];
    if (d === 0 && !has('segment-box-slab-nan')) {
      if (s.a[k] < box.min[k] || s.a[k] > box.max[k]) return false;
      continue;
    }
    const t1 = (box.min[k] - s.a[k]) / d, t2 = (box.max[k] - s.a[k]) / d;
    const enter = t1 < t2 ? t1 : t2, exit = t1 > t2 ? t1 : t2;
    if (enter > near) near = enter;
    if (exit < far) far = exit;
    if (near > far) return false;
  }
  return true;
}

function raySphereEntry(ray, sphere) {
  if (!(sphere.radius >= 0)) return null;
  const m = sub3(ray.origin, sphere.centre), d = ray.direction;
  const b = dot3(m, d), c = dot3(m, m) - sphere.radius * sphere.radius, a = dot3(d, d);
  if (c <= 0) return 0;  // starts inside or on it
  if (b > 0 && !has('ray-sphere-behind')) return null;  // outside and pointing away
  const disc = b * b - a * c;
  if (a === 0 || disc < 0) return null;
  if (has('ray-sphere-behind')) return Math.max((-b - Math.sqrt(disc)) / a, 0);
  return c / (-b + Math.sqrt(disc));  // the nearer root, without cancellation
}

// Where a line meets a sphere, only with its seeded fault put back: the
// textbook quadratic with its discriminant compared with the classic
// absolute epsilon (|b^2 - ac| < 1e-6 read as a touch, one double root).
function lineSphere(line, sphere) {
  if (!(sphere.radius >= 0)) return null;
  const m = sub3(line.origin, sphere.centre), d = line.direction;
  const a = dot3(d, d), b = dot3(m, d), c = dot3(m, m) - sphere.radius * sphere.radius;
  if (a === 0) return null;
  const disc = b * b - a * c;
  if (Math.abs(disc) < 1e-6) return { t0: -b / a, t1: -b / a };
  if (disc < 0) return null;
  const q = -(b + (b > 0 ? 1 : -1) * Math.sqrt(disc));  // the stable pair q / a, c / q
  const r0 = q / a, r1 = c / q;
  return r0 < r1 ? { t0: r0, t1: r1 } : { t0: r1, t1: r0 };
}

// Where a ray enters a capsule, only with its seeded fault put back: the
// side read as the infinite cylinder, its first root kept wherever its foot
// u . (m + t d) falls (not clipped to [0, |u|^2], the end discs), the end
// balls as raySphereEntry; the origin inside when it is in a ball or in the
// cylinder between the discs.
function rayCapsuleEntry(ray, capsule) {
  const r = capsule.radius;
  if (!(r >= 0)) return null;
  const u = sub3(capsule.b, capsule.a), m = sub3(ray.origin, capsule.a), d = ray.direction;
  const uu = dot3(u, u), ud = dot3(u, d), um = dot3(u, m);
  const a = uu * dot3(d, d) - ud * ud, b = uu * dot3(m, d) - um * ud, c = uu * dot3(m, m) - um * um - r * r * uu;
  if (c <= 0 && um >= 0 && um <= uu) return 0;
  const ends = [raySphereEntry(ray, { centre: capsule.a, radius: r }), raySphereEntry(ray, { centre: capsule.b, radius: r })]
    .filter((t) => t !== null);
  if (a > 0 && b < 0 && c > 0 && b * b - a * c >= 0) ends.push(c / (-b + Math.sqrt(b * b - a * c)));
  return ends.length === 0 ? null : Math.min(...ends);
}

// Ray against triangle, only with one of its seeded faults put back: a
// careful double version is not watertight at a shared corner (the rounded
// edge volumes of a ray through it can all take one sign, and every
// triangle of the fan misses), so the careful kernels leave the member out.
const cross3 = (p, q) => ({ x: p.y * q.z - p.z * q.y, y: p.z * q.x - p.x * q.z, z: p.x * q.y - p.y * q.x });
function rayTriangleHit(ray, tri) {
  const o = ray.origin, d = ray.direction;
  if (has('mt-epsilon')) {  // Möller and Trumbore, with the classic epsilon on the determinant
    const e1 = sub3(tri.b, tri.a), e2 = sub3(tri.c, tri.a), p = cross3(d, e2), det = dot3(e1, p);
    if (Math.abs(det) < 1e-6) return null;
    const s = sub3(o, tri.a), u = dot3(s, p) / det;
    if (u < 0 || u > 1) return null;
    const q = cross3(s, e1), v = dot3(d, q) / det;
    if (v < 0 || u + v > 1) return null;
    const t = dot3(e2, q) / det;
    return t < 0 ? null : { t, u, v };
  }
  // The edges' signed volumes seen from the origin, all of one sign: with
  // strict-edge-signs each strictly (a ray through an edge or corner misses);
  // with ray-triangle-as-line the t >= 0 check dropped (the ray's line: a
  // triangle behind the origin is hit at t < 0).
  const A = sub3(tri.a, o), B = sub3(tri.b, o), C = sub3(tri.c, o);
  const U = dot3(d, cross3(C, B)), V = dot3(d, cross3(A, C)), W = dot3(d, cross3(B, A));
  const strict = has('strict-edge-signs');
  const ahead = strict ? U > 0 && V > 0 && W > 0 : U >= 0 && V >= 0 && W >= 0;
  const behind = strict ? U < 0 && V < 0 && W < 0 : U <= 0 && V <= 0 && W <= 0;
  if (!(ahead || behind) || (U === 0 && V === 0 && W === 0)) return null;
  const D = U + V + W, t = dot3(A, cross3(C, B)) / D;
  return t < 0 && !has('ray-triangle-as-line') ? null : { t, u: V / D, v: W / D };
}

// Where a segment crosses a triangle, only with its seeded fault put back:
// Möller and Trumbore on the ray from a along b - a, kept when 0 <= t <= 1,
// with the classic absolute epsilon on the determinant.
function segmentTriangleCrossing(seg, tri) {
  const d = sub3(seg.b, seg.a);
  const e1 = sub3(tri.b, tri.a), e2 = sub3(tri.c, tri.a), p = cross3(d, e2), det = dot3(e1, p);
  if (Math.abs(det) < 1e-6) return null;
  const s = sub3(seg.a, tri.a), u = dot3(s, p) / det;
  if (u < 0 || u > 1) return null;
  const q = cross3(s, e1), v = dot3(d, q) / det;
  if (v < 0 || u + v > 1) return null;
  const t = dot3(e2, q) / det;
  return t < 0 || t > 1 ? null : { t, u, v };
}

// Closest point of a triangle, only with its seeded fault put back (as the
// ray-triangle member): the barycentric coordinates of p's projection onto
// the plane, each clamped to 0 from below and renormalized, in place of
// Ericson's regions (a point of the triangle, not the nearest one).
function closestPointTriangle3(p, tri) {
  const ab = sub3(tri.b, tri.a), ac = sub3(tri.c, tri.a), ap = sub3(p, tri.a);
  const d00 = dot3(ab, ab), d01 = dot3(ab, ac), d11 = dot3(ac, ac), d20 = dot3(ap, ab), d21 = dot3(ap, ac);
  const denom = d00 * d11 - d01 * d01;
  let v = (d11 * d20 - d01 * d21) / denom, w = (d00 * d21 - d01 * d20) / denom, u = 1 - v - w;
  u = Math.max(u, 0); v = Math.max(v, 0); w = Math.max(w, 0);
  const s = u + v + w;
  u /= s; v /= s; w /= s;
  return { x: u * tri.a.x + v * tri.b.x + w * tri.c.x, y: u * tri.a.y + v * tri.b.y + w * tri.c.y,
    z: u * tri.a.z + v * tri.b.z + w * tri.c.z };
}
function squaredDistancePointTriangle3(p, tri) {
  const d = sub3(p, closestPointTriangle3(p, tri));
  return dot3(d, d);
}

// Closest points of two 3D segments: the interior solution and the four
// clamped edge candidates, the nearest pair kept (robust near parallel, where
// the interior solution is ill-conditioned).
function segmentSegmentClosest3(s1, s2) {
  const d1 = sub3(s1.b, s1.a), d2 = sub3(s2.b, s2.a), r = sub3(s1.a, s2.a);
  const a = dot3(d1, d1), e = dot3(d2, d2), b = dot3(d1, d2), c = dot3(d1, r), f = dot3(d2, r);
  const onFirst = (p) => (a === 0 ? 0 : clamp(dot3(sub3(p, s1.a), d1) / a, 0, 1));
  const onSecond = (p) => (e === 0 ? 0 : clamp(dot3(sub3(p, s2.a), d2) / e, 0, 1));
  const pair = (s, t) => {
    const first = at3(s1.a, d1, s), second = at3(s2.a, d2, t), g = sub3(first, second);
    return { s, t, first, second, squared_distance: dot3(g, g) };
  };
  if (has('no-reprojection')) {  // Ericson 5.1.9 with t clamped and s left where it was
    const denom = a * e - b * b;
    const s = a === 0 ? 0 : denom !== 0 ? clamp((b * f - c * e) / denom, 0, 1) : 0;
    return pair(s, e === 0 ? 0 : clamp((b * s + f) / e, 0, 1));
  }
  const candidates = [pair(0, onSecond(s1.a)), pair(1, onSecond(s1.b)), pair(onFirst(s2.a), 0), pair(onFirst(s2.b), 1)];
  const denom = a * e - b * b;
  if (a !== 0 && e !== 0 && denom > 0) {
    const s = (b * f - c * e) / denom, t = (a * f - b * c) / denom;
    if (s >= 0 && s <= 1 && t >= 0 && t <= 1) candidates.push(pair(s, t));
  }
  if (a === 0) candidates.splice(1, 1);  // a point: s = 0 only
  return candidates.reduce((best, p) =>
    p.squared_distance < best.squared_distance ||
    (p.squared_distance === best.squared_distance && (p.s < best.s || (p.s === best.s && p.t < best.t))) ? p : best);
}

// Closest points of two infinite lines, only with its seeded fault put back:
// Ericson's s = (b f - c e) / D, t = (a f - b c) / D, with D = a e - b^2 below
// an absolute 1e-12 read as parallel (s = 0, t the foot of a1 on line 2).
function lineLineClosest3(l1, l2) {
  const d1 = sub3(l1.b, l1.a), d2 = sub3(l2.b, l2.a), r = sub3(l1.a, l2.a);
  const a = dot3(d1, d1), e = dot3(d2, d2), b = dot3(d1, d2), c = dot3(d1, r), f = dot3(d2, r);
  const D = a * e - b * b;
  let s = 0, t = 0;
  if (a !== 0 && e !== 0 && D >= 1e-12) { s = (b * f - c * e) / D; t = (a * f - b * c) / D; }
  else if (e !== 0) t = f / e;
  else if (a !== 0) s = -c / a;
  const first = at3(l1.a, d1, s), second = at3(l2.a, d2, t), g = sub3(first, second);
  return { s, t, first, second, squared_distance: dot3(g, g) };
}

// Closest points of a ray and a segment, only with its seeded fault put back:
// Ericson 5.1.9 on the ray (s >= 0) with t clamped and s left where it was.
function raySegmentDistance3(ray, seg) {
  const d1 = ray.direction, d2 = sub3(seg.b, seg.a), r = sub3(ray.origin, seg.a);
  const a = dot3(d1, d1), e = dot3(d2, d2), b = dot3(d1, d2), c = dot3(d1, r), f = dot3(d2, r);
  let s = 0, t = 0;
  if (a === 0) t = e === 0 ? 0 : clamp(f / e, 0, 1);
  else if (e === 0) s = Math.max(-c / a, 0);
  else {
    const D = a * e - b * b;
    s = D > 0 ? Math.max((b * f - c * e) / D, 0) : 0;
    t = clamp((b * s + f) / e, 0, 1);
  }
  const first = at3(ray.origin, d1, s), second = at3(seg.a, d2, t), g = sub3(first, second);
  return { s, t, first, second, squared_distance: dot3(g, g) };
}

// --- Polygons and chains -------------------------------------------------------
const onSegment = (a, b, p) => side(a, b, p) === 0 && boxesOverlap(a, b, p, p);

// The signs of the three edges' sides; a zero-area triangle is its segments.
function pointInTriangle(p, a, b, c) {
  const d1 = side(a, b, p), d2 = side(b, c, p), d3 = side(c, a, p);
  if (has('triangle-strict-edges')) return (d1 > 0 && d2 > 0 && d3 > 0) || (d1 < 0 && d2 < 0 && d3 < 0) ? 'inside' : 'outside';
  if (side(a, b, c) === 0) return onSegment(a, b, p) || onSegment(b, c, p) || onSegment(c, a, p) ? 'boundary' : 'outside';
  if ((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0)) return 'outside';
  return d1 === 0 || d2 === 0 || d3 === 0 ? 'boundary' : 'inside';
}

// The half-open crossing count (PNPOLY), the crossing's side an orientation;
// the boundary first, edge by edge.
function pointInPolygon(p, vs) {
  let inside = false;
  for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
    const a = vs[j], b = vs[i];
    if (onSegment(a, b, p)) return 'boundary';
    const counts = has('crossing-number-double-counts-vertex')
      ? a.y !== b.y && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)  // a vertex on the ray: both edges
      : (a.y > p.y) !== (b.y > p.y);
    if (counts && (side(a, b, p) > 0) === (b.y > a.y)) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

// Each edge's first contact, the least t (ties to the lower index).
function rayChainHit(ray, vs) {
  let best = null;
  for (let i = 0; i + 1 < vs.length; i++) {
    const c = firstContact(ray, { a: vs[i], b: vs[i + 1] }, Infinity);
    if (!c) continue;
    if (has('chain-skips-shared-vertex') && ((c.u === 0 && i > 0) || (c.u === 1 && i + 2 < vs.length))) continue;
    if (best === null || c.t < best.contact.t) best = { wall: i, contact: c };
  }
  return best;
}

// Every point where s meets the polyline: per edge the first contact along s
// and, for an edge along s's line, the last; each point once.
function polylineSegmentCrossings(vs, s) {
  const out = [], back = { a: s.b, b: s.a };
  const add = (p) => { if (!out.some((q) => q.x === p.x && q.y === p.y)) out.push(p); };
  for (let i = 0; i + 1 < vs.length; i++) {
    const edge = { a: vs[i], b: vs[i + 1] }, first = firstContact(s, edge, 1);
    if (!first) continue;
    const dropped = has('polyline-drops-t-junction') && ((first.u === 1 && i + 2 < vs.length) || (first.u === 0 && i > 0)) &&
      ((first.point.x === s.a.x && first.point.y === s.a.y) || (first.point.x === s.b.x && first.point.y === s.b.y));
    if (!dropped) add(first.point);
    if (cross(sub(s.b, s.a), sub(edge.b, edge.a)) === 0) {
      const last = firstContact(back, edge, 1);
      if (last) add(last.point);
    }
  }
  return out;
}

// --- The circle contact ------------------------------------------------------
function circleSegmentContact(circle, s) {
  if (!(circle.radius >= 0)) return null;
  const q = closestPoint(s, circle.centre, 'segment').point, g = sub(circle.centre, q);
  const dist = Math.hypot(g.x, g.y);
  if (dist > circle.radius) return null;
  const depth = circle.radius - dist;
  let push;
  if (dist > 0 || has('push-divide-by-zero')) {
    push = { x: (g.x / dist) * depth, y: (g.y / dist) * depth };
  } else {
    const d = sub(s.b, s.a), len = Math.hypot(d.x, d.y);
    push = len > 0 ? { x: (-d.y / len) * depth, y: (d.x / len) * depth } : { x: depth, y: 0 };
  }
  return { closest: q, depth, push };
}

serve({
  name: bug === 'none' ? 'js-textbook' : `js-textbook-${bug}`,
  description: 'careful textbook kernels in JavaScript (clients/js/textbook-kernels.js)' +
    (bug === 'none' ? '' : `, with the seeded fault ${bug} put back`),
  // As examples/textbook_kernels.cpp: two parallel shapes that share points
  // cross at a common point (where their overlap begins along the first).
  declarations: { domain: 'game-metres', every: rounding(64, 64), conventions: { parallel_crossing: 'common_point' } },
  members: {
    projection_t: projectionT,
    closest_point: closestPoint,
    squared_distance_point_segment: squaredDistance,
    distance_point_segment: (p, s) => Math.sqrt(squaredDistance(p, s)),
    parallel,
    line_crossing: lineCrossing,
    segment_crossing: segmentCrossing,
    ray_segment_hit: raySegmentHit,
    segments_intersect: segmentsIntersect,
    first_blocker: firstBlocker,
    has_line_of_sight: (from, to, walls) => firstBlocker(from, to, walls) === null,
    point_in_triangle: pointInTriangle,
    point_in_polygon: pointInPolygon,
    ray_chain_hit: rayChainHit,
    polyline_segment_crossings: polylineSegmentCrossings,
    ray_box_entry: rayBoxEntry,
    box_box_intersect: boxBoxIntersect,
    sphere_box_intersect: sphereBoxIntersect,
    segment_box_intersect: segmentBoxIntersect,
    ray_sphere_entry: raySphereEntry,
    ...(has('mt-epsilon') || has('strict-edge-signs') || has('ray-triangle-as-line') ? { ray_triangle_hit: rayTriangleHit } : {}),
    ...(has('segment-mt-epsilon') ? { segment_triangle_crossing: segmentTriangleCrossing } : {}),
    ...(has('line-sphere-disc-epsilon') ? { line_sphere: lineSphere } : {}),
    ...(has('capsule-as-cylinder') ? { ray_capsule_entry: rayCapsuleEntry } : {}),
    ...(has('clamped-barycentrics') ? {
      closest_point_triangle3: closestPointTriangle3,
      squared_distance_point_triangle3: squaredDistancePointTriangle3,
    } : {}),
    segment_segment_closest3: segmentSegmentClosest3,
    ...(has('line-line-epsilon') ? { line_line_closest3: lineLineClosest3 } : {}),
    ...(has('ray-segment-no-reprojection') ? { ray_segment_distance3: raySegmentDistance3 } : {}),
    circle_segment_contact: circleSegmentContact,
  },
});
