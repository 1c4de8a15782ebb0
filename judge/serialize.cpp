#include "judge/serialize.h"

#include <cmath>
#include <limits>

namespace plumb {

nlohmann::json number(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  return x;
}

double number_from_json(const nlohmann::json& j) {
  if (j.is_number()) return j.get<double>();
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
  }
  return std::numeric_limits<double>::quiet_NaN();
}

nlohmann::json to_json(const Finding& f) {
  return {{"property", f.property},   {"kernel", f.kernel},       {"class", f.label},
          {"input", f.input},         {"fast", f.fast},           {"exact", f.exact},
          {"what", f.what},           {"case", f.case_index},     {"property_order", f.property_order},
          {"question", question_name(f.question)}, {"about", f.about}, {"kind", f.kind},
          {"margin_u", number(f.margin_u)}, {"beyond", number(f.beyond)}, {"transformed", f.transformed},
          {"group", f.group()}};
}

Finding finding_from_json(const nlohmann::json& j) {
  Finding f;
  f.property = j.value("property", "");
  f.kernel = j.value("kernel", "");
  f.label = j.value("class", "");
  f.input = j.value("input", "");
  f.fast = j.value("fast", "");
  f.exact = j.value("exact", "");
  f.what = j.value("what", "");
  f.case_index = j.value("case", 0L);
  f.property_order = j.value("property_order", 0);
  const std::string q = j.value("question", "invariant");
  f.question = q == "decision"       ? Question::decision
               : q == "construction" ? Question::construction
               : q == "crash"        ? Question::crash
                                     : Question::invariant;
  f.about = j.value("about", "");
  f.kind = j.value("kind", "");
  f.margin_u = j.contains("margin_u") ? number_from_json(j["margin_u"]) : f.margin_u;
  f.beyond = j.contains("beyond") ? number_from_json(j["beyond"]) : f.beyond;
  f.transformed = j.value("transformed", "");
  return f;
}

nlohmann::json to_json(const KernelStats& k) {
  return {{"checks", k.checks},
          {"decision_disagreements", k.decision_disagreements},
          {"construction_violations", k.construction_violations},
          {"invariant_violations", k.invariant_violations},
          {"crashes", k.crashes},
          {"rounding_level", k.rounding_level},
          {"tolerated", k.tolerated},
          {"worst_error", number(k.worst_error)},
          {"worst_fraction", number(k.worst_fraction)},
          {"worst_quantity", k.worst_quantity}};
}

KernelStats kernel_stats_from_json(const nlohmann::json& j) {
  KernelStats k;
  k.checks = j.value("checks", 0L);
  k.decision_disagreements = j.value("decision_disagreements", 0L);
  k.construction_violations = j.value("construction_violations", 0L);
  k.invariant_violations = j.value("invariant_violations", 0L);
  k.crashes = j.value("crashes", 0L);
  k.rounding_level = j.value("rounding_level", 0L);
  k.tolerated = j.value("tolerated", 0L);
  k.worst_error = j.contains("worst_error") ? number_from_json(j["worst_error"]) : 0.0;
  k.worst_fraction = j.contains("worst_fraction") ? number_from_json(j["worst_fraction"]) : 0.0;
  k.worst_quantity = j.value("worst_quantity", "");
  return k;
}

nlohmann::json to_json(const Judge::GroupSeen& g) {
  return {{"count", g.count}, {"first", to_json(g.first)}, {"classes", g.classes}, {"abouts", g.abouts},
          {"worst_beyond", number(g.worst_beyond)}, {"cases", g.cases}};
}

Judge::GroupSeen group_seen_from_json(const nlohmann::json& j) {
  Judge::GroupSeen g;
  g.count = j.value("count", 0L);
  g.first = finding_from_json(j.at("first"));
  g.classes = j.value("classes", std::map<std::string, long>{});
  g.abouts = j.value("abouts", std::map<std::string, long>{});
  g.worst_beyond = j.contains("worst_beyond") ? number_from_json(j["worst_beyond"]) : 0.0;
  g.cases = j.value("cases", std::set<std::string>{});
  return g;
}

void merge_stats(KernelStats& a, const KernelStats& b) {
  a.checks += b.checks;
  a.decision_disagreements += b.decision_disagreements;
  a.construction_violations += b.construction_violations;
  a.invariant_violations += b.invariant_violations;
  a.crashes += b.crashes;
  a.rounding_level += b.rounding_level;
  a.tolerated += b.tolerated;
  // The larger fraction wins; a tie goes to the smaller quantity name, so the
  // result does not depend on the order blocks or shards are merged in.
  const bool larger = b.worst_fraction > a.worst_fraction ||
                      (std::isnan(a.worst_fraction) && !std::isnan(b.worst_fraction)) ||
                      (b.worst_fraction == a.worst_fraction && b.worst_quantity < a.worst_quantity);
  if (!b.worst_quantity.empty() && (a.worst_quantity.empty() || larger)) {
    a.worst_fraction = b.worst_fraction;
    a.worst_error = b.worst_error;
    a.worst_quantity = b.worst_quantity;
  }
}

}  // namespace plumb
