// Plumb properties: the checks. Each takes the subject (the kernels under
// test), one case, and the judge, asks every kernel that applies, and reports
// each answer to the judge. Grouped by the property they implement:
//   checks_oracle.cpp     1. oracle agreement (decisions equal, constructions within contract)
//   checks_invariants.cpp 2. clamped distance >= line distance; 3. walls as lines only block;
//                         6. a closest point lies on its shape and nothing is closer;
//                         documented answers for non-finite input; the field cases
//   checks_symmetry.cpp   5. exact symmetries (power-of-two scaling, reflections,
//                            reversed ends, swapped segments)
//   sweep.cpp             4. the guard-scene sweeps
#pragma once

#include <span>

#include "properties/cases.h"
#include "judge/judge.h"
#include "subject/subject.h"

namespace plumb::check {

/// A member called on non-finite input. When the subject's domain includes
/// such input, `verdict` judges the answer (an exception passes too when the
/// subject declares NonFiniteAnswer::error); when it does not, the member is
/// only called: returning at all is its whole contract (the runner reports a
/// crash or a hang), and an exception is an acceptable refusal; a subject
/// that declares NonFiniteAnswer::assertion is not called at all.
template <class Call, class Verdict>
void non_finite_answer(Judge& j, Call&& call, Verdict&& verdict) {
  const Declarations& d = j.declared();
  if (!d.domain.non_finite && d.conventions.non_finite == NonFiniteAnswer::assertion) return;  // not called
  if (!d.domain.non_finite) {
    try {
      (void)call();
    } catch (...) {
    }
    j.returned();  // counted: the member was asked, and returning is all it owes
    return;
  }
  if (d.conventions.non_finite == NonFiniteAnswer::error) {
    try {
      verdict(call());
    } catch (...) {
    }
    return;
  }
  verdict(call());
}

void point_oracle(const Subject& s, const PointCase& c, Judge& j);
void pair_oracle(const Subject& s, const PairCase& c, Judge& j);
void circle_oracle(const Subject& s, const CircleCase& c, Judge& j);
void sight_oracle(const Subject& s, const SightCase& c, Judge& j);

void clamped_not_below_line(const Subject& s, const PointCase& c, Judge& j);
void lines_only_block(const Subject& s, const SightCase& c, Judge& j);
void closest_point_on_shape(const Subject& s, const PointCase& c, Judge& j);
void non_finite_pair(const Subject& s, const PairCase& c, Judge& j);
void non_finite_point(const Subject& s, const PointCase& c, Judge& j);
/// Field case number `index` (pairs first, then points); count() of them.
void field_case(const Subject& s, int index, Judge& j);
int field_case_count();
std::string field_case_name(int index);

enum class Symmetry { scaling, swap_xy, negate_x, reverse_first, swap_segments };
const char* symmetry_name(Symmetry y);
void symmetry(const Subject& s, const PairCase& c, Symmetry y, Judge& j);
/// The same for each of ys in turn, with the same judgements and findings as
/// calling symmetry() for each; the case's own answers are taken once for all
/// of them (a strict subject: one with allowances is judged through the oracle
/// per transformation, as symmetry() does).
void symmetries(const Subject& s, const PairCase& c, std::span<const Symmetry> ys, Judge& j);

}  // namespace plumb::check
