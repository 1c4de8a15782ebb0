// Plumb report: printing a Report for people and for machines.
//
// The text report leads with the fault groups (docs/reports.md): one line per
// cause -- member, kind of question, how it is wrong -- with its count, the
// case classes it showed in, and one representative in full (its simplest
// form when shrinking found one), then the property and member tables. A
// disagreement within a subject's declared allowance is counted as
// rounding-level, never printed as a fault.
#pragma once

#include <ostream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/runner.h"

namespace plumb {

struct ReportStyle {
  /// Fault groups printed in full (the rest are listed one line each).
  int max_groups = 20;
  /// How to call the program again to replay one case (everything but
  /// --seed, --cases, --property and --case), e.g. "plumb check --subject X"
  /// or "./box2d_client --domain game-metres-float". Empty: "plumb check
  /// --subject NAME".
  std::string replay_prefix;
};

/// The report as text.
void print_report(std::ostream& out, const Report& r, const ReportStyle& style = {});

/// The same content as JSON.
nlohmann::json report_json(const Report& r, const ReportStyle& style = {});

/// A report read back from report_json (for merging shards). The declared
/// domain is kept as its description only. Throws std::runtime_error on JSON
/// that is not a Plumb report.
Report report_from_json(const nlohmann::json& j);

/// Merges the reports of the shards of one run (same subject, seed, cases and
/// property; every shard once) into the report the unsharded run writes
/// (before shrinking, which needs the subject: check_main's --merge does it).
/// Throws std::runtime_error when the reports are not shards of one run.
Report merge_reports(const std::vector<Report>& shards);

/// The command line that replays one finding's case.
std::string replay_command(const Report& r, const Finding& f, const ReportStyle& style = {});

/// One line describing a declared domain ("game-metres-float: |x| <= 2^20, ...").
std::string describe_domain(const Domain& d);

}  // namespace plumb
