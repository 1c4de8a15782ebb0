// One group per cause, the cause a maintainer fixes first leading: groups
// that fail on the same cases fold into one (merge_causes), and crashes, then
// decisions rounding cannot explain, lead (order_groups).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness/runner.h"

namespace {

using namespace plumb;

Group group(std::string kernel, Question q, long count, std::vector<std::string> cases, std::string what = "") {
  Group g;
  g.key = kernel + " | " + question_name(q) + " | off";
  g.count = count;
  g.first.kernel = kernel;
  g.first.question = q;
  g.first.what = std::move(what);
  g.cases = {cases.begin(), cases.end()};
  return g;
}

TEST(Causes, GroupsFailingOnTheSameCasesAreOneCause) {
  std::vector<Group> gs = {group("distance_point_segment", Question::construction, 90, {"p#1", "p#2", "p#3", "p#4"}),
                           group("closest_point", Question::construction, 80, {"p#1", "p#2", "p#3", "p#4"}),
                           group("segments_intersect", Question::decision, 70, {"q#1", "q#2"}),
                           group("closest_point", Question::invariant, 40, {"p#1", "p#2", "p#3", "p#4", "p#9"})};
  order_groups(gs);
  merge_causes(gs);
  ASSERT_EQ(gs.size(), 2u);
  EXPECT_EQ(gs[0].first.kernel, "distance_point_segment");
  ASSERT_EQ(gs[0].related.size(), 2u);  // the closest point's construction and its invariant
  EXPECT_EQ(gs[0].members, (std::set<std::string>{"distance_point_segment", "closest_point"}));
  EXPECT_EQ(gs[1].first.kernel, "segments_intersect");
}

TEST(Causes, GroupsOnOtherCasesStayApart) {
  // 3 of 4 shared is below the 80% a common cause needs.
  std::vector<Group> near = {group("closest_point", Question::construction, 10, {"p#1", "p#2", "p#3", "p#4"}),
                             group("closest_point", Question::invariant, 10, {"p#2", "p#3", "p#4", "p#9"})};
  merge_causes(near);
  EXPECT_EQ(near.size(), 2u);
  std::vector<Group> gs = {group("closest_point", Question::construction, 10, {"p#1", "p#2", "p#3", "p#4", "p#5"}),
                           group("closest_point3", Question::construction, 10, {"r#1", "r#2", "p#5"})};
  merge_causes(gs);
  EXPECT_EQ(gs.size(), 2u);
}

TEST(Causes, CrashesThenExactDecisionsLead) {
  std::vector<Group> gs = {group("closest_point", Question::construction, 1000, {}),
                           group("segments_intersect", Question::decision, 5, {}, "... rounding cannot explain it"),
                           group("ray_box_entry", Question::crash, 1, {}),
                           group("parallel", Question::decision, 50, {}, "decision differs (margin 1e9 u)")};
  order_groups(gs);
  EXPECT_EQ(gs[0].first.kernel, "ray_box_entry");
  EXPECT_EQ(gs[1].first.kernel, "segments_intersect");
  EXPECT_EQ(gs[2].first.kernel, "closest_point");
  EXPECT_EQ(gs[3].first.kernel, "parallel");
}

}  // namespace
