// Plumb properties: 3D cases from the field, with the answers exact arithmetic
// gives on the doubles as written (properties/tests/field_cases3d_test.cpp, and one
// class of the 3D generators).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kernels/types3d.h"

namespace plumb::field {

struct Pair3Expectation {
  std::string name;
  Segment3 s1;
  Segment3 s2;
  double distance = 0.0;  // correctly rounded least distance
};

struct RayExpectation {
  std::string name;
  Ray3 ray;
  Sphere sphere;
  Box box;
  std::optional<double> sphere_entry;  // approximately (tolerance in the note)
  bool box_hit = false;
  std::string note;
};

std::vector<Pair3Expectation> pair3_cases();
std::vector<RayExpectation> ray_cases();

}  // namespace plumb::field
