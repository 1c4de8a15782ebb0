// Fuzz target: segments against triangles.
//
// segment_triangle_crossing differential against the exact oracle (the
// decision, t, u and v) and the documented answer for non-finite input. Why
// here: segments through an edge or a corner, segments ending exactly on the
// triangle, segments lying in its plane or parallel to it, zero-area
// triangles and slivers, and metre-sized triangles crossed nearly edge-on
// are where segment-triangle code goes wrong (an epsilon on the determinant,
// strict signs on the edges, t <= 1 compared after a division); all but the
// last are exact on the grid.
//
// The leading byte picks the construction (byte % 10) and a twist
// ((byte / 10) % 5: none twice, an end nudged, far binade, one coordinate
// non-finite).
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

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

// From `from` through `target` and k of the way on past it (0: ending there).
Segment3 through(Vec3 from, Vec3 target, double k) { return {from, plus(target, minus(target, from), k)}; }

SegmentTriangleCase construction(Bytes& in, int choice) {
  SegmentTriangleCase t;
  if (choice == 0) {
    const Vec3 a = raw3(in), b = raw3(in);
    t.s = {a, b};
    const Vec3 ta = raw3(in), tb = raw3(in), tc = raw3(in);
    t.tri = {ta, tb, tc};
    t.label = "general";
    return t;
  }
  // Corners on a grid of step 4: quarter points of the edges are whole.
  const Vec3 a = scaled(grid3(in), 2), b = scaled(grid3(in), 2);
  Vec3 c = scaled(grid3(in), 2);
  const Vec3 o = grid3(in, 6);
  const Vec3 e1 = minus(b, a), e2 = minus(c, a);
  const int k = 1 + in.byte() % 3;
  switch (choice) {
    case 1: {
      const Vec3 corners[] = {a, b, c};
      const Vec3 corner = corners[in.byte() % 3];
      t.s = through(o, corner, in.byte() % 3);
      t.label = "through a corner";
      break;
    }
    case 2: t.s = through(o, plus(a, e1, k * 0.25), in.byte() % 3); t.label = "through an edge point"; break;
    case 3: {
      // Ending exactly on the face (quarter weights), starting there when the
      // byte is odd.
      const double u = 0.25 * (1 + in.byte() % 2);
      const double v = 0.25 * (1 + in.byte() % 2);
      const Vec3 on = plus(plus(a, e1, u), e2, v);
      t.s = {o, on};
      if (in.byte() % 2) std::swap(t.s.a, t.s.b);
      t.label = "ending on the face";
      break;
    }
    case 4: {
      const double i = in.small(1) * 0.5;
      const double j = in.small(1) * 0.5;
      const Vec3 start = plus(plus(a, e1, i), e2, j);
      const double m = in.small(2) * 0.5;
      const double n = in.small(2) * 0.5;
      t.s = {start, plus(plus(start, e1, m), e2, n)};
      t.label = "in the plane";
      break;
    }
    case 5: {
      const double m = in.small(2);
      const double n = in.small(2);
      t.s = {o, plus(plus(o, e1, m), e2, n)};
      t.label = "parallel to the plane";
      break;
    }
    case 6: c = plus(a, e1, in.small(2)); t.s = through(o, plus(a, e1, k * 0.25), 1); t.label = "zero area"; break;
    case 7: {
      // Metre-sized, crossed nearly edge-on: (b - a) . normal ~ 1e-7.
      const Vec3 corner = grid3(in, 4);
      t.tri = {corner, plus(corner, {1, 0, 0}, 1), plus(corner, {0, 1, 0}, 1)};
      const double dy = in.small(4) * 0.125;
      const double steps = 1 + in.byte() % 16;
      const Vec3 d{1.0, dy, steps * (in.byte() % 2 ? 0x1p-26 : -0x1p-26)};
      const Vec3 target = plus(corner, {(1 + in.byte() % 7) * 0.0625, (1 + in.byte() % 7) * 0.0625, 0}, 1);
      t.s = {plus(target, d, -k * 0.25), plus(target, d, (1 + in.byte() % 4) * 0.25)};
      t.label = "threshold (determinant ~1e-7)";
      return t;
    }
    case 8: {
      // Stopping 2^-(1..30) of its length short of an edge point.
      const Vec3 on = plus(a, e1, k * 0.25);
      t.s = {o, plus(on, minus(o, on), std::ldexp(1.0, -(1 + in.byte() % 30)))};
      t.label = "stopping short of an edge";
      break;
    }
    default: t.s = {o, plus(o, grid3(in, 2), 1)}; t.label = "grid"; break;
  }
  t.tri = {a, b, c};
  return t;
}

void scale_all(SegmentTriangleCase& t, int k) {
  t.s = scaled(t.s, k);
  t.tri = {scaled(t.tri.a, k), scaled(t.tri.b, k), scaled(t.tri.c, k)};
  t.label = in_binade(t.label, k);
}

SegmentTriangleCase segment_triangle_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  SegmentTriangleCase t = construction(in, first % 10);
  switch ((first / 10) % 5) {
    case 2:
      if (in.byte() % 2) t.s.a = {nudged(t.s.a.x, in), t.s.a.y, t.s.a.z};
      else t.s.b = {t.s.b.x, t.s.b.y, nudged(t.s.b.z, in)};
      t.label = "nearly " + t.label;
      break;
    case 3: scale_all(t, far_binade(in)); break;
    case 4:
      poison({&t.s.a.x, &t.s.a.y, &t.s.a.z, &t.s.b.x, &t.s.b.y, &t.s.b.z, &t.tri.a.x, &t.tri.a.y, &t.tri.a.z,
              &t.tri.b.x, &t.tri.b.y, &t.tri.b.z, &t.tri.c.x, &t.tri.c.y, &t.tri.c.z},
             in);
      t.label = "non-finite (" + t.label + ")";
      break;
    default: break;
  }
  return t;
}

bool finite(const SegmentTriangleCase& t) {
  return fuzz::finite(t.s) && fuzz::finite(t.tri.a) && fuzz::finite(t.tri.b) && fuzz::finite(t.tri.c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  SegmentTriangleCase t = segment_triangle_case(in);
  judge("fuzz: segment against triangle", t, [&](const Subject& s, Judge& j) {
    if (!finite(t)) return check::non_finite_segment_triangle(s, t, j);
    check::segment_triangle_oracle(s, t, j);
  });
  return 0;
}
