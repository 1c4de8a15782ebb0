// CGAL 5.5 adapters (see cgal_kernels.h): each member calls CGAL's own
// predicate or construction on CGAL's own objects, built from the case's
// doubles without rounding (Point_2, Segment_2, Line_2 through two points,
// Plane_3 from its coefficients), except the Sphere_3, which stores the
// squared radius (r * r rounded: declared below). docs/clients/cgal.md gives
// the reason for every declaration and the CGAL documentation behind it.
//
//   orientation                      CGAL::orientation(Point_2 x3)
//   segments_intersect               CGAL::do_intersect(Segment_2, Segment_2)
//   line_segment_intersect           CGAL::do_intersect(Line_2, Segment_2)
//   squared_distance_point_segment   CGAL::squared_distance(Point_2, Segment_2)
//   segment_crossing                 CGAL::intersection(Segment_2, Segment_2): the point
//   ray_segment_hit                  CGAL::intersection(Ray_2, Segment_2): the point (t, u derived)
//   squared_distance_point_segment3  CGAL::squared_distance(Point_3, Segment_3)
//   segment_segment_closest3         CGAL::squared_distance(Segment_3, Segment_3): the distance only
//   sphere_segment_intersect         CGAL::do_intersect(Sphere_3, Segment_3)
//   sphere_sphere_intersect          CGAL::do_intersect(Sphere_3, Sphere_3)
//   segment_plane_crossing           CGAL::intersection(Segment_3, Plane_3): the point
//   ray_plane_hit                    CGAL::intersection(Ray_3, Plane_3): whether (t derived)
//   ray_sphere_entry                 CGAL::do_intersect(Ray_3, Sphere_3): whether only
//   ray_box_entry                    CGAL::do_intersect(Ray_3, Iso_cuboid_3): whether only
//   ray_triangle_hit                 CGAL::intersection(Ray_3, Triangle_3): the point (t, u, v derived)
//   segment_triangle_crossing        CGAL::intersection(Segment_3, Triangle_3): the point (t, u, v derived)
//   point_in_polygon                 CGAL::bounded_side_2 on the vertex range
//
// What CGAL cannot be asked is translated, never computed here: a line through
// one point, a ray with no direction (2D or 3D), a segment of length zero
// against a plane are CGAL's point queries; a ray with no direction, a
// segment of length zero or a degenerate triangle against a triangle (CGAL's
// precondition: neither is degenerate) answer "no", as Plumb reads them; a radius that is negative or NaN (Plumb: no
// shape) and an empty box (min > max: Iso_cuboid_3 would swap the corners)
// answer "no" without calling CGAL.
#include "clients/cpp/cgal_kernels.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Polygon_2_algorithms.h>
#include <CGAL/Simple_cartesian.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_2.h>
#include <CGAL/squared_distance_3.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <variant>
#include <utility>
#include <vector>

namespace cgal_client {
namespace {

using plumb::Box;
using plumb::Crossing;
using plumb::Plane;
using plumb::PlaneCrossing;
using plumb::Ray3;
using plumb::Segment;
using plumb::Segment3;
using plumb::SegmentPair3;
using plumb::Sphere;
using plumb::Triangle3;
using plumb::TriangleHit;
using plumb::Vec2;
using plumb::Vec3;

// CGAL's kernels require finite coordinates (their number types are models of
// the real numbers); Epick's exact fallback converts each double with
// mpq_set_d, which raises SIGFPE on NaN and infinities.
void require_finite(Guard g, std::initializer_list<double> values) {
  if (g == Guard::none) return;
  for (double v : values)
    if (!std::isfinite(v)) throw std::domain_error("CGAL's kernels take finite coordinates only");
}
void require_finite(Guard g, Vec2 a, Vec2 b, Vec2 c = {}, Vec2 d = {}) {
  require_finite(g, {a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y});
}
void require_finite3(Guard g, std::initializer_list<Vec3> points, std::initializer_list<double> more = {}) {
  if (g == Guard::none) return;
  for (const Vec3& p : points) require_finite(g, {p.x, p.y, p.z});
  require_finite(g, more);
}

// Where p lies along a -> b (clamped to [0, 1]): the adapter's own estimate,
// only for parameters declared unjudged (CGAL constructs the point, not a t).
double fraction(Vec2 a, Vec2 b, Vec2 p) {
  const double dx = b.x - a.x, dy = b.y - a.y, dd = dx * dx + dy * dy;
  if (!(dd > 0)) return 0.0;
  return std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / dd, 0.0, 1.0);
}
// Where p lies along the ray from a through b (t >= 0, in units of b - a):
// the adapter's own estimate, as fraction's, for ray_segment_hit's t.
double ray_fraction(Vec2 a, Vec2 b, Vec2 p) {
  const double dx = b.x - a.x, dy = b.y - a.y, dd = dx * dx + dy * dy;
  if (!(dd > 0)) return 0.0;
  return std::max(((p.x - a.x) * dx + (p.y - a.y) * dy) / dd, 0.0);
}
// Where p lies along origin + t direction (t >= 0): the adapter's estimate
// for ray_plane_hit's t, from the Point_3 CGAL constructs.
double ray_fraction3(const Ray3& ray, Vec3 p) {
  const Vec3 d = ray.direction;
  const double dd = d.x * d.x + d.y * d.y + d.z * d.z;
  if (!(dd > 0)) return 0.0;
  return std::max(((p.x - ray.origin.x) * d.x + (p.y - ray.origin.y) * d.y + (p.z - ray.origin.z) * d.z) / dd, 0.0);
}
double fraction3(Vec3 a, Vec3 b, Vec3 p) {
  const double dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z, dd = dx * dx + dy * dy + dz * dz;
  if (!(dd > 0)) return 0.0;
  return std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy + (p.z - a.z) * dz) / dd, 0.0, 1.0);
}

// The barycentric (u, v) of a point p of the triangle's plane (weights of b
// and c): the adapter's own estimate, for unjudged parameters, in the 2D
// projection along the normal's largest component. 0, 0 for no normal.
std::pair<double, double> barycentric(const Triangle3& t, Vec3 p) {
  const Vec3 e1{t.b.x - t.a.x, t.b.y - t.a.y, t.b.z - t.a.z}, e2{t.c.x - t.a.x, t.c.y - t.a.y, t.c.z - t.a.z};
  const Vec3 w{p.x - t.a.x, p.y - t.a.y, p.z - t.a.z};
  const double n[3] = {e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x};
  const int k = std::fabs(n[0]) >= std::fabs(n[1]) && std::fabs(n[0]) >= std::fabs(n[2]) ? 0
                : std::fabs(n[1]) >= std::fabs(n[2])                                      ? 1
                                                                                          : 2;
  if (!(n[k] != 0)) return {0.0, 0.0};
  const auto x = [k](Vec3 v) { return k == 0 ? v.y : k == 1 ? v.z : v.x; };
  const auto y = [k](Vec3 v) { return k == 0 ? v.z : k == 1 ? v.x : v.y; };
  return {(x(w) * y(e2) - y(w) * x(e2)) / n[k], (x(e1) * y(w) - y(e1) * x(w)) / n[k]};
}

// A radius CGAL can hold: Plumb reads a negative or NaN radius as no shape.
bool valid_radius(double r) { return r >= 0; }

template <class K>
struct Adapters {
  using P2 = typename K::Point_2;
  using S2 = typename K::Segment_2;
  using L2 = typename K::Line_2;
  using R2 = typename K::Ray_2;
  using P3 = typename K::Point_3;
  using V3 = typename K::Vector_3;
  using S3 = typename K::Segment_3;
  using R3 = typename K::Ray_3;
  using Sph = typename K::Sphere_3;
  using Pl3 = typename K::Plane_3;
  using Cuboid = typename K::Iso_cuboid_3;
  using Tri3 = typename K::Triangle_3;

  static P2 p2(Vec2 v) { return P2(v.x, v.y); }
  static S2 s2(const Segment& s) { return S2(p2(s.a), p2(s.b)); }
  static P3 p3(Vec3 v) { return P3(v.x, v.y, v.z); }
  static S3 s3(const Segment3& s) { return S3(p3(s.a), p3(s.b)); }
  static Vec2 v2(const P2& p) { return {CGAL::to_double(p.x()), CGAL::to_double(p.y())}; }
  static Vec3 v3(const P3& p) { return {CGAL::to_double(p.x()), CGAL::to_double(p.y()), CGAL::to_double(p.z())}; }
  // The sphere CGAL holds: centre and squared radius (r * r, rounded).
  static Tri3 tri3(const Triangle3& t) { return Tri3(p3(t.a), p3(t.b), p3(t.c)); }
  // The point of CGAL's answer where the ray or segment from `from` first
  // meets the triangle: the Point_3, or, for a ray or segment lying in the
  // triangle's plane, the end of the common Segment_3 nearer `from` (by
  // CGAL's own predicate, exact under Epick).
  template <class Result>
  static Vec3 first_point(const Result& result, const P3& from) {
    if (const P3* p = boost::get<P3>(&*result)) return v3(*p);
    const S3 common = *boost::get<S3>(&*result);
    const bool target_first =
        CGAL::compare_distance_to_point(from, common.source(), common.target()) == CGAL::LARGER;
    return v3(target_first ? common.target() : common.source());
  }
  static Sph sphere(const Sphere& s) { return Sph(p3(s.centre), s.radius * s.radius); }

  static void fill(plumb::Subject& s, Guard g) {
    // bounded_side_2 (Polygon_2_algorithms.h: "Being inside is defined by
    // the odd-even rule ... If the point is on a polygon edge, a special value
    // is returned"): ON_BOUNDED_SIDE, ON_BOUNDARY or ON_UNBOUNDED_SIDE, with
    // the kernel's Orientation_2 and comparisons.
    s.point_in_polygon = [g](Vec2 p, std::span<const Vec2> polygon) {
      require_finite(g, p, p);
      std::vector<P2> points;
      points.reserve(polygon.size());
      for (Vec2 v : polygon) {
        require_finite(g, v, v);
        points.push_back(p2(v));
      }
      switch (CGAL::bounded_side_2(points.begin(), points.end(), p2(p), K())) {
        case CGAL::ON_BOUNDED_SIDE: return plumb::Location::inside;
        case CGAL::ON_BOUNDARY: return plumb::Location::boundary;
        default: return plumb::Location::outside;
      }
    };
    s.orientation = [g](Vec2 a, Vec2 b, Vec2 c) {
      require_finite(g, a, b, c);
      return int(CGAL::orientation(p2(a), p2(b), p2(c)));  // LEFT_TURN = 1, as Plumb
    };
    s.segments_intersect = [g](const Segment& s1, const Segment& s2_) {
      require_finite(g, s1.a, s1.b, s2_.a, s2_.b);
      return bool(CGAL::do_intersect(s2(s1), s2(s2_)));
    };
    s.line_segment_intersect = [g](const Segment& line, const Segment& seg) {
      require_finite(g, line.a, line.b, seg.a, seg.b);
      // A Line_2 through two equal points is degenerate (all coefficients
      // 0): CGAL has no line through one point. Plumb reads it as the point
      // line.a; so does CGAL's point query.
      if (line.a == line.b) return bool(CGAL::do_intersect(p2(line.a), s2(seg)));
      return bool(CGAL::do_intersect(L2(p2(line.a), p2(line.b)), s2(seg)));
    };
    s.squared_distance_point_segment = [g](Vec2 p, const Segment& seg) {
      require_finite(g, p, seg.a, seg.b);
      return CGAL::to_double(CGAL::squared_distance(p2(p), s2(seg)));
    };
    s.segment_crossing = [g](const Segment& s1, const Segment& s2_) -> std::optional<Crossing> {
      require_finite(g, s1.a, s1.b, s2_.a, s2_.b);
      const auto result = CGAL::intersection(s2(s1), s2(s2_));
      if (!result) return std::nullopt;
      Vec2 point;
      if (const P2* p = boost::get<P2>(&*result)) {
        point = v2(*p);
      } else {
        // Collinear overlap: CGAL answers the common segment; one of its
        // points (its source) is a common point.
        point = v2(boost::get<S2>(&*result)->source());
      }
      return Crossing{fraction(s1.a, s1.b, point), fraction(s2_.a, s2_.b, point), point};
    };
    s.ray_segment_hit = [g](const Segment& ray, const Segment& wall) -> std::optional<Crossing> {
      require_finite(g, ray.a, ray.b, wall.a, wall.b);
      Vec2 point;
      if (ray.a == ray.b) {
        // A Ray_2 through two equal points has no direction (its supporting
        // line is 0 = 0): Plumb reads it as the point ray.a, at t = 0; so
        // does CGAL's point query.
        if (!CGAL::do_intersect(p2(ray.a), s2(wall))) return std::nullopt;
        point = ray.a;
      } else {
        const auto result = CGAL::intersection(R2(p2(ray.a), p2(ray.b)), s2(wall));
        if (!result) return std::nullopt;
        if (const P2* p = boost::get<P2>(&*result)) {
          point = v2(*p);
        } else {
          // The ray runs along the wall: CGAL answers the common Segment_2
          // (Intersections_2/Ray_2_Segment_2.h:96-197: (origin, far end) when the
          // origin is on the wall, else the wall as given, source first).
          // Plumb's answer is where the overlap begins along the ray: of
          // CGAL's two ends, the one nearer the origin, chosen by CGAL's own
          // predicate (exact under Epick). Both ends are input points.
          const S2 overlap = *boost::get<S2>(&*result);
          const bool target_first = CGAL::compare_distance_to_point(p2(ray.a), overlap.source(), overlap.target()) ==
                                    CGAL::LARGER;
          point = v2(target_first ? overlap.target() : overlap.source());
        }
      }
      // CGAL constructs the point, not t or u: the adapter derives them
      // (declared unjudged).
      return Crossing{ray_fraction(ray.a, ray.b, point), fraction(wall.a, wall.b, point), point};
    };

    s.squared_distance_point_segment3 = [g](Vec3 p, const Segment3& seg) {
      require_finite3(g, {p, seg.a, seg.b});
      return CGAL::to_double(CGAL::squared_distance(p3(p), s3(seg)));
    };
    s.segment_segment_closest3 = [g](const Segment3& a, const Segment3& b) {
      require_finite3(g, {a.a, a.b, b.a, b.b});
      SegmentPair3 r;  // CGAL gives the squared distance only (declared: no s, t or points)
      r.first = a.a;
      r.second = b.a;
      r.squared_distance = CGAL::to_double(CGAL::squared_distance(s3(a), s3(b)));
      return r;
    };
    s.sphere_segment_intersect = [g](const Sphere& sp, const Segment3& seg) {
      require_finite3(g, {sp.centre, seg.a, seg.b}, {sp.radius});
      if (!valid_radius(sp.radius)) return false;
      return bool(CGAL::do_intersect(sphere(sp), s3(seg)));
    };
    s.sphere_sphere_intersect = [g](const Sphere& a, const Sphere& b) {
      require_finite3(g, {a.centre, b.centre}, {a.radius, b.radius});
      if (!valid_radius(a.radius) || !valid_radius(b.radius)) return false;
      return bool(CGAL::do_intersect(sphere(a), sphere(b)));
    };
    s.segment_plane_crossing = [g](const Segment3& seg, const Plane& plane) -> std::optional<PlaneCrossing> {
      require_finite3(g, {seg.a, seg.b, plane.normal}, {plane.offset});
      // Plumb's plane n . p = offset is CGAL's a x + b y + c z + d = 0 with
      // d = -offset (exact). A zero normal is no plane (Plumb: no crossing).
      if (plane.normal == Vec3{}) return std::nullopt;
      const Pl3 pl(plane.normal.x, plane.normal.y, plane.normal.z, -plane.offset);
      const auto result = CGAL::intersection(s3(seg), pl);
      if (!result) return std::nullopt;
      if (const P3* p = boost::get<P3>(&*result)) {
        const Vec3 q = v3(*p);
        return PlaneCrossing{fraction3(seg.a, seg.b, q), q};
      }
      // The segment lies in the plane: CGAL answers the segment itself;
      // Plumb's convention reads that as crossing at its start.
      return PlaneCrossing{0.0, seg.a};
    };
    s.ray_plane_hit = [g](const Ray3& ray, const Plane& plane) -> std::optional<double> {
      require_finite3(g, {ray.origin, ray.direction, plane.normal}, {plane.offset});
      // A zero normal is no plane (Plumb: no hit), as for segment_plane_crossing.
      if (plane.normal == Vec3{}) return std::nullopt;
      const Pl3 pl(plane.normal.x, plane.normal.y, plane.normal.z, -plane.offset);
      // A ray with no direction is its origin: CGAL's point query. On the
      // plane it lies in it (the in-plane convention declared below: t = 0).
      if (ray.direction == Vec3{}) {
        if (!CGAL::do_intersect(p3(ray.origin), pl)) return std::nullopt;
        return 0.0;
      }
      const auto result =
          CGAL::intersection(R3(p3(ray.origin), V3(ray.direction.x, ray.direction.y, ray.direction.z)), pl);
      if (!result) return std::nullopt;
      // CGAL constructs the Point_3, not t: the adapter derives t from it
      // (declared unjudged: only whether CGAL answers a point is judged).
      if (const P3* p = boost::get<P3>(&*result)) return ray_fraction3(ray, v3(*p));
      // The ray lies in the plane: CGAL answers the Ray_3 itself
      // (Intersections_3/internal/Plane_3_Ray_3_intersection.h); the adapter
      // reads it as a hit at the origin (declared: InPlane::crosses_at_start).
      return 0.0;
    };
    s.ray_triangle_hit = [g](const Ray3& ray, const Triangle3& t) -> std::optional<TriangleHit> {
      require_finite3(g, {ray.origin, ray.direction, t.a, t.b, t.c});
      // CGAL's precondition (Intersections_3/internal/Ray_3_Triangle_3_intersection.h:
      // !is_degenerate for the triangle and the ray): a zero direction, a
      // Ray_3 whose second point origin + direction rounds onto its origin,
      // or collinear corners (by CGAL's predicate) are not asked; Plumb
      // reads each as no hit.
      if (ray.direction == Vec3{}) return std::nullopt;
      const Tri3 tri = tri3(t);
      const R3 r(p3(ray.origin), V3(ray.direction.x, ray.direction.y, ray.direction.z));
      if (tri.is_degenerate() || r.is_degenerate()) return std::nullopt;
      const auto result = CGAL::intersection(r, tri);
      if (!result) return std::nullopt;
      // CGAL constructs a point (or the in-plane Segment_3), not t, u or v:
      // the adapter derives them (declared unjudged).
      const Vec3 p = first_point(result, p3(ray.origin));
      const auto [u, v] = barycentric(t, p);
      return TriangleHit{ray_fraction3(ray, p), u, v};
    };
    s.segment_triangle_crossing = [g](const Segment3& seg, const Triangle3& t) -> std::optional<TriangleHit> {
      require_finite3(g, {seg.a, seg.b, t.a, t.b, t.c});
      // CGAL's precondition (Segment_3_Triangle_3_intersection.h:
      // !is_degenerate for both): a zero-length segment or collinear corners
      // are not asked; Plumb reads each as no crossing.
      const Tri3 tri = tri3(t);
      if (seg.a == seg.b || tri.is_degenerate()) return std::nullopt;
      const auto result = CGAL::intersection(s3(seg), tri);
      if (!result) return std::nullopt;
      const Vec3 p = first_point(result, p3(seg.a));
      const auto [u, v] = barycentric(t, p);
      return TriangleHit{fraction3(seg.a, seg.b, p), u, v};
    };
    s.ray_sphere_entry = [g](const Ray3& ray, const Sphere& sp) -> std::optional<double> {
      require_finite3(g, {ray.origin, ray.direction, sp.centre}, {sp.radius});
      if (!valid_radius(sp.radius)) return std::nullopt;
      // A ray with no direction is its origin: CGAL's point query (on the sphere).
      const bool hit = ray.direction == Vec3{} ? bool(CGAL::do_intersect(p3(ray.origin), sphere(sp)))
                                               : bool(CGAL::do_intersect(R3(p3(ray.origin), V3(ray.direction.x,
                                                                             ray.direction.y, ray.direction.z)),
                                                                          sphere(sp)));
      if (!hit) return std::nullopt;
      return 0.0;  // whether only: CGAL's do_intersect gives no t (declared decision-only)
    };
    s.ray_box_entry = [g](const Ray3& ray, const Box& box) -> std::optional<double> {
      require_finite3(g, {ray.origin, ray.direction, box.min, box.max});
      if (box.min.x > box.max.x || box.min.y > box.max.y || box.min.z > box.max.z) return std::nullopt;
      const Cuboid cuboid(p3(box.min), p3(box.max));
      const bool hit = ray.direction == Vec3{} ? bool(CGAL::do_intersect(p3(ray.origin), cuboid))
                                               : bool(CGAL::do_intersect(R3(p3(ray.origin), V3(ray.direction.x,
                                                                             ray.direction.y, ray.direction.z)),
                                                                          cuboid));
      if (!hit) return std::nullopt;
      return 0.0;  // whether only (declared decision-only)
    };
  }
};

}  // namespace

std::string kernel_name(Kernel k) { return k == Kernel::epick ? "epick" : "simple-cartesian"; }

std::vector<std::string> kernel_names() { return {"simple-cartesian", "epick"}; }

Kernel kernel_named(const std::string& name) {
  if (name == "simple-cartesian") return Kernel::simple_cartesian;
  if (name == "epick") return Kernel::epick;
  throw std::invalid_argument("unknown CGAL kernel '" + name + "' (known: simple-cartesian, epick)");
}

plumb::Subject subject(Kernel k, Guard guard) {
  using namespace plumb;
  Subject s;
  const bool epick = k == Kernel::epick;
  if (epick) {
    Adapters<CGAL::Exact_predicates_inexact_constructions_kernel>::fill(s, guard);
    s.name = "cgal-epick";
    s.description = "CGAL " CGAL_VERSION_STR " Exact_predicates_inexact_constructions_kernel";
  } else {
    Adapters<CGAL::Simple_cartesian<double>>::fill(s, guard);
    s.name = "cgal-simple-cartesian";
    s.description = "CGAL " CGAL_VERSION_STR " Simple_cartesian<double>";
  }
  s.description += " (clients/cpp/cgal_kernels.cpp)";

  Declarations& d = s.declared;
  // Projected GIS coordinates; CGAL requires finite input (outside the contract).
  d.domain = Domain::gis_projected();
  d.domain.non_finite = false;
  // Spheres are surfaces: do_intersect(Sphere_3, Segment_3) is false for a
  // segment wholly inside, and two concentric spheres of different radii do
  // not meet.
  d.conventions.sphere = SphereConvention::surface;
  // intersection(Segment_2, Segment_2) of two parallel segments that touch
  // or overlap is their common point or segment (the adapter answers the
  // segment's source), not "no crossing".
  d.conventions.parallel_crossing = ParallelCrossing::common_point;
  // Simple_cartesian<double>: every predicate and construction is plain
  // double arithmetic: decisions within 64 u of a degeneracy are
  // rounding-level. Epick: predicates exact (filtered, with an exact
  // fallback), constructions in double: decisions exact.
  d.every = rounding_contract(epick ? 0 : 64, 64);
  // Objects CGAL builds from the input by a construction, rounded in both
  // kernels: a Line_2 through two points holds a, b, c with c = p.x q.y -
  // p.y q.x rounded; a Ray_3 from a point and a vector holds its second
  // point p + v rounded; a Sphere_3 holds r * r rounded. Epick's predicates
  // are exact for those rounded objects: within a few u of the exact input's
  // degeneracy (and on it: a segment sharing a vertex with the line) the
  // answer may be either.
  for (const char* m : {"line_segment_intersect", "ray_box_entry", "ray_sphere_entry"})
    d.members[m] = rounding_contract(epick ? 8 : 64, 64);
  for (const char* m : {"sphere_segment_intersect", "sphere_sphere_intersect"})
    d.members[m] = rounding_contract(epick ? 4 : 64, 64);
  // Constructions that give a point, not a parameter.
  for (const char* m : {"segment_crossing", "segment_plane_crossing"}) {
    MemberContract c = d.contract(m);
    c.parameters = false;
    d.members[m] = c;
  }
  // intersection(Ray_2, Segment_2) and intersection(Ray_3, Plane_3) are
  // constructions in both kernels, and so are their decisions: Epick's
  // promise covers predicates only ("exact predicates, inexact
  // constructions"). Both intersect the supporting lines in the number
  // type, double (Intersections_2/Line_2_Line_2.h:148, in
  // Line_2_Line_2_pair::intersection_type: denom == RT(0) on the rounded
  // Line_2 coefficients; Intersections_3/internal/
  // Line_3_Plane_3_intersection.h:65-70: num and den in RT, den == 0), then
  // test the constructed point with collinear_has_on (Ray_2_Segment_2.h:93,
  // Plane_3_Ray_3_intersection.h:42; exact under Epick, on a rounded point); the Ray_3 holds origin + direction rounded. Decisions
  // within 64 u of a degeneracy are rounding-level in both kernels, as
  // Simple_cartesian's every decision.
  for (const char* m : {"ray_segment_hit", "ray_plane_hit"}) {
    d.members[m].decision_allowance = 64;
    // CGAL answers a point; the adapter derives t (and u) from it, adding
    // rounding of its own: no parameter is judged. ray_segment_hit's point
    // is; ray_plane_hit (a t only in Plumb) is then judged on whether.
    d.members[m].parameters = false;
  }
  // A ray lying in the plane: CGAL's intersection is the Ray_3 itself
  // (Intersections_3/internal/Plane_3_Ray_3_intersection.h:53, "return ...(ray)"); the adapter reads it
  // as a hit at the origin, t = 0 (Plumb's default: no hit).
  d.members["ray_plane_hit"].conventions.ray_in_plane = InPlane::crosses_at_start;
  // intersection(Ray_3, Triangle_3) and intersection(Segment_3, Triangle_3):
  // orientation predicates (exact under Epick) on the input points -- the
  // Ray_3's second point origin + direction rounded -- then the point
  // constructed as the supporting line's intersection with the plane
  // (Intersections_3/internal/Ray_3_Triangle_3_intersection.h,
  // t3r3_intersection_aux; Segment_3_Triangle_3_intersection.h), which
  // answers nothing when its rounded denominator is 0. CGAL gives a point;
  // t, u and v are the adapter's estimates from it (no parameter judged).
  // Two-sided; a ray or segment lying in the plane meets the triangle where
  // CGAL's common part begins (TriangleInPlane::first_contact).
  for (const char* m : {"ray_triangle_hit", "segment_triangle_crossing"}) {
    d.members[m].decision_allowance = 64;
    d.members[m].parameters = false;
    d.members[m].conventions.triangle_faces = TriangleFaces::both;
    d.members[m].conventions.triangle_in_plane = TriangleInPlane::first_contact;
  }
  // do_intersect only: whether, never where.
  for (const char* m : {"ray_sphere_entry", "ray_box_entry"}) {
    MemberContract c = d.contract(m);
    c.constructions = false;
    d.members[m] = c;
  }
  // squared_distance(Segment_3, Segment_3): a distance, no parameters or points.
  {
    MemberContract c = d.contract("segment_segment_closest3");
    c.parameters = false;
    c.points = false;
    d.members["segment_segment_closest3"] = c;
  }
  return s;
}

}  // namespace cgal_client
