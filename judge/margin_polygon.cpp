#include "judge/margin_polygon.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "judge/margin.h"
#include "oracle/exact.h"
#include "oracle/point_in_polygon.h"

namespace plumb::margin {

double location(Vec2 p, std::span<const Vec2> polygon, Location exact) {
  // A point on the boundary is a zero perturbation away from both inside and
  // outside: margin 0. Whether rounding can explain a wrong answer there is
  // then the exact-grid rule's to say (judge/exact_grid.h): never on a grid
  // where the textbook evaluation is exact, else within the allowance.
  if (exact == Location::boundary) return 0.0;
  if (polygon.empty()) return std::numeric_limits<double>::max();
  double lo_x = p.x, hi_x = p.x, lo_y = p.y, hi_y = p.y;
  for (const Vec2& v : polygon) {
    lo_x = std::min(lo_x, v.x), hi_x = std::max(hi_x, v.x);
    lo_y = std::min(lo_y, v.y), hi_y = std::max(hi_y, v.y);
  }
  // The extent, exactly (a difference of doubles can overflow in double).
  const oracle::Rational ex = oracle::exact(hi_x) - oracle::exact(lo_x), ey = oracle::exact(hi_y) - oracle::exact(lo_y);
  const oracle::Rational e = ex > ey ? ex : ey;
  if (e == 0) return 0.0;
  const oracle::Rational ratio = oracle::squared_distance_to_boundary(p, polygon) / (e * e);
  return std::sqrt(oracle::round_to_double(ratio));
}

double chain(const Segment& ray, std::span<const Vec2> chain, bool subject_miss, bool collinear_counts) {
  // As margin::sight: to explain a miss every edge must miss (the largest
  // margin); to explain a hit one edge's meeting suffices (the least).
  double m = subject_miss ? 0.0 : std::numeric_limits<double>::max();
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const double mi = meet(ray, Kind::ray, {chain[i], chain[i + 1]}, Kind::segment, !subject_miss, collinear_counts);
    m = subject_miss ? std::max(m, mi) : std::min(m, mi);
  }
  return m;
}

}  // namespace plumb::margin
