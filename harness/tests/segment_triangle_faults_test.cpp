// The segment-triangle property can fail: the textbook formula
// (properties/naive/segment_triangle.h: Möller-Trumbore on b - a, every sign
// in double, t <= 1 after the division) is caught strictly, and a segment
// test with strict edge signs (a segment through an edge or a corner
// misses) strictly too; the seeded fault segment-mt-epsilon under a game
// engine's declarations (game-metres, 64 u allowances) as well. Plumb's
// kernel shows no group in the same runs (properties_test.cpp runs it
// strictly with the suite's seed).
#include <gtest/gtest.h>

#include <string>

#include "harness/runner.h"
#include "harness/tests/member_faults.h"
#include "kernels/segment_triangle.h"
#include "properties/naive/segment_triangle.h"

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

TEST(SegmentTriangleFaults, TheTextbookFormulaIsCaughtStrictly) {
  Subject s;
  s.name = "naive-segment-triangle";
  s.segment_triangle_crossing = naive::segment_triangle_crossing;
  member_faults::expect_caught(s, kProperty, false);
}

TEST(SegmentTriangleFaults, StrictEdgeSignsAreCaughtStrictly) {
  Subject s;
  s.name = "segment-triangle-strict-edges";
  s.segment_triangle_crossing = segment_triangle_strict_edges;
  member_faults::expect_caught(s, kProperty, false);
}

TEST(SegmentTriangleFaults, TheSeededEpsilonIsCaughtStrictlyAndUnderGameMetres) {
  member_faults::expect_seeded_fault_caught("segment-mt-epsilon", kProperty);
}

TEST(SegmentTriangleFaults, PlumbsKernelShowsNoGroupInTheSameRuns) {
  member_faults::expect_no_group({kProperty, "non-finite input: segment and triangle"});
}

}  // namespace
}  // namespace plumb
