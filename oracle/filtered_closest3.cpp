// Plumb oracle, filtered path in 3D: a point against a segment (see
// filtered_closest3.h).
#include "oracle/filtered_closest3.h"

#include <algorithm>
#include <cmath>

#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool in_range(Vec3 p) {
  return std::fabs(p.x) <= 0x1p200 && std::fabs(p.y) <= 0x1p200 && std::fabs(p.z) <= 0x1p200;
}

std::array<double, 3> coordinates(Vec3 p) { return {p.x, p.y, p.z}; }

Closest3 at_end(double t, Vec3 end, Vec3 p) {
  return Closest3{fast::exact(t), {fast::exact(end.x), fast::exact(end.y), fast::exact(end.z)}, dot3(p, end, p, end), 0};
}

// sign((p - q) . (r - s)): from plain doubles, else from the first stage's
// value (whose bound is 0 when every step was exact: an exact 0 is
// certified there).
std::optional<int> sign_of(Vec3 p, Vec3 q, Vec3 r, Vec3 s) {
  if (const std::optional<int> plain = sign_of_dot3(p, q, r, s)) return plain;
  return fast::certified_sign(dot3(p, q, r, s));
}

// The foot t = N / D, a + t d and |w x d|^2 / D (w = p - a).
std::optional<Closest3> foot(const Segment3& s, Vec3 p) {
  const Approx n = dot3(p, s.a, s.b, s.a), den = dot3(s.b, s.a, s.b, s.a);
  const std::optional<Approx> t = quotient(n, den);
  if (!t) return std::nullopt;
  Closest3 out{*t, {}, {}, 0};
  const std::array<double, 3> a = coordinates(s.a), b = coordinates(s.b);
  for (int i = 0; i < 3; ++i) {
    const Approx d = fast::exact_difference(b[i], a[i]);
    // d_i = 0: the coordinate is a_i exactly (no bound to carry).
    out.point[i] = d.hi == 0 ? fast::exact(a[i]) : fast::add(fast::exact(a[i]), fast::mul(*t, d));
  }
  const ApproxVec3 c = cross3(p, s.a, s.b, s.a);
  const Approx c2 = fast::add(fast::add(fast::mul(c.x, c.x), fast::mul(c.y, c.y)), fast::mul(c.z, c.z));
  const std::optional<Approx> d2 = quotient(c2, den);
  if (!d2) return std::nullopt;
  out.squared_distance = *d2;
  return out;
}

// The branch on inputs within range, each on a certified sign: t = 0 or 1
// for an end, 0.5 for the foot; nullopt when not certified.
std::optional<double> branch(const Segment3& s, Vec3 p) {
  if (s.a == s.b) return 0.0;  // d = 0 exactly: t = 0
  const std::optional<int> before = sign_of(p, s.a, s.b, s.a);  // N
  if (!before) return std::nullopt;
  if (*before <= 0) return 0.0;  // N = 0: the foot is a
  const std::optional<int> past = sign_of(p, s.b, s.b, s.a);  // N - D
  if (!past) return std::nullopt;
  if (*past >= 0) return 1.0;  // N = D: the foot is b
  return 0.5;
}

// The answer on inputs within range.
std::optional<Closest3> on_scaled(const Segment3& s, Vec3 p) {
  const std::optional<double> t = branch(s, p);
  if (!t) return std::nullopt;
  if (*t == 0.0) return at_end(0.0, s.a, p);
  if (*t == 1.0) return at_end(1.0, s.b, p);
  return foot(s, p);
}

}  // namespace

std::optional<Closest3> closest_point3(const Segment3& input, Vec3 p_input) {
  if (!fast::on()) return std::nullopt;
  Segment3 s = input;
  Vec3 p = p_input;
  double* const v[] = {&s.a.x, &s.a.y, &s.a.z, &s.b.x, &s.b.y, &s.b.z, &p.x, &p.y, &p.z};
  const int k = filtered::scale_exactly(v);  // 0 for non-finite input
  if (!in_range(s.a) || !in_range(s.b) || !in_range(p)) return std::nullopt;  // also NaN
  std::optional<Closest3> out = on_scaled(s, p);
  if (out) out->k = k;
  return out;
}

std::optional<double> proved_end(const Segment3& input, Vec3 p_input) {
  if (!fast::on()) return std::nullopt;
  Segment3 s = input;
  Vec3 p = p_input;
  double* const v[] = {&s.a.x, &s.a.y, &s.a.z, &s.b.x, &s.b.y, &s.b.z, &p.x, &p.y, &p.z};
  filtered::scale_exactly(v);  // the branch is scale-free
  if (!in_range(s.a) || !in_range(s.b) || !in_range(p)) return std::nullopt;
  const std::optional<double> t = branch(s, p);
  if (!t || *t == 0.5) return std::nullopt;
  return t;
}

std::optional<Closest3> closest_point3_in_range(const Segment3& s, Vec3 p) {
  if (!in_range(s.a) || !in_range(s.b) || !in_range(p)) return std::nullopt;
  return on_scaled(s, p);
}

std::optional<Closest3Measures> closest_point3_measures(const Segment3& s, Vec3 p, const ClosestPoint3& computed) {
  const std::optional<Closest3> e = closest_point3(s, p);
  if (!e) return std::nullopt;
  const std::optional<double> t = ulp_error(computed.t, e->t);
  if (!t) return std::nullopt;
  // The scale u (|a_i| + (|t| + m) |b_i - a_i| + m), m = 2^-1022, on the
  // scaled inputs (times 2^-k): m 2^-k as a double is exact or below it
  // (a power of two too small for a subnormal is 0), so the scale is at
  // most the exact one scaled and the measure at least the exact one.
  // The m added to t is not a length (t is scale-free): 2^-1022 itself; on
  // inputs scaled up (k < 0) 2^-1022 2^-k there would make the scale larger
  // than the exact one scaled, and the measure smaller.
  const Approx m = fast::exact(std::ldexp(0x1p-1022, -e->k)), tm = fast::add(e->t, fast::exact(0x1p-1022));
  const std::array<double, 3> got = coordinates(computed.point), a = coordinates(s.a), b = coordinates(s.b);
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    const double c = std::ldexp(got[i], -e->k), ai = std::ldexp(a[i], -e->k), bi = std::ldexp(b[i], -e->k);
    if (std::ldexp(c, e->k) != got[i]) return std::nullopt;  // a bit would drop (the inputs scale exactly)
    Approx d = fast::exact_difference(bi, ai);
    if (d.hi < 0) d = fast::neg(d);
    const Approx scale = fast::add(fast::add(fast::exact(std::fabs(ai)), fast::mul(tm, d)), m);
    const std::optional<double> error = scaled_error(c, e->point[i], scale);
    if (!error) return std::nullopt;
    worst = std::max(worst, *error);
  }
  return Closest3Measures{*t, worst};
}

std::optional<double> squared_distance_point_segment3_error(Vec3 p, const Segment3& s, double computed) {
  const std::optional<Closest3> e = closest_point3(s, p);
  if (!e) return std::nullopt;
  const double c = std::ldexp(computed, -2 * e->k);
  if (std::ldexp(c, 2 * e->k) != computed) return std::nullopt;
  return ulp_error(c, e->squared_distance, 2 * e->k);
}

}  // namespace plumb::oracle::filtered3
