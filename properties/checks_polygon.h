// Plumb properties: the checks of the polygon and chain members
// (point_in_triangle, point_in_polygon, ray_chain_hit).
//   *_oracle          the answer agrees with the exact oracle, the boundary
//                     read as the subject declares (BoundaryConvention);
//   shared_edge_*     a point on an edge two shapes share gets one answer
//                     from both (exact: no allowance excuses two answers);
//   polyline_*        every point where a segment meets a polyline, and the
//                     union of the points with each edge alone;
//   chain_through_vertex  a ray through a vertex two edges of the chain
//                     share hits the chain (exact: each edge alone is an
//                     exact touch, which per-edge judgement would excuse).
// Non-finite input gets the documented answer (outside, none).
#pragma once

#include "judge/judge.h"
#include "properties/cases_polygon.h"
#include "subject/subject.h"

namespace plumb::check {

void point_in_triangle_oracle(const Subject& s, const Triangle2Case& c, Judge& j);
void polygon_oracle(const Subject& s, const PolygonCase& c, Judge& j);
void chain_oracle(const Subject& s, const ChainCase& c, Judge& j);

void shared_edge_triangles(const Subject& s, const Triangle2Case& c, Judge& j);
void shared_edge_polygons(const Subject& s, const PolygonCase& c, Judge& j);
void chain_through_vertex(const Subject& s, const ChainCase& c, Judge& j);

/// polyline_segment_crossings (the case's chain is the polyline, its ray
/// read as the segment): every exact point reported, every point reported
/// exact within the contract.
void polyline_oracle(const Subject& s, const ChainCase& c, Judge& j);
/// The points with the polyline are the union of the points with each of
/// its edges alone (a polyline that drops a T-junction two single segments
/// find fails it).
void polyline_union(const Subject& s, const ChainCase& c, Judge& j);

/// The answer the subject owes for p's exact location against the shape,
/// under its boundary convention.
Location expected_location(Location exact, BoundaryConvention convention, Vec2 p, std::span<const Vec2> shape);

}  // namespace plumb::check
