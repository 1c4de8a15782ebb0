#include "harness/diagnosis.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include <nlohmann/json.hpp>

#include "harness/in_child.h"
#include "judge/serialize.h"

namespace plumb {
namespace {

using Calls = std::vector<RecordedCall>;

// The calls the property's check makes of `members` on the case in `text`
// (or, for a property with fixed cases, on case `index`).
Calls calls_on(const Subject& s, const Property& p, const std::set<std::string>& members, const std::string& text,
               long index, std::uint64_t seed) {
  Calls calls;
  const Subject rec = recording(s, members, calls, kCallsPerInput);
  Judge j(s.declared);
  try {
    if (p.run_text)
      p.run_text(rec, text, j);
    else
      p.run(rec, case_random(seed, p.name, index), index, j);
  } catch (...) {
    // A throwing member is recorded as such; the check just stops early.
  }
  return calls;
}

std::set<std::string> members_of(const Group& g) {
  std::set<std::string> members = g.members;
  members.insert(g.first.kernel);
  return members;
}

// The calls of the group's members on one of its findings (none when its
// property is unknown or the finding cannot be run again).
Calls calls_of(const Subject& s, const Group& g, const Finding& f, std::uint64_t seed) {
  const int index = property_index(f.property);
  if (index < 0) return {};
  const Property& p = properties()[index];
  if (!p.run_text && (!p.run || f.case_index < 0)) return {};
  return calls_on(s, p, members_of(g), f.input, f.case_index, seed);
}

// The threshold estimate on the first call that has a deciding quantity and
// one (estimate_threshold).
std::optional<ThresholdEstimate> first_threshold(const Subject& s, const Calls& calls, double relative) {
  for (const RecordedCall& c : calls)
    if (!c.quantity_name.empty())
      if (auto t = estimate_threshold(s, c, relative)) return t;
  return std::nullopt;
}

// The representative and its nearby cases, each as the calls made on it;
// empty when the representative cannot be run again.
std::vector<Calls> inputs_of(const Subject& s, const Group& g, std::uint64_t seed) {
  const Finding& rep = g.shrunk ? *g.shrunk : g.first;
  const int index = property_index(rep.property);
  if (index < 0) return {};
  const Property& p = properties()[index];
  const std::set<std::string> members = members_of(g);
  std::vector<std::string> texts = {rep.input};
  if (p.run_text && p.nearby) {
    try {
      for (std::string& t : p.nearby(rep.input)) texts.push_back(std::move(t));
    } catch (const std::exception&) {
      return {};  // not a case this property reads
    }
  } else if (!p.run || rep.case_index < 0) {
    return {};
  }
  std::vector<Calls> inputs;
  for (const std::string& t : texts) inputs.push_back(calls_on(s, p, members, t, rep.case_index, seed));
  if (inputs.front().empty()) return {};
  return inputs;
}

// How well a matching pattern fits, compared in this order: how many of the
// probes around the representative it agrees on; on how many calls the
// subject answers right it answers alike; whether its kind agrees with the
// subject's behaviour under scaling (an absolute-threshold pattern for a
// subject that turns right once the deciding quantity grows, a scale-free
// one for a subject that does not: a sliver's tiny determinant is missed
// alike by a strict edge test and by an epsilon, but only the epsilon goes
// away when the triangle is scaled up); on how many wrong calls it gave the
// subject's answer.
struct Rank {
  int around = 0;
  long right_calls = 0;  // calls the subject answers right that the pattern answers alike
  bool consistent = false;
  long wrong_calls = 0;
  friend bool operator<(const Rank& a, const Rank& b) {
    return std::tie(a.around, a.right_calls, a.consistent, a.wrong_calls) <
           std::tie(b.around, b.right_calls, b.consistent, b.wrong_calls);
  }
};

// Scalings by factors that are not powers of two round the input a little:
// they move it off an exact degeneracy it lies on (an edge, a vertex) while
// keeping its sizes (an epsilon's quantity) nearly the same -- around the
// representative, where two patterns that both fit it on the dot part ways.
constexpr double kAround[] = {0.9, 1.1, 1.5};
constexpr std::size_t kAroundCalls = 4;

// On how many probes around the representative (its first few wrong calls,
// each scaled by kAround) the pattern answers as the subject does.
int agreement_around(const Subject& s, const Subject& pattern, const Calls& calls, const std::vector<bool>& wrong,
                     double relative) {
  int agree = 0;
  std::size_t used = 0;
  for (std::size_t k = 0; k < calls.size() && used < kAroundCalls; ++k) {
    if (!wrong[k]) continue;
    ++used;
    for (double lambda : kAround)
      agree += same_answer(calls[k].replay(s, lambda), calls[k].replay(pattern, lambda),
                           calls[k].scale * std::max(1.0, lambda), relative);
  }
  return agree;
}

// Per input and call: whether the subject's answer differs from `exact`'s.
std::vector<std::vector<bool>> wrong_calls(const std::vector<Calls>& inputs, const Subject& exact, double relative) {
  std::vector<std::vector<bool>> wrong;
  for (const Calls& calls : inputs) {
    wrong.emplace_back();
    for (const RecordedCall& c : calls) wrong.back().push_back(!same_answer(c.answer, c.replay(exact, 1.0), c.scale, relative));
  }
  return wrong;
}

// The pattern's rank when it matches: it gives the subject's answer to every
// recorded call the subject answers wrongly, and there is at least one
// (Rank::consistent is left to the caller). Where the subject is right the
// pattern may be wrong -- a subject can have part of a pattern's bug (a
// clamp missing for segments, kept for rays) -- but agreeing there ranks
// higher. Empty when it does not match.
std::optional<Rank> rank_of(const Subject& s, const Subject& pattern, const std::vector<Calls>& inputs,
                            const std::vector<std::vector<bool>>& wrong, double relative) {
  Rank rank;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    for (std::size_t k = 0; k < inputs[i].size(); ++k) {
      const RecordedCall& c = inputs[i][k];
      const bool alike = same_answer(c.answer, c.replay(pattern, 1.0), c.scale, relative);
      if (wrong[i][k] && !alike) return std::nullopt;
      (wrong[i][k] ? rank.wrong_calls : rank.right_calls) += alike;
    }
  if (rank.wrong_calls == 0) return std::nullopt;
  rank.around = agreement_around(s, pattern, inputs.front(), wrong.front(), relative);
  return rank;
}

nlohmann::json to_json(const Diagnosis& d) {
  nlohmann::json j{{"fault", d.fault}, {"fix", d.fix}, {"source", d.source}};
  if (d.threshold)
    j["threshold"] = {{"quantity", d.threshold->quantity},
                      {"wrong_up_to", number(d.threshold->wrong_up_to)},
                      {"right_from", number(d.threshold->right_from)}};
  return j;
}

Diagnosis diagnosis_from_json(const nlohmann::json& j) {
  Diagnosis d{j.at("fault").get<std::string>(), j.at("fix").get<std::string>(), j.at("source").get<std::string>(), {}};
  if (j.contains("threshold")) {
    const auto& t = j["threshold"];
    d.threshold = ThresholdEstimate{t.at("quantity").get<std::string>(), number_from_json(t.at("wrong_up_to")),
                                    number_from_json(t.at("right_from"))};
  }
  return d;
}

}  // namespace

double diagnosis_tolerance(Precision p) { return p == Precision::binary32 ? std::ldexp(1.0, -12) : std::ldexp(1.0, -26); }

Diagnosis diagnose_group(const Subject& s, const Group& g, const std::vector<SeededFault>& patterns,
                         std::uint64_t seed) {
  if (g.first.question == Question::crash) return {};
  const std::vector<Calls> inputs = inputs_of(s, g, seed);
  if (inputs.empty()) return {};
  const double relative = diagnosis_tolerance(s.declared.domain.precision);
  const Subject exact = plumb_subject();
  // Which calls the subject answers wrongly: it must, on the representative.
  const std::vector<std::vector<bool>> wrong = wrong_calls(inputs, exact, relative);
  if (std::none_of(wrong.front().begin(), wrong.front().end(), [](bool w) { return w; })) return {};
  // The threshold the subject behaves as if it had, for the patterns that
  // are an absolute threshold: estimated once, on the first wrong call that
  // has a deciding quantity.
  std::optional<ThresholdEstimate> threshold;
  bool estimated = false;
  auto subject_threshold = [&]() -> const std::optional<ThresholdEstimate>& {
    if (estimated) return threshold;
    estimated = true;
    threshold = first_threshold(s, inputs.front(), relative);
    // A shrunk case can sit where no scaling brings its quantity above the
    // threshold (a subnormal swallowed by rounding): then the drawn case.
    if (!threshold && g.shrunk) threshold = first_threshold(s, calls_of(s, g, g.first, seed), relative);
    return threshold;
  };
  const SeededFault* best = nullptr;
  Rank best_rank;
  for (const SeededFault& f : patterns) {
    Subject at;  // the pattern with the subject's threshold
    if (f.at_threshold && subject_threshold()) at = f.at_threshold(std::sqrt(threshold->wrong_up_to * threshold->right_from));
    const Subject& pattern = f.at_threshold && threshold ? at : f.subject;
    std::optional<Rank> rank = rank_of(s, pattern, inputs, wrong, relative);
    if (!rank) continue;
    rank->consistent = bool(f.at_threshold) == subject_threshold().has_value();
    if (!best || best_rank < *rank) best = &f, best_rank = *rank;
  }
  if (best == nullptr) return {};
  Diagnosis d{best->name, best->fix, best->source, {}};
  if (best->at_threshold) d.threshold = threshold;
  return d;
}

std::optional<ThresholdEstimate> estimate_threshold(const Subject& s, const RecordedCall& call, double relative) {
  const double q1 = call.quantity ? call.quantity(1.0) : NAN;
  if (!(q1 > 0) || !std::isfinite(q1)) return std::nullopt;
  const Subject exact = plumb_subject();
  auto wrong_at = [&](double lambda) {
    return !same_answer(call.replay(s, lambda), call.replay(exact, lambda), call.scale * std::max(1.0, lambda), relative);
  };
  if (!wrong_at(1.0)) return std::nullopt;
  double lo = 1.0, hi = 2.0;
  for (int doublings = 0; wrong_at(hi); ++doublings) {
    if (doublings >= 80) return std::nullopt;
    lo = hi, hi *= 2;
  }
  for (int halvings = 0; halvings < 60 && call.quantity(hi) > 1.05 * call.quantity(lo); ++halvings) {
    const double mid = std::sqrt(lo * hi);
    (wrong_at(mid) ? lo : hi) = mid;
  }
  return ThresholdEstimate{call.quantity_name, call.quantity(lo), call.quantity(hi)};
}

void diagnose_groups(const Subject& s, Report& r, const RunOptions& options) {
  if (options.diagnose_groups <= 0) return;
  const std::vector<SeededFault> patterns = seeded_faults();
  const unsigned timeout = unsigned(std::max(10.0, 3 * options.case_timeout_seconds));
  int done = 0;
  for (Group& g : r.groups) {
    if (done++ >= options.diagnose_groups) break;
    if (g.first.question == Question::crash) continue;
    const std::optional<std::string> text =
        run_in_child([&] { return to_json(diagnose_group(s, g, patterns, options.seed)).dump(); }, timeout);
    if (!text) continue;
    try {
      const Diagnosis d = diagnosis_from_json(nlohmann::json::parse(*text));
      g.diagnosis = d.fault, g.diagnosis_fix = d.fix, g.diagnosis_source = d.source, g.threshold = d.threshold;
      g.diagnosed = true;
    } catch (const std::exception&) {
    }
  }
}

}  // namespace plumb
