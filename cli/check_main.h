// Plumb: the `plumb check` command line, for any subject.
//
// `plumb check` runs it on Plumb's own kernels and the seeded faults; a
// library's client program runs it on its own subject with one call:
//
//   int main(int argc, char** argv) {
//     plumb::Subject s = my_engine_subject();   // adapters + declarations
//     return plumb::check_main(argc, argv, s);
//   }
//
// and gets every option of `plumb check` (seed, cases, one property or case,
// --domain, --allowance, --jobs, --json, --html, --baseline,
// --write-baseline, --shard), the same report, and replay lines that are
// commands of that program. Exit status: 0 when no fault group is found (or
// none that is not in --baseline), 1 when one is, 2 on bad input, 3 on an
// internal error.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "subject/subject.h"
#include "harness/runner.h"

namespace plumb {

/// The options of a check run, as parsed from the command line.
struct CheckOptions {
  std::string seed_text = "20261130";  // parsed by parse_seed: CLI11's numeric checks word this badly
  long cases = RunOptions{}.cases;
  std::string json;
  bool json_given = false;
  std::string html;
  std::string property;
  std::optional<long> single_case;
  int max_groups = 20;
  int jobs = 0;
  bool in_process = false;
  std::string domain;                 // a preset name, overriding the subject's declared domain
  std::optional<double> allowance;    // decision allowance in u, for every member
  std::optional<double> conditioned;  // conditioned tolerance, for every member
  std::string baseline;
  std::string write_baseline;
  std::string shard;  // "i/n"
  bool no_shrink = false;
  std::string input;  // --input: one case as text, with --property
  std::vector<std::string> merge;  // --merge: shards' JSON reports to join instead of running
};

/// Registers every option above on `command` (the `check` subcommand, or a
/// client program's whole command line).
void add_check_options(CLI::App& command, CheckOptions& o);

/// Applies the options to a subject, runs it, prints the report and writes
/// the files asked for. `program` is how to call the program again (for the
/// replay lines), e.g. "plumb check --subject NAME" or argv[0]. Returns the
/// exit status. Throws CheckUsageError on bad input.
int run_check(const CheckOptions& o, Subject subject, const std::string& program);

/// A client program's whole main (see the file comment).
int check_main(int argc, char** argv, const Subject& subject);

/// Bad input from the user (unknown domain, unwritable path): one line, exit 2.
struct CheckUsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A seed: a whole number from 0 to 2^64 - 1, or CheckUsageError.
std::uint64_t parse_seed(const std::string& text);

/// "i/n" with 0 <= i < n, or CheckUsageError.
std::pair<int, int> parse_shard(const std::string& text);

/// Opens `path` for writing now, so a bad path fails before any work is done.
void ensure_writable(const std::string& path);

}  // namespace plumb
