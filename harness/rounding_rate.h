// Plumb harness: is a library's rounding ordinary?
//
// Disagreements within a declared rounding allowance are not faults, but how
// many there are says something: a careful double formula evaluated on the
// same cases disagrees only so often. The harness runs the naive textbook
// formulas (properties/naive_subject.h) on the same cases under the library's
// own declarations and compares the two rates per member, as counts per check.
//
// The test: with x of the subject's n checks and y of the reference's m
// checks rounding-level, and the hypothesis that the subject's rate is at most
// `ratio` times the reference's, x given x + y is binomial with
// p0 = ratio n / (ratio n + m) at most (the conditional test for two Poisson
// rates). The one-sided p-value is P(X >= x); below `alpha` the member gets a
// warning. Defaults: ratio 4, alpha 0.001 -- a member is flagged only when its
// rounding is clearly and substantially worse than a textbook formula's.
// Only binary64 subjects are compared: the reference computes in binary64.
#pragma once

#include <string>
#include <vector>

namespace plumb {

struct Subject;
struct Report;
struct RunOptions;

/// One member whose rounding-level rate is far above the reference's.
struct RateWarning {
  std::string member;
  long rounding = 0, checks = 0;                      // the subject's
  long reference_rounding = 0, reference_checks = 0;  // the naive formula's
  double p_value = 1.0;
  /// Rate ratio subject / reference (+inf when the reference had none).
  double ratio() const;
};

/// P(X >= x) for X ~ Binomial(x + y, ratio n / (ratio n + m)): the p-value of
/// "the subject's rate is at most `ratio` times the reference's".
double rate_excess_p_value(long x, long n, long y, long m, double ratio = 4.0);

/// Runs the reference on the report's cases (half of them, at least
/// 1000 per property) and returns the members whose rate fails the test. Empty
/// for a strict subject (it declares no allowance) or one with no member the
/// reference has.
std::vector<RateWarning> compare_rounding_with_reference(const Subject& subject, const Report& report,
                                                         const RunOptions& options, double ratio = 4.0,
                                                         double alpha = 0.001);

}  // namespace plumb
