// Plumb judge: when can rounding not explain a wrong decision?
//
// A case is on an exact grid when every coordinate is an integer multiple of
// one power of two q (its quantum) and no coordinate exceeds 2^k q, with k
// small enough for the subject's precision p that the textbook evaluation of
// every deciding quantity Plumb asks about is exact:
//
//   a difference of two coordinates is a multiple of q below 2^(k+1) q, so it
//   has at most k+2 significant bits; a product of d differences at most
//   d(k+2) bits; a sum of up to eight such products at most d(k+2) + 3. The
//   deciding quantities are polynomials of degree d <= 4 in differences (an
//   orientation 2, a triple product 3, a sphere or capsule test 4), so the
//   whole evaluation is exact in precision p when 4(k+2) + 3 <= p:
//   k <= 10 for binary64 (p = 53), k <= 3 for binary32 (p = 24).
//
// On such a case the answer a library computes with the textbook formula, in
// any order of operations, is the exact one; a wrong decision there is a
// fault, never rounding, whatever the declared allowance (docs/margins.md,
// "Exact inputs"). Zero coordinates are on every grid. A non-finite
// coordinate puts the case off the grid.
#pragma once

#include <span>
#include <string_view>

#include "subject/declarations.h"

namespace plumb {

/// The largest k (coordinates at most 2^k quanta) for which the textbook
/// evaluation of a deciding quantity of the given degree (a sum of up to
/// eight products of `degree` coordinate differences) is exact in the
/// precision: d(k+2) + 3 <= p. Degree 4: 10 for binary64, 3 for binary32;
/// degree 2: 23 and 8.
int exact_grid_bits(Precision p, int degree = 4);

/// The grid width of a case: the least w such that every coordinate is a
/// multiple of one power of two q and at most 2^w q in magnitude; 0 when
/// every coordinate is zero; -1 when one is NaN or infinite.
int grid_width(std::span<const double> numbers);

/// Whether the numbers lie on an exact grid for the precision and degree.
inline bool on_exact_grid(std::span<const double> numbers, Precision p, int degree = 4) {
  const int w = grid_width(numbers);
  return w >= 0 && w <= exact_grid_bits(p, degree);
}

/// The degree of the deciding quantities of a member's decisions: 2 where
/// every decision is the sign of an orientation, a dot product or a
/// comparison of two such parameters cross-multiplied (crossings, ray hits on
/// segments and planes, which end is closest); 4 elsewhere (distances
/// against radii, 3D closest pairs), the conservative default for members
/// Plumb does not know; kNeverExact for the slab tests (ray_box_entry,
/// ray_box2), whose textbook evaluation divides -- by the direction or, as
/// most engines do, through its reciprocal -- so rounds even on a grid.
/// 3 for segment_box_intersect, a slab test that only decides: quotients
/// compared, never returned, so a correctly rounded one keeps a tie and two
/// different ones round apart on a grid of w <= 14 bits (binary64).
int decision_degree(std::string_view member);
/// A degree no grid is exact for (exact_grid_bits is negative).
inline constexpr int kNeverExact = 1000;

}  // namespace plumb
