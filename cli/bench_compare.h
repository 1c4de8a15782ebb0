// plumb bench: comparing a run of the benchmark suites with a stored baseline.
//
// Both are Google Benchmark JSON (--benchmark_out) run with repetitions. For
// each benchmark the per-repetition times (ns per item when the benchmark
// reports items, else real time in ns) of the two runs are compared with a
// two-sided Mann–Whitney U test, as Google Benchmark's tools/compare.py does
// (Debian's package does not ship that script). A benchmark is a regression
// when it is significantly slower (p < alpha) AND its median time grew by
// more than the threshold: significance alone flags tiny real changes,
// the threshold alone flags noise.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace plumb::cli {

struct BenchSamples {
  std::vector<double> ns;                  // one per repetition
  std::map<std::string, double> counters;  // user counters of the first repetition (e.g. exact_fraction)
  bool per_item = false;                   // ns per item (items_per_second) rather than per iteration
};

/// Parses Google Benchmark's JSON output. It writes NaN and inf as bare words
/// (e.g. the coefficient of variation of a counter that is always 0), which
/// is not JSON: those values are read as null. Throws nlohmann::json::exception
/// on anything else that is not JSON.
nlohmann::json parse_benchmark_text(const std::string& text);

/// Benchmarks by name from Google Benchmark JSON; aggregate rows (mean,
/// median, stddev) are skipped, repetitions collected. Throws
/// std::runtime_error if the JSON has no "benchmarks" array.
std::map<std::string, BenchSamples> read_benchmark_json(const nlohmann::json& j);

double median(std::vector<double> v);

/// Two-sided p-value of the Mann–Whitney U test that a and b come from the
/// same distribution: exact (by counting) for small samples without ties,
/// else the normal approximation with tie and continuity corrections.
double mann_whitney_p(const std::vector<double>& a, const std::vector<double>& b);

enum class Verdict { same, faster, slower_within_threshold, regression, too_few_repetitions, only_in_baseline, new_benchmark };
const char* verdict_name(Verdict v);

struct Comparison {
  std::string name;
  double baseline_ns = 0, current_ns = 0;  // medians
  double ratio = 0;                        // current / baseline
  double p = 1;
  Verdict verdict = Verdict::same;
};

struct CompareOptions {
  double threshold = 0.10;  // a regression must be more than 10% slower...
  double alpha = 0.05;      // ...and significant at this level
  int min_repetitions = 5;  // fewer cannot reach significance reliably
};

std::vector<Comparison> compare_runs(const std::map<std::string, BenchSamples>& baseline,
                                     const std::map<std::string, BenchSamples>& current, const CompareOptions& o);

}  // namespace plumb::cli
