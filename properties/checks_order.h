// Plumb properties: answers that do not depend on the order of endpoints or
// arguments where the maths does not (checks_order.cpp). Judged under Plumb's
// strict contracts only (Declarations::strict()); other subjects take no part.
#pragma once

#include "properties/cases.h"
#include "properties/cases3d.h"
#include "judge/judge.h"
#include "subject/subject.h"

namespace plumb::check {

/// 2D: the closest point of a segment (and of a line) and the point-segment
/// and point-line distances with the segment reversed; the segment-segment
/// distance with either segment reversed and with the two swapped. Bit for
/// bit (a parameter t becomes 1 - t, rounded).
void order2(const Subject& s, const PairCase& c, Judge& j);

/// 3D: closest_point3 and squared_distance_point_segment3 with the segment
/// reversed; segment_segment_closest3 with either segment reversed and with
/// the two swapped: the squared distance bit for bit, and, unless the
/// segments are parallel (when many pairs are closest), the points too.
void order3(const Subject& s, const Pair3Case& c, Judge& j);

}  // namespace plumb::check
