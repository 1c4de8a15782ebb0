// Plumb harness: shrinking a fault group's representative.
//
// The first case a property drew that fails is rarely the one a maintainer
// wants to paste into an issue tracker. For each group the report prints in
// full, the runner looks for the simplest case that still fails THE SAME WAY
// (a finding with the same group key) and is of the same structural class
// (properties/structural_class.h: collinear stays collinear, touching stays
// touching; the shrunk case is labelled with that class): greedily, it scales the whole case by
// a power of two towards magnitude 1 (exact), rounds all numbers at once to
// fewer significant bits (which keeps a structure built on a coarse grid),
// then each number alone to 0, to a small integer, or to fewer bits, keeping
// every change that still reproduces the group. Simpler means fewer
// significant bits, then a smaller exponent. The shrunk case is printed with
// decimals where they are exact (fmt_case::DecimalScope) and replays with
// --input. Each group shrinks in a worker process (a candidate may crash the
// subject); a crash group's candidates each run in their own.
#pragma once

#include "harness/runner.h"

namespace plumb {

/// Sets Group::shrunk for the first options.shrink_groups groups of the
/// report whose property draws random cases. At most `attempts` re-checks
/// per group.
void shrink_groups(const Subject& s, Report& r, const RunOptions& options, int attempts = 600);

/// One greedy shrink of `numbers` under `reproduces` (exposed for tests):
/// returns the simplest list found within `attempts` calls.
std::vector<double> shrink_numbers(std::vector<double> numbers,
                                   const std::function<bool(const std::vector<double>&)>& reproduces, int attempts);

/// The simplicity order: fewer significant bits first, then a smaller
/// |binary exponent|; 0 is the simplest. True when a is simpler than b.
bool simpler(double a, double b);

}  // namespace plumb
