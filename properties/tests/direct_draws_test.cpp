// draw::DirectDraws computes each draw of an exec generator straight from the
// random stream RapidCheck's exec handler would use; the runner opens one
// around every case it draws. These tests draw each generator's cases both
// ways -- RapidCheck's picks and the direct draws -- and require the same
// label and the same numbers bit for bit, in the full-double domain and in
// narrower ones (whose draws take other branches: binary32 significands,
// bounded binades).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "properties/cases.h"
#include "properties/cases3d.h"
#include "properties/cases_polygon.h"
#include "properties/draw.h"
#include "properties/generators.h"
#include "properties/generators3d.h"
#include "properties/generators_polygon.h"
#include "subject/declarations.h"

namespace plumb {
namespace {

constexpr int kSize = 100;  // the runner's size (properties/suite.cpp)

template <class Case>
std::vector<std::uint64_t> bits_of(Case c) {
  std::vector<std::uint64_t> v;
  for_each_number(c, [&](double& x) { v.push_back(std::bit_cast<std::uint64_t>(x)); });
  return v;
}

// n cases of g from seed's stream, drawn both ways, compared; returns how
// many different cases there were (so a test can tell the draws varied).
template <class Case>
std::size_t expect_same_draws(const rc::Gen<Case>& g, const char* name, int n, std::uint64_t seed) {
  rc::Random stream(seed);
  std::vector<std::string> seen;
  for (int i = 0; i < n; ++i) {
    const rc::Random r = stream.split();
    const Case by_rapidcheck = g(r, kSize).value();
    const Case direct = [&] {
      gen::draw::DirectDraws d(r, kSize);
      return g(r, kSize).value();
    }();
    EXPECT_EQ(by_rapidcheck.label, direct.label) << name << " case " << i;
    EXPECT_EQ(bits_of(by_rapidcheck), bits_of(direct)) << name << " case " << i << ": " << describe(by_rapidcheck);
    const std::string text = describe(direct);
    if (std::find(seen.begin(), seen.end(), text) == seen.end()) seen.push_back(text);
  }
  return seen.size();
}

void expect_every_generator(int n, std::uint64_t seed) {
#define PLUMB_SAME(g) EXPECT_GT(expect_same_draws(g(), #g, n, seed), 1u) << #g
  PLUMB_SAME(gen::point_case);
  PLUMB_SAME(gen::pair_case);
  PLUMB_SAME(gen::circle_case);
  PLUMB_SAME(gen::sight_case);
  PLUMB_SAME(gen::non_finite_pair_case);
  PLUMB_SAME(gen::non_finite_point_case);
  PLUMB_SAME(gen::point3_case);
  PLUMB_SAME(gen::pair3_case);
  PLUMB_SAME(gen::plane_case);
  PLUMB_SAME(gen::ray_case);
  PLUMB_SAME(gen::triangle_case);
  PLUMB_SAME(gen::fan_case);
  PLUMB_SAME(gen::non_finite_triangle_case);
  PLUMB_SAME(gen::point_triangle_case);
  PLUMB_SAME(gen::non_finite_point_triangle_case);
  PLUMB_SAME(gen::box_pair_case);
  PLUMB_SAME(gen::non_finite_box_pair_case);
  PLUMB_SAME(gen::sphere_box_case);
  PLUMB_SAME(gen::non_finite_sphere_box_case);
  PLUMB_SAME(gen::segment_box_case);
  PLUMB_SAME(gen::non_finite_segment_box_case);
  PLUMB_SAME(gen::segment_triangle_case);
  PLUMB_SAME(gen::non_finite_segment_triangle_case);
  PLUMB_SAME(gen::line_sphere_case);
  PLUMB_SAME(gen::non_finite_line_sphere_case);
  PLUMB_SAME(gen::ray_capsule_case);
  PLUMB_SAME(gen::non_finite_ray_capsule_case);
  PLUMB_SAME(gen::contact_case);
  PLUMB_SAME(gen::line_pair3_case);
  PLUMB_SAME(gen::ray_segment3_case);
  PLUMB_SAME(gen::non_finite_pair3_case);
  PLUMB_SAME(gen::non_finite_ray_case);
  PLUMB_SAME(gen::non_finite_point3_case);
  PLUMB_SAME(gen::non_finite_plane_case);
  PLUMB_SAME(gen::non_finite_contact_case);
  PLUMB_SAME(gen::triangle2_case);
  PLUMB_SAME(gen::polygon_case);
  PLUMB_SAME(gen::chain_case);
#undef PLUMB_SAME
}

TEST(DirectDraws, SameCasesAsRapidCheckInTheFullDoubleDomain) { expect_every_generator(400, 20261130); }

TEST(DirectDraws, SameCasesAsRapidCheckInNarrowerDomains) {
  for (const char* name : {"game-metres-float", "gis-projected", "all-finite"}) {
    SCOPED_TRACE(name);
    const Domain d = Domain::preset(name);
    gen::draw::DomainScope scope(d);
    expect_every_generator(150, 7);
  }
}

// Scopes nest and end: after a nested draw the outer stream goes on where
// the exec handler's would, and outside every scope a draw is RapidCheck's.
TEST(DirectDraws, ScopesNestAndEnd) {
  EXPECT_EQ(gen::draw::DirectDraws::current(), nullptr);
  {
    const rc::Random r(1);
    gen::draw::DirectDraws outer(r, kSize);
    EXPECT_EQ(gen::draw::DirectDraws::current(), &outer);
    {
      gen::draw::DirectDraws inner(r, kSize);
      EXPECT_EQ(gen::draw::DirectDraws::current(), &inner);
    }
    EXPECT_EQ(gen::draw::DirectDraws::current(), &outer);
  }
  EXPECT_EQ(gen::draw::DirectDraws::current(), nullptr);
}

}  // namespace
}  // namespace plumb
