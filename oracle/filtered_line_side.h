// Plumb oracle: an edge the oracle may skip because it certainly misses a
// line, for the questions that walk a chain or a polyline edge by edge.
//
// Why: the chain and polyline oracles (point_in_polygon.h's ray_chain_hit,
// polyline_crossings.h) ask each edge for its exact first contact in
// rationals, and most edges lie wholly on one side of the ray's or the
// segment's line. Both ends of an edge strictly on one side of the line
// through a and b, by orientation signs certified in plain doubles
// (filtered_fast.h's sign_of_cross, which never certifies a zero), means the
// closed edge does not meet that line, so not the ray or segment on it; any
// sign the bound leaves open keeps the edge (asked exactly as before). So a
// skip never changes an answer: tests/chain_filter_test.cpp compares with the
// rational walks over every edge.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/filtered_fast.h"

namespace plumb::oracle {

/// Whether p and q lie certainly strictly on the same side of the line
/// through a and b (a == b: never certain). Never throws; false on
/// non-finite input.
inline bool certainly_one_side(Vec2 a, Vec2 b, Vec2 p, Vec2 q) {
  const std::optional<int> sp = filtered::fast::sign_of_cross(b, a, p, a);
  if (!sp) return false;
  const std::optional<int> sq = filtered::fast::sign_of_cross(b, a, q, a);
  return sq && *sq == *sp;
}

}  // namespace plumb::oracle
