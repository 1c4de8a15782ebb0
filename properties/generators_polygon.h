// Plumb properties: generators for the polygon and chain properties.
//
// Built on a small integer grid, where "on an edge", "at a vertex", "a ray
// exactly through a vertex", collinear and repeated vertices are exact, then
// moved to a random binade or a far offset (exactly), and sometimes nudged
// a few ULPs off the degeneracy; a human-scale class in decimal metres
// (coordinates like 12.3, which are not exact in binary, judged as the
// doubles they are).
#pragma once

#include <rapidcheck.h>

#include "properties/cases_polygon.h"

namespace plumb::gen {

/// A point against triangle abc (and its neighbour bad): inside, on an edge
/// (lattice points and midpoints), at a vertex, nudged off those, at a
/// vertex's height (the crossing-number trap), zero-area and repeated-vertex
/// triangles, non-finite input now and then.
rc::Gen<Triangle2Case> triangle2_case();

/// A point against a polygon of 3 to 9 vertices: grid polygons (self-crossing
/// ones read by the even-odd rule), boxes with collinear and repeated
/// vertices, diamonds and combs whose vertices share p's height; p on an edge, at a
/// vertex, on the split diagonal (the shared-edge property), at a vertex's
/// height, nudged off those; human-scale decimal polygons.
rc::Gen<PolygonCase> polygon_case();

/// A ray against a chain of 2 to 7 vertices: rays exactly through a shared
/// vertex (crossing the chain there, or grazing it), along an edge, from a
/// vertex, nudged off those, zero-direction rays, general grid chains. Read
/// as a segment against a polyline: T-junctions at vertices (the segment
/// ends on one), segments along an edge, crossings through vertices.
rc::Gen<ChainCase> chain_case();

}  // namespace plumb::gen
