// WideBounded (kernels/detail/wide_bounded.h), the filter stage for input
// outside double's range, against BigNumber (exact_number.h, itself checked
// against the oracle in stages_test.cpp): wherever its bound settles a sign,
// the sign is BigNumber's; and the kernels' signs with the stage in place
// (polynomial_sign, PairSigns, sum_sign) are BigNumber's on every input
// class that reaches it.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

#include "kernels/detail/pair_signs.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/product_sum.h"
#include "kernels/detail/wide_bounded.h"

namespace plumb {
namespace {

using detail::BigNumber;
using detail::WideBounded;

struct Tally {
  int settled = 0, open = 0, zeros = 0;  // zeros: settled as exactly 0
};

// The stage alone: a settled sign must be the exact one.
template <class F>
void compare(const F& f, Tally& t) {
  const int exact = f.template operator()<BigNumber<1>>().sign();
  const int wide = detail::settled_sign(f.template operator()<WideBounded>());
  if (wide == 2) {
    ++t.open;
  } else {
    ++t.settled;
    if (wide == 0) ++t.zeros;
    ASSERT_EQ(wide, exact);
  }
  // And the whole staged evaluation (whichever stages it takes).
  ASSERT_EQ(detail::polynomial_sign(f), exact);
}

// Degree 4 and 6 polynomials of four points: segment_segment_closest3's
// numerators and the same times a squared length.
struct Points {
  Vec3 p1, q1, p2, q2;
};

template <class Draw>
void compare_all(Draw&& draw, int n, Tally& t) {
  for (int i = 0; i < n; ++i) {
    const Points P{draw(), draw(), draw(), draw()};
    const detail::PairPolynomials pair{P.p1, P.q1, P.p2, P.q2};
    compare([&]<class N>() { return pair.s_star<N>(); }, t);
    compare([&]<class N>() { return pair.t_star_minus_d<N>(); }, t);
    compare(
        [&]<class N>() {
          const auto d = detail::diff3<N>(P.p1, P.q1);
          return pair.d<N>() * detail::dot(d, d);
        },
        t);
    // A sum of three products (product_sum.h), exactly signed by sum_sign.
    const detail::ProductSum<3> s{{P.p1.x, P.p1.y, P.p1.z}, {P.q1.x, P.q1.y, P.q1.z}, {P.p2.x, P.p2.y, P.p2.z},
                                  {P.q2.x, P.q2.y, P.q2.z}};
    ASSERT_EQ(detail::sum_sign(s), detail::exact_sum(s).sign());
    if (::testing::Test::HasFailure()) return;
  }
}

std::mt19937_64& rng() {
  static std::mt19937_64 r(20261207);
  return r;
}
int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng()); }

double any_finite() {
  for (;;) {
    const double d = std::bit_cast<double>(rng()());
    if (std::isfinite(d)) return d;
  }
}

// Random bit patterns: mostly huge or tiny, exponents spread over the whole
// range. The stage must settle nearly all of them (else it is never worth
// its cost) and never wrongly.
TEST(WideBounded, SettlesAnyBitsAsBigNumber) {
  Tally t;
  compare_all([] { return Vec3{any_finite(), any_finite(), any_finite()}; }, 3000, t);
  EXPECT_GT(t.settled, 8000) << t.open;
}

// 53-bit coordinates in one binade pair near the ends of the range (the
// largest doubles, the subnormals) and with exponents about 1000 apart, the
// span where a sum's smaller operand is dropped into the bound.
TEST(WideBounded, SettlesExtremeAndSplitBinadesAsBigNumber) {
  Tally t;
  for (int lo : {-1074, -1060, -1000, 900, 1000, 1010}) {
    compare_all(
        [lo] {
          auto c = [lo] {
            const double m = std::ldexp(static_cast<double>(rng()() >> 11), -52);  // [0, 2)
            const double x = std::ldexp(m, std::min(1023, lo + uniform(0, 13)));
            return uniform(0, 1) != 0 ? -x : x;
          };
          return Vec3{c(), c(), c()};
        },
        300, t);
  }
  for (int gap = 990; gap <= 1010; ++gap) {
    compare_all(
        [gap] {
          auto c = [gap] {
            const double m = 1.0 + std::ldexp(static_cast<double>(rng()() >> 11), -53);
            const double x = std::ldexp(m, uniform(0, 1) != 0 ? 0 : -gap);
            return uniform(0, 1) != 0 ? -x : x;
          };
          return Vec3{c(), c(), c()};
        },
        40, t);
  }
  EXPECT_GT(t.settled, 4000) << t.open;
}

// Exactly and nearly degenerate input at the ends of the range: grid points
// scaled to 2^k, some a few ULPs off the grid. Grid input has few
// significant bits, so every step is exact and its 0 is settled as 0; a
// value a few ULPs of its terms from 0 is where a bound too small by a factor
// shows as a wrong sign.
TEST(WideBounded, NeverSettlesDegenerateInputWrongly) {
  Tally t;
  for (int i = 0; i < 4000; ++i) {
    const int k = uniform(0, 1) != 0 ? uniform(-1074, -900) : uniform(900, 1016);
    auto grid = [] { return Vec3{double(uniform(-4, 4)), double(uniform(-4, 4)), double(uniform(-4, 4))}; };
    Points P{grid(), grid(), grid(), grid()};
    if (uniform(0, 1) != 0) P.q2 = {P.p2.x + 2 * (P.q1.x - P.p1.x), P.p2.y + 2 * (P.q1.y - P.p1.y), P.p2.z + 2 * (P.q1.z - P.p1.z)};  // parallel: n = 0
    for (Vec3* v : {&P.p1, &P.q1, &P.p2, &P.q2})
      for (double* x : {&v->x, &v->y, &v->z}) {
        *x = std::ldexp(*x, k);
        if (uniform(0, 15) == 0) *x = std::nextafter(*x, uniform(0, 1) != 0 ? INFINITY : -INFINITY);
      }
    const detail::PairPolynomials pair{P.p1, P.q1, P.p2, P.q2};
    compare([&]<class N>() { return pair.s_star<N>(); }, t);
    compare([&]<class N>() { return pair.d<N>(); }, t);
    compare([&]<class N>() { return pair.s_star<N>() + pair.s_star_minus_d<N>(); }, t);
    if (HasFailure()) return;
  }
  EXPECT_GT(t.zeros, 1000) << t.settled << " " << t.open;  // the exact zeros, without the exact stage
  EXPECT_GT(t.open, 100) << t.settled;                        // the nudged ones with wide products
}

// The bound's factor: x x - y y with x = 1 + 2^-j, y = 1 exactly is 2^(1-j)
// + 2^-2j. A settled sign must be right for every j; j up to about 50 (a
// value well above u) must settle at any binade; beyond 53, x is y and the
// value exactly 0, every step exact.
TEST(WideBounded, SettlesExactlyTheValuesAboveItsRounding) {
  for (int binade : {-1074 + 60, -600, 0, 600, 1023 - 60}) {
    for (int j = 1; j <= 60; ++j) {
      for (double sign : {1.0, -1.0}) {
        const double y = std::ldexp(1.0, binade), x = std::ldexp(1.0 + sign * std::ldexp(1.0, -j), binade);
        const auto f = [&]<class N>() { return detail::num<N>(x) * detail::num<N>(x) - detail::num<N>(y) * detail::num<N>(y); };
        const int wide = detail::settled_sign(f.template operator()<WideBounded>());
        const int exact = f.template operator()<BigNumber<1>>().sign();
        if (wide != 2) {
          EXPECT_EQ(wide, exact) << binade << " " << j;
        }
        if (j <= 50) {
          EXPECT_NE(wide, 2) << binade << " " << j;
        }
        if (j >= 54) {
          EXPECT_EQ(wide, 0) << binade << " " << j;  // x rounds to y: exactly 0, every step exact
        }
      }
    }
  }
}

// Every rounding is in the bound: f = x y - fl(x y) - w and f = x + y -
// fl(x + y) - w, with w far below the rounding error (2^-70 of the result)
// but far above the bound's floor. The stage evaluates fl(x y) - fl(x y) = 0
// and then -w exactly, so only the product's (or sum's) own rounding term
// keeps it from settling the sign of -w, which is wrong whenever the rounding
// error has the other sign: a bound that leaves that term out fails here.
TEST(WideBounded, EachRoundingIsInTheBound) {
  int open = 0;
  for (int i = 0; i < 20000; ++i) {
    auto c = [] {
      const double m = 1.0 + std::ldexp(static_cast<double>(rng()() >> 11), -53);
      return std::ldexp(uniform(0, 1) != 0 ? -m : m, uniform(-400, 400));
    };
    const double x = c(), y = std::ldexp(c(), -uniform(0, 80));
    const bool product = (i % 2) == 0;
    const double r = product ? x * y : x + y;
    if (r == 0.0) continue;
    const double w = std::ldexp(r, -70 - uniform(0, 20));
    const auto f = [&]<class N>() {
      using detail::num;
      return (product ? num<N>(x) * num<N>(y) : num<N>(x) + num<N>(y)) - num<N>(r) - num<N>(w);
    };
    const int wide = detail::settled_sign(f.template operator()<WideBounded>());
    const int exact = f.template operator()<BigNumber<1>>().sign();
    if (wide == 2) {
      ++open;
    } else {
      ASSERT_EQ(wide, exact) << (product ? "product " : "sum ") << x << " " << y;
    }
  }
  EXPECT_GT(open, 15000);  // nearly all: only an exact result settles -w
}

// A product is taken as exact when its factors' significant bits sum to at
// most 53. Factors of wa and wb bits (odd significands, random binades) with
// wa + wb from 50 to 56, in f = x y - fl(x y) - w, w far below the product's
// rounding: with the width check right, 53 and less settle (exactly, as
// -w), more stay open unless the product happens to round exactly; a check
// off by one or two bits claims exact a product that rounded and settles
// the sign of -w, wrong for about half of them.
TEST(WideBounded, ProductWidthBoundary) {
  int exact_settled = 0;
  for (int i = 0; i < 20000; ++i) {
    auto odd = [](int bits) {  // an odd integer of exactly `bits` bits, at a random binade
      std::uint64_t m = (rng()() >> (64 - bits)) | (std::uint64_t{1} << (bits - 1)) | 1;
      const double x = std::ldexp(static_cast<double>(m), uniform(-300, 300));
      return uniform(0, 1) != 0 ? -x : x;
    };
    const int total = uniform(50, 56), wa = uniform(total - 53 > 1 ? total - 53 : 1, 53 < total - 1 ? 53 : total - 1);
    const double x = odd(wa), y = odd(total - wa), r = x * y, w = std::ldexp(r, -70);
    const auto f = [&]<class N>() {
      using detail::num;
      return num<N>(x) * num<N>(y) - num<N>(r) - num<N>(w);
    };
    const int wide = detail::settled_sign(f.template operator()<WideBounded>());
    const int exact = f.template operator()<BigNumber<1>>().sign();
    if (wide != 2) {
      ASSERT_EQ(wide, exact) << wa << " + " << total - wa << " bits: " << x << " " << y;
    }
    if (total <= 53) {
      ASSERT_NE(wide, 2) << wa << " + " << total - wa;
      ++exact_settled;
    }
  }
  EXPECT_GT(exact_settled, 5000);
}

// The largest and smallest magnitudes convert exactly and multiply without
// overflow: DBL_MAX^4 and the least subnormal^4 keep their signs.
TEST(WideBounded, ExtremeMagnitudes) {
  for (double x : {0x1.fffffffffffffp1023, 0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp-1023}) {
    const WideBounded w = WideBounded::of(-x);
    EXPECT_EQ(std::ldexp(w.value, w.exponent), -x);
    EXPECT_EQ(w.error, 0.0);
    const WideBounded p = w * w * w * w;
    EXPECT_EQ(detail::settled_sign(p), 1);
    EXPECT_EQ(detail::settled_sign(p * w), -1);
  }
  EXPECT_EQ(detail::settled_sign(WideBounded::of(0.0)), 0);
  EXPECT_EQ(detail::settled_sign(WideBounded::of(std::nan(""))), 2);
  EXPECT_EQ(detail::settled_sign(WideBounded::of(INFINITY) * WideBounded::of(1.0)), 2);
}

// Found by plumb check (order: ends and arguments (3D)) while the stage was
// written: 2^-1023 is not a normal power of two, so of(-0x1.8p+1023) needs its
// significand read from the bits.
TEST(WideBounded, RegressionLargestBinade) {
  const Vec3 p1{0, -0x1p+536, 0}, q1{-0x1p+566, 0, -0x1p+669}, p2{0, 0, -0x1.8p+1023}, q2{0, 0, 1};
  const detail::PairPolynomials pair{p1, q1, p2, q2};
  Tally t;
  compare([&]<class N>() { return pair.s_star<N>(); }, t);
  compare([&]<class N>() { return pair.s_star_minus_d<N>(); }, t);
  compare([&]<class N>() { return pair.t_star<N>(); }, t);
  compare([&]<class N>() { return pair.t_star_minus_d<N>(); }, t);
  EXPECT_EQ(t.settled, 4);
}

}  // namespace
}  // namespace plumb
