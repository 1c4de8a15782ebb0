#include "properties/cases3d.h"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

#include "judge/format.h"

namespace plumb {

std::string fmt_case::vec3(Vec3 p) { return fmt::format("{{{}, {}, {}}}", hex(p.x), hex(p.y), hex(p.z)); }
std::string fmt_case::segment3(const Segment3& s) { return fmt::format("{{{}, {}}}", vec3(s.a), vec3(s.b)); }

std::string fmt_case::box(const Box& b) { return fmt::format("{{min {}, max {}}}", vec3(b.min), vec3(b.max)); }

using namespace fmt_case;

std::string describe(const Point3Case& c) {
  return fmt::format("[{}] s = {}, p = {}", c.label, segment3(c.s), vec3(c.p));
}
std::string describe(const Pair3Case& c) {
  return fmt::format("[{}] s1 = {}, s2 = {}, r1 = {}, r2 = {}", c.label, segment3(c.s1), segment3(c.s2), hex(c.r1),
                     hex(c.r2));
}
std::string describe(const PlaneCase& c) {
  return fmt::format("[{}] plane = {{normal {}, offset {}}}, s = {}, ray = {{origin {}, direction {}}}", c.label,
                     vec3(c.plane.normal), hex(c.plane.offset), segment3(c.s), vec3(c.ray.origin),
                     vec3(c.ray.direction));
}
std::string describe(const RayCase& c) {
  return fmt::format("[{}] ray = {{origin {}, direction {}}}, sphere = {{{}, {}}}, box = {{min {}, max {}}}", c.label,
                     vec3(c.ray.origin), vec3(c.ray.direction), vec3(c.sphere.centre), hex(c.sphere.radius),
                     vec3(c.box.min), vec3(c.box.max));
}

std::string describe(const TriangleCase& c) {
  return fmt::format("[{}] ray = {{origin {}, direction {}}}, triangle = {{{}, {}, {}}}", c.label, vec3(c.ray.origin),
                     vec3(c.ray.direction), vec3(c.tri.a), vec3(c.tri.b), vec3(c.tri.c));
}
std::string describe(const SegmentTriangleCase& c) {
  return fmt::format("[{}] s = {{{}, {}}}, triangle = {{{}, {}, {}}}", c.label, vec3(c.s.a), vec3(c.s.b),
                     vec3(c.tri.a), vec3(c.tri.b), vec3(c.tri.c));
}
std::string describe(const LineSphereCase& c) {
  return fmt::format("[{}] line = {{origin {}, direction {}}}, sphere = {{{}, {}}}", c.label, vec3(c.line.origin),
                     vec3(c.line.direction), vec3(c.sphere.centre), hex(c.sphere.radius));
}
std::string describe(const RayCapsuleCase& c) {
  return fmt::format("[{}] ray = {{origin {}, direction {}}}, capsule = {{{}, {}, radius {}}}", c.label,
                     vec3(c.ray.origin), vec3(c.ray.direction), vec3(c.capsule.a), vec3(c.capsule.b),
                     hex(c.capsule.radius));
}
std::string describe(const PointTriangleCase& c) {
  return fmt::format("[{}] p = {}, triangle = {{{}, {}, {}}}", c.label, vec3(c.p), vec3(c.tri.a), vec3(c.tri.b),
                     vec3(c.tri.c));
}
std::string describe(const BoxPairCase& c) {
  return fmt::format("[{}] a = {}, b = {}", c.label, box(c.a), box(c.b));
}
std::string describe(const SphereBoxCase& c) {
  return fmt::format("[{}] sphere = {{{}, {}}}, box = {}", c.label, vec3(c.sphere.centre), hex(c.sphere.radius),
                     box(c.box));
}
std::string describe(const SegmentBoxCase& c) {
  return fmt::format("[{}] s = {{{}, {}}}, box = {}", c.label, vec3(c.s.a), vec3(c.s.b), box(c.box));
}
std::string describe(const FanCase& c) {
  std::string rim;
  for (const Vec3& p : c.rim) rim += (rim.empty() ? "" : ", ") + vec3(p);
  return fmt::format("[{}] ray = {{origin {}, direction {}}}, fan centre = {}, rim = {{{}}}", c.label,
                     vec3(c.ray.origin), vec3(c.ray.direction), vec3(c.centre), rim);
}

void read_case(const std::string& text, Point3Case& c) { fill_from_text(text, c, "point and 3D segment (s, p)"); }
void read_case(const std::string& text, Pair3Case& c) { fill_from_text(text, c, "pair of 3D segments (s1, s2, r1, r2)"); }
void read_case(const std::string& text, PlaneCase& c) { fill_from_text(text, c, "plane case (plane, s, ray)"); }
void read_case(const std::string& text, RayCase& c) { fill_from_text(text, c, "ray case (ray, sphere, box)"); }

void read_case(const std::string& text, TriangleCase& c) { fill_from_text(text, c, "triangle case (ray, triangle)"); }
void read_case(const std::string& text, SegmentTriangleCase& c) {
  fill_from_text(text, c, "segment and triangle (s, triangle)");
}
void read_case(const std::string& text, LineSphereCase& c) { fill_from_text(text, c, "line and sphere (line, sphere)"); }
void read_case(const std::string& text, RayCapsuleCase& c) {
  fill_from_text(text, c, "ray and capsule (ray, capsule)");
}
void read_case(const std::string& text, PointTriangleCase& c) {
  fill_from_text(text, c, "point and triangle (p, triangle)");
}
void read_case(const std::string& text, BoxPairCase& c) { fill_from_text(text, c, "pair of boxes (a, b)"); }
void read_case(const std::string& text, SphereBoxCase& c) { fill_from_text(text, c, "ball and box (sphere, box)"); }
void read_case(const std::string& text, SegmentBoxCase& c) { fill_from_text(text, c, "segment and box (s, box)"); }
void read_case(const std::string& text, FanCase& c) { fill_from_text(text, c, "fan case (ray, centre, rim)"); }

void showValue(const Point3Case& c, std::ostream& os) { os << describe(c); }
void showValue(const Pair3Case& c, std::ostream& os) { os << describe(c); }
void showValue(const PlaneCase& c, std::ostream& os) { os << describe(c); }
void showValue(const RayCase& c, std::ostream& os) { os << describe(c); }
void showValue(const TriangleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const FanCase& c, std::ostream& os) { os << describe(c); }
void showValue(const PointTriangleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const SegmentTriangleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const LineSphereCase& c, std::ostream& os) { os << describe(c); }
void showValue(const RayCapsuleCase& c, std::ostream& os) { os << describe(c); }
void showValue(const BoxPairCase& c, std::ostream& os) { os << describe(c); }
void showValue(const SphereBoxCase& c, std::ostream& os) { os << describe(c); }
void showValue(const SegmentBoxCase& c, std::ostream& os) { os << describe(c); }

}  // namespace plumb
