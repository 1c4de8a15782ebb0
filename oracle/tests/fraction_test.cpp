// Plumb: the error measures on unreduced fractions (oracle/fraction_error.h)
// return exactly the doubles the Rational measures (oracle/error.h) return,
// for the same exact values: random numerators and denominators of the sizes
// the dyadic stage makes, scales 2^k from the subnormal range to past
// DBL_MAX, computed doubles near the value (a few ULPs, so the measures are
// small and their rounding matters) and far from it, zeros and signs; and
// the fractions' arithmetic is exact.
// Self-contained: GoogleTest + oracle.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>

#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/fraction.h"
#include "oracle/fraction_error.h"

namespace {

using namespace plumb;
namespace dy = plumb::oracle::dyadic;
using dy::Fraction;
using dy::Integer;
using oracle::Rational;

struct Draw {
  std::mt19937_64 rng{20261207};

  // An integer of up to `bits` bits, either sign (den: positive, non-zero).
  Integer integer(int bits, bool positive) {
    Integer v(0);
    const int n = std::uniform_int_distribution<int>(1, bits)(rng);
    for (int i = 0; i < n; i += 64) v = (v << 64) + Integer(rng());
    v >>= static_cast<unsigned>((n + 63) / 64 * 64 - n);
    if (positive) return v + 1;
    return rng() & 1 ? Integer(-v) : v;
  }
  long scale() { return std::uniform_int_distribution<long>(-1200, 1100)(rng); }
  Fraction fraction() {
    const int bits = rng() & 1 ? 120 : 420;
    return Fraction{integer(bits, false), integer(bits, true), scale()};
  }
  // A double near the fraction's value (a few ULPs off, or exactly its
  // rounding), or anywhere.
  double near(const Fraction& q) {
    const double r = oracle::round_to_double(dy::to_rational(q));
    switch (rng() % 4) {
      case 0: return r;
      case 1: return std::nextafter(r, std::numeric_limits<double>::infinity());
      case 2: {
        double v = r;
        for (int i = int(rng() % 40); i > 0; --i) v = std::nextafter(v, -std::numeric_limits<double>::infinity());
        return v;
      }
      default:
        for (;;) {
          const double d = std::bit_cast<double>(rng());
          if (std::isfinite(d)) return d;
        }
    }
  }
};

TEST(Fraction, ArithmeticIsExact) {
  Draw d;
  for (int i = 0; i < 2000; ++i) {
    const Fraction p = d.fraction(), q = d.fraction();
    const Rational rp = dy::to_rational(p), rq = dy::to_rational(q);
    EXPECT_EQ(dy::to_rational(p + q), Rational(rp + rq));
    EXPECT_EQ(dy::to_rational(p - q), Rational(rp - rq));
    EXPECT_EQ(dy::to_rational(p * q), Rational(rp * rq));
    EXPECT_EQ(dy::to_rational(dy::abs(p)), rp < 0 ? Rational(-rp) : rp);
  }
  for (const double v : {0.0, -0.0, 1.0, -3.5, 0x1p-1074, -0x1.fffffffffffffp1023, 0x1.8p-1022})
    EXPECT_EQ(dy::to_rational(dy::fraction(v)), oracle::exact(v)) << v;
}

TEST(Fraction, UlpErrorEqualsTheRationalMeasure) {
  Draw d;
  long nonzero = 0;
  for (int i = 0; i < 20000; ++i) {
    const Fraction q = i % 50 == 0 ? Fraction{} : d.fraction();
    const double c = d.near(q);
    const double want = oracle::ulp_error(c, dy::to_rational(q));
    ASSERT_EQ(oracle::ulp_error(c, q), want) << i;
    nonzero += want != 0 && want < 64;
  }
  EXPECT_GT(nonzero, 1000);  // the near draws give small, non-zero measures
  const Fraction one{Integer(1), Integer(1), 0};
  EXPECT_EQ(oracle::ulp_error(std::numeric_limits<double>::quiet_NaN(), one), std::numeric_limits<double>::infinity());
}

TEST(Fraction, ScaledErrorEqualsTheRationalMeasure) {
  Draw d;
  for (int i = 0; i < 20000; ++i) {
    const Fraction q = d.fraction();
    Fraction scale = dy::abs(d.fraction());
    if (i % 97 == 0) scale = Fraction{};
    const double c = d.near(q);
    ASSERT_EQ(oracle::scaled_error(c, q, scale), oracle::scaled_error(c, dy::to_rational(q), dy::to_rational(scale)))
        << i;
  }
  const Fraction minus_one{Integer(-1), Integer(1), 0};
  EXPECT_THROW(oracle::scaled_error(1.0, minus_one, minus_one), std::domain_error);
}

// The square root's measure: squares drawn as fractions, and squares of
// doubles (times den / den: the exact-root case), computed values around the
// root (its rounding, a few ULPs off, zero, far off).
TEST(Fraction, UlpErrorSqrtEqualsTheRationalMeasure) {
  Draw d;
  long exact_roots = 0;
  for (int i = 0; i < 20000; ++i) {
    Fraction q = dy::abs(d.fraction());
    double c = 0.0;
    if (i % 50 == 0) q = Fraction{};
    if (i % 5 == 1) {  // q = c^2 exactly, over an unreduced denominator
      c = std::ldexp(double(d.rng() >> 11), int(d.rng() % 1000) - 560);
      const Fraction fc = dy::fraction(c);
      q = Fraction{Integer(fc.num * fc.num * q.den), q.den, 2 * fc.k};
    } else {
      const Rational rq = dy::to_rational(q);
      const double r = oracle::sqrt_rounded(rq);
      const double far = d.near(q);
      const double pick[] = {r, std::nextafter(r, 0.0), std::nextafter(r, INFINITY), 0.0, far, -r};
      c = pick[d.rng() % 6];
    }
    const double want = oracle::ulp_error_sqrt(c, dy::to_rational(q));
    ASSERT_EQ(std::bit_cast<std::uint64_t>(oracle::ulp_error_sqrt(c, q)), std::bit_cast<std::uint64_t>(want)) << i;
    exact_roots += want == 0.0 && c != 0.0;
  }
  EXPECT_GT(exact_roots, 1000);  // the exact-root test was taken
  EXPECT_EQ(oracle::ulp_error_sqrt(INFINITY, Fraction{}), std::numeric_limits<double>::infinity());
  EXPECT_THROW(oracle::ulp_error_sqrt(1.0, Fraction{Integer(-1), Integer(1), 0}), std::domain_error);
}

// to_double reads the value only: the same double as boost's conversion of
// the reduced rational, for reduced and unreduced integers (a common factor,
// odd or a power of two), quotients rounded to nearest and exact halves
// (ties), results normal, subnormal (rounded twice), zero after underflow
// and infinite after overflow.
TEST(Fraction, ToDoubleIsTheRationalsConversion) {
  Draw d;
  long subnormal = 0, overflow = 0, ties = 0;
  const auto expect_same = [&](const Fraction& q, int i) {
    const double want = static_cast<double>(dy::to_rational(q));
    const double got = dy::to_double(q);
    ASSERT_EQ(std::bit_cast<std::uint64_t>(got), std::bit_cast<std::uint64_t>(want)) << i << ": " << want;
    subnormal += want != 0 && std::fabs(want) < 0x1p-1022;
    overflow += std::isinf(want);
  };
  for (int i = 0; i < 20000; ++i) {
    Fraction q = d.fraction();
    q.k = std::uniform_int_distribution<long>(-1600, 1400)(d.rng);
    if (i % 3 == 0) {  // a common factor: not reduced
      const Integer f = i % 2 ? d.integer(90, true) : Integer(Integer(1) << int(d.rng() % 70));
      q.num *= f;
      q.den *= f;
    }
    expect_same(q, i);
  }
  // Exact halves between doubles: 53 + 1 significant bits over a power of two,
  // at normal and subnormal scales (ties to even, and double rounding).
  for (int i = 0; i < 4000; ++i) {
    const Integer m = (Integer(1) << 53) + Integer(d.rng() >> 11);  // 54 bits
    const Integer odd = d.integer(40, true) * 2 + 1;
    const long k = std::uniform_int_distribution<long>(-1140, 1000)(d.rng);
    expect_same(Fraction{Integer(m * odd), odd, k}, i);
    expect_same(Fraction{Integer(-m), Integer(1) << 7, k}, i);
    ++ties;
  }
  for (const Fraction& q : {Fraction{}, Fraction{Integer(0), Integer(12), -5}, Fraction{Integer(3), Integer(1), -1076},
                            Fraction{Integer(1), Integer(1), -1075}, Fraction{Integer(1), Integer(1), 1024},
                            Fraction{Integer(-1), Integer(3), 0}})
    expect_same(q, -1);
  EXPECT_GT(subnormal, 100);
  EXPECT_GT(overflow, 100);
  EXPECT_GT(ties, 0);
}

TEST(Fraction, UlpExponentIsTheBinadesUlp) {
  Draw d;
  for (int i = 0; i < 20000; ++i) {
    const Fraction q = d.fraction();
    const long k = oracle::ulp_exponent(q);
    if (k < 1000) {
      EXPECT_EQ(std::ldexp(1.0, int(k)), oracle::ulp_of(dy::to_rational(q))) << i;
    }
  }
  // Exactly at a power of two, and just below one.
  EXPECT_EQ(oracle::ulp_exponent(Fraction{Integer(8), Integer(4), 3}), 4 - 52);
  EXPECT_EQ(oracle::ulp_exponent(Fraction{Integer(7), Integer(4), 3}), 3 - 52);
  EXPECT_EQ(oracle::ulp_exponent(Fraction{Integer(1), Integer(1), -1074}), -1074);
}

}  // namespace
