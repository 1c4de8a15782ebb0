// The engine's kernels as a plumb::Subject, with what the engine promises:
// game metres in doubles, decisions within 64 u of a degeneracy counted as
// rounding, constructions within 64 u times their conditioning.
#pragma once

#include <plumb/subject.h>

plumb::Subject engine_subject();
