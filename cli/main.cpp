// plumb: the command-line front.
//
//   plumb check   run the 2D property suite against a subject, print a table per kernel
//   plumb sweep   the guard-scene line-of-sight table
//   plumb list    properties, subjects and seeded faults
//   plumb fuzz    the libFuzzer targets: overnight runs, and their power against the seeded faults
//   plumb bench   the benchmark suites, and a comparison with a stored baseline
//
// Bad input gets one line on stderr and exit status 2; a contract violation
// found by `check` gets exit status 1.
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>
#include <string>
#include <thread>
#include <algorithm>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{
      "Plumb: a test oracle for geometry kernels. Checks 2D line/ray/segment kernels and 3D segment, sphere, "
      "capsule, plane and box kernels against exact rational arithmetic on hard inputs, and prints which kernel, which input (hex floats), the fast answer, the exact "
      "answer, and by how much."};
  app.require_subcommand(1);
  app.footer("Exit status: 0 when all is well; 1 on a finding (a contract violation, a seeded fault that escapes, "
             "a benchmark regression); 2 on bad input; 3 on an internal error.");
  app.set_version_flag("--version", "plumb 0.1.0");
  plumb::cli::PlumbCheckOptions check;
  plumb::cli::SweepOptions sweep;
  plumb::cli::add_check(app, check);
  plumb::cli::add_sweep(app, sweep);
  plumb::cli::add_list(app);
  plumb::cli::FuzzOptions fuzz;
  fuzz.jobs = std::max(1, int(std::thread::hardware_concurrency()));
  fuzz.fuzz_bin = PLUMB_SOURCE_DIR "/build/clang-fuzz/fuzz";
  fuzz.corpus = PLUMB_SOURCE_DIR "/fuzz/corpus";
  fuzz.replay_bin = PLUMB_BINARY_DIR "/fuzz";
  plumb::cli::add_fuzz(app, fuzz);
  plumb::cli::BenchOptions bench;
  bench.bench_bin = PLUMB_BINARY_DIR "/bench";
  plumb::cli::add_bench(app, bench);
  // An unknown first word is most likely a mistyped command: say so plainly.
  if (argc > 1 && argv[1][0] != '-') {
    const std::string word = argv[1];
    if (word != "check" && word != "sweep" && word != "list" && word != "fuzz" && word != "bench") {
      std::cerr << "plumb: error: unknown command '" << word << "' (commands: check, sweep, list, fuzz, bench; see plumb --help)\n";
      return 2;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "plumb: error: " << e.what() << " (see plumb --help)\n";
    return 2;
  }
  try {
    if (app.got_subcommand("check")) return plumb::cli::run_check(check);
    if (app.got_subcommand("sweep")) return plumb::cli::run_sweep(sweep);
    if (app.got_subcommand("list")) return plumb::cli::run_list();
    if (app.got_subcommand("fuzz")) return plumb::cli::run_fuzz(fuzz);
    if (app.got_subcommand("bench")) return plumb::cli::run_bench(bench);
  } catch (const plumb::cli::UsageError& e) {
    std::cerr << "plumb: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "plumb: internal error: " << e.what() << "\n";
    return 3;
  }
  return 0;
}
