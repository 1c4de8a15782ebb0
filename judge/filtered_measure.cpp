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

// u (|a| + (|t| + m) |b - a| + m) per coordinate, m = 2^-1022 (kPointScale), as bounds.
// In doubles: |b - a| is s + e exactly (TwoSum), so |s| -+ |e| bound it
// (each rounded once; |e| <= u |s|, no cancellation); with the bounds of |t|
// rounded to doubles, every term is non-negative and the scale takes six
// roundings of at most u each, and a product's underflow loses at most
// 2^-1075 <= u m: (1 + u)^7 < 1 + 2^-50, so the factors 1 -+ 2^-48
// (rounded) bound it. A non-finite result (a difference or scale past
// DBL_MAX) takes the extended-format bounds instead.
ScaleBounds coordinate_scale(double a, double b, const ScaleBounds& abs_t) {
  constexpr double m = 0x1p-1022;
  const double s = b - a, bb = s - b;
  const double e = (b - (s - bb)) + (-a - bb);  // b - a = s + e exactly
  const double abs_a = std::fabs(a);
  const double low = (abs_a + (static_cast<double>(abs_t.low) + m) * (std::fabs(s) - std::fabs(e)) + m) * (1 - 0x1p-48);
  const double high = (abs_a + (static_cast<double>(abs_t.high) + m) * (std::fabs(s) + std::fabs(e)) + m) * (1 + 0x1p-48);
  if (std::isfinite(low) && std::isfinite(high) && std::isfinite(e)) return ScaleBounds{low, high};
  const ScaleBounds d = abs_bounds(exact_difference(b, a));
  const ScaleBounds t_plus_m{down(abs_t.low + m), up(abs_t.high + m)};
  return ScaleBounds{down(down(Real(abs_a) + down(t_plus_m.low * d.low)) + m),
                     up(up(Real(abs_a) + up(t_plus_m.high * d.high)) + m)};
}

}  // namespace

std::optional<ErrorBounds> point_error(Vec2 fast, const Segment& s, const Quotient& t, const Quotient& x,
                                       const Quotient& y) {
  const ScaleBounds abs_t = abs_bounds(t);
  const auto ex = scaled_error(fast.x, x, coordinate_scale(s.a.x, s.b.x, abs_t));
  const auto ey = scaled_error(fast.y, y, coordinate_scale(s.a.y, s.b.y, abs_t));
  if (!ex || !ey) return std::nullopt;
  return ErrorBounds{std::max(ex->low, ey->low), std::max(ex->high, ey->high)};
}

}  // namespace plumb::measure::filtered
