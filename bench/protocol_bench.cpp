// Plumb benchmarks: cases per second through the line protocol to a Node
// client (docs/protocol.md), without the oracle -- the pipe, the encoding and
// the client's own work, as a check run pays them.
//
// One iteration is a block of 1000 two-segment cases (the suite's generator,
// game-metres domain) put to clients/js/textbook-kernels.js the way the runner
// does: each case asks parallel, line_crossing, segment_crossing,
// ray_segment_hit and segments_intersect, and the subject answers.
//   protocol/batched/pair-cases   a prefetch records the block's calls
//                                 (answered by Plumb's kernels), sends them in
//                                 messages of ProtocolOptions::batch_calls and
//                                 keeps the answers; the cases are then
//                                 answered from those.
//   protocol/batched-no-op/pair-cases
//                                 the same to clients/js/test/no-op.js, whose
//                                 members answer a constant: the protocol
//                                 alone, the floor under any JavaScript
//                                 library's throughput.
//   protocol/single/pair-cases    every call its own round trip (no prefetch).
// Items are cases, timed in wall-clock time (the client runs in another
// process): plumb bench prints ns per case and the cases per second; the
// console shows items_per_second. Wall-clock time depends on what else the
// machine runs, so the CPU time of both sides is counted too (this process's,
// and the Node client's from /proc): plumb_us and client_us per case, and
// cases_per_core_second = 1e6 / (plumb_us + client_us), the cases per second
// that one core running both sides in turn would give -- the protocol's
// throughput independent of the machine's load and number of cores. A
// missing node skips them.
#include <benchmark/benchmark.h>

#include <time.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "properties/cases.h"
#include "subject/domain_fit.h"
#include "properties/draw.h"
#include "properties/generators.h"
#include "harness/protocol_subject.h"
#include "harness/runner.h"

namespace {

using namespace plumb;

constexpr long kCases = kBlockCases;

std::vector<PairCase> cases() {
  const Domain domain = Domain::game_metres();
  gen::draw::DomainScope scope(domain);
  std::vector<PairCase> out;
  for (long i = 0; i < kCases; ++i) {
    PairCase c = gen::pair_case()(case_random(20261130, "protocol bench", i), 100).value();
    fit_case(c, domain);
    out.push_back(c);
  }
  return out;
}

// What a check of one case asks of the subject.
void ask(const Subject& s, const PairCase& c) {
  benchmark::DoNotOptimize(s.parallel(c.s1, c.s2));
  benchmark::DoNotOptimize(s.line_crossing(c.s1, c.s2));
  benchmark::DoNotOptimize(s.segment_crossing(c.s1, c.s2));
  benchmark::DoNotOptimize(s.ray_segment_hit(c.s1, c.s2));
  benchmark::DoNotOptimize(s.segments_intersect(c.s1, c.s2));
}

// CPU seconds (user + system) of a process, from /proc/PID/stat; 0 if gone.
double cpu_seconds(long pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t close = text.rfind(')');  // the command name may hold spaces
  if (close == std::string::npos) return 0;
  std::istringstream fields(text.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i)
    if (i == 14 || i == 15) ticks += std::stod(field);  // utime, stime
  return ticks / double(sysconf(_SC_CLK_TCK));
}

double process_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

struct Node {
  std::unique_ptr<Subject> subject;
  std::shared_ptr<ProtocolStats> stats = std::make_shared<ProtocolStats>();
};

Node node_subject(benchmark::State& state, const char* program = "clients/js/textbook-kernels.js") {
  Node n;
  if (std::system("command -v node > /dev/null 2>&1") != 0) {
    state.SkipWithError("node is not installed");
    return n;
  }
  ProtocolOptions o;
  // exec: the shell becomes node, so its CPU time is the client's.
  o.command = "exec node " + std::string(PLUMB_SOURCE_DIR) + "/" + program;
  n.subject = std::make_unique<Subject>(protocol_subject(o, n.stats));
  return n;
}

// The CPU time of both sides over the timed loop, per case.
class CpuCount {
 public:
  explicit CpuCount(const ProtocolStats& stats) : stats_(stats) {}
  void start() {
    plumb_ = process_cpu_seconds();
    client_ = cpu_seconds(stats_.program_pid);
  }
  void stop(benchmark::State& state, long cases) {
    const double plumb_us = 1e6 * (process_cpu_seconds() - plumb_) / double(cases);
    const double client_us = 1e6 * (cpu_seconds(stats_.program_pid) - client_) / double(cases);
    state.counters["plumb_us"] = plumb_us;
    state.counters["client_us"] = client_us;
    if (plumb_us + client_us > 0) state.counters["cases_per_core_second"] = 1e6 / (plumb_us + client_us);
  }

 private:
  const ProtocolStats& stats_;
  double plumb_ = 0, client_ = 0;
};

void batched(benchmark::State& state, const char* program) {
  const Node n = node_subject(state, program);
  if (!n.subject) return;
  const Subject* s = n.subject.get();
  const std::vector<PairCase> block = cases();
  auto run = [&](const Subject& recorder) {
    for (const PairCase& c : block) ask(recorder, c);
  };
  s->prefetch(run, [] {});  // warm up: the client's JIT
  CpuCount cpu(*n.stats);
  cpu.start();
  for (auto _ : state) {
    s->prefetch(run, [] {});
    for (const PairCase& c : block) ask(*s, c);
  }
  cpu.stop(state, long(state.iterations()) * kCases);
  state.SetItemsProcessed(state.iterations() * kCases);
}

void single(benchmark::State& state) {
  const Node n = node_subject(state);
  if (!n.subject) return;
  const Subject* s = n.subject.get();
  const std::vector<PairCase> block = cases();
  CpuCount cpu(*n.stats);
  cpu.start();
  for (auto _ : state)
    for (const PairCase& c : block) ask(*s, c);
  cpu.stop(state, long(state.iterations()) * kCases);
  state.SetItemsProcessed(state.iterations() * kCases);
}

BENCHMARK_CAPTURE(batched, textbook, "clients/js/textbook-kernels.js")
    ->Name("protocol/batched/pair-cases")
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(batched, no_op, "clients/js/test/no-op.js")
    ->Name("protocol/batched-no-op/pair-cases")
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(single)->Name("protocol/single/pair-cases")->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
