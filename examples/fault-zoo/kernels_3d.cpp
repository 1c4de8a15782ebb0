// The zoo's 3D kernels: rays against boxes, planes, spheres and triangles;
// closest points of two segments, of a point and a segment, of a point and a
// triangle (kernels.h). Formulas: Ericson, Real-Time Collision Detection
// (2005), 5.1.2, 5.1.5, 5.1.9, 5.3.2, 5.3.3; Moller and Trumbore, "Fast,
// minimum storage ray-triangle intersection", JGT 2(1), 1997 (its division
// deferred until the hit is decided, as the paper's culling branch does).
#include "examples/fault-zoo/kernels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace zoo {
namespace {

using plumb::Vec3;
constexpr double kInf = std::numeric_limits<double>::infinity();

Vec3 sub(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
Vec3 at(Vec3 a, Vec3 d, double t) { return {a.x + t * d.x, a.y + t * d.y, a.z + t * d.z}; }
double get(Vec3 v, int i) { return i == 0 ? v.x : i == 1 ? v.y : v.z; }

// The closest point of the closed segment a + t (b - a), t in [0, 1].
plumb::ClosestPoint3 closest_on_segment(Vec3 a, Vec3 b, Vec3 p) {
  const Vec3 d = sub(b, a);
  const double dd = dot(d, d);
  if (dd == 0) return {0, a};
  const double t = std::clamp(dot(sub(p, a), d) / dd, 0.0, 1.0);
  return {t, at(a, d, t)};
}

}  // namespace

std::optional<double> ray_box_entry(const plumb::Ray3& ray, const plumb::Box& box, Fault f) {
  // t >= 0 dropped: the slab interval of the whole line (seeded fault ray-box-as-line).
  double tmin = f == Fault::ray_box_as_line ? -kInf : 0.0, tmax = kInf;
  for (int i = 0; i < 3; ++i) {
    const double o = get(ray.origin, i), d = get(ray.direction, i), lo = get(box.min, i), hi = get(box.max, i);
    // A component below an absolute 1e-7 read as zero (the direction's slab never left).
    if (f == Fault::slab_direction_eps_1e7 ? std::fabs(d) < 1e-7 : d == 0) {
      if (o < lo || o > hi) return std::nullopt;
      continue;
    }
    double t1 = (lo - o) / d, t2 = (hi - o) / d;
    if (t1 > t2) std::swap(t1, t2);
    tmin = std::max(tmin, t1), tmax = std::min(tmax, t2);
    if (tmin > tmax) return std::nullopt;
  }
  return tmin;
}

// side(o) = n . o - offset; t = -side / (n . d) when n . d != 0 and t >= 0.
std::optional<double> ray_plane_hit(const plumb::Ray3& ray, const plumb::Plane& plane, Fault f) {
  const double nd = dot(plane.normal, ray.direction), side = dot(plane.normal, ray.origin) - plane.offset;
  // Parallel: skipped, a ray beside the plane "hits" at t = inf (g-truc/glm#578);
  // or |n . d| below an absolute 1e-6 read as parallel.
  if (f != Fault::ray_plane_parallel_unchecked && (f == Fault::ray_plane_nd_eps_1e6 ? std::fabs(nd) < 1e-6 : nd == 0))
    return std::nullopt;
  const double t = -side / nd;
  if (t < 0 && f != Fault::ray_plane_behind) return std::nullopt;  // behind the origin
  return t;
}

// Ericson 5.3.2 in the stable form (ray_circle in kernels_2d.cpp).
std::optional<double> ray_sphere_entry(const plumb::Ray3& ray, const plumb::Sphere& sphere, Fault f) {
  const Vec3 m = sub(ray.origin, sphere.centre);
  const double A = dot(ray.direction, ray.direction), B = dot(m, ray.direction);
  const double C = dot(m, m) - sphere.radius * sphere.radius;
  if (C <= 0) return 0.0;  // the origin inside or on the sphere
  if (A == 0) return std::nullopt;
  // Outside and pointing away: without it the far side of a sphere behind
  // the origin answers a negative t (seeded fault ray-sphere-behind).
  if (B > 0 && f != Fault::ray_sphere_behind) return std::nullopt;
  const double disc = B * B - A * C;
  // A grazing ray's small positive discriminant read as a miss by an absolute 1e-9.
  if (f == Fault::ray_sphere_disc_eps_1e9 ? disc < 1e-9 : disc < 0) return std::nullopt;
  return C / (-B + std::sqrt(disc));
}

std::optional<plumb::TriangleHit> ray_triangle_hit(const plumb::Ray3& ray, const plumb::Triangle3& tri, Fault f) {
  const Vec3 e1 = sub(tri.b, tri.a), e2 = sub(tri.c, tri.a), h = cross(ray.direction, e2);
  double det = dot(e1, h);
  // Parallel, in the plane, or a degenerate triangle. With an absolute epsilon
  // (|det| < 1e-7, the widely copied version) grazing rays and small
  // triangles miss: det scales with the edges squared (jbikker/tinybvh#283).
  if (f == Fault::mt_det_eps_1e7 ? std::fabs(det) < 1e-7 : det == 0) return std::nullopt;
  const Vec3 s = sub(ray.origin, tri.a), q = cross(s, e1);
  double un = dot(s, h), vn = dot(ray.direction, q), tn = dot(e2, q);
  if (det < 0) det = -det, un = -un, vn = -vn, tn = -tn;
  // Strict signs: a ray through an edge slips between two triangles (mrdoob/three.js#33661).
  const bool inside = f == Fault::mt_strict_edges ? un > 0 && vn > 0 && un + vn < det
                                                  : un >= 0 && vn >= 0 && un + vn <= det;
  if (!inside) return std::nullopt;
  if (tn < 0 && f != Fault::mt_behind) return std::nullopt;  // t >= 0 dropped: the ray read as a line
  return plumb::TriangleHit{tn / det, un / det, vn / det};
}

// Ericson 5.1.9: s from the two lines' closest points, t from s, and s
// re-projected when t is clamped.
plumb::SegmentPair3 segment_segment_closest3(const plumb::Segment3& s1, const plumb::Segment3& s2, Fault f) {
  const Vec3 d1 = sub(s1.b, s1.a), d2 = sub(s2.b, s2.a), r = sub(s1.a, s2.a);
  const double a = dot(d1, d1), e = dot(d2, d2), fr = dot(d2, r);
  double s = 0, t = 0;
  bool swapped = false;
  if (a == 0 && e == 0) {
    s = t = 0;
  } else if (a == 0) {
    t = std::clamp(fr / e, 0.0, 1.0);
    // The point case answered by a point-segment helper with the roles
    // swapped, its pair not swapped back: the distance right, the points not.
    swapped = f == Fault::segseg_points_swapped;
  } else {
    const double c = dot(d1, r);
    if (e == 0) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      // Parallel: any s is as good; 0. Skipped: 0/0 (godotengine/godot#55384).
      if (denom != 0 || f == Fault::segseg_parallel_unchecked) s = std::clamp((b * fr - c * e) / denom, 0.0, 1.0);
      const double tn = b * s + fr;
      const bool reproject = f != Fault::segseg_no_reprojection;  // the seeded fault no-reprojection
      if (tn < 0) {
        t = 0;
        if (reproject) s = std::clamp(-c / a, 0.0, 1.0);
      } else if (tn > e) {
        t = 1;
        if (reproject) s = std::clamp((b - c) / a, 0.0, 1.0);
      } else {
        t = tn / e;
      }
    }
  }
  const Vec3 p1 = at(s1.a, d1, s), p2 = at(s2.a, d2, t), g = sub(p1, p2);
  plumb::SegmentPair3 out{s, t, p1, p2, dot(g, g)};
  if (swapped) std::swap(out.first, out.second);
  return out;
}

plumb::ClosestPoint3 closest_point3(const plumb::Segment3& seg, Vec3 p, Fault f) {
  // Segments shorter than an absolute 1e-6 (squared 1e-12) read as their first end.
  if (f == Fault::closest3_length_eps_1e6 && dot(sub(seg.b, seg.a), sub(seg.b, seg.a)) < 1e-12) return {0, seg.a};
  return closest_on_segment(seg.a, seg.b, p);
}

namespace {

// The fault: the barycentrics of p's projection onto the plane, each clamped
// to [0, 1] and renormalised -- not the nearest point when p is beyond an edge.
Vec3 clamped_barycentric_point(Vec3 p, const plumb::Triangle3& tri) {
  const Vec3 ab = sub(tri.b, tri.a), ac = sub(tri.c, tri.a), ap = sub(p, tri.a);
  const double d00 = dot(ab, ab), d01 = dot(ab, ac), d11 = dot(ac, ac), d20 = dot(ap, ab), d21 = dot(ap, ac);
  const double den = d00 * d11 - d01 * d01;
  double v = std::clamp((d11 * d20 - d01 * d21) / den, 0.0, 1.0), w = std::clamp((d00 * d21 - d01 * d20) / den, 0.0, 1.0);
  double u = std::clamp(1 - v - w, 0.0, 1.0);
  const double sum = u + v + w;
  u /= sum, v /= sum, w /= sum;
  return {u * tri.a.x + v * tri.b.x + w * tri.c.x, u * tri.a.y + v * tri.b.y + w * tri.c.y,
          u * tri.a.z + v * tri.b.z + w * tri.c.z};
}

// A degenerate triangle (corners collinear or repeated) is the segment
// between its two outermost corners: its longest edge.
Vec3 closest_on_longest_edge(Vec3 p, const plumb::Triangle3& tri) {
  const Vec3 ab = sub(tri.b, tri.a), bc = sub(tri.c, tri.b), ca = sub(tri.a, tri.c);
  const double lab = dot(ab, ab), lbc = dot(bc, bc), lca = dot(ca, ca);
  if (lab >= lbc && lab >= lca) return closest_on_segment(tri.a, tri.b, p).point;
  if (lbc >= lca) return closest_on_segment(tri.b, tri.c, p).point;
  return closest_on_segment(tri.c, tri.a, p).point;
}

}  // namespace

// Ericson 5.1.5: the Voronoi regions of the corners, then of the edges, else
// the face. The regions are Ericson's; the points are not taken from his
// differences of dot products (d1 / (d1 - d3), vb / (va + vb + vc), ...),
// which lose the edge's own scale to the other edges' on long slivers, but
// from the edge itself (the foot of p on it) and, in the face region, from
// p's projection along the normal.
Vec3 closest_point_triangle3(Vec3 p, const plumb::Triangle3& tri, Fault f) {
  const Vec3 a = tri.a, b = tri.b, c = tri.c, ab = sub(b, a), ac = sub(c, a);
  const Vec3 n = cross(ab, ac);
  const bool degenerate = n.x == 0 && n.y == 0 && n.z == 0;
  if (degenerate && f != Fault::triangle_repeated_corner_nan) return closest_on_longest_edge(p, tri);
  if (f == Fault::triangle_clamped_barycentrics) return clamped_barycentric_point(p, tri);
  const Vec3 ap = sub(p, a);
  const double d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const Vec3 bp = sub(p, b);
  const double d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const double vc = d1 * d4 - d3 * d2;
  // Ericson's own edge parameter, d1 / (d1 - d3): with a repeated corner
  // (ab = 0) both are 0 and it is 0/0, which the guard above keeps away.
  if (vc <= 0 && d1 >= 0 && d3 <= 0)
    return degenerate ? at(a, ab, d1 / (d1 - d3)) : closest_on_segment(a, b, p).point;
  const Vec3 cp = sub(p, c);
  const double d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0)
    return degenerate ? at(a, ac, d2 / (d2 - d6)) : closest_on_segment(a, c, p).point;
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0)
    return degenerate ? at(b, sub(c, b), (d4 - d3) / ((d4 - d3) + (d5 - d6))) : closest_on_segment(b, c, p).point;
  if (degenerate) {  // Ericson's face formula: 0 / 0 again
    const double den = 1 / (va + vb + vc), v = vb * den, w = vc * den;
    return {a.x + ab.x * v + ac.x * w, a.y + ab.y * v + ac.y * w, a.z + ab.z * v + ac.z * w};
  }
  return at(p, n, -dot(n, ap) / dot(n, n));  // p moved along the normal onto the plane
}

}  // namespace zoo
