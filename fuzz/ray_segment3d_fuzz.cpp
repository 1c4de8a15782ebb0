// Fuzz target: closest points of a 3D ray and a segment.
//
// ray_segment_distance3 (the ray from s1.a through s1.b, against s2)
// differential against the exact oracle (candidates on the half-strip
// s >= 0, 0 <= t <= 1), and the documented answer for non-finite input (NaN
// everywhere). Why here: Ericson's steps clamp s at the origin only, then t
// at an end of the segment, and must then re-project that end onto the ray;
// origins on the segment's line, parallel and antiparallel rays, zero
// directions and zero-length segments each take their own branch, all exact
// on the grid.
//
// The leading byte picks the construction (byte % 8) and a twist
// ((byte / 8) % 5: none twice, a point nudged, far binade, one coordinate
// non-finite).
#include <cmath>
#include <cstdint>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

Vec3 nonzero3(Bytes& in) {
  const Vec3 d = grid3(in, 2);
  return d == Vec3{} ? Vec3{1, 0, 0} : d;
}

// s1 = {o, o + v}: the ray from o along v.
Pair3Case construction(Bytes& in, int choice) {
  const Vec3 a = grid3(in), d = nonzero3(in);
  auto ray = [](Vec3 o, Vec3 v) { return Segment3{o, plus(o, v, 1)}; };
  switch (choice) {
    case 0: return {{raw3(in), raw3(in)}, {raw3(in), raw3(in)}, 0, 0, "general"};
    case 1: {
      const Vec3 o = grid3(in), v = nonzero3(in);  // in order (function arguments are unsequenced)
      return {ray(o, v), {grid3(in), grid3(in)}, 0, 0, "skew"};
    }
    case 2: {
      const Vec3 o = plus(a, d, in.small(3) * 0.5 + 1);
      const int how = in.byte() % 3;
      const Vec3 v = how == 0 ? d : how == 1 ? Vec3{-d.x, -d.y, -d.z} : nonzero3(in);
      return {ray(o, v), {a, plus(a, d, 2)}, 0, 0, "origin on the segment's line"};
    }
    case 3: {
      const Vec3 o = in.byte() % 2 ? grid3(in) : plus(a, d, in.small(4));
      return {ray(o, plus({}, d, in.byte() % 2 ? 1 : -1)), {a, plus(a, d, 1 + in.byte() % 2)}, 0, 0, "parallel"};
    }
    case 4: {
      const Vec3 on = plus(a, d, (in.byte() % 5) * 0.25), e = nonzero3(in);
      return {ray(plus(on, e, -1 - in.byte() % 3), e), {a, plus(a, d, 1)}, 0, 0, "crossing the segment"};
    }
    case 5: {
      const Vec3 o = grid3(in);
      return {{o, o}, {a, plus(a, d, 1)}, 0, 0, "zero direction"};
    }
    case 6: {
      const Vec3 p = grid3(in);
      return {ray(a, d), {p, p}, 0, 0, "zero-length segment"};
    }
    default: {
      const double tilt_scale = 1.0 + in.byte() % 3;  // each byte read in its own statement: in order
      const double tilt = std::ldexp(tilt_scale, -(13 + in.byte() % 15));
      const double height = in.byte() % 2 ? 1.0 + in.byte() % 3 : std::ldexp(1.0, -(10 + in.byte() % 30));
      const Vec3 d2 = in.byte() % 2 ? Vec3{1, tilt, 0} : Vec3{-1, 0, tilt};
      const Vec3 p{a.x, a.y + height, a.z};
      return {ray(a, {1, 0, 0}), {plus(p, d2, in.small(4)), plus(p, d2, 5 + in.byte() % 4)}, 0, 0,
              "nearly parallel at metre scale"};
    }
  }
}

Pair3Case ray_segment_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  Pair3Case c = construction(in, first % 8);
  twist_bare_pair3(c, in, (first / 8) % 5, c.s1.a, c.s2.b);
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  Pair3Case c = ray_segment_case(in);
  judge("fuzz: ray against 3D segment", c, [&](const Subject& s, Judge& j) {
    if (!fuzz::finite(c)) return check::non_finite_line_ray3(s, c, j);
    check::ray_segment3_oracle(s, c, j);
  });
  return 0;
}
