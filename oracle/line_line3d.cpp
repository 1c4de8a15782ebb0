// Plumb oracle: closest points of two 3D lines by the normal equations in
// exact rationals (see line_line3d.h for the method and why it is correct).
#include "oracle/line_line3d.h"

#include <stdexcept>

namespace plumb::oracle {

ExactSegmentPair3 line_line_closest3(const RSegment3& l1, const RSegment3& l2) {
  const RVec3 d1 = direction(l1), d2 = direction(l2), r = l1.a - l2.a;
  const Rational A = dot(d1, d1), B = dot(d1, d2), C = dot(d2, d2);
  const Rational c = dot(d1, r), f = dot(d2, r);
  const Rational det = A * C - B * B;
  Rational s, t;
  if (det != 0) {
    // A s - B t = -c, B s - C t = -f (Cramer).
    s = ((-c) * (-C) - (-B) * (-f)) / (A * (-C) - (-B) * B);
    t = (A * (-f) - B * (-c)) / (A * (-C) - (-B) * B);
  } else if (C != 0) {
    s = 0;  // parallel, or line 1 a point: the foot of a1 on line 2
    t = f / C;
  } else if (A != 0) {
    t = 0;  // line 2 a point: its foot on line 1
    s = -c / A;
  }
  ExactSegmentPair3 out{s, t, point_at(l1, s), point_at(l2, t), 0};
  const RVec3 w = out.first - out.second;
  if ((A != 0 && dot(w, d1) != 0) || (C != 0 && dot(w, d2) != 0))
    throw std::logic_error("oracle::line_line_closest3: the pair is not stationary");
  out.squared_distance = dot(w, w);
  return out;
}

ExactSegmentPair3 line_line_closest3(Segment3 l1, Segment3 l2) { return line_line_closest3(exact(l1), exact(l2)); }

bool line_pair_unique(const RSegment3& l1, const RSegment3& l2) {
  const RVec3 d1 = direction(l1), d2 = direction(l2);
  const RVec3 n = cross(d1, d2);
  return dot(n, n) != 0;
}

}  // namespace plumb::oracle
