// Plumb oracle, filtered path in 3D: the least of several values known by
// the first stage (filtered_fast.h), ties included.
//
// Method: take the value x_b of least midpoint. Every other x_j is either
// certified larger (x_j - x_b has a certified positive sign) or within
// its difference's reach of it: x_j >= x_b - S_j, S_j = |d.hi| + |d.lo| +
// certified_err(d) for d = x_j - x_b as computed. So the least value lies
// in [x_b - S, x_b], S = max S_j, and x_b's midpoint with its bound plus S
// encloses it. Two values that are equal exactly (a ray through a
// capsule's seam circle, a corner found from two sides) cost only their
// difference's tiny bound, where comparing them would fail.
// Why obviously correct: min_j x_j >= min(x_b, x_b - S) and <= x_b.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered3 {

/// The least of xs (non-empty) within a bound, as above; nullopt when a
/// value or difference is not finite. Under the seeded bound fault S is
/// taken as 0. Never throws.
inline std::optional<filtered::fast::Approx> least_of(std::span<const filtered::fast::Approx> xs) {
  namespace fast = filtered::fast;
  if (xs.empty()) return std::nullopt;
  std::size_t best = 0;
  for (std::size_t i = 1; i < xs.size(); ++i)
    if (xs[i].hi + xs[i].lo < xs[best].hi + xs[best].lo) best = i;
  double reach = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (i == best) continue;
    const fast::Approx d = fast::sub(xs[i], xs[best]);
    if (!fast::finite(d)) return std::nullopt;
    if (fast::certified_sign(d) == 1) continue;
    if (fast::testing::rounding_bound_fault.load(std::memory_order_relaxed)) continue;
    reach = std::max(reach, ((std::fabs(d.hi) + std::fabs(d.lo)) + fast::certified_err(d)) * (1 + 0x1p-50));
  }
  fast::Approx out = xs[best];
  out.err = (out.err + reach) * (1 + 0x1p-50);
  if (!fast::finite(out)) return std::nullopt;
  return out;
}

}  // namespace plumb::oracle::filtered3
