// Plumb oracle, filtered path in 3D, second stage: lines and a ray against a
// segment on enclosures (see enclosed_line_ray3.h).
#include "oracle/enclosed_line_ray3.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace plumb::oracle::filtered3::enclosed {
namespace {

using filtered::Enclosure;
using filtered::ScaleBounds;

struct EVec3 {
  Enclosure x, y, z;
};

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

EVec3 exact(Vec3 p) { return {filtered::enclose(p.x), filtered::enclose(p.y), filtered::enclose(p.z)}; }
EVec3 difference(Vec3 q, Vec3 p) {  // q - p, exactly
  return {filtered::exact_difference(q.x, p.x), filtered::exact_difference(q.y, p.y),
          filtered::exact_difference(q.z, p.z)};
}
Enclosure dot(const EVec3& u, const EVec3& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
EVec3 cross(const EVec3& u, const EVec3& v) {
  return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
}

Quotient quotient(const Enclosure& num, const Enclosure& den) { return Quotient{num, den, 0}; }
Quotient constant(double v) { return filtered::whole(filtered::enclose(v)); }

// Whether a certified sign is >= 0 / <= 0 (false when not certified).
bool nonnegative(const std::optional<int>& s) { return s && *s >= 0; }
bool nonpositive(const std::optional<int>& s) { return s && *s <= 0; }

// Bounds of |v| for an exact double.
ScaleBounds abs_of(double v) { return ScaleBounds{std::fabs(v), std::fabs(v)}; }

}  // namespace

std::optional<Pair3> line_line_closest3(const Segment3& l1, const Segment3& l2) {
  if (!finite3(l1.a) || !finite3(l1.b) || !finite3(l2.a) || !finite3(l2.b)) return std::nullopt;
  const EVec3 d1 = difference(l1.b, l1.a), d2 = difference(l2.b, l2.a), r = difference(l1.a, l2.a);
  const EVec3 n = cross(d1, d2);
  const Enclosure nn = dot(n, n);
  const std::optional<int> area = filtered::sign(nn);
  if (!area || *area <= 0) return std::nullopt;
  // sn = B f - c C = n . (d2 x r) and tn = A f - B c = n . (d1 x r)
  // (Binet-Cauchy): the same exact values without the products' cancellation.
  const Enclosure rn = dot(r, n);
  return Pair3{quotient(dot(n, cross(d2, r)), nn), quotient(dot(n, cross(d1, r)), nn), quotient(rn * rn, nn)};
}

std::optional<Pair3> ray_segment_distance3(const Ray3& ray, const Segment3& seg) {
  if (!finite3(ray.origin) || !finite3(ray.direction) || !finite3(seg.a) || !finite3(seg.b)) return std::nullopt;
  const EVec3 d = exact(ray.direction), d2 = difference(seg.b, seg.a), r = difference(ray.origin, seg.a);
  const EVec3 v = difference(seg.b, ray.origin);  // b2 - o = d2 - r, exactly
  const EVec3 n = cross(d, d2);
  const Enclosure nn = dot(n, n);
  const std::optional<int> area = filtered::sign(nn);
  if (!area || *area <= 0) return std::nullopt;
  const Enclosure a = dot(d, d), e = dot(d2, d2);
  // The stationary point's numerators in their Binet-Cauchy forms: sn = b f
  // - c e = n . (d2 x r), tn = a f - b c = n . (d x r), det - tn = n . (d x
  // (b2 - o)) (b = d.d2, c = d.r, f = d2.r): the same exact values.
  const Enclosure sn = dot(n, cross(d2, r)), tn = dot(n, cross(d, r)), rest = dot(n, cross(d, v));
  const std::optional<int> s0 = filtered::sign(sn), t0 = filtered::sign(tn), t1 = filtered::sign(rest);
  if (nonnegative(s0) && nonnegative(t0) && nonnegative(t1)) {
    const Enclosure rn = dot(r, n);
    return Pair3{quotient(sn, nn), quotient(tn, nn), quotient(rn * rn, nn)};
  }
  if (!s0 || !t0 || !t1) return std::nullopt;
  // Otherwise the minimiser is on an edge: the one candidate that meets the
  // optimality (Karush-Kuhn-Tucker) conditions of the strictly convex f on
  // the half-strip, each a certified sign; the minimiser is unique, so the
  // first candidate proved optimal is it. The gradient is 2 (c + s a - t b,
  // -(f + s b - t e)).
  const Enclosure c = dot(d, r), f = dot(d2, r), cv = dot(d, v), fv = dot(d2, v);  // cv = b - c, fv = e - f
  const std::optional<int> sc = filtered::sign(c), sf = filtered::sign(f), scv = filtered::sign(cv),
                           sfv = filtered::sign(fv);
  // Edge s = 0: t = f / e clamped; optimal when df/ds >= 0 there.
  if (sf && *sf <= 0) {  // t = 0: c >= 0
    if (nonnegative(sc)) return Pair3{constant(0), constant(0), filtered::whole(dot(r, r))};
  } else if (sf && sfv && *sfv <= 0) {  // t = 1 (f >= e): c - b >= 0
    if (nonpositive(scv)) return Pair3{constant(0), constant(1), filtered::whole(dot(v, v))};
  } else if (sf && sfv) {  // t = f / e inside: c e - b f = -sn >= 0
    if (*s0 <= 0) {
      const EVec3 x = cross(r, d2);
      return Pair3{constant(0), quotient(f, e), quotient(dot(x, x), e)};
    }
  }
  // Edge t = 0: s = max(0, -c / a); optimal when df/dt >= 0: f + s b <= 0.
  if (sc && *sc >= 0) {  // s = 0: f <= 0 (the corner, found above when it is optimal)
  } else if (sc && *t0 <= 0) {  // s = -c / a: a f - b c = tn <= 0
    const EVec3 x = cross(r, d);
    return Pair3{quotient(-c, a), constant(0), quotient(dot(x, x), a)};
  }
  // Edge t = 1: s = max(0, (b - c) / a); optimal when df/dt <= 0: f + s b - e >= 0.
  if (scv && *scv <= 0) {  // s = 0: f - e >= 0 (the corner)
    if (sfv && *sfv <= 0) return Pair3{constant(0), constant(1), filtered::whole(dot(v, v))};
  } else if (scv && *t1 <= 0) {  // s = (b - c) / a: tn - det >= 0
    const EVec3 x = cross(v, d);
    return Pair3{quotient(cv, a), constant(1), quotient(dot(x, x), a)};
  }
  return std::nullopt;
}

std::optional<double> ulp_error(double computed, const Quotient& q) {
  if (const std::optional<filtered::ErrorBounds> b = filtered::ulp_error(computed, q)) return b->high;
  if (!std::isfinite(computed)) return std::nullopt;
  // q's binade not certain (q next to a power of two, as s = 1 often is):
  // ulp(q) = 2^(max(e, -1022) - 52) with e between the binades of the
  // bounds of |q|, and |c - q| = |c den - num 2^exp| / |den| between its
  // bounds; kept only when the two measures agree as the filtered ones do.
  const ScaleBounds qb = filtered::abs_bounds(q);
  if (!(qb.low > 0) || !std::isfinite(qb.high)) return std::nullopt;
  const int e_lo = std::max(std::ilogb(qb.low), -1022), e_hi = std::max(std::ilogb(qb.high), -1022);
  const Quotient diff{filtered::enclose(computed) * q.den - filtered::times_pow2(q.num, q.exp), q.den, 0};
  const ScaleBounds db = filtered::abs_bounds(diff);
  const filtered::Real low = std::ldexp(db.low, 52 - e_hi), high = std::ldexp(db.high, 52 - e_lo);
  if (!(high <= low * (1 + 0x1p-40L) + 0x1p-40L)) return std::nullopt;
  return filtered::double_up(high);
}

std::optional<double> squared_distance_error(double computed, const Quotient& q, double contract) {
  if (computed != std::numeric_limits<double>::infinity()) return enclosed::ulp_error(computed, q);
  // DBL_MAX / (1 + contract 2^-53), rounded, then a double up: above it.
  const double limit = std::nextafter(std::numeric_limits<double>::max() / (1 + contract * 0x1p-53),
                                      std::numeric_limits<double>::infinity());
  const std::optional<int> order = filtered::compare(q, constant(limit));
  if (order && *order >= 0) return 0.0;
  return std::nullopt;
}

std::optional<double> point_error(Vec3 a, Vec3 b, bool ray, const Quotient& x, Vec3 computed) {
  const double as[3] = {a.x, a.y, a.z}, bs[3] = {b.x, b.y, b.z}, got[3] = {computed.x, computed.y, computed.z};
  const ScaleBounds m{0x1p-1022L, 0x1p-1022L};
  const ScaleBounds xm = filtered::abs_bounds(x) + m;
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    const Enclosure di = ray ? filtered::enclose(bs[i]) : filtered::exact_difference(bs[i], as[i]);
    // X_i = (a_i den + num d_i) / den on x's exponent: x = (num / den) 2^exp.
    const Quotient want{filtered::enclose(as[i]) * x.den + filtered::times_pow2(x.num * di, x.exp), x.den, 0};
    const ScaleBounds scale = abs_of(as[i]) + xm * filtered::abs_bounds(di) + m;
    const std::optional<filtered::ErrorBounds> e = filtered::scaled_error(got[i], want, scale);
    if (!e) return std::nullopt;
    worst = std::max(worst, e->high);
  }
  return worst;
}

}  // namespace plumb::oracle::filtered3::enclosed
