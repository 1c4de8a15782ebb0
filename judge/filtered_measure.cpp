#include "judge/filtered_measure.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string_view>

namespace plumb::measure::filtered {

using namespace oracle::filtered;

bool enabled() {
  static const bool on = [] {
    const char* v = std::getenv("PLUMB_ORACLE");
    return v == nullptr || std::string_view(v) != "rational";
  }();
  return on;
}

namespace {

// u (|a| + (|t| + m) |b - a| + m) per coordinate, m = 2^-1022 (kPointScale), as bounds:
// in the extended format, every operation on non-negative bounds rounded
// outward by up and down (one rounding of at most 2^-64 each). |b - a| is
// hi + lo exactly (TwoSum), so |hi| -+ |lo| bound it.
ScaleBounds coordinate_scale(double a, double b, const ScaleBounds& t_plus_m) {
  const Real m = 0x1p-1022L;
  const Real abs_a = a < 0 ? -Real(a) : Real(a);
  const double s = b - a, bb = s - b;
  const double e = (b - (s - bb)) + (-a - bb);  // b - a = s + e exactly (TwoSum)
  Real d_low = 0, d_high = 0;
  if (std::isfinite(s) && std::isfinite(e)) {
    const Real hi = std::fabs(Real(s)), lo = std::fabs(Real(e));
    d_low = std::max(Real(0), down(hi - lo));
    d_high = up(hi + lo);
  } else {  // the difference overflows a double: the enclosure carries an exponent
    const ScaleBounds d = abs_bounds(exact_difference(b, a));
    d_low = d.low;
    d_high = d.high;
  }
  return ScaleBounds{down(down(abs_a + down(t_plus_m.low * d_low)) + m), up(up(abs_a + up(t_plus_m.high * d_high)) + m)};
}

}  // namespace

std::optional<ErrorBounds> point_error(Vec2 fast, const Segment& s, const Quotient& t, const Quotient& x,
                                       const Quotient& y) {
  const ScaleBounds abs_t = abs_bounds(t);
  const ScaleBounds t_plus_m{down(abs_t.low + 0x1p-1022L), up(abs_t.high + 0x1p-1022L)};
  const auto ex = scaled_error(fast.x, x, coordinate_scale(s.a.x, s.b.x, t_plus_m));
  const auto ey = scaled_error(fast.y, y, coordinate_scale(s.a.y, s.b.y, t_plus_m));
  if (!ex || !ey) return std::nullopt;
  return ErrorBounds{std::max(ex->low, ey->low), std::max(ex->high, ey->high)};
}

}  // namespace plumb::measure::filtered
