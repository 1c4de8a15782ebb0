// plumb check: the property suite against Plumb's kernels, a seeded fault, or
// every seeded fault (the suite's power). Every option but --subject is the
// shared check command line (cli/check_main.h), which a library's client
// program gets with plumb::check_main.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "properties/report.h"
#include "properties/seeded_faults.h"
#include "properties/suite.h"

namespace plumb::cli {
namespace {

const char* kCheckHelp =
    "Run the property suite (2D and 3D) against a subject (the kernels under test) and print the fault groups "
    "first -- each cause once, with its count, one input as hex floats, the subject's and the exact answers and the "
    "command that replays it -- then, per property and per member: cases run, decisions that disagree with the exact "
    "oracle, disagreements within a declared rounding allowance, and the worst construction error. Exit status: 0 "
    "when no contract is violated, 1 when one is, 2 on bad input. With --subject seeded-faults: 0 when every seeded "
    "fault is caught, 1 when one escapes.";

std::string subject_names() {
  std::string names = "plumb, seeded-faults";
  for (const SeededFault& f : seeded_faults()) names += ", " + f.name;
  return names;
}

int check_seeded_faults(const CheckOptions& o) {
  RunOptions options;
  options.seed = parse_seed(o.seed_text);
  options.cases = o.cases;
  options.jobs = o.jobs;
  options.isolate = !o.in_process;
  options.stop_each_property_at_first_failure = true;
  options.shrink_groups = 1;  // the first group is the one printed
  nlohmann::json all = nlohmann::json::array();
  int escaped = 0;
  fmt::print("Seeded faults: Plumb's kernels with one named bug put back. The suite must catch each.\n");
  fmt::print("seed {}, up to {} cases per random property\n\n", options.seed, o.cases);
  for (const SeededFault& f : seeded_faults()) {
    Subject subject = f.subject;
    if (!o.domain.empty()) subject.declared.domain = Domain::preset(o.domain);
    const Report r = run_suite(subject, options);
    fmt::print("{:<20} {}\n", f.name, f.bug);
    int caught = 0;
    for (const PropertyResult& p : r.properties) {
      if (p.first_failure < 0) continue;
      fmt::print("  {:<8} by '{}' at case {} (after {} case{})\n", caught == 0 ? "CAUGHT" : "also", p.name,
                 p.first_failure, p.first_failure + 1, p.first_failure == 0 ? "" : "s");
      ++caught;
    }
    ReportStyle style;
    if (!o.domain.empty()) style.replay_prefix = "plumb check --subject " + f.name + " --domain " + o.domain;
    if (caught == 0) {
      fmt::print("  ESCAPED: no property caught it\n");
      ++escaped;
    } else if (!r.groups.empty()) {
      const Finding& first = r.groups.front().first;
      fmt::print("  first group: {}\n    {}\n    input: {}\n    fast:  {}\n    exact: {}\n    replay: {}\n",
                 r.groups.front().key, first.what, first.input, first.fast, first.exact,
                 replay_command(r, first, style));
    }
    fmt::print("\n");
    nlohmann::json j = report_json(r, style);
    j["bug"] = f.bug;
    j["caught"] = caught > 0;
    all.push_back(j);
  }
  fmt::print("{} of {} seeded faults caught.\n", seeded_faults().size() - escaped, seeded_faults().size());
  if (!o.json.empty()) {
    std::ofstream out(o.json);
    out << nlohmann::json{{"seeded_faults", all}}.dump(2) << "\n";
    if (!out) throw UsageError("cannot write JSON to '" + o.json + "'");
    std::cout << "wrote " << o.json << "\n";
  }
  return escaped == 0 ? 0 : 1;
}

}  // namespace

void add_check(CLI::App& app, PlumbCheckOptions& o) {
  CLI::App* c = app.add_subcommand("check", kCheckHelp);
  c->add_option("--subject", o.subject, "kernels under test: " + subject_names())->capture_default_str();
  add_check_options(*c, o.check);
}

int run_check(const PlumbCheckOptions& given) {
  const CheckOptions& o = given.check;
  if (given.subject == "seeded-faults") {
    if (!o.property.empty())
      throw UsageError("--property and --case narrow a run of one subject; name one fault with --subject NAME");
    if (!o.domain.empty()) {
      try {
        (void)Domain::preset(o.domain);
      } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
      }
    }
    if (!o.json.empty()) ensure_writable(o.json);
    (void)parse_seed(o.seed_text);
    return check_seeded_faults(o);
  }
  Subject subject;
  if (given.subject == "plumb") {
    subject = plumb_subject();
  } else {
    bool found = false;
    for (const SeededFault& f : seeded_faults())
      if (f.name == given.subject) subject = f.subject, found = true;
    if (!found) throw UsageError("unknown subject '" + given.subject + "' (known: " + subject_names() + ")");
  }
  return plumb::run_check(o, subject, "plumb check --subject " + given.subject);
}

}  // namespace plumb::cli
