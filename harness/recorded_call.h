// Plumb harness: a subject's calls, recorded so they can be asked again.
//
// A diagnosis (harness/diagnosis.h) runs a property's check once on the
// subject and needs every call the check made of the group's members, with
// the subject's answer, so it can put the very same question to other
// subjects (Plumb's kernels for the correct answer, each seeded fault for a
// known bug's answer) and compare. A RecordedCall keeps its own copy of the
// arguments (a span's elements too), so it can be replayed after the check
// has returned, also with its shapes scaled (the threshold estimate).
//
// Answers are compared as lists of numbers, each with the unit it is
// measured in, so that a tolerance can be put at the right scale: counts
// (yes/no, a location, which wall, whether there is an answer at all) must be
// equal; a parameter t is compared at scale 1, a length at the input's
// scale, a squared distance at its square.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "subject/subject.h"

namespace plumb {

enum class Unit { count, ratio, length, area };

struct Answer {
  bool threw = false;  // the call threw (or the member is missing): no numbers
  std::vector<double> numbers;
  std::vector<Unit> units;  // one per number
};

struct RecordedCall {
  std::string member;
  Answer answer;       // the recording subject's answer
  double scale = 0.0;  // the largest finite |number| of the arguments (the input's scale)
  /// The same call on another subject (threw when it lacks the member or
  /// throws). With lambda != 1, the arguments scaled about their first point
  /// o: every position p to o + lambda (p - o) and every length (a radius,
  /// a plane's offset from o) times lambda; directions and normals kept.
  std::function<Answer(const Subject&, double lambda)> replay;
  /// The quantity whose sign or size a parallel test decides on, for the
  /// argument lists that have one (two segments: |d1 x d2|, the directions'
  /// cross product; a ray and a triangle: |e1 . (d x e2)|, Möller and
  /// Trumbore's determinant), at the scaled arguments; NaN for others.
  std::function<double(double lambda)> quantity;
  std::string quantity_name;  // empty when there is none
};

/// A copy of s whose members named in `members` append each call they make
/// to `calls` (after answering; a call that throws is recorded as threw and
/// the exception passes on). At most `limit` calls are recorded; later calls
/// pass through. `calls` must outlive the subject returned.
Subject recording(const Subject& s, const std::set<std::string>& members, std::vector<RecordedCall>& calls,
                  std::size_t limit);

/// Whether two answers to the same call agree: both threw, or the same
/// count of numbers with equal counts and every other number within
/// `relative` of the larger magnitude plus `relative` times its unit's scale
/// (1 for a ratio, `scale` for a length, scale^2 for an area). NaN agrees
/// with NaN only; an infinity only with itself.
bool same_answer(const Answer& a, const Answer& b, double scale, double relative);

}  // namespace plumb
