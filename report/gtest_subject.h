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
//
// A baseline (report/baseline.h: `plumb check --write-baseline FILE`, or
// the test binary's own report) names the groups a team has accepted: a test
// then fails only on a group not in it, and lists the known ones it saw.
#pragma once

#include <set>
#include <string>

#include "subject/subject.h"
#include "harness/runner.h"

namespace plumb {

/// What a registered test concludes from its property's report: failed
/// when a fault group is not among `known` (a baseline's keys; empty: none),
/// with the report as the message; passed with a note when every group is
/// known; passed silently without groups.
struct PropertyVerdict {
  bool failed = false;
  std::string message;
};
PropertyVerdict property_verdict(Report r, const std::set<std::string>& known, const std::string& program);

/// Registers one GoogleTest test per property for `subject`. `options` sets
/// seed, cases (the default, 20000, suits a nightly job; CI on every push
/// may want fewer), jobs; its `only` is ignored. `program` names the test
/// binary in replay lines (default: the subject's name). `baseline`, when
/// not empty, is a baseline file: its groups are reported but do not fail a
/// test. Throws std::runtime_error when the baseline cannot be read (at
/// registration, so a misspelt path stops the run instead of hiding faults).
void register_subject_tests(const Subject& subject, RunOptions options = {}, std::string program = "",
                            const std::string& baseline = "");

}  // namespace plumb
