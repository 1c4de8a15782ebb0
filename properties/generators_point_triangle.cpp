// Plumb properties: points against triangles (see generators3d.h).
//
// Corners on a grid of step 4, so that quarter points of the edges and the
// normal n = (b - a) x (c - a) are whole; the point placed where Ericson's
// region test decides: exactly in the plane, on an edge, over an edge point
// or a corner along the normal (the face's region meets the edge's or the
// corner's), on a corner's boundary with an edge's region (p - a
// perpendicular to the edge); zero-area and sliver triangles; a metre-sized
// triangle with the point at a human-scale height; then moved to a binade or
// a far offset, and sometimes a few ULPs off.
#include <cmath>
#include <initializer_list>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }
Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }
Vec3 scaled(Vec3 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; }
Vec3 any3() { return {any_finite_bits(), any_finite_bits(), any_finite_bits()}; }

// Every point of the case to a binade or a far offset, the same way for all.
void place(PointTriangleCase& c) {
  const std::initializer_list<Vec3*> points{&c.p, &c.tri.a, &c.tri.b, &c.tri.c};
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    for (Vec3* p : points) *p = far.at(*p);
    c.label += " (far offset)";
    return;
  }
  const int k = binade();
  for (Vec3* p : points) *p = scaled(*p, k);
  c.label = with_binade(c.label, k);
}

}  // namespace

rc::Gen<PointTriangleCase> point_triangle_case() {
  return exec([] {
    PointTriangleCase c;
    const Vec3 a = scaled(grid_point3(3), 2), b = scaled(grid_point3(3), 2);
    Vec3 cc = scaled(grid_point3(3), 2);
    const Vec3 n = cross(minus(b, a), minus(cc, a));
    const Vec3 corners[] = {a, b, cc};
    const int k = pick(0, 2);
    const Vec3 e0 = corners[k], e1 = corners[(k + 1) % 3];
    const Vec3 on_edge = plus(e0, minus(e1, e0), pick(0, 4) * 0.25);
    switch (pick(0, 10)) {
      case 0: c.p = grid_point3(8); c.label = "grid"; break;
      case 1:
        c.p = plus(plus(a, minus(b, a), pick(-2, 6) * 0.25), minus(cc, a), pick(-2, 6) * 0.25);
        c.label = "in the plane";
        break;
      case 2: c.p = on_edge; c.label = "on an edge"; break;
      case 3: c.p = plus(on_edge, n, pick(-2, 2)); c.label = "over an edge point"; break;
      case 4: c.p = plus(e0, n, pick(-2, 2)); c.label = "over a corner"; break;
      case 5:
        // p - e0 perpendicular to the edge e0 e1: the boundary between the
        // corner's region and the edge's (or inside, on the other side).
        c.p = plus(plus(e0, cross(minus(e1, e0), n), pick(-2, 2)), n, pick(-1, 1));
        c.label = "on a corner's region boundary";
        break;
      case 6: cc = plus(a, minus(b, a), pick(-2, 2)); c.p = grid_point3(8); c.label = "zero area (collinear corners)"; break;
      case 7: cc = coin() ? a : b; c.p = grid_point3(8); c.label = "zero area (repeated corner)"; break;
      case 8:
        cc = nudged(plus(a, minus(b, a), 2));
        c.p = coin() ? grid_point3(8) : plus(a, minus(b, a), pick(0, 8) * 0.25);
        c.label = "sliver";
        break;
      case 9: {
        // A metre-sized triangle, the point at a human-scale height (1e-3 to
        // 1e-12 m) over a point of it or of an edge: an absolute epsilon's
        // scale ("closer than 1e-6 is on the triangle").
        const Vec3 corner{pick(-8, 8) * 0.5, pick(-8, 8) * 0.5, pick(-8, 8) * 0.5};
        c.tri = {corner, plus(corner, {1, 0, 0}, 1), plus(corner, {0, 1, 0}, 1)};
        const Vec3 foot = plus(corner, {pick(0, 8) * 0.125, pick(0, 8) * 0.125, 0}, 1);
        c.p = {foot.x, foot.y, human_scale_offset(foot.z, 1.0)};
        c.label = "human-scale height";
        break;
      }
      default: c = {any3(), {any3(), any3(), any3()}, "general"}; return c;
    }
    if (c.label != "human-scale height") c.tri = coin() ? Triangle3{a, b, cc} : Triangle3{b, cc, a};
    place(c);
    if (pick(0, 3) == 0) {
      c.p = nudged(c.p);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<PointTriangleCase> non_finite_point_triangle_case() {
  return exec([] {
    PointTriangleCase c = nested(point_triangle_case());
    poison_one({&c.p.x, &c.p.y, &c.p.z, &c.tri.a.x, &c.tri.b.y, &c.tri.c.z}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
