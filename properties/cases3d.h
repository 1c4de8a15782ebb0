// Plumb properties: the inputs of the 3D properties and the circle contact.
#pragma once

#include <ostream>
#include <string>

#include "kernels/types3d.h"

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

std::string describe(const Point3Case& c);
std::string describe(const Pair3Case& c);
std::string describe(const PlaneCase& c);
std::string describe(const RayCase& c);
void showValue(const Point3Case& c, std::ostream& os);
void showValue(const Pair3Case& c, std::ostream& os);
void showValue(const PlaneCase& c, std::ostream& os);
void showValue(const RayCase& c, std::ostream& os);

namespace fmt_case {
std::string vec3(Vec3 p);
std::string segment3(const Segment3& s);
}  // namespace fmt_case

}  // namespace plumb
