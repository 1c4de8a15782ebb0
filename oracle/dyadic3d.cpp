// Plumb oracle: 3D closest points and round shapes on dyadic integers (see
// dyadic3d.h).
#include "oracle/dyadic3d.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include "oracle/dyadic.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_closest3.h"
#include "oracle/ray_segment3d.h"
#include "oracle/rational3d.h"

namespace plumb::oracle::dyadic {
namespace {

struct IVec3 {
  Integer x, y, z;
};

IVec3 operator-(const IVec3& p, const IVec3& q) { return IVec3{p.x - q.x, p.y - q.y, p.z - q.z}; }
Integer dot(const IVec3& p, const IVec3& q) { return Integer(p.x * q.x + p.y * q.y + p.z * q.z); }
IVec3 scaled3(Vec3 p, long e0) { return IVec3{scaled(p.x, e0), scaled(p.y, e0), scaled(p.z, e0)}; }
IVec3 cross(const IVec3& p, const IVec3& q) {
  return IVec3{p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x};
}
// det [c0 c1 c2] = c0 . (c1 x c2).
Integer det3(const IVec3& c0, const IVec3& c1, const IVec3& c2) { return dot(c0, cross(c1, c2)); }

long exponent_of(Segment3 s, Vec3 p) {
  return common_exponent({s.a.x, s.a.y, s.a.z, s.b.x, s.b.y, s.b.z, p.x, p.y, p.z});
}

// A squared distance num / den (den > 0, scaled by 2^-2e0) and its t = tn / td.
struct Candidate {
  Integer num, den, tn, td;
};

bool nearer(const Candidate& a, const Candidate& b) { return a.num * b.den < b.num * a.den; }

// The nearest point of the closed segment a-b to p (closest_point3's
// candidates 0, 1 and the foot; equal values give the same t).
Candidate closest(const IVec3& a, const IVec3& b, const IVec3& p) {
  const IVec3 d = b - a, pa = p - a;
  const Integer dd = dot(d, d);
  if (dd.is_zero()) return Candidate{dot(pa, pa), Integer(1), Integer(0), Integer(1)};
  const Integer n = dot(pa, d);
  if (n.sign() >= 0 && n <= dd) return Candidate{Integer(dot(pa, pa) * dd - n * n), dd, n, dd};
  if (n > dd) {
    const IVec3 pb = p - b;
    return Candidate{dot(pb, pb), Integer(1), Integer(1), Integer(1)};
  }
  return Candidate{dot(pa, pa), Integer(1), Integer(0), Integer(1)};
}

// A least squared distance of two segments with the pair (s, t) attaining
// it, and the Hessian's determinant (> 0: that pair is the only one).
struct PairCandidate {
  Candidate d;  // d.tn / d.td unused
  Integer sn, sd, tn, td;
  Integer hessian;
};

// The least squared distance of segments a1-b1 and a2-b2.
PairCandidate segment_pair(const IVec3& a1, const IVec3& b1, const IVec3& a2, const IVec3& b2) {
  const IVec3 d1 = b1 - a1, d2 = b2 - a2, r = a1 - a2;
  const Integer A = dot(d1, d1), B = dot(d1, d2), C = dot(d2, d2), D = dot(d1, r), E = dot(d2, r);
  const Integer den = A * C - B * B;
  if (den.sign() > 0) {
    const Integer sn = B * E - C * D, tn = A * E - B * D;
    if (in_unit_interval(sn, den) && in_unit_interval(tn, den)) {
      // w = den (r + s d1 - t d2); f = w.w / den^2.
      const IVec3 w{r.x * den + sn * d1.x - tn * d2.x, r.y * den + sn * d1.y - tn * d2.y,
                    r.z * den + sn * d1.z - tn * d2.z};
      return PairCandidate{Candidate{dot(w, w), Integer(den * den), {}, {}}, sn, den, tn, den, den};
    }
  }
  // The four edges: s = 0 and s = 1 (t along s2), t = 0 and t = 1 (s along s1).
  const Integer zero(0), one(1);
  PairCandidate best{closest(a2, b2, a1), zero, one, {}, {}, den};
  best.tn = best.d.tn;
  best.td = best.d.td;
  const auto consider = [&](Candidate c, bool along_s2, const Integer& fixed) {
    if (!nearer(c, best.d)) return;
    PairCandidate p{c, fixed, one, fixed, one, den};
    if (along_s2) {
      p.tn = c.tn;
      p.td = c.td;
    } else {
      p.sn = c.tn;
      p.sd = c.td;
    }
    best = std::move(p);
  };
  consider(closest(a2, b2, b1), true, one);
  consider(closest(a1, b1, a2), false, zero);
  consider(closest(a1, b1, b2), false, one);
  return best;
}

bool no_shape(double radius) { return std::isnan(radius) || radius < 0.0; }

// num / den <= (r1 + r2)^2, all on the scale 2^e0.
bool within(const Candidate& d, double r1, double r2, long e0) {
  const Integer sum = scaled(r1, e0) + scaled(r2, e0);
  return d.num <= sum * sum * d.den;
}

// When the filtered first stage proves the answer is an end of s
// (filtered_closest3.h: t exactly 0 or 1), that end and |p - end|^2 on the
// integers of the end's and p's common scale: no foot, no quotient.
std::optional<ExactClosest3> at_proved_end(const Segment3& s, Vec3 p) {
  const std::optional<double> t = filtered3::proved_end(s, p);
  if (!t) return std::nullopt;
  const Vec3 end = *t == 0 ? s.a : s.b;
  const long e0 = common_exponent({end.x, end.y, end.z, p.x, p.y, p.z});
  const IVec3 w = scaled3(p, e0) - scaled3(end, e0);
  return ExactClosest3{Rational(*t), exact(end), to_rational(dot(w, w), 2 * e0)};
}

}  // namespace

ExactClosest3 closest_point3(Segment3 s, Vec3 p) {
  if (std::optional<ExactClosest3> e = at_proved_end(s, p)) return std::move(*e);
  const long e0 = exponent_of(s, p);
  const IVec3 a = scaled3(s.a, e0), b = scaled3(s.b, e0);
  const Candidate c = closest(a, b, scaled3(p, e0));
  const IVec3 d = b - a;
  auto coordinate = [&](const Integer& ac, const Integer& dc) {
    return to_rational(Integer(ac * c.td + c.tn * dc), c.td, e0);
  };
  return ExactClosest3{to_rational(c.tn, c.td, 0), RVec3{coordinate(a.x, d.x), coordinate(a.y, d.y), coordinate(a.z, d.z)},
                       to_rational(c.num, c.den, 2 * e0)};
}

Rational squared_distance_point_segment3(Vec3 p, Segment3 s) {
  if (std::optional<ExactClosest3> e = at_proved_end(s, p)) return std::move(e->squared_distance);
  const long e0 = exponent_of(s, p);
  const Candidate c = closest(scaled3(s.a, e0), scaled3(s.b, e0), scaled3(p, e0));
  return to_rational(c.num, c.den, 2 * e0);
}

Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2) {
  return to_rational(segment_segment_squared_distance3_fraction(s1, s2));
}

Fraction segment_segment_squared_distance3_fraction(Segment3 s1, Segment3 s2) {
  const long e0 = common_exponent(
      {s1.a.x, s1.a.y, s1.a.z, s1.b.x, s1.b.y, s1.b.z, s2.a.x, s2.a.y, s2.a.z, s2.b.x, s2.b.y, s2.b.z});
  Candidate c = segment_pair(scaled3(s1.a, e0), scaled3(s1.b, e0), scaled3(s2.a, e0), scaled3(s2.b, e0)).d;
  return fraction(std::move(c.num), std::move(c.den), 2 * e0);
}

ExactSegmentPair3 segment_segment_closest3(Segment3 s1, Segment3 s2) {
  const std::optional<FractionPair3> p = segment_segment_closest3_fractions(s1, s2);
  // Several minimisers (parallel or zero-length segments): the tie rule of
  // the rational oracle.
  if (!p) return oracle::segment_segment_closest3(exact(s1), exact(s2));
  return to_exact(*p);
}

ExactSegmentPair3 to_exact(const FractionPair3& p) {
  const auto point = [](const std::array<Fraction, 3>& c) {
    return RVec3{to_rational(c[0]), to_rational(c[1]), to_rational(c[2])};
  };
  return ExactSegmentPair3{to_rational(p.s), to_rational(p.t), point(p.first), point(p.second),
                           to_rational(p.squared_distance)};
}

namespace {

long exponent_of(Segment3 s1, Segment3 s2) {
  return common_exponent(
      {s1.a.x, s1.a.y, s1.a.z, s1.b.x, s1.b.y, s1.b.z, s2.a.x, s2.a.y, s2.a.z, s2.b.x, s2.b.y, s2.b.z});
}

// a + (n / den) d, each coordinate on the scale 2^e0.
std::array<Fraction, 3> point_on(const IVec3& a, const IVec3& d, const Integer& n, const Integer& den, long e0) {
  return {fraction(Integer(a.x * den + n * d.x), den, e0), fraction(Integer(a.y * den + n * d.y), den, e0),
          fraction(Integer(a.z * den + n * d.z), den, e0)};
}

// den (r + (sn / den) d1 - (tn / den) d2): the difference of the two points
// times den, on the integers.
IVec3 difference(const IVec3& r, const IVec3& d1, const IVec3& d2, const Integer& sn, const Integer& tn,
                 const Integer& den) {
  return IVec3{r.x * den + sn * d1.x - tn * d2.x, r.y * den + sn * d1.y - tn * d2.y,
               r.z * den + sn * d1.z - tn * d2.z};
}

}  // namespace

std::optional<FractionPair3> segment_segment_closest3_fractions(Segment3 s1, Segment3 s2) {
  const long e0 = exponent_of(s1, s2);
  const IVec3 a1 = scaled3(s1.a, e0), b1 = scaled3(s1.b, e0), a2 = scaled3(s2.a, e0), b2 = scaled3(s2.b, e0);
  const PairCandidate p = segment_pair(a1, b1, a2, b2);
  if (p.hessian.sign() <= 0) return std::nullopt;
  return FractionPair3{fraction(p.sn, p.sd, 0), fraction(p.tn, p.td, 0), point_on(a1, b1 - a1, p.sn, p.sd, e0),
                       point_on(a2, b2 - a2, p.tn, p.td, e0), fraction(p.d.num, p.d.den, 2 * e0)};
}

ExactSegmentPair3 line_line_closest3(Segment3 l1, Segment3 l2, bool* unique) {
  return to_exact(line_line_closest3_fractions(l1, l2, unique));
}

FractionPair3 line_line_closest3_fractions(Segment3 l1, Segment3 l2, bool* unique) {
  const long e0 = exponent_of(l1, l2);
  const IVec3 a1 = scaled3(l1.a, e0), a2 = scaled3(l2.a, e0);
  const IVec3 d1 = scaled3(l1.b, e0) - a1, d2 = scaled3(l2.b, e0) - a2, r = a1 - a2;
  const Integer A = dot(d1, d1), B = dot(d1, d2), C = dot(d2, d2), c = dot(d1, r), f = dot(d2, r);
  const Integer det = A * C - B * B;
  if (unique) *unique = !det.is_zero();
  // s = sn / den, t = tn / den: Cramer where det != 0, else the documented
  // choices of line_line3d.h (s = 0 and t = f / C; t = 0 and s = -c / A).
  Integer sn(0), tn(0), den(1);
  if (!det.is_zero()) {
    sn = B * f - c * C;
    tn = A * f - B * c;
    den = det;
  } else if (!C.is_zero()) {
    tn = f;
    den = C;
  } else if (!A.is_zero()) {
    sn = -c;
    den = A;
  }
  if (den.sign() < 0) {  // keep den > 0 (det = |d1 x d2|^2 >= 0; A, C > 0): never taken
    sn = -sn, tn = -tn, den = -den;
  }
  const IVec3 w = difference(r, d1, d2, sn, tn, den);
  if ((!A.is_zero() && !dot(w, d1).is_zero()) || (!C.is_zero() && !dot(w, d2).is_zero()))
    throw std::logic_error("oracle::dyadic::line_line_closest3: the pair is not stationary");
  return FractionPair3{fraction(sn, den, 0), fraction(tn, den, 0), point_on(a1, d1, sn, den, e0),
                       point_on(a2, d2, tn, den, e0), fraction(dot(w, w), Integer(den * den), 2 * e0)};
}

ExactSegmentPair3 ray_segment_distance3(const Ray3& ray, Segment3 s, bool* unique) {
  const std::optional<FractionPair3> p = ray_segment_distance3_fractions(ray, s, unique);
  // Several minimisers: the tie rule of the rational oracle.
  if (!p) return oracle::ray_segment_distance3(exact(ray), exact(s));
  return to_exact(*p);
}

std::optional<FractionPair3> ray_segment_distance3_fractions(const Ray3& ray, Segment3 s, bool* unique) {
  const Segment3 as_segment{ray.origin, ray.direction};  // only for the common scale
  const long e0 = exponent_of(as_segment, s);
  const IVec3 o = scaled3(ray.origin, e0), d = scaled3(ray.direction, e0), a2 = scaled3(s.a, e0);
  const IVec3 d2 = scaled3(s.b, e0) - a2, r = o - a2;
  const Integer a = dot(d, d), b = dot(d, d2), e = dot(d2, d2), c = dot(d, r), f = dot(d2, r);
  const Integer det = a * e - b * b;
  if (unique) *unique = !det.is_zero();
  if (det.is_zero()) return std::nullopt;  // several minimisers
  // Here a > 0 and e > 0 (det = |d x d2|^2 > 0). Candidates (sn / sd, tn / td)
  // of ray_segment3d.h; the minimiser is unique, so the first with the least
  // value is the one any order of candidates gives.
  struct Pair {
    Integer sn, sd, tn, td;
    Integer num, den;  // the squared distance num / den (on 2^2e0)
  };
  const auto value = [&](Pair p) {
    const Integer k = p.sd * p.td;
    const IVec3 w{r.x * k + p.sn * p.td * d.x - p.tn * p.sd * d2.x, r.y * k + p.sn * p.td * d.y - p.tn * p.sd * d2.y,
                  r.z * k + p.sn * p.td * d.z - p.tn * p.sd * d2.z};
    p.num = dot(w, w);
    p.den = k * k;
    return p;
  };
  const Integer zero(0), one(1);
  const auto clamp01 = [&](const Integer& n, const Integer& dn) {  // dn > 0
    if (n.sign() < 0) return std::pair<Integer, Integer>{zero, one};
    if (n > dn) return std::pair<Integer, Integer>{one, one};
    return std::pair<Integer, Integer>{n, dn};
  };
  // Edge s = 0: t = clamp01(f / e); edges t = 0 and t = 1: s = max(0, ((a2 + t d2 - o) . d) / a).
  const auto [t0n, t0d] = clamp01(f, e);
  Pair best = value(Pair{zero, one, t0n, t0d, {}, {}});
  const auto consider = [&](Pair p) {
    p = value(std::move(p));
    if (p.num * best.den < best.num * p.den) best = std::move(p);
  };
  {
    const Integer sn = b * f - c * e, tn = a * f - b * c;  // det > 0
    if (sn.sign() >= 0 && tn.sign() >= 0 && tn <= det) consider(Pair{sn, det, tn, det, {}, {}});
  }
  for (int end = 0; end <= 1; ++end) {
    const Integer n = end == 0 ? Integer(-c) : Integer(b - c);  // (a2 + end d2 - o) . d
    consider(n.sign() <= 0 ? Pair{zero, one, Integer(end), one, {}, {}} : Pair{n, a, Integer(end), one, {}, {}});
  }
  return FractionPair3{fraction(best.sn, best.sd, 0), fraction(best.tn, best.td, 0), point_on(o, d, best.sn, best.sd, e0),
                       point_on(a2, d2, best.tn, best.td, e0), fraction(best.num, best.den, 2 * e0)};
}

namespace {

// A triangle's closest point on the integers of the common scale 2^e0:
// (u, v) = (un / ud, vn / ud), the point a + u e1 + v e2, the squared
// distance num / den (on 2^2e0), and det G.
struct TrianglePick {
  Integer un, vn, ud, num, den;
};
struct TriangleOnIntegers {
  long e0;
  IVec3 a, e1, e2;
  Integer det;
  TrianglePick best;
};

// Candidates in point_triangle3.cpp's order; the first least one is kept
// (with a unique minimiser any least one is the same point and the same u,
// v). The three edges' points are a + u e1 + v e2 too (ab: v = 0; ac: u =
// 0; bc: u = 1 - t, v = t), for any triangle; the stationary point only
// where det G > 0.
TriangleOnIntegers triangle_on_integers(Vec3 p, const Triangle3& t) {
  const long e0 = common_exponent({t.a.x, t.a.y, t.a.z, t.b.x, t.b.y, t.b.z, t.c.x, t.c.y, t.c.z, p.x, p.y, p.z});
  const IVec3 a = scaled3(t.a, e0), b = scaled3(t.b, e0), c = scaled3(t.c, e0), q = scaled3(p, e0);
  const IVec3 e1 = b - a, e2 = c - a, w = q - a;
  const Integer g11 = dot(e1, e1), g12 = dot(e1, e2), g22 = dot(e2, e2);
  Integer det = g11 * g22 - g12 * g12;
  const Integer zero(0);
  const Candidate ab = closest(a, b, q), ac = closest(a, c, q), bc = closest(b, c, q);
  TrianglePick best{ab.tn, zero, ab.td, ab.num, ab.den};
  const auto consider = [&](TrianglePick k) {
    if (k.num * best.den < best.num * k.den) best = std::move(k);
  };
  consider(TrianglePick{zero, ac.tn, ac.td, ac.num, ac.den});
  consider(TrianglePick{Integer(bc.td - bc.tn), bc.tn, bc.td, bc.num, bc.den});
  if (det.sign() > 0) {
    const Integer r1 = dot(e1, w), r2 = dot(e2, w);
    const Integer un = g22 * r1 - g12 * r2, vn = g11 * r2 - g12 * r1;
    if (un.sign() >= 0 && vn.sign() >= 0 && Integer(un + vn) <= det) {
      // det (a + u e1 + v e2 - q) = un e1 + vn e2 - det w.
      const IVec3 d{un * e1.x + vn * e2.x - det * w.x, un * e1.y + vn * e2.y - det * w.y,
                    un * e1.z + vn * e2.z - det * w.z};
      consider(TrianglePick{un, vn, det, dot(d, d), Integer(det * det)});
    }
  }
  return TriangleOnIntegers{e0, a, e1, e2, std::move(det), std::move(best)};
}

// The numerator of one coordinate of a + u e1 + v e2 over ud.
Integer coordinate_numerator(const TrianglePick& k, const Integer& a, const Integer& x1, const Integer& x2) {
  return Integer(a * k.ud + k.un * x1 + k.vn * x2);
}

}  // namespace

ExactTriangleClosest closest_point_triangle3(Vec3 p, Triangle3 t) {
  const TriangleOnIntegers x = triangle_on_integers(p, t);
  // A degenerate triangle: the rational oracle's choice among the minimisers.
  if (x.det.sign() <= 0) return rational::closest_point_triangle3(p, t);
  const TrianglePick& best = x.best;
  const auto coordinate = [&](const Integer& ac0, const Integer& x1, const Integer& x2) {
    return to_rational(coordinate_numerator(best, ac0, x1, x2), best.ud, x.e0);
  };
  ExactTriangleClosest out{RVec3{coordinate(x.a.x, x.e1.x, x.e2.x), coordinate(x.a.y, x.e1.y, x.e2.y),
                                 coordinate(x.a.z, x.e1.z, x.e2.z)},
                           to_rational(best.num, best.den, 2 * x.e0), to_rational(best.un, best.ud, 0),
                           to_rational(best.vn, best.ud, 0), TriangleFeature::none};
  out.feature = triangle_feature(out.u, out.v);
  return out;
}

FractionTriangleClosest3 closest_point_triangle3_fractions(Vec3 p, Triangle3 t) {
  const TriangleOnIntegers x = triangle_on_integers(p, t);
  const TrianglePick& best = x.best;
  const auto coordinate = [&](const Integer& ac0, const Integer& x1, const Integer& x2) {
    return fraction(coordinate_numerator(best, ac0, x1, x2), best.ud, x.e0);
  };
  return FractionTriangleClosest3{{coordinate(x.a.x, x.e1.x, x.e2.x), coordinate(x.a.y, x.e1.y, x.e2.y),
                                   coordinate(x.a.z, x.e1.z, x.e2.z)},
                                  fraction(best.num, best.den, 2 * x.e0)};
}

std::optional<ExactTriangleHit> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only) {
  const Vec3 o = ray.origin, d = ray.direction;
  // Every determinant below has degree 3, so t, u, v are the same on the
  // integers of the common scale.
  const long e0 = common_exponent({o.x, o.y, o.z, d.x, d.y, d.z, tri.a.x, tri.a.y, tri.a.z, tri.b.x, tri.b.y, tri.b.z,
                                   tri.c.x, tri.c.y, tri.c.z});
  const IVec3 a = scaled3(tri.a, e0), dir = scaled3(d, e0);
  const IVec3 m1 = a - scaled3(tri.b, e0), m2 = a - scaled3(tri.c, e0), rhs = a - scaled3(o, e0);
  Integer det = det3(dir, m1, m2);
  if (det.is_zero() || (front_only && det.sign() > 0)) return std::nullopt;
  Integer nt = det3(rhs, m1, m2), nu = det3(dir, rhs, m2), nv = det3(dir, m1, rhs);
  if (det.sign() < 0) det = -det, nt = -nt, nu = -nu, nv = -nv;
  if (nt.sign() < 0 || nu.sign() < 0 || nv.sign() < 0 || Integer(nu + nv) > det) return std::nullopt;
  return ExactTriangleHit{to_rational(nt, det, 0), to_rational(nu, det, 0), to_rational(nv, det, 0)};
}

bool sphere_segment_intersect(Sphere sphere, Segment3 s) {
  exponent_of(s, sphere.centre);  // throws on a non-finite coordinate
  if (no_shape(sphere.radius)) return false;
  if (std::isinf(sphere.radius)) return true;
  const Vec3 o = sphere.centre;
  const long e0 = common_exponent({s.a.x, s.a.y, s.a.z, s.b.x, s.b.y, s.b.z, o.x, o.y, o.z, sphere.radius});
  return within(closest(scaled3(s.a, e0), scaled3(s.b, e0), scaled3(o, e0)), sphere.radius, 0.0, e0);
}

bool capsule_sphere_intersect(Capsule c, Sphere sphere) {
  const Segment3 s{c.a, c.b};
  exponent_of(s, sphere.centre);  // throws on a non-finite coordinate
  if (no_shape(c.radius) || no_shape(sphere.radius)) return false;
  if (std::isinf(c.radius) || std::isinf(sphere.radius)) return true;
  const Vec3 o = sphere.centre;
  const long e0 =
      common_exponent({s.a.x, s.a.y, s.a.z, s.b.x, s.b.y, s.b.z, o.x, o.y, o.z, c.radius, sphere.radius});
  return within(closest(scaled3(s.a, e0), scaled3(s.b, e0), scaled3(o, e0)), c.radius, sphere.radius, e0);
}

bool capsule_capsule_intersect(Capsule c1, Capsule c2) {
  common_exponent({c1.a.x, c1.a.y, c1.a.z, c1.b.x, c1.b.y, c1.b.z, c2.a.x, c2.a.y, c2.a.z, c2.b.x, c2.b.y, c2.b.z});
  if (no_shape(c1.radius) || no_shape(c2.radius)) return false;
  if (std::isinf(c1.radius) || std::isinf(c2.radius)) return true;
  const long e0 = common_exponent({c1.a.x, c1.a.y, c1.a.z, c1.b.x, c1.b.y, c1.b.z, c2.a.x, c2.a.y, c2.a.z, c2.b.x,
                                   c2.b.y, c2.b.z, c1.radius, c2.radius});
  const Candidate d = segment_pair(scaled3(c1.a, e0), scaled3(c1.b, e0), scaled3(c2.a, e0), scaled3(c2.b, e0)).d;
  return within(d, c1.radius, c2.radius, e0);
}

}  // namespace plumb::oracle::dyadic
