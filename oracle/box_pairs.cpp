// Plumb oracle: boxes against boxes, balls and segments, exactly. See
// box_pairs.h.
#include "oracle/box_pairs.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "oracle/dyadic_crossing.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_fast.h"

namespace plumb::oracle {
namespace {

// The gap between [lo1, hi1] and [lo2, hi2] (0 when they overlap).
Rational interval_gap(const Rational& lo1, const Rational& hi1, const Rational& lo2, const Rational& hi2) {
  return std::max({Rational(0), Rational(lo2 - hi1), Rational(lo1 - hi2)});
}

// The projections of the segment a-b (its two ends) and of the box (its
// eight corners) onto n: do the two closed intervals meet?
bool projections_meet(const RVec3& n, const RVec3& a, const RVec3& b, const RVec3& lo, const RVec3& hi) {
  const Rational pa = dot(n, a), pb = dot(n, b);
  Rational box_lo, box_hi;
  for (int k = 0; k < 8; ++k) {
    const Rational p = dot(n, RVec3{(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z});
    if (k == 0 || p < box_lo) box_lo = p;
    if (k == 0 || p > box_hi) box_hi = p;
  }
  return std::min(pa, pb) <= box_hi && box_lo <= std::max(pa, pb);
}

// The open box: some t in [0, 1] with lo < a + t d < hi on every axis. A
// moving axis keeps the open interval of t between its two face crossings,
// a still one keeps all or none; the open intersection (L, U) meets [0, 1]
// iff L < U, L < 1 and U > 0.
bool segment_open_box_intersect(const RVec3& a, const RVec3& b, const RVec3& lo, const RVec3& hi) {
  const Rational ac[3] = {a.x, a.y, a.z}, bc[3] = {b.x, b.y, b.z}, lc[3] = {lo.x, lo.y, lo.z},
                 hc[3] = {hi.x, hi.y, hi.z};
  std::optional<Rational> lower, upper;
  for (int i = 0; i < 3; ++i) {
    const Rational d = bc[i] - ac[i];
    if (d == 0) {
      if (!(lc[i] < ac[i] && ac[i] < hc[i])) return false;
      continue;
    }
    Rational t1 = (lc[i] - ac[i]) / d, t2 = (hc[i] - ac[i]) / d;
    if (t1 > t2) std::swap(t1, t2);
    if (!lower || t1 > *lower) lower = t1;
    if (!upper || t2 < *upper) upper = t2;
  }
  if (!lower) return true;  // the point a, strictly inside on every axis
  return *lower < *upper && *lower < 1 && *upper > 0;
}

}  // namespace

namespace rational {

bool segment_box_intersect(Segment3 s, Box box, bool open) {
  const RVec3 a = exact(s.a), b = exact(s.b), lo = exact(box.min), hi = exact(box.max);
  if (box_empty(box)) return false;
  if (open) return segment_open_box_intersect(a, b, lo, hi);
  const RVec3 d = b - a;
  const RVec3 axes[3] = {{Rational(1), Rational(0), Rational(0)}, {Rational(0), Rational(1), Rational(0)},
                         {Rational(0), Rational(0), Rational(1)}};
  for (const RVec3& e : axes)
    if (!projections_meet(e, a, b, lo, hi) || !projections_meet(cross(d, e), a, b, lo, hi)) return false;
  return true;
}

}  // namespace rational

namespace {

double coordinate(Vec3 p, int i) { return i == 0 ? p.x : (i == 1 ? p.y : p.z); }
double& coordinate_ref(Vec3& p, int i) { return i == 0 ? p.x : (i == 1 ? p.y : p.z); }

// The sign of (b - a) x (c - a) in the plane of the coordinates j and k: the
// certified plain-double value (filtered_fast.h), else the dyadic integers.
int plane_orientation(Vec3 a, Vec3 b, Vec3 c, int j, int k) {
  const Vec2 a2{coordinate(a, j), coordinate(a, k)}, b2{coordinate(b, j), coordinate(b, k)},
      c2{coordinate(c, j), coordinate(c, k)};
  if (const std::optional<int> certain = filtered::fast::sign_of_cross(b2, a2, c2, a2)) return *certain;
  return dyadic::orientation(a2, b2, c2);
}

// The separating axis d x e_i (rational::segment_box_intersect's second axis
// of each pair) on signs alone. With n = d x e_i, n . a = n . b (n is square
// to d), so the segment projects to one point; n has no i component, so the
// box's eight corners project as its four corners in the plane of the other
// two coordinates j, k, and n . (c - a) is, up to one sign for the axis,
// the orientation (b - a) x (c - a) in that plane. The axis separates iff
// those four signs are all +1 or all -1 (a zero axis gives four zeros).
bool cross_axis_separates(Vec3 a, Vec3 b, const Box& box, int i) {
  const int j = (i + 1) % 3, k = (i + 2) % 3;
  int positive = 0, negative = 0;
  for (int corner = 0; corner < 4; ++corner) {
    Vec3 c = box.min;
    if ((corner & 1) != 0) coordinate_ref(c, j) = coordinate(box.max, j);
    if ((corner & 2) != 0) coordinate_ref(c, k) = coordinate(box.max, k);
    const int o = plane_orientation(a, b, c, j, k);
    positive += o > 0;
    negative += o < 0;
    if (positive > 0 && negative > 0) return false;  // settled: the point is inside the interval
  }
  return positive == 4 || negative == 4;
}

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

}  // namespace

bool segment_box_intersect(Segment3 s, Box box, bool open) {
  if (open || !finite3(s.a) || !finite3(s.b) || !finite3(box.min) || !finite3(box.max))
    return rational::segment_box_intersect(s, box, open);  // which also throws on non-finite input
  if (box_empty(box)) return false;
  // The face normals e_i: the segment's ends' coordinates against the box's,
  // compared exactly as doubles.
  for (int i = 0; i < 3; ++i) {
    const double a = coordinate(s.a, i), b = coordinate(s.b, i);
    if (std::max(a, b) < coordinate(box.min, i) || std::min(a, b) > coordinate(box.max, i)) return false;
  }
  for (int i = 0; i < 3; ++i)
    if (cross_axis_separates(s.a, s.b, box, i)) return false;
  return true;
}

Rational point_box_squared_distance(Vec3 p, Box box) {
  const RVec3 q = exact(p), lo = exact(box.min), hi = exact(box.max);
  const Rational pc[3] = {q.x, q.y, q.z}, lc[3] = {lo.x, lo.y, lo.z}, hc[3] = {hi.x, hi.y, hi.z};
  std::optional<Rational> best;
  // A feature per axis: 0 on the min plane, 1 on the max plane, 2 spanning
  // the axis (the foot keeps p's coordinate there, if it lies in the range).
  for (int f = 0; f < 27; ++f) {
    Rational d2 = 0;
    bool in_feature = true;
    int code = f;
    for (int i = 0; i < 3; ++i, code /= 3) {
      const int k = code % 3;
      if (k == 2) {
        in_feature = in_feature && lc[i] <= pc[i] && pc[i] <= hc[i];
        continue;
      }
      const Rational g = pc[i] - (k == 0 ? lc[i] : hc[i]);
      d2 += g * g;
    }
    if (in_feature && (!best || d2 < *best)) best = d2;
  }
  return *best;  // the corners (no spanning axis) are always candidates
}

namespace rational {

bool sphere_box_intersect(Sphere sphere, Box box, bool open_box, bool surface) {
  const Rational d2 = point_box_squared_distance(sphere.centre, box);  // throws on non-finite input first
  if (box_empty(box) || !(sphere.radius >= 0)) return false;
  const RVec3 c = exact(sphere.centre), lo = exact(box.min), hi = exact(box.max);
  if (open_box && !(lo.x < hi.x && lo.y < hi.y && lo.z < hi.z)) return false;  // a flat open box is empty
  if (std::isinf(sphere.radius)) return !surface;  // all of space; its surface is nowhere finite
  const Rational r2 = exact(sphere.radius) * exact(sphere.radius);
  bool met = open_box ? d2 < r2 || (lo.x < c.x && c.x < hi.x && lo.y < c.y && c.y < hi.y && lo.z < c.z && c.z < hi.z)
                      : d2 <= r2;
  if (surface) {
    // The sphere meets the (connected) box iff some box point is at least r
    // away: the farthest point of a box is a corner.
    Rational far2 = 0;
    for (int k = 0; k < 8; ++k) {
      const RVec3 corner{(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z};
      far2 = std::max(far2, squared_distance(corner, c));
    }
    met = met && (open_box ? r2 < far2 : r2 <= far2);
  }
  return met;
}

}  // namespace rational

namespace {

// The sign of r^2 - |c - box|^2 (0 only when exactly 0) for the closed ball
// and box, certified by the first
// stage of filtered_fast.h (double-double with its bound), else nullopt.
// The squared distance is the box-box one (box_box_squared_distance) with
// the centre as a flat box: per axis, the gap to [lo, hi] -- lo - c below
// it, c - hi above it, 0 inside, chosen by exact comparisons -- squared and
// summed; each gap is an exact two-word difference.
std::optional<int> ball_minus_box_sign(Sphere sphere, const Box& box) {
  namespace fast = filtered::fast;
  fast::Approx d2 = fast::exact(0.0);
  for (int i = 0; i < 3; ++i) {
    const double c = coordinate(sphere.centre, i), lo = coordinate(box.min, i), hi = coordinate(box.max, i);
    if (c >= lo && c <= hi) continue;
    const fast::Approx gap = c < lo ? fast::exact_difference(lo, c) : fast::exact_difference(c, hi);
    d2 = fast::add(d2, fast::mul(gap, gap));
  }
  const fast::Approx r = fast::exact(sphere.radius);
  return fast::certified_sign(fast::sub(fast::mul(r, r), d2));
}

}  // namespace

bool sphere_box_intersect(Sphere sphere, Box box, bool open_box, bool surface) {
  const bool finite_shapes = finite3(sphere.centre) && finite3(box.min) && finite3(box.max);
  if (finite_shapes && (box_empty(box) || !(sphere.radius >= 0))) return false;  // no box or no ball, any reading
  const bool plain = !open_box && !surface && finite_shapes && std::isfinite(sphere.radius);
  if (plain) {
    if (const std::optional<int> s = ball_minus_box_sign(sphere, box)) return *s >= 0;  // 0: an exact touch
    // Not certified (an exact touch, mostly): the same per-axis distance in
    // exact rationals, the centre as a flat box.
    const Rational r = exact(sphere.radius);
    return box_box_squared_distance(Box{sphere.centre, sphere.centre}, box) <= r * r;
  }
  return rational::sphere_box_intersect(sphere, box, open_box, surface);
}

bool box_empty(Box b) { return b.min.x > b.max.x || b.min.y > b.max.y || b.min.z > b.max.z; }

Rational box_box_squared_distance(Box a, Box b) {
  const RVec3 lo1 = exact(a.min), hi1 = exact(a.max), lo2 = exact(b.min), hi2 = exact(b.max);
  const Rational gx = interval_gap(lo1.x, hi1.x, lo2.x, hi2.x);
  const Rational gy = interval_gap(lo1.y, hi1.y, lo2.y, hi2.y);
  const Rational gz = interval_gap(lo1.z, hi1.z, lo2.z, hi2.z);
  return gx * gx + gy * gy + gz * gz;
}

bool box_box_intersect(Box a, Box b, bool open) {
  const Rational d2 = box_box_squared_distance(a, b);  // throws on non-finite input first
  if (!open) return !box_empty(a) && !box_empty(b) && d2 == 0;
  const RVec3 lo1 = exact(a.min), hi1 = exact(a.max), lo2 = exact(b.min), hi2 = exact(b.max);
  const auto positive = [](const Rational& l1, const Rational& h1, const Rational& l2, const Rational& h2) {
    return l1 < h1 && l2 < h2 && std::max(l1, l2) < std::min(h1, h2);
  };
  return positive(lo1.x, hi1.x, lo2.x, hi2.x) && positive(lo1.y, hi1.y, lo2.y, hi2.y) &&
         positive(lo1.z, hi1.z, lo2.z, hi2.z);
}

}  // namespace plumb::oracle
