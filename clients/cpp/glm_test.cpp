// GLM's faults found by its Plumb client, pinned: each test runs the
// client's adapter (GLM's own function) or GLM directly on the minimal input
// of a report group and asserts both GLM's answer and the exact one, so it
// fails when GLM is fixed (or the adapter changes) as well as when the oracle
// does (docs/clients/glm.md).
#include <gtest/gtest.h>

#include <glm/glm.hpp>
#include <glm/gtx/closest_point.hpp>
#include <glm/gtx/intersect.hpp>

#include <array>
#include <cmath>
#include <optional>
#include <set>
#include <string>

#include "clients/cpp/glm_subject.h"
#include <plumb/harness.h>
#include <plumb/oracle.h>
#include "oracle/line_sphere.h"

namespace {

using plumb::Ray3;
using plumb::Triangle3;
using Rational = plumb::oracle::Rational;

// The exact hit of a ray on a closed triangle, recomputed here in rationals
// (<plumb/oracle.h> has no ray-triangle oracle): Cramer's rule for
// origin + t d = a + u (b - a) + v (c - a); none when the determinant is 0
// or the solution lies outside t >= 0, u, v >= 0, u + v <= 1.
struct ExactHit {
  Rational t, u, v;
};
using R3 = std::array<Rational, 3>;
R3 r3(plumb::Vec3 p) { return {Rational(p.x), Rational(p.y), Rational(p.z)}; }
R3 minus(const R3& a, const R3& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
R3 cross(const R3& a, const R3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
Rational dot(const R3& a, const R3& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

std::optional<ExactHit> exact_hit(const Ray3& ray, const Triangle3& tri) {
  const R3 a = r3(tri.a), d = r3(ray.direction);
  const R3 e1 = minus(r3(tri.b), a), e2 = minus(r3(tri.c), a), s = minus(r3(ray.origin), a);
  const R3 p = cross(d, e2), q = cross(s, e1);
  const Rational det = dot(e1, p);
  if (det == 0) return std::nullopt;
  const ExactHit h{dot(e2, q) / det, dot(s, p) / det, dot(d, q) / det};
  if (h.t < 0 || h.u < 0 || h.v < 0 || h.u + h.v > 1) return std::nullopt;
  return h;
}

// intersectRayTriangle has no t >= 0 test: it answers the triangle behind
// the origin with a negative distance.
TEST(Glm, RayTriangleHitsBehindTheOrigin) {
  const Ray3 ray{{0, 0, 0}, {0, 0, -1}};
  const Triangle3 tri{{0, 0, 1}, {0, 1, 0}, {1, 0, 0}};
  const auto glm = glm_client::subject().ray_triangle_hit(ray, tri);
  ASSERT_TRUE(glm.has_value());
  EXPECT_EQ(glm->t, -1.0);
  EXPECT_FALSE(exact_hit(ray, tri).has_value());
}

// "if(det > std::numeric_limits<T>::epsilon())": an absolute threshold on a
// determinant in length^2 x |dir|. A ray starting on a 8-micrometre triangle
// has det = -2^-55, below DBL_EPSILON: no hit; the same scene 2^20 times
// larger hits.
TEST(Glm, RayTriangleAbsoluteEpsilonDropsASmallTriangle) {
  const double q = 0x1p-20;
  const Ray3 ray{{0, 0, 0}, {0, 0, q}};
  const Triangle3 tri{{4 * q, 0, 0}, {0, 0, 0}, {0, -8 * q, 0}};
  EXPECT_FALSE(glm_client::subject().ray_triangle_hit(ray, tri).has_value());
  const auto exact = exact_hit(ray, tri);
  ASSERT_TRUE(exact.has_value());
  EXPECT_EQ(exact->t, Rational(0));
  EXPECT_EQ(exact->u, Rational(1));
  EXPECT_EQ(exact->v, Rational(0));
  const double k = 0x1p+20;
  const Ray3 big{{0, 0, 0}, {0, 0, k * q}};
  const Triangle3 big_tri{{4 * k * q, 0, 0}, {0, 0, 0}, {0, -8 * k * q, 0}};
  EXPECT_TRUE(glm_client::subject().ray_triangle_hit(big, big_tri).has_value());
}

// Not watertight: a ray through the edge two triangles share misses both.
// Each triangle tests its own rounded barycentric numerator "< 0"
// (intersect.inl:55, 63); at the shared edge both are exactly 0 and round to
// -2^-50 and -2^-51 here. The fan group's representative (docs/clients/glm.md,
// fault 6).
TEST(Glm, RayTriangleLeaksThroughASharedEdge) {
  const Ray3 ray{{-2, -2, 5.5}, {0x1.16b28f55d72d4p-2, 0x1.16b28f55d72d4p-3, -0x1.e7b87ad6388f3p-1}};
  const plumb::Vec3 centre{1, 0, -2}, b{0, 0, 0}, c{-3, -4, 0}, d{0, -1, 0};
  const Triangle3 first{centre, b, c}, second{centre, c, d};
  EXPECT_FALSE(glm_client::subject().ray_triangle_hit(ray, first).has_value());
  EXPECT_FALSE(glm_client::subject().ray_triangle_hit(ray, second).has_value());
  EXPECT_TRUE(exact_hit(ray, first).has_value());
  EXPECT_TRUE(exact_hit(ray, second).has_value());
}

// intersectLineTriangle stores its determinant in a float ("float det =
// dot(edge1, Perpendicular);") even for dvec3: t, u and v are then off by
// about 2^-24 relative. intersectRayTriangle on the same input is within a
// few ULPs. The client's random run finds it since it draws unit directions
// (full-precision components: determinants not exact in float).
TEST(Glm, LineTriangleRoundsItsDeterminantToFloat) {
  const Ray3 ray{{0.1, 0.2, 1}, {0, 0, -1}};
  const Triangle3 tri{{0, 0, 0}, {1.1, 0.3, 0.01}, {0.2, 0.9, -0.03}};
  const auto exact = exact_hit(ray, tri);
  ASSERT_TRUE(exact.has_value());
  const auto line = glm_client::subject(glm_client::Triangle::line).ray_triangle_hit(ray, tri);
  const auto ray_tri = glm_client::subject(glm_client::Triangle::ray).ray_triangle_hit(ray, tri);
  ASSERT_TRUE(line.has_value());
  ASSERT_TRUE(ray_tri.has_value());
  const Rational line_error = abs(Rational(line->t) - exact->t);
  const Rational ray_error = abs(Rational(ray_tri->t) - exact->t);
  EXPECT_GT(line_error, Rational(1, 1000000000));           // 7.7e-9
  EXPECT_LT(ray_error, Rational(1, 1000000000000000LL));     // a few ULPs of t ~ 1
}

// closestPointOnLine divides b - a by its length: a zero-length segment gives
// 0/0 and every comparison with NaN is false, so it returns a + NaN * NaN.
TEST(Glm, ClosestPointOnAZeroLengthSegmentIsNaN) {
  const plumb::Segment3 s{{8, 4, 0}, {8, 4, 0}};
  const auto glm = glm_client::subject().closest_point3(s, {0, 0, 0});
  EXPECT_TRUE(std::isnan(glm.point.x) && std::isnan(glm.point.y) && std::isnan(glm.point.z));
  const auto exact = plumb::oracle::closest_point3(s, {0, 0, 0});
  EXPECT_EQ(exact.point.x, Rational(8));
  EXPECT_EQ(exact.point.y, Rational(4));
  EXPECT_EQ(exact.point.z, Rational(0));
}

// Not a fault: intersectRaySphere's direction must be unit length
// (intersect.hpp: "The ray direction vector is unit length"), and its answer
// is a distance. With direction (0, 0, 2) from the centre of the unit sphere
// it answers 1 (the distance to where the ray leaves), Plumb's t is 1/2.
// The client declares the precondition unit_direction, so Plumb draws unit
// directions only and such a case is checked only not to crash.
TEST(Glm, RaySphereAnswersADistanceAlongAUnitDirection) {
  const plumb::Sphere unit{{0, 0, 0}, 1};
  const auto doubled = glm_client::subject().ray_sphere_entry(Ray3{{0, 0, 0}, {0, 0, 2}}, unit);
  ASSERT_TRUE(doubled.has_value());
  EXPECT_EQ(*doubled, 1.0);
  const auto unit_dir = glm_client::subject().ray_sphere_entry(Ray3{{0, 0, 0}, {0, 0, 1}}, unit);
  ASSERT_TRUE(unit_dir.has_value());
  EXPECT_EQ(*unit_dir, 1.0);
}

// With a unit direction (its precondition met), intersectRaySphere still
// computes dSquared = dot(diff, diff) - t0 * t0, which cancels for a distant
// sphere: from 2^20 away, a ray passing 1 + 2^-16 from the centre of a unit
// sphere (a miss by 1.5e-5) rounds dSquared to exactly 1 and hits at 2^20.
TEST(Glm, RaySphereCancelsForADistantSphere) {
  const Ray3 ray{{-0x1p+20, 1 + 0x1p-16, 0}, {1, 0, 0}};
  const plumb::Sphere unit{{0, 0, 0}, 1};
  const auto glm = glm_client::subject().ray_sphere_entry(ray, unit);
  ASSERT_TRUE(glm.has_value());
  EXPECT_EQ(*glm, 0x1p+20);
  EXPECT_FALSE(plumb::oracle::ray_sphere_hits(ray, unit));
}

// The same cancellation the other way: Plumb's field case "ray-sphere entry
// lost to cancellation" (drawn under --domain full-double), whose direction
// is already unit. dot(diff, diff) = 2^-6 + 2.25 x 2^-60 rounds up to
// 2^-6 + 4 x 2^-60, so dSquared = 4 x 2^-60 exceeds r^2 = 2.640625 x 2^-60:
// a ray passing 1.5 x 2^-30 from the centre misses a sphere of radius
// 1.625 x 2^-30.
TEST(Glm, RaySphereCancelsAndMissesASmallSphere) {
  const Ray3 ray{{-0.125, 0x1.8p-30, 0}, {1, 0, 0}};
  const plumb::Sphere small{{0, 0, 0}, 0x1.ap-30};
  EXPECT_FALSE(glm_client::subject().ray_sphere_entry(ray, small).has_value());
  EXPECT_TRUE(plumb::oracle::ray_sphere_hits(ray, small));
}

// Found by reading GLM (no Plumb member: a line against a sphere):
// intersectLineSphere normalises point1 - point0, so two equal points give a
// NaN direction; "dSquared > r^2" is then false and it reports an
// intersection at NaN points.
TEST(Glm, LineSphereThroughTwoEqualPointsReportsNaNPoints) {
  const glm::dvec3 p(3, 0, 0);
  glm::dvec3 q1, n1, q2, n2;
  EXPECT_TRUE(glm::intersectLineSphere(p, p, glm::dvec3(0), 1.0, q1, n1, q2, n2));
  EXPECT_TRUE(std::isnan(q1.x));
  EXPECT_TRUE(std::isnan(q2.x));
}

// The adapter reads GLM's two points back as Plumb's parameters, in order:
// the line through the origin along (2, 0, 0) meets the unit sphere at
// (5, 0, 0) at t = 2 and 3 (GLM: points (4, 0, 0) and (6, 0, 0)); from the
// centre GLM puts the point ahead first ("if( t0 < t1 + Epsilon ) t1 = -t1;"),
// and the adapter orders the pair.
TEST(Glm, LineSphereAnswersTheParametersInOrder) {
  const auto s = glm_client::subject();
  EXPECT_EQ(s.line_sphere({{0, 0, 0}, {2, 0, 0}}, {{5, 0, 0}, 1}), (plumb::LineSphereRoots{2, 3}));
  EXPECT_EQ(s.line_sphere({{5, 0, 0}, {0, 0, 4}}, {{5, 0, 0}, 2}), (plumb::LineSphereRoots{-0.5, 0.5}));
  EXPECT_FALSE(s.line_sphere({{0, 2, 0}, {1, 0, 0}}, {{5, 0, 0}, 1}).has_value());
}

// Fault 7 (a): two equal points give a NaN direction (the adapter's zero
// direction is GLM's point1 == point0), "dSquared > r^2" is false for NaN,
// and the line "meets" the sphere at NaN: Plumb's line has none.
TEST(Glm, LineSphereWithAZeroDirectionMeetsAtNaN) {
  const plumb::Ray3 line{{0, 0, 0}, {0, 0, 0}};
  const plumb::Sphere sphere{{0, 0, 0}, 0};
  const auto glm = glm_client::subject().line_sphere(line, sphere);
  ASSERT_TRUE(glm.has_value());
  EXPECT_TRUE(std::isnan(glm->t0) && std::isnan(glm->t1));
  EXPECT_FALSE(plumb::oracle::line_sphere_meets(line, sphere));
}

// Fault 7 (b): a line through the centre of a zero-radius sphere (a point)
// is missed. dir = normalize((16, 16, 0)) is sqrt(1/2) rounded down, t0 =
// dot(diff, dir) = 16 sqrt(2) rounded, and dSquared = dot(diff, diff) - t0 *
// t0 = 512 - t0^2 = 2^-43 > r^2 = 0 (intersect.inl:185-187): false. Exact:
// the line passes through the point, a double root at t = 2; on these
// small integers b^2 - ac is exact in doubles (it is 0).
TEST(Glm, LineSphereMissesALineThroughAZeroRadiusSphere) {
  const plumb::Ray3 line{{-8, -4, -12}, {8, 8, 0}};
  const plumb::Sphere point{{8, 12, -12}, 0};
  EXPECT_FALSE(glm_client::subject().line_sphere(line, point).has_value());
  const glm::dvec3 dir = glm::normalize(glm::dvec3(16, 16, 0)), diff(16, 16, 0);
  const double t0 = glm::dot(diff, dir);
  EXPECT_EQ(glm::dot(diff, diff) - t0 * t0, 0x1p-43);
  ASSERT_TRUE(plumb::oracle::line_sphere_meets(line, point));
  EXPECT_EQ(plumb::oracle::line_sphere_root_rounded(line, point, 0), 2.0);
  EXPECT_EQ(plumb::oracle::line_sphere_root_rounded(line, point, 1), 2.0);
}

// The client's own run at default cases: every group it reports is one of
// the known ones (the faults above; with unit directions declared,
// intersectRaySphere shows none).
TEST(Glm, TheReportHoldsOnlyTheKnownGroups) {
  plumb::RunOptions o;
  o.cases = 20000;
  o.shrink_groups = 0;
  const plumb::Report r = plumb::run_suite(glm_client::subject(), o);
  const std::set<std::string> known = {
      "ray_triangle_hit | decision | hit instead of none",
      "ray_triangle_hit | decision | none instead of hit",
      "ray_triangle_hit | invariant | a ray through a shared edge or corner of a fan it meets hits some triangle",
      "closest_point3 | construction | NaN or infinite",
      "line_sphere | decision | meets instead of none",
      "line_sphere | decision | none instead of meets",
  };
  std::set<std::string> seen;
  for (const auto& g : r.groups) {
    EXPECT_TRUE(known.count(g.key)) << g.key << ": " << g.first.input;
    seen.insert(g.key);
  }
  EXPECT_TRUE(seen.count("ray_triangle_hit | decision | hit instead of none"));
  EXPECT_TRUE(seen.count("closest_point3 | construction | NaN or infinite"));
  EXPECT_TRUE(seen.count("line_sphere | decision | meets instead of none"));
}

}  // namespace
