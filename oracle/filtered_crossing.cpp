// Plumb oracle, filtered path: two segments (see filtered_crossing.h).
#include "oracle/filtered_crossing.h"

#include <algorithm>
#include <cmath>

#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered {
namespace {

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }
bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }
bool same(Vec2 p, Vec2 q) { return p.x == q.x && p.y == q.y; }  // exact equality of the values

Enclosure one() { return enclose(1.0); }

// a - b exactly (exact_difference), inline for the common range (no
// overflow below 2^1000: one TwoSum, normalised).
Enclosure diff(double a, double b) {
  if (!(std::fabs(a) <= 0x1p1000 && std::fabs(b) <= 0x1p1000)) return exact_difference(a, b);
  const enclosure_impl::Pair d = enclosure_impl::two_sum(a, -b);
  Enclosure r;
  r.hi = d.s;
  r.lo = d.e;
  return enclosure_impl::normalised(r);
}

// num / den in [0, 1] for den of known sign sd != 0: num sd >= 0 and
// (den - num) sd >= 0, given the signs of num and of the complement den -
// num (evaluated by the caller in a form without cancellation: see
// PairFilter).
std::optional<bool> ratio_in_unit(const std::optional<int>& a, const std::optional<int>& b, int sd) {
  if (!a || !b) return std::nullopt;
  return *a * sd >= 0 && *b * sd >= 0;
}

// The crossing point of s's line at t = num / den: (a den + num d) / den,
// for s scaled by 2^-k (the point is scaled back; t and u are scale-free).
QCrossing crossing_at(const Segment& s, const EVec2& d, const Enclosure& num_t, const Enclosure& num_u,
                      const Enclosure& den, int k) {
  return QCrossing{Quotient{num_t, den}, Quotient{num_u, den},
                   Quotient{fast::coordinate_numerator(enclose(s.a.x), den, num_t, d.x), den, k},
                   Quotient{fast::coordinate_numerator(enclose(s.a.y), den, num_t, d.y), den, k}};
}

// A crossing at a point p that is an input point itself (scaled by 2^-k).
QCrossing crossing_at_point(const Quotient& t, const Quotient& u, Vec2 p, int k) {
  return QCrossing{t, u, Quotient{enclose(p.x), enclose(1.0), k}, Quotient{enclose(p.y), enclose(1.0), k}};
}

// Scales s (and p) exactly by one power of two (scale_exactly): returns k.
int scale_inputs(Segment& s, Vec2& p) {
  double* const v[] = {&s.a.x, &s.a.y, &s.b.x, &s.b.y, &p.x, &p.y};
  return scale_exactly(v);
}

}  // namespace

EVec2 difference(Vec2 p, Vec2 q) { return EVec2{diff(p.x, q.x), diff(p.y, q.y)}; }
Enclosure cross(const EVec2& p, const EVec2& q) { return fast::sum_of_products(p.x, q.y, p.y, q.x, true); }
Enclosure dot(const EVec2& p, const EVec2& q) { return fast::sum_of_products(p.x, q.x, p.y, q.y, false); }

namespace {
// sign((p - q) x (r - s)) and sign((p - q) . (r - s)): the first stage's
// plain doubles when they certify it, else the enclosures.
std::optional<int> signed_cross(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
  if (fast::on())
    if (const std::optional<int> f = fast::sign_of_cross(p, q, r, s)) return f;
  return sign(cross(difference(p, q), difference(r, s)));
}
std::optional<int> signed_dot(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
  if (fast::on())
    if (const std::optional<int> f = fast::sign_of_dot(p, q, r, s)) return f;
  return sign(dot(difference(p, q), difference(r, s)));
}
}  // namespace

std::optional<bool> on_segment(const Segment& s, Vec2 p) {
  if (!finite(s) || !finite(p)) return std::nullopt;
  if (same(s.a, s.b)) return same(p, s.a);
  const std::optional<int> off = signed_cross(s.b, s.a, p, s.a);  // d x w, d = b - a, w = p - a
  if (!off) return std::nullopt;
  if (*off != 0) return false;
  return ratio_in_unit(signed_dot(p, s.a, s.b, s.a), signed_dot(s.b, p, s.b, s.a), 1);  // d.d - w.d = (b - p).d
}

Quotient parameter_on(const Segment& s, Vec2 p) {
  if (same(s.a, s.b)) return whole(enclose(0.0));
  const EVec2 d = difference(s.b, s.a);
  return Quotient{dot(difference(p, s.a), d), dot(d, d)};
}

namespace {

// A point-segment squared distance, and which end of s is nearest when an
// end is (-1: the foot is interior, or s has zero length and is its end 0).
struct PointSegmentDistance {
  Quotient value;
  int end;
};

// nearest_part below on the first stage's plain doubles alone (nullopt
// when they do not certify both signs, or the stage is off).
std::optional<int> nearest_part_by_doubles(Vec2 p, const Segment& s) {
  if (!fast::on()) return std::nullopt;
  const std::optional<int> before = fast::sign_of_dot(p, s.a, s.b, s.a);
  if (!before) return std::nullopt;
  if (*before < 0) return 0;
  const std::optional<int> past = fast::sign_of_dot(p, s.b, s.b, s.a);
  if (!past) return std::nullopt;
  return *past > 0 ? 1 : -1;
}

// Which part of s is nearest p (s of non-zero length): 0 the start, 1 the
// end, -1 the foot t* = (w.d) / (d.d) with w = p - a, d = b - a: at or
// before the start the start is nearest, at or past the end the end is.
// Each sign from the first stage's plain doubles when they certify it
// (filtered_fast.h), else from the enclosures; nullopt when neither does.
std::optional<int> nearest_part(Vec2 p, const Segment& s) {
  std::optional<int> before = fast::on() ? fast::sign_of_dot(p, s.a, s.b, s.a) : std::nullopt;
  if (!before) before = sign(dot(difference(p, s.a), difference(s.b, s.a)));
  if (!before) return std::nullopt;
  if (*before <= 0) return 0;
  std::optional<int> past = fast::on() ? fast::sign_of_dot(p, s.b, s.b, s.a) : std::nullopt;  // w.d - d.d
  if (!past) past = sign(dot(difference(p, s.b), difference(s.b, s.a)));
  if (!past) return std::nullopt;
  return *past >= 0 ? 1 : -1;
}

std::optional<PointSegmentDistance> point_segment_distance(Vec2 p, const Segment& s) {
  if (!finite(s) || !finite(p)) return std::nullopt;
  const std::optional<int> part = same(s.a, s.b) ? std::optional<int>(0) : nearest_part(p, s);
  if (!part) return std::nullopt;
  if (*part >= 0) {
    const EVec2 v = difference(p, *part == 0 ? s.a : s.b);
    return PointSegmentDistance{whole(dot(v, v)), *part};
  }
  // Between the ends the squared distance is |w|^2 - (w.d)^2 / d.d =
  // (w x d)^2 / d.d (Lagrange's identity in the plane).
  const EVec2 d = difference(s.b, s.a);
  const Enclosure c = cross(difference(p, s.a), d);
  return PointSegmentDistance{Quotient{fast::product(c, c), dot(d, d)}, -1};
}

// The first stage's choice among the four end-to-segment candidates of
// PairFilter::squared_distance: each one's part and bounds of its value in
// plain doubles (filtered_fast.h), the least certified by disjoint bounds
// (two candidates between the same pair of input points are equal and not
// compared, as there); nullopt when anything is not certified. Returns
// the index 0..3 (ends of s1 against s2, then ends of s2 against s1).
std::optional<int> nearest_candidate(const Segment& s1, const Segment& s2) {
  const Vec2 points[] = {s1.a, s1.b, s2.a, s2.b};
  const Segment* shapes[] = {&s2, &s2, &s1, &s1};
  struct Candidate {
    fast::Bounds value;
    int end1, end2;
  };
  Candidate c[4];
  for (int i = 0; i < 4; ++i) {
    const Vec2 p = points[i];
    const Segment& s = *shapes[i];
    const std::optional<int> part = same(s.a, s.b) ? std::optional<int>(0) : nearest_part_by_doubles(p, s);
    if (!part) return std::nullopt;
    const std::optional<fast::Bounds> v = *part == 0   ? fast::squared_length_bounds(p, s.a)
                                          : *part == 1 ? fast::squared_length_bounds(p, s.b)
                                                       : fast::squared_line_distance_bounds(p, s.a, s.b, s.a);
    if (!v) return std::nullopt;
    c[i].value = *v;
    c[i].end1 = i < 2 ? i : *part;
    c[i].end2 = i < 2 ? *part : i - 2;
  }
  int best = 0;
  for (int i = 1; i < 4; ++i) {
    if (c[i].end1 >= 0 && c[i].end2 >= 0 && c[i].end1 == c[best].end1 && c[i].end2 == c[best].end2) continue;
    if (c[i].value.high < c[best].value.low) {
      best = i;
    } else if (!(c[i].value.low > c[best].value.high)) {
      return std::nullopt;  // not separated
    }
  }
  return best;
}

}  // namespace

std::optional<Quotient> squared_distance_point_segment(Vec2 p, const Segment& s) {
  Segment scaled = s;
  const int k = scale_inputs(scaled, p);
  const std::optional<PointSegmentDistance> d = point_segment_distance(p, scaled);
  if (!d) return std::nullopt;
  return times_pow2(d->value, 2 * k);
}

PairFilter::PairFilter(Segment s1, Segment s2) : s1_(s1), s2_(s2) {
  finite_ = finite(s1) && finite(s2);
  if (!finite_) return;
  {
    double* const v[] = {&s1_.a.x, &s1_.a.y, &s1_.b.x, &s1_.b.y, &s2_.a.x, &s2_.a.y, &s2_.b.x, &s2_.b.y};
    k_ = scale_exactly(v);
  }
  s1 = s1_;
  s2 = s2_;
  point1_ = same(s1.a, s1.b);
  point2_ = same(s2.a, s2.b);
  if (fast::on()) {
    double largest = 0;
    for (const double v : {s1.a.x, s1.a.y, s1.b.x, s1.b.y, s2.a.x, s2.a.y, s2.b.x, s2.b.y})
      largest = std::max(largest, std::fabs(v));
    in_range_ = largest <= 0x1p200;
    quick_[kDet] = fast::sign_of_cross(s1.b, s1.a, s2.b, s2.a);
    quick_[kNumT] = fast::sign_of_cross(s2.a, s1.a, s2.b, s2.a);
    quick_[kNumU] = fast::sign_of_cross(s2.a, s1.a, s1.b, s1.a);
    quick_[kRestT] = fast::sign_of_cross(s1.b, s2.a, s2.b, s2.a);
    quick_[kRestU] = fast::sign_of_cross(s1.b, s1.a, s2.b, s1.a);
  }
}

const EVec2& PairFilter::d1() const {
  if (!d1_) d1_ = difference(s1_.b, s1_.a);
  return *d1_;
}

const std::optional<fast::Approx>& PairFilter::approx(Cross c) const {
  std::optional<fast::Approx>& a = approx_[c];
  if (approx_done_[c]) return a;
  approx_done_[c] = true;
  if (!in_range_ || !fast::on()) return a;
  const auto cross_of = [](Vec2 p, Vec2 q, Vec2 r, Vec2 s) {  // (p - q) x (r - s)
    return fast::cross(fast::exact_difference(p.x, q.x), fast::exact_difference(p.y, q.y),
                       fast::exact_difference(r.x, s.x), fast::exact_difference(r.y, s.y));
  };
  fast::Approx v;
  switch (c) {
    case kDet: v = cross_of(s1_.b, s1_.a, s2_.b, s2_.a); break;
    case kNumT: v = cross_of(s2_.a, s1_.a, s2_.b, s2_.a); break;
    case kNumU: v = cross_of(s2_.a, s1_.a, s1_.b, s1_.a); break;
    case kRestT: v = cross_of(s1_.b, s2_.a, s2_.b, s2_.a); break;
    default: v = cross_of(s1_.b, s1_.a, s2_.b, s1_.a); break;
  }
  if (fast::tight(v)) a = v;
  return a;
}

const Enclosure& PairFilter::enclosed(Cross c) const {
  std::optional<Enclosure>& e = enclosed_[c];
  if (e) return *e;
  if (const std::optional<fast::Approx>& a = approx(c)) return e.emplace(fast::to_enclosure(*a));
  const EVec2 d2 = difference(s2_.b, s2_.a);
  switch (c) {
    case kDet: e = cross(d1(), d2); break;
    case kNumT: e = cross(difference(s2_.a, s1_.a), d2); break;
    case kNumU: e = cross(difference(s2_.a, s1_.a), d1()); break;
    case kRestT: e = cross(difference(s1_.b, s2_.a), d2); break;
    default: e = cross(d1(), difference(s2_.b, s1_.a)); break;
  }
  return *e;
}

std::optional<int> PairFilter::sign_of(Cross c) const {
  if (quick_[c]) return quick_[c];
  return sign(enclosed(c));
}

std::optional<bool> PairFilter::parallel() const {
  if (!finite_) return std::nullopt;
  const std::optional<int> s = sign_of(kDet);
  if (!s) return std::nullopt;
  return *s == 0;
}

std::optional<bool> PairFilter::collinear() const {
  if (!finite_) return std::nullopt;
  if (!point1_) {
    // Every endpoint on the line through a1 and b1.
    const std::optional<int> a = sign_of(kNumU), b = sign_of(kRestU);  // rest_u: b2 against s1's line
    if (!a || !b) return std::nullopt;
    return *a == 0 && *b == 0;
  }
  if (point2_) return true;  // at most two distinct points
  const std::optional<int> a = signed_cross(s2_.b, s2_.a, s1_.a, s2_.a);
  if (!a) return std::nullopt;
  return *a == 0;
}

std::optional<bool> PairFilter::collinear_overlap() const {
  const std::optional<bool> c = collinear();
  if (!c) return std::nullopt;
  if (!*c) return false;
  return segments_intersect();
}

std::optional<bool> PairFilter::segments_intersect() const {
  if (!finite_) return std::nullopt;
  const std::optional<int> sd = sign_of(kDet);
  if (!sd) return std::nullopt;
  if (*sd != 0) {
    const std::optional<bool> t = ratio_in_unit(sign_of(kNumT), sign_of(kRestT), *sd), u = ratio_in_unit(sign_of(kNumU), sign_of(kRestU), *sd);
    if (!t || !u) return std::nullopt;
    return *t && *u;
  }
  if (point1_) return on_segment(s2_, s1_.a);
  if (point2_) return on_segment(s1_, s2_.a);
  // Parallel with length: s2 on s1's line, then the parameter intervals meet.
  const std::optional<int> off = sign_of(kNumU);
  if (!off) return std::nullopt;
  if (*off != 0) return false;
  // ta = (a2 - a1).d1, tb = (b2 - a1).d1; ta - d1.d1 = (a2 - b1).d1, tb - d1.d1 = (b2 - b1).d1.
  const std::optional<int> a0 = signed_dot(s2_.a, s1_.a, s1_.b, s1_.a), b0 = signed_dot(s2_.b, s1_.a, s1_.b, s1_.a),
                           a1 = signed_dot(s2_.a, s1_.b, s1_.b, s1_.a), b1 = signed_dot(s2_.b, s1_.b, s1_.b, s1_.a);
  if (!a0 || !b0 || !a1 || !b1) return std::nullopt;
  return (*a0 >= 0 || *b0 >= 0) && (*a1 <= 0 || *b1 <= 0);
}

std::optional<bool> PairFilter::line_segment_intersect() const {
  if (!finite_) return std::nullopt;
  if (point1_) return on_segment(s2_, s1_.a);
  const std::optional<int> on_line = sign_of(kNumU);  // a2 against s1's line
  const std::optional<int> sd = sign_of(kDet);
  if (!on_line || !sd) return std::nullopt;
  if (point2_ || *sd == 0) return *on_line == 0;
  return ratio_in_unit(sign_of(kNumU), sign_of(kRestU), *sd);
}

// The crossing at t = num_t / det on s1 through the first stage's values:
// the point's numerators a1 det + num_t d1 formed from them directly (kept
// whenever finite: see fast::coordinate_numerator); nullopt when a cross
// product is not a first-stage value.
std::optional<QCrossing> PairFilter::crossing_by_first_stage() const {
  const std::optional<fast::Approx>&det = approx(kDet), &nt = approx(kNumT), &nu = approx(kNumU);
  if (!det || !nt || !nu) return std::nullopt;
  const auto numerator = [&](double a, double b) -> std::optional<Enclosure> {
    const fast::Approx n = fast::add(fast::mul(fast::exact(a), *det), fast::mul(*nt, fast::exact_difference(b, a)));
    if (!fast::finite(n)) return std::nullopt;
    return fast::to_enclosure(n);
  };
  const std::optional<Enclosure> x = numerator(s1_.a.x, s1_.b.x), y = numerator(s1_.a.y, s1_.b.y);
  if (!x || !y) return std::nullopt;
  const Enclosure& den = enclosed(kDet);
  return QCrossing{Quotient{enclosed(kNumT), den}, Quotient{enclosed(kNumU), den}, Quotient{*x, den, k_},
                   Quotient{*y, den, k_}};
}

QCrossing PairFilter::crossing() const {
  if (const std::optional<QCrossing> c = crossing_by_first_stage()) return *c;
  return crossing_at(s1_, d1(), enclosed(kNumT), enclosed(kNumU), enclosed(kDet), k_);
}

CrossingAnswer PairFilter::line_crossing() const {
  if (!finite_) return std::nullopt;
  const std::optional<int> sd = sign_of(kDet);
  if (!sd) return std::nullopt;
  if (*sd == 0) return std::optional<QCrossing>();
  return std::optional<QCrossing>(crossing());
}

CrossingAnswer PairFilter::segment_crossing() const {
  const CrossingAnswer c = line_crossing();
  if (!c || !*c) return c;
  const int sd = *sign_of(kDet);
  const std::optional<bool> t = ratio_in_unit(sign_of(kNumT), sign_of(kRestT), sd), u = ratio_in_unit(sign_of(kNumU), sign_of(kRestU), sd);
  if (!t || !u) return std::nullopt;
  if (*t && *u) return c;
  return std::optional<QCrossing>();
}

CrossingAnswer PairFilter::ray_segment_hit() const { return first_contact(Kind::ray, Kind::segment); }

namespace {
// t = num / den in the range of kind (ray or segment), for den of sign sd,
// given the complement den - num, when certified.
std::optional<bool> in_range_of(Kind kind, const std::optional<int>& num, const std::optional<int>& complement, int sd) {
  if (kind == Kind::segment) return ratio_in_unit(num, complement, sd);
  if (!num) return std::nullopt;
  return *num * sd >= 0;
}
std::optional<bool> in_range_of(Kind kind, const Enclosure& num, const Enclosure& complement, int sd) {
  return in_range_of(kind, sign(num), kind == Kind::segment ? sign(complement) : std::optional<int>(0), sd);
}
}  // namespace

CrossingAnswer PairFilter::first_contact(Kind kp, Kind kq) const {
  if (!finite_ || kp == Kind::line || kq == Kind::ray) return std::nullopt;
  const std::optional<QCrossing> none;
  const Quotient zero = whole(enclose(0.0));
  const std::optional<int> on_line = sign_of(kNumU);  // a2 against p's line
  if (point1_) {  // p is the point a1: on q (a segment, or q's line)
    std::optional<bool> on;
    if (kq == Kind::segment || point2_) {
      on = on_segment(s2_, s1_.a);
    } else {
      const std::optional<int> off = signed_cross(s2_.b, s2_.a, s1_.a, s2_.a);  // a1 against q's line
      if (off) on = *off == 0;
    }
    if (!on) return std::nullopt;
    if (!*on) return none;
    return std::optional<QCrossing>(crossing_at_point(zero, parameter_on(s2_, s1_.a), s1_.a, k_));
  }
  if (!on_line) return std::nullopt;
  const Enclosure length2 = dot(d1(), d1()), ta = dot(difference(s2_.a, s1_.a), d1());
  if (point2_) {  // q is the point a2: on p's line, at a t in p's range
    const std::optional<bool> in = in_range_of(kp, ta, dot(difference(s1_.b, s2_.a), d1()), 1);  // d1.d1 - ta
    if (!in) return std::nullopt;
    if (*on_line != 0 || !*in) return none;
    return std::optional<QCrossing>(crossing_at_point(Quotient{ta, length2}, zero, s2_.a, k_));
  }
  const std::optional<int> sd = sign_of(kDet);
  if (!sd) return std::nullopt;
  if (*sd != 0) {
    // t along p: num_t / det; u along q: num_u / det.
    const std::optional<bool> t_in = in_range_of(kp, sign_of(kNumT), sign_of(kRestT), *sd);
    std::optional<bool> u_in = true;
    if (kq == Kind::segment) u_in = ratio_in_unit(sign_of(kNumU), sign_of(kRestU), *sd);
    if (!t_in || !u_in) return std::nullopt;
    if (!*t_in || !*u_in) return none;
    return std::optional<QCrossing>(crossing());
  }
  // Parallel: q must lie on p's line; then its parameters along p form all
  // of the line (kq line) or [min(ta, tb), max(ta, tb)], met with p's range.
  if (*on_line != 0) return none;
  const QCrossing at_start = crossing_at_point(zero, parameter_on(s2_, s1_.a), s1_.a, k_);
  if (kq == Kind::line) return std::optional<QCrossing>(at_start);
  const Enclosure tb = dot(difference(s2_.b, s1_.a), d1());
  const std::optional<int> a0 = sign(ta), b0 = sign(tb), order = signed_dot(s2_.b, s2_.a, s1_.b, s1_.a);  // tb - ta = d2.d1
  const std::optional<int> a1 = signed_dot(s2_.a, s1_.b, s1_.b, s1_.a), b1 = signed_dot(s2_.b, s1_.b, s1_.b, s1_.a);
  if (!a0 || !b0 || !order || !a1 || !b1) return std::nullopt;
  if (*a0 < 0 && *b0 < 0) return none;                                  // all behind p's start
  if (kp == Kind::segment && *a1 > 0 && *b1 > 0) return none;           // all past p's end
  if (*a0 <= 0 || *b0 <= 0) return std::optional<QCrossing>(at_start);  // p starts on q
  if (*order > 0) return std::optional<QCrossing>(crossing_at_point(Quotient{ta, length2}, zero, s2_.a, k_));
  return std::optional<QCrossing>(crossing_at_point(Quotient{tb, length2}, whole(one()), s2_.b, k_));
}

std::optional<Quotient> PairFilter::squared_distance() const {
  const std::optional<bool> meet = segments_intersect();
  if (!meet) return std::nullopt;
  if (*meet) return whole(enclose(0.0));
  // The first stage picks the nearest candidate on plain doubles; only its
  // exact value is then formed.
  if (const std::optional<int> best = nearest_candidate(s1_, s2_)) {
    const std::optional<PointSegmentDistance> d = *best < 2 ? point_segment_distance(*best == 0 ? s1_.a : s1_.b, s2_)
                                                            : point_segment_distance(*best == 2 ? s2_.a : s2_.b, s1_);
    if (d) return times_pow2(d->value, 2 * k_);
  }
  // The four end-to-segment candidates. Two that are the same pair of input
  // points at an end (an end of s1 nearest an end of s2, and back) are equal
  // by construction: they are not compared (their rounded products would
  // not settle the tie), either is the value.
  const Vec2 ends1[] = {s1_.a, s1_.b}, ends2[] = {s2_.a, s2_.b};
  struct Candidate {
    std::optional<PointSegmentDistance> d;
    int end1, end2;  // the ends of s1 and s2 it measures between, -1 for a foot
  };
  Candidate c[4];
  for (int k = 0; k < 2; ++k) {
    c[k].d = point_segment_distance(ends1[k], s2_);
    c[k].end1 = k;
    c[k].end2 = c[k].d ? c[k].d->end : -1;
    c[2 + k].d = point_segment_distance(ends2[k], s1_);
    c[2 + k].end2 = k;
    c[2 + k].end1 = c[2 + k].d ? c[2 + k].d->end : -1;
  }
  const auto same_ends = [](const Candidate& x, const Candidate& y) {
    return x.end1 >= 0 && x.end2 >= 0 && x.end1 == y.end1 && x.end2 == y.end2;
  };
  if (!c[0].d) return std::nullopt;
  int best = 0;
  for (int i = 1; i < 4; ++i) {
    if (!c[i].d) return std::nullopt;
    if (same_ends(c[i], c[best])) continue;
    const std::optional<int> order = compare(c[i].d->value, c[best].d->value);
    if (!order) return std::nullopt;
    if (*order < 0) best = i;
  }
  return times_pow2(c[best].d->value, 2 * k_);
}

}  // namespace plumb::oracle::filtered
