// Plumb oracle, filtered path in 3D: the closest pair of two segments (see
// filtered_segment_pair3.h).
#include "oracle/filtered_segment_pair3.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_least3.h"
#include "oracle/filtered_quotient.h"
#include "oracle/filtered_ray_triangle3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool in_range(Vec3 p) {
  return std::fabs(p.x) <= 0x1p200 && std::fabs(p.y) <= 0x1p200 && std::fabs(p.z) <= 0x1p200;
}

// Whether the magnitudes need no scaling (the largest in [2^-100, 2^100], or 0).
bool ordinary(std::initializer_list<Vec3> points) {
  double largest = 0;
  for (const Vec3 p : points) largest = std::max({largest, std::fabs(p.x), std::fabs(p.y), std::fabs(p.z)});
  return largest == 0 || (largest >= 0x1p-100 && largest <= 0x1p100);  // also false for NaN
}

bool exact_value(const Approx& a, double v) { return a.err == 0 && a.lo == 0 && a.hi == v; }

// An upper bound of |x| for a value, rounded upward (from certified_err).
double upper(const Approx& a) {
  return (std::fabs(a.hi) + (std::fabs(a.lo) + fast::certified_err(a))) * (1 + 0x1p-50);
}
// A lower bound (0 at least).
double lower(const Approx& a) {
  const double l = (std::fabs(a.hi) - (std::fabs(a.lo) + fast::certified_err(a)) * (1 + 0x1p-50)) * (1 - 0x1p-50);
  return l > 0 ? l : 0.0;
}

struct Candidate {
  Approx s, t, d2;
};

}  // namespace

std::optional<SegmentPair3> segment_segment_closest3(const Segment3& s1, const Segment3& s2) {
  if (!fast::on() || !ordinary({s1.a, s1.b, s2.a, s2.b})) return std::nullopt;
  const ApproxVec3 n = cross3(s1.b, s1.a, s2.b, s2.a);
  const Approx nn = fast::add(fast::add(fast::mul(n.x, n.x), fast::mul(n.y, n.y)), fast::mul(n.z, n.z));
  const std::optional<int> area = fast::certified_sign(nn);  // den = |d1 x d2|^2
  if (!area || *area <= 0) return std::nullopt;
  const Approx A = dot3(s1.b, s1.a, s1.b, s1.a), B = dot3(s1.b, s1.a, s2.b, s2.a), C = dot3(s2.b, s2.a, s2.b, s2.a),
               D = dot3(s1.b, s1.a, s1.a, s2.a), E = dot3(s2.b, s2.a, s1.a, s2.a);
  const Approx den = fast::sub(fast::mul(A, C), fast::mul(B, B));
  const Approx sn = fast::sub(fast::mul(B, E), fast::mul(C, D)), tn = fast::sub(fast::mul(A, E), fast::mul(B, D));
  const std::optional<int> s0 = fast::certified_sign(sn), s1_ = fast::certified_sign(fast::sub(den, sn)),
                           t0 = fast::certified_sign(tn), t1 = fast::certified_sign(fast::sub(den, tn));
  if (!s0 || !s1_ || !t0 || !t1) return std::nullopt;
  if (*s0 >= 0 && *s1_ >= 0 && *t0 >= 0 && *t1 >= 0) {  // the critical point, in the square
    // den as the dyadic stage forms it is |n|^2 (the same exact value).
    const Approx rn = det3(s1.a, s2.a, s1.b, s1.a, s2.b, s2.a);  // r . (d1 x d2)
    const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), d2 = quotient(fast::mul(rn, rn), nn);
    if (!s || !t || !d2) return std::nullopt;
    return SegmentPair3{*s, *t, *d2};
  }
  // The four edges, in the dyadic stage's order: s = 0, s = 1 (t along s2),
  // t = 0, t = 1 (s along s1).
  const std::optional<Closest3> e[4] = {closest_point3_in_range(s2, s1.a), closest_point3_in_range(s2, s1.b),
                                        closest_point3_in_range(s1, s2.a), closest_point3_in_range(s1, s2.b)};
  std::array<Candidate, 4> c;
  for (int i = 0; i < 4; ++i) {
    if (!e[i]) return std::nullopt;
    const Approx fixed = fast::exact(i % 2 == 0 ? 0.0 : 1.0);
    c[i] = i < 2 ? Candidate{fixed, e[i]->t, e[i]->squared_distance} : Candidate{e[i]->t, fixed, e[i]->squared_distance};
  }
  int best = 0;
  for (int i = 1; i < 4; ++i) {
    const std::optional<int> order = fast::certified_sign(fast::sub(c[i].d2, c[best].d2));
    if (order && *order < 0) {
      best = i;
    } else if (!order || *order == 0) {
      // Not told apart: the same answer only when both are the same exact pair.
      const bool same = c[i].s.err == 0 && c[i].s.lo == 0 && c[i].t.err == 0 && c[i].t.lo == 0 &&
                        exact_value(c[best].s, c[i].s.hi) && exact_value(c[best].t, c[i].t.hi);
      if (!same) return std::nullopt;
    }
  }
  return SegmentPair3{c[best].s, c[best].t, c[best].d2};
}

std::optional<ScaledSegmentPair3> segment_segment_closest3_scaled(const Segment3& s1_input, const Segment3& s2_input) {
  Segment3 s1 = s1_input, s2 = s2_input;
  double* const v[] = {&s1.a.x, &s1.a.y, &s1.a.z, &s1.b.x, &s1.b.y, &s1.b.z,
                       &s2.a.x, &s2.a.y, &s2.a.z, &s2.b.x, &s2.b.y, &s2.b.z};
  const int k = filtered::scale_exactly(v);  // s, t are the same on the scaled inputs
  const std::optional<SegmentPair3> p = segment_segment_closest3(s1, s2);
  if (!p) return std::nullopt;
  return ScaledSegmentPair3{*p, k};
}

std::optional<ScaledParallelPair3> parallel_squared_distance3(const Segment3& s1_input, const Segment3& s2_input) {
  if (!fast::on()) return std::nullopt;
  Segment3 s1 = s1_input, s2 = s2_input;
  double* const v[] = {&s1.a.x, &s1.a.y, &s1.a.z, &s1.b.x, &s1.b.y, &s1.b.z,
                       &s2.a.x, &s2.a.y, &s2.a.z, &s2.b.x, &s2.b.y, &s2.b.z};
  const int k = filtered::scale_exactly(v);
  if (!ordinary({s1.a, s1.b, s2.a, s2.b}) || s1.a == s1.b || s2.a == s2.b) return std::nullopt;
  const ApproxVec3 n = cross3(s1.b, s1.a, s2.b, s2.a);
  for (const Approx& c : {n.x, n.y, n.z})
    if (fast::certified_sign(c) != 0) return std::nullopt;  // not certified exactly parallel
  const std::optional<Closest3> e[4] = {closest_point3_in_range(s2, s1.a), closest_point3_in_range(s2, s1.b),
                                        closest_point3_in_range(s1, s2.a), closest_point3_in_range(s1, s2.b)};
  std::array<Approx, 4> d2;
  for (int i = 0; i < 4; ++i) {
    if (!e[i]) return std::nullopt;
    d2[i] = e[i]->squared_distance;
  }
  const std::optional<Approx> least = least_of(d2);
  if (!least) return std::nullopt;
  return ScaledParallelPair3{*least, k};
}

std::optional<double> point_at_error(const Segment3& input, double param, Vec3 computed_input) {
  Segment3 s = input;
  Vec3 computed = computed_input;
  double* const v[] = {&s.a.x, &s.a.y, &s.a.z, &s.b.x, &s.b.y, &s.b.z, &computed.x, &computed.y, &computed.z};
  double largest = 0;
  for (const double* x : v) largest = std::max(largest, std::fabs(*x));
  int k = 0;
  if (largest != 0 && !(largest >= 0x1p-100 && largest <= 0x1p100)) {
    k = filtered::scale_exactly(v);
    if (k == 0) return std::nullopt;  // a bit would drop, or not finite
  }
  if (!std::isfinite(param) || !in_range(s.a) || !in_range(s.b)) return std::nullopt;
  const double a[3] = {s.a.x, s.a.y, s.a.z}, b[3] = {s.b.x, s.b.y, s.b.z}, got[3] = {computed.x, computed.y, computed.z};
  // The m added to the scale is a length: 2^-1022 2^-k on the scaled
  // inputs, exact or rounded below it. The m added to |param| is not (the
  // parameter is scale-free): 2^-1022 itself.
  const Approx m = fast::exact(std::ldexp(0x1p-1022, -k)),
               pm = fast::add(fast::exact(std::fabs(param)), fast::exact(0x1p-1022));
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    Approx d = fast::exact_difference(b[i], a[i]);
    // At an end (or along a zero component) the point is a double, exactly.
    const Approx x = d.hi == 0 || param == 0 ? fast::exact(a[i])
                     : param == 1            ? fast::exact(b[i])
                                             : fast::add(fast::exact(a[i]), fast::mul(fast::exact(param), d));
    if (d.hi < 0) d = fast::neg(d);
    const Approx scale = fast::add(fast::add(fast::exact(std::fabs(a[i])), fast::mul(pm, d)), m);
    const std::optional<double> error = scaled_error(got[i], x, scale);
    if (!error) return std::nullopt;
    worst = std::max(worst, *error);
  }
  return worst;
}

bool attains(const Segment3& s1, const Segment3& s2, double s, double t, const Approx& least, double k) {
  if (!std::isfinite(s) || !std::isfinite(t) || !fast::finite(least)) return false;
  for (const Vec3 p : {s1.a, s1.b, s2.a, s2.b})
    if (!in_range(p)) return false;
  const double a1[3] = {s1.a.x, s1.a.y, s1.a.z}, b1[3] = {s1.b.x, s1.b.y, s1.b.z};
  const double a2[3] = {s2.a.x, s2.a.y, s2.a.z}, b2[3] = {s2.b.x, s2.b.y, s2.b.z};
  Approx attained{};
  for (int i = 0; i < 3; ++i) {
    const Approx p1 = fast::add(fast::exact(a1[i]), fast::mul(fast::exact(s), fast::exact_difference(b1[i], a1[i])));
    const Approx p2 = fast::add(fast::exact(a2[i]), fast::mul(fast::exact(t), fast::exact_difference(b2[i], a2[i])));
    const Approx d = fast::sub(p1, p2);
    attained = fast::add(attained, fast::mul(d, d));
  }
  const Approx l1 = dot3(s1.b, s1.a, s1.b, s1.a), l2 = dot3(s2.b, s2.a, s2.b, s2.a);
  if (!fast::finite(attained) || !fast::finite(l1) || !fast::finite(l2)) return false;
  // Lower bounds of the roots (rounded roots of lower bounds, times 1 - 2^-50
  // for the root's own rounding), their sum and its square, each rounded
  // down by a factor; an upper bound of the attained squared distance.
  const double root = std::sqrt(lower(least)) * (1 - 0x1p-50);
  const double lengths = (std::sqrt(lower(l1)) + std::sqrt(lower(l2))) * (1 - 0x1p-49);
  const double reach = (root + k * 0x1p-52 * lengths) * (1 - 0x1p-50);
  const double reach2 = reach * reach * (1 - 0x1p-50);
  return upper(attained) <= reach2;
}

bool attains_scaled(const Segment3& s1, const Segment3& s2, double s, double t, const Approx& least, int scaled_by,
                    double k) {
  Segment3 scaled[2] = {s1, s2};
  for (Segment3& seg : scaled)
    for (double* x : {&seg.a.x, &seg.a.y, &seg.a.z, &seg.b.x, &seg.b.y, &seg.b.z}) {
      const double y = std::ldexp(*x, -scaled_by);
      if (!std::isfinite(*x) || std::ldexp(y, scaled_by) != *x) return false;  // a bit would drop
      *x = y;
    }
  return attains(scaled[0], scaled[1], s, t, least, k);
}

}  // namespace plumb::oracle::filtered3
