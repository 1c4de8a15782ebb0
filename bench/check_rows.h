// Benchmarks: the rows check:KERNEL/{filtered,rational,oracle}/CLASS of one
// oracle check (oracle_bench.cpp for the 2D kernels, check3_bench.cpp for the
// 3D ones; see oracle_bench.cpp's file comment for what each times).
#pragma once

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bench/harness.h"
#include "bench/inputs.h"

namespace plumb::bench {

// The first kOracleItems inputs of a class with the kernel's answers.
template <class Input, class Make, class Source>
std::vector<Input> prepared(const Source& source, Make make) {
  std::vector<Input> out;
  for (std::size_t i = 0; i < source.size() && i < kOracleItems; ++i) out.push_back(make(source[i]));
  return out;
}

/// Registers the three rows of `kernel` on class c: `filtered(x)` is true
/// when the filtered path settles input x (all of the check certified),
/// `rational(x)` runs the exact fallback as the checks run it.
template <class Input, class Filtered, class Rational>
void register_check(const std::string& kernel, InputClass c, std::vector<Input> (*inputs)(InputClass),
                    Filtered filtered, Rational rational) {
  const std::string row = "check:" + kernel;
  benchmark::RegisterBenchmark((row + "/filtered/" + name(c)).c_str(), [=](benchmark::State& state) {
    const std::vector<Input> in = inputs(c);
    for (auto _ : state)
      for (const Input& x : in) benchmark::DoNotOptimize(filtered(x));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * in.size()));
    state.counters["time_per_item"] = benchmark::Counter(static_cast<double>(in.size()),
                                                         benchmark::Counter::kIsIterationInvariantRate |
                                                             benchmark::Counter::kInvert);
    std::size_t fallbacks = 0;
    for (const Input& x : in) fallbacks += filtered(x) ? 0 : 1;
    state.counters["fallback_fraction"] = double(fallbacks) / double(in.size());
  });
  benchmark::RegisterBenchmark((row + "/rational/" + name(c)).c_str(), [=](benchmark::State& state) {
    const std::vector<Input> in = inputs(c);
    for (auto _ : state)
      for (const Input& x : in) benchmark::DoNotOptimize(rational(x));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * in.size()));
    state.counters["time_per_item"] = benchmark::Counter(static_cast<double>(in.size()),
                                                         benchmark::Counter::kIsIterationInvariantRate |
                                                             benchmark::Counter::kInvert);
  });
  benchmark::RegisterBenchmark((row + "/oracle/" + name(c)).c_str(), [=](benchmark::State& state) {
    const std::vector<Input> in = inputs(c);
    for (auto _ : state)
      for (const Input& x : in)
        if (!filtered(x)) benchmark::DoNotOptimize(rational(x));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * in.size()));
    state.counters["time_per_item"] = benchmark::Counter(static_cast<double>(in.size()),
                                                         benchmark::Counter::kIsIterationInvariantRate |
                                                             benchmark::Counter::kInvert);
  });
}

}  // namespace plumb::bench
