// The CGAL faults docs/clients/cgal.md reports, each on its minimal input:
// CGAL's answer through the client's adapter (and so through CGAL itself),
// and the exact answer from Plumb's oracle. When CGAL fixes one, its test
// fails: update the document and turn the test around.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <ostream>
#include <string>
#include <utility>

#include "clients/cpp/cgal_kernels.h"
#include <plumb/oracle.h>
#include <plumb/harness.h>
#include "oracle/triangle_in_plane.h"

namespace cgal_client {
// The kernel's name in test names and failure messages.
void PrintTo(Kernel k, std::ostream* os) { *os << kernel_name(k); }
}  // namespace cgal_client

namespace {

using cgal_client::Kernel;
using plumb::Plane;
using plumb::Ray3;
using plumb::Segment;
using plumb::Segment3;
using plumb::Sphere;
using plumb::Triangle3;

class BothKernels : public ::testing::TestWithParam<Kernel> {};

INSTANTIATE_TEST_SUITE_P(Cgal, BothKernels, ::testing::Values(Kernel::simple_cartesian, Kernel::epick),
                         [](const auto& p) { return p.param == Kernel::epick ? "Epick" : "SimpleCartesian"; });

// do_intersect(Line_2, Segment_2) builds the segment's supporting line, which
// for a zero-length segment is the degenerate line 0 = 0; the two "lines" are
// then reported as coincident and the answer is true wherever the point is.
TEST_P(BothKernels, LineAgainstZeroLengthSegmentFarFromIt) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment line{{0, 0}, {1, 1}}, point{{5, 0}, {5, 0}};
  EXPECT_TRUE(s.line_segment_intersect(line, point)) << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_FALSE(plumb::oracle::line_segment_intersect(line, point));
  // Not rounding: no perturbation of the input reaches the line.
  EXPECT_EQ(plumb::margin::line_segment(line, point, true), std::numeric_limits<double>::max());
  // A segment of length on the same side is answered right.
  EXPECT_FALSE(s.line_segment_intersect(line, Segment{{5, 0}, {6, 0}}));
}

// squared_distance(Segment_3, Segment_3) (Lumelsky's method): for nearly
// parallel segments the determinant |v1|^2 |v2|^2 - (v1.v2)^2 cancels to 0
// in double, the first parameter is taken as 0 and never re-projected, and
// the distance is measured from the wrong end: two 16.8 km segments 1 m
// apart read 1.00390625 instead of 1 (a 2 mm error in the distance).
TEST_P(BothKernels, NearlyParallelSegmentsSquaredDistance) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment3 a{{0, 0, 0}, {0x1p24, 0, 0}}, b{{0, -0.0625, 1}, {0x1p24, 0, 1}};
  EXPECT_EQ(s.segment_segment_closest3(a, b).squared_distance, 1.00390625)
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_EQ(plumb::oracle::segment_segment_squared_distance3(a, b), 1);  // at the far ends, (2^24, 0, 0) and (2^24, 0, 1)
}

// do_intersect(Sphere_3, Sphere_3) decides through the radical plane of the
// two spheres; in plain double that squares the gap when one sphere is much
// smaller than the other, so Simple_cartesian<double> calls a point 1.5e-8
// off the unit sphere (2^27 u, far beyond rounding) on it. Epick is exact.
TEST(Cgal, SimpleCartesianSphereSphereThroughTheRadicalPlane) {
  const Sphere unit{{0, 0, 0}, 1}, point{{1 + 0x1p-26, 0, 0}, 0};
  EXPECT_TRUE(cgal_client::subject(Kernel::simple_cartesian).sphere_sphere_intersect(unit, point))
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_FALSE(cgal_client::subject(Kernel::epick).sphere_sphere_intersect(unit, point));
  // Exact: the point is 2^-26 from the surface, a margin of 2^27 u.
  EXPECT_NEAR(plumb::margin::sphere_sphere(unit, point), 0x1p-26, 0x1p-50);
  // With a small but not zero radius it is the same fault, at a smaller factor.
  const Sphere small{{1 + 0x1p-20 + 0x1p-33, 0, 0}, 0x1p-20};
  EXPECT_TRUE(cgal_client::subject(Kernel::simple_cartesian).sphere_sphere_intersect(unit, small));
  EXPECT_FALSE(cgal_client::subject(Kernel::epick).sphere_sphere_intersect(unit, small));
}

// do_intersect(Line_2, Segment_2) constructs where the line meets the
// segment's supporting line and asks collinear_has_on of that point, which
// orders it along x first: for a vertical segment the x-range is a single
// value, and the constructed x, one ULP off, falls outside it. Simple_cartesian
// misses the segment at its middle; Epick's exact evaluation does not.
TEST(Cgal, SimpleCartesianLineMissesAVerticalSegmentAtItsMiddle) {
  const Segment line{{0, 0}, {0.1, 0.05}}, vertical{{3, 1}, {3, 2}};  // y = x / 2 exactly: through (3, 1.5)
  EXPECT_FALSE(cgal_client::subject(Kernel::simple_cartesian).line_segment_intersect(line, vertical))
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_TRUE(cgal_client::subject(Kernel::epick).line_segment_intersect(line, vertical));
  EXPECT_TRUE(plumb::oracle::line_segment_intersect(line, vertical));
  // Far from rounding, even for the rounded line CGAL holds: nothing explains "miss".
  EXPECT_EQ(plumb::margin::line_segment(line, vertical, false), std::numeric_limits<double>::max());
}

// intersection(Ray_2, Segment_2) intersects the supporting lines first
// (Intersections_2/Ray_2_Segment_2.h); a zero-length wall's line is the
// degenerate 0 = 0, which Line_2_Line_2_pair calls coincident with every
// line (LINE), and the collinear branch then answers the wall as a
// (degenerate) Segment_2 for any point on the side its y test admits: fault
// 1's cause, through the ray member (docs/clients/cgal.md, fault 5);
// do_intersect(Ray_2, Segment_2) shares it.
TEST_P(BothKernels, RayAgainstZeroLengthWallBehindIt) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment ray{{0, 0}, {-1, 0}}, wall{{16, -8}, {16, -8}};  // the ray heads to -x; the point is at +x, below
  const auto hit = s.ray_segment_hit(ray, wall);
  ASSERT_TRUE(hit.has_value()) << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_EQ(hit->point.x, 16);
  EXPECT_EQ(hit->point.y, -8);
  EXPECT_FALSE(plumb::oracle::ray_segment_hit(ray, wall).has_value());
  // Not rounding: no perturbation of the input brings the point onto the ray.
  EXPECT_EQ(plumb::margin::meet(ray, plumb::Kind::ray, wall, plumb::Kind::segment, true),
            std::numeric_limits<double>::max());
  // A wall of length there is answered right.
  EXPECT_FALSE(s.ray_segment_hit(ray, Segment{{16, -8}, {16, -7}}).has_value());
}

// intersection(Ray_2, Segment_2) constructs where the supporting lines meet
// (in double, both kernels) and asks the segment's collinear_has_on of that
// point, which orders along x first: the constructed x, one ULP past a
// vertical wall's single x, is off the wall. Fault 4's cause, and under
// Epick too: Epick's do_intersect(Ray_2, Segment_2) evaluates the same code
// exactly and answers true (docs/clients/cgal.md, fault 6).
TEST_P(BothKernels, RayMissesAVerticalWallAtItsMiddle) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment ray{{0, 0}, {0.1, 0.05}}, wall{{3, 1}, {3, 2}};  // y = x / 2 exactly: through (3, 1.5)
  EXPECT_FALSE(s.ray_segment_hit(ray, wall).has_value()) << "CGAL's answer changed: update docs/clients/cgal.md";
  const auto exact = plumb::oracle::ray_segment_hit(ray, wall);
  ASSERT_TRUE(exact.has_value());
  EXPECT_EQ(exact->point.x, plumb::oracle::Rational(3));
  EXPECT_EQ(exact->point.y, plumb::oracle::Rational(3, 2));
  EXPECT_EQ(plumb::margin::meet(ray, plumb::Kind::ray, wall, plumb::Kind::segment, false),
            std::numeric_limits<double>::max());
}

// The adapters' readings of CGAL's answers, each of which the run judges.
TEST_P(BothKernels, RayMembersReadCgalsAnswers) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  // A ray along a wall ahead of it: CGAL answers the wall as a Segment_2
  // (source first, here the far end); Plumb's first contact is the near end.
  const auto along = s.ray_segment_hit({{0, 0}, {1, 0}}, {{5, 0}, {3, 0}});
  ASSERT_TRUE(along.has_value());
  EXPECT_EQ(along->point.x, 3);
  EXPECT_EQ(along->point.y, 0);
  // The origin on the wall: the overlap starts there.
  const auto from_inside = s.ray_segment_hit({{4, 0}, {5, 0}}, {{5, 0}, {3, 0}});
  ASSERT_TRUE(from_inside.has_value());
  EXPECT_EQ(from_inside->point.x, 4);
  // A ray with no direction is its origin (CGAL's point query).
  EXPECT_TRUE(s.ray_segment_hit({{4, 0}, {4, 0}}, {{5, 0}, {3, 0}}).has_value());
  EXPECT_FALSE(s.ray_segment_hit({{4, 1}, {4, 1}}, {{5, 0}, {3, 0}}).has_value());
  // ray_plane_hit: a crossing (t derived from CGAL's Point_3), behind, and a
  // ray lying in the plane (CGAL's Ray_3: t = 0, the declared convention).
  const Plane z2{{0, 0, 1}, 2};
  EXPECT_EQ(s.ray_plane_hit(Ray3{{1, 1, 0}, {0, 0, 4}}, z2), std::optional<double>(0.5));
  EXPECT_FALSE(s.ray_plane_hit(Ray3{{1, 1, 3}, {0, 0, 1}}, z2).has_value());
  EXPECT_EQ(s.ray_plane_hit(Ray3{{1, 1, 2}, {1, 0, 0}}, z2), std::optional<double>(0.0));
  EXPECT_FALSE(s.ray_plane_hit(Ray3{{1, 1, 3}, {1, 0, 0}}, z2).has_value());  // parallel, off the plane
}

// The run judges both ray members as declared: a wrong point of
// ray_segment_hit and a missed ray_plane_hit are fault groups, while the t
// the adapter derives (declared unjudged) is not. Fails if a member drops out
// of the run or its declarations stop judging what CGAL answers.
plumb::Report run_on(const plumb::Subject& s, const char* property) {
  plumb::RunOptions o;
  o.cases = 2000;
  o.only = property;
  o.isolate = false;
  o.shrink_groups = 0;
  o.diagnose_groups = 0;
  o.reference_rate = false;
  return plumb::run_suite(s, o);
}
bool has_group(const plumb::Report& r, const std::string& prefix) {
  return std::any_of(r.groups.begin(), r.groups.end(), [&](const auto& g) { return g.key.rfind(prefix, 0) == 0; });
}

TEST_P(BothKernels, RayMembersAreJudged) {
  const plumb::Subject cgal = cgal_client::subject(GetParam());
  {
    const plumb::Report r = run_on(cgal, "oracle: two segments");
    ASSERT_TRUE(r.kernels.count("ray_segment_hit"));
    EXPECT_GT(r.kernels.at("ray_segment_hit").checks, 2000);
    EXPECT_TRUE(has_group(r, "ray_segment_hit | decision | meet instead of none"));  // the zero-length wall
    // The point is judged: one moved along the ray is a fault.
    plumb::Subject moved = cgal;
    moved.ray_segment_hit = [f = cgal.ray_segment_hit](const Segment& ray, const Segment& wall) {
      auto hit = f(ray, wall);
      if (hit) hit->point = {hit->point.x + (ray.b.x - ray.a.x), hit->point.y + (ray.b.y - ray.a.y)};
      return hit;
    };
    EXPECT_TRUE(has_group(run_on(moved, "oracle: two segments"), "ray_segment_hit | construction"));
    // t and u are not: the adapter derives them.
    plumb::Subject off_t = cgal;
    off_t.ray_segment_hit = [f = cgal.ray_segment_hit](const Segment& ray, const Segment& wall) {
      auto hit = f(ray, wall);
      if (hit) hit->t = hit->u = 0.25 + 2 * hit->t;
      return hit;
    };
    EXPECT_FALSE(has_group(run_on(off_t, "oracle: two segments"), "ray_segment_hit | construction"));
  }
  {
    const plumb::Report r = run_on(cgal, "oracle: planes");
    ASSERT_TRUE(r.kernels.count("ray_plane_hit"));
    EXPECT_GT(r.kernels.at("ray_plane_hit").checks, 1000);
    EXPECT_TRUE(r.groups.empty()) << r.groups.front().key;
    plumb::Subject missing = cgal;
    missing.ray_plane_hit = [](const Ray3&, const Plane&) { return std::optional<double>(); };
    EXPECT_TRUE(has_group(run_on(missing, "oracle: planes"), "ray_plane_hit | decision | none instead of hit"));
    plumb::Subject off_t = cgal;
    off_t.ray_plane_hit = [f = cgal.ray_plane_hit](const Ray3& ray, const Plane& plane) {
      auto t = f(ray, plane);
      if (t) *t = 1 + 2 * *t;
      return t;
    };
    EXPECT_TRUE(run_on(off_t, "oracle: planes").groups.empty());
  }
}

// intersection(Ray_3 or Segment_3, Triangle_3) through the adapters: a
// crossing (t, u, v derived from CGAL's Point_3), a ray or segment lying in
// the triangle's plane (CGAL's common part, from its end nearer the start:
// the declared first contact), and what CGAL's precondition keeps out (a
// zero direction or length, collinear corners), answered no hit.
TEST_P(BothKernels, TriangleMembersReadCgalsAnswers) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Triangle3 tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  const auto down = s.ray_triangle_hit(Ray3{{1, 1, 2}, {0, 0, -1}}, tri);
  ASSERT_TRUE(down.has_value());
  EXPECT_EQ(down->t, 2);
  EXPECT_EQ(down->u, 0.25);
  EXPECT_EQ(down->v, 0.25);
  EXPECT_FALSE(s.ray_triangle_hit(Ray3{{1, 1, 2}, {0, 0, 1}}, tri).has_value());  // away from it
  const auto in_plane = s.ray_triangle_hit(Ray3{{-2, 1, 0}, {1, 0, 0}}, tri);    // enters through a-c
  ASSERT_TRUE(in_plane.has_value());
  EXPECT_EQ(in_plane->t, 2);
  EXPECT_EQ(in_plane->v, 0.25);
  const auto from_inside = s.ray_triangle_hit(Ray3{{1, 1, 0}, {1, 0, 0}}, tri);
  ASSERT_TRUE(from_inside.has_value());
  EXPECT_EQ(from_inside->t, 0);
  EXPECT_FALSE(s.ray_triangle_hit(Ray3{{1, 1, 0}, {0, 0, 0}}, tri).has_value());  // no direction
  EXPECT_FALSE(s.ray_triangle_hit(Ray3{{1, 1, 2}, {0, 0, -1}}, {{0, 0, 0}, {1, 1, 0}, {2, 2, 0}}).has_value());
  const auto across = s.segment_triangle_crossing({{1, 1, 2}, {1, 1, -2}}, tri);
  ASSERT_TRUE(across.has_value());
  EXPECT_EQ(across->t, 0.5);
  const auto seg_in_plane = s.segment_triangle_crossing({{-2, 1, 0}, {2, 1, 0}}, tri);
  ASSERT_TRUE(seg_in_plane.has_value());
  EXPECT_EQ(seg_in_plane->t, 0.5);
  EXPECT_FALSE(s.segment_triangle_crossing({{-2, 1, 0}, {-1, 1, 0}}, tri).has_value());  // stops short
  EXPECT_FALSE(s.segment_triangle_crossing({{1, 1, 0}, {1, 1, 0}}, tri).has_value());    // zero length
}

// intersection(Ray_3, Triangle_3) for a ray lying along the line of an
// edge, starting beyond the edge's far end and heading away: CGAL's coplanar
// branch (Ray_3_Triangle_3_intersection.h, intersection_coplanar, "b,c,p,q
// are aligned, [p,q]&[b,c] have the same direction") answers segment(p, c)
// whenever p is not before b, without checking that p is past c: a segment
// from the origin back to the corner behind it, a hit where there is none.
TEST_P(BothKernels, RayAlongAnEdgeLineBeyondItsEnd) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Triangle3 tri{{0, 0, 0}, {-6, -2, -2}, {-4, 4, 2}};
  const Ray3 ray{{-2, 10, 6}, {4, 12, 8}};  // along the line of b-c, from beyond c, away from b
  const auto hit = s.ray_triangle_hit(ray, tri);
  ASSERT_TRUE(hit.has_value()) << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_EQ(hit->t, 0);  // CGAL's Segment_3(origin, c): its end nearer the origin is the origin
  EXPECT_TRUE(plumb::oracle::ray_in_triangle_plane(ray, tri));
  EXPECT_FALSE(plumb::oracle::ray_triangle_first_contact(ray, tri));  // exact: it never reaches the triangle
  // Starting on the edge, or before b, it is answered right.
  const auto on_edge = s.ray_triangle_hit(Ray3{{-5, 1, 0}, {4, 12, 8}}, tri);  // the midpoint of b-c
  ASSERT_TRUE(on_edge.has_value());
  EXPECT_EQ(on_edge->t, 0);
  // The same ray as a segment (Segment_3_Triangle_3_intersection.h checks the order): no crossing.
  EXPECT_FALSE(s.segment_triangle_crossing({{-2, 10, 6}, {2, 22, 14}}, tri).has_value());
}

// The run judges both triangle members as declared: with the in-plane
// convention taken away, CGAL's in-plane hits are reported (more findings,
// or a group where there was none); a member that never hits is a fault
// group.
long group_count(const plumb::Report& r, const std::string& key) {
  for (const auto& g : r.groups)
    if (g.key == key) return g.count;
  return 0;
}

TEST_P(BothKernels, TriangleMembersAreJudged) {
  const plumb::Subject cgal = cgal_client::subject(GetParam());
  const std::pair<const char*, const char*> runs[] = {{"oracle: rays against triangles", "ray_triangle_hit"},
                                                      {"oracle: segments against triangles", "segment_triangle_crossing"}};
  for (const auto& [property, member] : runs) {
    const plumb::Report r = run_on(cgal, property);
    ASSERT_TRUE(r.kernels.count(member)) << member;
    EXPECT_GT(r.kernels.at(member).checks, 1000) << member;
    plumb::Subject plumbs = cgal;
    plumbs.declared.members[member].conventions.triangle_in_plane = plumb::TriangleInPlane::no_hit;
    const std::string hit = std::string(member) + " | decision | " +
                            (std::string(member) == "ray_triangle_hit" ? "hit instead of none" : "crosses instead of none");
    EXPECT_GT(group_count(run_on(plumbs, property), hit), group_count(r, hit)) << member;
    plumb::Subject never = cgal;
    never.ray_triangle_hit = [](const Ray3&, const Triangle3&) { return std::optional<plumb::TriangleHit>(); };
    never.segment_triangle_crossing = [](const Segment3&, const Triangle3&) {
      return std::optional<plumb::TriangleHit>();
    };
    EXPECT_TRUE(has_group(run_on(never, property), std::string(member) + " | decision")) << member;
  }
}

// The adapters' guard: CGAL's kernels take finite coordinates only, and
// Epick's exact fallback raises SIGFPE inside GMP on NaN; guarded, the
// adapter throws instead (what the non-finite properties accept outside the contract).
TEST(Cgal, NonFiniteInputIsRefusedBeforeCgalSeesIt) {
  const plumb::Subject s = cgal_client::subject(Kernel::epick);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THROW(s.orientation({0, 0}, {1, 0}, {nan, 1}), std::domain_error);
  EXPECT_THROW(s.segments_intersect({{0, 0}, {1, 1}}, {{0, 1}, {std::numeric_limits<double>::infinity(), 0}}),
               std::domain_error);
}

}  // namespace
