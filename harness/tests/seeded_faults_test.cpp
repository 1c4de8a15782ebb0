// The suite's power, measured: every seeded fault must be caught. The test
// prints which properties caught each fault and after how many cases.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <tuple>

#include "properties/sanitizer_build.h"
#include "properties/seeded_faults.h"
#include "subject/declarations.h"
#include "harness/runner.h"

namespace plumb {

// gtest prints parameters in test names and failures: a name, not 736 bytes.
void PrintTo(const SeededFault& f, std::ostream* os) { *os << f.name; }

namespace {

class SeededFaultTest : public testing::TestWithParam<SeededFault> {};

TEST_P(SeededFaultTest, IsCaughtByTheSuite) {
  const SeededFault& fault = GetParam();
  // Under the sanitizers, one fault in eight, spread over the families.
  const auto& all = seeded_faults();
  const auto index = std::find_if(all.begin(), all.end(), [&](const SeededFault& f) { return f.name == fault.name; });
  if (testing_support::sampled() && (index - all.begin()) % 8 != 0) GTEST_SKIP() << testing_support::kPowerSampled;
  RunOptions options;
  options.seed = 20261130;
  options.cases = 300;
  options.stop_each_property_at_first_failure = true;
  const Report r = run_suite(fault.subject, options);
  int caught = 0;
  std::cout << fault.name << " (" << fault.bug << "):\n";
  for (const PropertyResult& p : r.properties) {
    if (p.first_failure < 0) continue;
    ++caught;
    std::cout << "  caught by '" << p.name << "' after " << p.first_failure + 1 << " cases\n";
  }
  EXPECT_GT(caught, 0) << fault.name << " escaped every property";
  ASSERT_FALSE(r.findings.empty());
  std::cout << "  first finding: " << r.findings.front().kernel << ": " << r.findings.front().what << "\n";
}

INSTANTIATE_TEST_SUITE_P(All, SeededFaultTest, testing::ValuesIn(seeded_faults()),
                         [](const testing::TestParamInfo<SeededFault>& param_info) {
                           std::string name;
                           for (char c : param_info.param.name) name += (c == '-') ? '_' : c;
                           return name;
                         });

// Under each domain preset and a realistic rounding allowance -- the
// declarations a library's maintainer makes -- every seeded fault is still a
// fault: a logic bug is never excused as rounding, and the generators reach
// it inside every domain. The finding must be a fault group, not a count.
class SeededFaultUnderDomainTest : public testing::TestWithParam<std::tuple<std::string, SeededFault>> {};

TEST_P(SeededFaultUnderDomainTest, IsAFaultGroup) {
  const auto& [preset, fault] = GetParam();
  if (testing_support::sampled() && fault.name != seeded_faults().front().name)
    GTEST_SKIP() << testing_support::kPowerSampled;
  Subject s = fault.subject;
  s.declared.domain = Domain::preset(preset);
  s.declared.every = rounding_contract();
  RunOptions options;
  options.cases = 1000;
  options.shrink_groups = 0;
  const Report r = run_suite(s, options);
  ASSERT_FALSE(r.groups.empty()) << fault.name << " (" << fault.bug << ") escaped under " << preset;
  std::cout << fault.name << " under " << preset << ": first group " << r.groups.front().key << "\n";
}

INSTANTIATE_TEST_SUITE_P(Presets, SeededFaultUnderDomainTest,
                         testing::Combine(testing::Values("game-metres", "game-metres-float", "gis-projected"),
                                          testing::ValuesIn(seeded_faults())),
                         [](const auto& test) {  // not `info`: gtest's macro names its parameter so
                           std::string name = std::get<0>(test.param) + "_" + std::get<1>(test.param).name;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// ... and the same run of Plumb's own kernels has no group, so each group
// above is the seeded bug's.
class PlumbUnderDomainTest : public testing::TestWithParam<std::string> {};

TEST_P(PlumbUnderDomainTest, HasNoGroup) {
  if (testing_support::sampled() && GetParam() != "game-metres") GTEST_SKIP() << testing_support::kPowerSampled;
  Subject s = plumb_subject();
  s.declared.domain = Domain::preset(GetParam());
  s.declared.every = rounding_contract();
  RunOptions options;
  options.cases = 1000;
  options.shrink_groups = 0;
  const Report r = run_suite(s, options);
  for (const Group& g : r.groups) ADD_FAILURE() << g.key << ": " << g.first.what << "\n  " << g.first.input;
}

INSTANTIATE_TEST_SUITE_P(Presets, PlumbUnderDomainTest,
                         testing::Values("game-metres", "game-metres-float", "gis-projected"),
                         [](const auto& test) {
                           std::string name = test.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// Plumb's own subject, run the same way, must not be "caught".
TEST(SeededFaultBaseline, PlumbKernelsPassTheSameRun) {
  RunOptions options;
  options.seed = 20261130;
  options.cases = 300;
  const Report r = run_suite(plumb_subject(), options);
  for (const Finding& f : r.findings) ADD_FAILURE() << f.property << ": " << f.kernel << ": " << f.what << "\n  " << f.input;
  EXPECT_TRUE(r.passed());
}

}  // namespace
}  // namespace plumb
