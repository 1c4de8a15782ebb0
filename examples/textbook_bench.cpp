// The textbook kernels beside Plumb's and the naive formulas (plumb_add_bench;
// bench/user.h): what a user's bench program is, in one line.
//   build/default/examples/textbook_bench --benchmark_filter=segments_intersect
//   plumb bench --suite build/default/examples/textbook_bench --save textbook.json
#include <plumb/bench.h>
#include "examples/textbook_kernels.h"

namespace {
plumb::Subject textbook_subject() { return textbook::subject(); }
}  // namespace

PLUMB_BENCH_SUBJECT_IS(textbook_subject)
