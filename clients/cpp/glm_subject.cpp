// The GLM adapters and declarations of glm_subject.h.
//
// Every case reaches GLM as the doubles Plumb drew (glm::dvec3 holds
// doubles), so the oracle judges exactly what GLM receives; the one number an
// adapter makes is the point on a plane that GLM's intersectRayPlane takes
// instead of an offset (plane_point below).
#include "clients/cpp/glm_subject.h"

#include <glm/glm.hpp>
#include <glm/gtx/closest_point.hpp>
#include <glm/gtx/intersect.hpp>

#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace glm_client {
namespace {

using plumb::Plane;
using plumb::Ray3;
using plumb::Sphere;
using plumb::Triangle3;
using plumb::TriangleHit;
using plumb::Vec3;

glm::dvec3 g(Vec3 p) { return {p.x, p.y, p.z}; }
Vec3 v(const glm::dvec3& p) { return {p.x, p.y, p.z}; }

// glm::intersectRayTriangle answers the distance t along dir as given and
// the barycentric weights of vert1 and vert2, Plumb's (t, u, v).
std::optional<TriangleHit> ray_triangle(const Ray3& r, const Triangle3& tri) {
  glm::dvec2 bary(0.0);
  double t = 0.0;
  if (!glm::intersectRayTriangle(g(r.origin), g(r.direction), g(tri.a), g(tri.b), g(tri.c), bary, t))
    return std::nullopt;
  return TriangleHit{t, bary.x, bary.y};
}

// glm::intersectLineTriangle answers a line's hit as "position" = (t, u, v)
// (intersect.inl: position.y = dot(Tengant, Perpendicular) * inv_det, ...,
// position.x = dot(edge2, Cotengant) * inv_det). A user asking for a ray keeps
// the hits at t >= 0, as here.
std::optional<TriangleHit> line_triangle(const Ray3& r, const Triangle3& tri) {
  glm::dvec3 tuv(0.0);
  if (!glm::intersectLineTriangle(g(r.origin), g(r.direction), g(tri.a), g(tri.b), g(tri.c), tuv))
    return std::nullopt;
  if (!(tuv.x >= 0.0)) return std::nullopt;
  return TriangleHit{tuv.x, tuv.y, tuv.z};
}

// intersectRayPlane takes a point of the plane; Plumb's plane is normal . p =
// offset. The point offset / n_k on the axis k of the largest |n_k| lies on
// it up to one rounding of that quotient (a zero normal: the origin, and GLM
// answers no hit for it whatever the point).
glm::dvec3 plane_point(const Plane& p) {
  const glm::dvec3 n = g(p.normal);
  int k = 0;
  for (int i = 1; i < 3; ++i)
    if (std::fabs(n[i]) > std::fabs(n[k])) k = i;
  glm::dvec3 q(0.0);
  if (n[k] != 0.0) q[k] = p.offset / n[k];
  return q;
}

std::optional<double> ray_plane(const Ray3& r, const Plane& p) {
  double t = 0.0;
  if (!glm::intersectRayPlane(g(r.origin), g(r.direction), plane_point(p), g(p.normal), t)) return std::nullopt;
  return t;
}

// The overload that answers a distance takes the radius squared; a user with
// a radius passes r * r (the other overload squares it the same way).
std::optional<double> ray_sphere(const Ray3& r, const Sphere& s) {
  double t = 0.0;
  if (!glm::intersectRaySphere(g(r.origin), g(r.direction), g(s.centre), s.radius * s.radius, t))
    return std::nullopt;
  return t;
}

// intersectLineSphere takes two points of the line, not a direction: point0
// is the origin and point1 = origin + 2^k d, with k >= 0 the least power of
// two that makes 2^k |d|_inf at least |origin|_inf, so that rounding the sum
// moves the line by about one ULP of the origin's coordinates (GLM itself
// takes normalize(point1 - point0): only the line matters, not the points'
// spacing). A zero d gives two equal points, as a user's would. GLM answers
// the two points where the line meets the sphere (the first the one ahead of
// point0 when there is one: "if( t0 < t1 + Epsilon ) t1 = -t1;",
// intersect.inl:192-193), not parameters: each is projected onto the line,
// t = (P - origin) . d / d . d, and the pair ordered as Plumb's t0 <= t1.
std::optional<plumb::LineSphereRoots> line_sphere(const Ray3& r, const Sphere& s) {
  const double span = std::fmax(std::fabs(r.direction.x), std::fmax(std::fabs(r.direction.y), std::fabs(r.direction.z)));
  const double reach = std::fmax(std::fabs(r.origin.x), std::fmax(std::fabs(r.origin.y), std::fabs(r.origin.z)));
  int k = 0;
  if (span > 0 && reach > span) k = std::ilogb(reach) - std::ilogb(span) + 1;
  const glm::dvec3 o = g(r.origin), d = g(r.direction);
  const glm::dvec3 second = o + std::ldexp(1.0, k) * d;
  glm::dvec3 p1(0.0), n1(0.0), p2(0.0), n2(0.0);
  if (!glm::intersectLineSphere(o, second, g(s.centre), s.radius, p1, n1, p2, n2)) return std::nullopt;
  const double dd = glm::dot(d, d);
  const double t1 = glm::dot(p1 - o, d) / dd, t2 = glm::dot(p2 - o, d) / dd;
  return t2 < t1 ? plumb::LineSphereRoots{t2, t1} : plumb::LineSphereRoots{t1, t2};
}

// closestPointOnLine(point, a, b) answers a point only; t is not judged.
plumb::ClosestPoint3 closest_point(const plumb::Segment3& s, Vec3 p) {
  return {0.0, v(glm::closestPointOnLine(g(p), g(s.a), g(s.b)))};
}

}  // namespace

std::string triangle_name(Triangle t) { return t == Triangle::line ? "line" : "ray"; }

Triangle triangle_named(const std::string& name) {
  if (name == "ray") return Triangle::ray;
  if (name == "line") return Triangle::line;
  throw std::invalid_argument("unknown GLM triangle function '" + name + "' (ray or line)");
}

plumb::Subject subject(Triangle triangle) {
  using namespace plumb;
  Subject s;
  s.name = triangle == Triangle::line ? "glm-line-triangle" : "glm";
  s.description = triangle == Triangle::line
                      ? "GLM 0.9.9 (double): intersectLineTriangle (t >= 0), intersectRayPlane, "
                        "intersectRaySphere, intersectLineSphere, closestPointOnLine"
                      : "GLM 0.9.9 (double): intersectRayTriangle, intersectRayPlane, intersectRaySphere, "
                        "intersectLineSphere, closestPointOnLine";
  s.ray_triangle_hit = triangle == Triangle::line ? line_triangle : ray_triangle;
  s.ray_plane_hit = ray_plane;
  s.ray_sphere_entry = ray_sphere;
  s.line_sphere = line_sphere;
  s.closest_point3 = closest_point;

  Declarations& d = s.declared;
  auto member = [&d](const char* name) -> MemberDeclaration& { return d.members[name]; };
  // GLM is a graphics library: coordinates in scene units, doubles here
  // (dvec3); it says nothing of NaN or infinity.
  d.domain = Domain::game_metres();
  d.every = rounding_contract(64, 64);
  // closestPointOnLine returns a point, no parameter.
  member("closest_point3").parameters = false;
  // intersectRayPlane keeps only "tmp_intersectionDistance > 0": a hit at
  // t = 0 (the origin on the plane) is not reported.
  member("ray_plane_hit").conventions.min_hit_t = std::numeric_limits<double>::denorm_min();
  // intersectRaySphere: "intersectionDistance = t0 > t1 + Epsilon ? t0 - t1 :
  // t0 + t1; return intersectionDistance > Epsilon;" -- from inside, the far
  // root (where the ray leaves), and no hit at t <= DBL_EPSILON.
  member("ray_sphere_entry").conventions.inside_start = InsideStart::exit;
  member("ray_sphere_entry").conventions.min_hit_t = std::numeric_limits<double>::epsilon();
  // intersectRaySphere takes the radius squared: a sphere has a radius >= 0.
  member("ray_sphere_entry").preconditions.nonnegative_radius = true;
  // intersectRaySphere: "The ray direction vector is unit length."
  // (intersect.hpp:64, parameter rayNormalizedDirection: t0 = dot(diff, dir)
  // is the projection's length only then); intersectRayPlane: "Ray direction
  // and plane normal must be unit length." (intersect.hpp:38). Plumb then
  // draws half of the 3D rays with a unit direction and judges these two on
  // that half, with the direction GLM receives (the adapter does not
  // normalise: that would judge the adapter). intersectRayTriangle states no
  // such precondition (Moller's t is along dir as given): it is judged on
  // every ray.
  member("ray_sphere_entry").preconditions.unit_direction = true;
  member("ray_plane_hit").preconditions.unit_direction = true;
  // intersectLineSphere takes the radius as a length and squares it
  // ("sphereRadius * sphereRadius", intersect.inl:187): a negative radius
  // reads as its magnitude, so a sphere has a radius >= 0. Its line is
  // given by two points, so no unit direction is asked of it.
  member("line_sphere").preconditions.nonnegative_radius = true;
  return s;
}

}  // namespace glm_client
