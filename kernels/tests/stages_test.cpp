// The kernels' evaluation stages against the exact oracle, on inputs built to
// reach each stage: forms and sums of products whose value is a few ULPs from
// 0, spans of magnitudes from subnormal to near overflow, repeated points,
// exact ties. Each stage claims either the exact sign or a value within a
// bound (or the correctly rounded value); these tests hold them to it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

#include "kernels/plumb.h"
#include "kernels/plumb3d.h"
#include "oracle/exact.h"

namespace plumb {
namespace {

using oracle::Rational;

Rational pow2(int e) {
  return e >= 0 ? Rational(boost::multiprecision::mpz_int(1) << e)
                : Rational(1, boost::multiprecision::mpz_int(1) << -e);
}

Rational value_of(detail::Scaled s) { return oracle::exact(s.mantissa) * pow2(s.exponent); }

int sign_of(const Rational& q) { return q > 0 ? 1 : q < 0 ? -1 : 0; }

// The double nearest q (53 bits, ties to even, unbounded exponent), as a
// rational: what a correctly rounded Scaled must equal.
Rational nearest(const Rational& q, int exponent) {
  return oracle::exact(oracle::round_to_double(q * pow2(-exponent))) * pow2(exponent);
}

// Doubles of every kind: uniform, random bit patterns, wide exponents, small
// integers, zero, and ULPs around a base.
class Draw {
 public:
  explicit Draw(std::uint64_t seed) : rng_(seed) {}
  double any(double base) {
    std::uniform_real_distribution<double> u(-1, 1);
    switch (rng_() % 7) {
      case 0: return u(rng_);
      case 1: {
        const std::uint64_t b = rng_();
        double x = 0.0;
        std::memcpy(&x, &b, sizeof x);
        return std::isfinite(x) ? x : 1.0;
      }
      case 2: return std::ldexp(u(rng_), int(rng_() % 2098) - 1074);
      case 3: return base + std::ldexp(double(int(rng_() % 121) - 60), -52) * std::fabs(base);
      case 4: return std::ldexp(u(rng_), int(rng_() % 121) - 1060);
      case 5: return double(int(rng_() % 9) - 4);
      default: return 0.0;
    }
  }
  std::uint64_t next() { return rng_(); }

 private:
  std::mt19937_64 rng_;
};

Rational form_exact(const detail::Form& f) {
  using oracle::exact;
  const Rational A = exact(f.a1) - exact(f.a0), B = exact(f.b1) - exact(f.b0);
  const Rational C = exact(f.c1) - exact(f.c0), D = exact(f.d1) - exact(f.d0);
  return f.sigma > 0 ? Rational(A * B + C * D) : Rational(A * B - C * D);
}

// Forms near zero: the second product a copy of the first, one coordinate a
// few ULPs off; or arbitrary mixes.
detail::Form draw_form(Draw& d) {
  double v[8];
  const double base = d.any(0.5);
  for (double& x : v) x = d.any(base);
  if (d.next() % 3 == 0) {
    v[4] = v[0], v[5] = v[1], v[6] = v[2], v[7] = v[3];
    const int k = int(d.next() % 4);
    v[4 + k] = std::nextafter(v[4 + k], d.next() % 2 ? 1e308 : -1e308);
  }
  if (d.next() % 4 == 0) v[d.next() % 8] = v[d.next() % 8];
  return {v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], d.next() % 2 ? 1.0 : -1.0};
}

TEST(Stages, FormSignIsExact) {
  Draw d(1);
  for (int i = 0; i < 200000; ++i) {
    const detail::Form f = draw_form(d);
    ASSERT_EQ(detail::form_sign(f), sign_of(form_exact(f)))
        << std::hexfloat << f.a1 << " " << f.a0 << " " << f.b1 << " " << f.b0 << " " << f.c1 << " " << f.c0 << " "
        << f.d1 << " " << f.d0 << " " << f.sigma;
  }
}

// Beyond the filter form_value is the correctly rounded value, whichever
// stage (the certified double-double, 2b, the expansion, the big number)
// produced it; within it, at most 8u/(1 - 8u) off.
TEST(Stages, FormValueIsCorrectlyRoundedBeyondTheFilter) {
  Draw d(2);
  int beyond = 0;
  for (int i = 0; i < 100000; ++i) {
    const detail::Form f = draw_form(d);
    const Rational want = form_exact(f);
    const detail::Scaled got = detail::form_value(f);
    if (want == 0) {
      ASSERT_EQ(got.mantissa, 0.0);
      continue;
    }
    const detail::Filtered r = detail::filter(f);
    if (r.bound <= detail::kAcceptRelative * std::fabs(r.value)) {
      Rational error = (value_of(got) - want) / want;
      if (error < 0) error = -error;
      ASSERT_LE(error, Rational(9) * pow2(-53));
    } else {
      ++beyond;
      ASSERT_TRUE(value_of(got) == nearest(want, got.exponent)) << i;
    }
  }
  EXPECT_GT(beyond, 10000);  // the inputs do reach the later stages
}

TEST(Stages, RoundNearestBreaksTiesToEven) {
  using detail::expansion::round_nearest;
  const double tie_low[] = {0x1p-53, 1.0};
  EXPECT_EQ(round_nearest(2, tie_low), 1.0);
  const double tie_odd[] = {0x1p-53, 1.0 + 0x1p-52};
  EXPECT_EQ(round_nearest(2, tie_odd), 1.0 + 0x1p-51);
  const double below_tie[] = {-0x1p-60, 0x1p-53, 1.0};
  EXPECT_EQ(round_nearest(3, below_tie), 1.0);
  const double above_tie[] = {0x1p-60, 0x1p-53, 1.0};
  EXPECT_EQ(round_nearest(3, above_tie), 1.0 + 0x1p-52);
  const double under_power[] = {-0x1p-70, -0x1p-54, 1.0};  // the gap below 1 is half the gap above
  EXPECT_EQ(round_nearest(3, under_power), 1.0 - 0x1p-53);
  const double negative[] = {-0x1p-60, -0x1p-53, -1.0};
  EXPECT_EQ(round_nearest(3, negative), -1.0 - 0x1p-52);
}

// A sum of four products of differences: sign exact, value within its
// contract (9u), and correctly rounded beyond stage 1.
TEST(Stages, ProductSumSignAndValue) {
  Draw d(3);
  int beyond = 0;
  for (int i = 0; i < 60000; ++i) {
    detail::ProductSum<4> f{};
    const double base = d.any(0.5);
    for (int k = 0; k < 4; ++k) {
      f.x1[k] = d.any(base), f.x0[k] = d.any(base), f.y1[k] = d.any(base), f.y0[k] = d.any(base);
    }
    if (d.next() % 2 == 0) {  // nearly cancelling: the last two products copy the first two, negated
      for (int k = 0; k < 2; ++k) {
        f.x1[k + 2] = f.x0[k], f.x0[k + 2] = f.x1[k], f.y1[k + 2] = f.y1[k], f.y0[k + 2] = f.y0[k];
      }
      f.x1[3] = std::nextafter(f.x1[3], 1e308);
    }
    Rational want = 0;
    for (int k = 0; k < 4; ++k)
      want += (oracle::exact(f.x1[k]) - oracle::exact(f.x0[k])) * (oracle::exact(f.y1[k]) - oracle::exact(f.y0[k]));
    ASSERT_EQ(detail::sum_sign(f), sign_of(want)) << i;
    const detail::Scaled got = detail::sum_value(f);
    if (want == 0) {
      ASSERT_EQ(got.mantissa, 0.0) << i;
      continue;
    }
    Rational error = (value_of(got) - want) / want;
    if (error < 0) error = -error;
    ASSERT_LE(error, Rational(9) * pow2(-53)) << i;
    const detail::QuickSum q = detail::quick_sum(f);
    if (!detail::sum_value_settled<4>(q) && q.permanent >= 0x1p-900 && q.permanent <= 0x1p+900) {
      ++beyond;
      ASSERT_TRUE(value_of(got) == nearest(want, got.exponent)) << i;
    }
  }
  EXPECT_GT(beyond, 1000);
}

// The typed big number against the oracle, degree by degree, on the
// extremes of the range.
TEST(Stages, BigNumberArithmetic) {
  using detail::big_of;
  const double xs[] = {0.0, 1.0, -3.5, 0x1p-1074, -0x1.fffffffffffffp+1023, 1e-300, 7e300, 0x1.8p-1022, -0x1p+1000};
  for (double a : xs)
    for (double b : xs)
      for (double c : xs) {
        const auto v = (big_of(a) - big_of(b)) * (big_of(c) - big_of(a)) * (big_of(b) + big_of(c));  // degree 3
        const Rational want = (oracle::exact(a) - oracle::exact(b)) * (oracle::exact(c) - oracle::exact(a)) *
                              (oracle::exact(b) + oracle::exact(c));
        ASSERT_EQ(v.sign(), sign_of(want));
        if (want != 0) {
          const detail::Scaled s = v.to_scaled();
          ASSERT_TRUE(value_of(s) == nearest(want, s.exponent)) << a << " " << b << " " << c;
        }
      }
}

}  // namespace
}  // namespace plumb
