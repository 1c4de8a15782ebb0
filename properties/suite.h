// Plumb properties: the suite, and the runner that `plumb check`, the seeded-
// fault test and the GoogleTest suites share.
//
// A Property pairs a generator with a check (properties/checks.h). The runner
// draws case i of property P from a random stream keyed by (seed, P, i), so
// `--seed S --property P --case i` replays exactly one case anywhere. Under
// GoogleTest the same generator and check run through RapidCheck instead, which
// adds shrinking and its reproduce string.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "properties/judge.h"
#include "properties/subject.h"

namespace plumb {

struct Property {
  std::string name;
  std::string summary;
  /// > 0: a deterministic property with exactly this many cases (budget ignored).
  long fixed_cases = 0;
  /// Runs case `index`, drawing from `random` when the property is random.
  std::function<void(const Subject&, const rc::Random&, long index, Judge&)> run;
  /// For random properties: a RapidCheck property body (draws with *gen,
  /// fails with RC_FAIL carrying the findings).
  std::function<void(const Subject&)> rapidcheck;
};

/// Every property of the 2D suite, in the order they run.
const std::vector<Property>& properties();

/// To replay a line `plumb check` printed, set seed and cases as it shows
/// (its defaults are seed 20261130 and 20000 cases).
struct RunOptions {
  std::uint64_t seed = 1;
  long cases = 1000;              // per random property
  std::string only;               // run just the property with this name
  std::optional<long> single_case;  // run just this case index
  bool stop_each_property_at_first_failure = false;
};

struct PropertyResult {
  std::string name;
  long cases = 0;
  long failing_cases = 0;
  long first_failure = -1;  // case index, or -1
  std::map<std::string, long> labels;  // generator classes seen
};

struct Report {
  std::string subject;
  RunOptions options;
  std::vector<PropertyResult> properties;
  std::map<std::string, KernelStats> kernels;
  std::vector<Finding> findings;  // the first few hundred
  double seconds = 0;
  bool passed() const;
};

/// The random stream for case `index` of `property` under `seed`.
rc::Random case_random(std::uint64_t seed, const std::string& property, long index);

/// Runs the suite (or the part RunOptions selects) against a subject.
/// Throws std::invalid_argument when `only` names no property.
Report run_suite(const Subject& subject, const RunOptions& options);

}  // namespace plumb
