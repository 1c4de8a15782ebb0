// Plumb's Subject alone: the kernels under test and what their library
// declares (docs/declaring-a-subject.md). Include this in the file that builds
// a library's Subject; the programs that run it include <plumb/harness.h>,
// <plumb/gtest.h>, <plumb/fuzz.h> or <plumb/bench.h>.
//
// CMake: target_link_libraries(my_subject PUBLIC plumb::subject).
#pragma once

#include "subject/declarations.h"
#include "subject/subject.h"
