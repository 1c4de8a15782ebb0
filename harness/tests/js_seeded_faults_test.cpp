// The seeded faults (properties/seeded_faults.h), reimplemented in JavaScript
// (clients/js/textbook-kernels.js: careful textbook kernels, each bug
// switchable) and checked through the line protocol: without a bug the
// kernels show no fault under their declarations; with one, the suite finds
// it, in the members that bug touches and nowhere else. Needs node only (no
// npm package); skipped, saying so, without it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <set>
#include <string>

#include "harness/protocol_subject.h"
#include "properties/sanitizer_build.h"
#include "properties/seeded_faults.h"
#include "harness/runner.h"

namespace {

using namespace plumb;

// The members each bug reaches in the JavaScript kernels: the members it is
// put back in (as properties/seeded_faults.cpp does), and those built on them
// (the distances and the circle contact use closestPoint there).
const std::map<std::string, std::set<std::string>> kBugs = {
    {"no-clamp", {"closest_point", "distance_point_segment", "squared_distance_point_segment", "circle_segment_contact"}},
    {"wall-as-line", {"segment_crossing", "first_blocker", "has_line_of_sight"}},
    {"ray-as-line", {"ray_segment_hit"}},
    {"absolute-epsilon", {"parallel", "line_crossing", "segment_crossing"}},
    {"zero-length-nan",
     {"projection_t", "closest_point", "distance_point_segment", "squared_distance_point_segment",
      "circle_segment_contact"}},
    {"no-collinear-case", {"segments_intersect"}},
    {"slab-no-zero-direction", {"ray_box_entry"}},
    {"ray-sphere-behind", {"ray_sphere_entry"}},
    {"no-reprojection", {"segment_segment_closest3"}},
    {"push-divide-by-zero", {"circle_segment_contact"}},
    {"ray-box-as-line", {"ray_box_entry"}},
    {"mt-epsilon", {"ray_triangle_hit"}},
    {"strict-edge-signs", {"ray_triangle_hit"}},
    {"ray-triangle-as-line", {"ray_triangle_hit"}},
    {"clamped-barycentrics", {"closest_point_triangle3", "squared_distance_point_triangle3"}},
    {"box-box-strict", {"box_box_intersect"}},
    {"sphere-box-open-box", {"sphere_box_intersect"}},
    {"segment-box-slab-nan", {"segment_box_intersect"}},
    {"triangle-strict-edges", {"point_in_triangle"}},
    {"crossing-number-double-counts-vertex", {"point_in_polygon"}},
    {"chain-skips-shared-vertex", {"ray_chain_hit"}},
    {"polyline-drops-t-junction", {"polyline_segment_crossings"}},
    {"line-line-epsilon", {"line_line_closest3"}},
    {"ray-segment-no-reprojection", {"ray_segment_distance3"}},
    {"segment-mt-epsilon", {"segment_triangle_crossing"}},
    {"line-sphere-disc-epsilon", {"line_sphere"}},
    {"capsule-as-cylinder", {"ray_capsule_entry"}},
};

Report run(const std::string& bug) {
  ProtocolOptions p;
  p.command = "node " + std::string(PLUMB_SOURCE_DIR) + "/clients/js/textbook-kernels.js " + bug;
  RunOptions o;
  o.cases = 1000;
  o.shrink_groups = 1;
  return run_suite(protocol_subject(p), o);
}

std::string summary(const Report& r) {
  std::string s;
  for (const Group& g : r.groups) s += "\n  " + g.key + " (" + std::to_string(g.count) + "): " + g.first.input;
  return s;
}

bool node_missing() { return std::system("command -v node > /dev/null 2>&1") != 0; }

TEST(JsSeededFaults, EveryCppSeededFaultHasItsJavaScriptTwin) {
  for (const SeededFault& f : seeded_faults()) EXPECT_EQ(kBugs.count(f.name), 1u) << f.name;
  EXPECT_EQ(kBugs.size(), seeded_faults().size());
}

TEST(JsSeededFaults, TheCarefulKernelsShowNoFault) {
  if (node_missing()) GTEST_SKIP() << "node is not installed: the JavaScript seeded faults are skipped";
  const Report r = run("none");
  EXPECT_EQ(r.subject, "js-textbook");
  EXPECT_TRUE(r.groups.empty()) << summary(r);
  EXPECT_EQ(r.provided.size(), 22u);
}

class JsSeededFault : public testing::TestWithParam<std::string> {};

TEST_P(JsSeededFault, IsCaughtThroughTheProtocolInItsMembersOnly) {
  if (node_missing()) GTEST_SKIP() << "node is not installed: the JavaScript seeded faults are skipped";
  if (testing_support::sampled() && GetParam() != seeded_faults().front().name)
    GTEST_SKIP() << testing_support::kPowerSampled;
  const std::set<std::string>& members = kBugs.at(GetParam());
  const Report r = run(GetParam());
  ASSERT_FALSE(r.groups.empty()) << GetParam() << " escaped";
  for (const Group& g : r.groups) EXPECT_TRUE(members.count(g.first.kernel)) << g.key << summary(r);
  const Finding& first = r.groups.front().shrunk ? *r.groups.front().shrunk : r.groups.front().first;
  std::cout << GetParam() << ": " << r.groups.size() << " group(s), first " << r.groups.front().key << "\n  input: "
            << first.input << "\n  fast:  " << first.fast << "\n  exact: " << first.exact << "\n";
}

INSTANTIATE_TEST_SUITE_P(All, JsSeededFault,
                         testing::Values("no-clamp", "wall-as-line", "ray-as-line", "absolute-epsilon",
                                         "zero-length-nan", "no-collinear-case", "slab-no-zero-direction",
                                         "ray-sphere-behind", "no-reprojection", "push-divide-by-zero",
                                         "ray-box-as-line", "mt-epsilon", "strict-edge-signs", "clamped-barycentrics",
                                         "box-box-strict", "sphere-box-open-box", "segment-box-slab-nan",
                                         "triangle-strict-edges",
                                         "crossing-number-double-counts-vertex", "chain-skips-shared-vertex",
                                         "polyline-drops-t-junction", "line-line-epsilon",
                                         "ray-segment-no-reprojection", "ray-triangle-as-line", "segment-mt-epsilon",
                                         "line-sphere-disc-epsilon", "capsule-as-cylinder"),
                         [](const testing::TestParamInfo<std::string>& p) {
                           std::string name;
                           for (char c : p.param) name += c == '-' ? '_' : c;
                           return name;
                         });

}  // namespace
