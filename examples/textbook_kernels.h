// Careful textbook kernels: what a competent engine programmer writes from the
// standard references, in plain double arithmetic -- zero lengths guarded,
// parameters clamped, the collinear case of segment intersection handled --
// and the same kernels with one logic bug put back. (Ericson's clamped
// segment-segment closest points, 5.1.9, is not among them: checked the same
// way it shows a real instability, not rounding -- on nearly parallel long
// segments its s is ill-conditioned and the pair it returns can be far from
// the closest one; README, "Your own kernels".) Wrapped as a
// plumb::Subject with the declarations a game engine would make (game-metres
// domain, decisions allowed to differ within 64 u of a degeneracy,
// constructions within 64 u times their conditioning).
//
// Run under those declarations, the careful kernels show no fault: what a
// naive double formula gets wrong near a degeneracy is rounding, and the
// report counts it without crying wolf. Each bug put back shows as the
// report's first group (examples/textbook_test.cpp asserts both).
#pragma once

#include <string>

#include <plumb/subject.h>

namespace textbook {

/// A logic bug to put back.
enum class Bug {
  none,
  missing_clamp,           // closest point (and the distances built on it) without the clamp to [0, 1]
  missing_collinear_case,  // segment intersection by side values only: collinear disjoint segments "meet"
  strict_touch,            // segment intersection with strict signs: touching ends and T-junctions "miss"
};

/// "none", "missing-clamp", "missing-collinear-case", "strict-touch".
Bug bug_named(const std::string& name);

/// The kernels as a subject, with `bug` put back.
plumb::Subject subject(Bug bug = Bug::none);

}  // namespace textbook
