// Plumb fuzz targets: what every target does around its decoding.
//
// The kernels under test are Plumb's own, or the seeded fault named by the
// environment variable PLUMB_FUZZ_SUBJECT (to measure a target's power: the
// fault's replay must fail), or a user's: a program built from a family's
// target source and a file with PLUMB_FUZZ_SUBJECT_IS(my_subject_factory)
// (cmake: plumb_add_fuzz_target; docs/use-plumb.md) checks the user's
// subject under its own declarations -- decoded cases brought into its
// domain, disagreements judged with its margins and tolerances. Each decoded case runs through the existing
// checks of properties/checks*.h under a Judge; on any finding (or an
// exception, which the suite also counts as a finding) the target prints the
// Judge's message (the case as hex floats, fast and exact answers) and
// aborts, so libFuzzer saves the input and the replay driver fails.
// With PLUMB_FUZZ_PRINT set, every case is printed before it is checked (to
// see what a corpus file decodes to: PLUMB_FUZZ_PRINT=1 NAME_fuzz_replay FILE).
//
// Symmetry checks run on a sample of executions: they call every kernel again
// on transformed twins of the case (about 170 kernel calls an execution in
// crossing), so they run on 1 in symmetry_every() inputs, chosen by a hash of
// the input's bytes (a replay of an input makes the same choice), and only
// when the direct checks of the execution found nothing (a finding aborts
// with the direct message anyway). The replay program runs them on every
// input; PLUMB_FUZZ_SYMMETRY_EVERY=N sets N (1: every execution).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "subject/domain_fit.h"
#include "subject/precondition_fit.h"
#include "judge/judge.h"
#include "properties/seeded_faults.h"
#include "subject/subject.h"

namespace plumb::fuzz {

/// A user's subject factory, installed before main by PLUMB_FUZZ_SUBJECT_IS.
using SubjectFactory = Subject (*)();
inline SubjectFactory& user_subject_factory() {
  static SubjectFactory factory = nullptr;
  return factory;
}
struct InstallSubject {
  explicit InstallSubject(SubjectFactory f) { user_subject_factory() = f; }
};

inline Subject subject_from_environment() {
  if (user_subject_factory() != nullptr) return user_subject_factory()();
  const char* name = std::getenv("PLUMB_FUZZ_SUBJECT");
  if (name == nullptr || std::string(name) == "plumb") return plumb_subject();
  for (const SeededFault& f : seeded_faults())
    if (f.name == name) return f.subject;
  std::fprintf(stderr, "plumb fuzz: unknown PLUMB_FUZZ_SUBJECT '%s'\n", name);
  std::exit(2);
}

/// The subject, chosen once per process.
inline const Subject& subject() {
  static const Subject s = subject_from_environment();
  return s;
}

inline bool print_cases() {
  static const bool on = std::getenv("PLUMB_FUZZ_PRINT") != nullptr;
  return on;
}

/// N of "1 in N executions run the symmetry checks": PLUMB_FUZZ_SYMMETRY_EVERY,
/// else kSymmetryEvery.
inline constexpr unsigned kSymmetryEvery = 8;
inline unsigned symmetry_every() {
  static const unsigned n = [] {
    const char* e = std::getenv("PLUMB_FUZZ_SYMMETRY_EVERY");
    const long v = e ? std::strtol(e, nullptr, 10) : long(kSymmetryEvery);
    return v >= 1 ? unsigned(v) : 1u;
  }();
  return n;
}

inline bool& symmetries_due() {
  static bool due = true;
  return due;
}

/// Called first by each target on its input: picks whether this execution
/// runs the symmetry checks (FNV-1a of the bytes, 1 in symmetry_every()).
inline void start_input(const std::uint8_t* data, std::size_t size) {
  std::uint64_t h = 14695981039346656037ull;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ull;
  symmetries_due() = symmetry_every() == 1 || h % symmetry_every() == 0;
}

/// Whether this execution runs its symmetry checks: sampled, and only after
/// the direct checks passed.
inline bool check_symmetries(const Judge& j) { return symmetries_due() && !j.case_failed(); }

[[noreturn]] inline void violation(const std::string& message) {
  std::fprintf(stderr, "plumb fuzz: contract violation\n%s", message.c_str());
  std::fflush(stderr);
  std::abort();
}

/// Brings case c into the subject's preconditions and domain -- in place, so
/// that `checks`, which refers to c, calls the subject with the very input
/// the Judge describes -- then runs checks(subject, judge) on it (labelled
/// for the Judge under `property`), and aborts with the Judge's message if
/// anything is found. describe(c) (properties/cases*.h) prints the case only then.
template <class Case, class Checks>
void judge(const char* property, Case& c, Checks&& checks) {
  fit_preconditions(c, subject().declared);  // a unit direction, when required
  fit_case(c, subject().declared.domain);  // a user's domain: its precision and magnitudes
  if (print_cases()) std::printf("%s\n", describe(c).c_str());
  // One Judge for the process: begin_case starts each case afresh, and a
  // finding aborts, so all it carries over are its per-member counts -- a new
  // Judge per execution copied the declarations and allocated a counter per
  // member (a string and a map node) on every execution.
  static Judge j(subject().declared);
  j.begin_case(property, c.label, [&c] { return describe(c); }, 0);
  {
    // The case's numbers, as the properties give them: its grid (exact
    // input is judged exactly) and its scale (a declared absolute decision
    // tolerance). Read in place: the callback only copies them.
    static std::vector<double> numbers;
    numbers.clear();
    for_each_number(c, [&](double& x) { numbers.push_back(x); });
    j.set_case_numbers(numbers);
  }
  try {
    checks(subject(), j);
  } catch (const std::exception& e) {
    j.invariant("(check)", std::string("the check completes without an exception: ") + e.what(), false,
                "exception", "an answer");
  }
  if (j.case_failed()) violation(j.case_message());
}

}  // namespace plumb::fuzz

/// In a user's fuzz target: the subject to check is factory() (a function
/// returning a plumb::Subject). One line at namespace scope.
#define PLUMB_FUZZ_SUBJECT_IS(factory) \
  static const ::plumb::fuzz::InstallSubject plumb_fuzz_install_subject_{&(factory)};
