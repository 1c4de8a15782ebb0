// Plumb properties: segments against triangles (see generators3d.h).
//
// A triangle with corners on a grid of step 4 (quarter points of its edges
// are whole) and a segment placed where a segment-triangle test decides at
// its threshold: through a corner or an edge point, ending or starting
// exactly on the face, an edge or a corner, stopping a power of two short of
// the face, lying in the triangle's plane or parallel to it, of zero length
// on the face; zero-area triangles (collinear or repeated corners) and
// slivers; a metre-sized triangle crossed nearly edge-on (the determinant
// ~1e-7, where an engine's epsilon lives); all 53 significand bits; grid
// cases. Moved to a binade or a far offset (a small triangle far out), and
// sometimes an end nudged a few ULPs. Each draw is its own statement, so a
// seed draws the same case under any compiler.
#include <cmath>
#include <utility>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }
Vec3 scaled4(Vec3 p) { return {4 * p.x, 4 * p.y, 4 * p.z}; }
Vec3 moderate3() {
  const double x = moderate();
  const double y = moderate();
  const double z = moderate();
  return {x, y, z};
}

// The segment from `from` through `target` and on past it by k of the way
// (k = 0: ending exactly on the target).
Segment3 through(Vec3 from, Vec3 target, double k) { return {from, plus(target, minus(target, from), k)}; }

// A point of the triangle: a corner, a quarter point of an edge, or inside
// (a grid point of the face at quarter weights).
Vec3 on_triangle(const Triangle3& t, std::string& where) {
  const int kind = pick(0, 2);
  if (kind == 0) {
    const Vec3 corners[] = {t.a, t.b, t.c};
    where = "a corner";
    return corners[pick(0, 2)];
  }
  if (kind == 1) {
    const Vec3 ends[3][2] = {{t.a, t.b}, {t.b, t.c}, {t.c, t.a}};
    const int e = pick(0, 2);
    where = "an edge";
    return plus(ends[e][0], minus(ends[e][1], ends[e][0]), pick(1, 3) * 0.25);
  }
  where = "the face";
  const double u = pick(1, 2) * 0.25;
  const double v = pick(1, 2) * 0.25;
  return plus(plus(t.a, minus(t.b, t.a), u), minus(t.c, t.a), v);
}

}  // namespace

rc::Gen<SegmentTriangleCase> segment_triangle_case() {
  return exec([] {
    SegmentTriangleCase c;
    const Vec3 a = scaled4(grid_point3(3));
    const Vec3 b = scaled4(grid_point3(3));
    Vec3 cc = scaled4(grid_point3(3));
    const Vec3 o = grid_point3(6);
    const bool swap_corners = coin();
    c.tri = swap_corners ? Triangle3{b, a, cc} : Triangle3{a, b, cc};
    bool own_triangle = false;  // the case set c.tri itself (after its corners)
    const Vec3 e1 = minus(b, a), e2 = minus(cc, a);
    switch (pick(0, 13)) {
      case 0: {
        const Vec3 corners[] = {a, b, cc};
        const int which = pick(0, 2);
        c.s = through(o, corners[which], pick(1, 2));
        c.label = "through a corner";
        break;
      }
      case 1: {
        const double k = pick(1, 3) * 0.25;
        c.s = through(o, plus(a, e1, k), pick(1, 2));
        c.label = "through an edge point";
        break;
      }
      case 2: {
        // Ending (or starting) exactly on the triangle: t = 1 (or 0) exactly,
        // which a test comparing t <= 1 after a division can lose.
        std::string where;
        const Vec3 on = on_triangle(c.tri, where);
        c.s = {o, on};
        if (coin()) std::swap(c.s.a, c.s.b);
        c.label = "ending on " + where;
        break;
      }
      case 3: {
        // Stopping 2^-1 .. 2^-30 of its length short of the face (or
        // starting that far past it): a near miss at human scale.
        std::string where;
        const Vec3 on = on_triangle(c.tri, where);
        const int k = pick(1, 30);
        c.s = {o, plus(on, minus(o, on), std::ldexp(1.0, -k))};
        if (coin()) std::swap(c.s.a, c.s.b);
        c.label = "stopping short of " + where;
        break;
      }
      case 4: {
        // In the plane: across the triangle (through an edge) or inside it.
        const double i = pick(-1, 2);
        const double j = pick(-1, 2);
        const Vec3 start = plus(plus(a, e1, i * 0.5), e2, j * 0.5);
        const double m = pick(-2, 2);
        const double n = pick(-2, 2);
        c.s = {start, plus(plus(start, e1, m * 0.5), e2, n * 0.5)};
        c.label = "in the plane";
        break;
      }
      case 5: {
        const double m = pick(-2, 2);
        const double n = pick(-2, 2);
        c.s = {o, plus(plus(o, e1, m), e2, n)};
        c.label = "parallel to the plane";
        break;
      }
      case 6: {
        std::string where;
        const Vec3 on = on_triangle(c.tri, where);
        c.s = {on, on};
        c.label = "zero length on " + where;
        break;
      }
      case 7: {
        const double k = pick(-2, 2);
        cc = plus(a, e1, k);
        const double at = pick(0, 4) * 0.25;
        c.s = through(o, plus(a, e1, at), pick(0, 2));
        c.label = "zero area (collinear corners)";
        break;
      }
      case 8: {
        cc = coin() ? a : b;
        const double at = pick(0, 4) * 0.25;
        c.s = through(o, plus(a, e1, at), pick(0, 2));
        c.label = "zero area (repeated corner)";
        break;
      }
      case 9: {
        // A sliver: c a few ULPs off the line through a and b, the segment
        // through the middle of its long edge.
        cc = nudged(plus(a, e1, 2));
        c.s = through(o, plus(a, e1, 0.5), pick(1, 2));
        c.label = "sliver";
        break;
      }
      case 10: {
        // A metre-sized triangle in a plane z = const, crossed nearly
        // edge-on: (b - a) . normal ~ 1e-7 of a metre-long segment.
        const double x = pick(-8, 8) * 0.5;
        const double y = pick(-8, 8) * 0.5;
        const double z = pick(-8, 8) * 0.5;
        const Vec3 corner{x, y, z};
        c.tri = {corner, plus(corner, {1, 0, 0}, 1), plus(corner, {0, 1, 0}, 1)};
        const double dy = pick(-4, 4) * 0.125;
        const double sign = coin() ? 1 : -1;
        const double dz = sign * pick(1, 16) * 0x1p-26;
        const Vec3 d{1.0, dy, dz};
        const double u = pick(1, 7) * 0.0625;
        const double v = pick(1, 7) * 0.0625;
        const Vec3 target = plus(corner, {u, v, 0}, 1);
        const double before = pick(1, 4) * 0.25;
        const double after = pick(1, 4) * 0.25;
        c.s = {plus(target, d, -before), plus(target, d, after)};
        c.label = "threshold (determinant ~1e-7)";
        own_triangle = true;
        break;
      }
      case 11: {
        // Corners and ends with all 53 significand bits: the products of a
        // determinant are inexact, so a kernel that keeps one in a float, or
        // cancels, shows (grid cases are exact in any precision).
        const Vec3 ta = moderate3();
        const Vec3 tb = moderate3();
        const Vec3 tc = moderate3();
        c.tri = {ta, tb, tc};
        const double u = pick(1, 15) / 32.0;
        const double v = pick(1, 15) / 32.0;
        const Vec3 target = plus(plus(ta, minus(tb, ta), u), minus(tc, ta), v);
        c.s = through(moderate3(), target, pick(0, 2) * 0.5);
        c.label = "full precision";
        own_triangle = true;
        break;
      }
      default: {
        const Vec3 d = nonzero_direction3(4);
        c.s = {o, plus(o, d, 1)};
        c.label = "grid";
        break;
      }
    }
    if (!own_triangle) c.tri = swap_corners ? Triangle3{b, a, cc} : Triangle3{a, b, cc};
    place_3d({&c.s.a, &c.s.b, &c.tri.a, &c.tri.b, &c.tri.c}, c.label);
    if (pick(0, 3) == 0) {
      if (coin()) c.s.a = nudged(c.s.a);
      else c.s.b = nudged(c.s.b);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<SegmentTriangleCase> non_finite_segment_triangle_case() {
  return exec([] {
    SegmentTriangleCase c = nested(segment_triangle_case());
    poison_one({&c.s.a.x, &c.s.b.y, &c.s.b.z, &c.tri.a.x, &c.tri.b.y, &c.tri.c.z}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
