// Plumb properties: a ray member's declared least hit parameter
// (Conventions::min_hit_t). A library that ignores hits nearer than an
// epsilon along the ray answers "none" where the exact first hit is at
// t < epsilon, and may answer either way where t is within rounding of it:
// such cases are outside its contract, so the ray checks skip them.
#pragma once

#include <string_view>

#include "judge/judge.h"
#include "oracle/exact.h"

namespace plumb::check {

/// Whether the exact first hit at `t` lies before the member's min_hit_t or
/// within its rounding band (max(allowance, 64) units of the subject's unit
/// roundoff, relative): true means "do not judge this case". Always false
/// when the member declares no min_hit_t.
bool before_min_hit(const Judge& j, std::string_view member, const oracle::Rational& t);
/// The same for a first hit known as a correctly rounded double.
bool before_min_hit(const Judge& j, std::string_view member, double t);

}  // namespace plumb::check
