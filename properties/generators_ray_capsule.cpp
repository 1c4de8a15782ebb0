// Plumb properties: rays against capsules (see generators3d.h).
//
// An axis-aligned capsule on the integer grid (a, b = a + L e, radius r in
// halves, or the 3-4-5 radius 5m reached by the offset 3m f + 4m g) and a ray
// placed where a ray-capsule test decides at its threshold, exactly on the
// grid: along the axis into a ball's pole; parallel to the axis on the side's
// surface (touching the seam circle at the first end); tangent to the side,
// square or slanting along the axis; aimed at a point of the seam circle,
// where the side meets the ball; through the infinite cylinder beyond an end
// (a miss that an unclipped cylinder test calls a hit); origins inside, on
// the side, on a ball's pole; huge and tiny radii (2^20 .. 2^40 and 2^-40 ..
// 2^-20 of the grid); zero radius (the segment) and zero length (a ball);
// oblique grid capsules and general bit patterns. Moved to a binade or a far
// offset (radius and direction scaled with it), and sometimes a coordinate of
// the origin or direction nudged a few ULPs.
#include <cmath>
#include <string>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

const Vec3 kAxes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};

Vec3 plus3(Vec3 p, Vec3 q) { return {p.x + q.x, p.y + q.y, p.z + q.z}; }
Vec3 times(double k, Vec3 v) { return {k * v.x, k * v.y, k * v.z}; }

bool finite_case(const RayCapsuleCase& c) {
  for (double x : {c.ray.origin.x, c.ray.origin.y, c.ray.origin.z, c.ray.direction.x, c.ray.direction.y,
                   c.ray.direction.z, c.capsule.a.x, c.capsule.a.y, c.capsule.a.z, c.capsule.b.x, c.capsule.b.y,
                   c.capsule.b.z, c.capsule.radius})
    if (!std::isfinite(x)) return false;
  return true;
}

// The whole case moved together: by a far offset (points moved, lengths
// shrunk), or to a binade (everything times 2^k, kept only while every
// number stays finite).
void place(RayCapsuleCase& c, bool scale) {
  if (!scale) return;
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    const Vec3 d = c.ray.direction;
    c.ray = {far.at(c.ray.origin), {far.length(d.x), far.length(d.y), far.length(d.z)}};
    c.capsule = {far.at(c.capsule.a), far.at(c.capsule.b), far.length(c.capsule.radius)};
    c.label += " (far offset)";
    return;
  }
  const int k = binade();
  auto s = [k](Vec3 p) { return Vec3{std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; };
  RayCapsuleCase moved{{s(c.ray.origin), s(c.ray.direction)},
                       {s(c.capsule.a), s(c.capsule.b), std::ldexp(c.capsule.radius, k)}, with_binade(c.label, k)};
  if (finite_case(moved)) c = moved;
}

}  // namespace

rc::Gen<RayCapsuleCase> ray_capsule_case() {
  return exec([] {
    RayCapsuleCase c;
    const int ie = pick(0, 2), jf = (ie + pick(1, 2)) % 3, kg = 3 - ie - jf;
    const Vec3 e = kAxes[ie], f = kAxes[jf], g = kAxes[kg];
    const Vec3 a = grid_point3(3);
    const double length = pick(1, 4), r = pick(1, 6) * 0.5;
    c.capsule = {a, plus(a, e, length), r};
    const bool from_b = coin();                 // approach the b end instead of a
    const Vec3 end = from_b ? c.capsule.b : a;  // the end approached
    const Vec3 out = times(from_b ? 1.0 : -1.0, e);  // away from the capsule along the axis there
    const double along = pick(0, int(2 * length)) * 0.5;  // a point of the axis: a + along e
    bool touching = true, scale = true;
    switch (pick(0, 11)) {
      case 0: {
        // Along the axis into the pole of a ball, or parallel to it inside
        // the side's radius.
        const double off = coin() ? 0.0 : pick(0, int(2 * r) - 1) * 0.5;
        c.ray = {plus(plus(end, out, r + pick(1, 4)), f, off), times(-pick(1, 2), out)};
        c.label = off == 0 ? "along the axis" : "parallel to the axis, inside";
        touching = off != 0;
        break;
      }
      case 1: {
        // Parallel to the axis on the side's surface: it touches the seam
        // circle of the first end and runs along the side. The offset r f,
        // or 3m f + 4m g with radius 5m (not along an axis).
        const double m = pick(1, 2);
        const bool five = coin();
        const Vec3 off = five ? plus3(times(3 * m, f), times(4 * m, g)) : times(r, f);
        if (five) c.capsule.radius = 5 * m;
        c.ray = {plus3(plus(end, out, pick(1, 4)), off), times(-pick(1, 2), out)};
        c.label = "parallel to the axis on the side";
        break;
      }
      case 2: {
        // Tangent to the side at a + along e: in the plane at r f, square
        // to the axis or slanting along it.
        c.ray = {plus(plus(plus(a, e, along), f, r), g, -pick(1, 4)), plus(g, e, pick(-1, 1))};
        c.label = "tangent to the side";
        break;
      }
      case 3: {
        // Aimed at a point of the seam circle, from a grid point outside.
        const double m = pick(1, 2);
        const bool five = coin();
        if (five) c.capsule.radius = 5 * m;
        const Vec3 seam = five ? plus3(end, plus3(times(3 * m, f), times(4 * m, g))) : plus(end, f, r);
        Vec3 o = grid_point3(6);
        o = plus(o, f, 2 * c.capsule.radius + 1);  // beyond the side on f's side
        c.ray = {o, {seam.x - o.x, seam.y - o.y, seam.z - o.z}};
        c.label = "through the seam circle";
        break;
      }
      case 4: {
        // Through the infinite cylinder beyond an end, square to the axis:
        // a miss (the ball ends it) that an unclipped cylinder test hits;
        // or just at the ball's pole distance (touching the ball).
        const double past = r + (coin() ? 0.0 : 0.5 * pick(1, 4));
        c.ray = {plus(plus(end, out, past), g, -pick(1, 4)), plus(g, f, pick(-1, 1) * 0.5)};
        c.label = past == r ? "square to the axis at a pole" : "through the cylinder beyond an end";
        touching = past == r;
        break;
      }
      case 5: {
        // The origin strictly inside: on the axis's reach, half the radius out.
        c.ray = {plus(plus(a, e, along), f, 0.5 * r), nonzero_direction3(2)};
        c.label = "origin inside";
        touching = false;
        break;
      }
      case 6: {
        // The origin on the surface: on the side, or a ball's pole.
        c.ray = {coin() ? plus(plus(a, e, along), f, r) : plus(end, out, r), nonzero_direction3(2)};
        c.label = "origin on the surface";
        break;
      }
      case 7: {
        // A huge radius (the side nearly flat to the ray) or a tiny one (a
        // thread): tangent to the side, or square onto it from k beyond.
        const int k = pick(20, 40);
        c.capsule.radius = std::ldexp(1.0, coin() ? k : -k);
        const double rr = c.capsule.radius;
        if (coin())
          c.ray = {plus(plus(plus(a, e, along), f, rr), g, -pick(1, 4)), g};
        else
          c.ray = {plus(plus(a, e, along), f, rr + pick(1, 4)), times(-1.0, f)};
        c.label = rr > 1 ? "huge radius" : "tiny radius";
        scale = false;
        break;
      }
      case 8: {
        // Zero radius (the segment: a ray through a point of it) or zero
        // length (a ball).
        if (coin()) {
          c.capsule.radius = 0;
          const Vec3 p = plus(a, e, along), o = grid_point3(4);
          c.ray = {o, {p.x - o.x, p.y - o.y, p.z - o.z}};
          c.label = "zero radius";
        } else {
          c.capsule.b = a;
          c.ray = {plus(plus(a, f, r), g, -pick(1, 4)), g};
          c.label = "zero length";
        }
        break;
      }
      case 9: {
        // An oblique capsule on the grid and a grid ray.
        c.capsule = {grid_point3(3), grid_point3(3), pick(0, 6) * 0.5};
        c.ray = {grid_point3(5), grid_point3(2)};
        c.label = "grid";
        touching = false;
        break;
      }
      case 10: {
        // An oblique capsule whose radius is the rounded length of a grid
        // normal n of the axis, the ray aimed at an end plus n: within
        // rounding of the seam circle (exactly on it when |n| is whole).
        const Vec3 b = grid_point3(3), u{b.x - a.x, b.y - a.y, b.z - a.z};
        const Vec3 n{u.y, -u.x, 0};  // normal to u; (0, 0, 0) when u is along z
        c.capsule = {a, b, std::sqrt(n.x * n.x + n.y * n.y)};
        const Vec3 seam = plus3(from_b ? b : a, n), o = grid_point3(6);
        c.ray = {o, {seam.x - o.x, seam.y - o.y, seam.z - o.z}};
        c.label = "at the seam circle of an oblique capsule";
        break;
      }
      default:
        c.ray = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
                 {any_finite_bits(), any_finite_bits(), any_finite_bits()}};
        c.capsule = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
                     {any_finite_bits(), any_finite_bits(), any_finite_bits()},
                     std::fabs(coin() ? any_finite_bits() : moderate())};
        c.label = "general";
        return c;
    }
    place(c, scale);
    if (touching && pick(0, 2) == 0) {
      Vec3& v = coin() ? c.ray.origin : c.ray.direction;
      double& x = axis_of(v, pick(0, 2));
      x = nudged(x);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<RayCapsuleCase> non_finite_ray_capsule_case() {
  return exec([] {
    RayCapsuleCase c = nested(ray_capsule_case());
    poison_one({&c.ray.origin.x, &c.ray.direction.y, &c.capsule.a.z, &c.capsule.b.x, &c.capsule.b.y}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
