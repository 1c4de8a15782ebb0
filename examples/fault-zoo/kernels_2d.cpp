// The zoo's 2D kernels: a point and a segment, two segments, rays against
// walls, circles and boxes (kernels.h). Formulas: the parametric forms of
// Ericson, Real-Time Collision Detection (2005), 5.1.2 (closest point on a
// segment), 5.3.2 (ray against a sphere, here a disc) and 5.3.3 (slab test),
// and the cross-product crossing of Goldman, "Intersection of two lines in
// three-space", Graphics Gems (1990).
#include "examples/fault-zoo/kernels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace zoo {
namespace {

using plumb::Vec2;
constexpr double kInf = std::numeric_limits<double>::infinity();

Vec2 sub(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
Vec2 at(Vec2 a, Vec2 d, double t) { return {a.x + t * d.x, a.y + t * d.y}; }

bool boxes_overlap(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return std::min(a.x, b.x) <= std::max(c.x, d.x) && std::min(c.x, d.x) <= std::max(a.x, b.x) &&
         std::min(a.y, b.y) <= std::max(c.y, d.y) && std::min(c.y, d.y) <= std::max(a.y, b.y);
}

// Whether p lies on the closed segment cd (exact on small-integer inputs: one
// cross product and one dot product).
bool on_segment(Vec2 p, Vec2 c, Vec2 d) { return cross(sub(p, c), sub(d, c)) == 0 && dot(sub(p, c), sub(p, d)) <= 0; }

}  // namespace

plumb::ClosestPoint closest_point(const plumb::Segment& s, Vec2 p, plumb::Kind kind, Fault f) {
  const Vec2 d = sub(s.b, s.a);
  const double dd = dot(d, d);
  // A zero-length segment is its point; without the guard, 0/0 (godotengine/godot#55384).
  if (dd == 0 && f != Fault::zero_length_nan) return {0, s.a};
  double lo = kind == plumb::Kind::line ? -kInf : 0.0, hi = kind == plumb::Kind::segment ? 1.0 : kInf;
  // A ray read as a line: t >= 0 dropped.
  if (kind == plumb::Kind::ray && f == Fault::closest_ray_as_line) lo = -kInf;
  // The clamp missing: the foot on the infinite line (1j01/skele2d#37).
  if (kind == plumb::Kind::segment && f == Fault::missing_clamp) lo = -kInf, hi = kInf;
  const double t = std::clamp(dot(sub(p, s.a), d) / dd, lo, hi);
  return {t, at(s.a, d, t)};
}

double distance_point_segment(Vec2 p, const plumb::Segment& s, Fault f) {
  const Vec2 d = sub(s.b, s.a);
  const double dd = dot(d, d);
  // Segments shorter than an absolute 1e-6 read as their first end.
  const bool as_point = f == Fault::point_length_eps_1e6 ? std::sqrt(dd) < 1e-6 : dd == 0;
  const double t = as_point ? 0.0 : std::clamp(dot(sub(p, s.a), d) / dd, 0.0, 1.0);
  const Vec2 q = at(s.a, d, t);
  return std::hypot(p.x - q.x, p.y - q.y);
}

// Side values (orientations), with the collinear case decided by bounding boxes.
bool segments_intersect(const plumb::Segment& s1, const plumb::Segment& s2, Fault f) {
  const Vec2 a = s1.a, b = s1.b, c = s2.a, d = s2.b;
  // An absolute epsilon on the side values: |cross| < 1e-7 read as collinear.
  const auto side = [f](Vec2 p, Vec2 q, Vec2 r) {
    const double v = cross(sub(q, p), sub(r, p));
    return f == Fault::side_eps_1e7 && std::fabs(v) < 1e-7 ? 0.0 : v;
  };
  const double s1c = side(a, b, c), s1d = side(a, b, d), s2a = side(c, d, a), s2b = side(c, d, b);
  // Without the collinear case, collinear disjoint segments "meet" (tmpvar/segseg#1 is its mirror).
  if (s1c == 0 && s1d == 0 && s2a == 0 && s2b == 0 && f != Fault::missing_collinear_case)
    return boxes_overlap(a, b, c, d);
  // '<' for '<=': touching ends and T-junctions missed (godotengine/godot#54455).
  if (f == Fault::strict_touch)
    return ((s1c < 0 && s1d > 0) || (s1c > 0 && s1d < 0)) && ((s2a < 0 && s2b > 0) || (s2a > 0 && s2b < 0));
  return ((s1c <= 0 && s1d >= 0) || (s1c >= 0 && s1d <= 0)) && ((s2a <= 0 && s2b >= 0) || (s2a >= 0 && s2b <= 0));
}

// Where two segments meet: t and u by cross products. Parallel segments that
// share points answer the first of them along s1 (declared common_point).
std::optional<plumb::Crossing> segment_crossing(const plumb::Segment& s1, const plumb::Segment& s2, Fault f) {
  const Vec2 a = s1.a, c = s2.a, r = sub(s1.b, s1.a), s = sub(s2.b, s2.a), ca = sub(c, a);
  const double den = cross(r, s);
  // The parallel case skipped: 0/0 on collinear segments (epezent/implot#471).
  // Or |den| below an absolute 1e-6 read as parallel.
  const bool parallel = f == Fault::crossing_parallel_unchecked ? false
                        : f == Fault::crossing_parallel_eps_1e6 ? std::fabs(den) < 1e-6
                                                                 : den == 0;
  if (parallel) {
    if (cross(ca, r) != 0) return std::nullopt;  // apart
    const double rr = dot(r, r), ss = dot(s, s);
    if (rr == 0) {  // s1 is a point
      if (!on_segment(a, c, s2.b)) return std::nullopt;
      return plumb::Crossing{0, ss == 0 ? 0 : dot(sub(a, c), s) / ss, a};
    }
    // Collinear: the overlap of [0, 1] with s2's ends projected on s1.
    const double t0 = dot(ca, r) / rr, t1 = dot(sub(s2.b, a), r) / rr;
    const double lo = std::max(0.0, std::min(t0, t1)), hi = std::min(1.0, std::max(t0, t1));
    if (lo > hi) return std::nullopt;
    const Vec2 p = lo == 0 ? a : at(a, r, lo);
    return plumb::Crossing{lo, ss == 0 ? 0 : dot(sub(p, c), s) / ss, p};
  }
  const double t = cross(ca, s) / den, u = cross(ca, r) / den;
  // '<' for '<=' at the ends: a T-junction is no crossing (BelfrySCAD/BOSL2#27).
  if (f == Fault::crossing_strict_ends ? (t <= 0 || t >= 1 || u <= 0 || u >= 1) : (t < 0 || t > 1 || u < 0 || u > 1))
    return std::nullopt;
  return plumb::Crossing{t, u, at(a, r, t)};
}

// The ray from ray.a through ray.b against the wall; decided by signs before
// dividing. Parallel and collinear: no hit (declared edge_on = ignored).
std::optional<plumb::Crossing> ray_segment_hit(const plumb::Segment& ray, const plumb::Segment& wall, Fault f) {
  const Vec2 r = sub(ray.b, ray.a), s = sub(wall.b, wall.a), ca = sub(wall.a, ray.a);
  double den = cross(r, s), tn = cross(ca, s), un = cross(ca, r);
  if (den == 0) return std::nullopt;
  if (den < 0) den = -den, tn = -tn, un = -un;
  const bool ahead = tn >= 0 || f == Fault::ray_as_line;  // t >= 0 dropped: the ray read as a line
  const bool on_wall = f == Fault::ray_wall_as_line ? true  // the wall read as its line
                       : f == Fault::ray_strict_wall_ends ? un > 0 && un < den  // a wall's end slips through
                                                          : un >= 0 && un <= den;
  if (!ahead || !on_wall) return std::nullopt;
  const double t = tn / den;
  return plumb::Crossing{t, un / den, at(ray.a, r, t)};
}

// Ericson 5.3.2 for a disc: inside or on it, t = 0; else the near root, in the
// stable form t = C / (-B + sqrt(B^2 - AC)) (no cancellation: B <= 0 there).
std::optional<double> ray_circle(const plumb::Segment& ray, const plumb::Circle& circle, Fault f) {
  const Vec2 d = sub(ray.b, ray.a), m = sub(ray.a, circle.centre);
  const double A = dot(d, d), B = dot(m, d), C = dot(m, m) - circle.radius * circle.radius;
  // Without the inside case the origin inside answers the negative root
  // (turanszkij/WickedEngine#1695 shows the same branch lost).
  if (C <= 0 && f != Fault::ray_circle_inside_negative_t) return 0.0;
  // A zero direction outside the disc: no hit; without the guard, C / 0 = inf.
  if (A == 0 && f != Fault::ray_circle_zero_direction) return std::nullopt;
  if (B > 0 && C > 0) return std::nullopt;  // outside and pointing away
  const double disc = B * B - A * C;
  if (disc < 0) return std::nullopt;
  return C / (-B + std::sqrt(disc));
}

// Slab test (Ericson 5.3.3) with the zero-direction case, t in units of b - a.
std::optional<double> ray_box2(const plumb::Segment& ray, const plumb::Box2& box, Fault f) {
  const double o[2] = {ray.a.x, ray.a.y}, d[2] = {ray.b.x - ray.a.x, ray.b.y - ray.a.y};
  const double lo[2] = {box.min.x, box.min.y}, hi[2] = {box.max.x, box.max.y};
  // t >= 0 dropped: a box behind the origin, or around it, answers a negative t.
  double tmin = f == Fault::ray_box2_as_line ? -kInf : 0.0, tmax = kInf;
  for (int i = 0; i < 2; ++i) {
    if (f == Fault::slab2_origin_on_face_nan) {
      // The reciprocal trick without the zero-direction case: (lo - o) * inf is
      // 0 * inf = NaN when the origin lies on the face (libigl/libigl#2232, arborx/ArborX#1226).
      const double inv = 1.0 / d[i];
      double t1 = (lo[i] - o[i]) * inv, t2 = (hi[i] - o[i]) * inv;
      if (t1 > t2) std::swap(t1, t2);
      tmin = std::max(t1, tmin), tmax = std::min(t2, tmax);
    } else if (d[i] == 0) {
      if (o[i] < lo[i] || o[i] > hi[i]) return std::nullopt;  // parallel to the slab, outside it
      continue;
    } else {
      double t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
      if (t1 > t2) std::swap(t1, t2);
      tmin = std::max(tmin, t1), tmax = std::min(tmax, t2);
    }
    if (tmin > tmax) return std::nullopt;
  }
  return tmin;
}

}  // namespace zoo
