// three.js (npm `three`, pinned in clients/js/package-lock.json) checked by
// Plumb over its line protocol: `plumb check --subject-command 'node
// clients/js/libs/threejs.js'`. docs/clients/threejs.md gives the reason and
// the three.js source line behind every declaration below.
//
//   closest_point (line, segment; z = 0)  Line3.closestPointToPoint(p, clampToLine) and
//                                         Line3.closestPointToPointParameter (its t)
//   closest_point3                        the same, clampToLine = true
//   segment_segment_closest3              Line3.distanceSqToLine3(line, c1, c2): the points
//                                         and the squared distance (no parameters)
//   sphere_sphere_intersect               Sphere.intersectsSphere
//   segment_plane_crossing                Plane.intersectLine(Line3) (a point, no t)
//   ray_plane_hit                         Ray.distanceToPlane
//   ray_sphere_entry                      Ray.intersectSphere (a point: t read back from it)
//   ray_box_entry                         Ray.intersectBox(Box3) (a point: t read back from it)
//   box_box_intersect                     Box3.intersectsBox
//   sphere_box_intersect                  Box3.intersectsSphere (Sphere.intersectsBox is
//                                         `return box.intersectsSphere( this )`: the same code)
//   ray_triangle_hit                      Ray.intersectTriangle(a, b, c, backfaceCulling) (a
//                                         point: t read back from it, u and v from
//                                         Triangle.getBarycoord of that point, as Mesh.raycast
//                                         does); backfaceCulling true (a FrontSide material,
//                                         Mesh's default), or false with the argument
//                                         `double-sided` (a DoubleSide material)
//   closest_point_triangle3               Triangle.closestPointToPoint
//   ray_segment_distance3                 Ray.distanceSqToSegment(v0, v1, pointOnRay,
//                                         pointOnSegment): the points and the squared
//                                         distance (no parameters)
//
// Rays: three.js's Ray requires a unit direction ("The (normalized) direction
// of the ray", src/math/Ray.js), declared as the precondition unit_direction:
// Plumb then draws every ray with a unit direction and judges exactly the
// direction three receives, so the adapter passes it as given (normalising it
// here would add a rounding Plumb cannot see), and three's distance along the
// ray is Plumb's t. A plane n . p = offset is three's
// Plane(n, -offset): intersectLine and distanceToPlane are homogeneous in
// (normal, constant), so the normal is passed as it is.
//
// Spheres and boxes are solids (Sphere.containsPoint, Box3.containsPoint:
// closed), and a ray starting inside one meets it where it leaves
// (Ray.intersectSphere: "the ray is inside the sphere, so return the second
// exit point"; Ray.intersectBox: "return this.at( tmin >= 0 ? tmin : tmax )").
'use strict';
const path = require('path');
const { serve, rounding } = require(path.join(__dirname, '..', 'plumb-client'));

// `node threejs.js double-sided`: Ray.intersectTriangle with backfaceCulling
// false, as Mesh.raycast calls it for a DoubleSide material.
const doubleSided = process.argv[2] === 'double-sided';

import('three').then((THREE) => {
  const { Vector3, Line3, Ray, Box3, Sphere, Plane, Triangle } = THREE;
  const v2 = (p) => new Vector3(p.x, p.y, 0);
  const v3 = (p) => new Vector3(p.x, p.y, p.z);
  const xyz = (v) => ({ x: v.x, y: v.y, z: v.z });

  // A three.js Ray for Plumb's (origin, unit direction).
  const ray3 = (r) => new Ray(v3(r.origin), v3(r.direction));
  // Plumb's t of a point three returned on the unit ray: its distance along it.
  const tOf = (ray, point) => point.clone().sub(ray.origin).dot(ray.direction);

  const members = {
    closest_point(s, p, kind) {
      const line = new Line3(v2(s.a), v2(s.b));
      const clamp = kind === 'segment';
      const t = line.closestPointToPointParameter(v2(p), clamp);
      const q = line.closestPointToPoint(v2(p), clamp, new Vector3());
      return { t, point: { x: q.x, y: q.y } };
    },
    closest_point3(s, p) {
      const line = new Line3(v3(s.a), v3(s.b));
      const t = line.closestPointToPointParameter(v3(p), true);
      const q = line.closestPointToPoint(v3(p), true, new Vector3());
      return { t, point: xyz(q) };
    },
    segment_segment_closest3(s1, s2) {
      const c1 = new Vector3(), c2 = new Vector3();
      const d2 = new Line3(v3(s1.a), v3(s1.b)).distanceSqToLine3(new Line3(v3(s2.a), v3(s2.b)), c1, c2);
      // No parameters: distanceSqToLine3 answers the points (declared point-only).
      return { s: 0, t: 0, first: xyz(c1), second: xyz(c2), squared_distance: d2 };
    },
    segment_plane_crossing(s, n) {
      const q = new Plane(v3(n.normal), -n.offset).intersectLine(new Line3(v3(s.a), v3(s.b)), new Vector3());
      return q === null ? null : { t: 0, x: q.x, y: q.y, z: q.z };  // point only (declared)
    },
    // distanceToPlane is -(origin . n + constant) / (n . direction):
    // homogeneous in the direction, so Plumb's direction is passed as it is
    // and the answer is Plumb's t -- normalising first would only add the
    // adapter's rounding (an exactly parallel ray would no longer be).
    ray_plane_hit(r, n) {
      const s = new Ray(v3(r.origin), v3(r.direction)).distanceToPlane(new Plane(v3(n.normal), -n.offset));
      return s;
    },
    ray_sphere_entry(r, sphere) {
      const R = ray3(r);
      const q = R.intersectSphere(new Sphere(v3(sphere.centre), sphere.radius), new Vector3());
      return q === null ? null : tOf(R, q);
    },
    ray_box_entry(r, b) {
      const R = ray3(r);
      const q = R.intersectBox(new Box3(v3(b.min), v3(b.max)), new Vector3());
      return q === null ? null : tOf(R, q);
    },
    // "centre distance squared <= (r1 + r2)^2": balls.
    sphere_sphere_intersect(a, b) {
      return new Sphere(v3(a.centre), a.radius).intersectsSphere(new Sphere(v3(b.centre), b.radius));
    },
    // Box3.intersectsBox: "using 6 splitting planes to rule out
    // intersections": box.max.x >= this.min.x && box.min.x <= this.max.x ...
    // (closed boxes).
    box_box_intersect(a, b) {
      return new Box3(v3(a.min), v3(a.max)).intersectsBox(new Box3(v3(b.min), v3(b.max)));
    },
    // Box3.intersectsSphere: "Find the point on the AABB closest to the sphere
    // center" ... "distanceToSquared( sphere.center ) <= ( sphere.radius *
    // sphere.radius )" (closed ball, closed box). Sphere.intersectsBox( box )
    // is `return box.intersectsSphere( this )`, so one member covers both.
    sphere_box_intersect(sphere, b) {
      return new Box3(v3(b.min), v3(b.max)).intersectsSphere(new Sphere(v3(sphere.centre), sphere.radius));
    },
    // Ray.intersectTriangle( a, b, c, backfaceCulling, target ) answers the
    // point; t is read back from it as for intersectSphere, and u, v are the
    // weights of b and c from Triangle.getBarycoord( point, a, b, c ), which is
    // how Mesh.raycast (src/objects/Mesh.js, checkGeometryIntersection) gives a
    // hit its `barycoord`: three.js's own barycentrics of its own hit.
    ray_triangle_hit(r, tri) {
      const R = ray3(r), a = v3(tri.a), b = v3(tri.b), c = v3(tri.c);
      const q = R.intersectTriangle(a, b, c, !doubleSided, new Vector3());
      if (q === null) return null;
      // getBarycoord answers null for "collinear or singular triangle" (its
      // denom === 0) and leaves target at (0, 0, 0); Mesh.raycast ignores the
      // null and keeps that (0, 0, 0) as the hit's barycoord, so it is
      // three's answer here too.
      const w = new Vector3();
      Triangle.getBarycoord(q, a, b, c, w);
      return { t: tOf(R, q), u: w.y, v: w.z };
    },
    // Ray.distanceSqToSegment (from Geometric Tools' DistRaySegment): the
    // segment as a centre, a unit direction and an extent; the two points
    // through its optional targets; no parameters (declared point only).
    ray_segment_distance3(r, seg) {
      const onRay = new Vector3(), onSegment = new Vector3();
      const d2 = ray3(r).distanceSqToSegment(v3(seg.a), v3(seg.b), onRay, onSegment);
      return { s: 0, t: 0, first: xyz(onRay), second: xyz(onSegment), squared_distance: d2 };
    },
    // Triangle.closestPointToPoint: Ericson's 5.1.5, the closed triangle.
    closest_point_triangle3(p, tri) {
      return xyz(new Triangle(v3(tri.a), v3(tri.b), v3(tri.c)).closestPointToPoint(v3(p), new Vector3()));
    },
  };

  serve({
    name: doubleSided ? 'threejs-double-sided' : 'threejs',
    description: `three.js r${THREE.REVISION}: Line3 closest points, Ray against Box3, Sphere, Plane and Triangle` +
      ` (backfaceCulling ${!doubleSided}), Plane.intersectLine, Sphere.intersectsSphere, Box3.intersectsBox,` +
      ' Box3.intersectsSphere, Triangle.closestPointToPoint, Ray.distanceSqToSegment (clients/js/libs/threejs.js)',
    declarations: {
      // Doubles (JavaScript numbers; Vector3 holds plain numbers) in world
      // units of metres. three.js states no range, and its scenes run from a
      // room (WebXR) to the whole Earth in ECEF metres (3D Tiles renderers:
      // radius 6.4e6 m) and out to geostationary orbit (4.2e7 m): |x| <= 2^26.
      // NaN and infinity are not in three's contract.
      domain: { preset: 'game-metres', name: 'three-scenes', max_magnitude: 2 ** 26 },
      every: rounding(64, 64),
      members: {
        // distanceSqToLine3 answers the two closest points and their squared
        // distance, no s or t.
        // Line3.distanceSqToLine3: "const EPSILON = 1e-8 * 1e-8; // must be
        // squared since we compare squared length": a segment shorter than
        // 1e-8 is read as its start point, so the points are right to 1e-8
        // and the squared distance to 2 d 1e-8 (absolute below d = 1/2,
        // relative above). No s or t: it answers the two closest points.
        segment_segment_closest3: {
          decision_allowance: 64, tolerance: { conditioned: 64, absolute: 2e-8, relative: 2e-8 }, parameters: false,
        },
        // Ray.distanceSqToSegment answers the two points and their squared
        // distance, no s or t.
        ray_segment_distance3: { parameters: false },
        // Plane.intersectLine answers a point, no t.
        segment_plane_crossing: { parameters: false },
      },
      conventions: {
        // Ray.intersectSphere and Ray.intersectBox: a ray starting inside
        // meets the shape where it leaves (above).
        inside_start: 'exit',
        // Ray.distanceToPlane: "line is coplanar, return origin": a ray lying
        // in the plane hits at t = 0.
        ray_in_plane: 'crosses_at_start',
        // Ray.intersectTriangle: "@param {boolean} backfaceCulling - Whether
        // to use backface culling or not"; with it, `if ( u < 0 || v < 0 || w
        // < 0 ) return null`, which keeps the rays meeting the face that
        // (b - a) x (c - a) points to (direction . n < 0): Plumb's front face.
        // Mesh.raycast passes `material.side === FrontSide` (the default side).
        triangle_faces: doubleSided ? 'both' : 'front_only',
      },
      // Plane(normal, constant): "normal - (optional) a unit length
      // Vector3 defining the normal of the plane": a zero normal is no plane.
      // Ray(origin, direction): "direction - The (normalized) direction of
      // the ray": Plumb draws unit directions (a zero one is outside).
      // No ordered_box or nonnegative_radius: three.js defines a box with
      // max < min on some axis as empty (Box3.isEmpty: "Returns true if this
      // box includes zero points within its bounds") and a negative radius as
      // an empty sphere (Sphere.isEmpty; the constructors' defaults are
      // empty), so both stay judged.
      preconditions: { nonzero_normal: true, unit_direction: true },
      // Line3 is a line or a segment (clampToLine); a ray is Ray's.
      closest_point_ray: false,
    },
    members,
  });
});
