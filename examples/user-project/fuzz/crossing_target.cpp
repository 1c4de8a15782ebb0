// The engine's kernels under Plumb's crossing fuzz target: structure-aware
// decoding of two segments or a sight among walls, the exact oracle in the
// loop, the engine's own declarations. One line is all it takes.
#include "checks/engine_subject.h"
#include <plumb/fuzz.h>

PLUMB_FUZZ_SUBJECT_IS(engine_subject)
