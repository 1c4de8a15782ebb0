// Plumb oracle: closed axis-aligned boxes against boxes, balls and segments.
//
// Method (each different from the kernel it judges, kernels/box_box.h and
// the others beside it):
//   box-box: the exact squared distance between the boxes, the sum over the
//   axes of the squared gap max(0, lo2 - hi1, lo1 - hi2); two non-empty
//   closed boxes meet iff it is 0.
// Why obviously correct: every value is an exact rational; the distance
// between two boxes separates per axis (|p - q|^2 is a sum of per-axis terms,
// each minimized independently over an interval pair), and two closed sets
// meet iff their distance is 0 (compact sets attain it).
#pragma once

#include "kernels/types3d.h"
#include "oracle/exact.h"

namespace plumb::oracle {

/// The exact squared distance between two non-empty boxes (0 when they meet).
/// Precondition: finite coordinates, neither box empty (min <= max on every
/// axis); throws std::domain_error on a non-finite coordinate.
Rational box_box_squared_distance(Box a, Box b);

/// Do the two closed boxes meet? false when either is empty (min > max on an
/// axis). With `open`, the open boxes min < p < max instead (BoxConvention::
/// open: touching boxes do not meet, a flat box is empty): they meet iff the
/// closed intersection box [max of the mins, min of the maxes] has a positive
/// extent on every axis. Precondition: finite coordinates; throws
/// std::domain_error on a non-finite coordinate.
bool box_box_intersect(Box a, Box b, bool open = false);

/// Whether the box is empty (min > max on some axis). Never throws (a NaN
/// coordinate compares false: not empty by this test).
bool box_empty(Box b);

}  // namespace plumb::oracle
