// Plumb oracle: where a point lies against a triangle or a polygon.
//
// Method: the winding number by quadrants (Hormann and Agathos 2001, after
// the angle-sum definition), in exact rationals. Translate so that p is the
// origin and give every vertex the quadrant of its direction from p
// (0: x > 0, y >= 0; 1: x <= 0, y > 0; 2: x < 0, y <= 0; 3: x >= 0, y < 0).
// Walking the boundary, each edge turns the direction by the quadrant
// difference, -1, 0 or +1 quarter turn; a difference of two quarter turns
// (the edge passes p's opposite side) is +2 or -2 by the sign of the cross
// product v_i x v_{i+1} (which side of the edge's line p is on). The sum of
// the quarter turns is four times the winding number. Boundary points are
// found first, by the exact definition: p on the closed segment of some edge
// (cross product 0 and p between the ends, or p equal to a zero-length
// edge's point). The even-odd reading (the kernels' rule) is the parity of
// the winding number: both flip exactly when the boundary crosses a ray from p.
// Why obviously correct: the winding number is the total turning of the
// direction from p around the boundary, divided by a full turn; counting it
// in quarter turns is exact as long as no edge turns it by more than a half
// turn, which holds for every edge that does not pass through p -- and those
// that do are the boundary case, answered before.
// Independent of the kernels: a different method (angle sum, not a
// half-open crossing count), its own code, no rounding anywhere.
#pragma once

#include <optional>
#include <span>

#include "kernels/types.h"
#include "oracle/exact.h"
#include "oracle/line_of_sight.h"

namespace plumb::oracle {

/// The winding number of the closed boundary through `polygon`'s vertices
/// (the last joined to the first) around p, or nullopt when p lies on the
/// boundary. An empty list winds 0 times. Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
std::optional<long> winding_number(Vec2 p, std::span<const Vec2> polygon);

/// Location::boundary when p lies on an edge (a vertex included), else
/// inside for an odd winding number and outside for an even one (the
/// even-odd rule; for a simple polygon, inside means winding +-1).
/// Precondition: finite input; throws std::domain_error otherwise.
Location point_in_polygon(Vec2 p, std::span<const Vec2> polygon);

/// The half-open reading of a point on the boundary (W. R. Franklin's PNPOLY,
/// the comp.graphics.algorithms FAQ 2.03): the crossing-number test with a
/// ray from p toward +x in which an edge holds its lower end and not its
/// upper one, and a crossing exactly at p does not count -- as if p were moved
/// infinitesimally up and to the right. True for inside. Off the boundary it
/// is the even-odd answer; on an edge two polygons share (not at its ends) it
/// puts p in exactly one of them, so polygons that tile a region partition
/// it. Evaluated in exact rationals. Precondition: finite input; throws
/// std::domain_error otherwise.
bool half_open_inside(Vec2 p, std::span<const Vec2> polygon);

/// point_in_polygon(p, {a, b, c}). A zero-area triangle has no interior.
/// Precondition: finite input; throws std::domain_error otherwise.
Location point_in_triangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c);

/// The first edge (vertex i to i + 1, a closed segment) the ray from ray.a
/// through ray.b meets: the least exact t over the edges, ties to the lower
/// index; nullopt when none (and for fewer than two vertices).
/// `collinear_counts` false (EdgeOn::ignored): an edge collinear with the ray
/// (collinear(): a zero-length edge on the ray's line included) is no contact,
/// as ray_segment_hit's collinear pair under that convention.
/// Precondition: finite input; throws std::domain_error otherwise.
/// Edges wholly on one side of the ray's line by certified signs are skipped
/// (filtered_line_side.h), and an edge not parallel to the ray is asked on the
/// filtered and dyadic stages (edge_contact.h); rational::ray_chain_hit asks every edge.
std::optional<ExactBlocker> ray_chain_hit(Segment ray, std::span<const Vec2> chain, bool collinear_counts = true);

namespace rational {
/// ray_chain_hit asking every edge in rationals: the reference. Same contract.
std::optional<ExactBlocker> ray_chain_hit(Segment ray, std::span<const Vec2> chain, bool collinear_counts = true);
}  // namespace rational

/// The exact squared distance from p to the nearest point of the polygon's
/// boundary (each edge a closed segment, the last joined to the first). For
/// margins. Precondition: finite input and at least one vertex.
Rational squared_distance_to_boundary(Vec2 p, std::span<const Vec2> polygon);

}  // namespace plumb::oracle
