// Closeness of two answers when one of them is infinite.
//
// A "within k ULPs" comparison scales its tolerance by the larger magnitude;
// with an infinite value that tolerance is infinite too, and every finite
// answer would pass against +inf -- a check that cannot fail. Near the
// overflow threshold, though, rounding does decide between DBL_MAX and +inf
// (the exact value may lie just above or just below 2^1024 - 2^970), so a
// finite answer within k ULPs of DBL_MAX (ULPs of its binade, 2^971) of the
// same sign is close to that infinity; nothing else is.
#pragma once

#include <cmath>
#include <limits>

namespace plumb::check {

/// For got or want infinite: whether they are the same infinity, or one is
/// finite, of the other's sign and within `ulps` ULPs (2^971 each) of
/// DBL_MAX. Takes: any doubles (NaN: false), ulps >= 0.
inline bool close_to_overflow(double got, double want, double ulps) {
  if (got == want) return true;
  const bool got_inf = std::isinf(got);
  const double inf = got_inf ? got : want, other = got_inf ? want : got;
  if (!std::isinf(inf) || !std::isfinite(other)) return false;
  return std::signbit(other) == std::signbit(inf) &&
         std::fabs(other) >= std::numeric_limits<double>::max() - ulps * 0x1p971;
}

}  // namespace plumb::check
