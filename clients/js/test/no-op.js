// A kernel program that computes nothing, for bench/protocol_bench.cpp: the
// five members the benchmark asks answer a constant at once, so what is
// measured is the protocol alone -- Plumb's recording, encoding and decoding,
// the pipe, and plumb-client.js reading calls and writing answers. The floor
// under any library's throughput through the JavaScript client.
'use strict';
const { serve } = require('../plumb-client');
serve({
  name: 'no-op-js',
  description: 'constant answers, for measuring the protocol alone',
  members: {
    parallel: () => false,
    line_crossing: () => null,
    segment_crossing: () => null,
    ray_segment_hit: () => null,
    segments_intersect: () => false,
  },
});
