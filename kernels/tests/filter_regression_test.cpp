// Inputs that once got a wrong exact decision from a double filter whose
// bound was short of the worst case: every rounding leaning one way, found by
// an adversarial search (a review of the derivations). Each is
// checked against the oracle, so a bound cut back below the worst case fails
// here even where the property suites' random draws would not reach it.
#include <gtest/gtest.h>

#include "kernels/circle_contact.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/product_sum.h"
#include "plumb/plumb.h"
#include "oracle/crossing.h"
#include "oracle/exact.h"

namespace plumb {
namespace {

// circle_segment.h, interior_sign: the cross product's last rounding (u |cross|,
// which kFilterBound leaves out) was not charged, so the square's error was
// taken as u cross^2 instead of 3u cross^2. The coordinate differences here are
// exact half-ULP ties and the products round by nearly half an ULP: the disc
// overlaps the segment (dist^2 - r^2 = -5.0e-18) but the value came out 7 ULPs
// positive, just above the short bound.
TEST(FilterRegression, CircleSegmentCrossProductLastRounding) {
  const Segment s{{0x1p-53, -0x1.68a51b3cc5a3p+3}, {0x1.000057e745a62p+0, 0x1.a5e23af95e995p+5}};
  const Circle circles[] = {{{-0x1.01e166df60843p-10, 0x1.4bafd77214fd7p+4}, 0x1.0074b72854d9ap-1},
                            {{-0x1.01dceb85a466bp-10, 0x1.4bafd77214fd7p+4}, 0x1.0074b4eab9e76p-1}};
  for (const Circle& c : circles) {
    ASSERT_TRUE(oracle::circle_segment_intersect(c, s));
    EXPECT_TRUE(circle_segment_intersect(c, s));
    EXPECT_TRUE(circle_segment_contact(c, s).has_value());
  }
}

// Stage 1 of a value (form.h, stage1_accepts): kFilterBound P and
// kSumValueBound<K> P are sign bounds, which leave out the last addition's
// rounding (it cannot change a sign). Accepting a value when that bound alone
// was within 8u of it let the value err by up to 9u of itself, beyond the 8u /
// (1 - 8u) the derivations take from it. Here every rounding leans the same
// way: the differences a and b round down by nearly half an ULP and c and d up,
// the product AB down and CD up, and AB - CD down, with AB / CD just above
// 11 / 5, where the bound is 8u of the value. The value came out 8.16u from
// exact (found by a directed random search).
TEST(FilterRegression, FormValueChargesTheLastRounding) {
  const double a1 = 0x1.001907dd6d31ap+0, a0 = -0x1.fffffep-54, b1 = 0x1.0002ad2cf6c46p+0, b0 = -0x1.fffffffp-54;
  const double c1 = 0x1.001c5cd66a978p+0, c0 = -0x1.0000004p-53, d1 = 0x1.d164c8d0de80dp-2, d0 = -0x1.00000008p-55;
  using oracle::exact;
  const oracle::Rational want =
      (exact(a1) - exact(a0)) * (exact(b1) - exact(b0)) - (exact(c1) - exact(c0)) * (exact(d1) - exact(d0));
  auto relative_error = [&](detail::Scaled v) {
    oracle::Rational e = (exact(detail::to_double(v)) - want) / want;  // v is near 1/2: a normal double
    return e < 0 ? oracle::Rational(-e) : e;
  };
  // 8u / (1 - 8u) = 8 / (2^53 - 8).
  const oracle::Rational budget(8, (boost::multiprecision::mpz_int(1) << 53) - 8);
  auto in_u = [](const oracle::Rational& e) { return static_cast<double>(e) * 0x1p53; };
  const oracle::Rational form = relative_error(detail::form_value({a1, a0, b1, b0, c1, c0, d1, d0, -1.0}));
  EXPECT_LE(form, budget) << "form_value: " << in_u(form) << "u from exact";
  // The same as a sum of two products, the second difference of the subtracted
  // term reversed (exact).
  const detail::ProductSum<2> sum{{a1, c0}, {a0, c1}, {b1, d1}, {b0, d0}};
  const oracle::Rational two = relative_error(detail::sum_value(sum));
  EXPECT_LE(two, budget) << "sum_value: " << in_u(two) << "u from exact";
}

}  // namespace
}  // namespace plumb
