// Shared by the tests that compare two ways of judging the same cases (a
// check that takes a case's answers once against one call per symmetry):
// every case through one Judge, as a property runs them, keeping what the
// comparison needs.
#pragma once

#include <string>
#include <vector>

#include "judge/judge.h"
#include "subject/subject.h"

namespace plumb::test_support {

/// What a run judged: the checks made, the failing cases and their messages.
struct Outcome {
  long checks = 0;
  std::string messages;
  int failing_cases = 0;
};

/// Runs run(s, case, judge) on every case, as property `property`.
/// `describe(case)` must be visible for Case.
template <class Case, class Run>
Outcome judge_all(const Subject& s, const std::vector<Case>& cases, const std::string& property, Run run) {
  Outcome o;
  Judge j(s.declared);
  long index = 0;
  for (const Case& c : cases) {
    j.begin_case(property, c.label, [&c] { return describe(c); }, index++);
    run(s, c, j);
    if (j.case_failed()) {
      ++o.failing_cases;
      o.messages += j.case_message();
    }
  }
  o.checks = j.checks_made();
  return o;
}

}  // namespace plumb::test_support
