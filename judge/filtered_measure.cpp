#include "judge/filtered_measure.h"

#include <algorithm>
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
ScaleBounds coordinate_scale(double a, double b, const ScaleBounds& t_plus_m) {
  const Real m = 0x1p-1022L;
  const Real abs_a = a < 0 ? -Real(a) : Real(a);
  return ScaleBounds{abs_a, abs_a} + t_plus_m * abs_bounds(exact_difference(b, a)) + ScaleBounds{m, m};
}

}  // namespace

std::optional<ErrorBounds> point_error(Vec2 fast, const Segment& s, const Quotient& t, const Quotient& x,
                                       const Quotient& y) {
  const ScaleBounds t_plus_m = abs_bounds(t) + ScaleBounds{0x1p-1022L, 0x1p-1022L};
  const auto ex = scaled_error(fast.x, x, coordinate_scale(s.a.x, s.b.x, t_plus_m));
  const auto ey = scaled_error(fast.y, y, coordinate_scale(s.a.y, s.b.y, t_plus_m));
  if (!ex || !ey) return std::nullopt;
  return ErrorBounds{std::max(ex->low, ey->low), std::max(ex->high, ey->high)};
}

}  // namespace plumb::measure::filtered
