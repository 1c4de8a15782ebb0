// Plumb oracle: the first contact of a ray or segment with one edge of a
// chain or polyline, on the cheap stages first.
//
// Why: the chain and polyline walks (point_in_polygon.h's ray_chain_hit,
// polyline_crossings.h) ask first_contact.h for each edge not skipped, and in
// rationals that is most of their cost. When p and the edge are not parallel
// first_contact's answer is Cramer's crossing of the two lines, kept when its
// t is in p's range and its u in [0, 1]: the dyadic stage
// (dyadic_crossing.h) computes exactly those values without a gcd until the
// end. Before that, the filtered pair (filtered_crossing.h) may certify that
// they do not meet at all. Parallel and zero-length pairs are left to
// first_contact (collinear overlaps need its interval).
// Why obviously correct: a certified miss is first_contact's nullopt; a
// crossing of non-parallel lines in both ranges is first_contact's one
// common point, {t, u, point}, the same exact values
// (tests/chain_filter_test.cpp compares the walks with the rational ones).
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/crossing.h"

namespace plumb::oracle {

/// For p read as kp (Kind::ray or Kind::segment) and the closed segment
/// `edge`: first_contact(p, kp, edge, Kind::segment) when it is settled here
/// (the inner optional: the contact, or nullopt when they do not meet), and
/// an empty outer optional when p and edge are parallel or either has zero
/// length and the filter did not certify a miss: ask first_contact then.
/// Precondition: finite input (throws std::domain_error otherwise, as
/// first_contact does); kp must not be Kind::line (std::invalid_argument).
std::optional<std::optional<ExactCrossing>> contact_unless_parallel(Segment p, Kind kp, Segment edge);

}  // namespace plumb::oracle
