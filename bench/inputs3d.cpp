// Plumb benchmarks: the 3D inputs (see inputs.h for the classes).
//
// As in 2D, degenerate inputs are built around a first shape: a point placed
// on the degenerate set (tangent, touching, on a plane, on a box edge), in
// double and then moved a few ULPs (nearly), or on a small integer grid where
// the placement is exact (exactly). Exact distances use the Pythagorean
// 3-4-5 step along two axes, so radii stay integers too.
#include "bench/inputs3d.h"

#include <cmath>
#include <map>
#include <numeric>
#include <utility>

#include "bench/draw.h"

namespace plumb::bench {
namespace {

constexpr int kNudgeUlps = 4;
constexpr long kGrid = 8;

Vec3 operator+(Vec3 p, Vec3 q) { return {p.x + q.x, p.y + q.y, p.z + q.z}; }
Vec3 operator-(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }
Vec3 operator*(double k, Vec3 p) { return {k * p.x, k * p.y, k * p.z}; }
double dot(Vec3 u, Vec3 v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }
Vec3 lerp(const Segment3& s, double t) { return s.a + t * (s.b - s.a); }
Vec3 unit(Vec3 v) {
  const double h = std::sqrt(dot(v, v));
  return h == 0.0 ? Vec3{1.0, 0.0, 0.0} : (1.0 / h) * v;
}
Vec3 axis(long i) { return i == 0 ? Vec3{1, 0, 0} : i == 1 ? Vec3{0, 1, 0} : Vec3{0, 0, 1}; }
double& coordinate(Vec3& p, long i) { return i == 0 ? p.x : i == 1 ? p.y : p.z; }

// Three distinct axes in a random rotation of x, y, z.
struct Axes {
  Vec3 i, j, k;
};
Axes axes(Draw& d) {
  const long i = d.integer(0, 2);
  return {axis(i), axis((i + 1) % 3), axis((i + 2) % 3)};
}

Vec3 primitive_step(const Segment3& s) {
  const Vec3 v = s.b - s.a;
  const long g = std::gcd(std::gcd(std::lround(std::fabs(v.x)), std::lround(std::fabs(v.y))), std::lround(std::fabs(v.z)));
  return g == 0 ? Vec3{} : (1.0 / double(g)) * v;
}
long steps_along(const Segment3& s) {
  const Vec3 v = s.b - s.a;
  return std::gcd(std::gcd(std::lround(std::fabs(v.x)), std::lround(std::fabs(v.y))), std::lround(std::fabs(v.z)));
}

Segment3 segment_for(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform:
    case InputClass::nearly_degenerate: return {d.uniform_point3(), d.uniform_point3()};
    case InputClass::random_exponents: return {d.wide_point3(), d.wide_point3()};
    case InputClass::exactly_degenerate: {
      const Vec3 a = d.grid_point3(kGrid);
      return {a, a + double(d.integer(1, 3)) * d.grid_point3(3)};
    }
  }
  return {};
}

Vec3 point_on_line(Draw& d, InputClass c, const Segment3& s) {
  if (c == InputClass::nearly_degenerate) return d.nudge(lerp(s, d.uniform(-0.25, 1.25)), kNudgeUlps);
  return s.a + double(d.integer(-2, steps_along(s) + 2)) * primitive_step(s);
}

PointAndSegment3 point_and_segment(Draw& d, InputClass c) {
  const Segment3 s = segment_for(d, c);
  if (c == InputClass::uniform) return {d.uniform_point3(), s};
  if (c == InputClass::random_exponents) return {d.wide_point3(), s};
  if (d.coin()) return {point_on_line(d, c, s), s};
  const Vec3 end = d.coin() ? s.a : s.b;  // on the plane through an end, normal to s
  if (c == InputClass::nearly_degenerate) return {d.nudge(end + cross(s.b - s.a, d.uniform_point3()), kNudgeUlps), s};
  return {end + cross(primitive_step(s), d.grid_point3(2)), s};
}

Segment3Pair segment_pair(Draw& d, InputClass c) {
  const Segment3 s = segment_for(d, c);
  if (c == InputClass::uniform || c == InputClass::random_exponents) return {s, segment_for(d, c)};
  const bool nearly = c == InputClass::nearly_degenerate;
  if (d.coin()) {  // parallel: s moved by an offset (collinear when the offset is along s)
    const Vec3 offset = nearly ? 0.5 * d.uniform_point3() : (d.coin() ? d.grid_point3(3) : double(d.integer(-3, 3)) * primitive_step(s));
    if (nearly) return {s, {d.nudge(s.a + offset, kNudgeUlps), d.nudge(s.b + offset, kNudgeUlps)}};
    return {s, {s.a + offset, s.b + offset}};
  }
  // Meeting: a second segment through a point of the first.
  const Vec3 q = nearly ? lerp(s, d.unit()) : s.a + double(d.integer(0, steps_along(s))) * primitive_step(s);
  const Vec3 w = nearly ? d.uniform_point3() : d.grid_point3(3);
  if (nearly) return {s, {d.nudge(q - w, kNudgeUlps), d.nudge(q + w, kNudgeUlps)}};
  return {s, {q - w, q + w}};
}

Ray3 ray_for(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform:
    case InputClass::nearly_degenerate: return {2.0 * d.uniform_point3(), d.uniform_point3()};
    case InputClass::random_exponents: return {d.wide_point3(), d.wide_point3()};
    case InputClass::exactly_degenerate: return {d.grid_point3(kGrid), d.grid_point3(2)};
  }
  return {};
}

// A box with an edge through q (q is a bound on two axes, inside on the third).
Box box_with_edge_at(Draw& d, Vec3 q, bool integer) {
  const long free = d.integer(0, 2);
  auto size = [&] { return integer ? double(d.integer(1, 3)) : d.uniform(0.1, 1.0); };
  Box b{q, q};
  for (long i = 0; i < 3; ++i) {
    if (i == free || d.coin()) coordinate(b.min, i) -= size();
    if (i == free || coordinate(b.min, i) == coordinate(q, i)) coordinate(b.max, i) += size();
  }
  return b;
}

Box box_for(Draw& d, InputClass c, const Ray3& ray) {
  switch (c) {
    case InputClass::uniform: {
      const Vec3 lo = d.uniform_point3();
      return {lo, lo + Vec3{d.unit(), d.unit(), d.unit()}};
    }
    case InputClass::random_exponents: {
      const Vec3 lo = d.wide_point3();
      return {lo, lo + Vec3{std::fabs(d.wide()), std::fabs(d.wide()), std::fabs(d.wide())}};
    }
    case InputClass::nearly_degenerate: {
      const Vec3 q = ray.origin + d.uniform(0.5, 2.0) * ray.direction;
      return box_with_edge_at(d, d.nudge(q, kNudgeUlps), false);
    }
    case InputClass::exactly_degenerate:
      return box_with_edge_at(d, ray.origin + double(d.integer(1, 3)) * ray.direction, true);
  }
  return {};
}

// A box at lo with extents each in (0, size].
Box box_at(Draw& d, Vec3 lo, double size) { return {lo, lo + size * Vec3{d.unit(), d.unit(), d.unit()}}; }

BoxPair box_pair(Draw& d, InputClass c) {
  if (c == InputClass::uniform) return {box_at(d, d.uniform_point3(), 1.0), box_at(d, d.uniform_point3(), 1.0)};
  if (c == InputClass::random_exponents) {
    const Vec3 lo1 = d.wide_point3(), lo2 = d.wide_point3();
    return {{lo1, lo1 + Vec3{std::fabs(d.wide()), std::fabs(d.wide()), std::fabs(d.wide())}},
            {lo2, lo2 + Vec3{std::fabs(d.wide()), std::fabs(d.wide()), std::fabs(d.wide())}}};
  }
  // The second box's low corner on the first's high corner along one, two
  // or three axes (a face, an edge, a corner), overlapping on the others.
  const bool exactly = c == InputClass::exactly_degenerate;
  const Vec3 lo = exactly ? d.grid_point3(kGrid) : d.uniform_point3();
  Box a = exactly ? Box{lo, lo + Vec3{double(d.integer(1, 3)), double(d.integer(1, 3)), double(d.integer(1, 3))}}
                  : box_at(d, lo, 1.0);
  Box b = a;
  const long axes = d.integer(1, 3), first = d.integer(0, 2);
  for (long k = 0; k < axes; ++k) {
    const long i = (first + k) % 3;
    const double width = coordinate(b.max, i) - coordinate(b.min, i);
    coordinate(b.min, i) = exactly ? coordinate(a.max, i) : d.nudge(coordinate(a.max, i), kNudgeUlps);
    coordinate(b.max, i) = coordinate(b.min, i) + width;
  }
  return {a, b};
}

SphereAndBox sphere_and_box(Draw& d, InputClass c) {
  if (c == InputClass::uniform) return {{d.uniform_point3(), d.uniform(0.05, 0.5)}, box_at(d, d.uniform_point3(), 1.0)};
  if (c == InputClass::random_exponents) {
    const Vec3 lo = d.wide_point3();
    return {{d.wide_point3(), std::fabs(d.wide())},
            {lo, lo + Vec3{std::fabs(d.wide()), std::fabs(d.wide()), std::fabs(d.wide())}}};
  }
  // Outside the box by 1 along one axis, 3-4 along two or 1-2-2 along three
  // (on the box's extent elsewhere): distance 1, 5 or 3, times m.
  const bool exactly = c == InputClass::exactly_degenerate;
  const Vec3 lo = exactly ? d.grid_point3(kGrid) : d.uniform_point3();
  const Box box{lo, lo + Vec3{double(d.integer(1, 3)), double(d.integer(1, 3)), double(d.integer(1, 3))}};
  const double m = exactly ? double(d.integer(1, 3)) : d.uniform(0.05, 0.5);
  const long axes = d.integer(1, 3), first = d.integer(0, 2);
  const double steps[3][3] = {{1, 0, 0}, {3, 4, 0}, {1, 2, 2}}, radius[3] = {1, 5, 3};
  Vec3 centre = box.min;  // the box's min corner: on its extent on every axis
  for (long k = 0; k < axes; ++k) coordinate(centre, (first + k) % 3) -= m * steps[axes - 1][k];
  return {{exactly ? centre : d.nudge(centre, kNudgeUlps), m * radius[axes - 1]}, box};
}

SegmentAndBox segment_and_box(Draw& d, InputClass c) {
  if (c == InputClass::uniform) return {segment_for(d, c), box_at(d, d.uniform_point3(), 1.0)};
  if (c == InputClass::random_exponents) {
    const Vec3 lo = d.wide_point3();
    return {segment_for(d, c), {lo, lo + Vec3{std::fabs(d.wide()), std::fabs(d.wide()), std::fabs(d.wide())}}};
  }
  const bool exactly = c == InputClass::exactly_degenerate;
  const Vec3 lo = exactly ? d.grid_point3(kGrid) : d.uniform_point3();
  Box box{lo, lo + Vec3{double(d.integer(1, 3)), double(d.integer(1, 3)), double(d.integer(1, 3))}};
  // A point of an edge: the max corner moved along one axis to the edge's middle.
  Vec3 p = box.max;
  const long i = d.integer(0, 2);
  coordinate(p, i) = (coordinate(box.min, i) + coordinate(box.max, i)) / 2;
  const Vec3 dir = exactly ? d.grid_point3(2) : d.uniform_point3();
  if (!exactly) p = d.nudge(p, kNudgeUlps);
  return d.coin() ? SegmentAndBox{{p - dir, p + dir}, box} : SegmentAndBox{{p + dir, p}, box};  // through, or ending there
}

RayAndSphere ray_and_sphere(Draw& d, InputClass c) {
  if (c == InputClass::uniform) return {ray_for(d, c), {d.uniform_point3(), d.uniform(0.05, 0.5)}};
  if (c == InputClass::random_exponents) return {ray_for(d, c), {d.wide_point3(), std::fabs(d.wide())}};
  if (c == InputClass::nearly_degenerate) {
    const double r = d.uniform(0.05, 0.5);
    if (d.coin()) {  // origin on the sphere
      const Vec3 centre = d.uniform_point3();
      return {{d.nudge(centre + r * unit(d.uniform_point3()), kNudgeUlps), d.uniform_point3()}, {centre, r}};
    }
    const Ray3 ray = ray_for(d, c);  // tangent at a point of the ray
    const Vec3 q = ray.origin + d.uniform(0.5, 2.0) * ray.direction;
    return {ray, {d.nudge(q + r * unit(cross(ray.direction, d.uniform_point3())), kNudgeUlps), r}};
  }
  const Axes e = axes(d);
  const double m = double(d.integer(1, 3));
  const Vec3 off = m * (3.0 * e.j + 4.0 * e.k);  // length 5m, normal to e.i
  if (d.coin()) {
    const Vec3 centre = d.grid_point3(kGrid);
    return {{centre + off, d.grid_point3(2)}, {centre, 5.0 * m}};
  }
  const Ray3 ray{d.grid_point3(kGrid), double(d.integer(1, 3)) * e.i};
  return {ray, {ray.origin + double(d.integer(1, 3)) * ray.direction + off, 5.0 * m}};
}

// A ray and a capsule. Nearly degenerate: a ray tangent to the side at a
// point ahead of its origin (the axis through q + r n, n normal to the ray,
// along a direction normal to n), or aimed at a point of the seam circle
// (a + r n, n normal to the axis), both nudged. Exactly: an axis-aligned
// capsule on the grid of radius 5m, a ray parallel to it at the 3-4-5 offset
// (on the side's surface), or crossing it tangent to the side.
RayAndCapsule ray_and_capsule(Draw& d, InputClass c) {
  if (c == InputClass::uniform)
    return {ray_for(d, c), {d.uniform_point3(), d.uniform_point3(), d.uniform(0.05, 0.5)}};
  if (c == InputClass::random_exponents) return {ray_for(d, c), {d.wide_point3(), d.wide_point3(), std::fabs(d.wide())}};
  if (c == InputClass::nearly_degenerate) {
    const double r = d.uniform(0.05, 0.5);
    const Ray3 ray = ray_for(d, c);
    if (d.coin()) {  // tangent to the side
      const Vec3 q = ray.origin + d.uniform(0.5, 2.0) * ray.direction;
      const Vec3 n = unit(cross(ray.direction, d.uniform_point3())), v = cross(n, d.uniform_point3());
      const Vec3 p = q + r * n;
      return {ray, {d.nudge(p - d.uniform(0.1, 1.0) * v, kNudgeUlps), d.nudge(p + d.uniform(0.1, 1.0) * v, kNudgeUlps), r}};
    }
    const Capsule cap{d.uniform_point3(), d.uniform_point3(), r};  // through the seam circle
    const Vec3 end = d.coin() ? cap.a : cap.b;
    const Vec3 seam = d.nudge(end + r * unit(cross(cap.b - cap.a, d.uniform_point3())), kNudgeUlps);
    return {{ray.origin, seam - ray.origin}, cap};
  }
  const Axes e = axes(d);
  const double m = double(d.integer(1, 3));
  const long length = d.integer(1, 4);
  const Vec3 a = d.grid_point3(kGrid), b = a + double(length) * e.i;
  if (d.coin()) return {{a - double(d.integer(1, 3)) * e.i + m * (3.0 * e.j + 4.0 * e.k), e.i}, {a, b, 5.0 * m}};
  const Vec3 beside = a + double(d.integer(0, length)) * e.i + 5.0 * m * e.k + double(d.integer(6, 20)) * e.j;
  return {{beside, -1.0 * e.j}, {a, b, 5.0 * m}};
}

// A triangle and a ray through one of its corners or a point of one of its
// edges: aimed there in double and nudged (nearly), or on the grid where the
// edge's midpoint and the direction are exact (exactly).
RayAndTriangle ray_and_triangle(Draw& d, InputClass c) {
  if (c == InputClass::uniform)
    return {ray_for(d, c), {d.uniform_point3(), d.uniform_point3(), d.uniform_point3()}};
  if (c == InputClass::random_exponents)
    return {ray_for(d, c), {d.wide_point3(), d.wide_point3(), d.wide_point3()}};
  const bool exactly = c == InputClass::exactly_degenerate;
  auto corner = [&] { return exactly ? 2.0 * d.grid_point3(kGrid) : d.uniform_point3(); };
  const Triangle3 tri{corner(), corner(), corner()};
  const Vec3 corners[3] = {tri.a, tri.b, tri.c};
  const long k = d.integer(0, 2);
  const Segment3 edge{corners[k], corners[(k + 1) % 3]};
  const Vec3 target = d.coin() ? edge.a : lerp(edge, exactly ? 0.5 : d.uniform(0.0, 1.0));
  const Vec3 origin = exactly ? d.grid_point3(kGrid) : 2.0 * d.uniform_point3();
  const Vec3 direction = target - origin;
  return {{origin, exactly ? direction : d.nudge(direction, kNudgeUlps)}, tri};
}

// A triangle and a point over one of its corners or a point of one of its
// edges along the normal, where the face's region meets the edge's or the
// corner's: placed in double and nudged (nearly), or on the grid where the
// edge's midpoint and the normal are exact (exactly).
PointAndTriangle point_and_triangle(Draw& d, InputClass c) {
  if (c == InputClass::uniform) return {d.uniform_point3(), {d.uniform_point3(), d.uniform_point3(), d.uniform_point3()}};
  if (c == InputClass::random_exponents) return {d.wide_point3(), {d.wide_point3(), d.wide_point3(), d.wide_point3()}};
  const bool exactly = c == InputClass::exactly_degenerate;
  auto corner = [&] { return exactly ? 2.0 * d.grid_point3(kGrid) : d.uniform_point3(); };
  const Triangle3 tri{corner(), corner(), corner()};
  const Vec3 corners[3] = {tri.a, tri.b, tri.c};
  const long k = d.integer(0, 2);
  const Segment3 edge{corners[k], corners[(k + 1) % 3]};
  const Vec3 foot = d.coin() ? edge.a : lerp(edge, exactly ? 0.5 : d.uniform(0.0, 1.0));
  const Vec3 n = cross(tri.b - tri.a, tri.c - tri.a);
  const Vec3 p = foot + (exactly ? double(d.integer(-2, 2)) : d.uniform(-1.0, 1.0)) * n;
  return {exactly ? p : d.nudge(p, kNudgeUlps), tri};
}

Plane plane_for(Draw& d, InputClass c) {
  if (c == InputClass::random_exponents) return {d.wide_point3(), d.wide()};
  if (c == InputClass::exactly_degenerate) return {d.grid_point3(3), double(d.integer(-kGrid, kGrid))};
  return {d.uniform_point3(), d.uniform(-1.0, 1.0)};
}

SegmentAndPlane segment_and_plane(Draw& d, InputClass c) {
  Plane plane = plane_for(d, c);
  Segment3 s = segment_for(d, c);
  if (c == InputClass::uniform || c == InputClass::random_exponents) return {s, plane};
  const bool nearly = c == InputClass::nearly_degenerate;
  if (d.coin()) s.b = s.a + cross(plane.normal, nearly ? d.uniform_point3() : d.grid_point3(2));  // in the plane
  plane.offset = dot(plane.normal, nearly ? d.nudge(s.a, kNudgeUlps) : s.a);  // s.a on the plane
  if (d.coin()) std::swap(s.a, s.b);
  return {s, plane};
}

RayAndPlane ray_and_plane(Draw& d, InputClass c) {
  Plane plane = plane_for(d, c);
  Ray3 ray = ray_for(d, c);
  if (c == InputClass::uniform || c == InputClass::random_exponents) return {ray, plane};
  const bool nearly = c == InputClass::nearly_degenerate;
  if (d.coin()) {
    plane.offset = dot(plane.normal, nearly ? d.nudge(ray.origin, kNudgeUlps) : ray.origin);
  } else {
    const Vec3 along = cross(plane.normal, nearly ? d.uniform_point3() : d.grid_point3(2));
    ray.direction = nearly ? d.nudge(along, kNudgeUlps) : along;
  }
  return {ray, plane};
}

SphereAndSegment nearly_touching_sphere(Draw& d) {
  const Segment3 s = segment_for(d, InputClass::nearly_degenerate);
  const double r = d.uniform(0.05, 0.5);
  if (d.coin()) {
    const Vec3 w = unit(cross(s.b - s.a, d.uniform_point3()));
    return {{d.nudge(lerp(s, d.unit()) + r * w, kNudgeUlps), r}, s};
  }
  const bool at_b = d.coin();
  const Vec3 outward = at_b ? s.b - s.a : s.a - s.b;
  Vec3 w = unit(d.uniform_point3());
  if (dot(w, outward) < 0.0) w = -1.0 * w;
  return {{d.nudge((at_b ? s.b : s.a) + r * w, kNudgeUlps), r}, s};
}

SphereAndSegment exactly_touching_sphere(Draw& d) {
  const Axes e = axes(d);
  const Vec3 a = d.grid_point3(kGrid);
  const long m = d.integer(1, 4);
  const Segment3 s{a, a + double(m) * e.i};
  const double j = double(d.integer(1, 3));
  if (d.coin()) return {{a + double(d.integer(0, m)) * e.i + j * (3.0 * e.j + 4.0 * e.k), 5.0 * j}, s};
  if (d.coin()) return {{s.b + j * (3.0 * e.i + 4.0 * e.j), 5.0 * j}, s};
  return {{s.a + j * (-3.0 * e.i + 4.0 * e.k), 5.0 * j}, s};
}

SphereAndSegment sphere_and_segment(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform: return {{d.uniform_point3(), d.uniform(0.05, 0.5)}, segment_for(d, c)};
    case InputClass::random_exponents: return {{d.wide_point3(), std::fabs(d.wide())}, segment_for(d, c)};
    case InputClass::nearly_degenerate: return nearly_touching_sphere(d);
    case InputClass::exactly_degenerate: return exactly_touching_sphere(d);
  }
  return {};
}

// Two capsules whose segments' closest points are q1 on the first and
// q1 + R w on the second, w normal to both, and r1 + r2 = R.
CapsulePair nearly_touching_capsules(Draw& d) {
  const Segment3 s1 = segment_for(d, InputClass::nearly_degenerate);
  const double R = d.uniform(0.05, 0.5), r1 = R * d.unit();
  const Vec3 q1 = lerp(s1, d.uniform(0.2, 0.8));
  const Vec3 w = unit(cross(s1.b - s1.a, d.uniform_point3()));
  const Vec3 q2 = q1 + R * w;
  const Vec3 d2 = cross(w, d.uniform_point3());
  const Segment3 s2{d.nudge(q2 - d.uniform(0.2, 1.0) * d2, kNudgeUlps), d.nudge(q2 + d.uniform(0.2, 1.0) * d2, kNudgeUlps)};
  return {{s1.a, s1.b, r1}, {s2.a, s2.b, R - r1}};
}

CapsulePair exactly_touching_capsules(Draw& d) {
  const Axes e = axes(d);
  const Vec3 a = d.grid_point3(kGrid);
  const long m = d.integer(1, 4);
  const double r1 = double(d.integer(0, 2)), r2 = double(d.integer(1, 3));
  const Vec3 q2 = a + double(d.integer(0, m)) * e.i + (r1 + r2) * e.k;
  const Segment3 s2{q2 - double(d.integer(0, 3)) * e.j, q2 + double(d.integer(1, 3)) * e.j};
  return {{a, a + double(m) * e.i, r1}, {s2.a, s2.b, r2}};
}

CapsulePair capsule_pair(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform: {
      const Segment3 s1 = segment_for(d, c), s2 = segment_for(d, c);
      return {{s1.a, s1.b, d.uniform(0.05, 0.3)}, {s2.a, s2.b, d.uniform(0.05, 0.3)}};
    }
    case InputClass::random_exponents: {
      const Segment3 s1 = segment_for(d, c), s2 = segment_for(d, c);
      return {{s1.a, s1.b, std::fabs(d.wide())}, {s2.a, s2.b, std::fabs(d.wide())}};
    }
    case InputClass::nearly_degenerate: return nearly_touching_capsules(d);
    case InputClass::exactly_degenerate: return exactly_touching_capsules(d);
  }
  return {};
}

template <class T, class Make>
const std::vector<T>& per_class(InputClass c, const char* family, Make make) {
  static std::map<InputClass, std::vector<T>> cache;
  auto it = cache.find(c);
  if (it != cache.end()) return it->second;
  Draw d(seed_for(family, c));
  std::vector<T> v;
  v.reserve(kItems3d);
  for (std::size_t i = 0; i < kItems3d; ++i) v.push_back(make(d, c));
  return cache.emplace(c, std::move(v)).first->second;
}

}  // namespace

const std::vector<PointAndSegment3>& points_and_segments3(InputClass c) {
  return per_class<PointAndSegment3>(c, "closest_point3d", point_and_segment);
}
const std::vector<Segment3Pair>& segment_pairs3(InputClass c) {
  return per_class<Segment3Pair>(c, "segment_segment3d", segment_pair);
}
const std::vector<RayAndBox>& rays_and_boxes(InputClass c) {
  return per_class<RayAndBox>(c, "ray_box", [](Draw& d, InputClass k) {
    const Ray3 ray = ray_for(d, k);
    return RayAndBox{ray, box_for(d, k, ray)};
  });
}
const std::vector<BoxPair>& box_pairs(InputClass c) { return per_class<BoxPair>(c, "box_pairs", box_pair); }
const std::vector<SphereAndBox>& spheres_and_boxes(InputClass c) {
  return per_class<SphereAndBox>(c, "sphere_box", sphere_and_box);
}
const std::vector<SegmentAndBox>& segments_and_boxes(InputClass c) {
  return per_class<SegmentAndBox>(c, "segment_box", segment_and_box);
}
const std::vector<RayAndSphere>& rays_and_spheres(InputClass c) {
  return per_class<RayAndSphere>(c, "ray_sphere", ray_and_sphere);
}
const std::vector<RayAndCapsule>& rays_and_capsules(InputClass c) {
  return per_class<RayAndCapsule>(c, "ray_capsule", ray_and_capsule);
}
const std::vector<SegmentAndPlane>& segments_and_planes(InputClass c) {
  return per_class<SegmentAndPlane>(c, "segment_plane", segment_and_plane);
}
const std::vector<RayAndPlane>& rays_and_planes(InputClass c) {
  return per_class<RayAndPlane>(c, "ray_plane", ray_and_plane);
}
const std::vector<SphereAndSegment>& spheres_and_segments(InputClass c) {
  return per_class<SphereAndSegment>(c, "round_shapes3d", sphere_and_segment);
}
const std::vector<RayAndTriangle>& rays_and_triangles(InputClass c) {
  return per_class<RayAndTriangle>(c, "ray_triangle", ray_and_triangle);
}
const std::vector<PointAndTriangle>& points_and_triangles(InputClass c) {
  return per_class<PointAndTriangle>(c, "point_triangle3", point_and_triangle);
}
const std::vector<CapsulePair>& capsule_pairs(InputClass c) {
  return per_class<CapsulePair>(c, "capsule_pairs", capsule_pair);
}

const Batches<Ray3, Box>& ray_box_batches(InputClass c, std::size_t batch) {
  static std::map<std::pair<InputClass, std::size_t>, Batches<Ray3, Box>> cache;
  auto it = cache.find({c, batch});
  if (it != cache.end()) return it->second;
  Draw d(seed_for("ray_box_batch", c) + batch);
  Batches<Ray3, Box> b;
  b.batch = batch;
  for (std::size_t i = 0; i < kBatchItems / batch; ++i) {
    b.queries.push_back(ray_for(d, c));
    for (std::size_t k = 0; k < batch; ++k) b.items.push_back(box_for(d, c, b.queries.back()));
  }
  return cache.emplace(std::pair{c, batch}, std::move(b)).first->second;
}

}  // namespace plumb::bench
