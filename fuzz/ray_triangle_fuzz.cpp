// Fuzz target: rays against triangles, one at a time and as a fan.
//
// ray_triangle_hit differential against the exact oracle (the decision, t, u
// and v), a closed fan of four triangles watertight at its shared edges and
// corner, and the documented answer for non-finite input. Why here: rays
// through an edge or a corner, rays lying in the triangle's plane or parallel
// to it, zero-area triangles and rays crossing a triangle nearly edge-on are
// where ray-triangle code goes wrong (an epsilon on the determinant, strict
// signs on the edges, a leak between two triangles), and all are exact on
// the grid.
//
// The leading byte picks the mode (byte % 4 == 3: a fan, else one triangle).
// A triangle case's own leading byte picks the construction (byte % 9) and a
// twist ((byte / 9) % 5: none twice, nudged direction, far binade, one
// coordinate non-finite); a fan case's picks the spoke the ray goes through
// (or the centre) and a twist ((byte / 5) % 3: none, nudged, far binade).
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

TriangleCase construction(Bytes& in, int choice) {
  if (choice == 0) return {{raw3(in), raw3(in)}, {raw3(in), raw3(in), raw3(in)}, "general"};
  // Corners on a grid of step 4: quarter points of the edges are whole.
  const Vec3 a = scaled(grid3(in), 2), b = scaled(grid3(in), 2);
  Vec3 c = scaled(grid3(in), 2);
  const Vec3 o = grid3(in, 6);
  const Vec3 e1 = minus(b, a), e2 = minus(c, a);
  const int k = 1 + in.byte() % 3;
  TriangleCase t;
  auto aim = [&](Vec3 target) { t.ray = {o, minus(target, o)}; };
  switch (choice) {
    case 1: {
      const Vec3 corners[] = {a, b, c};
      aim(corners[in.byte() % 3]);
      t.label = "through a corner";
      break;
    }
    case 2: aim(plus(a, e1, k * 0.25)); t.label = "through an edge point"; break;
    case 3:
      t.ray = {plus(plus(a, e1, in.small(1)), e2, in.small(1)), plus(plus(Vec3{}, e1, in.small(2)), e2, in.small(2))};
      t.label = "in the plane";
      break;
    case 4: t.ray = {o, plus(plus(Vec3{}, e1, in.small(2)), e2, in.small(2))}; t.label = "parallel to the plane"; break;
    case 5: c = plus(a, e1, in.small(2)); aim(plus(a, e1, k * 0.25)); t.label = "zero area"; break;
    case 6: {
      // Metre-sized, crossed nearly edge-on: direction . normal ~ 1e-7.
      const Vec3 corner = grid3(in, 4);
      t.tri = {corner, plus(corner, {1, 0, 0}, 1), plus(corner, {0, 1, 0}, 1)};
      const Vec3 d{1.0, in.small(4) * 0.125, (1 + in.byte() % 16) * (in.byte() % 2 ? 0x1p-26 : -0x1p-26)};
      const Vec3 target = plus(corner, {(1 + in.byte() % 7) * 0.0625, (1 + in.byte() % 7) * 0.0625, 0}, 1);
      t.ray = {plus(target, d, -k * 0.25), d};
      t.label = "threshold (determinant ~1e-7)";
      return t;
    }
    case 7: c = b; aim(plus(a, e1, 0.5)); t.label = "repeated corner"; break;
    default: t.ray = {o, grid3(in, 2)}; t.label = "grid"; break;
  }
  t.tri = {a, b, c};
  return t;
}

void scale_all(TriangleCase& t, int k) {
  t.ray = {scaled(t.ray.origin, k), scaled(t.ray.direction, k)};
  t.tri = {scaled(t.tri.a, k), scaled(t.tri.b, k), scaled(t.tri.c, k)};
  t.label = in_binade(t.label, k);
}

TriangleCase triangle_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  TriangleCase t = construction(in, first % 9);
  switch ((first / 9) % 5) {
    case 2: t.ray.direction = nudged(t.ray.direction, in); t.label = "nearly " + t.label; break;
    case 3: scale_all(t, far_binade(in)); break;
    case 4:
      poison({&t.ray.origin.x, &t.ray.origin.y, &t.ray.origin.z, &t.ray.direction.x, &t.ray.direction.y,
              &t.ray.direction.z, &t.tri.a.x, &t.tri.a.y, &t.tri.a.z, &t.tri.b.x, &t.tri.b.y, &t.tri.b.z,
              &t.tri.c.x, &t.tri.c.y, &t.tri.c.z},
             in);
      t.label = "non-finite (" + t.label + ")";
      break;
    default: break;
  }
  return t;
}

// A pyramid: the rim around the centre in the x-y plane (offsets multiples
// of 4), raised or lowered in z; the ray from above or below through the
// centre or a quarter point of a spoke.
FanCase fan_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  FanCase f;
  f.centre = grid3(in, 4);
  const double around[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  for (int i = 0; i < FanCase::kFanSize; ++i)
    f.rim[i] = {f.centre.x + 4 * (around[i][0] * (1 + in.byte() % 2) + in.small(1) * around[i][1]),
                f.centre.y + 4 * (around[i][1] * (1 + in.byte() % 2) + in.small(1) * around[i][0]),
                f.centre.z + in.small(2)};
  const int spoke = first % 5;
  const Vec3 target = spoke == 4 ? f.centre : plus(f.centre, minus(f.rim[spoke], f.centre), (1 + in.byte() % 3) * 0.25);
  const Vec3 origin = plus(plus(target, {0, 0, 1}, (in.byte() % 2 ? 1 : -1) * (2 + in.byte() % 6)), grid3(in, 2), 1);
  f.ray = {origin, minus(target, origin)};
  f.label = spoke == 4 ? "through the shared corner" : "through a shared edge";
  switch ((first / 5) % 3) {
    case 1: f.ray.direction = nudged(f.ray.direction, in); f.label = "nearly " + f.label; break;
    case 2: {
      const int k = far_binade(in);
      f.ray = {scaled(f.ray.origin, k), scaled(f.ray.direction, k)};
      f.centre = scaled(f.centre, k);
      for (Vec3& p : f.rim) p = scaled(p, k);
      f.label = in_binade(f.label, k);
      break;
    }
    default: break;
  }
  return f;
}

bool finite(const TriangleCase& t) {
  return fuzz::finite(t.ray.origin) && fuzz::finite(t.ray.direction) && fuzz::finite(t.tri.a) &&
         fuzz::finite(t.tri.b) && fuzz::finite(t.tri.c);
}

void check_triangle(TriangleCase t) {
  judge("fuzz: ray against triangle", t, [&](const Subject& s, Judge& j) {
    if (!finite(t)) return check::non_finite_triangle(s, t, j);
    check::triangle_oracle(s, t, j);
  });
}

void check_fan(FanCase f) {
  judge("fuzz: fan of triangles", f, [&](const Subject& s, Judge& j) { check::fan_watertight(s, f, j); });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  if (in.byte() % 4 == 3) check_fan(fan_case(in));
  else check_triangle(triangle_case(in));
  return 0;
}
