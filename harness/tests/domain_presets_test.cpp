// The domain presets decide which inputs are judged: under all-finite every
// finite double is drawn and judged, while NaN and infinite input is only
// called. Each test pairs a subject that is wrong only outside a preset with
// one that is wrong inside it, so it fails when the preset's reach changes.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "harness/runner.h"
#include "kernels/closest_point.h"
#include "subject/subject.h"

namespace {

using namespace plumb;

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// Plumb's closest point, except where the input has a coordinate beyond
// `limit` in magnitude (or a non-finite one): there it answers the end a.
Subject wrong_beyond(double limit, Domain domain) {
  Subject s;
  s.name = "wrong-beyond";
  s.closest_point = [limit](const Segment& seg, Vec2 p, Kind kind) {
    const double m = std::fmax(std::fmax(std::fabs(seg.a.x), std::fabs(seg.a.y)),
                               std::fmax(std::fmax(std::fabs(seg.b.x), std::fabs(seg.b.y)),
                                         std::fmax(std::fabs(p.x), std::fabs(p.y))));
    if (!(m <= limit) || !finite(seg.a) || !finite(seg.b) || !finite(p)) return ClosestPoint{0.0, seg.a};
    return plumb::closest_point(seg, p, kind);
  };
  s.declared.domain = domain;
  return s;
}

long closest_point_findings(const Subject& s) {
  RunOptions o;
  o.cases = 3000;
  o.isolate = false;
  o.shrink_groups = 0;
  o.reference_rate = false;
  long n = 0;
  for (const char* property : {"oracle: point and segment", "non-finite input: point and segment"}) {
    o.only = property;
    for (const Group& g : run_suite(s, o).groups)
      if (g.first.kernel == "closest_point") n += g.count;
  }
  return n;
}

TEST(DomainPresets, AllFiniteIsEveryFiniteDoubleWithoutNaN) {
  const Domain d = Domain::preset("all-finite");
  EXPECT_EQ(d.name, "all-finite");
  EXPECT_EQ(d.max_magnitude, Domain::full_double().max_magnitude);
  EXPECT_EQ(d.min_magnitude, 0.0);
  EXPECT_EQ(d.precision, Precision::binary64);
  EXPECT_FALSE(d.non_finite);
}

TEST(DomainPresets, AllFiniteJudgesHugeFiniteInput) {
  // Wrong only beyond 2^100: outside game-metres, inside all-finite.
  EXPECT_EQ(closest_point_findings(wrong_beyond(0x1p100, Domain::game_metres())), 0);
  EXPECT_GT(closest_point_findings(wrong_beyond(0x1p100, Domain::all_finite())), 0);
}

TEST(DomainPresets, AllFiniteOnlyCallsNonFiniteInput) {
  // Wrong only on NaN and infinite input: judged under full-double, only
  // called under all-finite.
  const double no_limit = Domain::full_double().max_magnitude;
  EXPECT_EQ(closest_point_findings(wrong_beyond(no_limit, Domain::all_finite())), 0);
  EXPECT_GT(closest_point_findings(wrong_beyond(no_limit, Domain::full_double())), 0);
}

}  // namespace
