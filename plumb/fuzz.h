// A libFuzzer target for a user's subject: compile one of Plumb's family
// targets with a file that names the subject's factory,
//
//   #include <plumb/fuzz.h>
//   PLUMB_FUZZ_SUBJECT_IS(my_engine_subject)
//
// CMake: plumb_add_fuzz_target(NAME my_crossing_fuzz FAMILY crossing SOURCES ...)
// (docs/use-plumb.md, "Fuzzing overnight").
#pragma once

#include "fuzz/fuzz_target.h"
