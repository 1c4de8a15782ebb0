// Plumb report: a subject's properties as GoogleTest tests.
//
// One test per property, named Plumb<subject>.<property>, so `ctest` (through
// gtest_discover_tests) and `ctest --output-junit` show a CI system one line
// per property: passed, failed with the fault groups it found (each with its
// replay command), or skipped when the subject provides no member it asks
// about. Each test runs run_suite for that one property, in worker processes.
//
//   int main(int argc, char** argv) {
//     testing::InitGoogleTest(&argc, argv);
//     plumb::register_subject_tests(my_subject());
//     return RUN_ALL_TESTS();
//   }
//
// With the installed package, link plumb::gtest and call
// gtest_discover_tests(target) in CMake (docs/use-plumb.md).
#pragma once

#include <string>

#include "subject/subject.h"
#include "harness/runner.h"

namespace plumb {

/// Registers one GoogleTest test per property for `subject`. `options` sets
/// seed, cases (the default, 20000, suits a nightly job; CI on every push
/// may want fewer), jobs; its `only` is ignored. `program` names the test
/// binary in replay lines (default: the subject's name).
void register_subject_tests(const Subject& subject, RunOptions options = {}, std::string program = "");

}  // namespace plumb
