// A member's declaration inherits what it leaves unset from `every`, field by
// field, in C++ as in the line protocol's JSON: setting one flag does not
// replace the member's contract with Plumb's strict one.
#include <gtest/gtest.h>

#include "subject/declarations.h"

namespace {

using namespace plumb;

TEST(Declarations, AMemberFieldInheritsTheRestFromEvery) {
  Declarations d;
  d.every = rounding_contract(64, 32);
  d.members["segment_segment_closest3"].parameters = false;
  const MemberContract c = d.contract("segment_segment_closest3");
  EXPECT_FALSE(c.parameters);
  EXPECT_TRUE(c.points);
  EXPECT_EQ(c.decision_allowance, 64);         // from every, not Plumb's strict 0
  EXPECT_EQ(c.tolerance.conditioned, 32);
  EXPECT_EQ(d.contract("orientation").decision_allowance, 64);  // undeclared: every
}

TEST(Declarations, EveryChangedLaterStillReachesTheMember) {
  Declarations d;
  d.members["ray_box_entry"].constructions = false;
  d.every = rounding_contract(8, 8);
  EXPECT_EQ(d.contract("ray_box_entry").decision_allowance, 8);
  EXPECT_FALSE(d.contract("ray_box_entry").constructions);
  EXPECT_FALSE(d.strict());
}

TEST(Declarations, AWholeContractSetsEveryField) {
  Declarations d;
  d.every = rounding_contract(64, 64);
  d.members["orientation"] = MemberContract{};  // Plumb's strict judgement for this member
  EXPECT_EQ(d.contract("orientation").decision_allowance, 0);
  EXPECT_TRUE(d.contract("orientation").tolerance.strict());
}

TEST(Declarations, AMemberConventionOverridesOnlyThatMember) {
  Declarations d;
  d.conventions.box = BoxConvention::open;
  d.members["ray_sphere_entry"].conventions.inside_start = InsideStart::exit;
  EXPECT_EQ(d.conventions_for("ray_sphere_entry").inside_start, InsideStart::exit);
  EXPECT_EQ(d.conventions_for("ray_sphere_entry").box, BoxConvention::open);  // the subject's, inherited
  EXPECT_EQ(d.conventions_for("ray_box_entry").inside_start, InsideStart::hit_at_zero);
  EXPECT_EQ(d.conventions_for("orientation").box, BoxConvention::open);
  d.members["ray_sphere_entry"] = MemberContract{};  // a whole contract clears the member's conventions
  EXPECT_EQ(d.conventions_for("ray_sphere_entry").inside_start, InsideStart::hit_at_zero);
}

TEST(Declarations, AMemberPreconditionOverridesOnlyThatMember) {
  Declarations d;
  d.preconditions.ordered_box = true;
  d.members["ray_sphere_entry"].preconditions.unit_direction = true;
  EXPECT_TRUE(d.preconditions_for("ray_sphere_entry").unit_direction);
  EXPECT_TRUE(d.preconditions_for("ray_sphere_entry").ordered_box);  // the subject's, inherited
  EXPECT_FALSE(d.preconditions_for("ray_triangle_hit").unit_direction);
  EXPECT_TRUE(d.any_unit_direction());
  // A member may also lift the subject's precondition.
  d.members["ray_box_entry"].preconditions.ordered_box = false;
  EXPECT_FALSE(d.preconditions_for("ray_box_entry").ordered_box);
  d.members["ray_sphere_entry"] = MemberContract{};  // a whole contract clears them
  EXPECT_FALSE(d.preconditions_for("ray_sphere_entry").unit_direction);
  EXPECT_FALSE(d.any_unit_direction());
}

}  // namespace
