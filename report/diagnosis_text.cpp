#include "report/diagnosis_text.h"

#include <cmath>

#include <fmt/format.h>

#include "properties/seeded_faults.h"

namespace plumb {
namespace {

// The pattern's one-line description of its bug, or its name alone.
std::string bug_of(const std::string& name) {
  static const std::vector<SeededFault> all = seeded_faults();
  for (const SeededFault& f : all)
    if (f.name == name) return f.bug + " (" + name + ")";
  return name;
}

}  // namespace

std::string short_scientific(double x, int digits) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  std::string s = fmt::format("{:.{}e}", x, digits - 1);  // "9.5e-07"
  const auto e = s.find('e');
  std::string mantissa = s.substr(0, e), exponent = s.substr(e + 1);
  const bool negative = exponent.front() == '-';
  if (exponent.front() == '-' || exponent.front() == '+') exponent.erase(0, 1);
  while (exponent.size() > 1 && exponent.front() == '0') exponent.erase(0, 1);
  return mantissa + "e" + (negative ? "-" : "") + exponent;
}

std::vector<std::string> diagnosis_lines(const Group& g) {
  if (!g.diagnosed) return {};
  if (g.diagnosis.empty()) return {"diagnosis: no known pattern matched"};
  std::vector<std::string> lines = {
      fmt::format("diagnosis: {} -- fix: {} -- see: {}", bug_of(g.diagnosis), g.diagnosis_fix, g.diagnosis_source)};
  if (g.threshold) {
    const ThresholdEstimate& t = *g.threshold;
    lines.push_back(fmt::format("behaves like an absolute epsilon of about {} on {} (wrong up to {}, right from {}); "
                                "if the library documents it, it can be declared (decision_absolute, "
                                "docs/declaring-a-subject.md)",
                                short_scientific(std::sqrt(t.wrong_up_to * t.right_from), 1), t.quantity,
                                short_scientific(t.wrong_up_to, 2), short_scientific(t.right_from, 2)));
  }
  return lines;
}

}  // namespace plumb
