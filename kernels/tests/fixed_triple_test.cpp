// The triple product's fixed-point path (kernels/detail/fixed_triple.h)
// against its expansion stage (triple_product_expansion + round_nearest,
// called directly through triple_product_nearest_expansion): wherever both
// answer, the same Scaled bit for bit; where only the fixed-point path answers
// (expansions longer than round_nearest takes), the correctly rounded value by
// the oracle. Each draw also checks that the path is taken exactly inside the
// window (at most 125 bits from the lowest set bit to the top) and that
// triple_product_nearest, which chooses between them, answers as they do.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

#include "kernels/detail/fixed_triple.h"
#include "kernels/detail/triple_product.h"
#include "oracle/exact.h"

namespace plumb {
namespace {

using detail::Scaled;
using oracle::Rational;

struct Six {
  Vec3 w0, w1, x0, x1, y0, y1;
};

bool same(Scaled a, Scaled b) {
  return std::bit_cast<std::uint64_t>(a.mantissa) == std::bit_cast<std::uint64_t>(b.mantissa) &&
         a.exponent == b.exponent;
}

// The window's width in bits (top - low), or -1 when every coordinate is 0.
int window_bits(const Six& s) {
  detail::fixed::Window win;
  for (const Vec3& p : {s.w0, s.w1, s.x0, s.x1, s.y0, s.y1})
    for (double v : {p.x, p.y, p.z}) detail::fixed::widen(win, v);
  return win.top == INT_MIN ? -1 : win.top - win.low;
}

bool in_range(const Six& s) {
  using detail::in_triple_range;
  return in_triple_range(s.w0) && in_triple_range(s.w1) && in_triple_range(s.x0) && in_triple_range(s.x1) &&
         in_triple_range(s.y0) && in_triple_range(s.y1);
}

Rational exact_triple(const Six& s) {
  using oracle::exact;
  auto diff = [](Vec3 q, Vec3 p) {
    return std::array<Rational, 3>{exact(p.x) - exact(q.x), exact(p.y) - exact(q.y), exact(p.z) - exact(q.z)};
  };
  const auto w = diff(s.w0, s.w1), x = diff(s.x0, s.x1), y = diff(s.y0, s.y1);
  return w[0] * (x[1] * y[2] - x[2] * y[1]) + w[1] * (x[2] * y[0] - x[0] * y[2]) + w[2] * (x[0] * y[1] - x[1] * y[0]);
}

// got is want correctly rounded (ties to even); a tie is counted.
bool rounds(Scaled got, const Rational& want, int& ties) {
  if (want == 0) return got.mantissa == 0.0 && got.exponent == 0;
  const Rational scale = oracle::pow2(got.exponent);
  if (oracle::exact(got.mantissa) != oracle::exact(oracle::round_to_double(want / scale))) return false;
  const Rational off = abs(want - oracle::exact(got.mantissa) * scale);
  const bool bottom = std::fabs(got.mantissa) == 1.0;  // the spacing below is half the spacing above
  if (off == oracle::pow2(got.exponent - 53) || (bottom && off == oracle::pow2(got.exponent - 54))) ++ties;
  return true;
}

struct Tally {
  int narrow = 0, wide = 0, fallback = 0, zero = 0, ties = 0, longer = 0;
};

// The three answers for one input, against each other and the window.
::testing::AssertionResult check(const Six& s, Tally& t) {
  bool fixed_ok = false, expansion_ok = false, ok = false;
  const Scaled f = detail::fixed::triple_nearest(s.w0, s.w1, s.x0, s.x1, s.y0, s.y1, fixed_ok);
  const Scaled e = detail::triple_product_nearest_expansion(s.w0, s.w1, s.x0, s.x1, s.y0, s.y1, expansion_ok);
  const Scaled c = detail::triple_product_nearest(s.w0, s.w1, s.x0, s.x1, s.y0, s.y1, ok);
  const int bits = window_bits(s);
  if (fixed_ok != (bits <= detail::fixed::kWideBits)) return ::testing::AssertionFailure() << "window " << bits;
  if (!fixed_ok || !in_range(s)) {
    ++t.fallback;
    if (ok != expansion_ok || (ok && !same(c, e))) return ::testing::AssertionFailure() << "fallback differs";
    return ::testing::AssertionSuccess();
  }
  if (bits >= 0) ++(bits <= detail::fixed::kNarrowBits ? t.narrow : t.wide);
  if (!ok || !same(c, f)) return ::testing::AssertionFailure() << "triple_product_nearest differs from the fixed path";
  if (f.mantissa == 0.0) ++t.zero;
  if (expansion_ok) {
    if (!same(f, e))
      return ::testing::AssertionFailure() << "fixed " << f.mantissa << " 2^" << f.exponent << " expansion "
                                           << e.mantissa << " 2^" << e.exponent;
    int ties = 0;
    if (rounds(f, exact_triple(s), ties)) t.ties += ties;  // the expansion is checked by settled_test
    return ::testing::AssertionSuccess();
  }
  ++t.longer;  // the expansion declined (longer than 48 components): the oracle decides
  if (!rounds(f, exact_triple(s), t.ties)) return ::testing::AssertionFailure() << "not correctly rounded";
  return ::testing::AssertionSuccess();
}

// The counts, for the log: which tier answered, how many V were 0 or ties.
void report(const Tally& t) {
  std::printf("narrow %d wide %d fallback %d zero %d ties %d expansion-declined %d\n", t.narrow, t.wide, t.fallback,
              t.zero, t.ties, t.longer);
}

// One generator, reseeded by each test so that each draws the same inputs
// however the tests are filtered or ordered.
std::mt19937_64& rng() {
  static std::mt19937_64 r;
  return r;
}

double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng()); }
Vec3 point(double lo, double hi) { return {uniform(lo, hi), uniform(lo, hi), uniform(lo, hi)}; }
double nudge(double v, int ulps) {
  for (int k = 0; k < ulps; ++k) v = std::nextafter(v, rng()() % 2 ? 1e300 : -1e300);
  return v;
}

TEST(FixedTriple, UniformInTheUnitCube) {
  rng().seed(20261201);
  Tally t;
  for (int i = 0; i < 100000; ++i) {
    const Six s{point(0, 1), point(0, 1), point(0, 1), point(0, 1), point(0, 1), point(0, 1)};
    ASSERT_TRUE(check(s, t)) << i;
  }
  report(t);
  EXPECT_GT(t.narrow, 50000);
  EXPECT_GT(t.wide, 100);
}

// w1 on the plane through w0 spanned by the two differences (in double, so a
// few ULPs off), nudged by a few ULPs more, or exactly on it (V = 0): V at the
// level of the coordinates' last bits.
TEST(FixedTriple, NearlyCoplanar) {
  rng().seed(20261202);
  Tally t;
  for (int i = 0; i < 100000; ++i) {
    const double size = std::ldexp(1.0, int(rng()() % 40) - 20);
    const Vec3 a = point(-size, size), b = point(-size, size), p = point(-size, size);
    const double u = uniform(-0.5, 1.5), v = uniform(-0.5, 1.5);
    Vec3 q{a.x + u * (b.x - a.x) + v * (p.x - a.x), a.y + u * (b.y - a.y) + v * (p.y - a.y),
           a.z + u * (b.z - a.z) + v * (p.z - a.z)};
    switch (rng()() % 4) {
      case 0: q = {nudge(q.x, 3), nudge(q.y, 2), nudge(q.z, 1)}; break;
      case 1: q = a; break;  // exactly 0
      case 2: q = {a.x + 0.5 * (b.x - a.x), a.y + 0.5 * (b.y - a.y), a.z + 0.5 * (b.z - a.z)}; break;
      default: break;
    }
    // As segment_segment_closest3 calls it: the height of q above a's plane.
    const Six s{a, q, a, b, a, p};
    ASSERT_TRUE(check(s, t)) << i;
  }
  report(t);
  EXPECT_GT(t.zero, 20000);
  EXPECT_GT(t.narrow + t.wide, 90000);
}

// Coordinates whose V has more than 53 bits and sits on or next to a midpoint
// between doubles: k 2^s - r along one axis (k odd, 53 bits, r small, or r
// 2^-z), times powers of two from the cross product, plus a small second
// term; the axes permuted by rotating the points, signs and scale random.
TEST(FixedTriple, TiesAndNearTies) {
  rng().seed(20261203);
  Tally t;
  for (int i = 0; i < 50000; ++i) {
    const double k = double((rng()() >> 11) | 1 | (std::uint64_t{1} << 52));
    const int s = 1 + int(rng()() % 3);
    const double r = double(int(rng()() % 9) - 4), sign = rng()() % 2 ? 1.0 : -1.0;
    const double p = std::ldexp(1.0, int(rng()() % 50)), q = std::ldexp(sign, int(rng()() % 50));
    const double small = rng()() % 2 ? double(int(rng()() % 5) - 2) : 0.0;
    // dw = (k 2^s - r, small, 0), dx = (0, p, 1), dy = (u, 0, q), u 0 or 1:
    // dx x dy = (p q, u, -p u), V = (k 2^s - r) p q + small u.
    const double u = rng()() % 2 ? 1.0 : 0.0;
    // r far below k's bits half the time: a near-tie whose sticky bit lies limbs away.
    const double low = rng()() % 2 ? std::ldexp(r, -int(rng()() % 70)) : r;
    Six c{{low, 0, 0}, {std::ldexp(k, s), small, 0}, {0, 0, 0}, {0, p, 1}, {0, 0, 0}, {u, 0, q}};
    const int e = int(rng()() % 120) - 60, turns = int(rng()() % 3);
    for (Vec3* v : {&c.w0, &c.w1, &c.x0, &c.x1, &c.y0, &c.y1}) {
      *v = {std::ldexp(v->x, e), std::ldexp(v->y, e), std::ldexp(v->z, e)};
      for (int n = 0; n < turns; ++n) *v = {v->y, v->z, v->x};  // a cyclic change of axes keeps V
    }
    ASSERT_TRUE(check(c, t)) << i;
  }
  report(t);
  EXPECT_GT(t.ties, 3000);
  EXPECT_GT(t.wide, 5000);
  EXPECT_EQ(t.fallback, 0);
}

// Coordinates of mixed magnitudes and signs, zeros and powers of two: some
// inside each tier, some outside the window (falling back to the expansion),
// some outside the expansion's range (both decline).
TEST(FixedTriple, MixedMagnitudes) {
  rng().seed(20261204);
  Tally t;
  int spread = 1;  // exponents in [-spread, spread), drawn anew for each input
  auto exponent = [&] { return int(rng()() % unsigned(2 * spread)) - spread; };
  auto coordinate = [&] {
    switch (rng()() % 6) {
      case 0: return 0.0;
      case 1: return std::ldexp(rng()() % 2 ? 1.0 : -1.0, exponent());
      default: return std::ldexp(uniform(-1, 1), exponent());
    }
  };
  auto vec = [&] { return Vec3{coordinate(), coordinate(), coordinate()}; };
  for (int i = 0; i < 100000; ++i) {
    spread = 1 << (rng()() % 10);  // up to 512: some coordinates out of the expansion's range
    const Six s{vec(), vec(), vec(), vec(), vec(), vec()};
    ASSERT_TRUE(check(s, t)) << i;
  }
  report(t);
  EXPECT_GT(t.narrow, 100);
  EXPECT_GT(t.wide, 1000);
  EXPECT_GT(t.fallback, 1000);
}

// The edges of the window: every coordinate +-(2^53 - 1) 2^(L - 53) (the
// largest magnitude below 2^L) but one, 1 or -1, which sets the lowest bit at
// 2^0; L = 61 (the narrow tier's edge), 62, 125 (the wide tier's edge) and 126
// (outside: the expansion answers). Random signs reach the bounds' extremes.
TEST(FixedTriple, AtAndJustOutsideTheWindow) {
  rng().seed(20261205);
  for (int width : {61, 62, 125, 126}) {
    Tally t;
    const double big = std::ldexp(0x1.fffffffffffffp-1, width);
    for (int i = 0; i < 20000; ++i) {
      auto c = [&] { return rng()() % 2 ? big : -big; };
      Six s{{c(), c(), c()}, {c(), c(), c()}, {c(), c(), c()}, {c(), c(), c()}, {c(), c(), c()}, {c(), c(), c()}};
      Vec3& p = *std::array<Vec3*, 6>{&s.w0, &s.w1, &s.x0, &s.x1, &s.y0, &s.y1}[rng()() % 6];
      (rng()() % 2 ? p.x : p.z) = rng()() % 2 ? 1.0 : -1.0;
      ASSERT_EQ(window_bits(s), width);
      ASSERT_TRUE(check(s, t)) << width << " " << i;
    }
    report(t);
    EXPECT_EQ(t.narrow, width <= 61 ? 20000 : 0) << width;
    EXPECT_EQ(t.wide, width > 61 && width <= 125 ? 20000 : 0) << width;
    EXPECT_EQ(t.fallback, width > 125 ? 20000 : 0) << width;
  }
}

}  // namespace
}  // namespace plumb
