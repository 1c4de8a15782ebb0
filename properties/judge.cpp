#include "properties/judge.h"

#include <cmath>
#include <fmt/format.h>

namespace plumb {

void Judge::begin_case(std::string property, std::string label,
                       std::function<std::string()> describe, long index) {
  property_ = std::move(property);
  label_ = std::move(label);
  describe_ = std::move(describe);
  index_ = index;
  case_findings_ = 0;
  case_first_ = findings_.size();
}

void Judge::add(std::string_view kernel, std::string what, const std::string& fast,
                const std::string& exact) {
  ++case_findings_;
  if (kept_[property_]++ >= limit_) return;
  findings_.push_back({property_, std::string(kernel), label_, describe_ ? describe_() : "",
                       fast, exact, std::move(what), index_});
}

void Judge::decision(std::string_view kernel, std::string_view question, bool agree,
                     const std::string& fast, const std::string& exact) {
  KernelStats& s = stats_[std::string(kernel)];
  ++s.checks;
  if (agree) return;
  ++s.decision_disagreements;
  add(kernel, fmt::format("decision differs: {}", question), fast, exact);
}

void Judge::construction(std::string_view kernel, std::string_view quantity, double error,
                         double contract, const std::string& fast, const std::string& exact) {
  KernelStats& s = stats_[std::string(kernel)];
  ++s.checks;
  if (std::isnan(error)) error = INFINITY;
  const double fraction = error / contract;
  if (s.worst_quantity.empty() || fraction > s.worst_fraction) {
    s.worst_fraction = fraction;
    s.worst_error = error;
    s.worst_quantity = std::string(quantity);
  }
  if (error <= contract) return;
  ++s.construction_violations;
  add(kernel, fmt::format("{} off by {:.4g}, contract {:g}", quantity, error, contract), fast, exact);
}

void Judge::invariant(std::string_view kernel, std::string_view statement, bool holds,
                      const std::string& fast, const std::string& expected) {
  KernelStats& s = stats_[std::string(kernel)];
  ++s.checks;
  if (holds) return;
  ++s.invariant_violations;
  add(kernel, fmt::format("invariant broken: {}", statement), fast, expected);
}

std::string Judge::case_message() const {
  std::string out;
  for (std::size_t i = case_first_; i < findings_.size(); ++i) {
    const Finding& f = findings_[i];
    out += fmt::format("{}: {}\n  input: {}\n  fast:  {}\n  exact: {}\n", f.kernel, f.what, f.input,
                       f.fast, f.exact);
  }
  return out;
}

}  // namespace plumb
