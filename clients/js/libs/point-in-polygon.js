// point-in-polygon (npm `point-in-polygon`, substack's port of W. R.
// Franklin's PNPOLY; pinned in clients/js/package-lock.json) checked by Plumb
// over its line protocol:
// `plumb check --subject-command 'node clients/js/libs/point-in-polygon.js'`.
// docs/clients/point-in-polygon.md gives the reason and the source behind
// every declaration below.
//
//   point_in_polygon   pointInPolygon([x, y], [[x0, y0], [x1, y1], ...]), the
//                      nested form; true is written `inside`, false `outside`
//
// Its README documents only "whether point is contained in polygon": neither
// the boundary nor degenerate polygons. PNPOLY answers a boundary point by a
// half-open rule (the comp.graphics.algorithms FAQ, 2.03: "for a partition of
// a region into polygons, each point is 'in' exactly one polygon"): a point
// on a left or bottom edge is in, on a right or top edge out -- Plumb's
// `half_open` boundary convention.
'use strict';
const path = require('path');
const { serve } = require(path.join(__dirname, '..', 'plumb-client'));
const pointInPolygon = require('point-in-polygon');

serve({
  name: 'point-in-polygon',
  description: 'point-in-polygon 1.1.0 (PNPOLY crossing count) on nested [x, y] vertex arrays (clients/js/libs/point-in-polygon.js)',
  declarations: {
    // Used on longitude/latitude and projected or screen coordinates in
    // doubles; NaN and infinity are not coordinates it documents.
    domain: 'gis-projected',
    // The README: "If you need a numerically robust solution ... use
    // robust-point-in-polygon": the edge crossing is decided in plain
    // double, so a point within 64 u of an edge is rounding-level.
    every: { decision_allowance: 64 },
    // PNPOLY's half-open rule (above).
    conventions: { boundary: 'half_open' },
  },
  members: {
    point_in_polygon: (p, vs) => (pointInPolygon([p.x, p.y], vs.map((v) => [v.x, v.y])) ? 'inside' : 'outside'),
  },
});
