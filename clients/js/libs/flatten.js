// @flatten-js/core (pinned in clients/js/package-lock.json) checked by Plumb
// over its line protocol: `plumb check --subject-command 'node
// clients/js/libs/flatten.js'`. docs/clients/flatten-js.md gives the reason
// and the flatten-js source line behind every declaration below.
//
//   segments_intersect        Segment.intersect(Segment).length > 0
//   segment_crossing          Segment.intersect(Segment)[0] when the segments are
//                             not parallel (a point: no t or u)
//   distance_point_segment    Point.distanceTo(Segment)[0]
//   distance_segment_segment  Segment.distanceTo(Segment)[0]
//   closest_point (segments)  Point.distanceTo(Segment)[1].end: the shortest
//                             segment's end on the segment (a point: no t)
//   point_in_polygon          new Polygon(points).contains(Point): true (ray_shoot
//                             answered INSIDE or BOUNDARY) is written `inside`
//
// flatten-js compares every number with an absolute tolerance, DP_TOL = 1e-6
// (src/utils/utils.js, Flatten.Utils.EQ, EQ_0, GE, LE), left at its default.
'use strict';
const path = require('path');
const { serve, rounding } = require(path.join(__dirname, '..', 'plumb-client'));
const Flatten = require('@flatten-js/core');

const pt = (p) => new Flatten.Point(p.x, p.y);
const seg = (s) => new Flatten.Segment(pt(s.a), pt(s.b));
const xy = (p) => ({ x: p.x, y: p.y });
// A crude t for a point flatten answered (parameters are declared unjudged).
const along = (s, p) => {
  const dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dd = dx * dx + dy * dy;
  return dd > 0 ? Math.min(1, Math.max(0, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / dd)) : 0;
};

// What flatten-js promises: answers up to DP_TOL. Its decisions compare
// quantities of several kinds with the one tolerance: coordinates (Point.equalTo:
// |dx| < 1e-6), signed distances to a line, and the cross product of two unit
// normals (Line.parallelTo: |sin angle| < 1e-6, dimensionless). A relative
// allowance of 2^34 u (1.9e-6 of the case's largest coordinate, at least 1)
// covers all three. Constructions are right to 2e-6 absolute (on top of 64 u
// times their conditioning): two points are equal when each coordinate is
// within 1e-6, so a segment up to sqrt(2) 1e-6 long is a point
// (Distance.point2segment: "if (segment.start.equalTo(segment.end))").
const CONTRACT = { decision_allowance: 2 ** 34, tolerance: { conditioned: 64, absolute: 2e-6 } };

serve({
  name: 'flatten-js',
  description: 'flatten-js Segment intersections and distances, Polygon.contains, DP_TOL = 1e-6 (clients/js/libs/flatten.js)',
  declarations: {
    // Doubles; 2D drawing coordinates (SVG pixels, CAD millimetres) in
    // drawing units. DP_TOL is absolute, so flatten-js's decisions are
    // meaningful only for coordinates well above it: the domain's coordinates
    // are 0 or at least 1 unit (and at most 2^20) in magnitude.
    domain: { preset: 'game-metres', name: 'drawing-units', min_magnitude: 1 },
    every: CONTRACT,
    members: {
      // A point: no t or u (Segment.intersect answers points).
      segment_crossing: { ...CONTRACT, parameters: false },
      // A point: the end of the shortest segment (Point.distanceTo), no t.
      closest_point: { ...CONTRACT, parameters: false },
      // Polygon.contains(Point) (src/classes/polygon.js:548): "return rel ===
      // INSIDE || rel === BOUNDARY": a point on the boundary is contained (a
      // closed region), as ray_shoot finds it within DP_TOL of an edge
      // (src/algorithms/ray_shooting.js:43, Segment.contains).
      point_in_polygon: { ...CONTRACT, conventions: { boundary: 'inside' } },
    },
    // Collinear segments that touch or overlap: intersectSegment2Segment
    // answers their common points ("If segments touching, add one point. If
    // overlapping, add two points"), and the adapter takes the first.
    conventions: { parallel_crossing: 'common_point' },
    closest_point_line: false,
    closest_point_ray: false,
  },
  members: {
    segments_intersect: (s1, s2) => seg(s1).intersect(seg(s2)).length > 0,
    segment_crossing(s1, s2) {
      const ip = seg(s1).intersect(seg(s2));
      if (ip.length === 0) return null;
      return { t: along(s1, ip[0]), u: along(s2, ip[0]), point: xy(ip[0]) };
    },
    distance_point_segment: (p, s) => pt(p).distanceTo(seg(s))[0],
    distance_segment_segment: (s1, s2) => seg(s1).distanceTo(seg(s2))[0],
    closest_point(s, p) {
      const q = pt(p).distanceTo(seg(s))[1].end;
      return { t: along(s, q), point: xy(q) };
    },
    point_in_polygon: (p, vs) => (new Flatten.Polygon(vs.map(pt)).contains(pt(p)) ? 'inside' : 'outside'),
  },
});
