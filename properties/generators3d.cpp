#include "properties/generators3d.h"

#include <cmath>
#include <string>
#include <utility>

#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"
#include "properties/draw.h"
#include "properties/field_cases3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

Vec3 scaled(Vec3 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; }
Segment3 scaled(const Segment3& s, int k) { return {scaled(s.a, k), scaled(s.b, k)}; }
Vec3 any3() { return {any_finite_bits(), any_finite_bits(), any_finite_bits()}; }
Vec3 moderate3() { return {moderate(), moderate(), moderate()}; }
Vec3 huge3() { return {huge(), huge(), huge()}; }
Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }

// --- Segment pairs ----------------------------------------------------------------

std::pair<Segment3, Segment3> grid_pair3(std::string& label) {
  const Vec3 a = grid_point3(3), d = nonzero_direction3(2);
  switch (pick(0, 6)) {
    case 0: {
      label = "parallel";
      const Vec3 c = grid_point3(3);
      return {ordered(a, plus(a, d, pick(1, 2))), ordered(c, plus(c, d, pick(-2, 2) | 1))};
    }
    case 1: {
      label = "collinear";
      int k1 = pick(-3, 3), k2 = pick(-3, 3), k3 = pick(-3, 3), k4 = pick(-3, 3);
      if (k1 == k2) ++k2;
      return {ordered(plus(a, d, k1), plus(a, d, k2)), ordered(plus(a, d, k3), plus(a, d, k4))};
    }
    case 2: {
      label = "crossing";  // s2 passes through a point of s1 at a dyadic parameter
      const Vec3 on = plus(a, d, pick(0, 4) * 0.25);
      const Vec3 e = nonzero_direction3(2);
      return {ordered(a, plus(a, d, 1)), ordered(plus(on, e, -pick(0, 2)), plus(on, e, pick(0, 2) + 1))};
    }
    case 3: {
      label = "skew";
      return {ordered(grid_point3(3), grid_point3(3)), ordered(grid_point3(3), grid_point3(3))};
    }
    case 4: {
      label = "zero-length";
      const Vec3 p = grid_point3(3);
      if (coin()) return {{p, p}, ordered(a, plus(a, d, 1))};
      return {ordered(a, plus(a, d, 1)), {p, coin() ? p : grid_point3(3)}};
    }
    case 5: {
      label = "T-junction";  // an end of s2 on s1
      return {ordered(a, plus(a, d, 2)), ordered(plus(a, d, pick(0, 4) * 0.5), grid_point3(4))};
    }
    default: {
      label = "perpendicular";  // axis-aligned segments at integer offsets: integer distances
      const Vec3 b = grid_point3(3);
      return {ordered(a, {a.x + pick(1, 3), a.y, a.z}), ordered(b, {b.x, b.y + pick(1, 3), b.z})};
    }
  }
}

// Radii: touching exactly when the distance is a representable double,
// nearly touching, zero, random, or invalid.
std::pair<double, double> radii(const Segment3& s1, const Segment3& s2, std::string& label) {
  switch (pick(0, 6)) {
    case 0:
    case 1:
    case 2: {
      // double(the exact squared distance), from its unreduced fraction (no gcd).
      namespace dy = oracle::dyadic;
      double r = std::sqrt(dy::to_double(dy::segment_segment_squared_distance3_fraction(s1, s2)));
      if (pick(0, 2) == 0) {
        r = nudged(r);
        label += ", nearly touching";
      } else {
        label += ", touching";
      }
      const double r1 = std::ldexp(r, -pick(0, 2));  // split exactly-ish between the two
      return coin() ? std::pair{r1, r - r1} : std::pair{r - r1, r1};
    }
    case 3: label += ", zero radii"; return {0.0, 0.0};
    case 4: label += ", random radii"; return {std::fabs(moderate()) * 4, std::fabs(moderate()) * 4};
    case 5: label += ", grid radii"; return {pick(0, 4) * 0.5, pick(0, 4) * 0.5};
    default: {
      const double bad[] = {std::nan(""), -1.0, kInf};
      label += ", odd radius";
      double r = bad[pick(0, 2)];
      // A domain without non-finite input keeps only the finite odd radius
      // (the non-finite properties are where NaN and infinities go).
      const Domain* d = current_domain();
      if (d != nullptr && !d->non_finite && !std::isfinite(r)) r = -1.0;
      return {r, pick(0, 2) * 0.5};
    }
  }
}

}  // namespace

rc::Gen<Point3Case> point3_case() {
  return exec([] {
    Point3Case c;
    const Vec3 a = grid_point3(3), d = nonzero_direction3(2);
    const int m = 1 << pick(0, 2);
    c.s = ordered(a, plus(a, d, m));
    switch (pick(0, 6)) {
      case 0: c.p = grid_point3(5); c.label = "grid"; break;
      case 1: c.p = plus(a, d, pick(0, m)); c.label = "on the segment"; break;
      case 2: c.p = plus(coin() ? c.s.a : c.s.b, cross(d, nonzero_direction3(2)), pick(-2, 2)); c.label = "on the plane through an end"; break;
      case 3: c.s = {a, a}; c.p = grid_point3(4); c.label = "zero-length"; break;
      case 4: c = {{any3(), any3()}, any3(), "general"}; return c;
      case 5: c = {{huge3(), huge3()}, huge3(), "huge"}; return c;
      default: c = {{moderate3(), moderate3()}, moderate3(), "moderate"}; return c;
    }
    const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
    if (far.down != 0) {
      c.s = {far.at(c.s.a), far.at(c.s.b)};
      c.p = far.at(c.p);
      c.label += " (far offset)";
    } else {
      const int k = binade();
      c.s = scaled(c.s, k);
      c.p = scaled(c.p, k);
      c.label = with_binade(c.label, k);
    }
    if (pick(0, 3) == 0) {
      c.p = nudged(c.p);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<Pair3Case> pair3_case() {
  return exec([] {
    Pair3Case c;
    switch (pick(0, 9)) {
      case 0: c.s1 = {any3(), any3()}; c.s2 = {any3(), any3()}; c.label = "general"; break;
      case 1: c.s1 = {huge3(), huge3()}; c.s2 = {huge3(), huge3()}; c.label = "huge"; break;
      case 2: {
        const auto cases = field::pair3_cases();
        const auto& f = cases[pick(0, int(cases.size()) - 1)];
        c.s1 = f.s1;
        c.s2 = f.s2;
        c.label = "field: " + f.name;
        break;
      }
      default: {
        auto [s1, s2] = grid_pair3(c.label);
        const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
        if (far.down != 0) {
          c.s1 = {far.at(s1.a), far.at(s1.b)};
          c.s2 = {far.at(s2.a), far.at(s2.b)};
          c.label += " (far offset)";
        } else {
          const int k = binade();
          c.s1 = scaled(s1, k);
          c.s2 = scaled(s2, k);
          c.label = with_binade(c.label, k);
        }
        if (pick(0, 3) == 0) {
          c.s2.b = nudged(c.s2.b);
          c.label = "nearly " + c.label;
        }
      }
    }
    std::tie(c.r1, c.r2) = radii(c.s1, c.s2, c.label);
    return c;
  });
}

rc::Gen<PlaneCase> plane_case() {
  return exec([] {
    PlaneCase c;
    const Vec3 n = pick(0, 9) == 0 ? Vec3{} : nonzero_direction3(2);
    const Vec3 on = grid_point3(3);  // a point of the plane
    c.plane = {n, n.x * on.x + n.y * on.y + n.z * on.z};
    const Vec3 along = cross(n, nonzero_direction3(2));  // a direction in the plane (or zero)
    const Vec3 off = grid_point3(3);
    switch (pick(0, 3)) {
      case 0: c.s = ordered(plus(on, along, pick(-2, 2)), plus(on, along, pick(-2, 2))); c.label = "segment in the plane"; break;
      case 1: c.s = ordered(on, off); c.label = "segment ending on the plane"; break;
      default: c.s = ordered(grid_point3(3), grid_point3(3)); c.label = "segment on the grid"; break;
    }
    switch (pick(0, 5)) {
      case 3: {
        // Nearly parallel at human scale: a plane z = const, a ray with
        // n . d = s of 2^-24 .. 2^-16 (6e-8 .. 1.5e-5, both sides of the
        // common 1e-7 and 1e-6 "parallel" epsilons) that meets it T ahead.
        const double s = (coin() ? 1 : -1) * pick(1, 4) * std::ldexp(1.0, -pick(16, 24));
        const double height = pick(-3, 3), t = pick(1, 8);
        c.plane = {{0, 0, 1}, height};
        c.ray = {{double(pick(-3, 3)), double(pick(-3, 3)), height - s * t}, {1, 0, s}};
        c.label = "threshold (n . d ~1e-6)";
        break;
      }
      case 0: c.ray = {off, along}; c.label += ", ray parallel"; break;
      case 1: c.ray = {on, coin() ? along : nonzero_direction3(2)}; c.label += ", ray from the plane"; break;
      case 2: c.ray = {off, {}}; c.label += ", zero direction"; break;
      default: c.ray = {off, nonzero_direction3(2)}; c.label += ", ray on the grid"; break;
    }
    if (n == Vec3{} && c.label.rfind("threshold", 0) != 0) c.label = "zero normal";
    const int k = binade();
    // Scaling a plane: the normal may stay, the offset scales with the points.
    c.s = scaled(c.s, k);
    c.ray.origin = scaled(c.ray.origin, k);
    c.plane.offset = std::ldexp(c.plane.offset, k);
    c.label = with_binade(c.label, k);
    if (pick(0, 3) == 0) {
      c.s.b = nudged(c.s.b);
      c.ray.origin = nudged(c.ray.origin);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<RayCase> ray_case() {
  return exec([] {
    RayCase c;
    const Vec3 centre = grid_point3(3);
    const double r = pick(0, 8) * 0.5;
    c.sphere = {centre, r};
    const Vec3 lo = grid_point3(3);
    const Vec3 hi = plus(lo, {double(pick(0, 3)), double(pick(0, 3)), double(pick(0, 3))}, 1);  // flat when 0
    c.box = {lo, hi};
    const Vec3 axes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    const Vec3 e = axes[pick(0, 2)], f = axes[pick(0, 2)];
    switch (pick(0, 11)) {
      case 10: {
        // The origin strictly inside a box (a quarter of the way along each
        // of its sides; a flat side widened by 1): the ray starts in the
        // solid, and its entry is t = 0 -- a slab test that starts the
        // entry at -inf answers a negative t.
        const Vec3 top = {hi.x == lo.x ? lo.x + 1 : hi.x, hi.y == lo.y ? lo.y + 1 : hi.y, hi.z == lo.z ? lo.z + 1 : hi.z};
        c.box = {lo, top};
        c.ray = {plus(lo, {top.x - lo.x, top.y - lo.y, top.z - lo.z}, 0.25), nonzero_direction3(2)};
        c.label = "origin inside the box";
        break;
      }
      case 8:
      case 9: {
        // A direction component of 2^-27 .. 2^-13 (7e-9 .. 1e-4) at metre
        // scale, on both sides of the common 1e-7 and 1e-6 epsilons: the ray
        // starts outside the box's slab on axis g and drifts into it halfway
        // along the box on axis e -- a hit, which a slab test reading such a
        // component as zero misses.
        const int ie = pick(0, 2), ig = (ie + pick(1, 2)) % 3;
        double l[3] = {lo.x, lo.y, lo.z}, h[3] = {hi.x, hi.y, hi.z};
        if (h[ie] == l[ie]) h[ie] += 1;
        const double s = pick(1, 15) * std::ldexp(1.0, -pick(17, 27)), depth = pick(1, 4);
        const double reach = depth + 0.5 * (h[ie] - l[ie]);  // where it enters the slab of axis g
        double o[3] = {0.5 * (l[0] + h[0]), 0.5 * (l[1] + h[1]), 0.5 * (l[2] + h[2])};
        o[ie] = l[ie] - depth;
        o[ig] = h[ig] + s * reach;
        c.box = {{l[0], l[1], l[2]}, {h[0], h[1], h[2]}};
        c.ray = {{o[0], o[1], o[2]}, plus(axes[ie], axes[ig], -s)};
        c.label = "threshold (direction component ~1e-7)";
        break;
      }
      case 0:  // tangent to the sphere: offset r along f, moving along e (e != f)
        c.ray = {plus(plus(centre, e, -pick(1, 4) - r), f, e == f ? 0 : r), plus({}, e, pick(1, 2))};
        c.label = e == f ? "through the centre" : "tangent";
        break;
      case 1: c.ray = {plus(centre, e, r * (coin() ? 1 : 0.5)), nonzero_direction3(2)}; c.label = "origin on or in the sphere"; break;
      case 2: c.ray = {lo, nonzero_direction3(2)}; c.label = "origin on a box corner"; break;
      case 3: c.ray = {plus(lo, e, -pick(1, 3)), e}; c.label = "along a box edge"; break;
      case 4: {
        const Vec3 o = grid_point3(4);
        c.ray = {o, {hi.x - o.x, hi.y - o.y, hi.z - o.z}};
        c.label = "towards a box corner";
        break;
      }
      case 5: c.ray = {grid_point3(4), {double(pick(-1, 1)), double(pick(-1, 1)), 0.0}}; c.label = "zero direction component"; break;
      case 6: c.box = {hi, lo}; c.ray = {grid_point3(4), nonzero_direction3(2)}; c.label = "empty or flat box"; break;
      case 7: {
        const auto cases = field::ray_cases();
        const auto& fc = cases[pick(0, int(cases.size()) - 1)];
        c.ray = fc.ray;
        c.sphere = fc.sphere;
        c.box = fc.box;
        c.label = "field: " + fc.name;
        return c;
      }
      default: c.ray = {grid_point3(4), grid_point3(2)}; c.label = "grid"; break;
    }
    const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
    if (far.down != 0) {
      c.ray = {far.at(c.ray.origin), Vec3{far.length(c.ray.direction.x), far.length(c.ray.direction.y),
                                          far.length(c.ray.direction.z)}};
      c.sphere = {far.at(c.sphere.centre), far.length(c.sphere.radius)};
      c.box = {far.at(c.box.min), far.at(c.box.max)};
      c.label += " (far offset)";
    } else {
      const int k = binade();
      c.ray.origin = scaled(c.ray.origin, k);
      c.sphere = {scaled(c.sphere.centre, k), std::ldexp(c.sphere.radius, k)};
      c.box = {scaled(c.box.min, k), scaled(c.box.max, k)};
      c.label = with_binade(c.label, k);
    }
    // Zero direction components as +0 or -0 (1/d is then +inf or -inf).
    if (pick(0, 3) == 0) {
      const Vec3 d = signed_zeros(c.ray.direction);
      if (!(d.x == c.ray.direction.x && std::signbit(d.x) == std::signbit(c.ray.direction.x) &&
            std::signbit(d.y) == std::signbit(c.ray.direction.y) && std::signbit(d.z) == std::signbit(c.ray.direction.z)))
        c.label += ", signed zero direction";
      c.ray.direction = d;
    }
    if (pick(0, 3) == 0) {
      c.ray.origin = nudged(c.ray.origin);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

// --- Triangles ------------------------------------------------------------------

namespace {

Vec3 minus(Vec3 p, Vec3 q) { return {p.x - q.x, p.y - q.y, p.z - q.z}; }

// Moves every point of a case to a binade or a far offset (directions are
// lengths: scaled, not moved), the same way for all.
template <class Points>
void place(Points points, Vec3& direction, std::string& label) {
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    for (Vec3* p : points) *p = far.at(*p);
    direction = {far.length(direction.x), far.length(direction.y), far.length(direction.z)};
    label += " (far offset)";
    return;
  }
  const int k = binade();
  for (Vec3* p : points) *p = scaled(*p, k);
  direction = scaled(direction, k);
  label = with_binade(label, k);
}

}  // namespace

rc::Gen<TriangleCase> triangle_case() {
  return exec([] {
    TriangleCase c;
    // Corners on a grid of step 4, so that quarter points of edges are whole.
    const Vec3 a = scaled(grid_point3(3), 2), b = scaled(grid_point3(3), 2);
    Vec3 cc = scaled(grid_point3(3), 2);
    const Vec3 o = grid_point3(6);
    auto aim = [&](Vec3 target, Vec3 origin) { c.ray = {origin, minus(target, origin)}; };
    bool own_triangle = false;  // the case set c.tri itself
    switch (pick(0, 12)) {
      case 0: {
        const Vec3 corners[] = {a, b, cc};
        aim(corners[pick(0, 2)], o);
        c.label = "through a corner";
        break;
      }
      case 1:
        aim(plus(a, minus(b, a), pick(1, 3) * 0.25), o);
        c.label = "through an edge point";
        break;
      case 2:
        c.ray = {plus(plus(a, minus(b, a), pick(-1, 2)), minus(cc, a), pick(-1, 2)),
                 plus(plus({}, minus(b, a), pick(-2, 2)), minus(cc, a), pick(-2, 2))};
        c.label = "in the plane";
        break;
      case 3:
        c.ray = {o, plus(plus({}, minus(b, a), pick(-2, 2)), minus(cc, a), pick(-2, 2))};
        c.label = "parallel to the plane";
        break;
      case 4:
        cc = plus(a, minus(b, a), pick(-2, 2));
        aim(plus(a, minus(b, a), pick(0, 4) * 0.25), o);
        c.label = "zero area (collinear corners)";
        break;
      case 5:
        cc = coin() ? a : b;
        aim(plus(a, minus(b, a), pick(0, 4) * 0.25), o);
        c.label = "zero area (repeated corner)";
        break;
      case 6:
        cc = nudged(plus(a, minus(b, a), 2));
        aim(plus(a, minus(b, a), 0.5), o);
        c.label = "sliver";
        break;
      case 7: {
        // A metre-sized triangle in a plane z = const and a ray that crosses it
        // nearly edge-on: direction . normal ~ 1e-7 (an engine's epsilon).
        const Vec3 corner{pick(-8, 8) * 0.5, pick(-8, 8) * 0.5, pick(-8, 8) * 0.5};
        c.tri = {corner, plus(corner, {1, 0, 0}, 1), plus(corner, {0, 1, 0}, 1)};
        const Vec3 d{1.0, pick(-4, 4) * 0.125, (coin() ? 1 : -1) * pick(1, 16) * 0x1p-26};
        const Vec3 target = plus(corner, {pick(1, 7) * 0.0625, pick(1, 7) * 0.0625, 0}, 1);
        c.ray = {plus(target, d, -pick(1, 4) * 0.25), d};
        c.label = "threshold (determinant ~1e-7)";
        own_triangle = true;
        break;
      }
      case 8: {
        // The origin on the triangle (its centroid's grid neighbour): a hit
        // at t = 0 exactly, which a library's "t > epsilon" drops.
        const Vec3 on = plus(plus(a, minus(b, a), 0.25), minus(cc, a), 0.25);
        c.ray = {on, nonzero_direction3(2)};
        c.label = "origin on the triangle";
        break;
      }
      case 9: {
        // A hit a power of two ahead of the origin, 2^-1 .. 2^-30 of the
        // direction: human-scale near hits.
        const Vec3 target = plus(plus(a, minus(b, a), 0.25), minus(cc, a), 0.25);
        const Vec3 d = nonzero_direction3(2);
        c.ray = {plus(target, d, -std::ldexp(1.0, -pick(1, 30))), d};
        c.label = "hit just ahead";
        break;
      }
      case 10: {
        // Corners, origin and aim with all 53 significand bits: the products
        // of a determinant are inexact here, so a kernel that keeps one in a
        // float, or cancels, shows (grid cases are exact in any precision).
        c.tri = {moderate3(), moderate3(), moderate3()};
        const double u = pick(1, 15) / 32.0, v = pick(1, 15) / 32.0;
        aim(plus(plus(c.tri.a, minus(c.tri.b, c.tri.a), u), minus(c.tri.c, c.tri.a), v), moderate3());
        c.label = "full precision";
        own_triangle = true;
        break;
      }
      default:
        c.ray = {o, nonzero_direction3(2)};
        c.label = "grid";
        break;
    }
    if (!own_triangle) c.tri = coin() ? Triangle3{a, b, cc} : Triangle3{b, a, cc};
    place(std::initializer_list<Vec3*>{&c.ray.origin, &c.tri.a, &c.tri.b, &c.tri.c}, c.ray.direction, c.label);
    if (pick(0, 3) == 0) {
      if (coin()) c.ray.origin = nudged(c.ray.origin);
      else c.ray.direction = nudged(c.ray.direction);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<FanCase> fan_case() {
  return exec([] {
    FanCase c;
    // A pyramid around the centre: the rim in the plane of two axes (every
    // offset a multiple of 4), raised or lowered along the third.
    const Vec3 axes[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    const int k = pick(0, 2);
    const Vec3 e = axes[k], f = axes[(k + 1) % 3], up = axes[(k + 2) % 3];
    c.centre = grid_point3(4);
    const double around[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int i = 0; i < FanCase::kFanSize; ++i) {
      Vec3 r = plus(plus(c.centre, e, 4 * (around[i][0] * pick(1, 2) + pick(-1, 1) * around[i][1])),
                    f, 4 * (around[i][1] * pick(1, 2) + pick(-1, 1) * around[i][0]));
      c.rim[i] = plus(r, up, pick(-2, 2));
    }
    const int spoke = pick(0, FanCase::kFanSize);  // kFanSize: the centre
    const Vec3 target =
        spoke == FanCase::kFanSize ? c.centre : plus(c.centre, minus(c.rim[spoke], c.centre), pick(1, 3) * 0.25);
    const Vec3 origin = plus(plus(target, up, (coin() ? 1 : -1) * pick(2, 8)), grid_point3(2), 1);
    c.ray = {origin, minus(target, origin)};
    c.label = spoke == FanCase::kFanSize ? "through the shared corner" : "through a shared edge";
    std::initializer_list<Vec3*> points{&c.ray.origin, &c.centre, &c.rim[0], &c.rim[1], &c.rim[2], &c.rim[3]};
    place(points, c.ray.direction, c.label);
    if (pick(0, 3) == 0) {
      c.ray.direction = nudged(c.ray.direction);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<TriangleCase> non_finite_triangle_case() {
  return exec([] {
    TriangleCase c = nested(triangle_case());
    poison_one({&c.ray.origin.x, &c.ray.direction.y, &c.ray.direction.z, &c.tri.a.x, &c.tri.b.y, &c.tri.c.z}, c.label);
    return c;
  });
}

rc::Gen<CircleCase> contact_case() {
  return exec([] {
    const Vec2 a{double(pick(-3, 3)), double(pick(-3, 3))};
    const Vec2 d{double(pick(-2, 2)), double(pick(-2, 2))};
    const int m = pick(0, 2);
    const Segment s{a, {a.x + m * d.x, a.y + m * d.y}};
    Vec2 c;
    std::string label;
    switch (pick(0, 3)) {
      case 0: { const double t = pick(0, 4) * 0.25 * m; c = {a.x + t * d.x, a.y + t * d.y}; label = "centre on the segment"; break; }
      case 1: c = coin() ? s.a : s.b; label = "centre at an end"; break;
      default: c = {double(pick(-4, 4)), double(pick(-4, 4))}; label = "grid"; break;
    }
    const double r = pick(0, 6) * 0.5;
    const int k = binade();
    auto sc = [k](Vec2 p) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; };
    return CircleCase{{sc(c), std::ldexp(r, k)}, {sc(s.a), sc(s.b)}, with_binade(label, k)};
  });
}

rc::Gen<Pair3Case> non_finite_pair3_case() {
  return exec([] {
    Pair3Case c = nested(pair3_case());
    poison_one({&c.s1.a.x, &c.s1.a.y, &c.s1.a.z, &c.s1.b.x, &c.s1.b.y, &c.s1.b.z,
                       &c.s2.a.x, &c.s2.a.y, &c.s2.a.z, &c.s2.b.x, &c.s2.b.y, &c.s2.b.z}, c.label);
    return c;
  });
}

rc::Gen<Point3Case> non_finite_point3_case() {
  return exec([] {
    Point3Case c = nested(point3_case());
    poison_one({&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.p.x, &c.p.y, &c.p.z}, c.label);
    return c;
  });
}

rc::Gen<PlaneCase> non_finite_plane_case() {
  return exec([] {
    PlaneCase c = nested(plane_case());
    poison_one({&c.plane.normal.x, &c.plane.normal.z, &c.plane.offset, &c.s.a.y, &c.s.b.z,
                       &c.ray.origin.x, &c.ray.direction.y}, c.label);
    return c;
  });
}

rc::Gen<CircleCase> non_finite_contact_case() {
  return exec([] {
    CircleCase c = nested(contact_case());
    poison_one({&c.circle.centre.x, &c.circle.centre.y, &c.circle.radius, &c.s.a.x, &c.s.a.y, &c.s.b.x,
                       &c.s.b.y}, c.label);
    return c;
  });
}

rc::Gen<RayCase> non_finite_ray_case() {
  return exec([] {
    RayCase c = nested(ray_case());
    poison_one({&c.ray.origin.x, &c.ray.origin.y, &c.ray.origin.z, &c.ray.direction.x,
                       &c.ray.direction.y, &c.ray.direction.z, &c.sphere.centre.x, &c.box.min.y, &c.box.max.z}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
