// Plumb oracle: 2D crossings and closest points on dyadic integers (see
// dyadic_crossing.h).
#include "oracle/dyadic_crossing.h"

#include <gmp.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "oracle/dyadic.h"

namespace plumb::oracle::dyadic {
namespace {

// Two segments on their common scale 2^e0.
struct Pair {
  long e0;
  IVec2 a1, b1, a2, b2;
  IVec2 d1, d2, r;  // b1 - a1, b2 - a2, a2 - a1
  Integer det;      // d1 x d2
};

Pair pair(Segment s1, Segment s2) {
  const long e0 = common_exponent({s1.a.x, s1.a.y, s1.b.x, s1.b.y, s2.a.x, s2.a.y, s2.b.x, s2.b.y});
  Pair p{e0, scaled(s1.a, e0), scaled(s1.b, e0), scaled(s2.a, e0), scaled(s2.b, e0), {}, {}, {}, {}};
  p.d1 = p.b1 - p.a1;
  p.d2 = p.b2 - p.a2;
  p.r = p.a2 - p.a1;
  p.det = cross(p.d1, p.d2);
  return p;
}

bool is_zero(const IVec2& v) { return v.x.is_zero() && v.y.is_zero(); }

// x on the line a + t d (d != 0): (x - a) x d == 0.
bool on_line(const IVec2& a, const IVec2& d, const IVec2& x) { return cross(x - a, d).is_zero(); }

// x on the closed segment a + t d, t in [0, 1] (d == 0: x == a).
bool on_segment(const IVec2& a, const IVec2& d, const IVec2& x) {
  const IVec2 v = x - a;
  if (is_zero(d)) return is_zero(v);
  return cross(v, d).is_zero() && in_unit_interval(dot(v, d), dot(d, d));
}

bool segments_intersect(const Pair& p) {
  if (!p.det.is_zero()) return in_unit_interval(cross(p.r, p.d2), p.det) && in_unit_interval(cross(p.r, p.d1), p.det);
  if (is_zero(p.d1)) return on_segment(p.a2, p.d2, p.a1);
  if (is_zero(p.d2)) return on_segment(p.a1, p.d1, p.a2);
  if (!on_line(p.a1, p.d1, p.a2) || !on_line(p.a1, p.d1, p.b2)) return false;
  // Parameters of s2's ends along s1, over the common denominator d1.d1 > 0:
  // [min, max] meets [0, 1] iff max(min, 0) <= min(max, 1).
  const Integer dd = dot(p.d1, p.d1);
  const Integer na = dot(p.r, p.d1);
  const Integer nb = dot(p.b2 - p.a1, p.d1);
  const Integer& low = na < nb ? na : nb;
  const Integer& high = na < nb ? nb : na;
  return high >= 0 && low <= dd;
}

bool collinear(const Pair& p) {
  std::vector<const IVec2*> distinct;
  for (const IVec2* q : {&p.a1, &p.b1, &p.a2, &p.b2}) {
    bool seen = false;
    for (const IVec2* d : distinct) seen = seen || *d == *q;
    if (!seen) distinct.push_back(q);
  }
  if (distinct.size() <= 2) return true;
  const IVec2 d = *distinct[1] - *distinct[0];
  for (std::size_t i = 2; i < distinct.size(); ++i)
    if (!on_line(*distinct[0], d, *distinct[i])) return false;
  return true;
}

// Cramer's rule; within_segments: nullopt unless t and u are in [0, 1].
// Every value over the one denominator |det| (positive, as Fraction wants).
std::optional<FractionCrossing> crossing(const Pair& p, bool within_segments) {
  if (p.det.is_zero()) return std::nullopt;
  Integer nt = cross(p.r, p.d2);
  Integer nu = cross(p.r, p.d1);
  if (within_segments && !(in_unit_interval(nt, p.det) && in_unit_interval(nu, p.det))) return std::nullopt;
  // The point's numerators a1 det + nt d1, and the substitution check: they
  // equal a2 det + nu d2.
  Integer x = p.a1.x * p.det + nt * p.d1.x;
  Integer y = p.a1.y * p.det + nt * p.d1.y;
  if (x != Integer(p.a2.x * p.det + nu * p.d2.x) || y != Integer(p.a2.y * p.det + nu * p.d2.y)) {
    throw std::logic_error("plumb::oracle::dyadic::line_crossing: substitution check failed");
  }
  Integer den = p.det;
  if (den.sign() < 0) {
    den.backend().negate();
    nt.backend().negate();
    nu.backend().negate();
    x.backend().negate();
    y.backend().negate();
  }
  return FractionCrossing{fraction(std::move(nt), den, 0), fraction(std::move(nu), den, 0),
                          fraction(std::move(x), den, p.e0), fraction(std::move(y), std::move(den), p.e0)};
}

Integer square(const Integer& v) { return Integer(v * v); }

// A squared distance num / den 2^(2 e0) with den > 0, and the candidate's t.
struct Candidate {
  Integer num, den;  // squared distance (scaled by 2^-2e0) = num / den
  Integer tn, td;    // t = tn / td
};

// closest_point's minimisation over [foot, 0, 1] (the first strictly nearer
// wins): the foot when in range (a convex quadratic's minimum), else the
// range's end on the foot's side.
Candidate closest(const IVec2& a, const IVec2& b, const IVec2& p, Kind kind) {
  const IVec2 d = b - a;
  const IVec2 pa = p - a;
  if (is_zero(d)) return Candidate{dot(pa, pa), Integer(1), Integer(0), Integer(1)};
  const Integer dd = dot(d, d);
  const Integer n = dot(pa, d);
  const bool in_range = kind == Kind::line || (n >= 0 && (kind == Kind::ray || n <= dd));
  // At the foot |pa|^2 dd - n^2 = (pa x d)^2 (Lagrange's identity in the
  // plane): one cross product squared, not two products of double length.
  if (in_range) return Candidate{square(cross(pa, d)), dd, n, dd};
  if (kind == Kind::segment && n > dd) {
    const IVec2 pb = p - b;
    return Candidate{dot(pb, pb), Integer(1), Integer(1), Integer(1)};
  }
  return Candidate{dot(pa, pa), Integer(1), Integer(0), Integer(1)};
}

// The squared distance from x to the closed segment a + t d, t in [0, 1]
// (dd = d.d), as closest(a, a + d, x, Kind::segment) finds it: num / dd at
// the foot of the perpendicular, num / 1 at an end (den null). For the
// segment pair, whose four candidates share two segments' d and d.d.
struct Squared {
  Integer num;
  const Integer* den;  // null: 1
};

Squared to_segment(const IVec2& a, const IVec2& d, const Integer& dd, const IVec2& x) {
  const IVec2 v = x - a;
  if (dd.is_zero()) return Squared{dot(v, v), nullptr};
  const Integer n = dot(v, d);
  if (n.sign() < 0) return Squared{dot(v, v), nullptr};
  if (n > dd) {
    const IVec2 w = v - d;  // x - b
    return Squared{dot(w, w), nullptr};
  }
  return Squared{square(cross(v, d)), &dd};
}

// The number of bits of |v| (0 for 0): |v| in [2^(bits - 1), 2^bits).
long bits(const Integer& v) { return v.is_zero() ? 0 : static_cast<long>(mpz_sizeinbase(v.backend().data(), 2)); }

// Whether p < q for num >= 0 and den > 0, i.e. p.num q.den < q.num p.den.
// The two products, of lp and lq bits summed over their factors, lie in
// [2^(lp - 2), 2^lp) and [2^(lq - 2), 2^lq), so sums two apart decide
// without multiplying (the usual case when the inputs' magnitudes differ
// widely, as raw bit patterns' do); a zero numerator decides too.
bool less(const Squared& p, const Squared& q) {
  if (p.num.is_zero() || q.num.is_zero()) return p.num.is_zero() && !q.num.is_zero();
  const long lp = bits(p.num) + (q.den ? bits(*q.den) : 1), lq = bits(q.num) + (p.den ? bits(*p.den) : 1);
  if (lp + 2 <= lq) return true;
  if (lq + 2 <= lp) return false;
  if (!p.den && !q.den) return p.num < q.num;
  if (!q.den) return p.num < q.num * *p.den;
  if (!p.den) return p.num * *q.den < q.num;
  return p.num * *q.den < q.num * *p.den;
}

}  // namespace

bool parallel(Segment s1, Segment s2) { return pair(s1, s2).det.is_zero(); }

bool collinear(Segment s1, Segment s2) { return collinear(pair(s1, s2)); }

bool collinear_overlap(Segment s1, Segment s2) {
  const Pair p = pair(s1, s2);
  return collinear(p) && segments_intersect(p);
}

bool segments_intersect(Segment s1, Segment s2) { return segments_intersect(pair(s1, s2)); }

bool line_segment_intersect(Segment line, Segment s) {
  const Pair p = pair(line, s);
  if (is_zero(p.d1)) return on_segment(p.a2, p.d2, p.a1);
  if (is_zero(p.d2)) return on_line(p.a1, p.d1, p.a2);
  if (!p.det.is_zero()) return in_unit_interval(cross(p.r, p.d1), p.det);
  return on_line(p.a1, p.d1, p.a2);
}

ExactCrossing to_exact(const FractionCrossing& c) {
  return ExactCrossing{to_rational(c.t), to_rational(c.u), RVec2{to_rational(c.x), to_rational(c.y)}};
}

std::optional<FractionCrossing> line_crossing_fractions(Segment s1, Segment s2) { return crossing(pair(s1, s2), false); }

std::optional<FractionCrossing> segment_crossing_fractions(Segment s1, Segment s2) {
  return crossing(pair(s1, s2), true);
}

std::optional<std::optional<FractionCrossing>> ray_segment_hit_unless_parallel(Segment ray, Segment wall) {
  const Pair p = pair(ray, wall);
  if (p.det.is_zero()) return std::nullopt;
  // t = nt / det >= 0 and u = nu / det in [0, 1], decided before the point
  // is built (a miss costs two cross products).
  const bool ahead = cross(p.r, p.d2).sign() * p.det.sign() >= 0;
  if (!ahead || !in_unit_interval(cross(p.r, p.d1), p.det)) return std::optional<FractionCrossing>{};
  return crossing(p, false);
}

std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2) {
  const std::optional<FractionCrossing> c = line_crossing_fractions(s1, s2);
  if (!c) return std::nullopt;
  return to_exact(*c);
}

std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2) {
  const std::optional<FractionCrossing> c = segment_crossing_fractions(s1, s2);
  if (!c) return std::nullopt;
  return to_exact(*c);
}

bool circle_segment_intersect(Circle c, Segment s) {
  common_exponent({c.centre.x, c.centre.y, s.a.x, s.a.y, s.b.x, s.b.y});  // throws on a non-finite coordinate
  const double r = c.radius;
  if (std::isnan(r) || r < 0.0) return false;
  if (std::isinf(r)) return true;
  const long e0 = common_exponent({c.centre.x, c.centre.y, s.a.x, s.a.y, s.b.x, s.b.y, r});
  const Candidate d = closest(scaled(s.a, e0), scaled(s.b, e0), scaled(c.centre, e0), Kind::segment);
  const Integer rr = scaled(r, e0);
  return d.num <= rr * rr * d.den;
}

ExactClosest to_exact(const FractionClosest& c) {
  return ExactClosest{to_rational(c.t), RVec2{to_rational(c.x), to_rational(c.y)}, to_rational(c.squared_distance)};
}

FractionClosest closest_point_fractions(Segment s, Vec2 p, Kind kind) {
  const long e0 = common_exponent({s.a.x, s.a.y, s.b.x, s.b.y, p.x, p.y});
  const IVec2 a = scaled(s.a, e0), b = scaled(s.b, e0);
  Candidate c = closest(a, b, scaled(p, e0), kind);
  // The point a + (tn / td) d over td (td > 0: d.d or 1).
  const IVec2 d = b - a;
  Integer x = a.x * c.td + c.tn * d.x;
  Integer y = a.y * c.td + c.tn * d.y;
  return FractionClosest{fraction(std::move(c.tn), c.td, 0), fraction(std::move(x), c.td, e0),
                         fraction(std::move(y), std::move(c.td), e0),
                         fraction(std::move(c.num), std::move(c.den), 2 * e0)};
}

ExactClosest closest_point(Segment s, Vec2 p, Kind kind) { return to_exact(closest_point_fractions(s, p, kind)); }

Rational squared_distance_point_segment(Vec2 p, Segment s) {
  const long e0 = common_exponent({s.a.x, s.a.y, s.b.x, s.b.y, p.x, p.y});
  const Candidate c = closest(scaled(s.a, e0), scaled(s.b, e0), scaled(p, e0), Kind::segment);
  return to_rational(c.num, c.den, 2 * e0);
}

Rational squared_distance_point_line(Vec2 p, Segment s) {
  const long e0 = common_exponent({s.a.x, s.a.y, s.b.x, s.b.y, p.x, p.y});
  const Candidate c = closest(scaled(s.a, e0), scaled(s.b, e0), scaled(p, e0), Kind::line);
  return to_rational(c.num, c.den, 2 * e0);
}

Fraction squared_distance_segment_segment_fraction(Segment s1, Segment s2) {
  const Pair p = pair(s1, s2);
  if (segments_intersect(p)) return Fraction{};
  const Integer dd1 = dot(p.d1, p.d1), dd2 = dot(p.d2, p.d2);
  Squared candidates[] = {to_segment(p.a2, p.d2, dd2, p.a1), to_segment(p.a2, p.d2, dd2, p.b1),
                          to_segment(p.a1, p.d1, dd1, p.a2), to_segment(p.a1, p.d1, dd1, p.b2)};
  Squared* best = &candidates[0];
  for (Squared& c : candidates)
    if (less(c, *best)) best = &c;
  return fraction(std::move(best->num), best->den ? *best->den : Integer(1), 2 * p.e0);
}

Rational squared_distance_segment_segment(Segment s1, Segment s2) {
  return to_rational(squared_distance_segment_segment_fraction(s1, s2));
}

int orientation(Vec2 a, Vec2 b, Vec2 c) {
  const long e0 = common_exponent({a.x, a.y, b.x, b.y, c.x, c.y});
  const IVec2 ia = scaled(a, e0);
  return sign(cross(scaled(b, e0) - ia, scaled(c, e0) - ia));
}

}  // namespace plumb::oracle::dyadic
