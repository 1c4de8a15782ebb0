// Plumb kernels: the first point where a ray or segment meets a segment or line.
//
// "First" is the smallest t along the moving shape p: the bullet's entry hole,
// the point where a sight line is stopped. Three situations:
//   - the directions are not parallel: the single crossing, if its t and u are
//     in range (crossing.h's exact sign tests);
//   - p and q lie on one line: the set of common t is an interval, and its
//     start is either p's own start (t = 0) or the end of q met first along p;
//     reading the wall's ends in order along p is an exact dot-product sign;
//   - a zero-length p or q is a point: it either lies on the other shape or not.
// Parallel but not collinear: no contact.
#pragma once

#include <optional>

#include "kernels/crossing.h"
#include "kernels/orientation.h"
#include "kernels/projection.h"
#include "kernels/range.h"
#include "kernels/types.h"

namespace plumb {
namespace detail {

// The parameter along s of a point x known to lie on s read as `kind`: exactly
// 0 at s.a and 1 at s.b, clamped into the kind's range (x is on the shape).
inline double parameter_on(const Segment& s, Vec2 x, Kind kind) {
  if (x == s.a) return 0.0;
  if (x == s.b) return 1.0;
  return clamp_t(*projection_t(s, x), kind);
}

// Does x (on the line of s, s non-degenerate) lie on s read as kind?
inline bool on_range(const Segment& s, Vec2 x, Kind kind) {
  if (kind != Kind::line && dot_sign(s.a, x, s.a, s.b) < 0) return false;
  if (kind == Kind::segment && dot_sign(s.b, x, s.a, s.b) > 0) return false;
  return true;
}

inline std::optional<Crossing> collinear_contact(const Segment& p, Kind kp, const Segment& q,
                                                 Kind kq) {
  const bool p_point = p.a == p.b, q_point = q.a == q.b;
  if (p_point && q_point) {
    if (p.a == q.a) return Crossing{0.0, 0.0, p.a};
    return std::nullopt;
  }
  if (p_point) {  // p.a is on q's line; is it on q?
    if (!on_range(q, p.a, kq)) return std::nullopt;
    return Crossing{0.0, parameter_on(q, p.a, kq), p.a};
  }
  if (q_point) {  // q.a is on p's line; is it on p?
    if (!on_range(p, q.a, kp)) return std::nullopt;
    return Crossing{parameter_on(p, q.a, kp), 0.0, q.a};
  }
  if (kq == Kind::line) return Crossing{0.0, parameter_on(q, p.a, Kind::line), p.a};
  // q's ends in order along p: e is met first.
  const bool c_first = dot_sign(q.a, q.b, p.a, p.b) > 0;
  const Vec2 e = c_first ? q.a : q.b, f = c_first ? q.b : q.a;
  if (dot_sign(p.a, f, p.a, p.b) < 0) return std::nullopt;  // q lies wholly behind p's start
  if (kp == Kind::segment && dot_sign(p.b, e, p.a, p.b) > 0) return std::nullopt;  // past p's end
  if (dot_sign(p.a, e, p.a, p.b) >= 0) return Crossing{parameter_on(p, e, kp), c_first ? 0.0 : 1.0, e};
  return Crossing{0.0, parameter_on(q, p.a, Kind::segment), p.a};  // p starts inside q
}

}  // namespace detail

// Forced inline: first_blocker calls it once per wall with constant kinds,
// and out of line (gcc 12's choice) each call re-tests the kinds, passes the
// crossing through memory and recomputes the sight's differences.
/// The common point of p (read as kp: Kind::ray or Kind::segment) and q (read
/// as kq: Kind::segment or Kind::line) with the smallest t along p.
/// Takes: two segments fixing the shapes (P(t) = p.a + t (p.b - p.a), Q(u)
/// likewise), finite coordinates of any magnitude.
/// Returns: {t, u, point} or nullopt when they share no point. Collinear
/// overlap: where the overlap begins along p (t = 0 if p starts inside q, else
/// the end of q met first, returned exactly). Zero-length p: t = 0; zero-length
/// q: u = 0. kp == Kind::line or kq == Kind::ray (no first point, or not a
/// supported reading) and non-finite input: nullopt.
/// Contract: whether they meet, and which of the situations in the file
/// comment applies, is exact. t and u within contract::kParameterUlps ULPs,
/// inside their ranges, exact at 0 and 1; the point within
/// contract::kPointScale u (|p.a_x| + (|t| + m) |p.b_x - p.a_x| + m), m = 2^-1022, and exactly an
/// endpoint whenever it is one.
[[gnu::always_inline]] inline std::optional<Crossing> first_contact(const Segment& p, Kind kp, const Segment& q,
                                             Kind kq) {
  if (kp == Kind::line || kq == Kind::ray) return std::nullopt;
  if (!detail::finite(p) || !detail::finite(q)) return std::nullopt;
  if (p.a != p.b && q.a != q.b) {
    const detail::QuickCrossing x = detail::quick_crossing(p, q);
    const detail::CrossingSigns sg = detail::quick_signs(p, q, x);
    if (sg.den != 0) {
      // One test, not a jump per sign (detail::opaque, quick.h): each sign
      // is a coin toss on ordinary input.
      const bool p_segment = kp == Kind::segment, q_segment = kq == Kind::segment;
      const bool missed = (sg.t < 0) | (p_segment & (sg.one_minus_t < 0)) |
                          (q_segment & ((sg.u < 0) | (sg.one_minus_u < 0)));
      if (detail::opaque(missed)) return std::nullopt;
      return detail::crossing_point_quick(p, q, x, sg, kp, kq);
    }
  }
  if (!collinear(p, q)) return std::nullopt;
  return detail::collinear_contact(p, kp, q, kq);
}

/// Where a ray first hits a wall: first_contact(ray, Kind::ray, wall,
/// Kind::segment). The ray starts at ray.a and passes through ray.b; t >= 0 is
/// measured in units of ray.b - ray.a; u in [0, 1] along the wall. A ray lying
/// along the wall hits it where it first touches it. A ray with zero direction
/// is the point ray.a. Contract and non-finite input as first_contact.
inline std::optional<Crossing> ray_segment_hit(const Segment& ray, const Segment& wall) {
  return first_contact(ray, Kind::ray, wall, Kind::segment);
}

}  // namespace plumb
