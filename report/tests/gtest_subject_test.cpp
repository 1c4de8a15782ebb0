// The verdict of a registered property test: a fault group fails it unless
// the baseline knows the group; a known group passes with a note; a missing
// baseline file stops registration.
#include <gtest/gtest.h>

#include <stdexcept>

#include "harness/runner.h"
#include "properties/seeded_faults.h"
#include "report/gtest_subject.h"

namespace {

using namespace plumb;

Report no_clamp_run() {
  RunOptions o;
  o.cases = 300;
  o.shrink_groups = 0;
  o.isolate = false;
  o.only = "oracle: point and segment";
  for (const SeededFault& f : seeded_faults())
    if (f.name == "no-clamp") return run_suite(f.subject, o);
  throw std::logic_error("no seeded fault no-clamp");
}

TEST(PropertyVerdict, AGroupOutsideTheBaselineFails) {
  const Report r = no_clamp_run();
  ASSERT_FALSE(r.groups.empty());
  const PropertyVerdict v = property_verdict(r, {}, "./engine_check");
  EXPECT_TRUE(v.failed);
  EXPECT_NE(v.message.find("not in the baseline"), std::string::npos) << v.message;
  EXPECT_NE(v.message.find("./engine_check"), std::string::npos) << "the replay line names the program";
}

TEST(PropertyVerdict, GroupsInTheBaselinePass) {
  const Report r = no_clamp_run();
  std::set<std::string> known;
  for (const Group& g : r.groups) known.insert(g.key);
  const PropertyVerdict v = property_verdict(r, known, "");
  EXPECT_FALSE(v.failed) << v.message;
  EXPECT_NE(v.message.find("all in the baseline"), std::string::npos) << v.message;
  // One group fewer in the baseline: failed again.
  known.erase(known.begin());
  EXPECT_TRUE(property_verdict(r, known, "").failed);
}

TEST(PropertyVerdict, AMissingBaselineStopsRegistration) {
  EXPECT_THROW(register_subject_tests(Subject{}, {}, "", "/nonexistent/baseline.json"), std::runtime_error);
}

}  // namespace
