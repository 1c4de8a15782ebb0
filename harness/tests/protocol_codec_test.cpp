// The protocol's text: every double crosses exactly (NaN, -0, subnormals,
// infinities, the extremes, random bit patterns); calls and answers have the
// tokens docs/protocol.md lists; a line that is not an answer is refused.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "harness/protocol_codec.h"
#include "harness/protocol_handshake.h"

namespace {

using namespace plumb;
using namespace plumb::protocol;
using Limits = std::numeric_limits<double>;

bool same_bits(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

const double kSpecial[] = {0.0,
                           -0.0,
                           Limits::denorm_min(),
                           -Limits::denorm_min(),
                           Limits::min() - Limits::denorm_min(),  // the largest subnormal
                           Limits::min(),
                           Limits::max(),
                           -Limits::max(),
                           Limits::epsilon(),
                           1.0 + Limits::epsilon(),
                           0.1,
                           1e21,
                           1e-7,
                           123456789012345680.0,
                           0x1p-1074 * 3,
                           Limits::infinity(),
                           -Limits::infinity(),
                           Limits::quiet_NaN()};

TEST(ProtocolNumbers, SpecialValuesRoundTrip) {
  for (double x : kSpecial) {
    const std::string text = format_number(x);
    const auto back = parse_number(text);
    ASSERT_TRUE(back.has_value()) << text;
    EXPECT_TRUE(same_bits(x, *back)) << text;
  }
  EXPECT_EQ(format_number(-0.0), "-0");
  EXPECT_EQ(format_number(Limits::quiet_NaN()), "NaN");
  EXPECT_EQ(format_number(-Limits::quiet_NaN()), "NaN");
  EXPECT_EQ(format_number(Limits::infinity()), "Infinity");
  EXPECT_EQ(format_number(-Limits::infinity()), "-Infinity");
  EXPECT_EQ(format_number(Limits::denorm_min()), "5e-324");
  EXPECT_EQ(format_number(0.1), "0.1");
}

TEST(ProtocolNumbers, RandomBitPatternsRoundTrip) {
  std::mt19937_64 random(12);
  for (int i = 0; i < 200000; ++i) {
    const double x = std::bit_cast<double>(random());
    const auto back = parse_number(format_number(x));
    ASSERT_TRUE(back.has_value()) << format_number(x);
    ASSERT_TRUE(same_bits(x, *back)) << format_number(x);
  }
}

TEST(ProtocolNumbers, OtherLanguagesSpellingsRead) {
  EXPECT_TRUE(same_bits(*parse_number("-0.0"), -0.0));      // Python's repr(-0.0)
  EXPECT_TRUE(same_bits(*parse_number("1e+20"), 1e20));     // JavaScript
  EXPECT_TRUE(same_bits(*parse_number("1E20"), 1e20));
  EXPECT_TRUE(same_bits(*parse_number("inf"), Limits::infinity()));
  EXPECT_TRUE(same_bits(*parse_number("-inf"), -Limits::infinity()));
  EXPECT_TRUE(same_bits(*parse_number("INF"), Limits::infinity()));
  EXPECT_TRUE(std::isnan(*parse_number("nan")));
  EXPECT_TRUE(same_bits(*parse_number("4.9406564584124654e-324"), Limits::denorm_min()));  // a long exact spelling
  EXPECT_TRUE(same_bits(*parse_number("0.30000000000000004"), 0.1 + 0.2));
}

TEST(ProtocolNumbers, AnythingElseIsRefused) {
  for (const char* bad : {"", "+1", "0x1p3", "1.0abc", "nan(1)", "one", "1,5", "--1", "Infinityy", "true", "1e999"})
    EXPECT_FALSE(parse_number(bad).has_value()) << bad;
}

TEST(ProtocolCalls, ArgumentsAreFlattenedInFieldOrder) {
  const Segment s{{0, -0.0}, {2.5, 1e300}};
  EXPECT_EQ(call_line("closest_point", s, Vec2{0.1, -1}, Kind::ray), "closest_point 0 -0 2.5 1e+300 0.1 -1 ray");
  const Segment walls[] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
  EXPECT_EQ(call_line("first_blocker", Vec2{0, 0}, Vec2{1, 0}, std::span<const Segment>(walls)),
            "first_blocker 0 0 1 0 2 1 2 3 4 5 6 7 8");
  EXPECT_EQ(call_line("ray_box_entry", Ray3{{1, 2, 3}, {0, 0, -1}}, Box{{0, 0, 0}, {1, 1, 1}}),
            "ray_box_entry 1 2 3 0 0 -1 0 0 0 1 1 1");
  EXPECT_EQ(call_line("capsule_sphere_intersect", Capsule{{1, 2, 3}, {4, 5, 6}, 7}, Sphere{{8, 9, 10}, 11}),
            "capsule_sphere_intersect 1 2 3 4 5 6 7 8 9 10 11");
  EXPECT_EQ(call_line("segment_plane_crossing", Segment3{{0, 0, -1}, {0, 0, 1}}, Plane{{0, 0, 1}, 0}),
            "segment_plane_crossing 0 0 -1 0 0 1 0 0 1 0");
  EXPECT_EQ(call_line("circle_segment_intersect", Circle{{1, 2}, 3}, s), "circle_segment_intersect 1 2 3 0 -0 2.5 1e+300");
  EXPECT_EQ(call_line("ray_box2", s, Box2{{-1, -2}, {3, 4}}), "ray_box2 0 -0 2.5 1e+300 -1 -2 3 4");
  EXPECT_EQ(call_line("orientation", Vec2{Limits::quiet_NaN(), Limits::infinity()}, Vec2{}, Vec2{}),
            "orientation NaN Infinity 0 0 0 0");
}

template <class R>
R decoded(std::string_view line) {
  R r{};
  decode(line, r);
  return r;
}

TEST(ProtocolAnswers, EveryShapeRoundTrips) {
  EXPECT_EQ(decoded<int>(encode(-1)), -1);
  EXPECT_EQ(decoded<int>("-3.5e10"), -1);
  EXPECT_EQ(decoded<int>("0.001"), 1);
  EXPECT_EQ(decoded<int>("NaN"), 0);
  EXPECT_EQ(decoded<int>("-0"), 0);
  EXPECT_TRUE(decoded<bool>(encode(true)));
  EXPECT_FALSE(decoded<bool>("false"));
  EXPECT_TRUE(same_bits(decoded<double>(encode(-0.0)), -0.0));
  EXPECT_FALSE(decoded<std::optional<double>>("none").has_value());
  EXPECT_EQ(*decoded<std::optional<double>>(encode(std::optional<double>(0.5))), 0.5);
  const ClosestPoint cp = decoded<ClosestPoint>(encode(ClosestPoint{0.25, {1, -0.0}}));
  EXPECT_EQ(cp.t, 0.25);
  EXPECT_TRUE(same_bits(cp.point.y, -0.0));
  const auto x = decoded<std::optional<Crossing>>(encode(std::optional<Crossing>(Crossing{0.5, 1, {2, 3}})));
  ASSERT_TRUE(x.has_value());
  EXPECT_EQ(x->u, 1);
  EXPECT_EQ(x->point.y, 3);
  const auto b = decoded<std::optional<Blocker>>(encode(std::optional<Blocker>(Blocker{3, {0.5, 0.25, {1, 2}}})));
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->wall, 3u);
  EXPECT_EQ(b->contact.u, 0.25);
  EXPECT_EQ(decoded<std::optional<Blocker>>("2.0 0 0 0 0")->wall, 2u);  // Python's float spelling
  const SegmentPair3 p = decoded<SegmentPair3>(encode(SegmentPair3{0.5, 1, {1, 2, 3}, {4, 5, 6}, 27}));
  EXPECT_EQ(p.second.z, 6);
  EXPECT_EQ(p.squared_distance, 27);
  EXPECT_EQ(decoded<ClosestPoint3>("1 2 3 4").point.z, 4);
  EXPECT_EQ(decoded<std::optional<PlaneCrossing>>("0.5 0 0 0")->t, 0.5);
  const auto c = decoded<std::optional<CircleContact>>(encode(std::optional<CircleContact>(CircleContact{{0, 0}, 1, {0, 1}})));
  EXPECT_EQ(c->depth, 1);
  EXPECT_EQ(c->push.y, 1);
  const auto h = decoded<std::optional<TriangleHit>>(encode(std::optional<TriangleHit>(TriangleHit{0.5, 0.25, -0.0})));
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(h->u, 0.25);
  EXPECT_TRUE(same_bits(h->v, -0.0));
  EXPECT_FALSE(decoded<std::optional<TriangleHit>>("none").has_value());
  const auto roots = decoded<std::optional<LineSphereRoots>>(encode(std::optional<LineSphereRoots>({-0.0, 0x1p-1074})));
  ASSERT_TRUE(roots.has_value());
  EXPECT_TRUE(same_bits(roots->t0, -0.0));
  EXPECT_EQ(roots->t1, 0x1p-1074);
  EXPECT_EQ(*decoded<std::optional<LineSphereRoots>>("-Infinity Infinity"), (LineSphereRoots{-INFINITY, INFINITY}));
  EXPECT_FALSE(decoded<std::optional<LineSphereRoots>>("none").has_value());
  EXPECT_THROW(decoded<std::optional<LineSphereRoots>>("1 2 3"), protocol::ProtocolError);
  EXPECT_EQ(call_line("line_sphere", Ray3{{0, 0, 0}, {2, 0, 0}}, Sphere{{5, 0, 0}, 1}), "line_sphere 0 0 0 2 0 0 5 0 0 1");
  EXPECT_EQ(call_line("ray_triangle_hit", Ray3{{0, 0, 1}, {0, 0, -1}}, Triangle3{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}),
            "ray_triangle_hit 0 0 1 0 0 -1 0 0 0 1 0 0 0 1 0");
  const Vec3 q = decoded<Vec3>(encode(Vec3{0.5, -0.0, 0x1p-1074}));
  EXPECT_EQ(q.x, 0.5);
  EXPECT_TRUE(same_bits(q.y, -0.0));
  EXPECT_EQ(q.z, 0x1p-1074);
  EXPECT_EQ(call_line("closest_point_triangle3", Vec3{2, 2, 1}, Triangle3{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}),
            "closest_point_triangle3 2 2 1 0 0 0 1 0 0 0 1 0");
  EXPECT_EQ(call_line("box_box_intersect", Box{{0, 0, 0}, {1, 1, 1}}, Box{{1, 0, 0}, {2, 1, 0.5}}),
            "box_box_intersect 0 0 0 1 1 1 1 0 0 2 1 0.5");
  EXPECT_EQ(call_line("sphere_box_intersect", Sphere{{3, 0.5, 0.5}, 2}, Box{{0, 0, 0}, {1, 1, 1}}),
            "sphere_box_intersect 3 0.5 0.5 2 0 0 0 1 1 1");
  EXPECT_EQ(call_line("segment_box_intersect", Segment3{{-1, 0.5, 0.5}, {0, 0.5, 0.5}}, Box{{0, 0, 0}, {1, 1, 1}}),
            "segment_box_intersect -1 0.5 0.5 0 0.5 0.5 0 0 0 1 1 1");
  EXPECT_EQ(call_line("ray_capsule_entry", Ray3{{0, 5, 0}, {0, -1, 0}}, Capsule{{-2, 0, 0}, {2, 0, 0}, 1}),
            "ray_capsule_entry 0 5 0 0 -1 0 -2 0 0 2 0 0 1");
  EXPECT_EQ(call_line("segment_triangle_crossing", Segment3{{0.25, 0.25, 1}, {0.25, 0.25, -1}},
                      Triangle3{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}),
            "segment_triangle_crossing 0.25 0.25 1 0.25 0.25 -1 0 0 0 1 0 0 0 1 0");
  EXPECT_EQ(call_line("line_line_closest3", Segment3{{0, 0, 0}, {1, 0, 0}}, Segment3{{0, 1, 1}, {0, 2, 1}}),
            "line_line_closest3 0 0 0 1 0 0 0 1 1 0 2 1");
  EXPECT_EQ(call_line("ray_segment_distance3", Ray3{{0, 0, 0}, {1, 0, 0}}, Segment3{{0, 1, 1}, {0, 2, 1}}),
            "ray_segment_distance3 0 0 0 1 0 0 0 1 1 0 2 1");
  EXPECT_EQ(decoded<bool>("true\r"), true);    // a CRLF writer
  EXPECT_EQ(decoded<double>("  7\t"), 7.0);    // runs of blanks
}

TEST(ProtocolPolygons, VerticesAreACountThenPointsAndLocationsAreWords) {
  const Vec2 square[] = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  EXPECT_EQ(call_line("point_in_polygon", Vec2{1, 0}, std::span<const Vec2>(square)),
            "point_in_polygon 1 0 4 0 0 2 0 2 2 0 2");
  EXPECT_EQ(call_line("ray_chain_hit", Segment{{0, -1}, {0, 1}}, std::span<const Vec2>()), "ray_chain_hit 0 -1 0 1 0");
  for (Location l : {Location::inside, Location::outside, Location::boundary}) {
    Location back = Location::inside;
    decode(encode(l), back);
    EXPECT_EQ(back, l);
  }
  for (const std::vector<Vec2>& points : {std::vector<Vec2>{}, std::vector<Vec2>{{2, 0}, {-0.0, 1e-300}}}) {
    std::vector<Vec2> back{{9, 9}};
    decode(encode(points), back);
    EXPECT_EQ(back, points);
  }
  std::vector<Vec2> odd;
  EXPECT_THROW(decode("1 2 3", odd), ProtocolError);
  Location l{};
  EXPECT_THROW(decode("true", l), ProtocolError);
  EXPECT_THROW(decode("inside outside", l), ProtocolError);
}

TEST(ProtocolAnswers, ALineThatIsNotTheShapeIsRefused) {
  EXPECT_THROW(decoded<bool>("maybe"), ProtocolError);
  EXPECT_THROW(decoded<bool>("1"), ProtocolError);
  EXPECT_THROW(decoded<bool>(""), ProtocolError);
  EXPECT_THROW(decoded<double>("1 2"), ProtocolError);
  EXPECT_THROW(decoded<double>("none"), ProtocolError);
  EXPECT_THROW(decoded<ClosestPoint>("1 2"), ProtocolError);
  EXPECT_THROW(decoded<std::optional<Crossing>>("1 2 3"), ProtocolError);
  EXPECT_THROW(decoded<std::optional<Blocker>>("-1 0 0 0 0"), ProtocolError);
  EXPECT_THROW(decoded<std::optional<Blocker>>("1.5 0 0 0 0"), ProtocolError);
  EXPECT_THROW(decoded<SegmentPair3>("1 2 3 4 5 6 7 8"), ProtocolError);
  EXPECT_THROW(decoded<int>("+1"), ProtocolError);
  try {
    decoded<std::optional<Crossing>>("0.5 x 1 2");
    ADD_FAILURE();
  } catch (const ProtocolError& e) {
    EXPECT_NE(std::string(e.what()).find("'x' is not a number"), std::string::npos) << e.what();
  }
}

TEST(ProtocolHandshake, ReadsNameMembersAndDeclarations) {
  const Handshake h = read_handshake(
      R"(plumb 1 {"name":"k","description":"d","provides":["orientation","ray_box_entry"],)"
      R"("declarations":{"domain":"game-metres","conventions":{"inside_start":"no_hit"}}})");
  EXPECT_EQ(h.name, "k");
  EXPECT_EQ(h.description, "d");
  EXPECT_EQ(h.provides, (std::vector<std::string>{"orientation", "ray_box_entry"}));
  EXPECT_EQ(h.declared.domain.name, "game-metres");
  EXPECT_EQ(h.declared.conventions.inside_start, InsideStart::no_hit);
}

TEST(ProtocolHandshake, EachMistakeIsOneLineSayingWhat) {
  const std::pair<const char*, const char*> bad[] = {
      {"hello", "first line must be"},
      {"plumb 2 {}", "version 2"},
      {"plumb 1 {", "does not parse"},
      {R"(plumb 1 {"provides":["orientation"]})", "no \"name\""},
      {R"(plumb 1 {"name":"k"})", "\"provides\""},
      {R"(plumb 1 {"name":"k","provides":["orientaton"]})", "'orientaton' is not a member"},
      {R"(plumb 1 {"name":"k","provides":["parallel","parallel"]})", "provided twice"},
      {R"(plumb 1 {"name":"k","provides":[],"colour":1})", "unknown field 'colour'"},
      {R"(plumb 1 {"name":"k","provides":[],"declarations":{"domain":"moon"}})", "unknown domain 'moon'"},
      {R"(plumb 1 {"name":"k","provides":[],"declarations":{"conventions":{"box":"ajar"}}})", "closed or open"},
  };
  for (const auto& [line, says] : bad) {
    try {
      (void)read_handshake(line);
      ADD_FAILURE() << line;
    } catch (const std::invalid_argument& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find(says), std::string::npos) << line << " -> " << what;
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    }
  }
}

}  // namespace
