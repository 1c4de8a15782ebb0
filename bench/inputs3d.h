// Plumb benchmarks: the 3D inputs, by input class (the classes, sizes and
// seeding are those of inputs.h).
#pragma once

#include <cstddef>
#include <vector>

#include "bench/inputs.h"
#include "kernels/types3d.h"

namespace plumb::bench {

struct PointAndSegment3 {
  Vec3 p;
  Segment3 s;
};

struct Segment3Pair {
  Segment3 first, second;
};

struct BoxPair {
  Box a;
  Box b;
};
struct SphereAndBox {
  Sphere sphere;
  Box box;
};
struct SegmentAndBox {
  Segment3 s;
  Box box;
};
struct RayAndBox {
  Ray3 ray;
  Box box;
};

struct RayAndSphere {
  Ray3 ray;
  Sphere sphere;
};

struct RayAndCapsule {
  Ray3 ray;
  Capsule capsule;
};

struct SegmentAndPlane {
  Segment3 s;
  Plane plane;
};

struct RayAndPlane {
  Ray3 ray;
  Plane plane;
};

struct SphereAndSegment {
  Sphere sphere;
  Segment3 s;
};

struct RayAndTriangle {
  Ray3 ray;
  Triangle3 triangle;
};

struct PointAndTriangle {
  Vec3 p;
  Triangle3 triangle;
};

struct CapsulePair {
  Capsule first, second;
};

/// Degenerate: on the segment's line, or on the plane through an end
/// perpendicular to it.
const std::vector<PointAndSegment3>& points_and_segments3(InputClass c);
/// Degenerate: parallel or collinear, or meeting at a point.
const std::vector<Segment3Pair>& segment_pairs3(InputClass c);
/// Degenerate: the ray passes through a point of a box edge (grazing).
const std::vector<RayAndBox>& rays_and_boxes(InputClass c);
/// Degenerate: the second box touches the first on a face, an edge or a
/// corner (exactly, or a few ULPs apart or overlapping).
const std::vector<BoxPair>& box_pairs(InputClass c);
/// Degenerate: the ball touches its box on a face, an edge (3-4-5) or a
/// corner (1-2-2) (exactly, or its centre a few ULPs off).
const std::vector<SphereAndBox>& spheres_and_boxes(InputClass c);
/// Degenerate: the segment passes through a point of one of its box's edges
/// (exactly, or that point a few ULPs off), or ends on a face.
const std::vector<SegmentAndBox>& segments_and_boxes(InputClass c);
/// Degenerate: tangent rays, origins on the sphere.
const std::vector<RayAndSphere>& rays_and_spheres(InputClass c);
/// Degenerate: rays tangent to the side, parallel to the axis on the side's
/// surface, or through the seam circle where side meets end ball.
const std::vector<RayAndCapsule>& rays_and_capsules(InputClass c);
/// Degenerate: an end on the plane, or the segment lying in it.
const std::vector<SegmentAndPlane>& segments_and_planes(InputClass c);
/// Degenerate: the origin on the plane, or the ray parallel to it.
const std::vector<RayAndPlane>& rays_and_planes(InputClass c);
/// Degenerate: the sphere touching the segment (distance == radius).
const std::vector<SphereAndSegment>& spheres_and_segments(InputClass c);
/// Degenerate: touching capsules (segment distance == r1 + r2).
const std::vector<CapsulePair>& capsule_pairs(InputClass c);
/// Degenerate: the ray passes through a corner or a point of an edge.
const std::vector<RayAndTriangle>& rays_and_triangles(InputClass c);
/// Degenerate: the point over an edge point or a corner along the normal (on
/// the boundary between the face's region and an edge's or a corner's).
const std::vector<PointAndTriangle>& points_and_triangles(InputClass c);
/// Rays, each with `batch` boxes drawn as rays_and_boxes' boxes.
const Batches<Ray3, Box>& ray_box_batches(InputClass c, std::size_t batch);

}  // namespace plumb::bench
