// Plumb benchmarks: the shared main. The benchmarks register themselves (each
// *_bench.cpp); this only sets a shorter default measuring time.
//
// Why: every suite registers each kernel x implementation x input class, a few
// hundred benchmarks in all, and one pass over the inputs already averages
// 1e5 calls; 0.1 s per benchmark keeps a full run of every suite near a
// minute. --benchmark_min_time=X (or BENCHMARK_MIN_TIME=X) still wins.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  bool min_time_given = std::getenv("BENCHMARK_MIN_TIME") != nullptr;
  for (int i = 1; i < argc; ++i) min_time_given |= std::strncmp(argv[i], "--benchmark_min_time", 20) == 0;
  static char default_min_time[] = "--benchmark_min_time=0.1";
  if (!min_time_given) args.insert(args.begin() + 1, default_min_time);
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
