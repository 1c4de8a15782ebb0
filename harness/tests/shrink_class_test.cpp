// Shrinking keeps a finding in its structural class, and labels the shrunk
// case with that class.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>

#include "harness/runner.h"
#include "harness/shrink.h"
#include "plumb/plumb.h"
#include "properties/cases.h"
#include "properties/structural_class.h"

namespace {

using namespace plumb;

// segments_intersect with "collinear" read through a generous epsilon on the
// side values, and the collinear case then answered "no": wrong on every
// collinear overlap, and on the many crossings and touchings within the
// epsilon of collinear -- simpler cases a shrinker free to leave the class
// would take.
Subject collinear_overlap_fault() {
  Subject s = plumb_subject();
  s.name = "collinear-overlap-dropped";
  s.segments_intersect = [](const Segment& s1, const Segment& s2) {
    const double dx = s1.b.x - s1.a.x, dy = s1.b.y - s1.a.y;
    const double c1 = dx * (s2.a.y - s1.a.y) - dy * (s2.a.x - s1.a.x);
    const double c2 = dx * (s2.b.y - s1.a.y) - dy * (s2.b.x - s1.a.x);
    const double eps = 8 * (dx * dx + dy * dy);  // ends within eight lengths of s1 of its line
    if (std::fabs(c1) < eps && std::fabs(c2) < eps) return false;
    return segments_intersect(s1, s2);
  };
  return s;
}

TEST(ShrinkClass, ACollinearOverlapFaultShrinksToACollinearCase) {
  const Subject s = collinear_overlap_fault();
  RunOptions o;
  o.cases = 1000;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  o.diagnose_groups = 0;
  o.reference_rate = false;
  Report r = run_suite(s, o);
  // A finding drawn as a collinear overlap, as the representative of its group.
  const Finding* overlap = nullptr;
  for (const Finding& f : r.findings)
    if (f.kernel == "segments_intersect" && f.label.starts_with("collinear overlapping")) {
      PairCase c;
      read_case(f.input, c);
      if (structural_class(c) == "collinear overlapping") overlap = &f;
      if (overlap) break;
    }
  ASSERT_NE(overlap, nullptr) << "no collinear overlap among the findings";
  Report one;
  one.groups.push_back(Group{});
  one.groups.front().key = overlap->group();
  one.groups.front().first = *overlap;
  o.shrink_groups = 1;
  shrink_groups(s, one, o);
  const Group& g = one.groups.front();
  ASSERT_TRUE(g.shrunk.has_value());
  std::cout << "drawn:  " << overlap->input << "\nshrunk: " << g.shrunk->input << "\n";
  PairCase shrunk;
  read_case(g.shrunk->input, shrunk);
  EXPECT_TRUE(collinear(shrunk.s1, shrunk.s2)) << g.shrunk->input;
  EXPECT_EQ(structural_class(shrunk), "collinear overlapping") << g.shrunk->input;
  EXPECT_TRUE(g.shrunk->input.starts_with("[collinear overlapping, shrunk from ")) << g.shrunk->input;
  EXPECT_TRUE(g.shrunk->label.starts_with("collinear overlapping, shrunk from ")) << g.shrunk->label;
}

TEST(ShrinkClass, ClassesAreDecidedExactly) {
  PairCase c;
  c.s1 = {{0, 0}, {4, 0}};
  c.s2 = {{4, 0}, {6, 0}};
  EXPECT_EQ(structural_class(c), "collinear touching");
  c.s2 = {{2, 0}, {6, 0}};
  EXPECT_EQ(structural_class(c), "collinear overlapping");
  c.s2 = {{5, 0}, {6, 0}};
  EXPECT_EQ(structural_class(c), "collinear disjoint");
  c.s2 = {{0, 1}, {4, 1}};
  EXPECT_EQ(structural_class(c), "parallel");
  c.s2 = {{2, 0}, {2, 5}};
  EXPECT_EQ(structural_class(c), "touching");
  c.s2 = {{2, -1}, {2, 5}};
  EXPECT_EQ(structural_class(c), "crossing");
  c.s2 = {{1, 0x1p-50}, {3, 1}};  // an end a hair above s1: not touching
  EXPECT_EQ(structural_class(c), "apart");
  PointCase p;
  p.s = {{0, 0}, {2, 2}};
  p.p = {3, 3};
  EXPECT_EQ(structural_class(p), "on the line past an end");
  p.p = {1, 1};
  EXPECT_EQ(structural_class(p), "on the segment");
  Pair3Case q;
  q.s1 = {{0, 0, 0}, {1, 2, 3}};
  q.s2 = {{2, 4, 6}, {3, 6, 9}};
  EXPECT_EQ(structural_class(q), "collinear");
  q.s2 = {{2, 4, 7}, {3, 6, 10}};
  EXPECT_EQ(structural_class(q), "parallel");
}

}  // namespace
