// Echoes numbers back through plumb-client.js, for protocol_test.cpp's
// round trip of NaN, -0, subnormals and infinities: distance_point_line
// answers its point's x, ray_plane_hit its ray's origin.x (an optional t).
'use strict';
const { serve } = require('../plumb-client');
console.log('echo.js: a library printing as it loads (to stderr: stdout is the protocol\'s)');
serve({
  name: 'echo-js',
  members: {
    distance_point_line: (p) => {
      if (p.y === 2) console.log('echo.js: a library printing as it answers');
      return p.x;
    },
    ray_plane_hit: (ray) => ray.origin.x,
    closest_point: (s, p, kind) => ({ t: kind === 'line' ? 0 : kind === 'ray' ? 1 : 2, point: { x: s.a.x, y: p.y } }),
    orientation: () => { throw new Error('no orientation here'); },
  },
});
