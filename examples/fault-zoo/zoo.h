// The fault zoo: classic, published faults of geometry kernels, each as a
// buggy kernel beside its careful twin, both as Plumb subjects under the
// declarations the library that wrote them would honestly make.
//
// Each entry is one fault in one member: the buggy subject is the careful
// textbook kernel (kernels.h) with that one fault put back. Plumb must report
// the fault as the buggy subject's first group, and nothing for the twin
// (zoo_test.cpp checks both over four seeds). README.md lists the entries.
#pragma once

#include <string>
#include <vector>

#include <plumb/subject.h>

#include "examples/fault-zoo/kernels.h"

namespace zoo {

/// An entry the zoo cannot yet hold to its rule because of a finding about
/// Plumb, recorded rather than hidden (README.md, "Known findings"): the test
/// checks that the finding still shows, so the mark is removed once fixed.
enum class Known {
  none,
  escapes,       // no seed finds the fault: Plumb's generators do not reach it
  twin_flagged,  // Plumb reports groups for the careful twin it should not
};

struct Entry {
  std::string name;      // kebab-case id
  std::string fault;     // the fault class, in one line
  std::string source;    // where the class is published (an issue, a textbook)
  std::string member;    // the Subject member the fault is in
  /// The group the fault must lead the report with: "member | question | kind"
  /// (Finding::group()); a fault that can show two ways (a NaN, or the wrong
  /// decision it causes) lists both.
  std::vector<std::string> expected;
  Fault id = Fault::none;
  Known known = Known::none;
  std::string finding;   // what the known finding is, when known != none
  plumb::Subject buggy;  // the careful kernel with the fault
  plumb::Subject twin;   // the careful kernel
};

/// Every entry, grouped by family.
const std::vector<Entry>& entries();

}  // namespace zoo
