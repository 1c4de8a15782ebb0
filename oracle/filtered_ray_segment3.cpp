// Plumb oracle, filtered path in 3D: the closest pair of a ray and a
// segment (see filtered_ray_segment3.h).
#include "oracle/filtered_ray_segment3.h"

#include <array>
#include <cmath>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_point_at3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

// Finite, and the largest magnitude in [2^-100, 2^100] (or 0).
bool ordinary(std::initializer_list<Vec3> points) {
  double largest = 0;
  for (const Vec3 p : points)
    for (const double v : {p.x, p.y, p.z}) {
      if (!std::isfinite(v)) return false;
      largest = std::fmax(largest, std::fabs(v));
    }
  return largest == 0 || (largest >= 0x1p-100 && largest <= 0x1p100);
}

Approx dot(const ApproxVec3& u, const ApproxVec3& v) {
  return fast::add(fast::add(fast::mul(u.x, v.x), fast::mul(u.y, v.y)), fast::mul(u.z, v.z));
}

ApproxVec3 cross(const ApproxVec3& u, const ApproxVec3& v) {
  return ApproxVec3{fast::sub(fast::mul(u.y, v.z), fast::mul(u.z, v.y)),
                    fast::sub(fast::mul(u.z, v.x), fast::mul(u.x, v.z)),
                    fast::sub(fast::mul(u.x, v.y), fast::mul(u.y, v.x))};
}

bool exact_value(const Approx& a, double v) { return a.err == 0 && a.lo == 0 && a.hi == v; }
bool exactly_known(const Approx& a) { return a.err == 0 && a.lo == 0; }

// The end p (t = end) against the ray: s = max(0, (p - o).d / a).
std::optional<SegmentPair3> end_against_ray(const Ray3& ray, Vec3 p, double end, const Approx& a) {
  const ApproxVec3 w = exact_direction(ray.origin, p), d = exact_vec(ray.direction);
  const std::optional<int> ahead = fast::certified_sign(dot(w, d));
  if (!ahead) return std::nullopt;
  if (*ahead <= 0) return SegmentPair3{fast::exact(0.0), fast::exact(end), dot(w, w)};
  const std::optional<Approx> s = quotient(dot(w, d), a), d2 = quotient(dot(cross(w, d), cross(w, d)), a);
  if (!s || !d2) return std::nullopt;
  return SegmentPair3{*s, fast::exact(end), *d2};
}

}  // namespace

std::optional<SegmentPair3> ray_segment_distance3(const Ray3& ray, const Segment3& seg) {
  const Vec3 o = ray.origin;
  if (!fast::on() || !ordinary({o, ray.direction, seg.a, seg.b})) return std::nullopt;
  const ApproxVec3 d = exact_vec(ray.direction), d2 = exact_direction(seg.a, seg.b), r = exact_direction(seg.a, o);
  const ApproxVec3 n = cross(d, d2);
  const Approx nn = dot(n, n);
  const std::optional<int> area = fast::certified_sign(nn);  // det = |d x d2|^2
  if (!area || *area <= 0) return std::nullopt;
  const Approx a = dot(d, d), b = dot(d, d2), e = dot(d2, d2), c = dot(d, r), f = dot(d2, r);
  const Approx det = fast::sub(fast::mul(a, e), fast::mul(b, b));
  const Approx sn = fast::sub(fast::mul(b, f), fast::mul(c, e)), tn = fast::sub(fast::mul(a, f), fast::mul(b, c));
  const std::optional<int> s0 = fast::certified_sign(sn), t0 = fast::certified_sign(tn),
                           t1 = fast::certified_sign(fast::sub(det, tn));
  if (!s0 || !t0 || !t1) return std::nullopt;
  if (*s0 >= 0 && *t0 >= 0 && *t1 >= 0) {  // the stationary point, in the half-strip
    const Approx rn = dot(r, n);
    const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), dd = quotient(fast::mul(rn, rn), nn);
    if (!s || !t || !dd) return std::nullopt;
    return SegmentPair3{*s, *t, *dd};
  }
  // The edges: s = 0 (the origin against the segment), t = 0 and t = 1.
  const std::optional<Closest3> from_origin = closest_point3_in_range(seg, o);
  if (!from_origin) return std::nullopt;
  const std::optional<SegmentPair3> edge[3] = {
      SegmentPair3{fast::exact(0.0), from_origin->t, from_origin->squared_distance},
      end_against_ray(ray, seg.a, 0.0, a), end_against_ray(ray, seg.b, 1.0, a)};
  int best = 0;
  for (int i = 1; i < 3; ++i) {
    if (!edge[i]) return std::nullopt;
    const SegmentPair3 &x = *edge[i], &least = *edge[best];
    const std::optional<int> order = fast::certified_sign(fast::sub(x.squared_distance, least.squared_distance));
    if (order && *order < 0) {
      best = i;
    } else if (!order || *order == 0) {
      // Not told apart: the same answer only when both are the same exact pair.
      const bool same = exactly_known(x.s) && exactly_known(x.t) && exact_value(least.s, x.s.hi) &&
                        exact_value(least.t, x.t.hi);
      if (!same) return std::nullopt;
    }
  }
  return *edge[best];
}

}  // namespace plumb::oracle::filtered3
