// The point-triangle properties: closest_point_triangle3 and
// squared_distance_point_triangle3 against the oracle (exact candidates), the
// cross-shape property that a triangle is never farther from a point than
// any of its edges (judged with the subject's own point-segment member), and
// the documented non-finite answer.
#include <algorithm>
#include <cmath>
#include <optional>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/dyadic3d.h"
#include "oracle/error.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_point_triangle3.h"
#include "oracle/point_triangle3.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/pair3_answer.h"
#include "properties/settled3.h"
#include "properties/measure3.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/filtered_measure.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

using fmt_case::hex_and_decimal;
using oracle::Rational;

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
bool finite(const PointTriangleCase& c) { return finite3(c.p) && finite3(c.tri.a) && finite3(c.tri.b) && finite3(c.tri.c); }


double unit(const Judge& j) { return unit_roundoff(j.declared().domain.precision); }

// The filtered oracle (oracle/filtered_point_triangle3.h) settles the case
// when every member's measure bound is below the member's worst so far
// (properties/settled3.h: the statistics stay the exact path's; texts and
// conditioning are then never read). Anything else takes the exact path.
bool settled_by_filter(const PointTriangleCase& c, Judge& j, const std::optional<Vec3>& point,
                       const std::optional<double>& squared) {
  if (!measure::filtered::enabled()) return false;  // (below_worst says so too; saves the filter's work)
  const auto e = oracle::filtered3::closest_point_triangle3(c.p, c.tri);
  if (!e) return false;
  const auto m = oracle::filtered3::point_triangle3_measures(c.p, c.tri, *e, point ? &*point : nullptr,
                                                             squared ? &*squared : nullptr);
  if (point && !(m.point && below_worst(j, "closest_point_triangle3", *m.point, contract::kTrianglePointScale)))
    return false;
  if (squared && !(m.squared_distance && below_worst(j, "squared_distance_point_triangle3", *m.squared_distance,
                                                     contract::kSquaredDistance3Ulps)))
    return false;
  if (point) j.construction("closest_point_triangle3", "point (u x scale)", *m.point, contract::kTrianglePointScale, {}, {});
  if (squared)
    j.construction("squared_distance_point_triangle3", "squared distance (ULPs)", *m.squared_distance,
                   contract::kSquaredDistance3Ulps, {}, {});
  return true;
}

}  // namespace

void point_triangle_oracle(const Subject& s, const PointTriangleCase& c, Judge& j) {
  if (!s.closest_point_triangle3 && !s.squared_distance_point_triangle3) return;
  std::optional<Vec3> point;
  std::optional<double> squared;
  if (s.closest_point_triangle3) point = s.closest_point_triangle3(c.p, c.tri);
  if (s.squared_distance_point_triangle3) squared = s.squared_distance_point_triangle3(c.p, c.tri);
  if (settled_by_filter(c, j, point, squared)) return;
  // The measures on the dyadic stage's fractions (the same doubles as on the
  // canonical answer); the canonical answer, with u, v and the feature, is
  // made only for a finding's texts or a declared tolerance.
  const oracle::dyadic::FractionTriangleClosest3 q = oracle::dyadic::closest_point_triangle3_fractions(c.p, c.tri);
  std::optional<oracle::ExactTriangleClosest> made;
  const auto exact = [&]() -> const oracle::ExactTriangleClosest& {
    if (!made) made = oracle::dyadic::closest_point_triangle3(c.p, c.tri);
    return *made;
  };
  const Text e([&] {
    return fmt::format("point = {} ({}), squared distance = {}", text3(exact().point),
                       oracle::feature_name(exact().feature), measure::text(exact().squared_distance));
  });
  if (point) {
    const Vec3 fast = *point;
    j.construction("closest_point_triangle3", "point (u x scale)", triangle_point_error(fast, c.tri, q.point),
                   contract::kTrianglePointScale, [&] { return fmt::format("point = {}", fmt_case::vec3(fast)); }, e, [&] {
                     return condition::point3(fast, exact().point, condition::triangle_point(c.p, c.tri, exact()));
                   });
  }
  if (squared) {
    const double fast = *squared;
    j.construction("squared_distance_point_triangle3", "squared distance (ULPs)",
                   measure::squared_distance_error(fast, q.squared_distance, contract::kSquaredDistance3Ulps),
                   contract::kSquaredDistance3Ulps, [&] { return hex_and_decimal(fast); }, e, [&] {
                     const double scale = condition::scale3({c.p, c.tri.a, c.tri.b, c.tri.c});
                     return condition::value(fast, exact().squared_distance,
                                             condition::squared_distance(exact().squared_distance, scale, 3, unit(j)));
                   });
  }
}

void point_triangle_edges(const Subject& s, const PointTriangleCase& c, Judge& j) {
  if (!s.squared_distance_point_triangle3 || !s.squared_distance_point_segment3 || !j.declared().strict()) return;
  const double tri = s.squared_distance_point_triangle3(c.p, c.tri);
  const Segment3 edges[3] = {{c.tri.a, c.tri.b}, {c.tri.b, c.tri.c}, {c.tri.c, c.tri.a}};
  double nearest = std::numeric_limits<double>::infinity(), each[3];
  for (int k = 0; k < 3; ++k) {
    each[k] = s.squared_distance_point_segment3(c.p, edges[k]);
    nearest = std::min(nearest, each[k]);
  }
  // Each value within its contract's ULPs of the exact one, and the exact
  // triangle distance at most the exact edge distance: the computed triangle
  // distance may exceed the computed edge distance by both roundings, a
  // relative (1 + 2Ku) / (1 - 2Ku) - 1 < (4K + 1)u, plus twice K subnormal
  // spacings.
  const double k = contract::kSquaredDistance3Ulps, u = unit(j);
  const bool holds = !(tri > nearest * (1 + (4 * k + 1) * u) + 2 * k * 0x1p-1074);
  j.invariant("squared_distance_point_triangle3",
              "a triangle is never farther from a point than the nearest of its edges (squared_distance_point_segment3)",
              holds, [&] { return hex_and_decimal(tri); },
              [&] {
                return fmt::format("at most edge ab: {}; edge bc: {}; edge ca: {}", hex_and_decimal(each[0]),
                                   hex_and_decimal(each[1]), hex_and_decimal(each[2]));
              });
}

void non_finite_point_triangle(const Subject& s, const PointTriangleCase& c, Judge& j) {
  if (finite(c)) return;
  if (s.closest_point_triangle3)
    non_finite_answer(j, [&] { return s.closest_point_triangle3(c.p, c.tri); }, [&](Vec3 got) {
      const bool ok = std::isnan(got.x) && std::isnan(got.y) && std::isnan(got.z);
      j.invariant("closest_point_triangle3", "non-finite input answers NaN in every coordinate", ok,
                  fmt_case::vec3(got), "nan");
    });
  if (s.squared_distance_point_triangle3)
    non_finite_answer(j, [&] { return s.squared_distance_point_triangle3(c.p, c.tri); }, [&](double got) {
      j.invariant("squared_distance_point_triangle3", "non-finite input answers NaN", std::isnan(got),
                  hex_and_decimal(got), "nan");
    });
}

}  // namespace plumb::check
