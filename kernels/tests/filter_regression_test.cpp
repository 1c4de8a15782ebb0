// Inputs that once got a wrong exact decision from a double filter whose
// bound was short of the worst case: every rounding leaning one way, found by
// an adversarial search (a review of the derivations, 2026-12-01). Each is
// checked against the oracle, so a bound cut back below the worst case fails
// here even where the property suites' random draws would not reach it.
#include <gtest/gtest.h>

#include "kernels/circle_contact.h"
#include "kernels/plumb.h"
#include "oracle/crossing.h"

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

}  // namespace
}  // namespace plumb
