// Plumb judge: how far a construction may be off, given its conditioning.
//
// A declared tolerance "conditioned = k" lets a construction be off by
// k u C, where C is the quantity's condition scale: a first-order bound of
// how far the exact answer moves when every input coordinate moves by u of
// the largest input magnitude S (the standard of a backward-stable
// algorithm: its answer is the exact answer of a nearby input). C is
// computed here per quantity from the exact geometry (docs/margins.md has the
// derivations):
//
//   distance (point or segment to segment)   2 sqrt(dim) S  (each shape moves by sqrt(dim) u S)
//   squared distance D                       2 sqrt(D) C_dist + u C_dist^2
//   projection parameter t = (p-a).d / d.d   2 S (|d|_1 + |p-a|_1 + 2 |t| |d|_1) / d.d
//   crossing parameter t = (c-a)x e / d x e  2 S ((|e|_1 + |c-a|_1) + |t| (|e|_1 + |d|_1)) / |d x e|
//                                            (collinear contact: the projection of the contact point)
//   closest pair of 3D segments s (and t)    2 sqrt(3) S (|d2|_1 + |r|_1 + |s| (|d1|_1 + |d2|_1)) / |d1 x d2|
//                                            + 4 sqrt(3) S (|d1| + |d2|) sqrt(D*) |d2| / |d1 x d2|^2 (segment_pair3)
//   point a + t d                            S (1 + 2 |t|) + |d|_inf C_t
//   plane parameter f(a) / (f(a) - f(b))     (F_a + |t| (F_a + F_b)) / |f(a) - f(b)|, F_p = 2 (sum |n_i p_i| + |o|)
//   ray-box entry (x - o_i) / d_i            S (2 + |t|) / min |d_i| over the axes that move
//   ray-sphere/circle entry (root of q)      G / |q'(t)|, or 2 sqrt(G / (u A)) near tangency
//
// Deviation = {|fast - exact|, |exact|, C}; the judge compares.
#pragma once

#include <initializer_list>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/point_triangle3.h"
#include "judge/judge.h"

namespace plumb::condition {

using oracle::Rational;

/// S: the largest |coordinate| (or radius) among the values given.
double scale(std::initializer_list<double> values);
double scale2(std::initializer_list<Vec2> points);
double scale3(std::initializer_list<Vec3> points);

/// A scalar answer against its exact value, with condition scale c.
Deviation value(double fast, const Rational& exact, double c);
/// A distance against sqrt(square).
Deviation root(double fast, const Rational& square, double c);
/// A point, per coordinate (the worse).
Deviation point(Vec2 fast, const oracle::RVec2& exact, double c);
Deviation point3(Vec3 fast, const oracle::RVec3& exact, double c);

/// C of a distance between shapes in `dim` dimensions, inputs of scale S.
double distance(double s, int dim);
/// C of a squared distance whose exact value is `square`.
double squared_distance(const Rational& square, double s, int dim, double u);
/// C_t of the projection of p on the line of s (inf for zero length).
double projection(const Segment& s, Vec2 p);
double projection3(const Segment3& s, Vec3 p);
/// C of the t (first = true) or u of where s1 and s2 meet at `contact`.
double crossing(const Segment& s1, const Segment& s2, const oracle::RVec2& contact, bool first);
/// C of the s (first = true) or t of the closest pair of two 3D segments,
/// from the exact pair (s, t, D*): seen along n = d1 x d2 the lines cross at
/// angle theta, so as the 2D crossing parameter, 2 sqrt(3) S (|d2|_1 + |r|_1
/// + |s| (|d1|_1 + |d2|_1)) / |n| (r = a1 - a2; d1 and d2 swapped for t),
/// plus the tilt of n (at most 4 sqrt(3) u S (|d1| + |d2|) / |n| radians)
/// sliding the crossing by the tilt times the offset sqrt(D*) over sin
/// theta: 4 sqrt(3) S (|d1| + |d2|) sqrt(D*) |d2| / |n|^2; at least the
/// projection's C of the other point (a clamped parameter moves as one). A
/// zero-length segment's own parameter has C = 0 and the other's is the
/// projection's; parallel segments have C = inf.
double segment_pair3(const Segment3& s1, const Segment3& s2, const Rational& s, const Rational& t,
                     const Rational& squared_distance, bool first);
/// C of the same s (first = true) or t through the 2x2 equations a textbook
/// kernel solves (Ericson 5.1.9): a s - b t = -c, b s - e t = -f (a = d1.d1,
/// b = d1.d2, e = d2.d2, c = d1.r, f = d2.r); each dot product x.y moved by
/// at most 2 u S (|x|_1 + |y|_1) on its own, so the residuals by 2 u S R1 and
/// 2 u S R2 (R1 = |d1|_1 + |r|_1 + 2|s| |d1|_1 + |t| (|d1|_1 + |d2|_1), R2 =
/// |d2|_1 + |r|_1 + |s| (|d1|_1 + |d2|_1) + 2|t| |d2|_1), carried by the
/// inverse: 2 S (e R1 + |b| R2) / (a e - b^2), 2 S (|b| R1 + a R2) / (a e -
/// b^2). Near parallel it exceeds segment_pair3 about 1 / sin theta times: the
/// equations square the angle (docs/margins.md, "Closest pairs near parallel").
double segment_pair3_equations(const Segment3& s1, const Segment3& s2, const Rational& s, const Rational& t,
                               bool first);
/// C of the point a + t d on s, given C_t.
double along(const Segment& s, const Rational& t, double c_t);
double along3(const Segment3& s, const Rational& t, double c_t);
/// C of the parameter where a segment crosses a plane.
double plane_crossing(const Segment3& s, const Plane& plane, const Rational& t);
/// C of the parameter where a ray hits a plane.
double plane_hit(const Ray3& ray, const Plane& plane, const Rational& t);
/// C of a ray-triangle hit's t (which = 0), u (1) or v (2), whose exact value
/// is q: each is a quotient n / D of triple products of the direction and
/// the differences b - a, c - a, o - a, and moving every coordinate by u S
/// moves each triple product by at most 2 u S times the sum, over its three
/// factors, of the product of the other two's 1-norms.
double triangle_hit(const Ray3& ray, const Triangle3& tri, int which, const Rational& q);
/// C of a segment-triangle crossing's t, u or v: triangle_hit's with the
/// origin at s.a and the direction the difference b - a (which moves by at
/// most 2 u S per coordinate, as the triangle's edges do).
double segment_triangle(const Segment3& s, const Triangle3& tri, int which, const Rational& q);
/// C of the t (which = 0), u (1) or v (2) of a ray o + t d (a segment: o its
/// start, d = b - a rounded) lying in the triangle's plane, met at its first
/// point of contact (oracle/triangle_in_plane.h), exact answer (t, u, v).
/// Within the plane, projected along the normal's largest component (exact
/// for coplanar points), t is the crossing parameter of the ray and the edge
/// the contact lies on (the table above; t = 0, the start in the triangle:
/// C = 0), and u, v are quotients of 2D cross products over the area A:
/// 2 S (|x - a|_1 + |e|_1 + |w| (|b - a|_1 + |c - a|_1)) / |A| for the
/// contact x, e = c - a (u) or b - a (v), plus the move of x along the ray,
/// C_t |d|_1 |e|_1 / |A|. Off the plane (and for a degenerate triangle): inf.
double triangle_in_plane(Vec3 origin, Vec3 direction, const Triangle3& tri, int which, const Rational& t,
                         const Rational& u, const Rational& v);
/// C of the closest point of a triangle, from the exact answer: S at a
/// corner; along the edge as closest_point3's point (along3 of projection3)
/// on an edge; in the face (or for a degenerate triangle) the projection onto
/// the plane, moved by the plane's offset (sqrt(3) u S) and p's own (sqrt(3)
/// u S), and by the tilt of the normal, at most 2 sqrt(3) u S (|b - a| +
/// |c - a|) / |n| radians, times the lever |p - a|: 4 S + 8 S (|b - a| +
/// |c - a|) |p - a| / |n| (a first-order bound with room).
double triangle_point(Vec3 p, const Triangle3& t, const oracle::ExactTriangleClosest& e);
/// C of a ray-box entry parameter (2D boxes pass z = 0).
double box_entry(Vec3 origin, Vec3 direction, Vec3 lo, Vec3 hi, const Rational& t);
/// C of a ray-sphere (2D: circle) entry parameter t (any root of q).
double sphere_entry(Vec3 origin, Vec3 direction, Vec3 centre, double radius, const Rational& t, double u);
/// The entry t of a ray into a capsule: sphere_entry's for the end ball the
/// entry point lies on (its foot on the axis, in double, outside the
/// segment), else the same for the circle the side cuts in the plane normal
/// to the axis (origin and direction projected onto it, in double).
double capsule_entry(const Ray3& ray, const Capsule& c, const Rational& t, double u);

}  // namespace plumb::condition
