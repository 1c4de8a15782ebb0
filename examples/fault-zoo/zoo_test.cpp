// The fault zoo as a test: for every entry, over four seeds, the buggy
// kernel's first fault group (report order) is its own fault, in its member,
// and the careful twin answers that group's representative correctly; the
// careful twin shows no fault group at all.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <string>

#include <plumb/harness.h>

#include "examples/fault-zoo/zoo.h"

namespace zoo {

// gtest prints parameters in test names and failures: the entry's name.
void PrintTo(const Entry& e, std::ostream* os) { *os << e.name; }

namespace {

constexpr std::uint64_t kSeeds[] = {20261130, 1, 7, 424242};

plumb::RunOptions options(std::uint64_t seed) {
  plumb::RunOptions o;
  o.seed = seed;
  o.cases = 1000;  // one block per property: the zoo runs in minutes on one core
  o.jobs = 1;
  o.shrink_groups = 1;       // the first group's representative, shrunk
  o.reference_rate = false;  // a warning, never a group: not what is asserted
  return o;
}

std::string summary(const plumb::Report& r) {
  std::string s;
  for (const auto& g : r.groups)
    s += "  " + g.key + " (" + std::to_string(g.count) + ") [" + g.first.property + "#" +
         std::to_string(g.first.case_index) + "] " + g.first.input + "\n      subject: " + g.first.fast +
         "\n      exact:   " + g.first.exact + "\n";
  return s;
}

// The twin's report on one case of a property: by index, or read from text.
plumb::Report replay(const plumb::Subject& s, std::uint64_t seed, const plumb::Finding& f, bool as_text) {
  plumb::RunOptions o = options(seed);
  o.only = f.property;
  o.shrink_groups = 0;
  if (as_text) o.input = f.input;
  else o.single_case = f.case_index;
  return plumb::run_suite(s, o);
}

class FaultZoo : public testing::TestWithParam<Entry> {};

TEST_P(FaultZoo, FirstGroupIsTheFaultAndTheTwinIsClean) {
  const Entry& e = GetParam();
  int twin_flagged = 0, escaped = 0;
  for (const std::uint64_t seed : kSeeds) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const plumb::Report bug = plumb::run_suite(e.buggy, options(seed));
    const plumb::Report twin = plumb::run_suite(e.twin, options(seed));
    const std::string first = bug.groups.empty() ? "(none)" : bug.groups.front().key;
    std::cout << "zoo-row | " << e.name << " | " << seed << " | " << first << " | "
              << (bug.groups.empty() ? "" : bug.groups.front().diagnosis) << " | " << bug.groups.size()
              << " groups | twin " << twin.groups.size() << " groups\n";
    twin_flagged += !twin.groups.empty();
    escaped += bug.groups.empty();
    if (e.known != Known::twin_flagged) {
      EXPECT_TRUE(twin.groups.empty()) << "the careful twin of " << e.name << ":\n" << summary(twin);
    } else if (!twin.groups.empty()) {
      std::cout << "  known finding, the twin's groups:\n" << summary(twin);
    }
    if (e.known == Known::escapes) continue;
    ASSERT_FALSE(bug.groups.empty()) << e.name << " escaped";
    const plumb::Group& g = bug.groups.front();
    EXPECT_EQ(g.first.kernel, e.member) << summary(bug);
    EXPECT_TRUE(std::find(e.expected.begin(), e.expected.end(), g.key) != e.expected.end())
        << "first group " << g.key << ", expected " << e.expected.front() << "\n" << summary(bug);
    if (e.known == Known::twin_flagged) continue;  // the representative may be one of the twin's cases
    // The twin answers the representative right: the case itself, and its shrunk form.
    EXPECT_TRUE(replay(e.twin, seed, g.first, false).groups.empty()) << "twin on " << g.first.input;
    if (g.shrunk) {
      EXPECT_TRUE(replay(e.twin, seed, *g.shrunk, true).groups.empty()) << "twin on " << g.shrunk->input;
    }
  }
  // A known finding still shows (else the mark goes, and the entry is held to the rule).
  if (e.known == Known::escapes) {
    EXPECT_EQ(escaped, int(std::size(kSeeds))) << "found now: remove the mark";
  }
  if (e.known == Known::twin_flagged) {
    EXPECT_GT(twin_flagged, 0) << "the twin is clean now: remove the mark";
  }
}

INSTANTIATE_TEST_SUITE_P(Entries, FaultZoo, testing::ValuesIn(entries()),
                         [](const testing::TestParamInfo<Entry>& param_info) {  // not `info`: gtest's macro uses it
                           std::string name;
                           for (char c : param_info.param.name) name += c == '-' ? '_' : c;
                           return name;
                         });

TEST(FaultZooEntries, AtLeastThirtyDistinctFaults) {
  EXPECT_GE(entries().size(), 30u);
  for (const Entry& e : entries()) {
    EXPECT_NE(e.id, Fault::none) << e.name;
    EXPECT_FALSE(e.source.empty()) << e.name;
    EXPECT_FALSE(plumb::provided_members(e.buggy).empty()) << e.name;
    EXPECT_EQ(plumb::provided_members(e.buggy), plumb::provided_members(e.twin)) << e.name;
  }
}

}  // namespace
}  // namespace zoo
