// A kernel program that misbehaves on purpose, for protocol_test.cpp: it
// answers segments_intersect correctly (in doubles, declared with a rounding
// allowance), except when the first segment starts exactly at the origin,
// where, by the mode given as its argument, it
//   exit     exits with status 3          crash    aborts (SIGABRT)
//   throw    throws an uncaught exception hang     never answers
//   garbage  answers "maybe"              stray    writes an extra line
// or it always answers but its handshake is wrong:
//   unknown-member  names a member that does not exist
//   omit            leaves out `parallel`, which it would answer
//   version         speaks protocol version 99
//   fickle FILE     names both members when FILE does not exist (and creates
//                   it), only segments_intersect when it does: a program
//                   restarted with another member list
// It speaks the protocol by hand (no plumb-client.js), to break it at will.
'use strict';
const mode = process.argv[2] || 'none';
const fs = require('fs');
const restarted = mode === 'fickle' && fs.existsSync(process.argv[3]);
if (mode === 'fickle' && !restarted) fs.writeFileSync(process.argv[3], 'started\n');
const provides = mode === 'unknown-member' ? ['segments_intersect', 'segment_intersects']
  : mode === 'omit' || restarted ? ['segments_intersect'] : ['segments_intersect', 'parallel'];
const hello = { name: `misbehaving-${mode}`, provides,
  declarations: { domain: 'game-metres', every: { decision_allowance: 64, tolerance: { conditioned: 64 } } } };
process.stdout.write(`plumb ${mode === 'version' ? 99 : 1} ${JSON.stringify(hello)}\n`);

const side = (ax, ay, bx, by, px, py) => (bx - ax) * (py - ay) - (by - ay) * (px - ax);
function intersects([ax, ay, bx, by, cx, cy, dx, dy]) {
  const d1 = side(ax, ay, bx, by, cx, cy), d2 = side(ax, ay, bx, by, dx, dy);
  const d3 = side(cx, cy, dx, dy, ax, ay), d4 = side(cx, cy, dx, dy, bx, by);
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0)
    return Math.min(ax, bx) <= Math.max(cx, dx) && Math.min(cx, dx) <= Math.max(ax, bx) &&
      Math.min(ay, by) <= Math.max(cy, dy) && Math.min(cy, dy) <= Math.max(ay, by);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}
const parallel = ([ax, ay, bx, by, cx, cy, dx, dy]) => (bx - ax) * (dy - cy) - (by - ay) * (dx - cx) === 0;

let out = [];
require('readline').createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'end') {
    out.push('end\n');
    process.stdout.write(out.join('\n'));
    out = [];
    return;
  }
  const [member, ...rest] = line.split(' ');
  const n = rest.map(Number);
  const answer = String(member === 'parallel' ? parallel(n) : intersects(n));
  if (member === 'segments_intersect' && n[0] === 0 && n[1] === 0) {
    if (mode === 'exit') {
      process.stderr.write('misbehaving: exiting on purpose at the origin\n');
      process.exit(3);
    }
    if (mode === 'crash') process.abort();
    if (mode === 'throw') throw new Error('thrown on purpose at the origin');
    if (mode === 'hang') for (;;);
    if (mode === 'garbage') return void out.push('maybe');
    if (mode === 'stray') out.push('a line the library printed');
  }
  out.push(answer);
}).on('close', () => process.exit(0));
