// Plumb oracle: the closest points of a 3D ray and a segment, exactly.
//
// Method: f(s, t) = |o + s d - (p2 + t d2)|^2 is a convex quadratic on the
// closed half-strip s >= 0, 0 <= t <= 1. Its least value is found over
// candidates, exactly: the stationary point of the normal equations when
// their determinant a e - b^2 is not 0 and the point lies in the half-strip;
// the minimiser along the edge s = 0 (the projection of o onto the segment,
// clamped); and the minimisers along the edges t = 0 and t = 1 (each end's
// projection onto the ray, clamped below at 0).
// Why obviously correct: a convex quadratic bounded below attains its
// minimum on a polyhedron (Frank and Wolfe); a minimiser inside the
// half-strip is a stationary point, which is either the unique one (the
// candidate) or lies on a line or plane of minimisers that leaves the
// half-strip through an edge (the direction d2 is never along the s axis);
// on an edge the restriction is a convex 1D quadratic, whose least value on
// its interval is at its clamped stationary point. Every such point is a
// candidate.
// The pair is then the unique minimiser when a e - b^2 != 0; otherwise the
// one with the least s, and for it the least t, described exactly: a zero
// direction leaves s = 0 and t unique; a zero-length segment t = 0 and s
// unique; for parallel ones (d2 = k d) f depends on u = s - k t only, whose
// range over the half-strip is [min(0, -k), inf), so the minimisers are the
// feasible points of s - k t = u* (u* the clamped stationary u), and the
// least s among them is at t = max(0, -u*/k) for k > 0, t = min(1, u*/-k)
// for k < 0. The chosen pair is checked to attain the candidates' minimum
// exactly (std::logic_error otherwise), so the two methods vouch for each
// other. Nothing is shared with the kernel (kernels/ray_segment3d.h).
#pragma once

#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {

/// An exact ray: P(s) = origin + s direction, s >= 0.
struct RRay3 {
  RVec3 origin;
  RVec3 direction;
};

/// The exact values of a ray's coordinates. Precondition: finite input;
/// throws std::domain_error on a non-finite coordinate.
inline RRay3 exact(const Ray3& r) { return {exact(r.origin), exact(r.direction)}; }

/// The pair (s >= 0 along the ray, t in [0, 1] along the segment) with the
/// least |P1(s) - P2(t)|^2, exactly; where several pairs are closest, the
/// least s and for it the least t. Returns s, t, the two points (`first` on
/// the ray) and the squared distance. Precondition: finite input; throws
/// std::domain_error on a non-finite coordinate.
ExactSegmentPair3 ray_segment_distance3(const Ray3& ray, Segment3 s);

/// The same on exact values. Never throws (std::logic_error only if the
/// cross-check between the candidate minimum and the chosen pair failed).
ExactSegmentPair3 ray_segment_distance3(const RRay3& ray, const RSegment3& s);

/// Whether the closest pair is unique: a non-zero direction, a segment of
/// non-zero length, not parallel. Never throws.
bool ray_segment_pair_unique(const RRay3& ray, const RSegment3& s);

}  // namespace plumb::oracle
