// Plumb properties: the inputs of the 3D properties and the circle contact.
#pragma once

#include <ostream>
#include <string>

#include "kernels/types3d.h"
#include "properties/cases.h"

namespace plumb {

/// A point against a 3D segment.
struct Point3Case {
  Segment3 s;
  Vec3 p;
  std::string label;
};

/// Two 3D segments, and two radii: s1 with r1 is a capsule (or, with r1
/// unused, a segment); s2.a with r2 is a sphere; s2 with r2 a capsule.
struct Pair3Case {
  Segment3 s1;
  Segment3 s2;
  double r1 = 0.0;
  double r2 = 0.0;
  std::string label;
};

/// A plane, a segment and a ray against it.
struct PlaneCase {
  Plane plane;
  Segment3 s;
  Ray3 ray;
  std::string label;
};

/// A ray, a sphere and a box.
struct RayCase {
  Ray3 ray;
  Sphere sphere;
  Box box;
  std::string label;
};

/// A ray and a capsule.
struct RayCapsuleCase {
  Ray3 ray;
  Capsule capsule;
  std::string label;
};

/// A ray and a triangle.
struct TriangleCase {
  Ray3 ray;
  Triangle3 tri;
  std::string label;
};

/// A segment and a triangle.
struct SegmentTriangleCase {
  Segment3 s;
  Triangle3 tri;
  std::string label;
};

/// An infinite line (a Ray3 read for every t) and a sphere.
struct LineSphereCase {
  Ray3 line;
  Sphere sphere;
  std::string label;
};

/// A point and a triangle.
struct PointTriangleCase {
  Vec3 p;
  Triangle3 tri;
  std::string label;
};

/// Two boxes.
struct BoxPairCase {
  Box a;
  Box b;
  std::string label;
};

/// A ball and a box.
struct SphereBoxCase {
  Sphere sphere;
  Box box;
  std::string label;
};

/// A segment and a box.
struct SegmentBoxCase {
  Segment3 s;
  Box box;
  std::string label;
};

/// A closed fan: kFanSize triangles (centre, rim[k], rim[k + 1]) around a
/// shared centre, each sharing an edge with the next and the last with the
/// first, wound alike; and a ray.
struct FanCase {
  static constexpr int kFanSize = 4;
  Vec3 centre;
  Vec3 rim[kFanSize];
  Ray3 ray;
  std::string label;
  Triangle3 triangle(int k) const { return {centre, rim[k], rim[(k + 1) % kFanSize]}; }
};

/// Calls f(double&) on every number of a case, in describe()'s order.
template <class F> void for_each_number(Point3Case& c, F&& f) {
  for (double* v : {&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.p.x, &c.p.y, &c.p.z}) f(*v);
}
template <class F> void for_each_number(Pair3Case& c, F&& f) {
  for (double* v : {&c.s1.a.x, &c.s1.a.y, &c.s1.a.z, &c.s1.b.x, &c.s1.b.y, &c.s1.b.z, &c.s2.a.x, &c.s2.a.y,
                    &c.s2.a.z, &c.s2.b.x, &c.s2.b.y, &c.s2.b.z, &c.r1, &c.r2})
    f(*v);
}
template <class F> void for_each_number(PlaneCase& c, F&& f) {
  for (double* v : {&c.plane.normal.x, &c.plane.normal.y, &c.plane.normal.z, &c.plane.offset, &c.s.a.x, &c.s.a.y,
                    &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z,
                    &c.ray.direction.x, &c.ray.direction.y, &c.ray.direction.z})
    f(*v);
}
template <class F> void for_each_number(RayCase& c, F&& f) {
  for (double* v : {&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y,
                    &c.ray.direction.z, &c.sphere.centre.x, &c.sphere.centre.y, &c.sphere.centre.z,
                    &c.sphere.radius, &c.box.min.x, &c.box.min.y, &c.box.min.z, &c.box.max.x, &c.box.max.y,
                    &c.box.max.z})
    f(*v);
}

template <class F> void for_each_number(TriangleCase& c, F&& f) {
  for (double* v : {&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y,
                    &c.ray.direction.z, &c.tri.a.x, &c.tri.a.y, &c.tri.a.z, &c.tri.b.x, &c.tri.b.y, &c.tri.b.z,
                    &c.tri.c.x, &c.tri.c.y, &c.tri.c.z})
    f(*v);
}
template <class F> void for_each_number(RayCapsuleCase& c, F&& f) {
  for (double* v : {&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y,
                    &c.ray.direction.z, &c.capsule.a.x, &c.capsule.a.y, &c.capsule.a.z, &c.capsule.b.x, &c.capsule.b.y,
                    &c.capsule.b.z, &c.capsule.radius})
    f(*v);
}
template <class F> void for_each_number(SegmentTriangleCase& c, F&& f) {
  for (double* v : {&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.tri.a.x, &c.tri.a.y, &c.tri.a.z,
                    &c.tri.b.x, &c.tri.b.y, &c.tri.b.z, &c.tri.c.x, &c.tri.c.y, &c.tri.c.z})
    f(*v);
}
template <class F> void for_each_number(LineSphereCase& c, F&& f) {
  for (double* v : {&c.line.origin.x, &c.line.origin.y, &c.line.origin.z, &c.line.direction.x, &c.line.direction.y,
                    &c.line.direction.z, &c.sphere.centre.x, &c.sphere.centre.y, &c.sphere.centre.z,
                    &c.sphere.radius})
    f(*v);
}
template <class F> void for_each_number(PointTriangleCase& c, F&& f) {
  for (double* v : {&c.p.x, &c.p.y, &c.p.z, &c.tri.a.x, &c.tri.a.y, &c.tri.a.z, &c.tri.b.x, &c.tri.b.y, &c.tri.b.z,
                    &c.tri.c.x, &c.tri.c.y, &c.tri.c.z})
    f(*v);
}
template <class F> void for_each_number(BoxPairCase& c, F&& f) {
  for (double* v : {&c.a.min.x, &c.a.min.y, &c.a.min.z, &c.a.max.x, &c.a.max.y, &c.a.max.z, &c.b.min.x, &c.b.min.y,
                    &c.b.min.z, &c.b.max.x, &c.b.max.y, &c.b.max.z})
    f(*v);
}
template <class F> void for_each_number(SphereBoxCase& c, F&& f) {
  for (double* v : {&c.sphere.centre.x, &c.sphere.centre.y, &c.sphere.centre.z, &c.sphere.radius, &c.box.min.x,
                    &c.box.min.y, &c.box.min.z, &c.box.max.x, &c.box.max.y, &c.box.max.z})
    f(*v);
}
template <class F> void for_each_number(SegmentBoxCase& c, F&& f) {
  for (double* v : {&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.box.min.x, &c.box.min.y,
                    &c.box.min.z, &c.box.max.x, &c.box.max.y, &c.box.max.z})
    f(*v);
}
template <class F> void for_each_number(FanCase& c, F&& f) {
  for (double* v : {&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y,
                    &c.ray.direction.z, &c.centre.x, &c.centre.y, &c.centre.z})
    f(*v);
  for (Vec3& p : c.rim)
    for (double* v : {&p.x, &p.y, &p.z}) f(*v);
}

/// Reads a case back from describe()'s text (see cases.h).
void read_case(const std::string& text, Point3Case& c);
void read_case(const std::string& text, Pair3Case& c);
void read_case(const std::string& text, PlaneCase& c);
void read_case(const std::string& text, RayCase& c);
void read_case(const std::string& text, TriangleCase& c);
void read_case(const std::string& text, FanCase& c);
void read_case(const std::string& text, PointTriangleCase& c);
void read_case(const std::string& text, BoxPairCase& c);
void read_case(const std::string& text, SphereBoxCase& c);
void read_case(const std::string& text, SegmentBoxCase& c);
void read_case(const std::string& text, SegmentTriangleCase& c);
void read_case(const std::string& text, LineSphereCase& c);
void read_case(const std::string& text, RayCapsuleCase& c);

std::string describe(const Point3Case& c);
std::string describe(const Pair3Case& c);
std::string describe(const PlaneCase& c);
std::string describe(const RayCase& c);
std::string describe(const TriangleCase& c);
std::string describe(const FanCase& c);
std::string describe(const PointTriangleCase& c);
std::string describe(const BoxPairCase& c);
std::string describe(const SphereBoxCase& c);
std::string describe(const SegmentBoxCase& c);
std::string describe(const SegmentTriangleCase& c);
std::string describe(const LineSphereCase& c);
std::string describe(const RayCapsuleCase& c);
void showValue(const Point3Case& c, std::ostream& os);
void showValue(const Pair3Case& c, std::ostream& os);
void showValue(const PlaneCase& c, std::ostream& os);
void showValue(const RayCase& c, std::ostream& os);
void showValue(const TriangleCase& c, std::ostream& os);
void showValue(const FanCase& c, std::ostream& os);
void showValue(const PointTriangleCase& c, std::ostream& os);
void showValue(const BoxPairCase& c, std::ostream& os);
void showValue(const SphereBoxCase& c, std::ostream& os);
void showValue(const SegmentBoxCase& c, std::ostream& os);
void showValue(const SegmentTriangleCase& c, std::ostream& os);
void showValue(const LineSphereCase& c, std::ostream& os);
void showValue(const RayCapsuleCase& c, std::ostream& os);

namespace fmt_case {
std::string vec3(Vec3 p);
std::string segment3(const Segment3& s);
std::string box(const Box& b);
}  // namespace fmt_case

}  // namespace plumb
