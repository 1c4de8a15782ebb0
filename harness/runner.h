// Plumb harness: the runner that `plumb check`, a user's ready main
// (cli/check_main.h), the seeded-fault tests and the GoogleTest suites share.
//
// The runner draws case i of property P from a random stream keyed by
// (seed, P, i), so `--seed S --property P --case i` replays exactly one case
// anywhere, and a run split into any number of workers or shards draws the
// same cases.
//
// The cases of a property are cut into fixed blocks (kBlockCases), whatever
// the number of workers; by default each block runs in a forked worker
// process (harness/isolation.h), so a subject that aborts, raises a
// signal or hangs becomes a finding and the run goes on, and blocks run on
// every core. Results are merged in block order, so the report for a seed is
// the same for any number of workers.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "judge/judge.h"
#include "properties/suite.h"
#include "harness/rounding_rate.h"
#include "subject/subject.h"

namespace plumb {

/// What to run. `plumb check` and a user's ready main start from these
/// defaults (seed 20261130, 20000 cases per random property, every core).
struct RunOptions {
  std::uint64_t seed = 20261130;
  long cases = 20000;               // per random property
  std::string only;                 // run just the property with this name
  std::optional<long> single_case;  // run just this case index
  bool stop_each_property_at_first_failure = false;
  /// Worker processes; 0 means one per core. Ignored when !isolate.
  int jobs = 0;
  /// Run blocks of cases in forked worker processes (crash and hang
  /// isolation). false: in this process, in order (a crash ends the run).
  bool isolate = true;
  /// A case still running after this many seconds is a hang: the worker is
  /// killed and the case reported.
  double case_timeout_seconds = 10.0;
  /// After this many crashes of one member within a block, the member is
  /// left out for the rest of the block (each crash restarts a worker).
  int crashes_per_block = 3;
  /// Run only the i-th of n shards (i in [0, n)): a disjoint slice of blocks.
  int shard_index = 0, shard_count = 1;
  /// With `only`: run the property once on this case, written as describe()
  /// writes it (a shrunk finding's replay), instead of drawing cases.
  std::string input;
  /// Shrink the representative of up to this many fault groups (0: none).
  int shrink_groups = 20;
  /// Match the first this many fault groups against the known bug patterns
  /// (harness/diagnosis.h; 0: none). Not in sharded runs.
  int diagnose_groups = 20;
  /// For a subject with a rounding allowance: compare each member's
  /// rounding-level rate with the naive formula's on the same cases and warn
  /// when it is far above (harness/rounding_rate.h). Not in sharded runs.
  bool reference_rate = true;
};

/// Cases per block: the unit of work of a worker and of a shard.
inline constexpr long kBlockCases = 1000;

struct PropertyResult {
  std::string name;
  long cases = 0;
  long failing_cases = 0;
  long first_failure = -1;  // case index, or -1
  long checks = 0;          // questions asked of the subject (0: it took no part)
  std::map<std::string, long> labels;  // generator classes seen
};

/// What a subject that behaves like an absolute epsilon answers around its
/// threshold: wrong while `quantity` is at most `wrong_up_to`, right from
/// `right_from` on (harness/diagnosis.h, estimate_threshold).
struct ThresholdEstimate {
  std::string quantity;  // e.g. "|e1 . (d x e2)|, the determinant"
  double wrong_up_to = 0.0;
  double right_from = 0.0;
};

/// Findings that share a cause: one member, one kind of question, one way of
/// being wrong (Finding::group()). `first` is the representative (the
/// earliest case); `shrunk`, when set, is its simplest form.
struct Group {
  std::string key;
  long count = 0;
  Finding first;
  std::optional<Finding> shrunk;
  std::map<std::string, long> classes;
  std::map<std::string, long> abouts;
  double worst_beyond = 0.0;
  bool known = false;  // in the baseline given with --baseline
  /// Every member this cause was seen in (a cause can span members: a missing
  /// clamp breaks closest_point and the distances built on it in the same cases).
  std::set<std::string> members;
  /// Which cases failed this way (a sample, "property#case").
  std::set<std::string> cases;
  /// Other groups folded into this one because they fail on the same cases:
  /// their keys and counts (merge_causes).
  std::vector<std::pair<std::string, long>> related;
  /// The known bug pattern the subject's answers match on the representative
  /// and nearby inputs (a seeded fault's name, properties/seeded_faults.h),
  /// or empty when none matched; its one-line fix and where the seeds explain it.
  std::string diagnosis, diagnosis_fix, diagnosis_source;
  /// Whether matching ran on this group (a group it ran on with an empty
  /// diagnosis matched no known pattern).
  bool diagnosed = false;
  /// For a pattern that is an absolute threshold: the threshold the subject
  /// behaves as if it had.
  std::optional<ThresholdEstimate> threshold;
};

struct Report {
  std::string subject;
  std::string description;
  RunOptions options;
  Declarations declared;
  std::vector<PropertyResult> properties;
  std::map<std::string, KernelStats> kernels;
  std::vector<Finding> findings;  // the first few per property
  std::vector<Group> groups;      // every group, faults first (see order_groups)
  std::vector<std::string> provided;  // the members the subject provides
  /// Members whose rounding-level rate is far above the naive formula's
  /// (warnings: they do not fail the run).
  std::vector<RateWarning> rate_warnings;
  double seconds = 0;
  int workers = 1;
  bool passed() const;
  /// Whether a group not in the baseline was found (with no baseline: any).
  bool new_faults() const;
};

/// The random stream for case `index` of `property` under `seed`.
rc::Random case_random(std::uint64_t seed, const std::string& property, long index);

/// Runs the suite (or the part RunOptions selects) against a subject.
/// Throws std::invalid_argument when `only` names no property or the shard
/// is out of range.
Report run_suite(const Subject& subject, const RunOptions& options);

/// Sorts groups by severity: crashes first, then decisions wrong where
/// rounding cannot explain them (exact input, a NaN or infinite answer),
/// then the rest; within each, most findings first, then by key
/// (deterministic).
void order_groups(std::vector<Group>& groups);

/// Folds groups that fail on the same cases into one per cause: a group
/// whose sampled cases are at least 80% among an earlier group's is added to
/// that group's `related` and `members` (groups in order_groups' order).
void merge_causes(std::vector<Group>& groups);


}  // namespace plumb
