// Dyadic128 (kernels/detail/dyadic128.h), the exact stage's first attempt,
// against BigNumber (exact_number.h, itself checked against the oracle in
// stages_test.cpp): wherever Dyadic128 says its value fits, the sign and the
// correctly rounded value are BigNumber's, bit for bit; where a step does not
// fit it must say so.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>

#include "kernels/detail/dyadic128.h"
#include "kernels/detail/pair_signs.h"
#include "kernels/detail/polynomial.h"

namespace plumb {
namespace {

using detail::BigNumber;
using detail::Dyadic128;

bool same(detail::Scaled a, detail::Scaled b) {
  return std::bit_cast<std::uint64_t>(a.mantissa) == std::bit_cast<std::uint64_t>(b.mantissa) &&
         (a.mantissa == 0.0 || a.exponent == b.exponent);
}

// A degree-6 polynomial in twelve coordinates: the (p1 q1, p2 q2) pair
// numerator of segment_segment_closest3 (degree 4) times a squared length.
struct Degree6 {
  Vec3 p1, q1, p2, q2;
  template <class N>
  auto operator()() const {
    const auto d = detail::diff3<N>(p1, q1);
    return detail::cross_dot<N>(p1, q1, p2, q2, p2, q2, p2, p1) * detail::dot(d, d);
  }
};

struct Outcome {
  int fitted = 0, lost = 0;
};

// Compares the two number types on one polynomial; counts which stage answered.
template <class F>
void compare(const F& f, Outcome& out) {
  const Dyadic128 v = f.template operator()<Dyadic128>();
  const auto big = f.template operator()<BigNumber<1>>();
  if (v.lost()) {
    ++out.lost;
    return;
  }
  ++out.fitted;
  ASSERT_EQ(v.sign(), big.sign());
  ASSERT_TRUE(same(v.to_scaled(), big.to_scaled()))
      << v.to_scaled().mantissa << " 2^" << v.to_scaled().exponent << " vs " << big.to_scaled().mantissa << " 2^"
      << big.to_scaled().exponent;
}

// Grid points (integers in [-r, r]) moved together to a binade 2^k, one
// coordinate in a hundred a few ULPs off the grid and one far from the origin
// by a whole number: the
// exactly and nearly degenerate inputs that reach the exact stage.
struct GridDraw {
  std::mt19937_64 rng{20261207};
  double coordinate(int r, int k) {
    double x = std::ldexp(static_cast<double>(std::uniform_int_distribution<int>(-r, r)(rng)), k);
    const int kind = std::uniform_int_distribution<int>(0, 99)(rng);
    if (kind == 0) x = std::nextafter(x, rng() % 2 ? INFINITY : -INFINITY);
    if (kind == 1) x += std::ldexp(1.0, k + 30);  // far from the origin, exactly
    return x;
  }
  Vec3 point(int r, int k) { return {coordinate(r, k), coordinate(r, k), coordinate(r, k)}; }
};

TEST(Dyadic128, AgreesWithBigNumberOnGridPolynomials) {
  GridDraw draw;
  Outcome out;
  for (int i = 0; i < 40000; ++i) {
    const int r = 1 << std::uniform_int_distribution<int>(1, 12)(draw.rng);
    const int k = std::uniform_int_distribution<int>(-1070, 960)(draw.rng);
    const Degree6 f{draw.point(r, k), draw.point(r, k), draw.point(r, k), draw.point(r, k)};
    const detail::PairPolynomials pair{f.p1, f.q1, f.p2, f.q2};
    compare([&]<class N>() { return pair.s_star<N>(); }, out);
    compare([&]<class N>() { return pair.d<N>(); }, out);
    compare(f, out);
    if (HasFailure()) return;
  }
  // The grid inputs must mostly fit (else the stage is never used), and the
  // far or nudged ones must not always (else the lost path is never tested).
  EXPECT_GT(out.fitted, 60000) << out.lost;
  EXPECT_GT(out.lost, 1000) << out.fitted;
}

TEST(Dyadic128, AnyBitsFitOrSayTheyDoNot) {
  std::mt19937_64 rng(7);
  auto any = [&] {
    for (;;) {
      const double d = std::bit_cast<double>(rng());
      if (std::isfinite(d)) return d;
    }
  };
  Outcome out;
  for (int i = 0; i < 20000; ++i) {
    const double a = any(), b = any(), c = any(), d = std::ldexp(1.0, static_cast<int>(rng() % 2000) - 1000);
    compare([&]<class N>() { return (detail::num<N>(a) - detail::num<N>(b)) * detail::num<N>(c) + detail::num<N>(d); },
            out);
    compare([&]<class N>() { return detail::num<N>(a) * detail::num<N>(a) - detail::num<N>(b) * detail::num<N>(b); },
            out);
    if (HasFailure()) return;
  }
  EXPECT_GT(out.lost, 30000);
  EXPECT_GT(out.fitted, 100);  // mostly a * a - b * b with exponents close
}

// Rounding to 53 bits: ties to even and the sticky bit below the top 64 bits.
TEST(Dyadic128, RoundsAsBigNumberAtTiesAndStickyBits) {
  Outcome out;
  const double ones[] = {1.0, 0x1.fffffffffffffp0, 0x1.0000000000001p0, 3.0};
  for (double a : ones)
    for (int s = 0; s < 127; ++s)
      for (double low : {0.0, 1.0, -1.0, 0x1p-60}) {
        // a 2^s + low: a tie, just above or below one, or a sticky bit far down.
        const double big = std::ldexp(a, s);
        compare([&]<class N>() { return detail::num<N>(big) + detail::num<N>(low); }, out);
        compare([&]<class N>() { return detail::num<N>(big) * detail::num<N>(big) - detail::num<N>(low); }, out);
        if (HasFailure()) return;
      }
  EXPECT_GT(out.fitted, 1000);
}

TEST(Dyadic128, LostStaysLost) {
  const double odd = 0x1.fffffffffffffp0;  // 53 significant bits
  const auto x = Dyadic128::of(odd);
  const auto too_big = x * x * x;  // 159 bits
  EXPECT_TRUE(too_big.lost());
  EXPECT_TRUE((too_big * Dyadic128::of(0.0)).lost());
  EXPECT_TRUE((too_big - too_big + Dyadic128::of(1.0)).lost());
  EXPECT_FALSE((x * x).lost());
  // Far apart exponents do not fit one integer.
  EXPECT_TRUE((Dyadic128::of(0x1p900) + Dyadic128::of(0x1p-900)).lost());
  EXPECT_FALSE((Dyadic128::of(0x1p100) + Dyadic128::of(1.0)).lost());
}

}  // namespace
}  // namespace plumb
