// Fuzz target: rays against capsules.
//
// ray_capsule_entry differential against the exact oracle (whether it hits,
// and the entry t) and the documented answer for non-finite input. Why
// here: rays along the axis into a ball's pole, parallel to the axis on the
// side's surface (touching the seam circle), tangent to the side, aimed at a
// point of the seam circle, crossing the infinite cylinder beyond an end (a
// miss that an unclipped cylinder test hits), origins inside or on the
// surface are where ray-capsule code goes wrong (the cylinder's root not
// clipped to the end discs, a cap forgotten, the discriminant's sign at a
// tangent, the root's cancellation); all exact on the grid.
//
// The leading byte picks the construction (byte % 8) and a twist
// ((byte / 8) % 5: none twice, a coordinate of the origin nudged, far
// binade, one coordinate non-finite).
#include <cmath>
#include <cstdint>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

const Vec3 kAxes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

RayCapsuleCase construction(Bytes& in, int choice) {
  RayCapsuleCase t;
  if (choice == 0) {
    t.ray = {raw3(in), raw3(in)};
    const Vec3 a = raw3(in), b = raw3(in);
    t.capsule = {a, b, std::fabs(in.raw())};
    t.label = "general";
    return t;
  }
  // An axis-aligned capsule on the grid: a, b = a + L e, radius in halves.
  const int ie = in.byte() % 3, jf = (ie + 1 + in.byte() % 2) % 3, kg = 3 - ie - jf;
  const Vec3 e = kAxes[ie], f = kAxes[jf], g = kAxes[kg];
  const Vec3 a = grid3(in);
  const double length = 1 + in.byte() % 4, r = 0.5 * (1 + in.byte() % 6);
  t.capsule = {a, plus(a, e, length), r};
  const bool from_b = in.byte() % 2;
  const Vec3 end = from_b ? t.capsule.b : a;
  const double out = from_b ? 1.0 : -1.0;  // away from the capsule along e at that end
  const double along = 0.5 * (in.byte() % int(2 * length + 1));
  const int k = 1 + in.byte() % 4;
  switch (choice) {
    case 1: t.ray = {plus(end, e, out * (r + k)), plus({}, e, -out)}; t.label = "along the axis"; break;
    case 2:
      t.ray = {plus(plus(end, e, out * k), f, r), plus({}, e, -out)};
      t.label = "parallel to the axis on the side";
      break;
    case 3:
      t.ray = {plus(plus(plus(a, e, along), f, r), g, -k), plus(g, e, in.small(1))};
      t.label = "tangent to the side";
      break;
    case 4: {
      const Vec3 seam = plus(end, f, r), o = plus(grid3(in, 6), f, 2 * r + 1);
      t.ray = {o, minus(seam, o)};
      t.label = "through the seam circle";
      break;
    }
    case 5:
      t.ray = {plus(plus(end, e, out * (r + 0.5 * (in.byte() % 4))), g, -k), plus(g, f, 0.5 * in.small(1))};
      t.label = "through the cylinder beyond an end";
      break;
    case 6:
      t.ray = {plus(plus(a, e, along), f, 0.5 * r * (1 + in.byte() % 2)), grid3(in, 2)};
      t.label = "origin inside or on the side";
      break;
    default:
      t.capsule = {grid3(in), grid3(in), 0.5 * (in.byte() % 7)};
      t.ray = {grid3(in, 5), grid3(in, 2)};
      t.label = "grid";
      break;
  }
  return t;
}

void scale_all(RayCapsuleCase& t, int k) {
  t.ray = {scaled(t.ray.origin, k), scaled(t.ray.direction, k)};
  t.capsule = {scaled(t.capsule.a, k), scaled(t.capsule.b, k), std::ldexp(t.capsule.radius, k)};
  t.label = in_binade(t.label, k);
}

RayCapsuleCase ray_capsule_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  RayCapsuleCase t = construction(in, first % 8);
  switch ((first / 8) % 5) {
    case 2:
      t.ray.origin = nudged(t.ray.origin, in);
      t.label = "nearly " + t.label;
      break;
    case 3: scale_all(t, far_binade(in)); break;
    case 4:
      poison({&t.ray.origin.x, &t.ray.origin.y, &t.ray.origin.z, &t.ray.direction.x, &t.ray.direction.y,
              &t.ray.direction.z, &t.capsule.a.x, &t.capsule.a.y, &t.capsule.a.z, &t.capsule.b.x, &t.capsule.b.y,
              &t.capsule.b.z},
             in);
      t.label = "non-finite (" + t.label + ")";
      break;
    default: break;
  }
  return t;
}

bool finite(const RayCapsuleCase& t) {
  return fuzz::finite(t.ray.origin) && fuzz::finite(t.ray.direction) && fuzz::finite(t.capsule.a) &&
         fuzz::finite(t.capsule.b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  RayCapsuleCase t = ray_capsule_case(in);
  judge("fuzz: ray against capsule", t, [&](const Subject& s, Judge& j) {
    if (!finite(t)) return check::non_finite_ray_capsule(s, t, j);
    check::ray_capsule_oracle(s, t, j);
  });
  return 0;
}
