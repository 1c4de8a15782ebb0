// The line-sphere property can fail: the textbook quadratic formula
// (properties/naive/line_sphere.h: b^2 - ac in doubles, roots
// (-b -+ sqrt(b^2 - ac)) / a, whose nearer root cancels) is caught strictly,
// and the seeded fault line-sphere-disc-epsilon (|b^2 - ac| < 1e-6 read as a
// touch) strictly and under a game engine's declarations (game-metres, 64 u
// allowances) as well. Plumb's kernel shows no group in the same runs
// (properties_test.cpp runs it strictly with the suite's seed).
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "harness/runner.h"
#include "properties/naive/line_sphere.h"
#include "properties/seeded_faults.h"
#include "subject/declarations.h"

namespace plumb {
namespace {

const char* const kProperty = "oracle: lines against spheres";

Report run(Subject s, const std::string& property, bool declared) {
  if (declared) {
    s.declared.domain = Domain::preset("game-metres");
    s.declared.every = rounding_contract();
  }
  RunOptions o;
  o.seed = 20261130;
  o.cases = 2000;
  o.only = property;
  o.shrink_groups = 1;
  return run_suite(s, o);
}

void expect_caught(const Subject& s, bool declared) {
  const Report r = run(s, kProperty, declared);
  ASSERT_FALSE(r.groups.empty()) << s.name << " escaped '" << kProperty << "'" << (declared ? " under game-metres" : "");
  std::cout << s.name << (declared ? " (game-metres, 64 u)" : " (strict)") << ": " << r.groups.size()
            << " groups; first " << r.groups.front().key << " (" << r.groups.front().count << ")\n  "
            << r.groups.front().first.input << "\n";
}

TEST(LineSphereFaults, TheTextbookFormulaIsCaughtStrictly) {
  Subject s;
  s.name = "naive-line-sphere";
  s.line_sphere = [](const Ray3& line, const Sphere& sphere) { return naive::line_sphere(line, sphere); };
  expect_caught(s, false);
}

TEST(LineSphereFaults, TheSeededEpsilonIsCaughtStrictlyAndUnderGameMetres) {
  for (const SeededFault& f : seeded_faults())
    if (f.name == "line-sphere-disc-epsilon") {
      for (bool declared : {false, true}) expect_caught(f.subject, declared);
      return;
    }
  FAIL() << "no seeded fault line-sphere-disc-epsilon";
}

TEST(LineSphereFaults, PlumbsKernelShowsNoGroupInTheSameRuns) {
  for (const char* property : {kProperty, "non-finite input: line and sphere"})
    for (bool declared : {false, true}) {
      const Report r = run(plumb_subject(), property, declared);
      for (const Group& g : r.groups)
        ADD_FAILURE() << property << ": " << g.key << ": " << g.first.what << "\n  " << g.first.input;
    }
}

}  // namespace
}  // namespace plumb
