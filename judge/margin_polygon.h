// Plumb judge: the margins of the polygon and chain decisions (see margin.h).
//
//   point in a triangle or polygon   a gap margin: the distance from p to the
//                                    boundary over the case's extent (to
//                                    change sides, p or the boundary must
//                                    move that far); a point exactly on the
//                                    boundary has margin 0, so a wrong
//                                    answer there is a fault on exact input
//                                    (judge/exact_grid.h) and rounding-level
//                                    elsewhere within the allowance;
//   a ray against a chain            the sight margin (margin::sight) over
//                                    the chain's edges read as walls.
#pragma once

#include <span>

#include "kernels/types.h"

namespace plumb::margin {

/// Where p lies against the polygon (the last vertex joined to the first),
/// whose exact answer is `exact`. 0 when exact is Location::boundary.
double location(Vec2 p, std::span<const Vec2> polygon, Location exact);

/// ray_chain_hit: hit or miss (subject_miss: the subject answered none).
/// `collinear_counts` false (EdgeOn::ignored): a collinear contact with an
/// edge is no contact (as margin::meet's).
double chain(const Segment& ray, std::span<const Vec2> chain, bool subject_miss, bool collinear_counts = true);

}  // namespace plumb::margin
