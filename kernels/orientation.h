// Plumb kernels: filtered orientation, cross and dot signs, and their values.
//
// Every decision in the 2D family reduces to the sign of one form,
//
//   F = (a1 - a0)(b1 - b0) + sigma (c1 - c0)(d1 - d0),   sigma = +1 or -1,
//
// a sum of two products of coordinate differences. The 2D cross product of two
// difference vectors (p1 - p0) x (p3 - p2) is F with sigma = -1, their dot
// product is F with sigma = +1, and the orientation of three points is the
// cross product with p2 = p0.
//
// Signs (kernels/detail/form_sign.h): a one-branch filter (stage A, the shape
// of Ozaki et al.'s 2016 filter with constants derived there), then for
// coordinates 0 or within 2^+-480 Shewchuk's adaptive stage (the rounding
// errors of the differences and products, computed exactly, as a first-order
// correction with a bound of order u^2), then exact floating-point expansions,
// and outside that range an exact big number. Every stage is exact in what it
// claims: a sign is returned only when it is the exact sign.
//
// Values (kernels/detail/form_value.h): the double evaluation with Shewchuk's
// forward error bound, accepted when the bound is within 8u of the value;
// otherwise the exact value correctly rounded, certified from a double-double
// with an error bound of order u^2 or taken from an exact evaluation.
//
// The fast paths allocate nothing and neither do the slow ones.
//
// Requires -ffp-contract=off (set on the plumb_kernels target): a contracted
// fused multiply-add would round the products differently from the bounds'
// derivations.
#pragma once

#include <cmath>

#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/form.h"
#include "kernels/detail/form_sign.h"
#include "kernels/detail/form_value.h"
#include "kernels/detail/scaled.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

/// (p1 - p0) x (p3 - p2) with relative error <= kFormValueRelative. Finite input.
inline Scaled cross_value(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return form_value(cross_form(p0, p1, p2, p3));
}
/// (p1 - p0) . (p3 - p2) with relative error <= kFormValueRelative. Finite input.
inline Scaled dot_value(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return form_value(dot_form(p0, p1, p2, p3));
}

}  // namespace detail

/// Exact sign of the 2D cross product (p1 - p0) x (p3 - p2).
/// Takes: four points, finite coordinates of any magnitude (subnormal to
/// DBL_MAX). Returns: +1, 0 or -1, equal to the sign exact arithmetic on the
/// same doubles gives. Non-finite input: 0 (callers test finiteness first).
/// Method: filtered double evaluation, then exact expansions or an exact
/// big number (see file comment).
inline int cross_sign(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return detail::form_sign(detail::cross_form(p0, p1, p2, p3));
}

/// Exact sign of the dot product (p1 - p0) . (p3 - p2). Same contract as
/// cross_sign.
inline int dot_sign(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  return detail::form_sign(detail::dot_form(p0, p1, p2, p3));
}

/// Orientation of the triangle (a, b, c): +1 when c lies to the left of the
/// directed line a -> b (counter-clockwise turn), -1 to the right, 0 when the
/// three points are collinear (including repeated points). Exact for all
/// finite doubles; 0 for non-finite input. It is cross_sign(a, b, a, c).
inline int orientation(Vec2 a, Vec2 b, Vec2 c) { return cross_sign(a, b, a, c); }

}  // namespace plumb
