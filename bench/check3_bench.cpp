// Benchmarks: what one oracle check of a 3D kernel answer costs, as the 3D
// checks run it (properties/checks3d.cpp, checks_point_triangle.cpp,
// checks_triangle.cpp), per input class (bench/inputs3d.h). Rows
// check:KERNEL/IMPLEMENTATION/CLASS, as oracle_bench.cpp's 2D rows:
//   filtered   the first stage alone (oracle/filtered_*3.h): certified plain
//              doubles and double-doubles giving the answer and upper bounds
//              of the measures; counter fallback_fraction: the inputs it
//              does not settle (a measure or a decision not certified);
//   rational   the exact fallback as the strict checks run it: the exact
//              oracle's answer and the same measures in exact arithmetic;
//   oracle     the first stage, then the exact fallback where it does not
//              settle: what a check costs on that class.
// A check also records a filtered measure only when it is below the
// kernel's worst so far (properties/settled3.h), which no row models: early
// in a run, and for a kernel whose worst error is still 0, every check takes
// the exact path, the rational row's cost.
#include <benchmark/benchmark.h>

#include <optional>
#include <vector>

#include "bench/check_rows.h"
#include "bench/inputs3d.h"
#include "kernels/closest_point3d.h"
#include "kernels/contracts.h"
#include "kernels/point_triangle3.h"
#include "kernels/ray_triangle.h"
#include "kernels/segment_segment3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"
#include "oracle/filtered_closest3.h"
#include "oracle/filtered_measure3.h"
#include "oracle/filtered_point_triangle3.h"
#include "oracle/filtered_ray_triangle3.h"
#include "oracle/filtered_segment_pair3.h"
#include "oracle/point_triangle3.h"
#include "oracle/ray_triangle.h"
#include "properties/measure3.h"
#include "judge/measure.h"

namespace plumb::bench {
namespace {

namespace f3 = oracle::filtered3;

// --- A point against a segment ---

struct Closest3Input {
  PointAndSegment3 q;
  ClosestPoint3 fast;
  double squared;
};

std::vector<Closest3Input> closest3_inputs(InputClass c) {
  return prepared<Closest3Input>(points_and_segments3(c), [](const PointAndSegment3& q) {
    return Closest3Input{q, closest_point3(q.s, q.p), squared_distance_point_segment3(q.p, q.s)};
  });
}

bool filtered_closest3(const Closest3Input& in) { return f3::closest_point3_measures(in.q.s, in.q.p, in.fast).has_value(); }
double exact_closest3(const Closest3Input& in) {
  const oracle::ExactClosest3 e = oracle::closest_point3(in.q.s, in.q.p);
  return measure::ulps(in.fast.t, e.t) + check::point3_error(in.fast.point, in.q.s, e.t, e.point);
}

bool filtered_squared3(const Closest3Input& in) {
  return f3::squared_distance_point_segment3_error(in.q.p, in.q.s, in.squared).has_value();
}
double exact_squared3(const Closest3Input& in) {
  return measure::squared_distance_error(in.squared, oracle::squared_distance_point_segment3(in.q.p, in.q.s),
                                         contract::kSquaredDistance3Ulps);
}

// --- A point against a triangle ---

struct TriangleInput {
  PointAndTriangle q;
  Vec3 point;
  double squared;
};

std::vector<TriangleInput> triangle_inputs(InputClass c) {
  return prepared<TriangleInput>(points_and_triangles(c), [](const PointAndTriangle& q) {
    return TriangleInput{q, closest_point_triangle3(q.p, q.triangle).point, squared_distance_point_triangle3(q.p, q.triangle)};
  });
}

bool filtered_triangle_point(const TriangleInput& in) {
  const auto e = f3::closest_point_triangle3(in.q.p, in.q.triangle);
  return e && f3::point_triangle3_measures(in.q.p, in.q.triangle, *e, &in.point, nullptr).point.has_value();
}
double exact_triangle_point(const TriangleInput& in) {
  const oracle::ExactTriangleClosest e = oracle::dyadic::closest_point_triangle3(in.q.p, in.q.triangle);
  return check::triangle_point_error(in.point, in.q.triangle, e.point);
}

bool filtered_triangle_squared(const TriangleInput& in) {
  const auto e = f3::closest_point_triangle3(in.q.p, in.q.triangle);
  return e && f3::point_triangle3_measures(in.q.p, in.q.triangle, *e, nullptr, &in.squared).squared_distance.has_value();
}
double exact_triangle_squared(const TriangleInput& in) {
  const oracle::ExactTriangleClosest e = oracle::dyadic::closest_point_triangle3(in.q.p, in.q.triangle);
  return measure::squared_distance_error(in.squared, e.squared_distance, contract::kSquaredDistance3Ulps);
}

// --- A ray against a triangle (two-sided, Plumb's convention) ---

struct RayTriangleInput {
  RayAndTriangle q;
  std::optional<TriangleHit> fast;
};

std::vector<RayTriangleInput> ray_triangle_inputs(InputClass c) {
  return prepared<RayTriangleInput>(rays_and_triangles(c), [](const RayAndTriangle& q) {
    return RayTriangleInput{q, ray_triangle_hit(q.ray, q.triangle)};
  });
}

bool filtered_ray_triangle(const RayTriangleInput& in) {
  const auto h = f3::ray_triangle_hit(in.q.ray, in.q.triangle, false, in.fast.has_value());
  if (!h || h->has_value() != in.fast.has_value()) return false;
  if (!in.fast) return true;
  return f3::ulp_error(in.fast->t, (*h)->t) && f3::ulp_error(in.fast->u, (*h)->u) && f3::ulp_error(in.fast->v, (*h)->v);
}
double exact_ray_triangle(const RayTriangleInput& in) {
  const auto e = oracle::ray_triangle_hit(in.q.ray, in.q.triangle, false);
  if (!e || !in.fast) return e.has_value() == in.fast.has_value() ? 0.0 : 1.0;
  return measure::ulps(in.fast->t, e->t) + measure::ulps(in.fast->u, e->u) + measure::ulps(in.fast->v, e->v);
}

// --- Two segments (the strict judgement: unique pair, parameters and points) ---

struct PairInput {
  Segment3Pair q;
  SegmentPair3 fast;
};

std::vector<PairInput> pair_inputs(InputClass c) {
  return prepared<PairInput>(segment_pairs3(c), [](const Segment3Pair& q) {
    return PairInput{q, segment_segment_closest3(q.first, q.second)};
  });
}

bool filtered_pair(const PairInput& in) {
  const Segment3 &s1 = in.q.first, &s2 = in.q.second;
  const auto e = f3::segment_segment_closest3(s1, s2);
  if (!e) return false;
  const double K = contract::kParameterUlps;
  return f3::ulp_error(in.fast.squared_distance, e->squared_distance) && f3::point_at_error(s1, in.fast.s, in.fast.first) &&
         f3::point_at_error(s2, in.fast.t, in.fast.second) && f3::ulp_error(in.fast.s, e->s) &&
         f3::ulp_error(in.fast.t, e->t) && f3::attains(s1, s2, in.fast.s, in.fast.t, e->squared_distance, K);
}
double exact_pair(const PairInput& in) {
  const Segment3 &s1 = in.q.first, &s2 = in.q.second;
  const oracle::ExactSegmentPair3 e = oracle::segment_segment_closest3(s1, s2);
  return measure::squared_distance_error(in.fast.squared_distance, e.squared_distance, contract::kSquaredDistance3Ulps) +
         check::point3_error(in.fast.first, s1, e.s, e.first) + check::point3_error(in.fast.second, s2, e.t, e.second) +
         measure::ulps(in.fast.s, e.s) + measure::ulps(in.fast.t, e.t);
}

const bool registered = [] {
  for (InputClass c : kInputClasses) {
    register_check<Closest3Input>("closest_point3", c, closest3_inputs, filtered_closest3, exact_closest3);
    register_check<Closest3Input>("squared_distance_point_segment3", c, closest3_inputs, filtered_squared3,
                                  exact_squared3);
    register_check<TriangleInput>("closest_point_triangle3", c, triangle_inputs, filtered_triangle_point,
                                  exact_triangle_point);
    register_check<TriangleInput>("squared_distance_point_triangle3", c, triangle_inputs, filtered_triangle_squared,
                                  exact_triangle_squared);
    register_check<RayTriangleInput>("ray_triangle_hit", c, ray_triangle_inputs, filtered_ray_triangle,
                                     exact_ray_triangle);
    register_check<PairInput>("segment_segment_closest3", c, pair_inputs, filtered_pair, exact_pair);
  }
  return true;
}();

}  // namespace
}  // namespace plumb::bench
