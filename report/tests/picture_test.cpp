// The pictures say what the subject answered and nothing else: a NaN, an
// infinity or "none" as a labelled badge (never a mark on the shapes), a ray
// with its arrow, a line across the view, the zoomed view whenever the
// answers differ, and no placeholder field drawn as an answer.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "report/picture.h"

namespace {

using namespace plumb;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Scene point_and(Kind kind) {
  Scene s;
  s.lines.push_back({{{0, 0}, {1, 0}}, kind, "s"});
  s.points.push_back({2, 1});
  return s;
}

TEST(Picture, ANanAnswerIsALabelledBadgeAndNoMark) {
  Scene s = point_and(Kind::segment);
  add_marks(s, "t = nan, point = {nan, nan}", false);
  add_marks(s, "t = 0x1p+0 (~1), point = {0x1p+0, 0x0p+0}", true);
  const std::string out = svg(s, 360, 300, false);
  EXPECT_EQ(count(out, "answer-note answer-nan\" data-side=\"subject\""), 1) << out;
  EXPECT_EQ(count(out, "subject answered NaN"), 1);
  EXPECT_EQ(count(out, "class=\"mark-subject\""), 0) << "a NaN answer has no place";
  EXPECT_EQ(count(out, "class=\"mark-exact\""), 1);
}

TEST(Picture, NoneAndInfinitiesAreLabelledOnTheirSide) {
  Scene s = point_and(Kind::ray);
  add_marks(s, "none", false);
  add_marks(s, "t = -inf, point = {inf, -inf}", true);
  const std::string out = svg(s, 360, 300, false);
  EXPECT_EQ(count(out, "answer-none\" data-side=\"subject\""), 1) << out;
  EXPECT_EQ(count(out, "subject answered none"), 1);
  EXPECT_EQ(count(out, "answer-inf\" data-side=\"exact\""), 2) << "+inf and -inf";
  EXPECT_EQ(count(out, "mark-"), 0);
}

TEST(Picture, ADecisionIsLabelledNotPlaced) {
  Scene s = point_and(Kind::segment);
  add_marks(s, "true", false);
  add_marks(s, "false", true);
  const std::string out = svg(s, 360, 300, false);
  EXPECT_EQ(count(out, "subject answered: true"), 1) << out;
  EXPECT_EQ(count(out, "exact answer: false"), 1);
}

TEST(Picture, ARayHasAnArrowAndALineCrossesTheView) {
  const std::string ray = svg(point_and(Kind::ray), 360, 300, false);
  EXPECT_EQ(count(ray, "class=\"ray-arrow\""), 1) << ray;
  EXPECT_EQ(count(ray, "class=\"ray\""), 1);
  EXPECT_EQ(count(ray, "line-extended"), 0);
  const std::string line = svg(point_and(Kind::line), 360, 300, false);
  EXPECT_EQ(count(line, "ray-arrow"), 0);
  // The horizontal line y = 0 from the left edge to the right edge (2 px beyond).
  EXPECT_EQ(count(line, R"(class="line-extended" x1="-2.00")"), 1) << line;
  EXPECT_EQ(count(line, R"(x2="362.00")"), 1) << line;
  const std::string segment = svg(point_and(Kind::segment), 360, 300, false);
  EXPECT_EQ(count(segment, "class=\"segment\""), 1);
  EXPECT_EQ(count(segment, "line-extended") + count(segment, "ray-arrow"), 0);
}

TEST(Picture, TheArrowPointsAlongTheRay) {
  Scene s;
  s.lines.push_back({{{0, 0}, {0, 1}}, Kind::ray, "ray"});  // upward: y decreases on screen
  s.points.push_back({1, -1});
  const std::string out = svg(s, 360, 300, false);
  const auto at = out.find("class=\"ray-arrow\" d=\"M");
  ASSERT_NE(at, std::string::npos) << out;
  double tip_x, tip_y, base_x, base_y;
  ASSERT_EQ(std::sscanf(out.c_str() + at + 23, "%lf,%lfL%lf,%lf", &tip_x, &tip_y, &base_x, &base_y), 4);
  EXPECT_LT(tip_y, base_y) << "the tip is further along the ray than the base";
}

TEST(Picture, OnlyTheAnsweredFieldsAreDrawn) {
  const std::string answer = "s = 0x0p+0 (~0), t = 0x0p+0 (~0), points {0x1p+0, 0x1p+0, 0x0p+0} and {0x1p+1, 0x1p+0, 0x0p+0}";
  Scene point_only = point_and(Kind::segment);
  add_marks(point_only, answer, false, {.points = true, .parameters = false});
  EXPECT_EQ(point_only.marks.size(), 2u);
  Scene distance_only = point_and(Kind::segment);
  add_marks(distance_only, answer + ", squared distance nan", false, {.points = false, .parameters = false});
  EXPECT_TRUE(distance_only.marks.empty()) << "placeholder points are not an answer";
  ASSERT_EQ(distance_only.notes.size(), 1u);
  EXPECT_EQ(distance_only.notes[0].kind, "nan");
  Scene parameter_only = point_and(Kind::segment);
  add_marks(parameter_only, "t = nan, point = {0x0p+0, 0x0p+0}", false, {.points = false, .parameters = true});
  EXPECT_TRUE(parameter_only.marks.empty());
  ASSERT_EQ(parameter_only.notes.size(), 1u);
  EXPECT_EQ(parameter_only.notes[0].kind, "nan");
  Scene placeholder_nan = point_and(Kind::segment);
  add_marks(placeholder_nan, "t = nan, point = {0x1p+0, 0x0p+0}", false, {.points = true, .parameters = false});
  EXPECT_EQ(placeholder_nan.marks.size(), 1u);
  EXPECT_TRUE(placeholder_nan.notes.empty()) << "a NaN in a field never answered is not the subject's NaN";
}

TEST(Picture, AZoomedViewWithoutMarksFramesTheClosestApproach) {
  Scene s;
  s.lines.push_back({{{0, 0}, {10, 0}}, Kind::segment, "s1"});
  s.lines.push_back({{{5, 1e-6}, {5, 10}}, Kind::segment, "s2"});
  add_marks(s, "false", false);
  add_marks(s, "true", true);
  const std::string zoom = svg(s, 360, 300, true);
  EXPECT_EQ(count(zoom, "class=\"picture zoom\""), 1);
  const auto at = zoom.find("width ", zoom.find("zoomed view"));
  ASSERT_NE(at, std::string::npos) << zoom;
  EXPECT_LT(std::stod(zoom.substr(at + 6)), 1.0) << "the view is on the gap, not the whole scene";
}

}  // namespace

namespace {

using namespace plumb;

TEST(Picture, ThePairIsDrawnAsTheMemberReadsIt) {
  Scene s;
  s.lines.push_back({{{0, 0}, {1, 0}}, Kind::segment, "s1"});
  s.lines.push_back({{{3, -1}, {3, 1}}, Kind::segment, "s2"});
  read_as(s, "ray_segment_hit");
  EXPECT_EQ(s.lines[0].kind, Kind::ray);
  EXPECT_NE(svg(s, 360, 300, false).find("ray-arrow"), std::string::npos);
  read_as(s, "line_crossing");
  EXPECT_EQ(s.lines[1].kind, Kind::line);
  Scene chain;
  chain.lines.push_back({{{0, 0}, {1, 0}}, Kind::ray, "ray"});
  read_as(chain, "polyline_segment_crossings");
  EXPECT_EQ(chain.lines[0].kind, Kind::segment);
}

TEST(Picture, ARaysEntryIsPlacedAlongTheRay) {
  Scene s;
  s.lines.push_back({{{5, 5}, {6, 5}}, Kind::segment, "s"});  // a plane case draws its segment first
  s.lines.push_back({{{0, 0}, {0, 2}}, Kind::ray, "ray"});
  read_as(s, "ray_plane_hit");
  add_marks(s, "0x1.8p+0 (~1.5)", false);
  add_marks(s, "0x1p+0 (~1) (rounded)", true);
  ASSERT_EQ(s.marks.size(), 2u);
  EXPECT_EQ(s.marks[0].at.y, 3.0);
  EXPECT_EQ(s.marks[1].at.y, 2.0);
  EXPECT_EQ(s.marks[1].at.x, 0.0);
}

}  // namespace
