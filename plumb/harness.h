// Plumb's harness, in one include: describe a library's kernels as a Subject
// (its members, declarations and domain), run the property suites on it, and
// give it the `plumb check` command line as its own program; or run the suites
// in a test with plumb::run_suite and print the report (report/report.h).
//
//   #include <plumb/harness.h>
//   int main(int argc, char** argv) {
//     plumb::Subject s = my_engine_subject();   // adapters + declarations
//     return plumb::check_main(argc, argv, s);
//   }
//
// CMake: target_link_libraries(my_check PRIVATE plumb::check_main).
// docs/declaring-a-subject.md says what a Subject holds; docs/use-plumb.md how
// to run it in CI, under a fuzzer and in a benchmark.
#pragma once

#include "cli/check_main.h"
#include "harness/runner.h"
#include "judge/margin.h"
#include "report/report.h"
#include "subject/declarations.h"
#include "subject/subject.h"
