// Plumb benchmarks of a user's kernels: your kernel beside Plumb's and the
// naive formula, on Plumb's input classes (docs/use-plumb.md, "Benchmarking a
// kernel change"; cmake: plumb_add_bench).
//
// Every member of your Subject that Plumb has a benchmark for is timed on the
// same inputs as Plumb's own suites (bench/inputs.h: uniform,
// random_exponents, nearly_degenerate, exactly_degenerate, and the batch
// forms with N = 16, 256, 4096 items per call), in three rows per kernel and
// class, named as Plumb's suites name theirs (kernel/implementation/class,
// plus /N for the batch forms):
//   kernel/plumb/class    Plumb's kernel (counters: exact_fraction,
//                         expansion_fraction, exact_per_item);
//   kernel/naive/class    the naive double formula (properties/naive/; counter
//                         naive_wrong);
//   kernel/YOURS/class    your member (YOURS: the subject's name; counter
//                         wrong: the fraction of your decisions that differ
//                         from Plumb's exact ones, where the kernel has a
//                         decision to compare).
// All three are called through the Subject member's std::function type, so
// each pays the same call: the comparison is of the kernels. The output is
// Google Benchmark's, so `plumb bench --suite ./my_bench` runs it with
// repetitions and `--baseline` compares two runs (Mann-Whitney U).
//
// A kernel on its own (no Subject yet): fill just that member,
//   plumb::Subject s; s.name = "mine"; s.segments_intersect = my_test;
// and register s.
#pragma once

#include <string>
#include <vector>

#include "subject/subject.h"

namespace plumb::bench {

/// What register_subject registered.
struct UserBenchRegistration {
  /// The implementation name of the user's rows (kernel/NAME/class).
  std::string implementation;
  /// Every benchmark name registered, in registration order.
  std::vector<std::string> benchmarks;
  /// The benchmarked kernels, e.g. "segments_intersect", "closest_point_batch".
  std::vector<std::string> kernels;
  /// Members the subject provides that Plumb has no benchmark for.
  std::vector<std::string> not_benchmarked;
};

/// The Subject members Plumb can time beside its own kernels, in
/// registration order (a member may give two kernels: closest_point gives
/// closest_point and the batch form closest_point_batch).
const std::vector<std::string>& benchmarked_members();

/// Registers with Google Benchmark, for every provided member of `subject`
/// that benchmarked_members() lists, the plumb, naive and user rows on every
/// input class. `implementation` names the user rows (default: subject.name,
/// or "user" if that is empty). Throws std::invalid_argument when the name is
/// empty after that, contains '/' or whitespace, or is "plumb", "naive" or
/// "oracle", and when the subject provides no member Plumb benchmarks.
UserBenchRegistration register_subject(const Subject& subject, std::string implementation = {});

/// A subject factory for the ready main (PLUMB_BENCH_SUBJECT_IS).
using BenchSubjectFactory = Subject (*)();
/// Installs the factory that user_main benchmarks (the macro below calls it).
void set_bench_subject(BenchSubjectFactory factory);

/// The main of a user's bench program (plumb::bench brings one that calls
/// it): --help explains the rows and the commands, then registers the
/// installed subject, prints to stderr which members are not benchmarked, and
/// runs Google Benchmark with every --benchmark_* flag (default
/// --benchmark_min_time=0.1). Exit status 2 on a usage error.
int user_main(int argc, char** argv);

}  // namespace plumb::bench

/// In a user's bench program: benchmark the subject factory() returns (a
/// function returning a plumb::Subject). One line at namespace scope.
#define PLUMB_BENCH_SUBJECT_IS(factory)                                         \
  static const bool plumb_bench_install_subject_ = [] {                         \
    ::plumb::bench::set_bench_subject(&(factory));                              \
    return true;                                                                \
  }();
