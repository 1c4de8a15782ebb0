#include "harness/shrink.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "harness/block.h"
#include "harness/in_child.h"
#include "judge/format.h"
#include "judge/serialize.h"

namespace plumb {
namespace {

int significant_bits(double x) {
  if (x == 0 || !std::isfinite(x)) return 0;
  int e = 0;
  const double m = std::frexp(std::fabs(x), &e);  // m in [0.5, 1)
  std::uint64_t bits = std::uint64_t(std::ldexp(m, 53));
  return 53 - std::countr_zero(bits);
}

// x rounded to k significant bits (nearest).
double rounded_to_bits(double x, int k) {
  if (x == 0 || !std::isfinite(x)) return x;
  const int e = std::ilogb(x);
  return std::ldexp(std::nearbyint(std::ldexp(x, k - 1 - e)), e - (k - 1));
}

bool all_simpler_or_equal(const std::vector<double>& a, const std::vector<double>& b) {
  bool strictly = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (simpler(b[i], a[i])) return false;
    strictly = strictly || simpler(a[i], b[i]);
  }
  return strictly;
}

}  // namespace

bool simpler(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return false;
  if (a == 0 && b == 0) return std::signbit(b) && !std::signbit(a);  // +0 is simpler than -0
  if (a == b) return false;
  if (b == 0) return false;
  if (a == 0) return true;
  const int ba = significant_bits(a), bb = significant_bits(b);
  if (ba != bb) return ba < bb;
  return std::abs(std::ilogb(a)) < std::abs(std::ilogb(b));
}

std::vector<double> shrink_numbers(std::vector<double> v, const std::function<bool(const std::vector<double>&)>& reproduces,
                                   int attempts) {
  // Equal bit for bit (so -0 and +0 differ).
  auto same = [](const std::vector<double>& a, const std::vector<double>& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
      if (std::bit_cast<std::uint64_t>(a[i]) != std::bit_cast<std::uint64_t>(b[i])) return false;
    return a.size() == b.size();
  };
  auto attempt = [&](const std::vector<double>& candidate) {
    if (attempts <= 0 || same(candidate, v)) return false;
    --attempts;
    if (!reproduces(candidate)) return false;
    v = candidate;
    return true;
  };
  // 1. The whole case scaled by a power of two towards magnitude 1 (exact).
  double largest = 0;
  for (double x : v)
    if (std::isfinite(x)) largest = std::max(largest, std::fabs(x));
  if (largest > 0) {
    const int k = std::ilogb(largest) - 3;
    for (int step : {k, k / 2, k / 4})
      if (step != 0) {
        std::vector<double> c = v;
        for (double& x : c)
          if (std::isfinite(x)) x = std::ldexp(x, -step);
        if (attempt(c)) break;
      }
  }
  // 2. Every number at once to fewer significant bits.
  for (int bits = 1; bits < 53; bits = bits < 8 ? bits + 1 : bits * 2) {
    std::vector<double> c = v;
    for (double& x : c) x = rounded_to_bits(x, bits);
    if (all_simpler_or_equal(c, v) && attempt(c)) break;
  }
  // 3. Each number alone: 0, then fewer bits; passes until nothing changes.
  for (bool changed = true; changed && attempts > 0;) {
    changed = false;
    for (std::size_t i = 0; i < v.size() && attempts > 0; ++i) {
      if (!std::isfinite(v[i]) || (v[i] == 0 && !std::signbit(v[i]))) continue;
      std::vector<double> candidates = {0.0, std::copysign(1.0, v[i]), std::copysign(2.0, v[i])};
      for (int bits : {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40, 48})
        if (bits < significant_bits(v[i])) candidates.push_back(rounded_to_bits(v[i], bits));
      for (double c : candidates) {
        if (!simpler(c, v[i])) continue;
        std::vector<double> w = v;
        w[i] = c;
        if (attempt(w)) {
          changed = true;
          break;
        }
      }
    }
  }
  return v;
}

namespace {

// Whether the case with these numbers fails with a finding of this group;
// the finding when it does.
std::optional<Finding> failing(const Subject& wrapped, const Property& p, const rc::Random& random,
                               const std::vector<double>& v, const std::string& key) {
  // A subject behind a pipe (Subject::prefetch) learns the candidate's calls
  // first, as for a block: one exchange per candidate rather than a round
  // trip per call, which on a busy machine costs a wait for each side to be
  // scheduled.
  if (wrapped.prefetch) {
    const std::vector<std::string> provided = provided_members(wrapped);
    wrapped.prefetch([&](const Subject& recorder) {
      Subject r = recorder;
      r.declared = wrapped.declared;
      for_each_member(r, [&](const char* name, auto& fn) {
        if (std::find(provided.begin(), provided.end(), name) == provided.end()) fn = nullptr;
      });
      Judge scratch(wrapped.declared);
      scratch.set_finding_limit(0);
      try {
        p.run_numbers(r, random, v, scratch);
      } catch (...) {
      }
    }, [] {});
  }
  Judge j(wrapped.declared);
  try {
    p.run_numbers(wrapped, random, v, j);
  } catch (const SubjectError& e) {
    j.crash(e.member, e.kind, e.what());
  } catch (const std::exception&) {
    return std::nullopt;
  }
  for (const Finding& f : j.case_findings())
    if (f.group() == key) return f;
  return std::nullopt;
}

// Whether a crash kind is the death of a worker process (the isolation's
// "SIGSEGV", "exit 3", "hang"), reproduced by running the case in a child, or
// a failure the subject reports in-process (a SubjectError's kind).
bool worker_death(const std::string& kind) {
  return kind == "hang" || kind.starts_with("SIG") || kind.starts_with("exit ") || kind.starts_with("signal");
}

std::string crash_kind(int status) {
  if (!WIFSIGNALED(status)) return "exit " + std::to_string(WEXITSTATUS(status));
  const char* abbrev = sigabbrev_np(WTERMSIG(status));
  return abbrev ? std::string("SIG") + abbrev : "signal";
}

// A crash group reproduces when the case kills a child with the same signal.
bool crashes_alike(const Subject& wrapped, const Property& p, const rc::Random& random, const std::vector<double>& v,
                   const std::string& kind) {
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    alarm(10);  // a hang reproduces as SIGALRM: not alike unless the group is one
    Judge j(wrapped.declared);
    try {
      p.run_numbers(wrapped, random, v, j);
    } catch (...) {
    }
    _exit(0);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  const std::string got = crash_kind(status);
  return got == kind || (kind == "hang" && got == "SIGALRM");
}

void shrink_group(const Subject& s, Group& g, const RunOptions& o, int attempts) {
  const int index = property_index(g.first.property);
  if (index < 0 || g.first.case_index < 0) return;
  const Property& p = properties()[index];
  if (!p.numbers || !p.run_numbers) return;  // fixed cases are already named inputs
  const rc::Random random = case_random(o.seed, p.name, g.first.case_index);
  const Subject wrapped = instrument(s, nullptr, {});
  const std::vector<double> start = p.numbers(s, random);
  // Only candidates of the finding's own structural class: a collinear
  // finding must not shrink into a crossing that fails with the same key.
  const std::string cls = p.structural_class ? p.structural_class(s, random, start) : std::string();
  auto in_class = [&](const std::vector<double>& v) { return cls.empty() || p.structural_class(s, random, v) == cls; };
  std::vector<double> best;
  // Crashes cost a restart (or a time limit) per attempt: fewer attempts.
  if (g.first.question == Question::crash && g.first.kind != "exception") attempts = std::min(attempts, 80);
  if (g.first.question == Question::crash && worker_death(g.first.kind)) {
    best = shrink_numbers(start, [&](const std::vector<double>& v) {
      return in_class(v) && crashes_alike(wrapped, p, random, v, g.first.kind);
    }, attempts);
  } else {
    // In a child: a candidate may crash the subject. The child sends back the
    // shrunk numbers as JSON (no time limit: the attempts bound the work).
    const auto text = run_in_child([&] {
      return nlohmann::json(shrink_numbers(start, [&](const std::vector<double>& c) {
        return in_class(c) && failing(wrapped, p, random, c, g.key).has_value();
      }, attempts)).dump();
    }, 0);
    if (!text) return;
    try {
      best = nlohmann::json::parse(*text).get<std::vector<double>>();
    } catch (const std::exception&) {
      return;
    }
  }
  if (best.size() == start.size() &&
      std::equal(best.begin(), best.end(), start.begin(), [](double a, double b) {
        return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
      }))
    return;
  // The shrunk finding: run once more for its texts (a crash group keeps its
  // representative's texts with the new input).
  Finding f = g.first;
  if (g.first.question != Question::crash || !worker_death(g.first.kind)) {
    // It ran in the child without crashing, and runs are deterministic.
    const std::optional<Finding> again = failing(wrapped, p, random, best, g.key);
    if (!again) return;
    f = *again;
  }
  {
    fmt_case::DecimalScope decimals;
    f.input = p.describe_numbers(s, random, best);
  }
  // The drawn case's label names the class it was drawn for, which a fitted
  // case may have left: the shrunk case is labelled with the class it has
  // (the drawn one's, kept while shrinking), and where it came from.
  const std::string prefix = cls.empty() ? "shrunk from " : cls + ", shrunk from ";
  if (f.input.starts_with("[") && f.input.find(']') != std::string::npos) f.input = "[" + prefix + f.input.substr(1);
  f.label = prefix + g.first.label;
  f.case_index = -1;
  f.property = g.first.property;
  f.property_order = g.first.property_order;
  // The shrunk input is one of the group's findings: its error counts
  // towards the group's worst (it can exceed every case the run drew).
  if (!std::isnan(f.beyond)) g.worst_beyond = std::max(g.worst_beyond, f.beyond);
  g.shrunk = f;
}

}  // namespace

void shrink_groups(const Subject& s, Report& r, const RunOptions& options, int attempts) {
  int done = 0;
  for (Group& g : r.groups) {
    if (done++ >= options.shrink_groups) break;
    shrink_group(s, g, options, attempts);
  }
}

}  // namespace plumb
