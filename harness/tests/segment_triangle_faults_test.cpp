// The segment-triangle property can fail: the textbook formula
// (properties/naive/segment_triangle.h: Möller-Trumbore on b - a, every sign
// in double, t <= 1 after the division) is caught strictly, and a segment
// test with strict edge signs (a segment through an edge or a corner
// misses) strictly too; the seeded fault segment-mt-epsilon under a game
// engine's declarations (game-metres, 64 u allowances) as well. Plumb's
// kernel shows no group in the same runs (properties_test.cpp runs it
// strictly with the suite's seed).
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "harness/runner.h"
#include "kernels/segment_triangle.h"
#include "properties/naive/segment_triangle.h"
#include "properties/seeded_faults.h"
#include "subject/declarations.h"

namespace plumb {
namespace {

// Plumb's crossing, dropped wherever it lies on an edge or a corner (u = 0,
// v = 0 or u + v = 1, decided exactly by the kernel's own signs).
std::optional<TriangleHit> segment_triangle_strict_edges(const Segment3& s, const Triangle3& tri) {
  const auto hit = segment_triangle_crossing(s, tri);
  if (!hit) return hit;
  const detail::SegmentTriangleSpecs f = detail::segment_triangle_specs(s, tri);
  if (detail::exact_triple_sign(f.U) == 0 || detail::exact_triple_sign(f.V) == 0 ||
      detail::exact_triple_sign(f.W) == 0)
    return std::nullopt;
  return hit;
}

const char* const kProperty = "oracle: segments against triangles";

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

TEST(SegmentTriangleFaults, TheTextbookFormulaIsCaughtStrictly) {
  Subject s;
  s.name = "naive-segment-triangle";
  s.segment_triangle_crossing = naive::segment_triangle_crossing;
  expect_caught(s, false);
}

TEST(SegmentTriangleFaults, StrictEdgeSignsAreCaughtStrictly) {
  Subject s;
  s.name = "segment-triangle-strict-edges";
  s.segment_triangle_crossing = segment_triangle_strict_edges;
  expect_caught(s, false);
}

TEST(SegmentTriangleFaults, TheSeededEpsilonIsCaughtStrictlyAndUnderGameMetres) {
  for (const SeededFault& f : seeded_faults())
    if (f.name == "segment-mt-epsilon") {
      for (bool declared : {false, true}) expect_caught(f.subject, declared);
      return;
    }
  FAIL() << "no seeded fault segment-mt-epsilon";
}

TEST(SegmentTriangleFaults, PlumbsKernelShowsNoGroupInTheSameRuns) {
  for (const char* property : {kProperty, "non-finite input: segment and triangle"})
    for (bool declared : {false, true}) {
      const Report r = run(plumb_subject(), property, declared);
      for (const Group& g : r.groups)
        ADD_FAILURE() << property << ": " << g.key << ": " << g.first.what << "\n  " << g.first.input;
    }
}

}  // namespace
}  // namespace plumb
