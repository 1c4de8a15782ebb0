#include "judge/margin.h"

#include <algorithm>
#include <functional>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

#include "oracle/box_pairs.h"
#include "oracle/closest_point.h"
#include "oracle/closest_point3d.h"
#include "oracle/crossing.h"
#include "oracle/exact3d.h"
#include "oracle/ray_segment3d.h"
#include "oracle/rvec.h"

namespace plumb::margin {
namespace {

using oracle::Rational;
using oracle::RSegment;
using oracle::RVec2;
using oracle::RVec3;

constexpr double kMax = std::numeric_limits<double>::max();

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }

// q as a double, never 0 for a non-zero q (a margin of "tiny but not zero"
// must not read as exactly degenerate) and never inf.
double figure(const Rational& q) {
  if (q == 0) return 0.0;
  const double d = std::fabs(q.convert_to<double>());
  if (d == 0) return std::numeric_limits<double>::denorm_min();
  return std::min(d, kMax);
}

// |value| / scale; 0 when value is 0.
double relative(const Rational& value, const Rational& scale) {
  if (value == 0) return 0.0;
  if (scale == 0) return kMax;
  return figure(abs(value) / scale);
}

// A rational at least sqrt(v) and close to it.
Rational root(const Rational& v) {
  const double r = oracle::sqrt_rounded(v);
  return std::isfinite(r) ? oracle::exact(r) : oracle::pow2(1024);
}

// sqrt(square) / extent.
double gap(const Rational& square, const Rational& extent) {
  if (square == 0) return 0.0;
  if (extent == 0) return kMax;
  return std::sqrt(figure(square / (extent * extent)));
}

// | sqrt(square) - reach | / extent = | square - reach^2 | / ((sqrt(square) + reach) extent).
double off_reach(const Rational& square, const Rational& reach, const Rational& extent) {
  const Rational diff = square - reach * reach;
  if (diff == 0) return 0.0;
  return relative(diff, (root(square) + abs(reach)) * extent);
}

// A round shape's reach (a radius, or a sum of radii) against the exact
// squared distance between the cores: | distance - reach | over the extent
// (the points' and the reach's). Finite radii only: the callers return 0
// for a non-finite one (no shape, or all of space: nothing to measure).
double round_gap(const Rational& square, std::initializer_list<double> radii, const Rational& points_extent) {
  Rational reach = 0;
  for (double r : radii) reach += oracle::exact(r);
  return off_reach(square, reach, std::max(points_extent, abs(reach)));
}

// The scale a gap is measured against: the largest |coordinate| among the
// points (perturbations are relative to the input's magnitudes, so a gap at a
// far offset is measured against the offset, as its rounding is).
Rational extent2(std::initializer_list<Vec2> points) {
  Rational m = 0;
  for (Vec2 p : points) m = std::max({m, abs(oracle::exact(p.x)), abs(oracle::exact(p.y))});
  return m;
}

Rational extent3(std::initializer_list<Vec3> points) {
  Rational m = 0;
  for (Vec3 p : points)
    m = std::max({m, abs(oracle::exact(p.x)), abs(oracle::exact(p.y)), abs(oracle::exact(p.z))});
  return m;
}

Rational norm1(const RVec2& v) { return abs(v.x) + abs(v.y); }

// How fast a product of two differences d = p1 - p0 and e = p3 - p2 (cross or
// dot) can move when every coordinate of the decision moves by at most
// eps * S, S the largest |coordinate| among the decision's points: each
// component of d and e moves by at most 2 eps S, so the value by at most
// 2 eps S (|d|_1 + |e|_1) to first order. The sign margin |value| / (2 S
// (|d|_1 + |e|_1)) is then the least relative (normwise) perturbation that
// can reach 0 -- measured against the input's scale, as the gap margins and
// the conditioned tolerances are: a backward-stable algorithm answers exactly
// for an input within a few u S, whatever the magnitudes of the single
// coordinates (a far coordinate's rounding moves a near one's answer).
Rational product_scale(const RVec2& d, const RVec2& e, const Rational& s) { return 2 * s * (norm1(d) + norm1(e)); }

// The sign margin of (p1 - p0) x (p3 - p2) for a decision of scale S.
double cross_exact(const RVec2& p0, const RVec2& p1, const RVec2& p2, const RVec2& p3, const Rational& s) {
  const RVec2 d = p1 - p0, e = p3 - p2;
  return relative(d.x * e.y - d.y * e.x, product_scale(d, e, s));
}

// S of a decision on these points.
Rational extent_of(std::initializer_list<RVec2> points) {
  Rational m = 0;
  for (const RVec2& p : points) m = std::max({m, abs(p.x), abs(p.y)});
  return m;
}

// Squared distance from p to the ray origin + t d, t >= 0 (exact).
Rational to_ray3(const RVec3& p, const RVec3& o, const RVec3& d) {
  const Rational dd = oracle::dot(d, d);
  if (dd == 0) return oracle::squared_distance(p, o);
  Rational t = oracle::dot(p - o, d) / dd;
  if (t < 0) t = 0;
  return oracle::squared_distance(p, o + t * d);
}

// The sign margin of the 3D orientation det[p1 - p0, p2 - p0, p3 - p0], with
// the same magnitude scale as cross_exact.
double orientation3(const RVec3& p0, const RVec3& p1, const RVec3& p2, const RVec3& p3) {
  const RVec3 u = p1 - p0, v = p2 - p0, w = p3 - p0;
  auto mag = [&](const RVec3& p, int axis) {
    const Rational& a = axis == 0 ? p.x : axis == 1 ? p.y : p.z;
    const Rational& b = axis == 0 ? p0.x : axis == 1 ? p0.y : p0.z;
    return Rational(abs(a) + abs(b));
  };
  const Rational value = u.x * (v.y * w.z - v.z * w.y) - u.y * (v.x * w.z - v.z * w.x) + u.z * (v.x * w.y - v.y * w.x);
  Rational scale = 0;
  const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (const auto& q : perms) scale += mag(p1, q[0]) * mag(p2, q[1]) * mag(p3, q[2]);
  return relative(value, scale);
}

// n . p - offset and its scale sum |n_i p_i| + |offset|.
double side_margin(const Plane& plane, Vec3 p) {
  const RVec3 n = oracle::exact(plane.normal), q = oracle::exact(p);
  const Rational off = oracle::exact(plane.offset);
  const Rational value = n.x * q.x + n.y * q.y + n.z * q.z - off;
  const Rational scale = abs(n.x * q.x) + abs(n.y * q.y) + abs(n.z * q.z) + abs(off);
  return relative(value, scale);
}

}  // namespace

double cross(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3) {
  const RVec2 q0 = oracle::exact(p0), q1 = oracle::exact(p1), q2 = oracle::exact(p2), q3 = oracle::exact(p3);
  return cross_exact(q0, q1, q2, q3, extent_of({q0, q1, q2, q3}));
}

double orientation(Vec2 a, Vec2 b, Vec2 c) { return cross(a, b, a, c); }

double parallel(const Segment& s1, const Segment& s2) { return cross(s1.a, s1.b, s2.a, s2.b); }

namespace {

struct Primitive {
  int sign = 0;
  double margin = 0;
  bool fixed = false;  // an exact degeneracy held (see meet)
};

int sign_of(const Rational& v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

// The sign and margin of (p1 - p0) x (p3 - p2) in a decision of scale S.
Primitive primitive(const RVec2& p0, const RVec2& p1, const RVec2& p2, const RVec2& p3, const Rational& s) {
  const RVec2 d = p1 - p0, e = p3 - p2;
  const Rational v = d.x * e.y - d.y * e.x;
  return {sign_of(v), relative(v, product_scale(d, e, s))};
}

// The sign and margin of (p1 - p0) . (p3 - p2), scaled as primitive.
Primitive dot_primitive(const RVec2& p0, const RVec2& p1, const RVec2& p2, const RVec2& p3, const Rational& s) {
  const RVec2 d = p1 - p0, e = p3 - p2;
  const Rational v = d.x * e.x + d.y * e.y;
  return {sign_of(v), relative(v, product_scale(d, e, s))};
}

// No sensible allowance reaches a relative 2^-10 (2^43 u in binary64, 2^14 u in
// binary32): primitives further from zero are never freed, which keeps the
// search below small.
constexpr double kLargestExplained = 0x1p-10;

// The least m such that letting every primitive with 0 < margin <= m take any
// sign makes f answer `wanted` (kMax when none does).
double explain(const std::vector<Primitive>& ps, const std::function<bool(const std::vector<int>&)>& f,
               bool wanted) {
  std::vector<int> signs(ps.size());
  for (std::size_t i = 0; i < ps.size(); ++i) signs[i] = ps[i].sign;
  if (f(signs) == wanted) return 0.0;
  std::vector<double> thresholds;
  for (const Primitive& p : ps)
    if (!p.fixed) thresholds.push_back(p.margin);
  std::sort(thresholds.begin(), thresholds.end());
  thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());
  for (double m : thresholds) {
    if (m > kLargestExplained) break;
    std::vector<std::size_t> free;
    for (std::size_t i = 0; i < ps.size(); ++i)
      if (!ps[i].fixed && ps[i].margin <= m) free.push_back(i);
    std::size_t combos = 1;
    for (std::size_t k = 0; k < free.size(); ++k) combos *= 3;
    for (std::size_t c = 0; c < combos; ++c) {
      std::size_t code = c;
      for (std::size_t i : free) signs[i] = int(code % 3) - 1, code /= 3;
      if (f(signs) == wanted) return m;
    }
    for (std::size_t i : free) signs[i] = ps[i].sign;
  }
  return kMax;
}

// An exactly collinear configuration (every side value exactly 0) is the
// kernel's own case: its side values are held at 0, so only where the shapes
// lie along the line (the dot primitives) can explain an answer. Elsewhere an
// exact zero is free like any small primitive: a shared endpoint or a point
// on a segment is an exact degeneracy that Cramer's rule or a projection
// computes inexactly.
void hold_if_collinear(std::vector<Primitive>& ps, std::size_t sides) {
  for (std::size_t i = 0; i < sides; ++i)
    if (ps[i].sign != 0) return;
  for (std::size_t i = 0; i < sides; ++i) ps[i].fixed = true;
}

}  // namespace

double collinear(const Segment& s1, const Segment& s2, bool subject_answer) {
  const RSegment r1 = oracle::exact(s1), r2 = oracle::exact(s2);
  if (r1.a == r1.b) return oracle::collinear(s1, s2) == subject_answer ? 0.0 : kMax;  // held fixed
  const Rational S = extent_of({r1.a, r1.b, r2.a, r2.b});
  std::vector<Primitive> ps = {primitive(r1.a, r1.b, r1.a, r2.a, S), primitive(r1.a, r1.b, r1.a, r2.b, S)};
  hold_if_collinear(ps, 2);
  return explain(ps, [](const std::vector<int>& o) { return o[0] == 0 && o[1] == 0; }, subject_answer);
}

double collinear_overlap(const Segment& s1, const Segment& s2, bool subject_answer) {
  const RSegment r1 = oracle::exact(s1), r2 = oracle::exact(s2);
  if (r1.a == r1.b) return oracle::collinear_overlap(s1, s2) == subject_answer ? 0.0 : kMax;
  const Rational S = extent_of({r1.a, r1.b, r2.a, r2.b});
  std::vector<Primitive> ps = {primitive(r1.a, r1.b, r1.a, r2.a, S),     primitive(r1.a, r1.b, r1.a, r2.b, S),
                               dot_primitive(r1.a, r2.a, r1.a, r1.b, S), dot_primitive(r1.a, r2.b, r1.a, r1.b, S),
                               dot_primitive(r2.a, r1.b, r1.a, r1.b, S), dot_primitive(r2.b, r1.b, r1.a, r1.b, S)};
  hold_if_collinear(ps, 2);
  return explain(ps, [](const std::vector<int>& o) {
    return o[0] == 0 && o[1] == 0 && (o[2] >= 0 || o[3] >= 0) && (o[4] >= 0 || o[5] >= 0);
  }, subject_answer);
}

double meet(const Segment& s1, Kind k1, const Segment& s2, Kind k2, bool subject_answer, bool collinear_counts) {
  const RSegment r1 = oracle::exact(s1), r2 = oracle::exact(s2);
  const bool point1 = r1.a == r1.b, point2 = r2.a == r2.b;
  if (point1 && point2) return (r1.a == r2.a) == subject_answer ? 0.0 : kMax;
  const Rational S = extent_of({r1.a, r1.b, r2.a, r2.b});
  if (point1 || point2) {
    // A point against a shape: on its line (one side value), and in its range
    // (t >= 0: (p - a).d >= 0; t <= 1: (b - p).d >= 0).
    const RSegment& shape = point1 ? r2 : r1;
    const RVec2& p = point1 ? r1.a : r2.a;
    const Kind k = point1 ? k2 : k1;
    const std::vector<Primitive> ps = {primitive(shape.a, shape.b, shape.a, p, S),
                                       dot_primitive(shape.a, p, shape.a, shape.b, S),
                                       dot_primitive(p, shape.b, shape.a, shape.b, S)};
    return explain(ps, [&](const std::vector<int>& o) {
      return o[0] == 0 && (k == Kind::line || (o[1] >= 0 && (k == Kind::ray || o[2] >= 0)));
    }, subject_answer);
  }
  // o1, o2: s2's ends against s1's line; o3, o4: s1's ends against s2's line; q: d1 x d2;
  // then, for the collinear case, where s2's ends fall along s1: (c - a).d1,
  // (d - a).d1, (b - c).d1, (b - d).d1 (at or past s1's start; at or before its end).
  std::vector<Primitive> ps = {
      primitive(r1.a, r1.b, r1.a, r2.a, S),     primitive(r1.a, r1.b, r1.a, r2.b, S),
      primitive(r2.a, r2.b, r2.a, r1.a, S),     primitive(r2.a, r2.b, r2.a, r1.b, S),
      primitive(r1.a, r1.b, r2.a, r2.b, S),     dot_primitive(r1.a, r2.a, r1.a, r1.b, S),
      dot_primitive(r1.a, r2.b, r1.a, r1.b, S), dot_primitive(r2.a, r1.b, r1.a, r1.b, S),
      dot_primitive(r2.b, r1.b, r1.a, r1.b, S)};
  hold_if_collinear(ps, 5);
  const auto f = [&](const std::vector<int>& o) {
    if (o[0] == 0 && o[1] == 0) {  // collinear: where s2 lies along s1's line
      if (!collinear_counts) return false;
      if (k2 == Kind::line || k1 == Kind::line) return true;
      const bool after_start = o[5] >= 0 || o[6] >= 0, before_end = o[7] >= 0 || o[8] >= 0;
      return k1 == Kind::ray ? after_start : after_start && before_end;
    }
    if (o[4] == 0) return false;  // parallel, apart
    const bool straddles2 = k2 == Kind::line || o[0] * o[1] <= 0;
    // s1's range: a segment's ends straddle s2's line; a ray reaches it ahead
    // (t = o3 / q >= 0: o3 = d2 x (a - c) = (c - a) x d2, q = d1 x d2, and
    // a + t d1 = c + u d2 crossed with d2 gives t = (c - a) x d2 / q).
    const bool reach1 = k1 == Kind::line ? true : k1 == Kind::ray ? o[2] * o[4] >= 0 : o[2] * o[3] <= 0;
    return straddles2 && reach1;
  };
  return explain(ps, f, subject_answer);
}

double line_segment(const Segment& line, const Segment& s, bool subject_answer) {
  return meet(line, Kind::line, s, Kind::segment, subject_answer);
}

double crossing(const Segment& s1, Kind k1, const Segment& s2, Kind k2, bool subject_answer) {
  const RSegment r1 = oracle::exact(s1), r2 = oracle::exact(s2);
  // A zero-length shape is parallel to everything: no crossing, and no
  // rounding of the input gives it a length.
  if (r1.a == r1.b || r2.a == r2.b) return subject_answer ? kMax : 0.0;
  const Rational S = extent_of({r1.a, r1.b, r2.a, r2.b});
  // o1, o2: s2's ends against s1's line; o3, o4: s1's ends against s2's line; q: d1 x d2.
  std::vector<Primitive> ps = {primitive(r1.a, r1.b, r1.a, r2.a, S), primitive(r1.a, r1.b, r1.a, r2.b, S),
                               primitive(r2.a, r2.b, r2.a, r1.a, S), primitive(r2.a, r2.b, r2.a, r1.b, S),
                               primitive(r1.a, r1.b, r2.a, r2.b, S)};
  hold_if_collinear(ps, 5);
  const auto f = [&](const std::vector<int>& o) {
    if (o[4] == 0 || (o[0] == 0 && o[1] == 0)) return false;  // parallel (or collinear): no single crossing
    const bool straddles2 = k2 == Kind::line || o[0] * o[1] <= 0;
    // A ray reaches s2's line ahead: t = o3 / q >= 0 (o3 = d2 x (a - c) = (c - a) x d2).
    const bool reach1 = k1 == Kind::line ? true : k1 == Kind::ray ? o[2] * o[4] >= 0 : o[2] * o[3] <= 0;
    return straddles2 && reach1;
  };
  return explain(ps, f, subject_answer);
}

double sight(Vec2 from, Vec2 to, std::span<const Segment> walls, Kind k, bool subject_clear) {
  const Segment view{from, to};
  // Blocked: some wall meets the sight. To explain "blocked", one wall's
  // meeting suffices (the least margin); to explain "clear", every wall must
  // miss (the largest).
  double m = subject_clear ? 0.0 : kMax;
  for (const Segment& w : walls) {
    const double mw = meet(view, Kind::segment, w, k, !subject_clear);
    m = subject_clear ? std::max(m, mw) : std::min(m, mw);
  }
  return m;
}

double length(const Segment& s, Vec2 p) {
  if (s.a == s.b) return 0.0;
  const RVec2 d = oracle::exact(s.b) - oracle::exact(s.a);
  return gap(oracle::dot(d, d), extent2({s.a, s.b, p}));
}

double circle_segment(const Circle& c, const Segment& s) {
  if (!std::isfinite(c.radius)) return 0.0;  // no shape, or all of space: nothing to measure
  return round_gap(oracle::squared_distance_point_segment(c.centre, s), {c.radius}, extent2({c.centre, s.a, s.b}));
}

double ray_box2(const Segment& ray, const Box2& box) {
  const Rational e = extent2({ray.a, ray.b, box.min, box.max});
  const RVec2 lo = oracle::exact(box.min), hi = oracle::exact(box.max);
  const Rational empty = std::max(Rational(lo.x - hi.x), Rational(lo.y - hi.y));
  if (empty > 0) return gap(empty * empty, e);
  double m = kMax;
  if (!(ray.a == ray.b))
    for (Vec2 corner : {box.min, box.max, Vec2{box.min.x, box.max.y}, Vec2{box.max.x, box.min.y}})
      m = std::min(m, orientation(ray.a, ray.b, corner));
  return std::min(m, ray_box2_origin(ray, box));
}

double ray_box2_origin(const Segment& ray, const Box2& box) {
  const Rational e = extent2({ray.a, ray.b, box.min, box.max});
  const RVec2 lo = oracle::exact(box.min), hi = oracle::exact(box.max), o = oracle::exact(ray.a);
  // The origin's distance to the boundary (inside: to the nearest side).
  const bool inside = lo.x <= o.x && o.x <= hi.x && lo.y <= o.y && o.y <= hi.y;
  Rational boundary2;
  if (inside) {
    const Rational d = std::min({Rational(o.x - lo.x), Rational(hi.x - o.x), Rational(o.y - lo.y), Rational(hi.y - o.y)});
    boundary2 = d * d;
  } else {
    const Rational dx = o.x < lo.x ? Rational(lo.x - o.x) : o.x > hi.x ? Rational(o.x - hi.x) : Rational(0);
    const Rational dy = o.y < lo.y ? Rational(lo.y - o.y) : o.y > hi.y ? Rational(o.y - hi.y) : Rational(0);
    boundary2 = dx * dx + dy * dy;
  }
  return gap(boundary2, e);
}

double ray_circle(const Segment& ray, const Circle& c) {
  if (!std::isfinite(c.radius)) return 0.0;  // no shape, or all of space: nothing to measure
  const Rational r = oracle::exact(c.radius);
  const Rational e = std::max(extent2({ray.a, ray.b, c.centre}), abs(r));
  const RSegment rs = oracle::exact(ray);
  const RVec2 centre = oracle::exact(c.centre);
  const Kind k = ray.a == ray.b ? Kind::segment : Kind::ray;
  const Rational to_ray = oracle::closest_point(rs, centre, k).squared_distance;
  return std::min(off_reach(to_ray, r, e), ray_circle_origin(ray, c));
}

double ray_circle_origin(const Segment& ray, const Circle& c) {
  if (!std::isfinite(c.radius)) return 0.0;
  const Rational r = oracle::exact(c.radius);
  const Rational e = std::max(extent2({ray.a, ray.b, c.centre}), abs(r));
  return off_reach(oracle::squared_distance(oracle::exact(ray.a), oracle::exact(c.centre)), r, e);
}

double sphere_segment(const Sphere& sphere, const Segment3& s) {
  if (!std::isfinite(sphere.radius)) return 0.0;
  return round_gap(oracle::squared_distance_point_segment3(sphere.centre, s), {sphere.radius},
                   extent3({sphere.centre, s.a, s.b}));
}

double capsule_sphere(const Capsule& c, const Sphere& sphere) {
  if (!std::isfinite(c.radius) || !std::isfinite(sphere.radius)) return 0.0;
  return round_gap(oracle::squared_distance_point_segment3(sphere.centre, Segment3{c.a, c.b}),
                   {c.radius, sphere.radius}, extent3({sphere.centre, c.a, c.b}));
}

double capsule_capsule(const Capsule& c1, const Capsule& c2) {
  if (!std::isfinite(c1.radius) || !std::isfinite(c2.radius)) return 0.0;
  return round_gap(oracle::segment_segment_squared_distance3(Segment3{c1.a, c1.b}, Segment3{c2.a, c2.b}),
                   {c1.radius, c2.radius}, extent3({c1.a, c1.b, c2.a, c2.b}));
}

double sphere_sphere(const Sphere& a, const Sphere& b) {
  if (!std::isfinite(a.radius) || !std::isfinite(b.radius)) return 0.0;
  return round_gap(oracle::squared_distance(oracle::exact(a.centre), oracle::exact(b.centre)), {a.radius, b.radius},
                   extent3({a.centre, b.centre}));
}

double segment_plane(const Segment3& s, const Plane& plane) {
  if (plane.normal == Vec3{}) return 0.0;
  return std::min(side_margin(plane, s.a), side_margin(plane, s.b));
}

double ray_plane(const Ray3& ray, const Plane& plane) {
  const RVec3 n = oracle::exact(plane.normal), d = oracle::exact(ray.direction);
  const double along = relative(oracle::dot(n, d), abs(n.x * d.x) + abs(n.y * d.y) + abs(n.z * d.z));
  return std::min(along, side_margin(plane, ray.origin));
}

double ray_sphere(const Ray3& ray, const Sphere& sphere) {
  if (!std::isfinite(sphere.radius)) return 0.0;  // no shape, or all of space: nothing to measure
  const Rational r = oracle::exact(sphere.radius);
  const Vec3 tip{ray.origin.x + ray.direction.x, ray.origin.y + ray.direction.y, ray.origin.z + ray.direction.z};
  const Rational e = std::max(extent3({ray.origin, sphere.centre, tip}), abs(r));
  const RVec3 o = oracle::exact(ray.origin), d = oracle::exact(ray.direction), c = oracle::exact(sphere.centre);
  return std::min(off_reach(to_ray3(c, o, d), r, e), ray_sphere_origin(ray, sphere));
}

double line_sphere(const Ray3& line, const Sphere& sphere) {
  if (!std::isfinite(sphere.radius) || line.direction == Vec3{}) return 0.0;  // no shape, or no line
  const Rational r = oracle::exact(sphere.radius);
  const Vec3 tip{line.origin.x + line.direction.x, line.origin.y + line.direction.y, line.origin.z + line.direction.z};
  const Rational e = std::max(extent3({line.origin, sphere.centre, tip}), abs(r));
  const RVec3 o = oracle::exact(line.origin), d = oracle::exact(line.direction), c = oracle::exact(sphere.centre);
  // The squared distance from the centre to the whole line (no clamp at o).
  const Rational t = oracle::dot(c - o, d) / oracle::dot(d, d);
  return off_reach(oracle::squared_distance(c, o + t * d), r, e);
}

double ray_sphere_origin(const Ray3& ray, const Sphere& sphere) {
  if (!std::isfinite(sphere.radius)) return 0.0;
  const Rational r = oracle::exact(sphere.radius);
  const Vec3 tip{ray.origin.x + ray.direction.x, ray.origin.y + ray.direction.y, ray.origin.z + ray.direction.z};
  const Rational e = std::max(extent3({ray.origin, sphere.centre, tip}), abs(r));
  return off_reach(oracle::squared_distance(oracle::exact(ray.origin), oracle::exact(sphere.centre)), r, e);
}

double ray_capsule(const Ray3& ray, const Capsule& c) {
  if (!std::isfinite(c.radius)) return 0.0;  // no shape, or all of space: nothing to measure
  const Vec3 tip{ray.origin.x + ray.direction.x, ray.origin.y + ray.direction.y, ray.origin.z + ray.direction.z};
  const Rational e = extent3({ray.origin, c.a, c.b, tip});
  const Segment3 s{c.a, c.b};
  return std::min(round_gap(oracle::ray_segment_distance3(ray, s).squared_distance, {c.radius}, e),
                  round_gap(oracle::squared_distance_point_segment3(ray.origin, s), {c.radius}, e));
}

double box_box(const Box& a, const Box& b) {
  const Rational e = extent3({a.min, a.max, b.min, b.max});
  const RVec3 lo1 = oracle::exact(a.min), hi1 = oracle::exact(a.max), lo2 = oracle::exact(b.min), hi2 = oracle::exact(b.max);
  const Rational l1[3] = {lo1.x, lo1.y, lo1.z}, h1[3] = {hi1.x, hi1.y, hi1.z};
  const Rational l2[3] = {lo2.x, lo2.y, lo2.z}, h2[3] = {hi2.x, hi2.y, hi2.z};
  Rational empty = 0;
  for (int i = 0; i < 3; ++i) empty = std::max({empty, Rational(l1[i] - h1[i]), Rational(l2[i] - h2[i])});
  if (empty > 0) return gap(empty * empty, e);
  const Rational d2 = oracle::box_box_squared_distance(a, b);
  if (d2 > 0) return gap(d2, e);
  Rational least = h1[0] - l1[0];
  for (int i = 0; i < 3; ++i)
    least = std::min({least, Rational(h1[i] - l1[i]), Rational(h2[i] - l2[i]), Rational(h1[i] - l2[i]),
                      Rational(h2[i] - l1[i])});
  return gap(least * least, e);
}

double sphere_box(const Sphere& sphere, const Box& box, bool surface) {
  if (!std::isfinite(sphere.radius)) return 0.0;  // no shape, or all of space: nothing to measure
  const Rational e = extent3({sphere.centre, box.min, box.max});
  const RVec3 lo = oracle::exact(box.min), hi = oracle::exact(box.max), c = oracle::exact(sphere.centre);
  const Rational empty = std::max({Rational(lo.x - hi.x), Rational(lo.y - hi.y), Rational(lo.z - hi.z)});
  if (empty > 0) return gap(empty * empty, e);
  double m = round_gap(oracle::point_box_squared_distance(sphere.centre, box), {sphere.radius}, e);
  if (surface) {
    Rational far2 = 0;
    for (int k = 0; k < 8; ++k)
      far2 = std::max(far2, oracle::squared_distance(RVec3{(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y,
                                                           (k & 4) ? hi.z : lo.z}, c));
    m = std::min(m, round_gap(far2, {sphere.radius}, e));
  }
  return m;
}

namespace {

// A box's corner k (bit i set: the max on axis i).
RVec3 box_corner(const RVec3& lo, const RVec3& hi, int k) {
  return RVec3{(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z};
}

// The least margin of a line through p0 and p1 against the box's twelve
// edges (pairs of corners differing in one coordinate): the line meeting an
// edge's line is where a slab test's entry and exit tie.
double edge_margin(const RVec3& p0, const RVec3& p1, const RVec3& lo, const RVec3& hi) {
  double m = kMax;
  for (int c = 0; c < 8; ++c)
    for (int axis = 0; axis < 3; ++axis)
      if (!(c & (1 << axis)))
        m = std::min(m, orientation3(p0, p1, box_corner(lo, hi, c), box_corner(lo, hi, c | (1 << axis))));
  return m;
}

// The squared distance from p to the box's boundary (inside: to the nearest
// face).
Rational boundary_squared_distance(const RVec3& p, const RVec3& lo, const RVec3& hi) {
  const Rational pc[3] = {p.x, p.y, p.z}, lc[3] = {lo.x, lo.y, lo.z}, hc[3] = {hi.x, hi.y, hi.z};
  bool inside = true;
  Rational outside2 = 0, inside_gap = -1;
  for (int i = 0; i < 3; ++i) {
    if (pc[i] < lc[i]) inside = false, outside2 += (lc[i] - pc[i]) * (lc[i] - pc[i]);
    else if (pc[i] > hc[i]) inside = false, outside2 += (pc[i] - hc[i]) * (pc[i] - hc[i]);
    const Rational g = std::min(Rational(pc[i] - lc[i]), Rational(hc[i] - pc[i]));
    if (inside_gap < 0 || g < inside_gap) inside_gap = g;
  }
  return inside ? Rational(inside_gap * inside_gap) : outside2;
}

}  // namespace

double ray_box(const Ray3& ray, const Box& box) {
  const RVec3 o = oracle::exact(ray.origin), d = oracle::exact(ray.direction);
  const RVec3 lo = oracle::exact(box.min), hi = oracle::exact(box.max);
  const Rational e = std::max(extent3({ray.origin, box.min, box.max}),
                              std::max({abs(d.x), abs(d.y), abs(d.z)}));
  const Rational empty = std::max({Rational(lo.x - hi.x), Rational(lo.y - hi.y), Rational(lo.z - hi.z)});
  if (empty > 0) return gap(empty * empty, e);
  const double m = d == RVec3{} ? kMax : edge_margin(o, o + d, lo, hi);
  return std::min(m, ray_box_origin(ray, box));
}

double ray_box_origin(const Ray3& ray, const Box& box) {
  const RVec3 o = oracle::exact(ray.origin), d = oracle::exact(ray.direction);
  const RVec3 lo = oracle::exact(box.min), hi = oracle::exact(box.max);
  const Rational e = std::max(extent3({ray.origin, box.min, box.max}),
                              std::max({abs(d.x), abs(d.y), abs(d.z)}));
  // The origin's distance to the boundary.
  return gap(boundary_squared_distance(o, lo, hi), e);
}

double segment_box(const Segment3& s, const Box& box) {
  const RVec3 a = oracle::exact(s.a), b = oracle::exact(s.b);
  const RVec3 lo = oracle::exact(box.min), hi = oracle::exact(box.max);
  const Rational e = extent3({s.a, s.b, box.min, box.max});
  const Rational empty = std::max({Rational(lo.x - hi.x), Rational(lo.y - hi.y), Rational(lo.z - hi.z)});
  if (empty > 0) return gap(empty * empty, e);
  const double m = a == b ? kMax : edge_margin(a, b, lo, hi);
  return std::min({m, gap(boundary_squared_distance(a, lo, hi), e), gap(boundary_squared_distance(b, lo, hi), e)});
}

double ray_triangle(const Ray3& ray, const Triangle3& tri, bool front_only) {
  const RVec3 o = oracle::exact(ray.origin), a = oracle::exact(tri.a), b = oracle::exact(tri.b),
              c = oracle::exact(tri.c), d = oracle::exact(ray.direction);
  const RVec3 tip = o + d;
  // Exact values for the signs (det[d, x, y] = d . (x x y)), margins for the sizes.
  auto volume = [](const RVec3& p0, const RVec3& p1, const RVec3& p2, const RVec3& p3) {
    const RVec3 u = p1 - p0, v = p2 - p0, w = p3 - p0;
    return Rational(u.x * (v.y * w.z - v.z * w.y) - u.y * (v.x * w.z - v.z * w.x) + u.z * (v.x * w.y - v.y * w.x));
  };
  const RVec3 a_tip = a + d;
  const Rational D = volume(a, a_tip, c, b);
  if (D == 0) return 0.0;
  const int sd = D > 0 ? 1 : -1;
  const Rational values[4] = {volume(o, tip, c, b), volume(o, tip, a, c), volume(o, tip, b, a), volume(o, a, c, b)};
  const double margins[4] = {orientation3(o, tip, c, b), orientation3(o, tip, a, c), orientation3(o, tip, b, a),
                             orientation3(o, a, c, b)};
  const double facing = orientation3(a, a_tip, c, b);
  bool hit = !(front_only && sd < 0);
  for (const Rational& v : values) hit = hit && (v == 0 || (v > 0) == (sd > 0));
  if (hit) return std::min({facing, margins[0], margins[1], margins[2], margins[3]});
  double m = front_only && sd < 0 ? facing : 0.0;
  for (int i = 0; i < 4; ++i)
    if (values[i] != 0 && (values[i] > 0) != (sd > 0)) m = std::max(m, margins[i]);
  return m;
}

double segment_triangle(const Segment3& s, const Triangle3& tri) {
  const RVec3 o = oracle::exact(s.a), tip = oracle::exact(s.b), a = oracle::exact(tri.a), b = oracle::exact(tri.b),
              c = oracle::exact(tri.c);
  auto volume = [](const RVec3& p0, const RVec3& p1, const RVec3& p2, const RVec3& p3) {
    const RVec3 u = p1 - p0, v = p2 - p0, w = p3 - p0;
    return Rational(u.x * (v.y * w.z - v.z * w.y) - u.y * (v.x * w.z - v.z * w.x) + u.z * (v.x * w.y - v.y * w.x));
  };
  const RVec3 a_tip = a + (tip - o);
  const Rational D = volume(a, a_tip, c, b);
  if (D == 0) return 0.0;
  const int sd = D > 0 ? 1 : -1;
  // The end b's side T_b = det[a - b, c - b, b_tri - b] must be 0 or of -D's
  // sign (t <= 1): negated, it is judged like the other five.
  const Rational values[5] = {volume(o, tip, c, b), volume(o, tip, a, c), volume(o, tip, b, a), volume(o, a, c, b),
                              Rational(-volume(tip, a, c, b))};
  const double margins[5] = {orientation3(o, tip, c, b), orientation3(o, tip, a, c), orientation3(o, tip, b, a),
                             orientation3(o, a, c, b), orientation3(tip, a, c, b)};
  const double facing = orientation3(a, a_tip, c, b);
  bool hit = true;
  for (const Rational& v : values) hit = hit && (v == 0 || (v > 0) == (sd > 0));
  if (hit) return std::min({facing, margins[0], margins[1], margins[2], margins[3], margins[4]});
  double m = 0.0;
  for (int i = 0; i < 5; ++i)
    if (values[i] != 0 && (values[i] > 0) != (sd > 0)) m = std::max(m, margins[i]);
  return m;
}

}  // namespace plumb::margin
