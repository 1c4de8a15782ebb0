// Plumb oracle, filtered path: closest points (see filtered_closest_point.h).
#include "oracle/filtered_closest_point.h"

#include <cmath>

#include "oracle/filtered_crossing.h"

namespace plumb::oracle::filtered {
namespace {

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }
bool same(Vec2 p, Vec2 q) { return p.x == q.x && p.y == q.y; }

QClosest at_input_point(double t, Vec2 q, Vec2 p) {
  const EVec2 w = difference(p, q);
  return QClosest{whole(enclose(t)), whole(enclose(q.x)), whole(enclose(q.y)), whole(dot(w, w))};
}

}  // namespace

std::optional<std::optional<Quotient>> projection_t(const Segment& s, Vec2 p) {
  if (!finite(s) || !finite(p)) return std::nullopt;
  if (same(s.a, s.b)) return std::optional<Quotient>();
  const EVec2 d = difference(s.b, s.a);
  return std::optional<Quotient>(Quotient{dot(difference(p, s.a), d), dot(d, d)});
}

std::optional<QClosest> closest_point(const Segment& s, Vec2 p, Kind kind) {
  if (!finite(s) || !finite(p)) return std::nullopt;
  if (same(s.a, s.b)) return at_input_point(0.0, s.a, p);
  const EVec2 d = difference(s.b, s.a), w = difference(p, s.a);
  const Enclosure along = dot(w, d), length2 = dot(d, d);
  if (kind != Kind::line) {
    const std::optional<int> before = sign(along);
    if (!before) return std::nullopt;
    if (*before < 0) return at_input_point(0.0, s.a, p);
  }
  if (kind == Kind::segment) {
    const std::optional<int> past = sign(dot(difference(p, s.b), d));  // w.d - d.d
    if (!past) return std::nullopt;
    if (*past > 0) return at_input_point(1.0, s.b, p);
  }
  const Enclosure c = cross(w, d);
  return QClosest{Quotient{along, length2}, Quotient{enclose(s.a.x) * length2 + along * d.x, length2},
                  Quotient{enclose(s.a.y) * length2 + along * d.y, length2}, Quotient{c * c, length2}};
}

std::optional<Quotient> squared_distance_point_line(Vec2 p, const Segment& s) {
  if (!finite(s) || !finite(p)) return std::nullopt;
  const EVec2 w = difference(p, s.a);
  if (same(s.a, s.b)) return whole(dot(w, w));
  const EVec2 d = difference(s.b, s.a);
  const Enclosure c = cross(w, d);
  return Quotient{c * c, dot(d, d)};
}

}  // namespace plumb::oracle::filtered
