// Plumb properties: generators for the 3D family and the circle contact.
//
// As in 2D (generators.h): most classes are degenerate by construction on a
// small integer grid, moved to a random binade by an exact power of two, and
// sometimes nudged a few ULPs off the degeneracy.
#pragma once

#include <rapidcheck.h>

#include "properties/cases.h"
#include "properties/cases3d.h"

namespace plumb::gen {

/// Point versus 3D segment: grid, on the segment, on the perpendicular plane
/// through an end, zero-length, general, huge, nudged.
rc::Gen<Point3Case> point3_case();

/// Two 3D segments with two radii: parallel, collinear (overlapping, touching,
/// disjoint), crossing, skew, skew but nearly parallel, zero-length on either
/// or both sides, general and huge; radii that touch exactly (integer
/// distances), nearly touch (the rounded distance, nudged), are zero, random,
/// or NaN / negative / +inf; the field cases.
rc::Gen<Pair3Case> pair3_case();

/// A plane (grid normal, including zero; through a grid point) with a segment
/// lying in it, ending on it, crossing it or missing it, and a ray parallel to
/// it, in it, starting on it, pointing away, or with a zero direction.
rc::Gen<PlaneCase> plane_case();

/// A ray with a sphere and a box: tangent rays (binary-exact), origins inside,
/// on the surface or on a face, rays along a face or through an edge or a
/// corner, zero direction components, flat and empty boxes, zero and negative
/// radii, the field cases.
rc::Gen<RayCase> ray_case();

/// A ray with a triangle: rays exactly through a corner or a point of an edge,
/// rays lying in the triangle's plane or parallel to it, zero-area triangles
/// (collinear or repeated corners) and slivers a ULP off them, a
/// human-scale threshold (metre-sized triangle, determinant ~1e-7), grid
/// rays; moved to a random binade or a far offset, sometimes nudged a ULP.
rc::Gen<TriangleCase> triangle_case();

/// A closed fan of triangles around a shared corner and a ray through the
/// shared corner or a point of a shared edge (exact on the grid, or nudged).
rc::Gen<FanCase> fan_case();

/// A triangle case with a NaN or infinite coordinate.
rc::Gen<TriangleCase> non_finite_triangle_case();

/// A point with a triangle (generators_point_triangle.cpp): grid points,
/// points exactly in the plane, on an edge, over an edge point or a corner
/// along the normal, on a corner's boundary with an edge's region;
/// zero-area and sliver triangles; a metre-sized triangle with the point at
/// a human-scale height; general bit patterns; moved to a binade or a far
/// offset, sometimes nudged a few ULPs.
rc::Gen<PointTriangleCase> point_triangle_case();

/// A point-triangle case with a NaN or infinite coordinate.
rc::Gen<PointTriangleCase> non_finite_point_triangle_case();

/// Two boxes (generators_box.cpp): on a small grid, sharing a face, an edge
/// or a corner, nested, identical, apart; flat and empty boxes; a
/// metre-sized box with a human-scale gap or overlap; general bit patterns;
/// moved to a binade or a far offset, the contact sometimes nudged a few ULPs.
rc::Gen<BoxPairCase> box_pair_case();
/// A box pair with a NaN or infinite coordinate.
rc::Gen<BoxPairCase> non_finite_box_pair_case();

/// A ball and a box (generators_sphere_box.cpp): the centre inside, touching
/// a face, an edge (3-4-5) or a corner (1-2-2, 2-3-6), a zero radius on the
/// surface, flat and empty boxes, negative radii, a human-scale gap, grid
/// and general cases; moved to a binade or a far offset, the centre or the
/// radius sometimes nudged a few ULPs.
rc::Gen<SphereBoxCase> sphere_box_case();
/// A ball-box case with a NaN or infinite centre or box coordinate.
rc::Gen<SphereBoxCase> non_finite_sphere_box_case();

/// A segment and a box (generators_segment_box.cpp): through the box, ending
/// on a face, lying in a face's plane, parallel to an axis (along a face or
/// an edge: a zero direction component on a slab's plane), grazing an edge
/// or a corner, zero length, flat and empty boxes; at metre scale a
/// human-scale gap short of or off a face, or drifting into a slab by
/// 2^-27 .. 2^-13; grid and general cases; moved to a binade or a far
/// offset, an end sometimes nudged a few ULPs.
rc::Gen<SegmentBoxCase> segment_box_case();
/// A segment-box case with a NaN or infinite coordinate.
rc::Gen<SegmentBoxCase> non_finite_segment_box_case();

/// A segment and a triangle (generators_segment_triangle.cpp): segments
/// through a corner or an edge point, ending (or starting) exactly on the
/// face, an edge or a corner, stopping a power of two short of it, lying in
/// the triangle's plane (across an edge or inside) or parallel to it,
/// zero-length segments on the face, zero-area triangles (collinear or
/// repeated corners) and slivers, a metre-sized triangle crossed nearly
/// edge-on (determinant ~1e-7), full-precision corners, grid cases; moved to
/// a binade or a far offset (small triangles far out), and sometimes an end
/// nudged a few ULPs.
rc::Gen<SegmentTriangleCase> segment_triangle_case();
/// A segment-triangle case with a NaN or infinite coordinate.
rc::Gen<SegmentTriangleCase> non_finite_segment_triangle_case();

/// A line and a sphere (generators_line_sphere.cpp): tangent lines (an exact
/// double root on the grid, along an axis or at a 3-4-5 offset), nearly
/// tangent at human scale, through the centre, the origin on the sphere (a
/// root at exactly 0) or inside it, small and huge radii, a zero radius, a
/// small sphere far along the line, tiny and huge directions, a zero
/// direction, full-precision coordinates, grid cases; moved to a binade or a
/// far offset, and sometimes a coordinate nudged a few ULPs.
rc::Gen<LineSphereCase> line_sphere_case();
/// A line-sphere case with a NaN or infinite coordinate.
rc::Gen<LineSphereCase> non_finite_line_sphere_case();

/// A ray and a capsule (generators_ray_capsule.cpp): rays along the axis
/// (into a ball's pole), parallel to it on the side's surface (touching the
/// seam circle) or just inside or outside it, tangent to the side (square or
/// slanting), aimed at a point of the seam circle, through the infinite
/// cylinder beyond an end (a miss), origins inside, on the side or on a
/// ball; huge and tiny radii, zero radius and zero length, grid and general
/// bit patterns; moved to a binade or a far offset (radius and direction
/// scaled with it), and sometimes a coordinate nudged a few ULPs.
rc::Gen<RayCapsuleCase> ray_capsule_case();
/// A ray-capsule case with a NaN or infinite coordinate.
rc::Gen<RayCapsuleCase> non_finite_ray_capsule_case();

/// A disc against a 2D segment for the contact: centre on the segment, at an
/// end, exactly touching, overlapping, zero-length segments.
rc::Gen<CircleCase> contact_case();

/// 3D cases with a NaN or infinite coordinate (or radius).
/// Two infinite lines, the lines through s1 and s2 (generators_line_ray3d.cpp):
/// skew, parallel, coincident and crossing lines, lines meeting far outside
/// their points, a line of two equal points, nearly parallel lines at metre
/// scale (directions 2^-27 .. 2^-13 apart, a human-scale height apart),
/// general and huge bits; binades, far offsets, a point nudged.
rc::Gen<Pair3Case> line_pair3_case();
/// A ray (from s1.a through s1.b) and the segment s2 (the same file): the
/// origin on the segment's line, parallel and antiparallel rays, rays through
/// the segment, the segment behind the origin, zero directions, zero-length
/// segments, nearly parallel at metre scale, general and huge bits; binades,
/// far offsets, a point nudged.
rc::Gen<Pair3Case> ray_segment3_case();
rc::Gen<Pair3Case> non_finite_pair3_case();
rc::Gen<RayCase> non_finite_ray_case();
rc::Gen<Point3Case> non_finite_point3_case();
rc::Gen<PlaneCase> non_finite_plane_case();
/// A contact case with a NaN or infinite centre or segment coordinate, or a
/// radius of +-inf.
rc::Gen<CircleCase> non_finite_contact_case();

}  // namespace plumb::gen
