// Plumb properties: pairs of infinite 3D lines, and a ray against a segment
// (see generators3d.h). Both are Pair3Case: the lines through s1 and s2; the
// ray from s1.a through s1.b (direction s1.b - s1.a, exact on the grid)
// against the segment s2.
//
// Lines: skew, parallel, coincident and crossing lines on a small grid;
// lines meeting far outside the two points that give them (parameters of
// tens); a line of two equal points; at metre scale nearly parallel lines
// whose directions differ by 2^-27 .. 2^-13 (so |d1 x d2|^2 ~ 1e-16 ..
// 1e-8, both sides of the 1e-12 "parallel" epsilon of the textbook formula)
// a human-scale height apart; general and huge bit patterns.
// Rays: the origin on the segment's line (before, on or past it) pointing
// along it, away from it or across; the ray parallel or antiparallel to the
// segment, beside it or along it; crossing the segment at a dyadic
// parameter; the segment behind the origin; a zero direction; a zero-length
// segment ahead or behind; at metre scale a ray nearly parallel to the
// segment by 2^-27 .. 2^-13; general and huge bit patterns.
// Grid cases are moved to a binade or a far offset (exactly), and sometimes
// a point nudged a few ULPs.
#include <cmath>
#include <string>
#include <utility>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }
Vec3 any() { return {any_finite_bits(), any_finite_bits(), any_finite_bits()}; }
Vec3 huge3() { return {huge(), huge(), huge()}; }

// At metre scale: a unit direction along x, and one turned from it by
// 2^-k (k in [13, 27]) towards y or z; a height of a metre or a
// human-scale fraction of one between the lines.
std::pair<Vec3, Vec3> nearly_parallel_directions() {
  // Each draw in its own statement, so that a seed draws the same case
  // whatever order a compiler evaluates operands in.
  const double sign = coin() ? 1 : -1, scale = pick(1, 3);
  const double tilt = sign * std::ldexp(scale, -pick(13, 27));
  const Vec3 d1{1, 0, 0};
  const Vec3 d2 = coin() ? Vec3{1, tilt, 0} : Vec3{1, 0, tilt};
  return {d1, coin() ? d2 : Vec3{-d2.x, -d2.y, -d2.z}};
}

// Moves the grid case to a binade or a far offset and sometimes nudges one
// point: the exact relations built on the grid survive the move.
void placed(Pair3Case& c) {
  place_3d({&c.s1.a, &c.s1.b, &c.s2.a, &c.s2.b}, c.label);
  if (pick(0, 3) == 0) {
    Vec3* points[] = {&c.s1.a, &c.s1.b, &c.s2.a, &c.s2.b};
    Vec3* p = points[pick(0, 3)];
    *p = nudged(*p);
    c.label = "nearly " + c.label;
  }
}

}  // namespace

rc::Gen<Pair3Case> line_pair3_case() {
  return exec([] {
    Pair3Case c;
    const Vec3 a = grid_point3(3), d = nonzero_direction3(2);
    switch (pick(0, 9)) {
      case 0: c.s1 = {any(), any()}; c.s2 = {any(), any()}; c.label = "general"; return c;
      case 1: c.s1 = {huge3(), huge3()}; c.s2 = {huge3(), huge3()}; c.label = "huge"; return c;
      case 2: {
        c.label = "parallel";
        const Vec3 b = grid_point3(3);
        c.s1 = ordered(a, plus(a, d, pick(1, 2)));
        c.s2 = ordered(b, plus(b, d, pick(-2, 2) | 1));
        break;
      }
      case 3: {
        c.label = "coincident";
        int k1 = pick(-3, 3), k2 = pick(-3, 3);
        if (k1 == k2) ++k2;
        c.s1 = ordered(plus(a, d, k1), plus(a, d, k2));
        const int k3 = pick(-5, 5), k4 = pick(6, 9);
        c.s2 = ordered(plus(a, d, k3), plus(a, d, k4));
        break;
      }
      case 4: {
        c.label = "crossing";  // the lines meet at a dyadic parameter of line 1
        const Vec3 on = plus(a, d, pick(-8, 8) * 0.25), e = nonzero_direction3(2);
        c.s1 = ordered(a, plus(a, d, 1));
        const int k1 = pick(1, 3), k2 = pick(4, 6);
        c.s2 = ordered(plus(on, e, k1), plus(on, e, k2));
        break;
      }
      case 5: {
        c.label = "meeting far outside the points";  // parameters of tens
        const Vec3 e = nonzero_direction3(2), n = cross(d, e);
        const Vec3 on = plus(a, d, pick(10, 40) * (coin() ? 1 : -1));
        const Vec3 above = n == Vec3{} ? on : plus(on, n, pick(0, 2));
        c.s1 = {a, plus(a, d, 1)};
        c.s2 = {plus(above, e, pick(12, 30)), plus(above, e, pick(31, 40))};
        break;
      }
      case 6: {
        c.label = "a line of two equal points";
        const Vec3 p = grid_point3(3);
        if (coin()) c.s1 = {p, p}, c.s2 = ordered(a, plus(a, d, 1));
        else c.s1 = ordered(a, plus(a, d, 1)), c.s2 = {p, coin() ? p : grid_point3(3)};
        break;
      }
      case 7: {
        c.label = "nearly parallel at metre scale";
        const auto [d1, d2] = nearly_parallel_directions();
        const Vec3 o1{double(pick(-3, 3)), double(pick(-3, 3)), double(pick(-3, 3))};
        const double height = coin() ? double(pick(1, 3)) : std::ldexp(1.0, -pick(10, 40));
        // Slid along x too, so that skew lines cross (seen along n) away from
        // line 1's first point.
        const Vec3 up = coin() ? Vec3{0, 0, 1} : Vec3{0, 1, 0};
        const double slide = pick(0, 4);
        const Vec3 o2 = plus(plus(o1, up, height), {1, 0, 0}, slide);
        c.s1 = {o1, plus(o1, d1, pick(1, 4))};
        c.s2 = {plus(o2, d2, pick(-4, 4)), plus(o2, d2, pick(5, 8))};
        c.label += height < 1 ? ", a human-scale height apart" : "";
        return c;
      }
      default: {
        c.label = "skew";
        const Vec3 p1 = grid_point3(3), q1 = grid_point3(3), p2 = grid_point3(3), q2 = grid_point3(3);
        c.s1 = ordered(p1, q1);
        c.s2 = ordered(p2, q2);
        break;
      }
    }
    placed(c);
    return c;
  });
}

rc::Gen<Pair3Case> ray_segment3_case() {
  return exec([] {
    Pair3Case c;
    const Vec3 a = grid_point3(3), d = nonzero_direction3(2);
    // The ray from o along v: s1 = {o, o + v}.
    auto ray = [&](Vec3 o, Vec3 v) { c.s1 = {o, plus(o, v, 1)}; };
    switch (pick(0, 10)) {
      case 0: c.s1 = {any(), any()}; c.s2 = {any(), any()}; c.label = "general"; return c;
      case 1: c.s1 = {huge3(), huge3()}; c.s2 = {huge3(), huge3()}; c.label = "huge"; return c;
      case 2: {
        c.label = "origin on the segment's line";  // before, on or past the segment
        c.s2 = ordered(a, plus(a, d, 2));
        const Vec3 o = plus(a, d, pick(-3, 5) * 0.5);
        const int how = pick(0, 2);
        ray(o, how == 0 ? d : how == 1 ? Vec3{-d.x, -d.y, -d.z} : nonzero_direction3(2));
        c.label += how == 0 ? ", along it" : how == 1 ? ", against it" : ", across";
        break;
      }
      case 3: {
        c.label = "parallel";  // beside the segment or along its line, either way
        c.s2 = ordered(a, plus(a, d, pick(1, 2)));
        const Vec3 o = coin() ? grid_point3(3) : plus(a, d, pick(-4, 4));
        ray(o, coin() ? plus({}, d, pick(1, 2)) : plus({}, d, -pick(1, 2)));
        break;
      }
      case 4: {
        c.label = "crossing the segment";  // at a dyadic parameter of the segment
        c.s2 = ordered(a, plus(a, d, 1));
        const Vec3 on = plus(a, d, pick(0, 4) * 0.25), e = nonzero_direction3(2);
        ray(plus(on, e, -pick(1, 3)), e);
        break;
      }
      case 5: {
        c.label = "segment behind the origin";
        const Vec3 e = nonzero_direction3(2);
        const Vec3 p = plus(a, e, -pick(1, 3)), q = plus(plus(a, e, -pick(1, 3)), nonzero_direction3(2), 1);
        c.s2 = ordered(p, q);
        ray(a, e);
        break;
      }
      case 6: {
        c.label = "zero direction";
        c.s1 = {grid_point3(3), {}};
        c.s1.b = c.s1.a;
        c.s2 = ordered(a, plus(a, d, 1));
        break;
      }
      case 7: {
        c.label = "zero-length segment";
        const Vec3 p = grid_point3(3);
        c.s2 = {p, p};
        ray(a, d);
        break;
      }
      case 8: {
        c.label = "nearly parallel at metre scale";
        const auto [d1, d2] = nearly_parallel_directions();
        const Vec3 o{double(pick(-3, 3)), double(pick(-3, 3)), double(pick(-3, 3))};
        const double height = coin() ? double(pick(1, 3)) : std::ldexp(1.0, -pick(10, 40));
        const Vec3 up = coin() ? Vec3{0, 0, 1} : Vec3{0, 1, 0};
        const Vec3 p = plus(o, up, height);
        c.s1 = {o, plus(o, d1, 1)};
        c.s2 = {plus(p, d2, pick(-4, 4)), plus(p, d2, pick(5, 8))};
        c.label += height < 1 ? ", a human-scale height apart" : "";
        return c;
      }
      default: {
        c.label = "skew";
        const Vec3 o = grid_point3(3), v = nonzero_direction3(2), p = grid_point3(3), q = grid_point3(3);
        ray(o, v);
        c.s2 = ordered(p, q);
        break;
      }
    }
    placed(c);
    return c;
  });
}

}  // namespace plumb::gen
