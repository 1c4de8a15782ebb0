// Declarations as JSON (the protocol's handshake): every field by its C++
// name, a member's contract over "every", a typo refused, and the round trip.
#include <gtest/gtest.h>

#include "subject/declarations_json.h"

namespace {

using namespace plumb;
using nlohmann::json;

TEST(DeclarationsJson, EmptyIsPlumbsStrictJudgement) {
  const Declarations d = declarations_from_json(json::object());
  EXPECT_TRUE(d.strict());
  EXPECT_EQ(d.domain.name, "full-double");
}

TEST(DeclarationsJson, FieldsAreReadByTheirNames) {
  const Declarations d = declarations_from_json(json::parse(R"({
    "domain": {"preset": "game-metres", "name": "three-metres", "max_magnitude": 65536, "precision": "binary32"},
    "every": {"decision_allowance": 64, "tolerance": {"conditioned": 32}},
    "members": {"closest_point": {"parameters": false, "tolerance": {"absolute": 0.001}}},
    "conventions": {"box": "open", "sphere": "surface", "inside_start": "no_hit", "edge_on": "ignored",
                    "in_plane": "no_crossing", "zero_length": "outside_contract", "zero_direction": "outside_contract",
                    "non_finite": "error", "parallel_crossing": "common_point", "triangle_faces": "front_only"},
    "closest_point_line": false})"));
  EXPECT_EQ(d.domain.name, "three-metres");
  EXPECT_EQ(d.domain.max_magnitude, 65536);
  EXPECT_EQ(d.domain.min_magnitude, 0x1p-32);  // from the preset
  EXPECT_EQ(d.domain.precision, Precision::binary32);
  EXPECT_FALSE(d.domain.non_finite);
  EXPECT_EQ(d.every.decision_allowance, 64);
  EXPECT_EQ(d.every.tolerance.conditioned, 32);
  const MemberContract& cp = d.contract("closest_point");
  EXPECT_FALSE(cp.parameters);
  EXPECT_EQ(cp.decision_allowance, 64);  // over "every"
  EXPECT_EQ(cp.tolerance.conditioned, 32);
  EXPECT_EQ(cp.tolerance.absolute, 0.001);
  EXPECT_EQ(d.conventions.box, BoxConvention::open);
  EXPECT_EQ(d.conventions.sphere, SphereConvention::surface);
  EXPECT_EQ(d.conventions.inside_start, InsideStart::no_hit);
  EXPECT_EQ(d.conventions.edge_on, EdgeOn::ignored);
  EXPECT_EQ(d.conventions.in_plane, InPlane::no_crossing);
  EXPECT_EQ(d.conventions.zero_length, ZeroLength::outside_contract);
  EXPECT_EQ(d.conventions.zero_direction, ZeroLength::outside_contract);
  EXPECT_EQ(d.conventions.non_finite, NonFiniteAnswer::error);
  EXPECT_EQ(d.conventions.parallel_crossing, ParallelCrossing::common_point);
  EXPECT_EQ(d.conventions.triangle_faces, TriangleFaces::front_only);
  EXPECT_FALSE(d.closest_point_line);
  EXPECT_TRUE(d.closest_point_ray);
}

TEST(DeclarationsJson, RoundTrips) {
  Declarations d;
  d.domain = Domain::gis_projected();
  d.every = rounding_contract(16, 8);
  d.members["ray_box_entry"].constructions = false;
  d.conventions.box = BoxConvention::open;
  d.conventions.parallel_crossing = ParallelCrossing::common_point;
  d.conventions.triangle_faces = TriangleFaces::front_only;
  d.closest_point_ray = false;
  d.members["ray_sphere_entry"].conventions.inside_start = InsideStart::exit;
  d.conventions.ray_in_plane = InPlane::crosses_at_start;
  d.members["segment_triangle_crossing"].conventions.triangle_in_plane = TriangleInPlane::first_contact;
  d.conventions.boundary = BoundaryConvention::half_open;
  d.conventions.min_hit_t = 1e-6;
  d.preconditions.nonzero_normal = true;
  d.preconditions.unit_direction = true;
  d.members["ray_plane_hit"].preconditions.unit_direction = false;
  d.members["sphere_box_intersect"].preconditions.nonnegative_radius = true;
  d.members["segments_intersect"].decision_absolute = 1e-6;
  const json j = declarations_to_json(d);
  const Declarations back = declarations_from_json(json::parse(j.dump()));
  EXPECT_EQ(declarations_to_json(back), j);
  EXPECT_EQ(back.domain.max_magnitude, 0x1p25);
  EXPECT_FALSE(back.contract("ray_box_entry").constructions);
  EXPECT_EQ(back.conventions_for("ray_sphere_entry").inside_start, InsideStart::exit);
  EXPECT_EQ(back.conventions_for("ray_sphere_entry").box, BoxConvention::open);
  EXPECT_EQ(back.conventions_for("ray_box_entry").inside_start, InsideStart::hit_at_zero);
  EXPECT_EQ(back.conventions.ray_in_plane, InPlane::crosses_at_start);
  EXPECT_EQ(back.conventions_for("segment_triangle_crossing").triangle_in_plane, TriangleInPlane::first_contact);
  EXPECT_EQ(back.conventions_for("ray_triangle_hit").triangle_in_plane, TriangleInPlane::no_hit);
  EXPECT_EQ(back.conventions.boundary, BoundaryConvention::half_open);
  EXPECT_EQ(back.conventions_for("ray_plane_hit").min_hit_t, 1e-6);
  EXPECT_TRUE(back.preconditions.nonzero_normal);
  EXPECT_FALSE(back.preconditions.ordered_box);
  EXPECT_TRUE(back.preconditions.unit_direction);
  EXPECT_FALSE(back.preconditions_for("ray_plane_hit").unit_direction);
  EXPECT_TRUE(back.preconditions_for("ray_plane_hit").nonzero_normal);
  EXPECT_TRUE(back.preconditions_for("sphere_box_intersect").nonnegative_radius);
  EXPECT_EQ(back.contract("segments_intersect").decision_absolute, 1e-6);
  EXPECT_EQ(back.contract("segments_intersect").decision_allowance, 16);  // every's, inherited
  EXPECT_EQ(back.contract("parallel").decision_absolute, 0);
  EXPECT_FALSE(back.preconditions_for("box_box_intersect").nonnegative_radius);
  const json full = declarations_to_json(Declarations{});
  EXPECT_EQ(declarations_from_json(json::parse(full.dump())).domain.max_magnitude, Domain{}.max_magnitude);
}

TEST(DeclarationsJson, ATypoIsRefusedWithItsField) {
  const std::pair<const char*, const char*> bad[] = {
      {R"({"domian": "game-metres"})", "unknown field 'domian'"},
      {R"({"every": {"decision_allowence": 1}})", "unknown field 'decision_allowence'"},
      {R"({"every": {"tolerance": {"ulp": 1}}})", "every.tolerance: unknown field 'ulp'"},
      {R"({"every": {"decision_allowance": "64"}})", "every.decision_allowance: expected a number"},
      {R"({"members": {"closest": {}}})", "'closest' is not a member"},
      {R"({"conventions": {"inside_start": "no-hit"}})", "hit_at_zero or no_hit or exit or entry"},
      {R"({"members": {"ray_box_entry": {"conventions": {"bx": "open"}}}})",
       "members.ray_box_entry.conventions: unknown field 'bx'"},
      {R"({"members": {"ray_box_entry": {"conventions": {"non_finite": "error"}}}})", "unknown field 'non_finite'"},
      {R"({"members": {"ray_box_entry": {"preconditions": {"ordered": true}}}})",
       "members.ray_box_entry.preconditions: unknown field 'ordered'"},
      {R"({"members": {"ray_box_entry": {"preconditions": {"ordered_box": 1}}}})", "expected true or false"},
      {R"({"every": {"decision_absolute": -1e-6}})", "every.decision_absolute: expected a finite number >= 0"},
      {R"({"domain": {"precision": "binary16"}})", "binary64 or binary32"},
      {R"({"domain": {"max_magnitude": -1}})", "max_magnitude > 0"},
      {R"({"closest_point_ray": 0})", "expected true or false"},
  };
  for (const auto& [text, says] : bad) {
    try {
      (void)declarations_from_json(json::parse(text));
      ADD_FAILURE() << text;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << text << " -> " << e.what();
    }
  }
}

}  // namespace
