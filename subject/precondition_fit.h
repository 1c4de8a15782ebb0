// Plumb subject: drawing cases inside a subject's declared preconditions.
//
// Most preconditions (Preconditions in declarations.h) are rare among random
// cases -- a zero normal, a negative radius -- so the checks simply call the
// member on a case outside them and judge only that it returns. A unit
// direction is the opposite: almost no drawn direction has length 1, so a
// library that requires one (three.js's Ray, whose t is a distance along a
// unit direction) would be judged on almost nothing. fit_preconditions()
// therefore brings a drawn ray's direction to unit length, as the library's
// caller would, before the case reaches the subject; the oracle then judges
// exactly the rounded direction the library receives, so the normalisation's
// own rounding is never charged to the library.
#pragma once

#include <type_traits>

#include "kernels/types3d.h"
#include "subject/declarations.h"

namespace plumb {

/// d scaled to unit length: d / |d|, with d first scaled by a power of two
/// so that the squares neither overflow nor underflow (the scaling is exact).
/// The result is within a few u of length 1 (each component's relative
/// error is at most about 3u: a sum of three squares, a square root and a
/// division, each rounded once). A zero or non-finite d is returned as given
/// (zero stays outside the precondition; NaN stays for the non-finite checks).
Vec3 unit_direction(Vec3 d);

/// Whether d has length 1 up to the rounding of a normalisation in a
/// precision of unit roundoff u: | |d|^2 - 1 | <= 8u, with |d|^2 evaluated
/// in double (its own error is below 3 * 2^-53, inside the margin for both
/// binary64's and binary32's u). False for zero and non-finite d.
bool is_unit_direction(Vec3 d, double u);

/// Whether a drawn case with a 3D ray gets a unit direction when only some
/// members declare unit_direction: half of the cases, chosen by the parity
/// of the ray's bits (so a case is drawn the same way on every replay). The
/// members that require a unit direction are judged on that half; the
/// others on every case, non-unit directions included.
bool unit_direction_half(const Ray3& ray);

/// A case's ray direction brought to unit length when the subject declares
/// unit_direction (every case), or when only some of its members do (half of
/// the cases, unit_direction_half); cases without a 3D ray are unchanged. A
/// 3D line given as a Ray3 (`line`) is a ray here.
/// Run before fit_case(), so a binary32 subject receives the float nearest
/// the unit direction.
template <class Case>
void fit_preconditions(Case& c, const Declarations& d) {
  if constexpr (requires { c.ray.direction; }) {
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(c.ray.direction)>, Vec3>) {
      if (d.preconditions.unit_direction || (d.any_unit_direction() && unit_direction_half(c.ray)))
        c.ray.direction = unit_direction(c.ray.direction);
    }
  }
  if constexpr (requires { c.line.direction; }) {  // a line given as a Ray3 (LineSphereCase)
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(c.line.direction)>, Vec3>) {
      if (d.preconditions.unit_direction || (d.any_unit_direction() && unit_direction_half(c.line)))
        c.line.direction = unit_direction(c.line.direction);
    }
  }
}

}  // namespace plumb
