// Plumb: the guard scene's closed-form clear arcs and its sweep directions.
// See guard_scene.h for what each function answers.
#include "properties/guard_scene.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <vector>

namespace plumb::scene {
namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;

/// A closed arc of directions: from `start` counter-clockwise through `width`,
/// both in radians. width in [0, 2 pi].
struct Arc {
  double start = 0.0;
  double width = 0.0;
};

Vec2 sub(Vec2 p, Vec2 q) { return {p.x - q.x, p.y - q.y}; }
double dot(Vec2 p, Vec2 q) { return p.x * q.x + p.y * q.y; }
double cross(Vec2 p, Vec2 q) { return p.x * q.y - p.y * q.x; }

Arc full_turn() { return {0.0, kTwoPi}; }

/// `a` reduced into (-pi, pi].
double wrap_signed(double a) {
  double r = std::remainder(a, kTwoPi);  // in [-pi, pi]
  if (r <= -std::numbers::pi) r += kTwoPi;
  return r;
}

/// `a` reduced into [0, 2 pi).
double wrap_positive(double a) {
  double r = std::fmod(a, kTwoPi);
  if (r < 0.0) r += kTwoPi;
  if (r >= kTwoPi) r = 0.0;  // -tiny + 2 pi can round up to 2 pi
  return r;
}

/// True when the closed segment `w` contains the guard `g` (to double
/// precision): then every sight, of any length, starts on the wall.
bool segment_contains(const Segment& w, Vec2 g) {
  const Vec2 ga = sub(w.a, g);
  const Vec2 gb = sub(w.b, g);
  return cross(ga, gb) == 0.0 && dot(ga, gb) <= 0.0;
}

/// The arc of directions a wall blocks when read as a closed segment, for
/// sights of length `r` from `g`; nullopt when the wall is out of reach.
std::optional<Arc> blocked_as_segment(const Segment& w, Vec2 g, double r) {
  if (segment_contains(w, g)) return full_turn();
  const Vec2 d = sub(w.b, w.a);
  const Vec2 ga = sub(w.a, g);  // guard to wall start
  const double dd = dot(d, d);
  if (dd == 0.0) {
    // A point: it blocks one direction (measure 0) when in reach.
    if (dot(ga, ga) > r * r) return std::nullopt;
    return Arc{std::atan2(ga.y, ga.x), 0.0};
  }
  // |ga + t d|^2 = r^2. Foot of the perpendicular at t_foot, squared
  // distance h2 there; the chord is t_foot -+ sqrt(r^2 - h2) / |d|.
  const double t_foot = -dot(ga, d) / dd;
  const double c = cross(d, ga);
  const double h2 = c * c / dd;
  const double r2 = r * r;
  if (h2 > r2) return std::nullopt;
  const double half = std::sqrt((r2 - h2) / dd);
  const double lo = std::max(t_foot - half, 0.0);
  const double hi = std::min(t_foot + half, 1.0);
  if (lo > hi) return std::nullopt;
  const Vec2 p0{ga.x + lo * d.x, ga.y + lo * d.y};  // relative to the guard
  const Vec2 p1{ga.x + hi * d.x, ga.y + hi * d.y};
  const double a0 = std::atan2(p0.y, p0.x);
  const double a1 = std::atan2(p1.y, p1.x);
  // The sub-segment misses the guard, so it subtends less than pi: the short
  // way round from a0 to a1 is the blocked arc.
  const double sweep = wrap_signed(a1 - a0);
  if (sweep >= 0.0) return Arc{a0, sweep};
  return Arc{a1, -sweep};
}

/// The arc of directions a wall blocks when read as its infinite line, for
/// sights of length `r` from `g`; nullopt when the line is out of reach.
/// A zero-length wall is read as its single point (as line_segment_intersect
/// does).
std::optional<Arc> blocked_as_line(const Segment& w, Vec2 g, double r) {
  const Vec2 d = sub(w.b, w.a);
  const double dd = dot(d, d);
  if (dd == 0.0) return blocked_as_segment(w, g, r);
  const Vec2 ga = sub(w.a, g);
  // foot - g = (d x ga / |d|^2) (-d.y, d.x); distance |d x ga| / |d|.
  const double c = cross(d, ga);
  if (c == 0.0) return full_turn();  // the line passes through the guard
  const double dist = std::abs(c) / std::sqrt(dd);
  if (dist > r) return std::nullopt;
  const double centre = c > 0.0 ? std::atan2(d.x, -d.y) : std::atan2(-d.x, d.y);
  const double half = std::acos(std::min(dist / r, 1.0));
  return Arc{centre - half, 2.0 * half};
}

/// The measure, in radians, of the union of `arcs` on the circle.
double union_measure(const std::vector<Arc>& arcs) {
  // Cut the circle at angle 0 and lay every arc on [0, 2 pi] as one or two
  // plain intervals.
  std::vector<std::pair<double, double>> pieces;
  for (const Arc& a : arcs) {
    if (a.width >= kTwoPi) return kTwoPi;
    const double s = wrap_positive(a.start);
    const double e = s + a.width;
    if (e <= kTwoPi) {
      pieces.emplace_back(s, e);
    } else {
      pieces.emplace_back(s, kTwoPi);
      pieces.emplace_back(0.0, e - kTwoPi);
    }
  }
  std::sort(pieces.begin(), pieces.end());
  double total = 0.0;
  double cur_lo = 0.0;
  double cur_hi = -1.0;  // no current run yet
  for (const auto& [lo, hi] : pieces) {
    if (lo > cur_hi) {
      if (cur_hi >= cur_lo) total += cur_hi - cur_lo;
      cur_lo = lo;
      cur_hi = hi;
    } else {
      cur_hi = std::max(cur_hi, hi);
    }
  }
  if (cur_hi >= cur_lo) total += cur_hi - cur_lo;
  return std::min(total, kTwoPi);
}

double to_degrees(double rad) { return rad * (180.0 / std::numbers::pi); }

}  // namespace

ArcSummary closed_form_arcs(double radius) {
  if (!std::isfinite(radius) || !(radius >= 0.0)) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    return {nan, nan, nan};
  }
  std::vector<Arc> as_segments;
  std::vector<Arc> as_lines;
  for (const Segment& w : walls()) {
    if (const auto arc = blocked_as_segment(w, kGuard, radius)) as_segments.push_back(*arc);
    if (const auto arc = blocked_as_line(w, kGuard, radius)) as_lines.push_back(*arc);
  }
  ArcSummary out;
  out.clear_as_segments_deg = 360.0 - to_degrees(union_measure(as_segments));
  out.clear_as_lines_deg = 360.0 - to_degrees(union_measure(as_lines));
  out.wrongly_blocked_deg = out.clear_as_segments_deg - out.clear_as_lines_deg;
  return out;
}

double direction_deg(int i, int count) {
  return 360.0 * static_cast<double>(i) / static_cast<double>(count);
}

Vec2 sight_target(double radius, int i, int count) {
  const double theta = kTwoPi * static_cast<double>(i) / static_cast<double>(count);
  return {kGuard.x + radius * std::cos(theta), kGuard.y + radius * std::sin(theta)};
}

}  // namespace plumb::scene
