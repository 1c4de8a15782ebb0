// Plumb report: a fault group's diagnosis as a person reads it (the text and
// HTML reports share it; harness/diagnosis.h finds it).
#pragma once

#include <string>
#include <vector>

#include "harness/runner.h"

namespace plumb {

/// The lines a report prints under a group's heading: none when matching did
/// not run on the group; "diagnosis: no known pattern matched" when it
/// matched nothing; otherwise
///   diagnosis: <the pattern's bug> (<its name>) -- fix: <fix> -- see: <seed passage>
/// and, with a threshold estimate, a second line
///   behaves like an absolute epsilon of about 1e-6 on <quantity> (wrong up to 9.5e-7, right from 1.1e-6)
std::vector<std::string> diagnosis_lines(const Group& g);

/// x to `digits` significant digits in scientific notation without padded
/// exponents ("1e-6", "9.5e-7"); non-finite values as "inf" or "nan".
std::string short_scientific(double x, int digits);

}  // namespace plumb
