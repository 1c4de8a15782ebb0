// plumb's subcommands: options, registration with CLI11, and what they run.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/check_main.h"

namespace plumb::cli {

/// Bad input from the user (unknown subject, unwritable path): one line, exit 2.
using UsageError = plumb::CheckUsageError;

/// `plumb check`: the subject by name, and every option of a check run.
struct PlumbCheckOptions {
  std::string subject = "plumb";
  /// A kernel program speaking the line protocol (docs/protocol.md), run as
  /// /bin/sh -c COMMAND; its handshake names the subject.
  std::string subject_command;
  std::optional<double> subject_timeout;  // seconds without an answer before a call is a hang
  CheckOptions check;
};

struct SweepOptions {
  int directions = 720;
  std::string json;
};

struct FuzzOptions {
  double minutes = 5;
  int jobs = 2;  // set to the number of cores at startup
  std::vector<std::string> targets;
  std::string subject = "plumb";
  int seconds_per_fault = 60;
  unsigned seed = 1;
  std::string out = "plumb-fuzz-out";
  std::string fuzz_bin;    // default: the clang-fuzz preset's build folder
  std::string corpus;      // default: fuzz/corpus of this source tree
  std::string replay_bin;  // where the corpus replay programs were built
  std::string keep;
};

struct BenchOptions {
  std::string baseline;
  std::string save = "plumb-bench.json";
  std::string from;  // a stored run to print or compare instead of running the suites
  int repetitions = 5;  // the fewest for which the U test can reach p < 0.05 with room (min p = 2/252)
  double min_time = 0.05;
  std::string filter;
  double threshold = 0.10;
  double alpha = 0.05;
  std::string bench_bin;  // default: this build's bench/ folder
  std::vector<std::string> suites;  // --suite: these programs instead of bench_bin's *_bench
};

void add_check(CLI::App& app, PlumbCheckOptions& o);
void add_sweep(CLI::App& app, SweepOptions& o);
void add_list(CLI::App& app);
void add_fuzz(CLI::App& app, FuzzOptions& o);
void add_bench(CLI::App& app, BenchOptions& o);

int run_check(const PlumbCheckOptions& o);
int run_sweep(const SweepOptions& o);
int run_list();
int run_fuzz(const FuzzOptions& o);
int run_bench(const BenchOptions& o);

using plumb::ensure_writable;
using plumb::parse_seed;

}  // namespace plumb::cli
