// plumb fuzz: the overnight runner over the libFuzzer targets in fuzz/.
//
// Two modes:
//   on Plumb's kernels (the default): every target in turn, each for its share
//     of --minutes, in libFuzzer's fork mode over --jobs cores, carrying on after
//     a failure (-ignore_crashes=1) and saving each; afterwards the run's corpus is
//     merged (-merge=1) so it keeps only inputs that add coverage. The summary
//     gives executions per second, coverage, corpus growth and each failure with
//     the commands that replay it and keep it as a regression file.
//   against the seeded faults (--subject seeded-faults, or one fault's name):
//     each fault's family target from an empty corpus on one core, until the
//     first violation or --seconds-per-fault; the table says how long each took.
//     This is the measure of the targets' power: a fault not found is a failure.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cli/child_process.h"
#include "cli/commands.h"
#include "cli/fuzz_log.h"
#include "properties/seeded_faults.h"

namespace plumb::cli {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

volatile std::sig_atomic_t interrupted = 0;
extern "C" void on_interrupt(int) { interrupted = 1; }

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

struct Target {
  std::string name;  // "crossing" for fuzz/crossing_fuzz.cpp
  fs::path binary;
};

std::vector<Target> discover_targets(const FuzzOptions& o) {
  std::vector<Target> all;
  if (fs::is_directory(o.fuzz_bin))
    for (const auto& e : fs::directory_iterator(o.fuzz_bin)) {
      const std::string f = e.path().filename().string();
      if (e.is_regular_file() && f.size() > 5 && f.ends_with("_fuzz") && access(e.path().c_str(), X_OK) == 0)
        all.push_back({f.substr(0, f.size() - 5), e.path()});
    }
  std::sort(all.begin(), all.end(), [](const Target& a, const Target& b) { return a.name < b.name; });
  if (all.empty())
    throw UsageError(fmt::format(
        "no libFuzzer targets (*_fuzz) in '{}'. Build them with: cmake --preset clang-fuzz && cmake --build "
        "--preset clang-fuzz (or run scripts/fuzz), or point --fuzz-bin at your build's fuzz/ folder",
        o.fuzz_bin));
  if (o.targets.empty()) return all;
  std::vector<Target> chosen;
  for (const std::string& want : o.targets) {
    auto it = std::find_if(all.begin(), all.end(), [&](const Target& t) { return t.name == want; });
    if (it == all.end()) {
      std::string names;
      for (const Target& t : all) names += (names.empty() ? "" : ", ") + t.name;
      throw UsageError(fmt::format("no fuzz target '{}' in '{}' (built: {})", want, o.fuzz_bin, names));
    }
    chosen.push_back(*it);
  }
  return chosen;
}

std::vector<fs::path> findings_in(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string f = e.path().filename().string();
    for (const char* kind : {"crash-", "timeout-", "oom-", "leak-"})
      if (f.starts_with(kind)) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::size_t file_count(const fs::path& dir) {
  if (!fs::is_directory(dir)) return 0;
  return std::size_t(std::distance(fs::directory_iterator(dir), fs::directory_iterator{}));
}

// The progress line: rewritten in place on a terminal, one line every 30 s in a log.
class Progress {
 public:
  void show(const std::string& line) {
    if (tty_) {
      fmt::print(stderr, "\r{}\033[K", line);
    } else if (seconds_since(last_) >= 30) {
      fmt::print(stderr, "{}\n", line);
      last_ = Clock::now();
    }
  }
  void done() {
    if (tty_) fmt::print(stderr, "\r\033[K");
  }

 private:
  bool tty_ = isatty(2) != 0;
  Clock::time_point last_ = Clock::now();
};

// Length control for every run: the constructions decode up to about 110
// bytes (a raw 3D pair is 13 doubles), so libFuzzer is allowed 256 and does
// not grow its inputs step by step from 4 bytes (-len_control=0): an empty
// corpus reaches the ~65-byte raw constructions in the first seconds.
const char* const kMaxLen = "-max_len=256";
const char* const kLenControl = "-len_control=0";

std::string clock_text(double seconds) {
  const long s = long(seconds);
  return fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
}

void reset_dir(const fs::path& d) {
  fs::remove_all(d);
  fs::create_directories(d);
}

// --- Plumb's own kernels -----------------------------------------------------

// Findings of an earlier run move to findings.earlier-N, so that this run's
// summary counts only its own and nothing is lost.
void set_aside_earlier_findings(const fs::path& dir) {
  const fs::path findings = dir / "findings";
  if (fs::is_directory(findings) && !fs::is_empty(findings)) {
    int n = 1;
    while (fs::exists(dir / fmt::format("findings.earlier-{}", n))) ++n;
    fs::rename(findings, dir / fmt::format("findings.earlier-{}", n));
  }
  fs::create_directories(findings);
}

struct TargetRun {
  Target target;
  FuzzStatus status;
  double seconds = 0;
  std::size_t corpus_before = 0, corpus_after = 0;
  std::vector<fs::path> findings;
  int exit_code = 0;
  bool did_not_run = false;
};

void merge_corpus(const Target& t, const fs::path& work, const fs::path& seeds, const fs::path& dir) {
  const fs::path merged = dir / "corpus.merging";
  reset_dir(merged);
  fs::create_directories(dir / "merge-findings");
  std::vector<std::string> argv = {t.binary.string(), "-merge=1",
                                   "-artifact_prefix=" + (dir / "merge-findings").string() + "/", merged.string(),
                                   work.string()};
  if (fs::is_directory(seeds)) argv.push_back(seeds.string());
  ChildProcess merge(argv, {{"PLUMB_FUZZ_SUBJECT", "plumb"}}, (dir / "merge.log").string());
  if (merge.wait() == 0) {
    fs::remove_all(work);
    fs::rename(merged, work);
  }
}

TargetRun fuzz_target(const Target& t, const FuzzOptions& o, double seconds, int index, int count) {
  TargetRun r;
  r.target = t;
  const fs::path dir = fs::path(o.out) / t.name, work = dir / "corpus", seeds = fs::path(o.corpus) / t.name;
  fs::create_directories(work);
  set_aside_earlier_findings(dir);
  r.corpus_before = file_count(work) + file_count(seeds);
  const std::string log = (dir / "fuzz.log").string();
  fs::remove(log);
  std::vector<std::string> argv = {t.binary.string(), fmt::format("-fork={}", o.jobs), "-ignore_crashes=1",
                                   "-ignore_timeouts=1", "-ignore_ooms=1", fmt::format("-max_total_time={}", long(seconds)),
                                   "-timeout=10", kMaxLen, kLenControl,
                                   "-artifact_prefix=" + (dir / "findings").string() + "/", work.string()};
  if (fs::is_directory(seeds)) argv.push_back(seeds.string());
  const auto t0 = Clock::now();
  // Plumb's kernels even if PLUMB_FUZZ_SUBJECT is set in plumb's environment:
  // the summary, and the replay and keep commands it prints, are about them.
  ChildProcess child(argv, {{"PLUMB_FUZZ_SUBJECT", "plumb"}}, log);
  LogTail tail(log);
  Progress progress;
  while (!child.poll()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    if (interrupted) child.stop();
    read_fuzz_status(tail.read_lines(), r.status);
    progress.show(fmt::format("plumb fuzz [{}/{}] {:<16} {} of {}  {} exec/s  cov {}  corpus {}  failures {}",
                              index, count, t.name, clock_text(seconds_since(t0)), clock_text(seconds),
                              r.status.exec_per_second, r.status.coverage, r.status.corpus,
                              findings_in(dir / "findings").size()));
  }
  progress.done();
  read_fuzz_status(tail.read_lines(), r.status);
  r.seconds = seconds_since(t0);
  r.exit_code = child.exit_code();
  if (!interrupted) merge_corpus(t, work, seeds, dir);
  r.corpus_after = file_count(work);
  r.findings = findings_in(dir / "findings");
  // libFuzzer's fork mode exits 0 with failures saved (-ignore_crashes); a
  // non-zero exit with nothing saved, or no execution at all, means it did
  // not fuzz (a bad path, a program that is not a libFuzzer target).
  r.did_not_run = !interrupted && r.findings.empty() && (r.exit_code != 0 || !r.status.seen);
  return r;
}

void print_own_summary(const std::vector<TargetRun>& runs, const FuzzOptions& o) {
  fmt::print("\n{:<18} {:>9} {:>10} {:>9} {:>15} {:>9}\n", "target", "time", "exec/s", "coverage", "corpus", "failures");
  for (const TargetRun& r : runs)
    fmt::print("{:<18} {:>9} {:>10} {:>9} {:>15} {:>9}\n", r.target.name, clock_text(r.seconds),
               r.status.exec_per_second, r.status.coverage,
               fmt::format("{} -> {}", r.corpus_before, r.corpus_after), r.findings.size());
  fmt::print("(exec/s: libFuzzer's executions per second over all jobs, oracle in the loop; coverage: edges; "
             "corpus: inputs before the run -> after merging, kept in {}/TARGET/corpus)\n",
             o.out);
  for (const TargetRun& r : runs)
    if (r.did_not_run)
      fmt::print("\n{}: DID NOT RUN (exit status {}, no executions): see {}\n", r.target.name, r.exit_code,
                 (fs::path(o.out) / r.target.name / "fuzz.log").string());
  for (const TargetRun& r : runs) {
    if (r.findings.empty()) continue;
    fmt::print("\n{}: {} failing input(s) in {}\n", r.target.name, r.findings.size(),
               (fs::path(o.out) / r.target.name / "findings").string());
    const std::size_t shown = std::min<std::size_t>(r.findings.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) {
      const std::string f = r.findings[i].string();
      fmt::print("  {}\n    replay: {} {}\n    keep as a regression file: plumb fuzz --target {} --keep {}\n", f,
                 (fs::path(o.replay_bin) / (r.target.name + "_fuzz_replay")).string(), f, r.target.name, f);
    }
    if (r.findings.size() > shown) fmt::print("  ... and {} more\n", r.findings.size() - shown);
  }
}

int run_own(const std::vector<Target>& targets, const FuzzOptions& o) {
  const double share = std::max(10.0, o.minutes * 60.0 / double(targets.size()));
  fmt::print("plumb fuzz: {} target(s) on Plumb's kernels, {:g} s each in fork mode over {} job(s); output in {}\n"
             "targets from {}\n",
             targets.size(), share, o.jobs, o.out, o.fuzz_bin);
  std::vector<TargetRun> runs;
  for (std::size_t i = 0; i < targets.size() && !interrupted; ++i)
    runs.push_back(fuzz_target(targets[i], o, share, int(i) + 1, int(targets.size())));
  print_own_summary(runs, o);
  std::size_t failures = 0, not_run = 0;
  for (const TargetRun& r : runs) {
    failures += r.findings.size();
    not_run += r.did_not_run;
  }
  if (failures > 0) fmt::print("\nContract violations found (see above).\n");
  else if (interrupted) fmt::print("\nInterrupted: no contract violations in the part that ran.\n");
  else if (not_run > 0) fmt::print("\n{} target(s) did not run (see above).\n", not_run);
  else fmt::print("\nNo contract violations found.\n");
  return failures == 0 && not_run == 0 && !interrupted ? 0 : 1;
}

// --- Seeded faults: the targets' power ---------------------------------------

struct FaultRun {
  SeededFault fault;
  std::unique_ptr<ChildProcess> child;
  fs::path dir;
  Clock::time_point start;
  double seconds = 0;
  FuzzStatus status;
  std::vector<fs::path> findings;
  bool violation = false;  // the finding is a contract violation, not some other crash
  std::string problem;     // why it could not run
};

void start_fault(FaultRun& r, const std::vector<Target>& targets, const FuzzOptions& o) {
  auto it = std::find_if(targets.begin(), targets.end(),
                         [&](const Target& t) { return t.name == r.fault.fuzz_target; });
  if (it == targets.end()) {
    r.problem = "target " + r.fault.fuzz_target + "_fuzz not built";
    return;
  }
  r.dir = fs::path(o.out) / "seeded-faults" / r.fault.name;
  reset_dir(r.dir / "corpus");
  reset_dir(r.dir / "findings");
  fs::remove(r.dir / "fuzz.log");
  const std::vector<std::string> argv = {
      it->binary.string(), fmt::format("-max_total_time={}", o.seconds_per_fault), "-timeout=10", kMaxLen, kLenControl,
      fmt::format("-seed={}", o.seed), "-artifact_prefix=" + (r.dir / "findings").string() + "/",
      (r.dir / "corpus").string()};
  r.start = Clock::now();
  r.child = std::make_unique<ChildProcess>(argv, std::map<std::string, std::string>{{"PLUMB_FUZZ_SUBJECT", r.fault.name}},
                                           (r.dir / "fuzz.log").string());
}

void finish_fault(FaultRun& r) {
  r.seconds = seconds_since(r.start);
  std::ifstream in(r.dir / "fuzz.log");
  const std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  read_fuzz_status(log, r.status);
  r.findings = findings_in(r.dir / "findings");
  r.violation = !r.findings.empty() && log.find("contract violation") != std::string::npos;
  r.child.reset();
}

std::string fault_result(const FaultRun& r, const FuzzOptions& o) {
  if (!r.problem.empty()) return "NOT RUN: " + r.problem;
  if (r.violation) return fmt::format("found after {:.1f} s", r.seconds);
  if (!r.findings.empty()) return "crashed without a contract violation: see " + (r.dir / "fuzz.log").string();
  if (r.seconds < 0.9 * o.seconds_per_fault && !interrupted)
    return fmt::format("NOT RUN: exited after {:.1f} s, see {}", r.seconds, (r.dir / "fuzz.log").string());
  return fmt::format("NOT FOUND in {} s", o.seconds_per_fault);
}

int run_faults(const std::vector<Target>& targets, const FuzzOptions& o) {
  std::vector<FaultRun> runs;
  const auto chosen = [&](const SeededFault& f) {
    return o.targets.empty() || std::find(o.targets.begin(), o.targets.end(), f.fuzz_target) != o.targets.end();
  };
  for (const SeededFault& f : seeded_faults())
    if ((o.subject == "seeded-faults" || o.subject == f.name) && chosen(f)) {
      runs.emplace_back();
      runs.back().fault = f;
    }
  if (runs.empty()) throw UsageError("no seeded fault belongs to the chosen --target(s)");
  fmt::print("plumb fuzz: {} seeded fault(s), each against its family's target from an empty corpus on one core, "
             "at most {} s each, {} at a time\n",
             runs.size(), o.seconds_per_fault, o.jobs);
  Progress progress;
  std::size_t next = 0, done = 0;
  const auto t0 = Clock::now();
  while (done < runs.size() && !interrupted) {
    std::size_t running = 0;
    for (FaultRun& r : runs) running += r.child ? 1 : 0;
    while (running < std::size_t(o.jobs) && next < runs.size()) {
      start_fault(runs[next], targets, o);
      if (runs[next].child) ++running; else ++done;
      ++next;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    for (FaultRun& r : runs)
      if (r.child && r.child->poll()) {
        finish_fault(r);
        ++done;
      }
    progress.show(fmt::format("plumb fuzz: {} of {} seeded faults done, {} elapsed", done, runs.size(),
                              clock_text(seconds_since(t0))));
  }
  progress.done();
  for (FaultRun& r : runs)
    if (r.child) {
      r.child->stop();
      r.child->wait();
      finish_fault(r);
    }
  fmt::print("\n{:<24} {:<16} {:<40} {:>11}\n", "seeded fault", "target", "result", "executions");
  int missed = 0;
  for (const FaultRun& r : runs) {
    fmt::print("{:<24} {:<16} {:<40} {:>11}\n", r.fault.name, r.fault.fuzz_target, fault_result(r, o),
               r.status.seen ? fmt::format("{}", r.status.executions) : "-");
    missed += r.violation ? 0 : 1;
  }
  fmt::print("\n{} of {} seeded faults found. Each run's log and the failing input: {}/seeded-faults/FAULT/\n",
             runs.size() - std::size_t(missed), runs.size(), o.out);
  return missed == 0 && !interrupted ? 0 : 1;
}

// --- Keeping a finding as a regression file ----------------------------------

int keep_finding(const FuzzOptions& o) {
  if (o.targets.size() != 1) throw UsageError("--keep needs exactly one --target (the target that found it)");
  const fs::path from = o.keep, dir = fs::path(o.corpus) / o.targets[0];
  if (!fs::is_regular_file(from)) throw UsageError("no such file: '" + o.keep + "'");
  if (!fs::is_directory(dir)) throw UsageError("no corpus folder '" + dir.string() + "' (is --target right?)");
  std::string stem = from.filename().string();
  stem = stem.substr(stem.find('-') + 1).substr(0, 12);
  const fs::path to = dir / ("regression-" + stem);
  fs::copy_file(from, to, fs::copy_options::overwrite_existing);
  const fs::path replay = fs::path(o.replay_bin) / (o.targets[0] + "_fuzz_replay");
  if (fs::exists(replay)) {
    const fs::path log = fs::temp_directory_path() / fmt::format("plumb-keep-{}.log", getpid());
    ChildProcess check({replay.string(), to.string()}, {{"PLUMB_FUZZ_SUBJECT", "plumb"}}, log.string());
    if (check.wait() == 0)
      fmt::print("note: {} passes {} today: if it was found by another target, or the bug is already fixed, "
                 "it is not a regression of {}.\n",
                 from.string(), replay.filename().string(), o.targets[0]);
    fs::remove(log);
  }
  fmt::print("kept {} as {}\nIt now replays in CTest (fuzz_corpus_{}): fix the kernel until it passes, then commit "
             "the file.\n",
             from.string(), to.string(), o.targets[0]);
  return 0;
}

// --fast: the targets of the clang-fuzz-fast preset (no sanitizer).
bool use_fast_build = false;

// The clang-fuzz-fast build beside the default clang-fuzz one.
std::string fast_build_of(const std::string& fuzz_bin) {
  const fs::path p = fs::path(fuzz_bin).lexically_normal();
  const fs::path build = p.has_filename() ? p.parent_path() : p.parent_path().parent_path();
  if (build.filename() != "clang-fuzz")
    throw UsageError("--fast finds the clang-fuzz-fast build beside the clang-fuzz one; with another --fuzz-bin, "
                     "point --fuzz-bin at the build you want instead");
  return (build.parent_path() / "clang-fuzz-fast" / "fuzz").string();
}

}  // namespace

void add_fuzz(CLI::App& app, FuzzOptions& o) {
  CLI::App* f = app.add_subcommand(
      "fuzz",
      "Coverage-guided fuzzing with the libFuzzer targets of fuzz/ (built by the clang-fuzz preset). By default "
      "fuzzes Plumb's kernels: every target for its share of --minutes over --jobs cores, keeps going after a "
      "failure, merges new coverage into the run's corpus, and prints executions per second, coverage and each "
      "failure with the commands that replay it and keep it. With --subject seeded-faults it measures the "
      "targets' power instead: how long each seeded fault takes to be found.");
  f->add_option("--minutes", o.minutes, "total time for Plumb's kernels, shared by the targets")
      ->check(CLI::Range(0.1, 100000.0))
      ->capture_default_str();
  f->add_option("--jobs", o.jobs, "fuzzing processes at once (libFuzzer -fork); the default is this machine's cores")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  f->add_option("--target", o.targets, "fuzz only this target (repeatable); default: every target built")
      ->option_text("NAME");
  f->add_option("--subject", o.subject, "plumb, seeded-faults, or one seeded fault's name (plumb list)")
      ->capture_default_str();
  f->add_option("--seconds-per-fault", o.seconds_per_fault, "time limit per seeded fault")
      ->check(CLI::Range(1, 86400))
      ->capture_default_str();
  f->add_option("--seed", o.seed, "libFuzzer -seed for the seeded-fault runs")->capture_default_str();
  f->add_option("--out", o.out, "where runs keep corpora, logs and failing inputs")->capture_default_str();
  f->add_option("--fuzz-bin", o.fuzz_bin, "folder with the *_fuzz programs")->capture_default_str();
  f->add_flag("--fast", use_fast_build,
              "use the targets built without sanitizers (clang-fuzz-fast preset, libFuzzer only, -O2): several "
              "times the executions per second; the default ASan build also catches memory errors");
  f->add_option("--corpus", o.corpus, "the checked-in seed corpora, one folder per target")->capture_default_str();
  f->add_option("--keep", o.keep,
                "copy a failing input into the target's checked-in corpus as a regression file, then exit")
      ->option_text("FILE");
}

namespace {

// libFuzzer's fork mode builds shell command lines from these paths unquoted.
void check_path(const std::string& what, const std::string& path) {
  if (path.find_first_of(" \t\n'\"\\$`;&|<>*?()") != std::string::npos)
    throw UsageError(what + " '" + path + "' has a space or shell character, which libFuzzer's fork mode cannot pass on");
}

int run_fuzz_checked(FuzzOptions o) {
  if (!std::isfinite(o.minutes)) throw UsageError("--minutes must be a number");
  std::sort(o.targets.begin(), o.targets.end());
  o.targets.erase(std::unique(o.targets.begin(), o.targets.end()), o.targets.end());
  if (!o.keep.empty()) return keep_finding(o);
  if (use_fast_build) o.fuzz_bin = fast_build_of(o.fuzz_bin);
  check_path("--out", o.out);
  check_path("--corpus", o.corpus);
  check_path("--fuzz-bin", o.fuzz_bin);
  bool known = o.subject == "plumb" || o.subject == "seeded-faults";
  for (const SeededFault& f : seeded_faults()) known = known || f.name == o.subject;
  if (!known) throw UsageError("unknown --subject '" + o.subject + "' (plumb, seeded-faults, or a name from plumb list)");
  const std::vector<Target> targets = discover_targets(o);
  fs::create_directories(o.out);
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) std::signal(sig, on_interrupt);
  return o.subject == "plumb" ? run_own(targets, o) : run_faults(targets, o);
}

}  // namespace

int run_fuzz(const FuzzOptions& o) {
  try {
    return run_fuzz_checked(o);
  } catch (const fs::filesystem_error& e) {
    throw UsageError(e.what());
  } catch (const std::runtime_error& e) {  // a program that cannot be started
    if (dynamic_cast<const UsageError*>(&e)) throw;
    throw UsageError(e.what());
  }
}

}  // namespace plumb::cli
