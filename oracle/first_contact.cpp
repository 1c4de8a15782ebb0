// Plumb oracle: first contact as the minimum of an exact parameter interval
// (see first_contact.h).
#include "oracle/first_contact.h"

#include <algorithm>
#include <stdexcept>

#include "oracle/parameter.h"
#include "oracle/rvec.h"

namespace plumb::oracle {
namespace {

// The closed interval {t : low <= t <= high}; a missing bound is unbounded.
struct Interval {
  std::optional<Rational> low;
  std::optional<Rational> high;
};

Interval range_of(Kind kind) {
  switch (kind) {
    case Kind::line:
      return Interval{};
    case Kind::ray:
      return Interval{Rational(0), std::nullopt};
    case Kind::segment:
      return Interval{Rational(0), Rational(1)};
  }
  return Interval{};
}

// The intersection of two closed intervals, or nullopt when it is empty.
std::optional<Interval> intersect(const Interval& x, const Interval& y) {
  Interval r;
  if (x.low && y.low) r.low = std::max(*x.low, *y.low);
  else r.low = x.low ? x.low : y.low;
  if (x.high && y.high) r.high = std::min(*x.high, *y.high);
  else r.high = x.high ? x.high : y.high;
  if (r.low && r.high && *r.low > *r.high) return std::nullopt;
  return r;
}

// The parameters t along p (which has length) at which P(t) lies on q
// (which has length) read as kq, ignoring p's own range; nullopt if none.
std::optional<Interval> parameters_on(const RSegment& p, const RSegment& q, Kind kq) {
  if (!parallel(p, q)) {
    const std::optional<ExactCrossing> c = line_crossing(p, q);
    if (!in_range(c->u, kq)) return std::nullopt;
    return Interval{c->t, c->t};
  }
  const std::optional<Rational> ta = parameter_of(p, q.a);
  if (!ta) return std::nullopt;  // parallel but on another line
  if (kq == Kind::line) return Interval{};
  const std::optional<Rational> tb = parameter_of(p, q.b);
  if (!tb) throw std::logic_error("plumb::oracle::first_contact: parallel q leaves p's line");
  return Interval{std::min(*ta, *tb), std::max(*ta, *tb)};
}

}  // namespace

std::optional<ExactCrossing> first_contact(const RSegment& p, Kind kp, const RSegment& q, Kind kq) {
  if (kp == Kind::line) throw std::invalid_argument("plumb::oracle::first_contact: kp must be ray or segment");
  if (kq == Kind::ray) throw std::invalid_argument("plumb::oracle::first_contact: kq must be segment or line");
  if (is_point(p)) {
    if (!on_shape(q, kq, p.a)) return std::nullopt;
    return ExactCrossing{Rational(0), *parameter_of(q, p.a), p.a};
  }
  if (is_point(q)) {
    const std::optional<Rational> t = parameter_of(p, q.a);
    if (!t || !in_range(*t, kp)) return std::nullopt;
    return ExactCrossing{*t, Rational(0), q.a};
  }
  const std::optional<Interval> on_q = parameters_on(p, q, kq);
  if (!on_q) return std::nullopt;
  const std::optional<Interval> common = intersect(*on_q, range_of(kp));
  if (!common) return std::nullopt;
  const Rational t = *common->low;  // p's range (ray or segment) is bounded below
  RVec2 point = point_at(p, t);
  const std::optional<Rational> u = parameter_of(q, point);
  if (!u || !in_range(*u, kq)) throw std::logic_error("plumb::oracle::first_contact: contact not on q");
  return ExactCrossing{t, *u, std::move(point)};
}

std::optional<ExactCrossing> first_contact(Segment p, Kind kp, Segment q, Kind kq) {
  return first_contact(exact(p), kp, exact(q), kq);
}

std::optional<ExactCrossing> ray_segment_hit(Segment ray, Segment wall) {
  return first_contact(ray, Kind::ray, wall, Kind::segment);
}

}  // namespace plumb::oracle
