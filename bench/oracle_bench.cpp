// Benchmarks: what one oracle check costs, through the filtered path
// (oracle/filtered_*: the first stage's certified plain doubles and
// double-doubles, then certified enclosures) and through the rational
// fallback (oracle/: GMP rationals), per input class (bench/inputs.h).
//
// A "check" is what properties/checks_oracle.cpp asks of the oracle for one
// kernel answer: the exact decision, and the error measures of the kernel's
// constructions (t, u and the point for a crossing; t and the point for a
// closest point; the root's ULPs for a distance). The kernel's own answers
// are computed once, outside the timed loops. Rows are
// check:KERNEL/IMPLEMENTATION/CLASS with the implementations
//   filtered   the filtered path alone (what a check costs when it settles);
//   rational   the exact oracle alone (what a fallback costs);
//   oracle     what a check costs as the checks run it: filtered, then the
//              exact oracle for the inputs the filter does not settle;
// and the counter fallback_fraction on the filtered row: the fraction of
// inputs the filter leaves to the exact oracle. The exact oracle is the
// dyadic integer stage (see below), and the "rational" rows time it as the
// checks run it: segment_crossing, closest_point and the distance take its
// answers as unreduced fractions and measure those (oracle/fraction_error.h:
// the same doubles as the rational measures, no canonical rational formed);
// the decision takes its booleans.
//
// Rows oracle_exact:QUESTION/STAGE/CLASS time the exact stage alone (no
// measures): STAGE rational is the GMP rationals of oracle/rational2d.h,
// dyadic the integer stage oracle:: now uses (oracle/dyadic_crossing.h);
// CLASS adds raw_bits (finite doubles from uniformly random bit patterns:
// the inputs a coverage-guided fuzzer breeds) to the input classes. The two
// stages return the same exact values, but for segment_crossing,
// squared_distance_segment_segment and closest_point not the same types: the
// dyadic rows time segment_crossing_fractions,
// squared_distance_segment_segment_fraction and closest_point_fractions, the
// unreduced fractions the checks use (making them canonical rationals, as
// dyadic::segment_crossing, squared_distance_segment_segment and
// closest_point do, is what a check no longer pays); the rational rows the
// canonical rationals of rational2d.h. Measuring the fractions costs no more
// than measuring the rationals (the same exact differences and MPFR
// divisions, and no gcd in the point's scale or the root's enclosure); the
// check: rows time the answer and its measures together.
#include <benchmark/benchmark.h>

#include <bit>
#include <cmath>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "bench/check_rows.h"
#include "bench/inputs.h"
#include "kernels/closest_point.h"
#include "kernels/crossing.h"
#include "kernels/distance.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"
#include "oracle/dyadic_crossing.h"
#include "oracle/error.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/rational2d.h"
#include "judge/filtered_measure.h"
#include "judge/measure.h"

namespace plumb::bench {
namespace {

namespace fo = oracle::filtered;
namespace fm = measure::filtered;

// Settled = every decision certified and every measure certified and tight;
// the checks then record the filtered answer (when it also passes).

struct CrossingInput {
  SegmentPair pair;
  std::optional<Crossing> fast;
};

bool filtered_crossing(const CrossingInput& in) {
  const fo::CrossingAnswer e = fo::PairFilter(in.pair.first, in.pair.second).segment_crossing();
  if (!e) return false;
  if (!*e || !in.fast) return e->has_value() == in.fast.has_value();
  const fo::QCrossing& q = **e;
  return fo::ulp_error(in.fast->t, q.t) && fo::ulp_error(in.fast->u, q.u) &&
         fm::point_error(in.fast->point, in.pair.first, q.t, q.x, q.y);
}

// The fallback as properties/checks_oracle.cpp runs it: the dyadic stage's
// fractions, measured on the fractions (the same doubles as oracle::'s
// rational answer and the rational measures; no canonical rational formed).
double rational_crossing(const CrossingInput& in) {
  const auto e = oracle::dyadic::segment_crossing_fractions(in.pair.first, in.pair.second);
  if (!e || !in.fast) return 0.0;
  return measure::ulps(in.fast->t, e->t) + measure::ulps(in.fast->u, e->u) +
         measure::point_error(in.fast->point, in.pair.first, e->t, e->x, e->y);
}

struct IntersectInput {
  SegmentPair pair;
  bool fast;
};

bool filtered_intersect(const IntersectInput& in) {
  return fo::PairFilter(in.pair.first, in.pair.second).segments_intersect().has_value();
}
bool rational_intersect(const IntersectInput& in) { return oracle::segments_intersect(in.pair.first, in.pair.second); }

struct DistanceInput {
  SegmentPair pair;
  double fast;
};

bool filtered_distance(const DistanceInput& in) {
  const std::optional<fo::Quotient> d2 = fo::PairFilter(in.pair.first, in.pair.second).squared_distance();
  return d2 && fo::ulp_error_sqrt(in.fast, *d2);
}
// As the checks run it: the dyadic stage's fraction, measured on the fraction.
double rational_distance(const DistanceInput& in) {
  return measure::sqrt_ulps(in.fast,
                            oracle::dyadic::squared_distance_segment_segment_fraction(in.pair.first, in.pair.second));
}

struct ClosestInput {
  PointAndSegment ps;
  ClosestPoint fast;
};

bool filtered_closest(const ClosestInput& in) {
  const std::optional<fo::QClosest> e = fo::closest_point(in.ps.s, in.ps.p, Kind::segment);
  return e && fo::ulp_error(in.fast.t, e->t) && fm::point_error(in.fast.point, in.ps.s, e->t, e->x, e->y);
}
// As the checks run it: fractions, measured on the fractions.
double rational_closest(const ClosestInput& in) {
  const oracle::dyadic::FractionClosest e = oracle::dyadic::closest_point_fractions(in.ps.s, in.ps.p, Kind::segment);
  return measure::ulps(in.fast.t, e.t) + measure::point_error(in.fast.point, in.ps.s, e.t, e.x, e.y);
}

std::vector<IntersectInput> intersect_inputs(InputClass c) {
  return prepared<IntersectInput>(segment_pairs(c), [](const SegmentPair& p) {
    return IntersectInput{p, segments_intersect(p.first, p.second)};
  });
}
std::vector<CrossingInput> crossing_inputs(InputClass c) {
  return prepared<CrossingInput>(segment_pairs(c), [](const SegmentPair& p) {
    return CrossingInput{p, segment_crossing(p.first, p.second)};
  });
}
std::vector<DistanceInput> distance_inputs(InputClass c) {
  return prepared<DistanceInput>(segment_pairs(c), [](const SegmentPair& p) {
    return DistanceInput{p, distance_segment_segment(p.first, p.second)};
  });
}
std::vector<ClosestInput> closest_inputs(InputClass c) {
  return prepared<ClosestInput>(points_and_segments(c), [](const PointAndSegment& ps) {
    return ClosestInput{ps, closest_point(ps.s, ps.p, Kind::segment)};
  });
}

// --- The exact stage alone: rationals against dyadic integers ---

struct ExactInputs {
  std::vector<SegmentPair> pairs;
  std::vector<PointAndSegment> points;
};

double raw_finite(std::mt19937_64& rng) {
  for (;;) {
    const double d = std::bit_cast<double>(rng());
    if (std::isfinite(d)) return d;
  }
}

// kOracleItems inputs of a class; "raw_bits" when c is empty.
ExactInputs exact_inputs(std::optional<InputClass> c) {
  ExactInputs in;
  if (c) {
    for (std::size_t i = 0; i < segment_pairs(*c).size() && i < kOracleItems; ++i) in.pairs.push_back(segment_pairs(*c)[i]);
    for (std::size_t i = 0; i < points_and_segments(*c).size() && i < kOracleItems; ++i)
      in.points.push_back(points_and_segments(*c)[i]);
    return in;
  }
  std::mt19937_64 rng(20261206);
  const auto point = [&] { return Vec2{raw_finite(rng), raw_finite(rng)}; };
  for (std::size_t i = 0; i < kOracleItems; ++i) {
    in.pairs.push_back(SegmentPair{{point(), point()}, {point(), point()}});
    in.points.push_back(PointAndSegment{point(), {point(), point()}});
  }
  return in;
}

template <class Ask>
void register_exact(const std::string& question, const std::string& stage, std::optional<InputClass> c, Ask ask) {
  const std::string row = "oracle_exact:" + question + "/" + stage + "/" + (c ? name(*c) : std::string("raw_bits"));
  benchmark::RegisterBenchmark(row.c_str(), [=](benchmark::State& state) {
    const ExactInputs in = exact_inputs(c);
    for (auto _ : state) ask(in);
    const std::size_t n = in.pairs.size();
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
    state.counters["time_per_item"] = benchmark::Counter(
        static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  });
}

template <class Intersect, class Crossing, class Distance, class Closest>
void register_exact_stage(const std::string& stage, std::optional<InputClass> c, Intersect intersect,
                          Crossing crossing, Distance distance, Closest closest) {
  register_exact("segments_intersect", stage, c, [=](const ExactInputs& in) {
    for (const SegmentPair& p : in.pairs) benchmark::DoNotOptimize(intersect(p.first, p.second));
  });
  register_exact("segment_crossing", stage, c, [=](const ExactInputs& in) {
    for (const SegmentPair& p : in.pairs) benchmark::DoNotOptimize(crossing(p.first, p.second));
  });
  register_exact("squared_distance_segment_segment", stage, c, [=](const ExactInputs& in) {
    for (const SegmentPair& p : in.pairs) benchmark::DoNotOptimize(distance(p.first, p.second));
  });
  register_exact("closest_point", stage, c, [=](const ExactInputs& in) {
    for (const PointAndSegment& p : in.points) benchmark::DoNotOptimize(closest(p.s, p.p, Kind::segment));
  });
}

void register_exact_stages(std::optional<InputClass> c) {
  register_exact_stage("rational", c, oracle::rational::segments_intersect, oracle::rational::segment_crossing,
                       oracle::rational::squared_distance_segment_segment, oracle::rational::closest_point);
  register_exact_stage("dyadic", c, oracle::dyadic::segments_intersect, oracle::dyadic::segment_crossing_fractions,
                       oracle::dyadic::squared_distance_segment_segment_fraction,
                       oracle::dyadic::closest_point_fractions);
}

const bool registered = [] {
  for (InputClass c : kInputClasses) {
    register_check<IntersectInput>("segments_intersect", c, intersect_inputs, filtered_intersect, rational_intersect);
    register_check<CrossingInput>("segment_crossing", c, crossing_inputs, filtered_crossing, rational_crossing);
    register_check<DistanceInput>("distance_segment_segment", c, distance_inputs, filtered_distance,
                                  rational_distance);
    register_check<ClosestInput>("closest_point", c, closest_inputs, filtered_closest, rational_closest);
    register_exact_stages(c);
  }
  register_exact_stages(std::nullopt);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
