#include "properties/generators.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "properties/field_cases.h"
#include "properties/draw.h"
#include "properties/guard_scene.h"

namespace plumb::gen {
namespace {

using rc::gen::exec;
using namespace draw;


// --- Building blocks on the integer grid (grid_point, nonzero_direction, plus
// and nudged are draw.h's) ----------------------------------------------------

Segment ordered(Vec2 a, Vec2 b) { return coin() ? Segment{a, b} : Segment{b, a}; }

Vec2 scaled(Vec2 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k)}; }
Segment scaled(const Segment& s, int k) { return {scaled(s.a, k), scaled(s.b, k)}; }


// --- Coordinates at any magnitude --------------------------------------------

Vec2 any_point() { return {nested(coordinate()), nested(coordinate())}; }

Vec2 huge_point() { return {huge(), huge()}; }

Vec2 signed_zero_point() {
  static const double values[] = {0.0, -0.0, 1.0, -1.0};
  return {values[pick(0, 3)], values[pick(0, 3)]};
}

// --- Pair classes --------------------------------------------------------------

PairCase general_pair() { return {{any_point(), any_point()}, {any_point(), any_point()}, "general"}; }

PairCase grid_pair() {
  return {{grid_point(4), grid_point(4)}, {grid_point(4), grid_point(4)}, "grid"};
}

PairCase zero_length_pair() {
  const Vec2 a = grid_point(4), d = nonzero_direction(3);
  const Segment s{a, plus(a, d, 2)};
  // On the line (maybe on the segment), or off it by a whole step across.
  const Vec2 along = plus(a, d, pick(-1, 3));
  const Vec2 on = coin() ? along : plus(along, Vec2{-d.y, d.x}, coin() ? 1 : -1);
  switch (pick(0, 2)) {
    case 0: return {{on, on}, s, "zero-length first"};
    case 1: return {s, {on, on}, "zero-length second"};
    default: return {{on, on}, {coin() ? on : a, coin() ? on : a}, "zero-length both"};
  }
}

PairCase parallel_pair() {
  const Vec2 a = grid_point(4), c = grid_point(4), d = nonzero_direction(3);
  int m1 = 0, m2 = 0;
  while (m1 == 0) m1 = pick(-2, 2);
  while (m2 == 0) m2 = pick(-2, 2);
  return {{a, plus(a, d, m1)}, {c, plus(c, d, m2)}, "parallel"};
}

PairCase collinear_pair() {
  const Vec2 a = grid_point(3), d = nonzero_direction(2);
  int k1 = pick(-3, 3), k2 = pick(-3, 3);
  if (k1 > k2) std::swap(k1, k2);
  int k3 = 0, k4 = 0;
  std::string label;
  switch (pick(0, 2)) {
    case 0:  // overlapping: share more than a point
      label = "collinear overlapping";
      k3 = pick(k1 - 2, k2);
      k4 = std::max(k3, k1) + pick(1, 3);
      break;
    case 1:  // touching end to end
      label = "collinear touching";
      k3 = k2;
      k4 = k2 + pick(0, 3);
      break;
    default:  // disjoint, with a gap
      label = "collinear disjoint";
      k3 = k2 + pick(1, 3);
      k4 = k3 + pick(0, 3);
      break;
  }
  const Segment s1 = ordered(plus(a, d, k1), plus(a, d, k2));
  const Segment s2 = ordered(plus(a, d, k3), plus(a, d, k4));
  return coin() ? PairCase{s1, s2, label} : PairCase{s2, s1, label};
}

PairCase t_junction_pair() {
  // s2 has an end exactly on s1, at a dyadic parameter j / 2^q.
  const Vec2 a = grid_point(4), d = nonzero_direction(3);
  const int q = pick(0, 3), m = 1 << q;
  const Vec2 b = plus(a, d, m);
  const Vec2 on = plus(a, d, pick(0, m));
  const Vec2 other = grid_point(6);
  const Segment s1 = ordered(a, b);
  const Segment s2 = ordered(on, other);
  return coin() ? PairCase{s1, s2, "T-junction"} : PairCase{s2, s1, "T-junction"};
}

PairCase ulp_grid_pair() {
  // The classic orientation stress: points a few ULPs around (0.5, 0.5) against
  // the line through (12, 12) and (24, 24).
  const double e = 0x1p-53;
  const Vec2 p{0.5 + pick(0, 16) * e, 0.5 + pick(0, 16) * e};
  const Vec2 q{12, 12}, r{24, 24};
  switch (pick(0, 2)) {
    case 0: return {{p, q}, {q, r}, "ULP grid"};
    case 1: return {{p, r}, {q, grid_point(30)}, "ULP grid"};
    default: return {{q, r}, {p, grid_point(30)}, "ULP grid"};
  }
}

PairCase extreme_pair() {
  if (coin()) return {{huge_point(), huge_point()}, {huge_point(), huge_point()}, "huge (overflowing differences)"};
  auto at = [] { return Vec2{any_finite_bits(), any_finite_bits()}; };
  return {{at(), at()}, {at(), at()}, "any exponent"};
}

// A ray (s1, from a through b) whose direction has a -0.0 component: a on an
// axis at +0, b at -0 (b - a is then -0), against a wall across its path.
PairCase negative_zero_direction_pair() {
  const double y1 = pick(-3, 3), y2 = y1 + (coin() ? pick(1, 3) : -pick(1, 3));
  const bool vertical = coin();
  auto put = [vertical](double across, double along) { return vertical ? Vec2{across, along} : Vec2{along, across}; };
  const Segment ray{put(0.0, y1), put(-0.0, y2)};
  const double at = pick(-4, 4), half = pick(0, 2);
  const Segment wall{put(-half, at), put(coin() ? half : 0.0, at + pick(-1, 1))};
  return {ray, wall, "-0 direction"};
}

PairCase signed_zero_pair() {
  return {{signed_zero_point(), signed_zero_point()}, {signed_zero_point(), signed_zero_point()},
          "signed zeros"};
}

PairCase field_pair() {
  const auto cases = field::pair_cases();
  const auto& f = cases[pick(0, int(cases.size()) - 1)];
  return {f.s1, f.s2, "field: " + f.name};
}

// A grid class moved to a random binade, and sometimes nudged off its
// degeneracy by a few ULPs.
PairCase moved(PairCase c, bool allow_nudge) {
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    for (Vec2* p : {&c.s1.a, &c.s1.b, &c.s2.a, &c.s2.b}) *p = far.at(*p);
    c.label += " (far offset)";
  } else {
    const int k = binade();
    c.s1 = scaled(c.s1, k);
    c.s2 = scaled(c.s2, k);
    c.label = with_binade(c.label, k);
  }
  if (allow_nudge && pick(0, 3) == 0) {
    c.s2.b = nudged(c.s2.b);
    c.label = "nearly " + c.label;
  } else if (allow_nudge && pick(0, 3) == 0) {
    // Off the degeneracy by 2^-10 .. 2^-40 of the shapes' size: where absolute
    // epsilons ("parallel below 1e-9", "touching within 1e-6") misjudge.
    // The size is the shapes' extent, not their distance from the origin.
    double lo_x = c.s1.a.x, hi_x = lo_x, lo_y = c.s1.a.y, hi_y = lo_y;
    for (const Vec2* p : {&c.s1.b, &c.s2.a, &c.s2.b}) {
      lo_x = std::min(lo_x, p->x), hi_x = std::max(hi_x, p->x);
      lo_y = std::min(lo_y, p->y), hi_y = std::max(hi_y, p->y);
    }
    const double size = std::max(hi_x - lo_x, hi_y - lo_y);
    if (coin()) c.s2.b.x = draw::human_scale_offset(c.s2.b.x, size);
    else c.s2.b.y = draw::human_scale_offset(c.s2.b.y, size);
    c.label = "human-scale off " + c.label;
  }
  return c;
}

// --- Point classes -------------------------------------------------------------

Kind any_kind() {
  switch (pick(0, 3)) {
    case 0: return Kind::line;
    case 1: return Kind::ray;
    default: return Kind::segment;
  }
}

PointCase grid_point_case(std::string& label) {
  const Vec2 a = grid_point(4), d = nonzero_direction(3);
  const int q = pick(0, 3), m = 1 << q;
  const Segment s = ordered(a, plus(a, d, m));
  const Vec2 perp{-d.y, d.x};
  switch (pick(0, 5)) {
    case 0: label = "grid"; return {{grid_point(4), grid_point(4)}, grid_point(6), Kind::segment, ""};
    case 1: label = "on the segment"; return {s, plus(a, d, pick(0, m)), Kind::segment, ""};
    case 2: label = "on the line past an end"; return {s, plus(a, d, coin() ? -pick(1, 3) : m + pick(1, 3)), Kind::segment, ""};
    case 3: label = "on the perpendicular through an end";
      return {s, plus(coin() ? s.a : s.b, perp, pick(-3, 3)), Kind::segment, ""};
    case 4: label = "zero-length segment"; return {{a, a}, grid_point(5), Kind::segment, ""};
    default: label = "interior foot"; return {s, plus(plus(a, d, pick(0, m)), perp, pick(-3, 3)), Kind::segment, ""};
  }
}

PointCase field_point() {
  const auto cases = field::point_cases();
  const auto& f = cases[pick(0, int(cases.size()) - 1)];
  return {f.s, f.p, Kind::segment, "field: " + f.name};
}

}  // namespace

rc::Gen<double> coordinate() {
  return exec([] {
    switch (pick(0, 9)) {
      case 0: case 1: case 2: return double(pick(-8, 8));
      case 3: case 4: return std::ldexp(double(pick(-64, 64)), -pick(0, 10));
      case 5: case 6: case 7: return moderate();
      case 8: return any_finite_bits();
      default: return special();
    }
  });
}

rc::Gen<PairCase> pair_case() {
  return exec([] {
    switch (pick(0, 15)) {
      case 0: return general_pair();
      case 1: case 2: return moved(grid_pair(), true);
      case 3: return moved(zero_length_pair(), false);
      case 4: case 5: return moved(parallel_pair(), true);
      case 6: case 7: case 8: return moved(collinear_pair(), true);
      case 9: case 10: return moved(t_junction_pair(), true);
      case 11: return ulp_grid_pair();
      case 12: return extreme_pair();
      case 13: return coin() ? signed_zero_pair() : negative_zero_direction_pair();
      default: return field_pair();
    }
  });
}

rc::Gen<PointCase> point_case() {
  return exec([] {
    PointCase c;
    std::string label;
    switch (pick(0, 9)) {
      case 0: c = {{any_point(), any_point()}, any_point(), Kind::segment, ""}; label = "general"; break;
      case 1: c = {{huge_point(), huge_point()}, huge_point(), Kind::segment, ""}; label = "huge (overflowing differences)"; break;
      case 2: c = {{signed_zero_point(), signed_zero_point()}, signed_zero_point(), Kind::segment, ""}; label = "signed zeros"; break;
      case 3: c = field_point(); label = c.label; break;
      default: {
        c = grid_point_case(label);
        const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
        if (far.down != 0) {
          c.s = {far.at(c.s.a), far.at(c.s.b)};
          c.p = far.at(c.p);
          label += " (far offset)";
        } else {
          const int k = binade();
          c.s = scaled(c.s, k);
          c.p = scaled(c.p, k);
          label = with_binade(label, k);
        }
        if (pick(0, 3) == 0) {
          c.p = nudged(c.p);
          label = "nearly " + label;
        }
      }
    }
    c.kind = any_kind();
    c.label = label;
    return c;
  });
}

rc::Gen<CircleCase> circle_case() {
  return exec([] {
    // An axis-aligned segment on the grid and a grid centre: the distance is an
    // integer or the square root of one, so "exactly touching" is reachable.
    const Vec2 a = grid_point(4);
    const bool horizontal = coin();
    const int len = pick(0, 4);
    const Vec2 b = horizontal ? Vec2{a.x + len, a.y} : Vec2{a.x, a.y + len};
    const Vec2 c = grid_point(6);
    const Segment s = ordered(a, b);
    // Squared distance, exactly, on the grid.
    auto sq = [](double v) { return v * v; };
    const double lo = horizontal ? std::min(a.x, b.x) : std::min(a.y, b.y);
    const double hi = horizontal ? std::max(a.x, b.x) : std::max(a.y, b.y);
    const double along = horizontal ? c.x : c.y, across = horizontal ? c.y - a.y : c.x - a.x;
    const double gap = along < lo ? lo - along : along > hi ? along - hi : 0.0;
    const double d2 = sq(gap) + sq(across);
    double r = 0.0;
    std::string label;
    switch (pick(0, 4)) {
      case 0: r = std::sqrt(d2); label = std::floor(r) == r ? "exactly touching" : "touching (rounded radius)"; break;
      case 1: r = nudged(std::sqrt(d2)); label = "nearly touching"; break;
      case 2: r = 0.0; label = "zero radius"; break;
      case 3: r = double(pick(0, 8)) / 2.0; label = "grid radius"; break;
      default: r = std::fabs(moderate()) * 8.0; label = "random radius"; break;
    }
    const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
    if (far.down != 0)
      return CircleCase{{far.at(c), far.length(r)}, {far.at(s.a), far.at(s.b)}, label + " (far offset)"};
    const int k = binade();
    return CircleCase{{scaled(c, k), std::ldexp(r, k)}, scaled(s, k), with_binade(label, k)};
  });
}

rc::Gen<SightCase> sight_case() {
  return exec([] {
    SightCase c;
    switch (pick(0, 3)) {
      case 0:
      case 1: {
        const int walls = pick(0, 5);
        for (int i = 0; i < walls; ++i) c.walls.push_back({grid_point(4), grid_point(4)});
        c.from = grid_point(4);
        c.to = grid_point(4);
        c.label = "grid scene";
        const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
        if (far.down != 0) {
          c.from = far.at(c.from);
          c.to = far.at(c.to);
          for (auto& w : c.walls) w = {far.at(w.a), far.at(w.b)};
          c.label += " (far offset)";
          break;
        }
        const int k = binade();
        c.from = scaled(c.from, k);
        c.to = scaled(c.to, k);
        for (auto& w : c.walls) w = scaled(w, k);
        c.label = with_binade(c.label, k);
        break;
      }
      case 2: {
        const PairCase p = nested(pair_case());
        c.from = p.s1.a;
        c.to = p.s1.b;
        c.walls.push_back(p.s2);
        c.label = "sight and wall: " + p.label;
        break;
      }
      default: {
        const int i = pick(0, 719);
        const double radii[] = {3.0, 6.0, 8.0, 10.0};
        c.from = scene::kGuard;
        c.to = scene::sight_target(radii[pick(0, 3)], i, 720);
        for (const Segment& w : scene::walls()) c.walls.push_back(w);
        c.label = "guard scene";
      }
    }
    return c;
  });
}

rc::Gen<PairCase> non_finite_pair_case() {
  return exec([] {
    PairCase c = nested(pair_case());
    poison_one({&c.s1.a.x, &c.s1.a.y, &c.s1.b.x, &c.s1.b.y,
                        &c.s2.a.x, &c.s2.a.y, &c.s2.b.x, &c.s2.b.y}, c.label);
    return c;
  });
}

rc::Gen<PointCase> non_finite_point_case() {
  return exec([] {
    PointCase c = nested(point_case());
    poison_one({&c.s.a.x, &c.s.a.y, &c.s.b.x, &c.s.b.y, &c.p.x, &c.p.y}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
