// The regression gate of `plumb bench`: the Mann–Whitney U test against
// values worked by hand, and the verdicts on recorded Google Benchmark JSON
// (cli/testdata/bench/): a run with a deliberately slowed kernel is flagged,
// a second ordinary run is not.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "cli/bench_compare.h"

namespace plumb::cli {
namespace {

TEST(MannWhitney, ExactTailsForSmallSamplesWithoutTies) {
  // Complete separation of 5 and 5: 2 of the C(10,5) = 252 orderings are as extreme.
  EXPECT_NEAR(mann_whitney_p({1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}), 2.0 / 252, 1e-12);
  EXPECT_NEAR(mann_whitney_p({6, 7, 8, 9, 10}, {1, 2, 3, 4, 5}), 2.0 / 252, 1e-12);
  // Interleaved 3 and 3: U = 3; P(U <= 3) = 7/20, so p = 0.7.
  EXPECT_NEAR(mann_whitney_p({1, 3, 5}, {2, 4, 6}), 0.7, 1e-12);
}

TEST(MannWhitney, NormalApproximationWithTies) {
  // Ranks 3 and 8 (five ties each): U = 0, sigma^2 = 25/12 (11 - 240/90), z = 12/sigma.
  const double sigma = std::sqrt(25.0 / 12.0 * (11.0 - 240.0 / 90.0));
  const double z = 12.0 / sigma;
  EXPECT_NEAR(mann_whitney_p({1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}), std::erfc(z / std::sqrt(2.0)), 1e-9);
  EXPECT_DOUBLE_EQ(mann_whitney_p({4, 4, 4}, {4, 4, 4}), 1.0);
}

std::map<std::string, BenchSamples> samples(std::vector<double> ns) {
  BenchSamples s;
  s.ns = std::move(ns);
  return {{"BM_x", s}};
}

TEST(BenchCompare, VerdictNeedsBothSignificanceAndTheThreshold) {
  const auto base = samples({10, 10.1, 10.2, 9.9, 10.05, 9.95, 10.15});
  const auto slow = samples({12, 12.1, 12.2, 11.9, 12.05, 11.95, 12.15});   // 20% slower, significant
  const auto bit = samples({10.3, 10.4, 10.5, 10.35, 10.45, 10.32, 10.42});  // ~4% slower, significant
  const auto noisy = samples({8, 13, 9, 12, 10, 11, 10.1});                 // no significant change
  const CompareOptions o;
  EXPECT_EQ(compare_runs(base, slow, o)[0].verdict, Verdict::regression);
  EXPECT_EQ(compare_runs(base, bit, o)[0].verdict, Verdict::slower_within_threshold);
  EXPECT_EQ(compare_runs(base, noisy, o)[0].verdict, Verdict::same);
  EXPECT_EQ(compare_runs(slow, base, o)[0].verdict, Verdict::faster);
  EXPECT_EQ(compare_runs(base, samples({12, 12.1}), o)[0].verdict, Verdict::too_few_repetitions);
}

TEST(BenchCompare, ReadsRepetitionsPerItemAndSkipsAggregates) {
  const nlohmann::json j = nlohmann::json::parse(R"({"benchmarks": [
    {"name": "BM_a/r", "run_name": "BM_a", "run_type": "iteration", "real_time": 5, "time_unit": "us", "exact_fraction": 0.25},
    {"name": "BM_a/r", "run_name": "BM_a", "run_type": "iteration", "real_time": 7, "time_unit": "us"},
    {"name": "BM_a_mean", "run_name": "BM_a", "run_type": "aggregate", "real_time": 6, "time_unit": "us"},
    {"name": "BM_b", "run_name": "BM_b", "run_type": "iteration", "real_time": 1000, "items_per_second": 4e8}]})");
  const auto run = read_benchmark_json(j);
  ASSERT_EQ(run.size(), 2u);
  EXPECT_EQ(run.at("BM_a").ns, (std::vector<double>{5000, 7000}));
  EXPECT_DOUBLE_EQ(run.at("BM_a").counters.at("exact_fraction"), 0.25);
  EXPECT_TRUE(run.at("BM_b").per_item);
  EXPECT_DOUBLE_EQ(run.at("BM_b").ns[0], 2.5);
  EXPECT_THROW(read_benchmark_json(nlohmann::json::object()), std::runtime_error);
}

std::map<std::string, BenchSamples> recorded(const std::string& name) {
  std::ifstream in(std::string(PLUMB_BENCH_TESTDATA) + "/" + name);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return read_benchmark_json(parse_benchmark_text(text));
}

Verdict verdict_of(const std::vector<Comparison>& rows, const std::string& name) {
  for (const Comparison& c : rows)
    if (c.name == name) return c.verdict;
  ADD_FAILURE() << "no row " << name;
  return Verdict::same;
}

TEST(BenchCompare, FlagsTheDeliberatelySlowedKernelInRecordedRuns) {
  const auto base = recorded("base.json"), slowed = recorded("slowed.json");
  ASSERT_EQ(base.size(), 4u);
  EXPECT_EQ(base.at("orientation/plumb/uniform").ns.size(), 9u);
  const auto rows = compare_runs(base, slowed, CompareOptions{});
  EXPECT_EQ(verdict_of(rows, "orientation/plumb/uniform"), Verdict::regression);
  EXPECT_EQ(verdict_of(rows, "orientation/plumb/nearly_degenerate"), Verdict::regression);
  EXPECT_NE(verdict_of(rows, "orientation/naive/uniform"), Verdict::regression);
  EXPECT_NE(verdict_of(rows, "orientation/naive/nearly_degenerate"), Verdict::regression);
}

TEST(BenchCompare, FlagsNothingInASecondOrdinaryRecordedRun) {
  const auto rows = compare_runs(recorded("base.json"), recorded("again.json"), CompareOptions{});
  ASSERT_EQ(rows.size(), 4u);
  for (const Comparison& c : rows) EXPECT_NE(c.verdict, Verdict::regression) << c.name << " ratio " << c.ratio;
}

TEST(BenchCompare, ReadsGoogleBenchmarksBareNaN) {
  const nlohmann::json j = parse_benchmark_text(R"({"benchmarks": [{"name": "x", "cv": NaN, "y": -inf}]})");
  EXPECT_TRUE(j["benchmarks"][0]["cv"].is_null());
  EXPECT_TRUE(j["benchmarks"][0]["y"].is_null());
  EXPECT_THROW(parse_benchmark_text("{\"a\": NaNa}"), nlohmann::json::exception);
}

}  // namespace
}  // namespace plumb::cli
