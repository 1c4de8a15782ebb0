// Plumb judge: the error measures of measure.h, taken on the filtered
// oracle's exact quotients (oracle/filtered_quotient.h), and the rule for
// using them.
//
// The rule: the filtered path may only acquit. A check records a filtered
// answer only when every decision is certified and agrees with the kernel and
// every error measure is certified within its contract; then the Judge gets
// the same calls (same kernels, questions and quantities) with the measure's
// certified upper bound, which lies within a few units of 2^-60 relative of
// the rational measure and never below it. Anything undecided, and every
// finding, goes to the rational oracle, so findings and their texts are
// exactly what the rational path prints.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/filtered_quotient.h"

namespace plumb::measure::filtered {

using oracle::filtered::ErrorBounds;
using oracle::filtered::Quotient;

/// Whether the filtered oracle is used at all: yes, unless the environment
/// has PLUMB_ORACLE=rational (to compare the two paths' speed or output).
bool enabled();

/// Bounds of measure::point_error(fast, s, t, {x, y}) for exact quotients t,
/// x and y; nullopt when not certified or a coordinate of fast is not finite.
std::optional<ErrorBounds> point_error(Vec2 fast, const Segment& s, const Quotient& t, const Quotient& x,
                                       const Quotient& y);

/// Certified within the contract: bounds known and high <= contract.
inline bool within(const std::optional<ErrorBounds>& e, double contract) { return e && e->high <= contract; }

}  // namespace plumb::measure::filtered
