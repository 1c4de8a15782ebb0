// Fuzz target: closest points of two infinite 3D lines.
//
// line_line_closest3 differential against the exact oracle (the normal
// equations in rationals), and the documented answer for non-finite input
// (NaN everywhere). Why here: the lines' pair is the segments' interior one
// without any clamp, so its parameters run far outside [0, 1]; parallel
// lines (and lines given by two equal points) need their own answer, decided
// exactly; nearly parallel lines make D = |d1 x d2|^2 tiny, where a textbook
// epsilon on D reads them as parallel.
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

Pair3Case construction(Bytes& in, int choice) {
  const Vec3 a = grid3(in), d = nonzero3(in);
  Pair3Case c;
  switch (choice) {
    case 0: c = {{raw3(in), raw3(in)}, {raw3(in), raw3(in)}, 0, 0, "general"}; break;
    case 1: c = {{a, grid3(in)}, {grid3(in), grid3(in)}, 0, 0, "skew"}; break;
    case 2: {
      const Vec3 b = grid3(in);
      c = {{a, plus(a, d, 1 + in.byte() % 2)}, {b, plus(b, d, in.small(2) | 1)}, 0, 0, "parallel"};
      break;
    }
    case 3: {
      const Vec3 on = plus(a, d, in.small(8) * 0.25), e = nonzero3(in);
      c = {{a, plus(a, d, 1)}, {plus(on, e, 1 + in.byte() % 3), plus(on, e, 4 + in.byte() % 3)}, 0, 0, "crossing"};
      break;
    }
    case 4: {
      const Vec3 e = nonzero3(in), on = plus(a, d, 10 + in.byte() % 30);
      c = {{a, plus(a, d, 1)}, {plus(on, e, 12 + in.byte() % 8), plus(on, e, 31 + in.byte() % 8)}, 0, 0,
           "meeting far outside the points"};
      break;
    }
    case 5: {
      const Vec3 p = grid3(in);
      c = in.byte() % 2 ? Pair3Case{{p, p}, {a, plus(a, d, 1)}, 0, 0, "a line of two equal points"}
                        : Pair3Case{{a, plus(a, d, 1)}, {p, p}, 0, 0, "a line of two equal points"};
      break;
    }
    case 6: {
      // At metre scale, directions 2^-13 .. 2^-27 apart, a metre or a
      // human-scale height apart, coplanar (they meet far away) or skew.
      const double tilt_scale = 1.0 + in.byte() % 3;  // each byte read in its own statement: in order
      const double tilt = std::ldexp(tilt_scale, -(13 + in.byte() % 15));
      const bool coplanar = in.byte() % 2;
      const double height = in.byte() % 2 ? 1.0 + in.byte() % 3 : std::ldexp(1.0, -(10 + in.byte() % 30));
      const Vec3 d2 = coplanar ? Vec3{1, tilt, 0} : Vec3{1, 0, tilt};
      const Vec3 o2{a.x, a.y + height, a.z};
      c = {{a, plus(a, {1, 0, 0}, 1 + in.byte() % 4)}, {plus(o2, d2, in.small(4)), plus(o2, d2, 5 + in.byte() % 4)}, 0,
           0, coplanar ? "nearly parallel at metre scale, coplanar" : "nearly parallel at metre scale, skew"};
      // Line 2 slid along x (a last byte, 0 when absent): skew lines then
      // cross (seen along n) away from line 1's first point, so s != 0.
      const double slide = in.byte() % 5;
      c.s2.a.x += slide;
      c.s2.b.x += slide;
      break;
    }
    default: {
      const int k1 = in.small(3), k2 = k1 + 1 + in.byte() % 3;
      c = {{plus(a, d, k1), plus(a, d, k2)}, {plus(a, d, in.small(5)), plus(a, d, 6 + in.byte() % 4)}, 0, 0,
           "coincident"};
      break;
    }
  }
  return c;
}

Pair3Case line_pair_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  Pair3Case c = construction(in, first % 8);
  twist_bare_pair3(c, in, (first / 8) % 5, c.s1.b, c.s2.a);
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  Pair3Case c = line_pair_case(in);
  judge("fuzz: 3D lines", c, [&](const Subject& s, Judge& j) {
    if (!fuzz::finite(c)) return check::non_finite_line_ray3(s, c, j);
    check::line_pair3_oracle(s, c, j);
  });
  return 0;
}
