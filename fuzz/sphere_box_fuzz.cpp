// Fuzz target: balls against boxes.
//
// sphere_box_intersect differential against the exact oracle (the distance
// from the centre to the box, by the box's 27 features), and the documented
// answer for non-finite input. Why here: a ball touching a face, an edge or
// a corner is where Arvo's test goes wrong (the rounded squared distance
// against the rounded r^2, a strict <, an empty box or a NaN radius taken as
// an answer), and all are exact on the grid (whole steps, 3-4-5 and 1-2-2
// triples); a few ULPs off, the decision must still be exact.
//
// The leading byte picks the construction (byte % 7) and a twist
// ((byte / 8) % 5: none twice, the centre or the radius nudged, far binade,
// one coordinate non-finite).
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

double& axis_of(Vec3& p, int i) { return i == 0 ? p.x : i == 1 ? p.y : p.z; }

// A grid box, min <= max (flat on an axis when the width byte is 0).
Box grid_box(Bytes& in) {
  const Vec3 lo = grid3(in);
  return {lo, {lo.x + in.byte() % 4, lo.y + in.byte() % 4, lo.z + in.byte() % 4}};
}

// The centre outside the box by the steps along as many axes (from
// `first`), on the box's extent (in quarters) elsewhere.
Vec3 outside(Box b, std::initializer_list<double> steps, int first, Bytes& in) {
  Vec3 c;
  for (int i = 0; i < 3; ++i) {
    const double lo = axis_of(b.min, i), hi = axis_of(b.max, i);
    axis_of(c, i) = lo + (hi - lo) * (in.byte() % 5) * 0.25;
  }
  int k = 0;
  for (double s : steps) {
    const int i = (first + k++) % 3;
    axis_of(c, i) = in.byte() % 2 ? axis_of(b.max, i) + s : axis_of(b.min, i) - s;
  }
  return c;
}

SphereBoxCase construction(Bytes& in, int choice) {
  if (choice == 0) return {{raw3(in), std::fabs(in.raw())}, {raw3(in), raw3(in)}, "general"};
  SphereBoxCase c{{}, grid_box(in), ""};
  const int first = in.byte() % 3;
  const double m = 1 + in.byte() % 2;
  switch (choice) {
    case 1: c.sphere = {outside(c.box, {m}, first, in), m}; c.label = "touching a face"; break;
    case 2: c.sphere = {outside(c.box, {3 * m, 4 * m}, first, in), 5 * m}; c.label = "touching an edge"; break;
    case 3: c.sphere = {outside(c.box, {m, 2 * m, 2 * m}, first, in), 3 * m}; c.label = "touching a corner"; break;
    case 4: c.sphere = {outside(c.box, {0}, first, in), 0}; c.label = "a point on the surface"; break;
    case 5:
      std::swap(axis_of(c.box.min, first), axis_of(c.box.max, first));
      axis_of(c.box.min, first) += 1;  // min > max on this axis
      c.sphere = {grid3(in), m};
      c.label = "empty box";
      break;
    default: c.sphere = {grid3(in, 6), double(in.byte() % 5)}; c.label = "grid"; break;
  }
  return c;
}

SphereBoxCase sphere_box_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  SphereBoxCase c = construction(in, first % 7);
  switch ((first / 8) % 5) {
    case 2:
      if (in.byte() % 2) c.sphere.radius = nudged(c.sphere.radius, in);
      else c.sphere.centre = nudged(c.sphere.centre, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c.sphere = {scaled(c.sphere.centre, k), std::ldexp(c.sphere.radius, k)};
      c.box = {scaled(c.box.min, k), scaled(c.box.max, k)};
      c.label = in_binade(c.label, k);
      break;
    }
    case 4:
      poison({&c.sphere.centre.x, &c.sphere.centre.y, &c.sphere.centre.z, &c.box.min.x, &c.box.min.y, &c.box.min.z,
              &c.box.max.x, &c.box.max.y, &c.box.max.z},
             in);
      c.label = "non-finite (" + c.label + ")";
      break;
    default: break;
  }
  return c;
}

bool finite(const SphereBoxCase& c) {
  return fuzz::finite(c.sphere.centre) && fuzz::finite(c.box.min) && fuzz::finite(c.box.max);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  SphereBoxCase c = sphere_box_case(in);
  judge("fuzz: ball against box", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_sphere_box(s, c, j);
    check::sphere_box_oracle(s, c, j);
  });
  return 0;
}
