// Plumb properties: cases from the field.
//
// Inputs reported against other geometry libraries, each with the answer exact
// arithmetic gives on the doubles as written. They are named regression tests
// (properties/tests/field_cases_test.cpp), one class of the generators, and a row of
// `plumb check`, so a kernel that re-breaks one of them is named at once.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kernels/types.h"

namespace plumb::field {

struct PairExpectation {
  std::string name;
  Segment s1;
  Segment s2;
  bool intersect = false;        // segments_intersect
  bool parallel = false;         // parallel
  std::optional<Vec2> meet_at;   // the single common point, when there is one
  std::optional<double> t, u;    // segment_crossing's parameters (approximate)
  bool exact_point = false;      // meet_at is an input point, so it must be returned exactly
  std::string note;
};

struct PointExpectation {
  std::string name;
  Segment s;
  Vec2 p;
  double distance = 0.0;  // distance_point_segment, correctly rounded
  std::string note;
};

/// Every pair case, including all orderings of ends where the report was
/// about ordering.
std::vector<PairExpectation> pair_cases();

/// Every point-versus-segment case.
std::vector<PointExpectation> point_cases();

}  // namespace plumb::field
