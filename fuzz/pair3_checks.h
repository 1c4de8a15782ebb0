// Plumb fuzz targets: how a Pair3Case is checked. Shared by closest_point3d
// (where the segments matter) and contact (where the radii do): the oracle
// agreement of segment_segment_closest3 and of the sphere and capsule tests,
// the four 3D symmetries (which include the capsule symmetries and "a sphere
// is a capsule of zero length"), and the documented non-finite answers.
#pragma once

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/checks3d.h"

namespace plumb::fuzz {

inline void check_pair3(const char* property, Pair3Case c) {
  judge(property, c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite3(s, c, j);
    check::pair3_oracle(s, c, j);
    if (!check_symmetries(j)) return;
    constexpr check::Symmetry3 kAll[] = {check::Symmetry3::scaling, check::Symmetry3::permute_axes,
                                         check::Symmetry3::negate_axis, check::Symmetry3::swap_and_reverse};
    check::symmetries3(s, c, kAll, j);
  });
}

}  // namespace plumb::fuzz
