// plumb check: the property suite against Plumb's kernels, a seeded fault, or
// every seeded fault (the suite's power). Every option but --subject is the
// shared check command line (cli/check_main.h), which a library's client
// program gets with plumb::check_main.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "harness/protocol_subject.h"
#include "report/report.h"
#include "properties/seeded_faults.h"
#include "harness/runner.h"

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
  c->add_option("--subject-command", o.subject_command,
                "kernels under test in a separate program, in any language, speaking Plumb's line protocol "
                "(docs/protocol.md: a handshake names its members and declarations; cases go in batches; a crash, "
                "exit, hang or malformed answer of the program is a finding and it is restarted), run as /bin/sh -c "
                "COMMAND; e.g. 'node clients/js/textbook-kernels.js' or 'python3 my_kernels.py'")
      ->option_text("COMMAND");
  c->add_option("--subject-timeout", o.subject_timeout,
                "with --subject-command: seconds the program may take to answer a call before the call is a hang "
                "finding (default 5; keep it below 10, the worker's own hang limit)")
      ->option_text("S")
      ->check(CLI::Range(0.01, 3600.0));
  add_check_options(*c, o.check);
}

namespace {

// text quoted for /bin/sh (the replay lines are commands).
std::string shell_quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// plumb check --subject-command: the program's subject, from its handshake.
int check_program(const PlumbCheckOptions& given) {
  if (given.subject != "plumb") throw UsageError("--subject and --subject-command each name the subject: give one");
  ProtocolOptions p;
  p.command = given.subject_command;
  if (given.subject_timeout) p.timeout_seconds = *given.subject_timeout;
  Subject subject;
  try {
    subject = protocol_subject(p);
  } catch (const ProtocolSetupError& e) {
    throw UsageError(e.what());
  }
  std::string program = "plumb check --subject-command " + shell_quoted(given.subject_command);
  if (given.subject_timeout) program += fmt::format(" --subject-timeout {:g}", *given.subject_timeout);
  return plumb::run_check(given.check, subject, program);
}

}  // namespace

int run_check(const PlumbCheckOptions& given) {
  const CheckOptions& o = given.check;
  if (!given.subject_command.empty()) return check_program(given);
  if (given.subject_timeout) throw UsageError("--subject-timeout is for --subject-command");
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
