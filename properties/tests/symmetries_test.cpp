// check::symmetries takes the case's own answers once for all the
// transformations; it must judge exactly as check::symmetry called for each.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "properties/checks.h"
#include "properties/seeded_faults.h"
#include "properties/tests/judge_all.h"

namespace plumb {
namespace {

using check::Symmetry;

constexpr Symmetry kAll[] = {Symmetry::scaling, Symmetry::swap_xy, Symmetry::negate_x, Symmetry::reverse_first,
                             Symmetry::swap_segments};

// Grid pairs (parallel, collinear, touching by construction) and pairs of
// random doubles over many binades.
std::vector<PairCase> cases() {
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<int> small(-4, 4), exponent(-60, 60);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::vector<PairCase> out;
  for (int i = 0; i < 300; ++i) {
    auto g = [&] { return Vec2{double(small(rng)), double(small(rng))}; };
    out.push_back({{g(), g()}, {g(), g()}, "grid"});
    auto r = [&] { return Vec2{std::ldexp(unit(rng), exponent(rng)), std::ldexp(unit(rng), exponent(rng))}; };
    out.push_back({{r(), r()}, {r(), r()}, "random exponents"});
  }
  return out;
}

using test_support::Outcome;

template <class Run>
Outcome judge_all(const Subject& s, Run run) {
  return test_support::judge_all(s, cases(), "symmetry", run);
}

void expect_same_judgements(const Subject& s, const std::string& name, bool expect_findings) {
  const Outcome one_by_one = judge_all(s, [](const Subject& subject, const PairCase& c, Judge& j) {
    for (Symmetry y : kAll) check::symmetry(subject, c, y, j);
  });
  const Outcome together =
      judge_all(s, [](const Subject& subject, const PairCase& c, Judge& j) { check::symmetries(subject, c, kAll, j); });
  EXPECT_EQ(together.checks, one_by_one.checks) << name;
  EXPECT_EQ(together.failing_cases, one_by_one.failing_cases) << name;
  EXPECT_EQ(together.messages, one_by_one.messages) << name;
  EXPECT_GT(one_by_one.checks, 0) << name;
  if (expect_findings) {
    EXPECT_GT(one_by_one.failing_cases, 0) << name;
  }
}

TEST(Symmetries, PlumbsKernelsAreJudgedAsByEachSymmetry) { expect_same_judgements(plumb_subject(), "plumb", false); }

// Faults whose answers change under a symmetry: the shared snapshot must find
// the same cases with the same messages.
TEST(Symmetries, SeededFaultsAreFoundAsByEachSymmetry) {
  int with_findings = 0;
  for (const SeededFault& f : seeded_faults()) {
    if (f.fuzz_target != "crossing" && f.fuzz_target != "closest_point") continue;
    expect_same_judgements(f.subject, f.name, false);
    const Outcome o = judge_all(f.subject, [](const Subject& s, const PairCase& c, Judge& j) {
      check::symmetries(s, c, kAll, j);
    });
    if (o.failing_cases > 0) ++with_findings;
  }
  EXPECT_GT(with_findings, 0);  // the comparison above saw findings, not only passes
}

}  // namespace
}  // namespace plumb
