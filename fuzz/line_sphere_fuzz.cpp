// Fuzz target: infinite lines against spheres.
//
// line_sphere differential against the exact oracle (whether the line meets
// the closed ball, and both roots) and the documented answer for non-finite
// input. Why here: tangent lines (a double root, exact on the grid), lines
// nearly tangent by a human-scale gap, the origin on the sphere (one root
// exactly 0, the one the textbook quadratic formula cancels), small spheres
// (a discriminant below a fixed epsilon), a small sphere far along the line,
// a zero radius, and tiny or huge directions are where line-sphere code goes
// wrong (an epsilon on b^2 - ac, cancellation in -b + sqrt(b^2 - ac)).
//
// The leading byte picks the construction (byte % 10) and a twist
// ((byte / 10) % 5: none twice, a coordinate nudged, far binade, one
// coordinate non-finite).
#include <cmath>
#include <cstdint>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

// One of the three axes, and another one.
Vec3 axis(int i) { return {i == 0 ? 1.0 : 0.0, i == 1 ? 1.0 : 0.0, i == 2 ? 1.0 : 0.0}; }

LineSphereCase construction(Bytes& in, int choice) {
  LineSphereCase t;
  if (choice == 0) {
    const Vec3 o = raw3(in), d = raw3(in), c = raw3(in);
    t.line = {o, d};
    t.sphere = {c, std::fabs(in.raw())};
    t.label = "general";
    return t;
  }
  const Vec3 centre = grid3(in);
  const double r = 0.5 * (1 + in.byte() % 8);
  t.sphere = {centre, r};
  const int ie = in.byte() % 3, ig = (ie + 1 + in.byte() % 2) % 3;
  const Vec3 e = axis(ie), f = axis(ig);
  const double along = (in.byte() % 2 ? 1 : -1) * double(1 + in.byte() % 2);
  const double back = in.byte() % 7;
  switch (choice) {
    case 1: t.line = {plus(plus(centre, f, r), e, -back), plus({}, e, along)}; t.label = "tangent"; break;
    case 2: {
      // The tangent line moved off by r 2^-(10..40), in or out.
      const double gap = std::ldexp(r, -(10 + in.byte() % 31)) * (in.byte() % 2 ? 1 : -1);
      t.line = {plus(plus(centre, f, r + gap), e, -back), plus({}, e, along)};
      t.label = "nearly tangent (human scale)";
      break;
    }
    case 3: {
      const Vec3 d = grid3(in, 2);
      t.line = {plus(centre, d, -back), d};
      t.label = "through the centre";
      break;
    }
    case 4: t.line = {plus(centre, f, r), grid3(in, 2)}; t.label = "origin on the sphere"; break;
    case 5: {
      // A sphere of radius 5 2^-k (k = 10 .. 40), the line 3 .. 6 of 2^-k off.
      const double unit = std::ldexp(1.0, -(10 + in.byte() % 31));
      t.sphere.radius = 5 * unit;
      t.line = {plus(centre, f, (3 + in.byte() % 4) * unit), plus({}, e, along)};
      t.label = "small radius";
      break;
    }
    case 6: {
      const Vec3 d = grid3(in, 2);
      t.sphere.radius = 0;
      t.line = {plus(plus(centre, d, -back), f, in.byte() % 2), d};
      t.label = "zero radius";
      break;
    }
    case 7: {
      const double far = std::ldexp(1.0, 10 + in.byte() % 31);
      t.line = {plus(plus(centre, e, -far * along), f, r * 0.25 * (in.byte() % 5)), plus({}, e, along)};
      t.label = "small sphere far along";
      break;
    }
    case 8: {
      const int k = (in.byte() % 2 ? 1 : -1) * (20 + in.byte() % 41);
      t.line = {plus(centre, f, r * 0.25 * (in.byte() % 6)), scaled(plus({}, e, along), k)};
      t.label = k < 0 ? "tiny direction" : "huge direction";
      break;
    }
    default: t.line = {grid3(in, 4), grid3(in, 2)}; t.label = "grid"; break;
  }
  return t;
}

LineSphereCase line_sphere_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  LineSphereCase t = construction(in, first % 10);
  switch ((first / 10) % 5) {
    case 2:
      if (in.byte() % 2) t.line.origin = nudged(t.line.origin, in);
      else t.sphere.centre = nudged(t.sphere.centre, in);
      t.label = "nearly " + t.label;
      break;
    case 3: {
      const int k = far_binade(in);
      t.line.origin = scaled(t.line.origin, k);
      t.sphere = {scaled(t.sphere.centre, k), std::ldexp(t.sphere.radius, k)};
      t.label = in_binade(t.label, k);
      break;
    }
    case 4:
      poison({&t.line.origin.x, &t.line.origin.y, &t.line.origin.z, &t.line.direction.x, &t.line.direction.y,
              &t.line.direction.z, &t.sphere.centre.x, &t.sphere.centre.y, &t.sphere.centre.z},
             in);
      t.label = "non-finite (" + t.label + ")";
      break;
    default: break;
  }
  return t;
}

bool finite(const LineSphereCase& t) {
  return fuzz::finite(t.line.origin) && fuzz::finite(t.line.direction) && fuzz::finite(t.sphere.centre);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  LineSphereCase t = line_sphere_case(in);
  judge("fuzz: line against sphere", t, [&](const Subject& s, Judge& j) {
    if (!finite(t)) return check::non_finite_line_sphere(s, t, j);
    check::line_sphere_oracle(s, t, j);
  });
  return 0;
}
