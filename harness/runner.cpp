#include "harness/runner.h"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <stdexcept>
#include <thread>

#include "harness/block.h"
#include "harness/diagnosis.h"
#include "harness/isolation.h"
#include "harness/shrink.h"
#include "judge/serialize.h"

namespace plumb {
namespace {

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ull;
  return h;
}


}  // namespace

bool Report::passed() const {
  for (const auto& p : properties)
    if (p.failing_cases > 0) return false;
  return true;
}

bool Report::new_faults() const {
  for (const Group& g : groups)
    if (!g.known) return true;
  return false;
}

rc::Random case_random(std::uint64_t seed, const std::string& property, long index) {
  return rc::Random(rc::Random::Key{seed, fnv1a(property), std::uint64_t(index), 0x9e3779b97f4a7c15ull});
}

namespace {

// What a maintainer fixes first: a crash; then a decision wrong where
// rounding cannot explain it (exact input, a NaN or infinite answer); then
// everything else, the most frequent first.
int severity(const Group& g) {
  if (g.first.question == Question::crash) return 0;
  if (g.first.question == Question::decision && g.first.what.find("rounding cannot explain it") != std::string::npos)
    return 1;
  return 2;
}

}  // namespace

void order_groups(std::vector<Group>& groups) {
  std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
    if (severity(a) != severity(b)) return severity(a) < severity(b);
    if (a.count != b.count) return a.count > b.count;
    return a.key < b.key;
  });
}

void merge_causes(std::vector<Group>& groups) {
  for (std::size_t i = 0; i < groups.size(); ++i) {
    Group& a = groups[i];
    a.members.insert(a.first.kernel);
    for (std::size_t j = i + 1; j < groups.size();) {
      const Group& b = groups[j];
      std::size_t shared = 0;
      for (const std::string& c : b.cases) shared += a.cases.count(c);
      const std::size_t least = std::min(a.cases.size(), b.cases.size());
      if (least == 0 || b.first.question == Question::crash || 5 * shared < 4 * least) {
        ++j;
        continue;
      }
      a.related.emplace_back(b.key, b.count);
      a.members.insert(b.first.kernel);
      a.cases.insert(b.cases.begin(), b.cases.end());  // later groups may share the folded group's cases
      groups.erase(groups.begin() + std::ptrdiff_t(j));
    }
  }
}

namespace {

// The blocks of a run: every selected property cut into kBlockCases pieces,
// then every shard_count-th block from shard_index (a fixed cut, so shards
// and worker counts never change which cases are drawn).
std::vector<Block> plan(const RunOptions& o) {
  std::vector<Block> blocks;
  const auto& ps = properties();
  long serial = 0;
  for (int i = 0; i < int(ps.size()); ++i) {
    if (!o.only.empty() && ps[i].name != o.only) continue;
    const long count = ps[i].fixed_cases > 0 ? ps[i].fixed_cases : o.cases;
    if (!o.input.empty()) {
      blocks.push_back({i, 0, 1, {}, {}, o.input});
      continue;
    }
    if (o.single_case) {
      if (*o.single_case < count) blocks.push_back({i, *o.single_case, *o.single_case + 1, {}, {}, {}});
      continue;
    }
    for (long first = 0; first < count; first += kBlockCases, ++serial)
      if (serial % o.shard_count == o.shard_index) blocks.push_back({i, first, std::min(count, first + kBlockCases), {}, {}, {}});
  }
  return blocks;
}

// Merges block results in (property, first case) order into the report.
void merge(Report& report, std::vector<BlockResult> results, const RunOptions& o) {
  std::sort(results.begin(), results.end(), [](const BlockResult& a, const BlockResult& b) {
    return a.property != b.property ? a.property < b.property : a.first < b.first;
  });
  std::map<int, PropertyResult> by_property;
  std::map<int, std::size_t> kept;
  std::map<std::string, Group> groups;
  for (const BlockResult& r : results) {
    PropertyResult& p = by_property[r.property];
    p.name = properties()[r.property].name;
    if (o.stop_each_property_at_first_failure && p.first_failure >= 0) continue;
    p.cases += r.cases;
    p.failing_cases += r.failing_cases;
    p.checks += r.checks;
    if (p.first_failure < 0 && r.first_failure >= 0) p.first_failure = r.first_failure;
    for (const auto& [label, n] : r.labels) p.labels[label] += n;
    for (const auto& [kernel, st] : r.stats) merge_stats(report.kernels[kernel], st);
    for (const Finding& f : r.findings)
      if (kept[r.property]++ < kFindingsPerProperty) report.findings.push_back(f);
    for (const auto& [key, seen] : r.groups) {
      Group& g = groups[key];
      if (g.count == 0) g.key = key, g.first = seen.first;
      g.count += seen.count;
      for (const auto& [c, n] : seen.classes) g.classes[c] += n;
      for (const auto& [a, n] : seen.abouts) g.abouts[a] += n;
      g.worst_beyond = std::max(g.worst_beyond, seen.worst_beyond);
      g.cases.insert(seen.cases.begin(), seen.cases.end());
    }
  }
  // Every selected property appears, even one no block of this shard ran.
  const auto& ps = properties();
  for (int i = 0; i < int(ps.size()); ++i) {
    if (!o.only.empty() && ps[i].name != o.only) continue;
    PropertyResult& p = by_property[i];
    p.name = ps[i].name;
    report.properties.push_back(p);
  }
  for (auto& [key, g] : groups) report.groups.push_back(std::move(g));
  order_groups(report.groups);
  // A shard's groups stay apart: merge_reports folds them once the cases of
  // every shard are known, as the single run would.
  if (o.shard_count == 1) merge_causes(report.groups);
}

}  // namespace

Report run_suite(const Subject& subject, const RunOptions& options) {
  if (!options.only.empty() && property_index(options.only) < 0)
    throw std::invalid_argument("no property named '" + options.only + "'");
  if (!options.input.empty()) {
    if (options.only.empty()) throw std::invalid_argument("an input needs the property it is a case of");
    const Property& p = properties()[property_index(options.only)];
    if (!p.run_text) throw std::invalid_argument("'" + options.only + "' has fixed cases: it takes no input");
    Judge probe;
    p.run_text(Subject{}, options.input, probe);  // reads the case (an empty subject answers nothing)
  }
  if (options.shard_count < 1 || options.shard_index < 0 || options.shard_index >= options.shard_count)
    throw std::invalid_argument("shard " + std::to_string(options.shard_index) + " of " +
                                std::to_string(options.shard_count) + " does not exist");
  const auto start = std::chrono::steady_clock::now();
  Report report;
  report.subject = subject.name;
  report.description = subject.description;
  report.options = options;
  report.declared = subject.declared;
  report.provided = provided_members(subject);
  const std::vector<Block> blocks = plan(options);
  std::vector<BlockResult> results;
  if (options.isolate) {
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    report.workers = options.jobs > 0 ? options.jobs : cores;
    results = run_isolated(subject, blocks, options, report.workers);
  } else {
    const Subject wrapped = instrument(subject, nullptr, {});
    for (const Block& b : blocks) results.push_back(run_block(wrapped, b, options, nullptr));
  }
  merge(report, std::move(results), options);
  if (options.shrink_groups > 0 && options.input.empty()) shrink_groups(subject, report, options);
  if (options.diagnose_groups > 0 && options.shard_count == 1) diagnose_groups(subject, report, options);
  if (options.reference_rate && options.input.empty() && !options.single_case && options.shard_count == 1)
    report.rate_warnings = compare_rounding_with_reference(subject, report, options);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace plumb
