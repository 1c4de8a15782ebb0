#include "harness/block.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <functional>
#include <utility>

#include "judge/serialize.h"

namespace plumb {
namespace {

void note(Breadcrumb* crumb, const char* name) {
  if (crumb == nullptr) return;
  std::strncpy(crumb->member, name, sizeof crumb->member - 1);
  crumb->in_subject = 1;
  crumb->progress++;
}

void leave(Breadcrumb* crumb) {
  if (crumb != nullptr) crumb->in_subject = 0;
}

template <class R, class... A>
void wrap(std::function<R(A...)>& fn, const char* name, Breadcrumb* crumb, bool disabled) {
  if (!fn) return;
  if (disabled) {
    fn = nullptr;
    return;
  }
  fn = [inner = std::move(fn), name, crumb](A... args) -> R {
    note(crumb, name);
    try {
      if constexpr (std::is_void_v<R>) {
        inner(std::forward<A>(args)...);
        leave(crumb);
      } else {
        R r = inner(std::forward<A>(args)...);
        leave(crumb);
        return r;
      }
    } catch (const SubjectError&) {
      leave(crumb);
      throw;
    } catch (const std::exception& e) {
      leave(crumb);
      throw SubjectError(name, e.what());
    } catch (...) {
      leave(crumb);
      throw SubjectError(name, "an exception not derived from std::exception");
    }
  };
}

}  // namespace

Subject instrument(const Subject& s, Breadcrumb* crumb, const std::set<std::string>& disabled) {
  Subject r = s;
  for_each_member(r, [&](const char* name, auto& fn) { wrap(fn, name, crumb, disabled.count(name) > 0); });
  return r;
}

namespace {

// Lets a subject that answers best in bulk (Subject::prefetch) see the
// block's calls first: the cases run against its recorder, findings dropped.
void prefetch(const Subject& s, const Property& p, const Block& b, const RunOptions& o, Breadcrumb* crumb) {
  if (!s.prefetch || !b.input.empty()) return;
  const std::vector<std::string> provided = provided_members(s);
  auto run = [&](const Subject& recorder) {
    Subject r = recorder;
    r.declared = s.declared;  // the cases are drawn inside the subject's domain
    for_each_member(r, [&](const char* name, auto& fn) {
      if (std::find(provided.begin(), provided.end(), name) == provided.end()) fn = nullptr;
    });
    Judge scratch(s.declared);
    scratch.set_finding_limit(0);
    for (long i = b.first; i < b.last; ++i) {
      try {
        p.run(r, case_random(o.seed, p.name, i), i, scratch);
      } catch (...) {
      }
    }
  };
  s.prefetch(run, [crumb] {
    if (crumb != nullptr) crumb->progress++;
  });
}

// The properties whose last block in this process asked the subject nothing
// (none of its members takes part in them): their next blocks skip the
// recording, which would only run the checks once more to learn that. Only
// the transport depends on it -- a call the recording did not foresee is
// asked on its own -- so a block's results are the same either way.
std::set<int>& silent_properties() {
  static std::set<int> silent;
  return silent;
}

// Leaves a member out of the rest of the block (an emptied member is skipped).
void leave_out(Subject& s, const std::string& member) {
  for_each_member(s, [&](const char* name, auto& fn) {
    if (member == name) fn = nullptr;
  });
}

}  // namespace

BlockResult run_block(const Subject& subject, const Block& b, const RunOptions& o, Breadcrumb* crumb) {
  const Property& p = properties()[b.property];
  BlockResult r;
  r.property = b.property;
  r.first = b.first;
  Judge judge(subject.declared);
  judge.set_finding_limit(kFindingsPerProperty);
  if (!silent_properties().count(b.property)) prefetch(subject, p, b, o, crumb);
  // A member that failed like a crash (SubjectError::crash) too often is left
  // out, as the isolation leaves out one whose crashes killed workers.
  Subject s = subject;
  std::map<std::string, int> crashes = b.crashes;
  for (long i = b.first; i < b.last; ++i) {
    if (crumb != nullptr) crumb->case_index = i, crumb->progress++;
    try {
      if (!b.input.empty()) p.run_text(s, b.input, judge);
      else p.run(s, case_random(o.seed, p.name, i), i, judge);
    } catch (const SubjectError& e) {
      judge.crash(e.member, e.kind, e.what());
      if (e.crash() && ++crashes[e.member] >= o.crashes_per_block) leave_out(s, e.member);
    } catch (const std::exception& e) {
      // A throwing check is a finding too (the oracle refuses non-finite
      // input), never the end of the run.
      judge.invariant("(check)", std::string("the check completes without an exception: ") + e.what(), false,
                      "exception", "an answer");
    }
    ++r.cases;
    ++r.labels[judge.current_label()];
    if (judge.case_failed()) {
      ++r.failing_cases;
      if (r.first_failure < 0) r.first_failure = i;
      if (o.stop_each_property_at_first_failure) break;
    }
  }
  r.checks = judge.checks_made();
  if (r.checks == 0) silent_properties().insert(b.property);
  else silent_properties().erase(b.property);
  r.stats = {judge.stats().begin(), judge.stats().end()};
  r.groups = judge.groups();
  r.findings = judge.findings();
  for (Finding& f : r.findings) f.property_order = b.property;
  for (auto& [key, g] : r.groups) g.first.property_order = b.property;
  return r;
}

BlockResult crash_result(const Subject& s, int property, long index, const std::string& member,
                         const std::string& kind, const std::string& message, const RunOptions& o) {
  const Property& p = properties()[property];
  BlockResult r;
  r.property = property;
  r.first = index;
  Judge judge(s.declared);
  std::pair<std::string, std::string> text{"input", o.input};
  try {
    if (o.input.empty()) text = p.draw_text(s, case_random(o.seed, p.name, index), index);
  } catch (const std::exception&) {
  }
  judge.begin_case(p.name, text.first, [d = text.second] { return d; }, index, property);
  judge.crash(member, kind, message);
  r.cases = 1;
  r.failing_cases = 1;
  r.first_failure = index;
  r.checks = 1;
  r.labels[text.first] = 1;
  r.stats = {judge.stats().begin(), judge.stats().end()};
  r.groups = judge.groups();
  r.findings = judge.findings();
  return r;
}

nlohmann::json to_json(const BlockResult& r) {
  nlohmann::json j{{"property", r.property}, {"first", r.first},   {"cases", r.cases},
                   {"failing", r.failing_cases}, {"first_failure", r.first_failure}, {"checks", r.checks},
                   {"labels", r.labels}};
  for (const auto& [k, st] : r.stats) j["stats"][k] = to_json(st);
  for (const auto& [k, g] : r.groups) j["groups"][k] = to_json(g);
  j["findings"] = nlohmann::json::array();
  for (const Finding& f : r.findings) j["findings"].push_back(to_json(f));
  return j;
}

BlockResult block_result_from_json(const nlohmann::json& j) {
  BlockResult r;
  r.property = j.at("property").get<int>();
  r.first = j.at("first").get<long>();
  r.cases = j.at("cases").get<long>();
  r.failing_cases = j.at("failing").get<long>();
  r.first_failure = j.at("first_failure").get<long>();
  r.checks = j.at("checks").get<long>();
  r.labels = j.at("labels").get<std::map<std::string, long>>();
  if (j.contains("stats"))
    for (const auto& [k, v] : j["stats"].items()) r.stats[k] = kernel_stats_from_json(v);
  if (j.contains("groups"))
    for (const auto& [k, v] : j["groups"].items()) r.groups[k] = group_seen_from_json(v);
  for (const auto& f : j.at("findings")) r.findings.push_back(finding_from_json(f));
  return r;
}

}  // namespace plumb
