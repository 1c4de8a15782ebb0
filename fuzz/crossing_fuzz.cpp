// Fuzz target: the 2D crossing family (parallel, collinear, crossings,
// intersection tests, ray hits, segment distance), differential against the
// exact oracle, plus the exact symmetries and the documented answers for
// non-finite input. Why here: these are the decisions that go wrong on the
// degenerate inputs the decoding aims at (collinear, touching, nearly
// parallel, far binades). The leading byte picks the construction (byte % 9).
#include <cmath>
#include <cstdint>

#include "fuzz/decode.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases.h"
#include "properties/checks.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

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

void check_pair(const PairCase& c) {
  judge("fuzz: crossing", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_pair(s, c, j);
    check::pair_oracle(s, c, j);
    for (auto y : {check::Symmetry::scaling, check::Symmetry::swap_xy, check::Symmetry::negate_x,
                   check::Symmetry::reverse_first, check::Symmetry::swap_segments})
      check::symmetry(s, c, y, j);
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  check_pair(pair_case(in, in.byte() % 9));
  return 0;
}
