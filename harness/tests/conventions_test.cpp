// A convention a library documents is judged as declared, per member: the
// half-open boundary of the crossing-number test (PNPOLY), a ray from inside
// a box that meets it where it leaves (three.js's Ray.intersectBox), and hits
// nearer than an epsilon ignored ("if (t > EPSILON)").
// Each subject passes under its own convention and fails under another, so
// each test fails when the convention's judgement is removed or widened.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <span>
#include <string>

#include "harness/runner.h"
#include "kernels/circle_segment.h"
#include "kernels/distance.h"
#include "kernels/first_contact.h"
#include "kernels/orientation.h"
#include "kernels/ray_box.h"
#include "kernels/ray_chain.h"
#include "kernels/ray_sphere.h"
#include "kernels/ray_triangle.h"
#include "kernels/segment_triangle.h"
#include "oracle/triangle_in_plane.h"
#include "subject/subject.h"

namespace {

using namespace plumb;

// W. R. Franklin's PNPOLY in doubles: an edge holds its lower end, a
// crossing exactly at the point does not count.
bool pnpoly(Vec2 p, std::span<const Vec2> v) {
  bool inside = false;
  for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
    if ((v[i].y > p.y) != (v[j].y > p.y) &&
        p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x)
      inside = !inside;
  }
  return inside;
}

Subject pnpoly_subject(BoundaryConvention boundary) {
  Subject s;
  s.name = "pnpoly";
  s.point_in_polygon = [](Vec2 p, std::span<const Vec2> polygon) {
    return polygon.empty() ? Location::outside : pnpoly(p, polygon) ? Location::inside : Location::outside;
  };
  s.declared.domain = Domain::gis_projected();
  s.declared.every = rounding_contract(64, 64);
  s.declared.conventions.boundary = boundary;
  return s;
}

// A slab test that answers the exit when the origin is inside.
std::optional<double> slab_exit_when_inside(const Ray3& r, const Box& b) {
  const double o[3] = {r.origin.x, r.origin.y, r.origin.z}, d[3] = {r.direction.x, r.direction.y, r.direction.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  double near = -INFINITY, far = INFINITY;
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) return std::nullopt;  // an empty box
    if (d[i] == 0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;
      continue;
    }
    double t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
    if (t1 > t2) std::swap(t1, t2);
    near = std::max(near, t1);
    far = std::min(far, t2);
  }
  if (near > far || far < 0) return std::nullopt;
  return near >= 0 ? near : far;
}

Subject exit_subject(bool declare_for_member) {
  Subject s;
  s.name = "slab-exit";
  s.ray_box_entry = slab_exit_when_inside;
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  if (declare_for_member) s.declared.members["ray_box_entry"].conventions.inside_start = InsideStart::exit;
  return s;
}

// The exit reading with the side decided with a slack: an origin outside the
// sphere by less than `slack` (relative, on the squares) is read as inside
// and answered where the ray leaves. slack = 2^-50 is a careful kernel's
// rounding of |m|^2 - r^2; 1e-3 an epsilon far beyond rounding.
std::optional<double> sphere_exit_with_slack(const Ray3& r, const Sphere& sp, double slack) {
  if (!(sp.radius >= 0)) return std::nullopt;
  const Vec3 m{r.origin.x - sp.centre.x, r.origin.y - sp.centre.y, r.origin.z - sp.centre.z}, d = r.direction;
  const double A = d.x * d.x + d.y * d.y + d.z * d.z, B = m.x * d.x + m.y * d.y + m.z * d.z;
  const double mm = m.x * m.x + m.y * m.y + m.z * m.z, rr = sp.radius * sp.radius, C = mm - rr;
  if (A == 0) return C == 0 ? std::optional<double>(0.0) : std::nullopt;  // a point never leaves
  const double disc = B * B - A * C;
  if (disc < 0) return std::nullopt;
  if (mm <= rr * (1 + slack)) {  // read as inside: where it leaves
    const double t = (-B + std::sqrt(disc)) / A;
    return t >= 0 ? std::optional<double>(t) : std::nullopt;
  }
  if (B >= 0) return std::nullopt;
  return std::max(0.0, (-B - std::sqrt(disc)) / A);
}

// The slab test above, its side decided with a slack on the entry t: an
// entry nearer than `slack` reads the origin as inside (the exit).
std::optional<double> slab_exit_with_slack(const Ray3& r, const Box& b, double slack) {
  const double o[3] = {r.origin.x, r.origin.y, r.origin.z}, d[3] = {r.direction.x, r.direction.y, r.direction.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  double near = -INFINITY, far = INFINITY;
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) return std::nullopt;
    if (d[i] == 0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;
      continue;
    }
    double t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
    if (t1 > t2) std::swap(t1, t2);
    near = std::max(near, t1);
    far = std::min(far, t2);
  }
  if (near > far || far < 0) return std::nullopt;
  return near >= slack ? near : far;
}

Subject slack_exit_subject(double slack) {
  Subject s;
  s.name = "exit-with-slack";
  s.ray_sphere_entry = [slack](const Ray3& r, const Sphere& sp) { return sphere_exit_with_slack(r, sp, slack); };
  s.ray_box_entry = [slack](const Ray3& r, const Box& b) { return slab_exit_with_slack(r, b, slack); };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  s.declared.conventions.inside_start = InsideStart::exit;
  return s;
}

// Plumb's exact ray-chain test with the chain's collinear edges ignored (a
// ray along an edge does not hit it), as a library declaring EdgeOn::ignored.
// A zero-direction ray (a point) is collinear with any edge it lies on, so it
// hits nothing (as ray_segment_hit's point ray under the same declaration).
std::optional<Blocker> chain_edge_on_ignored(const Segment& ray, std::span<const Vec2> chain) {
  if (ray.a == ray.b) return std::nullopt;
  std::optional<Blocker> best;
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const Segment edge{chain[i], chain[i + 1]};
    if (plumb::orientation(ray.a, ray.b, edge.a) == 0 && plumb::orientation(ray.a, ray.b, edge.b) == 0) continue;
    const auto c = plumb::first_contact(ray, Kind::ray, edge, Kind::segment);
    if (c && (!best || c->t < best->contact.t)) best = Blocker{i, *c};
  }
  return best;
}

Subject chain_subject(bool edge_on_declared, bool rejects_repeated, bool zero_length_declared) {
  Subject s;
  s.name = "chain";
  s.ray_chain_hit = [rejects_repeated](const Segment& ray, std::span<const Vec2> chain) -> std::optional<Blocker> {
    // A library that rejects a repeated vertex answers nothing for the chain.
    for (std::size_t i = 0; rejects_repeated && i + 1 < chain.size(); ++i)
      if (chain[i] == chain[i + 1]) return std::nullopt;
    return rejects_repeated ? plumb::ray_chain_hit(ray, chain) : chain_edge_on_ignored(ray, chain);
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  if (edge_on_declared) s.declared.members["ray_chain_hit"].conventions.edge_on = EdgeOn::ignored;
  if (zero_length_declared) s.declared.members["ray_chain_hit"].conventions.zero_length = ZeroLength::outside_contract;
  return s;
}

// Plumb's exact ray-triangle test, but hits at t <= 1e-6 are ignored.
Subject min_hit_subject(bool declared) {
  Subject s;
  s.name = "t-epsilon";
  s.ray_triangle_hit = [](const Ray3& r, const Triangle3& t) -> std::optional<TriangleHit> {
    const auto h = plumb::ray_triangle_hit(r, t);
    if (h && h->t <= 1e-6) return std::nullopt;
    return h;
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  if (declared) s.declared.members["ray_triangle_hit"].conventions.min_hit_t = 1e-6;
  return s;
}

// Plumb's ray-triangle and segment-triangle tests, with a ray or segment
// lying in the triangle's plane met where it first touches the triangle (as
// CGAL's intersections answer), rounded from the exact first contact; with
// `wrong_t`, at t = 0 wherever it touches (the start, as for a plane).
Subject in_plane_subject(bool declared, bool wrong_t = false) {
  Subject s;
  s.name = "in-plane";
  const auto rounded = [wrong_t](const auto& h) -> std::optional<TriangleHit> {
    if (!h) return std::nullopt;
    return TriangleHit{wrong_t ? 0.0 : oracle::round_to_double(h->t), oracle::round_to_double(h->u),
                       oracle::round_to_double(h->v)};
  };
  s.ray_triangle_hit = [rounded](const Ray3& r, const Triangle3& t) -> std::optional<TriangleHit> {
    if (oracle::ray_in_triangle_plane(r, t)) return rounded(oracle::ray_triangle_first_contact(r, t));
    return plumb::ray_triangle_hit(r, t);
  };
  s.segment_triangle_crossing = [rounded](const Segment3& seg, const Triangle3& t) -> std::optional<TriangleHit> {
    if (oracle::segment_in_triangle_plane(seg, t)) return rounded(oracle::segment_triangle_first_contact(seg, t));
    return plumb::segment_triangle_crossing(seg, t);
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  if (declared) {
    s.declared.members["ray_triangle_hit"].conventions.triangle_in_plane = TriangleInPlane::first_contact;
    s.declared.members["segment_triangle_crossing"].conventions.triangle_in_plane = TriangleInPlane::first_contact;
  }
  return s;
}

// A ray-sphere test whose t is a distance: correct for a unit direction
// (three.js's Ray), wrong by the factor |d| for any other; `scale` != 1
// makes it wrong on unit directions too.
Subject distance_t_subject(bool declared, double scale = 1.0) {
  Subject s;
  s.name = "distance-t";
  s.ray_sphere_entry = [scale](const Ray3& r, const Sphere& sp) -> std::optional<double> {
    const auto t = plumb::ray_sphere_entry(r, sp);
    if (!t) return t;
    const Vec3 d = r.direction;
    return *t * std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z) * scale;
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  s.declared.preconditions.unit_direction = declared;
  return s;
}

// A disc-segment test with a contact slop: closer than 1e-6 (coordinate
// units) to the disc counts as meeting it, as physics engines' margins do.
// `absolute` is the declared absolute decision tolerance (0: none).
Subject slop_subject(double absolute) {
  Subject s;
  s.name = "slop";
  s.circle_segment_intersect = [](const Circle& c, const Segment& seg) {
    return plumb::distance_point_segment(c.centre, seg) <= c.radius + 1e-6;
  };
  s.declared.domain = Domain::game_metres();
  s.declared.every = rounding_contract(64, 64);
  s.declared.members["circle_segment_intersect"].decision_absolute = absolute;
  return s;
}

// The same ray-sphere test declared unit_direction for that member only, and
// a ray-box test whose t is also a distance but which declares nothing: the
// box member must still be judged on rays of any length (and be caught).
Subject member_unit_subject(double scale = 1.0) {
  Subject s = distance_t_subject(false, scale);
  s.ray_box_entry = [](const Ray3& r, const Box& b) -> std::optional<double> {
    const auto t = plumb::ray_box_entry(r, b);
    if (!t) return t;
    const Vec3 d = r.direction;
    return *t * std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
  };
  s.declared.members["ray_sphere_entry"].preconditions.unit_direction = true;
  return s;
}

// The kernel's findings in one property's run, and the groups they form (for
// the failure message).
struct Count {
  long n = 0;
  std::string groups;
};

Count findings(const Subject& s, const char* property, const char* kernel, const std::string& input = "") {
  RunOptions o;
  o.cases = 2000;
  o.isolate = false;
  o.only = property;
  o.input = input;
  o.shrink_groups = 0;
  const Report r = run_suite(s, o);
  Count c;
  for (const Group& g : r.groups) {
    if (g.first.kernel != kernel) continue;
    c.n += g.count;
    c.groups += g.key + " (" + std::to_string(g.count) + "): " + g.first.what + "\n  " + g.first.input + "\n  got " +
                g.first.fast + ", exact " + g.first.exact + "\n";
  }
  return c;
}

TEST(Conventions, HalfOpenBoundaryPassesPnpolyOnlyWhenDeclared) {
  {
    const Count c = findings(pnpoly_subject(BoundaryConvention::half_open), "oracle: point in polygon", "point_in_polygon");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(pnpoly_subject(BoundaryConvention::inside), "oracle: point in polygon", "point_in_polygon").n, 0);
}

TEST(Conventions, HalfOpenSharedEdgesJudgeEachAnswer) {
  // Under half-open the two answers differ by design: not an invariant fault.
  {
    const Count c = findings(pnpoly_subject(BoundaryConvention::half_open), "shared edge: polygons", "point_in_polygon");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(pnpoly_subject(BoundaryConvention::inside), "shared edge: polygons", "point_in_polygon").n, 0);
}

TEST(Conventions, ExitFromInsideIsAMemberConvention) {
  const char* property = "oracle: rays against spheres and boxes";
  {
    const Count c = findings(exit_subject(true), property, "ray_box_entry");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(exit_subject(false), property, "ray_box_entry").n, 0);
}

// The exit reading's inside/outside switch has a rounding margin: an origin
// outside by one ULP of 1 (2u relative), read as inside, is rounding-level;
// the same switch far from the boundary, or at an origin exactly on it on
// small integers (where the side is computed exactly), is a fault.
TEST(Conventions, ExitSideWithinRoundingIsEitherReading) {
  const char* property = "oracle: rays against spheres and boxes";
  // Outside the sphere and the box's face x = 1 by 2^-52, going in: the
  // entry at t = 2^-52; read as inside, the exit at t = 2.
  const std::string near_boundary =
      "ray = {origin {0x1.0000000000001p+0, 0, 0}, direction {-1, 0, 0}}, sphere = {{0, 0, 0}, 1}, "
      "box = {min {-1, -1, -1}, max {1, 1, 1}}";
  for (const char* kernel : {"ray_sphere_entry", "ray_box_entry"}) {
    const Count c = findings(slack_exit_subject(0x1p-50), property, kernel, near_boundary);
    EXPECT_EQ(c.n, 0) << kernel << "\n" << c.groups;
  }
  // Outside by 2^-13 (1.2e-4): no rounding reads that side wrong.
  const std::string far_from_it =
      "ray = {origin {0x1.0008p+0, 0, 0}, direction {-1, 0, 0}}, sphere = {{0, 0, 0}, 1}, "
      "box = {min {-1, -1, -1}, max {1, 1, 1}}";
  for (const char* kernel : {"ray_sphere_entry", "ray_box_entry"})
    EXPECT_GT(findings(slack_exit_subject(1e-3), property, kernel, far_from_it).n, 0) << kernel;
  // Exactly on the sphere and the face, on small integers: the entry at
  // t = 0; the side is exact there, so the exit is a fault at any slack.
  const std::string on_it =
      "ray = {origin {1, 0, 0}, direction {-1, 0, 0}}, sphere = {{0, 0, 0}, 1}, box = {min {-1, -1, -1}, max {1, 1, 1}}";
  for (const char* kernel : {"ray_sphere_entry", "ray_box_entry"})
    EXPECT_GT(findings(slack_exit_subject(0x1p-50), property, kernel, on_it).n, 0) << kernel;
  // The same origin with a direction off every grid (2/3, 1/3 rounded): the
  // side depends on the origin and the shape only, still exact.
  const std::string on_it_rounded_direction =
      "ray = {origin {1, 0, 0}, direction {-0x1.5555555555555p-1, 0x1.5555555555555p-2, 0}}, "
      "sphere = {{0, 0, 0}, 1}, box = {min {-1, -1, -1}, max {1, 1, 1}}";
  for (const char* kernel : {"ray_sphere_entry", "ray_box_entry"})
    EXPECT_GT(findings(slack_exit_subject(0x1p-50), property, kernel, on_it_rounded_direction).n, 0) << kernel;
}

// ray_chain_hit honours the member's edge_on and zero_length declarations,
// as ray_segment_hit does: each subject passes under its declaration and
// fails without it.
TEST(Conventions, ChainEdgeOnIgnoredWhenDeclared) {
  const char* property = "oracle: ray and chain";
  {
    const Count c = findings(chain_subject(true, false, false), property, "ray_chain_hit");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(chain_subject(false, false, false), property, "ray_chain_hit").n, 0);
  {
    const Count c = findings(chain_subject(true, false, false), "chain: a ray through a shared vertex hits", "ray_chain_hit");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
}

TEST(Conventions, ChainZeroLengthEdgesOutsideTheContractWhenDeclared) {
  const char* property = "oracle: ray and chain";
  {
    const Count c = findings(chain_subject(false, true, true), property, "ray_chain_hit");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(chain_subject(false, true, false), property, "ray_chain_hit").n, 0);
}

TEST(Conventions, HitsBeforeTheDeclaredLeastTAreNotJudged) {
  const char* property = "oracle: rays against triangles";
  {
    const Count c = findings(min_hit_subject(true), property, "ray_triangle_hit");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(min_hit_subject(false), property, "ray_triangle_hit").n, 0);
}

TEST(Conventions, InPlaneTriangleContactsAreJudgedAsDeclared) {
  const std::pair<const char*, const char*> runs[] = {{"oracle: rays against triangles", "ray_triangle_hit"},
                                                      {"oracle: segments against triangles", "segment_triangle_crossing"}};
  for (const auto& [property, kernel] : runs) {
    {
      const Count c = findings(in_plane_subject(true), property, kernel);
      EXPECT_EQ(c.n, 0) << kernel << "\n" << c.groups;
    }
    // Under Plumb's default an in-plane ray or segment meets nothing.
    EXPECT_GT(findings(in_plane_subject(false), property, kernel).n, 0) << kernel;
    // Declared, the in-plane t is still judged: t = 0 for a contact ahead is caught.
    EXPECT_GT(findings(in_plane_subject(true, true), property, kernel).n, 0) << kernel;
  }
}

TEST(Conventions, UnitDirectionsAreDrawnWhenDeclared) {
  const char* property = "oracle: rays against spheres and boxes";
  {
    const Count c = findings(distance_t_subject(true), property, "ray_sphere_entry");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  EXPECT_GT(findings(distance_t_subject(false), property, "ray_sphere_entry").n, 0);
  // Declared, the rays are drawn unit, not skipped: a t off by 1% is found.
  EXPECT_GT(findings(distance_t_subject(true, 1.01), property, "ray_sphere_entry").n, 0);
}

TEST(Conventions, AMembersUnitDirectionLeavesTheOtherMembersJudgedOnEveryRay) {
  const char* property = "oracle: rays against spheres and boxes";
  {
    const Count c = findings(member_unit_subject(), property, "ray_sphere_entry");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  // The sphere member is judged on the unit half: a t off by 1% is found.
  EXPECT_GT(findings(member_unit_subject(1.01), property, "ray_sphere_entry").n, 0);
  // The box member declared nothing: its distance t on non-unit rays is a fault.
  EXPECT_GT(findings(member_unit_subject(), property, "ray_box_entry").n, 0);
}

TEST(Conventions, AnAbsoluteDecisionToleranceCoversTheLibrarysEpsilonAndNoMore) {
  const char* property = "oracle: circle and segment";
  // Undeclared, the slop is a fault: the human-scale gap classes reach it.
  EXPECT_GT(findings(slop_subject(0), property, "circle_segment_intersect").n, 0);
  {
    // Declared a little wider than the slop (the kernel's own rounding at
    // the slop's edge), nothing is left.
    const Count c = findings(slop_subject(2e-6), property, "circle_segment_intersect");
    EXPECT_EQ(c.n, 0) << c.groups;
  }
  // Declared ten times too small, the gaps between 1e-7 and 1e-6 still are.
  EXPECT_GT(findings(slop_subject(1e-7), property, "circle_segment_intersect").n, 0);
}

}  // namespace
