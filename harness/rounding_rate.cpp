#include "harness/rounding_rate.h"

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>
#include <limits>

#include "harness/runner.h"
#include "properties/naive_subject.h"

namespace plumb {

double RateWarning::ratio() const {
  if (reference_rounding == 0 || checks == 0) return std::numeric_limits<double>::infinity();
  return (double(rounding) / double(checks)) / (double(reference_rounding) / double(reference_checks));
}

double rate_excess_p_value(long x, long n, long y, long m, double ratio) {
  if (x <= 0 || n <= 0 || m <= 0) return 1.0;
  const double p0 = ratio * double(n) / (ratio * double(n) + double(m));
  const boost::math::binomial_distribution<double> b(double(x + y), p0);
  return boost::math::cdf(boost::math::complement(b, double(x - 1)));  // P(X > x - 1)
}

std::vector<RateWarning> compare_rounding_with_reference(const Subject& subject, const Report& report,
                                                         const RunOptions& options, double ratio, double alpha) {
  std::vector<RateWarning> out;
  if (subject.declared.strict()) return out;
  // The reference formulas compute in binary64: against a binary32 library
  // the comparison would measure its precision, not its rounding (Bullet's
  // float build showed 13x to 2780x on members whose double build has no
  // warning), so it is not made.
  if (subject.declared.domain.precision != Precision::binary64) return out;
  std::vector<std::string> shared;
  for (const std::string& m : report.provided)
    if (std::find(naive_reference_members().begin(), naive_reference_members().end(), m) !=
        naive_reference_members().end())
      shared.push_back(m);
  if (shared.empty()) return out;
  RunOptions o = options;
  o.cases = std::max(std::min(options.cases, 1000L), options.cases / 2);
  o.shrink_groups = 0;
  o.reference_rate = false;
  const Report ref = run_suite(naive_reference(subject.declared, shared), o);
  for (const std::string& m : shared) {
    const auto s = report.kernels.find(m), r = ref.kernels.find(m);
    if (s == report.kernels.end() || r == ref.kernels.end()) continue;
    RateWarning w{m, s->second.rounding_level, s->second.checks, r->second.rounding_level, r->second.checks};
    w.p_value = rate_excess_p_value(w.rounding, w.checks, w.reference_rounding, w.reference_checks, ratio);
    if (w.p_value < alpha) out.push_back(w);
  }
  return out;
}

}  // namespace plumb
