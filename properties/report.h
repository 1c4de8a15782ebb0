// Plumb properties: printing a Report for people (a table per kernel, then the
// failures with replay commands) and for machines (JSON, same content).
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "properties/suite.h"

namespace plumb {

/// The report as text: properties (cases, failing, first failing case), then
/// kernels (checks, decisions that disagree, worst construction error in the
/// contract's unit and as a fraction of it), then up to `max_failures`
/// findings with the input in hex floats, fast vs exact, and the command that
/// replays each.
void print_report(std::ostream& out, const Report& r, int max_failures = 10);

/// The same content as JSON.
nlohmann::json report_json(const Report& r);

/// The `plumb check` command line that replays one finding.
std::string replay_command(const Report& r, const Finding& f);

}  // namespace plumb
