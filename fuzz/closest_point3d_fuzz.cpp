// Fuzz target: 3D closest points, point-segment and segment-segment.
//
// A point against a 3D segment (closest_point3, squared distance) and two 3D
// segments (segment_segment_closest3: the least distance, parameters in
// [0, 1], the pair attaining it; the sphere and capsule tests ride along with
// the radii the decoding gives), differential against the exact oracle; the
// 3D symmetries (scaling, permuted axes, a negated axis, swapped and reversed
// segments); and the documented answers for non-finite input. Why here: the
// segment-segment search clamps one parameter and must then re-project the
// other, and parallel, collinear and zero-length segments each need their
// own branch; all are exact constructions on the grid.
//
// The leading byte picks the mode (even: a point, odd: two segments); the
// point's own leading byte then picks the construction (byte % 7) and a twist
// ((byte / 7) % 4: none, one coordinate non-finite, nudged, far binade), and
// the segments decode as in decode3d.h.
#include <cstdint>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "fuzz/pair3_checks.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

// A segment a -> a + m d (m a power of two: dyadic parameters are exact)
// and a point placed against it.
Point3Case construction(Bytes& in, int choice) {
  const Vec3 a = grid3(in), d = grid3(in, 2);
  const int m = 1 << (in.byte() % 3);
  const Segment3 s = in.byte() % 2 ? Segment3{a, plus(a, d, m)} : Segment3{plus(a, d, m), a};
  const Vec3 normal = cross(d, grid3(in, 2));  // perpendicular to the segment (or zero)
  const int j = in.byte() % (m + 1), k = in.small(2), past = 1 + in.byte() % 3;
  switch (choice) {
    case 0: return {{raw3(in), raw3(in)}, raw3(in), "general"};
    case 1: return {s, grid3(in, 5), "grid"};
    case 2: return {s, plus(a, d, j), "on the segment"};
    case 3: return {s, plus(k < 0 ? s.a : s.b, normal, k), "on the plane through an end"};
    case 4: return {{a, a}, grid3(in, 4), "zero-length"};
    case 5: return {s, plus(a, d, k < 0 ? -past : m + past), "on the line past an end"};
    default: return {s, plus(plus(a, d, j), normal, k), "interior foot"};
  }
}

Point3Case point3_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  Point3Case c = construction(in, first % 7);
  switch ((first / 7) % 4) {
    case 2:
      c.p = nudged(c.p, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c = {scaled(c.s, k), scaled(c.p, k), in_binade(c.label, k)};
      break;
    }
    case 1:  // (no checked-in corpus file uses this twist: it was "none" before)
      poison({&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.p.x, &c.p.y, &c.p.z}, in);
      c.label = "non-finite: " + c.label;
      break;
    default: break;
  }
  return c;
}

// Non-finite input (the poisoned twist, or a raw general draw) is judged by
// the documented answers: NaN everywhere.
void check_point(Point3Case c) {
  judge("fuzz: 3D closest point", c, [&](const Subject& s, Judge& j) {
    if (finite(c.s) && finite(c.p)) return check::point3_oracle(s, c, j);
    check::non_finite_point3(s, c, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  start_input(data, size);
  Bytes in(data, size);
  if (in.byte() % 2 == 0) check_point(point3_case(in));
  else check_pair3("fuzz: 3D segment pair", pair3_case(in));
  return 0;
}
