// Plumb oracle: the 2D questions on doubles of crossing.h and
// closest_point.h, in GMP rationals throughout (the method those headers
// describe). oracle:: answers them on the dyadic integer stage
// (dyadic_crossing.h); these are kept as its reference, for the test that
// both give the same answers and for the benchmark that compares their cost.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/closest_point.h"
#include "oracle/crossing.h"

namespace plumb::oracle::rational {

/// As the oracle:: functions of the same names (same contracts, same
/// answers), computed on exact rationals.
bool parallel(Segment s1, Segment s2);
bool collinear(Segment s1, Segment s2);
bool collinear_overlap(Segment s1, Segment s2);
std::optional<ExactCrossing> line_crossing(Segment s1, Segment s2);
std::optional<ExactCrossing> segment_crossing(Segment s1, Segment s2);
bool segments_intersect(Segment s1, Segment s2);
bool line_segment_intersect(Segment line, Segment s);
bool circle_segment_intersect(Circle c, Segment s);
ExactClosest closest_point(Segment s, Vec2 p, Kind kind);
Rational squared_distance_point_segment(Vec2 p, Segment s);
Rational squared_distance_point_line(Vec2 p, Segment s);
Rational squared_distance_segment_segment(Segment s1, Segment s2);

}  // namespace plumb::oracle::rational
