// Turf (npm `@turf/boolean-intersects`, pinned in
// clients/js/package-lock.json) checked by Plumb over its line protocol:
// `plumb check --subject-command 'node clients/js/libs/turf.js'`.
// docs/clients/turf.md gives the reason and the Turf source line behind every
// declaration below.
//
//   segments_intersect  booleanIntersects(LineString, LineString) on two
//                       two-point LineStrings; a zero-length segment is passed as
//                       a Point (booleanIntersects(Point, LineString), or
//                       (Point, Point) when both are), as GeoJSON writes a point
'use strict';
const path = require('path');
const { serve } = require(path.join(__dirname, '..', 'plumb-client'));
const { booleanIntersects } = require('@turf/boolean-intersects');
const { lineString, point } = require('@turf/helpers');

const same = (p, q) => p.x === q.x && p.y === q.y;
const geometry = (s) => (same(s.a, s.b) ? point([s.a.x, s.a.y]) : lineString([[s.a.x, s.a.y], [s.b.x, s.b.y]]));

serve({
  name: 'turf',
  description: 'Turf booleanIntersects on two-point LineStrings and Points (clients/js/libs/turf.js)',
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
  },
  members: {
    segments_intersect: (s1, s2) => booleanIntersects(geometry(s1), geometry(s2)),
  },
});
