// Fuzz target: contact of round shapes, a disc against a 2D segment and
// spheres and capsules in 3D.
//
// circle_segment_contact (touching or not, closest point, depth, push-out)
// and circle_segment_intersect, differential against the exact oracle; and
// the 3D round shapes (sphere_segment_intersect, capsule_sphere_intersect,
// capsule_capsule_intersect) as pair3_oracle and the 3D symmetries check
// them (pair3_checks.h). Why here: a disc whose centre lies on the segment
// (no direction to push along), a zero-length segment, exactly touching
// shapes (distance == radius, a decision no rounded distance gets right) and
// odd radii (zero, NaN, negative, infinite) are where contact code goes wrong.
//
// The leading byte picks the mode (odd: 3D round shapes, segments and radii
// decoded as in decode3d.h; even: a disc). A disc case's
// own leading byte picks where the centre goes (byte % 6) and a twist
// ((byte / 6) % 4: none, a non-finite centre or segment coordinate, nudged
// centre, far binade); the next picks the radius (touching exactly, nearly
// touching, zero, grid, odd: NaN, -1, -0, +inf, -inf).
#include <cmath>
#include <cstdint>

#include "fuzz/decode.h"
#include "fuzz/fuzz_target.h"
#include "fuzz/pair3_checks.h"
#include "oracle/closest_point.h"
#include "oracle/exact.h"
#include "properties/cases.h"
#include "properties/checks.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

// A segment a -> a + m d (m = 0: zero length) and the disc's centre.
CircleCase construction(Bytes& in, int choice) {
  const Vec2 a = grid(in, 3), d = grid(in, 2);
  const int m = in.byte() % 3;
  const Segment s{a, plus(a, d, m)};
  const Vec2 perp{-d.y, d.x};
  const int j = in.byte() % 5, k = in.small(3);
  switch (choice) {
    case 0: return {{raw_point(in), in.raw()}, {raw_point(in), raw_point(in)}, "general"};
    case 1: return {{plus(a, d, j * 0.25 * m), 0}, s, "centre on the segment"};
    case 2: return {{k < 0 ? s.a : s.b, 0}, s, "centre at an end"};
    case 3: return {{plus(plus(a, d, j * 0.25 * m), perp, k), 0}, s, "centre beside the segment"};
    case 4: return {{grid(in), 0}, s, "grid"};
    default: return {{plus(a, d, k < 0 ? k : m - k), 0}, s, "centre on the line"};
  }
}

// The radius: touching is the correctly rounded distance (exactly touching
// when the distance is a double, as for most grid cases).
void radius(CircleCase& c, Bytes& in) {
  const std::uint8_t b = in.byte();
  switch (b % 6) {
    case 0:
    case 1:
    case 2: {
      c.circle.radius = oracle::sqrt_rounded(oracle::squared_distance_point_segment(c.circle.centre, c.s));
      if (b % 6 == 2) c.circle.radius = nudged(c.circle.radius, in);
      c.label += b % 6 == 2 ? ", nearly touching" : ", touching";
      return;
    }
    case 3: c.circle.radius = 0.0; c.label += ", zero radius"; return;
    case 4: c.circle.radius = (in.byte() % 9) * 0.5; c.label += ", grid radius"; return;
    default: {
      const double odd[] = {NAN, -1.0, -0.0, INFINITY, -INFINITY};
      c.circle.radius = odd[in.byte() % 5];
      c.label += ", odd radius";
    }
  }
}

void twist(CircleCase& c, Bytes& in, int how) {
  switch (how) {
    case 1:  // (no checked-in corpus file uses this twist: it was "none" before)
      poison({&c.circle.centre.x, &c.circle.centre.y, &c.s.a.x, &c.s.a.y, &c.s.b.x, &c.s.b.y}, in);
      c.label = "non-finite: " + c.label;
      break;
    case 2: c.circle.centre = nudged(c.circle.centre, in); c.label = "nearly " + c.label; break;
    case 3: {
      const int k = far_binade(in);
      c = {{scaled(c.circle.centre, k), std::ldexp(c.circle.radius, k)}, scaled(c.s, k), in_binade(c.label, k)};
      break;
    }
    default: break;
  }
}

bool finite(const CircleCase& c) { return fuzz::finite(c.circle.centre) && fuzz::finite(c.s); }

CircleCase circle_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  CircleCase c = construction(in, first % 6);
  if (finite(c)) radius(c, in);  // the oracle measures the touching radius on finite input only
  twist(c, in, (first / 6) % 4);
  return c;
}

// Non-finite input and a radius of +inf (whose depth the oracle does not
// define) are judged by the contact's documented answers; the rest against
// the oracle.
void check_circle(CircleCase c) {
  judge("fuzz: circle contact", c, [&](const Subject& s, Judge& j) {
    check::non_finite_contact(s, c, j);
    if (!finite(c)) return;
    check::circle_oracle(s, c, j);
    if (c.circle.radius != INFINITY) check::contact_oracle(s, c, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  start_input(data, size);
  Bytes in(data, size);
  if (in.byte() % 2 == 0) check_circle(circle_case(in));
  else check_pair3("fuzz: 3D round shapes", pair3_case(in));
  return 0;
}
