// The 3D filtered first stage for a ray against a segment
// (oracle/filtered_ray_segment3.h) never disagrees with the exact stage: it
// answers only where the exact pair is unique, and every measure bound it
// certifies (s, t, the squared distance, each point at the exact parameter,
// oracle/filtered_pair_measure3.h) is at least the exact measure and within
// 2^-39 of it or 2^-38, on random, raw-bit, nearly parallel and near-edge
// inputs (an end's projection within rounding of the origin, the origin's
// within rounding of an end) and exactly degenerate ones on the grid
// (crossing, the origin on the segment's line, parallel, a zero direction,
// a zero-length segment, an end exactly abreast of the origin); it
// certifies most ordinary inputs; and with the bounds made too small
// (fast::testing::set_rounding_bound_fault) the same comparison fails.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_pair_measure3.h"
#include "oracle/filtered_ray_segment3.h"
#include "oracle/ray_segment3d.h"
#include "oracle/tests/filtered3_support.h"

namespace plumb::oracle {
namespace {

using namespace filtered3_support;

struct Input {
  Ray3 ray;
  Segment3 s;
};

Vec3 cross(Vec3 u, Vec3 v) { return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}; }

std::vector<Input> inputs(std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<Input> out;
  add_ordinary_pairs(g, out);
  for (int i = 0; i < 3000; ++i) {
    const Vec3 o = random_vec(g, 1.0), d = random_vec(g, 1.0), a = random_vec(g, 1.0);
    const double eps = std::ldexp(g() % 2 ? 1.0 : -1.0, -int(20 + g() % 40));
    switch (i % 3) {
      case 0: {  // nearly parallel, beside or along the ray
        const Vec3 b{a.x + d.x * (1 + eps), a.y + d.y, a.z + d.z};
        out.push_back({{o, d}, g() % 2 ? Segment3{a, b} : Segment3{b, a}});
        break;
      }
      case 1: {  // an end abreast of the origin, within rounding (its projection near s = 0)
        const Vec3 side = cross(d, random_vec(g, 1.0));
        const Vec3 end{o.x + side.x + eps * d.x, o.y + side.y + eps * d.y, o.z + side.z + eps * d.z};
        out.push_back({{o, d}, g() % 2 ? Segment3{end, a} : Segment3{a, end}});
        break;
      }
      default: {  // the origin abreast of an end of the segment, within rounding
        const Vec3 b = random_vec(g, 1.0), e = minus(b, a), side = cross(e, random_vec(g, 1.0));
        const Vec3 origin{a.x + side.x + eps * e.x, a.y + side.y + eps * e.y, a.z + side.z + eps * e.z};
        out.push_back({{origin, d}, {a, b}});
        break;
      }
    }
  }
  for (int i = 0; i < 1200; ++i) {
    const auto grid = [&] { return Vec3{double(int(g() % 9) - 4), double(int(g() % 9) - 4), double(int(g() % 9) - 4)}; };
    const Vec3 o = grid(), d = grid(), a = grid(), b = grid();
    switch (i % 6) {
      case 0: out.push_back({{o, d}, {a, lerp(a, Vec3{o.x + 2 * d.x, o.y + 2 * d.y, o.z + 2 * d.z}, 2.0)}}); break;  // crossing
      case 1: out.push_back({{o, d}, {Vec3{o.x - d.x, o.y - d.y, o.z - d.z}, Vec3{o.x + 3 * d.x, o.y + 3 * d.y, o.z + 3 * d.z}}}); break;  // on its line
      case 2: out.push_back({{o, d}, {a, Vec3{a.x + 2 * d.x, a.y + 2 * d.y, a.z + 2 * d.z}}}); break;  // parallel
      case 3: out.push_back({{o, Vec3{}}, {a, b}}); break;  // zero direction
      case 4: out.push_back({{o, d}, {a, a}}); break;  // zero length
      default: {  // an end exactly abreast of the origin (s = 0 from that end)
        const Vec3 side = cross(d, grid());
        out.push_back({{o, d}, {Vec3{o.x + side.x, o.y + side.y, o.z + side.z}, b}});
        break;
      }
    }
  }
  return out;
}

Tally compare(const std::vector<Input>& in) {
  Tally tally;
  for (const Input& c : in) {
    ++tally.asked;
    const auto f = filtered3::ray_segment_distance3(c.ray, c.s);
    if (!f) continue;
    ++tally.certified;
    const RRay3 r = exact(c.ray);
    const RSegment3 seg = exact(c.s);
    if (!ray_segment_pair_unique(r, seg)) {
      tally.disagree("certified a pair that is not unique");
      continue;
    }
    const ExactSegmentPair3 e = ray_segment_distance3(r, seg);
    const filtered3::ApproxVec3 a2 = filtered3::scaled(c.s.a, f->k),
                                d2s = filtered3::minus(filtered3::scaled(c.s.b, f->k), a2);
    const double s = round_to_double(e.s), t = round_to_double(e.t), d2 = round_to_double(e.squared_distance);
    for (const int k : {0, 1, -2, 7}) {
      const double fs = ulps_away(s, k), ft = ulps_away(t, -k), fd = ulps_away(d2, k);
      if (const auto m = filtered3::ulp_error_scaled(fs, f->s, 0); m && !bounds(*m, ulp_error(fs, e.s)))
        tally.disagree("s");
      if (const auto m = filtered3::ulp_error_scaled(ft, f->t, 0); m && !bounds(*m, ulp_error(ft, e.t)))
        tally.disagree("t");
      if (const auto m = filtered3::squared_distance_error_scaled(fd, f->squared_distance, 2 * f->k, 20);
          m && !bounds(*m, squared_distance_error(fd, e.squared_distance)))
        tally.disagree("squared distance");
      const Vec3 p{ulps_away(round_to_double(e.first.x), k), round_to_double(e.first.y), round_to_double(e.first.z)};
      const Vec3 q{round_to_double(e.second.x), ulps_away(round_to_double(e.second.y), -k), round_to_double(e.second.z)};
      if (const auto m = filtered3::point_error_scaled(filtered3::scaled(c.ray.origin, f->k), filtered3::scaled(c.ray.direction, f->k), f->s, p, f->k);
          m && !bounds(*m, exact_point_error_at(p, r.origin, r.direction, e.s)))
        tally.disagree("first point");
      if (const auto m = filtered3::point_error_scaled(a2, d2s, f->t, q, f->k);
          m && !bounds(*m, exact_point_error_at(q, seg.a, seg.b - seg.a, e.t)))
        tally.disagree("second point");
    }
  }
  return tally;
}

TEST(FilteredRaySegment3, CertifiedAnswersBoundTheExactOnes) {
  const Tally t = compare(inputs(20261207));
  EXPECT_EQ(t.disagreements, 0) << t.first;
  EXPECT_GT(t.certified, t.asked / 2) << t.certified << " of " << t.asked;
}

TEST(FilteredRaySegment3, TooSmallBoundsAreCaught) {
  EXPECT_GT(disagreements_without_bounds([] { return compare(inputs(99)); }), 0);
}

}  // namespace
}  // namespace plumb::oracle
