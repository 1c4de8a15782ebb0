// Plumb oracle: closest points of 3D segments by exact minimisation over
// candidates, then the tie rule on the exact set of minimisers (see
// closest_point3d.h for the method and why it is correct).
#include "oracle/closest_point3d.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include "oracle/dyadic3d.h"
#include "oracle/rational3d.h"

namespace plumb::oracle {
namespace {

bool in_unit_interval(const Rational& v) { return v >= 0 && v <= 1; }

// (s, t) lexicographically before (s2, t2).
bool lex_less(const Rational& s, const Rational& t, const Rational& s2, const Rational& t2) {
  return s < s2 || (s == s2 && t < t2);
}

// The coefficients of f(s, t) = |r + s d1 - t d2|^2 with r = a1 - a2:
// f = A s^2 - 2 B s t + C t^2 + 2 D s - 2 E t + F.
struct Quadratic {
  Rational A, B, C, D, E;
};

Rational value_at(const RSegment3& s1, const RSegment3& s2, const Rational& s, const Rational& t) {
  return squared_distance(point_at(s1, s), point_at(s2, t));
}

struct Candidate {
  Rational s;
  Rational t;
};

// Every candidate for the minimum of f over [0,1]^2 (see the header).
std::vector<Candidate> candidates(const Quadratic& q) {
  std::vector<Candidate> out;
  // The four corners.
  for (int i = 0; i <= 1; ++i) {
    for (int j = 0; j <= 1; ++j) out.push_back(Candidate{Rational(i), Rational(j)});
  }
  // The edges s = 0 and s = 1: d/dt f = 2 (C t - (B s0 + E)) = 0.
  if (q.C > 0) {
    for (int i = 0; i <= 1; ++i) {
      const Rational s0(i);
      Rational t = (q.B * s0 + q.E) / q.C;
      if (in_unit_interval(t)) out.push_back(Candidate{s0, std::move(t)});
    }
  }
  // The edges t = 0 and t = 1: d/ds f = 2 (A s + (D - B t0)) = 0.
  if (q.A > 0) {
    for (int j = 0; j <= 1; ++j) {
      const Rational t0(j);
      Rational s = (q.B * t0 - q.D) / q.A;
      if (in_unit_interval(s)) out.push_back(Candidate{std::move(s), t0});
    }
  }
  // The interior critical point: A s - B t = -D, -B s + C t = E (Cramer).
  const Rational det = q.A * q.C - q.B * q.B;
  if (det != 0) {
    Rational s = (q.B * q.E - q.C * q.D) / det;
    Rational t = (q.A * q.E - q.B * q.D) / det;
    if (in_unit_interval(s) && in_unit_interval(t)) out.push_back(Candidate{std::move(s), std::move(t)});
  }
  return out;
}

// The lexicographically least minimiser for parallel segments with length:
// d2 = k d1 with k = B / A != 0, and f depends only on u = s - k t.
Candidate parallel_tie(const Quadratic& q) {
  const Rational k = q.B / q.A;
  // The range of u over the square is spanned by its values at the corners.
  const Rational corners[] = {Rational(0), Rational(-k), Rational(1), Rational(1 - k)};
  Rational u_min = corners[0];
  Rational u_max = corners[0];
  for (const Rational& u : corners) {
    if (u < u_min) u_min = u;
    if (u > u_max) u_max = u;
  }
  // phi(u) = A u^2 + 2 D u + F is strictly convex with stationary point -D/A.
  Rational u = -q.D / q.A;
  if (u < u_min) u = u_min;
  if (u > u_max) u = u_max;
  // The line s - k t = u meets the square in a segment whose ends lie on the
  // square's edges; the least (s, t) of a segment is at one of its ends.
  std::vector<Candidate> on_edges = {
      Candidate{Rational(0), Rational(-u / k)},         // s = 0
      Candidate{Rational(1), Rational((1 - u) / k)},    // s = 1
      Candidate{u, Rational(0)},                        // t = 0
      Candidate{Rational(u + k), Rational(1)},          // t = 1
  };
  bool found = false;
  Candidate best;
  for (Candidate& c : on_edges) {
    if (!in_unit_interval(c.s) || !in_unit_interval(c.t)) continue;
    if (!found || lex_less(c.s, c.t, best.s, best.t)) {
      best = std::move(c);
      found = true;
    }
  }
  if (!found) throw std::logic_error("plumb::oracle::segment_segment_closest3: parallel minimisers not found");
  return best;
}

}  // namespace

ExactClosest3 closest_point3(const RSegment3& s, const RVec3& p) {
  const RVec3 d = direction(s);
  const Rational dd = dot(d, d);
  if (dd == 0) return ExactClosest3{Rational(0), s.a, squared_distance(s.a, p)};
  std::vector<Rational> ts = {Rational(0), Rational(1)};
  Rational foot = dot(p - s.a, d) / dd;
  if (in_unit_interval(foot)) ts.push_back(std::move(foot));
  ExactClosest3 best{ts.front(), point_at(s, ts.front()), Rational(0)};
  best.squared_distance = squared_distance(best.point, p);
  for (const Rational& t : ts) {
    RVec3 point = point_at(s, t);
    Rational d2 = squared_distance(point, p);
    if (d2 < best.squared_distance) best = ExactClosest3{t, std::move(point), std::move(d2)};
  }
  return best;
}

ExactClosest3 closest_point3(Segment3 s, Vec3 p) { return dyadic::closest_point3(s, p); }

Rational squared_distance_point_segment3(const RVec3& p, const RSegment3& s) {
  return closest_point3(s, p).squared_distance;
}

Rational squared_distance_point_segment3(Vec3 p, Segment3 s) { return dyadic::squared_distance_point_segment3(p, s); }

Rational segment_segment_squared_distance3(const RSegment3& s1, const RSegment3& s2) {
  return segment_segment_closest3(s1, s2).squared_distance;
}

Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2) {
  return dyadic::segment_segment_squared_distance3(s1, s2);
}

// The same in rationals throughout (rational3d.h).
namespace rational {
ExactClosest3 closest_point3(Segment3 s, Vec3 p) { return oracle::closest_point3(exact(s), exact(p)); }
Rational squared_distance_point_segment3(Vec3 p, Segment3 s) {
  return oracle::squared_distance_point_segment3(exact(p), exact(s));
}
Rational segment_segment_squared_distance3(Segment3 s1, Segment3 s2) {
  return oracle::segment_segment_squared_distance3(exact(s1), exact(s2));
}
}  // namespace rational

ExactSegmentPair3 segment_segment_closest3(const RSegment3& s1, const RSegment3& s2) {
  const RVec3 d1 = direction(s1);
  const RVec3 d2 = direction(s2);
  const RVec3 r = s1.a - s2.a;
  const Quadratic q{dot(d1, d1), dot(d1, d2), dot(d2, d2), dot(d1, r), dot(d2, r)};

  // The least value, over every candidate; remember the least (s, t) among
  // the candidates attaining it (used when the minimiser is unique).
  bool first = true;
  Rational least;
  Candidate best;
  for (Candidate& c : candidates(q)) {
    Rational v = value_at(s1, s2, c.s, c.t);
    if (first || v < least || (v == least && lex_less(c.s, c.t, best.s, best.t))) {
      least = std::move(v);
      best = std::move(c);
    }
    first = false;
  }

  // The tie rule over the exact set of minimisers.
  const Rational det = q.A * q.C - q.B * q.B;
  if (det == 0) {
    if (q.A == 0 && q.C == 0) {
      best = Candidate{Rational(0), Rational(0)};  // two points: f is constant
    } else if (q.A == 0) {
      best = Candidate{Rational(0), closest_point3(s2, s1.a).t};  // f independent of s
    } else if (q.C == 0) {
      best = Candidate{closest_point3(s1, s2.a).t, Rational(0)};  // f independent of t
    } else {
      best = parallel_tie(q);
    }
  }
  // (det != 0: f is strictly convex, its minimiser is unique and a candidate.)

  ExactSegmentPair3 out{best.s, best.t, point_at(s1, best.s), point_at(s2, best.t), Rational(0)};
  out.squared_distance = squared_distance(out.first, out.second);
  if (out.squared_distance != least) {
    throw std::logic_error("plumb::oracle::segment_segment_closest3: tie rule disagrees with the minimum");
  }
  return out;
}

ExactSegmentPair3 segment_segment_closest3(Segment3 s1, Segment3 s2) { return dyadic::segment_segment_closest3(s1, s2); }

ExactSegmentPair3 rational::segment_segment_closest3(Segment3 s1, Segment3 s2) {
  return oracle::segment_segment_closest3(exact(s1), exact(s2));
}

}  // namespace plumb::oracle
