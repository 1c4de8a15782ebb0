// Test support for the triangle kernels (ray_triangle_test.cpp,
// segment_triangle_test.cpp): grid points and the kernel-against-oracle check
// of an answer with parameters t, u, v.
#pragma once

#include <gtest/gtest.h>

#include <random>

#include "kernels/contracts.h"
#include "kernels/types3d.h"
#include "oracle/error.h"

namespace plumb::triangle_test {

/// A point with coordinates k / 2, |k| <= n: edges, corners and planes through
/// such points are hit exactly often.
inline Vec3 grid(std::mt19937_64& rng, int n) {
  std::uniform_int_distribution<int> k(-n, n);
  return {k(rng) * 0.5, k(rng) * 0.5, k(rng) * 0.5};
}

/// The kernel's answer `got` against the oracle's `want`: the same decision,
/// and t, u, v within the parameter contract. Returns whether the oracle has
/// an answer.
template <class Got, class Want>
bool agrees(const Got& got, const Want& want) {
  EXPECT_EQ(got.has_value(), want.has_value());
  if (got && want) {
    EXPECT_LE(oracle::ulp_error(got->t, want->t), contract::kParameterUlps);
    EXPECT_LE(oracle::ulp_error(got->u, want->u), contract::kParameterUlps);
    EXPECT_LE(oracle::ulp_error(got->v, want->v), contract::kParameterUlps);
  }
  return want.has_value();
}

}  // namespace plumb::triangle_test
