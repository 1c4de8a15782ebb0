#include "judge/exact_grid.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace plumb {

int exact_grid_bits(Precision p, int degree) {
  const int bits = p == Precision::binary32 ? 24 : 53;
  return (bits - 3) / degree - 2;  // the largest k with degree (k + 2) + 3 <= bits
}

int grid_width(std::span<const double> numbers) {
  // The quantum: the least power of two among the numbers' lowest set bits;
  // the width: how many binades above it the largest magnitude reaches. Both
  // read from the bits: |x| = significand 2^(exponent - 1075), the
  // significand's trailing zeros raise its lowest set bit (every case runs
  // this, so no loop over the significand's bits).
  int lowest = std::numeric_limits<int>::max(), highest = std::numeric_limits<int>::min();
  for (double x : numbers) {
    if (!std::isfinite(x)) return -1;
    if (x == 0.0) continue;
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const int biased = static_cast<int>((bits >> 52) & 0x7ff);
    std::uint64_t significand = bits & ((std::uint64_t{1} << 52) - 1);
    if (biased != 0) significand |= std::uint64_t{1} << 52;
    const int scale = (biased != 0 ? biased : 1) - 1075;  // |x| = significand 2^scale
    lowest = std::min(lowest, scale + std::countr_zero(significand));
    highest = std::max(highest, scale + static_cast<int>(std::bit_width(significand)));  // |x| < 2^highest
  }
  if (lowest == std::numeric_limits<int>::max()) return 0;  // every number zero
  return highest - lowest;
}

int decision_degree(std::string_view member) {
  // Not first_blocker: which of two walls is nearer compares two quotients,
  // degree 4 cross-multiplied.
  static constexpr std::array<std::string_view, 19> kDegreeTwo = {
      "orientation",         "segments_intersect",         "segment_crossing", "line_crossing",
      "parallel",            "collinear",                  "collinear_overlap", "ray_segment_hit",
      "line_segment_intersect", "has_line_of_sight",       "has_line_of_sight_as_lines",
      "segment_plane_crossing", "ray_plane_hit",           "closest_point",
      // Polygons and chains: orientations and comparisons of coordinates.
      "point_in_triangle", "point_in_polygon", "polyline_segment_crossings",
      // Box pairs: comparisons of coordinates (degree 1); a ball's squared
      // distance to its clamped centre against r^2 (degree 2).
      "box_box_intersect", "sphere_box_intersect"};
  // The slab tests divide (t = (lo - o) / d, or times 1 / d): rounded on any grid.
  if (member == "ray_box_entry" || member == "ray_box2") return kNeverExact;
  // A segment's slab test decides only: it compares quotients of differences
  // (face - a_i) / (b_i - a_i), never returns one. A correctly rounded
  // quotient keeps a tie, and two different quotients of (w + 2)-bit
  // differences are more than 2^-(3w + 3) apart relatively, so they round
  // apart: degree 3 (a test that multiplies by the reciprocal rounds twice
  // and can break a tie -- a segment ending exactly on a face, missed).
  if (member == "segment_box_intersect") return 3;
  return std::find(kDegreeTwo.begin(), kDegreeTwo.end(), member) != kDegreeTwo.end() ? 2 : 4;
}

}  // namespace plumb
