#include "properties/min_hit.h"

#include <algorithm>

namespace plumb::check {
namespace {

// min_hit_t widened by its rounding band, or 0 when none is declared.
double limit(const Judge& j, std::string_view member) {
  const double m = j.conventions(member).min_hit_t;
  if (!(m > 0)) return 0.0;
  const double band = std::max(j.declared().contract(member).decision_allowance, 64.0) *
                      unit_roundoff(j.declared().domain.precision);
  return m * (1 + band);
}

}  // namespace

bool before_min_hit(const Judge& j, std::string_view member, const oracle::Rational& t) {
  const double m = limit(j, member);
  return m > 0 && t <= oracle::exact(m);
}

bool before_min_hit(const Judge& j, std::string_view member, double t) {
  const double m = limit(j, member);
  return m > 0 && t <= m;
}

}  // namespace plumb::check
