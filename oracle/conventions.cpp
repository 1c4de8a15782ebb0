#include "oracle/conventions.h"

#include <cmath>
#include <stdexcept>

#include "oracle/closest_point.h"
#include "oracle/closest_point3d.h"
#include "oracle/enclosure3d.h"
#include "oracle/exact3d.h"
#include "oracle/rvec.h"

namespace plumb::oracle {

namespace {

// The slab method on exact values (see the header).
// `other_side`: the exit reading from the other side of the boundary
// (ray_box_entry_other_side).
std::optional<Rational> slab_entry(const Rational* o, const Rational* d, const Rational* l, const Rational* h,
                                   int n, bool open, InsideStart inside_start, bool other_side = false) {
  Rational lower = 0, upper;
  std::optional<Rational> line_lower;  // where the ray's line enters, before t >= 0 clamps it
  bool bounded = false;                // upper is finite
  bool inside = true;                  // the origin is in the open box
  for (int i = 0; i < n; ++i) {
    if (l[i] > h[i] || (open && l[i] == h[i])) return std::nullopt;  // empty
    inside = inside && l[i] < o[i] && o[i] < h[i];
    if (d[i] == 0) {
      const bool in = open ? (l[i] < o[i] && o[i] < h[i]) : (l[i] <= o[i] && o[i] <= h[i]);
      if (!in) return std::nullopt;
      continue;
    }
    Rational t1 = (l[i] - o[i]) / d[i], t2 = (h[i] - o[i]) / d[i];
    if (t1 > t2) std::swap(t1, t2);
    if (!line_lower || t1 > *line_lower) line_lower = t1;
    if (t1 > lower) lower = t1;
    if (!bounded || t2 < upper) upper = t2, bounded = true;
  }
  const bool entry = inside_start == InsideStart::entry;
  if (inside && (inside_start == InsideStart::no_hit || entry)) return std::nullopt;
  if (!bounded) {  // every axis has d == 0 and the origin is in: t = 0, or never leaves
    if (inside_start == InsideStart::exit) return std::nullopt;
    return lower;
  }
  if (open ? !(lower < upper && upper > 0) : !(lower <= upper)) return std::nullopt;
  // The entry reading: an origin on the boundary whose ray leaves at once
  // (it meets the box only at t = 0) never enters it.
  if (entry && upper == 0) return std::nullopt;
  // The exit reading: the origin is in the box and the line entered before it
  // (read the other way round for the other side: an origin inside read as
  // outside answers the entry, lower = 0; one outside read as inside, where
  // the ray leaves).
  if (inside_start == InsideStart::exit && (*line_lower < 0) != other_side) return upper;
  return lower;
}

}  // namespace

std::optional<Rational> ray_box_entry_as(const double* origin, const double* direction, const double* lo,
                                         const double* hi, int n, bool open, InsideStart inside) {
  Rational o[3], d[3], l[3], h[3];
  for (int i = 0; i < n; ++i)
    o[i] = exact(origin[i]), d[i] = exact(direction[i]), l[i] = exact(lo[i]), h[i] = exact(hi[i]);
  return slab_entry(o, d, l, h, n, open, inside);
}

std::optional<Rational> ray_box_entry_other_side(const double* origin, const double* direction, const double* lo,
                                                 const double* hi, int n, bool open, InsideStart inside) {
  Rational o[3], d[3], l[3], h[3];
  for (int i = 0; i < n; ++i)
    o[i] = exact(origin[i]), d[i] = exact(direction[i]), l[i] = exact(lo[i]), h[i] = exact(hi[i]);
  return slab_entry(o, d, l, h, n, open, inside, true);
}

namespace {

std::optional<Rational> box2(Segment ray, Vec2 lo, Vec2 hi, bool open, InsideStart inside, bool other_side) {
  // t runs along b - a, which is exact as a rational (not as a double).
  const RVec2 a = exact(ray.a), b = exact(ray.b);
  const Rational o[2] = {a.x, a.y}, d[2] = {b.x - a.x, b.y - a.y};
  const Rational l[2] = {exact(lo.x), exact(lo.y)}, h[2] = {exact(hi.x), exact(hi.y)};
  return slab_entry(o, d, l, h, 2, open, inside, other_side);
}

}  // namespace

std::optional<Rational> ray_box2_entry(Segment ray, Vec2 lo, Vec2 hi, bool open, InsideStart inside) {
  return box2(ray, lo, hi, open, inside, false);
}

std::optional<Rational> ray_box2_other_side(Segment ray, Vec2 lo, Vec2 hi, bool open, InsideStart inside) {
  return box2(ray, lo, hi, open, inside, true);
}

namespace {

// The roots of A t^2 + 2 B t + C (A > 0, discriminant B^2 - AC >= 0) as
// 2^-300-accurate rationals: (-B - root) / A and (-B + root) / A.
std::pair<Rational, Rational> roots(const Rational& A, const Rational& B, const Rational& disc) {
  const SqrtEnclosure r = enclose_sqrt(disc);
  return {(-B - r.high) / A, (-B + r.low) / A};
}

// A reading that leaves (exit, or a surface) from the other side of the
// surface: an origin inside (C < 0) read as outside answers the entry -- the
// near root, which is behind it, so t = 0 going in (B < 0) and none going out;
// one outside or on the surface (C >= 0) read as inside answers the far root,
// none when it is behind the origin or the line misses (disc < 0).
std::optional<Rational> other_side_from(const Rational& A, const Rational& B, const Rational& C) {
  const Rational disc = B * B - A * C;
  if (disc < 0) return std::nullopt;
  if (C < 0) return B < 0 ? std::optional<Rational>(0) : std::nullopt;
  const Rational far = roots(A, B, disc).second;
  return far < 0 ? std::nullopt : std::optional<Rational>(far);
}

std::optional<Rational> first_from(const Rational& A, const Rational& B, const Rational& C, bool surface,
                                   InsideStart inside, bool other_side = false) {
  // A zero direction has no side to switch on (the point origin).
  if (other_side && A != 0 && (surface || inside == InsideStart::exit)) return other_side_from(A, B, C);
  const bool entry = inside == InsideStart::entry;
  if (C < 0 && (inside == InsideStart::no_hit || entry)) return std::nullopt;  // strictly inside
  if (C == 0 && entry && B > 0) return std::nullopt;  // on the surface, heading out: it never enters
  if (C == 0) return Rational(0);                     // on the surface
  const bool leaves = surface || inside == InsideStart::exit;
  if (A == 0) return C < 0 && !leaves ? std::optional<Rational>(0) : std::nullopt;  // the point origin
  const Rational disc = B * B - A * C;
  if (C < 0) {  // inside: the ball at 0, the surface (or the exit reading) where the ray leaves
    if (!leaves) return Rational(0);
    return roots(A, B, disc).second;
  }
  // Outside: both roots have the sign of -B; real roots need disc >= 0.
  if (B >= 0 || disc < 0) return std::nullopt;
  const Rational near = roots(A, B, disc).first;
  return near < 0 ? Rational(0) : near;
}

}  // namespace

namespace {

std::optional<Rational> sphere_reading(Vec3 origin, Vec3 direction, Vec3 centre, double radius, bool surface,
                                       InsideStart inside, bool other_side) {
  if (!(radius >= 0)) return std::nullopt;
  const RVec3 m = exact(origin) - exact(centre), d = exact(direction);
  const Rational r = exact(radius);
  return first_from(dot(d, d), dot(m, d), dot(m, m) - r * r, surface, inside, other_side);
}

std::optional<Rational> circle_reading(Segment ray, Circle circle, bool surface, InsideStart inside, bool other_side) {
  if (!(circle.radius >= 0)) return std::nullopt;
  const RVec2 a = exact(ray.a), b = exact(ray.b), c = exact(circle.centre);
  const RVec2 d{b.x - a.x, b.y - a.y}, m{a.x - c.x, a.y - c.y};
  const Rational r = exact(circle.radius);
  return first_from(d.x * d.x + d.y * d.y, m.x * d.x + m.y * d.y, m.x * m.x + m.y * m.y - r * r, surface,
                    inside, other_side);
}

}  // namespace

std::optional<Rational> ray_sphere_first(Vec3 origin, Vec3 direction, Vec3 centre, double radius, bool surface,
                                         InsideStart inside) {
  return sphere_reading(origin, direction, centre, radius, surface, inside, false);
}

std::optional<Rational> ray_sphere_other_side(Vec3 origin, Vec3 direction, Vec3 centre, double radius, bool surface,
                                              InsideStart inside) {
  return sphere_reading(origin, direction, centre, radius, surface, inside, true);
}

std::optional<Rational> ray_circle_first(Segment ray, Circle c, bool surface, InsideStart inside) {
  return circle_reading(ray, c, surface, inside, false);
}

std::optional<Rational> ray_circle_other_side(Segment ray, Circle c, bool surface, InsideStart inside) {
  return circle_reading(ray, c, surface, inside, true);
}

std::optional<ExactCrossing> parallel_common_point(Segment s1, Kind k1, Segment s2, Kind k2, Vec2 near) {
  const RSegment r1 = exact(s1), r2 = exact(s2);
  const RVec2 d1 = direction(r1), d2 = direction(r2), q = exact(near);
  if (cross(d1, d2) != 0) return std::nullopt;
  const Rational dd1 = dot(d1, d1), dd2 = dot(d2, d2);
  auto param = [](const RSegment& s, const Rational& dd, const RVec2& p) {
    return dd == 0 ? Rational(0) : Rational(dot(p - s.a, direction(s)) / dd);
  };
  auto in_range = [](Kind k, const Rational& t) { return k == Kind::line || (t >= 0 && (k == Kind::ray || t <= 1)); };
  auto on_line = [](const RSegment& s, const RVec2& p) { return cross(direction(s), p - s.a) == 0; };
  if (dd1 == 0 || dd2 == 0) {  // a point against the other shape (or two points)
    const RVec2 p = dd1 == 0 ? r1.a : r2.a;
    const RSegment& other = dd1 == 0 ? r2 : r1;
    const Rational& dd = dd1 == 0 ? dd2 : dd1;
    const Kind k = dd1 == 0 ? k2 : k1;
    if (dd == 0 ? !(p == other.a) : !(on_line(other, p) && in_range(k, param(other, dd, p)))) return std::nullopt;
    return ExactCrossing{param(r1, dd1, p), param(r2, dd2, p), p};
  }
  if (!on_line(r1, r2.a)) return std::nullopt;  // parallel, apart
  // Collinear: the common parameters along s1 are the intersection of s1's
  // range with s2's, both as intervals of t (an absent end is unbounded).
  std::optional<Rational> lo, hi;
  if (k1 != Kind::line) lo = Rational(0);
  if (k1 == Kind::segment) hi = Rational(1);
  const Rational tc = param(r1, dd1, r2.a), td = param(r1, dd1, r2.b);
  std::optional<Rational> lo2, hi2;
  if (k2 == Kind::segment) lo2 = std::min(tc, td), hi2 = std::max(tc, td);
  if (k2 == Kind::ray) (td > tc ? lo2 : hi2) = tc;
  if (lo2 && (!lo || *lo2 > *lo)) lo = lo2;
  if (hi2 && (!hi || *hi2 < *hi)) hi = hi2;
  if (lo && hi && *lo > *hi) return std::nullopt;
  Rational t = param(r1, dd1, q);
  if (lo && t < *lo) t = *lo;
  if (hi && t > *hi) t = *hi;
  const RVec2 p = point_at(r1, t);
  return ExactCrossing{t, param(r2, dd2, p), p};
}

bool segment_meets_sphere_surface(Segment3 s, Sphere sphere) {
  if (!(sphere.radius >= 0)) return false;
  const Rational r2 = exact(sphere.radius) * exact(sphere.radius);
  const RVec3 c = exact(sphere.centre);
  const Rational near = squared_distance_point_segment3(sphere.centre, s);
  const Rational far = std::max(squared_distance(exact(s.a), c), squared_distance(exact(s.b), c));
  return near <= r2 && r2 <= far;
}

bool segment_meets_circle(Segment s, Circle circle) {
  if (!(circle.radius >= 0)) return false;
  const Rational r2 = exact(circle.radius) * exact(circle.radius);
  const RVec2 c = exact(circle.centre), a = exact(s.a), b = exact(s.b);
  auto sq = [&](const RVec2& p) { return (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y); };
  const Rational near = squared_distance_point_segment(circle.centre, s);
  return near <= r2 && r2 <= std::max(sq(a), sq(b));
}

}  // namespace plumb::oracle
