// Plumb subject: keeping cases inside a subject's declared domain.
//
// Generators draw inside the domain in the first place (properties/draw.h
// aims binades, nudges and random magnitudes at it). What a generator cannot
// aim -- the field cases, random bit patterns, a sum that lands outside -- is
// brought in by fit(): every number is rounded to the domain's precision
// (round to nearest; so a binary32 subject's case holds floats, and the oracle
// judges exactly the input the library receives), magnitudes above the
// largest are clamped to it, and non-zero magnitudes below the smallest are
// flushed to a zero of the same sign. Non-finite values are left alone (the
// non-finite properties put them there on purpose). Fixed cases that are not
// inside the domain (in_domain false) are skipped, not fitted: their point
// is their exact numbers.
#pragma once

#include "subject/declarations.h"

namespace plumb {

/// Whether v is a value of the domain: finite, representable in its
/// precision, and 0 or within [min_magnitude, max_magnitude].
bool in_domain(const Domain& d, double v);

/// v brought into the domain (see the file comment). NaN and +-inf unchanged.
double fit(const Domain& d, double v);

/// Every number of a case brought into the domain.
template <class Case>
void fit_case(Case& c, const Domain& d) {
  for_each_number(c, [&](double& v) { v = fit(d, v); });
}

/// Whether every number of a case is a value of the domain.
template <class Case>
bool case_in_domain(Case c, const Domain& d) {
  bool all = true;
  for_each_number(c, [&](double& v) { all = all && in_domain(d, v); });
  return all;
}

}  // namespace plumb
