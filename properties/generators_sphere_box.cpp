// Plumb properties: balls against boxes (see generators3d.h).
//
// A box with corners on a small integer grid and a centre placed against it
// where Arvo's test decides at its threshold: inside, on a face, outside
// along one axis by a whole radius (touching a face), along two by a 3-4-5
// step (touching an edge), along three by 1-2-2 or 2-3-6 (touching a
// corner); a zero radius on the surface; flat and empty boxes, negative
// radii; a metre-sized box and a ball a human-scale gap from it; general bit
// patterns; moved to a binade or a far offset, and sometimes the centre or
// the radius nudged a few ULPs.
#include <cmath>
#include <initializer_list>
#include <utility>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;


// The centre outside the box by `steps` along as many axes (from `first`),
// below the min or above the max; on the box's extent (a face, an edge, a
// corner or between, in quarters) on the others.
Vec3 outside(const Box& b, std::initializer_list<double> steps, int first) {
  Vec3 c;
  for (int i = 0; i < 3; ++i) {
    const double lo = axis_of(b.min, i), hi = axis_of(b.max, i);
    axis_of(c, i) = lo + (hi - lo) * pick(0, 4) * 0.25;
  }
  int k = 0;
  for (double s : steps) {
    const int i = (first + k++) % 3;
    axis_of(c, i) = coin() ? axis_of(b.max, i) + s : axis_of(b.min, i) - s;
  }
  return c;
}

void place(SphereBoxCase& c) {
  const std::initializer_list<Vec3*> points{&c.sphere.centre, &c.box.min, &c.box.max};
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    for (Vec3* p : points) *p = far.at(*p);
    c.sphere.radius = far.length(c.sphere.radius);
    c.label += " (far offset)";
    return;
  }
  const int k = binade();
  for (Vec3* p : points) *p = {std::ldexp(p->x, k), std::ldexp(p->y, k), std::ldexp(p->z, k)};
  c.sphere.radius = std::ldexp(c.sphere.radius, k);
  c.label = with_binade(c.label, k);
}

}  // namespace

rc::Gen<SphereBoxCase> sphere_box_case() {
  return exec([] {
    SphereBoxCase c{{}, grid_box(3, 5), ""};
    const int first = pick(0, 2), m = pick(1, 2);
    bool touching = true;  // the radius is the exact distance: nudging it is interesting
    switch (pick(0, 10)) {
      case 0: c.sphere = {outside(c.box, {}, first), double(pick(0, 2))}; c.label = "centre inside"; touching = false; break;
      case 1: c.sphere = {outside(c.box, {double(m)}, first), double(m)}; c.label = "touching a face"; break;
      case 2: c.sphere = {outside(c.box, {3.0 * m, 4.0 * m}, first), 5.0 * m}; c.label = "touching an edge"; break;
      case 3:
        c.sphere = coin() ? Sphere{outside(c.box, {1.0 * m, 2.0 * m, 2.0 * m}, first), 3.0 * m}
                          : Sphere{outside(c.box, {2, 3, 6}, first), 7};
        c.label = "touching a corner";
        break;
      case 4: c.sphere = {outside(c.box, {0}, first), 0}; c.label = "a point on the surface"; break;
      case 5: {
        // Empty: min > max on one axis.
        std::swap(axis_of(c.box.min, first), axis_of(c.box.max, first));
        if (axis_of(c.box.min, first) == axis_of(c.box.max, first)) axis_of(c.box.min, first) += 1;
        c.sphere = {outside(grid_box(3, 5), {}, first), double(pick(0, 3))};
        c.label = "empty box";
        touching = false;
        break;
      }
      case 6: c.sphere = {outside(c.box, {double(m)}, first), -double(m)}; c.label = "negative radius"; touching = false; break;
      case 7: {
        // A metre-sized box and a ball a human-scale gap (or overlap) from a
        // face: an absolute epsilon's scale.
        c.box = {{grid_coord(4) * 0.5, grid_coord(4) * 0.5, grid_coord(4) * 0.5}, {}};
        c.box.max = {c.box.min.x + 1, c.box.min.y + 1, c.box.min.z + 1};
        c.sphere = {outside(c.box, {1}, first), 1};
        c.sphere.radius = human_scale_offset(c.sphere.radius, 1.0);
        c.label = "human-scale gap";
        touching = false;
        break;
      }
      case 8: c.sphere = {{grid_coord(6), grid_coord(6), grid_coord(6)}, double(pick(0, 4))}; c.label = "grid"; touching = false; break;
      default:
        c.sphere = {{any_finite_bits(), any_finite_bits(), any_finite_bits()}, std::fabs(any_finite_bits())};
        c.box = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
                 {any_finite_bits(), any_finite_bits(), any_finite_bits()}};
        c.label = "general";
        return c;
    }
    place(c);
    if (touching && pick(0, 2) == 0) {
      if (coin()) {
        c.sphere.radius = nudged(c.sphere.radius);
      } else {
        const int i = pick(0, 2);
        axis_of(c.sphere.centre, i) = nudged(axis_of(c.sphere.centre, i));
      }
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<SphereBoxCase> non_finite_sphere_box_case() {
  return exec([] {
    SphereBoxCase c = nested(sphere_box_case());
    double* slots[] = {&c.sphere.centre.x, &c.sphere.centre.z, &c.box.min.x, &c.box.min.y, &c.box.max.y, &c.box.max.z};
    const double bad[] = {kNaN, kInf, -kInf};
    *slots[pick(0, 5)] = bad[pick(0, 2)];
    c.label = "non-finite";
    return c;
  });
}

}  // namespace plumb::gen
