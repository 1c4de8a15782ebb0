// Plumb oracle: the closest points of a 3D ray and a segment by exact
// minimisation over candidates, then the tie rule on the exact set of
// minimisers (see ray_segment3d.h for the method and why it is correct).
#include "oracle/ray_segment3d.h"

#include <stdexcept>
#include <vector>

namespace plumb::oracle {
namespace {

Rational max0(const Rational& v) { return v < 0 ? Rational(0) : v; }
Rational clamp01(const Rational& v) { return v < 0 ? Rational(0) : v > 1 ? Rational(1) : v; }

RVec3 ray_at(const RRay3& r, const Rational& s) { return r.origin + s * r.direction; }

Rational value_at(const RRay3& r, const RSegment3& seg, const Rational& s, const Rational& t) {
  return squared_distance(ray_at(r, s), point_at(seg, t));
}

}  // namespace

bool ray_segment_pair_unique(const RRay3& ray, const RSegment3& s) {
  const RVec3 n = cross(ray.direction, direction(s));
  return dot(n, n) != 0;
}

ExactSegmentPair3 ray_segment_distance3(const RRay3& ray, const RSegment3& seg) {
  const RVec3 d = ray.direction, d2 = direction(seg), r = ray.origin - seg.a;
  const Rational a = dot(d, d), b = dot(d, d2), e = dot(d2, d2), c = dot(d, r), f = dot(d2, r);
  // Candidates (s, t).
  std::vector<std::pair<Rational, Rational>> candidates;
  const Rational det = a * e - b * b;
  if (det != 0) {
    // grad = 0: a s - b t = -c, b s - e t = -f.
    const Rational s = (b * f - c * e) / det, t = (a * f - b * c) / det;
    if (s >= 0 && t >= 0 && t <= 1) candidates.emplace_back(s, t);
  }
  candidates.emplace_back(Rational(0), e != 0 ? clamp01(f / e) : Rational(0));  // edge s = 0
  for (int end = 0; end <= 1; ++end) {                                          // edges t = 0, 1
    const RVec3 p = point_at(seg, Rational(end));
    candidates.emplace_back(a != 0 ? max0(dot(p - ray.origin, d) / a) : Rational(0), Rational(end));
  }
  Rational least = value_at(ray, seg, candidates[0].first, candidates[0].second);
  std::pair<Rational, Rational> best = candidates[0];
  for (const auto& [s, t] : candidates) {
    const Rational v = value_at(ray, seg, s, t);
    if (v < least) least = v, best = {s, t};
  }
  // The tie rule where the minimiser is not unique.
  Rational s = best.first, t = best.second;
  if (det == 0) {
    if (a == 0) {
      s = 0;
      t = e != 0 ? clamp01(f / e) : Rational(0);
    } else if (e == 0) {
      t = 0;
      s = max0(dot(seg.a - ray.origin, d) / a);
    } else {
      const Rational k = b / a;  // d2 = k d
      const Rational lowest = k < 0 ? Rational(0) : Rational(-k);
      const Rational u0 = -c / a;
      const Rational u = u0 < lowest ? lowest : u0;
      if (k > 0) {
        t = -u / k;
        if (t < 0) t = 0;
      } else {
        t = u / (-k);
        if (t > 1) t = 1;
      }
      s = u + k * t;
    }
  }
  if (s < 0 || t < 0 || t > 1 || value_at(ray, seg, s, t) != least)
    throw std::logic_error("oracle::ray_segment_distance3: the chosen pair does not attain the minimum");
  return {s, t, ray_at(ray, s), point_at(seg, t), least};
}

ExactSegmentPair3 ray_segment_distance3(const Ray3& ray, Segment3 s) {
  return ray_segment_distance3(exact(ray), exact(s));
}

}  // namespace plumb::oracle
