// Diagnosis: a fault group named by the known bug its answers match.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "harness/diagnosis.h"
#include "harness/runner.h"
#include "plumb/plumb.h"
#include "properties/cases3d.h"
#include "properties/nearby.h"
#include "properties/sanitizer_build.h"
#include "properties/seeded_faults.h"

namespace plumb {

void PrintTo(const SeededFault& f, std::ostream* os);  // seeded_faults_test.cpp: the name only

namespace {

RunOptions quick(long cases) {
  RunOptions o;
  o.cases = cases;
  o.shrink_groups = 1;
  o.diagnose_groups = 1;
  o.reference_rate = false;
  return o;
}

// Every seeded fault, run through the suite, is the diagnosis of its own
// first group: the pattern a subject equal to it matches, and no other
// pattern before it.
class DiagnosisOfSeededFault : public testing::TestWithParam<SeededFault> {};

TEST_P(DiagnosisOfSeededFault, NamesItsFirstGroup) {
  const SeededFault& fault = GetParam();
  if (testing_support::sampled() && fault.name != seeded_faults().front().name)
    GTEST_SKIP() << testing_support::kPowerSampled;
  // 200 cases catch most faults; one that only shows on a rarer class (a
  // triangle behind the ray's origin: about 1 ray-triangle case in 50) gets
  // ten times as many.
  Report r = run_suite(fault.subject, quick(200));
  if (r.groups.empty()) r = run_suite(fault.subject, quick(2000));
  ASSERT_FALSE(r.groups.empty()) << fault.name << " was not caught";
  const Group& g = r.groups.front();
  EXPECT_TRUE(g.diagnosed);
  EXPECT_EQ(g.diagnosis, fault.name) << g.key << "\n  " << (g.shrunk ? g.shrunk->input : g.first.input);
  EXPECT_EQ(g.diagnosis_fix, fault.fix);
  EXPECT_FALSE(g.diagnosis_source.empty());
}

INSTANTIATE_TEST_SUITE_P(All, DiagnosisOfSeededFault, testing::ValuesIn(seeded_faults()),
                         [](const testing::TestParamInfo<SeededFault>& param_info) {
                           std::string name;
                           for (char c : param_info.param.name) name += (c == '-') ? '_' : c;
                           return name;
                         });

TEST(Diagnosis, EverySeededFaultHasAFixAndASource) {
  for (const SeededFault& f : seeded_faults()) {
    EXPECT_FALSE(f.fix.empty()) << f.name;
    EXPECT_FALSE(f.source.empty()) << f.name;
  }
}

// A bug no pattern describes: the distance half what it is.
TEST(Diagnosis, AnUnknownFaultMatchesNoPattern) {
  Subject s = plumb_subject();
  s.name = "half-distance";
  s.distance_point_segment = [](Vec2 p, const Segment& seg) { return 0.5 * distance_point_segment(p, seg); };
  RunOptions o = quick(200);
  o.only = "oracle: point and segment";
  const Report r = run_suite(s, o);
  ASSERT_FALSE(r.groups.empty());
  EXPECT_TRUE(r.groups.front().diagnosed);
  EXPECT_EQ(r.groups.front().diagnosis, "");
}

// Part of a pattern's bug: the clamp missing for segments, kept for rays and
// lines (as careful textbook code that forgot one std::clamp). The no-clamp
// pattern is wrong for rays too, where this subject is right: it still
// names the group, its answers being the subject's wherever the subject errs.
TEST(Diagnosis, PartOfAPatternsBugMatchesIt) {
  Subject s = plumb_subject();
  s.name = "clamp-missing-for-segments";
  s.closest_point = [](const Segment& seg, Vec2 p, Kind kind) {
    return closest_point(seg, p, kind == Kind::segment ? Kind::line : kind);
  };
  s.distance_point_segment = [](Vec2 p, const Segment& seg) { return distance_point_line(p, seg); };
  s.squared_distance_point_segment = [](Vec2 p, const Segment& seg) {
    const double d = distance_point_line(p, seg);
    return d * d;
  };
  RunOptions o = quick(200);
  o.only = "oracle: point and segment";
  const Report r = run_suite(s, o);
  ASSERT_FALSE(r.groups.empty());
  EXPECT_EQ(r.groups.front().diagnosis, "no-clamp") << r.groups.front().key;
}

// A group whose subject answers right on the representative (here: Plumb's
// own kernels) matches nothing, even though each pattern is asked.
TEST(Diagnosis, ARightAnswerMatchesNothing) {
  Group g;
  g.first.property = "oracle: rays against triangles";
  g.first.kernel = "ray_triangle_hit";
  g.first.input = "[input] ray = {{0, 0, 1}, {0.25, 0.25, -1}}, tri = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}";
  EXPECT_EQ(diagnose_group(plumb_subject(), g, seeded_faults(), 1).fault, "");
}

// Möller and Trumbore with |det| < eps read as parallel.
Subject mt_with_epsilon(double eps) {
  Subject s = plumb_subject();
  s.name = "mt-epsilon-" + std::to_string(eps);
  s.ray_triangle_hit = [eps](const Ray3& r, const Triangle3& t) -> std::optional<TriangleHit> {
    const Vec3 d = r.direction;
    const Vec3 e1{t.b.x - t.a.x, t.b.y - t.a.y, t.b.z - t.a.z}, e2{t.c.x - t.a.x, t.c.y - t.a.y, t.c.z - t.a.z};
    const Vec3 p{d.y * e2.z - d.z * e2.y, d.z * e2.x - d.x * e2.z, d.x * e2.y - d.y * e2.x};
    if (std::fabs(e1.x * p.x + e1.y * p.y + e1.z * p.z) < eps) return std::nullopt;
    return ray_triangle_hit(r, t);
  };
  return s;
}

// A metre-sized triangle in z = 0 and a ray that meets it inside at a
// grazing angle: |det| = slope.
Group grazing_ray_group(double slope) {
  TriangleCase c;
  c.ray = {{0.25, 0.25, 0.25 * slope}, {1, 0, -slope}};
  c.tri = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  c.label = "grazing";
  Group g;
  g.key = "ray_triangle_hit | decision | none instead of hit";
  g.first.property = "oracle: rays against triangles";
  g.first.kernel = "ray_triangle_hit";
  g.first.question = Question::decision;
  g.first.input = describe(c);
  g.members = {"ray_triangle_hit"};
  return g;
}

TEST(Diagnosis, EstimatesTheAbsoluteEpsilonAtMetreScale) {
  for (double eps : {1e-6, 1e-7}) {
    const Diagnosis d = diagnose_group(mt_with_epsilon(eps), grazing_ray_group(1e-9), seeded_faults(), 1);
    EXPECT_EQ(d.fault, "mt-epsilon") << eps;
    ASSERT_TRUE(d.threshold.has_value()) << eps;
    const double about = std::sqrt(d.threshold->wrong_up_to * d.threshold->right_from);
    EXPECT_GT(about, eps / 2) << eps;
    EXPECT_LT(about, eps * 2) << eps;
    EXPECT_LE(d.threshold->wrong_up_to, d.threshold->right_from);
  }
}

// The same ray with the exact decision is right: no threshold to estimate.
TEST(Diagnosis, NoThresholdWhereTheSubjectIsRight) {
  std::vector<RecordedCall> calls;
  const Subject rec = recording(plumb_subject(), {"ray_triangle_hit"}, calls, 4);
  const Group g = grazing_ray_group(1e-9);
  TriangleCase c;
  read_case(g.first.input, c);
  (void)rec.ray_triangle_hit(c.ray, c.tri);
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_FALSE(estimate_threshold(plumb_subject(), calls.front(), diagnosis_tolerance(Precision::binary64)));
  EXPECT_TRUE(estimate_threshold(mt_with_epsilon(1e-6), calls.front(), diagnosis_tolerance(Precision::binary64)));
}

// A subject that crashes on the representative leaves the run and its
// report intact: the group is simply not diagnosed.
TEST(Diagnosis, ACrashWhileMatchingIsContained) {
  Subject s = plumb_subject();
  s.name = "aborts-on-grazing";
  s.ray_triangle_hit = [](const Ray3& r, const Triangle3& t) -> std::optional<TriangleHit> {
    if (std::fabs(r.direction.z) < 1e-3 && r.direction.z != 0) std::abort();
    return ray_triangle_hit(r, t);
  };
  Report r;
  r.groups.push_back(grazing_ray_group(1e-9));
  RunOptions o;
  diagnose_groups(s, r, o);
  EXPECT_FALSE(r.groups.front().diagnosed);
}

TEST(Nearby, KeepsExactDegeneracies) {
  PairCase c;
  c.s1 = {{0, 0}, {3, 3}};
  c.s2 = {{1, 1}, {5, 5}};  // collinear overlap
  const std::vector<PairCase> near = nearby_cases(c);
  EXPECT_GE(near.size(), 5u);
  for (const PairCase& n : near) {
    EXPECT_TRUE(collinear(n.s1, n.s2));
    EXPECT_TRUE(segments_intersect(n.s1, n.s2));
  }
  c.s1.a.x = NAN;
  EXPECT_TRUE(nearby_cases(c).empty());
}

}  // namespace
}  // namespace plumb
