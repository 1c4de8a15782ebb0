// Plumb properties: infinite lines against spheres (see generators3d.h).
//
// A sphere on the integer grid and a line placed where a line-sphere test
// decides at its threshold or loses a root: tangent lines (an exact double
// root on the grid, along an axis or at a 3-4-5 offset), nearly tangent at
// human scale, lines through the centre, the origin on the sphere (a root at
// exactly 0: the small root the textbook formula cancels) or inside it, huge
// and small radii, a zero radius (a point, met only through it), a small
// sphere far along the line (a discriminant that is a small difference of
// huge products), directions of non-unit, tiny and huge length, all 53
// significand bits; grid cases. Moved to a binade or a far offset, and
// sometimes a coordinate nudged a few ULPs. Each draw is its own statement,
// so a seed draws the same case under any compiler.
#include <cmath>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

Vec3 scaled(Vec3 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; }
Vec3 moderate3() {
  const double x = moderate();
  const double y = moderate();
  const double z = moderate();
  return {x, y, z};
}
int nonzero_pick(int r) {
  const int k = pick(1, r);
  return coin() ? k : -k;
}

}  // namespace

rc::Gen<LineSphereCase> line_sphere_case() {
  return exec([] {
    LineSphereCase c;
    const Vec3 centre = grid_point3(3);
    const double r = pick(1, 8) * 0.5;
    c.sphere = {centre, r};
    const Vec3 axes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    const int ie = pick(0, 2);
    const int turn = pick(1, 2);
    const int ig = (ie + turn) % 3, ih = (ie + 3 - turn) % 3;
    const Vec3 e = axes[ie], f = axes[ig], g = axes[ih];  // three distinct axes
    const double along = nonzero_pick(2);                  // the direction's length along e
    const double back = pick(0, 6);                        // the origin this far back along the line
    bool own_scale = false;  // the case placed itself (no binade, no far offset)
    switch (pick(0, 12)) {
      case 0: {
        // Tangent along an axis: the line at distance r from the centre, an
        // exact double root on the grid.
        c.line = {plus(plus(centre, f, coin() ? r : -r), e, -back), plus({}, e, along)};
        c.label = "tangent";
        break;
      }
      case 1: {
        // Tangent at a 3-4-5 offset: distance 5k = r off two axes at once.
        const double k = pick(1, 4) * 0.5;
        c.sphere.radius = 5 * k;
        c.line = {plus(plus(plus(centre, f, 3 * k), g, 4 * k), e, -back), plus({}, e, along)};
        c.label = "tangent (3-4-5)";
        break;
      }
      case 2: {
        // Nearly tangent at human scale: the tangent line moved off by 2^-10
        // .. 2^-40 of the radius, either way (in or out), where a discriminant
        // compared with an absolute epsilon is read as a touch.
        Vec3 o = plus(plus(centre, f, r), e, -back);
        axis_of(o, ig) = human_scale_offset(axis_of(o, ig), r);
        c.line = {o, plus({}, e, along)};
        c.label = "nearly tangent (human scale)";
        break;
      }
      case 3: {
        // Through the centre, the origin on either side of it or at it.
        const Vec3 d = nonzero_direction3(2);
        c.line = {plus(centre, d, -double(pick(-2, 4))), d};
        c.label = "through the centre";
        break;
      }
      case 4: {
        // The origin on the sphere: c = |m|^2 - r^2 = 0 and one root exactly
        // 0 (the textbook (-b + sqrt(b^2 - ac)) / a cancels to it).
        c.line = {plus(centre, f, coin() ? r : -r), nonzero_direction3(2)};
        c.label = "origin on the sphere";
        break;
      }
      case 5: {
        // The origin inside the ball: roots of both signs.
        c.line = {plus(centre, f, r * pick(0, 3) * 0.25), nonzero_direction3(2)};
        c.label = "origin inside";
        break;
      }
      case 6: {
        // Small or huge radii: a sphere of radius 5 2^k, the line 3, 4, 5
        // (tangent) or 6 (a miss) 2^k from its centre.
        const int k = coin() ? pick(-60, -20) : pick(20, 60);
        const double unit = std::ldexp(1.0, k);
        c.sphere.radius = 5 * unit;
        c.line = {plus(plus(centre, f, pick(3, 6) * unit), e, -back * unit), plus({}, e, along)};
        c.label = k < 0 ? "small radius" : "huge radius";
        own_scale = true;
        break;
      }
      case 7: {
        // A zero radius: the centre alone, met (a double root) only by a line
        // through it.
        const Vec3 d = nonzero_direction3(2);
        const bool through = coin();
        c.sphere.radius = 0;
        c.line = {plus(plus(centre, d, -back), f, through ? 0 : 1), d};
        c.label = through ? "zero radius, through the centre" : "zero radius, beside the centre";
        break;
      }
      case 8: {
        // A small sphere far along the line: b^2 and ac are huge and their
        // difference, a r^2 - |m x d|^2, small.
        const double far = std::ldexp(1.0, pick(10, 40));
        c.line = {plus(plus(centre, e, -far * along), f, r * pick(0, 4) * 0.25), plus({}, e, along)};
        c.label = "small sphere far along";
        own_scale = true;  // 2^40 away already: a far binade would overflow
        break;
      }
      case 9: {
        // Directions of tiny or huge length (the roots scale inversely).
        const int k = coin() ? pick(-60, -20) : pick(20, 60);
        const Vec3 d = scaled(nonzero_direction3(2), k);
        c.line = {plus(centre, f, r * pick(0, 5) * 0.25), d};
        c.label = k < 0 ? "tiny direction" : "huge direction";
        break;
      }
      case 10: {
        // All 53 significand bits: the products of a, b and c are inexact.
        c.sphere = {moderate3(), std::fabs(moderate())};
        const Vec3 o = moderate3();
        const Vec3 aim = plus(c.sphere.centre, moderate3(), 0.5);
        c.line = {o, {aim.x - o.x, aim.y - o.y, aim.z - o.z}};
        c.label = "full precision";
        own_scale = true;
        break;
      }
      case 11: {
        // A zero direction: no line (none).
        c.line = {grid_point3(4), {}};
        c.label = "zero direction";
        break;
      }
      default: {
        c.line = {grid_point3(4), nonzero_direction3(2)};
        c.label = "grid";
        break;
      }
    }
    const FarOffset far = own_scale || pick(0, 5) != 0 ? FarOffset{} : far_offset();
    if (far.down != 0) {
      c.line = {far.at(c.line.origin), Vec3{far.length(c.line.direction.x), far.length(c.line.direction.y),
                                            far.length(c.line.direction.z)}};
      c.sphere = {far.at(c.sphere.centre), far.length(c.sphere.radius)};
      c.label += " (far offset)";
    } else if (!own_scale) {
      const int k = binade();
      c.line.origin = scaled(c.line.origin, k);
      c.sphere = {scaled(c.sphere.centre, k), std::ldexp(c.sphere.radius, k)};
      c.label = with_binade(c.label, k);
    }
    const int nudge = pick(0, 7);
    if (nudge == 0) c.line.origin = nudged(c.line.origin);
    if (nudge == 1) c.sphere.centre = nudged(c.sphere.centre);
    if (nudge == 2) c.line.direction = nudged(c.line.direction);
    if (nudge <= 2) c.label = "nearly " + c.label;
    return c;
  });
}

rc::Gen<LineSphereCase> non_finite_line_sphere_case() {
  return exec([] {
    LineSphereCase c = nested(line_sphere_case());
    poison_one({&c.line.origin.x, &c.line.origin.y, &c.line.direction.z, &c.sphere.centre.x, &c.sphere.centre.z},
               c.label);
    return c;
  });
}

}  // namespace plumb::gen
