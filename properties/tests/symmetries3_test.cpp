// check::symmetries3 takes the 3D pair's own answers once for all the
// transformations; it must judge exactly as check::symmetry3 called for each.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "properties/checks3d.h"
#include "properties/seeded_faults.h"
#include "properties/tests/judge_all.h"

namespace plumb {
namespace {

using check::Symmetry3;

constexpr Symmetry3 kAll[] = {Symmetry3::scaling, Symmetry3::permute_axes, Symmetry3::negate_axis,
                              Symmetry3::swap_and_reverse};
// Scaling after the others: the case's answers are taken by then.
constexpr Symmetry3 kScalingLast[] = {Symmetry3::permute_axes, Symmetry3::negate_axis, Symmetry3::swap_and_reverse,
                                      Symmetry3::scaling};

// Grid pairs with grid radii (touching, crossing, parallel by construction),
// pairs of random doubles over many binades (so that scaling starts at 2^0
// for them), and pairs at 2^500 .. 2^600, whose squares leave the normal
// range (scaling starts away from 2^0).
std::vector<Pair3Case> cases() {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> small(-3, 3), exponent(-60, 60), far(500, 600);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::vector<Pair3Case> out;
  for (int i = 0; i < 200; ++i) {
    auto g = [&] { return Vec3{double(small(rng)), double(small(rng)), double(small(rng))}; };
    out.push_back({{g(), g()}, {g(), g()}, std::fabs(double(small(rng))), std::fabs(double(small(rng))), "grid"});
    auto r = [&](int e) { return std::ldexp(unit(rng), e); };
    auto v = [&] { return Vec3{r(exponent(rng)), r(exponent(rng)), r(exponent(rng))}; };
    out.push_back({{v(), v()}, {v(), v()}, std::fabs(r(exponent(rng))), std::fabs(r(exponent(rng))), "random exponents"});
    const int k = far(rng);
    auto h = [&] { return Vec3{r(k), r(k), r(k)}; };
    out.push_back({{h(), h()}, {h(), h()}, std::fabs(r(k)), std::fabs(r(k)), "huge"});
  }
  return out;
}

using test_support::Outcome;

template <class Run>
Outcome judge_all(const Subject& s, Run run) {
  return test_support::judge_all(s, cases(), "3D symmetry", run);
}

Outcome one_by_one(const Subject& s, std::span<const Symmetry3> ys = kAll) {
  return judge_all(s, [ys](const Subject& subject, const Pair3Case& c, Judge& j) {
    for (Symmetry3 y : ys) check::symmetry3(subject, c, y, j);
  });
}

Outcome together(const Subject& s, std::span<const Symmetry3> ys = kAll) {
  return judge_all(s, [ys](const Subject& subject, const Pair3Case& c, Judge& j) {
    check::symmetries3(subject, c, ys, j);
  });
}

void expect_same_judgements(const Subject& s, const std::string& name) {
  for (std::span<const Symmetry3> ys : {std::span<const Symmetry3>(kAll), std::span<const Symmetry3>(kScalingLast)}) {
    const Outcome a = one_by_one(s, ys), b = together(s, ys);
    EXPECT_EQ(b.checks, a.checks) << name;
    EXPECT_EQ(b.failing_cases, a.failing_cases) << name;
    EXPECT_EQ(b.messages, a.messages) << name;
    EXPECT_GT(a.checks, 0) << name;
  }
}

TEST(Symmetries3, PlumbsKernelsAreJudgedAsByEachSymmetry) {
  expect_same_judgements(plumb_subject(), "plumb");
  EXPECT_EQ(together(plumb_subject()).failing_cases, 0);
}

// The 3D pair targets' faults, and a subject whose capsule test ignores the
// radii's order (so that swapping the capsules changes its answers): the
// shared answers must find the same cases with the same messages.
TEST(Symmetries3, FaultsAreFoundAsByEachSymmetry) {
  for (const SeededFault& f : seeded_faults())
    if (f.fuzz_target == "closest_point3d" || f.fuzz_target == "contact") expect_same_judgements(f.subject, f.name);
  Subject lopsided = plumb_subject();
  lopsided.capsule_capsule_intersect = [](const Capsule& a, const Capsule& b) {
    return plumb_subject().capsule_capsule_intersect(a, {b.a, b.b, a.radius});  // the first radius twice
  };
  expect_same_judgements(lopsided, "lopsided capsules");
  EXPECT_GT(together(lopsided).failing_cases, 0);  // the comparison above saw findings, not only passes
}

// A capsule test that fails above 2^500 (as an overflowing formula might):
// its answers at a case and at the case's first scale differ, so scaling
// must compare the twin with the first scale's answers, not the case's own.
TEST(Symmetries3, ScalingComparesWithItsFirstScale) {
  Subject overflowing = plumb_subject();
  overflowing.capsule_capsule_intersect = [](const Capsule& a, const Capsule& b) {
    for (double v : {a.a.x, a.a.y, a.a.z, a.b.x, a.b.y, a.b.z, a.radius, b.a.x, b.a.y, b.a.z, b.b.x, b.b.y, b.b.z,
                     b.radius})
      if (std::fabs(v) > 0x1p500) return false;
    return plumb_subject().capsule_capsule_intersect(a, b);
  };
  expect_same_judgements(overflowing, "overflowing capsules");
}

}  // namespace
}  // namespace plumb
