// Plumb fuzz targets: 3D points, segment pairs and radii from the fuzzer's
// bytes (the 3D counterpart of decode.h).
//
// pair3_case() is shared by the two targets that take a Pair3Case:
// closest_point3d (segment-segment closest points) and contact (spheres and
// capsules: the same segments with radii). Its leading byte picks the
// construction (byte % 8: general, parallel, collinear, crossing, skew,
// zero-length, T-junction, perpendicular) and a twist ((byte / 8) % 5: none
// twice, nudged by a few ULPs, moved to a far binade, one coordinate
// non-finite); the next byte picks the radii (zero, touching exactly, nearly
// touching, grid, or NaN / negative / infinite).
#pragma once

#include <cmath>
#include <cstdint>
#include <utility>

#include "fuzz/fuzz_input.h"
#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/exact.h"
#include "properties/cases3d.h"

namespace plumb::fuzz {

/// A point with integer coordinates in [-r, r].
inline Vec3 grid3(Bytes& in, int r = 3) { return {double(in.small(r)), double(in.small(r)), double(in.small(r))}; }

/// A point from three raw doubles (any bit pattern).
inline Vec3 raw3(Bytes& in) { return {in.raw(), in.raw(), in.raw()}; }

inline Vec3 plus(Vec3 a, Vec3 d, double k) { return {a.x + k * d.x, a.y + k * d.y, a.z + k * d.z}; }
inline Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }
inline Vec3 scaled(Vec3 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k), std::ldexp(p.z, k)}; }
inline Segment3 scaled(const Segment3& s, int k) { return {scaled(s.a, k), scaled(s.b, k)}; }

/// p with one coordinate (one byte picks which) moved 1 to 4 ULPs.
inline Vec3 nudged(Vec3 p, Bytes& in) {
  double* axis[] = {&p.x, &p.y, &p.z};
  double* v = axis[in.byte() % 3];
  *v = nudged(*v, in);
  return p;
}

inline bool finite(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
inline bool finite(const Segment3& s) { return finite(s.a) && finite(s.b); }

/// The segments of construction `choice` (0..7), labelled.
inline Pair3Case segments3(Bytes& in, int choice) {
  const Vec3 a = grid3(in), d = grid3(in, 2), c = grid3(in);
  const int k1 = in.small(3), k2 = in.small(3), j = in.byte() % 5;
  switch (choice) {
    case 0: return {{raw3(in), raw3(in)}, {raw3(in), raw3(in)}, 0, 0, "general"};
    case 1: return {{a, plus(a, d, 1 + j % 2)}, {c, plus(c, d, k1)}, 0, 0, "parallel"};
    case 2: return {{plus(a, d, k1), plus(a, d, k2)}, {plus(a, d, in.small(3)), plus(a, d, in.small(3))}, 0, 0,
                    "collinear"};
    case 3: {  // s2 passes through the point of s1 at t = j / 4
      const Vec3 on = plus(a, d, j * 0.25), e = grid3(in, 2);
      return {{a, plus(a, d, 1)}, {plus(on, e, -(k1 + 3) % 3), plus(on, e, 1 + (k2 + 3) % 3)}, 0, 0, "crossing"};
    }
    case 4: return {{a, c}, {grid3(in), grid3(in)}, 0, 0, "skew"};
    case 5: return {{a, a}, in.byte() % 2 ? Segment3{c, c} : Segment3{c, plus(c, d, k1)}, 0, 0, "zero-length"};
    case 6: return {{a, plus(a, d, 2)}, {plus(a, d, j * 0.5), grid3(in, 4)}, 0, 0, "T-junction"};
    default: {  // axis-aligned along x and y: integer distances
      const Segment3 s1{a, {a.x + 1 + j % 3, a.y, a.z}}, s2{c, {c.x, c.y + 1 + k1 % 3, c.z}};
      return {s1, s2, 0, 0, "perpendicular"};
    }
  }
}

/// Radii for segments with finite coordinates. "Touching" splits the
/// correctly rounded least distance between the two (exactly touching when
/// that distance is a double, as on the grid's integer distances).
inline void radii(Pair3Case& c, Bytes& in) {
  const std::uint8_t b = in.byte();
  switch (b % 5) {
    case 0: c.r1 = c.r2 = 0.0; c.label += ", zero radii"; return;
    case 1:
    case 2: {
      double r = oracle::sqrt_rounded(oracle::segment_segment_squared_distance3(c.s1, c.s2));
      if (b % 5 == 2) r = nudged(r, in);
      c.r1 = std::ldexp(r, -int(in.byte() % 3));  // r, r/2 or r/4; the rest to r2
      c.r2 = r - c.r1;
      if (in.byte() % 2) std::swap(c.r1, c.r2);
      c.label += b % 5 == 1 ? ", touching" : ", nearly touching";
      return;
    }
    case 3: c.r1 = (in.byte() % 5) * 0.5; c.r2 = (in.byte() % 5) * 0.5; c.label += ", grid radii"; return;
    default: {
      const double odd[] = {NAN, -1.0, -0.0, INFINITY, -INFINITY};
      c.r1 = odd[in.byte() % 5];
      c.r2 = (in.byte() % 3) * 0.5;
      if (in.byte() % 2) std::swap(c.r1, c.r2);
      c.label += ", odd radius";
    }
  }
}

/// Some of the two segments' twelve coordinates made NaN or infinite.
inline void poison_pair3(Pair3Case& c, Bytes& in) {
  poison({&c.s1.a.x, &c.s1.a.y, &c.s1.a.z, &c.s1.b.x, &c.s1.b.y, &c.s1.b.z, &c.s2.a.x, &c.s2.a.y, &c.s2.a.z, &c.s2.b.x,
          &c.s2.b.y, &c.s2.b.z},
         in);
  c.label = "non-finite (" + c.label + ")";
}

/// The twists of a pair without radii (two lines, a ray and a segment), by
/// `how`: 2 nudges `first` or `second` (one byte picks), 3 moves both to a
/// far binade, 4 poisons; else none. `first` and `second` are points of c.
inline void twist_bare_pair3(Pair3Case& c, Bytes& in, int how, Vec3& first, Vec3& second) {
  switch (how) {
    case 2:
      if (in.byte() % 2) first = nudged(first, in);
      else second = nudged(second, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c.s1 = scaled(c.s1, k);
      c.s2 = scaled(c.s2, k);
      c.label = in_binade(c.label, k);
      break;
    }
    case 4: poison_pair3(c, in); break;
    default: break;
  }
}

inline void twist3(Pair3Case& c, Bytes& in, int how) {
  switch (how) {
    case 2: c.s2.b = nudged(c.s2.b, in); c.label = "nearly " + c.label; break;
    case 3: {
      const int k = far_binade(in);
      c = {scaled(c.s1, k), scaled(c.s2, k), std::ldexp(c.r1, k), std::ldexp(c.r2, k), in_binade(c.label, k)};
      break;
    }
    case 4:
      poison_pair3(c, in);
      break;
    default: break;
  }
}

/// Two 3D segments with radii: construction, radii (on the grid, so that
/// "touching" is exact), then the twist (a far binade scales the radii too).
inline Pair3Case pair3_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  Pair3Case c = segments3(in, first % 8);
  if (finite(c.s1) && finite(c.s2)) radii(c, in);
  twist3(c, in, (first / 8) % 5);
  return c;
}

inline bool finite(const Pair3Case& c) { return finite(c.s1) && finite(c.s2); }

}  // namespace plumb::fuzz
