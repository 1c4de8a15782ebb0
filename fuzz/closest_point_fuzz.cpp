// Fuzz target: 2D closest points and distances.
//
// A point against a segment read as a line, a ray or a segment:
// projection_t, closest_point, and the point-segment and point-line
// distances, differential against the exact oracle; the invariants "the
// clamped distance is never below the line distance" and "the closest point
// lies on its shape and nothing of the shape is nearer"; the exact
// symmetries (the point read as the second segment's first end); and the
// documented answers for non-finite input. Why here: the clamp to the kind's
// range and the zero-length segment are where textbook closest-point code
// goes wrong, and both are exact constructions on the grid.
//
// The leading byte picks the construction (byte % 7: general, zero-length,
// on the segment, on the line past an end, on the perpendicular through an
// end, interior foot, grid) and a twist ((byte / 7) % 5: none twice, nudged
// by a few ULPs, moved to a far binade, one coordinate non-finite).
#include <cstdint>

#include "fuzz/decode.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases.h"
#include "properties/checks.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

Kind kind_of(std::uint8_t b) {
  const Kind kinds[] = {Kind::line, Kind::ray, Kind::segment};
  return kinds[b % 3];
}

// The grid constructions: a segment a -> a + m d (m a power of two, so
// dyadic parameters are exact) and a point placed against it.
PointCase construction(Bytes& in, int choice) {
  const Vec2 a = grid(in), d = grid(in, 3);
  const int m = 1 << (in.byte() % 4);
  const Segment s = in.byte() % 2 ? Segment{a, plus(a, d, m)} : Segment{plus(a, d, m), a};
  const Vec2 perp{-d.y, d.x};
  const int j = in.byte() % (m + 1), k = in.small(3), past = 1 + in.byte() % 3;
  switch (choice) {
    case 0: return {{raw_point(in), raw_point(in)}, raw_point(in), Kind::segment, "general"};
    case 1: return {{a, a}, in.byte() % 2 ? a : grid(in, 5), Kind::segment, "zero-length"};
    case 2: return {s, plus(a, d, j), Kind::segment, "on the segment"};
    case 3: return {s, plus(a, d, k < 0 ? -past : m + past), Kind::segment, "on the line past an end"};
    case 4: return {s, plus(k < 0 ? s.a : s.b, perp, in.small(3)), Kind::segment, "on the perpendicular at an end"};
    case 5: return {s, plus(plus(a, d, j), perp, k), Kind::segment, "interior foot"};
    default: return {{grid(in), grid(in)}, grid(in, 6), Kind::segment, "grid"};
  }
}

void twist(PointCase& c, Bytes& in, int how) {
  switch (how) {
    case 2:
      c.p = nudged(c.p, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c.s = scaled(c.s, k);
      c.p = scaled(c.p, k);
      c.label = in_binade(c.label, k);
      break;
    }
    case 4:
      poison({&c.s.a.x, &c.s.a.y, &c.s.b.x, &c.s.b.y, &c.p.x, &c.p.y}, in);
      c.label = "non-finite (" + c.label + ")";
      break;
    default: break;
  }
}

PointCase point_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  const Kind kind = kind_of(in.byte());
  PointCase c = construction(in, first % 7);
  c.kind = kind;
  twist(c, in, (first / 7) % 5);
  return c;
}

void check_point(PointCase c) {
  judge("fuzz: closest point", c, [&](const Subject& s, Judge& j) {
    if (!finite(c.s) || !finite(c.p)) return check::non_finite_point(s, c, j);
    check::point_oracle(s, c, j);
    check::clamped_not_below_line(s, c, j);
    check::closest_point_on_shape(s, c, j);
    if (!check_symmetries(j)) return;
    // The symmetry check reads the second segment's first end as the point.
    const PairCase as_pair{c.s, {c.p, c.p}, c.label};
    constexpr check::Symmetry kPointSymmetries[] = {check::Symmetry::scaling, check::Symmetry::swap_xy,
                                                    check::Symmetry::negate_x, check::Symmetry::reverse_first};
    check::symmetries(s, as_pair, kPointSymmetries, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  start_input(data, size);
  Bytes in(data, size);
  check_point(point_case(in));
  return 0;
}
