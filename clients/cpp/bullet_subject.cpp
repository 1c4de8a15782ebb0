// The Bullet adapters and declarations of bullet_subject.h, for this build's
// btScalar (double with BT_USE_DOUBLE_PRECISION, else float). In the float
// build the subject's domain is binary32, so Plumb draws float-representable
// cases and every conversion to btScalar below is exact.
#include "clients/cpp/bullet_subject.h"

#include <LinearMath/btAabbUtil2.h>
#include <LinearMath/btVector3.h>
// btGeometryOperations.h uses bt_distance_point_plane from btClipPolygon.h
// without including it.
#include <BulletCollision/Gimpact/btClipPolygon.h>
#include <BulletCollision/Gimpact/btGeometryOperations.h>
#include <BulletCollision/NarrowPhaseCollision/btRaycastCallback.h>

#include <cmath>
#include <limits>
#include <optional>

// Exported by libBulletCollision (SphereTriangleDetector.cpp) but declared in
// no installed header: the declaration is Bullet's own, from that file.
btScalar SegmentSqrDistance(const btVector3& from, const btVector3& to, const btVector3& p, btVector3& nearest);

namespace bullet_client {
namespace {

using plumb::Vec3;

btScalar s(double v) { return static_cast<btScalar>(v); }
btVector3 bt(Vec3 p) { return {s(p.x), s(p.y), s(p.z)}; }
Vec3 vec(const btVector3& p) { return {p.x(), p.y(), p.z()}; }
btVector4 plane_of(const plumb::Plane& p) { return {s(p.normal.x), s(p.normal.y), s(p.normal.z), s(p.offset)}; }

constexpr bool kDouble = sizeof(btScalar) == sizeof(double);

// bt_closest_point_on_segment answers the point; its t is the _scalar it
// clamped, recomputed here with the same btScalar operations
// (btGeometryOperations.h: _scalar = cp.dot(n) / n.dot(n), then 0 below 0 and
// 1 above 1).
plumb::ClosestPoint3 closest_point(const plumb::Segment3& seg, Vec3 p) {
  const btVector3 e1 = bt(seg.a), e2 = bt(seg.b), v = bt(p);
  btVector3 cp;
  bt_closest_point_on_segment(cp, v, e1, e2);
  const btVector3 n = e2 - e1;
  const btScalar scalar = (v - e1).dot(n) / n.dot(n);
  const btScalar t = scalar < btScalar(0) ? btScalar(0) : scalar > btScalar(1) ? btScalar(1) : scalar;
  return {t, vec(cp)};
}

double segment_squared_distance(Vec3 p, const plumb::Segment3& seg) {
  btVector3 nearest;
  return SegmentSqrDistance(bt(seg.a), bt(seg.b), bt(p), nearest);
}

// bt_segment_collision answers the two closest points only; the squared
// distance is theirs (no s or t: declared point-only). The outputs start as
// NaN: on some inputs bt_segment_collision leaves vPointA unwritten
// (bt_line_plane_collision returns early without setting pout), and an
// unwritten output must show as such, not as whatever the stack held.
plumb::SegmentPair3 segment_pair(const plumb::Segment3& s1, const plumb::Segment3& s2) {
  const btScalar unset = std::numeric_limits<btScalar>::quiet_NaN();
  btVector3 pa(unset, unset, unset), pb(unset, unset, unset);
  bt_segment_collision(bt(s1.a), bt(s1.b), bt(s2.a), bt(s2.b), pa, pb);
  const btScalar d2 = (pa - pb).length2();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return {nan, nan, vec(pa), vec(pb), d2};
}

// btRayAabb2 with the inverse direction and its signs built as
// btDbvt::rayTest builds them (BT_LARGE_FLOAT for a zero component), and the
// ray's range [lambda_min, lambda_max] = [0, BT_LARGE_FLOAT]. It answers
// whether the ray meets the box in that range and the entry tmin, negative
// when the origin is inside: the hit is then at lambda_min = 0.
std::optional<double> ray_box(const plumb::Ray3& ray, const plumb::Box& box) {
  const btVector3 from = bt(ray.origin), dir = bt(ray.direction);
  btVector3 inv;
  for (int i = 0; i < 3; ++i) inv[i] = dir[i] == btScalar(0) ? btScalar(BT_LARGE_FLOAT) : btScalar(1) / dir[i];
  const unsigned int signs[3] = {inv[0] < btScalar(0), inv[1] < btScalar(0), inv[2] < btScalar(0)};
  const btVector3 bounds[2] = {bt(box.min), bt(box.max)};
  btScalar tmin = 0;
  if (!btRayAabb2(from, inv, signs, bounds, tmin, btScalar(0), btScalar(BT_LARGE_FLOAT))) return std::nullopt;
  return tmin < btScalar(0) ? 0.0 : double(tmin);
}

// TestAabbAgainstAabb2 (btAabbUtil2.h:43-51): the boxes overlap unless
// min1 > max2 or max1 < min2 on an axis -- closed boxes, exact comparisons.
bool box_box(const plumb::Box& a, const plumb::Box& b) {
  return TestAabbAgainstAabb2(bt(a.min), bt(a.max), bt(b.min), bt(b.max));
}

// btRayAabb (btAabbUtil2.h:117-170) casts the segment rayFrom -> rayTo
// against the box with param = 1 (the end of the segment, as
// btQuantizedBvh's and btDbvt's callers pass lambda_max); it answers true
// when the segment meets it (both ends inside included: outcodes 0).
bool segment_box(const plumb::Segment3& seg, const plumb::Box& box) {
  btScalar param = 1;
  btVector3 normal;
  return btRayAabb(bt(seg.a), bt(seg.b), bt(box.min), bt(box.max), param, normal);
}

// btTriangleRaycastCallback (btRaycastCallback.cpp, processTriangle) casts
// a segment m_from -> m_to: it skips the triangle unless the two ends lie on
// opposite sides of its plane ("if (dist_a * dist_b >= btScalar(0.0))
// return;"), so a ray reaches it as a segment long enough to pass the
// triangle, as a user's rayTest(from, to) does. The end is origin + L *
// direction, L the least power of two with L |direction|_inf >= 2 |v -
// origin|_inf for every corner v (the hit lies in the triangle's bounding box,
// so at t |direction|_inf <= max |v - origin|_inf: well before the end), so the
// fraction Bullet answers is t / L exactly. The end is rounded to btScalar
// when it is not representable (full-precision coordinates): the segment's
// line then differs from the ray by one rounding of its far end, a relative
// perturbation of about u, far inside the declared edge tolerance below. u and
// v are Bullet's own edge tests over n . n: cp2 . n and cp0 . n, with the same
// btScalar operations (processTriangle: cp0 = (v0 - p) x (v1 - p) is the
// weight of vert2 times n . n, cp2 = (v2 - p) x (v0 - p) that of vert1).
struct ClosestTriangleHit : btTriangleRaycastCallback {
  using btTriangleRaycastCallback::btTriangleRaycastCallback;
  std::optional<btScalar> fraction;
  btScalar reportHit(const btVector3&, btScalar hit_fraction, int, int) override {
    fraction = hit_fraction;
    return hit_fraction;
  }
};

std::optional<plumb::TriangleHit> ray_triangle(const plumb::Ray3& ray, const plumb::Triangle3& tri) {
  const btVector3 from = bt(ray.origin), dir = bt(ray.direction);
  btVector3 v[3] = {bt(tri.a), bt(tri.b), bt(tri.c)};
  const btScalar speed = std::max({btFabs(dir[0]), btFabs(dir[1]), btFabs(dir[2])});
  if (!(speed > btScalar(0))) return std::nullopt;  // a zero direction: outside the contract (declared)
  double far = 0;
  for (const btVector3& corner : v)
    for (int i = 0; i < 3; ++i) far = std::max(far, std::fabs(double(corner[i]) - double(from[i])));
  // The least power of two L with L * speed >= 2 * far (at least 1).
  const int k = std::max(0, std::ilogb(std::max(2 * far, 1e-300) / double(speed)) + 1);
  const btScalar scale = std::ldexp(btScalar(1), k);
  const btVector3 to = from + dir * scale;
  ClosestTriangleHit cb(from, to);
  cb.processTriangle(v, 0, 0);
  if (!cb.fraction) return std::nullopt;
  const btScalar f = *cb.fraction;
  btVector3 point;
  point.setInterpolate3(from, to, f);
  const btVector3 n = (v[1] - v[0]).cross(v[2] - v[0]);
  const btScalar nn = n.dot(n);
  const btScalar u = (v[2] - point).cross(v[0] - point).dot(n) / nn;
  const btScalar w = (v[0] - point).cross(v[1] - point).dot(n) / nn;
  return plumb::TriangleHit{double(f) * double(scale), double(u), double(w)};
}

// bt_line_plane_collision: 0 when the line misses within [tmin, tmax] (or
// runs parallel), 1 or 2 (front or back) when it meets the plane at tparam.
std::optional<plumb::PlaneCrossing> segment_plane(const plumb::Segment3& seg, const plumb::Plane& plane) {
  const btVector3 a = bt(seg.a), b = bt(seg.b);
  btVector3 point;
  btScalar t = 0;
  if (bt_line_plane_collision(plane_of(plane), b - a, a, point, t, btScalar(0), btScalar(1)) == 0)
    return std::nullopt;
  return plumb::PlaneCrossing{t, vec(point)};
}

std::optional<double> ray_plane(const plumb::Ray3& ray, const plumb::Plane& plane) {
  btVector3 point;
  btScalar t = 0;
  if (bt_line_plane_collision(plane_of(plane), bt(ray.direction), bt(ray.origin), point, t, btScalar(0),
                              std::numeric_limits<btScalar>::infinity()) == 0)
    return std::nullopt;
  return t;
}

}  // namespace

plumb::Subject subject() {
  using namespace plumb;
  Subject sub;
  sub.name = kDouble ? "bullet" : "bullet-float";
  sub.description = kDouble ? "Bullet 3.24, double build (-float64, BT_USE_DOUBLE_PRECISION): Gimpact segment and "
                              "plane helpers, SegmentSqrDistance, btRayAabb2, btRayAabb, TestAabbAgainstAabb2, "
                              "btTriangleRaycastCallback"
                            : "Bullet 3.24, float build: Gimpact segment and plane helpers, SegmentSqrDistance, "
                              "btRayAabb2, btRayAabb, TestAabbAgainstAabb2, btTriangleRaycastCallback";
  sub.closest_point3 = closest_point;
  sub.squared_distance_point_segment3 = segment_squared_distance;
  sub.segment_segment_closest3 = segment_pair;
  sub.ray_box_entry = ray_box;
  sub.segment_plane_crossing = segment_plane;
  sub.ray_plane_hit = ray_plane;
  sub.box_box_intersect = box_box;
  sub.segment_box_intersect = segment_box;
  sub.ray_triangle_hit = ray_triangle;

  Declarations& d = sub.declared;
  // Metres of a game world, in btScalar; NaN and infinity are outside the
  // contract (btVector3 asserts nothing, but no Bullet query promises an answer).
  d.domain = kDouble ? Domain::game_metres() : Domain::game_metres_float();
  d.domain.name = kDouble ? "bullet-metres" : "bullet-metres-float";
  d.domain.min_magnitude = 0x1p-7;
  d.every = rounding_contract(64, 64);
  // bt_segment_collision answers the two points, no parameters.
  d.members.try_emplace("segment_segment_closest3", d.every).first->second.parameters = false;
  // btRayAabb2 compares strictly (return tmin < lambda_max && tmax > lambda_min):
  // a ray that only touches the boundary from outside misses -- an open box.
  d.conventions.box = BoxConvention::open;
  // TestAabbAgainstAabb2 (btAabbUtil2.h:47-49: "aabbMin1.getX() >
  // aabbMax2.getX() || aabbMax1.getX() < aabbMin2.getX()") and btRayAabb's
  // outcodes (btOutcode, btAabbUtil2.h:74-79: strict < -halfExtent and >
  // halfExtent) keep the boundary: closed boxes.
  for (const char* m : {"box_box_intersect", "segment_box_intersect"})
    d.members[m].conventions.box = BoxConvention::closed;
  // Bullet's AABBs are built min <= max (btAabbUtil2's callers take them from
  // getAabb / btTransformAabb, centre -/+ half extents): an inverted box is
  // not an input of these tests (btRayAabb reads it with negative half
  // extents, TestAabbAgainstAabb2 as a box anyway).
  for (const char* m : {"box_box_intersect", "segment_box_intersect"})
    d.members[m].preconditions.ordered_box = true;
  // btTriangleRaycastCallback::processTriangle widens the triangle on
  // purpose ("Add an epsilon as a tolerance for the raycast, in case the ray
  // hits exacly on the edge of the triangle. It must be scaled for the
  // triangle size.": edge_tolerance = -0.0001 * |n|^2), so a ray passing
  // outside an edge by up to about 1e-4 of the triangle's height hits. Not
  // declared: Plumb's decision allowance is relative to the case's
  // coordinates, not to the triangle, and the suite's cases do not come that
  // close without touching (docs/clients/bullet.md shows one that does).
  {
    MemberDeclaration& tri = d.members["ray_triangle_hit"];
    // "if (dist_a * dist_b >= btScalar(0.0)) return;  // same sign": an
    // origin on the triangle's plane (dist_a = 0) is no hit, so a hit at
    // t = 0 is not reported.
    tri.conventions.min_hit_t = std::numeric_limits<double>::denorm_min();
  }
  // bt_line_plane_collision: "if (btFabs(_dotdir) < PLANEDIREPSILON) ... return 0":
  // a segment lying in the plane does not cross it.
  d.conventions.in_plane = InPlane::no_crossing;
  // Zero-length segments are points (a capsule of zero height is a sphere):
  // in the contract, as Plumb's default. A ray with a zero direction is not:
  // Bullet's ray tests normalise the direction before they build the
  // inverse btRayAabb2 takes (btDbvt::rayTest: rayDir.normalize(), which
  // asserts !fuzzyZero()), so a zero one never reaches it.
  d.conventions.zero_direction = ZeroLength::outside_contract;
  return sub;
}

}  // namespace bullet_client
