// Benchmarks of a user's kernels beside Plumb's and the naive formula, on
// Plumb's input classes (bench/user.h: register_subject_benchmarks).
//
// CMake: plumb_add_bench(NAME my_bench SOURCES ...); `plumb bench --suite
// ./my_bench` runs it with repetitions and compares with a baseline.
#pragma once

#include "bench/user.h"
