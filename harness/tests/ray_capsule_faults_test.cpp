// The ray-capsule property can fail: the textbook formula
// (properties/naive/ray_capsule.h: the cylinder's and the balls' quadratics
// in double) is caught strictly, and a capsule test that forgets the caps
// (the side only: a ray along the axis, or into a ball past an end disc,
// misses) strictly too; the seeded fault capsule-as-cylinder (the side's
// root not clipped to the end discs) strictly and under a game engine's
// declarations (game-metres, 64 u allowances) as well. Plumb's kernel shows
// no group in the same runs (properties_test.cpp runs it strictly with the
// suite's seed).
#include <gtest/gtest.h>

#include <string>

#include "harness/runner.h"
#include "harness/tests/member_faults.h"
#include "kernels/ray_capsule.h"
#include "properties/naive/ray_capsule.h"

namespace plumb {
namespace {

// Plumb's entry with the caps forgotten: only the side between the end discs
// (and an origin inside the capsule) counts.
std::optional<double> ray_capsule_without_caps(const Ray3& r, const Capsule& c) {
  const auto hit = ray_capsule_entry(r, c);
  if (!hit || *hit == 0.0 || c.a == c.b) return hit;
  return detail::cylinder_entry(r, c);
}

const char* const kProperty = "oracle: rays against capsules";
constexpr std::uint64_t kRunSeed = 20261207;  // these runs' seed

TEST(RayCapsuleFaults, TheTextbookFormulaIsCaughtStrictly) {
  Subject s;
  s.name = "naive-ray-capsule";
  s.ray_capsule_entry = naive::ray_capsule_entry;
  member_faults::expect_caught(s, kProperty, false, kRunSeed);
}

TEST(RayCapsuleFaults, ForgottenCapsAreCaughtStrictly) {
  Subject s;
  s.name = "ray-capsule-without-caps";
  s.ray_capsule_entry = ray_capsule_without_caps;
  member_faults::expect_caught(s, kProperty, false, kRunSeed);
}

TEST(RayCapsuleFaults, TheSeededInfiniteCylinderIsCaughtStrictlyAndUnderGameMetres) {
  member_faults::expect_seeded_fault_caught("capsule-as-cylinder", kProperty, kRunSeed);
}

TEST(RayCapsuleFaults, PlumbsKernelShowsNoGroupInTheSameRuns) {
  member_faults::expect_no_group({kProperty, "non-finite input: ray and capsule"}, kRunSeed);
}

}  // namespace
}  // namespace plumb
