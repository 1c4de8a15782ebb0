// The guard scene: closed-form arcs against the figures derived by hand, and
// against the 720-direction sweep of Plumb's kernels.
#include <gtest/gtest.h>

#include <cmath>

#include "properties/guard_scene.h"
#include "properties/sweep.h"

namespace plumb {
namespace {

double round2(double x) { return std::round(x * 100.0) / 100.0; }

TEST(GuardScene, ClosedFormArcsAtRadiusSix) {
  const scene::ArcSummary a = scene::closed_form_arcs(6.0);
  EXPECT_EQ(round2(a.clear_as_segments_deg), 301.76);
  EXPECT_EQ(round2(a.clear_as_lines_deg), 172.34);
  EXPECT_EQ(round2(a.wrongly_blocked_deg), 129.42);
}

TEST(GuardScene, AtRadiusThreeBothReadingsAgree) {
  const scene::ArcSummary a = scene::closed_form_arcs(3.0);
  EXPECT_NEAR(a.wrongly_blocked_deg, 0.0, 1e-9);
}

// The sampled counts converge on the closed form: each direction stands for
// half a degree, and each boundary of the blocked set can cost at most one
// sample, so |count * 0.5 - arc| <= 0.5 * (number of boundaries).
TEST(GuardScene, SweepCountsAgreeWithTheClosedForm) {
  const auto rows = sweep::table(plumb_subject());
  ASSERT_EQ(rows.size(), 4u);
  for (const sweep::Row& r : rows) {
    const double step = 360.0 / r.directions;
    EXPECT_NEAR(r.clear * step, r.closed_form.clear_as_segments_deg, 6 * step) << r.radius;
    EXPECT_NEAR(r.clear_as_lines * step, r.closed_form.clear_as_lines_deg, 6 * step) << r.radius;
    EXPECT_EQ(r.lines_opened_a_view, 0) << r.radius;
  }
  EXPECT_GT(rows[1].wrongly_blocked, 200);  // about 129.42 degrees at radius 6
}

}  // namespace
}  // namespace plumb
