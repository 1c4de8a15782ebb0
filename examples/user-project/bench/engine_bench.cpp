// The engine's kernels beside Plumb's and the naive formulas, on Plumb's input
// classes (uniform, random exponents, nearly and exactly degenerate, and the
// batch forms): one line. Rows kernel/plumb|naive|engine/class; the engine's
// rows count its decisions that differ from Plumb's exact ones (`wrong`).
//   ./engine_bench --benchmark_filter=segments_intersect
//   plumb bench --suite ./engine_bench --save before.json       # before a change
//   plumb bench --suite ./engine_bench --baseline before.json   # after it
#include <plumb/bench.h>
#include "checks/engine_subject.h"

PLUMB_BENCH_SUBJECT_IS(engine_subject)
