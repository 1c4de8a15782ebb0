// The property suite against Plumb's own kernels, under RapidCheck (shrinking,
// tags, RC_PARAMS replay) and GoogleTest. One TEST per property, so CTest
// lists and times them separately.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>

#include "harness/runner.h"

namespace plumb {
namespace {

const Property& property(const std::string& name) {
  for (const Property& p : properties())
    if (p.name == name) return p;
  throw std::invalid_argument("no property " + name);
}

void check_random(const std::string& name) {
  const Subject subject = plumb_subject();
  const Property& p = property(name);
  ASSERT_TRUE(p.rapidcheck) << name;
  rc::detail::checkGTest([&] { p.rapidcheck(subject); });
}

void check_fixed(const std::string& name) {
  const Subject subject = plumb_subject();
  const Property& p = property(name);
  ASSERT_GT(p.fixed_cases, 0);
  Judge j;
  for (long i = 0; i < p.fixed_cases; ++i) {
    p.run(subject, case_random(1, name, i), i, j);
    EXPECT_FALSE(j.case_failed()) << j.case_message();
  }
  EXPECT_GT(j.stats().size(), 0u);  // something was asked
}

TEST(OracleAgreement, PointAndSegment) { check_random("oracle: point and segment"); }
TEST(OracleAgreement, TwoSegments) { check_random("oracle: two segments"); }
TEST(OracleAgreement, CircleAndSegment) { check_random("oracle: circle and segment"); }
TEST(OracleAgreement, LineOfSight) { check_random("oracle: line of sight"); }
TEST(Invariants, ClampedDistanceNeverBelowLineDistance) {
  check_random("clamped distance is never below line distance");
}
TEST(Invariants, WallsReadAsLinesOnlyEverBlock) { check_random("walls read as lines only ever block"); }
TEST(Invariants, GuardSceneSweep) { check_fixed("guard-scene sweep"); }
TEST(Symmetry, PowerOfTwoScaling) { check_random("symmetry: power-of-two scaling"); }
TEST(Symmetry, SwappingXAndY) { check_random("symmetry: swapping x and y"); }
TEST(Symmetry, NegatingX) { check_random("symmetry: negating x"); }
TEST(Symmetry, ReversingTheFirstSegment) { check_random("symmetry: reversing the first segment"); }
TEST(Symmetry, SwappingTheTwoSegments) { check_random("symmetry: swapping the two segments"); }
TEST(Invariants, ClosestPointLiesOnItsShape) { check_random("closest point lies on its shape"); }
TEST(NonFinite, TwoSegments) { check_random("non-finite input: two segments"); }
TEST(NonFinite, PointAndSegment) { check_random("non-finite input: point and segment"); }
TEST(Field, Cases) { check_fixed("field cases"); }

TEST(OracleAgreement3D, PointAndSegment) { check_random("oracle: point and 3D segment"); }
TEST(OracleAgreement3D, SegmentsSpheresCapsules) { check_random("oracle: 3D segments, spheres and capsules"); }
TEST(OracleAgreement3D, Planes) { check_random("oracle: planes"); }
TEST(OracleAgreement3D, RaysAgainstSpheresAndBoxes) { check_random("oracle: rays against spheres and boxes"); }
TEST(OracleAgreement3D, CircleContact) { check_random("oracle: circle contact"); }
TEST(OracleAgreement3D, RaysAgainstTriangles) { check_random("oracle: rays against triangles"); }
TEST(Invariants3D, AFanOfTrianglesIsWatertight) { check_random("watertight: a fan of triangles"); }
TEST(NonFinite3D, Triangles) { check_random("non-finite input: triangles"); }
TEST(OracleAgreement3D, PointsAgainstTriangles) { check_random("oracle: points against triangles"); }
TEST(Invariants3D, ATriangleIsNeverFartherThanItsEdges) { check_random("a triangle is never farther than its edges"); }
TEST(NonFinite3D, PointAndTriangle) { check_random("non-finite input: point and triangle"); }
TEST(OracleAgreement3D, BoxPairs) { check_random("oracle: box pairs"); }
TEST(NonFinite3D, BoxPairs) { check_random("non-finite input: box pairs"); }
TEST(OracleAgreement3D, BallsAgainstBoxes) { check_random("oracle: balls against boxes"); }
TEST(NonFinite3D, BallAndBox) { check_random("non-finite input: ball and box"); }
TEST(OracleAgreement3D, SegmentsAgainstBoxes) { check_random("oracle: segments against boxes"); }
TEST(NonFinite3D, SegmentAndBox) { check_random("non-finite input: segment and box"); }
TEST(OracleAgreement3D, SegmentsAgainstTriangles) { check_random("oracle: segments against triangles"); }
TEST(OracleAgreement3D, RaysAgainstCapsules) { check_random("oracle: rays against capsules"); }
TEST(NonFinite3D, RayAndCapsule) { check_random("non-finite input: ray and capsule"); }
TEST(NonFinite3D, SegmentAndTriangle) { check_random("non-finite input: segment and triangle"); }
TEST(OracleAgreement3D, LinesAgainstSpheres) { check_random("oracle: lines against spheres"); }
TEST(NonFinite3D, LineAndSphere) { check_random("non-finite input: line and sphere"); }
TEST(OracleAgreement3D, Lines) { check_random("oracle: 3D lines"); }
TEST(OracleAgreement3D, RaysAgainstSegments) { check_random("oracle: rays against 3D segments"); }
TEST(NonFinite3D, LinesAndRays) { check_random("non-finite input: 3D lines and rays"); }
TEST(Invariants3D, RayBoxAgreesWithTheSixFaces) { check_random("ray-box agrees with the six faces"); }
TEST(Symmetry3D, PowerOfTwoScaling) { check_random("3D symmetry: power-of-two scaling"); }
TEST(Symmetry3D, PermutingTheAxes) { check_random("3D symmetry: permuting the axes"); }
TEST(Symmetry3D, NegatingAnAxis) { check_random("3D symmetry: negating an axis"); }
TEST(Symmetry3D, SwappingAndReversingSegments) { check_random("3D symmetry: swapping and reversing segments"); }
TEST(NonFinite3D, Segments) { check_random("non-finite input: 3D segments"); }
TEST(NonFinite3D, Rays) { check_random("non-finite input: rays"); }
TEST(Field3D, Cases) { check_fixed("3D field cases"); }
TEST(NonFinite3D, PointAnd3DSegment) { check_random("non-finite input: point and 3D segment"); }
TEST(NonFinite3D, Planes) { check_random("non-finite input: planes"); }
TEST(NonFinite3D, CircleContact) { check_random("non-finite input: circle contact"); }
TEST(Order, EndsAndArguments2D) { check_random("order: ends and arguments (2D)"); }
TEST(Order, EndsAndArguments3D) { check_random("order: ends and arguments (3D)"); }

// Every property of the suite has a test above: a new property must be added
// here too, or it would run in `plumb check` but never in CI.
TEST(Suite, EveryPropertyHasATestAbove) {
  const std::set<std::string> tested{
      "oracle: point and segment", "oracle: two segments", "oracle: circle and segment", "oracle: line of sight",
      "clamped distance is never below line distance", "walls read as lines only ever block", "guard-scene sweep",
      "symmetry: power-of-two scaling", "symmetry: swapping x and y", "symmetry: negating x",
      "symmetry: reversing the first segment", "symmetry: swapping the two segments",
      "closest point lies on its shape", "non-finite input: two segments", "non-finite input: point and segment",
      "field cases", "oracle: point and 3D segment", "oracle: 3D segments, spheres and capsules", "oracle: planes",
      "oracle: rays against spheres and boxes", "oracle: circle contact", "ray-box agrees with the six faces",
      "3D symmetry: power-of-two scaling", "3D symmetry: permuting the axes", "3D symmetry: negating an axis",
      "3D symmetry: swapping and reversing segments", "non-finite input: 3D segments", "non-finite input: rays",
      "3D field cases", "non-finite input: point and 3D segment", "non-finite input: planes",
      "non-finite input: circle contact", "order: ends and arguments (2D)", "order: ends and arguments (3D)",
      "oracle: rays against triangles", "watertight: a fan of triangles", "non-finite input: triangles",
      "oracle: points against triangles", "a triangle is never farther than its edges",
      "non-finite input: point and triangle", "oracle: box pairs", "non-finite input: box pairs",
      "oracle: balls against boxes", "non-finite input: ball and box",
      "oracle: segments against boxes", "non-finite input: segment and box",
      "oracle: segments against triangles", "non-finite input: segment and triangle",
      "oracle: lines against spheres", "non-finite input: line and sphere",
      "oracle: rays against capsules", "non-finite input: ray and capsule",
      "oracle: 3D lines", "oracle: rays against 3D segments", "non-finite input: 3D lines and rays",
      // Polygons and chains: each is the property that catches one of their
      // seeded faults (SeededFault tests), and Plumb's kernels pass it (plumb_check_default).
      "oracle: point in triangle", "oracle: point in polygon", "oracle: ray and chain", "shared edge: triangles",
      "shared edge: polygons", "chain: a ray through a shared vertex hits", "oracle: polyline and segment",
      "polyline: the union of its edges"};
  std::set<std::string> all;
  for (const Property& p : properties()) all.insert(p.name);
  EXPECT_EQ(all, tested);
}

}  // namespace
}  // namespace plumb
