#include "cli/bench_compare.h"

#include <algorithm>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <regex>
#include <stdexcept>

namespace plumb::cli {

namespace {

double to_ns(double t, const std::string& unit) {
  if (unit == "us") return t * 1e3;
  if (unit == "ms") return t * 1e6;
  if (unit == "s") return t * 1e9;
  return t;  // "ns", Google Benchmark's default
}

// Average ranks (1-based) of the pooled samples, ties sharing their mean rank.
std::vector<double> pooled_ranks(const std::vector<double>& pooled, double& tie_term) {
  std::vector<std::size_t> order(pooled.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return pooled[x] < pooled[y]; });
  std::vector<double> rank(pooled.size());
  tie_term = 0;
  for (std::size_t i = 0; i < order.size();) {
    std::size_t k = i;
    while (k + 1 < order.size() && pooled[order[k + 1]] == pooled[order[i]]) ++k;
    const double t = double(k - i + 1);
    for (std::size_t m = i; m <= k; ++m) rank[order[m]] = (double(i + k) + 2.0) / 2.0;
    tie_term += t * t * t - t;
    i = k + 1;
  }
  return rank;
}

// Number of arrangements of n1 and n2 items with U = u, for every u (exact null distribution).
std::vector<double> u_counts(int n1, int n2) {
  // counts[i][j] over u, built up by the recurrence f(i,j,u) = f(i-1,j,u-j) + f(i,j-1,u).
  std::vector<std::vector<std::vector<double>>> f(n1 + 1, std::vector<std::vector<double>>(n2 + 1));
  for (int i = 0; i <= n1; ++i)
    for (int j = 0; j <= n2; ++j) {
      f[i][j].assign(std::size_t(i * j + 1), 0.0);
      if (i == 0 || j == 0) {
        f[i][j][0] = 1;
        continue;
      }
      for (int u = 0; u <= i * j; ++u) {
        double c = u - j >= 0 && u - j <= (i - 1) * j ? f[i - 1][j][std::size_t(u - j)] : 0.0;
        if (u <= i * (j - 1)) c += f[i][j - 1][std::size_t(u)];
        f[i][j][std::size_t(u)] = c;
      }
    }
  return f[n1][n2];
}

}  // namespace

nlohmann::json parse_benchmark_text(const std::string& text) {
  static const std::regex non_finite(R"((:\s*)-?(NaN|nan|inf|Infinity)(\s*[,}\n]))");
  return nlohmann::json::parse(std::regex_replace(text, non_finite, "$1null$3"));
}

std::map<std::string, BenchSamples> read_benchmark_json(const nlohmann::json& j) {
  if (!j.contains("benchmarks") || !j["benchmarks"].is_array())
    throw std::runtime_error("not Google Benchmark JSON: no \"benchmarks\" array");
  std::map<std::string, BenchSamples> out;
  for (const nlohmann::json& b : j["benchmarks"]) {
    if (b.value("run_type", "iteration") != "iteration" || b.value("error_occurred", false)) continue;
    const std::string name = b.value("run_name", b.value("name", ""));
    BenchSamples& s = out[name];
    const double items = b.value("items_per_second", 0.0);
    s.per_item = items > 0;
    s.ns.push_back(s.per_item ? 1e9 / items : to_ns(b.value("real_time", 0.0), b.value("time_unit", "ns")));
    if (s.ns.size() == 1)
      for (const auto& [key, value] : b.items())
        if (value.is_number() && key != "items_per_second" && key != "real_time" && key != "cpu_time" &&
            key != "iterations" && key != "repetitions" && key != "repetition_index" && key != "threads" &&
            key != "family_index" && key != "per_family_instance_index")
          s.counters[key] = value.get<double>();
  }
  return out;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double mann_whitney_p(const std::vector<double>& a, const std::vector<double>& b) {
  const std::size_t n1 = a.size(), n2 = b.size();
  if (n1 == 0 || n2 == 0) return 1.0;
  std::vector<double> pooled = a;
  pooled.insert(pooled.end(), b.begin(), b.end());
  double tie_term = 0;
  const std::vector<double> rank = pooled_ranks(pooled, tie_term);
  double r1 = 0;
  for (std::size_t i = 0; i < n1; ++i) r1 += rank[i];
  const double u = r1 - double(n1 * (n1 + 1)) / 2.0;
  const double mean = double(n1 * n2) / 2.0;
  if (tie_term == 0 && n1 <= 30 && n2 <= 30) {
    const std::vector<double> counts = u_counts(int(n1), int(n2));
    double total = 0, at_most = 0, at_least = 0;
    for (std::size_t k = 0; k < counts.size(); ++k) {
      total += counts[k];
      if (double(k) <= u) at_most += counts[k];
      if (double(k) >= u) at_least += counts[k];
    }
    return std::min(1.0, 2.0 * std::min(at_most, at_least) / total);
  }
  const double n = double(n1 + n2);
  const double variance = double(n1 * n2) / 12.0 * ((n + 1) - tie_term / (n * (n - 1)));
  if (variance <= 0) return 1.0;
  const double z = std::max(0.0, std::fabs(u - mean) - 0.5) / std::sqrt(variance);
  return std::min(1.0, 2.0 * boost::math::cdf(boost::math::complement(boost::math::normal(), z)));
}

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::same: return "same";
    case Verdict::faster: return "faster";
    case Verdict::slower_within_threshold: return "slower, within threshold";
    case Verdict::regression: return "REGRESSION";
    case Verdict::too_few_repetitions: return "too few repetitions";
    case Verdict::only_in_baseline: return "only in baseline";
    case Verdict::new_benchmark: return "new";
  }
  return "?";
}

std::vector<Comparison> compare_runs(const std::map<std::string, BenchSamples>& baseline,
                                     const std::map<std::string, BenchSamples>& current, const CompareOptions& o) {
  std::vector<Comparison> out;
  for (const auto& [name, cur] : current) {
    Comparison c;
    c.name = name;
    c.current_ns = median(cur.ns);
    const auto it = baseline.find(name);
    if (it == baseline.end()) {
      c.verdict = Verdict::new_benchmark;
      out.push_back(c);
      continue;
    }
    c.baseline_ns = median(it->second.ns);
    c.ratio = c.baseline_ns > 0 ? c.current_ns / c.baseline_ns : 0;
    c.p = mann_whitney_p(it->second.ns, cur.ns);
    if (int(cur.ns.size()) < o.min_repetitions || int(it->second.ns.size()) < o.min_repetitions)
      c.verdict = Verdict::too_few_repetitions;
    else if (c.p >= o.alpha)
      c.verdict = Verdict::same;
    else if (c.ratio < 1)
      c.verdict = Verdict::faster;
    else
      c.verdict = c.ratio > 1 + o.threshold ? Verdict::regression : Verdict::slower_within_threshold;
    out.push_back(c);
  }
  for (const auto& [name, base] : baseline)
    if (current.count(name) == 0) {
      Comparison c;
    c.name = name;
      c.baseline_ns = median(base.ns);
      c.verdict = Verdict::only_in_baseline;
      out.push_back(c);
    }
  return out;
}

}  // namespace plumb::cli
