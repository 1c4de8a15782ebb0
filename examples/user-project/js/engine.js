// The engine's closest point, as its JavaScript port computes it, served to
// Plumb over the line protocol with the client module installed with Plumb:
//
//   node js/engine.js <PLUMB_CLIENTS_DIR>/js/plumb-client.js
//
// CMakeLists.txt runs it through `plumb check --subject-command`
// (plumb_add_command_tests), so CI checks the port beside the C++ engine.
'use strict';
const { serve, rounding } = require(process.argv[2]);

const sub = (p, q) => ({ x: p.x - q.x, y: p.y - q.y });
const dot = (p, q) => p.x * q.x + p.y * q.y;

// Project, then clamp to the segment; a zero-length segment is its point.
function closestPoint(s, p) {
  const d = sub(s.b, s.a);
  const dd = dot(d, d);
  if (dd === 0) return { t: 0, point: s.a };
  const t = Math.min(Math.max(dot(sub(p, s.a), d) / dd, 0), 1);
  return { t, point: { x: s.a.x + t * d.x, y: s.a.y + t * d.y } };
}

serve({
  name: 'engine-js',
  description: "the engine's closest point, JavaScript port (examples/user-project/js/engine.js)",
  declarations: {
    domain: 'game-metres',
    every: rounding(64, 64),
    closest_point_line: false,
    closest_point_ray: false,
  },
  members: { closest_point: (s, p) => closestPoint(s, p) },
});
