// Plumb properties: the naive textbook formulas (properties/naive/) as a
// subject -- the reference a library's rounding is compared with.
//
// A library whose decisions disagree with the exact ones within its declared
// rounding allowance is doing what every double evaluation does near a
// degeneracy -- up to a point. The harness runs this subject on the same
// cases, under the library's own declarations, and warns when the library's
// rounding-level count is far above the naive formula's
// (harness/rounding_rate.h).
#pragma once

#include "subject/subject.h"

namespace plumb {

/// The naive formulas of properties/naive/ as a Subject with `declared`'s
/// declarations, providing only the members `provided` names (those of the
/// subject under test) that a naive formula exists for.
Subject naive_reference(const Declarations& declared, const std::vector<std::string>& provided);

/// The members naive_reference can provide.
const std::vector<std::string>& naive_reference_members();

}  // namespace plumb
