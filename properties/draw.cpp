#include "properties/draw.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <rapidcheck.h>

namespace plumb::gen::draw {

int pick(int lo, int hi_inclusive) { return *rc::gen::inRange(lo, hi_inclusive + 1); }
bool coin() { return pick(0, 1) == 1; }

int binade() {
  switch (pick(0, 5)) {
    case 0: return pick(-1000, -900);
    case 1: return pick(900, 1000);
    case 2: return pick(-60, 60);
    default: return 0;
  }
}

std::string with_binade(std::string label, int k) {
  if (k == 0) return label;
  return label + (k < -400 ? " (tiny)" : k > 400 ? " (huge)" : "");
}

double nudged(double x) {
  const int steps = pick(1, 4);
  const double toward = coin() ? kInf : -kInf;
  for (int i = 0; i < steps; ++i) x = std::nextafter(x, toward);
  return x;
}

// At RapidCheck's nominal size an arbitrary integer spans its whole range;
// fixing the size keeps "any bit pattern" meaning that under every test size.
static std::uint64_t any_bits() {
  return *rc::gen::resize(rc::kNominalSize, rc::gen::arbitrary<std::uint64_t>());
}

double any_finite_bits() {
  for (;;) {
    const double x = std::bit_cast<double>(any_bits());
    if (std::isfinite(x)) return x;
  }
}

double moderate() {
  const double x = std::ldexp(double(any_bits() >> 11), pick(-56, -48));  // 53 random bits
  return coin() ? -x : x;
}

double special() {
  static const double values[] = {0.0,
                                  -0.0,
                                  std::numeric_limits<double>::min(),
                                  std::numeric_limits<double>::denorm_min(),
                                  -std::numeric_limits<double>::denorm_min(),
                                  std::numeric_limits<double>::max(),
                                  -std::numeric_limits<double>::max(),
                                  1e150,
                                  -1e150,
                                  1e-150};
  return values[pick(0, int(std::size(values)) - 1)];
}

double huge() {
  const double x = std::ldexp(1.0 + double(pick(0, 1023)) / 1024.0, pick(1000, 1023));
  return coin() ? -x : x;
}

}  // namespace plumb::gen::draw
