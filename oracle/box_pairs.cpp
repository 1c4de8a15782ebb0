// Plumb oracle: boxes against boxes, balls and segments, exactly. See
// box_pairs.h.
#include "oracle/box_pairs.h"

#include <algorithm>

#include "oracle/exact3d.h"

namespace plumb::oracle {
namespace {

// The gap between [lo1, hi1] and [lo2, hi2] (0 when they overlap).
Rational interval_gap(const Rational& lo1, const Rational& hi1, const Rational& lo2, const Rational& hi2) {
  return std::max({Rational(0), Rational(lo2 - hi1), Rational(lo1 - hi2)});
}

}  // namespace

bool box_empty(Box b) { return b.min.x > b.max.x || b.min.y > b.max.y || b.min.z > b.max.z; }

Rational box_box_squared_distance(Box a, Box b) {
  const RVec3 lo1 = exact(a.min), hi1 = exact(a.max), lo2 = exact(b.min), hi2 = exact(b.max);
  const Rational gx = interval_gap(lo1.x, hi1.x, lo2.x, hi2.x);
  const Rational gy = interval_gap(lo1.y, hi1.y, lo2.y, hi2.y);
  const Rational gz = interval_gap(lo1.z, hi1.z, lo2.z, hi2.z);
  return gx * gx + gy * gy + gz * gz;
}

bool box_box_intersect(Box a, Box b, bool open) {
  const Rational d2 = box_box_squared_distance(a, b);  // throws on non-finite input first
  if (!open) return !box_empty(a) && !box_empty(b) && d2 == 0;
  const RVec3 lo1 = exact(a.min), hi1 = exact(a.max), lo2 = exact(b.min), hi2 = exact(b.max);
  const auto positive = [](const Rational& l1, const Rational& h1, const Rational& l2, const Rational& h2) {
    return l1 < h1 && l2 < h2 && std::max(l1, l2) < std::min(h1, h2);
  };
  return positive(lo1.x, hi1.x, lo2.x, hi2.x) && positive(lo1.y, hi1.y, lo2.y, hi2.y) &&
         positive(lo1.z, hi1.z, lo2.z, hi2.z);
}

}  // namespace plumb::oracle
