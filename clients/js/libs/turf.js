// Turf (npm `@turf/boolean-intersects`, `@turf/boolean-point-in-polygon` and
// `@turf/line-intersect`, pinned in clients/js/package-lock.json) checked by
// Plumb over its line protocol:
// `plumb check --subject-command 'node clients/js/libs/turf.js'`.
// docs/clients/turf.md gives the reason and the Turf source line behind every
// declaration below.
//
//   segments_intersect          booleanIntersects(LineString, LineString) on two
//                               two-point LineStrings; a zero-length segment is
//                               passed as a Point (booleanIntersects(Point,
//                               LineString), or (Point, Point) when both are), as
//                               GeoJSON writes a point
//   point_in_polygon            booleanPointInPolygon(Point, Polygon) on the
//                               polygon's one ring, closed (the first position
//                               repeated last); true is written `inside`
//   polyline_segment_crossings  lineIntersect(LineString, LineString): the
//                               polyline and the two-point segment; the points of
//                               the FeatureCollection it answers
'use strict';
const path = require('path');
const { serve } = require(path.join(__dirname, '..', 'plumb-client'));
const { booleanIntersects } = require('@turf/boolean-intersects');
const { booleanPointInPolygon } = require('@turf/boolean-point-in-polygon');
const { lineIntersect } = require('@turf/line-intersect');
const { lineString, point } = require('@turf/helpers');

const same = (p, q) => p.x === q.x && p.y === q.y;
const geometry = (s) => (same(s.a, s.b) ? point([s.a.x, s.a.y]) : lineString([[s.a.x, s.a.y], [s.b.x, s.b.y]]));
const xy = (p) => [p.x, p.y];
// Bare GeoJSON geometries: Turf's helpers polygon() and lineString() would
// reject rings of fewer than four positions and lines of fewer than two,
// which Plumb's polygons and chains may have; the kernels read the
// coordinates alone (@turf/invariant getGeom, line-intersect processFeature).
const ring = (vs) => ({ type: 'Polygon', coordinates: [[...vs.map(xy), xy(vs[0])]] });
const line = (vs) => ({ type: 'LineString', coordinates: vs.map(xy) });

serve({
  name: 'turf',
  description: 'Turf booleanIntersects, booleanPointInPolygon, lineIntersect (clients/js/libs/turf.js)',
  declarations: {
    // GeoJSON coordinates in doubles; Turf's own examples and users feed it
    // longitude/latitude degrees or projected metres: the GIS preset. NaN and
    // infinity are not valid GeoJSON positions (RFC 7946 s3.1.1: numbers).
    domain: 'gis-projected',
    // booleanDisjoint decides with robust-predicates' orient2d (exact) where
    // it can, and in plain double elsewhere (isPointOnLineSegment's cross
    // product, line-intersect's uA, uB): decisions within 64 u of a
    // degeneracy are rounding-level.
    every: { decision_allowance: 64 },
    members: {
      // point-in-polygon-hao: each vertex's offset from the point, x_i - x,
      // in plain double, then an exact orient2d of the offsets.
      point_in_polygon: { decision_allowance: 64, conventions: { boundary: 'inside' } },
    },
  },
  members: {
    segments_intersect: (s1, s2) => booleanIntersects(geometry(s1), geometry(s2)),
    point_in_polygon: (p, vs) => (booleanPointInPolygon(xy(p), ring(vs)) ? 'inside' : 'outside'),
    polyline_segment_crossings: (vs, s) =>
      lineIntersect(line(vs), line([s.a, s.b])).features.map((f) => ({ x: f.geometry.coordinates[0], y: f.geometry.coordinates[1] })),
  },
});
