// Plumb oracle, filtered path: closest points (see filtered_closest_point.h).
#include "oracle/filtered_closest_point.h"

#include <cmath>

#include "oracle/filtered_crossing.h"
#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered {
namespace {

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }
bool same(Vec2 p, Vec2 q) { return p.x == q.x && p.y == q.y; }

// For q and p scaled by 2^-k: the point and the squared distance scaled back.
QClosest at_input_point(double t, Vec2 q, Vec2 p, int k) {
  Enclosure squared;
  const fast::Approx wx = fast::exact_difference(p.x, q.x), wy = fast::exact_difference(p.y, q.y);
  const fast::Approx f = fast::dot(wx, wy, wx, wy);  // no cancellation: tight unless tiny or overflowing
  if (fast::on() && std::fabs(wx.hi) <= 0x1p300 && std::fabs(wy.hi) <= 0x1p300 && fast::tight(f)) {
    squared = fast::to_enclosure(f);
  } else {
    const EVec2 w = difference(p, q);
    squared = dot(w, w);
  }
  return QClosest{whole(enclose(t)), times_pow2(whole(enclose(q.x)), k), times_pow2(whole(enclose(q.y)), k),
                  times_pow2(whole(squared), 2 * k)};
}

// The foot's exact values through the first stage (filtered_fast.h),
// formed from the inputs' exact differences (all within 2^200): t = w.d /
// d.d, the point (a d.d + (w.d) d) / d.d (numerators kept whenever finite,
// as fast::coordinate_numerator) and (w x d)^2 / d.d; nullopt when w.d,
// d.d or w x d is not tight (the enclosures then form them).
std::optional<QClosest> foot_by_first_stage(const Segment& s, Vec2 p, int k) {
  if (!fast::on()) return std::nullopt;
  for (const double v : {s.a.x, s.a.y, s.b.x, s.b.y, p.x, p.y})
    if (!(std::fabs(v) <= 0x1p200)) return std::nullopt;
  const fast::Approx dx = fast::exact_difference(s.b.x, s.a.x), dy = fast::exact_difference(s.b.y, s.a.y);
  const fast::Approx wx = fast::exact_difference(p.x, s.a.x), wy = fast::exact_difference(p.y, s.a.y);
  const fast::Approx along = fast::dot(wx, wy, dx, dy), length2 = fast::dot(dx, dy, dx, dy),
                     c = fast::cross(wx, wy, dx, dy);
  if (!fast::tight(along) || !fast::tight(length2) || !fast::tight(c)) return std::nullopt;
  const fast::Approx x = fast::add(fast::mul(fast::exact(s.a.x), length2), fast::mul(along, dx));
  const fast::Approx y = fast::add(fast::mul(fast::exact(s.a.y), length2), fast::mul(along, dy));
  const fast::Approx c2 = fast::mul(c, c);
  if (!fast::finite(x) || !fast::finite(y) || !fast::finite(c2)) return std::nullopt;
  const Enclosure den = fast::to_enclosure(length2);
  return QClosest{Quotient{fast::to_enclosure(along), den}, Quotient{fast::to_enclosure(x), den, k},
                  Quotient{fast::to_enclosure(y), den, k}, Quotient{fast::to_enclosure(c2), den, 2 * k}};
}

// Scales s and p exactly by one power of two (scale_exactly): returns k.
int scale_inputs(Segment& s, Vec2& p) {
  double* const v[] = {&s.a.x, &s.a.y, &s.b.x, &s.b.y, &p.x, &p.y};
  return scale_exactly(v);
}

}  // namespace

std::optional<std::optional<Quotient>> projection_t(const Segment& input, Vec2 p) {
  if (!finite(input) || !finite(p)) return std::nullopt;
  Segment s = input;
  scale_inputs(s, p);  // t is scale-free
  if (same(s.a, s.b)) return std::optional<Quotient>();
  const EVec2 d = difference(s.b, s.a);
  return std::optional<Quotient>(Quotient{dot(difference(p, s.a), d), dot(d, d)});
}

std::optional<QClosest> closest_point(const Segment& input, Vec2 p, Kind kind) {
  if (!finite(input) || !finite(p)) return std::nullopt;
  Segment s = input;
  const int k = scale_inputs(s, p);
  if (same(s.a, s.b)) return at_input_point(0.0, s.a, p, k);
  const EVec2 d = difference(s.b, s.a), w = difference(p, s.a);
  // Each branch sign from the first stage's plain doubles when they certify
  // it (filtered_fast.h), else from the enclosures.
  std::optional<Enclosure> along_enclosed;
  const auto along_sign = [&]() -> std::optional<int> {
    if (fast::on())
      if (const std::optional<int> f = fast::sign_of_dot(p, s.a, s.b, s.a)) return f;
    along_enclosed = dot(w, d);
    return sign(*along_enclosed);
  };
  if (kind != Kind::line) {
    const std::optional<int> before = along_sign();
    if (!before) return std::nullopt;
    if (*before < 0) return at_input_point(0.0, s.a, p, k);
  }
  if (kind == Kind::segment) {
    std::optional<int> past = fast::on() ? fast::sign_of_dot(p, s.b, s.b, s.a) : std::nullopt;  // w.d - d.d
    if (!past) past = sign(dot(difference(p, s.b), d));
    if (!past) return std::nullopt;
    if (*past > 0) return at_input_point(1.0, s.b, p, k);
  }
  if (const std::optional<QClosest> f = foot_by_first_stage(s, p, k)) return *f;
  const Enclosure along = along_enclosed ? *along_enclosed : dot(w, d), length2 = dot(d, d);
  const Enclosure c = cross(w, d);
  return QClosest{Quotient{along, length2},
                  Quotient{fast::coordinate_numerator(enclose(s.a.x), length2, along, d.x), length2, k},
                  Quotient{fast::coordinate_numerator(enclose(s.a.y), length2, along, d.y), length2, k},
                  Quotient{fast::product(c, c), length2, 2 * k}};
}

std::optional<Quotient> squared_distance_point_line(Vec2 p, const Segment& input) {
  if (!finite(input) || !finite(p)) return std::nullopt;
  Segment s = input;
  const int k = scale_inputs(s, p);
  const EVec2 w = difference(p, s.a);
  if (same(s.a, s.b)) return times_pow2(whole(dot(w, w)), 2 * k);
  const EVec2 d = difference(s.b, s.a);
  const Enclosure c = cross(w, d);
  return Quotient{fast::product(c, c), dot(d, d), 2 * k};
}

}  // namespace plumb::oracle::filtered
