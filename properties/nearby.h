// Plumb properties: cases near a case, in the same structural class.
//
// A diagnosis (harness/diagnosis.h) asks whether a subject answers like a
// known bug not only on one input but around it. "Around it" must keep what
// makes the input special -- collinear stays collinear, a touching end stays
// touching, parallel stays parallel -- or the nearby inputs test something
// else. The maps used here are similarities that are exact in binary
// floating point, so every incidence, sign and degeneracy of the case is kept
// bit for bit:
//   - scaling positions and lengths by 2 or 1/2 (directions and plane
//     normals unchanged, a plane's offset scaled with the positions);
//   - mirroring the x axis, and swapping the x and y axes (positions,
//     directions and normals alike);
//   - translating by one unit along x, or along x and y, when every
//     translated number is exact (checked); never for a case with a plane,
//     whose offset would have to move by n . shift.
// A map that would leave the finite doubles (overflow, underflow to a
// subnormal, an inexact translation) or meets a non-finite number is skipped.
#pragma once

#include <vector>

#include "properties/cases.h"
#include "properties/cases3d.h"
#include "properties/cases_polygon.h"

namespace plumb {

/// An exact similarity: x' = sign * swap(x) * 2^scale + shift, for positions;
/// directions and normals take only the sign and the swap; lengths only the
/// scale.
struct Similarity {
  int scale = 0;          // power of two
  bool mirror_x = false;  // negate x (after the swap)
  bool swap_xy = false;   // exchange the x and y axes
  double shift_x = 0.0, shift_y = 0.0;
};

/// The similarities nearby_cases applies, in order.
std::vector<Similarity> nearby_similarities();

/// The case under the map. Returns false (and leaves `out` unspecified) when
/// the map is not exact on this case: a non-finite number, an overflow or a
/// loss of bits, or a translation of a case that holds a plane.
bool transformed(const PointCase& c, const Similarity& m, PointCase& out);
bool transformed(const PairCase& c, const Similarity& m, PairCase& out);
bool transformed(const CircleCase& c, const Similarity& m, CircleCase& out);
bool transformed(const SightCase& c, const Similarity& m, SightCase& out);
bool transformed(const Triangle2Case& c, const Similarity& m, Triangle2Case& out);
bool transformed(const PolygonCase& c, const Similarity& m, PolygonCase& out);
bool transformed(const ChainCase& c, const Similarity& m, ChainCase& out);
bool transformed(const Point3Case& c, const Similarity& m, Point3Case& out);
bool transformed(const Pair3Case& c, const Similarity& m, Pair3Case& out);
bool transformed(const PlaneCase& c, const Similarity& m, PlaneCase& out);
bool transformed(const RayCase& c, const Similarity& m, RayCase& out);
bool transformed(const TriangleCase& c, const Similarity& m, TriangleCase& out);
bool transformed(const PointTriangleCase& c, const Similarity& m, PointTriangleCase& out);
bool transformed(const FanCase& c, const Similarity& m, FanCase& out);
bool transformed(const BoxPairCase& c, const Similarity& m, BoxPairCase& out);
bool transformed(const SphereBoxCase& c, const Similarity& m, SphereBoxCase& out);
bool transformed(const SegmentBoxCase& c, const Similarity& m, SegmentBoxCase& out);
bool transformed(const SegmentTriangleCase& c, const Similarity& m, SegmentTriangleCase& out);
bool transformed(const LineSphereCase& c, const Similarity& m, LineSphereCase& out);
bool transformed(const RayCapsuleCase& c, const Similarity& m, RayCapsuleCase& out);

/// The case under each of nearby_similarities() that is exact on it (at most
/// that many; none for a case with non-finite numbers). Labels are kept.
template <class Case>
std::vector<Case> nearby_cases(const Case& c) {
  std::vector<Case> out;
  for (const Similarity& m : nearby_similarities()) {
    Case t;
    if (transformed(c, m, t)) out.push_back(std::move(t));
  }
  return out;
}

}  // namespace plumb
