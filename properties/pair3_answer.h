// What every closest-pair property (3D segments, lines, a ray and a segment)
// says the same way: the text of a subject's pair and of the exact one, and
// the judgement of the squared distance, which holds whatever the shapes are
// (the parameters and points are judged by each property, on its shapes).
#pragma once

#include <string>

#include "judge/judge.h"
#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"

namespace plumb::check {

/// A rational point as its nearest doubles, in hexadecimal.
std::string text3(const oracle::RVec3& p);

/// "s = .., t = .., points .. and .., squared distance .." of a pair.
std::string pair3_text(const SegmentPair3& fast);
std::string pair3_text(const oracle::ExactSegmentPair3& exact);

/// The squared distance of member `k`'s pair in ULPs of the exact one, within
/// contract::kSquaredDistance3Ulps, or, for a subject with a declared
/// tolerance, within the conditioning of |d|^2 at `scale` (the largest
/// coordinate of the shapes) in the declared precision.
void judge_pair3_squared_distance(Judge& j, const char* k, const SegmentPair3& fast,
                                  const oracle::ExactSegmentPair3& exact, double scale, const Text& f,
                                  const Text& e);

}  // namespace plumb::check
