#include "properties/report.h"

#include <cmath>
#include <map>
#include <vector>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include "properties/seeded_faults.h"

namespace plumb {
namespace {

std::string quoted(const std::string& s) { return "'" + s + "'"; }

std::string worst(const KernelStats& k) {
  if (k.worst_quantity.empty()) return "-";
  return fmt::format("{:.3g}  {}", k.worst_error, k.worst_quantity);
}

// As a percentage while it is one; past 10x the contract, as a multiple.
std::string fraction(const KernelStats& k) {
  if (k.worst_quantity.empty()) return "-";
  if (std::isinf(k.worst_fraction)) return "inf";
  if (k.worst_fraction >= 10) return fmt::format("{:.2g}x", k.worst_fraction);
  return fmt::format("{:.1f}%", 100.0 * k.worst_fraction);
}

// Up to n findings to print, taking each property's first finding before any
// property's second, so that one noisy property does not hide the others.
std::vector<const Finding*> spread(const std::vector<Finding>& all, int n) {
  std::vector<const Finding*> out;
  std::map<std::string, int> taken;
  for (int round = 0; int(out.size()) < n; ++round) {
    bool any = false;
    for (const Finding& f : all) {
      if (int(out.size()) >= n) break;
      int& t = taken[f.property];
      if (t != round) continue;
      // the round-th finding of this property
      int seen = 0;
      for (const Finding& g : all) {
        if (&g == &f) break;
        seen += g.property == f.property;
      }
      if (seen != round) continue;
      out.push_back(&f);
      ++t;
      any = true;
    }
    if (!any) break;
  }
  return out;
}

}  // namespace

std::string replay_command(const Report& r, const Finding& f) {
  bool builtin = r.subject == "plumb";
  for (const SeededFault& fault : seeded_faults()) builtin = builtin || fault.name == r.subject;
  if (!builtin)  // a user's subject: replay through the library
    return fmt::format("run_suite(subject, {{.seed = {}, .cases = {}, .only = \"{}\", .single_case = {}}})",
                       r.options.seed, r.options.cases, f.property, f.case_index);
  return fmt::format("plumb check --subject {} --seed {} --cases {} --property {} --case {}", r.subject,
                     r.options.seed, r.options.cases, quoted(f.property), f.case_index);
}

void print_report(std::ostream& out, const Report& r, int max_failures) {
  fmt::print(out, "subject: {}   seed: {}   cases per random property: {}   time: {:.1f} s\n\n", r.subject,
             r.options.seed, r.options.cases, r.seconds);
  fmt::print(out, "{:<52} {:>8} {:>8} {:>13}\n", "property", "cases", "failing", "first failing");
  for (const PropertyResult& p : r.properties) {
    fmt::print(out, "{:<52} {:>8} {:>8} {:>13}\n", p.name, p.cases, p.failing_cases,
               p.first_failure < 0 ? std::string("-") : fmt::format("case {}", p.first_failure));
  }
  fmt::print(out, "\n{:<32} {:>9} {:>10} {:>11} {:>30} {:>10}\n", "kernel", "checks", "decisions", "violations",
             "worst construction error", "of bound");
  fmt::print(out, "{:<32} {:>9} {:>10} {:>11} {:>30} {:>10}\n", "", "", "wrong", "", "", "");
  for (const auto& [name, k] : r.kernels) {
    fmt::print(out, "{:<32} {:>9} {:>10} {:>11} {:>30} {:>10}\n", name, k.checks, k.decision_disagreements,
               k.violations(), worst(k), fraction(k));
  }
  if (r.findings.empty()) {
    fmt::print(out, "\nno contract violations.\n");
    return;
  }
  const auto shown = spread(r.findings, max_failures);
  fmt::print(out, "\nfailures: {} shown of {} recorded (up to 20 per property; the counts above are complete):\n",
             shown.size(), r.findings.size());
  for (const Finding* f : shown) {
    fmt::print(out, "\n[{}] {}: {}\n  input: {}\n  fast:  {}\n  exact: {}\n  replay: {}\n", f->property, f->kernel,
               f->what, f->input, f->fast, f->exact, replay_command(r, *f));
  }
}

nlohmann::json report_json(const Report& r) {
  nlohmann::json j;
  j["subject"] = r.subject;
  j["seed"] = r.options.seed;
  j["cases_per_property"] = r.options.cases;
  j["seconds"] = r.seconds;
  j["passed"] = r.passed();
  for (const PropertyResult& p : r.properties) {
    nlohmann::json pj{{"name", p.name}, {"cases", p.cases}, {"failing_cases", p.failing_cases}};
    if (p.first_failure >= 0) pj["first_failing_case"] = p.first_failure;
    pj["classes"] = p.labels;
    j["properties"].push_back(pj);
  }
  for (const auto& [name, k] : r.kernels) {
    nlohmann::json kj{{"checks", k.checks},
                      {"decision_disagreements", k.decision_disagreements},
                      {"construction_violations", k.construction_violations},
                      {"invariant_violations", k.invariant_violations}};
    if (!k.worst_quantity.empty()) {
      // JSON has no infinity: a non-finite error is written as null.
      kj["worst_error"] = std::isfinite(k.worst_error) ? nlohmann::json(k.worst_error) : nlohmann::json();
      kj["worst_fraction_of_contract"] =
          std::isfinite(k.worst_fraction) ? nlohmann::json(k.worst_fraction) : nlohmann::json();
      kj["worst_quantity"] = k.worst_quantity;
    }
    j["kernels"][name] = kj;
  }
  j["findings"] = nlohmann::json::array();
  for (const Finding& f : r.findings) {
    j["findings"].push_back({{"property", f.property}, {"kernel", f.kernel}, {"class", f.label},
                             {"input", f.input}, {"fast", f.fast}, {"exact", f.exact}, {"what", f.what},
                             {"case", f.case_index}, {"replay", replay_command(r, f)}});
  }
  return j;
}

}  // namespace plumb
