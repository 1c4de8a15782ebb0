// Plumb benchmarks: timing a kernel over one input class, and its counters.
//
// Every benchmark times whole passes over a fixed vector of inputs (one pass
// per iteration, so the loop overhead of the benchmark library is paid once
// per pass, not per call). Each implementation is a plain function called
// through a pointer, so none is inlined into the loop: every row pays the
// same call, and the compiler cannot vectorise one formula across inputs and
// not another. Reported per input item:
//   time_per_item     CPU seconds per call (per wall, point or box in the
//                     batch forms); the console shows it in ns;
//   exact_fraction    Plumb's kernels only: the fraction of calls that took at
//                     least one exact fallback (kernels/detail/fallback_counter.h);
//   exact_per_item    Plumb's kernels only: exact fallbacks per item;
//   expansion_fraction Plumb's kernels only: the fraction of calls that went
//                     past a double-precision filter at least once, into the
//                     adaptive, double-double or expansion stages that come
//                     before the big number (kernels/detail/fallback_counter.h),
//                     settled there or not;
//   naive_wrong       naive formulas only: the fraction of calls whose decision
//                     differs from Plumb's. Plumb's decisions are exact (the
//                     property suites hold them to the oracle), so each
//                     difference is a mistake of the naive formula.
// The counters come from a separate pass outside the timed loop. Benchmarks
// are named kernel/implementation/class, plus /N for the batch forms; the
// oracle is timed on a prefix of at most kOracleItems items of the same set.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bench/inputs.h"
#include "kernels/detail/fallback_counter.h"

#ifndef PLUMB_COUNT_EXACT_FALLBACKS
#error "bench/ is built with PLUMB_COUNT_EXACT_FALLBACKS (see bench/CMakeLists.txt)"
#endif

namespace plumb::bench {

/// Seconds per item as a counter: the library divides the items by the
/// elapsed CPU seconds and inverts the rate (JSON: seconds; console: "12.3ns").
inline benchmark::Counter time_per_item(std::size_t items_per_iteration) {
  return benchmark::Counter(static_cast<double>(items_per_iteration),
                            benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// Calls `call` on one input and keeps its result from being optimised away.
template <class Call, class Input>
void keep(Call& call, const Input& in) {
  if constexpr (std::is_void_v<decltype(call(in))>) call(in);
  else benchmark::DoNotOptimize(call(in));
}

/// Times `call` on every input, one pass per iteration. A call covers
/// items_per_call items (the batch forms: walls, points or boxes per query).
template <class Input, class Call>
void time_calls(benchmark::State& state, std::span<const Input> inputs, Call call, std::size_t items_per_call = 1) {
  for (auto _ : state) {
    for (const Input& in : inputs) keep(call, in);
  }
  const std::size_t items = inputs.size() * items_per_call;
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * items));
  state.counters["time_per_item"] = time_per_item(items);
}

/// exact_fraction (of calls), exact_per_item and expansion_fraction, from an
/// untimed pass.
template <class Input, class Call>
void count_exact_fallbacks(benchmark::State& state, std::span<const Input> inputs, Call call,
                           std::size_t items_per_call = 1) {
  std::size_t calls_with_fallback = 0, calls_with_expansion = 0;
  unsigned long long fallbacks = 0;
  for (const Input& in : inputs) {
    const unsigned long long before = detail::exact_fallbacks;
    const unsigned long long expansions_before = detail::expansion_stages;
    keep(call, in);
    const unsigned long long n = detail::exact_fallbacks - before;
    calls_with_fallback += n != 0;
    calls_with_expansion += detail::expansion_stages != expansions_before;
    fallbacks += n;
  }
  const double calls = static_cast<double>(inputs.size());
  state.counters["exact_fraction"] = static_cast<double>(calls_with_fallback) / calls;
  state.counters["expansion_fraction"] = static_cast<double>(calls_with_expansion) / calls;
  state.counters["exact_per_item"] = static_cast<double>(fallbacks) / (calls * static_cast<double>(items_per_call));
}

/// naive_wrong: how often decision(naive(in)) != decision(plumb(in)).
template <class Input, class Naive, class Plumb, class Decision>
void count_naive_wrong(benchmark::State& state, std::span<const Input> inputs, Naive naive, Plumb plumb,
                       Decision decision) {
  std::size_t wrong = 0;
  for (const Input& in : inputs) wrong += !(decision(naive(in)) == decision(plumb(in)));
  state.counters["naive_wrong"] = static_cast<double>(wrong) / static_cast<double>(inputs.size());
}

/// "kernel/implementation/class", the name `plumb bench` matches on; the
/// batch forms append "/N", the batch size.
inline std::string benchmark_name(const std::string& kernel, const std::string& implementation, InputClass c,
                                  std::size_t batch = 0) {
  std::string n = kernel + "/" + implementation + "/" + name(c);
  return batch == 0 ? n : n + "/" + std::to_string(batch);
}

/// For kernels whose result is a construction with no single decision to compare.
struct NoDecision {};

/// Where a kernel's inputs come from: the items of one class, and how many
/// items one call covers (1, or the batch size).
template <class Input>
struct Source {
  std::function<std::span<const Input>(InputClass)> inputs;
  std::size_t batch = 0;  // 0: one item per call
  std::size_t items_per_call() const { return batch == 0 ? 1 : batch; }
};

/// The single-item source over one of inputs.h's sets.
template <class Input>
Source<Input> each(const std::vector<Input>& (*inputs)(InputClass)) {
  return {[inputs](InputClass c) { return std::span<const Input>(inputs(c)); }, 0};
}

/// One kernel with its naive formula and its exact oracle, registered for
/// every input class as kernel/plumb/..., kernel/naive/..., kernel/oracle/...
/// `decision` maps a result (Plumb's or the naive formula's: they share
/// types) to what must agree; NoDecision skips naive_wrong. The oracle runs on
/// a prefix of the inputs of at most kOracleItems items (at least one call).
template <class Input, class Plumb, class Naive, class Oracle, class Decision>
void register_kernel(const std::string& kernel, Source<Input> source, Plumb plumb, Naive naive, Oracle oracle,
                     Decision decision) {
  const std::size_t per_call = source.items_per_call();
  for (const InputClass c : kInputClasses) {
    benchmark::RegisterBenchmark(benchmark_name(kernel, "plumb", c, source.batch).c_str(), [=](benchmark::State& state) {
      const std::span<const Input> in = source.inputs(c);
      time_calls(state, in, plumb, per_call);
      count_exact_fallbacks(state, in, plumb, per_call);
    });
    benchmark::RegisterBenchmark(benchmark_name(kernel, "naive", c, source.batch).c_str(), [=](benchmark::State& state) {
      const std::span<const Input> in = source.inputs(c);
      time_calls(state, in, naive, per_call);
      if constexpr (!std::is_same_v<Decision, NoDecision>) count_naive_wrong(state, in, naive, plumb, decision);
    });
    benchmark::RegisterBenchmark(benchmark_name(kernel, "oracle", c, source.batch).c_str(), [=](benchmark::State& state) {
      const std::span<const Input> in = source.inputs(c);
      const std::size_t calls = std::max<std::size_t>(1, kOracleItems / per_call);
      time_calls(state, in.first(std::min(in.size(), calls)), oracle, per_call);
    });
  }
}

/// A query and its batch of items, as one input of a batch form.
template <class Query, class Item>
struct BatchView {
  Query query;
  std::span<const Item> items;
};

/// The batch form's source: each query with its `batch` items, as views.
template <class Query, class Item>
Source<BatchView<Query, Item>> batches_of(const Batches<Query, Item>& (*batches)(InputClass, std::size_t),
                                          std::size_t batch) {
  auto views = [batches, batch](InputClass c) {
    static std::map<std::pair<InputClass, std::size_t>, std::vector<BatchView<Query, Item>>> cache;
    auto& v = cache[{c, batch}];
    if (v.empty()) {
      const Batches<Query, Item>& b = batches(c, batch);
      for (std::size_t i = 0; i < b.queries.size(); ++i)
        v.push_back({b.queries[i], std::span<const Item>(b.items).subspan(i * batch, batch)});
    }
    return std::span<const BatchView<Query, Item>>(v);
  };
  return {views, batch};
}

/// A peer library's version of a kernel (bench/peers/), registered as
/// kernel/PEER/class and timed on the same inputs converted once to the peer's
/// types by `convert` (outside the timer). With `agree(input, result)` it
/// also reports `wrong`: the fraction of results that disagree with Plumb's
/// exact answer on that input.
template <class Input, class Converted, class Call, class Agree = NoDecision>
void register_peer(const std::string& kernel, const std::string& peer, const std::vector<Input>& (*inputs)(InputClass),
                   Converted (*convert)(const Input&), Call call, Agree agree = {}) {
  for (const InputClass c : kInputClasses) {
    auto converted = std::make_shared<std::vector<Converted>>();
    benchmark::RegisterBenchmark(benchmark_name(kernel, peer, c).c_str(), [=](benchmark::State& state) {
      const std::vector<Input>& in = inputs(c);
      if (converted->empty()) {
        for (const Input& x : in) converted->push_back(convert(x));
      }
      time_calls(state, std::span<const Converted>(*converted), call);
      if constexpr (!std::is_same_v<Agree, NoDecision>) {
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < in.size(); ++i) wrong += !agree(in[i], call((*converted)[i]));
        state.counters["wrong"] = static_cast<double>(wrong) / static_cast<double>(in.size());
      }
    });
  }
}

}  // namespace plumb::bench
