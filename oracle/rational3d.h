// Plumb oracle: the 3D questions on doubles that oracle:: answers on the
// dyadic integer stage (dyadic3d.h), in GMP rationals throughout (the method
// of closest_point3d.h and round_shapes3d.h), kept as its reference for the
// test that both give the same answers and for the benchmark.
#pragma once

#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/point_triangle3.h"
#include "oracle/ray_triangle.h"

namespace plumb::oracle::rational {

/// As the oracle:: functions of the same names (same contracts, same
/// answers), computed on exact rationals.
ExactClosest3 closest_point3(Segment3 s, Vec3 p);
Rational squared_distance_point_segment3(Vec3 p, Segment3 s);
Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2);
ExactSegmentPair3 segment_segment_closest3(Segment3 s1, Segment3 s2);
bool sphere_segment_intersect(Sphere sphere, Segment3 s);
bool capsule_sphere_intersect(Capsule c, Sphere sphere);
bool capsule_capsule_intersect(Capsule c1, Capsule c2);
std::optional<ExactTriangleHit> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only = false);
ExactTriangleClosest closest_point_triangle3(Vec3 p, Triangle3 t);

}  // namespace plumb::oracle::rational
