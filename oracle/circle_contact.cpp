// Plumb oracle: circle-segment contact, exactly, with enclosed depth and push
// (see circle_contact.h).
#include "oracle/circle_contact.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "oracle/closest_point.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/enclosure3d.h"
#include "oracle/error.h"
#include "oracle/rvec.h"

namespace plumb::oracle {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

void require_finite_radius(double radius) {
  if (std::isinf(radius) && radius > 0.0) {
    throw std::domain_error("plumb::oracle: +inf circle radius (the oracle is defined on finite input only)");
  }
}

// The contact, or std::invalid_argument when there is none.
ExactCircleContact contact_or_throw(Circle circle, Segment s) {
  const std::optional<ExactCircleContact> c = circle_segment_contact(circle, s);
  if (!c) throw std::invalid_argument("plumb::oracle: the circle does not touch the segment");
  return *c;
}

int sign_of(const Rational& v) { return v > 0 ? 1 : (v == 0 ? 0 : -1); }

// The depth r - sqrt(D) when it is > 0 and D > 0 (irrational in general).
Enclosure depth_enclosure(const Rational& r, const Rational& D) {
  const SqrtEnclosure root = enclose_sqrt(D);
  const Rational numerator = r * r - D;  // > 0
  Enclosure e;
  e.low = numerator / (r + root.high);
  e.high = numerator / (r + root.low);
  e.compare = [r, D](const Rational& m) -> int {
    const Rational w = r - m;  // depth vs m  <=>  w vs sqrt(D)
    if (w < 0) return -1;
    return sign_of(Rational(w * w - D));
  };
  return e;
}

// An enclosure [low, high] of the exact depth, exact (low == high) when it is
// rational (D == r^2, D == 0, or sqrt(D) rational).
struct Interval {
  Rational low;
  Rational high;
};

Interval depth_interval(const Rational& r, const Rational& D) {
  if (D == 0) return Interval{r, r};
  if (D == r * r) return Interval{Rational(0), Rational(0)};
  const Enclosure e = depth_enclosure(r, D);
  return Interval{e.low, e.high};
}

// An upper bound on |c - x| for x in the interval.
Rational farthest(const Rational& c, const Interval& x) { return farthest_distance(c, x.low, x.high); }

// The smallest double >= sqrt(v), v >= 0.
double sqrt_up(const Rational& v) {
  const double s = sqrt_rounded(v);
  if (std::isinf(s)) return s;
  return exact(s) * exact(s) >= v ? s : std::nextafter(s, kInf);
}

}  // namespace

std::optional<ExactCircleContact> circle_segment_contact(Circle circle, Segment s) {
  const RSegment e = exact(s);
  const RVec2 centre = exact(circle.centre);
  if (std::isnan(circle.radius) || circle.radius < 0.0) return std::nullopt;
  require_finite_radius(circle.radius);
  const Rational r = exact(circle.radius);
  const ExactClosest q = dyadic::closest_point(s, circle.centre, Kind::segment);
  if (q.squared_distance > r * r) return std::nullopt;
  ExactCircleContact out{q.t, q.point, q.squared_distance, centre - q.point};
  if (q.squared_distance == 0) {
    const RVec2 d = direction(e);
    out.push_direction = (d.x == 0 && d.y == 0) ? RVec2{Rational(1), Rational(0)} : RVec2{Rational(-d.y), d.x};
  }
  return out;
}

Rational circle_contact_scale(Circle circle, Segment s) {
  require_finite_radius(circle.radius);
  const Rational r = exact(circle.radius);
  if (r < 0) throw std::domain_error("plumb::oracle::circle_contact_scale: negative radius");
  Rational largest(0);
  for (double v : {circle.centre.x, circle.centre.y, s.a.x, s.a.y, s.b.x, s.b.y}) {
    const Rational a = abs(exact(v));
    if (a > largest) largest = a;
  }
  return r + largest;
}

double circle_contact_depth_rounded(Circle circle, Segment s) {
  const ExactCircleContact c = contact_or_throw(circle, s);
  const Rational r = exact(circle.radius);
  const Interval x = depth_interval(r, c.squared_distance);
  if (x.low == x.high) return round_to_double(x.low);
  return round_enclosed(depth_enclosure(r, c.squared_distance));
}

double circle_contact_depth_ulp_error(double computed_depth, Circle circle, Segment s) {
  const ExactCircleContact c = contact_or_throw(circle, s);
  const Rational r = exact(circle.radius);
  const Interval x = depth_interval(r, c.squared_distance);
  if (x.low == x.high) return ulp_error(computed_depth, x.low);
  return ulp_error_enclosed(computed_depth, depth_enclosure(r, c.squared_distance));
}

double circle_contact_depth_error(double computed_depth, Circle circle, Segment s) {
  return circle_contact_depth_error_in(computed_depth, circle, s, circle_contact_scale(circle, s));
}

double circle_contact_depth_error_in(double computed_depth, Circle circle, Segment s, const Rational& scale) {
  return circle_contact_depth_error_in(computed_depth, contact_or_throw(circle, s), circle.radius, scale);
}

double circle_contact_depth_error_in(double computed_depth, const ExactCircleContact& c, double radius,
                                     const Rational& scale) {
  require_finite_radius(radius);
  if (!std::isfinite(computed_depth)) return kInf;
  const Rational r = exact(radius);
  const Rational computed = exact(computed_depth);
  const Interval x = depth_interval(r, c.squared_distance);
  Rational error;
  if (x.low == x.high) {
    error = abs(computed - x.low);
  } else {
    error = error_bound_enclosed(computed, depth_enclosure(r, c.squared_distance));
  }
  if (scale == 0) return error == 0 ? 0.0 : kInf;
  return round_up_to_double(error * pow2(53) / scale);
}

double circle_contact_push_error(Vec2 computed_push, Circle circle, Segment s) {
  return circle_contact_push_error_in(computed_push, circle, s, circle_contact_scale(circle, s));
}

double circle_contact_push_error_in(Vec2 computed_push, Circle circle, Segment s, const Rational& scale) {
  return circle_contact_push_error_in(computed_push, contact_or_throw(circle, s), circle.radius, scale);
}

double circle_contact_push_error_in(Vec2 computed_push, const ExactCircleContact& c, double radius,
                                    const Rational& scale) {
  require_finite_radius(radius);
  if (!std::isfinite(computed_push.x) || !std::isfinite(computed_push.y)) return kInf;
  const RVec2 computed = exact(computed_push);
  const Rational r = exact(radius);
  const Rational& D = c.squared_distance;
  const RVec2& dir = c.push_direction;
  // push = dir * g with g = depth / |dir| >= 0, g in [g.low, g.high].
  Interval g;
  if (D == r * r) {
    g = Interval{Rational(0), Rational(0)};  // depth 0: the zero vector
  } else if (D == 0) {
    const SqrtEnclosure len = enclose_sqrt(dot(dir, dir));  // |dir| > 0
    g = Interval{r / len.high, r / len.low};
  } else {
    // g = (r - sqrt(D)) / sqrt(D) = (r^2 - D) / (sqrt(D) (r + sqrt(D))), dir = centre - q.
    const SqrtEnclosure root = enclose_sqrt(D);
    const Rational numerator = r * r - D;
    g = Interval{numerator / (root.high * (r + root.high)), numerator / (root.low * (r + root.low))};
  }
  const auto component = [&](const Rational& d) {
    return d >= 0 ? Interval{d * g.low, d * g.high} : Interval{d * g.high, d * g.low};
  };
  const Rational ex = farthest(computed.x, component(dir.x));
  const Rational ey = farthest(computed.y, component(dir.y));
  const Rational squared_error = ex * ex + ey * ey;
  if (scale == 0) return squared_error == 0 ? 0.0 : kInf;
  return sqrt_up(squared_error * pow2(106) / (scale * scale));
}

}  // namespace plumb::oracle
