// A baseline round trip: the groups a team accepts are written, read back,
// and a later run fails only on a group that is not among them.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

#include "report/baseline.h"
#include "properties/seeded_faults.h"
#include "harness/runner.h"

namespace {

using namespace plumb;

Report run(const std::string& fault) {
  RunOptions o;
  o.cases = 300;
  o.shrink_groups = 0;
  for (const SeededFault& f : seeded_faults())
    if (f.name == fault) return run_suite(f.subject, o);
  throw std::logic_error("no seeded fault " + fault);
}

std::string temp_path(const std::string& stem) { return testing::TempDir() + stem + std::to_string(getpid()); }

TEST(Baseline, AWrittenBaselineKnowsEveryGroupOfItsRun) {
  Report r = run("no-clamp");
  ASSERT_FALSE(r.groups.empty());
  EXPECT_TRUE(r.new_faults());
  const std::string path = temp_path("baseline-no-clamp");
  write_baseline(path, r);
  apply_baseline(r, read_baseline(path));
  EXPECT_FALSE(r.new_faults());
  for (const Group& g : r.groups) EXPECT_TRUE(g.known) << g.key;
  std::remove(path.c_str());
}

TEST(Baseline, AGroupNotInTheBaselineIsNew) {
  const std::string path = temp_path("baseline-clamp-only");
  write_baseline(path, run("no-clamp"));
  Report other = run("no-collinear-case");
  apply_baseline(other, read_baseline(path));
  EXPECT_TRUE(other.new_faults());
  bool some_new = false;
  for (const Group& g : other.groups) some_new = some_new || !g.known;
  EXPECT_TRUE(some_new);
  std::remove(path.c_str());
}

TEST(Baseline, AFileThatIsNotABaselineIsRefused) {
  const std::string path = temp_path("not-a-baseline");
  std::ofstream(path) << R"({"benchmarks": []})";
  EXPECT_THROW(read_baseline(path), std::runtime_error);
  EXPECT_THROW(read_baseline(path + "-missing"), std::runtime_error);
  std::remove(path.c_str());
}

}  // namespace
