// A user's bench (bench/user.h): the names registered per kernel and input
// class, the errors, and the `wrong` counter of a user's kernel (a count of
// decisions, never a time: timings are not asserted).
#include "bench/user.h"

#include <benchmark/benchmark.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/inputs.h"
#include "kernels/crossing.h"
#include "kernels/orientation.h"

namespace plumb::bench {
namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// The closed segment test with its collinear case lost (the bug of
// examples/user-project/engine): collinear segments with a gap "meet".
bool no_collinear_case(const Segment& s, const Segment& t) {
  const int s1 = orientation(s.a, s.b, t.a), s2 = orientation(s.a, s.b, t.b);
  const int s3 = orientation(t.a, t.b, s.a), s4 = orientation(t.a, t.b, s.b);
  return s1 * s2 <= 0 && s3 * s4 <= 0;
}

TEST(UserBench, OneMemberGivesItsPlumbNaiveAndUserRowsOnEveryClass) {
  Subject s;
  s.name = "names_test";
  s.segments_intersect = no_collinear_case;
  s.projection_t = [](const Segment&, Vec2) { return std::optional<double>(0.0); };  // not benchmarked
  const UserBenchRegistration r = register_subject(s);
  EXPECT_EQ(r.implementation, "names_test");
  EXPECT_EQ(r.kernels, std::vector<std::string>{"segments_intersect"});
  EXPECT_EQ(r.not_benchmarked, std::vector<std::string>{"projection_t"});
  std::vector<std::string> expected;
  for (const InputClass c : kInputClasses)
    for (const char* impl : {"plumb", "naive", "names_test"})
      expected.push_back(std::string("segments_intersect/") + impl + "/" + name(c));
  std::vector<std::string> got = r.benchmarks;
  std::sort(expected.begin(), expected.end());
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, expected);
}

TEST(UserBench, BatchFormsHaveEveryBatchSize) {
  Subject s;
  s.name = "batch_test";
  s.closest_point = [](const Segment& seg, Vec2, Kind) { return ClosestPoint{0.0, seg.a}; };
  const UserBenchRegistration r = register_subject(s);
  EXPECT_EQ(r.kernels, (std::vector<std::string>{"closest_point", "closest_point_batch"}));
  for (const InputClass c : kInputClasses) {
    EXPECT_TRUE(contains(r.benchmarks, "closest_point/batch_test/" + name(c)));
    for (const std::size_t n : kBatchSizes)
      for (const char* impl : {"plumb", "naive", "batch_test"})
        EXPECT_TRUE(contains(r.benchmarks, std::string("closest_point_batch/") + impl + "/" + name(c) + "/" +
                                               std::to_string(n)));
  }
  EXPECT_EQ(r.benchmarks.size(), 3 * kInputClasses.size() * (1 + kBatchSizes.size()));
}

TEST(UserBench, EveryBenchmarkedMemberOfPlumbsSubjectIsRegistered) {
  const UserBenchRegistration r = register_subject(plumb_subject(), "plumb_as_user");
  const std::vector<std::string>& members = benchmarked_members();
  EXPECT_GE(members.size(), 15u);
  for (const std::string& m : members) EXPECT_TRUE(contains(r.kernels, m)) << m;
  for (const std::string& m : r.not_benchmarked) EXPECT_FALSE(contains(members, m)) << m;
}

TEST(UserBench, BadNamesAndEmptySubjectsAreRefused) {
  Subject s;
  s.segments_intersect = no_collinear_case;
  for (const char* bad : {"plumb", "naive", "oracle", "my/engine", "my engine"})
    EXPECT_THROW(register_subject(s, bad), std::invalid_argument) << bad;
  Subject none;
  none.name = "nothing";
  none.projection_t = [](const Segment&, Vec2) { return std::optional<double>(); };
  try {
    register_subject(none);
    ADD_FAILURE() << "a subject with nothing to time was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("segments_intersect"), std::string::npos) << e.what();
  }
}

// Collects the counters of every run.
class Collect : public benchmark::BenchmarkReporter {
 public:
  bool ReportContext(const Context&) override { return true; }
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& r : runs) counters[r.benchmark_name()] = r.counters;
  }
  std::map<std::string, benchmark::UserCounters> counters;
};

TEST(UserBench, WrongCountsTheUsersDecisionsThatDifferFromPlumbs) {
  Subject buggy;
  buggy.name = "buggy";
  buggy.segments_intersect = no_collinear_case;
  Subject exact;
  exact.name = "exact";
  exact.segments_intersect = [](const Segment& a, const Segment& b) { return segments_intersect(a, b); };
  register_subject(buggy);
  register_subject(exact);
  Collect collect;
  benchmark::RunSpecifiedBenchmarks(&collect, "^segments_intersect/(buggy|exact|plumb|naive)/exactly_degenerate$");
  ASSERT_TRUE(collect.counters.count("segments_intersect/buggy/exactly_degenerate"));
  ASSERT_TRUE(collect.counters.count("segments_intersect/exact/exactly_degenerate"));
  // Collinear pairs with a gap are part of the exactly degenerate class.
  EXPECT_GT(collect.counters["segments_intersect/buggy/exactly_degenerate"]["wrong"].value, 0.0);
  EXPECT_EQ(collect.counters["segments_intersect/exact/exactly_degenerate"]["wrong"].value, 0.0);
  EXPECT_TRUE(collect.counters["segments_intersect/plumb/exactly_degenerate"].count("exact_fraction"));
  EXPECT_TRUE(collect.counters["segments_intersect/naive/exactly_degenerate"].count("naive_wrong"));
}

}  // namespace
}  // namespace plumb::bench

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  // One short measurement per benchmark: only counters are asserted.
  char program[] = "user_bench_test", min_time[] = "--benchmark_min_time=0.001";
  char* args[] = {program, min_time, nullptr};
  int count = 2;
  benchmark::Initialize(&count, args);
  return RUN_ALL_TESTS();
}
