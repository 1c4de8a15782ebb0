// When a 3D check may record a filtered oracle's measure (oracle/
// filtered_measure3.h) in place of the exact one.
//
// The filtered measures are upper bounds, within about 2^-39 of the exact
// measures but not always the same double. A measure the Judge records
// changes a kernel's statistics only when it becomes the kernel's worst
// (Judge::construction: the largest error / contract so far). So a check
// records a filtered bound only when it is within the contract and strictly
// below the kernel's worst fraction so far: then neither it nor the exact measure (no larger)
// becomes the worst, and the statistics, the report and its JSON are the
// ones the exact path gives, bit for bit. Anything else asks the exact
// oracle. PLUMB_ORACLE=rational switches this off
// (measure::filtered::enabled), as for the 2D filtered path.
#pragma once

#include <string_view>

#include "judge/filtered_measure.h"
#include "judge/judge.h"

namespace plumb::check {

/// Whether measure::filtered::enabled(), error is within the contract (a
/// finding always takes the exact path, its texts and its conditioning) and
/// error / contract is below the worst fraction the Judge has recorded for
/// `kernel` (false before any).
inline bool below_worst(const Judge& j, std::string_view kernel, double error, double contract) {
  if (!measure::filtered::enabled() || !(error <= contract)) return false;
  const auto it = j.stats().find(kernel);
  if (it == j.stats().end() || it->second.worst_quantity.empty()) return false;
  return error / contract < it->second.worst_fraction;
}

}  // namespace plumb::check
