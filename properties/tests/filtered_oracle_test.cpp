// Plumb: the filtered oracle (oracle/filtered_*) against the rational one.
//
// Every question the filtered path can settle is asked of both on the same
// cases: the property generators' mix (properties/generators.h: grid,
// zero-length, parallel, collinear, T-junctions, ULP-nudged, extreme
// binades, any bit pattern, the field cases) plus a class built to reach the
// filter's bounds: parallel pairs whose directions are multiples of one
// 90-bit integer, so that the exact zero is computed with dropped words and
// only a correct radius keeps it from being "decided". Where the filtered
// path answers, its decisions must be identical, its correctly rounded values
// identical, and its error-measure bounds (ULPs, and the judge's point
// error, measure::filtered::point_error) must enclose the rational measure
// (and be tight: within 2^-40 relative plus 2^-40). Then the seeded fault of
// the filtered path (a product bound made too small) must make the same
// comparison fail. The comparison runs with the first stage
// (oracle/filtered_fast.h) in front of the enclosures, as the checks use it,
// and without it (the enclosures alone); the first stage's certificate is
// also compared alone, sign for sign, with the dyadic integer stage on raw
// bit patterns, huge, subnormal, nearly and exactly collinear triples, and
// its own seeded fault (the rounding bounds of its sums and products left
// out) must be caught.
//
// Cases: PLUMB_AGREEMENT_CASES (default 20,000 pairs, as many sights and
// point cases, and 5,000 wide-significand pairs in an optimised build, a
// quarter of that under the sanitizers); each case asks about 120 questions
// (decisions, correctly rounded values, error bounds), so the default
// compares some 2.4 million answers. Set it higher for a longer soak.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <random>
#include <string>

#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/filtered_fast.h"
#include "oracle/filtered_line_of_sight.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/parameter.h"
#include "oracle/projection.h"
#include "judge/filtered_measure.h"
#include "judge/measure.h"
#include "properties/generators.h"
#include "properties/sanitizer_build.h"

namespace {

using namespace plumb;
namespace fo = plumb::oracle::filtered;
namespace ff = plumb::oracle::filtered::fast;
using oracle::Rational;

long case_count() {
  const char* v = std::getenv("PLUMB_AGREEMENT_CASES");
  return v ? std::atol(v) : testing_support::sampled() ? 5000 : 20000;
}

std::string hex(double v) {
  char b[64];
  std::snprintf(b, sizeof b, "%a", v);
  return b;
}

// Tallies what the two paths said; the first disagreement is kept whole.
struct Tally {
  long questions = 0;
  long settled = 0;
  long disagreements = 0;
  std::string first;
  std::map<std::string, std::pair<long, long>> per_class;  // label -> (questions, settled)
  std::string label;
  std::string input;

  void count(bool was_settled) {
    ++questions;
    settled += was_settled;
    auto& c = per_class[label];
    ++c.first;
    c.second += was_settled;
  }
  void disagree(const std::string& what) {
    if (disagreements++ == 0) first = input + ": " + what;
  }
  void decision(const char* what, const std::optional<bool>& filtered, bool rational) {
    count(filtered.has_value());
    if (filtered && *filtered != rational)
      disagree(std::string(what) + ": filtered " + (*filtered ? "true" : "false") + ", rational " +
               (rational ? "true" : "false"));
  }
  // A filtered exact value against the rational one: the same correct rounding,
  // and measures of nearby doubles enclosed and tight.
  void value(const char* what, const fo::Quotient& q, const Rational& r) {
    const std::optional<double> c = fo::rounded(q);
    count(c.has_value());
    const double want = oracle::round_to_double(r);
    if (!c) return;
    if (!(*c == want && std::signbit(*c) == std::signbit(want))) {
      disagree(std::string(what) + ": rounded " + hex(*c) + " vs " + hex(want));
      return;
    }
    if (!std::isfinite(want)) return;
    double computed = want;
    for (int step = 0; step < 3; ++step) {
      computed = std::nextafter(computed, step % 2 ? -INFINITY : INFINITY);
      if (!std::isfinite(computed)) break;
      const std::optional<fo::ErrorBounds> b = fo::ulp_error(computed, q);
      count(b.has_value());
      if (!b) continue;
      const double exact = oracle::ulp_error(computed, r);
      if (!(b->low <= exact && exact <= b->high && b->high <= exact * (1 + 0x1p-40) + 0x1p-40))
        disagree(std::string(what) + ": ulp error bounds [" + hex(b->low) + ", " +
                 hex(b->high) + "] vs " + hex(exact));
    }
  }
  // measure::filtered::point_error for points near the exact one (the
  // rounded point and its neighbours): bounds enclosing the rational
  // measure::point_error, and tight.
  void point(const char* what, const Segment& s, const fo::Quotient& t, const fo::Quotient& x,
             const fo::Quotient& y, const Rational& rt, const oracle::RVec2& r) {
    const Vec2 nearest{oracle::round_to_double(r.x), oracle::round_to_double(r.y)};
    if (!std::isfinite(nearest.x) || !std::isfinite(nearest.y)) return;
    for (int step = 0; step < 3; ++step) {
      const Vec2 computed{step == 0 ? nearest.x : std::nextafter(nearest.x, step == 1 ? INFINITY : -INFINITY),
                          step == 2 ? std::nextafter(nearest.y, INFINITY) : nearest.y};
      if (!std::isfinite(computed.x) || !std::isfinite(computed.y)) continue;
      const std::optional<fo::ErrorBounds> b = measure::filtered::point_error(computed, s, t, x, y);
      count(b.has_value());
      if (!b) continue;
      const double exact = measure::point_error(computed, s, rt, r);
      if (!(b->low <= exact && exact <= b->high && b->high <= exact * (1 + 0x1p-40) + 0x1p-40))
        disagree(std::string(what) + ": point error bounds [" + hex(b->low) + ", " + hex(b->high) + "] vs " +
                 hex(exact));
    }
  }
  void crossing(const char* what, const fo::CrossingAnswer& f, const std::optional<oracle::ExactCrossing>& r,
                const Segment* on = nullptr) {
    count(f.has_value());
    if (!f) return;
    if (f->has_value() != r.has_value()) {
      disagree(std::string(what) + ": filtered " + (f->has_value() ? "a crossing" : "none") + ", rational " +
               (r ? "a crossing" : "none"));
      return;
    }
    if (!r) return;
    const fo::QCrossing& q = **f;
    value((std::string(what) + " t").c_str(), q.t, r->t);
    value((std::string(what) + " u").c_str(), q.u, r->u);
    value((std::string(what) + " x").c_str(), q.x, r->point.x);
    value((std::string(what) + " y").c_str(), q.y, r->point.y);
    if (on) point(what, *on, q.t, q.x, q.y, r->t, r->point);
  }
  void distance(const std::optional<fo::Quotient>& f, const Rational& square) {
    count(f.has_value());
    if (!f) return;
    value("squared distance", *f, square);
    const double root = oracle::sqrt_rounded(square);
    for (double computed : {root, std::nextafter(root, INFINITY), std::nextafter(root, 0.0)}) {
      if (!std::isfinite(computed)) continue;
      const std::optional<fo::ErrorBounds> b = fo::ulp_error_sqrt(computed, *f);
      count(b.has_value());
      if (!b) continue;
      const double exact = oracle::ulp_error_sqrt(computed, square);
      if (!(b->low <= exact && exact <= b->high && b->high <= exact * (1 + 0x1p-40) + 0x1p-40))
        disagree("distance: ulp error bounds [" + hex(b->low) + ", " + hex(b->high) +
                 "] vs " + hex(exact));
    }
  }
};

std::string describe_pair(const PairCase& c) { return describe(c); }



bool finite(const Segment& s) {
  return std::isfinite(s.a.x) && std::isfinite(s.a.y) && std::isfinite(s.b.x) && std::isfinite(s.b.y);
}

void compare_pair(const PairCase& c, Tally& t) {
  if (!finite(c.s1) || !finite(c.s2)) return;
  t.label = c.label;
  t.input = describe_pair(c);
  const Segment &s1 = c.s1, &s2 = c.s2;
  const fo::PairFilter f(s1, s2);
  t.decision("parallel", f.parallel(), oracle::parallel(s1, s2));
  t.decision("collinear", f.collinear(), oracle::collinear(s1, s2));
  t.decision("collinear_overlap", f.collinear_overlap(), oracle::collinear_overlap(s1, s2));
  t.decision("segments_intersect", f.segments_intersect(), oracle::segments_intersect(s1, s2));
  t.decision("line_segment_intersect", f.line_segment_intersect(), oracle::line_segment_intersect(s1, s2));
  t.decision("on_segment", fo::on_segment(s1, s2.a), oracle::on_shape(oracle::exact(s1), Kind::segment,
                                                                       oracle::exact(s2.a)));
  t.crossing("line_crossing", f.line_crossing(), oracle::line_crossing(s1, s2));
  t.crossing("segment_crossing", f.segment_crossing(), oracle::segment_crossing(s1, s2), &s1);
  t.crossing("ray_segment_hit", f.ray_segment_hit(), oracle::ray_segment_hit(s1, s2));
  t.crossing("first_contact segment/line", f.first_contact(Kind::segment, Kind::line),
             oracle::first_contact(s1, Kind::segment, s2, Kind::line));
  t.crossing("first_contact ray/line", f.first_contact(Kind::ray, Kind::line),
             oracle::first_contact(s1, Kind::ray, s2, Kind::line));
  t.crossing("first_contact segment/segment", f.first_contact(Kind::segment, Kind::segment),
             oracle::first_contact(s1, Kind::segment, s2, Kind::segment));
  t.distance(f.squared_distance(), oracle::squared_distance_segment_segment(s1, s2));
}

void compare_point(const PointCase& c, Tally& t) {
  if (!finite(c.s) || !std::isfinite(c.p.x) || !std::isfinite(c.p.y)) return;
  t.label = c.label;
  t.input = describe(c);
  const auto projection = fo::projection_t(c.s, c.p);
  const auto r = oracle::projection_t(c.s, c.p);
  t.count(projection.has_value());
  if (projection) {
    if (projection->has_value() != r.has_value()) t.disagree("projection_t: answer or none differs");
    else if (r) t.value("projection_t", **projection, *r);
  }
  const auto closest = fo::closest_point(c.s, c.p, c.kind);
  t.count(closest.has_value());
  if (closest) {
    const oracle::ExactClosest e = oracle::closest_point(c.s, c.p, c.kind);
    t.value("closest_point t", closest->t, e.t);
    t.value("closest_point x", closest->x, e.point.x);
    t.value("closest_point y", closest->y, e.point.y);
    t.value("closest_point squared distance", closest->squared_distance, e.squared_distance);
    t.point("closest_point", c.s, closest->t, closest->x, closest->y, e.t, e.point);
  }
  t.distance(fo::squared_distance_point_segment(c.p, c.s), oracle::squared_distance_point_segment(c.p, c.s));
  t.distance(fo::squared_distance_point_line(c.p, c.s), oracle::squared_distance_point_line(c.p, c.s));
}

void compare_sight(const SightCase& c, Tally& t) {
  if (!std::isfinite(c.from.x) || !std::isfinite(c.from.y) || !std::isfinite(c.to.x) || !std::isfinite(c.to.y))
    return;
  for (const Segment& w : c.walls)
    if (!finite(w)) return;
  t.label = c.label;
  t.input = describe(c);
  for (Kind kind : {Kind::segment, Kind::line}) {
    const fo::BlockerAnswer f = fo::first_blocker(c.from, c.to, c.walls, kind);
    const auto r = kind == Kind::segment ? oracle::first_blocker(c.from, c.to, c.walls)
                                         : oracle::first_blocker_as_lines(c.from, c.to, c.walls);
    t.count(f.has_value());
    if (!f) continue;
    if (f->has_value() != r.has_value() || (r && (*f)->wall != r->wall)) {
      t.disagree(std::string("first_blocker ") + (kind == Kind::segment ? "" : "as lines ") + "differs");
      continue;
    }
    if (r) t.value("first_blocker t", (*f)->contact.t, r->contact.t);
  }
}

// Parallel pairs whose directions are k (A, 3A) and k' (A, 3A) for a 90-bit
// integer A: the exact cross product is 0, but its two products need more
// words than the filter keeps; ULP-nudged twins sit a hair off parallel.
PairCase wide_significand_pair(std::mt19937_64& g) {
  const double m1 = double(g() >> 13), m2 = double(g() >> 13);  // below 2^51: 3 m stays exact
  const double k = double(1 + g() % 7), h = std::ldexp(1.0, 37 + int(g() % 8));
  const double e = double(g() % 9) - 4.0;
  // d = (A, 3A) with A = m1 h + m2, as b - a with a = (-m2, -3 m2), b = (m1 h, 3 m1 h).
  PairCase c{{{-m2, -3 * m2}, {m1 * h, 3 * m1 * h}},
             {{-k * m2 + e, -3 * k * m2}, {k * m1 * h + e, 3 * k * m1 * h}},
             "wide significands, parallel"};
  if (g() % 2) {
    c.s2.b.y = std::nextafter(c.s2.b.y, (g() % 2) ? INFINITY : -INFINITY);
    c.label = "wide significands, nearly parallel";
  }
  return c;
}

Tally run_agreement(long cases, std::uint64_t seed) {
  Tally t;
  std::mt19937_64 g(seed);
  const auto pairs = gen::pair_case();
  const auto sights = gen::sight_case();
  const auto points = gen::point_case();
  for (long i = 0; i < cases; ++i) {
    const int size = int(i % 100);
    compare_pair(pairs(rc::Random(seed + std::uint64_t(i)), size).value(), t);
    compare_sight(sights(rc::Random(seed ^ (0x9e3779b97f4a7c15ULL + std::uint64_t(i))), size).value(), t);
    compare_point(points(rc::Random(seed * 3 + std::uint64_t(i)), size).value(), t);
    if (i % 4 == 0) compare_pair(wide_significand_pair(g), t);
  }
  return t;
}

std::string settled_by_class(const Tally& t) {
  std::string out;
  for (const auto& [label, c] : t.per_class)
    out += label + ": " + std::to_string(c.second) + " of " + std::to_string(c.first) + " settled\n";
  return out;
}

TEST(FilteredOracle, AgreesWithTheRationalOracle) {
  fo::testing::set_product_bound_fault(false);
  const Tally t = run_agreement(case_count(), 20261130);
  RecordProperty("questions", std::to_string(t.questions));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  // Guards against a filter that settles nothing (which would agree vacuously).
  EXPECT_GT(t.settled, t.questions / 2) << settled_by_class(t);
  std::printf("filtered vs rational: %ld questions, %ld settled by the filter (%.1f%%), %ld disagreements\n",
              t.questions, t.settled, 100.0 * double(t.settled) / double(t.questions), t.disagreements);
}

TEST(FilteredOracle, AgreesWithTheRationalOracleWithoutTheFirstStage) {
  ff::testing::set_enabled(false);
  const Tally t = run_agreement(std::max(1000L, case_count() / 4), 20261207);
  ff::testing::set_enabled(true);
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.settled, t.questions / 2) << settled_by_class(t);
  std::printf("enclosures alone vs rational: %ld questions, %ld settled (%.1f%%), %ld disagreements\n", t.questions,
              t.settled, 100.0 * double(t.settled) / double(t.questions), t.disagreements);
}

TEST(FilteredOracle, SeededProductBoundFaultIsCaught) {
  // The enclosures' own fault, with the first stage off so that every
  // question reaches them.
  ff::testing::set_enabled(false);
  fo::testing::set_product_bound_fault(true);
  const Tally t = run_agreement(std::max(1000L, case_count() / 20), 7);
  fo::testing::set_product_bound_fault(false);
  ff::testing::set_enabled(true);
  EXPECT_GT(t.disagreements, 0) << "the agreement test did not notice a product bound made too small";
  std::printf("with the seeded fault: %ld disagreements, the first: %s\n", t.disagreements, t.first.c_str());
}

// --- The first stage's certificate alone, against the dyadic integer stage ---

double any_finite(std::mt19937_64& g) {
  for (;;) {
    const double d = std::bit_cast<double>(g());
    if (std::isfinite(d)) return d;
  }
}

// A triple (a, b, c) of one of eight kinds: raw bit patterns; random
// binades; huge (differences near or past DBL_MAX); subnormal; c a few ULPs
// off the line through a and b; small-integer grids (exactly collinear
// often); exactly collinear with differences that need two words
// (directions (A, 3A) for a 90-bit integer A, as wide_significand_pair);
// and coordinates spread over 2^-700..2^0 (squares that underflow beside
// ones that do not).
struct Triple {
  Vec2 a, b, c;
};
Triple triple(std::mt19937_64& g, int kind) {
  const auto unit = [&] { return double(g() >> 11) * 0x1p-53 * 2 - 1; };
  const auto binade = [&](int lo, int hi) { return std::ldexp(unit(), lo + int(g() % std::uint64_t(hi - lo + 1))); };
  switch (kind) {
    case 0: return {{any_finite(g), any_finite(g)}, {any_finite(g), any_finite(g)}, {any_finite(g), any_finite(g)}};
    case 1: return {{binade(-1074, 1023), binade(-1074, 1023)}, {binade(-1074, 1023), binade(-1074, 1023)},
                    {binade(-1074, 1023), binade(-1074, 1023)}};
    case 2: return {{binade(1010, 1023), binade(1010, 1023)}, {binade(1010, 1023), binade(1010, 1023)},
                    {binade(1010, 1023), binade(1010, 1023)}};
    case 3: return {{binade(-1074, -1000), binade(-1074, -1000)}, {binade(-1074, -1000), binade(-1074, -1000)},
                    {binade(-1074, -1000), binade(-1074, -1000)}};
    case 4: {
      const int e = int(g() % 200) - 100;
      const Vec2 a{binade(e, e), binade(e, e)}, b{binade(e, e), binade(e, e)};
      const double s = unit() * 2;
      Vec2 c{a.x + s * (b.x - a.x), a.y + s * (b.y - a.y)};
      for (int i = int(g() % 3); i > 0; --i) c.y = std::nextafter(c.y, (g() % 2) ? INFINITY : -INFINITY);
      return {a, b, c};
    }
    case 5: {
      const auto small = [&] { return double(int(g() % 9) - 4); };
      return {{small(), small()}, {small(), small()}, {small(), small()}};
    }
    case 7: return {{binade(-700, 0), binade(-700, 0)}, {binade(-700, 0), binade(-700, 0)},
                    {binade(-700, 0), binade(-700, 0)}};
    default: {
      const double m1 = double(g() >> 13), m2 = double(g() >> 13);
      const double k = double(1 + g() % 7), h = std::ldexp(1.0, 37 + int(g() % 8));
      return {{-m2, -3 * m2}, {m1 * h, 3 * m1 * h}, {k * m1 * h, 3 * k * m1 * h}};
    }
  }
}

struct SignTally {
  long asked = 0;
  long certified = 0;
  long wrong = 0;
  std::string first;
};

// The signs of (b - a) x (c - a) and of its product with (c - b) x (a - b)
// (degree 4) from two-word values, each certified or not, against the exact
// signs; the plain-double signs of (b - a) x (c - a) and (b - a) . (c - a)
// and the bounds of |c - a|^2 and of b's squared distance to the line
// through a and c, against rationals.
SignTally compare_signs(long n, std::uint64_t seed) {
  SignTally t;
  std::mt19937_64 g(seed);
  const auto cross_of = [](Vec2 a, Vec2 b, Vec2 c) {
    return ff::cross(ff::exact_difference(b.x, a.x), ff::exact_difference(b.y, a.y), ff::exact_difference(c.x, a.x),
                     ff::exact_difference(c.y, a.y));
  };
  const auto note = [&](const std::optional<int>& f, int exact, const Triple& x, const char* what) {
    ++t.asked;
    if (!f) return;
    ++t.certified;
    if (*f != exact && t.wrong++ == 0)
      t.first = std::string(what) + ": a = (" + hex(x.a.x) + ", " + hex(x.a.y) + "), b = (" + hex(x.b.x) + ", " +
                hex(x.b.y) + "), c = (" + hex(x.c.x) + ", " + hex(x.c.y) + "): certified " + std::to_string(*f) +
                ", exact " + std::to_string(exact);
  };
  for (long i = 0; i < n; ++i) {
    const Triple x = triple(g, int(i % 8));
    const int exact = oracle::dyadic::orientation(x.a, x.b, x.c);
    const ff::Approx c1 = cross_of(x.a, x.b, x.c);
    note(ff::certified_sign(c1), exact, x, "cross");
    const int exact2 = oracle::dyadic::orientation(x.b, x.c, x.a);  // the same triple, another base point
    note(ff::certified_sign(ff::mul(c1, cross_of(x.b, x.c, x.a))), exact * exact2, x, "product of crosses");
    // The plain-double signs and bounds, against rationals.
    note(ff::sign_of_cross(x.b, x.a, x.c, x.a), exact, x, "plain-double cross");
    const Rational bx = oracle::exact(x.b.x) - oracle::exact(x.a.x), by = oracle::exact(x.b.y) - oracle::exact(x.a.y);
    const Rational cx = oracle::exact(x.c.x) - oracle::exact(x.a.x), cy = oracle::exact(x.c.y) - oracle::exact(x.a.y);
    const Rational dot = bx * cx + by * cy;
    note(ff::sign_of_dot(x.b, x.a, x.c, x.a), dot > 0 ? 1 : (dot < 0 ? -1 : 0), x, "plain-double dot");
    const Rational length2 = cx * cx + cy * cy, cross = bx * cy - by * cx;
    const auto within = [&](const std::optional<ff::Bounds>& b, const Rational& v, const char* what) {
      ++t.asked;
      if (!b) return;
      ++t.certified;
      if (!(Rational(b->low) <= v && v <= Rational(b->high)) && t.wrong++ == 0)
        t.first = std::string(what) + ": bounds [" + hex(b->low) + ", " + hex(b->high) + "] miss the exact value at a = (" +
                  hex(x.a.x) + ", " + hex(x.a.y) + "), b = (" + hex(x.b.x) + ", " + hex(x.b.y) + "), c = (" +
                  hex(x.c.x) + ", " + hex(x.c.y) + ")";
    };
    within(ff::squared_length_bounds(x.c, x.a), length2, "squared length");
    if (length2 != 0)
      within(ff::squared_line_distance_bounds(x.b, x.a, x.c, x.a), Rational(cross * cross / length2),
             "squared distance to a line");
  }
  return t;
}

TEST(FilteredFirstStage, SignsAgreeWithTheDyadicStage) {
  const SignTally t = compare_signs(case_count() * 4, 20261207);
  EXPECT_EQ(t.wrong, 0) << t.first;
  // Guards against a certificate that never certifies (which would agree vacuously).
  EXPECT_GT(t.certified, t.asked / 3);
  std::printf("first stage signs: %ld asked, %ld certified, %ld wrong\n", t.asked, t.certified, t.wrong);
}

TEST(FilteredFirstStage, SeededRoundingBoundFaultIsCaught) {
  ff::testing::set_rounding_bound_fault(true);
  const SignTally s = compare_signs(std::max(10000L, case_count()), 11);
  const Tally t = run_agreement(std::max(1000L, case_count() / 20), 7);
  ff::testing::set_rounding_bound_fault(false);
  EXPECT_GT(s.wrong, 0) << "the sign comparison did not notice the first stage's rounding bounds left out";
  EXPECT_GT(t.disagreements, 0) << "the agreement test did not notice the first stage's rounding bounds left out";
  std::printf("with the first stage's seeded fault: %ld wrong signs (first: %s), %ld disagreements (first: %s)\n",
              s.wrong, s.first.c_str(), t.disagreements, t.first.c_str());
}

}  // namespace
