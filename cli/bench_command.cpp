// plumb bench: runs the Google Benchmark suites of bench/ with repetitions,
// writes one Google Benchmark JSON file, prints ns per item (and the fraction
// of calls that took the exact fallback) per benchmark, and, given a stored
// baseline, compares with a Mann–Whitney U test (cli/bench_compare.h): exit
// status 1 on a significant regression beyond the threshold.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cli/bench_compare.h"
#include "cli/child_process.h"
#include "cli/commands.h"

namespace plumb::cli {

namespace fs = std::filesystem;

namespace {

volatile std::sig_atomic_t bench_interrupted = 0;
extern "C" void on_bench_signal(int) { bench_interrupted = 1; }

std::vector<fs::path> discover_suites(const BenchOptions& o) {
  std::vector<fs::path> out;
  if (!o.suites.empty()) {  // a user's bench programs (plumb_add_bench), or a chosen few of Plumb's
    for (const std::string& s : o.suites) {
      if (!fs::is_regular_file(s) || access(s.c_str(), X_OK) != 0)
        throw UsageError(fmt::format("--suite '{}' is not an executable file: give the path of a Google Benchmark "
                                     "program (e.g. build/engine_bench, made by plumb_add_bench)",
                                     s));
      out.emplace_back(fs::absolute(s));
    }
    return out;
  }
  if (fs::is_directory(o.bench_bin))
    for (const auto& e : fs::directory_iterator(o.bench_bin)) {
      const std::string f = e.path().filename().string();
      if (e.is_regular_file() && f.ends_with("_bench") && access(e.path().c_str(), X_OK) == 0) out.push_back(e.path());
    }
  std::sort(out.begin(), out.end());
  if (out.empty())
    throw UsageError(fmt::format("no benchmark programs (*_bench) in '{}': build the default preset "
                                 "(cmake --build --preset default) or point --bench-bin at your build's bench/ folder",
                                 o.bench_bin));
  return out;
}

nlohmann::json read_json(const fs::path& p) {
  std::ifstream in(p);
  if (!in) throw UsageError("cannot read '" + p.string() + "'");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  try {
    return parse_benchmark_text(text);
  } catch (const nlohmann::json::exception& e) {
    throw UsageError("'" + p.string() + "' is not JSON: " + e.what());
  }
}

// Runs one suite; returns its JSON, or throws if it failed.
nlohmann::json run_suite(const fs::path& suite, const BenchOptions& o, const fs::path& work) {
  const std::string name = suite.filename().string();
  const fs::path json = work / (name + ".json"), log = work / (name + ".log");
  fs::remove(json);
  fs::remove(log);
  std::vector<std::string> argv = {suite.string(), fmt::format("--benchmark_repetitions={}", o.repetitions),
                                   fmt::format("--benchmark_min_time={}", o.min_time),
                                   "--benchmark_enable_random_interleaving=true",
                                   "--benchmark_out=" + json.string(), "--benchmark_out_format=json"};
  if (!o.filter.empty()) argv.push_back("--benchmark_filter=" + o.filter);
  ChildProcess child(argv, {}, log.string());
  while (!child.poll()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (bench_interrupted) child.stop();
  }
  if (bench_interrupted) return nlohmann::json::object();
  if (child.exit_code() != 0) throw UsageError(fmt::format("{} failed (exit {}); see {}", name, child.exit_code(), log.string()));
  // A filter that matches nothing in this suite leaves the file empty.
  return fs::exists(json) && fs::file_size(json) > 0 ? read_json(json) : nlohmann::json::object();
}

// Names are kernel/implementation/class, plus /N for the batch forms
// (bench/harness.h). The table puts the implementations of one kernel and
// class on one row; a name of another shape gets a row of its own.
struct Row {
  std::map<std::string, const BenchSamples*> by_implementation;
};

std::string row_key(const std::string& name, std::string& implementation) {
  const std::size_t a = name.find('/'), b = a == std::string::npos ? a : name.find('/', a + 1);
  if (b == std::string::npos) {
    implementation = "";
    return name;
  }
  implementation = name.substr(a + 1, b - a - 1);
  return name.substr(0, a) + name.substr(b);
}

std::string ns_text(const BenchSamples* s) { return s == nullptr ? "-" : fmt::format("{:.4g}", median(s->ns)); }

std::string counter_text(const BenchSamples* s, const char* counter) {
  if (s == nullptr) return "";
  const auto it = s->counters.find(counter);
  return it == s->counters.end() ? "" : fmt::format("{:.3g}", it->second);
}

void print_results(const std::map<std::string, BenchSamples>& run) {
  std::map<std::string, Row> rows;
  for (const auto& [name, samples] : run) {
    std::string implementation;
    const std::string key = row_key(name, implementation);
    rows[key].by_implementation[implementation] = &samples;
  }
  fmt::print("\n{:<52} {:>9} {:>9} {:>7} {:>10} {:>8} {:>8}  {}\n", "kernel/class", "plumb ns", "naive ns",
             "ratio", "oracle ns", "exact", "naive", "others (ns)");
  fmt::print("{:<52} {:>9} {:>9} {:>7} {:>10} {:>8} {:>8}\n", "", "", "", "", "", "fallback", "wrong");
  for (const auto& entry : rows) {
    const std::string& key = entry.first;
    const Row& row = entry.second;  // a plain reference: clang 14 cannot capture structured bindings
    auto get = [&](const char* impl) -> const BenchSamples* {
      const auto it = row.by_implementation.find(impl);
      return it == row.by_implementation.end() ? nullptr : it->second;
    };
    const BenchSamples *plumb = get("plumb"), *naive = get("naive"), *oracle = get("oracle");
    const std::string ratio =
        plumb && naive && median(naive->ns) > 0 ? fmt::format("{:.2f}", median(plumb->ns) / median(naive->ns)) : "";
    std::string others;
    for (const auto& [impl, samples] : row.by_implementation)
      if (impl != "plumb" && impl != "naive" && impl != "oracle") {
        others += fmt::format("{}{}={}", others.empty() ? "" : " ", impl.empty() ? "time" : impl, ns_text(samples));
        // bench/oracle_bench.cpp: the fraction the filtered oracle leaves to rationals.
        const std::string fallback = counter_text(samples, "fallback_fraction");
        if (!fallback.empty()) others += fmt::format(" (fallback {})", fallback);
        // bench/protocol_bench.cpp: cases per second through the line protocol,
        // by the clock and per core (both sides' CPU time).
        const auto per_core = samples->counters.find("cases_per_core_second");
        if (per_core != samples->counters.end() && median(samples->ns) > 0)
          others += fmt::format(" ({:.0f} cases/s; {:.0f} per core-second)", 1e9 / median(samples->ns),
                                per_core->second);
        // A user's kernel (bench/user.h) or a peer: its time over Plumb's, and
        // the fraction of its decisions that differ from Plumb's exact ones.
        std::string notes;
        if (plumb != nullptr && median(plumb->ns) > 0)
          notes = fmt::format("{:.2f}x plumb", median(samples->ns) / median(plumb->ns));
        const std::string wrong = counter_text(samples, "wrong");
        if (!wrong.empty()) notes += fmt::format("{}wrong {}", notes.empty() ? "" : ", ", wrong);
        if (!notes.empty()) others += " (" + notes + ")";
      }
    fmt::print("{:<52} {:>9} {:>9} {:>7} {:>10} {:>8} {:>8}  {}\n", key, ns_text(plumb), ns_text(naive), ratio,
               ns_text(oracle), counter_text(plumb, "exact_fraction"), counter_text(naive, "naive_wrong"), others);
  }
  fmt::print("(median ns per item over the repetitions; ratio: plumb / naive; exact fallback: fraction of Plumb's "
             "calls that needed exact arithmetic; naive wrong: fraction of the naive formula's decisions that "
             "differ from Plumb's exact ones; others: a user's kernel or a peer, its time over Plumb's and its "
             "wrong decisions)\n");
}

int print_comparison(const std::vector<Comparison>& rows, const BenchOptions& o) {
  fmt::print("\nagainst the baseline {} (regression: p < {:g} and more than {:g}% slower)\n", o.baseline, o.alpha,
             100 * o.threshold);
  fmt::print("{:<64} {:>11} {:>11} {:>7} {:>8}  {}\n", "benchmark", "baseline ns", "now ns", "ratio", "p", "verdict");
  int regressions = 0;
  for (const Comparison& c : rows) {
    fmt::print("{:<64} {:>11.4g} {:>11.4g} {:>7.3f} {:>8.2g}  {}\n", c.name, c.baseline_ns, c.current_ns, c.ratio, c.p,
               verdict_name(c.verdict));
    regressions += c.verdict == Verdict::regression;
  }
  int compared = 0, too_few = 0;
  for (const Comparison& c : rows) {
    compared += c.verdict != Verdict::new_benchmark && c.verdict != Verdict::only_in_baseline;
    too_few += c.verdict == Verdict::too_few_repetitions;
  }
  fmt::print("\n{} regression(s) among {} benchmarks compared.\n", regressions, compared);
  if (compared == 0) throw UsageError("the baseline has no benchmark in common with this run");
  if (too_few == compared) throw UsageError("the baseline has fewer than 5 repetitions: nothing can be judged");
  return regressions == 0 ? 0 : 1;
}

}  // namespace

void add_bench(CLI::App& app, BenchOptions& o) {
  CLI::App* b = app.add_subcommand(
      "bench",
      "Runs the benchmark suites of bench/ (Plumb's kernels, the naive formulas they replace, the exact oracle; "
      "per input class) with repetitions, writes Google Benchmark JSON, prints the median ns per item and the "
      "fraction of calls that took the exact fallback, and with --baseline compares against a stored run "
      "(Mann-Whitney U test): exit status 1 on a significant regression beyond --threshold. With --suite, runs "
      "your own bench program instead (plumb_add_bench: your kernels beside Plumb's and the naive formulas):\n"
      "  plumb bench --suite build/my_bench --save before.json\n"
      "  plumb bench --suite build/my_bench --baseline before.json   # after the change: slower? still faster "
      "than Plumb's?");
  b->add_option("--baseline", o.baseline, "a stored run to compare with (e.g. bench/baselines/debian12-2core.json)")
      ->option_text("FILE");
  b->add_option("--save", o.save, "where to write this run's Google Benchmark JSON")->capture_default_str();
  b->add_option("--repetitions", o.repetitions, "repetitions of each benchmark (the samples of the test)")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  b->add_option("--min-time", o.min_time, "seconds per repetition (--benchmark_min_time)")
      ->check(CLI::Range(0.001, 60.0))
      ->capture_default_str();
  b->add_option("--filter", o.filter, "only benchmarks matching this regular expression (--benchmark_filter)");
  b->add_option("--threshold", o.threshold, "a regression must be slower than baseline by more than this fraction")
      ->check(CLI::Range(0.0, 100.0))
      ->capture_default_str();
  b->add_option("--alpha", o.alpha, "significance level of the Mann-Whitney U test")
      ->check(CLI::Range(1e-9, 0.5))
      ->capture_default_str();
  b->add_option("--bench-bin", o.bench_bin, "folder with the *_bench programs")->capture_default_str();
  b->add_option("--suite", o.suites,
                "run this Google Benchmark program instead of the *_bench programs of --bench-bin (repeatable; "
                "e.g. a program made by plumb_add_bench)")
      ->option_text("PROGRAM");
  b->add_option("--from", o.from,
                "print (and with --baseline compare) this stored run instead of running the suites")
      ->option_text("FILE");
}

namespace {

// The suites' scratch folder, removed on every way out.
struct WorkDir {
  fs::path path = fs::temp_directory_path() / fmt::format("plumb-bench-{}", getpid());
  WorkDir() { fs::create_directories(path); }
  ~WorkDir() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
};

std::map<std::string, BenchSamples> read_run(const std::string& path) {
  try {
    return read_benchmark_json(read_json(path));
  } catch (const std::runtime_error& e) {
    if (dynamic_cast<const UsageError*>(&e)) throw;
    throw UsageError("'" + path + "': " + e.what());
  }
}

nlohmann::json run_all_suites(const BenchOptions& o) {
  const std::vector<fs::path> suites = discover_suites(o);
  const WorkDir work;
  nlohmann::json merged = {{"benchmarks", nlohmann::json::array()}};
  for (std::size_t i = 0; i < suites.size(); ++i) {
    fmt::print(stderr, "plumb bench [{}/{}] {}\n", i + 1, suites.size(), suites[i].filename().string());
    const nlohmann::json j = run_suite(suites[i], o, work.path);
    if (bench_interrupted) throw UsageError("interrupted");
    if (!merged.contains("context") && j.contains("context")) merged["context"] = j["context"];
    if (j.contains("benchmarks"))
      for (const auto& b : j["benchmarks"]) merged["benchmarks"].push_back(b);
  }
  return merged;
}

}  // namespace

int run_bench(const BenchOptions& o) {
  CompareOptions co;
  co.threshold = o.threshold;
  co.alpha = o.alpha;
  // The baseline is read before anything runs: a bad one fails at once, and
  // one that is also the --save file is not overwritten by the run it judges.
  std::map<std::string, BenchSamples> baseline;
  if (!o.baseline.empty()) {
    if (!fs::is_regular_file(o.baseline)) throw UsageError("no baseline file '" + o.baseline + "'");
    if (o.from.empty() && fs::exists(o.save) && fs::equivalent(o.save, o.baseline))
      throw UsageError("--baseline and --save are the same file '" + o.baseline + "': save this run elsewhere");
    if (o.from.empty() && o.repetitions < co.min_repetitions)
      throw UsageError(fmt::format("a comparison needs --repetitions {} or more", co.min_repetitions));
    baseline = read_run(o.baseline);
  }
  std::map<std::string, BenchSamples> run;
  if (!o.from.empty()) {
    run = read_run(o.from);
  } else {
    ensure_writable(o.save);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, on_bench_signal);
    const nlohmann::json merged = run_all_suites(o);
    run = read_benchmark_json(merged);
    if (run.empty())
      throw UsageError("no benchmark matched --filter '" + o.filter +
                       "' (list them with any suite's --benchmark_list_tests)");
    std::ofstream(o.save) << merged.dump(1) << "\n";
  }
  print_results(run);
  if (o.from.empty()) fmt::print("\nwrote {} ({} benchmarks x {} repetitions)\n", o.save, run.size(), o.repetitions);
  if (o.baseline.empty()) return 0;
  return print_comparison(compare_runs(baseline, run, co), o);
}

}  // namespace plumb::cli
