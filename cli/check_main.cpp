#include "cli/check_main.h"

#include <fmt/format.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <iostream>

#include "harness/diagnosis.h"
#include "report/baseline.h"
#include "report/html_report.h"
#include "report/report.h"
#include "harness/shrink.h"

namespace plumb {
namespace {

void write_json(const std::string& path, const nlohmann::json& j) {
  if (path.empty()) return;
  std::ofstream out(path);
  out << j.dump(2) << "\n";
  if (!out) throw CheckUsageError("cannot write JSON to '" + path + "'");
  std::cout << "wrote " << path << "\n";
}

// Validates --property and --case against the suite.
void check_selection(const CheckOptions& o) {
  if (o.single_case && o.property.empty()) throw CheckUsageError("--case needs --property (see plumb list)");
  if (o.property.empty()) return;
  const int i = property_index(o.property);
  if (i < 0) throw CheckUsageError("no property named '" + o.property + "' (see plumb list)");
  const Property& p = properties()[i];
  const long count = p.fixed_cases > 0 ? p.fixed_cases : o.cases;
  if (o.single_case && *o.single_case >= count)
    throw CheckUsageError(fmt::format("--case {} is past the last case of '{}' ({} cases{}; numbered from 0)",
                                      *o.single_case, o.property, count,
                                      p.fixed_cases > 0 ? "" : " with this --cases"));
}

// The options that change what is judged, repeated in every replay line.
std::string judgement_args(const CheckOptions& o) {
  std::string a;
  if (!o.domain.empty()) a += " --domain " + o.domain;
  if (o.allowance) a += fmt::format(" --allowance {:g}", *o.allowance);
  if (o.conditioned) a += fmt::format(" --conditioned {:g}", *o.conditioned);
  return a;
}

// The shards' reports, read and joined (check_main's --merge).
Report merged(const std::vector<std::string>& paths, const Subject& subject) {
  std::vector<Report> shards;
  for (const std::string& path : paths) {
    std::ifstream in(path);
    if (!in) throw CheckUsageError("cannot read the report '" + path + "'");
    try {
      shards.push_back(report_from_json(nlohmann::json::parse(in)));
    } catch (const std::exception& e) {
      throw CheckUsageError("'" + path + "': " + e.what());
    }
    if (shards.back().subject != subject.name)
      throw CheckUsageError("'" + path + "' is a report on '" + shards.back().subject + "', not on '" + subject.name + "'");
  }
  try {
    Report r = merge_reports(shards);
    r.declared = subject.declared;
    return r;
  } catch (const std::runtime_error& e) {
    throw CheckUsageError(e.what());
  }
}

}  // namespace

std::uint64_t parse_seed(const std::string& text) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end)
    throw CheckUsageError("--seed takes a whole number from 0 to 18446744073709551615, not '" + text + "'");
  return value;
}

std::pair<int, int> parse_shard(const std::string& text) {
  int i = -1, n = -1;
  const auto slash = text.find('/');
  if (slash != std::string::npos) {
    const char* b = text.data();
    const auto r1 = std::from_chars(b, b + slash, i);
    const auto r2 = std::from_chars(b + slash + 1, b + text.size(), n);
    if (r1.ec != std::errc() || r1.ptr != b + slash || r2.ec != std::errc() || r2.ptr != b + text.size()) i = -1;
  }
  if (i < 0 || n < 1 || i >= n)
    throw CheckUsageError("--shard takes i/n with 0 <= i < n (e.g. 0/4 for the first of four), not '" + text + "'");
  return {i, n};
}

void ensure_writable(const std::string& path) {
  std::ofstream probe(path, std::ios::app);
  if (!probe) throw CheckUsageError("cannot write to '" + path + "': " + std::strerror(errno));
}

void add_check_options(CLI::App& c, CheckOptions& o) {
  c.add_option("--seed", o.seed_text, "seed of the case streams, 0 to 2^64-1 (same seed, same cases; default 20261130)")
      ->option_text("N");
  c.add_option("--cases", o.cases, "cases per random property, 1 to 10000000 (default 20000)")
      ->option_text("N")
      ->check(CLI::Range(1L, 10000000L));
  c.add_option("--domain", o.domain,
               "judge inside this input domain instead of the subject's own: full-double, all-finite, "
               "game-metres, game-metres-float, gis-projected (docs/declaring-a-subject.md)")
      ->option_text("NAME");
  c.add_option("--allowance", o.allowance,
               "decisions within this many u (unit roundoffs) of a degeneracy are rounding-level, for every member "
               "(0: exact; docs/margins.md)")
      ->option_text("U")
      ->check(CLI::Range(0.0, 1e15));
  c.add_option("--conditioned", o.conditioned,
               "constructions may be off by K u times their condition scale, for every member (docs/margins.md)")
      ->option_text("K")
      ->check(CLI::Range(0.0, 1e15));
  c.add_option("--jobs", o.jobs, "worker processes (default 0: one per core)")->option_text("N")->check(CLI::Range(0, 1024));
  c.add_flag("--in-process", o.in_process,
             "run every case in this process, in order (no worker processes: a crash of the subject ends the run)");
  c.add_option("--json", o.json, "also write the report as JSON to FILE")
      ->option_text("FILE")
      ->each([&o](const std::string&) { o.json_given = true; });
  c.add_option("--html", o.html, "also write the report as an HTML page with a picture of each group to FILE")
      ->option_text("FILE");
  c.add_option("--baseline", o.baseline,
               "a baseline written by --write-baseline: exit 1 only on a fault group not in it")
      ->option_text("FILE");
  c.add_option("--write-baseline", o.write_baseline, "write this run's fault groups as a baseline to FILE")
      ->option_text("FILE");
  c.add_option("--shard", o.shard,
               "run the i-th of n disjoint slices of the cases (i/n, from 0/n; no shrinking); --merge joins the shards' JSON reports")
      ->option_text("I/N");
  c.add_option("--property", o.property, "run only the property with this name (see plumb list)")
      ->option_text("NAME");
  c.add_option("--case", o.single_case, "with --property: run only this case index (replay)")
      ->option_text("N")
      ->check(CLI::Range(0L, 1000000000L));
  c.add_option("--input", o.input,
               "with --property: run that property once on this case, written as the report prints inputs "
               "(decimals or hex floats; a shrunk finding's replay)")
      ->option_text("TEXT");
  c.add_option("--merge", o.merge,
               "join the JSON reports (--json) of every --shard of one run into the report the whole run writes, "
               "shrink its groups, and print it; no case is run")
      ->option_text("FILE...")
      ->expected(1, -1);
  c.add_flag("--no-shrink", o.no_shrink, "print each group's first failing case as drawn, without shrinking it");
  c.add_option("--max-failures", o.max_groups, "fault groups printed in full (the rest one line each; default 20)")
      ->option_text("N")
      ->check(CLI::Range(0, 100000));
}

int run_check(const CheckOptions& o, Subject subject, const std::string& program) {
  RunOptions run;
  run.seed = parse_seed(o.seed_text);
  run.cases = o.cases;
  run.only = o.property;
  run.single_case = o.single_case;
  run.jobs = o.jobs;
  run.isolate = !o.in_process;
  run.input = o.input;
  // A shard does not shrink: its groups are shrunk once merged (--merge).
  run.shrink_groups = o.no_shrink || !o.shard.empty() ? 0 : o.max_groups;
  if (!o.input.empty() && o.property.empty()) throw CheckUsageError("--input needs --property (the property it is a case of)");
  if (!o.input.empty() && o.single_case) throw CheckUsageError("--input and --case each name one case: give one");
  if (!o.shard.empty()) std::tie(run.shard_index, run.shard_count) = parse_shard(o.shard);
  check_selection(o);
  if (o.json_given && o.json.empty()) throw CheckUsageError("--json needs a file name");
  for (const std::string* path : {&o.json, &o.write_baseline, &o.html})
    if (!path->empty()) ensure_writable(*path);
  std::set<std::string> known;
  if (!o.baseline.empty()) {
    try {
      known = read_baseline(o.baseline);
    } catch (const std::runtime_error& e) {
      throw CheckUsageError(e.what());
    }
  }
  if (!o.domain.empty()) {
    try {
      subject.declared.domain = Domain::preset(o.domain);
    } catch (const std::invalid_argument& e) {
      throw CheckUsageError(e.what());
    }
  }
  if (o.allowance) {
    subject.declared.every.decision_allowance = *o.allowance;
    for (auto& [name, c] : subject.declared.members) c.decision_allowance = *o.allowance;
  }
  if (o.conditioned) {
    subject.declared.every.tolerance.conditioned = *o.conditioned;
    for (auto& [name, c] : subject.declared.members) {
      Tolerance t = c.tolerance.value_or(subject.declared.every.tolerance);
      t.conditioned = *o.conditioned;
      c.tolerance = t;
    }
  }
  Report r;
  if (!o.merge.empty()) {
    r = merged(o.merge, subject);
    run.seed = r.options.seed, run.cases = r.options.cases, run.only = r.options.only;
    if (run.shrink_groups > 0) shrink_groups(subject, r, run);
    // Shards are not diagnosed: the merged report is, as the whole run is.
    if (run.diagnose_groups > 0) diagnose_groups(subject, r, run);
  } else {
    try {
      r = run_suite(subject, run);
    } catch (const std::invalid_argument& e) {
      throw CheckUsageError(e.what());
    }
  }
  apply_baseline(r, known);
  ReportStyle style;
  style.max_groups = o.max_groups;
  style.replay_prefix = program + judgement_args(o);
  print_report(std::cout, r, style);
  if (!o.baseline.empty()) {
    long fresh = 0;
    for (const Group& g : r.groups) fresh += !g.known;
    fmt::print("\nbaseline {}: {} of {} fault group{} known, {} new\n", o.baseline, r.groups.size() - fresh,
               r.groups.size(), r.groups.size() == 1 ? "" : "s", fresh);
  }
  write_json(o.json, report_json(r, style));
  if (!o.html.empty()) {
    write_html(o.html, r, style);
    std::cout << "wrote " << o.html << "\n";
  }
  if (!o.write_baseline.empty()) {
    write_baseline(o.write_baseline, r);
    std::cout << "wrote the baseline " << o.write_baseline << " (" << r.groups.size() << " groups)\n";
  }
  return r.new_faults() ? 1 : 0;
}

int check_main(int argc, char** argv, const Subject& subject) {
  CLI::App app{fmt::format("Check {} against Plumb's exact oracle: {}", subject.name, subject.description)};
  app.footer("Exit status: 0 when no fault group is found (or none outside --baseline); 1 when one is; "
             "2 on bad input; 3 on an internal error. Replay lines are commands of this program.");
  CheckOptions o;
  add_check_options(app, o);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << argv[0] << ": error: " << e.what() << " (see --help)\n";
    return 2;
  }
  try {
    return run_check(o, subject, argv[0]);
  } catch (const CheckUsageError& e) {
    std::cerr << argv[0] << ": error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << argv[0] << ": internal error: " << e.what() << "\n";
    return 3;
  }
}

}  // namespace plumb
