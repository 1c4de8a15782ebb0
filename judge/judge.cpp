#include "judge/judge.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>

#include "judge/format.h"

namespace plumb {
namespace {

// The quantity's name: "t (ULPs)" -> "t", "first point (u x scale)" -> "first point".
std::string_view quantity_name(std::string_view quantity) {
  const auto paren = quantity.find(" (");
  return paren == std::string_view::npos ? quantity : quantity.substr(0, paren);
}

bool is_parameter(std::string_view name) {
  // s, t: along segments and rays; u, v: a crossing's second parameter and a
  // triangle hit's barycentric weights.
  return name == "t" || name == "u" || name == "v" || name == "s" || name == "t vs the least t" ||
         name == "t vs the six faces";
}

// Whether an answer's text holds a NaN or an infinity ("none" holds neither).
bool answers_non_finite(const std::string& text) {
  try {
    for (double v : fmt_case::numbers_in(text))
      if (!std::isfinite(v)) return true;
  } catch (const std::exception&) {
  }
  return false;
}

bool is_point(std::string_view name) { return name.find("point") != std::string_view::npos || name == "push"; }

// A number of u or of the allowance, readably.
std::string amount(double x) {
  if (std::isnan(x)) return "?";
  if (std::isinf(x)) return "inf";
  return fmt::format("{:.3g}", x);
}

}  // namespace

const char* question_name(Question q) {
  switch (q) {
    case Question::decision: return "decision";
    case Question::construction: return "construction";
    case Question::invariant: return "invariant";
    case Question::crash: return "crash";
  }
  return "?";
}

std::string Finding::group() const { return fmt::format("{} | {} | {}", kernel, question_name(question), kind); }

std::string case_class(const std::string& label) {
  for (const char* suffix : {" (tiny)", " (huge)"}) {
    const std::string s = suffix;
    if (label.size() > s.size() && label.compare(label.size() - s.size(), s.size(), s) == 0)
      return label.substr(0, label.size() - s.size());
  }
  return label;
}

bool Judge::sampled_case(const std::string& id) {
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a: the same in every build
  for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
  return (h >> 32) % 16 == 0;
}

void Judge::begin_case(std::string property, std::string label, std::function<std::string()> describe,
                       long index, int property_order) {
  property_ = std::move(property);
  label_ = std::move(label);
  describe_ = std::move(describe);
  index_ = index;
  order_ = property_order;
  case_findings_ = 0;
  case_first_ = findings_.size();
  case_all_.clear();
  transformed_.clear();
  grid_width_ = -1;
  case_scale_ = -1.0;
}

Finding Judge::base(std::string_view kernel, Question q) const {
  Finding f;
  f.property = property_;
  f.kernel = std::string(kernel);
  f.label = label_;
  f.case_index = index_;
  f.property_order = order_;
  f.question = q;
  f.transformed = transformed_;
  return f;
}

void Judge::add(Finding f) {
  ++case_findings_;
  if (f.input.empty() && describe_) f.input = describe_();
  GroupSeen& g = groups_[f.group()];
  if (g.count++ == 0) g.first = f;
  ++g.classes[case_class(f.label)];
  ++g.abouts[f.about];
  if (std::isfinite(f.beyond) || std::isinf(f.beyond)) g.worst_beyond = std::max(g.worst_beyond, f.beyond);
  if (std::string id = fmt::format("{}#{}", f.property, f.case_index); sampled_case(id)) g.cases.insert(std::move(id));
  case_all_.push_back(f);
  if (kept_[property_]++ >= limit_) return;
  findings_.push_back(std::move(f));
}

KernelStats& Judge::stats_for(std::string_view kernel) {
  if (KernelStats* s = recent_.find(kernel)) return *s;
  auto it = stats_.find(kernel);
  if (it == stats_.end()) it = stats_.emplace(std::string(kernel), KernelStats{}).first;
  recent_.remember(kernel, it->first, &it->second);
  return it->second;
}

void Judge::decision(std::string_view kernel, std::string_view question, std::string_view fast_answer,
                     std::string_view exact_answer, const Text& fast_text, const Text& exact_text,
                     const MarginFn& margin) {
  KernelStats& s = stats_for(kernel);
  ++s.checks;
  ++checks_;
  if (fast_answer == exact_answer) return;
  const std::string fast = fast_text.str(), exact = exact_text.str();
  const MemberContract& c = declared_.contract(kernel);
  const double u = unit_roundoff(declared_.domain.precision);
  const double m = margin ? margin() : 0.0;
  // Rounding explains a wrong decision only near a degeneracy, and only where
  // rounding happens: not on exactly degenerate input whose textbook
  // evaluation is exact in the subject's precision, and never as a NaN or an
  // infinity where the exact answer is finite (docs/margins.md, "Exact inputs").
  const bool exact_input = exact_input_at(m, decision_degree(kernel), grid_width_);
  const bool non_finite = answers_non_finite(fast) && !answers_non_finite(exact);
  if (rounding_explains(kernel, m, decision_degree(kernel)) && !non_finite) {
    ++s.rounding_level;
    return;
  }
  if (tolerance_explains(kernel, m) && !non_finite) {
    ++s.tolerated;
    return;
  }
  ++s.decision_disagreements;
  Finding f = base(kernel, Question::decision);
  f.about = std::string(question);
  f.kind = fmt::format("{} instead of {}", fast_answer, exact_answer);
  f.margin_u = m / u;
  f.fast = fast;
  f.exact = exact;
  if (c.decision_allowance > 0 && exact_input)
    f.what = fmt::format("decision differs: {} on exact input (exactly degenerate, every coordinate on a grid of "
                         "2^{} quanta at most, where the textbook evaluation is exact in {}): rounding cannot "
                         "explain it",
                         question, grid_width_, precision_name(declared_.domain.precision));
  else if (c.decision_allowance > 0 && non_finite)
    f.what = fmt::format("decision differs: {} with a NaN or infinite answer where the exact one is finite: "
                         "rounding cannot explain it (margin {} u)",
                         question, amount(f.margin_u));
  else
    f.what = c.decision_allowance > 0
                 ? fmt::format("decision differs: {} (margin {} u, {}x the allowance of {:g} u)", question,
                               amount(f.margin_u), amount(f.margin_u / c.decision_allowance), c.decision_allowance)
                 : fmt::format("decision differs: {} (margin {} u; decisions are declared exact)", question,
                               amount(f.margin_u));
  add(std::move(f));
}

void Judge::construction(std::string_view kernel, std::string_view quantity, double error, double contract,
                         const Text& fast, const Text& exact, const DeviationFn& deviation) {
  const MemberContract& c = declared_.contract(kernel);
  const std::string_view name = quantity_name(quantity);
  if (!c.constructions || (!c.parameters && is_parameter(name)) || (!c.points && is_point(name))) return;
  KernelStats& s = stats_for(kernel);
  ++s.checks;
  ++checks_;
  if (std::isnan(error)) error = INFINITY;
  auto note_worst = [&](double err, double fraction, std::string_view q) {
    if (s.worst_quantity.empty() || fraction > s.worst_fraction) {
      s.worst_fraction = fraction;
      s.worst_error = err;
      s.worst_quantity = std::string(q);
    }
  };
  // A finding is built only for a violation: most constructions pass, and
  // copying the case's strings for each was most of a passing check's cost.
  auto finding = [&] {
    Finding f = base(kernel, Question::construction);
    f.about = std::string(name);
    f.fast = fast.str();
    f.exact = exact.str();
    return f;
  };
  if (c.tolerance.strict() || error <= contract) {
    note_worst(error, error / contract, quantity);
    if (error <= contract) return;
    ++s.construction_violations;
    Finding f = finding();
    f.kind = std::isinf(error) ? "NaN or infinite" : "off";
    f.beyond = error / contract;
    f.what = fmt::format("{} off by {:.4g}, contract {:g}", quantity, error, contract);
    // Against an exact 0 an error in ULPs means nothing: say it absolutely.
    if (deviation) {
      const Deviation d = deviation();
      if (std::isfinite(d.error)) f.kind = "off";
      if (d.magnitude == 0 && std::isfinite(d.error))
        f.what = fmt::format("{} off by {:.4g} (absolute: the exact value is 0)", name, d.error);
    }
    add(std::move(f));
    return;
  }
  // A declared tolerance: any one that holds passes.
  const Tolerance& t = c.tolerance;
  const double u = unit_roundoff(declared_.domain.precision);
  const double in_subject_ulps = error * (u / 0x1p-53);  // strict errors are in double ULPs or u x scale
  const Deviation d = deviation ? deviation() : Deviation{INFINITY, 0.0, 0.0};
  double allowed = 0.0;
  if (t.ulps > 0 && in_subject_ulps <= t.ulps) allowed = INFINITY;
  if (t.relative > 0) allowed = std::max(allowed, t.relative * d.magnitude);
  if (t.absolute > 0) allowed = std::max(allowed, t.absolute);
  if (t.conditioned > 0) allowed = std::max(allowed, t.conditioned * u * d.condition);
  const bool nan = std::isnan(d.error) || std::isinf(d.error);
  const double beyond = nan ? INFINITY : allowed > 0 ? d.error / allowed : INFINITY;
  note_worst(nan ? INFINITY : d.error, std::isinf(allowed) ? 0.0 : beyond,
             std::string(name) + " (of allowance)");
  if (!nan && (std::isinf(allowed) || d.error <= allowed)) {
    ++s.rounding_level;
    return;
  }
  ++s.construction_violations;
  Finding f = finding();
  f.kind = nan ? "NaN or infinite" : "off";
  f.beyond = beyond;
  f.what = nan ? fmt::format("{} is NaN or infinite where the exact value is finite", name)
               : fmt::format("{} off by {:.4g} ({} ULPs of {}); allowed {:.4g}: {}x the allowance", name, d.error,
                             amount(in_subject_ulps), precision_name(declared_.domain.precision), allowed,
                             amount(beyond));
  add(std::move(f));
}

double Judge::allowance(std::string_view kernel, double magnitude, double condition) const {
  const Tolerance& t = declared_.contract(kernel).tolerance;
  if (t.strict()) return 0.0;
  const double u = unit_roundoff(declared_.domain.precision);
  double a = 0.0;
  if (t.relative > 0) a = std::max(a, t.relative * magnitude);
  if (t.absolute > 0) a = std::max(a, t.absolute);
  if (t.conditioned > 0) a = std::max(a, t.conditioned * u * condition);
  if (t.ulps > 0) a = std::max(a, t.ulps * 2 * u * magnitude);
  return a;
}

bool Judge::exact_input_at(double margin, int degree, int width) const {
  return margin == 0.0 && width >= 0 && width <= exact_grid_bits(declared_.domain.precision, degree);
}

bool Judge::rounding_explains(std::string_view kernel, double margin, int degree,
                              std::optional<std::span<const double>> numbers) const {
  const MemberContract& c = declared_.contract(kernel);
  const double u = unit_roundoff(declared_.domain.precision);
  const int width = numbers ? grid_width(*numbers) : grid_width_;
  return c.decision_allowance > 0 && margin <= c.decision_allowance * u && !exact_input_at(margin, degree, width);
}

namespace {

// The largest finite |x| (-1 when there is none).
double largest_magnitude(std::span<const double> numbers) {
  double m = -1.0;
  for (double x : numbers)
    if (std::isfinite(x)) m = std::max(m, std::fabs(x));
  return m;
}

}  // namespace

void Judge::set_case_numbers(std::span<const double> numbers) {
  grid_width_ = grid_width(numbers);
  case_scale_ = largest_magnitude(numbers);
}

bool Judge::tolerance_explains(std::string_view kernel, double margin,
                               std::optional<std::span<const double>> numbers) const {
  const double absolute = declared_.contract(kernel).decision_absolute;
  const double scale = numbers ? largest_magnitude(*numbers) : case_scale_;
  // The margins are relative to the largest |coordinate| among the decision's
  // points, at most the case's: margin * scale bounds the perturbation that
  // flips the answer from above, so only what truly lies within the
  // tolerance is excused.
  return absolute > 0 && scale >= 0 && margin * scale <= absolute;
}

bool Judge::strict(std::string_view kernel) const {
  const MemberContract& c = declared_.contract(kernel);
  return c.decision_allowance == 0 && c.decision_absolute == 0 && c.tolerance.strict();
}

void Judge::invariant(std::string_view kernel, std::string_view statement, bool holds, const Text& fast,
                      const Text& expected) {
  KernelStats& s = stats_for(kernel);
  ++s.checks;
  ++checks_;
  if (holds) return;
  ++s.invariant_violations;
  Finding f = base(kernel, Question::invariant);
  f.about = std::string(statement);
  f.kind = std::string(statement);
  f.fast = fast.str();
  f.exact = expected.str();
  f.what = fmt::format("invariant broken: {}", statement);
  add(std::move(f));
}

void Judge::crash(std::string_view kernel, std::string_view kind, const std::string& message) {
  KernelStats& s = stats_for(kernel);
  ++s.checks;
  ++checks_;
  ++s.crashes;
  Finding f = base(kernel, Question::crash);
  f.about = std::string(kind);
  f.kind = std::string(kind);
  f.fast = message;
  f.exact = "an answer";
  f.what = fmt::format("{} in {}", kind, kernel);
  add(std::move(f));
}

void Judge::count_checks(const Judge& other) {
  for (const auto& [kernel, st] : other.stats_) stats_[kernel].checks += st.checks;
  checks_ += other.checks_;
}

std::vector<Finding> Judge::case_findings() const { return case_all_; }

std::string Judge::case_message() const {
  std::string out;
  for (const Finding& f : case_all_) {
    out += fmt::format("{}: {}\n  input: {}\n  fast:  {}\n  exact: {}\n", f.kernel, f.what, f.input, f.fast,
                       f.exact);
    if (!f.transformed.empty()) out += fmt::format("  transformed input: {}\n", f.transformed);
  }
  return out;
}

}  // namespace plumb
