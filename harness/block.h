// Plumb harness: a block of cases -- the unit of work of the runner, of a
// worker process and of a shard -- and what running it produced.
#pragma once

#include <atomic>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "judge/judge.h"
#include "subject/subject.h"
#include "harness/runner.h"

namespace plumb {

/// Cases [first, last) of one property, with the members left out of it
/// (a member that crashed too often earlier in the same block).
struct Block {
  int property = 0;
  long first = 0;
  long last = 0;
  std::set<std::string> disabled;
  std::map<std::string, int> crashes;  // per member, earlier in this block
  std::string input;                   // a case given as text (RunOptions::input) instead of drawn ones
};

/// Everything a block's cases produced, to be merged in block order.
struct BlockResult {
  int property = 0;
  long first = 0;
  long cases = 0;
  long failing_cases = 0;
  long first_failure = -1;
  long checks = 0;
  std::map<std::string, long> labels;
  std::map<std::string, KernelStats> stats;
  std::map<std::string, Judge::GroupSeen> groups;
  std::vector<Finding> findings;
};

/// What a worker writes while it runs, so the runner can tell which case and
/// which member a crash or a hang happened in (shared memory, written before
/// every case and around every call of the subject).
// Lock-free atomics: they work between processes sharing the memory.
struct Breadcrumb {
  std::atomic<long> case_index{-1};
  std::atomic<long> progress{0};  // bumped at every case and every call
  std::atomic<int> in_subject{0};
  char member[64] = {};
};
static_assert(std::atomic<long>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

/// The subject with every member wrapped: each call records its name in the
/// breadcrumb (when given) and turns any exception into a SubjectError naming
/// the member; members in `disabled` are left empty (skipped).
Subject instrument(const Subject& s, Breadcrumb* crumb, const std::set<std::string>& disabled);

/// Runs a block in this process with an already instrumented subject.
BlockResult run_block(const Subject& s, const Block& b, const RunOptions& o, Breadcrumb* crumb);

/// A block result holding one crash (or hang) of `member` at case `index`.
BlockResult crash_result(const Subject& s, int property, long index, const std::string& member,
                         const std::string& kind, const std::string& message, const RunOptions& o);

nlohmann::json to_json(const BlockResult& r);
BlockResult block_result_from_json(const nlohmann::json& j);

/// Findings kept per property in a report (every group keeps its first anyway).
inline constexpr std::size_t kFindingsPerProperty = 20;

}  // namespace plumb
