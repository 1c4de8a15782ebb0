// Plumb oracle: rays against capsules (exact decision; the entry as the least
// valid candidate root, each by comparator and enclosure). See ray_capsule.h.
#include "oracle/ray_capsule.h"

#include <cmath>
#include <stdexcept>
#include <vector>

#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"
#include "oracle/error.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_ray_capsule3.h"
#include "oracle/ray_segment3d.h"

namespace plumb::oracle {
namespace {

// q(t) = A t^2 + 2 B t + C.
struct Quadratic {
  Rational A, B, C;
  // A positive root exists and the smaller one is positive: A > 0, C > 0
  // (q(0) > 0), B < 0 (the roots' sum -2B/A > 0 while their product C/A > 0)
  // and B^2 - A C >= 0.
  bool has_positive_root() const { return A > 0 && C > 0 && B < 0 && B * B - A * C >= 0; }
  // sign(x - m) for the smaller root x: beyond the vertex -B/A, x < m;
  // otherwise q > 0 before x, 0 at x, < 0 after it up to the vertex.
  int compare(const Rational& m) const {
    if (m > -B / A) return -1;
    const Rational q = (A * m + 2 * B) * m + C;
    return q > 0 ? 1 : (q == 0 ? 0 : -1);
  }
  // Its smaller root C / (-B + sqrt(B^2 - AC)), enclosed.
  Enclosure enclosure() const {
    const SqrtEnclosure root = enclose_sqrt(B * B - A * C);
    const Quadratic self = *this;
    return Enclosure{C / (-B + root.high), C / (-B + root.low), [self](const Rational& m) { return self.compare(m); }};
  }
};

// |P(t) - e|^2 - r^2 for P(t) = o + t d.
Quadratic ball(const RVec3& o, const RVec3& d, const RVec3& e, const Rational& r) {
  const RVec3 m = o - e;
  return {dot(d, d), dot(m, d), dot(m, m) - r * r};
}

// The squared distance to the axis line minus r^2, times |u|^2 (file
// comment of ray_capsule.h).
Quadratic cylinder(const RVec3& o, const RVec3& d, const RVec3& a, const RVec3& u, const Rational& r) {
  const RVec3 m = o - a;
  const Rational uu = dot(u, u), du = dot(d, u), mu = dot(m, u);
  return {uu * dot(d, d) - du * du, uu * dot(m, d) - mu * du, uu * dot(m, m) - mu * mu - r * r * uu};
}

// sign(g0 + x g1) for the root x known by `q`.
int sign_at_root(const Quadratic& q, const Rational& g0, const Rational& g1) {
  if (g1 == 0) return g0 > 0 ? 1 : (g0 == 0 ? 0 : -1);
  const int x_minus_k = q.compare(-g0 / g1);  // g0 + x g1 = g1 (x - k)
  return g1 > 0 ? x_minus_k : -x_minus_k;
}

// The exact squared distance from the ray to the axis segment <= r^2: on
// the dyadic stage's fractions where the closest pair is unique (no
// rational formed), else on the rational oracle's tie rule.
bool ray_distance_within(Ray3 ray, Capsule capsule) {
  const Segment3 axis{capsule.a, capsule.b};
  const std::optional<dyadic::FractionPair3> p = dyadic::ray_segment_distance3_fractions(ray, axis);
  if (!p) return ray_segment_distance3(RRay3{exact(ray.origin), exact(ray.direction)}, exact(axis)).squared_distance <=
                 exact(capsule.radius) * exact(capsule.radius);
  const dyadic::Fraction r = dyadic::fraction(capsule.radius);
  return dyadic::sign(r * r - p->squared_distance) >= 0;
}

enum class Kind { miss, at_origin, ahead };

struct Entry {
  Kind kind = Kind::miss;
  std::vector<Enclosure> candidates;  // valid ones, when ahead
};

Entry classify(Ray3 ray, Capsule capsule) {
  const RVec3 o = exact(ray.origin), d = exact(ray.direction), a = exact(capsule.a), b = exact(capsule.b);
  Entry out;
  if (std::isnan(capsule.radius) || capsule.radius < 0.0) return out;
  if (std::isinf(capsule.radius)) {
    out.kind = Kind::at_origin;
    return out;
  }
  const Rational r = exact(capsule.radius);
  const bool hits = ray_distance_within(ray, capsule);
  if (dyadic::squared_distance_point_segment3(ray.origin, Segment3{capsule.a, capsule.b}) <= r * r) {
    out.kind = Kind::at_origin;
    return out;
  }
  for (const RVec3& e : {a, b}) {
    const Quadratic q = ball(o, d, e, r);
    if (q.has_positive_root()) out.candidates.push_back(q.enclosure());
  }
  const RVec3 u = b - a;
  if (u != RVec3{}) {
    const Quadratic q = cylinder(o, d, a, u, r);
    // The foot (m + x d).u against 0 and |u|^2: (o - a).u + x d.u >= 0 and
    // (o - b).u + x d.u <= 0.
    if (q.has_positive_root() && sign_at_root(q, dot(o - a, u), dot(d, u)) >= 0 &&
        sign_at_root(q, dot(o - b, u), dot(d, u)) <= 0)
      out.candidates.push_back(q.enclosure());
  }
  if (hits != !out.candidates.empty())
    throw std::logic_error("plumb::oracle::ray_capsule: the distance and the candidates disagree on a hit");
  if (hits) out.kind = Kind::ahead;
  return out;
}

// The least of the candidates' values: enclosed by the least lows and the
// least highs, compared by the least comparator.
Enclosure least(const std::vector<Enclosure>& xs) {
  Enclosure e = xs.front();
  for (const Enclosure& x : xs) {
    if (x.low < e.low) e.low = x.low;
    if (x.high < e.high) e.high = x.high;
  }
  e.compare = [xs](const Rational& m) {
    int least = 1;
    for (const Enclosure& x : xs) least = std::min(least, x.compare(m));
    return least;
  };
  return e;
}

}  // namespace

bool ray_capsule_hits(Ray3 ray, Capsule capsule) {
  if (const auto first = filtered3::ray_capsule_entry(ray, capsule)) return first->kind != 0;
  return classify(ray, capsule).kind != Kind::miss;
}

bool ray_capsule_entered_by(Ray3 ray, Capsule capsule, const Rational& m) {
  const RVec3 o = exact(ray.origin), d = exact(ray.direction);
  const RSegment3 s{exact(capsule.a), exact(capsule.b)};
  if (std::isnan(capsule.radius) || capsule.radius < 0.0) return false;
  if (std::isinf(capsule.radius)) return true;
  const Rational r = exact(capsule.radius);
  return segment_segment_squared_distance3(RSegment3{o, o + m * d}, s) <= r * r;
}

std::optional<double> ray_capsule_entry_rounded(Ray3 ray, Capsule capsule) {
  if (const auto first = filtered3::ray_capsule_entry(ray, capsule))
    return first->kind == 0 ? std::nullopt : std::optional<double>(first->rounded);
  const Entry e = classify(ray, capsule);
  switch (e.kind) {
    case Kind::miss:
      return std::nullopt;
    case Kind::at_origin:
      return 0.0;
    case Kind::ahead:
      break;
  }
  return round_enclosed(least(e.candidates));
}

double ray_capsule_entry_ulp_error(double computed, Ray3 ray, Capsule capsule) {
  const Entry e = classify(ray, capsule);
  switch (e.kind) {
    case Kind::miss:
      throw std::invalid_argument("plumb::oracle::ray_capsule_entry_ulp_error: the ray misses the capsule");
    case Kind::at_origin:
      return ulp_error(computed, Rational(0));
    case Kind::ahead:
      break;
  }
  return ulp_error_enclosed(computed, least(e.candidates));
}

RayCapsuleExact::RayCapsuleExact(Ray3 ray, Capsule capsule) {
  Entry e = classify(ray, capsule);
  kind_ = e.kind == Kind::miss ? 0 : e.kind == Kind::at_origin ? 1 : 2;
  candidates_ = std::move(e.candidates);
}

std::optional<double> RayCapsuleExact::entry_rounded() const {
  if (kind_ == 0) return std::nullopt;
  if (kind_ == 1) return 0.0;
  return round_enclosed(least(candidates_));
}

double RayCapsuleExact::entry_ulp_error(double computed) const {
  if (kind_ == 0) throw std::invalid_argument("plumb::oracle::ray_capsule_entry_ulp_error: the ray misses the capsule");
  if (kind_ == 1) return ulp_error(computed, Rational(0));
  return ulp_error_enclosed(computed, least(candidates_));
}

}  // namespace plumb::oracle
