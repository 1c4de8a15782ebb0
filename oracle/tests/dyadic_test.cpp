// Plumb: the dyadic integer stage (oracle/dyadic*.h) gives the same answers,
// value for value, as the rational oracle it replaced (oracle/rational2d.h),
// on a fixed seed over uniform, random-exponent, raw-bit-pattern, grid and
// nearly degenerate input; its 2D constructions kept as unreduced fractions
// hold the same values and give the same error measures (the doubles of
// error.h and fraction_error.h) as the rational answers; and its scaling is
// exact.
// Self-contained: GoogleTest + oracle.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/dyadic.h"
#include "oracle/dyadic3d.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/first_contact.h"
#include "oracle/fraction_error.h"
#include "oracle/line_line3d.h"
#include "oracle/point_triangle3.h"
#include "oracle/ray_segment3d.h"
#include "kernels/types3d.h"
#include "oracle/rational2d.h"
#include "oracle/rational3d.h"
#include "oracle/rvec.h"

namespace {

using namespace plumb;
namespace dy = plumb::oracle::dyadic;
namespace rq = plumb::oracle::rational;
using oracle::Rational;

enum class Input { uniform, random_exponent, raw_bits, grid, nearly_degenerate };

struct Draw {
  std::mt19937_64 rng{20261206};

  double uniform() { return std::uniform_real_distribution<double>(-1.0, 1.0)(rng); }
  double random_exponent() {
    const double m = std::uniform_real_distribution<double>(1.0, 2.0)(rng);
    const int k = std::uniform_int_distribution<int>(-60, 60)(rng);
    return (rng() & 1 ? -1 : 1) * std::ldexp(m, k);
  }
  double raw() {
    for (;;) {
      const double d = std::bit_cast<double>(rng());
      if (std::isfinite(d)) return d;
    }
  }
  double small() { return double(std::uniform_int_distribution<int>(-3, 3)(rng)); }
  double value(Input in) {
    switch (in) {
      case Input::uniform: return uniform();
      case Input::random_exponent: return random_exponent();
      case Input::raw_bits: return raw();
      default: return small();
    }
  }
  Vec2 point(Input in) { return {value(in), value(in)}; }

  // Grid pairs built degenerate on purpose: shared ends, collinear and
  // parallel pairs, zero lengths; nearly degenerate ones moved by an ULP.
  void degenerate(Segment& s1, Segment& s2, Vec2& p, Input in) {
    const Vec2 a = point(Input::grid), d = point(Input::grid);
    const auto at = [&](double k) { return Vec2{a.x + k * d.x, a.y + k * d.y}; };
    switch (rng() % 5) {
      case 0: s1 = {at(0), at(2)}; s2 = {at(small()), at(small())}; break;            // collinear
      case 1: s1 = {at(0), at(1)}; s2 = {point(Input::grid), s1.b}; break;           // shared end
      case 2: s1 = {a, a}; s2 = {at(-1), at(1)}; break;                              // zero length
      case 3: { const Vec2 c = point(Input::grid); s1 = {a, at(1)}; s2 = {c, {c.x + d.x, c.y + d.y}}; break; }
      default: s1 = {point(Input::grid), point(Input::grid)}; s2 = {point(Input::grid), point(Input::grid)};
    }
    p = at(0.5 * small());
    if (in == Input::nearly_degenerate) {
      double* slots[] = {&s1.a.x, &s1.a.y, &s1.b.x, &s1.b.y, &s2.a.x, &s2.a.y, &s2.b.x, &s2.b.y, &p.x, &p.y};
      double& x = *slots[rng() % 10];
      x = std::nextafter(x, rng() & 1 ? INFINITY : -INFINITY);
    }
  }
};

void expect_same(const std::optional<oracle::ExactCrossing>& a, const std::optional<oracle::ExactCrossing>& b,
                 const std::string& what) {
  ASSERT_EQ(a.has_value(), b.has_value()) << what;
  if (!a) return;
  EXPECT_EQ(a->t, b->t) << what;
  EXPECT_EQ(a->u, b->u) << what;
  EXPECT_TRUE(a->point == b->point) << what;
}

void expect_same(const oracle::ExactClosest& a, const oracle::ExactClosest& b, const std::string& what) {
  EXPECT_EQ(a.t, b.t) << what;
  EXPECT_TRUE(a.point == b.point) << what;
  EXPECT_EQ(a.squared_distance, b.squared_distance) << what;
}

// Whether a fraction holds exactly the rational's value (den > 0, as
// Fraction requires), without making it canonical: num == q den 2^-k.
::testing::AssertionResult same_value(const dy::Fraction& f, const Rational& q) {
  if (f.den.sign() <= 0) return ::testing::AssertionFailure() << "denominator not positive";
  if (dy::to_rational(f) != q) return ::testing::AssertionFailure() << "value differs";
  return ::testing::AssertionSuccess();
}

// Computed values around an exact one: its rounding and neighbours, values
// some ULPs and far off, zero, infinities, and one raw bit pattern.
std::vector<double> computed_near(const Rational& exact, Draw& d) {
  const double r = oracle::round_to_double(exact);
  std::vector<double> out{r, std::nextafter(r, INFINITY), std::nextafter(r, -INFINITY), 0.0, -r, d.raw()};
  if (std::isfinite(r)) out.insert(out.end(), {r * (1 + 0x1p-40), r * 0.5 + 1.0, INFINITY, -INFINITY});
  return out;
}

// ulp_error on the fraction and on the rational: the same double, bit for bit.
void expect_same_ulps(const dy::Fraction& f, const Rational& q, Draw& d, const std::string& what) {
  for (double c : computed_near(q, d))
    EXPECT_EQ(std::bit_cast<std::uint64_t>(oracle::ulp_error(c, f)), std::bit_cast<std::uint64_t>(oracle::ulp_error(c, q)))
        << what << " computed " << c;
}

// ulp_error_sqrt of a square kept as a fraction and as the rational: the
// same double, for computed values around the root (its rounding and
// neighbours, far off, zero, infinities, one raw bit pattern).
void expect_same_sqrt_ulps(const dy::Fraction& f, const Rational& q, Draw& d, const std::string& what) {
  for (double c : computed_near(q, d)) {
    const double r = c == 0.0 || !std::isfinite(c) ? c : oracle::sqrt_rounded(q);
    for (double x : {c, r, std::nextafter(r, INFINITY), std::nextafter(r, 0.0)})
      EXPECT_EQ(std::bit_cast<std::uint64_t>(oracle::ulp_error_sqrt(x, f)),
                std::bit_cast<std::uint64_t>(oracle::ulp_error_sqrt(x, q)))
          << what << " computed " << x;
  }
}

// scaled_error of a coordinate with the point contract's scale
// |a| + (|t| + m) |b - a| + m (m = 2^-1022), formed on fractions and on
// rationals: the same double.
void expect_same_coordinate_errors(double a, double b, const dy::Fraction& t, const dy::Fraction& x,
                                   const Rational& rt, const Rational& rx, Draw& d, const std::string& what) {
  const dy::Fraction m = dy::fraction(dy::Integer(1), -1022);
  const dy::Fraction scale = dy::abs(dy::fraction(a)) + (dy::abs(t) + m) * dy::abs(dy::fraction(b) - dy::fraction(a)) + m;
  const auto abs = [](const Rational& v) { return v < 0 ? Rational(-v) : v; };
  const Rational rm = oracle::pow2(-1022);
  const Rational rscale = abs(oracle::exact(a)) + (abs(rt) + rm) * abs(oracle::exact(b) - oracle::exact(a)) + rm;
  ASSERT_TRUE(same_value(scale, rscale)) << what;
  for (double c : computed_near(rx, d))
    EXPECT_EQ(std::bit_cast<std::uint64_t>(oracle::scaled_error(c, x, scale)),
              std::bit_cast<std::uint64_t>(oracle::scaled_error(c, rx, rscale)))
        << what << " computed " << c;
}

// A crossing as fractions against the rational reference: the same answer,
// the same values, and the same measures of t, u and the point (built on s1).
void expect_same_fractions(const std::optional<dy::FractionCrossing>& f, const std::optional<oracle::ExactCrossing>& q,
                           const Segment& s1, Draw& d, const std::string& what) {
  ASSERT_EQ(f.has_value(), q.has_value()) << what;
  if (!f) return;
  EXPECT_TRUE(same_value(f->t, q->t)) << "t " << what;
  EXPECT_TRUE(same_value(f->u, q->u)) << "u " << what;
  EXPECT_TRUE(same_value(f->x, q->point.x)) << "x " << what;
  EXPECT_TRUE(same_value(f->y, q->point.y)) << "y " << what;
  expect_same(dy::to_exact(*f), *q, what);
  expect_same_ulps(f->t, q->t, d, "t " + what);
  expect_same_ulps(f->u, q->u, d, "u " + what);
  expect_same_coordinate_errors(s1.a.x, s1.b.x, f->t, f->x, q->t, q->point.x, d, "x " + what);
  expect_same_coordinate_errors(s1.a.y, s1.b.y, f->t, f->y, q->t, q->point.y, d, "y " + what);
}

// The same for a closest point (t, the point, the squared distance).
void expect_same_fractions(const dy::FractionClosest& f, const oracle::ExactClosest& q, const Segment& s, Draw& d,
                           const std::string& what) {
  EXPECT_TRUE(same_value(f.t, q.t)) << "t " << what;
  EXPECT_TRUE(same_value(f.x, q.point.x)) << "x " << what;
  EXPECT_TRUE(same_value(f.y, q.point.y)) << "y " << what;
  EXPECT_TRUE(same_value(f.squared_distance, q.squared_distance)) << "squared distance " << what;
  expect_same(dy::to_exact(f), q, what);
  expect_same_ulps(f.t, q.t, d, "t " + what);
  expect_same_ulps(f.squared_distance, q.squared_distance, d, "squared distance " + what);
  expect_same_coordinate_errors(s.a.x, s.b.x, f.t, f.x, q.t, q.point.x, d, "x " + what);
  expect_same_coordinate_errors(s.a.y, s.b.y, f.t, f.y, q.t, q.point.y, d, "y " + what);
}

std::string show(const Segment& s1, const Segment& s2, Vec2 p) {
  char buf[400];
  std::snprintf(buf, sizeof buf, "s1 (%a, %a)-(%a, %a) s2 (%a, %a)-(%a, %a) p (%a, %a)", s1.a.x, s1.a.y, s1.b.x,
                s1.b.y, s2.a.x, s2.a.y, s2.b.x, s2.b.y, p.x, p.y);
  return buf;
}

void compare(const Segment& s1, const Segment& s2, Vec2 p, Draw& d) {
  const std::string what = show(s1, s2, p);
  EXPECT_EQ(dy::parallel(s1, s2), rq::parallel(s1, s2)) << what;
  EXPECT_EQ(dy::collinear(s1, s2), rq::collinear(s1, s2)) << what;
  EXPECT_EQ(dy::collinear_overlap(s1, s2), rq::collinear_overlap(s1, s2)) << what;
  EXPECT_EQ(dy::segments_intersect(s1, s2), rq::segments_intersect(s1, s2)) << what;
  EXPECT_EQ(dy::line_segment_intersect(s1, s2), rq::line_segment_intersect(s1, s2)) << what;
  expect_same(dy::line_crossing(s1, s2), rq::line_crossing(s1, s2), what);
  expect_same(dy::segment_crossing(s1, s2), rq::segment_crossing(s1, s2), what);
  for (Kind k : {Kind::line, Kind::ray, Kind::segment})
    expect_same(dy::closest_point(s1, p, k), rq::closest_point(s1, p, k), what);
  expect_same_fractions(dy::line_crossing_fractions(s1, s2), rq::line_crossing(s1, s2), s1, d, "line " + what);
  expect_same_fractions(dy::segment_crossing_fractions(s1, s2), rq::segment_crossing(s1, s2), s1, d, "segment " + what);
  for (Kind k : {Kind::line, Kind::ray, Kind::segment})
    expect_same_fractions(dy::closest_point_fractions(s1, p, k), rq::closest_point(s1, p, k), s1, d, "closest " + what);
  if (const auto hit = dy::ray_segment_hit_unless_parallel(s1, s2))
    expect_same_fractions(*hit, oracle::ray_segment_hit(s1, s2), s1, d, "ray " + what);
  else
    EXPECT_TRUE(rq::parallel(s1, s2)) << "ray left to the rational stage but not parallel: " << what;
  EXPECT_EQ(dy::squared_distance_point_segment(p, s2), rq::squared_distance_point_segment(p, s2)) << what;
  EXPECT_EQ(dy::squared_distance_point_line(p, s2), rq::squared_distance_point_line(p, s2)) << what;
  const Rational pair_square = rq::squared_distance_segment_segment(s1, s2);
  EXPECT_EQ(dy::squared_distance_segment_segment(s1, s2), pair_square) << what;
  const dy::Fraction pair_fraction = dy::squared_distance_segment_segment_fraction(s1, s2);
  EXPECT_TRUE(same_value(pair_fraction, pair_square)) << "squared distance " << what;
  expect_same_sqrt_ulps(pair_fraction, pair_square, d, "distance " + what);
  // A radius that touches exactly when the squared distance is a square of
  // a double, and the neighbours either side.
  const double r = std::sqrt(oracle::round_to_double(rq::squared_distance_point_segment(p, s2)));
  for (double radius : {r, std::nextafter(r, 0.0), std::nextafter(r, INFINITY), 0.0, -1.0})
    EXPECT_EQ(dy::circle_segment_intersect({p, radius}, s2), rq::circle_segment_intersect({p, radius}, s2)) << what;
  const Rational det = oracle::cross(oracle::exact(s1.b) - oracle::exact(s1.a), oracle::exact(s2.a) - oracle::exact(s1.a));
  EXPECT_EQ(dy::orientation(s1.a, s1.b, s2.a), det.sign()) << what;
}

void run(Input in, int cases) {
  Draw d, computed;
  computed.rng.seed(7);  // the computed values to measure: their own stream, so the inputs are as before
  int crossings = 0;     // segment crossings compared value for value (line crossings and closest points: every case)
  int ray_hits = 0;      // ray hits on the dyadic stage, the same
  for (int i = 0; i < cases; ++i) {
    Segment s1, s2;
    Vec2 p;
    if (in == Input::grid || in == Input::nearly_degenerate) {
      d.degenerate(s1, s2, p, in);
    } else {
      s1 = {d.point(in), d.point(in)};
      s2 = {d.point(in), d.point(in)};
      p = d.point(in);
    }
    compare(s1, s2, p, computed);
    if (::testing::Test::HasFailure()) return;
    crossings += dy::segment_crossing_fractions(s1, s2).has_value() ? 1 : 0;
    const auto hit = dy::ray_segment_hit_unless_parallel(s1, s2);
    ray_hits += hit && *hit ? 1 : 0;
  }
  EXPECT_GT(crossings, cases / 20);
  EXPECT_GT(ray_hits, cases / 20);
}

// The 3D questions: points, segments and radii from the same draws; the
// grid classes add parallel and collinear segment pairs and radii that touch.
void compare3(Draw& d, Input in) {
  const bool grid = in == Input::grid || in == Input::nearly_degenerate;
  const auto v = [&] { return d.value(grid ? Input::grid : in); };
  const auto pt = [&] { return Vec3{v(), v(), v()}; };
  Segment3 s1{pt(), pt()}, s2{pt(), pt()};
  Vec3 p = pt();
  if (grid) {
    switch (d.rng() % 4) {
      case 0: s2 = {{s1.a.x + 1, s1.a.y, s1.a.z}, {s1.b.x + 1, s1.b.y, s1.b.z}}; break;  // parallel
      case 1: s2 = {s1.b, {2 * s1.b.x - s1.a.x, 2 * s1.b.y - s1.a.y, 2 * s1.b.z - s1.a.z}}; break;  // collinear
      case 2: s1.b = s1.a; break;  // zero length
      default: break;
    }
    if (in == Input::nearly_degenerate) s2.a.x = std::nextafter(s2.a.x, d.rng() & 1 ? INFINITY : -INFINITY);
  }
  char buf[600];
  std::snprintf(buf, sizeof buf, "s1 (%a %a %a)-(%a %a %a) s2 (%a %a %a)-(%a %a %a) p (%a %a %a)", s1.a.x, s1.a.y,
                s1.a.z, s1.b.x, s1.b.y, s1.b.z, s2.a.x, s2.a.y, s2.a.z, s2.b.x, s2.b.y, s2.b.z, p.x, p.y, p.z);
  const std::string what = buf;
  const oracle::ExactClosest3 a = dy::closest_point3(s1, p), b = rq::closest_point3(s1, p);
  EXPECT_EQ(a.t, b.t) << what;
  EXPECT_TRUE(a.point == b.point) << what;
  EXPECT_EQ(a.squared_distance, b.squared_distance) << what;
  EXPECT_EQ(dy::squared_distance_point_segment3(p, s2), rq::squared_distance_point_segment3(p, s2)) << what;
  const Rational pair = rq::segment_segment_squared_distance3(s1, s2);
  EXPECT_EQ(dy::segment_segment_squared_distance3(s1, s2), pair) << what;
  EXPECT_EQ(dy::to_rational(dy::segment_segment_squared_distance3_fraction(s1, s2)), pair) << what;
  const oracle::ExactSegmentPair3 e = dy::segment_segment_closest3(s1, s2), f = rq::segment_segment_closest3(s1, s2);
  EXPECT_EQ(e.s, f.s) << what;
  EXPECT_EQ(e.t, f.t) << what;
  EXPECT_TRUE(e.first == f.first && e.second == f.second) << what;
  EXPECT_EQ(e.squared_distance, f.squared_distance) << what;
  // The lines through s1 and s2; the ray from s1.a along s1.b - s1.a (in
  // double, as the property gives it) against s2.
  const auto same_pair = [&](const oracle::ExactSegmentPair3& x, const oracle::ExactSegmentPair3& y, bool unique,
                             bool unique_rational, const char* which) {
    EXPECT_EQ(x.s, y.s) << which << " " << what;
    EXPECT_EQ(x.t, y.t) << which << " " << what;
    EXPECT_TRUE(x.first == y.first && x.second == y.second) << which << " " << what;
    EXPECT_EQ(x.squared_distance, y.squared_distance) << which << " " << what;
    EXPECT_EQ(unique, unique_rational) << which << " " << what;
  };
  bool unique = false;
  const oracle::ExactSegmentPair3 ll = dy::line_line_closest3(s1, s2, &unique);
  const oracle::RSegment3 l1 = oracle::exact(s1), l2 = oracle::exact(s2);
  same_pair(ll, oracle::line_line_closest3(l1, l2), unique, oracle::line_pair_unique(l1, l2), "lines");
  const Ray3 ray{s1.a, {s1.b.x - s1.a.x, s1.b.y - s1.a.y, s1.b.z - s1.a.z}};
  if (std::isfinite(ray.direction.x) && std::isfinite(ray.direction.y) && std::isfinite(ray.direction.z)) {
    const oracle::ExactSegmentPair3 rs = dy::ray_segment_distance3(ray, s2, &unique);
    same_pair(rs, oracle::ray_segment_distance3(oracle::exact(ray), l2), unique,
              oracle::ray_segment_pair_unique(oracle::exact(ray), l2), "ray");
  }
  // The triangle (s1.a, s1.b, s2.b) and p; on the grid classes s1 may have
  // zero length or s2 be parallel to it, so some triangles are degenerate.
  const Triangle3 tri{s1.a, s1.b, s2.b};
  const oracle::ExactTriangleClosest ta = dy::closest_point_triangle3(p, tri),
                                     tb = oracle::rational::closest_point_triangle3(p, tri);
  EXPECT_TRUE(ta.point == tb.point) << "triangle " << what;
  EXPECT_EQ(ta.squared_distance, tb.squared_distance) << "triangle " << what;
  EXPECT_EQ(ta.u, tb.u) << "triangle " << what;
  EXPECT_EQ(ta.v, tb.v) << "triangle " << what;
  EXPECT_EQ(ta.feature, tb.feature) << "triangle " << what;
  // The fractions, for every triangle (degenerate ones too: a unique point).
  const dy::FractionTriangleClosest3 tf = dy::closest_point_triangle3_fractions(p, tri);
  EXPECT_TRUE((oracle::RVec3{dy::to_rational(tf.point[0]), dy::to_rational(tf.point[1]), dy::to_rational(tf.point[2])} ==
               tb.point))
      << "triangle fractions " << what;
  EXPECT_EQ(dy::to_rational(tf.squared_distance), tb.squared_distance) << "triangle fractions " << what;
  // A ray from p through the triangle's parts (its corner, an edge's
  // midpoint on the grid classes, so the decisions sit on boundaries), both
  // readings.
  for (const Vec3 q : {tri.a, Vec3{(tri.a.x + tri.b.x) / 2, (tri.a.y + tri.b.y) / 2, (tri.a.z + tri.b.z) / 2}, s2.a}) {
    const Ray3 r{p, {q.x - p.x, q.y - p.y, q.z - p.z}};
    if (!(std::isfinite(r.direction.x) && std::isfinite(r.direction.y) && std::isfinite(r.direction.z))) continue;
    for (const bool front : {false, true}) {
      const auto x = dy::ray_triangle_hit(r, tri, front), y = rq::ray_triangle_hit(r, tri, front);
      ASSERT_EQ(x.has_value(), y.has_value()) << "ray-triangle " << what;
      if (x) {
        EXPECT_TRUE(x->t == y->t && x->u == y->u && x->v == y->v) << "ray-triangle " << what;
      }
    }
  }
  const double r = std::sqrt(oracle::round_to_double(pair));
  for (double r1 : {r, std::nextafter(r, 0.0), std::nextafter(r, INFINITY), 0.0, -1.0, double(INFINITY)}) {
    const double half = r1 / 2;
    EXPECT_EQ(dy::sphere_segment_intersect({p, r1}, s2), rq::sphere_segment_intersect({p, r1}, s2)) << what;
    EXPECT_EQ(dy::capsule_sphere_intersect({s1.a, s1.b, half}, {p, half}),
              rq::capsule_sphere_intersect({s1.a, s1.b, half}, {p, half})) << what;
    EXPECT_EQ(dy::capsule_capsule_intersect({s1.a, s1.b, r1}, {s2.a, s2.b, 0.0}),
              rq::capsule_capsule_intersect({s1.a, s1.b, r1}, {s2.a, s2.b, 0.0})) << what;
  }
}

void run3(Input in, int cases) {
  Draw d;
  for (int i = 0; i < cases && !::testing::Test::HasFailure(); ++i) compare3(d, in);
}

TEST(Dyadic3, SameAnswersAsRationalsOnUniformInput) { run3(Input::uniform, 1000); }
TEST(Dyadic3, SameAnswersAsRationalsOnRandomExponents) { run3(Input::random_exponent, 1000); }
TEST(Dyadic3, SameAnswersAsRationalsOnRawBitPatterns) { run3(Input::raw_bits, 200); }
TEST(Dyadic3, SameAnswersAsRationalsOnGridConstructions) { run3(Input::grid, 2000); }
TEST(Dyadic3, SameAnswersAsRationalsOnNearlyDegenerateInput) { run3(Input::nearly_degenerate, 2000); }

TEST(Dyadic, ScalingIsExact) {
  for (double v : {1.0, -0.75, 0x1p-1074, -0x1.fffffffffffffp+1023, 3.0, 0x1.8p-1000}) {
    const long e0 = dy::common_exponent({v, 1.0});
    EXPECT_EQ(dy::to_rational(dy::scaled(v, e0), e0), oracle::exact(v)) << v;
  }
  EXPECT_EQ(dy::common_exponent({0.0, -0.0}), 0);
  EXPECT_EQ(dy::common_exponent({6.0, 0.5}), -1);
  EXPECT_THROW(dy::common_exponent({1.0, NAN}), std::domain_error);
}

TEST(Dyadic, NonFiniteInputThrowsAsTheRationalOracleDoes) {
  const Segment s{{0, 0}, {1, 1}}, bad{{0, INFINITY}, {1, 1}};
  EXPECT_THROW(dy::segments_intersect(s, bad), std::domain_error);
  EXPECT_THROW(dy::closest_point(bad, {0, 0}, Kind::segment), std::domain_error);
  EXPECT_THROW(dy::circle_segment_intersect({{NAN, 0}, 1.0}, s), std::domain_error);
  EXPECT_FALSE(dy::circle_segment_intersect({{0, 0}, NAN}, s));
  EXPECT_TRUE(dy::circle_segment_intersect({{9, 9}, INFINITY}, s));
}

// Hand-computed answers: the diagonals of the square [0, 2]^2 cross at
// t = u = 1/2 in (1, 1), with d1 x d2 = -8 < 0 (made a positive denominator)
// and, with s2 reversed, +8; the foot of (0, 2) on the first diagonal is
// t = 1/2 at (1, 1), squared distance 2.
TEST(DyadicFractions, HandComputedAnswers) {
  const Segment s1{{0, 0}, {2, 2}};
  for (const Segment s2 : {Segment{{0, 2}, {2, 0}}, Segment{{2, 0}, {0, 2}}}) {
    const std::optional<dy::FractionCrossing> c = dy::segment_crossing_fractions(s1, s2);
    ASSERT_TRUE(c.has_value());
    EXPECT_TRUE(same_value(c->t, Rational(1, 2)));
    EXPECT_TRUE(same_value(c->u, Rational(1, 2)));
    EXPECT_TRUE(same_value(c->x, Rational(1)));
    EXPECT_TRUE(same_value(c->y, Rational(1)));
  }
  EXPECT_FALSE(dy::segment_crossing_fractions(s1, {{3, 0}, {4, -1}}).has_value());  // the lines cross at (3/2, 3/2), u = -3/2
  EXPECT_TRUE(dy::line_crossing_fractions(s1, {{3, 0}, {4, -1}}).has_value());
  const dy::FractionClosest f = dy::closest_point_fractions(s1, {0, 2}, Kind::segment);
  EXPECT_TRUE(same_value(f.t, Rational(1, 2)));
  EXPECT_TRUE(same_value(f.x, Rational(1)));
  EXPECT_TRUE(same_value(f.y, Rational(1)));
  EXPECT_TRUE(same_value(f.squared_distance, Rational(2)));
  const dy::FractionClosest end = dy::closest_point_fractions(s1, {5, 3}, Kind::segment);  // past b: t = 1
  EXPECT_TRUE(same_value(end.t, Rational(1)));
  EXPECT_TRUE(same_value(end.squared_distance, Rational(10)));
}

// The segment pair's squared distance as a fraction: at the foot of a
// perpendicular, over the segment's squared length, unreduced (36/10 from
// (0, 2) to the segment (0, 0)-(3, 1)); between ends (5 from (0, 0) to
// (-1, 2)); from an end to a foot on a power-of-two length (16/16); 0 for
// segments that meet.
TEST(DyadicFractions, SegmentPairSquaredDistance) {
  const Segment s1{{0, 0}, {3, 1}};
  const dy::Fraction f = dy::squared_distance_segment_segment_fraction(s1, {{0, 2}, {0, 3}});
  EXPECT_TRUE(same_value(f, Rational(18, 5)));
  EXPECT_EQ(f.den, 10);  // 3^2 + 1^2, unreduced
  EXPECT_TRUE(same_value(dy::squared_distance_segment_segment_fraction(s1, {{-1, 2}, {-2, 2}}), Rational(5)));
  EXPECT_TRUE(same_value(dy::squared_distance_segment_segment_fraction(s1, {{3, 0}, {0, 1}}), Rational(0)));
  EXPECT_TRUE(same_value(dy::squared_distance_segment_segment_fraction({{0, 0}, {4, 0}}, {{2, 1}, {2, 5}}), Rational(1)));
}

// The agreement checks above fail on a wrong answer: a numerator one off
// is another value, and its measure is another double.
TEST(DyadicFractions, AWrongValueIsCaught) {
  const Segment s1{{0.1, 0.3}, {1.7, -0.9}}, s2{{0.2, -1.1}, {0.9, 1.3}};
  std::optional<dy::FractionCrossing> c = dy::segment_crossing_fractions(s1, s2);
  const std::optional<oracle::ExactCrossing> q = rq::segment_crossing(s1, s2);
  ASSERT_TRUE(c && q);
  ASSERT_TRUE(same_value(c->t, q->t));
  const double rounded = oracle::round_to_double(q->t);
  c->t.num += 1;
  EXPECT_FALSE(same_value(c->t, q->t));
  c->t.num *= 2;
  EXPECT_NE(oracle::ulp_error(rounded, c->t), oracle::ulp_error(rounded, q->t));
  dy::FractionClosest f = dy::closest_point_fractions(s1, {0.5, 0.5}, Kind::segment);
  f.x.den += 1;
  EXPECT_FALSE(same_value(f.x, rq::closest_point(s1, {0.5, 0.5}, Kind::segment).point.x));
  // The segment pair's squared distance (18/5) and its root's measure.
  const Segment t1{{0, 0}, {3, 1}}, t2{{0, 2}, {0, 3}};
  dy::Fraction sq = dy::squared_distance_segment_segment_fraction(t1, t2);
  const Rational rsq = rq::squared_distance_segment_segment(t1, t2);
  const double root = oracle::sqrt_rounded(rsq);
  ASSERT_EQ(oracle::ulp_error_sqrt(root, sq), oracle::ulp_error_sqrt(root, rsq));
  sq.num += 1;
  EXPECT_FALSE(same_value(sq, rsq));
  EXPECT_NE(oracle::ulp_error_sqrt(root, sq), oracle::ulp_error_sqrt(root, rsq));
}

TEST(Dyadic, SameAnswersAsRationalsOnUniformInput) { run(Input::uniform, 2000); }
TEST(Dyadic, SameAnswersAsRationalsOnRandomExponents) { run(Input::random_exponent, 2000); }
TEST(Dyadic, SameAnswersAsRationalsOnRawBitPatterns) { run(Input::raw_bits, 500); }
TEST(Dyadic, SameAnswersAsRationalsOnGridConstructions) { run(Input::grid, 4000); }
TEST(Dyadic, SameAnswersAsRationalsOnNearlyDegenerateInput) { run(Input::nearly_degenerate, 4000); }

}  // namespace
