// plumb-client.js: serves a table of kernels to Plumb over its line protocol
// (docs/protocol.md, version 1). No dependencies; Node 14 or later.
//
//   require('./plumb-client').serve({
//     name: 'my-kernels', description: '...',
//     declarations: { domain: 'game-metres', every: rounding(64, 64) },
//     members: { segments_intersect(s1, s2) { return ...; } },
//   });
//
// Arguments arrive as objects: points {x, y} or {x, y, z}; segments {a, b};
// circles and spheres {centre, radius}; boxes {min, max}; capsules {a, b,
// radius}; planes {normal, offset}; 3D rays {origin, direction}; a kind is
// 'line', 'ray' or 'segment'; walls are an array of segments; polygons and
// chains an array of points. Return what the member answers: a boolean, a
// number, a word ('inside', 'outside', 'boundary'), null for "none", or an object whose
// fields are named as in docs/protocol.md ({t, u, point} for a crossing ...).
// A thrown exception is answered as "error" with its message. stdout is the
// protocol's: from the moment this module loads, console.log and its kin
// write to stderr (so require it before a library that prints as it loads).
'use strict';
console.log = console.info = console.debug = console.warn = console.error;

// A call's arguments read left to right: num() and word() take the next
// token. Checks ask several members about the same shapes one after another,
// so a call whose arguments are spelled as the previous call's reuses their
// numbers: each decimal is read once (Number is most of a call's cost).
// Members still get arguments of their own (fresh objects every call).
const cursor = {
  text: null,  // the arguments' text (the line after the member's name)
  words: [],
  numbers: [],
  at: 0,
  start(text) {
    if (text !== this.text) {
      this.text = text;
      this.words = text === '' ? [] : text.split(' ');
      this.numbers = this.words.map(Number);
    }
    this.at = 0;
  },
  num() { return this.at < this.numbers.length ? this.numbers[this.at++] : (this.at++, NaN); },
  word() { return this.words[this.at++]; },
};

const readers = {
  p: (r) => ({ x: r.num(), y: r.num() }),
  S: (r) => ({ a: readers.p(r), b: readers.p(r) }),
  k: (r) => r.word(),
  C: (r) => ({ centre: readers.p(r), radius: r.num() }),
  B: (r) => ({ min: readers.p(r), max: readers.p(r) }),
  W: (r) => Array.from({ length: r.num() }, () => readers.S(r)),
  V: (r) => Array.from({ length: r.num() }, () => readers.p(r)),
  P: (r) => ({ x: r.num(), y: r.num(), z: r.num() }),
  T: (r) => ({ a: readers.P(r), b: readers.P(r) }),
  s: (r) => ({ centre: readers.P(r), radius: r.num() }),
  c: (r) => ({ a: readers.P(r), b: readers.P(r), radius: r.num() }),
  n: (r) => ({ normal: readers.P(r), offset: r.num() }),
  r: (r) => ({ origin: readers.P(r), direction: readers.P(r) }),
  b: (r) => ({ min: readers.P(r), max: readers.P(r) }),
  t: (r) => ({ a: readers.P(r), b: readers.P(r), c: readers.P(r) }),
};

// Each member's arguments, one letter each (the readers above).
const SIGNATURES = {
  orientation: 'ppp', projection_t: 'Sp', closest_point: 'Spk', squared_distance_point_segment: 'pS',
  distance_point_segment: 'pS', distance_point_line: 'pS', distance_segment_segment: 'SS', line_crossing: 'SS',
  parallel: 'SS', collinear: 'SS', collinear_overlap: 'SS', segment_crossing: 'SS', ray_segment_hit: 'SS',
  segments_intersect: 'SS', line_segment_intersect: 'SS', circle_segment_intersect: 'CS', ray_box2: 'SB',
  ray_circle: 'SC', first_blocker: 'ppW', has_line_of_sight: 'ppW', first_blocker_as_lines: 'ppW',
  has_line_of_sight_as_lines: 'ppW', point_in_triangle: 'pppp', point_in_polygon: 'pV', ray_chain_hit: 'SV',
  polyline_segment_crossings: 'VS',
  closest_point3: 'TP', squared_distance_point_segment3: 'PT',
  segment_segment_closest3: 'TT', line_line_closest3: 'TT', ray_segment_distance3: 'rT',
  sphere_segment_intersect: 'sT', capsule_sphere_intersect: 'cs',
  capsule_capsule_intersect: 'cc', sphere_sphere_intersect: 'ss', segment_plane_crossing: 'Tn',
  ray_plane_hit: 'rn', ray_sphere_entry: 'rs', ray_capsule_entry: 'rc', ray_box_entry: 'rb', line_sphere: 'rs', box_box_intersect: 'bb', sphere_box_intersect: 'sb',
  segment_box_intersect: 'Tb', ray_triangle_hit: 'rt', segment_triangle_crossing: 'Tt',
  closest_point_triangle3: 'Pt', squared_distance_point_triangle3: 'Pt',
  circle_segment_contact: 'CS',
};

// An answer's fields are written in this order (docs/protocol.md, "Answers").
const ORDER = ['wall', 'contact', 's', 't', 't0', 't1', 'u', 'v', 'point', 'first', 'second', 'squared_distance',
  'closest', 'depth', 'push', 'x', 'y', 'z'];

// Shortest round-trip decimal; String() already gives NaN, Infinity, -Infinity.
const num = (x) => (Object.is(x, -0) ? '-0' : String(x));

function put(v, out) {
  if (v === null || v === undefined) out.push('none');
  else if (typeof v === 'string') out.push(v);
  else if (typeof v === 'boolean' || typeof v === 'number') out.push(typeof v === 'number' ? num(v) : String(v));
  else if (Array.isArray(v)) { if (v.length === 0) out.push('none'); else v.forEach((x) => put(x, out)); }
  else ORDER.forEach((k) => { if (k in v) put(v[k], out); });
  return out;
}

// An answer's line. A number, a boolean, none or a word is the common answer
// and is written directly; objects and arrays go through put.
function line(v) {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'number') return num(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return v;
  return put(v, []).join(' ');
}

// Reads a member's arguments from the cursor and calls it, in one closure per
// member (built once, so a call does no lookup of its signature).
// (`this` in a member is the table, as when called as members.name(...)).
function caller(members, name) {
  const fn = members[name];
  const rs = Array.from(SIGNATURES[name], (letter) => readers[letter]);
  switch (rs.length) {
    case 2: { const [r0, r1] = rs; return (r) => fn.call(members, r0(r), r1(r)); }
    case 3: { const [r0, r1, r2] = rs; return (r) => fn.call(members, r0(r), r1(r), r2(r)); }
    default: return (r) => fn.apply(members, rs.map((read) => read(r)));
  }
}

function answer(callers, text) {
  const space = text.indexOf(' ');
  const name = space < 0 ? text : text.slice(0, space);
  cursor.start(space < 0 ? '' : text.slice(space + 1));
  try {
    const call = Object.prototype.hasOwnProperty.call(callers, name) ? callers[name] : undefined;
    if (call === undefined) throw new Error(SIGNATURES[name] ? `'${name}' is not provided` : `'${name}' is not a Plumb member`);
    return line(call(cursor));
  } catch (e) {
    return 'error ' + String((e && e.message) || e).replace(/\s+/g, ' ');
  }
}

/// Speaks the protocol on stdin/stdout until stdin closes.
function serve({ name, description = '', declarations = {}, members }) {
  for (const m of Object.keys(members)) if (!SIGNATURES[m]) throw new Error(`'${m}' is not a Plumb member`);
  const provides = Object.keys(members);
  const callers = {};
  for (const m of provides) callers[m] = caller(members, m);
  process.stdout.write(`plumb 1 ${JSON.stringify({ name, description, provides, declarations })}\n`);
  // Lines are cut from stdin's chunks by hand (readline's events cost more
  // than most members); a batch's answers are one string, written at its end.
  let rest = '';
  let out = '';
  const take = (text) => {
    if (text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);  // '\r'
    if (text !== 'end') return void (out += answer(callers, text) + '\n');
    process.stdout.write(out + 'end\n');
    out = '';
  };
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const text = rest === '' ? chunk : rest + chunk;
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      take(text.slice(from, nl));
      from = nl + 1;
    }
    rest = text.slice(from);
  });
  process.stdin.on('end', () => {
    if (rest !== '') take(rest);
    process.exit(0);
  });
}

/// A realistic contract (subject/declarations.h, rounding_contract):
/// decisions within `allowance` u of a degeneracy, constructions within
/// `conditioned` u times their condition scale.
const rounding = (allowance = 64, conditioned = 64) => ({
  decision_allowance: allowance, tolerance: { conditioned },
});

module.exports = { serve, rounding, SIGNATURES };
