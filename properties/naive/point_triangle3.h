// BASELINE BEING REPLACED (the benchmarks and the rounding reference): the
// closest point of a triangle by Ericson's region test in plain double. See
// properties/naive/README.md.
#pragma once

#include "properties/naive/vec3.h"
#include "kernels/types3d.h"

namespace plumb::naive {

/// Ericson, Real-Time Collision Detection (2005), section 5.1.5,
/// ClosestPtPointTriangle, as printed, with the feature it lands in.
/// Bug: every sign is a double's, so a point within rounding of a region
/// boundary can land in the wrong region (a point off the triangle's edge,
/// or a corner for an edge point), and a degenerate triangle divides 0 by 0
/// (NaN) in the face or on a zero-length edge.
inline TriangleClosest closest_point_triangle3_feature(Vec3 p, const Triangle3& t) {
  using F = TriangleFeature;
  const Vec3 ab = minus(t.b, t.a), ac = minus(t.c, t.a), ap = minus(p, t.a);
  const double d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0) return {t.a, F::vertex_a};
  const Vec3 bp = minus(p, t.b);
  const double d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3) return {t.b, F::vertex_b};
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) return {along(t.a, ab, d1 / (d1 - d3)), F::edge_ab};
  const Vec3 cp = minus(p, t.c);
  const double d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6) return {t.c, F::vertex_c};
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) return {along(t.a, ac, d2 / (d2 - d6)), F::edge_ca};
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0)
    return {along(t.b, minus(t.c, t.b), (d4 - d3) / ((d4 - d3) + (d5 - d6))), F::edge_bc};
  const double denom = 1.0 / (va + vb + vc);
  const double v = vb * denom, w = vc * denom;
  return {{t.a.x + ab.x * v + ac.x * w, t.a.y + ab.y * v + ac.y * w, t.a.z + ab.z * v + ac.z * w}, F::face};
}

inline Vec3 closest_point_triangle3(Vec3 p, const Triangle3& t) { return closest_point_triangle3_feature(p, t).point; }

/// |p - q|^2 for Ericson's q. Bug: as above, and the face's squared height
/// is the difference of nearly equal coordinates when p is near the plane.
inline double squared_distance_point_triangle3(Vec3 p, const Triangle3& t) {
  const Vec3 d = minus(p, naive::closest_point_triangle3(p, t));
  return dot(d, d);
}

}  // namespace plumb::naive
