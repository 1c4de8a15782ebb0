// Fuzz target: rays (and segments) against planes, spheres and boxes.
//
// ray_sphere_entry and ray_box_entry differential against the exact oracle,
// the slab method against the box's six faces (a second, independent reading
// of the same box), segment_plane_crossing and ray_plane_hit against the
// oracle, and the documented answers for non-finite rays and planes. Why here: the slab
// method's zero direction component (0 * inf), the ray that starts inside or
// past a box, the sphere behind the origin, tangent rays and rays lying in a
// plane are where ray code goes wrong, and all are exact on the grid.
//
// The leading byte picks the mode (byte % 3 == 2: a plane, else a ray). A
// ray case's own leading byte picks the construction (byte % 11) and a twist
// ((byte / 11) % 5: none twice, nudged origin, far binade, one coordinate
// non-finite); a plane case's picks general or grid and a twist ((byte / 8)
// % 4: none, one value of the segment, ray or plane non-finite, nudged, far
// binade).
#include <cmath>
#include <cstdint>
#include <utility>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

Vec3 axis(Bytes& in) {
  const Vec3 axes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  return axes[in.byte() % 3];
}

double dot(Vec3 p, Vec3 q) { return p.x * q.x + p.y * q.y + p.z * q.z; }
Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

// An origin on the box's faces: each coordinate at the box's min, its max, or
// a grid value (so a zero direction component meets a face exactly).
Vec3 on_faces(Bytes& in, const Box& b) {
  auto pick = [&in](double lo, double hi) {
    const int c = in.byte() % 3;
    return c == 0 ? lo : c == 1 ? hi : double(in.small(4));
  };
  const double x = pick(b.min.x, b.max.x), y = pick(b.min.y, b.max.y), z = pick(b.min.z, b.max.z);
  return {x, y, z};
}

// An origin inside the box: each coordinate 1/4, 2/4 or 3/4 of the way
// across (on the face of a flat axis).
Vec3 inside(Bytes& in, const Box& b) {
  auto across = [&in](double lo, double hi) { return lo + (1 + in.byte() % 3) * 0.25 * (hi - lo); };
  const double x = across(b.min.x, b.max.x), y = across(b.min.y, b.max.y), z = across(b.min.z, b.max.z);
  return {x, y, z};
}

Ray3 ray_for(Bytes& in, int choice, const Sphere& sp, Box& box) {
  const Vec3 e = axis(in), f = axis(in), dir = grid3(in, 2);
  const double r = sp.radius;
  const int k = 1 + in.byte() % 3;
  switch (choice) {
    case 1: return {plus(plus(sp.centre, e, -k - r), f, e == f ? 0.0 : r), plus(Vec3{}, e, k % 2 + 1)};  // tangent
    case 2: return {plus(sp.centre, e, r * (in.byte() % 2 ? 1.0 : 0.5)), dir};  // on or in the sphere
    case 3: return {on_faces(in, box), dir};
    case 4: return {plus(box.min, e, -k), plus(Vec3{}, e, in.byte() % 2 ? 1.0 : -1.0)};  // along a box edge
    case 5: {
      const Vec3 o = grid3(in, 4);
      return {o, minus(box.max, o)};  // towards a box corner
    }
    case 6: {  // a zero direction component, the origin on that axis's face
      Ray3 ray{on_faces(in, box), dir};
      double* d[] = {&ray.direction.x, &ray.direction.y, &ray.direction.z};
      *d[in.byte() % 3] = 0.0;
      return ray;
    }
    case 7: std::swap(box.min, box.max); return {grid3(in, 4), dir};  // empty or flat box
    case 8: return {plus(sp.centre, e, r + k), plus(e, f, 0.5 * in.small(1))};  // outside, pointing away
    case 9: return {grid3(in, 4), dir};
    default: return {inside(in, box), dir};
  }
}

RayCase construction(Bytes& in, int choice) {
  if (choice == 0) return {{raw3(in), raw3(in)}, {raw3(in), in.raw()}, {raw3(in), raw3(in)}, "general"};
  const Sphere sp{grid3(in), (in.byte() % 9) * 0.5};
  const Vec3 lo = grid3(in);
  // Extents 0..3 (flat when 0), a zero byte (short input) reading as 1.
  Box box{lo, {lo.x + (in.byte() + 1) % 4, lo.y + (in.byte() + 1) % 4, lo.z + (in.byte() + 1) % 4}};
  const char* labels[] = {"general", "tangent or through the centre", "origin on or in the sphere", "origin on the box's faces",
                          "along a box edge", "towards a box corner", "zero direction component",
                          "empty or flat box", "pointing away from the sphere", "grid", "origin inside the box"};
  const Ray3 ray = ray_for(in, choice, sp, box);
  return {ray, sp, box, labels[choice]};
}

void twist(RayCase& c, Bytes& in, int how) {
  switch (how) {
    case 2: c.ray.origin = nudged(c.ray.origin, in); c.label = "nearly " + c.label; break;
    case 3: {
      const int k = far_binade(in);
      c.ray.origin = scaled(c.ray.origin, k);
      c.sphere = {scaled(c.sphere.centre, k), std::ldexp(c.sphere.radius, k)};
      c.box = {scaled(c.box.min, k), scaled(c.box.max, k)};
      c.label = in_binade(c.label, k);
      break;
    }
    case 4:
      poison({&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y,
              &c.ray.direction.z, &c.sphere.centre.x, &c.sphere.centre.y, &c.sphere.centre.z, &c.box.min.x,
              &c.box.min.y, &c.box.min.z, &c.box.max.x, &c.box.max.y, &c.box.max.z},
             in);
      c.label = "non-finite (" + c.label + ")";
      break;
    default: break;
  }
}

RayCase ray_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  RayCase c = construction(in, first % 11);
  twist(c, in, (first / 11) % 5);
  return c;
}

PlaneCase grid_plane(Bytes& in) {
  const Vec3 n = grid3(in, 2), on = grid3(in), off = grid3(in), dir = grid3(in, 2);
  const Vec3 along = cross(n, grid3(in, 2));  // a direction in the plane (or zero)
  const int k1 = in.small(2), k2 = in.small(2);
  PlaneCase c{{n, dot(n, on)}, {}, {}, ""};
  switch (in.byte() % 4) {
    case 0: c.s = {plus(on, along, k1), plus(on, along, k2)}; c.label = "segment in the plane"; break;
    case 1: c.s = {on, off}; c.label = "segment ending on the plane"; break;
    case 2: c.s = {plus(on, dir, -k1 * k1), plus(on, dir, k2 * k2)}; c.label = "segment through the plane"; break;
    default: c.s = {grid3(in), grid3(in)}; c.label = "segment on the grid"; break;
  }
  switch (in.byte() % 5) {
    case 0: c.ray = {off, along}; c.label += ", ray parallel"; break;
    case 1: c.ray = {on, dir}; c.label += ", ray from the plane"; break;
    case 2: c.ray = {off, {}}; c.label += ", zero direction"; break;
    case 3: c.ray = {off, minus(on, off)}; c.label += ", ray towards the plane's point"; break;
    default: c.ray = {off, dir}; c.label += ", ray on the grid"; break;
  }
  if (n == Vec3{}) c.label = "zero normal: " + c.label;
  return c;
}

PlaneCase plane_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  if (first % 8 == 0) return {{raw3(in), in.raw()}, {raw3(in), raw3(in)}, {raw3(in), raw3(in)}, "general"};
  PlaneCase c = grid_plane(in);
  switch ((first / 8) % 4) {
    case 2:
      c.s.b = nudged(c.s.b, in);
      c.ray.origin = nudged(c.ray.origin, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {  // the points and the offset scale; the normal may stay
      const int k = far_binade(in);
      c.s = scaled(c.s, k);
      c.ray.origin = scaled(c.ray.origin, k);
      c.plane.offset = std::ldexp(c.plane.offset, k);
      c.label = in_binade(c.label, k);
      break;
    }
    case 1:  // (no checked-in corpus file uses this twist: it was "none" before)
      poison({&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.ray.origin.x, &c.ray.origin.y,
              &c.ray.origin.z, &c.ray.direction.x, &c.ray.direction.y, &c.ray.direction.z, &c.plane.normal.x,
              &c.plane.normal.y, &c.plane.normal.z, &c.plane.offset},
             in);
      c.label = "non-finite: " + c.label;
      break;
    default: break;
  }
  return c;
}

bool finite(const RayCase& c) {
  return fuzz::finite(c.ray.origin) && fuzz::finite(c.ray.direction) && fuzz::finite(c.sphere.centre) &&
         fuzz::finite(c.box.min) && fuzz::finite(c.box.max);
}

bool finite(const PlaneCase& c) {
  return fuzz::finite(c.plane.normal) && std::isfinite(c.plane.offset) && fuzz::finite(c.s) &&
         fuzz::finite(c.ray.origin) && fuzz::finite(c.ray.direction);
}

void check_ray(RayCase c) {
  judge("fuzz: ray against sphere and box", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_ray(s, c, j);
    check::ray_oracle(s, c, j);
    check::ray_box_faces(s, c, j);
  });
}

// A plane case with a non-finite value (a poisoned twist, or a raw general
// draw) is judged by the documented answers: none.
void check_plane(PlaneCase c) {
  judge("fuzz: plane", c, [&](const Subject& s, Judge& j) {
    if (finite(c)) return check::plane_oracle(s, c, j);
    check::non_finite_plane(s, c, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  start_input(data, size);
  Bytes in(data, size);
  if (in.byte() % 3 == 2) check_plane(plane_case(in));
  else check_ray(ray_case(in));
  return 0;
}
