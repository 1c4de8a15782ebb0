// Fuzz target: the 2D family "crossings and sight".
//
// Two segments (parallel, collinear, crossings, intersection tests, ray hits,
// segment distance), differential against the exact oracle, plus the exact
// symmetries and the documented answers for non-finite input; and a sight
// among walls (first_blocker, has_line_of_sight and their as-lines readings)
// against the oracle, plus "walls read as lines only ever block". Why here:
// these are the decisions that go wrong on the degenerate inputs the decoding
// aims at (collinear, touching, nearly parallel, far binades).
//
// The leading byte picks the mode: below kPairBytes a pair, construction
// byte % 9 (the corpus files written before the sight mode keep decoding to
// the same pair); from kPairBytes on a sight, built from a pair construction
// (the sight is the first segment, the second is a wall) with more walls, a
// grid scene, or the guard scene of the sweep property.
#include <cmath>
#include <cstdint>

#include "fuzz/decode.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases.h"
#include "properties/checks.h"
#include "properties/guard_scene.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

constexpr std::uint8_t kPairBytes = 16 * 9;  // leading bytes 0..143: pairs; 144..255: sights

bool finite(const PairCase& p) { return fuzz::finite(p.s1) && fuzz::finite(p.s2); }

PairCase far_pair(Bytes& in, Vec2 a, Vec2 d, Vec2 c, int k1, int k3) {
  const int k = far_binade(in);
  return {{scaled(a, k), scaled(plus(a, d, k1), k)}, {scaled(plus(a, d, k3), k), scaled(c, k)},
          in_binade("far binade", k)};
}

PairCase non_finite_pair(Bytes& in, Vec2 a, Vec2 d, Vec2 c, int k1) {
  PairCase p{{a, plus(a, d, k1)}, {c, grid(in)}, "non-finite"};
  poison({&p.s1.a.x, &p.s1.a.y, &p.s1.b.x, &p.s1.b.y, &p.s2.a.x, &p.s2.a.y, &p.s2.b.x, &p.s2.b.y}, in);
  return p;
}

// Construction `choice` (0..8): every pair starts from the same grid draws.
PairCase pair_case(Bytes& in, int choice) {
  const Vec2 a = grid(in), d = grid(in), c = grid(in);
  const int k1 = in.small(3), k2 = in.small(3), k3 = in.small(3), k4 = in.small(3);
  switch (choice) {
    case 0: return {{raw_point(in), raw_point(in)}, {raw_point(in), raw_point(in)}, "general"};
    case 1: return {{a, a}, {c, plus(c, d, k1)}, "zero-length"};
    case 2: return {{a, plus(a, d, k1)}, {c, plus(c, d, k2)}, "parallel"};
    case 3: return {{plus(a, d, k1), plus(a, d, k2)}, {plus(a, d, k3), plus(a, d, k4)}, "collinear"};
    case 4: return {{a, plus(a, d, 4)}, {plus(a, d, k1 + 3), c}, "T-junction"};
    case 5: {
      PairCase p{{a, plus(a, d, k1)}, {c, plus(c, d, k2)}, "nearly parallel"};
      p.s2.b.x = nudged(p.s2.b.x, in);
      return p;
    }
    case 6: return {{grid(in), grid(in)}, {grid(in), grid(in)}, "grid"};
    case 7: return far_pair(in, a, d, c, k1, k3);
    default: return non_finite_pair(in, a, d, c, k1);
  }
}

// A wall placed against the sight: from a point of it (a T-junction), through
// that point, or along the sight's own line; offsets are grid directions
// brought to the sight's binade, so the relation stays exact.
Segment extra_wall(Bytes& in, const Segment& sight) {
  const Vec2 d{sight.b.x - sight.a.x, sight.b.y - sight.a.y};
  const Vec2 on = plus(sight.a, d, (in.byte() % 5) * 0.25);
  const int k = std::ilogb(std::fabs(d.x) + std::fabs(d.y) + 0x1p-1000);  // a zero d: the grid's own scale
  const Vec2 e = scaled(grid(in, 3), k);
  switch (in.byte() % 3) {
    case 0: return {on, plus(on, e, 1)};
    case 1: return {plus(on, e, -in.small(2)), plus(on, e, 1 + in.byte() % 2)};
    default: return {plus(on, d, in.small(2)), plus(on, d, 0.5 * in.small(3))};
  }
}

SightCase sight_from_pair(Bytes& in) {
  const PairCase p = pair_case(in, in.byte() % 9);
  SightCase c{p.s1.a, p.s1.b, {p.s2}, "sight and wall: " + p.label};
  if (!finite(p)) return c;
  for (int n = in.byte() % 4; n > 0; --n) {
    const Segment w = extra_wall(in, p.s1);
    if (fuzz::finite(w)) c.walls.push_back(w);  // the oracle takes finite walls only
  }
  if (c.walls.size() > 1) c.label += " and more walls";
  return c;
}

SightCase grid_scene(Bytes& in) {
  SightCase c{grid(in), grid(in), {}, "grid scene"};
  for (int n = 1 + in.byte() % 4; n > 0; --n) c.walls.push_back({grid(in), grid(in)});
  switch (in.byte() % 3) {
    case 0: break;
    case 1: {
      const int k = far_binade(in);
      c.from = scaled(c.from, k);
      c.to = scaled(c.to, k);
      for (Segment& w : c.walls) w = scaled(w, k);
      c.label = in_binade(c.label, k);
      break;
    }
    default: c.to = nudged(c.to, in); c.label = "nearly " + c.label;
  }
  return c;
}

SightCase guard_scene(Bytes& in) {
  const double radii[] = {3.0, 6.0, 8.0, 10.0};
  const int high = in.byte();
  const int i = (high * 256 + in.byte()) % 720;
  SightCase c{scene::kGuard, scene::sight_target(radii[in.byte() % 4], i, 720), {}, "guard scene"};
  for (const Segment& w : scene::walls()) c.walls.push_back(w);
  if (in.byte() % 2) {
    c.to = nudged(c.to, in);
    c.label = "nearly guard scene";
  }
  return c;
}

SightCase sight_case(Bytes& in, int choice) {
  switch (choice % 4) {
    case 0:
    case 1: return sight_from_pair(in);
    case 2: return grid_scene(in);
    default: return guard_scene(in);
  }
}

void check_pair(PairCase c) {
  judge("fuzz: crossing", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_pair(s, c, j);
    check::pair_oracle(s, c, j);
    if (!check_symmetries(j)) return;
    constexpr check::Symmetry kAll[] = {check::Symmetry::scaling, check::Symmetry::swap_xy, check::Symmetry::negate_x,
                                        check::Symmetry::reverse_first, check::Symmetry::swap_segments};
    check::symmetries(s, c, kAll, j);
  });
}

// A non-finite sight comes from a non-finite pair and has that one wall: its
// documented answers are part of non_finite_pair.
void check_sight(SightCase c) {
  judge("fuzz: line of sight", c, [&](const Subject& s, Judge& j) {
    const PairCase p{{c.from, c.to}, c.walls.front(), c.label};
    if (!finite(p)) return check::non_finite_pair(s, p, j);
    check::sight_oracle(s, c, j);
    check::lines_only_block(s, c, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  start_input(data, size);
  Bytes in(data, size);
  const std::uint8_t first = in.byte();
  if (first < kPairBytes) check_pair(pair_case(in, first % 9));
  else check_sight(sight_case(in, first - kPairBytes));
  return 0;
}
