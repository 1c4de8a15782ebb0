// Plumb harness: naming a fault group's cause by a known bug pattern.
//
// The seeded faults (properties/seeded_faults.h) are Plumb's kernels with one
// classic bug each put back: a missing clamp, a wall read as a line, an
// absolute epsilon, a 0/0, ... They serve as patterns. For a fault group,
// the diagnosis re-runs the property's check on the group's representative
// (the shrunk case when there is one) and on the cases near it in the same
// structural class (exact similarities: scaled by 2 and 1/2, mirrored,
// swapped, moved by a unit; properties/nearby.h), records every call the
// check makes of the group's members, and asks each call again of Plumb's
// kernels (the correct answer) and of every pattern. A pattern matches when
//   - on the representative, the subject's answer differs from the correct
//     one (at least one recorded call), and
//   - on the representative and on every nearby case, every recorded call
//     the subject answers wrongly gets the pattern's answer (where the
//     subject is right the pattern may be wrong: a subject can have part of
//     a pattern's bug, a clamp missing for segments and kept for rays; a
//     pattern that agrees there too ranks higher),
// answers compared number by number (harness/recorded_call.h, same_answer)
// within a relative 2^-26 in binary64 (2^-12 in binary32): far coarser
// than rounding, far finer than what a missed case, clamp or guard changes.
// Two patterns can both fit a representative that lies on two degeneracies
// at once (a ray through a sliver's edge: on the edge, and with a tiny
// determinant). Among patterns that match, the one that also agrees with the
// subject around the representative leads: on the representative's first
// wrong calls scaled by 0.9, 1.1 and 1.5 -- factors that round, so they
// move the input off an exact edge or vertex while keeping its sizes. Then
// the one agreeing on the most calls the subject answers right, then one
// that matches as it is over one fitted to the subject's threshold (below),
// then the one agreeing on the most wrong calls; ties go to the earlier
// pattern. A property with fixed cases (the field
// cases, the guard-scene sweep) has no nearby cases: its representative
// alone decides.
//
// A pattern that is an absolute threshold (SeededFault::at_threshold: an
// epsilon on the directions' cross product, on Möller and Trumbore's
// determinant) is matched with the subject's own threshold, not the
// pattern's classic one: estimate_threshold first finds the threshold the
// subject behaves as if it had, on the representative's first wrong call
// with such a quantity (or the drawn case's, when no scaling turns the
// shrunk one right: a subnormal swallowed by rounding stays swallowed), and
// the pattern is built with that epsilon. The estimate is part of the
// diagnosis.
//
// Subjects may crash: each group is diagnosed in a forked child
// (harness/in_child.h); a child that dies or runs past its time leaves its
// group undiagnosed. Cost per group: the check run once per input (at most
// seven), and per pattern at most kCallsPerInput calls per input.
#pragma once

#include <optional>
#include <vector>

#include "harness/recorded_call.h"
#include "harness/runner.h"
#include "properties/seeded_faults.h"

namespace plumb {

/// Calls of the group's members recorded per input (more are not compared).
inline constexpr std::size_t kCallsPerInput = 8;

/// What matching found for one group: the pattern's name, fix and source
/// (all empty when none matched), and the threshold estimate when the
/// pattern is an absolute threshold and one could be made.
struct Diagnosis {
  std::string fault, fix, source;
  std::optional<ThresholdEstimate> threshold;
};

/// Matches one group against `patterns` in this process (the subject's calls
/// are not isolated: see diagnose_groups). `seed` draws a fixed property's
/// case again. A group whose property is unknown, whose representative
/// cannot be read back, or that is a crash gets no match.
Diagnosis diagnose_group(const Subject& s, const Group& g, const std::vector<SeededFault>& patterns,
                         std::uint64_t seed);

/// Sets the diagnosis fields (and Group::diagnosed) of the first
/// options.diagnose_groups groups of the report, each group matched in a
/// forked child against seeded_faults(). Crash groups are left undiagnosed.
void diagnose_groups(const Subject& s, Report& r, const RunOptions& options);

/// The threshold on call.quantity at which the subject's answer to `call`
/// turns from wrong (differing from Plumb's kernels') to right, found by
/// scaling the call's shapes (RecordedCall::replay's lambda: a similarity, so
/// only absolute sizes change): doubling lambda until the subject is right,
/// then bisecting lambda until the quantity's bounds are within 5% of each
/// other. Empty when the call has no quantity, the quantity is 0 or not
/// finite, the subject is right at lambda 1, or it stays wrong up to a
/// lambda of 2^80. `relative`: the answer tolerance (same_answer).
std::optional<ThresholdEstimate> estimate_threshold(const Subject& s, const RecordedCall& call, double relative);

/// The answer tolerance for a subject declared in this precision.
double diagnosis_tolerance(Precision p);

}  // namespace plumb
