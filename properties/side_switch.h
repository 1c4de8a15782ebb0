// Plumb properties: the inside/outside switch of a ray convention.
//
// Under InsideStart::exit (three.js's Ray.intersectBox and intersectSphere: a
// ray from inside meets the shape where it leaves), and for a sphere or
// circle read as its surface, the answer jumps when the origin crosses the
// boundary: just outside, the entry (t near 0); just inside, the exit (t
// across the shape). A double kernel decides the side from rounded values, so
// an origin within rounding of the boundary may be read on either side. The
// side is a decision like any other near a degeneracy (docs/margins.md): the
// subject's answer is judged against the other side's reading when rounding
// can explain the switch -- the origin's distance to the boundary within the
// member's allowance, and the case not exact input -- and against its own
// side's otherwise.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string_view>

#include "judge/judge.h"
#include "oracle/exact.h"

namespace plumb::check {

/// The reading a ray member's answer `fast` is judged against: `exact` (the
/// reading on the origin's side), or the other side's (`other`, computed only
/// when asked) when the subject's answer is nearer it -- both none, or
/// |fast - t| smaller -- and rounding can explain reading the side wrong:
/// Judge::rounding_explains(member, side_margin(), degree, side_numbers),
/// `degree` that of the quantity deciding the side (judge/exact_grid.h) and
/// `side_numbers` the coordinates it is made of -- the origin and the shape,
/// not the direction: an origin exactly on a small-integer sphere is on its
/// side exactly whatever the direction (|o - c|^2 - r^2 is exact there), so
/// a kernel that reads it otherwise through a rounded direction is judged
/// on that side. Then the switch is
/// counted as a rounding-level decision of the member. The same when the
/// member's absolute decision tolerance covers the side's margin
/// (Judge::tolerance_explains, at the case's scale). A member judged
/// strictly (no rounding allowance or tolerance) always gets `exact`; so does a case where
/// the subject agrees with it, a NaN answer, or an answer no nearer the other
/// reading.
std::optional<oracle::Rational> side_reading(Judge& j, std::string_view member, std::optional<double> fast,
                                             const std::optional<oracle::Rational>& exact,
                                             const std::function<std::optional<oracle::Rational>()>& other,
                                             const std::function<double()>& side_margin, int degree,
                                             std::span<const double> side_numbers);

}  // namespace plumb::check
