#include "properties/report.h"

#include <cmath>
#include <map>
#include <vector>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include "properties/serialize.h"

namespace plumb {
namespace {

// Quoted for a POSIX shell: single quotes, with any ' written as '\''.
std::string quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string worst(const KernelStats& k) {
  if (k.worst_quantity.empty()) return "-";
  return fmt::format("{:.3g}  {}", k.worst_error, k.worst_quantity);
}

// As a percentage while it is one; past 10x the contract, as a multiple.
std::string fraction(const KernelStats& k) {
  if (k.worst_quantity.empty()) return "-";
  if (std::isinf(k.worst_fraction) || std::isnan(k.worst_fraction)) return "inf";
  if (k.worst_fraction >= 10) return fmt::format("{:.2g}x", k.worst_fraction);
  return fmt::format("{:.1f}%", 100.0 * k.worst_fraction);
}

std::string power_of_two(double x) {
  if (x == 0) return "0";
  const int e = std::ilogb(x);
  if (std::ldexp(1.0, e) == x) return fmt::format("2^{}", e);
  return fmt::format("{:.3g}", x);
}

std::string classes_line(const std::map<std::string, long>& classes) {
  std::vector<std::pair<long, std::string>> v;
  for (const auto& [c, n] : classes) v.push_back({n, c});
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
  std::string out;
  for (std::size_t i = 0; i < v.size() && i < 4; ++i)
    out += fmt::format("{}{} ({})", i ? ", " : "", v[i].second.empty() ? "-" : v[i].second, v[i].first);
  if (v.size() > 4) out += fmt::format(", and {} more", v.size() - 4);
  return out;
}

std::string abouts_line(const std::map<std::string, long>& abouts) {
  std::string out;
  for (const auto& [a, n] : abouts) out += (out.empty() ? "" : ", ") + a;
  return out;
}

void print_finding(std::ostream& out, const Report& r, const Finding& f, const ReportStyle& style,
                   const char* indent) {
  fmt::print(out, "{}{}\n", indent, f.what);
  fmt::print(out, "{}input:   {}\n", indent, f.input);
  if (!f.transformed.empty()) fmt::print(out, "{}  seen on the transformed input: {}\n", indent, f.transformed);
  fmt::print(out, "{}subject: {}\n", indent, f.fast);
  fmt::print(out, "{}exact:   {}\n", indent, f.exact);
  fmt::print(out, "{}replay:  {}\n", indent, replay_command(r, f, style));
}

long rounding_level(const Report& r) {
  long n = 0;
  for (const auto& [name, k] : r.kernels) n += k.rounding_level;
  return n;
}

}  // namespace

std::string describe_domain(const Domain& d) {
  std::string range = d.max_magnitude == std::numeric_limits<double>::max() ? "any finite magnitude"
                                                                             : "|x| <= " + power_of_two(d.max_magnitude);
  if (d.min_magnitude > 0) range += ", non-zero |x| >= " + power_of_two(d.min_magnitude);
  return fmt::format("{}: {}, {}, non-finite input {}", d.name, range, precision_name(d.precision),
                     d.non_finite ? "judged" : "outside the contract (only: no crash)");
}

std::string replay_command(const Report& r, const Finding& f, const ReportStyle& style) {
  const std::string prefix = style.replay_prefix.empty() ? "plumb check --subject " + r.subject : style.replay_prefix;
  if (f.case_index < 0)  // a shrunk case: replayed from its text
    return fmt::format("{} --property {} --input {}", prefix, quoted(f.property), quoted(f.input));
  return fmt::format("{} --seed {} --cases {} --property {} --case {}", prefix, r.options.seed, r.options.cases,
                     quoted(f.property), f.case_index);
}

void print_report(std::ostream& out, const Report& r, const ReportStyle& style) {
  if (!r.description.empty()) fmt::print(out, "{}\n", r.description);
  fmt::print(out, "subject: {}   seed: {}   cases per random property: {}   workers: {}   time: {:.1f} s\n", r.subject,
             r.options.seed, r.options.cases, r.workers, r.seconds);
  fmt::print(out, "domain: {}\n", describe_domain(r.declared.domain));
  if (r.options.shard_count > 1) fmt::print(out, "shard {} of {}\n", r.options.shard_index, r.options.shard_count);
  long findings = 0;
  for (const Group& g : r.groups) findings += g.count;
  const long rounding = rounding_level(r);
  fmt::print(out, "\n{} fault group{} ({} finding{}); {} disagreement{} within the declared rounding allowance\n",
             r.groups.size(), r.groups.size() == 1 ? "" : "s", findings, findings == 1 ? "" : "s", rounding,
             rounding == 1 ? "" : "s");
  int shown = 0;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const Group& g = r.groups[i];
    const bool full = shown < style.max_groups;
    fmt::print(out, "\n#{:<3} {}   {} finding{}{}\n", i + 1, g.key, g.count, g.count == 1 ? "" : "s",
               g.known ? "   (in the baseline)" : "");
    if (!full) continue;
    ++shown;
    fmt::print(out, "     about: {}\n     classes: {}\n", abouts_line(g.abouts), classes_line(g.classes));
    const Finding& rep = g.shrunk ? *g.shrunk : g.first;
    print_finding(out, r, rep, style, "     ");
    if (g.shrunk)
      fmt::print(out, "     (shrunk from case {} of '{}': replay: {})\n", g.first.case_index, g.first.property,
                 replay_command(r, g.first, style));
  }
  fmt::print(out, "\n{:<52} {:>8} {:>8} {:>13}\n", "property", "cases", "failing", "first failing");
  for (const PropertyResult& p : r.properties) {
    if (p.checks == 0 && p.cases > 0) {
      fmt::print(out, "{:<52} {:>8} {:>8} {:>13}\n", p.name, p.cases, "skipped", "-");
      continue;
    }
    fmt::print(out, "{:<52} {:>8} {:>8} {:>13}\n", p.name, p.cases, p.failing_cases,
               p.first_failure < 0 ? std::string("-") : fmt::format("case {}", p.first_failure));
  }
  fmt::print(out, "\n{:<32} {:>9} {:>10} {:>9} {:>11} {:>30} {:>10}\n", "member", "checks", "decisions", "rounding",
             "violations", "worst construction error", "of bound");
  fmt::print(out, "{:<32} {:>9} {:>10} {:>9} {:>11} {:>30} {:>10}\n", "", "", "wrong", "level", "", "", "");
  for (const auto& [name, k] : r.kernels) {
    fmt::print(out, "{:<32} {:>9} {:>10} {:>9} {:>11} {:>30} {:>10}\n", name, k.checks, k.decision_disagreements,
               k.rounding_level, k.violations(), worst(k), fraction(k));
  }
  if (r.groups.empty()) fmt::print(out, "\nno contract violations.\n");
}

nlohmann::json report_json(const Report& r, const ReportStyle& style) {
  nlohmann::json j;
  j["subject"] = r.subject;
  j["seed"] = r.options.seed;
  j["cases_per_property"] = r.options.cases;
  j["shard"] = {{"index", r.options.shard_index}, {"count", r.options.shard_count}};
  j["seconds"] = r.seconds;
  j["workers"] = r.workers;
  j["passed"] = r.passed();
  j["domain"] = describe_domain(r.declared.domain);
  j["provided"] = r.provided;
  for (const PropertyResult& p : r.properties) {
    nlohmann::json pj{{"name", p.name}, {"cases", p.cases}, {"failing_cases", p.failing_cases}, {"checks", p.checks},
                      {"skipped", p.checks == 0 && p.cases > 0}};
    if (p.first_failure >= 0) pj["first_failing_case"] = p.first_failure;
    pj["classes"] = p.labels;
    j["properties"].push_back(pj);
  }
  for (const auto& [name, k] : r.kernels) {
    nlohmann::json kj = to_json(k);
    // JSON has no infinity: a non-finite error is written as null.
    kj["worst_error"] = std::isfinite(k.worst_error) ? nlohmann::json(k.worst_error) : nlohmann::json();
    kj["worst_fraction_of_contract"] =
        std::isfinite(k.worst_fraction) ? nlohmann::json(k.worst_fraction) : nlohmann::json();
    kj.erase("worst_fraction");
    j["kernels"][name] = kj;
  }
  j["groups"] = nlohmann::json::array();
  for (const Group& g : r.groups) {
    nlohmann::json gj{{"key", g.key},           {"count", g.count},          {"classes", g.classes},
                      {"abouts", g.abouts},     {"worst_beyond", number(g.worst_beyond)},
                      {"known", g.known},       {"first", to_json(g.first)}};
    gj["first"]["replay"] = replay_command(r, g.first, style);
    if (g.shrunk) {
      gj["shrunk"] = to_json(*g.shrunk);
      gj["shrunk"]["replay"] = replay_command(r, *g.shrunk, style);
    }
    j["groups"].push_back(gj);
  }
  j["findings"] = nlohmann::json::array();
  for (const Finding& f : r.findings) {
    nlohmann::json fj = to_json(f);
    fj["replay"] = replay_command(r, f, style);
    j["findings"].push_back(fj);
  }
  return j;
}

}  // namespace plumb
