// Fuzz target: points against triangles.
//
// closest_point_triangle3 and squared_distance_point_triangle3 differential
// against the exact oracle (exact candidates), the cross-shape check that the
// triangle is never farther than its nearest edge, and the documented answer
// for non-finite input. Why here: points in the triangle's plane, on an edge,
// over an edge point or a corner along the normal (where the face's region
// meets an edge's or a corner's), on a corner's boundary with an edge's
// region, and zero-area or sliver triangles are where closest-point code goes
// wrong (a region test decided in rounded doubles, a missing clamp, a region
// shortcut such as clamped barycentrics, 0/0 on a degenerate triangle), and
// all are exact on the grid.
//
// The leading byte picks the construction (byte % 8) and a twist
// ((byte / 8) % 5: none twice, p nudged, far binade, one coordinate
// non-finite).
#include <cmath>
#include <cstdint>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

PointTriangleCase construction(Bytes& in, int choice) {
  if (choice == 0) return {raw3(in), {raw3(in), raw3(in), raw3(in)}, "general"};
  // Corners on a grid of step 4: quarter points of the edges and the normal are whole.
  const Vec3 a = scaled(grid3(in), 2), b = scaled(grid3(in), 2);
  Vec3 c = scaled(grid3(in), 2);
  const Vec3 n = cross(minus(b, a), minus(c, a));
  const Vec3 corners[] = {a, b, c};
  const int k = in.byte() % 3;
  const Vec3 e0 = corners[k], e1 = corners[(k + 1) % 3];
  const Vec3 on_edge = plus(e0, minus(e1, e0), (in.byte() % 5) * 0.25);
  PointTriangleCase t;
  switch (choice) {
    case 1: t.p = plus(on_edge, n, in.small(2)); t.label = "over an edge point"; break;
    case 2: t.p = plus(e0, n, in.small(2)); t.label = "over a corner"; break;
    case 3:
      t.p = plus(plus(e0, cross(minus(e1, e0), n), in.small(2)), n, in.small(1));
      t.label = "on a corner's region boundary";
      break;
    case 4:
      t.p = plus(plus(a, minus(b, a), in.small(4) * 0.25), minus(c, a), in.small(4) * 0.25);
      t.label = "in the plane";
      break;
    case 5: c = plus(a, minus(b, a), in.small(2)); t.p = grid3(in, 8); t.label = "zero area"; break;
    case 6: c = nudged(plus(a, minus(b, a), 2), in); t.p = grid3(in, 8); t.label = "sliver"; break;
    default: t.p = grid3(in, 8); t.label = "grid"; break;
  }
  t.tri = {a, b, c};
  return t;
}

PointTriangleCase point_triangle_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  PointTriangleCase t = construction(in, first % 8);
  switch ((first / 8) % 5) {
    case 2: t.p = nudged(t.p, in); t.label = "nearly " + t.label; break;
    case 3: {
      const int k = far_binade(in);
      t.p = scaled(t.p, k);
      t.tri = {scaled(t.tri.a, k), scaled(t.tri.b, k), scaled(t.tri.c, k)};
      t.label = in_binade(t.label, k);
      break;
    }
    case 4:
      poison({&t.p.x, &t.p.y, &t.p.z, &t.tri.a.x, &t.tri.a.y, &t.tri.a.z, &t.tri.b.x, &t.tri.b.y, &t.tri.b.z,
              &t.tri.c.x, &t.tri.c.y, &t.tri.c.z},
             in);
      t.label = "non-finite (" + t.label + ")";
      break;
    default: break;
  }
  return t;
}

bool finite(const PointTriangleCase& t) {
  return fuzz::finite(t.p) && fuzz::finite(t.tri.a) && fuzz::finite(t.tri.b) && fuzz::finite(t.tri.c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  PointTriangleCase t = point_triangle_case(in);
  judge("fuzz: point against triangle", t, [&](const Subject& s, Judge& j) {
    if (!finite(t)) return check::non_finite_point_triangle(s, t, j);
    check::point_triangle_oracle(s, t, j);
    check::point_triangle_edges(s, t, j);
  });
  return 0;
}
