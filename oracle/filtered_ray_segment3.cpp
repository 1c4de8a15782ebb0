// Plumb oracle, filtered path in 3D: the closest pair of a ray and a
// segment (see filtered_ray_segment3.h).
#include "oracle/filtered_ray_segment3.h"

#include "oracle/filtered_vec3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool exact_value(const Approx& a, double v) { return a.err == 0 && a.lo == 0 && a.hi == v; }
bool exactly_known(const Approx& a) { return a.err == 0 && a.lo == 0; }

// s, t and the squared distance of one candidate.
struct Candidate {
  Approx s, t, d2;
};

// The origin against the segment (the edge s = 0): t = f / e clamped to
// [0, 1], w = r - t d2 the difference of the points.
std::optional<Candidate> origin_against_segment(const ApproxVec3& r, const ApproxVec3& d2, const Approx& e,
                                                const Approx& f) {
  const std::optional<int> before = fast::certified_sign(f);
  if (!before) return std::nullopt;
  if (*before <= 0) return Candidate{fast::exact(0.0), fast::exact(0.0), dot(r, r)};
  const std::optional<int> past = fast::certified_sign(fast::sub(f, e));
  if (!past) return std::nullopt;
  if (*past >= 0) {
    const ApproxVec3 w = minus(r, d2);
    return Candidate{fast::exact(0.0), fast::exact(1.0), dot(w, w)};
  }
  const ApproxVec3 c = cross(r, d2);
  const std::optional<Approx> t = quotient(f, e), d = quotient(dot(c, c), e);
  if (!t || !d) return std::nullopt;
  return Candidate{fast::exact(0.0), *t, *d};
}

// The end at w = p - o (t = end) against the ray: s = max(0, w.d / a).
std::optional<Candidate> end_against_ray(const ApproxVec3& w, const ApproxVec3& d, const Approx& a, double end) {
  const Approx n = dot(w, d);
  const std::optional<int> ahead = fast::certified_sign(n);
  if (!ahead) return std::nullopt;
  if (*ahead <= 0) return Candidate{fast::exact(0.0), fast::exact(end), dot(w, w)};
  const ApproxVec3 c = cross(w, d);
  const std::optional<Approx> s = quotient(n, a), d2 = quotient(dot(c, c), a);
  if (!s || !d2) return std::nullopt;
  return Candidate{*s, fast::exact(end), *d2};
}

}  // namespace

std::optional<ScaledPair3> ray_segment_distance3(const Ray3& ray, const Segment3& seg) {
  const std::optional<int> k = scale_exponent({ray.origin, ray.direction, seg.a, seg.b});
  if (!fast::on() || !k) return std::nullopt;
  const ApproxVec3 o = scaled(ray.origin, *k), d = scaled(ray.direction, *k), a2 = scaled(seg.a, *k);
  const ApproxVec3 d2 = minus(scaled(seg.b, *k), a2), r = minus(o, a2);
  const ApproxVec3 n = cross(d, d2);
  const Approx nn = dot(n, n);
  const std::optional<int> area = fast::certified_sign(nn);  // det = |d x d2|^2
  if (!area || *area <= 0) return std::nullopt;
  const Approx a = dot(d, d), e = dot(d2, d2), f = dot(d2, r);
  // sn = b f - c e = n . (d2 x r), tn = a f - b c = n . (d x r) and det - tn
  // = n . (d x (b2 - o)) (Binet-Cauchy; b = d.d2, c = d.r): the same exact
  // values, with less cancellation.
  const Approx sn = dot(n, cross(d2, r)), tn = dot(n, cross(d, r)), rest = dot(n, cross(d, minus(scaled(seg.b, *k), o)));
  const std::optional<int> s0 = fast::certified_sign(sn), t0 = fast::certified_sign(tn),
                           t1 = fast::certified_sign(rest);
  if (!s0 || !t0 || !t1) return std::nullopt;
  if (*s0 >= 0 && *t0 >= 0 && *t1 >= 0) {  // the stationary point, in the half-strip
    const Approx rn = dot(r, n);
    const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), dd = quotient(fast::mul(rn, rn), nn);
    if (!s || !t || !dd) return std::nullopt;
    return ScaledPair3{*s, *t, *dd, *k};
  }
  // The edges: s = 0, then t = 0 (w = a2 - o = -r) and t = 1 (w = b2 - o = d2 - r).
  const ApproxVec3 zero{};
  const std::optional<Candidate> edge[3] = {origin_against_segment(r, d2, e, f),
                                            end_against_ray(minus(zero, r), d, a, 0.0),
                                            end_against_ray(minus(d2, r), d, a, 1.0)};
  if (!edge[0]) return std::nullopt;
  int best = 0;
  for (int i = 1; i < 3; ++i) {
    if (!edge[i]) return std::nullopt;
    const Candidate &x = *edge[i], &least = *edge[best];
    const std::optional<int> order = fast::certified_sign(fast::sub(x.d2, least.d2));
    if (order && *order < 0) {
      best = i;
    } else if (!order || *order == 0) {
      // Not told apart: the same answer only when both are the same exact pair.
      const bool same = exactly_known(x.s) && exactly_known(x.t) && exact_value(least.s, x.s.hi) &&
                        exact_value(least.t, x.t.hi);
      if (!same) return std::nullopt;
    }
  }
  return ScaledPair3{edge[best]->s, edge[best]->t, edge[best]->d2, *k};
}

}  // namespace plumb::oracle::filtered3
