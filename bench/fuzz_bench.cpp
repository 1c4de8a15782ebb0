// Benchmarks: what one execution of each fuzz target costs, in process,
// without libFuzzer: rows fuzz:NAME/corpus run LLVMFuzzerTestOneInput of
// fuzz/NAME_fuzz.cpp (compiled here under another name: see CMakeLists.txt)
// once on every file of its checked-in corpus (fuzz/corpus/NAME) per
// iteration; items are executions, so items_per_second is the target's
// executions per second before libFuzzer's own work (mutation, coverage
// bookkeeping), with the symmetry checks sampled as when fuzzing
// (fuzz/fuzz_target.h).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "bench/fuzz_bench_targets.h"

namespace plumb::bench {
namespace {

std::vector<std::vector<std::uint8_t>> corpus(const std::string& name) {
  std::vector<std::vector<std::uint8_t>> out;
  const std::filesystem::path dir = std::filesystem::path(PLUMB_SOURCE_DIR) / "fuzz" / "corpus" / name;
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    std::ifstream in(e.path(), std::ios::binary);
    out.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return out;
}

const bool registered = [] {
  for (const FuzzBenchTarget& t : fuzz_bench_targets()) {
    benchmark::RegisterBenchmark(("fuzz:" + t.name + "/corpus").c_str(), [t](benchmark::State& state) {
      const auto files = corpus(t.name);
      if (files.empty()) {
        state.SkipWithError("no checked-in corpus");
        return;
      }
      for (auto _ : state)
        for (const auto& f : files) benchmark::DoNotOptimize(t.run(f.data(), f.size()));
      state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * files.size()));
      state.counters["time_per_item"] = benchmark::Counter(
          static_cast<double>(files.size()),
          benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    });
  }
  return true;
}();

}  // namespace
}  // namespace plumb::bench
