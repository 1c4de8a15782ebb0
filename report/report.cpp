#include "report/report.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <vector>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include "judge/serialize.h"
#include "report/diagnosis_text.h"

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

// Members whose rounding is far above a textbook formula's (harness/rounding_rate.h).
void print_rate_warnings(std::ostream& out, const Report& r) {
  for (const RateWarning& w : r.rate_warnings)
    fmt::print(out,
               "\nwarning: {} | rounding-level rate   {} of {} checks within the allowance, {} the naive "
               "formula's rate on the same cases ({} of {}); one-sided binomial test of a rate at most 4x the "
               "formula's: p = {:.2g}. Rounding this frequent is worth a look: an epsilon, a cancellation, a "
               "lower precision than declared.\n",
               w.member, w.rounding, w.checks,
               std::isinf(w.ratio()) ? std::string("above") : fmt::format("{:.3g}x", w.ratio()),
               w.reference_rounding, w.reference_checks, w.p_value);
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
  long tolerated = 0;
  for (const auto& [name, k] : r.kernels) tolerated += k.tolerated;
  fmt::print(out, "\n{} fault group{} ({} finding{}); {} disagreement{} within the declared rounding allowance{}\n",
             r.groups.size(), r.groups.size() == 1 ? "" : "s", findings, findings == 1 ? "" : "s", rounding,
             rounding == 1 ? "" : "s",
             tolerated > 0 ? fmt::format(", {} within the declared absolute decision tolerance", tolerated) : "");
  int shown = 0;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const Group& g = r.groups[i];
    const bool full = shown < style.max_groups;
    fmt::print(out, "\n#{:<3} {}   {} finding{}{}\n", i + 1, g.key, g.count, g.count == 1 ? "" : "s",
               g.known ? "   (in the baseline)" : "");
    if (!full) continue;
    ++shown;
    for (const std::string& line : diagnosis_lines(g)) fmt::print(out, "     {}\n", line);
    if (!g.related.empty()) {
      std::string also;
      for (const auto& [key, n] : g.related) also += fmt::format("{}{} ({})", also.empty() ? "" : "; ", key, n);
      fmt::print(out, "     one cause: the same cases also fail as {}\n", also);
    }
    fmt::print(out, "     about: {}\n     classes: {}\n", abouts_line(g.abouts), classes_line(g.classes));
    const Finding& rep = g.shrunk ? *g.shrunk : g.first;
    print_finding(out, r, rep, style, "     ");
    if (g.shrunk)
      fmt::print(out, "     (shrunk from case {} of '{}': replay: {})\n", g.first.case_index, g.first.property,
                 replay_command(r, g.first, style));
  }
  print_rate_warnings(out, r);
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

Report report_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("subject") || !j.contains("groups") || !j.contains("properties"))
    throw std::runtime_error("not a Plumb report (written by --json)");
  Report r;
  r.subject = j.at("subject").get<std::string>();
  r.description = j.value("description", "");
  r.options.seed = j.at("seed").get<std::uint64_t>();
  r.options.cases = j.at("cases_per_property").get<long>();
  r.options.only = j.value("property", "");
  r.options.shard_index = j.at("shard").at("index").get<int>();
  r.options.shard_count = j.at("shard").at("count").get<int>();
  r.seconds = j.value("seconds", 0.0);
  r.workers = j.value("workers", 1);
  r.declared.domain.name = j.value("domain", "");
  r.provided = j.value("provided", std::vector<std::string>{});
  for (const auto& pj : j.at("properties")) {
    PropertyResult p;
    p.name = pj.at("name").get<std::string>();
    p.cases = pj.at("cases").get<long>();
    p.failing_cases = pj.at("failing_cases").get<long>();
    p.checks = pj.value("checks", 0L);
    p.first_failure = pj.value("first_failing_case", -1L);
    p.labels = pj.value("classes", std::map<std::string, long>{});
    r.properties.push_back(p);
  }
  if (j.contains("kernels"))
    for (const auto& [name, kj] : j["kernels"].items()) r.kernels[name] = kernel_stats_from_json(kj);
  for (const auto& gj : j.at("groups")) {
    Group g;
    g.key = gj.at("key").get<std::string>();
    g.count = gj.at("count").get<long>();
    g.classes = gj.value("classes", std::map<std::string, long>{});
    g.abouts = gj.value("abouts", std::map<std::string, long>{});
    g.worst_beyond = number_from_json(gj.at("worst_beyond"));
    g.known = gj.value("known", false);
    g.first = finding_from_json(gj.at("first"));
    if (gj.contains("shrunk")) g.shrunk = finding_from_json(gj["shrunk"]);
    if (gj.contains("diagnosis")) {
      const auto& dj = gj["diagnosis"];
      g.diagnosed = true;
      g.diagnosis = dj.value("fault", "");
      g.diagnosis_fix = dj.value("fix", "");
      g.diagnosis_source = dj.value("source", "");
      if (dj.contains("threshold"))
        g.threshold = ThresholdEstimate{dj["threshold"].value("quantity", ""),
                                        number_from_json(dj["threshold"].at("wrong_up_to")),
                                        number_from_json(dj["threshold"].at("right_from"))};
    }
    g.members = gj.value("members", std::set<std::string>{});
    g.cases = gj.value("cases", std::set<std::string>{});
    if (gj.contains("related"))
      for (const auto& rj : gj["related"]) g.related.emplace_back(rj.at("key").get<std::string>(), rj.at("count").get<long>());
    r.groups.push_back(g);
  }
  for (const auto& fj : j.at("findings")) r.findings.push_back(finding_from_json(fj));
  return r;
}

Report merge_reports(const std::vector<Report>& shards) {
  if (shards.empty()) throw std::runtime_error("no report to merge");
  const Report& head = shards.front();
  std::vector<bool> seen(std::size_t(std::max(1, head.options.shard_count)), false);
  for (const Report& s : shards) {
    if (s.subject != head.subject || s.options.seed != head.options.seed || s.options.cases != head.options.cases ||
        s.options.only != head.options.only || s.options.shard_count != head.options.shard_count)
      throw std::runtime_error("these reports are not shards of one run (subject, seed, cases, property and shard "
                               "count must agree)");
    if (seen.at(std::size_t(s.options.shard_index)))
      throw std::runtime_error("shard " + std::to_string(s.options.shard_index) + " is given twice");
    seen[std::size_t(s.options.shard_index)] = true;
  }
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (!seen[i]) throw std::runtime_error("shard " + std::to_string(i) + " of " + std::to_string(seen.size()) + " is missing");
  Report r;
  r.subject = head.subject;
  r.description = head.description;
  r.options = head.options;
  r.options.shard_index = 0;
  r.options.shard_count = 1;
  r.declared = head.declared;
  r.provided = head.provided;
  r.workers = 0;
  for (std::size_t i = 0; i < head.properties.size(); ++i) {
    PropertyResult p;
    p.name = head.properties[i].name;
    for (const Report& s : shards) {
      const PropertyResult& q = s.properties.at(i);
      p.cases += q.cases;
      p.failing_cases += q.failing_cases;
      p.checks += q.checks;
      if (q.first_failure >= 0 && (p.first_failure < 0 || q.first_failure < p.first_failure)) p.first_failure = q.first_failure;
      for (const auto& [label, n] : q.labels) p.labels[label] += n;
    }
    r.properties.push_back(p);
  }
  auto earlier = [](const Finding& a, const Finding& b) {
    return a.property_order != b.property_order ? a.property_order < b.property_order : a.case_index < b.case_index;
  };
  std::map<std::string, Group> groups;
  std::vector<Finding> findings;
  for (const Report& s : shards) {
    r.seconds = std::max(r.seconds, s.seconds);
    r.workers += s.workers;
    for (const auto& [name, k] : s.kernels) merge_stats(r.kernels[name], k);
    for (const Group& g : s.groups) {
      Group& m = groups[g.key];
      if (m.count == 0 || earlier(g.first, m.first)) m.first = g.first, m.shrunk.reset();
      m.key = g.key;
      m.count += g.count;
      m.cases.insert(g.cases.begin(), g.cases.end());
      for (const auto& [c, n] : g.classes) m.classes[c] += n;
      for (const auto& [a, n] : g.abouts) m.abouts[a] += n;
      m.worst_beyond = std::max(m.worst_beyond, g.worst_beyond);
    }
    findings.insert(findings.end(), s.findings.begin(), s.findings.end());
  }
  std::stable_sort(findings.begin(), findings.end(), earlier);
  std::map<std::string, std::size_t> kept;
  for (const Finding& f : findings)
    if (kept[f.property]++ < 20) r.findings.push_back(f);
  for (auto& [key, g] : groups) r.groups.push_back(std::move(g));
  order_groups(r.groups);
  merge_causes(r.groups);
  return r;
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
  j["rate_warnings"] = nlohmann::json::array();
  for (const RateWarning& w : r.rate_warnings)
    j["rate_warnings"].push_back({{"member", w.member}, {"rounding", w.rounding}, {"checks", w.checks},
                                  {"reference_rounding", w.reference_rounding},
                                  {"reference_checks", w.reference_checks}, {"p_value", w.p_value}});
  for (const PropertyResult& p : r.properties) {
    nlohmann::json pj{{"name", p.name}, {"cases", p.cases}, {"failing_cases", p.failing_cases}, {"checks", p.checks},
                      {"skipped", p.checks == 0 && p.cases > 0}};
    if (p.first_failure >= 0) pj["first_failing_case"] = p.first_failure;
    pj["classes"] = p.labels;
    j["properties"].push_back(pj);
  }
  j["property"] = r.options.only;
  j["description"] = r.description;
  for (const auto& [name, k] : r.kernels) {
    nlohmann::json kj = to_json(k);  // non-finite figures as "inf" / "nan"
    kj["worst_fraction_of_contract"] = kj["worst_fraction"];
    j["kernels"][name] = kj;
  }
  j["groups"] = nlohmann::json::array();
  for (const Group& g : r.groups) {
    nlohmann::json gj{{"key", g.key},           {"count", g.count},          {"classes", g.classes},
                      {"abouts", g.abouts},     {"worst_beyond", number(g.worst_beyond)},
                      {"known", g.known},       {"first", to_json(g.first)}};
    gj["members"] = g.members;
    if (r.options.shard_count > 1) gj["cases"] = g.cases;  // for merge_reports to fold causes
    gj["related"] = nlohmann::json::array();
    for (const auto& [key, n] : g.related) gj["related"].push_back({{"key", key}, {"count", n}});
    gj["first"]["replay"] = replay_command(r, g.first, style);
    if (g.shrunk) {
      gj["shrunk"] = to_json(*g.shrunk);
      gj["shrunk"]["replay"] = replay_command(r, *g.shrunk, style);
    }
    if (g.diagnosed) {
      gj["diagnosis"] = {{"fault", g.diagnosis}, {"fix", g.diagnosis_fix}, {"source", g.diagnosis_source}};
      if (g.threshold)
        gj["diagnosis"]["threshold"] = {{"quantity", g.threshold->quantity},
                                        {"wrong_up_to", number(g.threshold->wrong_up_to)},
                                        {"right_from", number(g.threshold->right_from)}};
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
