// plumb check: the property suite against a subject.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "properties/report.h"
#include "properties/seeded_faults.h"
#include "properties/suite.h"

namespace plumb::cli {
namespace {

const char* kCheckHelp =
    "Run the property suite (2D and 3D) against a subject (the kernels under test) and print, per kernel: cases "
    "run, decisions that disagree with the exact oracle, the worst construction error (in the contract's "
    "unit and as a fraction of the contract), and each failure's input as hex floats with the fast and exact "
    "answers and the command that replays it. Exit status: 0 when no contract is violated, 1 when one is, "
    "2 on bad input. With --subject seeded-faults: 0 when every seeded fault is caught, 1 when one escapes.";

std::string subject_names() {
  std::string names = "plumb, seeded-faults";
  for (const SeededFault& f : seeded_faults()) names += ", " + f.name;
  return names;
}

void write_json(const std::string& path, const nlohmann::json& j) {
  if (path.empty()) return;
  std::ofstream out(path);
  out << j.dump(2) << "\n";
  if (!out) throw UsageError("cannot write JSON to '" + path + "'");
  std::cout << "wrote " << path << "\n";
}

RunOptions run_options(const CheckOptions& o) {
  RunOptions r;
  r.seed = o.seed;
  r.cases = o.cases;
  r.only = o.property;
  r.single_case = o.single_case;
  return r;
}

int check_seeded_faults(const CheckOptions& o) {
  RunOptions options = run_options(o);
  options.stop_each_property_at_first_failure = true;
  nlohmann::json all = nlohmann::json::array();
  int escaped = 0;
  fmt::print("Seeded faults: Plumb's kernels with one named bug put back. The suite must catch each.\n");
  fmt::print("seed {}, up to {} cases per random property\n\n", o.seed, o.cases);
  for (const SeededFault& f : seeded_faults()) {
    const Report r = run_suite(f.subject, options);
    fmt::print("{:<20} {}\n", f.name, f.bug);
    int caught = 0;
    for (const PropertyResult& p : r.properties) {
      if (p.first_failure < 0) continue;
      fmt::print("  {:<8} by '{}' at case {} (after {} case{})\n", caught == 0 ? "CAUGHT" : "also", p.name,
                 p.first_failure, p.first_failure + 1, p.first_failure == 0 ? "" : "s");
      ++caught;
    }
    if (caught == 0) {
      fmt::print("  ESCAPED: no property caught it\n");
      ++escaped;
    } else {
      const Finding& first = r.findings.front();
      fmt::print("  first finding: {}: {}\n    input: {}\n    fast:  {}\n    exact: {}\n    replay: {}\n",
                 first.kernel, first.what, first.input, first.fast, first.exact, replay_command(r, first));
    }
    fmt::print("\n");
    nlohmann::json j = report_json(r);
    j["bug"] = f.bug;
    j["caught"] = caught > 0;
    all.push_back(j);
  }
  fmt::print("{} of {} seeded faults caught.\n", seeded_faults().size() - escaped, seeded_faults().size());
  write_json(o.json, {{"seeded_faults", all}});
  return escaped == 0 ? 0 : 1;
}

}  // namespace

void add_check(CLI::App& app, CheckOptions& o) {
  CLI::App* c = app.add_subcommand("check", kCheckHelp);
  c->add_option("--subject", o.subject, "kernels under test: " + subject_names())->capture_default_str();
  c->add_option("--seed", o.seed_text, "seed of the case streams, 0 to 2^64-1 (same seed, same cases; default 20261130)")
      ->option_text("N")
      ->capture_default_str();
  c->add_option("--cases", o.cases, "cases per random property, 1 to 10000000 (default 20000)")
      ->option_text("N")
      ->check(CLI::Range(1L, 10000000L))
      ->capture_default_str();
  c->add_option("--json", o.json, "also write the report as JSON to FILE")
      ->option_text("FILE")
      ->each([&o](const std::string&) { o.json_given = true; });
  c->add_option("--property", o.property, "run only the property with this name (see plumb list)")
      ->option_text("NAME");
  c->add_option("--case", o.single_case, "with --property: run only this case index (replay)")
      ->option_text("N")
      ->check(CLI::Range(0L, 1000000000L));
  c->add_option("--max-failures", o.max_failures,
                "failures to print in full (each failing property's first comes first; default 10)")
      ->option_text("N")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
}

int run_check(const CheckOptions& given) {
  CheckOptions o = given;
  o.seed = parse_seed(o.seed_text);
  if (o.single_case && o.property.empty()) throw UsageError("--case needs --property (see plumb list)");
  if (!o.property.empty()) {
    const Property* found = nullptr;
    for (const Property& p : properties())
      if (p.name == o.property) found = &p;
    if (!found) throw UsageError("no property named '" + o.property + "' (see plumb list)");
    const long count = found->fixed_cases > 0 ? found->fixed_cases : o.cases;
    if (o.single_case && *o.single_case >= count)
      throw UsageError(fmt::format("--case {} is past the last case of '{}' ({} cases{}; numbered from 0)",
                                   *o.single_case, o.property, count,
                                   found->fixed_cases > 0 ? "" : " with this --cases"));
  }
  if (o.json_given && o.json.empty()) throw UsageError("--json needs a file name");
  if (!o.json.empty()) ensure_writable(o.json);
  if (o.subject == "seeded-faults") {
    if (!o.property.empty())
      throw UsageError("--property and --case narrow a run of one subject; name one fault with --subject NAME");
    return check_seeded_faults(o);
  }
  Subject subject;
  if (o.subject == "plumb") {
    subject = plumb_subject();
  } else {
    bool found = false;
    for (const SeededFault& f : seeded_faults())
      if (f.name == o.subject) subject = f.subject, found = true;
    if (!found) throw UsageError("unknown subject '" + o.subject + "' (known: " + subject_names() + ")");
  }
  fmt::print("{}\n", subject.description);
  const Report r = run_suite(subject, run_options(o));
  print_report(std::cout, r, o.max_failures);
  write_json(o.json, report_json(r));
  return r.passed() ? 0 : 1;
}

void ensure_writable(const std::string& path) {
  std::ofstream probe(path, std::ios::app);
  if (!probe) throw UsageError("cannot write to '" + path + "': " + std::strerror(errno));
}

std::uint64_t parse_seed(const std::string& text) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end)
    throw UsageError("--seed takes a whole number from 0 to 18446744073709551615, not '" + text + "'");
  return value;
}

}  // namespace plumb::cli
