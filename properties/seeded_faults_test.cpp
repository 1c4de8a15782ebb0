// The suite's power, measured: every seeded fault must be caught. The test
// prints which properties caught each fault and after how many cases.
#include <gtest/gtest.h>

#include <iostream>

#include "properties/seeded_faults.h"
#include "properties/suite.h"

namespace plumb {

// gtest prints parameters in test names and failures: a name, not 736 bytes.
void PrintTo(const SeededFault& f, std::ostream* os) { *os << f.name; }

namespace {

class SeededFaultTest : public testing::TestWithParam<SeededFault> {};

TEST_P(SeededFaultTest, IsCaughtByTheSuite) {
  const SeededFault& fault = GetParam();
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
