// Plumb properties: the suite -- every property, in the order they run.
//
// A Property pairs a generator (properties/generators.h) with a check
// (properties/checks.h). Case i of property P is drawn from a random stream
// the runner keys by (seed, P, i) (harness/runner.h), so one case replays
// anywhere. Under GoogleTest the same generator and check run through
// RapidCheck instead, which adds its own shrinking and reproduce string.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <rapidcheck.h>

#include "judge/judge.h"
#include "properties/scene.h"
#include "subject/subject.h"

namespace plumb {

struct Property {
  std::string name;
  std::string summary;
  /// > 0: a deterministic property with exactly this many cases (budget ignored).
  long fixed_cases = 0;
  /// Runs case `index`, drawing from `random` when the property is random
  /// (inside the subject's declared domain).
  std::function<void(const Subject&, const rc::Random&, long index, Judge&)> run;
  /// The case `index` would be, as {label, description} (for a case whose
  /// run crashed: the parent process describes it without calling the subject).
  std::function<std::pair<std::string, std::string>(const Subject&, const rc::Random&, long index)> draw_text;
  /// For random properties: a RapidCheck property body (draws with *gen,
  /// fails with RC_FAIL carrying the findings).
  std::function<void(const Subject&)> rapidcheck;
  /// For random properties: case `index` as a list of its numbers, and the
  /// check run on that case with its numbers replaced (shrinking).
  std::function<std::vector<double>(const Subject&, const rc::Random&)> numbers;
  std::function<void(const Subject&, const rc::Random&, const std::vector<double>&, Judge&)> run_numbers;
  /// For random properties: the check run on a case read from text, as
  /// describe() writes it (--input). Throws std::invalid_argument on text
  /// that is not such a case.
  std::function<void(const Subject&, const std::string&, Judge&)> run_text;
  /// For random properties: the cases near a case read from text, in its
  /// structural class (exact similarities, properties/nearby.h), as
  /// describe() writes them. Throws std::invalid_argument as run_text does.
  std::function<std::vector<std::string>(const std::string&)> nearby;
  /// For random properties: the structural class of case `index` with its
  /// numbers replaced (properties/structural_class.h; empty when its kind of
  /// case has none): the shrinker keeps a finding in its class.
  std::function<std::string(const Subject&, const rc::Random&, const std::vector<double>&)> structural_class;
  /// The picture of a case read from text (the HTML report).
  std::function<Scene(const std::string&)> scene;
  /// describe() of case `index` with its numbers replaced.
  std::function<std::string(const Subject&, const rc::Random&, const std::vector<double>&)> describe_numbers;
};

/// Every property of the suite, in the order they run.
const std::vector<Property>& properties();
/// The position of the property with this name, or -1.
int property_index(const std::string& name);

}  // namespace plumb
