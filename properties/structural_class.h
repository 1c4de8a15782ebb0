// Plumb properties: the structural class of a case -- what makes it special.
//
// A generator labels each case with the class it aimed at ("collinear
// overlapping", "on the line past an end"), but a case changed afterwards
// (shrunk, fitted into a domain) may have left that class. The classifier
// here says what a case *is*, decided exactly (Plumb's exact orientation;
// in 3D, a point is on a line exactly when it is on the line's projection
// onto each coordinate plane), so the shrinker can keep a finding in its
// class (collinear stays collinear, touching stays touching) and label the
// shrunk case with the class it has.
//
// Classes, first that applies:
//   point and segment (2D, 3D): "zero-length segment", "on the segment",
//     "on the line past an end", "off the line";
//   two segments (2D): "zero-length", "collinear touching" (sharing one
//     point), "collinear overlapping", "collinear disjoint", "parallel",
//     "touching" (an end on the other segment), "crossing", "apart";
//   two segments (3D): "zero-length", "collinear", "parallel", "general".
// Any non-finite coordinate: "non-finite". Other cases have no class ("").
#pragma once

#include <string>

#include "properties/cases.h"
#include "properties/cases3d.h"

namespace plumb {

std::string structural_class(const PointCase& c);
std::string structural_class(const PairCase& c);
std::string structural_class(const Point3Case& c);
std::string structural_class(const Pair3Case& c);
/// Every other case: no class.
template <class Case>
std::string structural_class(const Case&) {
  return {};
}

}  // namespace plumb
