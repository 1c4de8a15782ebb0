// Plumb report: a baseline of accepted fault groups.
//
// A team that has read a report and accepted its groups (known faults filed
// upstream, conventions it lives with) writes them to a baseline file; later
// runs compare with it and fail only on a group not in it, so CI stays green
// until something new appears. A group is known by its key (member, kind of
// question, how it is wrong: Finding::group()); the file also keeps each
// group's count and example input, for the person reading it.
//
// File format (JSON): {"plumb_baseline": 1, "subject": NAME, "groups":
// [{"key": KEY, "count": N, "example": INPUT}, ...]}.
#pragma once

#include <set>
#include <string>

#include "harness/runner.h"

namespace plumb {

/// Writes the report's groups as a baseline. Throws std::runtime_error when
/// the file cannot be written.
void write_baseline(const std::string& path, const Report& r);

/// The group keys of a baseline file. Throws std::runtime_error when the
/// file cannot be read or is not a Plumb baseline.
std::set<std::string> read_baseline(const std::string& path);

/// Marks each group of the report known when its key is in the baseline.
void apply_baseline(Report& r, const std::set<std::string>& known);

}  // namespace plumb
